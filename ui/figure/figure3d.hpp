// SPDX-License-Identifier: MIT
#pragma once
// 3D scenes as figures (SVG and PNG through any Canvas): the ground grid and
// world axes, the boxes by the painter's algorithm (ui/draw/scene_mesh3d.hpp) and
// the inspected pair's SAT overlays (ui/draw/overlay3d.hpp): the deciding axis
// with both intervals (and, for an edge-edge axis, its two edges), the MTV
// and the contacts, seen from the direction of the scene's camera (else the 3D
// view's default direction) and framed to the figure's picture rectangle, or
// through the scene's camera as it is (Figure::keepCamera3d). Also the 3D
// caption and legend.

#include <string>
#include <vector>

#include "sat/sat3d.hpp"
#include "ui/draw/canvas.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/camera3d.hpp"

namespace ui {

struct Figure;

/// Draws the picture part of a 3D figure (inside figure.view's rectangle).
void drawFigure3d(Canvas& canvas, const Figure& figure);

/// The camera a 3D figure looks through: the scene's camera as it is when
/// figure.keepCamera3d (`satlab render --scene-view`, Export with "Frame the
/// scene" off); else the scene's camera turned the same way (else the 3D
/// view's default one), framed on every visible box.
OrbitCamera figureCamera3d(const Figure& figure);

/// The axis a 3D figure draws through the scene: the first separating axis,
/// else (the boxes intersect) the axis of the MTV; -1 for none.
int figureAxis3d(const sat::Report3<double>& report);

/// The caption of a 3D figure (empty without an inspected pair): the pair and
/// its verdict, then the deciding axis with its direction and both intervals.
std::vector<std::string> captionLines3d(const Figure& figure);

/// One entry of a 3D figure's legend: the pair's boxes in their colours, then
/// what the figure draws (gap or overlap on the axis, first separating axis,
/// MTV, contacts).
struct LegendEntry3d {
    Rgba color;
    std::string text;
};
std::vector<LegendEntry3d> legendEntries3d(const Figure& figure);

} // namespace ui
