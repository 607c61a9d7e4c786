// The Scene panel: every shape (visibility, colour, name, kind) and the
// pairs that touch or overlap, each a click away from being inspected.
#include <cstdio>
#include <optional>
#include <vector>

#include <imgui.h>

#include "ui/model/commands.hpp"
#include "ui/panels/edit_widgets.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/draw/imgui_helpers.hpp"
#include "ui/editor/panel_layout.hpp"

namespace ui {
namespace {

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
    const auto& problems = sat::is3d(shape.spec) ? state.analysis3d.result.problems : state.analysis.result.problems; // not scene().is3d(): O(n) a row
    const std::string problem = index < problems.size() ? problems[index] : std::string();
    const std::string text = name + (problem.empty() ? "" : "  (!)");
    if (ImGui::Selectable(text.c_str(), state.selection.contains(name), ImGuiSelectableFlags_SpanAllColumns))
        state.selection.click(name, ImGui::GetIO().KeyShift);
    if (!problem.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", problem.c_str());
    ImGui::TableNextColumn();
    const char* role = "";
    const auto roleOf = [&](const auto& inspected) {
        if (inspected) role = inspected->indexA == index ? "  A" : inspected->indexB == index ? "  B" : "";
    };
    if (sat::is3d(shape.spec)) roleOf(state.analysis3d.result.inspected);
    else roleOf(state.analysis.result.inspected);
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

std::string pairText(const PairRelation& relation, sat::Verdict verdict) {
    char numbers[64];
    if (verdict == sat::Verdict::Overlapping) std::snprintf(numbers, sizeof numbers, "overlap %.3f", relation.depth);
    else if (verdict == sat::Verdict::Touching) std::snprintf(numbers, sizeof numbers, "touching");
    else std::snprintf(numbers, sizeof numbers, "gap %.3f", relation.distance);
    return relation.a + "  \xC3\x97  " + relation.b + "   " + numbers;
}

/// One row: the pair's text, coloured when it intersects; a click inspects it.
void pairRow(EditorState& state, const PairRelation& relation, sat::Verdict verdict, bool inspected, bool methodDisagrees,
             int id) {
    ImGui::PushID(id);
    ImGui::PushStyleColor(ImGuiCol_Text, toImColor(relation.intersecting ? state.view.theme.overlap : state.view.theme.textDim));
    if (ImGui::Selectable(pairText(relation, verdict).c_str(), inspected)) state.selection.set({relation.a, relation.b});
    ImGui::PopStyleColor();
    if (methodDisagrees) {
        ImGui::SameLine();
        ImGui::TextColored(toImColor(state.view.theme.warning), "[method disagrees]");
    }
    ImGui::PopID();
}

template <class Inspected> bool isInspected(const std::optional<Inspected>& inspected, std::size_t a, std::size_t b) {
    return inspected && inspected->indexA == a && inspected->indexB == b;
}

/// 3D: the pairs the fast test finds touching or overlapping, each row's
/// numbers from its report, for the rows in sight only.
void pairList3d(EditorState& state) {
    const SceneAnalysis3& analysis = state.analysis3d.result;
    std::vector<const Pair3Status*> listed;
    for (const Pair3Status& pair : analysis.pairs)
        if (pair.intersecting) listed.push_back(&pair);
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(listed.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const Pair3Status& pair = *listed[static_cast<std::size_t>(row)];
            const PairRow3 shown = pairRow3d(state.document.scene(), pair, state.analysis3d.options.tolerance);
            pairRow(state, shown.relation, shown.verdict, isInspected(analysis.inspected, pair.indexA, pair.indexB), false,
                    row + 1);
        }
    }
    if (analysis.unlistedPairs > 0)
        ImGui::TextDisabled("... and %zu more (the first %zu are listed)", analysis.unlistedPairs, kMaxKeptPairs3d);
    else if (listed.empty()) ImGui::TextDisabled("No shapes touch or overlap.");
}

void pairList(EditorState& state) {
    if (state.document.scene().is3d()) return pairList3d(state);
    std::vector<const PairStatus*> listed;
    for (const PairStatus& pair : state.analysis.result.pairs)
        if (pair.relation.intersecting || pair.methodDisagrees) listed.push_back(&pair);
    const int shown = static_cast<int>(listed.size());
    // Only the rows in sight are built (thousands of pairs in a large level).
    ImGuiListClipper clipper;
    clipper.Begin(shown);
    while (clipper.Step())
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const PairStatus& pair = *listed[static_cast<std::size_t>(row)];
            pairRow(state, pair.relation, pair.verdict, isInspected(state.analysis.result.inspected, pair.indexA, pair.indexB),
                    pair.methodDisagrees, row + 1);
        }
    if (state.analysis.result.unlistedPairs > 0)
        ImGui::TextDisabled("... and %zu more (the first %zu are listed)", state.analysis.result.unlistedPairs, kMaxKeptPairs);
    else if (shown == 0) ImGui::TextDisabled("No shapes touch or overlap.");
}

} // namespace

void drawScenePanel(EditorState& state) {
    if (!state.view.panels.scene) return;
    const float s = state.view.uiScale;
    ImGui::SetNextWindowPos(ImVec2(10 * s, 34 * s), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(260 * s, 290 * s), ImGuiCond_FirstUseEver);
    placeQueuedPanel(state, "Scene"); // presentation mode (ui/editor/panel_layout.hpp)
    if (ImGui::Begin("Scene", &state.view.panels.scene, ImGuiWindowFlags_NoFocusOnAppearing)) {
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
