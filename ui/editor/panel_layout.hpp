// SPDX-License-Identifier: MIT
#pragma once
// Presentation mode's panels (docs/lessons.md, "Presentation mode"). F5 makes
// the text half as large again; the panels stay in their docks, which grow
// with the text (ui/editor/window_layout.hpp), and to leave the picture its
// room the less essential ones fold to their title bars: the Scene and
// Inspector panels (editing; a click in the view still selects), in 3D the
// SAT panel (the Axis strip shows the same axes row by row, the banner the
// verdict), in 2D the SAT panel where its whole table would take more than
// kSatShareOfColumn of the column's height. Leaving unfolds what F5 folded.

#include <string>
#include <vector>

namespace ui {

class EditorState;
struct PresentationState;

/// One panel folded to its title bar (or unfolded) by presentation mode.
struct PanelPlace {
    std::string name; ///< the ImGui window's name ("SAT##3d")
    bool collapsed = false;
};

/// 2D: the SAT panel folds where its whole table would take more than this share of the column's height.
inline constexpr double kSatShareOfColumn = 0.45;

/// What presentation mode decides from.
struct FoldInput {
    bool is3d = false;
    double satHeight = 0.0;       ///< the 2D SAT panel's whole height at the larger text (satPanelSize2d)
    double columnHeight = 0.0;    ///< the height between the menu bar and the status line
    bool satOpenedByUser = false; ///< a scene opened while on, and the user had opened the SAT panel: it stays open
};

/// The panels F5 folds to their title bars.
std::vector<PanelPlace> presentationFolds(const FoldInput& in);

/// Called at the start of a frame (PresentationFrame), with the presentation
/// style already on or off: when the mode has just toggled or a scene was
/// opened while it is on, records the panels' folded states (on entering)
/// and queues the new ones (presentation's, or the saved ones on leaving).
void updatePanelLayout(EditorState& state);

/// Applies the queued fold of panel `name`, if any, to the next window
/// (ImGui::SetNextWindowCollapsed): call right before that panel's ImGui::Begin.
void placeQueuedPanel(PresentationState& presentation, const char* name);

} // namespace ui
