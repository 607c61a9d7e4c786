// SPDX-License-Identifier: MIT
#pragma once
// The snag map in the window (docs/app.md, "The Snags panel"): sat::findSnags
// on the open scene with its counts per layer, the probe box placed at a snag
// or resting on the surface under the pointer with the colliders it touches,
// and the merge of one layer (sat::mergeColliders) previewed and applied as
// one undo step. Plain values in and out, testable without a window.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"
#include "sat/snags.hpp"

namespace ui {

class Document;

/// The probe and sink the panel asks findSnags for; none: the core's default
/// (half the typical tile, 1e-3 of the tile side).
struct SnagSettings {
    std::optional<glm::dvec2> probeSize; ///< width and height, world units
    std::optional<double> sink;          ///< world units
    /// The map's tile size (a Tiled map's own); none: the scene's typical shape size.
    std::optional<glm::dvec2> tileSize;
    /// A shape of the scene, by name, as the probe (sat::colliderProbe) instead of the box of `probeSize`.
    std::optional<std::string> probeCollider;
    bool operator==(const SnagSettings&) const = default;
};

/// One layer (scene group) of the snag map.
struct SnagLayerCount {
    std::string group;         ///< "" for shapes without a group
    std::size_t colliders = 0; ///< its 2D shapes
    std::size_t snags = 0;     ///< snags whose collider `a` (the one slid on) is in it
};

/// findSnags on a scene, with the counts per layer.
struct SnagMap {
    sat::SnagResult result;
    std::vector<SnagLayerCount> layers; ///< in the order the groups first appear in the scene
};

/// The probe of `settings` in `scene` (the box, or the chosen collider) and
/// findSnags's options for them. Throws sat::SnagOptionsError for a chosen
/// collider the scene does not have or that is 3D.
sat::SnagProbe snagProbe(const SnagSettings& settings, const sat::Scene& scene);
sat::SnagOptions snagOptions(const SnagSettings& settings);

/// Runs findSnags on the scene's 2D shapes and counts the snags per layer.
/// Throws sat::SnagOptionsError for a probe or sink it cannot use.
SnagMap findSceneSnags(const sat::Scene& scene, const SnagSettings& settings);

/// The settings that reproduce `result`'s probe, sink and tile size exactly
/// (a merged scene's typical tile differs from the tiles it came from); a
/// chosen collider probe is named as it is in `scene`.
SnagSettings resolvedSettings(const sat::SnagResult& result, const sat::Scene& scene);

/// "tile3 → tile4 (B.x, depth 0.008)": a snag as the panel lists it.
std::string snagText(const sat::Scene& scene, const sat::Snag& snag);

/// One collider the probe touches or overlaps.
struct ProbeContact {
    std::size_t index = 0; ///< in scene.shapes
    glm::dvec2 push{};     ///< unit minimum-translation direction the collider pushes the probe
    double depth = 0.0;    ///< along `push` (0: touching)
    std::string axisLabel; ///< the MTV axis's feature, the probe as A and the collider as B ("B.x")
    bool snags = false;    ///< the push is not within the walkable angle of up: it holds the probe back
};

/// "tile2: MTV B.x (-1.00, 0.00) depth 0.05: snags": a probe contact as the
/// Snags panel lists it; the direction is written through formatDirection,
/// so a component that rounds to zero never reads "-0.00".
std::string probeContactText(const sat::Scene& scene, const ProbeContact& contact);

/// Where the probe is and what it touches.
struct ProbePlacement {
    glm::dvec2 center{};
    glm::dvec2 halfExtents{};            ///< of its bounds
    std::vector<glm::dvec2> outline{};   ///< a chosen collider's outline around `center`; empty: the box of halfExtents
    std::optional<std::size_t> collider; ///< the chosen collider (scene index): not a contact of its own probe
    std::vector<ProbeContact> contacts;  ///< scene order
    /// The contact the overlays show: the first that snags, else the deepest; none without contacts.
    std::optional<std::size_t> shown;
};

/// Where the probe (a box of `halfExtents`) comes to rest when let go with its
/// centre at `pointer`: it falls onto the highest surface of a visible 2D
/// shape under it (no higher than `pointer`) and sinks `sink` into it, as
/// findSnags places it. With no surface under it, it stays at `pointer`.
glm::dvec2 restingProbeCenter(const sat::Scene& scene, glm::dvec2 halfExtents, glm::dvec2 pointer, double sink);

/// The visible 2D shapes the probe at `center` touches or overlaps, each with
/// its MTV (the exact SAT report of the probe against it).
ProbePlacement placeProbe(const sat::Scene& scene, glm::dvec2 halfExtents, glm::dvec2 center,
                          double walkableAngleDeg = sat::kDefaultWalkableAngleDeg);

/// The probe `result` used (its box, or its chosen collider's outline) at
/// `center`, with what it touches as placeProbe finds it.
ProbePlacement placeResultProbe(const sat::Scene& scene, const sat::SnagResult& result, glm::dvec2 center);
/// `was`'s probe (box or outline) moved to `center`, what it touches found again in `scene`.
ProbePlacement replaceProbe(const sat::Scene& scene, const ProbePlacement& was, glm::dvec2 center);

/// The probe at a snag, exactly where findSnags tested it.
ProbePlacement probeAtSnag(const sat::Scene& scene, const sat::SnagResult& result, const sat::Snag& snag);

/// The name the probe takes in sceneWithProbe: "probe", else "probe1", "probe2"...
std::string probeName(const sat::Scene& scene);
/// `scene` with the probe added last as an AABB (or its outline as a polygon)
/// named probeName(scene), for the analysis and the picture (the SAT overlays
/// of the probe and a collider).
sat::Scene sceneWithProbe(const sat::Scene& scene, const ProbePlacement& probe);

/// "Merge layer" before it is applied: the merged scene and the layer's snags before and after.
struct LayerMergePreview {
    std::string group;
    sat::MergeResult merge;
    std::size_t snagsBefore = 0; ///< the layer's snags now
    std::size_t snagsAfter = 0;  ///< the layer's snags in the merged scene, same probe, sink and tile size
    std::uint64_t revision = 0;  ///< the document revision it was computed for
};

/// Merges layer `group` with the settings' probe; the snags before and after
/// are counted with one probe, sink and tile size. Throws sat::SnagOptionsError.
LayerMergePreview previewLayerMerge(const sat::Scene& scene, const std::string& group, const SnagSettings& settings,
                                    std::uint64_t revision);

/// Replaces the document's scene by the preview's merged scene as one undo
/// step ("Merge layer GROUP"); false (nothing done) when the preview is for
/// another revision or changes nothing.
bool applyLayerMerge(Document& document, const LayerMergePreview& preview);

} // namespace ui
