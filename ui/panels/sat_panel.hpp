// SPDX-License-Identifier: MIT
#pragma once
// The 2D SAT panel (drawSatPanel, declared in ui/editor/editor_state.hpp): what its
// content takes, for presentation mode's layout (ui/editor/panel_layout.hpp).

#include <glm/vec2.hpp>

namespace ui {

class EditorState;

/// The window size that shows the 2D SAT panel's settings row, the verdict and
/// the whole axis table (at most 10 rows, as drawn) without clipping, in the
/// current font and style: call inside a frame, with the font the panel will
/// be drawn in pushed. The table's width is that of its longest cells: the
/// inspected pair's (when there is one: refresh the analysis first) or a
/// typical pair's with coordinates up to ±10, whichever is wider, so the panel
/// mostly keeps its size from one lesson to the next. The width leaves room
/// for the window's scrollbar (the method list under the table scrolls).
glm::dvec2 satPanelSize2d(const EditorState& state);

} // namespace ui
