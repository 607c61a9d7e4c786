// SPDX-License-Identifier: MIT
#pragma once
// Internals of the round 2D pairs (not installed, not API): each shape seen
// through the same small set of questions (its own axes, its vertices, its
// round points, its radius), the candidate axes of a pair, and the exact path
// behind the floating-point filter (round2d_exact.cpp).

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "report2d_detail.hpp"
#include "sat/detail/exact2d.hpp"
#include "sat/detail/fast2d.hpp"
#include "sat/detail/round2d_fast.hpp"
#include "sat/round2d.hpp"

namespace sat::detail::round2 {

// ------------------------------------------------------------ shape features

/// Which kind of round shape S is.
template <class S> inline constexpr bool kIsCircle = false;
template <class T> inline constexpr bool kIsCircle<Circle2<T>> = true;
template <class S> inline constexpr bool kIsCapsule = false;
template <class T> inline constexpr bool kIsCapsule<Capsule2<T>> = true;
/// True for circles and capsules.
template <class S> inline constexpr bool kIsRound = kIsCircle<S> || kIsCapsule<S>;

template <class T> inline T radiusOf(const Circle2<T>& c) { return c.radius; }
template <class T> inline T radiusOf(const Capsule2<T>& c) { return c.radius; }
template <class T> inline T radiusOf(const Aabb2<T>&) { return T(0); }
template <class T> inline T radiusOf(const Obb2<T>&) { return T(0); }
template <class T> inline T radiusOf(const ConvexPolygon2<T>&) { return T(0); }

/// A capsule's segment normal: the segment start -> end turned counter-clockwise.
template <class T> inline Vec2<T> capsuleNormalVector(const Capsule2<T>& c) { return {c.start.y - c.end.y, c.end.x - c.start.x}; }

/// Own axes: a box's two, a polygon's edge normals, a capsule's segment normal.
template <class T> inline int ownAxisCount(const Circle2<T>&) { return 0; }
template <class T> inline int ownAxisCount(const Capsule2<T>& c) { return c.isCircle() ? 0 : 1; }
template <class S> inline int ownAxisCount(const S& s) { return axisCount(s); }

template <class T> inline AxisSource ownSource(const Capsule2<T>&, Role role, int) { return {role, AxisFeature::CapsuleNormal}; }
template <class T> inline AxisSource ownSource(const ConvexPolygon2<T>&, Role role, int k) { return {role, false, k}; }
template <class S> inline AxisSource ownSource(const S&, Role role, int k) { return {role, true, k}; }

/// Unit direction of `v`; (1, 0) for the zero vector (coincident points: any
/// direction is a valid axis, and this one is the same in the exact path).
/// A square beyond the range of T (overflow to inf) or below the smallest
/// square whose rounding is still relative (underflow to 0 or to a subnormal,
/// float components below about 2^-51) is taken after scaling v by its larger
/// component, which keeps the direction of a tiny non-zero v.
template <class T> inline Vec2<T> unitOrX(const Vec2<T>& v) {
    constexpr T kSmallestAccurateSquare = std::numeric_limits<T>::min() / std::numeric_limits<T>::epsilon();
    const T lengthSquared = dot(v, v);
    if (!(lengthSquared >= kSmallestAccurateSquare && lengthSquared <= std::numeric_limits<T>::max())) [[unlikely]] {
        const T larger = std::max(std::abs(v.x), std::abs(v.y));
        if (larger == T(0)) return {T(1), T(0)};
        const Vec2<T> scaled = v / larger;
        return scaled / std::sqrt(dot(scaled, scaled));
    }
    return v / std::sqrt(lengthSquared);
}

template <class T> inline Vec2<T> ownDirection(const Capsule2<T>& c, int) { return unitOrX(capsuleNormalVector(c)); }
template <class T> inline Vec2<T> ownDirection(const Circle2<T>&, int) { return {T(1), T(0)}; } // never asked: no own axes
template <class S> inline auto ownDirection(const S& s, int k) { return axisDirection(s, k); }

/// Projection onto a unit direction, radius included.
template <class T> inline Interval<T> projectRound(const Circle2<T>& c, const Vec2<T>& u) {
    const T middle = dot(c.center, u);
    return {middle - c.radius, middle + c.radius};
}
template <class T> inline Interval<T> projectRound(const Capsule2<T>& c, const Vec2<T>& u) {
    const T x0 = dot(c.start, u);
    const T x1 = dot(c.end, u);
    return {std::min(x0, x1) - c.radius, std::max(x0, x1) + c.radius};
}
template <class S, class T> inline Interval<T> projectRound(const S& s, const Vec2<T>& u) { return project(s, u); }

template <class T> inline Interval<T> ownProjection(const Capsule2<T>& c, int) { return projectRound(c, ownDirection(c, 0)); }
template <class T> inline Interval<T> ownProjection(const Circle2<T>& c, int) { return projectRound(c, ownDirection(c, 0)); }
template <class S> inline auto ownProjection(const S& s, int k) { return projectOnOwnAxis(s, k); }

/// Vertices, the ends of closest-vertex axes: a box's corners (as corners()),
/// a polygon's vertices, a capsule's end points; a circle has none.
template <class T> inline int vertexCount(const Circle2<T>&) { return 0; }
template <class T> inline int vertexCount(const Capsule2<T>& c) { return c.isCircle() ? 1 : 2; }
template <class T> inline int vertexCount(const ConvexPolygon2<T>& p) { return p.size(); }
template <class T> inline int vertexCount(const Obb2<T>&) { return 4; }
template <class T> inline int vertexCount(const Aabb2<T>&) { return 4; }

template <class T> inline Vec2<T> vertexOf(const Capsule2<T>& c, int i) { return i == 0 ? c.start : c.end; }
template <class T> inline Vec2<T> vertexOf(const ConvexPolygon2<T>& p, int i) { return p.vertex(i); }
/// Corner i of a box, the same operations as corners() (so the same bits), without the other three.
template <class T> inline Vec2<T> boxCorner(const Vec2<T>& c, const Vec2<T>& ex, const Vec2<T>& ey, int i) {
    switch (i) {
    case 0: return c - ex - ey;
    case 1: return c + ex - ey;
    case 2: return c + ex + ey;
    default: return c - ex + ey;
    }
}
template <class T> inline Vec2<T> vertexOf(const Obb2<T>& b, int i) {
    return boxCorner(b.center, b.axisX * b.halfExtents.x, b.axisY * b.halfExtents.y, i);
}
template <class T> inline Vec2<T> vertexOf(const Aabb2<T>& b, int i) {
    return boxCorner(b.center, Vec2<T>{T(1), T(0)} * b.halfExtents.x, Vec2<T>{T(0), T(1)} * b.halfExtents.y, i);
}

/// Outward unit normal of edge i (vertex i -> i + 1) of a box or polygon.
template <class T> inline Vec2<T> edgeNormal(const ConvexPolygon2<T>& p, int i) { return p.normal(i); }
template <class T> inline Vec2<T> edgeNormal(const Obb2<T>& b, int i) {
    switch (i) {
    case 0: return -b.axisY;
    case 1: return b.axisX;
    case 2: return b.axisY;
    default: return -b.axisX;
    }
}
template <class T> inline Vec2<T> edgeNormal(const Aabb2<T>& b, int i) { return edgeNormal(Obb2<T>::fromAabb(b), i); }
template <class T> inline Vec2<T> vertexOf(const Circle2<T>& c, int) { return c.center; }

/// Round points, the other ends of closest-vertex axes: a circle's centre, a
/// capsule's end points.
template <class T> inline int roundPointCount(const Circle2<T>&) { return 1; }
template <class T> inline int roundPointCount(const Capsule2<T>& c) { return c.isCircle() ? 1 : 2; }
template <class S> inline int roundPointCount(const S&) { return 0; }
template <class T> inline Vec2<T> roundPoint(const Circle2<T>& c, int) { return c.center; }
template <class T> inline Vec2<T> roundPoint(const Capsule2<T>& c, int j) { return j == 0 ? c.start : c.end; }
// Boxes and polygons have none; these are never asked, they only let the generic code compile.
template <class T> inline Vec2<T> roundPoint(const Aabb2<T>&, int) { return {}; }
template <class T> inline Vec2<T> roundPoint(const Obb2<T>&, int) { return {}; }
template <class T> inline Vec2<T> roundPoint(const ConvexPolygon2<T>&, int) { return {}; }

/// Index of the vertex of `s` nearest to `q` in T (the first of equals).
template <class S, class T> inline int nearestVertex(const S& s, const Vec2<T>& q) {
    int best = 0;
    T bestSquared = std::numeric_limits<T>::infinity();
    for (int i = 0; i < vertexCount(s); ++i) {
        const Vec2<T> d = q - vertexOf(s, i);
        const T squared = dot(d, d);
        if (squared < bestSquared) {
            bestSquared = squared;
            best = i;
        }
    }
    return best;
}

// ------------------------------------------------------------ the exact path
/// Axis `source` of the round pair (A, B) evaluated exactly (as exactAxis in
/// sat/detail/exact2d.hpp): the axis is the exact vector the source stands
/// for, each shape is projected exactly and the radii added exactly.
template <class A, class B>
[[gnu::cold, gnu::noinline]] ExactAxis2 exactRoundAxis(const A& a, const B& b, const AxisSource& source);
/// The vertex of `s` nearest to `q`, decided exactly (the first of equals).
template <class S, class T> [[gnu::cold, gnu::noinline]] int exactNearestVertex(const S& s, const Vec2<T>& q);

// ------------------------------------------------------------ the axis set

// Pseudocode of the axis set (why it is enough: docs/sat-2d.md, "Round shapes"):
//
//   A's own axes, then B's                    (box axes, edge normals, capsule normal)
//   circle-circle:        the centre line
//   otherwise, for each round point q (circle centre, capsule end) of the
//   round shape facing a shape with vertices: the axis from the vertex nearest
//   q to q                                    (closest-vertex)
//
// In a separated pair the closest points are a vertex and a round point, or
// one of them lies inside an edge; the first case is a closest-vertex axis,
// the second an own axis, and on that axis the gap is the distance. In an
// overlapping pair the largest separation is minus the penetration depth
// (the Minkowski difference is the polygon's own edges grown by the radii).
// `nearest(shape, q)` picks the vertex: in T on the fast path, exactly on
// the exact one. `visit` returns true to stop.
template <class A, class B, class Nearest, class Visit>
void forEachSource(const A& a, const B& b, const Nearest& nearest, const Visit& visit) {
    for (int k = 0; k < ownAxisCount(a); ++k) {
        if (visit(ownSource(a, Role::A, k))) return;
    }
    for (int k = 0; k < ownAxisCount(b); ++k) {
        if (visit(ownSource(b, Role::B, k))) return;
    }
    if constexpr (kIsCircle<A> && kIsCircle<B>) {
        visit(AxisSource{Role::A, AxisFeature::CentreLine});
    } else if constexpr (kIsRound<A> && !kIsCircle<B>) {
        // A's round points against B's vertices (B a polygon, a box or a capsule).
        const AxisFeature feature = kIsCircle<A> ? AxisFeature::ClosestVertex : AxisFeature::ClosestVertexToEnd;
        for (int j = 0; j < roundPointCount(a); ++j) {
            if (visit(AxisSource{Role::B, feature, nearest(b, roundPoint(a, j)), j})) return;
        }
    } else {
        // B's round points against A's vertices (A a polygon, a box, or a capsule facing a circle).
        const AxisFeature feature = kIsCircle<B> ? AxisFeature::ClosestVertex : AxisFeature::ClosestVertexToEnd;
        for (int j = 0; j < roundPointCount(b); ++j) {
            if (visit(AxisSource{Role::A, feature, nearest(a, roundPoint(b, j)), j})) return;
        }
    }
}

struct FloatNearest {
    template <class S, class T> int operator()(const S& s, const Vec2<T>& q) const { return nearestVertex(s, q); }
};
struct ExactNearest {
    template <class S, class T> int operator()(const S& s, const Vec2<T>& q) const { return exactNearestVertex(s, q); }
};

} // namespace sat::detail::round2
