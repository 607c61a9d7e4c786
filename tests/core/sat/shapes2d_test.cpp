// SPDX-License-Identifier: MIT
// Tests of the 2D shapes: OBB axes and corners, convex polygon winding, normals and validation.
#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "sat/shapes2d.hpp"
#include "support/approx.hpp"

namespace {

using Vec = sat::Vec2<double>;
using Polygon = sat::ConvexPolygon2<double>;

Polygon makePolygon(std::initializer_list<Vec> points) {
    const std::vector<Vec> list(points);
    return Polygon::make(list);
}

/// The GeometryError message of make(points), or "" when it succeeds.
std::string rejection(std::initializer_list<Vec> points) {
    try {
        makePolygon(points);
    } catch (const sat::GeometryError& error) {
        return error.what();
    }
    return "";
}

} // namespace

TEST(Obb2, FromAngleGivesUnitPerpendicularAxes) {
    const auto box = sat::Obb2<double>::fromAngle({0, 0}, {2, 1}, 0.5);
    EXPECT_NEAR(box.axisX.x * box.axisY.x + box.axisX.y * box.axisY.y, 0.0, 1e-15);
    EXPECT_NEAR(box.angle(), 0.5, 1e-15);
}

TEST(Obb2, CornersRunCounterClockwiseFromMinusXMinusY) {
    const auto c = sat::corners(sat::Aabb2<double>{{1, 1}, {2, 1}});
    EXPECT_VEC_NEAR(c[0], (Vec{-1, 0}), 0.0);
    EXPECT_VEC_NEAR(c[1], (Vec{3, 0}), 0.0);
    EXPECT_VEC_NEAR(c[2], (Vec{3, 2}), 0.0);
    EXPECT_VEC_NEAR(c[3], (Vec{-1, 2}), 0.0);
}

TEST(ConvexPolygon2, CounterClockwiseInputIsKeptAsGiven) {
    const Polygon p = makePolygon({{0, 0}, {2, 0}, {0, 1}});
    EXPECT_FALSE(p.wasClockwise());
    EXPECT_VEC_NEAR(p.vertex(1), (Vec{2, 0}), 0.0);
}

TEST(ConvexPolygon2, ClockwiseInputIsReversed) {
    const Polygon p = makePolygon({{0, 0}, {0, 1}, {2, 0}});
    EXPECT_TRUE(p.wasClockwise());
    EXPECT_VEC_NEAR(p.vertex(0), (Vec{2, 0}), 0.0);
    EXPECT_VEC_NEAR(p.vertex(1), (Vec{0, 1}), 0.0);
    EXPECT_VEC_NEAR(p.vertex(2), (Vec{0, 0}), 0.0);
}

TEST(ConvexPolygon2, NormalsAreOutwardUnitVectors) {
    // Unit square: edge 0 is the bottom (normal -y), then right, top, left.
    const Polygon p = makePolygon({{0, 0}, {1, 0}, {1, 1}, {0, 1}});
    EXPECT_VEC_NEAR(p.normal(0), (Vec{0, -1}), 0.0);
    EXPECT_VEC_NEAR(p.normal(1), (Vec{1, 0}), 0.0);
    EXPECT_VEC_NEAR(p.normal(2), (Vec{0, 1}), 0.0);
    EXPECT_VEC_NEAR(p.normal(3), (Vec{-1, 0}), 0.0);
}

TEST(ConvexPolygon2, SlantedEdgeNormalIsNormalised) {
    // Edge (4, 0) -> (0, 3) has length 5; outward normal (3, 4) / 5.
    const Polygon p = makePolygon({{0, 0}, {4, 0}, {0, 3}});
    EXPECT_VEC_NEAR(p.normal(1), (Vec{0.6, 0.8}), 1e-15);
}

TEST(ConvexPolygon2, FloatPolygonBuilds) {
    const std::vector<sat::Vec2<float>> points{{0, 0}, {1, 0}, {0, 1}};
    EXPECT_EQ(sat::ConvexPolygon2<float>::make(points).size(), 3);
}

TEST(ConvexPolygon2, SixtyFourPointsAreAccepted) {
    std::vector<Vec> points;
    for (int i = 0; i < 64; ++i) points.push_back({std::cos(i * 0.098), std::sin(i * 0.098)});
    EXPECT_EQ(Polygon::make(points).size(), 64);
}

/// A regular n-gon of radius 1 turned by `turn`, as points.
std::vector<Vec> regularPoints(int n, double turn) {
    std::vector<Vec> points;
    for (int i = 0; i < n; ++i) {
        const double angle = turn + 2 * 3.141592653589793 * i / n;
        points.push_back({std::cos(angle), std::sin(angle)});
    }
    return points;
}

/// True when a and b hold the same vertices, normals and own projections.
bool sameArrays(const Polygon& a, const Polygon& b) {
    if (a.size() != b.size() || a.wasClockwise() != b.wasClockwise()) return false;
    for (int i = 0; i < a.size(); ++i) {
        if (a.vertex(i) != b.vertex(i) || a.normal(i) != b.normal(i)) return false;
        if (a.ownProjection(i).min != b.ownProjection(i).min || a.ownProjection(i).max != b.ownProjection(i).max) return false;
    }
    return true;
}

TEST(ConvexPolygon2, CopiesAndMovesKeepEveryArrayInlineOrOnTheHeap) {
    // 8 vertices fit in the object, 9 and 64 do not: both storages, both operations.
    for (int n : {3, 8, 9, 64}) {
        const Polygon original = Polygon::make(regularPoints(n, 0.1));
        Polygon copy(original);
        EXPECT_TRUE(sameArrays(copy, original)) << n;
        EXPECT_NE(copy.vertices().data(), original.vertices().data()) << n;
        Polygon assigned = Polygon::make(regularPoints(n == 3 ? 12 : 3, 0.2));
        assigned = original;
        EXPECT_TRUE(sameArrays(assigned, original)) << n;
        Polygon moved(std::move(copy));
        EXPECT_TRUE(sameArrays(moved, original)) << n;
        EXPECT_EQ(copy.size(), 0) << n; // NOLINT(bugprone-use-after-move): the moved-from polygon is empty
        Polygon moveAssigned = Polygon::make(regularPoints(n == 3 ? 12 : 3, 0.3));
        moveAssigned = std::move(moved);
        EXPECT_TRUE(sameArrays(moveAssigned, original)) << n;
        EXPECT_EQ(moved.size(), 0) << n; // NOLINT(bugprone-use-after-move)
        const Polygon& self = assigned;
        assigned = self;
        EXPECT_TRUE(sameArrays(assigned, original)) << n;
    }
}

TEST(ConvexPolygon2, ArraysRunToWholeGroupsOfEightWithZerosPastTheEnd) {
    // 8-lane code reads normals and own projections in groups of 8 (fast2d_avx.cpp).
    for (int n = 3; n <= 64; ++n) {
        const Polygon p = Polygon::make(regularPoints(n, 0.05 * n));
        const int padded = (n + 7) / 8 * 8;
        for (int i = n; i < padded; ++i) {
            EXPECT_EQ(p.vertex(i), (Vec{0, 0})) << n << " " << i;
            EXPECT_EQ(p.normal(i), (Vec{0, 0})) << n << " " << i;
            EXPECT_EQ(p.ownProjection(i).min, 0.0) << n << " " << i;
            EXPECT_EQ(p.ownProjection(i).max, 0.0) << n << " " << i;
        }
        EXPECT_EQ(p.vertices().size(), static_cast<std::size_t>(n));
        EXPECT_EQ(p.vertices().data(), &p.vertex(0));
    }
}

TEST(ConvexPolygon2, AnOctagonIsAboutTheSizeOfBox2dsPolygon) {
    // The 8-gon test's data (docs/performance.md, "The polygon's layout"): a
    // float polygon of up to 8 vertices is one object of its count and three
    // 8-entry arrays, not 1,540 bytes of fixed 64-entry arrays.
    EXPECT_LE(sizeof(sat::ConvexPolygon2<float>), 208U);
}

TEST(ConvexPolygonValidation, TooFewPoints) { EXPECT_EQ(rejection({{0, 0}, {1, 0}}), "polygon needs 3 to 64 points, got 2"); }

TEST(ConvexPolygonValidation, TooManyPoints) {
    std::vector<Vec> points;
    for (int i = 0; i < 65; ++i) points.push_back({std::cos(i * 0.09), std::sin(i * 0.09)});
    EXPECT_THROW(Polygon::make(points), sat::GeometryError);
}

TEST(ConvexPolygonValidation, NonFiniteCoordinate) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_EQ(rejection({{0, 0}, {1, nan}, {0, 1}}).rfind("point 1 is not finite", 0), 0u);
}

TEST(ConvexPolygonValidation, InfiniteCoordinate) {
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_EQ(rejection({{0, 0}, {1, 0}, {inf, 1}}).rfind("point 2 is not finite", 0), 0u);
}

TEST(ConvexPolygonValidation, RepeatedPoint) {
    EXPECT_EQ(rejection({{0, 0}, {1, 0}, {1, 0}, {0, 1}}), "point 2 repeats point 1 (1, 0)");
}

TEST(ConvexPolygonValidation, ZeroArea) {
    EXPECT_EQ(rejection({{0, 0}, {1, 1}, {2, 2}}), "polygon has zero area (all points collinear)");
}

TEST(ConvexPolygonValidation, CollinearMiddlePoint) {
    // (1, 0) lies on the edge from (0, 0) to (2, 0).
    EXPECT_EQ(rejection({{0, 0}, {1, 0}, {2, 0}, {1, 1}}), "points 0, 1, 2 are collinear");
}

TEST(ConvexPolygonValidation, ReflexCornerCounterClockwise) {
    // An arrow head: counter-clockwise overall, with a dent at point 3.
    EXPECT_EQ(rejection({{0, 0}, {4, 0}, {4, 4}, {2, 1}, {0, 4}}), "polygon is not convex: turns clockwise at point 3");
}

TEST(ConvexPolygonValidation, ReflexCornerClockwise) {
    // The same arrow head listed clockwise: the dent turns the other way.
    EXPECT_EQ(rejection({{0, 4}, {2, 1}, {4, 4}, {4, 0}, {0, 0}}), "polygon is not convex: turns counter-clockwise at point 1");
}

TEST(ConvexPolygonValidation, BowTie) {
    EXPECT_EQ(rejection({{0, 0}, {2, 2}, {2, 0}, {0, 2}}).rfind("polygon is not convex", 0), 0u);
}

TEST(ConvexPolygonValidation, PentagramWindsTwice) {
    // Every second corner of a regular pentagon: all turns are left turns.
    std::vector<Vec> star;
    for (int i = 0; i < 5; ++i) {
        const double angle = 2 * 3.141592653589793 * (2 * i) / 5;
        star.push_back({std::cos(angle), std::sin(angle)});
    }
    try {
        Polygon::make(star);
        FAIL() << "a pentagram was accepted";
    } catch (const sat::GeometryError& error) {
        EXPECT_EQ(std::string(error.what()), "polygon crosses itself: its edges wind around 2 times");
    }
}
