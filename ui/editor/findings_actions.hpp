// SPDX-License-Identifier: MIT
#pragma once
// The Findings panel's actions on the editor: inspecting a finding (2D and
// 3D framing), N / Shift+N, marking findings intended and the sidecar file
// the marks live in (docs/tiled-import.md, "Intended findings").

#include <filesystem>
#include <initializer_list>
#include <string>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace ui {

class EditorState;
struct LintFinding;

/// Frames the world box [lo, hi] of an inspected pair in the 2D view's free
/// rectangle, with room for the axis lanes beside it.
void framePairBox(EditorState& state, glm::dvec2 lo, glm::dvec2 hi);
/// Frames 2D shapes together (the box around all their bounds) as framePairBox
/// does: an inspected finding's pair, a snag's probe and the collider it catches on.
void frameShapes2d(EditorState& state, std::initializer_list<const sat::ShapeSpec*> shapes);
/// Inspects a finding's pair: selects it (A then B) and frames it, in the 2D
/// view's free rectangle or in the 3D view (the camera keeps its direction
/// and moves to fit the pair).
void inspectFinding(EditorState& state, const LintFinding& finding);
/// Carries out what a click in the Findings panel asked for this frame
/// (LintPanelState::request): inspect a finding, or mark or unmark it.
void applyFindingRequest(EditorState& state);
/// N / Shift+N: inspects the next or previous listed finding and scrolls the
/// list to it, opening the panel. False (a status message) when nothing is listed.
bool stepFinding(EditorState& state, int direction);

/// What the Findings panel lists now, as plain text for scripts (`dump-findings`):
/// `inspected: A B` (or `inspected: none`), `list: scroll Y height H` (pixels, the
/// last frame's), then one line per listed finding, `KIND A × B AMOUNT`, the
/// inspected one marked `>`.
std::string findingsPanelText(const EditorState& state);

/// Marks or unmarks `finding` as intended (one undo step) and saves the marks
/// to the sidecar next to the open file at once (saveIntendedMarks). Refused,
/// with a status message, without a file or while its sidecar did not load.
bool markIntended(EditorState& state, const LintFinding& finding, bool intended);
/// I: marks the inspected finding as intended, or unmarks it.
bool toggleInspectedIntended(EditorState& state);
/// Writes the document's marks to the open file's sidecar (atomically); a
/// failure is shown in a message. No-op without a file or while the sidecar
/// did not load (it is never overwritten then).
void saveIntendedMarks(EditorState& state);
/// Reads the sidecar of `file` into the document's marks; a sidecar that does
/// not load is shown in a message, named with its place, and left as it is.
void loadIntendedMarks(EditorState& state, const std::filesystem::path& file);

} // namespace ui
