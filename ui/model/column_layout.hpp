// SPDX-License-Identifier: MIT
#pragma once
// The window's layout (docs/app.md, "The window"): the panels sit in docks
// around the picture and never over it. The left column (Scene, Inspector,
// Lessons) runs from the menu bar to the status line; the bottom dock (the SAT
// panel) runs from the left column to the window's right edge; the right
// column (Explanation, Findings, the Axis strip) stands on the bottom dock.
// What is left is the viewport's free rectangle: framing, lanes, labels and
// the banner live there. Plain arithmetic, no ImGui: the editor feeds it the
// panels' wishes and applies the places it gives.
//
//   +------+---------------------+-------+
//   | left |   free rectangle    | right |
//   |      |                     |       |
//   |      +---------------------+-------+
//   |      |   timeline (recordings)     |
//   |      +-----------------------------+
//   |      |   bottom dock (SAT)         |
//   +------+-----------------------------+
//   status line
//
// Where the bottom dock's content is wider than the room between the columns
// (large text, a narrow window), it runs under the left column too.

#include <string>
#include <vector>

#include <glm/vec2.hpp>

namespace ui {

/// An axis-aligned rectangle in window pixels, y down.
struct LayoutRect {
    glm::dvec2 lo{}, hi{};
    double width() const { return hi.x - lo.x; }
    double height() const { return hi.y - lo.y; }
    bool empty() const { return width() <= 0.0 || height() <= 0.0; }
    /// Whether the two share interior points (touching edges do not count).
    bool overlaps(const LayoutRect& other) const {
        return lo.x < other.hi.x && other.lo.x < hi.x && lo.y < other.hi.y && other.lo.y < hi.y;
    }
    bool contains(const LayoutRect& other) const {
        return other.lo.x >= lo.x && other.lo.y >= lo.y && other.hi.x <= hi.x && other.hi.y <= hi.y;
    }
};

enum class Dock { Left, Right, Bottom };

/// A shown panel's wish.
struct DockedPanel {
    std::string name; ///< the ImGui window's name ("SAT##3d")
    Dock dock = Dock::Left;
    /// The width its content takes whole: a column is as wide as its widest
    /// panel, within limits; the bottom dock runs under the left column too
    /// where an unfolded panel of it is wider than the room between the columns.
    double width = 0.0;
    /// The height its content takes whole: in a column, what it gets before any
    /// room is shared out; in the bottom dock, the dock's height (within limits).
    double height = 0.0;
    bool collapsed = false; ///< shown as its title bar alone
    /// The narrowest a column may get for it (rows that do not wrap), when it is not collapsed.
    double minWidth = 0.0;
};

struct ColumnLayoutInput {
    glm::dvec2 display{};     ///< the window's size
    double top = 0.0;         ///< the menu bar's height
    double bottom = 0.0;      ///< the status line's height, kept free along the bottom edge
    double titleHeight = 0.0; ///< a collapsed panel's height
    double gap = 0.0;         ///< between neighbouring panels and docks
    double tabWidth = 0.0;    ///< the strip on a side dock's inner edge holding its show / hide control
    bool leftHidden = false;  ///< the left column is hidden (its tab stays)
    bool rightHidden = false; ///< the right column and the bottom dock are hidden (their tab stays)
    /// The least share of the window's width the free rectangle keeps: columns
    /// asking for more are narrowed (their content then wraps or scrolls).
    double minFreeShare = 0.35;
    /// The bottom dock's largest share of the height between the menu bar and
    /// the status line (its content then scrolls).
    double maxBottomShare = 0.4;
    /// A recording's timeline strip (0: none): this tall, right under the free
    /// rectangle, across the room between the left column and the right tab;
    /// the right column stands on it. Hiding the sides never hides it.
    double timelineHeight = 0.0;
    std::vector<DockedPanel> panels; ///< the shown panels, each dock's from top to bottom
};

/// Where one panel goes.
struct PanelSlot {
    std::string name;
    LayoutRect rect; ///< its title bar alone when collapsed
    bool collapsed = false;
};

struct ColumnLayout {
    LayoutRect left, right, bottom; ///< the docks (empty when hidden or without panels)
    LayoutRect leftTab, rightTab;   ///< the show / hide controls (empty when the side has no panels)
    LayoutRect free;                ///< the viewport's free rectangle
    LayoutRect timeline;            ///< the timeline strip (empty without a recording)
    std::vector<PanelSlot> panels;  ///< in the input's order

    const PanelSlot* slot(const std::string& name) const;
};

/// Lays the panels out. Guarantees: no two docks, tabs or panels overlap, none
/// overlaps the free rectangle, and all lie inside the window between `top` and
/// the status line. A column is as wide as its widest panel, narrowed where the
/// free rectangle would keep less than `minFreeShare` of the width (each column
/// by its share of the room above its panels' least widths, never below them); in a
/// column, collapsed panels take a title bar, the others share the rest (each
/// gets its height when all fit, the last takes what is left over; else in
/// proportion to their heights).
ColumnLayout layoutColumns(const ColumnLayoutInput& input);

} // namespace ui
