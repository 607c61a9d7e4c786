// The SAT panel: the inspected pair's report (every axis, the verdict, the
// MTV, the contacts), the precision and touching tolerance it is computed
// with, and the method choice with every method's answer beside the reference.
#include <cstdio>

#include <imgui.h>

#include "ui/editor_state.hpp"
#include "ui/sat_panel3d.hpp"
#include "ui/step_mode.hpp"

namespace ui {
namespace {

ImVec4 toIm(Rgba c) { return {c.r, c.g, c.b, c.a}; }

void optionsRow(EditorState& state) {
    AnalysisOptions& options = state.analysisOptions;
    int precision = options.precision == Precision::Float ? 0 : 1;
    ImGui::TextUnformatted("Precision");
    ImGui::SameLine();
    ImGui::RadioButton("float", &precision, 0);
    ImGui::SameLine();
    ImGui::RadioButton("double", &precision, 1);
    options.precision = precision == 0 ? Precision::Float : Precision::Double;
    const double zero = 0.0;
    const double max = 10.0;
    ImGui::SameLine(0.0f, 24.0f * state.uiScale);
    ImGui::SetNextItemWidth(90.0f * state.uiScale);
    ImGui::DragScalar("Touching tolerance", ImGuiDataType_Double, &options.tolerance, 0.0005f, &zero, &max, "%.4f",
                      ImGuiSliderFlags_AlwaysClamp);

    const auto methods = sat::seeds::methods2();
    const auto& current = sat::seeds::methodInfo(options.method);
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::BeginCombo("##method", (std::string("Method: ") + current.name).c_str())) {
        for (const auto& info : methods) {
            if (ImGui::Selectable(info.name, info.id == options.method)) options.method = info.id;
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\nTakes: %s", info.summary, info.appliesTo);
        }
        ImGui::EndCombo();
    }
}

void verdictBlock(EditorState& state, const InspectedAnalysis& inspected) {
    const sat::Report2<double>& r = inspected.report;
    const Rgba color = r.verdict == sat::Verdict::Separated ? state.theme.gap : state.theme.overlap;
    ImGui::Text("A: %s     B: %s", inspected.names.a.c_str(), inspected.names.b.c_str());
    ImGui::TextColored(toIm(color), "%s", sat::toString(r.verdict));
    ImGui::SameLine();
    if (r.verdict == sat::Verdict::Separated) {
        ImGui::Text("  distance %.4f", r.distance);
        if (r.firstSeparatingAxis >= 0)
            ImGui::TextColored(toIm(state.theme.separating), "First separating axis: %s (test stops here)",
                               axisName(r.axes[static_cast<std::size_t>(r.firstSeparatingAxis)]).c_str());
    } else {
        ImGui::Text("  depth %.4f", r.depth);
        ImGui::Text("MTV on B: %.4f \xC3\x97 (%.4f, %.4f)", r.depth, r.normal.x, r.normal.y);
        for (std::size_t i = 0; i < r.contacts.size(); ++i)
            ImGui::Text("Contact %zu: (%.4f, %.4f)", i + 1, r.contacts[i].x, r.contacts[i].y);
    }
}

void axisRow(EditorState& state, const sat::Report2<double>& r, std::size_t i) {
    const sat::AxisResult2<double>& axis = r.axes[i];
    const bool first = static_cast<int>(i) == r.firstSeparatingAxis;
    ImGui::TableNextRow();
    // The hovered axis, and in step mode the current step's (its numbers are the Explanation panel's).
    if (static_cast<int>(i) == state.hoveredAxis || static_cast<int>(i) == currentStepAxis(state))
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(ImVec4(0.34f, 0.71f, 0.91f, 0.35f)));
    ImGui::TableNextColumn();
    const std::string name = axisName(axis) + (axis.duplicate ? " (dup)" : "");
    if (first) ImGui::PushStyleColor(ImGuiCol_Text, toIm(state.theme.separating));
    ImGui::Selectable(name.c_str(), false, ImGuiSelectableFlags_SpanAllColumns);
    if (ImGui::IsItemHovered()) state.nextHoveredAxis = static_cast<int>(i);
    ImGui::TableNextColumn();
    ImGui::Text("(%.3f, %.3f)", axis.direction.x, axis.direction.y);
    ImGui::TableNextColumn();
    ImGui::Text("[%.3f, %.3f]", axis.a.min, axis.a.max);
    ImGui::TableNextColumn();
    ImGui::Text("[%.3f, %.3f]", axis.b.min, axis.b.max);
    ImGui::TableNextColumn();
    ImGui::Text("%+.4f", axis.separation);
    ImGui::TableNextColumn();
    if (first) ImGui::TextUnformatted("separates (first)");
    else ImGui::TextUnformatted(axis.separating ? "separates" : axis.separation < 0.0 ? "overlap" : "touching");
    if (first) ImGui::PopStyleColor();
}

void axisTable(EditorState& state, const sat::Report2<double>& r) {
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                                  ImGuiTableFlags_ScrollY;
    const float rows = static_cast<float>(std::min<std::size_t>(r.axes.size(), 10) + 1);
    if (!ImGui::BeginTable("##axes", 6, flags, ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * rows + 8.0f))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const char* header : {"Axis", "Direction", "A interval", "B interval", "Separation", "Verdict"})
        ImGui::TableSetupColumn(header);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < r.axes.size(); ++i) axisRow(state, r, i);
    ImGui::EndTable();
}

void methodTable(EditorState& state, const InspectedAnalysis& inspected) {
    if (!ImGui::CollapsingHeader("Methods on this pair", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("##methods", 3, flags)) return;
    for (const MethodAnswer& answer : inspected.methods) {
        const auto& info = sat::seeds::methodInfo(answer.method);
        ImGui::TableNextRow();
        if (answer.method == state.analysisOptions.method)
            ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, ImGui::GetColorU32(ImVec4(1, 1, 1, 0.10f)));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(info.name);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", info.summary);
        ImGui::TableNextColumn();
        if (!answer.intersects) ImGui::TextDisabled("does not apply");
        else ImGui::TextUnformatted(*answer.intersects ? "intersect" : "separated");
        ImGui::TableNextColumn();
        if (answer.disagrees) ImGui::TextColored(toIm(state.theme.warning), "\xE2\x89\xA0 reference");
    }
    ImGui::EndTable();
}

} // namespace

void drawSatPanel(EditorState& state) {
    if (state.document.scene().is3d()) return drawSatPanel3d(state);
    if (!state.panels.sat) return;
    const float s = state.uiScale;
    // Bottom right, leaving the middle of the window (the view centre) free.
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x - 10 * s, display.y - 10 * s), ImGuiCond_FirstUseEver, ImVec2(1.0f, 1.0f));
    ImGui::SetNextWindowSize(ImVec2(610 * s, 330 * s), ImGuiCond_FirstUseEver);
    if (ImGui::Begin("SAT", &state.panels.sat, ImGuiWindowFlags_NoFocusOnAppearing)) {
        optionsRow(state);
        ImGui::Separator();
        if (const auto& inspected = state.analysis.inspected) {
            verdictBlock(state, *inspected);
            axisTable(state, inspected->report);
            methodTable(state, *inspected);
        } else {
            ImGui::TextWrapped("Select a shape (its deepest overlap, or nearest neighbour, is inspected) or two "
                               "shapes (click, then Shift+click) to see every axis of their test.");
        }
    }
    ImGui::End();
}

} // namespace ui
