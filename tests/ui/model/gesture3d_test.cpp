// SPDX-License-Identifier: MIT
// The 3D view's drag maths without a window: plane and axis moves, ring turns,
// face resizes, and a whole gesture as one undo step.
#include <cmath>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "ui/camera_fixtures.hpp"
#include "ui/model/box3d_edit.hpp"
#include "ui/model/gesture3d.hpp"

namespace {

using ui::test::expectNear;
using ui::test::frontCamera;
using ui::test::kPi;
using ui::test::rect800x600;

ui::Ray3 rayAt(const ui::OrbitCamera& camera, glm::dvec3 world) {
    return camera.rayThrough(camera.toScreen(world, rect800x600())->pixel, rect800x600());
}

TEST(PlaneDrag, CentreFollowsTheGrabPointOnThePlaneFacingTheCamera) {
    const ui::OrbitCamera camera = frontCamera();
    // Grabbed at the centre (1, 0, 0); the mouse now points at (3, 1, 0) on the same plane z = 0.
    const auto centre = ui::planeDragCenter({1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, {0.0, 0.0, 1.0}, rayAt(camera, {3.0, 1.0, 0.0}));
    ASSERT_TRUE(centre);
    expectNear(*centre, {3.0, 1.0, 0.0}, 1e-9);
}

TEST(PlaneDrag, GrabOffsetIsKept) {
    const ui::OrbitCamera camera = frontCamera();
    // Grabbed half a unit right of the centre: the centre stays half a unit left of the mouse.
    const auto centre = ui::planeDragCenter({0.0, 0.0, 0.0}, {0.5, 0.0, 0.0}, {0.0, 0.0, 1.0}, rayAt(camera, {2.5, 0.0, 0.0}));
    ASSERT_TRUE(centre);
    expectNear(*centre, {2.0, 0.0, 0.0}, 1e-9);
}

TEST(AxisDrag, MouseOnTheAxisLineMovesTheCentreThere) {
    const ui::OrbitCamera camera = frontCamera();
    const auto centre = ui::axisDragCenter({1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, ui::lockDirection(ui::AxisLock::X),
                                           rayAt(camera, {3.0, 0.0, 0.0}));
    ASSERT_TRUE(centre);
    expectNear(*centre, {3.0, 0.0, 0.0}, 1e-9);
}

TEST(AxisDrag, XLockKeepsYAndZWhereverTheMouseIs) {
    const ui::OrbitCamera camera = frontCamera();
    const auto centre = ui::axisDragCenter({1.0, 0.5, -0.5}, {1.0, 0.5, -0.5}, ui::lockDirection(ui::AxisLock::X),
                                           rayAt(camera, {3.0, 2.0, 0.0}));
    ASSERT_TRUE(centre);
    EXPECT_GT(centre->x, 2.0);
    EXPECT_EQ(centre->y, 0.5);
    EXPECT_EQ(centre->z, -0.5);
}

TEST(AxisDrag, AxisAlongTheViewCannotBeDragged) {
    const ui::OrbitCamera camera = frontCamera();
    // The z axis points straight at the eye through the target: no point of it is nearer the ray than another.
    EXPECT_FALSE(ui::axisDragCenter({0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, ui::lockDirection(ui::AxisLock::Z),
                                    camera.rayThrough({400.0, 300.0}, rect800x600())));
}

TEST(RingAngle, QuarterTurnCounterClockwiseAboutAnAxisTowardTheViewer) {
    const ui::OrbitCamera camera = frontCamera();
    const auto angle = ui::ringAngle({0.0, 0.0, 0.0}, {0.0, 0.0, 1.0}, rayAt(camera, {1.0, 0.0, 0.0}),
                                     rayAt(camera, {0.0, 1.0, 0.0}));
    ASSERT_TRUE(angle);
    EXPECT_NEAR(*angle, kPi / 2, 1e-9);
}

TEST(RingAngle, TheSameMouseMoveIsNegativeAboutTheOppositeAxis) {
    const ui::OrbitCamera camera = frontCamera();
    const auto angle = ui::ringAngle({0.0, 0.0, 0.0}, {0.0, 0.0, -1.0}, rayAt(camera, {1.0, 0.0, 0.0}),
                                     rayAt(camera, {0.0, 1.0, 0.0}));
    ASSERT_TRUE(angle);
    EXPECT_NEAR(*angle, -kPi / 2, 1e-9);
}

ui::Box3Frame turnedUnitBox() {
    ui::Box3Frame box;
    box.center = {0.0, 0.0, 0.0};
    box.halfExtents = {1.0, 1.0, 1.0};
    box.rotation = ui::rotationAbout({0.0, 0.0, 1.0}, kPi / 2); // the box's x axis is world y
    return box;
}

TEST(FaceResize, OppositeFaceStaysWhereItWas) {
    const ui::Box3Frame start = turnedUnitBox();
    // Drag the +x face (at world y = 1) two units outwards: the -x face stays at world y = -1.
    const ui::Box3Frame resized = ui::resizedFace(start, 0, +1, 2.0, false, 0.0);
    EXPECT_NEAR(resized.halfExtents.x, 2.0, 1e-12);
    expectNear(resized.center, {0.0, 1.0, 0.0}, 1e-12);
    expectNear(resized.center - resized.axis(0) * resized.halfExtents.x, {0.0, -1.0, 0.0}, 1e-12);
}

TEST(FaceResize, NegativeFaceMovingOutwardsGrowsTheOtherWay) {
    const ui::Box3Frame start = turnedUnitBox();
    // The -y face moves -1 along the box's y axis (outwards): size 3, centre half a unit that way.
    const ui::Box3Frame resized = ui::resizedFace(start, 1, -1, -1.0, false, 0.0);
    EXPECT_NEAR(resized.halfExtents.y, 1.5, 1e-12);
    expectNear(resized.center, start.axis(1) * -0.5, 1e-12);
    expectNear(resized.center + resized.axis(1) * resized.halfExtents.y, start.axis(1), 1e-12); // the +y face stayed
}

TEST(FaceResize, AboutTheCentreBothFacesMove) {
    const ui::Box3Frame resized = ui::resizedFace(turnedUnitBox(), 2, +1, 0.5, true, 0.0);
    EXPECT_NEAR(resized.halfExtents.z, 1.5, 1e-12);
    expectNear(resized.center, {0.0, 0.0, 0.0}, 1e-12);
}

TEST(FaceResize, SnappingRoundsTheFullSizeToWholeSteps) {
    // Size 2 + 0.3 = 2.3 rounds to 2.5 with step 0.5: half extent 1.25.
    const ui::Box3Frame resized = ui::resizedFace(turnedUnitBox(), 0, +1, 0.3, false, 0.5);
    EXPECT_DOUBLE_EQ(resized.halfExtents.x, 1.25);
}

TEST(FaceResize, DraggingPastTheOppositeFaceStopsAtTheSmallestSize) {
    const ui::Box3Frame resized = ui::resizedFace(turnedUnitBox(), 0, +1, -5.0, false, 0.0);
    EXPECT_GT(resized.halfExtents.x, 0.0);
    EXPECT_LT(resized.halfExtents.x, 0.02);
}

TEST(GridStep3d, OneToTwoToFiveAboutATwentiethOfTheDistance) {
    EXPECT_DOUBLE_EQ(ui::gridStep3d(10.0), 0.5);
    EXPECT_DOUBLE_EQ(ui::gridStep3d(100.0), 5.0);
    EXPECT_DOUBLE_EQ(ui::gridStep3d(30.0), 1.0);
}

sat::Scene oneObb() {
    sat::Scene scene;
    sat::Obb3Spec obb;
    obb.center = {0.0, 0.0, 0.0};
    obb.halfExtents = {1.0, 1.0, 1.0};
    obb.rotation.form = sat::RotationSpec::Form::EulerDegrees;
    scene.shapes.push_back({"B", obb, {}, true, {}});
    return scene;
}

TEST(Gesture3d, AWholeMoveIsOneUndoStep) {
    ui::Document document;
    document.reset(oneObb(), {}, false);
    const ui::OrbitCamera camera = frontCamera();
    const ui::ScreenRect rect = rect800x600();
    ui::Gesture3d gesture;
    ASSERT_TRUE(gesture.begin(document, 0, {}, camera, rect, camera.toScreen({0.0, 0.0, 0.0}, rect)->pixel));
    for (const double x : {0.5, 1.0, 2.0})
        gesture.update(document, camera, rect, camera.toScreen({x, 0.0, 0.0}, rect)->pixel, {}, 0.5);
    gesture.end(document);
    expectNear(std::get<sat::Obb3Spec>(document.scene().shapes[0].spec).center, {2.0, 0.0, 0.0}, 1e-9);
    document.undo();
    expectNear(std::get<sat::Obb3Spec>(document.scene().shapes[0].spec).center, {0.0, 0.0, 0.0}, 0.0);
    EXPECT_FALSE(document.canUndo());
}

TEST(Gesture3d, CtrlSnapsARingTurnTo15DegreesAndKeepsEulerForm) {
    ui::Document document;
    document.reset(oneObb(), {}, false);
    const ui::OrbitCamera camera = frontCamera();
    const ui::ScreenRect rect = rect800x600();
    ui::Gesture3d gesture;
    // Ring about the box's z axis (toward the viewer), grabbed at (2, 0, 0), dragged to 50 degrees.
    ASSERT_TRUE(
        gesture.begin(document, 0, {ui::Handle3dKind::Ring, 2, 0}, camera, rect, camera.toScreen({2.0, 0.0, 0.0}, rect)->pixel));
    const double a = 50.0 * kPi / 180.0;
    ui::Modifiers3d snap;
    snap.ctrl = true;
    gesture.update(document, camera, rect, camera.toScreen({2.0 * std::cos(a), 2.0 * std::sin(a), 0.0}, rect)->pixel, snap, 0.5);
    gesture.end(document);
    const auto& rotation = std::get<sat::Obb3Spec>(document.scene().shapes[0].spec).rotation;
    EXPECT_EQ(rotation.form, sat::RotationSpec::Form::EulerDegrees);
    EXPECT_EQ(rotation.eulerDeg, glm::dvec3(0.0, 0.0, 45.0));
}

TEST(Gesture3d, EscapePutsTheBoxBack) {
    ui::Document document;
    document.reset(oneObb(), {}, false);
    const ui::OrbitCamera camera = frontCamera();
    const ui::ScreenRect rect = rect800x600();
    ui::Gesture3d gesture;
    ASSERT_TRUE(
        gesture.begin(document, 0, {ui::Handle3dKind::Face, 0, 1}, camera, rect, camera.toScreen({1.0, 0.0, 0.0}, rect)->pixel));
    gesture.update(document, camera, rect, camera.toScreen({3.0, 0.0, 0.0}, rect)->pixel, {}, 0.5);
    EXPECT_NEAR(std::get<sat::Obb3Spec>(document.scene().shapes[0].spec).halfExtents.x, 2.0, 1e-9);
    gesture.cancel(document);
    EXPECT_EQ(std::get<sat::Obb3Spec>(document.scene().shapes[0].spec).halfExtents.x, 1.0);
    EXPECT_FALSE(document.canUndo());
}

TEST(Gesture3dReadout, AMoveReadsTheDeltaOnAllThreeAxes) {
    ui::Document document;
    document.reset(oneObb(), {}, false);
    const ui::OrbitCamera camera = frontCamera();
    const ui::ScreenRect rect = rect800x600();
    ui::Gesture3d gesture;
    ASSERT_TRUE(gesture.begin(document, 0, {}, camera, rect, camera.toScreen({0.0, 0.0, 0.0}, rect)->pixel));
    gesture.update(document, camera, rect, camera.toScreen({1.5, -0.5, 0.0}, rect)->pixel, {}, 0.5);
    EXPECT_EQ(gesture.readout(document.scene().shapes[0].spec), "\xCE\x94x 1.50  \xCE\x94y -0.50  \xCE\x94z 0.00");
}

TEST(Gesture3dReadout, ARingReadsTheAngleTurned) {
    ui::Document document;
    document.reset(oneObb(), {}, false);
    const ui::OrbitCamera camera = frontCamera();
    const ui::ScreenRect rect = rect800x600();
    ui::Gesture3d gesture;
    ASSERT_TRUE(
        gesture.begin(document, 0, {ui::Handle3dKind::Ring, 2, 0}, camera, rect, camera.toScreen({2.0, 0.0, 0.0}, rect)->pixel));
    const double a = 40.0 * kPi / 180.0;
    gesture.update(document, camera, rect, camera.toScreen({2.0 * std::cos(a), 2.0 * std::sin(a), 0.0}, rect)->pixel, {}, 0.5);
    EXPECT_EQ(gesture.readout(document.scene().shapes[0].spec), "turned 40.0\xC2\xB0");
}

TEST(Gesture3dReadout, AFaceReadsTheChangeOfSizeAlongItsAxis) {
    ui::Document document;
    document.reset(oneObb(), {}, false);
    const ui::OrbitCamera camera = frontCamera();
    const ui::ScreenRect rect = rect800x600();
    ui::Gesture3d gesture;
    ASSERT_TRUE(
        gesture.begin(document, 0, {ui::Handle3dKind::Face, 0, 1}, camera, rect, camera.toScreen({1.0, 0.0, 0.0}, rect)->pixel));
    gesture.update(document, camera, rect, camera.toScreen({2.0, 0.0, 0.0}, rect)->pixel, {}, 0.5);
    EXPECT_EQ(gesture.readout(document.scene().shapes[0].spec), "size x +1.00");
}

} // namespace
