// SPDX-License-Identifier: MIT
// Tests of the document's snapshot undo and redo and its dirty state.
#include <gtest/gtest.h>

#include "ui/model/document.hpp"
#include "ui/scene_builders.hpp"

namespace {

sat::Scene oneBox(double x) {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("box", sat::Aabb2Spec{{x, 0.0}, {1.0, 1.0}}));
    return scene;
}

double boxX(const ui::Document& document) { return std::get<sat::Aabb2Spec>(document.scene().shapes[0].spec).center.x; }

void moveBoxTo(ui::Document& document, double x) {
    document.beginEdit("move");
    std::get<sat::Aabb2Spec>(document.editable().shapes[0].spec).center.x = x;
    document.endEdit();
}

TEST(Document, EditMakesItDirtyAndUndoMakesItCleanAgain) {
    ui::Document document;
    document.reset(oneBox(0.0), "scene.json", false);
    moveBoxTo(document, 2.0);
    EXPECT_TRUE(document.dirty());
    document.undo();
    EXPECT_EQ(boxX(document), 0.0);
    EXPECT_FALSE(document.dirty());
}

TEST(Document, RedoRestoresTheUndoneEdit) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    moveBoxTo(document, 2.0);
    document.undo();
    document.redo();
    EXPECT_EQ(boxX(document), 2.0);
}

TEST(Document, ManyChangesInOneEditAreOneUndoStep) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    document.beginEdit("drag");
    for (double x : {0.5, 1.0, 1.5, 2.0}) std::get<sat::Aabb2Spec>(document.editable().shapes[0].spec).center.x = x;
    document.endEdit();
    document.undo();
    EXPECT_EQ(boxX(document), 0.0);
    EXPECT_FALSE(document.canUndo());
}

TEST(Document, EditThatChangesNothingLeavesNoUndoStep) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    moveBoxTo(document, 0.0);
    EXPECT_FALSE(document.canUndo());
    EXPECT_FALSE(document.dirty());
}

TEST(Document, NewEditClearsRedo) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    moveBoxTo(document, 2.0);
    document.undo();
    moveBoxTo(document, 3.0);
    EXPECT_FALSE(document.canRedo());
}

TEST(Document, CancelledEditRestoresTheScene) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    document.beginEdit("drag");
    std::get<sat::Aabb2Spec>(document.editable().shapes[0].spec).center.x = 5.0;
    document.cancelEdit();
    EXPECT_EQ(boxX(document), 0.0);
    EXPECT_FALSE(document.canUndo());
}

TEST(Document, SavingMakesTheCurrentStateClean) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    moveBoxTo(document, 2.0);
    document.markSaved("saved.json");
    EXPECT_FALSE(document.dirty());
    document.undo(); // back to the state before the save: that is a change
    EXPECT_TRUE(document.dirty());
}

TEST(Document, RecoveredSceneStartsDirty) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, true);
    EXPECT_TRUE(document.dirty());
}

TEST(Document, MarkingIntendedIsAnUndoStepThatLeavesTheSceneClean) {
    ui::Document document;
    document.reset(oneBox(0.0), "level.json", false);
    const std::uint64_t revision = document.revision();
    ASSERT_TRUE(document.setIntended("crate", "trigger", true, "Mark intended crate × trigger"));
    EXPECT_TRUE(document.intended().contains("trigger", "crate"));
    EXPECT_FALSE(document.dirty()); // the marks live in their own file, saved at once
    EXPECT_EQ(document.revision(), revision);
    EXPECT_EQ(document.undoName(), "Mark intended crate × trigger");
    EXPECT_FALSE(document.setIntended("trigger", "crate", true, "again")); // already marked: no step
    document.undo();
    EXPECT_FALSE(document.intended().contains("crate", "trigger"));
    document.redo();
    EXPECT_TRUE(document.intended().contains("crate", "trigger"));
}

TEST(Document, SceneEditsAfterAMarkUndoWithoutTouchingIt) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    document.setIntended("crate", "trigger", true, "Mark");
    moveBoxTo(document, 2.0);
    document.undo(); // the move
    EXPECT_TRUE(document.intended().contains("crate", "trigger"));
}

TEST(Document, ResetForgetsTheMarks) {
    ui::Document document;
    document.reset(oneBox(0.0), {}, false);
    document.setIntended("crate", "trigger", true, "Mark");
    document.reset(oneBox(0.0), {}, false);
    EXPECT_TRUE(document.intended().empty());
}

} // namespace
