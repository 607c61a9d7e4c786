// SPDX-License-Identifier: MIT
// Reports of pairs with a convex polygon, and the minimum translation of
// every pair kind, with numbers a reader can check by hand.

#include <cmath>
#include <initializer_list>
#include <vector>

#include <gtest/gtest.h>

#include "core/sat/random_shapes2d.hpp"
#include "sat/sat2d.hpp"
#include "support/approx.hpp"

namespace {

using Vec = sat::Vec2<double>;
using Aabb = sat::Aabb2<double>;
using Obb = sat::Obb2<double>;
using Polygon = sat::ConvexPolygon2<double>;

Polygon polygonOfPoints(std::initializer_list<Vec> points) {
    const std::vector<Vec> list(points);
    return Polygon::make(list);
}

using sat::test::moved;

/// Moving B by depth * normal just past the depth separates the pair; just
/// short of it does not.
template <class A, class B> void expectMtvIsTight(const A& a, const B& b) {
    const auto r = sat::report(a, b);
    ASSERT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(std::hypot(r.normal.x, r.normal.y), 1.0, 1e-15);
    EXPECT_FALSE(sat::overlaps(a, moved(b, r.normal * (r.depth * (1 + 1e-9)))));
    EXPECT_TRUE(sat::overlaps(a, moved(b, r.normal * (r.depth * (1 - 1e-6)))));
}

const Polygon kTriangle = polygonOfPoints({{0, 0}, {2, 0}, {1, 2}});

} // namespace

TEST(PolygonPolygon, AxesAreEdgeNormalsOfAThenB) {
    const auto r = sat::report(kTriangle, moved(kTriangle, {5, 0}));
    ASSERT_EQ(r.axes.size(), 6u);
    EXPECT_EQ(sat::label(r.axes[0].source), "A.edge0");
    EXPECT_EQ(sat::label(r.axes[5].source), "B.edge2");
    EXPECT_VEC_NEAR(r.axes[0].direction, (Vec{0, -1}), 0.0);
}

TEST(PolygonPolygon, ParallelEdgesFlaggedDuplicate) {
    // B's bottom edge (3, 0) -> (5, 0) has A's bottom normal (0, -1); its
    // slanted edges are parallel to nothing of A.
    const Polygon square = polygonOfPoints({{0, 0}, {2, 0}, {2, 2}, {0, 2}});
    const auto r = sat::report(square, polygonOfPoints({{3, 0}, {5, 0}, {4, 1}}));
    EXPECT_TRUE(r.axes[4].duplicate);
    EXPECT_EQ(r.axes[4].duplicateOf, 0);
    EXPECT_FALSE(r.axes[5].duplicate);
    EXPECT_FALSE(r.axes[6].duplicate);
}

TEST(PolygonPolygon, AntiParallelEdgeIsADuplicateToo) {
    // A's top edge normal (0, 1) is anti-parallel to A's bottom one (0, -1).
    const Polygon square = polygonOfPoints({{0, 0}, {2, 0}, {2, 2}, {0, 2}});
    const auto r = sat::report(square, moved(square, {5, 0}));
    EXPECT_EQ(r.axes[2].duplicateOf, 0);
    EXPECT_EQ(r.axes[3].duplicateOf, 1);
}

TEST(PolygonPolygon, DistanceBetweenSeparatedTriangles) {
    // (2, 2) is 3 / sqrt 2 from the hypotenuse x + y = 1 of the first triangle.
    const auto r = sat::report(polygonOfPoints({{0, 0}, {1, 0}, {0, 1}}), polygonOfPoints({{2, 2}, {3, 2}, {2, 3}}));
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_NEAR(r.distance, 3 / std::sqrt(2.0), 1e-15);
    EXPECT_NEAR(r.axisSeparation, 3 / std::sqrt(2.0), 1e-15);
}

TEST(PolygonPolygon, ContainmentPushesTheShorterWay) {
    // Unit square [1, 2]^2 inside the triangle (0, 0), (10, 0), (0, 10):
    // 2 down or 2 left frees it, 2 sqrt 2 across the hypotenuse; the first
    // axis in test order with the smallest push (A.edge0, down) wins.
    const auto r = sat::report(polygonOfPoints({{0, 0}, {10, 0}, {0, 10}}), polygonOfPoints({{1, 1}, {2, 1}, {2, 2}, {1, 2}}));
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(r.depth, 2.0, 1e-15);
    EXPECT_VEC_NEAR(r.normal, (Vec{0, -1}), 0.0);
}

TEST(PolygonAabb, TouchingEdgeToEdgeGivesTheSharedSegment) {
    // The box's top side y = 0, x in [0, 2], is the triangle's bottom edge.
    const auto r = sat::report(kTriangle, Aabb{{1, -1}, {1, 1}});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_EQ(r.depth, 0.0);
    EXPECT_VEC_NEAR(r.normal, (Vec{0, -1}), 0.0);
    ASSERT_EQ(r.contacts.size(), 2u);
    const bool inOrder = r.contacts[0].x < r.contacts[1].x;
    EXPECT_VEC_NEAR(r.contacts[inOrder ? 0 : 1], (Vec{0, 0}), 1e-15);
    EXPECT_VEC_NEAR(r.contacts[inOrder ? 1 : 0], (Vec{2, 0}), 1e-15);
}

TEST(PolygonObb, SeparatedOnlyOnAxisOfB) {
    // The triangle's apex (1, 2) points at a box turned 45 degrees whose
    // lower-left face is 0.1 away from the apex along the diagonal.
    const double r2 = std::sqrt(2.0);
    const Obb box = Obb::fromAngle(Vec{1, 2} + Vec{1, 1} * ((1.1) / r2), {1, 1}, 3.141592653589793 / 4);
    const auto r = sat::report(kTriangle, box);
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    for (int k = 0; k < 3; ++k) EXPECT_FALSE(r.axes[static_cast<std::size_t>(k)].separating);
    EXPECT_EQ(sat::label(r.axes[static_cast<std::size_t>(r.firstSeparatingAxis)].source), "B.x");
    EXPECT_NEAR(r.axisSeparation, 0.1, 1e-12);
}

TEST(Mtv, ObbPairSeparatesJustPastDepth) {
    expectMtvIsTight(Obb::fromAngle({0, 0}, {2, 1}, 0.3), Obb::fromAngle({1.5, 1}, {1, 0.5}, -0.7));
}

TEST(Mtv, ObbAabbPairSeparatesJustPastDepth) { expectMtvIsTight(Obb::fromAngle({0, 0}, {2, 1}, 0.3), Aabb{{-1.5, 1}, {1, 0.5}}); }

TEST(Mtv, AabbObbPairSeparatesJustPastDepth) { expectMtvIsTight(Aabb{{-1.5, 1}, {1, 0.5}}, Obb::fromAngle({0, 0}, {2, 1}, 0.3)); }

TEST(Mtv, AabbContainedInAabbSeparatesJustPastDepth) { expectMtvIsTight(Aabb{{0, 0}, {3, 3}}, Aabb{{1, 0.5}, {1, 1}}); }

TEST(Mtv, PolygonPairSeparatesJustPastDepth) { expectMtvIsTight(kTriangle, polygonOfPoints({{1, 1}, {3, 0.5}, {4, 2}, {2, 3}})); }

TEST(Mtv, PolygonContainedInPolygonSeparatesJustPastDepth) {
    expectMtvIsTight(polygonOfPoints({{0, 0}, {10, 0}, {0, 10}}), polygonOfPoints({{1, 1}, {2, 1}, {2, 2}, {1, 2}}));
}

TEST(Mtv, PolygonObbPairSeparatesJustPastDepth) { expectMtvIsTight(kTriangle, Obb::fromAngle({2, 1}, {1, 0.5}, 1.0)); }

TEST(Mtv, ObbPolygonPairSeparatesJustPastDepth) { expectMtvIsTight(Obb::fromAngle({2, 1}, {1, 0.5}, 1.0), kTriangle); }

TEST(Mtv, AabbPolygonPairSeparatesJustPastDepth) { expectMtvIsTight(Aabb{{0.5, 2}, {1, 0.5}}, kTriangle); }

TEST(Mtv, PolygonAabbPairSeparatesJustPastDepth) { expectMtvIsTight(kTriangle, Aabb{{0.5, 2}, {1, 0.5}}); }

TEST(PolygonPolygon, FloatAndDoubleAgreeOnASimplePair) {
    const std::vector<sat::Vec2<float>> triangle{{0, 0}, {2, 0}, {1, 2}};
    const std::vector<sat::Vec2<float>> quad{{1, 1}, {3, 0.5f}, {4, 2}, {2, 3}};
    const auto rf = sat::report(sat::ConvexPolygon2<float>::make(triangle), sat::ConvexPolygon2<float>::make(quad));
    const auto rd = sat::report(kTriangle, polygonOfPoints({{1, 1}, {3, 0.5}, {4, 2}, {2, 3}}));
    EXPECT_EQ(rf.verdict, rd.verdict);
    EXPECT_EQ(rf.bestAxis, rd.bestAxis);
    EXPECT_NEAR(rf.depth, rd.depth, 1e-6);
    EXPECT_NEAR(rf.normal.x, rd.normal.x, 1e-6);
    EXPECT_NEAR(rf.normal.y, rd.normal.y, 1e-6);
}

TEST(PolygonPolygon, OwnProjectionIsTheSpanAlongTheOwnNormal) {
    // The triangle on its bottom normal (0, -1): y in [0, 2] becomes [-2, 0].
    EXPECT_INTERVAL_NEAR(kTriangle.ownProjection(0), (sat::Interval<double>{-2, 0}), 0.0);
}
