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

/// The probe's pair (the probe and the collider it shows) analysed with the SAT panel's options, its MTV axis highlighted.
void analyseProbe(ProbeView& view, const AnalysisOptions& options) {
    view.analysis = analyse(view.scene, view.selection, options);
    view.analysedWith = options;
    view.highlightedAxis = view.analysis.inspected ? view.analysis.inspected->report.bestAxis : -1;
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
    view.placement = std::move(placement);
    analyseProbe(view, state.analysis.options);
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
    // Once a frame: every step compares a revision, a setting or a name and does nothing when nothing changed.
    SnagPanelState& snags = state.snags;
    const glm::dvec2 tile = state.lint.mapTileSize; // a map's tiles; a scene's typical shape otherwise
    snags.mapTileSize = tile.x > 0.0 && tile.y > 0.0 ? std::optional<glm::dvec2>(tile) : std::nullopt;
    if (snags.open || snags.probe || snags.probeTool) refreshSnags(snags, state.document); // findSnags only when stale
    if (snags.preview && snags.preview->revision != state.document.revision()) snags.preview.reset();
    if (!snags.probe) return;
    // A snag's probe gives way once another pair is selected or inspected (a click, N); the tool's stays.
    if (!snags.probeTool && snags.probe->selectionWhenShown != state.selection.names()) return hideProbe(state);
    if (snags.probe->revision != state.document.revision() && !state.document.editing()) {
        if (!snags.probeTool) return snags.probe.reset();
        ProbePlacement was = snags.probe->placement;
        if (snags.map) was.collider = snags.map->result.probeCollider; // found again by name: an edit may move its index
        return showProbe(state, replaceProbe(state.document.scene(), was, was.center));
    }
    // The SAT panel's precision or tolerance changed: the probe's pair, which the panel shows, follows.
    if (!(snags.probe->analysedWith == state.analysis.options)) analyseProbe(*snags.probe, state.analysis.options);
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
    case Kind::UseSelectionAsProbe: useShapeAsProbe(state, request->group); break;
    case Kind::UseBoxProbe: useBoxProbe(state); break;
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
    showProbe(state, probeAtSnag(scene, map->result, snag));
    if (!scene.is3d()) frameShapes2d(state, {&state.snags.probe->scene.shapes.back().spec, &scene.shapes[snag.b].spec});
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
    const SnagSettings used = resolvedSettings(map->result, state.document.scene());
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
    showProbe(state, placeResultProbe(scene, map->result, center));
}

void hideProbe(EditorState& state) {
    state.snags.probe.reset();
    state.snags.inspected.reset();
}

bool useShapeAsProbe(EditorState& state, const std::string& name) {
    try {
        sat::colliderProbe(state.document.scene(), name); // says why a shape cannot be the probe
    } catch (const sat::SnagOptionsError& error) {
        state.setStatus(std::string("Snags: ") + error.what(), 8.0);
        return false;
    }
    state.snags.probeCollider = name;
    state.snags.open = true;
    hideProbe(state); // shown for the box; the list is found again with the shape
    state.setStatus("Snags: " + name + " slides along the surfaces as the probe (it is not slid on).");
    return true;
}

void useBoxProbe(EditorState& state) {
    if (state.snags.probeCollider.empty()) return;
    state.snags.probeCollider.clear();
    hideProbe(state);
    state.setStatus("Snags: the probe is the box of the fields again.");
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
    const SnagSettings used = resolvedSettings(result, scene);
    text += "snags: " + std::to_string(result.snags.size()) + " seams " + std::to_string(result.seams) + " colliders " +
            std::to_string(result.colliders) + " walkable-edges " + std::to_string(result.walkableEdges) + "\n";
    text += "probe: " + snagNumber(used.probeSize->x) + " x " + snagNumber(used.probeSize->y) + " sink " +
            snagNumber(*used.sink) + (used.probeCollider ? " collider " + *used.probeCollider : std::string()) + "\n";
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
