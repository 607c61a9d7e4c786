// The Scene panel: every shape (visibility, colour, name, kind) and the
// pairs that touch or overlap, each a click away from being inspected.
#include <cstdio>
#include <vector>

#include <imgui.h>

#include "ui/commands.hpp"
#include "ui/edit_widgets.hpp"
#include "ui/editor_state.hpp"
#include "ui/panel_layout.hpp"

namespace ui {
namespace {

ImVec4 toIm(Rgba c) { return {c.r, c.g, c.b, c.a}; }

const char* kindLabel(const sat::ShapeSpec& spec) {
    switch (spec.index()) {
    case 0: return "AABB";
    case 1: return "OBB";
    case 2: return "polygon";
    default: return "3D";
    }
}

void shapeRow(EditorState& state, std::size_t index) {
    const sat::SceneShape& shape = state.document.scene().shapes[index];
    ImGui::PushID(static_cast<int>(index));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    bool visible = shape.visible;
    if (ImGui::Checkbox("##visible", &visible)) setVisible(state.document, shape.name, visible);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show or hide");

    ImGui::TableNextColumn();
    const Rgba rgba = shapeColor(state.document.scene().shapes, index);
    float color[4] = {rgba.r, rgba.g, rgba.b, rgba.a};
    const std::string name = shape.name;
    const bool changed = ImGui::ColorEdit4("##color", color, ImGuiColorEditFlags_NoInputs | ImGuiColorEditFlags_NoLabel);
    applyWidgetEdit(state.document, changed, "Colour of " + name, [&](sat::Scene& scene) {
        if (auto* s = scene.find(name)) s->color = sat::Color{color[0], color[1], color[2], color[3]};
    });

    ImGui::TableNextColumn();
    const auto& problems = sat::is3d(shape.spec) ? state.analysis3d.result.problems : state.analysis.problems; // not scene().is3d(): O(n) a row
    const std::string problem = index < problems.size() ? problems[index] : std::string();
    const std::string text = name + (problem.empty() ? "" : "  (!)");
    if (ImGui::Selectable(text.c_str(), state.selection.contains(name), ImGuiSelectableFlags_SpanAllColumns))
        state.selection.click(name, ImGui::GetIO().KeyShift);
    if (!problem.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", problem.c_str());
    ImGui::TableNextColumn();
    const char* role = "";
    if (const auto& inspected = state.analysis.inspected) role = inspected->indexA == index ? "  A" : inspected->indexB == index ? "  B" : "";
    ImGui::TextDisabled("%s", kindLabel(shape.spec));
    ImGui::SameLine(0.0f, 0.0f);
    ImGui::TextUnformatted(role);
    ImGui::PopID();
}

void shapeTable(EditorState& state) {
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY;
    const float height = ImGui::GetTextLineHeightWithSpacing() * 5.5f;
    if (!ImGui::BeginTable("##shapes", 4, flags, ImVec2(0, height))) return;
    ImGui::TableSetupColumn("##vis", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("##col", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Kind", ImGuiTableColumnFlags_WidthFixed);
    // Only the rows in sight are built: a generated level has 10,000 shapes.
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(state.document.scene().shapes.size()));
    while (clipper.Step())
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) shapeRow(state, static_cast<std::size_t>(row));
    ImGui::EndTable();
}

std::string pairText(const PairStatus& pair) {
    char numbers[64];
    if (pair.verdict == sat::Verdict::Overlapping) std::snprintf(numbers, sizeof numbers, "overlap %.3f", pair.relation.depth);
    else if (pair.verdict == sat::Verdict::Touching) std::snprintf(numbers, sizeof numbers, "touching");
    else std::snprintf(numbers, sizeof numbers, "gap %.3f", pair.relation.distance);
    return pair.relation.a + "  \xC3\x97  " + pair.relation.b + "   " + numbers;
}

void pairRow(EditorState& state, const PairStatus& pair, int id) {
    const bool inspected = state.analysis.inspected && state.analysis.inspected->indexA == pair.indexA &&
                           state.analysis.inspected->indexB == pair.indexB;
    ImGui::PushID(id);
    ImGui::PushStyleColor(ImGuiCol_Text, toIm(pair.relation.intersecting ? state.theme.overlap : state.theme.textDim));
    if (ImGui::Selectable(pairText(pair).c_str(), inspected)) state.selection.set({pair.relation.a, pair.relation.b});
    ImGui::PopStyleColor();
    if (pair.methodDisagrees) {
        ImGui::SameLine();
        ImGui::TextColored(toIm(state.theme.warning), "[method disagrees]");
    }
    ImGui::PopID();
}

void pairList(EditorState& state) {
    std::vector<const PairStatus*> listed;
    for (const PairStatus& pair : state.analysis.pairs)
        if (pair.relation.intersecting || pair.methodDisagrees) listed.push_back(&pair);
    const int shown = static_cast<int>(listed.size());
    // Only the rows in sight are built (thousands of pairs in a large level).
    ImGuiListClipper clipper;
    clipper.Begin(shown);
    while (clipper.Step())
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) pairRow(state, *listed[static_cast<std::size_t>(row)], row + 1);
    if (shown == 0) ImGui::TextDisabled("No shapes touch or overlap.");
}

} // namespace

void drawScenePanel(EditorState& state) {
    if (!state.panels.scene) return;
    const float s = state.uiScale;
    ImGui::SetNextWindowPos(ImVec2(10 * s, 34 * s), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(260 * s, 290 * s), ImGuiCond_FirstUseEver);
    placeQueuedPanel(state, "Scene"); // presentation mode (ui/panel_layout.hpp)
    if (ImGui::Begin("Scene", &state.panels.scene, ImGuiWindowFlags_NoFocusOnAppearing)) {
        ImGui::TextDisabled("Click: A   Shift+click: B");
        shapeTable(state);
        ImGui::Spacing();
        ImGui::Separator();
        ImGui::Text("Touching or overlapping pairs");
        pairList(state);
    }
    ImGui::End();
}

} // namespace ui
