// SPDX-License-Identifier: MIT
// Round 3D cases from other libraries' test suites, recreated with their numbers.

#include <gtest/gtest.h>

#include <cmath>

#include "sat/round3d.hpp"

namespace {

using sat::Capsule3;
using sat::Obb3;
using sat::Sphere3;
using sat::Verdict;
using Vec = sat::Vec3<double>;

/// FCL's Capsule(radius, lz) is centred on its origin along z: the segment (0, 0, +-lz/2).
Capsule3<double> fclCapsule(double radius, double length, const Vec& at) {
    return {at + Vec{0, 0, -length / 2}, at + Vec{0, 0, length / 2}, radius};
}
/// FCL's Box(x, y, z) takes full side lengths.
Obb3<double> fclBox(const Vec& sides, const Vec& at) { return Obb3<double>::fromAabb({at, sides / 2.0}); }

// FCL, test/test_fcl_geometric_shapes.cpp, shapeIntersection_spherecapsule: Sphere(20) at the origin, Capsule(5, 10)
// moved along x: 24.9 collides with normal (1, 0, 0), 25 collides (touching), 25.1 does not.
TEST(PublishedFcl, SphereCapsuleAlongX) {
    const Sphere3<double> sphere{{0, 0, 0}, 20};
    EXPECT_EQ(sat::report(sphere, fclCapsule(5, 10, {24.9, 0, 0})).verdict, Verdict::Overlapping);
    EXPECT_EQ(sat::report(sphere, fclCapsule(5, 10, {24.9, 0, 0})).normal, Vec(1, 0, 0));
    EXPECT_EQ(sat::report(sphere, fclCapsule(5, 10, {25, 0, 0})).verdict, Verdict::Touching);
    EXPECT_FALSE(sat::overlaps(sphere, fclCapsule(5, 10, {25.1, 0, 0})));
    EXPECT_TRUE(sat::overlaps(sphere, fclCapsule(5, 10, {0, 0, 0}))); // coincident centres
}

// FCL, test/test_fcl_geometric_shapes.cpp, shapeIntersection_spherebox: Sphere(20), Box(5, 5, 5) moved along x.
// Coincident centres collide with the normal along the box's smallest dimension (here every dimension ties);
// 22.5 touches ("touching is considered collision"), 22.501 does not, 22.4 collides with normal (1, 0, 0).
TEST(PublishedFcl, SphereBoxAlongX) {
    const Sphere3<double> sphere{{0, 0, 0}, 20};
    const auto coincident = sat::report(sphere, fclBox({5, 5, 5}, {0, 0, 0}));
    EXPECT_EQ(coincident.verdict, Verdict::Overlapping);
    EXPECT_DOUBLE_EQ(coincident.depth, 22.5);
    EXPECT_EQ(sat::report(sphere, fclBox({5, 5, 5}, {22.5, 0, 0})).verdict, Verdict::Touching);
    EXPECT_FALSE(sat::overlaps(sphere, fclBox({5, 5, 5}, {22.501, 0, 0})));
    const auto near = sat::report(sphere, fclBox({5, 5, 5}, {22.4, 0, 0}));
    EXPECT_EQ(near.verdict, Verdict::Overlapping);
    EXPECT_EQ(near.normal, Vec(1, 0, 0));
}

// hpp-fcl (FCL's fork), test/geometric_shapes.cpp, shapeDistance_spherebox: Sphere(1) at the origin, Box(10, 2, 10)
// at (0, 5, 3): distance 3, nearest points (0, 1, 0) and (0, 4, 0), normal (0, 1, 0).
TEST(PublishedFcl, SphereBoxDistance) {
    const auto r = sat::report(Sphere3<double>{{0, 0, 0}, 1}, fclBox({10, 2, 10}, {0, 5, 3}));
    EXPECT_EQ(r.verdict, Verdict::Separated);
    EXPECT_DOUBLE_EQ(r.distance, 3.0);
    EXPECT_EQ(r.normal, Vec(0, 1, 0));
    // The face axis and the closest-point axis tie here; the first in test order is the best axis.
    EXPECT_EQ(sat::label(r.axes[static_cast<std::size_t>(r.bestAxis)].source), "B.face1");
    EXPECT_DOUBLE_EQ(r.axes.back().separation, 3.0);
}

// Bullet, test/collision/main.cpp, testSphereSphereDistance (AnalyticSphereSphereDistance and the GJK variants):
// A at (0, i, 0) with radius j, B at (0, z, 0) with radius rb * 0.1, i != z; the signed distance is
// |i - z| - j - rb * 0.1 (Bullet checks it to 1e-5).
TEST(PublishedBullet, SphereSphereDistanceGrid) {
    int cases = 0;
    for (int rb = 1; rb < 5; ++rb)
        for (int z = -5; z < 5; ++z)
            for (int j = 1; j < 5; ++j)
                for (int i = -5; i < 5; ++i) {
                    if (i == z) continue;
                    const Sphere3<double> a{{0, double(i), 0}, double(j)}, b{{0, double(z), 0}, rb * 0.1};
                    const double expected = std::abs(i - z) - j - rb * 0.1;
                    const auto r = sat::report(a, b);
                    if (expected > 0) {
                        EXPECT_EQ(r.verdict, Verdict::Separated);
                        EXPECT_NEAR(r.distance, expected, 1e-12);
                    } else {
                        EXPECT_NE(r.verdict, Verdict::Separated);
                        EXPECT_NEAR(-r.depth, expected, 1e-12);
                    }
                    ++cases;
                }
    EXPECT_EQ(cases, 4 * 10 * 4 * 9);
}

// parry3d, crates/parry3d/tests/geometry/ball_ball_toi.rs, test_ball_ball_toi: two Ball(0.5), one at the origin moving
// at (0, 10, 0) towards the other at (0, 10, 0): time of impact 0.9, where the first is at (0, 9, 0) and they touch.
TEST(PublishedParry, BallBallTimeOfImpact) {
    const Sphere3<double> still{{0, 10, 0}, 0.5};
    const auto at = [](double t) { return Sphere3<double>{{0, 10 * t, 0}, 0.5}; };
    EXPECT_EQ(sat::report(at(0.9), still).verdict, Verdict::Touching);
    EXPECT_EQ(sat::report(at(0.89), still).verdict, Verdict::Separated);
    EXPECT_EQ(sat::report(at(0.91), still).verdict, Verdict::Overlapping);
}

// ODE's dCollideSphereBox (ode/src/collision_kernel / box.cpp) and dCollideCapsuleBox (capsule.cpp) have no fixed-number
// tests in ODE's suite (ode/test/test_collision.cpp draws random configurations); their documented behaviour is
// recreated instead: a sphere whose centre is inside the box is pushed out through the nearest face with depth
// (nearest face distance + radius), and a capsule lying on a box face gives two contacts.
TEST(PublishedOde, SphereCentreInsideBoxLeavesThroughTheNearestFace) {
    const auto r = sat::report(fclBox({2, 4, 6}, {0, 0, 0}), Sphere3<double>{{0.75, 0, 0}, 0.5});
    EXPECT_EQ(r.normal, Vec(1, 0, 0));
    EXPECT_DOUBLE_EQ(r.depth, 0.25 + 0.5);
}

TEST(PublishedOde, CapsuleLyingOnABoxFaceGivesTwoContacts) {
    const Capsule3<double> capsule{{-0.5, 0, 1.25}, {0.5, 0, 1.25}, 0.5};
    const auto r = sat::report(fclBox({2, 2, 2}, {0, 0, 0}), capsule);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_DOUBLE_EQ(r.depth, 0.25);
    EXPECT_EQ(r.normal, Vec(0, 0, 1));
    EXPECT_EQ(r.contacts.size(), 2U);
}

} // namespace
