// SPDX-License-Identifier: MIT
#pragma once
// The 2D view's part of the editor state: where the view looks, what it
// shows, which panels are open and where they are, and the theme and scale
// it is all drawn at.

#include <optional>

#include "ui/draw/picture.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/column_layout.hpp"
#include "ui/model/view_transform.hpp"

namespace ui {

/// Which panels are shown.
struct PanelVisibility {
    bool scene = true;
    bool inspector = true;
    bool sat = true;
};

struct ViewState {
    ViewTransform transform; ///< the 2D view: centre, zoom and the viewport's rectangle
    OverlayToggles toggles;  ///< which overlays are drawn (View menu)
    PanelVisibility panels;
    Theme theme = Theme::dark();  ///< colours and sizes, scaled by uiScale
    float uiScale = 1.0f;         ///< dpi scale of sizes in the panels
    bool frameAllPending = false; ///< frame the scene once the viewport's size is known
    /// Frame All's last step, in the viewport: fit the drawn picture (lanes, labels) into the free rectangle
    /// (not after Frame Selected, which frames the selected shapes alone).
    bool framePicturePending = false;
    /// The panels' docks and the viewport's free rectangle this frame (ui/editor/window_layout.hpp).
    ColumnLayout layout;
    /// Where the viewport drew the picture last frame (2D: the shapes, the inspected pair's lanes and
    /// labels; 3D: the boxes' corners), window pixels; empty when it drew nothing. Scripts ask for it.
    LayoutRect pictureExtent;
    /// The scene file's own view (`view`: centre, zoom) while it is shown unmoved: the viewport checks
    /// the shapes lie inside the free rectangle each time that rectangle changes and frames them into it
    /// where they do not (a column that opens later would hide them). Cleared once the view moves.
    struct SavedView {
        glm::dvec2 center{};
        double zoom = 0.0;
        LayoutRect checkedIn; ///< the free rectangle the shapes were last found inside
    };
    std::optional<SavedView> savedView;
    bool leftColumnHidden = false;  ///< F6: the Scene, Inspector and Lessons panels' column is hidden
    bool rightColumnHidden = false; ///< F7: the right column and the SAT panel are hidden

    /// Grid step used for snapping (the minor grid shown).
    double snapStep() const { return transform.gridStep(28.0 * uiScale); }
};

} // namespace ui
