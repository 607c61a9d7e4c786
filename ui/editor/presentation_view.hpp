// SPDX-License-Identifier: MIT
#pragma once
// Presentation mode's view (docs/lessons.md, "Presentation mode"): when F5
// turns the mode on, or a lesson or scene opens while it is on, the picture
// (the shapes, the inspected pair's lanes and their labels) is framed in the
// largest part of the window that no panel covers, so that nothing is drawn
// under a panel, the menu bar or the verdict banner. Leaving the mode puts
// the view back.

#include <optional>
#include <vector>

#include <glm/vec2.hpp>

#include "ui/draw/panel_rects.hpp"

namespace ui {

class Canvas;
class EditorState;

/// How the picture's bounding box on screen grows with the zoom: each edge,
/// measured from the screen point of the view's centre, is
/// `zoom * perZoom + fixed` (world parts scale, pixel parts such as the lane
/// spacing and the labels do not).
struct PictureExtent {
    glm::dvec2 perZoomLo{}, perZoomHi{};
    glm::dvec2 fixedLo{}, fixedHi{};
};

/// The picture's extent, measured from its bounding box at two zooms.
/// `boundsAt(zoom)` returns the box relative to the centre's screen point.
PictureExtent measureExtent(const PanelRect& atZoom1, double zoom1, const PanelRect& atZoom2, double zoom2);

/// The largest zoom at which `extent` fits in `room` with `marginPx` on every side; <= 0 when it cannot.
double fittingZoom(const PictureExtent& extent, const PanelRect& room, double marginPx);

/// The rectangles of `view` that no panel overlaps, bounded by the view's and
/// the panels' edges, and of those the one where `extent` fits at the largest
/// zoom. nullopt when it fits nowhere.
std::optional<PanelRect> bestFreeRect(const PanelRect& view, const std::vector<PanelRect>& panels, const PictureExtent& extent,
                                      double marginPx);

/// Frames the picture for presentation mode if it asks for it
/// (PresentationState::framePending): in the viewport, after the analysis is
/// fresh. `panels` are the windows' rectangles of the last frame.
void framePresentationView(EditorState& state, const Canvas& measure, const std::vector<PanelRect>& panels);

/// Frames the 2D picture (the shapes, the inspected pair's lanes and their
/// labels) in the viewport's free rectangle under the banner's row, as large
/// as it fits: what Frame All ends with, in the viewport (the labels' sizes
/// need the canvas).
void framePicture(EditorState& state, const Canvas& measure);

/// Where the 2D picture (the shapes, the inspected pair's lanes and their
/// labels) is drawn now, window pixels; nullopt when there is nothing to draw.
std::optional<PanelRect> pictureOnScreen(const EditorState& state, const Canvas& measure);

} // namespace ui
