// SPDX-License-Identifier: MIT
#pragma once
// Where each axis of a report is drawn: a "lane", a line parallel to the axis
// placed beside the pair so that a point of the lane at parameter t projects
// onto the axis at exactly t. Both shapes' intervals are then drawn on the
// lane where they really lie along the axis, and a dropped perpendicular
// from a shape's extreme corner lands on its interval's end.
//
// lane point(t) = direction * t + normal * offset, normal = direction turned
// 90 degrees either way (the side with fewer lanes); offset puts the lane
// past both shapes.

#include <optional>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/sat2d.hpp"
#include "ui/model/view_transform.hpp"

namespace ui {

struct AxisLane {
    int axis = -1;                 ///< index into the report's axes
    glm::dvec2 direction{};        ///< unit, world
    glm::dvec2 normal{};           ///< unit, perpendicular to direction, pointing away from the pair
    double offset = 0.0;           ///< along `normal`, world units
    double tMin = 0.0, tMax = 0.0; ///< drawn extent of the lane (the intervals plus padding)

    glm::dvec2 at(double t) const { return direction * t + normal * offset; }
};

inline constexpr double kLaneMarginPx = 46.0;  ///< from the pair to the first lane
inline constexpr double kLaneSpacingPx = 40.0; ///< between stacked parallel lanes
inline constexpr double kLanePaddingPx = 28.0; ///< lane drawn past the intervals

/// One lane per axis of `report`, in report order; axes flagged duplicate
/// (parallel to an earlier one) are left out unless `withDuplicates`. A lane
/// that would cross an earlier lane on screen is moved further out, a
/// spacing at a time (at most 8), until it does not.
/// `outlineA` / `outlineB` are the shapes' corners in world space.
std::vector<AxisLane> layoutLanes(const sat::Report2<double>& report, const std::vector<glm::dvec2>& outlineA,
                                  const std::vector<glm::dvec2>& outlineB, const ViewTransform& view, bool withDuplicates = true);

/// The lane whose line passes within `radiusPx` of `mouseScreen` (nearest), if any.
std::optional<int> pickLane(const std::vector<AxisLane>& lanes, const ViewTransform& view, glm::dvec2 mouseScreen,
                            double radiusPx);

/// True when the segments pq and rs share a point.
bool segmentsIntersect(glm::dvec2 p, glm::dvec2 q, glm::dvec2 r, glm::dvec2 s);
/// True when the segment pq reaches into the axis-aligned box [lo, hi].
bool segmentCrossesBox(glm::dvec2 p, glm::dvec2 q, glm::dvec2 lo, glm::dvec2 hi);

/// Distance on screen from a point to a segment.
double distanceToSegment(glm::dvec2 point, glm::dvec2 a, glm::dvec2 b);

} // namespace ui
