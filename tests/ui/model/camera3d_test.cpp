// SPDX-License-Identifier: MIT
// Tests of the orbit camera: eye placement, projection, rays and orthographic mode.
#include <cmath>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "ui/camera_fixtures.hpp"
#include "ui/model/camera3d.hpp"
#include "ui/model/handles3d.hpp"

namespace {

using ui::test::expectNear;
using ui::test::frontCamera;
using ui::test::kPi;
using ui::test::rect800x600;

TEST(OrbitCamera, FrontViewEyeIsOnPlusZLookingDownMinusZ) {
    const ui::OrbitCamera camera = frontCamera();
    expectNear(camera.eye(), {0.0, 0.0, 10.0}, 1e-12);
    expectNear(camera.forward(), {0.0, 0.0, -1.0}, 1e-12);
    expectNear(camera.right(), {1.0, 0.0, 0.0}, 1e-12);
    expectNear(camera.up(), {0.0, 1.0, 0.0}, 1e-12);
}

TEST(OrbitCamera, TargetProjectsToViewportCentreAtItsDistance) {
    const auto p = frontCamera().toScreen({0.0, 0.0, 0.0}, rect800x600());
    ASSERT_TRUE(p);
    EXPECT_NEAR(p->pixel.x, 400.0, 1e-9);
    EXPECT_NEAR(p->pixel.y, 300.0, 1e-9);
    EXPECT_NEAR(p->depth, 10.0, 1e-12);
}

TEST(OrbitCamera, WorldUpIsScreenUpAndPerspectiveScalesWithDepth) {
    // At depth 10 the 600 px view is 20 units tall: 1 unit = 30 px.
    const auto p = frontCamera().toScreen({1.0, 1.0, 0.0}, rect800x600());
    ASSERT_TRUE(p);
    EXPECT_NEAR(p->pixel.x, 430.0, 1e-9);
    EXPECT_NEAR(p->pixel.y, 270.0, 1e-9);
    // 5 units nearer the eye the same offset looks twice as big.
    const auto q = frontCamera().toScreen({1.0, 1.0, 5.0}, rect800x600());
    ASSERT_TRUE(q);
    EXPECT_NEAR(q->pixel.x, 460.0, 1e-9);
}

TEST(OrbitCamera, PointsBehindTheEyeDoNotProject) { EXPECT_FALSE(frontCamera().toScreen({0.0, 0.0, 11.0}, rect800x600())); }

TEST(OrbitCamera, OrthographicIgnoresDepth) {
    ui::OrbitCamera camera = frontCamera();
    camera.orthographic = true;
    const auto near = camera.toScreen({1.0, 0.0, 5.0}, rect800x600());
    const auto far = camera.toScreen({1.0, 0.0, -5.0}, rect800x600());
    ASSERT_TRUE(near && far);
    EXPECT_NEAR(near->pixel.x, 430.0, 1e-9);
    EXPECT_NEAR(far->pixel.x, 430.0, 1e-9);
}

TEST(OrbitCamera, RayThroughAProjectedPointPassesThroughIt) {
    ui::OrbitCamera camera = frontCamera();
    camera.orbit(0.7, 0.3);
    for (bool ortho : {false, true}) {
        camera.orthographic = ortho;
        const glm::dvec3 world{1.5, -0.5, 2.0};
        const auto p = camera.toScreen(world, rect800x600());
        ASSERT_TRUE(p);
        const ui::Ray3 ray = camera.rayThrough(p->pixel, rect800x600());
        const glm::dvec3 toPoint = world - ray.origin;
        const glm::dvec3 offLine = toPoint - ray.direction * glm::dot(toPoint, ray.direction);
        EXPECT_LT(glm::length(offLine), 1e-9) << (ortho ? "orthographic" : "perspective");
    }
}

TEST(OrbitCamera, ProjectionMatrixAgreesWithToScreen) {
    ui::OrbitCamera camera = frontCamera();
    camera.orbit(-0.4, 0.5);
    const glm::dvec3 world{0.5, 2.0, -1.0};
    const glm::dvec4 clip = camera.projectionMatrix(800.0 / 600.0) * camera.viewMatrix() * glm::dvec4(world, 1.0);
    const glm::dvec2 ndc{clip.x / clip.w, clip.y / clip.w};
    const auto p = camera.toScreen(world, rect800x600());
    ASSERT_TRUE(p);
    EXPECT_NEAR((ndc.x + 1.0) * 400.0, p->pixel.x, 1e-9);
    EXPECT_NEAR((1.0 - ndc.y) * 300.0, p->pixel.y, 1e-9);
}

TEST(OrbitCamera, TopViewLooksStraightDownWithXToTheRight) {
    ui::OrbitCamera camera = frontCamera();
    camera.setPreset(ui::ViewPreset::Top);
    expectNear(camera.forward(), {0.0, -1.0, 0.0}, 1e-12);
    expectNear(camera.right(), {1.0, 0.0, 0.0}, 1e-12);
    expectNear(camera.up(), {0.0, 0.0, -1.0}, 1e-12);
}

TEST(OrbitCamera, PitchIsClampedAtStraightUpAndDown) {
    ui::OrbitCamera camera = frontCamera();
    camera.orbit(0.0, 10.0);
    EXPECT_DOUBLE_EQ(camera.pitch, ui::kMaxPitch);
    camera.orbit(0.0, -20.0);
    EXPECT_DOUBLE_EQ(camera.pitch, ui::kMinPitch);
}

TEST(OrbitCamera, ZoomAtKeepsThePointUnderTheCursor) {
    ui::OrbitCamera camera = frontCamera();
    const glm::dvec2 cursor{600.0, 150.0};
    const ui::Ray3 before = camera.rayThrough(cursor, rect800x600());
    const glm::dvec3 onTargetPlane = before.origin +
                                     before.direction * *ui::intersectRayPlane(before, camera.target, camera.forward());
    camera.zoomAt(2.0, cursor, rect800x600());
    EXPECT_NEAR(camera.distance, 5.0, 1e-12);
    const auto p = camera.toScreen(onTargetPlane, rect800x600());
    ASSERT_TRUE(p);
    EXPECT_NEAR(p->pixel.x, cursor.x, 1e-9);
    EXPECT_NEAR(p->pixel.y, cursor.y, 1e-9);
}

TEST(OrbitCamera, PanMovesThePictureWithTheMouse) {
    ui::OrbitCamera camera = frontCamera();
    camera.pan({30.0, -60.0}, rect800x600()); // 30 px = 1 unit at the target
    const auto p = camera.toScreen({0.0, 0.0, 0.0}, rect800x600());
    ASSERT_TRUE(p);
    EXPECT_NEAR(p->pixel.x, 430.0, 1e-9);
    EXPECT_NEAR(p->pixel.y, 240.0, 1e-9);
}

TEST(OrbitCamera, FrameFitsTheBoxCornersInTheViewport) {
    ui::OrbitCamera camera = frontCamera();
    camera.orbit(0.5, 0.4);
    const glm::dvec3 lo{-2.0, -1.0, -3.0}, hi{4.0, 2.0, 1.0};
    camera.frame(lo, hi, rect800x600());
    for (int k = 0; k < 8; ++k) {
        const glm::dvec3 corner{k & 1 ? hi.x : lo.x, k & 2 ? hi.y : lo.y, k & 4 ? hi.z : lo.z};
        const auto p = camera.toScreen(corner, rect800x600());
        ASSERT_TRUE(p);
        EXPECT_GE(p->pixel.x, 0.0);
        EXPECT_LE(p->pixel.x, 800.0);
        EXPECT_GE(p->pixel.y, 0.0);
        EXPECT_LE(p->pixel.y, 600.0);
    }
}

TEST(RayPicking, RayHitsTheNearFaceOfARotatedBox) {
    const auto box = sat::Obb3<double>::fromEulerDegrees({0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, {0.0, 45.0, 0.0});
    // Looking down -z from z = 10: a cube turned 45 deg about y shows an edge at z = sqrt(2).
    const ui::Ray3 ray{{0.0, 0.0, 10.0}, {0.0, 0.0, -1.0}};
    const auto t = ui::intersectRay(ray, box);
    ASSERT_TRUE(t);
    EXPECT_NEAR(*t, 10.0 - std::sqrt(2.0), 1e-12);
}

TEST(RayPicking, RayPassingBesideTheBoxMisses) {
    const auto box = sat::Obb3<double>::fromEulerDegrees({0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, {0.0, 0.0, 0.0});
    EXPECT_FALSE(ui::intersectRay({{1.01, 0.0, 10.0}, {0.0, 0.0, -1.0}}, box));
    EXPECT_FALSE(ui::intersectRay({{0.0, 0.0, 10.0}, {0.0, 0.0, 1.0}}, box)); // pointing away
}

TEST(RayPicking, RayGrazingAFaceHitsTheClosedBox) {
    const auto box = sat::Obb3<double>::fromEulerDegrees({0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, {0.0, 0.0, 0.0});
    const auto t = ui::intersectRay({{1.0, 0.0, 10.0}, {0.0, 0.0, -1.0}}, box);
    ASSERT_TRUE(t);
    EXPECT_NEAR(*t, 9.0, 1e-12);
}

TEST(RayPicking, RayFromInsideHitsAtZero) {
    const auto box = sat::Obb3<double>::fromEulerDegrees({0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, {0.0, 0.0, 0.0});
    EXPECT_EQ(ui::intersectRay({{0.2, 0.1, 0.0}, {1.0, 0.0, 0.0}}, box), 0.0);
}

TEST(RayPicking, ClosestPointOnALineToARay) {
    // The x axis and a ray straight down through (3, 5, 0): closest at x = 3.
    const auto s = ui::closestOnLineToRay({0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, {{3.0, 5.0, 0.0}, {0.0, -1.0, 0.0}});
    ASSERT_TRUE(s);
    EXPECT_NEAR(*s, 3.0, 1e-12);
    EXPECT_FALSE(ui::closestOnLineToRay({0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, {{0.0, 1.0, 0.0}, {1.0, 0.0, 0.0}}));
}

} // namespace

// ---- picking boxes and handles in a scene (ui/model/handles3d.hpp)

namespace {

sat::Scene twoBoxesOnTheZAxis() {
    sat::Scene scene;
    scene.shapes.push_back({"far", sat::Aabb3Spec{{0.0, 0.0, -4.0}, {1.0, 1.0, 1.0}}, {}, true, {}});
    scene.shapes.push_back({"near", sat::Aabb3Spec{{0.0, 0.0, 2.0}, {1.0, 1.0, 1.0}}, {}, true, {}});
    return scene;
}

TEST(ScenePicking, TheBoxNearestTheEyeIsPicked) {
    EXPECT_EQ(ui::pickBox3d(twoBoxesOnTheZAxis(), frontCamera(), rect800x600(), {400.0, 300.0}), 1);
}

TEST(ScenePicking, HiddenBoxesAreNotPicked) {
    sat::Scene scene = twoBoxesOnTheZAxis();
    scene.shapes[1].visible = false;
    EXPECT_EQ(ui::pickBox3d(scene, frontCamera(), rect800x600(), {400.0, 300.0}), 0);
}

TEST(ScenePicking, EmptySpaceIsNoBox) {
    EXPECT_EQ(ui::pickBox3d(twoBoxesOnTheZAxis(), frontCamera(), rect800x600(), {10.0, 10.0}), -1);
}

TEST(HandlePicking, TheFaceHandleAtAFaceCentreIsPicked) {
    ui::Box3Frame box;
    box.halfExtents = {2.0, 1.0, 1.0};
    const ui::OrbitCamera camera = frontCamera();
    const glm::dvec2 pixel = camera.toScreen({2.0, 0.0, 0.0}, rect800x600())->pixel;
    const auto handle = ui::pickHandle3d(box, true, camera, rect800x600(), pixel + glm::dvec2(3.0, 0.0), 9.0);
    ASSERT_TRUE(handle);
    EXPECT_EQ(*handle, (ui::Handle3d{ui::Handle3dKind::Face, 0, 1}));
}

TEST(HandlePicking, TheRingFacingTheCameraIsPickedOnItsCircle) {
    ui::Box3Frame box; // unit half extents: ring radius sqrt(3) * 1.12
    const ui::OrbitCamera camera = frontCamera();
    const double r = ui::ringRadius(box);
    const glm::dvec2 pixel = camera.toScreen({r * std::cos(1.0), r * std::sin(1.0), 0.0}, rect800x600())->pixel;
    const auto handle = ui::pickHandle3d(box, true, camera, rect800x600(), pixel, 9.0);
    ASSERT_TRUE(handle);
    EXPECT_EQ(*handle, (ui::Handle3d{ui::Handle3dKind::Ring, 2, 0}));
    EXPECT_FALSE(ui::pickHandle3d(box, false, camera, rect800x600(), pixel, 9.0)); // an AABB has no rings
}

TEST(HandlePicking, HandlesThatCannotBeDraggedFromThisViewAreLeftOut) {
    ui::Box3Frame box;
    const ui::OrbitCamera camera = frontCamera();                                // looking along -z
    EXPECT_FALSE(ui::handleUsable(box, {ui::Handle3dKind::Face, 2, 1}, camera)); // +z faces the eye
    EXPECT_FALSE(ui::handleUsable(box, {ui::Handle3dKind::Face, 2, -1}, camera));
    EXPECT_TRUE(ui::handleUsable(box, {ui::Handle3dKind::Face, 0, 1}, camera));
    EXPECT_TRUE(ui::handleUsable(box, {ui::Handle3dKind::Ring, 2, 0}, camera));  // a full circle on screen
    EXPECT_FALSE(ui::handleUsable(box, {ui::Handle3dKind::Ring, 0, 0}, camera)); // edge-on: a line through the box
    // So a press on the middle of a selected box is no handle: it grabs the box itself and moves it.
    const glm::dvec2 middle = camera.toScreen(box.center, rect800x600())->pixel;
    EXPECT_FALSE(ui::pickHandle3d(box, true, camera, rect800x600(), middle, 9.0));
}

} // namespace

namespace {

ui::OrbitCamera presetCamera(ui::ViewPreset preset) {
    ui::OrbitCamera camera;
    camera.setPreset(preset);
    return camera;
}

TEST(ScreenAxes3d, FrontViewNudgesAlongXAndY) {
    const ui::ScreenAxes3d axes = ui::screenAxes3d(presetCamera(ui::ViewPreset::Front));
    EXPECT_EQ(axes.right, glm::dvec3(1.0, 0.0, 0.0));
    EXPECT_EQ(axes.up, glm::dvec3(0.0, 1.0, 0.0));
}

TEST(ScreenAxes3d, TopViewUpIsMinusZ) {
    // Looking straight down with x to the right, the top of the screen is world -z.
    const ui::ScreenAxes3d axes = ui::screenAxes3d(presetCamera(ui::ViewPreset::Top));
    EXPECT_EQ(axes.right, glm::dvec3(1.0, 0.0, 0.0));
    EXPECT_EQ(axes.up, glm::dvec3(0.0, 0.0, -1.0));
}

TEST(ScreenAxes3d, RightViewRightIsMinusZ) {
    const ui::ScreenAxes3d axes = ui::screenAxes3d(presetCamera(ui::ViewPreset::Right));
    EXPECT_EQ(axes.right, glm::dvec3(0.0, 0.0, -1.0));
    EXPECT_EQ(axes.up, glm::dvec3(0.0, 1.0, 0.0));
}

TEST(ScreenAxes3d, SteepTiltedViewUsesTwoDifferentAxesThatPointTheWayOfTheScreen) {
    ui::OrbitCamera camera;
    camera.yaw = 0.8;   // right ~ (0.70, 0, -0.72): z wins by a little
    camera.pitch = 1.2; // up mostly -z-ish and -x-ish, y small
    const ui::ScreenAxes3d axes = ui::screenAxes3d(camera);
    EXPECT_NE(glm::abs(axes.right), glm::abs(axes.up));
    EXPECT_GT(glm::dot(axes.right, camera.right()), 0.5);
    EXPECT_GT(glm::dot(axes.up, camera.up()), 0.3);
}

TEST(SceneCamera3d, FileDegreesBecomeRadiansAndBack) {
    const ui::OrbitCamera camera = ui::orbitCamera(sat::SceneCamera{{1, 2, 3}, 8, 270, 90, true});
    EXPECT_EQ(camera.target, glm::dvec3(1, 2, 3));
    EXPECT_DOUBLE_EQ(camera.distance, 8.0);
    EXPECT_NEAR(camera.yaw, -kPi / 2, 1e-15); // wrapped to [-pi, pi]
    EXPECT_LE(camera.pitch, ui::kMaxPitch);   // 90 degrees, not a hair beyond
    EXPECT_NEAR(camera.pitch, kPi / 2, 1e-15);
    EXPECT_TRUE(camera.orthographic);
    EXPECT_EQ(ui::sceneCamera(camera), (sat::SceneCamera{{1, 2, 3}, 8, -90, 90, true}));
}

TEST(ViewName, NamesThePresetAndTheProjection) {
    ui::OrbitCamera camera;
    EXPECT_EQ(ui::viewName(camera), "Default, perspective");
    camera.setPreset(ui::ViewPreset::Top);
    camera.orthographic = true;
    EXPECT_EQ(ui::viewName(camera), "Top, orthographic");
    camera.setPreset(ui::ViewPreset::Front);
    camera.orthographic = false;
    EXPECT_EQ(ui::viewName(camera), "Front, perspective");
    camera.setPreset(ui::ViewPreset::Back);
    camera.yaw -= 6.283185307179586; // the same direction a turn further round
    EXPECT_EQ(ui::viewName(camera), "Back, perspective");
}

TEST(ViewName, OrbitingMakesItCustom) {
    ui::OrbitCamera camera;
    camera.setPreset(ui::ViewPreset::Isometric);
    EXPECT_EQ(ui::viewName(camera), "Isometric, perspective");
    camera.orbit(0.1, 0.0);
    EXPECT_EQ(ui::viewName(camera), "Custom, perspective");
}

TEST(ViewName, ASavedAndReloadedPresetKeepsItsName) {
    ui::OrbitCamera camera;
    camera.setPreset(ui::ViewPreset::Right);
    EXPECT_EQ(ui::viewName(ui::orbitCamera(ui::sceneCamera(camera))), "Right, perspective");
}

} // namespace
