// SPDX-License-Identifier: MIT
// Published cases of other libraries recreated with their numbers: the
// round-shape pairs of Box2D v3's "Manifold" sample and parry2d's ball tests.
// Each test cites the source file and test (or sample) it comes from.

#include <cmath>

#include <gtest/gtest.h>

#include "sat/round2d.hpp"
#include "support/approx.hpp"

namespace {

using Vec2f = sat::Vec2<float>;
using Circle2f = sat::Circle2<float>;
using Capsule2f = sat::Capsule2<float>;
using Obb2f = sat::Obb2<float>;
using Aabb2f = sat::Aabb2<float>;

const float kPi = std::acos(-1.0f);

// Box2D v3, samples/sample_collision.cpp, class Manifold (Step): each pair
// is drawn at an offset, shape 2 moved by m_transform = ((1, 0), angle 0)
// as the sample starts. The offsets are left out (the pairs are the same
// relative to each other); Box2D works in float, as here.

} // namespace

TEST(Box2dManifoldSample, CircleCircle) {
    // b2CollideCircles: circle1 {(0, 0), 0.5}, circle2 {(0, 0), 1.0} at (1, 0):
    // one point, separation -0.5, normal (1, 0), point half-way (0.25, 0).
    const auto r = sat::report(Circle2f{{0, 0}, 0.5f}, Circle2f{{1, 0}, 1.0f});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_FLOAT_EQ(r.depth, 0.5f);
    EXPECT_VEC_NEAR(r.normal, (Vec2f{1, 0}), 0.0f);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec2f{0.25f, 0}), 1e-7f);
}

TEST(Box2dManifoldSample, CapsuleCircle) {
    // b2CollideCapsuleAndCircle: capsule {(-0.5, 0), (0.5, 0), 0.25}, circle
    // {(0, 0), 0.5} at (1, 0): the capsule's end (0.5, 0) is 0.5 from the
    // centre, so separation 0.5 - 0.75 = -0.25 along (1, 0).
    const auto r = sat::report(Capsule2f{{-0.5f, 0}, {0.5f, 0}, 0.25f}, Circle2f{{1, 0}, 0.5f});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_FLOAT_EQ(r.depth, 0.25f);
    EXPECT_VEC_NEAR(r.normal, (Vec2f{1, 0}), 0.0f);
    EXPECT_EQ(sat::label(r.axes[static_cast<std::size_t>(r.bestAxis)].source), "A.closest-vertex1");
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec2f{0.625f, 0}), 1e-7f);
}

TEST(Box2dManifoldSample, BoxCircleWithTheRoundSliderAtZero) {
    // b2CollidePolygonAndCircle: b2MakeSquare(0.5) (its rounding radius
    // m_round set to 0: SATlab's boxes have sharp corners), circle
    // {(0, 0), 0.5} at (1, 0): the circle meets the face x = 0.5, touching.
    const auto r = sat::report(Aabb2f{{0, 0}, {0.5f, 0.5f}}, Circle2f{{1, 0}, 0.5f});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_EQ(r.axisSeparation, 0.0f);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec2f{0.5f, 0}), 0.0f);
}

TEST(Box2dManifoldSample, CapsuleCapsule) {
    // b2CollideCapsules: capsule1 {(-0.5, 0), (0.5, 0), 0.25}, capsule2
    // {(0.25, 0), (1, 0), 0.1} moved by (1, 0): collinear, ends 0.75 apart,
    // so a gap of 0.75 - 0.35 = 0.4 (Box2D reports it as a speculative point).
    const auto r = sat::report(Capsule2f{{-0.5f, 0}, {0.5f, 0}, 0.25f}, Capsule2f{{1.25f, 0}, {2, 0}, 0.1f});
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_NEAR(r.distance, 0.4f, 1e-6f);
    EXPECT_VEC_NEAR(r.normal, (Vec2f{1, 0}), 0.0f);
}

TEST(Box2dManifoldSample, BoxCapsule) {
    // b2CollidePolygonAndCapsule: b2MakeOffsetBox(0.25, 1, (1, -1), 45 degrees)
    // and capsule {(-0.4, 0), (-0.1, 0), 0.1} moved by (1, 0): the box's
    // face along its x axis is at 0.25 on that axis, the capsule's end
    // (0.6, 0) at 0.6 cos 45: a gap of 0.6 / sqrt 2 - 0.35 = 0.0742641.
    const Obb2f box = Obb2f::fromAngle({1, -1}, {0.25f, 1}, 0.25f * kPi);
    const auto r = sat::report(box, Capsule2f{{0.6f, 0}, {0.9f, 0}, 0.1f});
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_NEAR(r.distance, 0.6f / std::sqrt(2.0f) - 0.35f, 1e-6f);
    EXPECT_EQ(sat::label(r.axes[static_cast<std::size_t>(r.bestAxis)].source), "A.x");
}

// parry2d, crates/parry2d/tests/geometry/ball_cuboid_contact.rs.

TEST(ParryBallCuboid, QueryContactBothOrders) {
    // test_ball_cuboid_query_contact: Cuboid half extents (0.5, 0.5) at (0, 4), Ball 0.5 at
    // (0.0517938, 3.05178815); query::contact with prediction 0 finds a contact in both orders.
    const Aabb2f cuboid{{0, 4}, {0.5f, 0.5f}};
    const Circle2f ball{{0.0517938f, 3.05178815f}, 0.5f};
    EXPECT_TRUE(sat::overlaps(cuboid, ball));
    EXPECT_TRUE(sat::overlaps(ball, cuboid));
    EXPECT_EQ(sat::report(cuboid, ball).verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(sat::report(ball, cuboid).depth, 3.05178815f + 0.5f - 3.5f, 1e-6f);
}

TEST(ParryBallCuboid, FalseNegative) {
    // test_false_negative: Ball 1 at (1, 1) against Cuboid (1, 1) at the origin, prediction 1:
    // contact.dist < 0 (the ball's centre is the box's corner: depth 1).
    const auto r = sat::report(Circle2f{{1, 1}, 1}, Aabb2f{{0, 0}, {1, 1}});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_FLOAT_EQ(r.depth, 1.0f);
}

// parry2d, crates/parry2d/tests/issue_168_ball_polyline_endpoint_normal.rs: a Ball of radius 1
// against the polyline (-10, 0) -> (10, 0), here a capsule of radius 0. parry asserts a finite,
// unit contact normal in each case; the numbers below follow from the geometry.

TEST(ParryIssue168, BallBeyondPolylineEndpoint) {
    // ball_beyond_polyline_endpoint: at (11, 1) the gap is sqrt 2 - 1.
    const auto r = sat::report(Capsule2f{{-10, 0}, {10, 0}, 0}, Circle2f{{11, 1}, 1});
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_NEAR(r.distance, std::sqrt(2.0f) - 1, 1e-6f);
    EXPECT_NEAR(r.normal.x, std::sqrt(0.5f), 1e-6f);
}

TEST(ParryIssue168, BallAlignedWithPolylineBeyondEndpoint) {
    // ball_aligned_with_polyline_beyond_endpoint: at (11.5, 0) the gap is 0.5 along (1, 0).
    const auto r = sat::report(Capsule2f{{-10, 0}, {10, 0}, 0}, Circle2f{{11.5f, 0}, 1});
    EXPECT_EQ(r.distance, 0.5f);
    EXPECT_VEC_NEAR(r.normal, (Vec2f{1, 0}), 0.0f);
}

TEST(ParryIssue168, BallCenteredOnPolylineEndpoint) {
    // ball_centered_on_polyline_endpoint: the centre on the end point (10, 0): depth 1, a unit normal.
    const auto r = sat::report(Capsule2f{{-10, 0}, {10, 0}, 0}, Circle2f{{10, 0}, 1});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_FLOAT_EQ(r.depth, 1.0f);
    EXPECT_FLOAT_EQ(std::hypot(r.normal.x, r.normal.y), 1.0f);
    EXPECT_EQ(r.contacts.size(), 1u);
}

TEST(ParryIssue168, BallOverlappingPolylineEndpoint) {
    // ball_overlapping_polyline_endpoint: at (10.5, 0.5) the end point is sqrt 0.5 away: depth 1 - sqrt 0.5.
    const auto r = sat::report(Capsule2f{{-10, 0}, {10, 0}, 0}, Circle2f{{10.5f, 0.5f}, 1});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(r.depth, 1 - std::sqrt(0.5f), 1e-6f);
    EXPECT_EQ(r.contacts.size(), 1u);
}
