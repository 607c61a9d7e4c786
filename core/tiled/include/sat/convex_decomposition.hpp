// SPDX-License-Identifier: MIT
#pragma once
// Splitting a simple polygon into convex pieces that SATlab can test: ear
// clipping into triangles, then Hertel-Mehlhorn merging (remove every
// diagonal whose two sides together stay convex). At most 4x the minimum
// number of pieces (Hertel & Mehlhorn 1983); docs/tiled-import.md walks
// through it.

#include <optional>
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

/// A point where a closed outline (`points`, last joined to first) crosses
/// itself: two edges that are not neighbours cross at a point inside both,
/// or the outline passes through an edge at one of its own vertices, from
/// one side of that edge to the other. None for a simple outline, and for
/// outlines that only touch themselves (a vertex on a vertex or on an edge
/// without passing through it, or collinear edges overlapping), which ear
/// clipping handles. O(n^2) for n points; run it on simplifyOutline's result.
std::optional<glm::dvec2> findSelfCrossing(std::span<const glm::dvec2> points);

/// True when `points` (either winding) pass ConvexPolygon2::make.
bool isValidConvexPolygon(std::span<const glm::dvec2> points);

/// Convex pieces of a simple polygon (either winding; 3..kMaxDecomposePoints
/// points), each counter-clockwise, strictly convex, with at most
/// `maxVertices` vertices, accepted by ConvexPolygon2::make. The pieces
/// cover the polygon exactly and do not overlap (they share edges). A polygon
/// that is already a valid convex polygon comes back as one piece.
/// Throws GeometryError when the outline crosses itself (findSelfCrossing),
/// is degenerate (no area) or is otherwise not simple (ear clipping runs out
/// of ears).
std::vector<std::vector<glm::dvec2>> decomposeConvex(std::span<const glm::dvec2> points, int maxVertices = kMaxPolygonVertices);

inline constexpr int kMaxDecomposePoints = 4096; ///< ear clipping is O(n^2)..O(n^3)

} // namespace sat
