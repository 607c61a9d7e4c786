// SPDX-License-Identifier: MIT
// Step mode on the editor: the inspected pair's steps, entering and leaving,
// and its keys.
#include <imgui.h>

#include "ui/editor/editor_state.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {
namespace {

bool pressedKey(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }
bool stepLetterPressed(char letter) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) + (letter - 'A'), false); }

const InspectedPair* inspectedNames(const EditorState& state) {
    if (state.document.scene().is3d()) {
        const Inspected3* inspected = inspected3(state.document.scene(), state.analysis3d);
        return inspected ? &inspected->names : nullptr;
    }
    return state.analysis.result.inspected ? &state.analysis.result.inspected->names : nullptr;
}

} // namespace

std::vector<Step> currentSteps(const EditorState& state) {
    const bool stepThrough = state.teaching.stepMode.throughAllAxes;
    if (state.document.scene().is3d()) {
        const sat::Report3<double>* report = inspectedReport3(state.document.scene(), state.analysis3d);
        return report ? planSteps(*report, stepThrough) : std::vector<Step>{};
    }
    if (!state.analysis.result.inspected) return {};
    return planSteps(state.analysis.result.inspected->report, stepThrough, state.view.toggles.duplicateAxes);
}

Step currentStep(const EditorState& state) {
    if (!state.teaching.stepMode.active) return {Step::Kind::Verdict, -1, false};
    const std::vector<Step> steps = currentSteps(state);
    if (steps.empty()) return {Step::Kind::Verdict, -1, false};
    const std::size_t last = steps.size() - 1;
    return steps[std::min(static_cast<std::size_t>(std::max(state.teaching.stepMode.step, 0)), last)];
}

int currentStepAxis(const EditorState& state) {
    const Step step = currentStep(state);
    return step.kind == Step::Kind::Axis ? step.axis : -1;
}

double currentStepProgress(const EditorState& state) { return stepProgress(state.teaching.stepMode, state.now); }

void enterStepMode(EditorState& state) {
    StepModeState& mode = state.teaching.stepMode;
    mode.active = true;
    mode.step = 0;
    mode.throughAllAxes = false;
    mode.shownAxis = -2;
    mode.placePanel = mode.placePanel || !mode.panelOpen;
    mode.panelOpen = true;
    if (!inspectedNames(state)) state.setStatus("Step mode: select two shapes to step through their test.");
}

void leaveStepMode(EditorState& state) { state.teaching.stepMode.active = false; }

void toggleStepMode(EditorState& state) { state.teaching.stepMode.active ? leaveStepMode(state) : enterStepMode(state); }

void syncStepMode(EditorState& state) {
    StepModeState& mode = state.teaching.stepMode;
    if (!mode.active) return;
    const InspectedPair* names = inspectedNames(state);
    const std::string a = names ? names->a : std::string();
    const std::string b = names ? names->b : std::string();
    if (a != mode.pairA || b != mode.pairB) {
        mode.pairA = a;
        mode.pairB = b;
        mode.step = 0;
        mode.throughAllAxes = false;
    }
    clampStep(mode, currentSteps(state).size());
    const Step step = currentStep(state);
    const int shown = step.kind == Step::Kind::Axis ? step.axis : -1;
    if (shown != mode.shownAxis) {
        mode.shownAxis = shown;
        mode.stepStartedAt = state.now;
    }
}

bool handleStepModeKeys(EditorState& state) {
    if (stepLetterPressed('T')) {
        toggleStepMode(state);
        return true;
    }
    StepModeState& mode = state.teaching.stepMode;
    if (!mode.active) return false;
    const std::size_t count = currentSteps(state).size();
    if (pressedKey(ImGuiKey_Space)) nextStep(mode, count);
    else if (pressedKey(ImGuiKey_Backspace)) previousStep(mode);
    else if (stepLetterPressed('C')) continueThroughAllAxes(mode);
    else if (pressedKey(ImGuiKey_Home)) mode.step = 0;
    else if (pressedKey(ImGuiKey_End)) mode.step = static_cast<int>(count);
    else if (pressedKey(ImGuiKey_Escape)) leaveStepMode(state);
    else return false;
    syncStepMode(state);
    return true;
}

} // namespace ui
