// SPDX-License-Identifier: MIT
// Where each axis of a report is drawn: lanes beside the pair that project exactly onto the axis.
#include "ui/draw/overlay_layout.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

namespace ui {
namespace {

/// Lanes whose directions lie within this angle (either sign) share a side of
/// the pair and are stacked rather than drawn on top of each other.
constexpr double kParallelCos = 0.985; // about 10 degrees

double farthestAlong(const std::vector<glm::dvec2>& points, glm::dvec2 normal) {
    double best = -std::numeric_limits<double>::max();
    for (const glm::dvec2& p : points) best = std::max(best, glm::dot(p, normal));
    return best;
}

/// The screen side a world normal faces: 0 up, 1 right, 2 down, 3 left (y up).
std::size_t screenSide(glm::dvec2 normal) {
    if (std::abs(normal.y) >= std::abs(normal.x)) return normal.y > 0.0 ? 0u : 2u;
    return normal.x > 0.0 ? 1u : 3u;
}

} // namespace

std::vector<AxisLane> layoutLanes(const sat::Report2<double>& report, const std::vector<glm::dvec2>& outlineA,
                                  const std::vector<glm::dvec2>& outlineB, const ViewTransform& view, bool withDuplicates) {
    std::vector<AxisLane> lanes;
    const double padding = view.toWorldLength(kLanePaddingPx);
    std::array<int, 4> sidesUsed{};
    for (std::size_t i = 0; i < report.axes.size(); ++i) {
        const sat::AxisResult2<double>& axis = report.axes[i];
        if (axis.duplicate && !withDuplicates) continue;
        AxisLane lane;
        lane.axis = static_cast<int>(i);
        lane.direction = axis.direction;
        // Put the lane on whichever side of the pair has fewer lanes so far, so
        // a box pair's four axes spread over the four sides.
        const glm::dvec2 left{-axis.direction.y, axis.direction.x};
        const bool flip = sidesUsed[screenSide(-left)] < sidesUsed[screenSide(left)];
        lane.normal = flip ? -left : left;
        ++sidesUsed[screenSide(lane.normal)];
        int stacked = 0;
        for (const AxisLane& earlier : lanes)
            if (glm::dot(earlier.normal, lane.normal) > kParallelCos) ++stacked;
        const double beyond = std::max(farthestAlong(outlineA, lane.normal), farthestAlong(outlineB, lane.normal));
        lane.offset = beyond + view.toWorldLength(kLaneMarginPx + kLaneSpacingPx * stacked);
        lane.tMin = std::min(axis.a.min, axis.b.min) - padding;
        lane.tMax = std::max(axis.a.max, axis.b.max) + padding;
        lanes.push_back(lane);
    }
    return lanes;
}

double distanceToSegment(glm::dvec2 point, glm::dvec2 a, glm::dvec2 b) {
    const glm::dvec2 ab = b - a;
    const double lengthSquared = glm::dot(ab, ab);
    const double t = lengthSquared > 0.0 ? std::clamp(glm::dot(point - a, ab) / lengthSquared, 0.0, 1.0) : 0.0;
    return glm::length(point - (a + ab * t));
}

std::optional<int> pickLane(const std::vector<AxisLane>& lanes, const ViewTransform& view, glm::dvec2 mouseScreen,
                            double radiusPx) {
    std::optional<int> best;
    double bestDistance = radiusPx;
    for (const AxisLane& lane : lanes) {
        const double distance = distanceToSegment(mouseScreen, view.toScreen(lane.at(lane.tMin)),
                                                  view.toScreen(lane.at(lane.tMax)));
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = lane.axis;
        }
    }
    return best;
}

} // namespace ui
