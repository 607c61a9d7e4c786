// SPDX-License-Identifier: MIT
// Each seed article's slip, reproduced on purpose, gets a concrete case
// wrong, while the reference (sat::overlaps) and our version of the method
// get it right. The worked numbers are in docs/seed-methods.md.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "sat/sat2d.hpp"
#include "sat/seed_slips2d.hpp"
#include "sat/seeds2d.hpp"
#include "support/approx.hpp"

namespace {

using sat::Aabb2;
using Box = sat::Obb2<double>;
using Tile = Aabb2<double>;
using V = sat::Vec2<double>;
namespace seeds = sat::seeds;

constexpr double kPi = std::numbers::pi;

// ------------------------------------------------ seed 000, OBB vs OBB as printed

TEST(Slip000SwappedProjections, StackedPlanksHalfAUnitApartReadAsOverlap) {
    // Planks 4 x 1 one above the other, centres 1.5 apart: a 0.5 gap on y.
    // As printed, the y offset 1.5 meets A.x's radii 2 + 2 and passes.
    const Box a = Box::fromAngle({0, 0}, {2, 0.5}, 0);
    const Box b = Box::fromAngle({0, 1.5}, {2, 0.5}, 0);
    EXPECT_TRUE(seeds::slip000SwappedProjections(a, b));
    EXPECT_FALSE(sat::overlaps(a, b));
    EXPECT_FALSE(seeds::seed000HalfWidth(a, b));
}

TEST(Slip000SwappedProjections, TraceMeasuresOffsetAlongTheOtherAxis) {
    // Axis A.x keeps its radii 2 + 2 but measures the offset along A.y: 1.5.
    const Box a = Box::fromAngle({0, 0}, {2, 0.5}, 0);
    const Box b = Box::fromAngle({0, 1.5}, {2, 0.5}, 0);
    const auto trace = seeds::traceSlip000SwappedProjections(a, b);
    EXPECT_NEAR(trace.axes[0].centreDistance, 1.5, 1e-12);
    EXPECT_NEAR(trace.axes[0].a.radius + trace.axes[0].b.radius, 4.0, 1e-12);
    EXPECT_TRUE(trace.overlaps);
    EXPECT_FALSE(seeds::traceSeed000HalfWidth(a, b).overlaps);
}

// ------------------------------------------------ seed 000, tile test as printed

TEST(Slip000DegreesAsRadians, UprightPlankReadAs90RadiansMissesTileItCrosses) {
    // The plank (half 2 x 0.25) stands upright through the tile at (0, 1.8).
    // 90 read as radians turns it to 116.6 degrees, away from the tile.
    const Box plank = Box::fromAngle({0, 0}, {2, 0.25}, kPi / 2);
    const Tile tile{{0, 1.8}, {0.3, 0.3}};
    EXPECT_TRUE(sat::overlaps(plank, tile));
    EXPECT_TRUE(seeds::seed000ObbAabb(plank, tile));
    EXPECT_FALSE(seeds::slip000ObbAabbAsWritten(plank, tile, plank.center));
}

TEST(Slip000DegreesAsRadians, BoxAsReadPointsAlongCosSinOf90) {
    const Box read = seeds::slip000BoxAsRead(Box::fromAngle({0, 0}, {2, 0.25}, kPi / 2), V{0, 0});
    EXPECT_VEC_NEAR(read.axisX, (V{-0.448074, 0.893997}), 1e-6); // (cos 90, sin 90): 116.62 degrees
}

TEST(Slip000DegreesAsRadians, UnturnedBoxHidesTheSlip) {
    // cos 0 = 1 whatever the unit: the slip cannot show until the box turns.
    const Box box = Box::fromAngle({0, 0}, {2, 0.25}, 0);
    const Tile tile{{2.2, 0}, {0.3, 0.3}};
    EXPECT_EQ(seeds::slip000ObbAabbAsWritten(box, tile, box.center), sat::overlaps(box, tile));
}

TEST(Slip000DisplayPosition, OffsetFromTopLeftCornerFindsTileThatIsNotThere) {
    // Box x in [-1, 1], tile x in [-2.3, -1.3]: a 0.3 gap. Measured from the
    // box's top-left corner (-1, 0.5) instead of its centre, the tile's centre
    // is only 0.8 away on x, inside 1 + 0.5.
    const Box box = Box::fromAngle({0, 0}, {1, 0.5}, 0);
    const Tile tile{{-1.8, 0}, {0.5, 0.5}};
    EXPECT_FALSE(sat::overlaps(box, tile));
    EXPECT_FALSE(seeds::slip000ObbAabbAsWritten(box, tile, box.center));
    EXPECT_TRUE(seeds::slip000ObbAabbAsWritten(box, tile, V{-1, 0.5}));
}

// ------------------------------------------------------------------- seed 001

TEST(Slip001ZeroMeansRealSize, ZeroSizeProbeBecomesTheWholeBox) {
    // Asked as a point at (1.4, 0), the probe misses the tile (x <= 1); the
    // slip turns the 0 back into the half size 0.5 and reaches 0.9.
    const Tile probe{{1.4, 0}, {0.5, 0.5}};
    const Tile tile{{0, 0}, {1, 1}};
    const Tile point{{1.4, 0}, {0, 0}};
    EXPECT_FALSE(sat::overlaps(point, tile));
    EXPECT_FALSE(seeds::seed001CentreDistance(probe, tile, {0.0, 0.0}));
    EXPECT_TRUE(seeds::slip001ZeroMeansRealSize(probe, tile, V{0, 0}));
}

// ------------------------------------------------------------------- seed 003

TEST(Slip003WrappedAngle, AnglesInsideHalfTurnPassUnchanged) {
    EXPECT_DOUBLE_EQ(seeds::slip003WrappedAngle(3.0), 3.0);
    EXPECT_DOUBLE_EQ(seeds::slip003WrappedAngle(-3.0), -3.0);
}

TEST(Slip003WrappedAngle, FiveQuartersPiBecomesMinusQuarterTurn) {
    // (5pi/4 % pi) * 2 - pi = (pi/4) * 2 - pi = -pi/2; the box at 5pi/4 lies along 45 degrees.
    EXPECT_NEAR(seeds::slip003WrappedAngle(5 * kPi / 4), -kPi / 2, 1e-12);
}

TEST(Slip003WrappedAngle, MinusFourThirdsPiLandsOnTheSameOrientationByLuck) {
    // |(-4pi/3 % pi) * 2| + pi = 2pi/3 + pi = 5pi/3, a half turn from 2pi/3,
    // which is where -4pi/3 points too (a box looks the same after half a turn).
    const Box meant = Box::fromAngle({0, 0}, {2, 1}, -4 * kPi / 3);
    const Box built = seeds::slip003ObbFromAngle(V{0, 0}, V{2, 1}, -4 * kPi / 3);
    EXPECT_NEAR(std::abs(meant.axisX.x * built.axisX.x + meant.axisX.y * built.axisX.y), 1.0, 1e-12);
}

TEST(Slip003AngleWrap, PlankAt225DegreesIsBuiltUprightAndMissesBoxItCrosses) {
    // A plank along the 45-degree line through (1.2, 1.2), given as 5pi/4;
    // the setter builds it at -pi/2 (upright, x in [-0.25, 0.25]), clear of B's x in [0.7, 1.7].
    const Box meant = Box::fromAngle({0, 0}, {2, 0.25}, 5 * kPi / 4);
    const Box built = seeds::slip003ObbFromAngle(V{0, 0}, V{2, 0.25}, 5 * kPi / 4);
    const Box b = Box::fromAngle({1.2, 1.2}, {0.5, 0.5}, 0);
    EXPECT_TRUE(sat::overlaps(meant, b));
    EXPECT_TRUE(seeds::seed003RotationMatrix(meant, b));
    EXPECT_FALSE(seeds::seed003RotationMatrix(built, b));
}

TEST(Slip003AngleWrap, AsWrittenPairTestTakesAnglesFromZeroToFullTurn) {
    // Stored as -3pi/4 (the same box as 5pi/4), counted from 0 it is 5pi/4 and slips.
    const Box plank = Box::fromAngle({0, 0}, {2, 0.25}, -3 * kPi / 4);
    const Box b = Box::fromAngle({1.2, 1.2}, {0.5, 0.5}, 0);
    EXPECT_TRUE(sat::overlaps(plank, b));
    EXPECT_FALSE(seeds::slip003AngleWrapAsWritten(plank, b));
}

TEST(Slip003AngleWrap, BoxesTurnedLessThanHalfATurnAreUntouched) {
    const Box plank = Box::fromAngle({0, 0}, {2, 0.25}, kPi / 4);
    const Box b = Box::fromAngle({1.2, 1.2}, {0.5, 0.5}, 0);
    EXPECT_TRUE(seeds::slip003AngleWrapAsWritten(plank, b));
    EXPECT_TRUE(sat::overlaps(plank, b));
}

} // namespace
