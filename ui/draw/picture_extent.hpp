// SPDX-License-Identifier: MIT
#pragma once
// How far the viewport picture reaches on screen beyond its shapes: the
// inspected pair's lanes, their bars and labels. Presentation mode frames the
// picture by it (ui/editor/presentation_view.hpp) and figures fit to it
// (ui/figure/figure.cpp).

#include <vector>

#include <glm/vec2.hpp>

namespace ui {

class Canvas;
struct PictureInput;

/// The picture's points on screen beyond the shapes themselves: each lane's
/// ends, its interval bars on either side, its name past the arrow head, and
/// with `gapLabels` the whole boxes of its name and of its "gap 0.41" /
/// "overlap 0.41" label (a long label beside a vertical lane, or a name
/// beside a slanted lane's head, reaches further than the bars). Also used to
/// fit figures (ui/figure/figure.cpp, without: their golden images stay as they are).
std::vector<glm::dvec2> laneExtentPoints(const PictureInput& input, const Canvas& measure, bool gapLabels = false);

} // namespace ui
