// SPDX-License-Identifier: MIT
#pragma once
// Round 2D shapes (circles and capsules) and the separating axis test of
// every pair that involves one, against each other and against AABBs, OBBs
// and convex polygons, in both orders, float and double.
//
// A round shape has no edges of its own, so most of its candidate axes come
// from the pair's closest features (docs/sat-2d.md, "Round shapes"):
//   box / polygon: its own axes (A.x, A.y / A.edge<i>), as in sat2d.hpp
//   capsule:       the normal of its segment (A.capsule-normal)
//   circle-circle: the line between the centres (A.centre-line)
//   each circle centre or capsule end point q against a shape with vertices
//   (a polygon's vertices, a box's corners, a capsule's end points): the axis
//   from the vertex nearest q to q (B.closest-vertex<i>, or
//   B.closest-vertex<i>-to-A.end<j> for a capsule's end j).
// Test order: A's own axes, then B's, then the closest-vertex axes (by A's
// points, then B's). For these axes the largest separation is the signed
// distance between the shapes, so the MTV, the distance and the verdict all
// come from it.
//
// At tolerance 0 every answer is exact for the shapes as stored
// (docs/accuracy.md, "Exact verdicts"): a circle is the closed disc of its
// centre and radius, a capsule the set of points within its radius of its
// stored segment. Axes within the rounding-error bound are evaluated again in
// expansion arithmetic, with the nearest vertices chosen exactly, so
// `overlaps(a, b) == (report(a, b).verdict != Verdict::Separated)` exactly.
//
// Preconditions, not checked here (isValid() checks them): finite coordinates,
// radius >= 0. Exactness needs every coordinate, half extent and radius of
// magnitude in [2^-100, 2^100] or zero (products of up to eight stay within
// the range of double, sat/detail/exact.hpp).

#include <cmath>
#include <variant>

#include "sat/sat2d.hpp"
#include "sat/shapes2d.hpp"

namespace sat {

/// Closed disc: every point within `radius` of `center`. radius >= 0 and
/// finite; radius 0 is a point.
template <class T> struct Circle2 {
    Vec2<T> center{}; ///< world space
    T radius{};       ///< >= 0
};

/// Capsule: every point within `radius` of the segment from `start` to `end`.
/// radius >= 0 and finite; start == end makes it a circle (its normal axis is then
/// left out, and it has one vertex).
template <class T> struct Capsule2 {
    Vec2<T> start{}; ///< end point 0 (vertex 0), world space
    Vec2<T> end{};   ///< end point 1 (vertex 1), world space
    T radius{};      ///< >= 0

    /// Capsule whose segment has centre `center`, length 2 * halfLength and
    /// is turned counter-clockwise by `angleRad` from the x axis (end 0 at
    /// -halfLength along it, end 1 at +halfLength).
    static Capsule2 fromCentre(Vec2<T> center, T halfLength, T angleRad, T radius) {
        const Vec2<T> along = Vec2<T>{std::cos(angleRad), std::sin(angleRad)} * halfLength;
        return Capsule2{center - along, center + along, radius};
    }
    /// True when the two end points are the same point.
    bool isCircle() const { return start == end; }
};

/// True when the fields meet the preconditions: finite, radius >= 0.
template <class T> bool isValid(const Circle2<T>& circle) {
    return std::isfinite(circle.center.x) && std::isfinite(circle.center.y) && std::isfinite(circle.radius) &&
           circle.radius >= T(0);
}
/// The same for a capsule.
template <class T> bool isValid(const Capsule2<T>& capsule) {
    return std::isfinite(capsule.start.x) && std::isfinite(capsule.start.y) && std::isfinite(capsule.end.x) &&
           std::isfinite(capsule.end.y) && std::isfinite(capsule.radius) && capsule.radius >= T(0);
}

/// Exact conversion between precisions.
template <class To, class From> Circle2<To> castShape(const Circle2<From>& s) { return {Vec2<To>(s.center), To(s.radius)}; }
/// The same for a capsule.
template <class To, class From> Capsule2<To> castShape(const Capsule2<From>& s) {
    return {Vec2<To>(s.start), Vec2<To>(s.end), To(s.radius)};
}

// ---------------------------------------------------------------- fast tests
/// true when the closed shapes intersect (touching counts); exact at any
/// scale within the preconditions. No allocation. The circle pairs with a
/// circle, box or polygon are inline (sat/detail/round2d_fast.hpp, included
/// at the bottom); the capsule pairs loop over the report's axes with
/// early-out.
template <class T> bool overlaps(const Circle2<T>& a, const Capsule2<T>& b);
template <class T> bool overlaps(const Capsule2<T>& a, const Circle2<T>& b);
template <class T> bool overlaps(const Capsule2<T>& a, const Capsule2<T>& b);
template <class T> bool overlaps(const Capsule2<T>& a, const Aabb2<T>& b);
template <class T> bool overlaps(const Aabb2<T>& a, const Capsule2<T>& b);
template <class T> bool overlaps(const Capsule2<T>& a, const Obb2<T>& b);
template <class T> bool overlaps(const Obb2<T>& a, const Capsule2<T>& b);
template <class T> bool overlaps(const Capsule2<T>& a, const ConvexPolygon2<T>& b);
template <class T> bool overlaps(const ConvexPolygon2<T>& a, const Capsule2<T>& b);

// ------------------------------------------------------------------- reports
/// Every candidate axis of the pair and what follows from them (Report2):
/// the intervals (a circle's is centre . n ± radius), separations, verdict,
/// MTV, distance (the largest separation, when positive) and up to two
/// contact points, each half-way between the two surfaces.
template <class T> Report2<T> report(const Circle2<T>& a, const Circle2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Circle2<T>& a, const Capsule2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Capsule2<T>& a, const Circle2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Capsule2<T>& a, const Capsule2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Circle2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Aabb2<T>& a, const Circle2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Circle2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Obb2<T>& a, const Circle2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Circle2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Circle2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Capsule2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Aabb2<T>& a, const Capsule2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Capsule2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Obb2<T>& a, const Capsule2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Capsule2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Capsule2<T>& b, const ReportOptions2<T>& options = {});

// ------------------------------------------------------------- any 2D shape
/// Any 2D shape: an AABB, an OBB, a convex polygon, a circle or a capsule.
/// Declared here, where every kind is visible; sat/sat2d.hpp includes this
/// header, so either header gives it.
template <class T> using Shape2 = std::variant<Aabb2<T>, Obb2<T>, ConvexPolygon2<T>, Circle2<T>, Capsule2<T>>;

/// overlaps() of whichever shapes the variants hold.
template <class T> bool overlaps(const Shape2<T>& a, const Shape2<T>& b) {
    return std::visit([](const auto& sa, const auto& sb) { return overlaps(sa, sb); }, a, b);
}
/// report() of whichever shapes the variants hold.
template <class T> Report2<T> report(const Shape2<T>& a, const Shape2<T>& b, const ReportOptions2<T>& options = {}) {
    return std::visit([&](const auto& sa, const auto& sb) { return report(sa, sb, options); }, a, b);
}

// ----------------------------------------------------------------- manifolds
/// What a physics step needs from a round pair's SAT, with no per-axis
/// intervals, directions or flags: the verdict, the MTV and the contacts,
/// verdict first. A separated pair holds the verdict alone (every other
/// field zero): at tolerance 0 the pair's fast test decides it and nothing
/// else is computed. For a touching or overlapping pair every field is the
/// number `report(a, b, {tolerance, computeDistance = false})` gives: the
/// same axes, each computed by the same operations, the best one chosen the
/// same way (tests/core/sat/round2d_manifold_test.cpp compares them field by
/// field).
template <class T> struct RoundManifold2 {
    Verdict verdict = Verdict::Separated; ///< Report2::verdict
    T axisSeparation{};                   ///< Report2::axisSeparation (<= tolerance: minus the depth); 0 when separated
    T depth{};                            ///< MTV length: moving B by depth * normal leaves the shapes touching
    Vec2<T> normal{};                     ///< unit, from A to B along the best axis; (0, 0) when separated
    int contactCount = 0;                 ///< 0 when separated, else 1 or 2
    Vec2<T> contacts[2]{};                ///< Report2::contacts; (0, 0) past contactCount
};

/// The manifold of one round pair, every pair kind that report() takes.
template <class T> RoundManifold2<T> manifold(const Circle2<T>& a, const Circle2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Circle2<T>& a, const Capsule2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Capsule2<T>& a, const Circle2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Capsule2<T>& a, const Capsule2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Circle2<T>& a, const Aabb2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Aabb2<T>& a, const Circle2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Circle2<T>& a, const Obb2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Obb2<T>& a, const Circle2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Circle2<T>& a, const ConvexPolygon2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const ConvexPolygon2<T>& a, const Circle2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Capsule2<T>& a, const Aabb2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Aabb2<T>& a, const Capsule2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Capsule2<T>& a, const Obb2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Obb2<T>& a, const Capsule2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const Capsule2<T>& a, const ConvexPolygon2<T>& b, T tolerance = T(0));
template <class T> RoundManifold2<T> manifold(const ConvexPolygon2<T>& a, const Capsule2<T>& b, T tolerance = T(0));

} // namespace sat

#include "sat/detail/round2d_fast.hpp"
