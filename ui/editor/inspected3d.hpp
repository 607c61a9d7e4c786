// SPDX-License-Identifier: MIT
#pragma once
// Clicking an axis of the inspected 3D pair, as the SAT panel and scripts do.

#include <string>

#include "ui/model/analysis3d.hpp"

namespace ui {

class EditorState;

/// Clicks axis `axis` (0..14, or -1 for none) of the inspected 3D pair, as
/// the SAT panel does (scripts' `select-axis`). False, with a reason in
/// *error, when the scene is 2D, no pair is inspected or the index is out of range.
bool selectAxis3d(EditorState& state, int axis, std::string* error);

} // namespace ui
