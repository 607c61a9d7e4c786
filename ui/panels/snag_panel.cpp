// SPDX-License-Identifier: MIT
// The Snags panel: the seams a sliding box catches on, per layer, the probe and "Merge layer".
#include "ui/panels/snag_panel.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "ui/draw/panel_rects.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/document.hpp"

namespace ui {

namespace {

using Kind = SnagPanelState::Request::Kind;

/// The snag list's least height, in rows (with its header): below it the panel would scroll instead of the list.
constexpr float kSnagListLeastRows = 4.0f;

ImVec4 snagPanelColor(Rgba c) { return {c.r, c.g, c.b, 1.0f}; }

std::string layerName(const std::string& group) { return group.empty() ? std::string("(no layer)") : group; }

/// The counts of the snag map.
void drawSnagCounts(const SnagPanelParts& parts) {
    const sat::SnagResult& result = parts.snags.map->result;
    ImGui::Text("%zu snags at %zu seams, %zu colliders", result.snags.size(), result.seams, result.colliders);
}

/// The probe and sink in use (what the fields' 0 stands for), beside the fields where the row has room.
void drawProbeInUse(const SnagPanelParts& parts) {
    const SnagSettings used = resolvedSettings(parts.snags.map->result, parts.document.scene());
    char text[160];
    if (used.probeCollider)
        std::snprintf(text, sizeof text, "(%s %.4g × %.4g, %.3g)", used.probeCollider->c_str(), used.probeSize->x,
                      used.probeSize->y, *used.sink);
    else std::snprintf(text, sizeof text, "(%.4g × %.4g, %.3g)", used.probeSize->x, used.probeSize->y, *used.sink);
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(text).x <= right) ImGui::SameLine();
    ImGui::TextDisabled("%s", text);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("In use: the probe's width and height, and the sink");
}

/// "Use selection as probe" (the selected shape slides instead of the box), or "Use box probe" while one is chosen.
void drawProbeColliderChoice(const SnagPanelParts& parts) {
    SnagPanelState& snags = parts.snags;
    if (!snags.probeCollider.empty()) {
        if (ImGui::SmallButton("Use box probe")) snags.request = SnagPanelState::Request{Kind::UseBoxProbe, 0, {}};
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Slide the box of the fields again instead of %s", snags.probeCollider.c_str());
        return;
    }
    const std::string* selected = parts.selection.primary();
    ImGui::BeginDisabled(selected == nullptr);
    if (ImGui::SmallButton("Use selection as probe"))
        snags.request = SnagPanelState::Request{Kind::UseSelectionAsProbe, 0, selected ? *selected : std::string()};
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", selected ? ("Slide " + *selected + " along the surfaces instead of a box").c_str()
                                         : "Select a 2D shape first: it slides along the surfaces instead of a box");
}

/// The right column is shared with the Findings panel. Once after the panel opens, as soon as its rows need more
/// height than the column gave it (last frame's measure), it folds the Findings panel to its title bar, and the
/// next frame's layout gives it that room; a click on the Findings title unfolds them again for good.
void takeTheFindingsRoomWhenShort() {
    ImGuiStorage* storage = ImGui::GetStateStorage(); // the Snags window's own, kept while the app runs
    const ImGuiID folded = ImGui::GetID("##findings folded");
    if (ImGui::IsWindowAppearing()) {
        storage->SetBool(folded, false);
        return;
    }
    if (storage->GetBool(folded)) return;
    const std::optional<PanelFit> fit = panelFit("Snags");
    if (!fit || fit->collapsed || fit->needed.y <= fit->rect.height() + 1.0) return;
    ImGui::SetWindowCollapsed("Findings", true);
    storage->SetBool(folded, true);
}

/// The probe's size and sink, each 0 for the core's default, with the values in use beside them.
void drawProbeFields(const SnagPanelParts& parts) {
    SnagPanelState& snags = parts.snags;
    const float s = parts.view.uiScale;
    ImGui::SetNextItemWidth(120 * s);
    float size[2] = {snags.probeWidth, snags.probeHeight};
    if (ImGui::InputFloat2("probe W, H", size, "%.3g")) {
        snags.probeWidth = std::max(size[0], 0.0f);
        snags.probeHeight = std::max(size[1], 0.0f);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The box that slides along the surface. 0: half the typical tile.");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(60 * s);
    if (ImGui::InputFloat("sink", &snags.sink, 0.0f, 0.0f, "%.3g")) snags.sink = std::max(snags.sink, 0.0f);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("How deep the probe rests in the surface. 0: 1e-3 of the tile side. Less than the probe's height.");
    if (snags.map) drawProbeInUse(parts);
    // One row: the tool, the choice of probe, and what is in use (the rows below get the room).
    bool tool = snags.probeTool;
    if (ImGui::Checkbox("Probe tool (P)", &tool)) snags.request = SnagPanelState::Request{Kind::ToggleProbeTool, 0, {}};
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Drag in the view: the probe rests on the surface under the pointer and shows its MTV against "
                          "what it touches.");
    ImGui::SameLine();
    drawProbeColliderChoice(parts);
}

/// Per layer: colliders and snags, and the layer's Merge button.
void drawSnagLayers(const SnagPanelParts& parts) {
    SnagPanelState& snags = parts.snags;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("snag layers", 4, flags)) return;
    for (const char* title : {"layer", "colliders", "snags", ""}) ImGui::TableSetupColumn(title);
    ImGui::TableHeadersRow();
    for (const SnagLayerCount& layer : snags.map->layers) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(layerName(layer.group).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%zu", layer.colliders);
        ImGui::TableNextColumn();
        if (layer.snags > 0) ImGui::TextColored(snagPanelColor(parts.view.theme.overlap), "%zu", layer.snags);
        else ImGui::Text("0");
        ImGui::TableNextColumn();
        ImGui::PushID(layer.group.c_str());
        ImGui::BeginDisabled(layer.snags == 0);
        if (ImGui::SmallButton("Merge layer")) snags.request = SnagPanelState::Request{Kind::PreviewMerge, 0, layer.group};
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("Preview joining this layer's touching colliders into pieces that do not snag");
        ImGui::PopID();
    }
    ImGui::EndTable();
}

/// The merge preview: the counts before and after, Apply and Cancel.
void drawMergePreview(const SnagPanelParts& parts) {
    SnagPanelState& snags = parts.snags;
    if (snags.preview) {
        const LayerMergePreview& preview = *snags.preview;
        ImGui::Separator();
        // One row: the counts and the buttons.
        ImGui::Text("%s: %zu -> %zu shapes, %zu -> %zu snags", layerName(preview.group).c_str(), preview.merge.shapesBefore,
                    preview.merge.shapesAfter, preview.snagsBefore, preview.snagsAfter);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Merge layer %s: its shapes and its snags before and after, with the same probe, sink and tile "
                              "size",
                              layerName(preview.group).c_str());
        ImGui::SameLine();
        if (ImGui::SmallButton("Apply")) snags.request = SnagPanelState::Request{Kind::ApplyMerge, 0, preview.group};
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Replace the layer's colliders by the merged pieces (Ctrl+Z undoes)");
        ImGui::SameLine();
        if (ImGui::SmallButton("Cancel")) snags.request = SnagPanelState::Request{Kind::CancelMerge, 0, {}};
    } else if (!snags.lastMerge.empty()) {
        ImGui::TextDisabled("Merged %s", snags.lastMerge.c_str());
    }
}

void drawSnagList(const SnagPanelParts& parts) {
    SnagPanelState& snags = parts.snags;
    const sat::Scene& scene = parts.document.scene();
    const std::vector<sat::Snag>& list = snags.map->result.snags;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY;
    // The room left, and never less than the header and four rows: the table scrolls, the panel does not.
    const float height = std::max(ImGui::GetContentRegionAvail().y, kSnagListLeastRows * ImGui::GetTextLineHeightWithSpacing());
    if (!ImGui::BeginTable("snags", 2, flags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("depth", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("slides on → catches on (axis)", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(list.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const sat::Snag& snag = list[static_cast<std::size_t>(row)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(row);
            char depth[32];
            std::snprintf(depth, sizeof depth, "%.3g", snag.depth);
            ImGui::PushStyleColor(ImGuiCol_Text, snagPanelColor(parts.view.theme.overlap));
            const bool inspected = snags.inspected == static_cast<std::size_t>(row);
            if (ImGui::Selectable(depth, inspected, ImGuiSelectableFlags_SpanAllColumns))
                snags.request = SnagPanelState::Request{Kind::Inspect, static_cast<std::size_t>(row), {}};
            ImGui::PopStyleColor();
            ImGui::TableNextColumn();
            ImGui::Text("%s \xE2\x86\x92 %s (%s)", scene.shapes[snag.a].name.c_str(), scene.shapes[snag.b].name.c_str(),
                        snag.axisLabel.c_str());
            ImGui::PopID();
        }
    }
    ImGui::EndTable();
}

/// What the probe touches now, its MTV per collider.
void drawProbeContacts(const SnagPanelParts& parts) {
    const SnagPanelState& snags = parts.snags;
    if (!snags.probe) return;
    const ProbePlacement& probe = snags.probe->placement;
    const sat::Scene& scene = parts.document.scene();
    ImGui::Separator();
    ImGui::Text("Probe at (%.4g, %.4g):", probe.center.x, probe.center.y);
    if (probe.contacts.empty()) ImGui::TextDisabled("touches nothing");
    for (const ProbeContact& contact : probe.contacts) {
        if (contact.index >= scene.shapes.size()) continue;
        const Rgba color = contact.snags ? parts.view.theme.overlap : parts.view.theme.touching;
        ImGui::TextColored(snagPanelColor(color), "%s", probeContactText(scene, contact).c_str());
    }
}

} // namespace

SnagSettings snagSettings(const SnagPanelState& snags) {
    SnagSettings settings;
    if (snags.probeWidth > 0.0f || snags.probeHeight > 0.0f)
        settings.probeSize = glm::dvec2(static_cast<double>(snags.probeWidth), static_cast<double>(snags.probeHeight));
    if (snags.sink > 0.0f) settings.sink = static_cast<double>(snags.sink);
    settings.tileSize = snags.mapTileSize;
    if (!snags.probeCollider.empty()) settings.probeCollider = snags.probeCollider;
    return settings;
}

void refreshSnags(SnagPanelState& snags, const Document& document) {
    const SnagSettings settings = snagSettings(snags);
    const bool stale = snags.revision != document.revision() || !(snags.computedFor == settings);
    if (!stale || document.editing()) return;
    snags.revision = document.revision();
    snags.computedFor = settings;
    snags.inspected.reset();
    ++snags.runs;
    try {
        snags.map = findSceneSnags(document.scene(), settings);
        snags.error.clear();
    } catch (const std::exception& error) {
        snags.map.reset();
        snags.error = error.what();
    }
}

void drawSnagPanel(const SnagPanelParts& parts) {
    SnagPanelState& snags = parts.snags;
    if (!snags.open || !placeDockedPanel(parts.view, "Snags")) return; // the right column (ui/editor/window_layout.hpp)
    if (ImGui::Begin("Snags", &snags.open, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        takeTheFindingsRoomWhenShort();
        drawProbeFields(parts);
        refreshSnags(snags, parts.document);
        if (!snags.error.empty()) ImGui::TextColored(snagPanelColor(parts.view.theme.warning), "%s", snags.error.c_str());
        if (snags.map) {
            const sat::SnagResult& result = snags.map->result;
            if (result.walkableEdges == 0) {
                ImGui::TextWrapped("No walkable surface (no edge faces up within %.0f°): nothing to slide on, so no snags.",
                                   sat::kDefaultWalkableAngleDeg);
            } else {
                drawSnagCounts(parts);
                drawSnagLayers(parts);
                drawMergePreview(parts);
                drawProbeContacts(parts);
                drawSnagList(parts);
            }
        }
    }
    ImGui::End();
}

} // namespace ui
