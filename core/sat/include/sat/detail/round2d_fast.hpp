// SPDX-License-Identifier: MIT
#pragma once
// The fast tests of the round pairs that physics code asks most, inline:
// circle-circle, box-circle and polygon-circle, as closest-point distances
// instead of a loop over the report's axes. Each answers the same question
// (is the distance between the cores at most the sum of the radii?) and,
// like the axis loop of the other round pairs (core/sat/src/round2d.cpp),
// leaves a comparison within the filter's bound to the exact path
// (overlapsRoundExactly, out of line), so the verdict is the exact one.
// Included by sat/round2d.hpp.

#include <algorithm>
#include <cmath>
#include <limits>

#include "sat/detail/exact2d.hpp"
#include "sat/detail/fast2d.hpp"
#include "sat/shapes2d.hpp"

namespace sat {
template <class T> struct Circle2;
template <class T> struct Capsule2;
} // namespace sat

namespace sat::detail::round2 {

// ------------------------------------------------------ the filter's bound

/// |x| + |y| of the farthest point of the shape, plus its radius: the scale
/// of the rounding errors of its projections.
template <class T> inline T roundScale(const Circle2<T>& c) { return std::abs(c.center.x) + std::abs(c.center.y) + c.radius; }
template <class T> inline T roundScale(const Capsule2<T>& c) {
    return std::max(std::abs(c.start.x) + std::abs(c.start.y), std::abs(c.end.x) + std::abs(c.end.y)) + c.radius;
}
template <class S> inline auto roundScale(const S& s) { return projectionScale(s); }

/// The bound of every axis of a round pair: |computed - exact separation|
/// is below it. The derivation (docs/accuracy.md, "Round shapes") gives about
/// 12 u times the sum of the two scales, the direction of a closest-vertex
/// axis being off by at most 3 u; 4 * 32 u leaves a wide margin.
template <class A, class B> inline auto roundFilterBound(const A& a, const B& b) {
    using T = decltype(roundScale(a));
    return T(4) * boundOfScale(roundScale(a) + roundScale(b));
}

/// The exact fast test of a round pair: the candidate axes with the nearest
/// vertices chosen exactly, each evaluated exactly; true when none has a
/// positive gap (round2d_exact.cpp).
template <class A, class B> [[gnu::cold, gnu::noinline]] bool overlapsRoundExactly(const A& a, const B& b);
/// The gap of two circles is |d| - R: decided on d.d - R^2, whose rounding
/// error is at most 8u (d.d + R^2) (d's components, the squares, the sums, the
/// subtraction: one rounding each, relative to the exact terms).
template <class T> inline bool circlesOverlap(const Circle2<T>& a, const Circle2<T>& b) {
    const T dx = b.center.x - a.center.x;
    const T dy = b.center.y - a.center.y;
    const T distanceSquared = dx * dx + dy * dy;
    const T radii = a.radius + b.radius;
    const T radiiSquared = radii * radii;
    const T difference = distanceSquared - radiiSquared;
    const T bound = boundOfScale(distanceSquared + radiiSquared);
    // One well-predicted branch: the verdict itself is a comparison, not a jump (half the pairs go each way).
    // Squares past the range of T (float beyond 2^64) give inf - inf = NaN: the negated test sends those to the
    // exact path, which works in double.
    if (!(std::abs(difference) > bound)) [[unlikely]]
        return overlapsRoundExactly(a, b);
    return difference <= T(0);
}

/// The verdict from `gap` (the distance between the cores minus the radii, in
/// T): certain beyond `bound`, else the exact path. A gap that is not finite
/// (a square past the range of T, float beyond 2^64) is not certain either.
template <class A, class B, class T> inline bool decideGap(T gap, T bound, const A& a, const B& b) {
    if (!(std::abs(gap) > bound && std::abs(gap) < std::numeric_limits<T>::infinity())) [[unlikely]]
        return overlapsRoundExactly(a, b);
    return gap <= T(0);
}

/// A box and a circle: the centre in the box's frame, clamped to the half
/// extents (RTCD 5.1.4). The frame's axes are unit and perpendicular to a few
/// u, so the distance is off by a few u times the coordinates' scale: the
/// round pairs' bound covers it.
template <class T, class A, class B>
inline bool boxCircleOverlaps(const Vec2<T>& centre, const Vec2<T>& halfExtents, const Vec2<T>& axisX, const Vec2<T>& axisY,
                              const Circle2<T>& circle, const A& a, const B& b) {
    const Vec2<T> d = circle.center - centre;
    const T outX = std::abs(dot(d, axisX)) - halfExtents.x; // > 0: beyond the face across x
    const T outY = std::abs(dot(d, axisY)) - halfExtents.y;
    // Outside the box: the distance to the nearest point, sqrt(ex^2 + ey^2), and inside = 0; inside the box:
    // outside = 0 and inside = minus the depth to the nearest face. Both computed, so no branch on the region.
    const T ex = std::max(outX, T(0));
    const T ey = std::max(outY, T(0));
    const T outside = std::sqrt(ex * ex + ey * ey);
    const T inside = std::min(std::max(outX, outY), T(0));
    return decideGap(outside + inside - circle.radius, roundFilterBound(a, b), a, b);
}

/// A polygon and a circle (Box2D's b2CollidePolygonAndCircle, as a test): the
/// face of largest separation, then its end points' regions. The closest point
/// of a convex polygon to an outside point lies on that face or at one of its
/// ends, so the distance is the face's separation or the distance to that end.
template <class T, class A, class B>
inline bool polygonCircleOverlaps(const ConvexPolygon2<T>& polygon, const Circle2<T>& circle, const A& a, const B& b) {
    const T bound = roundFilterBound(a, b);
    const Vec2<T>& c = circle.center;
    int face = 0;
    T largest = -std::numeric_limits<T>::infinity();
    for (int i = 0; i < polygon.size(); ++i) {
        const T separation = dot(polygon.normal(i), c) - polygon.ownProjection(i).max;
        if (separation - circle.radius > bound) return false;
        if (separation > largest) {
            largest = separation;
            face = i;
        }
    }
    if (largest < T(0)) return decideGap(largest - circle.radius, bound, a, b); // the centre is inside
    const Vec2<T>& v1 = polygon.vertex(face);
    const Vec2<T>& v2 = polygon.vertex(face + 1 < polygon.size() ? face + 1 : 0);
    const Vec2<T> edge = v2 - v1;
    const Vec2<T> fromV1 = c - v1;
    const Vec2<T> fromV2 = c - v2;
    if (dot(fromV1, edge) <= T(0)) return decideGap(std::sqrt(dot(fromV1, fromV1)) - circle.radius, bound, a, b);
    if (dot(fromV2, edge) >= T(0)) return decideGap(std::sqrt(dot(fromV2, fromV2)) - circle.radius, bound, a, b);
    return decideGap(largest - circle.radius, bound, a, b);
}

} // namespace sat::detail::round2

namespace sat {

template <class T> inline bool overlaps(const Circle2<T>& a, const Circle2<T>& b) { return detail::round2::circlesOverlap(a, b); }
template <class T> inline bool overlaps(const Obb2<T>& a, const Circle2<T>& b) {
    return detail::round2::boxCircleOverlaps(a.center, a.halfExtents, a.axisX, a.axisY, b, a, b);
}
template <class T> inline bool overlaps(const Circle2<T>& a, const Obb2<T>& b) {
    return detail::round2::boxCircleOverlaps(b.center, b.halfExtents, b.axisX, b.axisY, a, a, b);
}
template <class T> inline bool overlaps(const Aabb2<T>& a, const Circle2<T>& b) {
    return detail::round2::boxCircleOverlaps(a.center, a.halfExtents, Vec2<T>{T(1), T(0)}, Vec2<T>{T(0), T(1)}, b, a, b);
}
template <class T> inline bool overlaps(const Circle2<T>& a, const Aabb2<T>& b) {
    return detail::round2::boxCircleOverlaps(b.center, b.halfExtents, Vec2<T>{T(1), T(0)}, Vec2<T>{T(0), T(1)}, a, a, b);
}
template <class T> inline bool overlaps(const ConvexPolygon2<T>& a, const Circle2<T>& b) {
    return detail::round2::polygonCircleOverlaps(a, b, a, b);
}
template <class T> inline bool overlaps(const Circle2<T>& a, const ConvexPolygon2<T>& b) {
    return detail::round2::polygonCircleOverlaps(b, a, a, b);
}

} // namespace sat
