// SPDX-License-Identifier: MIT
#pragma once
// The Inspector panel: the selected shape's fields, each edit one undo step.

#include <string>

namespace ui {

class Document;
class Selection;
struct PresentationState;
struct StatusLine;
struct ViewState;

struct InspectorState {
    bool sizeAsHalfExtents = false; ///< show half extents instead of width / height (kept in the preferences)
    std::string problem;            ///< why the last edit in the Inspector was refused
    bool tiledMap = false;          ///< the scene was imported from a Tiled map: also show Tiled's pixel coordinates
};

struct InspectorPanelParts {
    Document& document;
    Selection& selection; ///< the shape shown; a rename renames it here too
    InspectorState& inspector;
    ViewState& view;                 ///< whether the panel is open, scale
    PresentationState& presentation; ///< presentation mode's queued place
    StatusLine& status;              ///< why a rename was refused
    double now = 0.0;
};

/// What the user asked of the selection with the panel's buttons.
enum class InspectorAction { None, Duplicate, Delete };

/// The panel; returns the button pressed this frame, for the editor to do.
InspectorAction drawInspectorPanel(const InspectorPanelParts& parts);

} // namespace ui
