// SPDX-License-Identifier: MIT
#pragma once
// Clipping of screen-space primitives to a rectangle, for the Canvas
// implementations: what lies outside the visible rectangle is not written, so
// a figure's size and a frame's draw list stay bounded by what can be seen,
// whatever the view (a zoom of 1e9 puts a shape's corners 1e9 px away).
//
// Callers clip to the visible rectangle grown by a guard (the stroke width
// plus a few px): the new edges and ends a clip makes then lie outside what
// is seen, so the visible picture is the same as the unclipped one.

#include <optional>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

#include "ui/draw/canvas.hpp"

namespace ui {

/// Extra room past the visible rectangle, in screen units, beyond a stroke's width.
inline constexpr double kClipGuardPx = 4.0;

/// Room past the clip rectangle for a stroke of `thickness`: its ends, joins
/// and anti-aliased fringe there are not seen.
inline double strokeGuard(float thickness) { return (thickness < 0.0f ? -thickness : thickness) + kClipGuardPx; }

/// True when every coordinate is finite (a NaN or an infinity cannot be drawn).
bool allFinite(std::span<const glm::dvec2> points);

/// The part of segment a-b inside `rect` (Liang-Barsky), nullopt when none.
/// Each end is computed from the nearer original end, so a segment from a
/// point 1e12 px away keeps its visible part where it belongs.
struct ClippedSegment {
    glm::dvec2 from, to;
    double t0 = 0.0, t1 = 1.0; ///< the visible part's parameters along a-b
};
std::optional<ClippedSegment> clipSegment(glm::dvec2 a, glm::dvec2 b, const ClipRect& rect);

/// A convex polygon cut to `rect` (Sutherland-Hodgman against its four
/// sides): still convex, empty when nothing is inside.
std::vector<glm::dvec2> clipConvexToRect(std::span<const glm::dvec2> points, const ClipRect& rect);

/// A polyline cut to `rect`: the runs of consecutive segments that lie in it,
/// each a list of points. A closed polyline wholly inside comes back as one
/// run equal to its points (`wholeInside` true); otherwise the runs are open.
struct PolylineRuns {
    std::vector<std::vector<glm::dvec2>> runs;
    bool wholeInside = false;
};
PolylineRuns clipPolyline(std::span<const glm::dvec2> points, bool closed, const ClipRect& rect);

/// The intersection of two rectangles (empty when hi < lo on an axis).
ClipRect intersect(const ClipRect& a, const ClipRect& b);

} // namespace ui
