// SPDX-License-Identifier: MIT
// Step mode's plan and stepping, without a window: the steps follow the
// report's test order, stop at the first separating axis and continue to all
// axes on request.
#include <cmath>
#include <filesystem>

#include <gtest/gtest.h>

#include "core/sat/report3d_cases.hpp"
#include "sat/sat2d.hpp"
#include "ui/model/step_mode.hpp"

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

} // namespace
