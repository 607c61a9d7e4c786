// SPDX-License-Identifier: MIT
// Tests of the round shapes' handles and drags: picking, moving, the radius handle, a capsule's end handles,
// the keyboard turn, each drag one undo step.
#include <gtest/gtest.h>

#include "support/approx.hpp"
#include "ui/model/commands.hpp"
#include "ui/model/gesture.hpp"
#include "ui/model/gesture_fixtures.hpp"
#include "ui/model/handles.hpp"
#include "ui/model/round_edit.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/scene_builders.hpp"

namespace {

using ui::test::documentWithOneShape;
using ui::test::dragOnlyShape;
using ui::test::onlySpec;

/// The view of the tests: 50 px per unit, the world origin at the middle of a 1280x800 view.
const ui::ViewTransform kView{};

/// The handle under the screen point where `world` is drawn.
std::optional<ui::Handle> handleAt(const sat::ShapeSpec& spec, glm::dvec2 world) {
    return ui::pickHandle(spec, kView, kView.toScreen(world));
}

const sat::Circle2Spec kCoinSpec{{0.0, 0.0}, 1.0};
const sat::Capsule2Spec kPillSpec = sat::Capsule2Spec::fromEnds({-2.0, 0.0}, {2.0, 0.0}, 0.5);

TEST(RoundHandles, ACircleHasOneRadiusHandleOnItsRim) {
    const std::vector<ui::Handle> handles = ui::handlesFor(kCoinSpec, kView);
    ASSERT_EQ(handles.size(), 1u);
    EXPECT_EQ(handles[0].kind, ui::HandleKind::Radius);
    EXPECT_VEC_NEAR(handles[0].world, (glm::dvec2{1.0, 0.0}), 1e-12);
    EXPECT_FALSE(ui::rotateStalkBase(kCoinSpec, kView).has_value()); // turning a circle changes nothing
}

TEST(RoundHandles, ACapsuleHasItsTwoEndsAndARadiusHandle) {
    const std::vector<ui::Handle> handles = ui::handlesFor(kPillSpec, kView);
    ASSERT_EQ(handles.size(), 3u);
    EXPECT_EQ(handles[0].kind, ui::HandleKind::Vertex);
    EXPECT_EQ(handles[0].vertex, 0);
    EXPECT_VEC_NEAR(handles[0].world, (glm::dvec2{-2.0, 0.0}), 1e-12);
    EXPECT_EQ(handles[1].vertex, 1);
    EXPECT_VEC_NEAR(handles[1].world, (glm::dvec2{2.0, 0.0}), 1e-12);
    EXPECT_EQ(handles[2].kind, ui::HandleKind::Radius);
    EXPECT_VEC_NEAR(handles[2].world, (glm::dvec2{0.0, 0.5}), 1e-12);
}

TEST(RoundHandles, PickingInsideARoundShapeGrabsItsBody) {
    ASSERT_TRUE(handleAt(kCoinSpec, {0.0, 0.3}).has_value());
    EXPECT_EQ(handleAt(kCoinSpec, {0.0, 0.3})->kind, ui::HandleKind::Body);
    EXPECT_FALSE(handleAt(kCoinSpec, {0.8, 0.8}).has_value());               // in the bounding square, outside the disc
    EXPECT_EQ(handleAt(kPillSpec, {-2.3, 0.2})->kind, ui::HandleKind::Body); // in the start's cap
    EXPECT_FALSE(handleAt(kPillSpec, {2.45, 0.45}).has_value());             // past the end's cap
}

TEST(RoundHandles, PickingTheRimGrabsTheRadiusHandle) {
    const auto handle = handleAt(kCoinSpec, {1.0, 0.05});
    ASSERT_TRUE(handle.has_value());
    EXPECT_EQ(handle->kind, ui::HandleKind::Radius);
    EXPECT_EQ(handleAt(kPillSpec, {2.0, 0.0})->kind, ui::HandleKind::Vertex);
}

TEST(RoundGesture, DraggingACircleMovesItsCentre) {
    ui::Document document = documentWithOneShape(kCoinSpec);
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Body, {0, 0}, -1, {}}, {0.2, 0.0}, {3.2, 1.0});
    EXPECT_VEC_NEAR(ui::circleOf(onlySpec(document))->center, (glm::dvec2{3.0, 1.0}), 1e-12);
    EXPECT_EQ(ui::circleOf(onlySpec(document))->radius, 1.0);
}

TEST(RoundGesture, TheRadiusHandleSetsTheRadiusKeepingTheGrab) {
    ui::Document document = documentWithOneShape(kCoinSpec);
    // Grabbed 0.05 outside the rim, let go at 2.05 from the centre: radius 2.
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Radius, {0, 0}, -1, {1.0, 0.0}}, {1.05, 0.0}, {0.0, 2.05});
    const auto circle = ui::circleOf(onlySpec(document));
    ASSERT_TRUE(circle.has_value());
    EXPECT_NEAR(circle->radius, 2.0, 1e-12);
    EXPECT_VEC_NEAR(circle->center, (glm::dvec2{0.0, 0.0}), 0.0);
}

TEST(RoundGesture, TheRadiusCannotGoBelowTheLeast) {
    ui::Document document = documentWithOneShape(kCoinSpec);
    // Grabbed 0.5 outside the rim and let go 0.2 from the centre: 1 + 0.2 - 1.5 would be negative.
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Radius, {0, 0}, -1, {1.0, 0.0}}, {1.5, 0.0}, {0.2, 0.0});
    EXPECT_EQ(ui::circleOf(onlySpec(document))->radius, ui::kMinRadius);
}

TEST(RoundGesture, CtrlSnapsTheRadiusToTheGrid) {
    ui::Document document = documentWithOneShape(kCoinSpec);
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Radius, {0, 0}, -1, {1.0, 0.0}}, {1.0, 0.0}, {1.6, 0.0}, {true}, 0.5);
    EXPECT_EQ(ui::circleOf(onlySpec(document))->radius, 1.5);
}

TEST(RoundGesture, ACapsulesRadiusHandleWidensItFromItsSegment) {
    ui::Document document = documentWithOneShape(kPillSpec);
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Radius, {0, 0}, -1, {0.0, 0.5}}, {0.0, 0.5}, {1.0, -1.5});
    const auto capsule = ui::capsuleOf(onlySpec(document));
    ASSERT_TRUE(capsule.has_value());
    EXPECT_NEAR(capsule->radius, 1.5, 1e-12);
    EXPECT_VEC_NEAR(capsule->start, (glm::dvec2{-2.0, 0.0}), 0.0);
    EXPECT_VEC_NEAR(capsule->end, (glm::dvec2{2.0, 0.0}), 0.0);
}

TEST(RoundGesture, DraggingACapsulesEndTurnsAndStretchesItAboutTheOtherEnd) {
    ui::Document document = documentWithOneShape(kPillSpec);
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 1, {2.0, 0.0}}, {2.0, 0.0}, {-2.0, 3.0});
    const auto capsule = ui::capsuleOf(onlySpec(document));
    EXPECT_VEC_NEAR(capsule->start, (glm::dvec2{-2.0, 0.0}), 0.0);
    EXPECT_VEC_NEAR(capsule->end, (glm::dvec2{-2.0, 3.0}), 1e-12);
    EXPECT_EQ(capsule->radius, 0.5);
}

TEST(RoundGesture, ACentreFormCapsuleStaysInItsForm) {
    // Written as centre, half length and angle: a drag of its end writes those back, the angle in degrees.
    ui::Document document = documentWithOneShape(sat::Capsule2Spec::fromCentre({0.0, 0.0}, 2.0, sat::AngleSpec{0.0, true}, 0.5));
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 1, {2.0, 0.0}}, {2.0, 0.0}, {-2.0, 4.0});
    const auto* written = std::get_if<sat::Capsule2Spec>(&onlySpec(document));
    ASSERT_NE(written, nullptr);
    EXPECT_EQ(written->form, sat::Capsule2Spec::Form::Centre);
    EXPECT_VEC_NEAR(written->center, (glm::dvec2{-2.0, 2.0}), 1e-12); // between (-2, 0) and (-2, 4)
    EXPECT_NEAR(written->halfLength, 2.0, 1e-12);
    EXPECT_TRUE(written->angle.degrees);
    EXPECT_NEAR(written->angle.value, 90.0, 1e-12);
}

TEST(RoundGesture, AnEndDraggedOntoTheOtherLeavesAFileThatLoads) {
    // From (8.03, 0) to (4.03, 0) moves the end by 4.03 - 8.03 = -3.9999999999999996: the ends miss by 4e-16. A half
    // length that small is no capsule a file can hold (0, or at least 1e-9): the ends are taken as one point.
    ui::Document document = documentWithOneShape(sat::Capsule2Spec::fromCentre({6.0, 0.0}, 2.0, sat::AngleSpec{0.0, true}, 0.5));
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 1, {8.0, 0.0}}, {8.03, 0.0}, {4.03, 0.0});
    const auto& written = std::get<sat::Capsule2Spec>(onlySpec(document));
    EXPECT_EQ(written.halfLength, 0.0);
    EXPECT_EQ(written.angle.value, 0.0);
    EXPECT_VEC_NEAR(written.center, (glm::dvec2{4.0, 0.0}), 1e-12);
    EXPECT_NO_THROW(sat::parseScene(sat::serializeScene(document.scene()), "dragged.json"));
}

TEST(RoundGesture, MovingACentreFormCapsuleKeepsItsAngleAsWritten) {
    ui::Document document = documentWithOneShape(sat::Capsule2Spec::fromCentre({0.0, 0.0}, 2.0, sat::AngleSpec{30.0, true}, 0.5));
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Body, {0, 0}, -1, {}}, {0.0, 0.0}, {1.0, 1.0});
    const auto* written = std::get_if<sat::Capsule2Spec>(&onlySpec(document));
    EXPECT_EQ(written->angle.value, 30.0); // not 29.999999999999996 back from radians
    EXPECT_EQ(written->halfLength, 2.0);
    EXPECT_VEC_NEAR(written->center, (glm::dvec2{1.0, 1.0}), 1e-12);
}

TEST(RoundGesture, ThickeningACentreFormCapsuleChangesOnlyItsRadius) {
    const sat::Capsule2Spec before = sat::Capsule2Spec::fromCentre({0.3, 0.7}, 2.0, sat::AngleSpec{30.0, true}, 0.5);
    ui::Document document = documentWithOneShape(before);
    const glm::dvec2 rim = ui::radiusHandle(*ui::capsuleOf(before));
    const glm::dvec2 outward = (rim - glm::dvec2{0.3, 0.7}) * 2.0; // from the segment's middle, twice as far out
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Radius, {0, 0}, -1, rim}, rim, glm::dvec2{0.3, 0.7} + outward);
    sat::Capsule2Spec expected = before;
    expected.radius = std::get<sat::Capsule2Spec>(onlySpec(document)).radius;
    EXPECT_NEAR(expected.radius, 1.0, 1e-12);
    EXPECT_EQ(onlySpec(document), sat::ShapeSpec(expected));
}

TEST(RoundGesture, AnEndDraggedBackToWhereItStartedRecordsNothing) {
    ui::Document document = documentWithOneShape(sat::Capsule2Spec::fromCentre({0.3, 0.7}, 2.0, sat::AngleSpec{30.0, true}, 0.5));
    const glm::dvec2 end = ui::capsuleOf(onlySpec(document))->end;
    ui::Gesture gesture;
    gesture.begin(document, 0, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 1, end}, end);
    gesture.update(document, end + glm::dvec2{1.0, 2.0}, {}, 1.0);
    gesture.update(document, end, {}, 1.0);
    gesture.end(document);
    EXPECT_FALSE(document.canUndo());
    EXPECT_FALSE(document.dirty());
}

TEST(RoundGesture, EachDragIsOneUndoStep) {
    ui::Document document = documentWithOneShape(kPillSpec);
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 0, {-2.0, 0.0}}, {-2.0, 0.0}, {-3.0, 1.0});
    dragOnlyShape(document, ui::Handle{ui::HandleKind::Radius, {0, 0}, -1, {0.0, 0.5}}, {0.0, 0.5}, {0.0, 1.0});
    document.undo();
    EXPECT_EQ(ui::capsuleOf(onlySpec(document))->radius, 0.5);
    EXPECT_VEC_NEAR(ui::capsuleOf(onlySpec(document))->start, (glm::dvec2{-3.0, 1.0}), 1e-12);
    document.undo();
    EXPECT_EQ(onlySpec(document), sat::ShapeSpec(kPillSpec));
    EXPECT_FALSE(document.canUndo());
}

TEST(RoundGesture, TheReadoutsSayTheRadiusAndTheEndsMove) {
    ui::Document document = documentWithOneShape(kPillSpec);
    ui::Gesture gesture;
    gesture.begin(document, 0, ui::Handle{ui::HandleKind::Radius, {0, 0}, -1, {0.0, 0.5}}, {0.0, 0.5});
    gesture.update(document, {0.0, 0.75}, {}, 1.0);
    EXPECT_EQ(gesture.readout(onlySpec(document)), "\xCE\x94r 0.25");
    gesture.cancel(document);
    gesture.begin(document, 0, ui::Handle{ui::HandleKind::Vertex, {0, 0}, 1, {2.0, 0.0}}, {2.0, 0.0});
    gesture.update(document, {3.5, -1.0}, {}, 1.0);
    EXPECT_EQ(gesture.readout(onlySpec(document)), "\xCE\x94x 1.50  \xCE\x94y -1.00");
    gesture.end(document);
}

TEST(RoundGesture, TheKeyboardTurnsACapsuleAboutItsMiddleButNotACircle) {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("pill", sat::Capsule2Spec::fromEnds({1.0, 1.0}, {5.0, 1.0}, 0.5)));
    scene.shapes.push_back(ui::test::shape("coin", kCoinSpec));
    ui::Document document;
    document.reset(std::move(scene), {}, false);
    EXPECT_TRUE(ui::rotateShape(document, "pill", 90.0));
    const auto capsule = ui::capsuleOf(document.scene().shapes[0].spec);
    EXPECT_VEC_NEAR(capsule->start, (glm::dvec2{3.0, -1.0}), 1e-12);
    EXPECT_VEC_NEAR(capsule->end, (glm::dvec2{3.0, 3.0}), 1e-12);
    EXPECT_FALSE(ui::rotateShape(document, "coin", 15.0));
    EXPECT_TRUE(ui::nudgeShape(document, "coin", {0.1, 0.0}));
    EXPECT_VEC_NEAR(ui::circleOf(document.scene().shapes[1].spec)->center, (glm::dvec2{0.1, 0.0}), 1e-12);
}

} // namespace
