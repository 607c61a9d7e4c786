// SPDX-License-Identifier: MIT
#pragma once
// A shape imported from a Tiled map, in Tiled's own pixel coordinates (y down,
// the map's top-left corner at (0, 0)): the inverse of the importer's mapping
// (docs/tiled-import.md, "Coordinates").

#include <optional>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace ui {

/// A collider as Tiled shows its object: a rectangle's x, y, width, height and
/// rotation, or a polygon's points.
struct TiledPlacement {
    bool rectangle = true; ///< a rectangle, or an ellipse (a circle), placed the same way
    /// Rectangle: Tiled's x, y, its pivot (the corner that is top-left before
    /// the turn). Polygon: its first point.
    glm::dvec2 position{};
    glm::dvec2 size{};              ///< rectangle: width, height in pixels
    double rotationDeg = 0.0;       ///< rectangle: clockwise on screen, as Tiled shows it
    std::vector<glm::dvec2> points; ///< polygon: every point, y down
};

/// The placement of a 2D shape in a map imported at `scale` world units per
/// pixel (the window imports at 1); none for 3D shapes and capsules (Tiled
/// has no capsule object).
std::optional<TiledPlacement> tiledPlacement(const sat::ShapeSpec& spec, double scale = 1.0);

/// A world point in Tiled's pixels: (x / scale, -y / scale).
glm::dvec2 toTiledPixels(glm::dvec2 world, double scale = 1.0);

} // namespace ui
