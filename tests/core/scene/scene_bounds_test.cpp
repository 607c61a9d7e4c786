// SPDX-License-Identifier: MIT
// Axis-aligned bounds of scene specs for the broad phase: padded outward, each
// shape's farthest points inside.

#include <cmath>

#include <gtest/gtest.h>

#include "sat/scene_bounds.hpp"

namespace sat {
namespace {

TEST(ShapeBounds, ObbTurned45DegreesReachesItsCorners) {
    // A 2 x 2 square turned 45 degrees reaches sqrt(2) from its centre.
    const Bounds2 b = bounds2(Obb2Spec{{1, 2}, {1, 1}, AngleSpec{45, true}});
    EXPECT_NEAR(b.lo.x, 1 - std::sqrt(2.0), 1e-12);
    EXPECT_NEAR(b.hi.y, 2 + std::sqrt(2.0), 1e-12);
    EXPECT_LE(b.lo.x, 1 - std::sqrt(2.0)); // padded outward, never inward
}

TEST(ShapeBounds, PolygonBoundsHoldEveryPoint) {
    const Bounds2 b = bounds2(Poly2Spec{{{-5, -3}, {-2, -3}, {-2.5, -1}, {-4.5, -0.5}}});
    EXPECT_LE(b.lo.x, -5.0);
    EXPECT_GE(b.hi.x, -2.0);
    EXPECT_LE(b.lo.y, -3.0);
    EXPECT_GE(b.hi.y, -0.5);
    EXPECT_NEAR(b.hi.y, -0.5, 1e-12);
}

TEST(ShapeBounds, Obb3TurnedAboutZ) {
    Obb3Spec spec{{0, 0, 0}, {1, 1, 3}, {}};
    spec.rotation.eulerDeg = {0, 0, 45};
    const Bounds3 b = bounds3(spec);
    EXPECT_NEAR(b.hi.x, std::sqrt(2.0), 1e-12);
    EXPECT_NEAR(b.hi.z, 3.0, 1e-12);
}

} // namespace
} // namespace sat
