// SPDX-License-Identifier: MIT
// Reports and fast tests of pairs with a circle or a capsule, with numbers a
// reader can check by hand: the axis set, the intervals, the verdict, the
// MTV, the distance, the contacts and exact touching far from the origin.

#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "sat/round2d.hpp"
#include "support/approx.hpp"

namespace {

using Vec = sat::Vec2<double>;
using Aabb = sat::Aabb2<double>;
using Obb = sat::Obb2<double>;
using Polygon = sat::ConvexPolygon2<double>;
using Circle = sat::Circle2<double>;
using Capsule = sat::Capsule2<double>;

Polygon polygonOfPoints(std::initializer_list<Vec> points) {
    const std::vector<Vec> list(points);
    return Polygon::make(list);
}

template <class R> std::vector<std::string> labels(const R& report) {
    std::vector<std::string> out;
    for (const auto& axis : report.axes) out.push_back(sat::label(axis.source));
    return out;
}

const Aabb kUnitBox{{0, 0}, {1, 1}};

} // namespace

TEST(RoundShapes, CapsuleFromCentrePlacesEndsAlongTheAngle) {
    const Capsule c = Capsule::fromCentre({1, 2}, 3, std::acos(-1.0) / 2, 0.5);
    EXPECT_VEC_NEAR(c.start, (Vec{1, -1}), 1e-15);
    EXPECT_VEC_NEAR(c.end, (Vec{1, 5}), 1e-15);
    EXPECT_EQ(c.radius, 0.5);
}

TEST(RoundShapes, ValidRejectsNegativeAndNonFiniteRadius) {
    EXPECT_TRUE(sat::isValid(Circle{{0, 0}, 0}));
    EXPECT_FALSE(sat::isValid(Circle{{0, 0}, -1}));
    EXPECT_FALSE(sat::isValid(Circle{{0, 0}, INFINITY}));
    EXPECT_FALSE(sat::isValid(Capsule{{0, NAN}, {1, 0}, 1}));
}

TEST(CircleCircle, OneCentreLineAxisWithCentrePlusMinusRadius) {
    const auto r = sat::report(Circle{{0, 0}, 1}, Circle{{3, 0}, 1});
    ASSERT_EQ(labels(r), (std::vector<std::string>{"A.centre-line"}));
    EXPECT_VEC_NEAR(r.axes[0].direction, (Vec{1, 0}), 0.0);
    EXPECT_INTERVAL_NEAR(r.axes[0].a, (sat::Interval<double>{-1, 1}), 0.0);
    EXPECT_INTERVAL_NEAR(r.axes[0].b, (sat::Interval<double>{2, 4}), 0.0);
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_EQ(r.axisSeparation, 1.0);
    EXPECT_EQ(r.distance, 1.0);
    EXPECT_EQ(r.firstSeparatingAxis, 0);
}

TEST(CircleCircle, TouchingIsExactAtAnOffsetThatRoundsTheDirection) {
    // |(3, 4)| = 5 = 2 + 3 exactly; 1e6 + 0.25 away from the origin the
    // floating-point direction (0.6, 0.8) is inexact, the verdict is not.
    const Vec o{1e6 + 0.25, -5e3 - 0.5};
    const auto r = sat::report(Circle{o, 2}, Circle{o + Vec{3, 4}, 3});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_EQ(r.axisSeparation, 0.0);
    EXPECT_EQ(r.depth, 0.0);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (o + Vec{1.2, 1.6}), 1e-9);
    EXPECT_TRUE(sat::overlaps(Circle{o, 2}, Circle{o + Vec{3, 4}, 3}));
}

TEST(CircleCircle, SmallestGapAboveTouchingIsSeparated) {
    const double r = std::nextafter(2.0, 0.0); // 2 - 2^-52: the pair misses by one unit in the last place
    EXPECT_FALSE(sat::overlaps(Circle{{0, 0}, r}, Circle{{3, 4}, 3}));
    const auto report = sat::report(Circle{{0, 0}, r}, Circle{{3, 4}, 3});
    EXPECT_EQ(report.verdict, sat::Verdict::Separated);
    EXPECT_GT(report.axisSeparation, 0.0);
    EXPECT_GT(report.distance, 0.0);
}

TEST(CircleCircle, CoincidentCentresUseTheXAxis) {
    const auto r = sat::report(Circle{{1, 1}, 1}, Circle{{1, 1}, 2});
    EXPECT_VEC_NEAR(r.axes[0].direction, (Vec{1, 0}), 0.0);
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_EQ(r.depth, 3.0);
}

TEST(CircleBox, AxesAreTheBoxAxesThenTheClosestVertex) {
    // Centre (3, 3) is in the region of corner (1, 1), corner 2 of corners().
    const auto r = sat::report(kUnitBox, Circle{{3, 3}, 1});
    ASSERT_EQ(labels(r), (std::vector<std::string>{"A.x", "A.y", "A.closest-vertex2"}));
    EXPECT_NEAR(r.axes[2].direction.x, std::sqrt(0.5), 1e-15);
    EXPECT_EQ(r.axes[0].separation, 1.0);
    EXPECT_NEAR(r.axes[2].separation, 2 * std::sqrt(2.0) - 1, 1e-15);
    EXPECT_EQ(r.bestAxis, 2);
    EXPECT_NEAR(r.distance, 2 * std::sqrt(2.0) - 1, 1e-15);
    EXPECT_EQ(r.firstSeparatingAxis, 0);
}

TEST(CircleBox, ClosestVertexMovesWithTheCentre) {
    EXPECT_EQ(sat::label(sat::report(kUnitBox, Circle{{-3, -3}, 1}).axes[2].source), "A.closest-vertex0");
    EXPECT_EQ(sat::label(sat::report(kUnitBox, Circle{{3, -3}, 1}).axes[2].source), "A.closest-vertex1");
    EXPECT_EQ(sat::label(sat::report(kUnitBox, Circle{{-3, 3}, 1}).axes[2].source), "A.closest-vertex3");
}

TEST(CircleBox, CornerRegionGapIsTheDistanceNotTheFaceGap) {
    // Both face axes overlap (gap -0.5) yet the circle misses the corner: only the closest-vertex axis separates.
    const Circle circle{{1.7, 1.7}, 0.9};
    EXPECT_FALSE(sat::overlaps(kUnitBox, circle));
    const auto r = sat::report(kUnitBox, circle);
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_EQ(r.firstSeparatingAxis, 2);
    EXPECT_LT(r.axes[0].separation, 0.0);
    EXPECT_NEAR(r.distance, 0.7 * std::sqrt(2.0) - 0.9, 1e-15);
}

TEST(CircleBox, TouchingAFaceGivesOneContactOnIt) {
    const auto r = sat::report(kUnitBox, Circle{{2, 0.5}, 1});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_VEC_NEAR(r.normal, (Vec{1, 0}), 0.0);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec{1, 0.5}), 0.0);
}

TEST(CircleBox, TouchingACornerExactlyFarFromTheOrigin) {
    // |(4, 5) - (1, 1)| = 5: the circle touches the corner. At 2^24 + 0.5
    // the rounded direction makes the floating-point gap nonzero.
    const Vec o{16777216.5, -1234.25};
    const Aabb box{o, {1, 1}};
    const Circle circle{o + Vec{4, 5}, 5};
    EXPECT_TRUE(sat::overlaps(box, circle));
    EXPECT_TRUE(sat::overlaps(circle, box));
    const auto r = sat::report(box, circle);
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_EQ(r.axisSeparation, 0.0);
    EXPECT_EQ(sat::label(r.axes[static_cast<std::size_t>(r.bestAxis)].source), "A.closest-vertex2");
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (o + Vec{1, 1}), 1e-9);
    const Circle shrunk{circle.center, std::nextafter(5.0, 0.0)};
    EXPECT_FALSE(sat::overlaps(box, shrunk));
    EXPECT_EQ(sat::report(box, shrunk).verdict, sat::Verdict::Separated);
}

TEST(CircleBox, SwappedOrderFlipsTheNormal) {
    const auto ab = sat::report(kUnitBox, Circle{{1.5, 0}, 1});
    const auto ba = sat::report(Circle{{1.5, 0}, 1}, kUnitBox);
    EXPECT_EQ(ab.depth, 0.5);
    EXPECT_EQ(ba.depth, 0.5);
    EXPECT_VEC_NEAR(ab.normal, (Vec{1, 0}), 0.0);
    EXPECT_VEC_NEAR(ba.normal, (Vec{-1, 0}), 0.0);
    EXPECT_EQ(sat::label(ba.axes[2].source), "B.closest-vertex1");
}

TEST(CircleObb, InsideTheBoxTheDepthIsToTheNearestFacePlusRadius) {
    const Obb box = Obb::fromAngle({0, 0}, {2, 1}, std::acos(-1.0) / 2); // long side along y
    const auto r = sat::report(box, Circle{{0.25, 0}, 0.5});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(r.depth, 1.25, 1e-15);
    EXPECT_VEC_NEAR(r.normal, (Vec{1, 0}), 1e-15); // out through the face at x = +1, the nearer one
}

TEST(CirclePolygon, TriangleVertexAxisAndEdgeAxes) {
    const Polygon triangle = polygonOfPoints({{0, 0}, {4, 0}, {0, 4}});
    const auto r = sat::report(Circle{{-3, -4}, 1}, triangle);
    ASSERT_EQ(labels(r), (std::vector<std::string>{"B.edge0", "B.edge1", "B.edge2", "B.closest-vertex0"}));
    EXPECT_NEAR(r.axisSeparation, 4.0, 1e-15); // |(-3, -4)| - 1
    EXPECT_EQ(r.bestAxis, 3);
    EXPECT_NEAR(r.distance, 4.0, 1e-15);
}

TEST(CapsuleBox, CapsuleAboveABoxTouchesAlongTheFaceWithTwoContacts) {
    const auto r = sat::report(kUnitBox, Capsule{{-0.5, 3}, {0.5, 3}, 2});
    ASSERT_EQ(labels(r), (std::vector<std::string>{"A.x", "A.y", "B.capsule-normal", "A.closest-vertex3-to-B.end0",
                                                   "A.closest-vertex2-to-B.end1"}));
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_VEC_NEAR(r.normal, (Vec{0, 1}), 0.0);
    ASSERT_EQ(r.contacts.size(), 2u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec{-0.5, 1}), 1e-15);
    EXPECT_VEC_NEAR(r.contacts[1], (Vec{0.5, 1}), 1e-15);
}

TEST(CapsuleBox, TiltedCapsuleKeepsOnlyTheEndThatTouches) {
    const auto r = sat::report(kUnitBox, Capsule{{0, 1.5}, {0.5, 3}, 1});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_EQ(r.depth, 0.5);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec{0, 0.75}), 1e-15);
}

TEST(CapsuleCapsule, CrossingSegmentsOverlapByTheShorterPush) {
    // An X: the segments cross at the origin; the cheaper push is along a capsule normal.
    const auto r = sat::report(Capsule{{-2, 0}, {2, 0}, 0.5}, Capsule{{0, -2}, {0, 2}, 0.25});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(r.depth, 2.75, 1e-15);
    EXPECT_EQ(labels(r)[0], "A.capsule-normal");
    EXPECT_EQ(labels(r)[1], "B.capsule-normal");
}

TEST(CapsuleCapsule, EndToEndGapAlongTheirLine) {
    const auto r = sat::report(Capsule{{0, 0}, {1, 0}, 0.25}, Capsule{{2, 0}, {3, 0}, 0.25});
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_EQ(r.distance, 0.5);
    EXPECT_EQ(sat::label(r.axes[static_cast<std::size_t>(r.bestAxis)].source), "B.closest-vertex0-to-A.end0");
}

TEST(CapsuleCircle, DegenerateCapsuleIsACircle) {
    const Capsule dot{{1, 1}, {1, 1}, 1};
    const auto r = sat::report(dot, Circle{{4, 5}, 4});
    ASSERT_EQ(labels(r), (std::vector<std::string>{"A.closest-vertex0"}));
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
}

TEST(RoundReports, FloatAndDoubleAgreeOnAnExactCase) {
    const sat::Circle2<float> circle{{3.0f, 3.0f}, 1.0f};
    const sat::Aabb2<float> box{{0.0f, 0.0f}, {1.0f, 1.0f}};
    const auto f = sat::report(box, circle);
    const auto d = sat::report(kUnitBox, Circle{{3, 3}, 1});
    EXPECT_NEAR(double(f.distance), d.distance, 1e-6);
    EXPECT_EQ(f.bestAxis, d.bestAxis);
}

TEST(RoundReports, ToleranceCallsANearMissTouching) {
    sat::ReportOptions2<double> options;
    options.tolerance = 1e-3;
    const auto r = sat::report(kUnitBox, Circle{{2.0005, 0}, 1}, options);
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_NEAR(r.distance, 5e-4, 1e-12);
}

TEST(RoundFloat, CirclesWhoseSquaresOverflowFloatStillTouch) {
    // 2^70 is inside the documented range, but its square is past float's 2^128.
    const float big = std::ldexp(1.0f, 70);
    const sat::Circle2<float> a{{0, 0}, big};
    const sat::Circle2<float> b{{2 * big, 0}, big};
    EXPECT_EQ(sat::report(a, b).verdict, sat::Verdict::Touching);
    EXPECT_TRUE(sat::overlaps(a, b));
}

TEST(RoundFloat, CircleFarFromABoxWhoseSquaresOverflowFloatOverlaps) {
    const float big = std::ldexp(1.0f, 70);
    const sat::Circle2<float> circle{{big, 0}, 2 * big};
    const sat::Aabb2<float> box{{0, 0}, {1, 1}};
    EXPECT_EQ(sat::report(circle, box).verdict, sat::Verdict::Overlapping);
    EXPECT_TRUE(sat::overlaps(circle, box));
    const sat::Circle2<float> shrunk{{big, 0}, big / 2};
    EXPECT_EQ(sat::report(shrunk, box).verdict, sat::Verdict::Separated);
    EXPECT_FALSE(sat::overlaps(shrunk, box));
}

TEST(RoundFloat, CentreLineOfCentresTinyApartKeepsItsDirection) {
    // Offsets whose squares underflow float (to 0 below 2^-75, to a subnormal of few bits below 2^-63): the
    // centre line must still point along the offset, as the same offset in double does.
    for (const float scale : {std::ldexp(1.0f, -90), std::ldexp(1.0f, -70), std::ldexp(1.0f, -66)}) {
        const sat::Vec2<float> offset{0.3f * scale, 0.7f * scale};
        const sat::Circle2<float> a{{0, 0}, 1};
        const sat::Circle2<float> b{offset, 1};
        const auto r = sat::report(a, b);
        ASSERT_EQ(r.axes.size(), 1u);
        const double length = std::hypot(double(offset.x), double(offset.y));
        const float eps = std::numeric_limits<float>::epsilon();
        EXPECT_NEAR(r.axes[0].direction.x, double(offset.x) / length, 4 * eps) << scale;
        EXPECT_NEAR(r.axes[0].direction.y, double(offset.y) / length, 4 * eps) << scale;
        EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    }
}
