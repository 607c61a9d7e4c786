// SPDX-License-Identifier: MIT
// Scene shapes back in Tiled's y-down pixels, for the Inspector.
#include "ui/model/tiled_coordinates.hpp"

#include <cmath>
#include <variant>

namespace ui {
namespace {

/// -0 prints as "-0": a coordinate that is zero shows as 0.
double tiledUnsignedZero(double value) { return value == 0.0 ? 0.0 : value; }

glm::dvec2 tiledUnsignedZero(glm::dvec2 point) { return {tiledUnsignedZero(point.x), tiledUnsignedZero(point.y)}; }

/// The box's corner that was Tiled's top-left before the turn: the importer
/// puts the centre at pivot + Rcw(r) (w/2, h/2) in y-down pixels, so in the
/// y-up world the pivot is centre + R(angle) (-w/2, +h/2).
TiledPlacement tiledBoxPlacement(glm::dvec2 center, glm::dvec2 halfExtents, double angleRadians, double angleDegrees,
                                 double scale) {
    const double c = std::cos(angleRadians);
    const double s = std::sin(angleRadians);
    const glm::dvec2 corner(-halfExtents.x, halfExtents.y);
    const glm::dvec2 pivot = center + glm::dvec2(corner.x * c - corner.y * s, corner.x * s + corner.y * c);
    TiledPlacement placement;
    placement.position = toTiledPixels(pivot, scale);
    placement.size = tiledUnsignedZero(2.0 * halfExtents / scale);
    placement.rotationDeg = tiledUnsignedZero(-angleDegrees);
    return placement;
}

} // namespace

glm::dvec2 toTiledPixels(glm::dvec2 world, double scale) { return tiledUnsignedZero(glm::dvec2(world.x, -world.y) / scale); }

std::optional<TiledPlacement> tiledPlacement(const sat::ShapeSpec& spec, double scale) {
    if (const auto* box = std::get_if<sat::Aabb2Spec>(&spec))
        return tiledBoxPlacement(box->center, box->halfExtents, 0.0, 0.0, scale);
    if (const auto* box = std::get_if<sat::Obb2Spec>(&spec)) {
        const double radians = box->angle.radians();
        const double degrees = box->angle.degrees ? box->angle.value : radians * 180.0 / M_PI;
        return tiledBoxPlacement(box->center, box->halfExtents, radians, degrees, scale);
    }
    if (const auto* circle = std::get_if<sat::Circle2Spec>(&spec)) // an ellipse object: x, y, width, height as for a rectangle
        return tiledBoxPlacement(circle->center, glm::dvec2(circle->radius), 0.0, 0.0, scale);
    if (const auto* poly = std::get_if<sat::Poly2Spec>(&spec)) {
        TiledPlacement placement;
        placement.rectangle = false;
        for (const glm::dvec2& point : poly->points) placement.points.push_back(toTiledPixels(point, scale));
        if (!placement.points.empty()) placement.position = placement.points.front();
        return placement;
    }
    return std::nullopt;
}

} // namespace ui
