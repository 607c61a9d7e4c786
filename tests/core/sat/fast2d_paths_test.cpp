// SPDX-License-Identifier: MIT
// The 2D fast paths of sat/detail/fast2d.hpp (docs/performance.md) against
// the straightforward code they replace, written out again here: the same
// verdict on every pair, random and exactly touching, in float and double.
//   - the OBB frame from two dot products (Obb2's quarter-turn invariant)
//     gives the four dot products' numbers bit for bit;
//   - the AABB and OBB tests combined with `|` agree with the early-out form;
//   - the float polygon pair, eight normals per step (SSE2 inline, AVX in the
//     library when the CPU has it), agrees with one axis at a time (polygons of 3..64 vertices, so every tail of the eight-lane
//     step is exercised);
//   - the OBB pair's direct report equals the generic path's, field by field,
//     and without the distance differs only in the distance.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <utility>
#include <vector>

#include "core/sat/random_shapes2d.hpp"
#include "sat/detail/report_paths.hpp"
#include "sat/sat2d.hpp"

namespace {

using sat::Aabb2;
using sat::ConvexPolygon2;
using sat::Obb2;
using sat::Vec2;

template <class T> T dot2(const Vec2<T>& a, const Vec2<T>& b) { return a.x * b.x + a.y * b.y; }

/// The OBB test written the plain way, the reference for the fast path: four
/// dot products for R, the axes in test order with early-out.
template <class T> bool referenceOverlaps(const Obb2<T>& a, const Obb2<T>& b) {
    const Vec2<T> d = b.center - a.center;
    const T t[2] = {dot2(d, a.axisX), dot2(d, a.axisY)};
    const T r[2][2] = {{dot2(a.axisX, b.axisX), dot2(a.axisX, b.axisY)}, {dot2(a.axisY, b.axisX), dot2(a.axisY, b.axisY)}};
    const T ar[2][2] = {{std::abs(r[0][0]), std::abs(r[0][1])}, {std::abs(r[1][0]), std::abs(r[1][1])}};
    for (int i = 0; i < 2; ++i) {
        if (std::abs(t[i]) > a.halfExtents[i] + (b.halfExtents.x * ar[i][0] + b.halfExtents.y * ar[i][1])) return false;
    }
    for (int j = 0; j < 2; ++j) {
        const T centre = t[0] * r[0][j] + t[1] * r[1][j];
        if (std::abs(centre) > (a.halfExtents.x * ar[0][j] + a.halfExtents.y * ar[1][j]) + b.halfExtents[j]) return false;
    }
    return true;
}

template <class T> bool referenceOverlaps(const Aabb2<T>& a, const Aabb2<T>& b) {
    for (int j = 0; j < 2; ++j) {
        if (std::abs(b.center[j] - a.center[j]) > a.halfExtents[j] + b.halfExtents[j]) return false;
    }
    return true;
}

/// One axis at a time, each projection a scalar loop of dot products.
template <class T> bool ownAxisSeparates(const ConvexPolygon2<T>& owner, const ConvexPolygon2<T>& other) {
    for (int k = 0; k < owner.size(); ++k) {
        const Vec2<T>& n = owner.normal(k);
        T lo = dot2(other.vertex(0), n);
        T hi = lo;
        for (int i = 1; i < other.size(); ++i) {
            lo = std::min(lo, dot2(other.vertex(i), n));
            hi = std::max(hi, dot2(other.vertex(i), n));
        }
        const sat::Interval<T>& own = owner.ownProjection(k);
        if (lo > own.max || own.min > hi) return true;
    }
    return false;
}
template <class T> bool referenceOverlaps(const ConvexPolygon2<T>& a, const ConvexPolygon2<T>& b) {
    return !ownAxisSeparates(a, b) && !ownAxisSeparates(b, a);
}

/// The fast test gives the exact verdict (docs/accuracy.md, "Exact verdicts"): it equals the report's, and
/// equals the plain floating-point form above wherever the pair is clear of the filter's error bound (the
/// forms may differ only for pairs that meet or nearly meet).
template <class A, class B> void expectAgreesWithReference(const A& a, const B& b, int draw) {
    const bool fast = sat::overlaps(a, b);
    const auto exact = sat::report(a, b);
    ASSERT_EQ(fast, exact.verdict != sat::Verdict::Separated) << "draw " << draw;
    if (std::abs(exact.axisSeparation) > sat::detail::filterBound(a, b)) {
        ASSERT_EQ(fast, referenceOverlaps(a, b)) << "draw " << draw;
    }
}

template <class T> Obb2<T> moved(const Obb2<T>& box, const Vec2<T>& by) {
    return {box.center + by, box.halfExtents, box.axisX, box.axisY};
}

TEST(Fast2dPaths, ObbFrameFromAxisXAloneEqualsTheDotProducts) {
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> angle(-7, 7);
    std::uniform_real_distribution<float> coordinate(-1000, 1000);
    for (int draw = 0; draw < 20000; ++draw) {
        // Every fourth draw is turned by an exact quarter turn (axes with zeros and negative zeros).
        const float turnA = draw % 4 == 0 ? float(std::numbers::pi / 2) * float(draw % 16 / 4) : angle(rng);
        const Obb2<float> a = Obb2<float>::fromAngle({coordinate(rng), coordinate(rng)}, {1, 2}, turnA);
        const Obb2<float> b = Obb2<float>::fromAngle({coordinate(rng), coordinate(rng)}, {3, 1}, angle(rng));
        const sat::detail::ObbObbFrame<float> f = sat::detail::obbObbFrame(a, b);
        const float four[2][2] = {{dot2(a.axisX, b.axisX), dot2(a.axisX, b.axisY)},
                                  {dot2(a.axisY, b.axisX), dot2(a.axisY, b.axisY)}};
        // The offset in A's frame, also without reading A's axisY.
        const sat::Vec2<float> d = b.center - a.center;
        ASSERT_EQ(f.t.x, dot2(d, a.axisX)) << "draw " << draw;
        ASSERT_EQ(f.t.y, dot2(d, a.axisY)) << "draw " << draw;
        for (int i = 0; i < 2; ++i) {
            for (int j = 0; j < 2; ++j) {
                // == does not see the sign of a zero; a negative zero only matters through |r| and products
                // that are then added to a nonzero or compared, where it changes nothing.
                ASSERT_EQ(f.r[i][j], four[i][j]) << "draw " << draw << " r" << i << j;
                ASSERT_EQ(f.absR[i][j], std::abs(four[i][j])) << "draw " << draw;
            }
        }
    }
}

template <class T> void checkBoxTests(unsigned seed) {
    sat::test::RandomShapes<T> shapes(seed);
    int touching = 0;
    for (int draw = 0; draw < 20000; ++draw) {
        const bool grid = shapes.nextOnGrid();
        const Obb2<T> a = shapes.obb(grid);
        const Obb2<T> b = shapes.obb(grid);
        expectAgreesWithReference(a, b, draw);
        expectAgreesWithReference(b, a, draw);
        const Aabb2<T> p = shapes.aabb(grid);
        const Aabb2<T> q = shapes.aabb(grid);
        expectAgreesWithReference(p, q, draw);
        if (grid && sat::overlaps(p, q) && sat::report(p, q).verdict == sat::Verdict::Touching) ++touching;
    }
    EXPECT_GT(touching, 500); // the grid draws exercise the strict comparison
}

TEST(Fast2dPaths, BoxTestsAgreeWithTheEarlyOutFormFloat) { checkBoxTests<float>(21); }
TEST(Fast2dPaths, BoxTestsAgreeWithTheEarlyOutFormDouble) { checkBoxTests<double>(22); }

TEST(Fast2dPaths, FilterIsUndecidedExactlyWhenNoLaneSeparatesAndSomeLaneIsOpen) {
    for (unsigned separated = 0; separated < 16; ++separated) {
        for (unsigned open = 0; open < 16; ++open) {
            EXPECT_EQ(sat::detail::filterUndecided(separated, open), separated == 0 && open != 0) << separated << " " << open;
        }
    }
}

TEST(Fast2dPaths, BoxPairFilterSeparatesBeyondTheBoundAndLeavesTheBandUndecided) {
    const float bound = 0.5f;
    const auto filter = [bound](float s0, float s1, float s2, float s3) {
        const sat::detail::BoxPairFilter f = sat::detail::boxPairFilter(s0, s1, s2, s3, bound);
        return std::pair{f.separated, f.undecided};
    };
    EXPECT_EQ(filter(-2.0f, -1.0f, 0.75f, -3.0f), std::pair(true, false));   // one axis beyond the bound
    EXPECT_EQ(filter(-2.0f, -1.0f, -0.75f, -3.0f), std::pair(false, false)); // every axis below minus the bound
    EXPECT_EQ(filter(-2.0f, 0.25f, -0.75f, -3.0f), std::pair(false, true));  // the largest within the bound
    EXPECT_EQ(filter(-0.5f, -1.0f, -0.75f, -3.0f), std::pair(false, true));  // minus the bound itself is within
    EXPECT_EQ(filter(0.5f, -1.0f, -0.75f, -3.0f), std::pair(false, true));   // the bound itself does not separate
    EXPECT_EQ(filter(0.25f, 1.0f, -0.75f, -3.0f), std::pair(true, false));   // one within, another beyond
    const float nan = std::numeric_limits<float>::quiet_NaN();
    EXPECT_EQ(filter(nan, -1.0f, -0.75f, -3.0f), std::pair(false, false)); // a NaN axis neither separates nor is open
}

#if defined(__SSE2__)
/// The float OBB-AABB pair's four SSE2 lanes against the scalar axes: where
/// the lanes' (wider) bound decides, the scalar filter decides the same way;
/// where the scalar filter leaves the pair open, so do the lanes; in either
/// order the verdict is the exact one.
TEST(Fast2dPaths, FloatObbAabbLanesDecideAsTheScalarAxesAndGiveTheExactVerdict) {
    using namespace sat::detail;
    sat::test::RandomShapes<float> shapes(61);
    int undecided = 0;
    int lanesOpen = 0;
    for (int draw = 0; draw < 20000; ++draw) {
        const bool grid = shapes.nextOnGrid();
        const Obb2<float> obb = shapes.obb(grid);
        const Aabb2<float> aabb = shapes.aabb(grid);
        const Vec2<float> d = aabb.center - obb.center;
        const BoxPairFilter scalar = boxPairFilter(
            separationOf(obbAabbAxisOfObb(obb, aabb, d, 0, true)), separationOf(obbAabbAxisOfObb(obb, aabb, d, 1, true)),
            separationOf(obbAabbAxisOfAabb(obb, aabb, d, 0, true)), separationOf(obbAabbAxisOfAabb(obb, aabb, d, 1, true)),
            centreFormBound(d, obb.halfExtents, aabb.halfExtents));
        const SeparationLanes lanes = obbAabbSeparationLanesSse(obb, aabb);
        const bool lanesUndecided = filterUndecided(lanes.separated, lanes.open);
        if (!lanesUndecided) {
            ASSERT_FALSE(scalar.undecided) << "draw " << draw;
            ASSERT_EQ(lanes.separated != 0, scalar.separated) << "draw " << draw;
        }
        undecided += scalar.undecided ? 1 : 0;
        lanesOpen += lanesUndecided ? 1 : 0;
        const bool exact = overlapsExactly(obb, aabb);
        ASSERT_EQ(sat::overlaps(obb, aabb), exact) << "draw " << draw;
        ASSERT_EQ(sat::overlaps(aabb, obb), exact) << "draw " << draw;
    }
    RecordProperty("undecided", undecided);
    EXPECT_GT(undecided, 0);                  // the grid draws reach the exact path
    EXPECT_LT(lanesOpen, 2 * undecided + 20); // the wider bound opens few more pairs
}
#endif

#if defined(__SSE2__)
/// The float OBB pair's four SSE2 lanes against the scalar axes, as for the
/// OBB-AABB pair above: the lanes' bound comes from the boxes' fields
/// (boxPairScaleLanes), not from the axes' own numbers, and must still be
/// at least the documented one, so that every pair the scalar filter leaves
/// open stays open in the lanes; the verdict is the exact one in either order.
TEST(Fast2dPaths, FloatObbPairLanesDecideAsTheScalarAxesAndGiveTheExactVerdict) {
    using namespace sat::detail;
    sat::test::RandomShapes<float> shapes(62);
    int undecided = 0;
    int lanesOpen = 0;
    for (int draw = 0; draw < 20000; ++draw) {
        const bool grid = shapes.nextOnGrid();
        const Obb2<float> a = shapes.obb(grid);
        const Obb2<float> b = shapes.obb(grid);
        const BoxPairFilter scalar = obbPairFilter(a, b);
        const SeparationLanes lanes = obbPairSeparationLanesSse(a, b);
        const bool lanesUndecided = filterUndecided(lanes.separated, lanes.open);
        if (!lanesUndecided) {
            ASSERT_FALSE(scalar.undecided) << "draw " << draw;
            ASSERT_EQ(lanes.separated != 0, scalar.separated) << "draw " << draw;
        }
        undecided += scalar.undecided ? 1 : 0;
        lanesOpen += lanesUndecided ? 1 : 0;
        const bool exact = overlapsExactly(a, b);
        ASSERT_EQ(sat::overlaps(a, b), exact) << "draw " << draw;
        ASSERT_EQ(sat::overlaps(b, a), exact) << "draw " << draw;
    }
    RecordProperty("undecided", undecided);
    EXPECT_GT(undecided, 0);                  // the grid draws reach the exact path
    EXPECT_LT(lanesOpen, 2 * undecided + 20); // the wider bound opens few more pairs
}

/// The scale lanes of a box pair sum to D + H of docs/accuracy.md: |d.x| +
/// |d.y| of the rounded offset and every half extent.
TEST(Fast2dPaths, BoxPairScaleLanesHoldTheOffsetAndTheHalfExtents) {
    const Obb2<float> a{{1.5f, -2.0f}, {0.25f, 3.0f}, {1, 0}, {0, 1}};
    const Aabb2<float> b{{-4.0f, 6.5f}, {2.0f, 0.5f}};
    const __m128 lanes = sat::detail::boxPairScaleLanes(_mm_loadu_ps(&a.center.x), _mm_loadu_ps(&b.center.x));
    float out[4];
    _mm_storeu_ps(out, lanes);
    EXPECT_EQ(out[0], 5.5f);  // |dx|
    EXPECT_EQ(out[1], 8.5f);  // |dy|
    EXPECT_EQ(out[2], 2.25f); // hA.x + hB.x
    EXPECT_EQ(out[3], 3.5f);  // hA.y + hB.y
}
#endif

#if defined(__SSE2__)
/// A NaN or infinite field leaves the float SSE2 box paths' own bound
/// undecided, so the scalar filter (with its handling of non-finite fields)
/// answers them: the verdict is that filter's, for each field of an OBB.
TEST(Fast2dPaths, FloatBoxPairsWithANonFiniteFieldAnswerAsTheScalarFilter) {
    using namespace sat::detail;
    const float kInfinity = std::numeric_limits<float>::infinity();
    const Obb2<float> base{{0, 0}, {1, 2}, {0.6f, 0.8f}, {-0.8f, 0.6f}};
    const Obb2<float> other{{2.5f, 0.5f}, {1, 1}, {1, 0}, {0, 1}};
    const Aabb2<float> aabb{{2.5f, 0.5f}, {1, 1}};
    int checked = 0;
    for (const float value : {std::numeric_limits<float>::quiet_NaN(), kInfinity, -kInfinity}) {
        for (int field = 0; field < 6; ++field) {
            Obb2<float> a = base;
            float* fields[] = {&a.center.x, &a.center.y, &a.halfExtents.x, &a.halfExtents.y, &a.axisX.x, &a.axisX.y};
            *fields[field] = value;
            EXPECT_EQ(sat::overlaps(a, other), obbPairOverlapsFiltered(a, other)) << field << ' ' << value;
            EXPECT_EQ(sat::overlaps(other, a), obbPairOverlapsFiltered(other, a)) << field << ' ' << value;
            EXPECT_EQ(sat::overlaps(a, aabb), obbAabbOverlapsFiltered(a, aabb)) << field << ' ' << value;
            EXPECT_EQ(sat::overlaps(aabb, a), obbAabbOverlapsFiltered(aabb, a)) << field << ' ' << value;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 18);
}
#endif

TEST(Fast2dPaths, ObbPairsSharingAnEdgeOrACornerTouch) {
    // Boxes of half size 1 turned by quarter turns, moved by exact integers: sides and corners meet exactly.
    for (int turn = 0; turn < 4; ++turn) {
        const Vec2<float> quarterTurns[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}}; // exact, unlike cos and sin of pi
        const Vec2<float> axisX = quarterTurns[turn];
        const Obb2<float> a{{0, 0}, {1, 1}, axisX, {-axisX.y, axisX.x}};
        for (const Vec2<float> by : {Vec2<float>{2, 0}, Vec2<float>{0, -2}, Vec2<float>{2, 2}, Vec2<float>{-2, 1}}) {
            const Obb2<float> b = moved(a, by);
            EXPECT_TRUE(sat::overlaps(a, b)) << turn;
            EXPECT_TRUE(referenceOverlaps(a, b)) << turn;
            const Obb2<float> apart = moved(b, by * 0.001f);
            EXPECT_FALSE(sat::overlaps(a, apart)) << turn;
        }
    }
}

/// 3..64 points at increasing angles on an ellipse: strictly convex; on the
/// grid, an integer polygon (a box with corners cut) so that shifted copies touch exactly.
ConvexPolygon2<float> polygonWith(std::mt19937& rng, int count) {
    std::uniform_real_distribution<float> unit(0, 1);
    const Vec2<float> centre{unit(rng) * 6 - 3, unit(rng) * 6 - 3};
    std::vector<Vec2<float>> points;
    for (int i = 0; i < count; ++i) {
        const float turn = (float(i) + 0.4f * unit(rng)) * 2 * std::numbers::pi_v<float> / float(count);
        points.push_back(centre + Vec2<float>{2 * std::cos(turn), 1.5f * std::sin(turn)});
    }
    return ConvexPolygon2<float>::make(points);
}

TEST(Fast2dPaths, FloatPolygonPairsAgreeWithOneAxisAtATime) {
    std::mt19937 rng(31);
    std::uniform_int_distribution<int> countOf(3, 64);
    int intersecting = 0;
    int pairs = 0;
    for (int draw = 0; draw < 4000; ++draw) {
        const ConvexPolygon2<float> a = polygonWith(rng, draw < 62 ? 3 + draw : countOf(rng));
        const ConvexPolygon2<float> b = polygonWith(rng, countOf(rng));
        const bool fast = sat::overlaps(a, b);
        const bool reference = referenceOverlaps(a, b);
        ASSERT_EQ(fast, reference) << "draw " << draw << ": " << a.size() << " and " << b.size();
        // Both vector steps, whichever overlaps() picked here.
        ASSERT_EQ(sat::detail::overlapsByProjection(a, b), reference) << "SSE2, draw " << draw;
        if (sat::detail::polygonPairAvxSupported()) {
            ASSERT_EQ(sat::detail::polygonsOverlapAvx(a, b), reference) << "AVX, draw " << draw;
        }
        ASSERT_EQ(sat::overlaps(b, a), referenceOverlaps(b, a)) << "draw " << draw;
        ASSERT_EQ(fast, sat::report(a, b).verdict != sat::Verdict::Separated) << "draw " << draw;
        intersecting += fast ? 1 : 0;
        ++pairs;
    }
    EXPECT_GT(intersecting, pairs / 10);
    EXPECT_LT(intersecting, pairs * 9 / 10);
}

TEST(Fast2dPaths, FloatGridPolygonsTouchingExactlyAgree) {
    // Octagons with integer corners (a box with its corners cut by 1) moved by
    // integer offsets: many pairs share an edge or a vertex exactly.
    const auto octagon = [](float x, float y, float w, float h) {
        const std::vector<Vec2<float>> points{{x + 1, y},         {x + w - 1, y}, {x + w, y + 1}, {x + w, y + h - 1},
                                              {x + w - 1, y + h}, {x + 1, y + h}, {x, y + h - 1}, {x, y + 1}};
        return ConvexPolygon2<float>::make(points);
    };
    sat::test::RandomShapes<float> shapes(41);
    int touching = 0;
    for (int w = 3; w <= 5; ++w) {
        for (int h = 3; h <= 5; ++h) {
            const ConvexPolygon2<float> a = octagon(0, 0, float(w), float(h));
            for (int dx = -7; dx <= 7; ++dx) {
                for (int dy = -7; dy <= 7; ++dy) {
                    const ConvexPolygon2<float> b = octagon(float(dx), float(dy), 4, 3);
                    const bool fast = sat::overlaps(a, b);
                    expectAgreesWithReference(a, b, dx * 100 + dy);
                    ASSERT_EQ(sat::detail::overlapsByProjection(a, b), fast);
                    if (sat::detail::polygonPairAvxSupported()) {
                        ASSERT_EQ(sat::detail::polygonsOverlapAvx(a, b), fast);
                    }
                    expectAgreesWithReference(b, a, dx * 100 + dy);
                    const sat::Report2<float> r = sat::report(a, b);
                    ASSERT_EQ(fast, r.verdict != sat::Verdict::Separated);
                    touching += r.verdict == sat::Verdict::Touching ? 1 : 0;
                }
            }
            // Random grid polygons against the octagon too (triangles and quads).
            for (int draw = 0; draw < 100; ++draw) {
                const ConvexPolygon2<float> b = shapes.polygon(true);
                expectAgreesWithReference(a, b, draw);
                expectAgreesWithReference(b, a, draw);
            }
        }
    }
    EXPECT_GT(touching, 100);
}

template <class T>
void expectSameReport(const sat::Report2<T>& fast, const sat::Report2<T>& generic, bool withDistance, int draw) {
    ASSERT_EQ(fast.axes.size(), generic.axes.size()) << draw;
    for (std::size_t k = 0; k < fast.axes.size(); ++k) {
        const sat::AxisResult2<T>& x = fast.axes[k];
        const sat::AxisResult2<T>& y = generic.axes[k];
        ASSERT_EQ(sat::label(x.source), sat::label(y.source)) << draw;
        ASSERT_EQ(x.direction, y.direction) << draw;
        ASSERT_EQ(x.a.min, y.a.min) << draw;
        ASSERT_EQ(x.a.max, y.a.max) << draw;
        ASSERT_EQ(x.b.min, y.b.min) << draw;
        ASSERT_EQ(x.b.max, y.b.max) << draw;
        ASSERT_EQ(x.separation, y.separation) << draw;
        ASSERT_EQ(x.separating, y.separating) << draw;
        ASSERT_EQ(x.duplicate, y.duplicate) << draw;
        ASSERT_EQ(x.duplicateOf, y.duplicateOf) << draw;
        ASSERT_EQ(x.bOnPositiveSide, y.bOnPositiveSide) << draw;
    }
    ASSERT_EQ(fast.firstSeparatingAxis, generic.firstSeparatingAxis) << draw;
    ASSERT_EQ(fast.bestAxis, generic.bestAxis) << draw;
    ASSERT_EQ(fast.verdict, generic.verdict) << draw;
    ASSERT_EQ(fast.axisSeparation, generic.axisSeparation) << draw;
    ASSERT_EQ(fast.depth, generic.depth) << draw;
    ASSERT_EQ(fast.normal, generic.normal) << draw;
    // The fast path takes the distance from the best axis's face and the
    // edge facing it, the generic path from every vertex-edge pair of the
    // same corners; the fast path clamps the incident edge in the reference
    // box's frame, the generic one clips it in the world: a few roundings of
    // the largest coordinate apart.
    T scale = T(1);
    for (const sat::AxisResult2<T>& axis : generic.axes) {
        scale = std::max({scale, std::abs(axis.a.min), std::abs(axis.a.max), std::abs(axis.b.min), std::abs(axis.b.max)});
    }
    if (withDistance) {
        ASSERT_LE(std::abs(fast.distance - generic.distance), 64 * std::numeric_limits<T>::epsilon() * scale) << draw;
        ASSERT_EQ(fast.distance == T(0), generic.distance == T(0)) << draw;
    } else {
        ASSERT_EQ(fast.distance, T(0)) << draw;
    }
    ASSERT_EQ(fast.contacts.size(), generic.contacts.size()) << draw;
    for (std::size_t c = 0; c < fast.contacts.size(); ++c) {
        ASSERT_LE(std::abs(fast.contacts[c].x - generic.contacts[c].x), 64 * std::numeric_limits<T>::epsilon() * scale) << draw;
        ASSERT_LE(std::abs(fast.contacts[c].y - generic.contacts[c].y), 64 * std::numeric_limits<T>::epsilon() * scale) << draw;
    }
}

template <class T> void checkObbReports(unsigned seed) {
    sat::test::RandomShapes<T> shapes(seed);
    sat::ReportOptions2<T> noDistance;
    noDistance.computeDistance = false;
    sat::ReportOptions2<T> tolerant;
    tolerant.tolerance = T(0.25);
    int verdicts[3] = {0, 0, 0};
    for (int draw = 0; draw < 20000; ++draw) {
        const bool grid = shapes.nextOnGrid();
        const Obb2<T> a = shapes.obb(grid);
        const Obb2<T> b = shapes.obb(grid);
        const sat::Report2<T> generic = sat::detail::reportThroughAxisList(a, b);
        expectSameReport(sat::report(a, b), generic, true, draw);
        expectSameReport(sat::report(a, b, noDistance), generic, false, draw);
        expectSameReport(sat::report(a, b, tolerant), sat::detail::reportThroughAxisList(a, b, tolerant), true, draw);
        ASSERT_EQ(generic.verdict != sat::Verdict::Separated, sat::overlaps(a, b)) << draw;
        ++verdicts[static_cast<int>(generic.verdict)];
    }
    EXPECT_GT(verdicts[static_cast<int>(sat::Verdict::Separated)], 1000);
    // Exactly touching only: fromAngle(k pi / 2) leaves grid boxes' axes 6e-17 off, so most grid pairs that
    // rounding would call touching overlap or part by that much.
    EXPECT_GT(verdicts[static_cast<int>(sat::Verdict::Touching)], 100);
    EXPECT_GT(verdicts[static_cast<int>(sat::Verdict::Overlapping)], 1000);
}

TEST(Fast2dPaths, ObbReportMatchesTheGenericPathFloat) { checkObbReports<float>(51); }
TEST(Fast2dPaths, ObbReportMatchesTheGenericPathDouble) { checkObbReports<double>(52); }

TEST(Fast2dPaths, ReportWithoutDistanceLeavesItZero) {
    // Squares of half size 1 at (0, 0) and (5, 4): gaps 3 along x and 2 along y, so distance sqrt(13).
    const Obb2<double> a = Obb2<double>::fromAngle({0, 0}, {1, 1}, 0);
    const Obb2<double> b = Obb2<double>::fromAngle({5, 4}, {1, 1}, 0);
    sat::ReportOptions2<double> noDistance;
    noDistance.computeDistance = false;
    const sat::Report2<double> with = sat::report(a, b);
    const sat::Report2<double> without = sat::report(a, b, noDistance);
    EXPECT_EQ(with.verdict, sat::Verdict::Separated);
    EXPECT_DOUBLE_EQ(with.distance, std::sqrt(3.0 * 3.0 + 2.0 * 2.0)); // corner (1, 1) to corner (4, 3)
    EXPECT_EQ(without.distance, 0.0);
    EXPECT_EQ(without.axisSeparation, 3.0);
    // The polygon and AABB paths honour the option too.
    const Aabb2<double> p{{0, 0}, {1, 1}};
    const Aabb2<double> q{{5, 4}, {1, 1}};
    EXPECT_DOUBLE_EQ(sat::report(p, q).distance, std::sqrt(13.0));
    EXPECT_EQ(sat::report(p, q, noDistance).distance, 0.0);
}

} // namespace
