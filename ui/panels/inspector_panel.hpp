// SPDX-License-Identifier: MIT
#pragma once
// The Inspector panel: the selected shape's fields, each edit one undo step.

#include <string>

namespace ui {

class EditorState;

struct InspectorState {
    bool sizeAsHalfExtents = false; ///< show half extents instead of width / height (kept in the preferences)
    std::string problem;            ///< why the last edit in the Inspector was refused
    bool tiledMap = false;          ///< the scene was imported from a Tiled map: also show Tiled's pixel coordinates
};

void drawInspectorPanel(EditorState& state);

} // namespace ui
