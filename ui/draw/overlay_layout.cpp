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

/// How many spacings a lane may be pushed further out to clear the lanes before it.
constexpr int kMaxLanePushes = 8;

/// The lane's line on screen, from tMin to tMax.
std::array<glm::dvec2, 2> laneOnScreen2d(const AxisLane& lane, const ViewTransform& view) {
    return {view.toScreen(lane.at(lane.tMin)), view.toScreen(lane.at(lane.tMax))};
}

bool crossesEarlierLane(const AxisLane& lane, const std::vector<AxisLane>& earlier, const ViewTransform& view) {
    const std::array<glm::dvec2, 2> ends = laneOnScreen2d(lane, view); // not a structured binding: clang 14 cannot capture one
    return std::any_of(earlier.begin(), earlier.end(), [&](const AxisLane& other) {
        const auto [r, s] = laneOnScreen2d(other, view);
        return segmentsIntersect(ends[0], ends[1], r, s);
    });
}

} // namespace

bool segmentsIntersect(glm::dvec2 p, glm::dvec2 q, glm::dvec2 r, glm::dvec2 s) {
    const auto cross = [](glm::dvec2 u, glm::dvec2 v) { return u.x * v.y - u.y * v.x; };
    const double d1 = cross(q - p, r - p), d2 = cross(q - p, s - p);
    const double d3 = cross(s - r, p - r), d4 = cross(s - r, q - r);
    if (((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0)) && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))) return true;
    // Touching or collinear: an end on the other segment.
    const auto onSegment = [](glm::dvec2 a, glm::dvec2 b, glm::dvec2 c) {
        return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y && c.y <= std::max(a.y, b.y);
    };
    return (d1 == 0.0 && onSegment(p, q, r)) || (d2 == 0.0 && onSegment(p, q, s)) || (d3 == 0.0 && onSegment(r, s, p)) ||
           (d4 == 0.0 && onSegment(r, s, q));
}

bool segmentCrossesBox(glm::dvec2 p, glm::dvec2 q, glm::dvec2 lo, glm::dvec2 hi) {
    const auto inside = [&](glm::dvec2 c) { return lo.x <= c.x && c.x <= hi.x && lo.y <= c.y && c.y <= hi.y; };
    if (inside(p) || inside(q)) return true;
    const glm::dvec2 corners[4] = {lo, {hi.x, lo.y}, hi, {lo.x, hi.y}};
    for (int i = 0; i < 4; ++i)
        if (segmentsIntersect(p, q, corners[i], corners[(i + 1) % 4])) return true;
    return false;
}

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
        lane.tMin = std::min(axis.a.min, axis.b.min) - padding;
        lane.tMax = std::max(axis.a.max, axis.b.max) + padding;
        // A slanted lane can cross a lane of another direction drawn before it (a box pair turned 30 degrees): it
        // moves out a spacing at a time until it clears them; when it never does, it stays at its first place.
        lane.offset = beyond + view.toWorldLength(kLaneMarginPx + kLaneSpacingPx * stacked);
        const double first = lane.offset;
        for (int push = 1; push <= kMaxLanePushes && crossesEarlierLane(lane, lanes, view); ++push)
            lane.offset = first + view.toWorldLength(kLaneSpacingPx * push);
        if (crossesEarlierLane(lane, lanes, view)) lane.offset = first;
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
