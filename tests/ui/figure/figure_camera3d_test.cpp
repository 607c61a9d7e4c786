// SPDX-License-Identifier: MIT
// The camera of a 3D figure: the scene's saved camera, framed on the boxes
// or kept as it is (ui/figure/figure3d.hpp).
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>
#include <gtest/gtest.h>

#include "sat/scene.hpp"
#include "ui/camera_fixtures.hpp"
#include "ui/figure/figure.hpp"
#include "ui/figure/figure3d.hpp"

namespace {

using ui::test::expectNear;
using ui::test::kPi;

sat::Scene twoBoxes3d(std::optional<sat::SceneCamera> camera) {
    sat::Scene scene;
    scene.shapes.push_back({"A", sat::Aabb3Spec{{0, 0, 0}, {1, 1, 1}}, {}, true, {}});
    scene.shapes.push_back({"B", sat::Aabb3Spec{{4, 0, 0}, {1, 1, 1}}, {}, true, {}});
    scene.camera = camera;
    return scene;
}

ui::Figure figureOf(sat::Scene scene, bool keepCamera) {
    ui::Figure figure;
    figure.scene = std::move(scene);
    figure.view.origin = {0, 0};
    figure.view.size = {640, 400};
    figure.keepCamera3d = keepCamera;
    return figure;
}

TEST(FigureCamera3d, WithoutASavedCameraLooksFromTheDefaultDirection) {
    const ui::OrbitCamera camera = ui::figureCamera3d(figureOf(twoBoxes3d(std::nullopt), false));
    EXPECT_DOUBLE_EQ(camera.yaw, ui::OrbitCamera{}.yaw);
    EXPECT_DOUBLE_EQ(camera.pitch, ui::OrbitCamera{}.pitch);
    expectNear(camera.target, {2, 0, 0}, 1e-12); // framed on both boxes
}

TEST(FigureCamera3d, TakesTheSavedDirectionAndFramesTheBoxes) {
    const sat::SceneCamera saved{{50, 0, 0}, 500, 90, 0, true}; // looking along -x, far off to the side
    const ui::OrbitCamera camera = ui::figureCamera3d(figureOf(twoBoxes3d(saved), false));
    EXPECT_NEAR(camera.yaw, kPi / 2, 1e-15);
    EXPECT_DOUBLE_EQ(camera.pitch, 0.0);
    EXPECT_TRUE(camera.orthographic);
    expectNear(camera.target, {2, 0, 0}, 1e-12);
    EXPECT_LT(camera.distance, 50.0);
}

TEST(FigureCamera3d, KeepsTheSavedCameraAsItIsWhenAsked) {
    const sat::SceneCamera saved{{50, 0, 0}, 500, 90, 0, true};
    const ui::OrbitCamera camera = ui::figureCamera3d(figureOf(twoBoxes3d(saved), true));
    EXPECT_EQ(camera.target, glm::dvec3(50, 0, 0));
    EXPECT_DOUBLE_EQ(camera.distance, 500.0);
}

TEST(FigureCamera3d, FramesSpheresAndCapsulesToo) {
    sat::Scene scene;
    scene.shapes.push_back({"ball", sat::Sphere3Spec{{-3, 0, 0}, 1}, {}, true, {}});
    scene.shapes.push_back({"pill", sat::Capsule3Spec{{2, 0, 0}, {4, 0, 0}, 1}, {}, true, {}});
    // From -4 (the ball's left) to 5 (the capsule's right tip): framed on the middle, 0.5.
    expectNear(ui::figureCamera3d(figureOf(scene, false)).target, {0.5, 0, 0}, 1e-12);
}

TEST(FigureCaption3d, NamesARoundPairsDecidingAxisBySource) {
    sat::Scene scene;
    scene.shapes.push_back({"box", sat::Aabb3Spec{{0, 0, 0}, {1, 1, 1}}, {}, true, {}});
    scene.shapes.push_back({"ball", sat::Sphere3Spec{{3, 0.5, 0}, 1}, {}, true, {}});
    const std::vector<std::string> lines = ui::captionLines3d(figureOf(scene, false));
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "box and ball: separated, distance 1.00");
    // The axes that separate this pair (box.face0, the ball's closest-point axis) point along +x, where the
    // ball's interval is its centre 3 plus or minus its radius 1.
    EXPECT_EQ(lines[1].rfind("First separating axis ", 0), 0u) << lines[1];
    EXPECT_NE(lines[1].find("box [-1.00, 1.00], ball [2.00, 4.00], gap 1.00"), std::string::npos) << lines[1];
}

} // namespace
