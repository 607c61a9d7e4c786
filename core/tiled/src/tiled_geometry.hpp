// SPDX-License-Identifier: MIT
#pragma once
// Where Tiled draws things, in map pixels (y down): rotations clockwise on
// screen, tile objects' pivots and alignment, flipped tiles. The world
// mapping (y up, scale) is the last step and lives in tiled_convert.cpp.
// docs/tiled-import.md explains every formula here.

#include <cstdint>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

namespace sat::tiled {

/// `v` turned `degrees` clockwise as seen on screen. In y-down coordinates
/// that is the ordinary rotation matrix [c -s; s c]. Multiples of 90 degrees
/// are exact.
glm::dvec2 rotateClockwise(glm::dvec2 v, double degrees);

/// Angle in [0, 360).
double normalizedDegrees(double degrees);

/// A rectangle in map pixels: centre, half extents, and a clockwise rotation
/// of its edges about that centre.
struct PixelRect {
    glm::dvec2 center{};
    glm::dvec2 halfExtents{};
    double rotationDeg = 0;
};
using PixelPolygon = std::vector<glm::dvec2>;

/// The pivot of a tile object as a fraction of its size from its top-left:
/// Tiled's `objectalignment` ("unspecified" is bottomleft for orthogonal
/// maps). False for an unknown value.
bool alignmentFraction(const std::string& alignment, glm::dvec2& fraction);

/// Maps a point of a tile's image (pixels from its top-left, y down) to where
/// it is drawn: flips first (diagonal = swap x and y, then horizontal, then
/// vertical, as Tiled applies them), then a scale from the image size to the
/// drawn size, then a shift so the drawn image's top-left is at `topLeft`,
/// then a clockwise rotation by `rotationDeg` about `pivot`.
struct TilePlacement {
    glm::dvec2 imageSize{};  ///< the tile image, before flips
    glm::dvec2 drawnSize{};  ///< after flips (diagonal swaps) and scaling
    std::uint32_t flips = 0; ///< kFlip* bits of the gid
    glm::dvec2 topLeft{};    ///< of the drawn image, before rotation
    glm::dvec2 pivot{};
    double rotationDeg = 0;

    glm::dvec2 unrotated(glm::dvec2 imagePoint) const; ///< flips, scale, shift
    glm::dvec2 place(glm::dvec2 imagePoint) const;     ///< and the rotation
};

/// A tile object: the object at `position` with `size` (the drawn size),
/// pivot from its tileset's alignment, rotation clockwise about the pivot.
TilePlacement tileObjectPlacement(glm::dvec2 position, glm::dvec2 size, double rotationDeg, glm::dvec2 alignment,
                                  glm::dvec2 imageSize, std::uint32_t flips, glm::dvec2 tileOffset);

/// A tile in a tile layer: cell (column, row) of a grid with `cellSize`
/// pixels; the image's bottom-left sits on the cell's bottom-left.
TilePlacement tileCellPlacement(glm::dvec2 cell, glm::dvec2 cellSize, glm::dvec2 imageSize, std::uint32_t flips,
                                glm::dvec2 tileOffset, glm::dvec2 layerOffset);

/// A rectangle given in image pixels (top-left, size, clockwise rotation
/// about that corner) placed by `placement`: a PixelRect when it stays a
/// rectangle (no own rotation), else the polygon of its corners.
bool placeRect(const TilePlacement& placement, glm::dvec2 topLeft, glm::dvec2 size, double rotationDeg, PixelRect& rect,
               PixelPolygon& polygon);

/// An ellipse as a convex polygon: `points` lie on the ellipse (so the
/// polygon is inside it), relative to its centre, y down.
struct EllipsePolygon {
    PixelPolygon points;
    double error = 0; ///< largest distance from the ellipse to the polygon, in pixels
};
/// Fewest and most sides an ellipse is approximated with.
inline constexpr int kMinEllipseSides = 16;
inline constexpr int kMaxEllipseSides = 32;
/// The ellipse with half axes `half` (along x and y) as the polygon of the
/// fewest sides in [kMinEllipseSides, kMaxEllipseSides] whose error is at
/// most `tolerance` pixels (kMaxEllipseSides when none is). Its vertices are
/// at the parametric angles 2 pi k / n, point 0 on +x; the error is measured
/// at 64 points of each arc between two vertices.
EllipsePolygon ellipsePolygon(glm::dvec2 half, double tolerance);

} // namespace sat::tiled
