// SPDX-License-Identifier: MIT
#pragma once
// The SAT overlays of the inspected 3D pair, drawn through a Canvas over the
// GL picture (the 3D viewport calls drawOverlay3d after its GL pass): the
// focused axis as a line through the scene with both boxes' projected
// intervals on it and the gap or overlap numbered (a sphere's or capsule's
// interval drawn from its core out by its radius); for an edge-edge axis
// the edges that make it, for a round pair's axis the segments or centres
// it comes from; the MTV arrow on B and the contact manifold.
// Everything comes from the core's Report3 (ui/model/analysis3d.hpp).

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "sat/scene.hpp"
#include "ui/draw/canvas.hpp"
#include "ui/draw/panel_rects.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/camera3d.hpp"

namespace ui {

/// Which 3D overlays are shown.
struct Overlay3dToggles {
    bool axis = true;     ///< the focused axis (by default the deciding one) with both intervals
    bool edges = true;    ///< the two edges of an edge-edge axis; a round pair's features (segments, centres)
    bool mtv = true;      ///< minimum translation arrow on B
    bool contacts = true; ///< contact points and their polygon
    bool banner = true;   ///< the verdict line at the top of the viewport
};

struct Overlay3dInput {
    const sat::Scene* scene = nullptr;
    const SceneAnalysis3* analysis = nullptr;
    OrbitCamera camera;
    ScreenRect rect;
    Theme theme;
    int hoveredAxis = -1;  ///< under the mouse in the panel or strip, -1 none
    int selectedAxis = -1; ///< clicked (sticky), -1 none
    /// Step mode (ui/model/step_mode.hpp): 0..1 through the current step's
    /// animation; below 1 both boxes' edges sweep from where they are onto
    /// the focused axis's line (their projections).
    double stepSweep = 1.0;
    Overlay3dToggles toggles;
    /// Window x where the verdict banner starts: right of the panels on its
    /// rows (unset: 290 px right of the view's left edge, the default panels).
    std::optional<double> bannerLeft;
    /// Window y of the banner's top (unset: 34 px x scale below the view's top edge).
    std::optional<double> bannerTop;
    /// Window x the banner's lines end before, broken at spaces (unset: not broken).
    std::optional<double> bannerRight;
    /// The windows over the view (panelRects(): panels, menu bar, status
    /// line): the focused axis's name is placed off them. Empty for figures.
    std::vector<PanelRect> panels;
    /// The window's rectangle when the camera's (`rect`) reaches past it: the
    /// axis's name stays inside both.
    std::optional<ScreenRect> window;
};

/// Draws the overlays of the inspected pair (nothing without one). Clipped
/// to `input.rect`.
void drawOverlay3d(Canvas& canvas, const Overlay3dInput& input);

// ---- the geometry behind the drawing (pure, tested in tests/ui)

/// The line an axis is drawn on: point(t) = origin + direction * t, where
/// origin is the world origin shifted perpendicular to the axis so the line
/// passes through the midpoint between the boxes' centres. A point of the
/// line at parameter t projects onto the axis at exactly t, so an interval
/// [min, max] of the report is the segment point(min)..point(max).
struct AxisLine3 {
    glm::dvec3 origin{0.0};
    glm::dvec3 direction{1.0, 0.0, 0.0}; ///< unit, world

    glm::dvec3 at(double t) const { return origin + direction * t; }
};

/// The line for a unit `direction` through the midpoint of `centerA` and `centerB`.
AxisLine3 axisLine(glm::dvec3 direction, glm::dvec3 centerA, glm::dvec3 centerB);

/// Where the focused axis's name goes, drawn with TextAnchor::Left (its box
/// reaching right of `at`) when `leftAnchored`, else TextAnchor::Right.
struct AxisLabelPlace {
    glm::dvec2 at{};
    bool leftAnchored = true;
};

/// The first place, in this order, where a name of `size` pixels is whole
/// inside `rect` and off every one of `panels`: `gap` pixels past the arrow
/// head (the line drawn from `tail` to `head`), `gap` past the tail, then on
/// the line itself, moving back from the head towards the tail. When there
/// is none: past the head, moved along x to stay inside `rect`.
AxisLabelPlace placeAxisLabel(glm::dvec2 tail, glm::dvec2 head, glm::dvec2 size, double gap, const ScreenRect& rect,
                              const std::vector<PanelRect>& panels);

/// The four edges of `box` parallel to its axis `axis` (0..2) as corner
/// pairs, the one that supports the box farthest along `toward` first.
struct BoxEdge {
    glm::dvec3 from{0.0}, to{0.0};
};
std::array<BoxEdge, 4> parallelEdges(const sat::Obb3<double>& box, int axis, glm::dvec3 toward);

/// The stretch between two intervals: the gap when they are apart, else
/// their overlap (lo <= hi in both cases; equal when touching).
struct GapSpan {
    double lo = 0.0, hi = 0.0;
};
GapSpan gapSpan(sat::Interval<double> a, sat::Interval<double> b);

/// Where the MTV arrow starts: the contacts' mean, else B's centre.
glm::dvec3 mtvStart(const sat::Report3<double>& report, glm::dvec3 centerB);

/// "A.face0", "A.edge1×B.edge2" for axis k of a report.
std::string axisName3(const sat::AxisResult3<double>& axis);

/// The axis that decides the verdict: the first separating axis, else (the
/// boxes intersect) the axis of the MTV; -1 for none.
int decidingAxis3(const sat::Report3<double>& report);

/// The axis the overlay draws: hovered, else selected, else the deciding
/// axis (drawn by default, without a hover or a click), else -1.
inline int overlayFocus(int hovered, int selected, int deciding) {
    return hovered >= 0 ? hovered : selected >= 0 ? selected : deciding;
}

/// Below this many pixels a focused axis's drawn stretch points (nearly) at
/// the camera: it is drawn end-on, as a ring with one label, instead of a
/// line whose name, interval tags and gap number would pile up on one spot.
inline constexpr double kEndOnAxisPixels = 40.0;

} // namespace ui
