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
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

/// True when the squared distance `distanceSquared` between the cores is
/// certainly beyond the radius sum `radius` by more than the bound: above
/// (radius + 2 bound)^2, taken no smaller than the smallest square whose
/// rounding is still relative (so that neither side is a subnormal). Then
/// the gap computed with the square root exceeds the bound by far (the
/// bound is at least 128u times the radius), so the verdict "separated" is
/// the one decideGap would give, without the root. No bound (a field past
/// the range of T) decides nothing here.
template <class T> inline bool certainlyBeyond(T distanceSquared, T radius, T bound) {
    constexpr T kSmallestAccurateSquare = std::numeric_limits<T>::min() / std::numeric_limits<T>::epsilon();
    const T reach = radius + T(2) * bound;
    return distanceSquared > std::max(reach * reach, kSmallestAccurateSquare) && bound > T(0);
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
    // A face gap beyond the bound is certain and the distance is at least it: most separated pairs end here,
    // before the square root.
    if (std::max(outX, outY) - circle.radius > bound) return false;
    // Outside the box: the distance to the nearest point, sqrt(ex^2 + ey^2), and inside = 0; inside the box:
    // outside = 0 and inside = minus the depth to the nearest face. Both computed, so no branch on the region.
    const T ex = std::max(outX, T(0));
    const T ey = std::max(outY, T(0));
    // Beyond a corner the distance is sqrt(ex^2 + ey^2): most separated pairs there end before the root.
    const T outsideSquared = ex * ex + ey * ey;
    if (certainlyBeyond(outsideSquared, circle.radius, bound)) return false;
    const T outside = std::sqrt(outsideSquared);
    const T inside = std::min(std::max(outX, outY), T(0));
    return decideGap(outside + inside - circle.radius, bound, a, b);
}

/// The rest of the polygon-circle test, given the face of largest
/// separation `largest` of the centre: the centre inside, or the face's end
/// points' regions. The closest point of a convex polygon to an outside point
/// lies on that face or at one of its ends, so the distance is the face's
/// separation or the distance to that end.
template <class T, class A, class B>
inline bool polygonCircleFromFace(const ConvexPolygon2<T>& polygon, const Circle2<T>& circle, int face, T largest, T bound,
                                  const A& a, const B& b) {
    const Vec2<T>& c = circle.center;
    const Vec2<T>& v1 = polygon.vertex(face);
    const Vec2<T>& v2 = polygon.vertex(face + 1 < polygon.size() ? face + 1 : 0);
    const Vec2<T> edge = v2 - v1;
    const Vec2<T> fromV1 = c - v1;
    const Vec2<T> fromV2 = c - v2;
    // Every case computed and the one that applies selected, so that the only branch is the filter's (the
    // regions mispredict often where most pairs overlap): inside (largest < 0) and the face's own region take
    // the face's separation, the end points' regions the distance to that end (v1's first).
    const bool beforeV1 = dot(fromV1, edge) <= T(0);
    const bool pastV2 = dot(fromV2, edge) >= T(0);
    const T endSquared = beforeV1 ? dot(fromV1, fromV1) : dot(fromV2, fromV2);
    const bool atAnEnd = largest >= T(0) && (beforeV1 || pastV2);
    // In an end point's region the distance is that end's: most separated pairs there end before the root.
    if (atAnEnd && certainlyBeyond(endSquared, circle.radius, bound)) return false;
    const T endDistance = std::sqrt(endSquared);
    return decideGap((atAnEnd ? endDistance : largest) - circle.radius, bound, a, b);
}

/// A polygon and a circle (Box2D's b2CollidePolygonAndCircle, as a test): the
/// face of largest separation (the first of equals), with an exit at the
/// first face whose gap is certain, then polygonCircleFromFace.
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
    return polygonCircleFromFace(polygon, circle, face, largest, bound, a, b);
}

#if defined(__SSE2__)
/// The same for float, four faces to a 16-byte vector: each lane's
/// separation is the scalar loop's expression (n.x c.x + n.y c.y - max, the
/// same operations in the same order), a lane keeps its first largest face,
/// and the first of the lanes' equal largest is the scalar loop's face. Any
/// face whose gap is certain ends the test, as one does in the loop. Entries
/// past size() are zero (ConvexPolygon2's layout) and are masked out.
template <class T, class A, class B>
inline bool polygonCircleOverlapsSse(const ConvexPolygon2<T>& polygon, const Circle2<T>& circle, const A& a, const B& b) {
    static_assert(std::is_same_v<T, float>, "four float lanes to a 16-byte vector");
    const float bound = roundFilterBound(a, b);
    const float* normals = reinterpret_cast<const float*>(&polygon.normal(0));            // x0 y0 x1 y1 ...
    const float* projections = reinterpret_cast<const float*>(&polygon.ownProjection(0)); // min0 max0 min1 max1 ...
    const __m128 cx = _mm_set1_ps(circle.center.x);
    const __m128 cy = _mm_set1_ps(circle.center.y);
    const __m128 radius = _mm_set1_ps(circle.radius);
    const __m128 boundLanes = _mm_set1_ps(bound);
    const __m128 minusInfinity = _mm_set1_ps(-std::numeric_limits<float>::infinity());
    const int count = polygon.size();
    __m128 largest = minusInfinity;
    // Face numbers as floats (exact below 2^24), so that SSE2's float min and selects work on them.
    __m128 largestFace = _mm_setzero_ps();
    __m128 face = _mm_setr_ps(0.0f, 1.0f, 2.0f, 3.0f);
    const __m128 countLanes = _mm_set1_ps(static_cast<float>(count));
    for (int first = 0; first < count; first += 4) {
        const __m128 normals01 = _mm_loadu_ps(normals + 2 * first);
        const __m128 normals23 = _mm_loadu_ps(normals + 2 * first + 4);
        const __m128 projections01 = _mm_loadu_ps(projections + 2 * first);
        const __m128 projections23 = _mm_loadu_ps(projections + 2 * first + 4);
        const __m128 nx = _mm_shuffle_ps(normals01, normals23, _MM_SHUFFLE(2, 0, 2, 0));
        const __m128 ny = _mm_shuffle_ps(normals01, normals23, _MM_SHUFFLE(3, 1, 3, 1));
        const __m128 ownMax = _mm_shuffle_ps(projections01, projections23, _MM_SHUFFLE(3, 1, 3, 1));
        const __m128 valid = _mm_cmplt_ps(face, countLanes);
        const __m128 separation = _mm_sub_ps(_mm_add_ps(_mm_mul_ps(nx, cx), _mm_mul_ps(ny, cy)), ownMax);
        const __m128 certainGap = _mm_and_ps(_mm_cmpgt_ps(_mm_sub_ps(separation, radius), boundLanes), valid);
        if (_mm_movemask_ps(certainGap) != 0) return false;
        const __m128 candidate = _mm_or_ps(_mm_and_ps(valid, separation), _mm_andnot_ps(valid, minusInfinity));
        const __m128 larger = _mm_cmpgt_ps(candidate, largest);
        largest = _mm_or_ps(_mm_and_ps(larger, candidate), _mm_andnot_ps(larger, largest));
        largestFace = _mm_or_ps(_mm_and_ps(larger, face), _mm_andnot_ps(larger, largestFace));
        face = _mm_add_ps(face, _mm_set1_ps(4.0f));
    }
    // The scalar loop's choice, without a branch: the largest value over the lanes, then the smallest face
    // among the lanes that hold it.
    __m128 overall = _mm_max_ps(largest, _mm_shuffle_ps(largest, largest, _MM_SHUFFLE(2, 3, 0, 1)));
    overall = _mm_max_ps(overall, _mm_shuffle_ps(overall, overall, _MM_SHUFFLE(1, 0, 3, 2)));
    const __m128 holdsIt = _mm_cmpeq_ps(largest, overall);
    __m128 firstFace = _mm_or_ps(_mm_and_ps(holdsIt, largestFace), _mm_andnot_ps(holdsIt, _mm_set1_ps(1e9f)));
    firstFace = _mm_min_ps(firstFace, _mm_shuffle_ps(firstFace, firstFace, _MM_SHUFFLE(2, 3, 0, 1)));
    firstFace = _mm_min_ps(firstFace, _mm_shuffle_ps(firstFace, firstFace, _MM_SHUFFLE(1, 0, 3, 2)));
    return polygonCircleFromFace(polygon, circle, _mm_cvttss_si32(firstFace), _mm_cvtss_f32(overall), bound, a, b);
}
#endif

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
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) return detail::round2::polygonCircleOverlapsSse(a, b, a, b);
#endif
    return detail::round2::polygonCircleOverlaps(a, b, a, b);
}
template <class T> inline bool overlaps(const Circle2<T>& a, const ConvexPolygon2<T>& b) {
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) return detail::round2::polygonCircleOverlapsSse(b, a, a, b);
#endif
    return detail::round2::polygonCircleOverlaps(b, a, a, b);
}

} // namespace sat
