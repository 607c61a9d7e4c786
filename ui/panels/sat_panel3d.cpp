// SPDX-License-Identifier: MIT
// The SAT panel for 3D scenes: the inspected pair's axes (15 for two boxes,
// fewer for a sphere or capsule; each with its source,
// direction, both intervals, separation, verdict; degenerate rows greyed
// with the reason as tooltip), the verdict, the MTV and the contacts, and
// the "face axes only" toggle with the warning it earns.
#include "ui/panels/sat_panel3d.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "ui/draw/imgui_helpers.hpp"
#include "ui/editor/panel_layout.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/document.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/axis_strip.hpp"

namespace ui {
namespace {

/// "(0.707, 0.000, -0.707)": each component through formatFixed, so no "-0.000".
std::string sat3dFixedVector(glm::dvec3 v, int decimals) {
    std::string text = "(";
    text += formatFixed(v.x, decimals);
    text += ", ";
    text += formatFixed(v.y, decimals);
    text += ", ";
    text += formatFixed(v.z, decimals);
    text += ")";
    return text;
}

std::string sat3dFixedInterval(const sat::Interval<double>& interval) {
    std::string text = "[";
    text += formatFixed(interval.min, 3);
    text += ", ";
    text += formatFixed(interval.max, 3);
    text += "]";
    return text;
}

void optionsRow3d(AnalysisOptions& options, Analysis3dState& analysis3d, float uiScale) {
    const double zero = 0.0;
    const double max = 10.0;
    ImGui::TextUnformatted("Precision: double");
    ImGui::SameLine(0.0f, 24.0f * uiScale);
    ImGui::SetNextItemWidth(90.0f * uiScale);
    ImGui::DragScalar("Touching tolerance", ImGuiDataType_Double, &options.tolerance, 0.0005f, &zero, &max, "%.4f",
                      ImGuiSliderFlags_AlwaysClamp);
    ImGui::Checkbox("Face axes only", &analysis3d.options.faceAxesOnly);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Test the six face axes only, without the nine edge\xC3\x97"
                          "edge axes.\n"
                          "A common shortcut, and wrong: boxes separated only along an edge\xC3\x97"
                          "edge\n"
                          "axis are then reported as overlapping (try assets/scenes/3d-edge-edge.json).");
    ImGui::SameLine();
    ImGui::Checkbox("Axis strip", &analysis3d.stripOpen);
}

void verdictBlock(const Theme& theme, const Inspected3& inspected) {
    const sat::Report3<double>& r = inspected.report;
    const Rgba color = verdictColor(theme, r.verdict);
    ImGui::TextUnformatted(pairTitle(inspected.names).c_str());
    ImGui::TextColored(toImColor(color), "%s", sat::toString(r.verdict));
    ImGui::SameLine();
    if (r.verdict == sat::Verdict::Separated) {
        ImGui::Text("  distance %s", formatFixed(r.distance, 4).c_str());
        if (r.firstSeparatingAxis >= 0)
            ImGui::TextColored(
                toImColor(theme.separating), "First separating axis: %s (test stops here)",
                namedAxisLabel(sat::label(r.axes[static_cast<std::size_t>(r.firstSeparatingAxis)].source), inspected.names)
                    .c_str());
    } else {
        ImGui::Text("  depth %s", formatFixed(r.depth, 4).c_str());
        ImGui::Text("MTV on %s: %s \xC3\x97 %s  along %s", inspected.names.b.c_str(), formatFixed(r.depth, 4).c_str(),
                    sat3dFixedVector(r.normal, 4).c_str(),
                    namedAxisLabel(sat::label(r.axes[static_cast<std::size_t>(r.bestAxis)].source), inspected.names).c_str());
        ImGui::Text("Contacts (%s):", sat::toString(r.contactKind));
        if (r.contacts.empty()) {
            ImGui::SameLine();
            ImGui::TextDisabled("none");
        }
        for (std::size_t i = 0; i < r.contacts.size(); ++i) {
            ImGui::SameLine();
            ImGui::Text(" %zu %s", i + 1, sat3dFixedVector(r.contacts[i], 3).c_str());
        }
    }
    if (inspected.faceOnlyIsWrong()) {
        ImGui::PushStyleColor(ImGuiCol_Text, toImColor(theme.warning));
        ImGui::TextWrapped("%s", faceOnlyWarning(inspected).c_str());
        ImGui::PopStyleColor();
    }
}

const char* verdictWord(const sat::AxisResult3<double>& axis, bool first) {
    // The reason in short, greyed with the row; the tooltip gives it in full.
    if (axis.degenerate) return axis.reason == sat::DegenerateReason::NotTested ? "not tested" : "skipped (parallel)";
    if (first) return "separates (first)";
    return axis.separating ? "separates" : axis.separation < 0.0 ? "overlap" : "touching";
}

void axisRow(const SatPanelParts& state, const sat::Report3<double>& r, const InspectedPair& names, std::size_t i) {
    const sat::AxisResult3<double>& axis = r.axes[i];
    const int index = static_cast<int>(i);
    const bool first = index == r.firstSeparatingAxis;
    ImGui::TableNextRow();
    // The hovered axis, and in step mode the current step's (as the 2D panel does).
    if (index == state.analysis.hoveredAxis || index == state.stepAxis)
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(ImVec4(0.34f, 0.71f, 0.91f, 0.35f)));
    ImGui::TableNextColumn();
    if (first) ImGui::PushStyleColor(ImGuiCol_Text, toImColor(state.view.theme.separating));
    else if (axis.degenerate) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    const std::string name = namedAxisLabel(sat::label(axis.source), names);
    if (ImGui::Selectable(name.c_str(), index == state.analysis3d.selectedAxis, ImGuiSelectableFlags_SpanAllColumns))
        state.analysis3d.selectedAxis = state.analysis3d.selectedAxis == index ? -1 : index;
    if (ImGui::IsItemHovered()) {
        state.analysis.nextHoveredAxis = index;
        if (axis.degenerate) ImGui::SetTooltip("%s (|cross| = %.3g)", sat::toString(axis.reason), axis.crossLength);
    }
    ImGui::TableNextColumn();
    if (axis.degenerate) ImGui::TextUnformatted("\xE2\x80\x94");
    else ImGui::TextUnformatted(sat3dFixedVector(axis.direction, 3).c_str());
    ImGui::TableNextColumn();
    if (!axis.degenerate) ImGui::TextUnformatted(sat3dFixedInterval(axis.a).c_str());
    ImGui::TableNextColumn();
    if (!axis.degenerate) ImGui::TextUnformatted(sat3dFixedInterval(axis.b).c_str());
    ImGui::TableNextColumn();
    if (!axis.degenerate) ImGui::TextUnformatted(formatFixed(axis.separation, 4, true).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(verdictWord(axis, first));
    if (first || axis.degenerate) ImGui::PopStyleColor();
}

void axisTable(const SatPanelParts& state, const sat::Report3<double>& r, const InspectedPair& names) {
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                                  ImGuiTableFlags_ScrollY;
    // Fills the panel down to the hint line; scrolls when the panel is short.
    const float minimum = ImGui::GetTextLineHeightWithSpacing() * 5.0f;
    const float height = std::max(ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing(), minimum);
    if (!ImGui::BeginTable("##axes3d", 6, flags, ImVec2(0, height))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const std::string& header : {std::string("Axis"), std::string("Direction"), names.a + " interval", names.b + " interval",
                                      std::string("Separation"), std::string("Verdict")})
        ImGui::TableSetupColumn(header.c_str());
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < r.axes.size(); ++i) axisRow(state, r, names, i);
    ImGui::EndTable();
}

/// The panel's window, placed by the caller.
void drawSat3dWindow(const SatPanelParts& state) {
    placeQueuedPanel(state.presentation, "SAT##3d"); // presentation mode (ui/editor/panel_layout.hpp)
    if (ImGui::Begin("SAT##3d", &state.view.panels.sat, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        optionsRow3d(state.analysis.options, state.analysis3d, state.view.uiScale);
        ImGui::Separator();
        if (const Inspected3* inspected = inspected3(state.document.scene(), state.analysis3d)) {
            verdictBlock(state.view.theme, *inspected);
            axisTable(state, inspected->report, inspected->names);
            ImGui::TextDisabled("The view draws the deciding axis; hover a row to draw another, click to keep it.");
        } else {
            ImGui::TextWrapped("Select a shape (its deepest overlap, or nearest neighbour, is inspected) or two "
                               "shapes (click, then Shift+click) to see every axis of their test (15 for two boxes).");
        }
    }
    ImGui::End();
}

} // namespace

void drawSatPanel3d(const SatPanelParts& state) {
    // Along the bottom, under the picture (ui/editor/window_layout.hpp). Its own window id: the 3D
    // panel keeps its own collapsed state.
    if (state.view.panels.sat && placeDockedPanel(state.view, "SAT##3d")) drawSat3dWindow(state);
    drawAxisStrip(state.document.scene(), state.analysis3d, state.analysis, state.view, state.presentation, state.stepAxis);
}

} // namespace ui
