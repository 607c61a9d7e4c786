// SPDX-License-Identifier: MIT
// The direct OBB-pair report (report(Obb2, Obb2), docs/performance.md "2D box
// report") against the generic path it replaces (detail::reportThroughAxisList:
// an axis list, settleAxes, markDuplicates, findContacts on polygon views),
// field by field with == (the distance and the contacts, computed another way,
// within a few roundings), in float (four axes in SSE2 lanes where the CPU has
// them) and double, and the portable scalar form (detail::reportObbPairPortable)
// against the direct one in both precisions, every field with ==:
//   - random boxes and grid boxes (tests/core/sat/random_shapes2d.hpp);
//   - integer boxes turned by exact quarter turns (axes (1,0), (0,1), (-1,0),
//     (0,-1)), all offsets in a window: thousands exactly touching, many ties
//     for the best axis and every axis a duplicate candidate;
//   - boxes nearly parallel (1e-9 .. 1e-5 rad apart, also a quarter turn
//     more), on both sides of the duplicate threshold (4 eps + 4 eps);
//   - boxes of zero width or zero size;
// with tolerance 0, a small and a large tolerance, and the distance on and off.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

#include "core/sat/random_shapes2d.hpp"
#include "sat/detail/report_paths.hpp"
#include "sat/sat2d.hpp"

namespace {

using sat::Obb2;
using sat::Vec2;
using sat::test::quarterTurned;

/// How far the direct path's distance (from the best axis's face and the
/// edge facing it) and contacts (the incident edge clamped in the reference
/// box's frame) may lie from the generic path's (the smallest of every
/// vertex-edge distance; the edge clipped in the world) on the same corners:
/// a few roundings of the largest coordinate (docs/accuracy.md's 64 u R,
/// with R >= 1).
template <class T> T distanceWithin(const Obb2<T>& a, const Obb2<T>& b) {
    T scale = T(1);
    for (const Obb2<T>* box : {&a, &b}) {
        for (const Vec2<T>& corner : sat::corners(*box)) scale = std::max({scale, std::abs(corner.x), std::abs(corner.y)});
    }
    return 64 * std::numeric_limits<T>::epsilon() * scale;
}

/// Every field equal (==; and the same sign of zero where a sign can differ);
/// the distance and the contacts within `slack` when that is not 0 (the
/// direct path clamps the incident edge in the reference box's frame, the
/// generic path clips it in the world).
template <class T>::testing::AssertionResult sameReport(const sat::Report2<T>& x, const sat::Report2<T>& y, T slack = T(0)) {
    const T distanceSlack = slack;
    auto fail = [](const char* what) { return ::testing::AssertionFailure() << what << " differs"; };
    auto same = [](T p, T q) { return p == q && std::signbit(p) == std::signbit(q); };
    if (x.axes.size() != y.axes.size()) return fail("axes.size");
    for (std::size_t k = 0; k < x.axes.size(); ++k) {
        const sat::AxisResult2<T>& p = x.axes[k];
        const sat::AxisResult2<T>& q = y.axes[k];
        if (p.source.shape != q.source.shape || p.source.boxAxis != q.source.boxAxis || p.source.index != q.source.index) {
            return fail("source");
        }
        if (!same(p.direction.x, q.direction.x) || !same(p.direction.y, q.direction.y)) return fail("direction");
        if (!same(p.a.min, q.a.min) || !same(p.a.max, q.a.max)) return fail("interval a");
        if (!same(p.b.min, q.b.min) || !same(p.b.max, q.b.max)) return fail("interval b");
        if (!same(p.separation, q.separation)) return fail("separation");
        if (p.separating != q.separating) return fail("separating");
        if (p.duplicate != q.duplicate || p.duplicateOf != q.duplicateOf) return fail("duplicate");
        if (p.bOnPositiveSide != q.bOnPositiveSide) return fail("bOnPositiveSide");
    }
    if (x.firstSeparatingAxis != y.firstSeparatingAxis) return fail("firstSeparatingAxis");
    if (x.bestAxis != y.bestAxis) return fail("bestAxis");
    if (x.verdict != y.verdict) return fail("verdict");
    if (!same(x.axisSeparation, y.axisSeparation)) return fail("axisSeparation");
    if (!same(x.depth, y.depth)) return fail("depth");
    if (!same(x.normal.x, y.normal.x) || !same(x.normal.y, y.normal.y)) return fail("normal");
    if (distanceSlack == T(0)
            ? !same(x.distance, y.distance)
            : !(std::abs(x.distance - y.distance) <= distanceSlack && (x.distance == T(0)) == (y.distance == T(0)))) {
        return ::testing::AssertionFailure() << "distance differs: " << x.distance << " against " << y.distance;
    }
    if (x.contacts.size() != y.contacts.size()) return fail("contacts.size");
    for (std::size_t c = 0; c < x.contacts.size(); ++c) {
        const bool close = slack == T(0) ? same(x.contacts[c].x, y.contacts[c].x) && same(x.contacts[c].y, y.contacts[c].y)
                                         : std::abs(x.contacts[c].x - y.contacts[c].x) <= slack &&
                                               std::abs(x.contacts[c].y - y.contacts[c].y) <= slack;
        if (!close) {
            return ::testing::AssertionFailure() << "contact " << c << " differs: (" << x.contacts[c].x << ", " << x.contacts[c].y
                                                 << ") against (" << y.contacts[c].x << ", " << y.contacts[c].y << ")";
        }
    }
    return ::testing::AssertionSuccess();
}

/// What the pairs of one test exercised, so a test that stopped reaching a
/// case fails instead of passing quietly.
struct Seen {
    int verdicts[3] = {0, 0, 0};
    int duplicates = 0;
    int tiedBest = 0;
    int twoContacts = 0;
};

template <class T> std::vector<sat::ReportOptions2<T>> optionSets() {
    std::vector<sat::ReportOptions2<T>> sets;
    for (const T tolerance : {T(0), T(1e-3), T(0.25)}) {
        for (const bool distance : {false, true}) {
            sat::ReportOptions2<T> options;
            options.tolerance = tolerance;
            options.computeDistance = distance;
            sets.push_back(options);
        }
    }
    return sets;
}

/// Compares report(), the portable form and the generic path on one pair, every option set.
template <class T> void checkPair(const Obb2<T>& a, const Obb2<T>& b, Seen& seen, int draw) {
    for (const sat::ReportOptions2<T>& options : optionSets<T>()) {
        const sat::Report2<T> generic = sat::detail::reportThroughAxisList(a, b, options);
        const sat::Report2<T> direct = sat::report(a, b, options);
        ASSERT_TRUE(sameReport(direct, generic, distanceWithin(a, b)))
            << "report(), draw " << draw << ", tolerance " << options.tolerance;
        ASSERT_TRUE(sameReport(sat::detail::reportObbPairPortable(a, b, options), direct))
            << "portable, draw " << draw << ", tolerance " << options.tolerance;
        if (options.tolerance == T(0)) {
            ASSERT_EQ(direct.verdict != sat::Verdict::Separated, sat::overlaps(a, b)) << draw;
        }
        if (options.tolerance == T(0) && !options.computeDistance) {
            ++seen.verdicts[static_cast<int>(direct.verdict)];
            for (const auto& axis : direct.axes) seen.duplicates += axis.duplicate ? 1 : 0;
            int atBest = 0;
            for (const auto& axis : direct.axes) atBest += axis.separation == direct.axisSeparation ? 1 : 0;
            seen.tiedBest += atBest > 1 ? 1 : 0;
            seen.twoContacts += direct.contacts.size() == 2 ? 1 : 0;
        }
    }
}

template <class T> void checkRandom(unsigned seed) {
    sat::test::RandomShapes<T> shapes(seed);
    Seen seen;
    for (int draw = 0; draw < 6000; ++draw) {
        const bool grid = shapes.nextOnGrid();
        const Obb2<T> a = shapes.obb(grid);
        const Obb2<T> b = shapes.obb(grid);
        checkPair(a, b, seen, draw);
        if (::testing::Test::HasFatalFailure()) return;
    }
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Separated)], 500);
    // Exactly touching only: grid boxes turned by fromAngle(k pi / 2) have axes off by 6e-17, so most grid
    // pairs that rounding would call touching overlap or part by that much (docs/accuracy.md, "Exact verdicts").
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Touching)], 30);
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Overlapping)], 500);
    EXPECT_GT(seen.twoContacts, 200);
}

template <class T> void checkQuarterTurns() {
    Seen seen;
    int draw = 0;
    const Vec2<T> sizes[] = {{T(1), T(1)}, {T(2), T(1)}, {T(0.5), T(1.5)}, {T(3), T(0.5)}};
    for (int qa = 0; qa < 4; ++qa) {
        for (int qb = 0; qb < 4; ++qb) {
            for (const Vec2<T>& sa : sizes) {
                for (const Vec2<T>& sb : sizes) {
                    const Obb2<T> a = quarterTurned(Vec2<T>{T(0.5), T(-1)}, sa, qa);
                    for (int dx = -5; dx <= 5; ++dx) {
                        for (int dy = -5; dy <= 5; dy += 2) {
                            const Obb2<T> b = quarterTurned(Vec2<T>{T(0.5) + T(dx) / 2, T(-1) + T(dy) / 2}, sb, qb);
                            checkPair(a, b, seen, draw++);
                            if (::testing::Test::HasFatalFailure()) return;
                        }
                    }
                }
            }
        }
    }
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Touching)], 1000);
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Separated)], 1000);
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Overlapping)], 1000);
    EXPECT_GT(seen.tiedBest, 500);
    EXPECT_EQ(seen.duplicates, 2 * draw); // B's two axes repeat A's on every pair, A.y never repeats A.x
}

template <class T> void checkNearlyParallel() {
    Seen seen;
    int draw = 0;
    int parallelBelowThreshold = 0;
    int notParallelJustAbove = 0;
    for (const double base : {0.0, 0.3, 1.0, 2.5}) {
        for (const double apart : {0.0, 1e-9, 3e-8, 1e-7, 3e-7, 1e-6, 3e-6, 1e-5, -1e-7, -1e-6}) {
            for (const double quarter : {0.0, std::numbers::pi / 2}) {
                const Obb2<T> a = Obb2<T>::fromAngle({T(0), T(0)}, {T(1), T(0.5)}, T(base));
                for (int step = 0; step < 12; ++step) {
                    const Vec2<T> centre{T(0.4) * T(step - 6), T(0.25) * T(step % 5)};
                    const Obb2<T> b = Obb2<T>::fromAngle(centre, {T(0.75), T(0.5)}, T(base + quarter + apart));
                    checkPair(a, b, seen, draw++);
                    if (::testing::Test::HasFatalFailure()) return;
                    const sat::Report2<T> r = sat::report(a, b);
                    if (apart == 0.0) parallelBelowThreshold += r.axes[2].duplicate && r.axes[3].duplicate ? 1 : 0;
                    if (std::abs(apart) >= 1e-5) notParallelJustAbove += !r.axes[2].duplicate ? 1 : 0;
                }
            }
        }
    }
    EXPECT_GT(parallelBelowThreshold, 90);
    EXPECT_GT(notParallelJustAbove, 90);
    EXPECT_GT(seen.duplicates, 100);
}

template <class T> void checkDegenerate() {
    Seen seen;
    int draw = 0;
    const Vec2<T> sizes[] = {{T(0), T(0)}, {T(1), T(0)}, {T(0), T(2)}, {T(1), T(1)}};
    for (const Vec2<T>& sa : sizes) {
        for (const Vec2<T>& sb : sizes) {
            for (int q = 0; q < 4; ++q) {
                for (int dx = -3; dx <= 3; ++dx) {
                    const Obb2<T> a = quarterTurned(Vec2<T>{T(0), T(0)}, sa, 0);
                    const Obb2<T> b = quarterTurned(Vec2<T>{T(dx) / 2, T(q) / 2}, sb, q);
                    checkPair(a, b, seen, draw++);
                    if (::testing::Test::HasFatalFailure()) return;
                    const Obb2<T> c = Obb2<T>::fromAngle(Vec2<T>{T(dx) / 3, T(0.5)}, sb, T(0.7) * T(q));
                    checkPair(a, c, seen, draw++);
                    if (::testing::Test::HasFatalFailure()) return;
                }
            }
        }
    }
    EXPECT_GT(seen.verdicts[static_cast<int>(sat::Verdict::Touching)], 20);
}

TEST(Report2dBoxDirect, RandomPairsEqualTheGenericPathFloat) { checkRandom<float>(71); }
TEST(Report2dBoxDirect, RandomPairsEqualTheGenericPathDouble) { checkRandom<double>(72); }
TEST(Report2dBoxDirect, QuarterTurnedIntegerBoxesEqualTheGenericPathFloat) { checkQuarterTurns<float>(); }
TEST(Report2dBoxDirect, QuarterTurnedIntegerBoxesEqualTheGenericPathDouble) { checkQuarterTurns<double>(); }
TEST(Report2dBoxDirect, NearlyParallelBoxesEqualTheGenericPathFloat) { checkNearlyParallel<float>(); }
TEST(Report2dBoxDirect, NearlyParallelBoxesEqualTheGenericPathDouble) { checkNearlyParallel<double>(); }
TEST(Report2dBoxDirect, DegenerateBoxesEqualTheGenericPathFloat) { checkDegenerate<float>(); }
TEST(Report2dBoxDirect, DegenerateBoxesEqualTheGenericPathDouble) { checkDegenerate<double>(); }

} // namespace
