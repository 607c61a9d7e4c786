#pragma once
// The inspected 3D pair as the editor shows it: the focused axis (hovered,
// else clicked), clicking an axis, and the pair's report.

#include <string>

#include "ui/model/analysis3d.hpp"

namespace ui {

class EditorState;

/// The axis the overlays and the strip focus on: hovered, else selected, else -1.
int focusAxis3d(const EditorState& state);

/// Clicks axis `axis` (0..14, or -1 for none) of the inspected 3D pair, as
/// the SAT panel does (scripts' `select-axis`). False, with a reason in
/// *error, when the scene is 2D, no pair is inspected or the index is out of range.
bool selectAxis3d(EditorState& state, int axis, std::string* error);

/// The inspected 3D pair's report as configured (face axes only or all 15),
/// or nullptr when the scene is 2D or no pair is inspected. For the
/// explanation panel (ui/step_mode, "teach").
const sat::Report3<double>* inspectedReport3(const EditorState& state);
/// The inspected 3D pair (names, indices, both reports), or nullptr.
const Inspected3* inspected3(const EditorState& state);

} // namespace ui
