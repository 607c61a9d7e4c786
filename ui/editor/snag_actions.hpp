// SPDX-License-Identifier: MIT
#pragma once
// The Snags panel's actions on the editor: inspecting a snag (the probe at the
// seam, framed in the free rectangle), the probe tool, and Merge layer
// previewed and applied as one undo step (docs/app.md, "The Snags panel").

#include <cstddef>
#include <string>

#include <glm/vec2.hpp>

namespace ui {

class EditorState;

/// Once a frame before the viewport: finds the snags again while the panel is
/// open or the probe is shown and the scene changed, drops a merge preview
/// made for another revision, and moves a shown probe to the scene as it is
/// now (the tool's probe rests again where it was let go; a snag's is hidden).
void syncSnags(EditorState& state);
/// Carries out what a click in the Snags panel asked for this frame.
void applySnagRequest(EditorState& state);

/// Shows the probe at snag `index` of the list as findSnags tested it, with the
/// SAT overlays of the probe and the collider it catches on, and frames both in
/// the view's free rectangle. False (a status message) for an index not listed.
bool inspectSnag(EditorState& state, std::size_t index);
/// P: the probe tool on or off (off hides the probe); opens the panel.
void toggleProbeTool(EditorState& state);
/// The probe tool's drag: the probe rests on the surface under `world` (the
/// pointer), or exactly where findSnags tests a snag when that is within a few
/// pixels, and shows its MTV against what it touches.
void moveProbeTo(EditorState& state, glm::dvec2 world);
/// Hides the probe (Esc).
void hideProbe(EditorState& state);
/// "Use selection as probe": shape `name` of the scene slides instead of the
/// box (sat::colliderProbe; it is left out of the colliders). False (a status
/// message, nothing changed) for a name the scene lacks or a 3D shape.
bool useShapeAsProbe(EditorState& state, const std::string& name);
/// "Use box probe": the box of the panel's fields is the probe again.
void useBoxProbe(EditorState& state);

/// Merge layer: previews merging layer `group` with the panel's probe; false
/// (a status message) when the layer has no snags or the probe is unusable.
bool previewLayerMergeAction(EditorState& state, const std::string& group);
/// Applies the preview as one undo step; false (a status message) without a
/// preview or when the scene changed since.
bool applyLayerMergeAction(EditorState& state);

/// What the Snags panel shows, as plain text for scripts (`dump-snags`): the
/// totals, the probe, the counts per layer, the snags (the inspected one marked
/// `>`), the probe's contacts, the merge preview and the last merge.
std::string snagPanelText(EditorState& state);

} // namespace ui
