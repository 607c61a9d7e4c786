// SPDX-License-Identifier: MIT
#pragma once
// The camera and view rectangle the 3D view's tests share.

#include <glm/vec3.hpp>
#include <gtest/gtest.h>

#include "ui/model/camera3d.hpp"

namespace ui::test {

inline constexpr double kPi = 3.141592653589793;

inline ScreenRect rect800x600() { return {{0.0, 0.0}, {800.0, 600.0}}; }

/// Eye at (0, 0, 10) looking down -z; 20 units tall at depth 10 (fov 90
/// degrees: tan(45 deg) = 1).
inline OrbitCamera frontCamera() {
    OrbitCamera camera;
    camera.setPreset(ViewPreset::Front);
    camera.target = {0.0, 0.0, 0.0};
    camera.distance = 10.0;
    camera.fovY = kPi / 2;
    return camera;
}

inline void expectNear(glm::dvec3 a, glm::dvec3 b, double tol) {
    EXPECT_NEAR(a.x, b.x, tol);
    EXPECT_NEAR(a.y, b.y, tol);
    EXPECT_NEAR(a.z, b.z, tol);
}

} // namespace ui::test
