// SPDX-License-Identifier: MIT
// Step mode on the editor: the inspected pair's steps, entering and leaving,
// and its keys.
#include "ui/panels/step_mode_editor.hpp"

#include <algorithm>

#include <imgui.h>

#include "ui/model/analysis.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/document.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/status_line.hpp"

namespace ui {
namespace {

bool pressedKey(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }
bool stepLetterPressed(char letter) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) + (letter - 'A'), false); }

const InspectedPair* inspectedNames(const StepSource& source) {
    if (source.document.scene().is3d()) {
        const Inspected3* inspected = inspected3(source.document.scene(), source.analysis3d);
        return inspected ? &inspected->names : nullptr;
    }
    return source.analysis.result.inspected ? &source.analysis.result.inspected->names : nullptr;
}

} // namespace

std::vector<Step> currentSteps(const StepModeState& mode, const StepSource& source) {
    const bool stepThrough = mode.throughAllAxes;
    if (source.document.scene().is3d()) {
        const sat::Report3<double>* report = inspectedReport3(source.document.scene(), source.analysis3d);
        return report ? planSteps(*report, stepThrough) : std::vector<Step>{};
    }
    if (!source.analysis.result.inspected) return {};
    return planSteps(source.analysis.result.inspected->report, stepThrough, source.duplicateAxes);
}

Step currentStep(const StepModeState& mode, const StepSource& source) {
    if (!mode.active) return {Step::Kind::Verdict, -1, false};
    const std::vector<Step> steps = currentSteps(mode, source);
    if (steps.empty()) return {Step::Kind::Verdict, -1, false};
    const std::size_t last = steps.size() - 1;
    return steps[std::min(static_cast<std::size_t>(std::max(mode.step, 0)), last)];
}

int currentStepAxis(const StepModeState& mode, const StepSource& source) {
    const Step step = currentStep(mode, source);
    return step.kind == Step::Kind::Axis ? step.axis : -1;
}

void enterStepMode(StepModeState& mode, const StepSource& source, StatusLine& status, double now) {
    mode.active = true;
    mode.step = 0;
    mode.throughAllAxes = false;
    mode.shownAxis = -2;
    mode.panelOpen = true;
    if (!inspectedNames(source)) status.show("Step mode: select two shapes to step through their test.", now);
}

void leaveStepMode(StepModeState& mode) { mode.active = false; }

void syncStepMode(StepModeState& mode, const StepSource& source, double now) {
    if (!mode.active) return;
    const InspectedPair* names = inspectedNames(source);
    const std::string a = names ? names->a : std::string();
    const std::string b = names ? names->b : std::string();
    if (a != mode.pairA || b != mode.pairB) {
        mode.pairA = a;
        mode.pairB = b;
        mode.step = 0;
        mode.throughAllAxes = false;
    }
    clampStep(mode, currentSteps(mode, source).size());
    const Step step = currentStep(mode, source);
    const int shown = step.kind == Step::Kind::Axis ? step.axis : -1;
    if (shown != mode.shownAxis) {
        mode.shownAxis = shown;
        mode.stepStartedAt = now;
    }
}

bool handleStepModeKeys(StepModeState& mode, const StepSource& source, StatusLine& status, double now) {
    if (stepLetterPressed('T')) {
        if (mode.active) leaveStepMode(mode);
        else enterStepMode(mode, source, status, now);
        return true;
    }
    if (!mode.active) return false;
    const std::size_t count = currentSteps(mode, source).size();
    if (pressedKey(ImGuiKey_Space)) nextStep(mode, count);
    else if (pressedKey(ImGuiKey_Backspace)) previousStep(mode);
    else if (stepLetterPressed('C')) continueThroughAllAxes(mode);
    else if (pressedKey(ImGuiKey_Home)) mode.step = 0;
    else if (pressedKey(ImGuiKey_End)) mode.step = static_cast<int>(count);
    else if (pressedKey(ImGuiKey_Escape)) leaveStepMode(mode);
    else return false;
    syncStepMode(mode, source, now);
    return true;
}

} // namespace ui
