// SPDX-License-Identifier: MIT
#pragma once
// The window's layout each frame (docs/app.md, "The window"): which panels
// are shown and what their content takes, handed to the dock arithmetic
// (ui/model/column_layout.hpp); the places it gives go to the panels and
// the viewport, whose free rectangle the picture lives in. Also the side
// docks' show / hide tabs and their keys (F6, F7).

#include <glm/vec2.hpp>

namespace ui {

class EditorState;
struct ViewState;

/// Once a frame before the viewport, with the frame's font pushed: lays the
/// docks out for the panels shown now (sized by last frame's content) into
/// state.view.layout.
void updateWindowLayout(EditorState& state, glm::dvec2 display);

/// The side docks' tabs (a button that hides or shows that side, also when it is
/// hidden) and their keys: F6 the left column, F7 the right column and the SAT panel.
void drawDockTabs(EditorState& state);

/// Puts the next window (ImGui::Begin) at the place the layout has for panel
/// `name`. False when it has none (its side is hidden, or the panel opened
/// during this frame): the panel is then not drawn this frame.
bool placeDockedPanel(const ViewState& view, const char* name);

/// Flags a docked panel adds to its own: the layout places and sizes it.
int dockedPanelFlags();

} // namespace ui
