// SPDX-License-Identifier: MIT
// The oracle itself, on numbers a reader can check by hand.

#include <cmath>

#include <gtest/gtest.h>

#include "oracle/exact2d.hpp"

namespace {

using oracle::Point;
using oracle::Polygon;

Polygon square(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }
const Polygon kUnit = square(0, 0, 1, 1);

TEST(ExactOracle, SquaresSharingAnEdgeIntersectAndTouchExactly) {
    const Polygon right = square(1, 0, 2, 1);
    EXPECT_TRUE(oracle::intersects(kUnit, right));
    EXPECT_TRUE(oracle::intersectsByTriangles(kUnit, right));
    const oracle::ExactAxis axis = oracle::bestAxis(kUnit, right);
    EXPECT_TRUE(axis.touching);
    EXPECT_EQ(axis.separation, 0.0);
}

TEST(ExactOracle, SquaresOneApartAreSeparatedByOneAlongX) {
    const Polygon right = square(2, 0, 3, 1);
    EXPECT_FALSE(oracle::intersects(kUnit, right));
    EXPECT_FALSE(oracle::intersectsByTriangles(kUnit, right));
    const oracle::ExactAxis axis = oracle::bestAxis(kUnit, right);
    EXPECT_EQ(axis.separation, 1.0);
    EXPECT_EQ(axis.direction, Point(1, 0));
    EXPECT_EQ(oracle::distance(kUnit, right), 1.0);
}

TEST(ExactOracle, OverlapByAQuarterAlongXIsDepthAQuarterPointingToB) {
    // x overlap 1 - 0.75 = 0.25, y overlap 1 - 0.25 = 0.75: the MTV is x.
    const Polygon shifted = square(0.75, 0.25, 1.75, 1.25);
    const oracle::ExactAxis axis = oracle::bestAxis(kUnit, shifted);
    EXPECT_EQ(axis.separation, -0.25);
    EXPECT_EQ(axis.direction, Point(1, 0));
    EXPECT_EQ(oracle::distance(kUnit, shifted), 0.0);
}

TEST(ExactOracle, DiagonalNeighbourIsSqrt2AwayButOneOnTheBestAxis) {
    const Polygon diagonal = square(2, 2, 3, 3);
    EXPECT_EQ(oracle::bestAxis(kUnit, diagonal).separation, 1.0);
    EXPECT_DOUBLE_EQ(oracle::distance(kUnit, diagonal), std::sqrt(2.0));
}

TEST(ExactOracle, TrianglesTouchingAtOneVertexIntersect) {
    const Polygon a{{0, 0}, {2, 0}, {1, 1}};
    const Polygon b{{1, 1}, {2, 2}, {0, 2}};
    EXPECT_TRUE(oracle::intersects(a, b));
    EXPECT_TRUE(oracle::intersectsByTriangles(a, b));
    EXPECT_TRUE(oracle::bestAxis(a, b).touching);
}

TEST(ExactOracle, ConvexCcwReversesClockwiseAndRejectsNonConvex) {
    const std::vector<Point> clockwise{{0, 0}, {0, 1}, {1, 1}, {1, 0}};
    const auto ccw = oracle::convexCcw(clockwise);
    ASSERT_TRUE(ccw.has_value());
    EXPECT_EQ((*ccw)[0], Point(1, 0));
    const std::vector<Point> dart{{0, 0}, {2, 0}, {1, 0.5}, {1, 2}};
    EXPECT_FALSE(oracle::convexCcw(dart).has_value());
    const std::vector<Point> collinear{{0, 0}, {1, 0}, {2, 0}, {1, 1}};
    EXPECT_FALSE(oracle::convexCcw(collinear).has_value());
}

TEST(ExactOracle, PointDistanceIsZeroInsideAndOnTheBoundary) {
    EXPECT_EQ(oracle::distance(Point(0.5, 0.5), kUnit), 0.0);
    EXPECT_EQ(oracle::distance(Point(1, 0.5), kUnit), 0.0);
    EXPECT_EQ(oracle::distance(Point(3, 0.5), kUnit), 2.0);
}

} // namespace
