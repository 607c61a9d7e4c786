#pragma once
// Splitting a simple polygon into convex pieces that SATlab can test: ear
// clipping into triangles, then Hertel-Mehlhorn merging (remove every
// diagonal whose two sides together stay convex). At most 4x the minimum
// number of pieces (Hertel & Mehlhorn 1983); docs/tiled-import.md walks
// through it.

#include <span>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/shapes2d.hpp"

namespace sat {

/// Twice the signed area (shoelace); > 0 counter-clockwise.
double twiceSignedArea(std::span<const glm::dvec2> points);

/// Drops repeated points and points where the outline goes straight on or
/// turns back on itself (|sin| of the turn <= 1e-9), until none is left.
/// What remains is the same region up to that tolerance.
std::vector<glm::dvec2> simplifyOutline(std::span<const glm::dvec2> points);

/// True when `points` (either winding) pass ConvexPolygon2::make.
bool isValidConvexPolygon(std::span<const glm::dvec2> points);

/// Convex pieces of a simple polygon (either winding; 3..kMaxDecomposePoints
/// points), each counter-clockwise, strictly convex, with at most
/// `maxVertices` vertices, accepted by ConvexPolygon2::make. The pieces
/// cover the polygon exactly and do not overlap (they share edges). A polygon
/// that is already a valid convex polygon comes back as one piece.
/// Throws GeometryError when the outline is degenerate (no area) or not
/// simple (ear clipping runs out of ears, e.g. it crosses itself).
std::vector<std::vector<glm::dvec2>> decomposeConvex(std::span<const glm::dvec2> points,
                                                     int maxVertices = kMaxPolygonVertices);

inline constexpr int kMaxDecomposePoints = 4096; ///< ear clipping is O(n^2)..O(n^3)

} // namespace sat
