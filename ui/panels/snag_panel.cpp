// SPDX-License-Identifier: MIT
// The Snags panel: the seams a sliding box catches on, per layer, the probe and "Merge layer".
#include "ui/panels/snag_panel.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/document.hpp"

namespace ui {

namespace {

using Kind = SnagPanelState::Request::Kind;

ImVec4 snagPanelColor(Rgba c) { return {c.r, c.g, c.b, 1.0f}; }

std::string layerName(const std::string& group) { return group.empty() ? std::string("(no layer)") : group; }

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
    if (snags.map) {
        const SnagSettings used = resolvedSettings(snags.map->result);
        ImGui::TextDisabled("in use: probe %.4g × %.4g, sink %.3g", used.probeSize->x, used.probeSize->y, *used.sink);
    }
    bool tool = snags.probeTool;
    if (ImGui::Checkbox("Probe tool (P)", &tool)) snags.request = SnagPanelState::Request{Kind::ToggleProbeTool, 0, {}};
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Drag in the view: the probe rests on the surface under the pointer and shows its MTV against "
                          "what it touches.");
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
        ImGui::Text("Merge layer %s: %zu shapes -> %zu", layerName(preview.group).c_str(), preview.merge.shapesBefore,
                    preview.merge.shapesAfter);
        ImGui::Text("snags in the layer: %zu before, %zu after", preview.snagsBefore, preview.snagsAfter);
        if (ImGui::Button("Apply")) snags.request = SnagPanelState::Request{Kind::ApplyMerge, 0, preview.group};
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Replace the layer's colliders by the merged pieces (Ctrl+Z undoes)");
        ImGui::SameLine();
        if (ImGui::Button("Cancel")) snags.request = SnagPanelState::Request{Kind::CancelMerge, 0, {}};
    } else if (!snags.lastMerge.empty()) {
        ImGui::TextDisabled("Merged %s", snags.lastMerge.c_str());
    }
}

void drawSnagList(const SnagPanelParts& parts) {
    SnagPanelState& snags = parts.snags;
    const sat::Scene& scene = parts.document.scene();
    const std::vector<sat::Snag>& list = snags.map->result.snags;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY;
    const float height = std::max(ImGui::GetContentRegionAvail().y, 6.0f * ImGui::GetTextLineHeightWithSpacing());
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
        ImGui::TextColored(snagPanelColor(color), "%s: MTV %s (%.2f, %.2f) depth %.3g%s",
                           scene.shapes[contact.index].name.c_str(), contact.axisLabel.c_str(), contact.push.x, contact.push.y,
                           contact.depth, contact.snags ? ": snags" : "");
    }
}

} // namespace

SnagSettings snagSettings(const SnagPanelState& snags) {
    SnagSettings settings;
    if (snags.probeWidth > 0.0f || snags.probeHeight > 0.0f)
        settings.probeSize = glm::dvec2(static_cast<double>(snags.probeWidth), static_cast<double>(snags.probeHeight));
    if (snags.sink > 0.0f) settings.sink = static_cast<double>(snags.sink);
    settings.tileSize = snags.mapTileSize;
    return settings;
}

void refreshSnags(SnagPanelState& snags, const Document& document) {
    const SnagSettings settings = snagSettings(snags);
    const bool stale = snags.revision != document.revision() || !(snags.computedFor == settings);
    if (!stale || document.editing()) return;
    snags.revision = document.revision();
    snags.computedFor = settings;
    snags.inspected.reset();
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
        drawProbeFields(parts);
        refreshSnags(snags, parts.document);
        if (!snags.error.empty()) ImGui::TextColored(snagPanelColor(parts.view.theme.warning), "%s", snags.error.c_str());
        if (snags.map) {
            const sat::SnagResult& result = snags.map->result;
            if (result.walkableEdges == 0) {
                ImGui::TextWrapped("No walkable surface (no edge faces up within %.0f°): nothing to slide on, so no snags.",
                                   sat::kDefaultWalkableAngleDeg);
            } else {
                ImGui::Text("%zu snags at %zu seams, %zu colliders", result.snags.size(), result.seams, result.colliders);
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
