// SPDX-License-Identifier: MIT
// The Explanation panel: words for the inspected pair's test, from its report.
#include "ui/panels/explanation_panel.hpp"

#include <algorithm>

#include <imgui.h>

#include "sat/scene3d.hpp"
#include "ui/editor/panel_layout.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/editor/teaching.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/document.hpp"
#include "ui/model/explain.hpp"
#include "ui/model/explain_round3d.hpp"
#include "ui/model/round3d_edit.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {
namespace {

std::optional<sat::Obb2<double>> asBox(const sat::ShapeSpec& spec) {
    const sat::Shape2<double> shape = sat::toShape2<double>(spec);
    if (const auto* aabb = std::get_if<sat::Aabb2<double>>(&shape)) return sat::Obb2<double>::fromAabb(*aabb);
    if (const auto* obb = std::get_if<sat::Obb2<double>>(&shape)) return *obb;
    return std::nullopt;
}

/// The axis the formula shows: the current step's, else the one that decides the test.
int formulaAxis(const StepModeState& mode, const StepSource& source, const sat::Report2<double>& report) {
    if (mode.active) return currentStepAxis(mode, source);
    return report.firstSeparatingAxis >= 0 ? report.firstSeparatingAxis : report.bestAxis;
}

/// 3D: the current step's axis, else the one clicked in the SAT panel or the
/// strip, else the one that decides the test.
int formulaAxis3d(const StepModeState& mode, const StepSource& source, const sat::Report3<double>& report) {
    if (mode.active) return currentStepAxis(mode, source);
    if (source.analysis3d.selectedAxis >= 0) return source.analysis3d.selectedAxis;
    return report.firstSeparatingAxis >= 0 ? report.firstSeparatingAxis : report.bestAxis;
}

std::optional<std::string> formulaText3d(const StepModeState& mode, const StepSource& source) {
    const Inspected3* inspected = inspected3(source.document.scene(), source.analysis3d);
    if (!inspected) return std::nullopt;
    const auto& shapes = source.document.scene().shapes;
    const sat::ShapeSpec& specA = shapes[inspected->indexA].spec;
    const sat::ShapeSpec& specB = shapes[inspected->indexB].spec;
    if (round3Shape(specA) || round3Shape(specB)) {
        const auto explained = [](const sat::ShapeSpec& spec) {
            if (const auto round = round3Shape(spec)) return ExplainedShape3{*round, !isCapsule3(spec)};
            return ExplainedShape3{sat::asObb(sat::toShape3<double>(spec)), false};
        };
        return explainRoundFormula3(inspected->report, explained(specA), explained(specB),
                                    formulaAxis3d(mode, source, inspected->report), inspected->names);
    }
    const sat::Obb3<double> a = sat::asObb(sat::toShape3<double>(shapes[inspected->indexA].spec));
    const sat::Obb3<double> b = sat::asObb(sat::toShape3<double>(shapes[inspected->indexB].spec));
    return explainBoxFormula(inspected->report, a, b, formulaAxis3d(mode, source, inspected->report), inspected->names);
}

std::optional<std::string> formulaText(const StepModeState& mode, const StepSource& source) {
    if (source.document.scene().is3d()) return formulaText3d(mode, source);
    if (!source.analysis.result.inspected) return std::nullopt;
    const InspectedAnalysis& inspected = *source.analysis.result.inspected;
    const auto& shapes = source.document.scene().shapes;
    const auto a = asBox(shapes[inspected.indexA].spec);
    const auto b = asBox(shapes[inspected.indexB].spec);
    if (!a || !b) return std::nullopt;
    return explainBoxFormula(*a, *b, formulaAxis(mode, source, inspected.report), inspected.names);
}

/// "Step 2 of 4 (the test stops at step 4, the first separating axis)".
std::string stepHeading(const std::vector<Step>& steps, std::size_t index) {
    const std::string of = "Step " + std::to_string(index + 1) + " of " + std::to_string(steps.size());
    if (steps[index].kind == Step::Kind::Verdict) return of + ": the verdict";
    if (steps[index].stopsHere) return of + ": the first separating axis";
    if (steps.back().stopsHere)
        return of + " (the test stops at step " + std::to_string(steps.size()) + ", the first separating axis)";
    return of;
}

/// The general paragraph that belongs to this step, if one does: why B's
/// axes count at the first of B's axes, why 3D crosses edges at the first
/// edge×edge axis, what the MTV is at an intersecting verdict.
const char* whyHere(const sat::Report2<double>& report, const Step& step) {
    if (step.kind == Step::Kind::Verdict) return report.verdict == sat::Verdict::Separated ? nullptr : whatIsTheMtv();
    const auto& source = report.axes[static_cast<std::size_t>(step.axis)].source;
    const bool firstOfB = source.shape == sat::Role::B &&
                          (step.axis == 0 || report.axes[static_cast<std::size_t>(step.axis - 1)].source.shape == sat::Role::A);
    return firstOfB ? whyBothShapesAxes() : nullptr;
}

const char* whyHere(const sat::Report3<double>& report, const Step& step) {
    if (step.kind == Step::Kind::Verdict) return report.verdict == sat::Verdict::Separated ? nullptr : whatIsTheMtv();
    const auto& source = report.axes[static_cast<std::size_t>(step.axis)].source;
    const bool firstEdgeEdge = source.kind == sat::AxisSource3::Kind::EdgeEdge && source.index == 0 && source.indexB == 0;
    return firstEdgeEdge ? whyCrossProductAxes() : nullptr;
}

template <class Report>
std::string stepText(const StepModeState& mode, const StepSource& source, const Report& report, const InspectedPair& names) {
    if (!mode.active) return "The whole test\n\n" + explainReport(report, names);
    const std::vector<Step> steps = currentSteps(mode, source);
    const std::size_t index = std::min(static_cast<std::size_t>(std::max(mode.step, 0)), steps.size() - 1);
    const Step& step = steps[index];
    std::string text = stepHeading(steps, index) + "\n\n";
    if (step.kind == Step::Kind::Verdict) {
        text += explainVerdict(report, names);
        if (const std::string mtv = explainMtv(report, names); !mtv.empty()) text += "\n\n" + mtv;
    } else {
        text += explainAxis(report, step.axis, names);
    }
    if (step.stopsHere)
        text += "\n\nContinue through all axes (C) to see the rest: the report tests every axis to find the largest "
                "gap, and for overlapping shapes the smallest overlap, the MTV.";
    if (const char* why = whyHere(report, step)) text += "\n\n" + std::string(why);
    return text;
}

/// One toolbar button; true when pressed.
bool toolButton(const char* label, bool& clicked) {
    const bool pressed = ImGui::Button(label);
    clicked = clicked || pressed;
    return pressed;
}

void toolbar(const ExplanationPanelParts& parts) {
    StepModeState& mode = parts.teaching.stepMode;
    const StepSource& source = parts.source;
    bool clicked = false;
    if (!mode.active) {
        if (toolButton("Step through the test (T)", clicked)) enterStepMode(mode, source, parts.status, parts.now);
    } else {
        const std::size_t count = currentSteps(mode, source).size();
        if (toolButton("< Back", clicked)) previousStep(mode);
        ImGui::SameLine();
        if (toolButton("Next >", clicked)) nextStep(mode, count);
        if (currentStep(mode, source).stopsHere) {
            ImGui::SameLine();
            if (toolButton("Continue (C)", clicked)) continueThroughAllAxes(mode);
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("Go on through all axes, to the verdict and the MTV");
        }
        ImGui::SameLine();
        if (toolButton("Leave (T)", clicked)) leaveStepMode(mode);
    }
    // A mouse click gives the keyboard back to the view, so Space keeps stepping.
    if (clicked && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) ImGui::SetWindowFocus("##viewport");
    syncStepMode(mode, source, parts.now);
}

/// Lines of any length wrapped at spaces only (ImGui's own wrapping also
/// breaks after '.', which splits numbers such as -1.41 across lines).
void wrappedText(const std::string& text) {
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string line = text.substr(start, end - start);
        if (line.empty()) ImGui::Spacing();
        else wrapAtSpaces(line);
        start = end + 1;
    }
}

void whyParagraphs() {
    if (!ImGui::CollapsingHeader("Why?")) return;
    for (const char* text : {whyBothShapesAxes(), whyCrossProductAxes(), whatIsTheMtv()}) {
        wrapAtSpaces(text);
        ImGui::Spacing();
    }
}

} // namespace

void wrapAtSpaces(const std::string& text) {
    const float width = ImGui::GetContentRegionAvail().x;
    const ImVec2 spacing = ImGui::GetStyle().ItemSpacing;
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(spacing.x, spacing.y * 0.4f)); // lines of one paragraph
    std::string line;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        const std::string word = text.substr(start, end - start);
        const std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && ImGui::CalcTextSize(candidate.c_str()).x > width) {
            ImGui::TextUnformatted(line.c_str());
            line = word;
        } else {
            line = candidate;
        }
        start = end + 1;
    }
    if (!line.empty()) ImGui::TextUnformatted(line.c_str());
    ImGui::PopStyleVar();
}

std::string explanationPanelText(const StepModeState& mode, const StepSource& source) {
    std::string text;
    if (source.document.scene().is3d()) {
        const sat::Report3<double>* report = inspectedReport3(source.document.scene(), source.analysis3d);
        if (const Inspected3* inspected = inspected3(source.document.scene(), source.analysis3d); report && inspected)
            text = stepText(mode, source, *report, inspected->names);
    } else if (const auto& inspected = source.analysis.result.inspected) {
        text = stepText(mode, source, inspected->report, inspected->names);
    }
    if (const auto formula = formulaText(mode, source)) text += "\n\nThe formula (seed 000)\n\n" + *formula;
    return text;
}

void drawExplanationPanel(const ExplanationPanelParts& parts) {
    // The right column (ui/editor/window_layout.hpp).
    if (!parts.teaching.stepMode.panelOpen || !placeDockedPanel(parts.view, "Explanation")) return;
    if (ImGui::Begin("Explanation", &parts.teaching.stepMode.panelOpen,
                     ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        toolbar(parts);
        ImGui::Separator();
        const std::string text = explanationPanelText(parts.teaching.stepMode, parts.source);
        if (text.empty()) ImGui::TextWrapped("Select two shapes (click, then Shift+click) to have their test explained.");
        else wrappedText(text);
        whyParagraphs();
    }
    ImGui::End();
}

} // namespace ui
