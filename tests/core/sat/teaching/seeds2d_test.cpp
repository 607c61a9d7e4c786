// SPDX-License-Identifier: MIT
// The seed articles' methods on cases a reader can check by hand: unit
// boxes (half extents 1) a little less or more than 2 apart, a box turned
// 45 degrees whose corner reaches sqrt(2) = 1.414 from its centre.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "sat/seeds2d.hpp"
#include "support/approx.hpp"

namespace {

using sat::Aabb2;
using sat::Obb2;
using Box = Obb2<double>;
using V = sat::Vec2<double>;
namespace seeds = sat::seeds;

constexpr double kQuarter = std::numbers::pi / 2;
constexpr double kEighth = std::numbers::pi / 4;

Box unitBox(V center, double angle = 0) { return Box::fromAngle(center, {1, 1}, angle); }

// ----------------------------------------------------------------- seed 000

TEST(Seed000HalfWidth, UnitBoxesOverlapWhenCentres19Apart) {
    EXPECT_TRUE(seeds::seed000HalfWidth(unitBox({0, 0}), unitBox({1.9, 0})));
}

TEST(Seed000HalfWidth, UnitBoxesSeparatedWhenCentres21Apart) {
    EXPECT_FALSE(seeds::seed000HalfWidth(unitBox({0, 0}), unitBox({2.1, 0})));
}

TEST(Seed000HalfWidth, UnitBoxesTouchingEdgeToEdgeOverlap) {
    EXPECT_TRUE(seeds::seed000HalfWidth(unitBox({0, 0}), unitBox({0, 2})));
}

TEST(Seed000HalfWidth, CornerOf45DegreeBoxReaches1Plus141) {
    // B's corner points at A: they touch when the centres are 1 + sqrt(2) = 2.414 apart.
    EXPECT_TRUE(seeds::seed000HalfWidth(unitBox({0, 0}), unitBox({2.40, 0}, kEighth)));
    EXPECT_FALSE(seeds::seed000HalfWidth(unitBox({0, 0}), unitBox({2.43, 0}, kEighth)));
}

TEST(Seed000HalfWidth, SeparatedOnlyOnAxisOfBStopsAtThirdAxis) {
    // A's axes see B's corner reach 2.2 - 1.414 = 0.79 < 1; B's x axis sees
    // the centres 2.2 * sqrt(2) = 3.11 apart against 1.414 + 1.
    const auto trace = seeds::traceSeed000HalfWidth(unitBox({0, 0}), unitBox({2.2, 2.2}, kEighth));
    EXPECT_FALSE(trace.overlaps);
    EXPECT_EQ(trace.firstSeparatingAxis, 2);
    EXPECT_FALSE(seeds::seed000HalfWidth(unitBox({0, 0}), unitBox({2.2, 2.2}, kEighth)));
}

TEST(Seed000HalfWidth, TraceShowsProjectedRadiusFormulaNumbers) {
    // B: half extents (1, 0.5) turned a quarter, so its u = (0, 1) and v = (-1, 0).
    // On A.x: r_B = 1 * |A.x . u| + 0.5 * |A.x . v| = 1 * 0 + 0.5 * 1 = 0.5.
    const Box a = Box::fromAngle({0, 0}, {2, 1}, 0);
    const Box b = Box::fromAngle({3.4, 0}, {1, 0.5}, kQuarter);
    const auto axis = seeds::traceSeed000HalfWidth(a, b).axes[0];
    EXPECT_EQ(axis.owner, sat::Role::A);
    EXPECT_EQ(axis.index, 0);
    EXPECT_NEAR(axis.centreDistance, 3.4, 1e-12);
    EXPECT_NEAR(axis.a.radius, 2.0, 1e-12);
    EXPECT_NEAR(axis.b.absDotX, 0.0, 1e-12);
    EXPECT_NEAR(axis.b.absDotY, 1.0, 1e-12);
    EXPECT_NEAR(axis.b.radius, 0.5, 1e-12);
    EXPECT_TRUE(axis.separates); // 3.4 > 2 + 0.5
}

TEST(Seed000ObbAabb, TurnedBoxCornerAgainstTileReaches1Plus141) {
    const Aabb2<double> near{{2.40, 0}, {1, 1}};
    const Aabb2<double> far{{2.43, 0}, {1, 1}};
    EXPECT_TRUE(seeds::seed000ObbAabb(unitBox({0, 0}, kEighth), near));
    EXPECT_FALSE(seeds::seed000ObbAabb(unitBox({0, 0}, kEighth), far));
}

TEST(Seed000ObbAabb, TraceFollowsArticleOrderBoxYBoxXTileYTileX) {
    const auto trace = seeds::traceSeed000ObbAabb(unitBox({0, 0}, kEighth), Aabb2<double>{{2.43, 0}, {1, 1}});
    EXPECT_EQ(trace.axes[0].owner, sat::Role::A);
    EXPECT_EQ(trace.axes[0].index, 1);
    EXPECT_EQ(trace.axes[3].owner, sat::Role::B);
    EXPECT_EQ(trace.axes[3].index, 0);
    EXPECT_EQ(trace.firstSeparatingAxis, 3); // only the tile's x axis: 2.43 > 1.414 + 1
    EXPECT_NEAR(trace.axes[3].a.radius, std::sqrt(2.0), 1e-12);
}

// ----------------------------------------------------------------- seed 001

TEST(Seed001CentreDistance, UnitBoxesOverlapAt19AndNotAt21) {
    const Aabb2<double> a{{0, 0}, {1, 1}};
    EXPECT_TRUE(seeds::seed001CentreDistance(a, Aabb2<double>{{1.9, 0.5}, {1, 1}}));
    EXPECT_FALSE(seeds::seed001CentreDistance(a, Aabb2<double>{{2.1, 0.5}, {1, 1}}));
}

TEST(Seed001CentreDistance, TouchingCornersOverlap) {
    EXPECT_TRUE(seeds::seed001CentreDistance(Aabb2<double>{{0, 0}, {1, 1}}, Aabb2<double>{{2, -2}, {1, 1}}));
}

TEST(Seed001CentreDistance, ZeroSizeProbeTestsOnlyTheCentre) {
    // A's box reaches x = 1.4 - 0.5 = 0.9 < 1 (inside the tile) but its centre
    // 1.4 does not: asked as a point it misses the tile.
    const Aabb2<double> probe{{1.4, 0}, {0.5, 0.5}};
    const Aabb2<double> tile{{0, 0}, {1, 1}};
    EXPECT_TRUE(seeds::seed001CentreDistance(probe, tile));
    EXPECT_FALSE(seeds::seed001CentreDistance(probe, tile, {0.0, 0.0}));
}

TEST(Seed001CentreDistance, CustomWidthOnlyReplacesX) {
    // Half width 2 instead of 0.5 reaches the tile 3.5 away on x (2 + 1.5 = 3.5);
    // y keeps the box's own 0.5 against a 0.9 offset (0.5 + 1.5 >= 0.9).
    const Aabb2<double> a{{0, 0}, {0.5, 0.5}};
    const Aabb2<double> b{{3.5, 0.9}, {1.5, 1.5}};
    EXPECT_FALSE(seeds::seed001CentreDistance(a, b));
    EXPECT_TRUE(seeds::seed001CentreDistance(a, b, {2.0, std::nullopt}));
}

TEST(Seed001CentreDistance, TraceShowsTheHalfSizesItUsed) {
    // x: |3.5 - 0| = 3.5 against the custom 2 plus B's own 1.5: touching, not apart.
    const auto trace = seeds::traceSeed001CentreDistance(Aabb2<double>{{0, 0}, {0.5, 0.5}}, Aabb2<double>{{3.5, 0.9}, {1.5, 1.5}},
                                                         {2.0, std::nullopt});
    EXPECT_DOUBLE_EQ(trace.axes[0].centreDistance, 3.5);
    EXPECT_DOUBLE_EQ(trace.axes[0].halfA, 2.0);
    EXPECT_DOUBLE_EQ(trace.axes[1].halfA, 0.5);
    EXPECT_FALSE(trace.axes[0].separates);
    EXPECT_TRUE(trace.overlaps);
}

// ----------------------------------------------------------------- seed 003

TEST(Seed003RotationMatrix, UnitBoxesOverlapAt19AndNotAt21) {
    EXPECT_TRUE(seeds::seed003RotationMatrix(unitBox({0, 0}), unitBox({1.9, 0})));
    EXPECT_FALSE(seeds::seed003RotationMatrix(unitBox({0, 0}), unitBox({2.1, 0})));
}

TEST(Seed003RotationMatrix, CornerOf45DegreeBoxReaches1Plus141) {
    EXPECT_TRUE(seeds::seed003RotationMatrix(unitBox({0, 0}), unitBox({0, 2.40}, kEighth)));
    EXPECT_FALSE(seeds::seed003RotationMatrix(unitBox({0, 0}), unitBox({0, 2.43}, kEighth)));
}

TEST(Seed003RotationMatrix, EpsilonReadsGapBelowTwiceEpsilonAsOverlap) {
    // On A.x, B's radius becomes 1 * (1 + 1e-5) + 1 * (0 + 1e-5) = 1.00002,
    // so a gap of 1.5e-5 between unit boxes is hidden; without epsilon it shows.
    const Box a = unitBox({0, 0});
    const Box b = unitBox({2 + 1.5e-5, 0});
    EXPECT_TRUE(seeds::seed003RotationMatrix(a, b));
    EXPECT_FALSE(seeds::seed003RotationMatrix(a, b, 0.0));
}

TEST(Seed003RotationMatrix, TraceAddsEpsilonToOtherBoxDotsOnly) {
    const auto axis = seeds::traceSeed003RotationMatrix(unitBox({0, 0}), unitBox({2.1, 0})).axes[0];
    EXPECT_DOUBLE_EQ(axis.a.radius, 1.0);     // A's own axis: its half extent
    EXPECT_NEAR(axis.b.absDotY, 1e-5, 1e-15); // |A.x . B.y| + epsilon
    EXPECT_NEAR(axis.b.radius, 1.0 + 2e-5, 1e-12);
}

// ----------------------------------------------------------------- seed 004

TEST(Seed004CornerProjection, UnitBoxesOverlapAt19AndNotAt21) {
    EXPECT_TRUE(seeds::seed004CornerProjection(unitBox({0, 0}), unitBox({1.9, 0})));
    EXPECT_FALSE(seeds::seed004CornerProjection(unitBox({0, 0}), unitBox({2.1, 0})));
}

TEST(Seed004CornerProjection, ScaledEdgePutsTheBoxItselfOnZeroToOne) {
    // Edges of length 4 and 2: scaled axes of length 1/4 and 1/2.
    const auto frame = seeds::makeCornerFrame(Box::fromAngle({5, -3}, {2, 1}, 0.3));
    EXPECT_NEAR(std::hypot(frame.scaledAxes[0].x, frame.scaledAxes[0].y), 0.25, 1e-12);
    EXPECT_NEAR(std::hypot(frame.scaledAxes[1].x, frame.scaledAxes[1].y), 0.5, 1e-12);
    const V corner1 = frame.corners[1]; // the far end of edge 0
    const double far = corner1.x * frame.scaledAxes[0].x + corner1.y * frame.scaledAxes[0].y;
    EXPECT_NEAR(far - frame.origins[0], 1.0, 1e-12);
}

TEST(Seed004CornerProjection, TraceIntervalOfBOnAxisOfA) {
    // A.x scaled: (2, 0) / 4 = (0.5, 0), origin (-1, -1) . (0.5, 0) = -0.5.
    // B's corners at x in [0.9, 2.9] give [0.45, 1.45], minus the origin [0.95, 1.95].
    const auto trace = seeds::traceSeed004CornerProjection(unitBox({0, 0}), unitBox({1.9, 0}));
    EXPECT_INTERVAL_NEAR(trace.axes[0].other, (sat::Interval<double>{0.95, 1.95}), 1e-12);
    EXPECT_FALSE(trace.axes[0].separates);
    EXPECT_TRUE(trace.overlaps);
}

TEST(Seed004CornerProjection, OneWayIsNotEnoughWhenOnlyBSeparates) {
    const auto frameA = seeds::makeCornerFrame(unitBox({0, 0}));
    const auto frameB = seeds::makeCornerFrame(unitBox({2.2, 2.2}, kEighth));
    EXPECT_TRUE(seeds::seed004OverlapsOneWay(frameA, frameB));
    EXPECT_FALSE(seeds::seed004OverlapsOneWay(frameB, frameA));
    EXPECT_FALSE(seeds::seed004CornerProjection(unitBox({0, 0}), unitBox({2.2, 2.2}, kEighth)));
}

TEST(Seed004CornerProjection, FloatAnswersLikeDouble) {
    using BoxF = Obb2<float>;
    EXPECT_TRUE(seeds::seed004CornerProjection(BoxF::fromAngle({0, 0}, {1, 1}, 0), BoxF::fromAngle({1.9f, 0}, {1, 1}, 0)));
    EXPECT_FALSE(seeds::seed004CornerProjection(BoxF::fromAngle({0, 0}, {1, 1}, 0), BoxF::fromAngle({2.1f, 0}, {1, 1}, 0)));
}

} // namespace
