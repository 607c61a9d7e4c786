// SPDX-License-Identifier: MIT
// Tests of the scene edit commands (add, duplicate, delete, nudge, rotate) and their undo.
#include <gtest/gtest.h>

#include "support/approx.hpp"
#include "ui/model/commands.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/scene_builders.hpp"

namespace {

ui::Document twoBoxes() {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("box1", sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}));
    scene.shapes.push_back(ui::test::shape("turned", sat::Obb2Spec{{3.0, 0.0}, {1.0, 0.5}, sat::AngleSpec{10.0, true}}));
    ui::Document document;
    document.reset(std::move(scene), {}, false);
    return document;
}

TEST(Commands, UniqueNameTakesTheNextFreeNumber) { EXPECT_EQ(ui::uniqueName(twoBoxes().scene(), "box1"), "box2"); }

TEST(Commands, AddedShapeGetsAFreshNameAndIsUndoable) {
    ui::Document document = twoBoxes();
    EXPECT_EQ(ui::addShape(document, ui::NewShapeKind::Aabb, {5.0, 5.0}, 2.0), "box2");
    EXPECT_EQ(document.scene().shapes.size(), 3u);
    document.undo();
    EXPECT_EQ(document.scene().shapes.size(), 2u);
}

TEST(Commands, DuplicateCopiesTheShapeWithAnOffset) {
    ui::Document document = twoBoxes();
    const auto copy = ui::duplicateShape(document, "turned", {1.0, -1.0});
    ASSERT_TRUE(copy.has_value());
    const sat::SceneShape* shape = document.scene().find(*copy);
    ASSERT_NE(shape, nullptr);
    EXPECT_VEC_NEAR(ui::shapeCenter(shape->spec), (glm::dvec2{4.0, -1.0}), 1e-12);
    EXPECT_DOUBLE_EQ(ui::angleDegrees(shape->spec), 10.0);
}

TEST(Commands, DeleteRemovesTheShape) {
    ui::Document document = twoBoxes();
    EXPECT_TRUE(ui::deleteShape(document, "box1"));
    EXPECT_EQ(document.scene().find("box1"), nullptr);
}

TEST(Commands, NudgeMovesByTheStep) {
    ui::Document document = twoBoxes();
    ui::nudgeShape(document, "box1", {0.0, 0.1});
    EXPECT_VEC_NEAR(ui::shapeCenter(document.scene().find("box1")->spec), (glm::dvec2{0.0, 0.1}), 1e-12);
}

TEST(Commands, RotateTurnsAnObbAndKeepsDegrees) {
    ui::Document document = twoBoxes();
    EXPECT_TRUE(ui::rotateShape(document, "turned", 5.0));
    const auto& obb = std::get<sat::Obb2Spec>(document.scene().find("turned")->spec);
    EXPECT_TRUE(obb.angle.degrees);
    EXPECT_DOUBLE_EQ(obb.angle.value, 15.0);
}

TEST(Commands, RotatingAnAabbIsRefusedAndLeavesNoUndoStep) {
    ui::Document document = twoBoxes();
    EXPECT_FALSE(ui::rotateShape(document, "box1", 5.0));
    EXPECT_FALSE(document.canUndo());
}

TEST(Commands, RenameToATakenNameFails) {
    ui::Document document = twoBoxes();
    std::string error;
    EXPECT_FALSE(ui::renameShape(document, "box1", "turned", &error));
    EXPECT_FALSE(error.empty());
}

TEST(Commands, ConvertAabbToObbKeepsCentreAndSize) {
    ui::Document document = twoBoxes();
    EXPECT_TRUE(ui::convertShape(document, "box1", true));
    const auto& obb = std::get<sat::Obb2Spec>(document.scene().find("box1")->spec);
    EXPECT_VEC_NEAR(obb.halfExtents, (glm::dvec2{1.0, 1.0}), 1e-12);
    EXPECT_DOUBLE_EQ(obb.angle.value, 0.0);
}

sat::Obb3Spec turnedBox3() {
    sat::RotationSpec rotation;
    rotation.eulerDeg = {0.0, 0.0, 45.0};
    return sat::Obb3Spec{{2.0, 2.0, 0.0}, {1.0, 1.0, 1.0}, rotation};
}

ui::Document boxes3d() {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("A", sat::Aabb3Spec{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}}));
    scene.shapes.push_back(ui::test::shape("B", turnedBox3()));
    ui::Document document;
    document.reset(std::move(scene), {}, false);
    return document;
}

TEST(Commands3d, NudgeMovesA3dBoxAndKeepsItsRotationAsWritten) {
    ui::Document document = boxes3d();
    ASSERT_TRUE(ui::nudgeShape3(document, "B", {0.0, 0.0, -0.5}));
    const auto& moved = std::get<sat::Obb3Spec>(document.scene().find("B")->spec);
    EXPECT_EQ(moved.center, glm::dvec3(2.0, 2.0, -0.5));
    EXPECT_EQ(moved.rotation.form, sat::RotationSpec::Form::EulerDegrees);
    EXPECT_EQ(moved.rotation.eulerDeg, glm::dvec3(0.0, 0.0, 45.0));
    document.undo();
    EXPECT_EQ(std::get<sat::Obb3Spec>(document.scene().find("B")->spec).center, glm::dvec3(2.0, 2.0, 0.0));
}

TEST(Commands3d, NudgeRefusesA2dShapeAndLeavesNoUndoStep) {
    ui::Document document = twoBoxes();
    EXPECT_FALSE(ui::nudgeShape3(document, "box1", {1.0, 0.0, 0.0}));
    EXPECT_FALSE(document.canUndo());
}

TEST(Commands3d, DuplicateOffsetsTheCopyAndIsOneUndoStep) {
    ui::Document document = boxes3d();
    const auto copy = ui::duplicateShape3(document, "A", {0.5, -0.5, 0.0});
    ASSERT_TRUE(copy);
    EXPECT_EQ(*copy, "A1");
    EXPECT_EQ(std::get<sat::Aabb3Spec>(document.scene().find("A1")->spec).center, glm::dvec3(0.5, -0.5, 0.0));
    EXPECT_EQ(std::get<sat::Aabb3Spec>(document.scene().find("A")->spec).center, glm::dvec3(0.0));
    document.undo();
    EXPECT_EQ(document.scene().shapes.size(), 2u);
}

} // namespace
