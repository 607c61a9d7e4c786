// SPDX-License-Identifier: MIT
// Tests of mouse drags on shapes: move, rotate, resize, vertex drag, snapping, one undo step.
#include <gtest/gtest.h>

#include "support/approx.hpp"
#include "ui/model/gesture.hpp"
#include "ui/model/gesture_fixtures.hpp"
#include "ui/model/shape_edit.hpp"

namespace {

using ui::test::documentWithOneShape;
using ui::test::dragOnlyShape;
using ui::test::onlySpec;

ui::Handle body() { return ui::Handle{ui::HandleKind::Body, {0, 0}, -1, {}}; }
ui::Handle resize(int sx, int sy) { return ui::Handle{ui::HandleKind::Resize, {sx, sy}, -1, {}}; }

TEST(Gesture, DraggingTheBodyMovesTheShapeByTheMouseDelta) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    dragOnlyShape(document, body(), {0.5, 0.5}, {2.5, 1.5});
    EXPECT_VEC_NEAR(ui::shapeCenter(onlySpec(document)), (glm::dvec2{2.0, 1.0}), 1e-12);
}

TEST(Gesture, WholeDragIsOneUndoStep) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    dragOnlyShape(document, body(), {0.0, 0.0}, {3.0, 0.0});
    document.undo();
    EXPECT_VEC_NEAR(ui::shapeCenter(onlySpec(document)), (glm::dvec2{0.0, 0.0}), 1e-12);
    EXPECT_FALSE(document.canUndo());
}

TEST(Gesture, CtrlMoveSnapsTheCentreToTheGrid) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    dragOnlyShape(document, body(), {0.0, 0.0}, {1.3, 2.8}, {.ctrl = true}, 0.5);
    EXPECT_VEC_NEAR(ui::shapeCenter(onlySpec(document)), (glm::dvec2{1.5, 3.0}), 1e-12);
}

TEST(Gesture, RotateHandleTurnsTheBoxByTheMouseAngle) {
    ui::Document document = documentWithOneShape(sat::Obb2Spec{{0.0, 0.0}, {2.0, 1.0}, sat::AngleSpec{0.0, true}});
    // From straight above the centre to straight left of it: +90 degrees.
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Rotate, {0, 0}, -1, {}}, {0.0, 3.0}, {-3.0, 0.0});
    EXPECT_NEAR(ui::angleDegrees(onlySpec(document)), 90.0, 1e-9);
}

TEST(Gesture, CtrlRotateSnapsTheAngleToFifteenDegrees) {
    ui::Document document = documentWithOneShape(sat::Obb2Spec{{0.0, 0.0}, {2.0, 1.0}, sat::AngleSpec{0.0, true}});
    // atan2(1, 3) - 90 degrees = 18.43 - 90 = -71.57 -> -75
    ui::Gesture gesture;
    gesture.begin(document, 0, ui::Handle{ui::HandleKind::Rotate, {0, 0}, -1, {}}, {0.0, 3.0});
    gesture.update(document, {3.0, 1.0}, {.ctrl = true}, 1.0);
    gesture.end(document);
    EXPECT_NEAR(ui::angleDegrees(onlySpec(document)), -75.0, 1e-9);
}

TEST(Gesture, RightEdgeResizeKeepsTheLeftEdgeInPlace) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    dragOnlyShape(document, resize(1, 0), {1.0, 0.0}, {3.0, 0.7}); // y movement of an x edge is ignored
    const auto& box = std::get<sat::Aabb2Spec>(onlySpec(document));
    EXPECT_VEC_NEAR(box.halfExtents, (glm::dvec2{2.0, 1.0}), 1e-12); // spans [-1, 3]
    EXPECT_VEC_NEAR(box.center, (glm::dvec2{1.0, 0.0}), 1e-12);
}

TEST(Gesture, AltResizeGrowsAboutTheCentre) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    dragOnlyShape(document, resize(1, 1), {1.0, 1.0}, {2.0, 1.5}, {.alt = true});
    const auto& box = std::get<sat::Aabb2Spec>(onlySpec(document));
    EXPECT_VEC_NEAR(box.halfExtents, (glm::dvec2{2.0, 1.5}), 1e-12);
    EXPECT_VEC_NEAR(box.center, (glm::dvec2{0.0, 0.0}), 1e-12);
}

TEST(Gesture, CornerResizeOfATurnedBoxWorksInTheBoxFrame) {
    // Box turned 90 degrees: its local +x points up the world.
    ui::Document document = documentWithOneShape(sat::Obb2Spec{{0.0, 0.0}, {1.0, 1.0}, sat::AngleSpec{90.0, true}});
    // Its local (+1, 0) edge is at world (0, 1); drag it up by 2.
    dragOnlyShape(document, resize(1, 0), {0.0, 1.0}, {0.0, 3.0});
    const auto& box = std::get<sat::Obb2Spec>(onlySpec(document));
    EXPECT_VEC_NEAR(box.halfExtents, (glm::dvec2{2.0, 1.0}), 1e-9);
    EXPECT_VEC_NEAR(box.center, (glm::dvec2{0.0, 1.0}), 1e-9);
}

TEST(Gesture, ResizeCannotTurnABoxInsideOut) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    dragOnlyShape(document, resize(1, 0), {1.0, 0.0}, {-5.0, 0.0});
    EXPECT_GT(std::get<sat::Aabb2Spec>(onlySpec(document)).halfExtents.x, 0.0);
}

TEST(Gesture, CtrlResizeSnapsTheWidthToTheGrid) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    dragOnlyShape(document, resize(1, 0), {1.0, 0.0}, {2.2, 0.0}, {.ctrl = true}, 1.0); // width 3.2 -> 3
    EXPECT_NEAR(std::get<sat::Aabb2Spec>(onlySpec(document)).halfExtents.x, 1.5, 1e-12);
}

TEST(Gesture, VertexDragMovesTheVertex) {
    ui::Document document = documentWithOneShape(sat::Poly2Spec{{{0.0, 0.0}, {2.0, 0.0}, {2.0, 2.0}, {0.0, 2.0}}});
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 2, {}}, {2.0, 2.0}, {3.0, 3.0});
    EXPECT_VEC_NEAR(std::get<sat::Poly2Spec>(onlySpec(document)).points[2], (glm::dvec2{3.0, 3.0}), 1e-12);
}

TEST(Gesture, VertexDragThatBreaksConvexityIsRefusedWithAReason) {
    ui::Document document = documentWithOneShape(sat::Poly2Spec{{{0.0, 0.0}, {2.0, 0.0}, {2.0, 2.0}, {0.0, 2.0}}});
    ui::Gesture gesture;
    gesture.begin(document, 0, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 2, {}}, {2.0, 2.0});
    gesture.update(document, {1.0, 0.5}, {}, 1.0); // dents the square inwards
    EXPECT_FALSE(gesture.refusal().empty());
    EXPECT_VEC_NEAR(std::get<sat::Poly2Spec>(onlySpec(document)).points[2], (glm::dvec2{2.0, 2.0}), 1e-12);
    gesture.end(document);
}

TEST(Gesture, CancelPutsTheShapeBack) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    ui::Gesture gesture;
    gesture.begin(document, 0, body(), {0.0, 0.0});
    gesture.update(document, {4.0, 4.0}, {}, 1.0);
    gesture.cancel(document);
    EXPECT_VEC_NEAR(ui::shapeCenter(onlySpec(document)), (glm::dvec2{0.0, 0.0}), 1e-12);
    EXPECT_FALSE(document.dirty());
}

} // namespace

namespace {

sat::Obb2Spec boxTurnedThirtyDegrees() {
    sat::Obb2Spec box;
    box.center = {0.0, 0.0};
    box.halfExtents = {2.0, 1.0};
    box.angle = sat::AngleSpec{30.0, true}; // 30 degrees has no exact radian double: a round trip gives 29.999999999999996
    return box;
}

TEST(Gesture, MovingABoxKeepsItsAngleAsWritten) {
    ui::Document document = documentWithOneShape(boxTurnedThirtyDegrees());
    dragOnlyShape(document, body(), {0.0, 0.0}, {1.0, 0.5});
    const auto& box = std::get<sat::Obb2Spec>(onlySpec(document));
    EXPECT_EQ(box.angle.value, 30.0);
    EXPECT_TRUE(box.angle.degrees);
}

TEST(Gesture, ResizingABoxKeepsItsAngleAsWritten) {
    ui::Document document = documentWithOneShape(boxTurnedThirtyDegrees());
    dragOnlyShape(document, resize(1, 0), {1.7320508075688772, 1.0}, {2.5, 1.5});
    EXPECT_EQ(std::get<sat::Obb2Spec>(onlySpec(document)).angle.value, 30.0);
}

TEST(Gesture, AGestureThatEndsWhereItStartedRecordsNothing) {
    ui::Document document = documentWithOneShape(boxTurnedThirtyDegrees());
    ui::Gesture gesture;
    gesture.begin(document, 0, body(), {0.3, 0.2});
    gesture.update(document, {0.3, 0.2}, {}, 1.0);
    gesture.end(document);
    EXPECT_FALSE(document.canUndo());
    EXPECT_FALSE(document.dirty());
    EXPECT_EQ(std::get<sat::Obb2Spec>(onlySpec(document)).angle.value, 30.0);
}

TEST(ShapeEdit, SetCenterOfATurnedBoxKeepsItsAngleAsWritten) {
    sat::ShapeSpec spec = boxTurnedThirtyDegrees();
    ui::setCenter(spec, {4.0, -2.0});
    EXPECT_EQ(std::get<sat::Obb2Spec>(spec).angle.value, 30.0);
}

TEST(GestureReadout, AMoveReadsTheCentresDelta) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    ui::Gesture gesture;
    gesture.begin(document, 0, body(), {0.5, 0.5});
    gesture.update(document, {2.0, 0.25}, {}, 1.0);
    EXPECT_EQ(gesture.readout(onlySpec(document)), "\xCE\x94x 1.50  \xCE\x94y -0.25");
    gesture.end(document);
    EXPECT_EQ(gesture.readout(onlySpec(document)), ""); // no drag, no readout
}

TEST(GestureReadout, ARotationReadsTheAngleTurned) {
    ui::Document document = documentWithOneShape(sat::Obb2Spec{{0.0, 0.0}, {2.0, 1.0}, sat::AngleSpec{30.0, true}});
    ui::Gesture gesture;
    // From straight above the centre to straight left of it: +90 degrees, whatever angle the box started at.
    gesture.begin(document, 0, ui::Handle{ui::HandleKind::Rotate, {0, 0}, -1, {}}, {0.0, 3.0});
    gesture.update(document, {-3.0, 0.0}, {}, 1.0);
    EXPECT_EQ(gesture.readout(onlySpec(document)), "turned 90.0\xC2\xB0");
}

TEST(GestureReadout, APolygonsRotationReadsTheAngleTurned) {
    ui::Document document = documentWithOneShape(sat::Poly2Spec{{{-1.0, -1.0}, {1.0, -1.0}, {0.0, 1.0}}});
    ui::Gesture gesture;
    const glm::dvec2 centre = ui::shapeCenter(onlySpec(document));
    gesture.begin(document, 0, ui::Handle{ui::HandleKind::Rotate, {0, 0}, -1, {}}, centre + glm::dvec2(3.0, 0.0));
    gesture.update(document, centre + glm::dvec2(0.0, -3.0), {}, 1.0); // a quarter turn clockwise
    EXPECT_EQ(gesture.readout(onlySpec(document)), "turned -90.0\xC2\xB0");
}

TEST(GestureReadout, AResizeReadsTheChangeOfWidthAndHeight) {
    ui::Document document = documentWithOneShape(sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}});
    ui::Gesture gesture;
    gesture.begin(document, 0, resize(1, 0), {1.0, 0.0});
    gesture.update(document, {1.5, 0.0}, {}, 1.0); // the right side 0.5 further: width 2 -> 2.5
    EXPECT_EQ(gesture.readout(onlySpec(document)), "\xCE\x94w 0.50  \xCE\x94h 0.00");
}

} // namespace
