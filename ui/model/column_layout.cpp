// SPDX-License-Identifier: MIT
// The window's docks and the viewport's free rectangle, from the panels' wishes.
#include "ui/model/column_layout.hpp"

#include <algorithm>

namespace ui {
namespace {

LayoutRect rectOf(double x0, double y0, double x1, double y1) { return {{x0, y0}, {std::max(x0, x1), std::max(y0, y1)}}; }

double widestIn(const std::vector<DockedPanel>& panels, Dock dock) {
    double widest = 0.0;
    for (const DockedPanel& panel : panels)
        if (panel.dock == dock) widest = std::max(widest, panel.width);
    return widest;
}

/// The least width a dock's shown, unfolded panels allow.
double leastIn(const std::vector<DockedPanel>& panels, Dock dock) {
    double least = 0.0;
    for (const DockedPanel& panel : panels)
        if (panel.dock == dock && !panel.collapsed) least = std::max(least, panel.minWidth);
    return least;
}

bool anyIn(const std::vector<DockedPanel>& panels, Dock dock) {
    return std::any_of(panels.begin(), panels.end(), [dock](const DockedPanel& p) { return p.dock == dock; });
}

/// The bottom dock's height: its tallest panel (a title bar when collapsed).
double bottomDockHeight(const ColumnLayoutInput& in) {
    double height = 0.0;
    for (const DockedPanel& panel : in.panels)
        if (panel.dock == Dock::Bottom) height = std::max(height, panel.collapsed ? in.titleHeight : panel.height);
    return height;
}

/// Stacks a column's panels from its top: title bars for the collapsed ones, the
/// rest shared out among the others (see layoutColumns).
void stackColumn(const ColumnLayoutInput& in, Dock dock, const LayoutRect& column, std::vector<PanelSlot>& slots) {
    std::vector<std::size_t> members;
    for (std::size_t i = 0; i < in.panels.size(); ++i)
        if (in.panels[i].dock == dock) members.push_back(i);
    if (members.empty() || column.empty()) return;
    double titleBars = 0.0;
    double wished = 0.0;
    std::size_t lastOpen = members.size();
    for (std::size_t m = 0; m < members.size(); ++m) {
        const DockedPanel& panel = in.panels[members[m]];
        if (panel.collapsed) titleBars += in.titleHeight;
        else {
            wished += std::max(panel.height, in.titleHeight);
            lastOpen = m;
        }
    }
    const double gaps = in.gap * static_cast<double>(members.size() - 1);
    const double room = std::max(0.0, column.height() - titleBars - gaps);
    const bool allFit = wished <= room;
    double y = column.lo.y;
    for (std::size_t m = 0; m < members.size(); ++m) {
        const DockedPanel& panel = in.panels[members[m]];
        double height = in.titleHeight;
        if (!panel.collapsed) {
            const double wish = std::max(panel.height, in.titleHeight);
            height = allFit ? wish : room * wish / wished;
            if (allFit && m == lastOpen) height += room - wished;
        }
        height = std::min(height, column.hi.y - y);
        slots[members[m]].rect = rectOf(column.lo.x, y, column.hi.x, y + height);
        y += height + in.gap;
    }
}

} // namespace

const PanelSlot* ColumnLayout::slot(const std::string& name) const {
    for (const PanelSlot& panel : panels)
        if (panel.name == name) return &panel;
    return nullptr;
}

ColumnLayout layoutColumns(const ColumnLayoutInput& in) {
    ColumnLayout layout;
    const double top = std::clamp(in.top, 0.0, in.display.y);
    const double floor = std::max(top, in.display.y - in.bottom);
    const bool hasLeft = anyIn(in.panels, Dock::Left);
    const bool hasRight = anyIn(in.panels, Dock::Right);
    const bool hasBottom = anyIn(in.panels, Dock::Bottom);
    const bool rightSide = hasRight || hasBottom;

    // Widths: each column its widest panel, both narrowed alike when the free rectangle would get too little.
    const double tabs = (hasLeft ? in.tabWidth : 0.0) + (rightSide ? in.tabWidth : 0.0);
    double leftWidth = hasLeft && !in.leftHidden ? widestIn(in.panels, Dock::Left) : 0.0;
    double rightWidth = hasRight && !in.rightHidden ? widestIn(in.panels, Dock::Right) : 0.0;
    const double sideRoom = std::max(0.0, in.display.x * (1.0 - in.minFreeShare) - tabs);
    if (leftWidth + rightWidth > sideRoom) {
        const double leftLeast = std::min(leftWidth, leastIn(in.panels, Dock::Left));
        const double rightLeast = std::min(rightWidth, leastIn(in.panels, Dock::Right));
        const double slack = (leftWidth - leftLeast) + (rightWidth - rightLeast);
        const double excess = leftWidth + rightWidth - std::max(sideRoom, leftLeast + rightLeast);
        if (slack > 0.0 && excess > 0.0) {
            leftWidth -= excess * (leftWidth - leftLeast) / slack;
            rightWidth -= excess * (rightWidth - rightLeast) / slack;
        }
    }
    const double x0 = hasLeft ? leftWidth + in.tabWidth : 0.0;
    double x1 = in.display.x - (rightSide ? in.tabWidth : 0.0);
    // The bottom dock runs from the left column to the right tab; where its content is wider than that,
    // from the window's left edge, the left column then ending above it.
    double freeBottom = floor;
    double leftBottom = floor;
    if (hasBottom && !in.rightHidden) {
        const double height = std::min(bottomDockHeight(in), (floor - top) * in.maxBottomShare);
        const bool wide = std::any_of(in.panels.begin(), in.panels.end(), [&](const DockedPanel& p) {
            return p.dock == Dock::Bottom && !p.collapsed && p.width > x1 - x0;
        });
        layout.bottom = rectOf(wide ? 0.0 : x0, floor - height, x1, floor);
        freeBottom = layout.bottom.lo.y;
        if (wide) leftBottom = freeBottom;
    }
    if (in.timelineHeight > 0.0) {
        const double height = std::min(in.timelineHeight, std::max(0.0, freeBottom - top));
        layout.timeline = rectOf(x0, freeBottom - height, x1, freeBottom);
        freeBottom = std::max(top, layout.timeline.lo.y - in.gap);
    }
    if (hasLeft) {
        layout.left = rectOf(0.0, top, leftWidth, leftBottom);
        layout.leftTab = rectOf(leftWidth, top, x0, leftBottom);
    }
    if (rightSide) layout.rightTab = rectOf(x1, top, x1 + in.tabWidth, floor);
    if (hasRight) {
        layout.right = rectOf(x1 - rightWidth, top, x1, freeBottom);
        x1 -= rightWidth;
    }
    layout.free = rectOf(x0, top, std::max(x0, x1), freeBottom);
    if (in.leftHidden) layout.left = {};
    if (in.rightHidden) layout.right = layout.bottom = {};

    layout.panels.resize(in.panels.size());
    for (std::size_t i = 0; i < in.panels.size(); ++i) {
        layout.panels[i].name = in.panels[i].name;
        layout.panels[i].collapsed = in.panels[i].collapsed;
    }
    stackColumn(in, Dock::Left, layout.left, layout.panels);
    stackColumn(in, Dock::Right, layout.right, layout.panels);
    // The bottom dock's panels side by side, each its share of the width.
    std::vector<std::size_t> bottom;
    for (std::size_t i = 0; i < in.panels.size(); ++i)
        if (in.panels[i].dock == Dock::Bottom) bottom.push_back(i);
    if (!layout.bottom.empty()) {
        const double share = (layout.bottom.width() - in.gap * static_cast<double>(bottom.size() - 1)) /
                             static_cast<double>(bottom.size());
        double x = layout.bottom.lo.x;
        for (std::size_t i : bottom) {
            const double height = in.panels[i].collapsed ? in.titleHeight : layout.bottom.height();
            layout.panels[i].rect = rectOf(x, layout.bottom.lo.y, x + share, layout.bottom.lo.y + height);
            x += share + in.gap;
        }
    }
    return layout;
}

} // namespace ui
