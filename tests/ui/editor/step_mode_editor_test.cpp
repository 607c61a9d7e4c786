// SPDX-License-Identifier: MIT
// Step mode in the editor, without a window: the steps re-run from the
// current report after an edit or another pair, and the Explanation panel's
// words for each step.
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/explanation_panel.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace {

class StepModeOnEditor : public ::testing::Test {
protected:
    void SetUp() override {
        const auto scene = std::filesystem::path(std::getenv("SATLAB_SOURCE_DIR")) / "assets/scenes/separated-on-b-axis.json";
        ASSERT_TRUE(editor.openFile(scene, nullptr));
        ASSERT_TRUE(editor.select("A", "B"));
        state().refreshAnalysis();
        ui::enterStepMode(state());
        ui::syncStepMode(state());
    }
    ui::EditorState& state() { return editor.state(); }
    ui::Editor editor;
};

TEST_F(StepModeOnEditor, CurrentStepAxisFollowsTheSteps) {
    EXPECT_EQ(ui::currentStepAxis(state()), 0);
    ui::nextStep(state().teaching.stepMode, ui::currentSteps(state()).size());
    ui::nextStep(state().teaching.stepMode, ui::currentSteps(state()).size());
    EXPECT_EQ(ui::currentStepAxis(state()), 2);
    EXPECT_TRUE(ui::currentStep(state()).stopsHere);
    ui::leaveStepMode(state());
    EXPECT_EQ(ui::currentStepAxis(state()), -1);
}

TEST_F(StepModeOnEditor, StepsRerunFromTheReportAfterAMove) {
    state().teaching.stepMode.step = 2; // stopped at B.x
    // B moved 2 to the right: now A.x (axis 0) already separates, so the run stops at the first step.
    ui::nudgeShape(state().document, "B", {2.0, 0.0});
    state().refreshAnalysis();
    ui::syncStepMode(state());
    EXPECT_EQ(state().teaching.stepMode.step, 0);
    EXPECT_EQ(ui::currentStepAxis(state()), 0);
    EXPECT_TRUE(ui::currentStep(state()).stopsHere);
}

TEST_F(StepModeOnEditor, AnotherPairStartsAgain) {
    state().teaching.stepMode.step = 2;
    ASSERT_TRUE(editor.select("B", "A"));
    state().refreshAnalysis();
    ui::syncStepMode(state());
    EXPECT_EQ(state().teaching.stepMode.step, 0);
}

// The Explanation panel's words for a step, and the general paragraph that belongs there.
class ExplanationOfAStep : public ::testing::Test {
protected:
    void open(const char* relative) {
        const auto file = std::filesystem::path(std::getenv("SATLAB_SOURCE_DIR")) / relative;
        ASSERT_TRUE(editor.openFile(file, nullptr));
        ASSERT_TRUE(editor.select("A", "B"));
        state().refreshAnalysis();
        ui::enterStepMode(state());
        ui::syncStepMode(state());
    }
    std::string textAtStep(int step) {
        state().teaching.stepMode.step = step;
        ui::syncStepMode(state());
        return ui::explanationPanelText(state().teaching.stepMode, ui::stepSource(state()));
    }
    ui::EditorState& state() { return editor.state(); }
    ui::Editor editor;
};

TEST_F(ExplanationOfAStep, FirstEdgeEdgeAxisIn3dSaysWhyCrossProductsAreNeeded) {
    open("assets/lessons/11-3d-edge-edge.json");
    const std::string faceStep = textAtStep(5); // B.face2
    EXPECT_NE(faceStep.find("Axis 6 of 15 is B's face normal 2"), std::string::npos) << faceStep;
    EXPECT_EQ(faceStep.find("Why 3D needs cross-product axes"), std::string::npos) << faceStep;
    const std::string edgeStep = textAtStep(6); // A.edge0×B.edge0
    EXPECT_NE(edgeStep.find("Axis 7 of 15 is A's edge 0 \xC3\x97 B's edge 0"), std::string::npos) << edgeStep;
    EXPECT_NE(edgeStep.find("Why 3D needs cross-product axes"), std::string::npos) << edgeStep;
}

TEST_F(ExplanationOfAStep, StopStepHeadingAndContinueHint) {
    open("assets/scenes/separated-on-b-axis.json");
    const std::string first = textAtStep(0);
    EXPECT_EQ(first.rfind("Step 1 of 3 (the test stops at step 3, the first separating axis)", 0), 0u) << first;
    const std::string stop = textAtStep(2);
    EXPECT_EQ(stop.rfind("Step 3 of 3: the first separating axis", 0), 0u) << stop;
    EXPECT_NE(stop.find("Continue through all axes (C)"), std::string::npos) << stop;
    EXPECT_NE(stop.find("Why both shapes' axes"), std::string::npos) << stop; // B.x: the first of B's axes
}

TEST_F(ExplanationOfAStep, OverlappingVerdictGivesTheMtvAndSaysWhatItIs) {
    open("assets/scenes/containment.json");
    const std::string verdict = textAtStep(100); // clamped to the last step: the verdict
    EXPECT_NE(verdict.find(": the verdict"), std::string::npos) << verdict;
    EXPECT_NE(verdict.find("MTV: move B by"), std::string::npos) << verdict;
    EXPECT_NE(verdict.find("What the MTV is"), std::string::npos) << verdict;
}

} // namespace
