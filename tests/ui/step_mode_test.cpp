// Step mode's plan and stepping, without a window: the steps follow the
// report's test order, stop at the first separating axis, continue to all
// axes on request, and re-run from the current report after an edit.
#include <cmath>
#include <filesystem>

#include <gtest/gtest.h>

#include "core/sat/report3d_cases.hpp"
#include "sat/sat2d.hpp"
#include "ui/editor.hpp"
#include "ui/editor_state.hpp"
#include "ui/explanation_panel.hpp"
#include "ui/shape_edit.hpp"
#include "ui/step_mode.hpp"

namespace {

using ui::Step;

/// A unit box at the origin and a unit box turned 45° at (2, 2): only B.x (axis 2) separates.
sat::Report2<double> separatedOnAxisOfB() {
    return sat::report(sat::Obb2<double>::fromAabb({{0, 0}, {1, 1}}),
                       sat::Obb2<double>::fromAngle({2, 2}, {1, 1}, std::acos(-1.0) / 4));
}

std::vector<int> axesOf(const std::vector<Step>& steps) {
    std::vector<int> axes;
    for (const Step& step : steps) axes.push_back(step.kind == Step::Kind::Axis ? step.axis : -1);
    return axes;
}

TEST(StepPlan, StopsAtTheFirstSeparatingAxis) {
    const auto steps = ui::planSteps(separatedOnAxisOfB(), false, false);
    EXPECT_EQ(axesOf(steps), (std::vector<int>{0, 1, 2}));
    EXPECT_TRUE(steps.back().stopsHere);
}

TEST(StepPlan, ThroughAllAxesRunsEveryAxisThenTheVerdict) {
    const auto steps = ui::planSteps(separatedOnAxisOfB(), true, false);
    EXPECT_EQ(axesOf(steps), (std::vector<int>{0, 1, 2, 3, -1}));
    for (const Step& step : steps) EXPECT_FALSE(step.stopsHere);
}

TEST(StepPlan, OverlappingPairRunsEveryAxisThenTheVerdict) {
    const auto report = sat::report(sat::Obb2<double>::fromAabb({{0, 0}, {1, 1}}),
                                    sat::Obb2<double>::fromAngle({1, 1}, {1, 1}, 0.3));
    EXPECT_EQ(axesOf(ui::planSteps(report, false, false)), (std::vector<int>{0, 1, 2, 3, -1}));
}

TEST(StepPlan, ParallelAxesAreLeftOutUnlessShown) {
    // Two AABBs: B.x and B.y repeat A.x and A.y.
    const auto report = sat::report(sat::Aabb2<double>{{0, 0}, {1, 1}}, sat::Aabb2<double>{{1, 1}, {1, 1}});
    EXPECT_EQ(axesOf(ui::planSteps(report, false, false)), (std::vector<int>{0, 1, -1}));
    EXPECT_EQ(axesOf(ui::planSteps(report, false, true)), (std::vector<int>{0, 1, 2, 3, -1}));
}

TEST(StepPlan, ThreeDStopsAtTheEdgeEdgeAxis) {
    const auto report = sat::report(sat::test::unitCube<double>(), sat::test::ridgeAboveEdge<double>(0.25));
    const auto steps = ui::planSteps(report, false);
    ASSERT_EQ(steps.size(), 9u); // six face axes, then A.edge0×B.edge0..2: the ninth separates
    EXPECT_EQ(steps.back().axis, 8);
    EXPECT_TRUE(steps.back().stopsHere);
    EXPECT_EQ(ui::planSteps(report, true).size(), 16u); // 15 axes and the verdict
}

TEST(Stepping, NextStaysAtTheStop) {
    ui::StepModeState state;
    for (int i = 0; i < 5; ++i) ui::nextStep(state, 3);
    EXPECT_EQ(state.step, 2);
}

TEST(Stepping, PreviousStopsAtTheFirstStep) {
    ui::StepModeState state;
    state.step = 1;
    ui::previousStep(state);
    ui::previousStep(state);
    EXPECT_EQ(state.step, 0);
}

TEST(Stepping, ContinueMovesPastTheStop) {
    ui::StepModeState state;
    state.step = 2;
    ui::continueThroughAllAxes(state);
    EXPECT_TRUE(state.throughAllAxes);
    EXPECT_EQ(state.step, 3);
}

TEST(Stepping, AnimationRunsHalfASecondFromTheStepsStart) {
    ui::StepModeState state;
    state.stepStartedAt = 10.0;
    EXPECT_DOUBLE_EQ(ui::stepProgress(state, 10.0), 0.0);
    EXPECT_DOUBLE_EQ(ui::stepProgress(state, 10.25), 0.5);
    EXPECT_DOUBLE_EQ(ui::stepProgress(state, 11.0), 1.0);
}

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
    ui::nextStep(state().stepMode, ui::currentSteps(state()).size());
    ui::nextStep(state().stepMode, ui::currentSteps(state()).size());
    EXPECT_EQ(ui::currentStepAxis(state()), 2);
    EXPECT_TRUE(ui::currentStep(state()).stopsHere);
    ui::leaveStepMode(state());
    EXPECT_EQ(ui::currentStepAxis(state()), -1);
}

TEST_F(StepModeOnEditor, StepsRerunFromTheReportAfterAMove) {
    state().stepMode.step = 2; // stopped at B.x
    // B moved 2 to the right: now A.x (axis 0) already separates, so the run stops at the first step.
    ui::nudgeShape(state().document, "B", {2.0, 0.0});
    state().refreshAnalysis();
    ui::syncStepMode(state());
    EXPECT_EQ(state().stepMode.step, 0);
    EXPECT_EQ(ui::currentStepAxis(state()), 0);
    EXPECT_TRUE(ui::currentStep(state()).stopsHere);
}

TEST_F(StepModeOnEditor, AnotherPairStartsAgain) {
    state().stepMode.step = 2;
    ASSERT_TRUE(editor.select("B", "A"));
    state().refreshAnalysis();
    ui::syncStepMode(state());
    EXPECT_EQ(state().stepMode.step, 0);
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
        state().stepMode.step = step;
        ui::syncStepMode(state());
        return ui::explanationPanelText(state());
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
