#pragma once
// Where the floating panels are, for drawing that must stay clear of them
// (the verdict banners). From the rectangles ImGui gave the panels last frame.

#include <glm/vec2.hpp>

namespace ui {

/// The stretch [x0, x1] of the window row [top, bottom) (window pixels)
/// around x = `centre` that no panel covers, within [left, right]: a panel
/// left of `centre` ends the stretch on the left, one right of it on the
/// right; windows over `centre` itself (the menu bar, a dialog) and windows
/// without a background (the viewports) are ignored.
glm::dvec2 freeRowBetweenPanels(double top, double bottom, double left, double right, double centre);

} // namespace ui
