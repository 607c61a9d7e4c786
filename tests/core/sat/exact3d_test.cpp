// SPDX-License-Identifier: MIT
// Exact 3D verdicts at tolerance 0: quarter-turned and permuted boxes that
// touch face to face, edge to edge and corner to corner far from the origin
// are touching in every path (report, manifold, fast tests), and one ulp
// either way is separated or overlapping; the filtered fast tests equal the
// unfiltered exact evaluation (detail::exactBoxesOverlap) on random and
// near-touching pairs.

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <type_traits>

#include "sat/detail/exact3d.hpp"
#include "sat/sat3d.hpp"

namespace sat {
namespace {

/// The float copy of a double box. Out of line: GCC 12.2's SLP vectoriser
/// folds a narrowing to float followed by a widening back to double into
/// nothing when it sees both (-O2 and up), so a float box built and widened
/// in one function could reach the exact reference with double axes.
[[gnu::noinline]] Obb3<float> narrowed(const Obb3<double>& box) { return castShape<float>(box); }

constexpr double kOffsets[] = {1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25, 16777216.0};

/// A quarter-turned box: Euler angles in multiples of 90 degrees give axes
/// with entries 0 and +-1 exactly (a signed permutation).
template <class T> Obb3<T> quarterTurned(std::mt19937_64& rng, Vec3<T> center) {
    const auto quarter = [&] { return T(90) * T(rng() % 4); };
    const Vec3<T> half{T(1 + rng() % 3), T(1 + rng() % 3), T(1 + rng() % 3)};
    return Obb3<T>::fromEulerDegrees(center, half, {quarter(), quarter(), quarter()});
}

/// The box's reach along world axis c: sum_i h_i |axis_i[c]| (exact here).
template <class T> T reach(const Obb3<T>& box, int c) {
    return box.halfExtents.x * std::abs(box.axes[0][c]) + box.halfExtents.y * std::abs(box.axes[1][c]) +
           box.halfExtents.z * std::abs(box.axes[2][c]);
}

/// Every path's verdict for the pair, checked against `expected`, with the
/// numbers that follow it.
template <class T> void expectVerdict(const Obb3<T>& a, const Obb3<T>& b, Verdict expected, const char* what) {
    SCOPED_TRACE(what);
    const Report3<T> r = report(a, b);
    ASSERT_EQ(r.verdict, expected);
    EXPECT_EQ(overlaps(a, b), expected != Verdict::Separated);
    EXPECT_EQ(overlaps(b, a), expected != Verdict::Separated);
    EXPECT_EQ(detail::exactBoxesOverlap(castShape<double>(a), castShape<double>(b)), expected != Verdict::Separated);
    const BoxManifold3<T> m = manifold(a, b);
    EXPECT_EQ(m.verdict, expected);
    EXPECT_EQ(m.firstSeparatingAxis, r.firstSeparatingAxis);
    // A separated manifold stops at the first separating axis: no best axis, no axisSeparation.
    if (expected != Verdict::Separated) {
        EXPECT_EQ(m.axisSeparation, r.axisSeparation);
    } else {
        EXPECT_EQ(m.bestAxis, -1);
        EXPECT_EQ(m.axisSeparation, T(0));
    }
    switch (expected) {
    case Verdict::Touching:
        EXPECT_EQ(r.axisSeparation, T(0));
        EXPECT_EQ(r.depth, T(0));
        EXPECT_EQ(r.axes[static_cast<std::size_t>(r.bestAxis)].separation, T(0));
        EXPECT_EQ(r.firstSeparatingAxis, -1);
        EXPECT_FALSE(r.contacts.empty());
        break;
    case Verdict::Separated:
        EXPECT_GT(r.axisSeparation, T(0));
        EXPECT_GT(r.distance, T(0));
        EXPECT_GE(r.firstSeparatingAxis, 0);
        EXPECT_TRUE(r.contacts.empty());
        break;
    case Verdict::Overlapping:
        EXPECT_LT(r.axisSeparation, T(0));
        EXPECT_GT(r.depth, T(0));
        EXPECT_EQ(r.firstSeparatingAxis, -1);
        break;
    }
}

/// B touches A along world axes `touchAxes` (bit c: axis c), 1 axis: face to
/// face, 2: edge to edge, 3: corner to corner; on the others B's centre is
/// within 1 of A's, inside both boxes' reach.
template <class T> void checkQuarterTurnedContacts(unsigned touchAxes, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int checked = 0;
    for (double offset : kOffsets) {
        for (int trial = 0; trial < 40; ++trial) {
            const Vec3<T> origin{T(offset), T(-offset), T(offset)};
            if (double(origin.x) != offset) continue; // not exact in this precision
            const Obb3<T> a = quarterTurned<T>(rng, origin);
            Obb3<T> b = quarterTurned<T>(rng, origin);
            bool exact = true;
            for (int c = 0; c < 3; ++c) {
                const T sign = rng() % 2 == 0 ? T(1) : T(-1);
                const T shift = (touchAxes >> c) & 1U ? sign * (reach(a, c) + reach(b, c)) : T(int(rng() % 3) - 1) * T(0.5);
                b.center[c] = a.center[c] + shift;
                exact &= b.center[c] - a.center[c] == shift; // the touching position is representable
            }
            if (!exact) continue;
            expectVerdict(a, b, Verdict::Touching, "touching");
            // One ulp outward along a touching axis separates; one ulp inward overlaps.
            const int c = std::countr_zero(touchAxes);
            const T away = b.center[c] > a.center[c] ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity();
            Obb3<T> moved = b;
            moved.center[c] = std::nextafter(b.center[c], away);
            expectVerdict(a, moved, Verdict::Separated, "one ulp apart");
            if (touchAxes == (1U << c)) {
                moved.center[c] = std::nextafter(b.center[c], -away);
                expectVerdict(a, moved, Verdict::Overlapping, "one ulp into each other");
            }
            ++checked;
            if (::testing::Test::HasFatalFailure()) return;
        }
    }
    EXPECT_GT(checked, 50);
}

TEST(Exact3d, QuarterTurnedBoxesTouchingFaceToFaceFarAwayAreTouching) {
    checkQuarterTurnedContacts<double>(0b100, 1);
    checkQuarterTurnedContacts<double>(0b001, 2);
    checkQuarterTurnedContacts<float>(0b010, 3);
}

TEST(Exact3d, QuarterTurnedBoxesTouchingEdgeToEdgeFarAwayAreTouching) {
    checkQuarterTurnedContacts<double>(0b101, 4);
    checkQuarterTurnedContacts<float>(0b011, 5);
}

TEST(Exact3d, QuarterTurnedBoxesTouchingCornerToCornerFarAwayAreTouching) {
    checkQuarterTurnedContacts<double>(0b111, 6);
    checkQuarterTurnedContacts<float>(0b111, 7);
}

TEST(Exact3d, ExactlyParallelEdgesAreNoAxis) {
    const Obb3<double> a = Obb3<double>::fromEulerDegrees({1e6, 2, 3}, {1, 2, 3}, {17, 29, 41});
    const detail::ExactAxis3 same = detail::exactBoxAxis(a, a, 6); // A.edge0 x A.edge0
    EXPECT_FALSE(same.isAxis);
    const detail::ExactAxis3 crossed = detail::exactBoxAxis(a, a, 7);
    EXPECT_TRUE(crossed.isAxis);
    EXPECT_LT(crossed.sign, 0);
}

/// A turned box far away; B a copy slid along A's face normal so that it
/// touches A's face within a few ulps: at every ulp step the fast tests,
/// the report and the manifold give the unfiltered exact verdict, in double
/// and (for the float copies) in float.
template <class T> void sweepAcrossTouching(const Obb3<T>& a, Obb3<T> b, int axisOfA, int steps) {
    const Vec3<T> normal = a.axes[static_cast<std::size_t>(axisOfA)];
    int separated = 0, notSeparated = 0;
    for (int step = 0; step < steps; ++step) {
        const bool exact = detail::exactBoxesOverlap(castShape<double>(a), castShape<double>(b));
        ASSERT_EQ(overlaps(a, b), exact) << "step " << step;
        ASSERT_EQ(overlaps(b, a), exact) << "step " << step;
        const Report3<T> r = report(a, b);
        ASSERT_EQ(r.verdict != Verdict::Separated, exact) << "step " << step;
        ASSERT_EQ(manifold(a, b).verdict, r.verdict) << "step " << step;
        if (r.verdict == Verdict::Separated) {
            ASSERT_GT(r.axisSeparation, T(0));
        } else if (r.verdict == Verdict::Overlapping) {
            ASSERT_LT(r.axisSeparation, T(0));
        } else {
            ASSERT_EQ(r.axisSeparation, T(0));
        }
        (exact ? notSeparated : separated)++;
        // The next representable centre along the normal's largest component.
        int c = 0;
        for (int i = 1; i < 3; ++i) c = std::abs(normal[i]) > std::abs(normal[c]) ? i : c;
        b.center[c] = std::nextafter(b.center[c],
                                     normal[c] > 0 ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity());
    }
    EXPECT_GT(separated, 0);
    EXPECT_GT(notSeparated, 0);
}

TEST(Exact3d, TurnedBoxesAcrossTouchingFollowTheExactVerdictUlpByUlp) {
    std::mt19937_64 rng(11);
    std::normal_distribution<double> normal;
    for (double offset : kOffsets) {
        for (int trial = 0; trial < 6; ++trial) {
            const Vec3<double> origin{offset, offset * 0.5, -offset};
            const Obb3<double> a = Obb3<double>::fromQuaternion(origin, {2, 3, 4}, normal(rng), normal(rng), normal(rng),
                                                                normal(rng));
            const int face = int(rng() % 3);
            // A copy of A (face to face), or a small turned box whose lowest corner lands well inside A's
            // face (|hB|_1 < A's smallest half extent): vertex to face.
            Obb3<double> b = trial % 2 == 0 ? a
                                            : Obb3<double>::fromQuaternion({}, {0.25, 0.5, 0.375}, normal(rng), normal(rng),
                                                                           normal(rng), normal(rng));
            // B's reach along A's face normal, then B placed 64 ulps short of touching.
            const Vec3<double> n = a.axes[static_cast<std::size_t>(face)];
            double reachB = 0;
            for (int j = 0; j < 3; ++j)
                reachB += b.halfExtents[j] * std::abs(detail::dot3(b.axes[static_cast<std::size_t>(j)], n));
            b.center = a.center + n * (a.halfExtents[face] + reachB);
            int c = 0;
            for (int i = 1; i < 3; ++i) c = std::abs(n[i]) > std::abs(n[c]) ? i : c;
            for (int back = 0; back < 64; ++back) b.center[c] = std::nextafter(b.center[c], n[c] > 0 ? -1e300 : 1e300);
            sweepAcrossTouching(a, b, face, 128);
        }
    }
}

TEST(Exact3d, FloatTurnedBoxesAcrossTouchingFollowTheExactVerdictUlpByUlp) {
    std::mt19937_64 rng(12);
    std::normal_distribution<float> normal;
    for (double offset : {1e3, 5e3 + 0.5, 1.2345e5}) {
        for (int trial = 0; trial < 6; ++trial) {
            const Vec3<float> origin{float(offset), float(offset * 0.5), float(-offset)};
            const Obb3<float> a = Obb3<float>::fromQuaternion(origin, {2, 3, 4}, normal(rng), normal(rng), normal(rng),
                                                              normal(rng));
            const int face = int(rng() % 3);
            Obb3<float> b = Obb3<float>::fromQuaternion({}, {0.25f, 0.5f, 0.375f}, normal(rng), normal(rng), normal(rng),
                                                        normal(rng));
            const Vec3<float> n = a.axes[static_cast<std::size_t>(face)];
            float reachB = 0;
            for (int j = 0; j < 3; ++j)
                reachB += b.halfExtents[j] * std::abs(detail::dot3(b.axes[static_cast<std::size_t>(j)], n));
            b.center = a.center + n * (a.halfExtents[face] + reachB);
            int c = 0;
            for (int i = 1; i < 3; ++i) c = std::abs(n[i]) > std::abs(n[c]) ? i : c;
            for (int back = 0; back < 64; ++back) b.center[c] = std::nextafter(b.center[c], n[c] > 0 ? -1e30f : 1e30f);
            sweepAcrossTouching(a, b, face, 128);
        }
    }
}

/// Random pairs, half of them slid to within 1e-9 of touching along the
/// report's normal: the filtered fast tests equal the unfiltered exact
/// evaluation, and overlaps() == (report().verdict != Separated).
TEST(Exact3d, FastTestsEqualTheExactEvaluationOnRandomAndNearTouchingPairs) {
    std::mt19937_64 rng(13);
    std::normal_distribution<double> normal;
    std::uniform_real_distribution<double> uniform(-3, 3);
    for (int i = 0; i < 4000; ++i) {
        const double shift = kOffsets[i % 5] * (i % 7 == 0 ? 0.0 : 1.0);
        const Obb3<double> a = Obb3<double>::fromQuaternion({shift, shift, -shift}, {1, 0.5, 2}, normal(rng), normal(rng),
                                                            normal(rng), normal(rng));
        Obb3<double> b = Obb3<double>::fromQuaternion({shift + uniform(rng), shift + uniform(rng), -shift + uniform(rng)},
                                                      {0.3, 1, 1.5}, normal(rng), normal(rng), normal(rng), normal(rng));
        if (i % 2 == 0) {
            const Report3<double> r = report(a, b, {1.0});
            b.center += r.normal * (-r.axisSeparation + 1e-9 * uniform(rng));
        }
        const bool exact = detail::exactBoxesOverlap(a, b);
        ASSERT_EQ(overlaps(a, b), exact) << i;
        ASSERT_EQ(report(a, b).verdict != Verdict::Separated, exact) << i;
        const Obb3<float> fa = narrowed(a), fb = narrowed(b);
        const bool exactFloat = detail::exactBoxesOverlap(castShape<double>(fa), castShape<double>(fb));
        ASSERT_EQ(overlaps(fa, fb), exactFloat) << i;
        ASSERT_EQ(report(fa, fb).verdict != Verdict::Separated, exactFloat) << i;
        ASSERT_EQ(manifold(fa, fb).verdict, report(fa, fb).verdict) << i;
    }
}

TEST(Exact3d, DoubleFastTestEqualsTheEveryAxisFilterAcrossTheBound) {
    // The double fast test computes the filter's bound only at a positive margin and after the loop; the
    // reference compares every axis with it. B is moved along each axis so that the axis's margin lies at
    // multiples of the bound: a positive margin within it, later axes beyond it, and every axis below
    // minus it are all met.
    std::mt19937_64 rng(14);
    std::normal_distribution<double> normal;
    std::uniform_real_distribution<double> uniform(-3, 3);
    int within = 0;
    for (int i = 0; i < 200; ++i) {
        const double shift = kOffsets[i % 5];
        const Obb3<double> a = Obb3<double>::fromQuaternion({shift, -shift, shift}, {1, 0.5, 2}, normal(rng), normal(rng),
                                                            normal(rng), normal(rng));
        const Obb3<double> b = Obb3<double>::fromQuaternion({shift + uniform(rng), -shift + uniform(rng), shift + uniform(rng)},
                                                            {0.3, 1, 1.5}, normal(rng), normal(rng), normal(rng), normal(rng));
        const Report3<double> r = report(a, b, {1.0});
        for (int k = 0; k < detail::kAxisCount3; ++k) {
            const AxisResult3<double>& axis = r.axes[static_cast<std::size_t>(k)];
            if (axis.degenerate) continue;
            const double side = axis.b.min + axis.b.max >= axis.a.min + axis.a.max ? 1.0 : -1.0;
            const detail::PairFrame3<double> frame = detail::pairFrame(a, b);
            const double bound = detail::exactFilterBound(frame.offset, frame.halfA, frame.halfB);
            for (double multiple : {-3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0}) {
                Obb3<double> moved = b;
                moved.center += axis.direction * (side * (multiple * bound - axis.separation));
                const detail::PairFrame3<double> f = detail::pairFrame(a, moved);
                const bool reference = detail::framesOverlapEveryAxisFiltered(f, a, moved);
                ASSERT_EQ(overlaps(a, moved), reference) << i << " axis " << k << " at " << multiple;
                ASSERT_EQ(reference, detail::exactBoxesOverlap(a, moved)) << i << " axis " << k << " at " << multiple;
                const double margin = detail::axisMargin(f, k);
                within += margin > 0.0 && margin <= detail::exactFilterBound(f.offset, f.halfA, f.halfB);
            }
        }
    }
    EXPECT_GT(within, 100);
    // A NaN margin decides nothing in either form.
    Obb3<double> a = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {10, 20, 30});
    Obb3<double> b = Obb3<double>::fromEulerDegrees({0.5, 0, 0}, {1, 1, 1}, {0, 0, 0});
    b.halfExtents.y = std::numeric_limits<double>::quiet_NaN();
    EXPECT_EQ(overlaps(a, b), detail::framesOverlapEveryAxisFiltered(detail::pairFrame(a, b), a, b));
    b.center.x = 5.0;
    EXPECT_EQ(overlaps(a, b), detail::framesOverlapEveryAxisFiltered(detail::pairFrame(a, b), a, b));
}

} // namespace
} // namespace sat
