// SPDX-License-Identifier: MIT
// The Scene panel: every shape (visibility, colour, name, kind) and the
// pairs that touch or overlap, each a click away from being inspected.
#include "ui/panels/scene_panel.hpp"

#include <cstdio>
#include <optional>
#include <vector>

#include <imgui.h>

#include "ui/draw/imgui_helpers.hpp"
#include "ui/editor/panel_layout.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/commands.hpp"
#include "ui/model/document.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/selection.hpp"
#include "ui/panels/edit_widgets.hpp"

namespace ui {
namespace {

const char* kindLabel(const sat::ShapeSpec& spec) {
    if (std::holds_alternative<sat::Aabb2Spec>(spec)) return "AABB";
    if (std::holds_alternative<sat::Obb2Spec>(spec)) return "OBB";
    if (std::holds_alternative<sat::Poly2Spec>(spec)) return "polygon";
    if (std::holds_alternative<sat::Circle2Spec>(spec)) return "circle";
    if (std::holds_alternative<sat::Capsule2Spec>(spec)) return "capsule";
    return "3D";
}

void shapeRow(Document& document, Selection& selection, const SceneAnalysis& analysis, const SceneAnalysis3& analysis3d,
              std::size_t index) {
    const sat::SceneShape& shape = document.scene().shapes[index];
    ImGui::PushID(static_cast<int>(index));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    bool visible = shape.visible;
    if (ImGui::Checkbox("##visible", &visible)) setVisible(document, shape.name, visible);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show or hide");

    ImGui::TableNextColumn();
    const Rgba rgba = shapeColor(document.scene().shapes, index);
    float color[4] = {rgba.r, rgba.g, rgba.b, rgba.a};
    const std::string name = shape.name;
    const bool changed = ImGui::ColorEdit4("##color", color, ImGuiColorEditFlags_NoInputs | ImGuiColorEditFlags_NoLabel);
    applyWidgetEdit(document, changed, "Colour of " + name, [&](sat::Scene& scene) {
        if (auto* s = scene.find(name)) s->color = sat::Color{color[0], color[1], color[2], color[3]};
    });

    ImGui::TableNextColumn();
    const auto& problems = sat::is3d(shape.spec) ? analysis3d.problems : analysis.problems; // not scene().is3d(): O(n) a row
    const std::string problem = index < problems.size() ? problems[index] : std::string();
    const std::string text = name + (problem.empty() ? "" : "  (!)");
    if (ImGui::Selectable(text.c_str(), selection.contains(name), ImGuiSelectableFlags_SpanAllColumns))
        selection.click(name, ImGui::GetIO().KeyShift);
    if (!problem.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", problem.c_str());
    ImGui::TableNextColumn();
    const char* role = "";
    const auto roleOf = [&](const auto& inspected) {
        // The pair's order, not the role letters A / B, which a shape's own name could be (docs/app.md, names and roles).
        if (inspected) role = inspected->indexA == index ? "  1st" : inspected->indexB == index ? "  2nd" : "";
    };
    if (sat::is3d(shape.spec)) roleOf(analysis3d.inspected);
    else roleOf(analysis.inspected);
    ImGui::TextDisabled("%s", kindLabel(shape.spec));
    ImGui::SameLine(0.0f, 0.0f);
    ImGui::TextUnformatted(role);
    ImGui::PopID();
}

void shapeTable(Document& document, Selection& selection, const SceneAnalysis& analysis, const SceneAnalysis3& analysis3d) {
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY;
    const float height = ImGui::GetTextLineHeightWithSpacing() * 5.5f;
    if (!ImGui::BeginTable("##shapes", 4, flags, ImVec2(0, height))) return;
    ImGui::TableSetupColumn("##vis", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("##col", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Kind", ImGuiTableColumnFlags_WidthFixed);
    // Only the rows in sight are built: a generated level has 10,000 shapes.
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(document.scene().shapes.size()));
    while (clipper.Step())
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row)
            shapeRow(document, selection, analysis, analysis3d, static_cast<std::size_t>(row));
    ImGui::EndTable();
}

std::string pairText(const PairRelation& relation, sat::Verdict verdict) {
    const std::string numbers = verdict == sat::Verdict::Overlapping ? "overlap " + formatFixed(relation.depth, 3)
                                : verdict == sat::Verdict::Touching  ? std::string("touching")
                                                                     : "gap " + formatFixed(relation.distance, 3);
    return relation.a + "  \xC3\x97  " + relation.b + "   " + numbers;
}

/// One row: the pair's text, coloured when it intersects; a click inspects it.
void pairRow(Selection& selection, const Theme& theme, const PairRelation& relation, sat::Verdict verdict, bool inspected,
             bool methodDisagrees, int id) {
    ImGui::PushID(id);
    ImGui::PushStyleColor(ImGuiCol_Text, toImColor(relation.intersecting ? verdictColor(theme, verdict) : theme.textDim));
    if (ImGui::Selectable(pairText(relation, verdict).c_str(), inspected)) selection.set({relation.a, relation.b});
    ImGui::PopStyleColor();
    if (methodDisagrees) {
        ImGui::SameLine();
        ImGui::TextColored(toImColor(theme.warning), "[method disagrees]");
    }
    ImGui::PopID();
}

template <class Inspected> bool isInspected(const std::optional<Inspected>& inspected, std::size_t a, std::size_t b) {
    return inspected && inspected->indexA == a && inspected->indexB == b;
}

/// 3D: the pairs the fast test finds touching or overlapping, each row's
/// numbers from its report, for the rows in sight only.
void pairList3d(Selection& selection, const Theme& theme, const sat::Scene& scene, const Analysis3dState& analysis3d) {
    const SceneAnalysis3& analysis = analysis3d.result;
    std::vector<const Pair3Status*> listed;
    for (const Pair3Status& pair : analysis.pairs)
        if (pair.intersecting) listed.push_back(&pair);
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(listed.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const Pair3Status& pair = *listed[static_cast<std::size_t>(row)];
            const PairRow3 shown = pairRow3d(scene, pair, analysis3d.options.tolerance);
            pairRow(selection, theme, shown.relation, shown.verdict, isInspected(analysis.inspected, pair.indexA, pair.indexB),
                    false, row + 1);
        }
    }
    if (analysis.unlistedPairs > 0)
        ImGui::TextDisabled("... and %zu more (the first %zu are listed)", analysis.unlistedPairs, kMaxKeptPairs3d);
    else if (listed.empty()) ImGui::TextDisabled("No shapes touch or overlap.");
}

void pairList(Selection& selection, const Theme& theme, const sat::Scene& scene, const SceneAnalysis& analysis,
              const Analysis3dState& analysis3d) {
    if (scene.is3d()) return pairList3d(selection, theme, scene, analysis3d);
    std::vector<const PairStatus*> listed;
    for (const PairStatus& pair : analysis.pairs)
        if (pair.relation.intersecting || pair.methodDisagrees) listed.push_back(&pair);
    const int shown = static_cast<int>(listed.size());
    // Only the rows in sight are built (thousands of pairs in a large level).
    ImGuiListClipper clipper;
    clipper.Begin(shown);
    while (clipper.Step())
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const PairStatus& pair = *listed[static_cast<std::size_t>(row)];
            pairRow(selection, theme, pair.relation, pair.verdict, isInspected(analysis.inspected, pair.indexA, pair.indexB),
                    pair.methodDisagrees, row + 1);
        }
    if (analysis.unlistedPairs > 0)
        ImGui::TextDisabled("... and %zu more (the first %zu are listed)", analysis.unlistedPairs, kMaxKeptPairs);
    else if (shown == 0) ImGui::TextDisabled("No shapes touch or overlap.");
}

} // namespace

void drawScenePanel(Document& document, Selection& selection, const AnalysisState& analysis, const Analysis3dState& analysis3d,
                    ViewState& view, PresentationState& presentation) {
    if (!view.panels.scene || !placeDockedPanel(view, "Scene")) return; // the left column (ui/editor/window_layout.hpp)
    placeQueuedPanel(presentation, "Scene");                            // presentation mode (ui/editor/panel_layout.hpp)
    if (ImGui::Begin("Scene", &view.panels.scene, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        ImGui::TextDisabled("Click: first   Shift+click: second");
        shapeTable(document, selection, analysis.result, analysis3d.result);
        ImGui::Spacing();
        ImGui::Separator();
        ImGui::Text("Touching or overlapping pairs");
        pairList(selection, view.theme, document.scene(), analysis.result, analysis3d);
    }
    ImGui::End();
}

} // namespace ui
