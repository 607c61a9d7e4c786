// SPDX-License-Identifier: MIT
#pragma once
// An exact oracle for 2D convex-polygon intersection, independent of the SAT
// code under test.
//
// Inputs are the very doubles the tested code sees (polygon vertices, or the
// corners of a box computed once in double). They are read as exact rational
// numbers; every decision below is exact:
//   - the verdict uses CGAL's exact orientation predicate (Epick, filtered),
//   - separations are built from exact products (CGAL::Gmpzf) and rounded to
//     double only at the very end (relative error <= 4u, documented in
//     docs/accuracy.md),
//   - distances use CGAL's exact kernel (Epeck) squared_distance on segments,
//   - a second, unrelated oracle (Epeck do_intersect on fan triangles, closed
//     sets) cross-checks the first.
// Only this file's .cpp includes CGAL, so the test files compile quickly.

#include <optional>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

namespace oracle {

using Point = glm::dvec2;
/// Strictly convex, counter-clockwise, as built by `convexCcw`.
using Polygon = std::vector<Point>;

/// The polygon counter-clockwise when `points` are strictly convex (exactly:
/// every turn strictly left, or every turn strictly right, winding once);
/// nullopt otherwise.
std::optional<Polygon> convexCcw(std::span<const Point> points);

/// Closed sets intersect (touching counts). Exact SAT over all edge normals:
/// separated iff the other polygon lies strictly beyond some edge line.
bool intersects(const Polygon& a, const Polygon& b);

/// Same question answered by CGAL's closed-triangle predicate on fan
/// triangulations (Epeck do_intersect(Triangle_2, Triangle_2)).
bool intersectsByTriangles(const Polygon& a, const Polygon& b);

/// The SAT's best axis, evaluated exactly over every edge normal of both
/// polygons and both interval orders (what `Report2::axisSeparation` means).
struct ExactAxis {
    /// max over axes of the signed interval separation divided by |normal|:
    /// > 0 gap, < 0 minus the penetration depth, 0 exactly when touching.
    /// The sign is exact; the magnitude is the exact value rounded (<= 4u).
    double separation = 0;
    /// Unit direction (rounded) of the best axis, pointing from A to B: moving
    /// B by -separation * direction makes the exact shapes touch when they
    /// overlap.
    Point direction{};
    bool touching = false; ///< exact separation == 0
};
ExactAxis bestAxis(const Polygon& a, const Polygon& b);

/// Euclidean distance between the closed polygons: 0 when they intersect,
/// else min over edge pairs of the exact CGAL squared segment distance, then
/// rounded and square-rooted (relative error <= 2u).
double distance(const Polygon& a, const Polygon& b);

/// Distance from a point to the closed polygon (0 inside or on it).
double distance(Point p, const Polygon& polygon);

/// A shape as SATlab's exact definition reads it (docs/accuracy.md, "Exact
/// verdicts"): a polygon's stored points, counter-clockwise in the order
/// ConvexPolygon2 holds them; or, when `points` is empty, a box's stored
/// centre, half extents and axes (an AABB's axes (1, 0) and (0, 1)).
struct StoredShape {
    std::vector<Point> points;
    Point center{}, halfExtents{}, axisX{1, 0}, axisY{0, 1};
};

/// The exact sign (-1, 0, +1) of every candidate axis's separation, A's axes
/// then B's (the report's order): polygon edge k's axis is the perpendicular
/// of the exact edge vector, a box's axes are its stored axes; a polygon
/// projects to the min and max of its points, a box to
/// c . L +- (h.x |axisX . L| + h.y |axisY . L|); the separation is
/// max(B.min - A.max, A.min - B.max). Evaluated in exact binary floating
/// point (CGAL::Gmpzf), with no code shared with sat::exact.
std::vector<int> exactAxisSigns(const StoredShape& a, const StoredShape& b);

/// Largest |coordinate vector| among the vertices: the scale R of the error bound.
double radius(const Polygon& a, const Polygon& b);

} // namespace oracle
