// SPDX-License-Identifier: MIT
// How far the viewport picture reaches on screen (ui/draw/picture_extent.hpp).
#include "ui/draw/picture_extent.hpp"

#include <algorithm>
#include <string>

#include <glm/geometric.hpp>

#include "ui/draw/picture.hpp"

namespace ui {
namespace {

/// The corners of the box the gap or overlap label may take (ui/draw/overlay_draw.cpp,
/// drawGapOrOverlap): beside the middle of the gap or overlap, growing away from the lane.
void addGapLabel(std::vector<glm::dvec2>& points, const PictureInput& input, const Canvas& measure, const AxisLane& lane,
                 const sat::AxisResult2<double>& axis, glm::dvec2 away) {
    const bool gap = axis.separation > 0.0;
    const double lo = gap ? std::min(axis.a.max, axis.b.max) : std::max(axis.a.min, axis.b.min);
    const double hi = gap ? std::max(axis.a.min, axis.b.min) : std::min(axis.a.max, axis.b.max);
    const std::string text = axis.separation == 0.0 ? std::string("touching")
                             : gap                  ? "gap " + formatNumber(axis.separation)
                                                    : "overlap " + formatNumber(-axis.separation);
    const float size = input.theme.fontSize * 0.9f;
    const glm::dvec2 box = measure.textSize(text, size) + glm::dvec2(size * 0.7, size * 0.3);
    const glm::dvec2 at = input.view.toScreen(lane.at((lo + hi) * 0.5)) +
                          away * (9.0 * input.theme.scale + input.theme.fontSize * 0.9);
    for (const double sx : {-1.0, 1.0})
        for (const double sy : {-1.0, 1.0}) points.push_back(at + glm::dvec2(sx * box.x, sy * box.y));
}

} // namespace

std::vector<glm::dvec2> laneExtentPoints(const PictureInput& input, const Canvas& measure, bool gapLabels) {
    std::vector<glm::dvec2> points;
    if (!input.analysis || !input.analysis->inspected) return points;
    const ViewTransform& view = input.view;
    const auto& report = input.analysis->inspected->report;
    const float labelSize = input.theme.fontSize * 0.9f;
    for (const AxisLane& lane : inspectedLanes(input)) {
        const glm::dvec2 p0 = view.toScreen(lane.at(lane.tMin));
        const glm::dvec2 p1 = view.toScreen(lane.at(lane.tMax));
        const glm::dvec2 along = glm::normalize(p1 - p0);
        const glm::dvec2 away = glm::normalize(view.toScreen(lane.at(0.0) + lane.normal) - view.toScreen(lane.at(0.0)));
        std::string name = canvasAxisName(report.axes[static_cast<std::size_t>(lane.axis)], input.analysis->inspected->names);
        if (lane.axis == report.firstSeparatingAxis) name += "  first separating";
        const glm::dvec2 text = measure.textSize(name, labelSize) + glm::dvec2(labelSize);
        const double beside = input.theme.fontSize * 2.2;
        for (const glm::dvec2 p : {p0, p1}) {
            points.push_back(p + away * beside);
            points.push_back(p - away * beside);
        }
        points.push_back(p1 + along * (8.0 + text.x) + glm::dvec2(0.0, text.y * 0.5));
        points.push_back(p1 + along * (8.0 + text.x) - glm::dvec2(0.0, text.y * 0.5));
        if (gapLabels) { // the name's whole box: it grows sideways from a slanted lane's head (overlay_draw.cpp)
            const glm::dvec2 at = p1 + along * (8.0 * input.theme.scale);
            const double side = along.x >= 0.0 ? 1.0 : -1.0;
            for (const double sy : {-0.5, 0.5}) points.push_back(at + glm::dvec2(side * text.x, sy * text.y));
        }
        if (gapLabels && input.toggles.intervals && input.toggles.numbers)
            addGapLabel(points, input, measure, lane, report.axes[static_cast<std::size_t>(lane.axis)], away);
    }
    return points;
}

} // namespace ui
