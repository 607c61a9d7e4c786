// SPDX-License-Identifier: MIT
// The snag map in the window: findSnags per layer, the probe and what it touches, the layer merge (snag_view.hpp).
#include "ui/model/snag_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "sat/sat2d.hpp"
#include "ui/model/document.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {

namespace {

/// The highest y of a convex outline over the slab x0 <= x <= x1; none when it misses the slab.
std::optional<double> highestOverSlab(const std::vector<glm::dvec2>& outline, double x0, double x1) {
    std::optional<double> top;
    const auto take = [&top](double y) { top = top ? std::max(*top, y) : y; };
    const std::size_t n = outline.size();
    for (std::size_t i = 0; i < n; ++i) {
        const glm::dvec2 p = outline[i], q = outline[(i + 1) % n];
        if (p.x >= x0 && p.x <= x1) take(p.y);
        // Where the edge crosses the slab's sides (a vertical edge's ends are taken above).
        for (double side : {x0, x1}) {
            if ((p.x < side && q.x > side) || (p.x > side && q.x < side)) take(p.y + (q.y - p.y) * (side - p.x) / (q.x - p.x));
        }
    }
    return top;
}

bool snagProbeUsable(const sat::Scene& scene, std::size_t index) {
    const sat::SceneShape& shape = scene.shapes[index];
    return shape.visible && !sat::is3d(shape.spec);
}

const std::string& groupOf(const sat::Scene& scene, std::size_t index) { return scene.shapes[index].group; }

/// The visible 2D shapes (but the chosen collider) that `placement`'s probe touches or overlaps, with their MTVs,
/// and the one the overlays show.
void findProbeContacts(const sat::Scene& scene, ProbePlacement& placement, double walkableAngleDeg);

std::size_t snagsInGroup(const sat::Scene& scene, const sat::SnagResult& result, const std::string& group) {
    return static_cast<std::size_t>(std::count_if(result.snags.begin(), result.snags.end(),
                                                  [&](const sat::Snag& s) { return groupOf(scene, s.a) == group; }));
}

} // namespace

sat::SnagProbe snagProbe(const SnagSettings& settings, const sat::Scene& scene) {
    if (settings.probeCollider) return sat::colliderProbe(scene, *settings.probeCollider);
    sat::SnagProbe probe;
    probe.size = settings.probeSize;
    return probe;
}

sat::SnagOptions snagOptions(const SnagSettings& settings) {
    sat::SnagOptions options;
    options.sink = settings.sink;
    options.tileSize = settings.tileSize;
    return options;
}

SnagMap findSceneSnags(const sat::Scene& scene, const SnagSettings& settings) {
    SnagMap map;
    map.result = sat::findSnags(scene, snagProbe(settings, scene), snagOptions(settings));
    for (const sat::SceneShape& shape : scene.shapes) {
        if (sat::is3d(shape.spec)) continue;
        auto layer = std::find_if(map.layers.begin(), map.layers.end(),
                                  [&](const SnagLayerCount& l) { return l.group == shape.group; });
        if (layer == map.layers.end()) layer = map.layers.insert(map.layers.end(), SnagLayerCount{shape.group, 0, 0});
        ++layer->colliders;
    }
    for (SnagLayerCount& layer : map.layers) layer.snags = snagsInGroup(scene, map.result, layer.group);
    return map;
}

SnagSettings resolvedSettings(const sat::SnagResult& result, const sat::Scene& scene) {
    SnagSettings settings;
    if (result.probeCollider && *result.probeCollider < scene.shapes.size())
        settings.probeCollider = scene.shapes[*result.probeCollider].name;
    glm::dvec2 lo(INFINITY), hi(-INFINITY);
    for (const glm::dvec2& p : result.probe) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    if (!result.probe.empty()) settings.probeSize = hi - lo;
    settings.sink = result.sink;
    settings.tileSize = result.tileSize;
    return settings;
}

std::string snagText(const sat::Scene& scene, const sat::Snag& snag) {
    char amount[64];
    // Adding +0.0 turns a depth of -0.0 (a touching pair's negated separation) into 0: "%.3g" would write "-0".
    std::snprintf(amount, sizeof amount, " (%s, depth %.3g)", snag.axisLabel.c_str(), snag.depth + 0.0);
    return scene.shapes[snag.a].name + " \xE2\x86\x92 " + scene.shapes[snag.b].name + amount;
}

std::string probeContactText(const sat::Scene& scene, const ProbeContact& contact) {
    char depth[32];
    std::snprintf(depth, sizeof depth, "%.3g", contact.depth + 0.0); // never "-0", as in snagText
    return scene.shapes[contact.index].name + ": MTV " + contact.axisLabel + " " + formatDirection(contact.push) + " depth " +
           depth + (contact.snags ? ": snags" : "");
}

glm::dvec2 restingProbeCenter(const sat::Scene& scene, glm::dvec2 halfExtents, glm::dvec2 pointer, double sink) {
    const double x0 = pointer.x - halfExtents.x, x1 = pointer.x + halfExtents.x;
    std::optional<double> surface;
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        if (!snagProbeUsable(scene, i)) continue;
        glm::dvec2 lo, hi;
        boundsOf(scene.shapes[i].spec, lo, hi);
        if (hi.x < x0 || lo.x > x1 || lo.y > pointer.y) continue;
        const std::optional<double> top = highestOverSlab(outline(scene.shapes[i].spec), x0, x1);
        if (top && *top <= pointer.y && (!surface || *top > *surface)) surface = top;
    }
    if (!surface) return pointer;
    return {pointer.x, *surface + halfExtents.y - sink};
}

ProbePlacement placeProbe(const sat::Scene& scene, glm::dvec2 halfExtents, glm::dvec2 center, double walkableAngleDeg) {
    ProbePlacement placement;
    placement.center = center;
    placement.halfExtents = halfExtents;
    findProbeContacts(scene, placement, walkableAngleDeg);
    return placement;
}

ProbePlacement placeResultProbe(const sat::Scene& scene, const sat::SnagResult& result, glm::dvec2 center) {
    ProbePlacement placement;
    placement.center = center;
    placement.halfExtents = resolvedSettings(result, scene).probeSize.value_or(glm::dvec2(1.0)) * 0.5;
    if (result.probeCollider) { // the chosen collider's outline; a box probe stays a box
        placement.collider = result.probeCollider;
        for (const glm::dvec2& p : result.probe) placement.outline.push_back(p + center);
    }
    findProbeContacts(scene, placement, sat::kDefaultWalkableAngleDeg);
    return placement;
}

ProbePlacement replaceProbe(const sat::Scene& scene, const ProbePlacement& was, glm::dvec2 center) {
    ProbePlacement placement;
    placement.center = center;
    placement.halfExtents = was.halfExtents;
    placement.collider = was.collider;
    for (const glm::dvec2& p : was.outline) placement.outline.push_back(p - was.center + center);
    if (placement.collider && *placement.collider >= scene.shapes.size()) placement.collider.reset();
    findProbeContacts(scene, placement, sat::kDefaultWalkableAngleDeg);
    return placement;
}

namespace {

void findProbeContacts(const sat::Scene& scene, ProbePlacement& placement, double walkableAngleDeg) {
    const glm::dvec2 center = placement.center, halfExtents = placement.halfExtents;
    const sat::Shape2<double> probe = placement.outline.empty()
                                          ? sat::Shape2<double>(sat::Aabb2<double>{center, halfExtents})
                                          : sat::Shape2<double>(sat::ConvexPolygon2<double>::make(placement.outline));
    const double walkableCos = std::cos(walkableAngleDeg * std::numbers::pi / 180.0);
    const glm::dvec2 probeLo = center - halfExtents, probeHi = center + halfExtents;
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        if (!snagProbeUsable(scene, i) || placement.collider == i) continue; // the chosen collider is the probe
        glm::dvec2 lo, hi;
        boundsOf(scene.shapes[i].spec, lo, hi);
        if (hi.x < probeLo.x || lo.x > probeHi.x || hi.y < probeLo.y || lo.y > probeHi.y) continue;
        const sat::Report2<double> pair = sat::report(probe, sat::toShape2<double>(scene.shapes[i].spec));
        if (pair.verdict == sat::Verdict::Separated) continue;
        const glm::dvec2 push = -glm::dvec2(pair.normal.x, pair.normal.y); // the normal points from the probe (A) to B
        placement.contacts.push_back(ProbeContact{
            i, push, pair.depth, sat::label(pair.axes[static_cast<std::size_t>(pair.bestAxis)].source), push.y < walkableCos});
    }
    for (std::size_t c = 0; c < placement.contacts.size(); ++c) {
        const ProbeContact& contact = placement.contacts[c];
        if (contact.snags) {
            placement.shown = c;
            break;
        }
        if (!placement.shown || contact.depth > placement.contacts[*placement.shown].depth) placement.shown = c;
    }
}

} // namespace

ProbePlacement probeAtSnag(const sat::Scene& scene, const sat::SnagResult& result, const sat::Snag& snag) {
    ProbePlacement placement = placeResultProbe(scene, result, snag.probeCenter);
    // The overlays show the collider the probe catches on, whatever else it touches.
    for (std::size_t c = 0; c < placement.contacts.size(); ++c)
        if (placement.contacts[c].index == snag.b) placement.shown = c;
    return placement;
}

std::string probeName(const sat::Scene& scene) {
    if (!scene.find("probe")) return "probe";
    for (int n = 1;; ++n)
        if (const std::string name = "probe" + std::to_string(n); !scene.find(name)) return name;
}

sat::Scene sceneWithProbe(const sat::Scene& scene, const ProbePlacement& probe) {
    sat::Scene withProbe = scene;
    sat::SceneShape shape;
    shape.name = probeName(scene);
    if (probe.outline.empty()) shape.spec = sat::Aabb2Spec{probe.center, probe.halfExtents};
    else shape.spec = sat::Poly2Spec{probe.outline};
    withProbe.shapes.push_back(std::move(shape));
    return withProbe;
}

LayerMergePreview previewLayerMerge(const sat::Scene& scene, const std::string& group, const SnagSettings& settings,
                                    std::uint64_t revision) {
    LayerMergePreview preview;
    preview.group = group;
    preview.revision = revision;
    const sat::SnagProbe probe = snagProbe(settings, scene);
    const sat::SnagResult before = sat::findSnags(scene, probe, snagOptions(settings));
    // One probe, sink and tile size for both counts and the merge: the merged pieces' typical size is not a tile's.
    const SnagSettings fixed = resolvedSettings(before, scene);
    sat::SnagOptions options = snagOptions(fixed);
    options.maxStep = before.maxStep;
    preview.merge = sat::mergeColliders(scene, group, snagProbe(fixed, scene), options);
    preview.snagsBefore = snagsInGroup(scene, before, group);
    // The chosen collider is never merged: it keeps its name in the merged scene.
    const sat::SnagResult after = sat::findSnags(preview.merge.scene, snagProbe(fixed, preview.merge.scene), options);
    preview.snagsAfter = snagsInGroup(preview.merge.scene, after, group);
    return preview;
}

bool applyLayerMerge(Document& document, const LayerMergePreview& preview) {
    if (document.revision() != preview.revision) return false;
    const std::uint64_t before = document.revision();
    document.beginEdit("Merge layer " + (preview.group.empty() ? std::string("(no layer)") : preview.group));
    document.editable() = preview.merge.scene;
    document.endEdit();
    return document.revision() != before;
}

} // namespace ui
