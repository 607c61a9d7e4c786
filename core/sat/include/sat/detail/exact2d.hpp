// SPDX-License-Identifier: MIT
#pragma once
// The floating-point filter of the 2D tests and the exact evaluation behind
// it: at tolerance 0 every 2D verdict is the exact answer for the shapes as
// stored (docs/accuracy.md, "Exact verdicts").
//
// Each axis is first computed as before, in T. Its error against the exact
// separation on that axis is below a bound computed once per pair
// (filterBound, derived in docs/accuracy.md). Where |separation| > bound its
// sign is certain; where it is within the bound the axis is evaluated again
// exactly with sat::exact (out of line, on a cold path).

#include <algorithm>
#include <cmath>
#include <limits>

#include "sat/shapes2d.hpp"
#include "sat/types.hpp"

// sat2d.hpp includes this header (through fast2d.hpp) before it ends, so the
// report types are only declared here: a translation unit may start with either.
namespace sat {
struct AxisSource;
template <class T> struct AxisResult2;
} // namespace sat

namespace sat::detail {

/// The filter's bound in units of the roundoff u of T: the derivations in
/// docs/accuracy.md give at most 24u (box pairs, centre form) and 22u (pairs
/// with a polygon) times the scale below.
inline constexpr int kFilterUnits2 = 32;

/// Absolute slack for gradual underflow: each product or sum that lands
/// among the subnormals is off by at most half the smallest one.
template <class T> constexpr T kUnderflowSlack2 = T(64) * std::numeric_limits<T>::denorm_min();

template <class T> constexpr T kFilterFactor2 = T(kFilterUnits2) * std::numeric_limits<T>::epsilon() / T(2);

/// The bound from its scale. A scale that is not finite comes only from a
/// non-finite or overflowing field (outside the preconditions); the bound is
/// then 0, so the tests fall back to the plain comparisons (a NaN never
/// separates, an infinite offset always does, an infinite radius never).
template <class T> inline T boundOfScale(T scale) {
    const T bound = kFilterFactor2<T> * scale + kUnderflowSlack2<T>;
    return bound <= std::numeric_limits<T>::max() ? bound : T(0);
}

/// Box pairs in centre form: the errors scale with the centre offset
/// d = cB - cA (one subtraction, so its rounding is relative to d itself)
/// and the half extents, not with the distance from the origin.
template <class T> inline T centreFormBound(const Vec2<T>& d, const Vec2<T>& halfA, const Vec2<T>& halfB) {
    return boundOfScale((std::abs(d.x) + std::abs(d.y)) + ((halfA.x + halfA.y) + (halfB.x + halfB.y)));
}

/// Pairs with a polygon are projected in world coordinates: the errors scale
/// with |x| + |y| of the points (a box: |c.x| + |c.y| + 2 (h.x + h.y), which
/// bounds every corner's).
template <class T> inline T projectionScale(const ConvexPolygon2<T>& polygon) { return T(polygon.coordinateScale()); }
template <class T> inline T projectionScale(const Obb2<T>& box) {
    return (std::abs(box.center.x) + std::abs(box.center.y)) + T(2) * (box.halfExtents.x + box.halfExtents.y);
}
template <class T> inline T projectionScale(const Aabb2<T>& box) {
    return (std::abs(box.center.x) + std::abs(box.center.y)) + T(2) * (box.halfExtents.x + box.halfExtents.y);
}

/// The bound of every axis of a pair: |computed - exact separation| is
/// below it (exact: on the shapes as stored, along the exact axis).
template <class T> inline T filterBound(const Aabb2<T>& a, const Aabb2<T>& b) {
    return centreFormBound(b.center - a.center, a.halfExtents, b.halfExtents);
}
template <class T> inline T filterBound(const Obb2<T>& a, const Obb2<T>& b) {
    return centreFormBound(b.center - a.center, a.halfExtents, b.halfExtents);
}
template <class T> inline T filterBound(const Obb2<T>& a, const Aabb2<T>& b) {
    return centreFormBound(b.center - a.center, a.halfExtents, b.halfExtents);
}
template <class T> inline T filterBound(const Aabb2<T>& a, const Obb2<T>& b) {
    return centreFormBound(b.center - a.center, a.halfExtents, b.halfExtents);
}
template <class A, class B> inline auto filterBound(const A& a, const B& b) {
    return boundOfScale(std::max(projectionScale(a), projectionScale(b)));
}

/// The exact fast test: true when no candidate axis has an exactly positive
/// gap. Called by the fast tests only when the filter cannot decide.
template <class A, class B> [[gnu::cold, gnu::noinline]] bool overlapsExactly(const A& a, const B& b);

/// One axis evaluated exactly.
struct ExactAxis2 {
    int sign = 0;            ///< -1, 0, +1: the exact sign of the axis's separation
    double separation = 0.0; ///< the separation along the unit direction, rounded; 0 exactly when sign is 0, else of that sign
    bool bOnPositiveSide = true; ///< B's side of the axis, decided exactly (as AxisResult2::bOnPositiveSide)
};
/// Axis `source` of the pair (A, B) evaluated exactly: a polygon's edge
/// normal is the exact perpendicular of its exact edge vector, a box's axis
/// the stored one; the shapes are projected exactly.
template <class A, class B> [[gnu::cold, gnu::noinline]] ExactAxis2 exactAxis(const A& a, const B& b, const AxisSource& source);

/// Replaces `axis.separation` (and bOnPositiveSide) by the exact evaluation's:
/// 0 when touching, else a number of the exact sign (never 0).
template <class T, class A, class B> [[gnu::cold, gnu::noinline]] void refineAxis(AxisResult2<T>& axis, const A& a, const B& b);

} // namespace sat::detail
