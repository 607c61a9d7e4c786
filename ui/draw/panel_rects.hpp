// SPDX-License-Identifier: MIT
#pragma once
// Where the floating panels are, for drawing that must stay clear of them
// (the verdict banners). From the rectangles ImGui gave the panels last frame.

#include <optional>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

namespace ui {

/// An axis-aligned rectangle in window pixels, y down.
struct PanelRect {
    glm::dvec2 lo{}, hi{};
    double width() const { return hi.x - lo.x; }
    double height() const { return hi.y - lo.y; }
    /// Whether the two share interior points (touching edges do not count).
    bool overlaps(const PanelRect& other) const {
        return lo.x < other.hi.x && other.lo.x < hi.x && lo.y < other.hi.y && other.lo.y < hi.y;
    }
};

/// The rectangles of the windows shown last frame that hide the picture: the
/// panels, the menu bar, the status line (not the viewports, popups or tooltips).
std::vector<PanelRect> panelRects();

/// A window's place last frame and the size its content asks for.
struct PanelFit {
    PanelRect rect; ///< where it is (its title bar alone when collapsed)
    /// The window size that shows all its content unclipped: ImGui's ideal content size (every item and
    /// table at its natural width, even where clipped), the padding, the title bar and the vertical
    /// scrollbar when it shows one.
    glm::dvec2 needed{};
    bool collapsed = false;
};

/// The window named `name` (its ImGui name, "SAT##3d") as shown last frame; nullopt when it was not shown.
/// For scripts (panel NAME, docs/scripting.md) and the tests that check a panel holds its text.
std::optional<PanelFit> panelFit(const std::string& name);

/// The stretch [x0, x1] of the window row [top, bottom) (window pixels)
/// around x = `centre` that no panel covers, within [left, right]: a panel
/// left of `centre` ends the stretch on the left, one right of it on the
/// right; windows over `centre` itself (the menu bar, a dialog) and windows
/// without a background (the viewports) are ignored.
glm::dvec2 freeRowBetweenPanels(double top, double bottom, double left, double right, double centre);

} // namespace ui
