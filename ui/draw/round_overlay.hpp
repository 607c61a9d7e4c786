// SPDX-License-Identifier: MIT
#pragma once
// The inspected pair's overlays that only round pairs have: where a round
// shape's interval comes from (its centre's projection ± its radius), and
// the closest-vertex axes drawn from their vertex to the centre or capsule
// end they point at, so that they are seen to move as a shape is dragged.

#include <vector>

#include "sat/scene.hpp"
#include "ui/draw/canvas.hpp"
#include "ui/draw/picture.hpp"

namespace ui {

/// On the lane of the focused axis, for a circle or capsule: dashed drop
/// lines from its rim's extreme points to the lane, the radius drawn from
/// each centre to that rim point, and each centre with its own drop line.
/// Returns false and draws nothing for the other kinds (their corners are
/// dropped instead).
bool drawRoundProjection(Canvas& canvas, const PictureInput& in, const AxisLane& lane, const sat::ShapeSpec& spec, Rgba color);

/// For a circle or capsule, a tick across its interval bar (on `side` of the
/// lane, +1 or -1, as the bar is drawn) where each centre projects: the bar
/// then reads as centre ± radius. Nothing for the other kinds.
void drawRoundCentreTicks(Canvas& canvas, const PictureInput& in, const AxisLane& lane, const sat::ShapeSpec& spec, double side);

/// For each lane of a closest-vertex axis of the inspected pair: an arrow
/// from the vertex to the circle's centre (or capsule end) it points at,
/// in the lane's colour.
void drawClosestVertexArrows(Canvas& canvas, const PictureInput& in, const std::vector<AxisLane>& lanes);

} // namespace ui
