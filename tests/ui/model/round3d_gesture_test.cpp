// SPDX-License-Identifier: MIT
// Dragging spheres and capsules in the 3D view without a window: move, radius, length, ring turn, picking, undo.
#include <cmath>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "ui/camera_fixtures.hpp"
#include "ui/model/gesture3d.hpp"
#include "ui/model/handles3d.hpp"
#include "ui/model/round3d_edit.hpp"

namespace {

using ui::test::expectNear;
using ui::test::frontCamera;
using ui::test::kPi;
using ui::test::rect800x600;

sat::Scene roundScene() {
    sat::Scene scene;
    scene.shapes.push_back({"S", sat::Sphere3Spec{{0.0, 0.0, 0.0}, 1.0}, {}, true, {}});
    scene.shapes.push_back({"C", sat::Capsule3Spec{{-1.0, 3.0, 0.0}, {1.0, 3.0, 0.0}, 0.5}, {}, true, {}});
    return scene;
}

glm::dvec2 pixelOf(glm::dvec3 world) { return frontCamera().toScreen(world, rect800x600())->pixel; }

const sat::Sphere3Spec& sphereOf(const ui::Document& document) {
    return std::get<sat::Sphere3Spec>(document.scene().shapes[0].spec);
}
const sat::Capsule3Spec& capsuleOf(const ui::Document& document) {
    return std::get<sat::Capsule3Spec>(document.scene().shapes[1].spec);
}

TEST(RoundGesture3d, AMoveShiftsBothEndsAndIsOneUndoStep) {
    ui::Document document;
    document.reset(roundScene(), {}, false);
    ui::Gesture3d gesture;
    ASSERT_TRUE(gesture.begin(document, 1, {}, frontCamera(), rect800x600(), pixelOf({0.0, 3.0, 0.0})));
    gesture.update(document, frontCamera(), rect800x600(), pixelOf({2.0, 4.0, 0.0}), {}, 0.5);
    gesture.end(document);
    expectNear(capsuleOf(document).start, {1.0, 4.0, 0.0}, 1e-9);
    expectNear(capsuleOf(document).end, {3.0, 4.0, 0.0}, 1e-9);
    EXPECT_EQ(capsuleOf(document).radius, 0.5);
    document.undo();
    EXPECT_EQ(capsuleOf(document).start, glm::dvec3(-1.0, 3.0, 0.0));
    EXPECT_FALSE(document.canUndo());
}

TEST(RoundGesture3d, TheRadiusHandleGrowsTheSphereAboutItsCentre) {
    ui::Document document;
    document.reset(roundScene(), {}, false);
    ui::Gesture3d gesture;
    // Seen from the front the sphere's radius handle is on its right, at (1, 0, 0).
    ASSERT_TRUE(
        gesture.begin(document, 0, {ui::Handle3dKind::Radius, -1, 0}, frontCamera(), rect800x600(), pixelOf({1.0, 0.0, 0.0})));
    gesture.update(document, frontCamera(), rect800x600(), pixelOf({1.75, 0.0, 0.0}), {}, 0.5);
    EXPECT_NEAR(sphereOf(document).radius, 1.75, 1e-9);
    EXPECT_EQ(sphereOf(document).center, glm::dvec3(0.0));
    EXPECT_EQ(gesture.readout(document.scene().shapes[0].spec), "radius +0.75");
    gesture.end(document);
    document.undo();
    EXPECT_EQ(sphereOf(document).radius, 1.0);
}

TEST(RoundGesture3d, CtrlSnapsTheRadius) {
    ui::Document document;
    document.reset(roundScene(), {}, false);
    ui::Gesture3d gesture;
    ASSERT_TRUE(
        gesture.begin(document, 0, {ui::Handle3dKind::Radius, -1, 0}, frontCamera(), rect800x600(), pixelOf({1.0, 0.0, 0.0})));
    ui::Modifiers3d snap;
    snap.ctrl = true;
    gesture.update(document, frontCamera(), rect800x600(), pixelOf({1.6, 0.0, 0.0}), snap, 0.5);
    EXPECT_DOUBLE_EQ(sphereOf(document).radius, 1.5);
}

TEST(RoundGesture3d, TheLengthHandleMovesOneEndAndTheOtherStaysExactly) {
    ui::Document document;
    document.reset(roundScene(), {}, false);
    ui::Gesture3d gesture;
    // The end's tip is at (1.5, 3, 0); dragged 1 unit further out along the segment.
    ASSERT_TRUE(
        gesture.begin(document, 1, {ui::Handle3dKind::Length, 1, 1}, frontCamera(), rect800x600(), pixelOf({1.5, 3.0, 0.0})));
    gesture.update(document, frontCamera(), rect800x600(), pixelOf({2.5, 3.0, 0.0}), {}, 0.5);
    EXPECT_EQ(capsuleOf(document).start, glm::dvec3(-1.0, 3.0, 0.0));
    expectNear(capsuleOf(document).end, {2.0, 3.0, 0.0}, 1e-9);
    EXPECT_EQ(capsuleOf(document).radius, 0.5);
    EXPECT_EQ(gesture.readout(document.scene().shapes[1].spec), "length +1.00");
}

TEST(RoundGesture3d, AltMovesBothEndsAboutTheCentre) {
    ui::Document document;
    document.reset(roundScene(), {}, false);
    ui::Gesture3d gesture;
    ASSERT_TRUE(
        gesture.begin(document, 1, {ui::Handle3dKind::Length, 1, -1}, frontCamera(), rect800x600(), pixelOf({-1.5, 3.0, 0.0})));
    ui::Modifiers3d alt;
    alt.alt = true;
    gesture.update(document, frontCamera(), rect800x600(), pixelOf({-2.0, 3.0, 0.0}), alt, 0.5);
    expectNear(capsuleOf(document).start, {-1.5, 3.0, 0.0}, 1e-9);
    expectNear(capsuleOf(document).end, {1.5, 3.0, 0.0}, 1e-9);
}

TEST(RoundGesture3d, ARingTurnsTheSegmentAboutItsMiddle) {
    ui::Document document;
    document.reset(roundScene(), {}, false);
    ui::Gesture3d gesture;
    // The capsule lies along x; its frame's axis 0 or 2 is world z (towards the viewer): find which.
    const ui::Box3Frame frame = ui::round3Frame(*ui::round3Shape(document.scene().shapes[1].spec));
    const int ringAxis = std::abs(frame.axis(0).z) > 0.5 ? 0 : 2;
    const glm::dvec3 centre{0.0, 3.0, 0.0};
    ASSERT_TRUE(gesture.begin(document, 1, {ui::Handle3dKind::Ring, ringAxis, 0}, frontCamera(), rect800x600(),
                              pixelOf(centre + glm::dvec3(2.0, 0.0, 0.0))));
    ui::Modifiers3d snap;
    snap.ctrl = true;
    const double a = 88.0 * kPi / 180.0; // snapped to 90
    gesture.update(document, frontCamera(), rect800x600(),
                   pixelOf(centre + glm::dvec3(2.0 * std::cos(a), 2.0 * std::sin(a), 0.0)), snap, 0.5);
    gesture.end(document);
    // Turned 90 degrees about the view axis: the segment now runs along y through the same middle.
    const glm::dvec3 start = capsuleOf(document).start, end = capsuleOf(document).end;
    expectNear((start + end) * 0.5, centre, 1e-9);
    EXPECT_NEAR(std::abs(end.y - start.y), 2.0, 1e-9);
    EXPECT_NEAR(end.x - start.x, 0.0, 1e-9);
}

TEST(RoundGesture3d, EscapePutsTheCapsuleBack) {
    ui::Document document;
    document.reset(roundScene(), {}, false);
    ui::Gesture3d gesture;
    ASSERT_TRUE(
        gesture.begin(document, 1, {ui::Handle3dKind::Radius, -1, 0}, frontCamera(), rect800x600(), pixelOf({0.0, 3.5, 0.0})));
    gesture.update(document, frontCamera(), rect800x600(), pixelOf({0.0, 5.0, 0.0}), {}, 0.5);
    EXPECT_NE(capsuleOf(document).radius, 0.5);
    gesture.cancel(document);
    EXPECT_EQ(capsuleOf(document).radius, 0.5);
    EXPECT_FALSE(document.canUndo());
}

TEST(RoundHandlePick, FindsTheRadiusAndLengthHandlesAndTheRings) {
    const sat::Capsule3<double> capsule{{-1.0, 3.0, 0.0}, {1.0, 3.0, 0.0}, 0.5};
    const auto at = [&](glm::dvec3 world) {
        return ui::pickRoundHandle3d(capsule, true, frontCamera(), rect800x600(), pixelOf(world), ui::kHandle3dPickPx);
    };
    const auto radius = at(ui::radiusHandlePoint(capsule, frontCamera()));
    ASSERT_TRUE(radius);
    EXPECT_EQ(radius->kind, ui::Handle3dKind::Radius);
    const auto tip = at({-1.5, 3.0, 0.0});
    ASSERT_TRUE(tip);
    EXPECT_EQ(*tip, (ui::Handle3d{ui::Handle3dKind::Length, 1, -1}));
    const ui::Box3Frame frame = ui::round3Frame(capsule);
    const int ringAxis = std::abs(frame.axis(0).z) > 0.5 ? 0 : 2;
    const auto ring = at(ui::ringPoints(frame, ringAxis)[ui::kRingSegments / 8]);
    ASSERT_TRUE(ring);
    EXPECT_EQ(*ring, (ui::Handle3d{ui::Handle3dKind::Ring, ringAxis, 0}));
    // A sphere has neither length handles nor rings.
    EXPECT_FALSE(
        ui::pickRoundHandle3d(capsule, false, frontCamera(), rect800x600(), pixelOf({-1.5, 3.0, 0.0}), ui::kHandle3dPickPx));
}

TEST(RoundHandlePick, ClickingASphereOrCapsuleSelectsTheNearest) {
    const sat::Scene scene = roundScene();
    EXPECT_EQ(ui::pickBox3d(scene, frontCamera(), rect800x600(), pixelOf({0.2, 0.2, 0.0})), 0);
    EXPECT_EQ(ui::pickBox3d(scene, frontCamera(), rect800x600(), pixelOf({1.2, 3.0, 0.0})), 1);
    EXPECT_EQ(ui::pickBox3d(scene, frontCamera(), rect800x600(), pixelOf({1.2, 1.5, 0.0})), -1);
}

} // namespace
