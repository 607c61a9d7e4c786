// SPDX-License-Identifier: MIT
// The Snags panel's actions on the editor (ui/editor/snag_actions.hpp).
#include "ui/editor/snag_actions.hpp"

#include <cstdio>
#include <utility>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "ui/editor/editor_state.hpp"
#include "ui/editor/findings_actions.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {

namespace {

/// How close (screen pixels) the tool's probe comes to where findSnags tests a snag before it snaps there.
constexpr double kProbeSnapPx = 8.0;

std::string snagNumber(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

std::string snagPoint(glm::dvec2 p) {
    char text[72];
    std::snprintf(text, sizeof text, "(%.4g, %.4g)", p.x + 0.0, p.y + 0.0); // + 0.0: -0 prints as 0
    return text;
}

/// The probe at `placement`, with the scene and analysis the picture draws it with.
void showProbe(EditorState& state, ProbePlacement placement) {
    ProbeView view;
    view.revision = state.document.revision();
    view.selectionWhenShown = state.selection.names();
    view.scene = sceneWithProbe(state.document.scene(), placement);
    std::vector<std::string> names{view.scene.shapes.back().name};
    if (placement.shown) names.push_back(state.document.scene().shapes[placement.contacts[*placement.shown].index].name);
    view.selection.set(std::move(names));
    view.analysis = analyse(view.scene, view.selection, state.analysis.options);
    if (view.analysis.inspected) view.highlightedAxis = view.analysis.inspected->report.bestAxis;
    view.placement = std::move(placement);
    state.snags.probe = std::move(view);
}

/// The panel's snag map, found now if it is stale; null (a status message) when findSnags cannot run.
const SnagMap* currentSnagMap(EditorState& state) {
    refreshSnags(state.snags, state.document);
    if (!state.snags.map) {
        state.setStatus(state.snags.error.empty() ? "No snag map." : "Snags: " + state.snags.error, 8.0);
        return nullptr;
    }
    return &*state.snags.map;
}

std::string contactText(const sat::Scene& scene, const ProbeContact& contact) {
    return scene.shapes[contact.index].name + " " + contact.axisLabel + " push " + snagPoint(contact.push) + " depth " +
           snagNumber(contact.depth) + (contact.snags ? " snags" : "");
}

} // namespace

void syncSnags(EditorState& state) {
    SnagPanelState& snags = state.snags;
    const glm::dvec2 tile = state.lint.mapTileSize; // a map's tiles; a scene's typical shape otherwise
    snags.mapTileSize = tile.x > 0.0 && tile.y > 0.0 ? std::optional<glm::dvec2>(tile) : std::nullopt;
    if (snags.open || snags.probe || snags.probeTool) refreshSnags(snags, state.document);
    if (snags.preview && snags.preview->revision != state.document.revision()) snags.preview.reset();
    // A snag's probe gives way once another pair is selected or inspected (a click, N); the tool's stays.
    if (snags.probe && !snags.probeTool && snags.probe->selectionWhenShown != state.selection.names()) hideProbe(state);
    if (snags.probe && snags.probe->revision != state.document.revision() && !state.document.editing()) {
        if (snags.probeTool) {
            const ProbePlacement& was = snags.probe->placement;
            showProbe(state, placeProbe(state.document.scene(), was.halfExtents, was.center));
        } else {
            snags.probe.reset();
        }
    }
}

void applySnagRequest(EditorState& state) {
    std::optional<SnagPanelState::Request> request = std::exchange(state.snags.request, std::nullopt);
    if (!request) return;
    using Kind = SnagPanelState::Request::Kind;
    switch (request->kind) {
    case Kind::Inspect: inspectSnag(state, request->index); break;
    case Kind::PreviewMerge: previewLayerMergeAction(state, request->group); break;
    case Kind::ApplyMerge: applyLayerMergeAction(state); break;
    case Kind::CancelMerge: state.snags.preview.reset(); break;
    case Kind::ToggleProbeTool: toggleProbeTool(state); break;
    }
}

bool inspectSnag(EditorState& state, std::size_t index) {
    const SnagMap* map = currentSnagMap(state);
    if (!map) return false;
    const std::vector<sat::Snag>& list = map->result.snags;
    if (index >= list.size()) {
        state.setStatus("No snag " + std::to_string(index) + ": the list has " + std::to_string(list.size()) + ".");
        return false;
    }
    const sat::Snag& snag = list[index];
    const sat::Scene& scene = state.document.scene();
    state.snags.open = true;
    state.snags.inspected = index;
    ProbePlacement placement = probeAtSnag(scene, map->result, snag);
    const glm::dvec2 probeLo = placement.center - placement.halfExtents, probeHi = placement.center + placement.halfExtents;
    showProbe(state, std::move(placement));
    if (!scene.is3d()) {
        glm::dvec2 lo, hi;
        boundsOf(scene.shapes[snag.b].spec, lo, hi);
        framePairBox(state, glm::min(lo, probeLo), glm::max(hi, probeHi));
    }
    state.setStatus("Snag: sliding on " + scene.shapes[snag.a].name + ", " + scene.shapes[snag.b].name +
                    " pushes the probe along " + snag.axisLabel + " " + snagPoint(snag.snagAxis) + ", depth " +
                    snagNumber(snag.depth));
    return true;
}

void toggleProbeTool(EditorState& state) {
    SnagPanelState& snags = state.snags;
    snags.probeTool = !snags.probeTool;
    if (!snags.probeTool) {
        snags.probe.reset();
        state.setStatus("Probe tool off.");
        return;
    }
    snags.open = true;
    state.setStatus("Probe tool: drag in the view to slide the probe along the surface (P again: off).", 8.0);
}

void moveProbeTo(EditorState& state, glm::dvec2 world) {
    const SnagMap* map = currentSnagMap(state);
    if (!map) return;
    const SnagSettings used = resolvedSettings(map->result);
    const glm::dvec2 half = *used.probeSize * 0.5;
    const sat::Scene& scene = state.document.scene();
    glm::dvec2 center = restingProbeCenter(scene, half, world, *used.sink);
    // Near a seam the probe snaps to where findSnags tests it: the switch of the MTV axis happens within a
    // sink of the seam, far less than a pixel at most zooms.
    const double snap = kProbeSnapPx * state.view.uiScale / state.view.transform.zoom;
    state.snags.inspected.reset();
    for (std::size_t i = 0; i < map->result.snags.size(); ++i) {
        if (glm::distance(map->result.snags[i].probeCenter, center) > snap) continue;
        center = map->result.snags[i].probeCenter;
        state.snags.inspected = i;
        break;
    }
    showProbe(state, placeProbe(scene, half, center));
}

void hideProbe(EditorState& state) {
    state.snags.probe.reset();
    state.snags.inspected.reset();
}

bool previewLayerMergeAction(EditorState& state, const std::string& group) {
    try {
        state.snags.preview = previewLayerMerge(state.document.scene(), group, snagSettings(state.snags),
                                                state.document.revision());
        state.snags.mergeGroup = group;
        state.snags.open = true;
        return true;
    } catch (const std::exception& error) {
        state.setStatus(std::string("Merge layer: ") + error.what(), 8.0);
        return false;
    }
}

bool applyLayerMergeAction(EditorState& state) {
    SnagPanelState& snags = state.snags;
    if (!snags.preview) {
        state.setStatus("Merge layer: preview a layer's merge first.");
        return false;
    }
    const LayerMergePreview preview = std::move(*snags.preview);
    snags.preview.reset();
    if (!applyLayerMerge(state.document, preview)) {
        state.setStatus("Merge layer: the scene changed since the preview, or the merge changes nothing.");
        return false;
    }
    state.selection.prune(state.document.scene());
    hideProbe(state);
    snags.lastMerge = (preview.group.empty() ? std::string("(no layer)") : preview.group) + ": " +
                      std::to_string(preview.merge.shapesBefore) + " shapes -> " + std::to_string(preview.merge.shapesAfter) +
                      ", snags " + std::to_string(preview.snagsBefore) + " -> " + std::to_string(preview.snagsAfter);
    state.setStatus("Merged layer " + snags.lastMerge + " (Ctrl+Z undoes).", 8.0);
    return true;
}

std::string snagPanelText(EditorState& state) {
    SnagPanelState& snags = state.snags;
    refreshSnags(snags, state.document);
    std::string text = std::string("panel: ") + (snags.open ? "open" : "closed") + (snags.probeTool ? ", probe tool" : "") + "\n";
    if (!snags.error.empty()) return text + "error: " + snags.error + "\n";
    if (!snags.map) return text + "error: no snag map\n";
    const sat::SnagResult& result = snags.map->result;
    const sat::Scene& scene = state.document.scene();
    const SnagSettings used = resolvedSettings(result);
    text += "snags: " + std::to_string(result.snags.size()) + " seams " + std::to_string(result.seams) + " colliders " +
            std::to_string(result.colliders) + " walkable-edges " + std::to_string(result.walkableEdges) + "\n";
    text += "probe: " + snagNumber(used.probeSize->x) + " x " + snagNumber(used.probeSize->y) + " sink " +
            snagNumber(*used.sink) + "\n";
    for (const SnagLayerCount& layer : snags.map->layers)
        text += "layer " + (layer.group.empty() ? std::string("(no layer)") : layer.group) + ": colliders " +
                std::to_string(layer.colliders) + " snags " + std::to_string(layer.snags) + "\n";
    for (std::size_t i = 0; i < result.snags.size(); ++i)
        text += (snags.inspected == i ? "> " : "  ") + snagText(scene, result.snags[i]) + " at " +
                snagPoint(result.snags[i].point) + "\n";
    if (snags.probe) {
        const ProbeView& probe = *snags.probe;
        text += "probe-at: " + snagPoint(probe.placement.center);
        if (probe.analysis.inspected && probe.highlightedAxis >= 0)
            text += " shows " + probe.selection.names().back() + " highlighted " +
                    sat::label(probe.analysis.inspected->report.axes[static_cast<std::size_t>(probe.highlightedAxis)].source);
        text += "\n";
        for (const ProbeContact& contact : probe.placement.contacts) text += "contact " + contactText(scene, contact) + "\n";
    } else {
        text += "probe-at: none\n";
    }
    if (snags.preview)
        text += "preview: " + snags.preview->group + " shapes " + std::to_string(snags.preview->merge.shapesBefore) + " -> " +
                std::to_string(snags.preview->merge.shapesAfter) + " snags " + std::to_string(snags.preview->snagsBefore) +
                " -> " + std::to_string(snags.preview->snagsAfter) + "\n";
    if (!snags.lastMerge.empty()) text += "merged: " + snags.lastMerge + "\n";
    return text;
}

} // namespace ui
