// The Explanation panel: words for the inspected pair's test, from its report.
#include "ui/explanation_panel.hpp"

#include <imgui.h>

#include "ui/editor_state.hpp"
#include "ui/explain.hpp"
#include "ui/step_mode.hpp"

namespace ui {
namespace {

std::optional<sat::Obb2<double>> asBox(const sat::ShapeSpec& spec) {
    const sat::Shape2<double> shape = sat::toShape2<double>(spec);
    if (const auto* aabb = std::get_if<sat::Aabb2<double>>(&shape)) return sat::Obb2<double>::fromAabb(*aabb);
    if (const auto* obb = std::get_if<sat::Obb2<double>>(&shape)) return *obb;
    return std::nullopt;
}

/// The axis the formula shows: the current step's, else the one that decides the test.
int formulaAxis(const EditorState& state, const sat::Report2<double>& report) {
    if (state.stepMode.active) return currentStepAxis(state);
    return report.firstSeparatingAxis >= 0 ? report.firstSeparatingAxis : report.bestAxis;
}

std::optional<std::string> formulaText(const EditorState& state) {
    if (state.document.scene().is3d() || !state.analysis.inspected) return std::nullopt;
    const InspectedAnalysis& inspected = *state.analysis.inspected;
    const auto& shapes = state.document.scene().shapes;
    const auto a = asBox(shapes[inspected.indexA].spec);
    const auto b = asBox(shapes[inspected.indexB].spec);
    if (!a || !b) return std::nullopt;
    return explainBoxFormula(*a, *b, formulaAxis(state, inspected.report));
}

template <class Report> std::string stepText(const EditorState& state, const Report& report) {
    if (!state.stepMode.active) return "The whole test\n\n" + explainReport(report);
    const std::vector<Step> steps = currentSteps(state);
    const Step step = currentStep(state);
    std::string text = "Step " + std::to_string(std::min<std::size_t>(static_cast<std::size_t>(state.stepMode.step), steps.size() - 1) + 1) +
                       " of " + std::to_string(steps.size()) + (steps.back().stopsHere ? " (the test stops there)" : "") + "\n\n";
    if (step.kind == Step::Kind::Verdict) return text + explainVerdict(report) + "\n\n" + explainMtv(report);
    text += explainAxis(report, step.axis);
    if (step.stopsHere)
        text += "\n\nContinue through all axes (C) to see the rest: the report tests every axis to find the largest "
                "gap, and for overlapping shapes the smallest overlap, the MTV.";
    return text;
}

/// One toolbar button; true when pressed.
bool toolButton(const char* label, bool& clicked) {
    const bool pressed = ImGui::Button(label);
    clicked = clicked || pressed;
    return pressed;
}

void toolbar(EditorState& state) {
    StepModeState& mode = state.stepMode;
    bool clicked = false;
    if (!mode.active) {
        if (toolButton("Step through the test (T)", clicked)) enterStepMode(state);
    } else {
        const std::size_t count = currentSteps(state).size();
        if (toolButton("< Back", clicked)) previousStep(mode);
        ImGui::SameLine();
        if (toolButton("Next >", clicked)) nextStep(mode, count);
        if (currentStep(state).stopsHere) {
            ImGui::SameLine();
            if (toolButton("Continue through all axes (C)", clicked)) continueThroughAllAxes(mode);
        }
        ImGui::SameLine();
        if (toolButton("Leave (T)", clicked)) leaveStepMode(state);
    }
    // A mouse click gives the keyboard back to the view, so Space keeps stepping.
    if (clicked && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) ImGui::SetWindowFocus("##viewport");
    syncStepMode(state);
}

/// Wrapped text of any length (ImGui's formatted text stops at 3 KB).
void wrappedText(const std::string& text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(text.c_str(), text.c_str() + text.size());
    ImGui::PopTextWrapPos();
}

void whyParagraphs() {
    if (!ImGui::CollapsingHeader("Why?")) return;
    for (const char* text : {whyBothShapesAxes(), whyCrossProductAxes(), whatIsTheMtv()}) {
        wrappedText(text);
        ImGui::Spacing();
    }
}

} // namespace

std::string explanationPanelText(const EditorState& state) {
    std::string text;
    if (state.document.scene().is3d()) {
        if (const sat::Report3<double>* report = inspectedReport3(state)) text = stepText(state, *report);
    } else if (state.analysis.inspected) {
        text = stepText(state, state.analysis.inspected->report);
    }
    if (const auto formula = formulaText(state)) text += "\n\nThe formula (seed 000)\n\n" + *formula;
    return text;
}

void drawExplanationPanel(EditorState& state) {
    if (!state.stepMode.panelOpen) return;
    const float s = state.uiScale;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x - 10 * s, 30 * s), ImGuiCond_FirstUseEver, ImVec2(1.0f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(440 * s, 330 * s), ImGuiCond_FirstUseEver);
    if (ImGui::Begin("Explanation", &state.stepMode.panelOpen, ImGuiWindowFlags_NoFocusOnAppearing)) {
        toolbar(state);
        ImGui::Separator();
        const std::string text = explanationPanelText(state);
        if (text.empty())
            ImGui::TextWrapped("Select two shapes (click, then Shift+click) to have their test explained.");
        else
            wrappedText(text);
        whyParagraphs();
    }
    ImGui::End();
}

} // namespace ui
