// SPDX-License-Identifier: MIT
// Step mode's plan and stepping: pure functions of a report and the state.
#include "ui/model/step_mode.hpp"

#include <algorithm>

namespace ui {
namespace {

/// `include(i)`: whether axis i gets a step; the first separating axis always does.
template <class Report, class Include> std::vector<Step> plan(const Report& report, bool throughAllAxes, Include include) {
    std::vector<Step> steps;
    for (std::size_t i = 0; i < report.axes.size(); ++i) {
        const int axis = static_cast<int>(i);
        const bool first = axis == report.firstSeparatingAxis;
        if (!first && !include(i)) continue;
        steps.push_back({Step::Kind::Axis, axis, first && !throughAllAxes});
        if (steps.back().stopsHere) return steps;
    }
    steps.push_back({Step::Kind::Verdict, -1, false});
    return steps;
}

} // namespace

std::vector<Step> planSteps(const sat::Report2<double>& report, bool throughAllAxes, bool withDuplicates) {
    return plan(report, throughAllAxes, [&](std::size_t i) { return withDuplicates || !report.axes[i].duplicate; });
}

std::vector<Step> planSteps(const sat::Report3<double>& report, bool throughAllAxes) {
    return plan(report, throughAllAxes, [](std::size_t) { return true; });
}

StepView stepView(const std::vector<Step>& steps, std::size_t index, int firstSeparatingAxis) {
    StepView view;
    if (steps.empty()) return view;
    index = std::min(index, steps.size() - 1);
    const Step& current = steps[index];
    for (std::size_t i = 0; i <= index; ++i) {
        if (steps[i].kind != Step::Kind::Axis) continue;
        view.shownAxes.push_back(steps[i].axis);
        view.separatingLine = view.separatingLine || steps[i].stopsHere || steps[i].axis == firstSeparatingAxis;
    }
    view.verdict = current.kind == Step::Kind::Verdict;
    view.axis = view.verdict ? -1 : current.axis;
    const std::string ofAll = std::to_string(index + 1) + " of " + std::to_string(steps.size());
    view.heading = view.verdict ? "Verdict (step " + ofAll + ")" : "Step " + ofAll;
    return view;
}

void clampStep(StepModeState& state, std::size_t stepCount) {
    const int last = std::max(0, static_cast<int>(stepCount) - 1);
    state.step = std::clamp(state.step, 0, last);
}

void nextStep(StepModeState& state, std::size_t stepCount) {
    ++state.step;
    clampStep(state, stepCount);
}

void previousStep(StepModeState& state) { state.step = std::max(0, state.step - 1); }

void continueThroughAllAxes(StepModeState& state) {
    if (state.throughAllAxes) return;
    state.throughAllAxes = true;
    ++state.step; // the axis after the stop (the plan grows by at least the verdict)
}

double stepProgress(const StepModeState& state, double now) {
    return std::clamp((now - state.stepStartedAt) / kStepAnimationSeconds, 0.0, 1.0);
}

} // namespace ui
