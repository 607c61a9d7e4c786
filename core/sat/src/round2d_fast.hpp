// SPDX-License-Identifier: MIT
#pragma once
// Fast tests of the round pairs that physics engines call most: circle-circle,
// box-circle and polygon-circle, as closest-point distances instead of a
// loop over the report's axes. Each answers the same question (is the
// distance between the cores at most the sum of the radii?) and, like the
// axis loop, leaves a comparison within the filter's bound to the exact path
// (overlapsRoundExactly), so the verdict is the exact one either way.

#include <algorithm>
#include <cmath>

#include "round2d_detail.hpp"

namespace sat::detail::round2 {

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
    if (difference > bound) return false;
    if (difference < -bound) return true;
    return overlapsRoundExactly(a, b);
}

/// The gap from `gap` (the distance between the cores minus the radii, in T):
/// certain beyond `bound`, else the exact path.
template <class A, class B, class T> inline bool decideGap(T gap, T bound, const A& a, const B& b) {
    if (gap > bound) return false;
    if (gap < -bound) return true;
    return overlapsRoundExactly(a, b);
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
    const T bound = roundFilterBound(a, b);
    if (outX <= T(0) && outY <= T(0)) return decideGap(std::max(outX, outY) - circle.radius, bound, a, b);
    const T ex = std::max(outX, T(0));
    const T ey = std::max(outY, T(0));
    return decideGap(std::sqrt(ex * ex + ey * ey) - circle.radius, bound, a, b);
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
