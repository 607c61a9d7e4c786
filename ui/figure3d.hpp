#pragma once
// 3D scenes as figures (SVG and PNG through any Canvas): the ground grid and
// world axes, the boxes by the painter's algorithm (ui/scene_mesh3d.hpp) and
// the inspected pair's SAT overlays (ui/overlay3d.hpp), seen from the 3D
// view's default direction and framed to the figure's picture rectangle.

#include "ui/canvas.hpp"

namespace ui {

struct Figure;

/// Draws the picture part of a 3D figure (inside figure.view's rectangle).
void drawFigure3d(Canvas& canvas, const Figure& figure);

} // namespace ui
