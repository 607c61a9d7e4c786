// SPDX-License-Identifier: MIT
#pragma once
// Outlines of 2D scene shapes as counter-clockwise polygons, and the convex
// hull and area the snag finder and the merge share.

#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace sat::snag_detail {

/// The corners of a 2D spec, counter-clockwise (a poly2 as ConvexPolygon2::make
/// stores it); empty for a circle or capsule, which has no corners. Throws
/// GeometryError for a 3D spec or a bad polygon.
std::vector<glm::dvec2> specOutline(const ShapeSpec& spec);

/// Signed area of a polygon (> 0 counter-clockwise), by the shoelace formula.
double polygonArea(const std::vector<glm::dvec2>& points);

/// Convex hull, counter-clockwise, collinear points dropped (Andrew's
/// monotone chain, de Berg et al., Computational Geometry 1.1).
std::vector<glm::dvec2> convexHull(std::vector<glm::dvec2> points);

} // namespace sat::snag_detail
