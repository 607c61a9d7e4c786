// SPDX-License-Identifier: MIT
// Box-pair manifolds (sat::manifold, sat::batch::manifolds): every field the
// number report(a, b, {tolerance, computeDistance = false}) gives, compared
// with == (and the sign of zero), in float and double; then every batch
// kernel this CPU runs against the single-pair manifold, pair by pair. The
// pairs: random and grid boxes, integer boxes turned by quarter turns (exact
// touching, tied best axes, grazing corners whose clip keeps no point),
// nearly parallel boxes and boxes of zero width or size.

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/sat/random_shapes2d.hpp"
#include "sat/batch.hpp"
#include "sat/sat2d.hpp"

namespace {

using sat::BoxManifold2;
using sat::Obb2;
using sat::Vec2;
using sat::test::quarterTurned;

template <class T> struct ManifoldPairs {
    std::vector<Obb2<T>> a, b;
    void add(const Obb2<T>& x, const Obb2<T>& y) {
        a.push_back(x);
        b.push_back(y);
    }
};

template <class T> bool same(T p, T q) { return p == q && std::signbit(p) == std::signbit(q); }

template <class T>::testing::AssertionResult sameAsReport(const BoxManifold2<T>& m, const sat::Report2<T>& r) {
    auto fail = [](const char* what) { return ::testing::AssertionFailure() << what << " differs"; };
    for (int k = 0; k < 4; ++k) {
        if (!same(m.separation[k], r.axes[static_cast<std::size_t>(k)].separation)) return fail("separation");
    }
    if (m.bestAxis != r.bestAxis) return fail("bestAxis");
    if (m.firstSeparatingAxis != r.firstSeparatingAxis) return fail("firstSeparatingAxis");
    if (m.verdict != r.verdict) return fail("verdict");
    if (!same(m.axisSeparation, r.axisSeparation)) return fail("axisSeparation");
    if (!same(m.depth, r.depth)) return fail("depth");
    if (!same(m.normal.x, r.normal.x) || !same(m.normal.y, r.normal.y)) return fail("normal");
    if (m.contactCount != static_cast<int>(r.contacts.size())) return fail("contactCount");
    for (int c = 0; c < 2; ++c) {
        const Vec2<T> expected = c < m.contactCount ? r.contacts[static_cast<std::size_t>(c)] : Vec2<T>{};
        if (!same(m.contacts[c].x, expected.x) || !same(m.contacts[c].y, expected.y)) return fail("contact");
    }
    return ::testing::AssertionSuccess();
}

template <class T>::testing::AssertionResult sameManifold(const BoxManifold2<T>& x, const BoxManifold2<T>& y) {
    auto fail = [](const char* what) { return ::testing::AssertionFailure() << what << " differs"; };
    for (int k = 0; k < 4; ++k) {
        if (!same(x.separation[k], y.separation[k])) return fail("separation");
    }
    if (x.bestAxis != y.bestAxis || x.firstSeparatingAxis != y.firstSeparatingAxis) return fail("axis index");
    if (x.verdict != y.verdict) return fail("verdict");
    if (!same(x.axisSeparation, y.axisSeparation) || !same(x.depth, y.depth)) return fail("separation or depth");
    if (!same(x.normal.x, y.normal.x) || !same(x.normal.y, y.normal.y)) return fail("normal");
    if (x.contactCount != y.contactCount) return fail("contactCount");
    for (int c = 0; c < 2; ++c) {
        if (!same(x.contacts[c].x, y.contacts[c].x) || !same(x.contacts[c].y, y.contacts[c].y)) return fail("contact");
    }
    return ::testing::AssertionSuccess();
}

template <class T> ManifoldPairs<T> randomPairs(unsigned seed) {
    sat::test::RandomShapes<T> shapes(seed);
    ManifoldPairs<T> pairs;
    for (int draw = 0; draw < 6000; ++draw) {
        const bool grid = shapes.nextOnGrid();
        const Obb2<T> a = shapes.obb(grid);
        pairs.add(a, shapes.obb(grid));
    }
    return pairs;
}

template <class T> ManifoldPairs<T> quarterTurnPairs() {
    ManifoldPairs<T> pairs;
    const Vec2<T> sizes[] = {{T(1), T(1)}, {T(2), T(1)}, {T(0.5), T(1.5)}, {T(3), T(0.5)}};
    for (int qa = 0; qa < 4; ++qa)
        for (int qb = 0; qb < 4; ++qb)
            for (const Vec2<T>& sa : sizes)
                for (const Vec2<T>& sb : sizes)
                    for (int dx = -5; dx <= 5; ++dx)
                        for (int dy = -5; dy <= 5; dy += 2) {
                            pairs.add(quarterTurned(Vec2<T>{T(0.5), T(-1)}, sa, qa),
                                      quarterTurned(Vec2<T>{T(0.5) + T(dx) / 2, T(-1) + T(dy) / 2}, sb, qb));
                        }
    return pairs;
}

template <class T> ManifoldPairs<T> nearlyParallelPairs() {
    ManifoldPairs<T> pairs;
    for (const double base : {0.0, 0.3, 1.0, 2.5})
        for (const double apart : {0.0, 1e-9, 3e-8, 1e-7, 1e-6, 1e-5, -1e-7})
            for (const double quarter : {0.0, std::numbers::pi / 2})
                for (int step = 0; step < 12; ++step) {
                    const Vec2<T> centre{T(0.4) * T(step - 6), T(0.25) * T(step % 5)};
                    pairs.add(Obb2<T>::fromAngle({T(0), T(0)}, {T(1), T(0.5)}, T(base)),
                              Obb2<T>::fromAngle(centre, {T(0.75), T(0.5)}, T(base + quarter + apart)));
                }
    return pairs;
}

template <class T> ManifoldPairs<T> degeneratePairs() {
    ManifoldPairs<T> pairs;
    const Vec2<T> sizes[] = {{T(0), T(0)}, {T(1), T(0)}, {T(0), T(2)}, {T(1), T(1)}};
    for (const Vec2<T>& sa : sizes)
        for (const Vec2<T>& sb : sizes)
            for (int q = 0; q < 4; ++q)
                for (int dx = -3; dx <= 3; ++dx) {
                    const Obb2<T> a = quarterTurned(Vec2<T>{T(0), T(0)}, sa, 0);
                    pairs.add(a, quarterTurned(Vec2<T>{T(dx) / 2, T(q) / 2}, sb, q));
                    pairs.add(a, Obb2<T>::fromAngle(Vec2<T>{T(dx) / 3, T(0.5)}, sb, T(0.7) * T(q)));
                }
    return pairs;
}

/// A small box B near a corner of A, within 0.25 of touching: at tolerance
/// 0.25 the incident edge clips to nothing and the contact is the deepest
/// vertex of B (contacts2d.cpp's fallback, which manifolds take from
/// report()). Found by a random search; A angle, B centre, half extents, angle.
constexpr float kGrazing[][6] = {
    {-0.212718844f, 1.39858699f, 0.626360178f, 0.10599187f, 0.381969213f, 2.11074924f},
    {2.94056368f, 1.55337358f, 0.876781344f, 0.717898071f, 0.100651801f, 1.07576644f},
    {2.57114649f, 1.39055395f, -0.20179823f, 0.125101805f, 0.214848906f, 1.79682648f},
};
constexpr float kGrazingTolerance = 0.25f;

template <class T> ManifoldPairs<T> grazingPairs() {
    ManifoldPairs<T> pairs;
    for (const auto& g : kGrazing) {
        pairs.add(Obb2<T>::fromAngle({T(0), T(0)}, {T(1), T(0.5)}, T(g[0])),
                  Obb2<T>::fromAngle({T(g[1]), T(g[2])}, {T(g[3]), T(g[4])}, T(g[5])));
    }
    return pairs;
}

template <class T> ManifoldPairs<T> allPairs() {
    ManifoldPairs<T> all;
    for (const ManifoldPairs<T>& part :
         {grazingPairs<T>(), randomPairs<T>(81), quarterTurnPairs<T>(), nearlyParallelPairs<T>(), degeneratePairs<T>()}) {
        for (std::size_t i = 0; i < part.a.size(); ++i) all.add(part.a[i], part.b[i]);
    }
    return all;
}

template <class T> constexpr T kTolerances[] = {T(0), T(1e-3), T(0.25)};

/// What the pairs exercised, so a test that stopped reaching a case fails.
struct Seen {
    int verdicts[3] = {0, 0, 0};
    int contacts[3] = {0, 0, 0};
    int tiedBest = 0;
};

template <class T> void checkAgainstReport() {
    const ManifoldPairs<T> pairs = allPairs<T>();
    Seen seen;
    for (const T tolerance : kTolerances<T>) {
        sat::ReportOptions2<T> options;
        options.tolerance = tolerance;
        options.computeDistance = false;
        for (std::size_t i = 0; i < pairs.a.size(); ++i) {
            const BoxManifold2<T> m = sat::manifold(pairs.a[i], pairs.b[i], tolerance);
            const sat::Report2<T> r = sat::report(pairs.a[i], pairs.b[i], options);
            ASSERT_TRUE(sameAsReport(m, r)) << "pair " << i << ", tolerance " << tolerance;
            if (tolerance == T(0)) {
                ASSERT_EQ(m.verdict != sat::Verdict::Separated, sat::overlaps(pairs.a[i], pairs.b[i])) << i;
                ++seen.verdicts[static_cast<int>(m.verdict)];
                ++seen.contacts[m.contactCount];
                int atBest = 0;
                for (const T s : m.separation) atBest += s == m.axisSeparation ? 1 : 0;
                seen.tiedBest += atBest > 1 ? 1 : 0;
            }
        }
    }
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Separated)], 2000);
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Touching)], 1000);
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Overlapping)], 2000);
    EXPECT_GT(seen.contacts[1], 500);
    EXPECT_GT(seen.contacts[2], 1000);
    EXPECT_GT(seen.tiedBest, 500);
}

TEST(Manifold2d, EveryFieldIsTheReportsFloat) { checkAgainstReport<float>(); }
TEST(Manifold2d, EveryFieldIsTheReportsDouble) { checkAgainstReport<double>(); }

/// Two ends of the clamped incident edge closer than the rounding allowance
/// are one contact: a box of zero width
/// standing on another, whose edge ends coincide, and the same box a little
/// wider, whose ends stay two contacts.
TEST(Manifold2d, EndsWithinTheRoundingAllowanceAreOneContact) {
    const Obb2<float> floor = Obb2<float>::fromAabb({{0.0f, 0.0f}, {2.0f, 1.0f}});
    const Obb2<float> sliver = Obb2<float>::fromAabb({{0.5f, 1.5f}, {0.0f, 0.75f}});
    const Obb2<float> thin = Obb2<float>::fromAabb({{0.5f, 1.5f}, {0.25f, 0.75f}});
    const BoxManifold2<float> one = sat::manifold(floor, sliver);
    EXPECT_EQ(one.verdict, sat::Verdict::Overlapping);
    EXPECT_EQ(one.contactCount, 1);
    const BoxManifold2<float> two = sat::manifold(floor, thin);
    EXPECT_EQ(two.contactCount, 2);
    EXPECT_FLOAT_EQ(std::abs(two.contacts[1].x - two.contacts[0].x), 0.5f);
    EXPECT_EQ(sat::report(floor, sliver).contacts.size(), 1U);
    EXPECT_EQ(sat::report(floor, thin).contacts.size(), 2U);
}

/// A tilted plank lying across one side of a box's top face, the box's face
/// the best axis's: the plank's lower edge is clamped to the face's side,
/// x = 1 (x = -1 mirrored), that end moved along the edge's line; its other
/// end, over the face, stays. The contacts lie half-way between the line and
/// the face (y = 1). Both boxes' roles: the reference face is A's or B's.
TEST(Manifold2d, IncidentEdgeOverTheFacesSideIsClampedAlongItsLine) {
    const Obb2<float> box = Obb2<float>::fromAabb({{0.0f, 0.0f}, {1.0f, 1.0f}});
    for (const double side : {1.0, -1.0}) {
        const double angle = 0.1 * side, centreX = 0.75 * side;
        const Obb2<float> plank = Obb2<float>::fromAngle({static_cast<float>(centreX), 1.125f}, {1.5f, 0.25f},
                                                         static_cast<float>(angle));
        // The plank's lower edge: through its centre - 0.25 (-sin, cos), slope tan(angle).
        const double lowX = centreX + 0.25 * std::sin(angle), lowY = 1.125 - 0.25 * std::cos(angle);
        const auto lineAt = [&](double x) { return lowY + (x - lowX) * std::tan(angle); };
        const double freeEnd = centreX - side * 1.5 * std::cos(angle) + 0.25 * std::sin(angle);
        for (const bool boxIsA : {true, false}) {
            const BoxManifold2<float> m = boxIsA ? sat::manifold(box, plank) : sat::manifold(plank, box);
            ASSERT_EQ(m.verdict, sat::Verdict::Overlapping) << side << boxIsA;
            ASSERT_EQ(m.contactCount, 2) << side << boxIsA;
            EXPECT_EQ(m.bestAxis, boxIsA ? 1 : 3) << side << boxIsA; // the box's y axis
            const int clamped = std::abs(m.contacts[0].x) > std::abs(m.contacts[1].x) ? 0 : 1;
            EXPECT_NEAR(m.contacts[clamped].x, side, 1e-6) << side << boxIsA;
            EXPECT_NEAR(m.contacts[1 - clamped].x, freeEnd, 1e-6) << side << boxIsA;
            for (int c = 0; c < 2; ++c) {
                EXPECT_NEAR(m.contacts[c].y, (lineAt(m.contacts[c].x) + 1.0) / 2, 1e-6) << side << boxIsA << " contact " << c;
            }
            const sat::Report2<float> r = boxIsA ? sat::report(box, plank) : sat::report(plank, box);
            ASSERT_EQ(r.contacts.size(), 2U) << side << boxIsA;
            for (int c = 0; c < 2; ++c) EXPECT_EQ(m.contacts[c], r.contacts[static_cast<std::size_t>(c)]) << side << boxIsA;
        }
    }
}

TEST(Manifold2d, GrazingCornersGetTheReportsDeepestVertex) {
    const ManifoldPairs<float> pairs = grazingPairs<float>();
    sat::ReportOptions2<float> options;
    options.tolerance = kGrazingTolerance;
    options.computeDistance = false;
    for (std::size_t i = 0; i < pairs.a.size(); ++i) {
        const BoxManifold2<float> m = sat::manifold(pairs.a[i], pairs.b[i], kGrazingTolerance);
        EXPECT_EQ(m.verdict, sat::Verdict::Touching) << i;
        EXPECT_EQ(m.contactCount, 1) << i;
        EXPECT_TRUE(sameAsReport(m, sat::report(pairs.a[i], pairs.b[i], options))) << i;
    }
}

/// Every batch kernel this CPU runs, at each tolerance, against the single
/// pair's manifold pair by pair; returns how many kernels ran.
int expectEveryKernelGivesTheSinglePairManifold(const ManifoldPairs<float>& pairs, std::span<const float> tolerances) {
    const sat::batch::Obb2Soa a = sat::batch::Obb2Soa::fromShapes(pairs.a);
    const sat::batch::Obb2Soa b = sat::batch::Obb2Soa::fromShapes(pairs.b);
    int kernels = 0;
    for (const sat::batch::Kernel kernel :
         {sat::batch::Kernel::Scalar, sat::batch::Kernel::Sse2, sat::batch::Kernel::Avx2, sat::batch::Kernel::Avx512}) {
        if (!sat::batch::isSupported(kernel)) continue;
        ++kernels;
        for (const float tolerance : tolerances) {
            sat::batch::Manifold2Soa out;
            sat::batch::manifolds(kernel, a, b, out, tolerance);
            EXPECT_EQ(out.size(), pairs.a.size());
            for (std::size_t i = 0; i < pairs.a.size() && i < out.size(); ++i) {
                const bool same = sameManifold(out.get(i), sat::manifold(pairs.a[i], pairs.b[i], tolerance));
                EXPECT_TRUE(same) << sat::batch::kernelName(kernel) << ", pair " << i << ", tolerance " << tolerance;
                if (!same) return kernels; // one message, not thousands
            }
        }
    }
    return kernels;
}

TEST(BatchManifold2d, EveryKernelGivesTheSinglePairManifold) {
    ManifoldPairs<float> pairs = allPairs<float>();
    for (std::size_t i = 0; pairs.a.size() % 16 != 5; ++i) pairs.add(pairs.a[i], pairs.b[i]); // a tail of 5 for the scalar kernel
    const int kernels = expectEveryKernelGivesTheSinglePairManifold(pairs, kTolerances<float>);
    EXPECT_GE(kernels, 2); // scalar and, on x86-64, at least SSE2
    const sat::batch::Obb2Soa a = sat::batch::Obb2Soa::fromShapes(pairs.a);
    const sat::batch::Obb2Soa b = sat::batch::Obb2Soa::fromShapes(pairs.b);
    // The active kernel (SATLAB_KERNEL or the best) through the short form.
    sat::batch::Manifold2Soa out;
    sat::batch::manifolds(a, b, out);
    EXPECT_TRUE(sameManifold(out.get(7), sat::manifold(pairs.a[7], pairs.b[7])));
}

/// Runs of pairs with chosen shares of separated ones, so that the vector
/// kernels' blocks go both ways: the AVX2 kernel runs the contact step on
/// packed lanes where at most about half of a block's pairs touch, in place
/// elsewhere, and moves between the two; grazing pairs (clip keeps no point)
/// inside the packed runs, in one of them hundreds; a long separated run with
/// a lone touching pair in it (its contacts wait while hundreds of separated
/// pairs pass).
ManifoldPairs<float> runsOfPairs(std::vector<std::size_t>& rareAt) {
    const ManifoldPairs<float> pool = allPairs<float>();
    const ManifoldPairs<float> grazing = grazingPairs<float>();
    std::vector<std::size_t> apart, touching;
    for (std::size_t i = 0; i < pool.a.size(); ++i) {
        const bool separated = sat::manifold(pool.a[i], pool.b[i], kGrazingTolerance).verdict == sat::Verdict::Separated;
        (separated ? apart : touching).push_back(i);
    }
    ManifoldPairs<float> pairs;
    std::size_t nextApart = 0, nextTouching = 0, nextGrazing = 0;
    const auto run = [&](int count, int separatedPercent, int grazingEvery) {
        for (int k = 0; k < count; ++k) {
            if (grazingEvery > 0 && k % grazingEvery == grazingEvery / 2) {
                const std::size_t g = nextGrazing++ % grazing.a.size();
                rareAt.push_back(pairs.a.size());
                pairs.add(grazing.a[g], grazing.b[g]);
            } else if ((k * 37 % 100) < separatedPercent) {
                const std::size_t i = apart[nextApart++ % apart.size()];
                pairs.add(pool.a[i], pool.b[i]);
            } else {
                const std::size_t i = touching[nextTouching++ % touching.size()];
                pairs.add(pool.a[i], pool.b[i]);
            }
        }
    };
    run(1500, 90, 97); // mostly separated: packed
    run(1500, 5, 0);   // mostly touching: in place
    run(2000, 50, 61); // half: packed again
    run(1100, 100, 0); // all separated...
    run(1, 0, 0);      // ...with one touching pair...
    run(1300, 100, 0); // ...whose contacts wait
    run(700, 30, 0);   // in place
    run(900, 60, 53);  // packed
    run(1200, 90, 3);  // packed, a grazing pair in every three
    run(5, 0, 0);      // a tail the scalar kernel does
    return pairs;
}

TEST(BatchManifold2d, PackedAndInPlaceBlocksGiveTheSinglePairManifold) {
    std::vector<std::size_t> rareAt;
    const ManifoldPairs<float> pairs = runsOfPairs(rareAt);
    // The grazing pairs take the contact step's rare way at this tolerance.
    int rare = 0;
    for (const std::size_t i : rareAt) rare += sat::manifold(pairs.a[i], pairs.b[i], kGrazingTolerance).contactCount == 1 ? 1 : 0;
    EXPECT_GT(rare, 50);
    const float tolerances[] = {0.0f, kGrazingTolerance};
    expectEveryKernelGivesTheSinglePairManifold(pairs, tolerances);
}

/// Quarter-turned boxes far from the origin, touching edge to edge (B beside
/// A along x or y) and corner to corner (B diagonal to A), then B's centre
/// nudged by -2..2 ulps along x and y: separations of 0 and of an ulp or two,
/// all within the exact filter's bound, where the vector lanes' floating
/// point and the single pair's exact path can differ.
ManifoldPairs<float> nearTouchingFarPairs() {
    ManifoldPairs<float> pairs;
    const Vec2<float> sizes[] = {{1.0f, 1.0f}, {2.0f, 0.5f}, {0.75f, 1.25f}};
    const Vec2<float> directions[] = {{1, 0}, {0, 1}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}};
    for (const float base : {1e3f, 5e3f + 0.5f, 1e6f + 0.25f, 16777216.0f})
        for (int qa = 0; qa < 4; ++qa)
            for (int qb = 0; qb < 4; ++qb)
                for (const Vec2<float>& sa : sizes)
                    for (const Vec2<float>& sb : sizes)
                        for (const Vec2<float>& direction : directions) {
                            const Obb2<float> a = quarterTurned(Vec2<float>{base, -base}, sa, qa);
                            // Half extents along world x and y of each box.
                            const Vec2<float> ra = qa % 2 == 0 ? sa : Vec2<float>{sa.y, sa.x};
                            const Vec2<float> rb = qb % 2 == 0 ? sb : Vec2<float>{sb.y, sb.x};
                            const Vec2<float> touching{a.center.x + direction.x * (ra.x + rb.x),
                                                       a.center.y + direction.y * (ra.y + rb.y)};
                            for (int nudgeX = -2; nudgeX <= 2; ++nudgeX)
                                for (int nudgeY = -2; nudgeY <= 2; ++nudgeY) {
                                    Vec2<float> centre = touching;
                                    for (int k = 0; k < std::abs(nudgeX); ++k)
                                        centre.x = std::nextafter(centre.x, nudgeX > 0 ? INFINITY : -INFINITY);
                                    for (int k = 0; k < std::abs(nudgeY); ++k)
                                        centre.y = std::nextafter(centre.y, nudgeY > 0 ? INFINITY : -INFINITY);
                                    pairs.add(a, quarterTurned(centre, sb, qb));
                                }
                        }
    return pairs;
}

/// Boxes on Pythagorean axes (3, 4)/5, (5, 12)/13, (8, 15)/17 and (1, 0),
/// each turned by quarter turns, far from the origin: A's and B's half
/// extents along each axis sum to the hypotenuse r, so B's centre lies at an
/// integer offset from A's, touching edge to edge or corner to corner on the
/// real axes, then nudged by -2..2 ulps. The stored axes are rounded, so the
/// lanes' separations come out within an ulp or so of 0 and their float
/// rounding differs from the exact answer on the stored boxes.
ManifoldPairs<float> nearTouchingRoundedAxisPairs() {
    ManifoldPairs<float> pairs;
    const float triples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {1, 0, 1}};
    const float directions[][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    for (const float base : {1e3f, 5e3f + 0.5f, 1e6f + 0.25f, 16777216.0f})
        for (const auto& triple : triples)
            for (int quarter = 0; quarter < 4; ++quarter)
                for (const float split : {0.5f, 0.25f})
                    for (const auto& direction : directions) {
                        const float hypotenuse = triple[2];
                        // The integer legs along each axis, and the axes themselves (rounded).
                        Vec2<float> legsX{triple[0], triple[1]};
                        for (int k = 0; k < quarter; ++k) legsX = Vec2<float>{-legsX.y, legsX.x};
                        const Vec2<float> legsY{-legsX.y, legsX.x};
                        const Vec2<float> axisX{legsX.x / hypotenuse, legsX.y / hypotenuse};
                        const Vec2<float> axisY{-axisX.y, axisX.x};
                        const Vec2<float> halfA{hypotenuse * split, hypotenuse * (1 - split)};
                        const Vec2<float> halfB{hypotenuse * (1 - split), hypotenuse * split};
                        const Obb2<float> a{{base, -base}, halfA, axisX, axisY};
                        const Vec2<float> touching{a.center.x + direction[0] * legsX.x + direction[1] * legsY.x,
                                                   a.center.y + direction[0] * legsX.y + direction[1] * legsY.y};
                        for (int nudgeX = -2; nudgeX <= 2; ++nudgeX)
                            for (int nudgeY = -2; nudgeY <= 2; ++nudgeY) {
                                Vec2<float> centre = touching;
                                for (int k = 0; k < std::abs(nudgeX); ++k)
                                    centre.x = std::nextafter(centre.x, nudgeX > 0 ? INFINITY : -INFINITY);
                                for (int k = 0; k < std::abs(nudgeY); ++k)
                                    centre.y = std::nextafter(centre.y, nudgeY > 0 ? INFINITY : -INFINITY);
                                pairs.add(a, Obb2<float>{centre, halfB, axisX, axisY});
                            }
                    }
    return pairs;
}

TEST(BatchManifold2d, NearTouchingPairsFarFromTheOriginGiveTheSinglePairManifold) {
    ManifoldPairs<float> pairs = nearTouchingFarPairs();
    const ManifoldPairs<float> rounded = nearTouchingRoundedAxisPairs();
    for (std::size_t i = 0; i < rounded.a.size(); ++i) pairs.add(rounded.a[i], rounded.b[i]);
    for (std::size_t i = 0; pairs.a.size() % 16 != 5; ++i) pairs.add(pairs.a[i], pairs.b[i]); // a tail for the scalar kernel
    // The set reaches touching, gaps of an ulp and overlaps of an ulp.
    int verdicts[3] = {0, 0, 0};
    for (std::size_t i = 0; i < pairs.a.size(); ++i) ++verdicts[static_cast<int>(sat::manifold(pairs.a[i], pairs.b[i]).verdict)];
    EXPECT_GT(verdicts[static_cast<int>(sat::Verdict::Touching)], 1000);
    EXPECT_GT(verdicts[static_cast<int>(sat::Verdict::Separated)], 1000);
    EXPECT_GT(verdicts[static_cast<int>(sat::Verdict::Overlapping)], 1000);
    const float tolerances[] = {0.0f};
    EXPECT_GE(expectEveryKernelGivesTheSinglePairManifold(pairs, tolerances), 2);
}

TEST(BatchManifold2dDeathTest, MismatchedInputsStopTheProgramNamingTheFunction) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    sat::batch::Obb2Soa a, b;
    a.push_back(Obb2<float>{});
    sat::batch::Manifold2Soa out;
    EXPECT_DEATH(sat::batch::manifolds(a, b, out), "batch::manifolds: a and b differ in size");
    b.push_back(Obb2<float>{});
    a.hx.pop_back();
    EXPECT_DEATH(sat::batch::manifolds(a, b, out), "batch::manifolds: a field array's length differs from size");
}

} // namespace
