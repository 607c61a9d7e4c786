// SPDX-License-Identifier: MIT
#pragma once
// The viewport picture: the grid, the shapes, the handles and the SAT
// overlays, drawn through a Canvas from plain inputs. The window draws it
// with an ImGuiCanvas; a figure exporter can draw the same picture.

#include <optional>
#include <string>
#include <vector>

#include "sat/scene.hpp"
#include "ui/draw/canvas.hpp"
#include "ui/draw/overlay_layout.hpp"
#include "ui/draw/panel_rects.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/selection.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/model/view_transform.hpp"

namespace ui {

/// Which overlays are shown (View menu; kept in the preferences).
struct OverlayToggles {
    bool grid = true;
    bool names = true;          ///< shape names at their centres
    bool intersections = true;  ///< fill where intersecting shapes overlap
    bool axes = true;           ///< one lane per candidate axis of the inspected pair
    bool intervals = true;      ///< both shapes' projected intervals on each lane
    bool numbers = true;        ///< gap / overlap numbers on the lanes
    bool projections = true;    ///< dashed drop lines from the shapes to the hovered lane
    bool separatingLine = true; ///< the line between the shapes for the first separating axis
    bool mtv = true;            ///< minimum translation arrow on B
    bool contacts = true;       ///< contact points
    bool duplicateAxes = false; ///< also draw axes parallel to an earlier one
    bool banner = true;         ///< the verdict banner at the top (figures put it in their caption instead)
};

struct PictureInput {
    const sat::Scene* scene = nullptr;
    const SceneAnalysis* analysis = nullptr;
    const Selection* selection = nullptr;
    ViewTransform view;
    Theme theme;
    OverlayToggles toggles;
    int hoveredAxis = -1;                      ///< axis under the mouse (viewport or table), -1 none
    std::optional<std::vector<int>> shownAxes; ///< step mode (ui/model/step_mode.hpp): only these axes get lanes
    bool showHandles = true;                   ///< false for figures
    /// The stretch [x0, x1] (window pixels) of the banner's row that no panel
    /// covers; the banner is centred in it when it fits there. Unset: the
    /// whole view (figures).
    std::optional<glm::dvec2> bannerRow;
    /// The windows over the view (panelRects(): panels, menu bar, status
    /// line). A lane's name and its gap or overlap label move to the lane's
    /// other end or side where a panel would hide them there. Empty: nothing
    /// covers the picture (figures).
    std::vector<PanelRect> panels;
};

/// Where the verdict banner's centre goes: the view's centre, moved into the
/// free stretch `row` of its line when the label (`width` px) would reach
/// under a panel there; against the stretch's left end when it is too narrow.
double bannerCentreX(double viewCentreX, double width, std::optional<glm::dvec2> row);

/// The lanes of the inspected pair (empty without one); also used to pick
/// the lane under the mouse.
std::vector<AxisLane> inspectedLanes(const PictureInput& input);

void drawGrid(Canvas& canvas, const PictureInput& input);
void drawShapes(Canvas& canvas, const PictureInput& input);
/// The screen box drawShapes() gives the inspected pair's shape `index`'s mark
/// and name; none when names are off or the shape is not one of the pair.
std::optional<PanelRect> inspectedNameBox(const Canvas& canvas, const PictureInput& input, std::size_t index);
void drawHandles(Canvas& canvas, const PictureInput& input);
void drawOverlays(Canvas& canvas, const PictureInput& input, const std::vector<AxisLane>& lanes);
/// Everything above, in order, clipped to the view's rectangle.
void drawPicture(Canvas& canvas, const PictureInput& input);

/// Step mode's step on the picture: lanes for the axes run so far, the
/// current one highlighted, the separating line once the first separating
/// axis is run, the MTV and the contacts at the verdict only.
void applyStepView(const StepView& view, PictureInput& input);

/// Axis label as the core names it ("A.x", "B.edge2").
std::string axisName(const sat::AxisResult2<double>& axis);
/// Axis label by the pair's shape names ("box.x"; namedAxisLabel), as the window and figures show it.
std::string axisName(const sat::AxisResult2<double>& axis, const InspectedPair& names);
/// Axis label as the picture draws it: axisName() with the round axes' long names shortened, a closest vertex's
/// line to the capsule's end as "box.closest-vertex2→end0" and a capsule's normal as "capsule.normal". The SAT
/// panel gives the whole name.
std::string canvasAxisName(const sat::AxisResult2<double>& axis, const InspectedPair& names);

} // namespace ui
