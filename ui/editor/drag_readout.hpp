// SPDX-License-Identifier: MIT
#pragma once
// The label by the pointer while a shape is dragged (2D and 3D): how far it
// moved, how far it turned, how much it grew (ui/model/gesture*.hpp readout).

namespace ui {

struct EditorState;
struct FrameContext;

/// Draws the active drag's readout beside the pointer, above the panels, kept
/// inside the window; nothing while no drag is past the click slop.
void drawDragReadout(const EditorState& state, const FrameContext& frame);

} // namespace ui
