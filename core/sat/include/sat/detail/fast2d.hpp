// SPDX-License-Identifier: MIT
#pragma once
// Inline definitions of the 2D fast tests declared in sat/sat2d.hpp, and the
// per-axis kernels that the reports (core/sat/src/report2d.cpp) share with them.
//
// Every test treats the shapes as closed: an axis separates only when its
// gap is strictly positive, so touching shapes overlap. Each test computes
// its axes in T, then decides with the filter of sat/detail/exact2d.hpp:
// an axis whose separation is clear of the pair's error bound decides by
// its sign; when the decision rests on an axis within the bound, the pair
// goes to the exact path (detail::overlapsExactly). The reports do the same
// axis by axis, so `report(a, b).verdict != Separated` and `overlaps(a, b)`
// are both the exact answer at tolerance 0, and agree. (Both must be
// compiled without -ffast-math.)

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "sat/detail/exact2d.hpp"
#include "sat/shapes2d.hpp"
#include "sat/types.hpp"

namespace sat::detail {

template <class T> inline T dot(const Vec2<T>& a, const Vec2<T>& b) { return a.x * b.x + a.y * b.y; }
/// z of the 3D cross product: > 0 when b turns counter-clockwise from a.
template <class T> inline T cross(const Vec2<T>& a, const Vec2<T>& b) { return a.x * b.y - a.y * b.x; }

// ------------------------------------------------------- box pairs, centre form
//
// For two boxes (AABB or OBB) an axis L separates when the distance between
// the centres projected on L exceeds the sum of the boxes' projected radii,
// |(cB - cA) . L| > rA + rB (Ericson, Real-Time Collision Detection (RTCD)
// 4.4.1; Gottschalk, Lin, Manocha, "OBBTree", SIGGRAPH 1996).

/// One axis of a box-box test in centre form.
template <class T> struct AxisGap {
    T centreDistance; ///< (cB - cA) . L, signed: > 0 when B lies on the positive side
    T radiusA;        ///< half the length of A's projection on L
    T radiusB;
};

template <class T> inline bool separatedOn(const AxisGap<T>& gap) {
    return std::abs(gap.centreDistance) > gap.radiusA + gap.radiusB;
}
/// The same comparison as a signed number (> 0 gap, < 0 overlap depth).
template <class T> inline T separationOf(const AxisGap<T>& gap) {
    return std::abs(gap.centreDistance) - (gap.radiusA + gap.radiusB);
}

/// Half the projection of an AABB on the unit axis `u`.
template <class T> inline T aabbRadius(const Vec2<T>& halfExtents, const Vec2<T>& u) {
    return halfExtents.x * std::abs(u.x) + halfExtents.y * std::abs(u.y);
}
/// Half the projection of an OBB on the world axis `j` (0 = x, 1 = y).
template <class T> inline T obbRadiusOnWorldAxis(const Obb2<T>& box, int j) {
    return box.halfExtents.x * std::abs(box.axisX[j]) + box.halfExtents.y * std::abs(box.axisY[j]);
}
template <class T> inline const Vec2<T>& boxAxis(const Obb2<T>& box, int i) { return i == 0 ? box.axisX : box.axisY; }

/// AABB-AABB on world axis j: both boxes' axes coincide, so A's and B's
/// axes give the same numbers.
template <class T> inline AxisGap<T> aabbAabbAxis(const Aabb2<T>& a, const Aabb2<T>& b, int j) {
    return {b.center[j] - a.center[j], a.halfExtents[j], b.halfExtents[j]};
}

/// OBB-OBB in Gottschalk's form: B's centre and axes expressed in A's frame,
/// so A's own axes cost a lookup and B's a 2x2 product (Gottschalk's PhD
/// thesis, "Collision Queries using Oriented Bounding Boxes", UNC 2000; the
/// 3D form is RTCD 4.4.1). In 2D no axis is a cross product, so the
/// epsilon that guards |R| against parallel edges in 3D is not needed.
template <class T> struct ObbObbFrame {
    Vec2<T> t{}; ///< cB - cA in A's frame
    T r[2][2]{}; ///< r[i][j] = A.axis_i . B.axis_j
    T absR[2][2]{};
};

template <class T> inline ObbObbFrame<T> obbObbFrame(const Obb2<T>& a, const Obb2<T>& b) {
    // Written out rather than looped: this is the hot path of the OBB test.
    // Obb2's invariant (axisY is axisX turned a quarter turn, exactly: the
    // two components swapped and one negated) makes R = [[c, s], [-s, c]]
    // exactly, so two dot products give all four entries:
    //   r10 = aY.bX = (-aX.y) bX.x + aX.x bX.y = aX.x bX.y - aX.y bX.x
    //   r01 = aX.bY = aX.x (-bX.y) + aX.y bX.x = aX.y bX.x - aX.x bX.y = -r10
    //   r11 = aY.bY = aX.y bX.y + aX.x bX.x = r00
    // (the same products; fl(p - q) = -fl(q - p) and addition commutes), the
    // numbers the four dot products give, bit for bit (asserted by
    // tests/core/sat/fast2d_paths_test.cpp; the batch kernels use the same identity).
    ObbObbFrame<T> f;
    const Vec2<T> d = b.center - a.center;
    // The same invariant gives the axisY terms from axisX, so neither box's
    // axisY is read: dot(d, aY) = d.x (-aX.y) + d.y aX.x = d.y aX.x - d.x aX.y,
    // and s = aX.bY as above (fewer fields for a vectorised loop to gather).
    f.t = {dot(d, a.axisX), d.y * a.axisX.x - d.x * a.axisX.y};
    const T c = dot(a.axisX, b.axisX);
    const T s = a.axisX.y * b.axisX.x - a.axisX.x * b.axisX.y;
    const T absC = std::abs(c);
    const T absS = std::abs(s);
    f.r[0][0] = c;
    f.r[0][1] = s;
    f.r[1][0] = -s;
    f.r[1][1] = c;
    f.absR[0][0] = absC;
    f.absR[0][1] = absS;
    f.absR[1][0] = absS;
    f.absR[1][1] = absC;
    return f;
}
/// L = A.axis_i.
template <class T> inline AxisGap<T> obbObbAxisOfA(const ObbObbFrame<T>& f, const Obb2<T>& a, const Obb2<T>& b, int i) {
    return {f.t[i], a.halfExtents[i], b.halfExtents.x * f.absR[i][0] + b.halfExtents.y * f.absR[i][1]};
}
/// L = B.axis_j, with (cB - cA) . L = t . (column j of r).
template <class T> inline AxisGap<T> obbObbAxisOfB(const ObbObbFrame<T>& f, const Obb2<T>& a, const Obb2<T>& b, int j) {
    return {f.t.x * f.r[0][j] + f.t.y * f.r[1][j], a.halfExtents.x * f.absR[0][j] + a.halfExtents.y * f.absR[1][j],
            b.halfExtents[j]};
}

/// OBB-AABB specialisation: the AABB's axes are the world axes, so the
/// rotation of the AABB into the OBB's frame is the OBB's axes themselves.
/// `d` is cB - cA of the pair (its sign only orients centreDistance).
/// L = the OBB's axis i; `obbIsA` says which side of the pair the OBB is.
template <class T>
inline AxisGap<T> obbAabbAxisOfObb(const Obb2<T>& obb, const Aabb2<T>& aabb, const Vec2<T>& d, int i, bool obbIsA) {
    const Vec2<T>& u = boxAxis(obb, i);
    const T obbRadius = obb.halfExtents[i];
    const T aabbR = aabbRadius(aabb.halfExtents, u);
    return obbIsA ? AxisGap<T>{dot(d, u), obbRadius, aabbR} : AxisGap<T>{dot(d, u), aabbR, obbRadius};
}
/// L = world axis j (the AABB's axis j).
template <class T>
inline AxisGap<T> obbAabbAxisOfAabb(const Obb2<T>& obb, const Aabb2<T>& aabb, const Vec2<T>& d, int j, bool obbIsA) {
    const T obbRadius = obbRadiusOnWorldAxis(obb, j);
    const T aabbR = aabb.halfExtents[j];
    return obbIsA ? AxisGap<T>{d[j], obbRadius, aabbR} : AxisGap<T>{d[j], aabbR, obbRadius};
}

// ------------------------------------------------ pairs with a polygon: intervals
//
// A polygon has no centre form; project every vertex (a brute-force support
// mapping, RTCD 5.2.1; at most 64 vertices). A box is projected
// by its centre and radius; on its own axes by its half extents.

template <class T> inline Interval<T> project(const ConvexPolygon2<T>& polygon, const Vec2<T>& u) {
    T lo = dot(polygon.vertex(0), u);
    T hi = lo;
    for (int i = 1; i < polygon.size(); ++i) {
        const T x = dot(polygon.vertex(i), u);
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    return {lo, hi};
}
#if defined(__SSE2__)
/// The float polygon projected two vertices per SSE2 operation. Each lane
/// holds x*u.x + y*u.y, the scalar dot product's exact value (the two
/// products, added in either order), so the interval is the same numbers
/// (min and max may differ only in the sign of a zero). About 1.5 times
/// faster on 8-gons (docs/performance.md).
inline Interval<float> project(const ConvexPolygon2<float>& polygon, const Vec2<float>& u) {
    const float* xy = &polygon.vertex(0).x; // x0 y0 x1 y1 ... (Vec2<float> is two packed floats)
    const int count = polygon.size();
    const __m128 direction = _mm_setr_ps(u.x, u.y, u.x, u.y);
    __m128 lo = _mm_set1_ps(std::numeric_limits<float>::infinity());
    __m128 hi = _mm_set1_ps(-std::numeric_limits<float>::infinity());
    int i = 0;
    for (; i + 2 <= count; i += 2) {
        const __m128 products = _mm_mul_ps(_mm_loadu_ps(xy + 2 * i), direction);
        const __m128 dots = _mm_add_ps(products, _mm_shuffle_ps(products, products, _MM_SHUFFLE(2, 3, 0, 1)));
        lo = _mm_min_ps(lo, dots);
        hi = _mm_max_ps(hi, dots);
    }
    if (i < count) { // the last vertex of an odd count
        const __m128 last = _mm_setr_ps(xy[2 * i], xy[2 * i + 1], 0.0f, 0.0f);
        const __m128 products = _mm_mul_ps(last, direction);
        const __m128 dot = _mm_add_ss(products, _mm_shuffle_ps(products, products, _MM_SHUFFLE(2, 3, 0, 1)));
        const __m128 dots = _mm_shuffle_ps(dot, dot, 0);
        lo = _mm_min_ps(lo, dots);
        hi = _mm_max_ps(hi, dots);
    }
    lo = _mm_min_ps(lo, _mm_shuffle_ps(lo, lo, _MM_SHUFFLE(1, 0, 3, 2)));
    hi = _mm_max_ps(hi, _mm_shuffle_ps(hi, hi, _MM_SHUFFLE(1, 0, 3, 2)));
    return {_mm_cvtss_f32(lo), _mm_cvtss_f32(hi)};
}
#endif
template <class T> inline Interval<T> project(const Obb2<T>& box, const Vec2<T>& u) {
    const T c = dot(box.center, u);
    const T r = box.halfExtents.x * std::abs(dot(box.axisX, u)) + box.halfExtents.y * std::abs(dot(box.axisY, u));
    return {c - r, c + r};
}
template <class T> inline Interval<T> project(const Aabb2<T>& box, const Vec2<T>& u) {
    const T c = dot(box.center, u);
    const T r = aabbRadius(box.halfExtents, u);
    return {c - r, c + r};
}

// A shape's own candidate axes: edge normals for a polygon, the two axes of a box.
template <class T> inline int axisCount(const ConvexPolygon2<T>& polygon) { return polygon.size(); }
template <class T> inline int axisCount(const Obb2<T>&) { return 2; }
template <class T> inline int axisCount(const Aabb2<T>&) { return 2; }

template <class T> inline Vec2<T> axisDirection(const ConvexPolygon2<T>& polygon, int k) { return polygon.normal(k); }
template <class T> inline Vec2<T> axisDirection(const Obb2<T>& box, int k) { return boxAxis(box, k); }
template <class T> inline Vec2<T> axisDirection(const Aabb2<T>&, int k) {
    return k == 0 ? Vec2<T>{T(1), T(0)} : Vec2<T>{T(0), T(1)};
}

/// A shape's projection on its own axis k.
template <class T> inline Interval<T> projectOnOwnAxis(const ConvexPolygon2<T>& polygon, int k) {
    return polygon.ownProjection(k);
}
template <class T> inline Interval<T> projectOnOwnAxis(const Obb2<T>& box, int k) {
    const T c = dot(box.center, boxAxis(box, k));
    return {c - box.halfExtents[k], c + box.halfExtents[k]};
}
template <class T> inline Interval<T> projectOnOwnAxis(const Aabb2<T>& box, int k) {
    return {box.center[k] - box.halfExtents[k], box.center[k] + box.halfExtents[k]};
}

/// What one shape's own axes say about a pair, through the filter.
enum class OwnAxes : int {
    Overlap = 0,   ///< every axis overlaps by more than the bound
    Separated = 1, ///< some axis separates by more than the bound: certainly separated
    Undecided = 2, ///< none separates certainly, some lies within the bound
};

/// The signed gap of two intervals (> 0 apart), as the report computes it.
template <class T> inline T intervalGap(const Interval<T>& own, const Interval<T>& other) {
    return std::max(other.min - own.max, own.min - other.max);
}

/// `owner`'s axes against `other`, in axis order, stopping at the first
/// certain separation.
template <class Owner, class Other, class T> inline OwnAxes ownAxesVerdict(const Owner& owner, const Other& other, T bound) {
    bool undecided = false;
    for (int k = 0; k < axisCount(owner); ++k) {
        const T gap = intervalGap(projectOnOwnAxis(owner, k), project(other, axisDirection(owner, k)));
        if (gap > bound) return OwnAxes::Separated;
        undecided |= gap >= -bound;
    }
    return undecided ? OwnAxes::Undecided : OwnAxes::Overlap;
}

#if defined(__SSE2__)
/// The float polygon pair, eight of `owner`'s normals at a time: each of
/// `other`'s vertices is broadcast once and projected on four normals per
/// SSE2 operation (lane k holds v.x * n.x + v.y * n.y, the scalar dot
/// product's exact value), so the intervals and the gaps are those of the
/// generic loop above, axis by axis; only the order in which the axes are
/// looked at differs, which does not change the verdict. About twice as
/// fast on 8-gons (docs/performance.md).
inline OwnAxes ownAxesVerdict(const ConvexPolygon2<float>& owner, const ConvexPolygon2<float>& other, float bound) {
    const int axes = owner.size();
    const int vertices = other.size();
    const float* normals = &owner.normal(0).x;               // nx0 ny0 nx1 ny1 ... (whole groups of 8, all readable)
    const float* ownIntervals = &owner.ownProjection(0).min; // min0 max0 min1 max1 ...
    const float* points = &other.vertex(0).x;
    const __m128 upper = _mm_set1_ps(bound);
    const __m128 lower = _mm_set1_ps(-bound);
    int undecided = 0;
    for (int k = 0; k < axes; k += 8) {
        // Normals k..k+7 and their own intervals, as lanes (x of four normals, y of four, ...).
        const __m128 n0 = _mm_loadu_ps(normals + 2 * k), n1 = _mm_loadu_ps(normals + 2 * k + 4);
        const __m128 n2 = _mm_loadu_ps(normals + 2 * k + 8), n3 = _mm_loadu_ps(normals + 2 * k + 12);
        const __m128 nxLow = _mm_shuffle_ps(n0, n1, _MM_SHUFFLE(2, 0, 2, 0));
        const __m128 nyLow = _mm_shuffle_ps(n0, n1, _MM_SHUFFLE(3, 1, 3, 1));
        const __m128 nxHigh = _mm_shuffle_ps(n2, n3, _MM_SHUFFLE(2, 0, 2, 0));
        const __m128 nyHigh = _mm_shuffle_ps(n2, n3, _MM_SHUFFLE(3, 1, 3, 1));
        __m128 loLow = _mm_set1_ps(std::numeric_limits<float>::infinity());
        __m128 hiLow = _mm_set1_ps(-std::numeric_limits<float>::infinity());
        __m128 loHigh = loLow;
        __m128 hiHigh = hiLow;
        for (int i = 0; i < vertices; ++i) {
            const __m128 x = _mm_set1_ps(points[2 * i]);
            const __m128 y = _mm_set1_ps(points[2 * i + 1]);
            const __m128 dotsLow = _mm_add_ps(_mm_mul_ps(x, nxLow), _mm_mul_ps(y, nyLow));
            const __m128 dotsHigh = _mm_add_ps(_mm_mul_ps(x, nxHigh), _mm_mul_ps(y, nyHigh));
            loLow = _mm_min_ps(loLow, dotsLow);
            hiLow = _mm_max_ps(hiLow, dotsLow);
            loHigh = _mm_min_ps(loHigh, dotsHigh);
            hiHigh = _mm_max_ps(hiHigh, dotsHigh);
        }
        const __m128 i0 = _mm_loadu_ps(ownIntervals + 2 * k), i1 = _mm_loadu_ps(ownIntervals + 2 * k + 4);
        const __m128 i2 = _mm_loadu_ps(ownIntervals + 2 * k + 8), i3 = _mm_loadu_ps(ownIntervals + 2 * k + 12);
        const __m128 ownMinLow = _mm_shuffle_ps(i0, i1, _MM_SHUFFLE(2, 0, 2, 0));
        const __m128 ownMaxLow = _mm_shuffle_ps(i0, i1, _MM_SHUFFLE(3, 1, 3, 1));
        const __m128 ownMinHigh = _mm_shuffle_ps(i2, i3, _MM_SHUFFLE(2, 0, 2, 0));
        const __m128 ownMaxHigh = _mm_shuffle_ps(i2, i3, _MM_SHUFFLE(3, 1, 3, 1));
        // intervalGap(own, projected) = max(projected.min - own.max, own.min - projected.max).
        const __m128 gapLow = _mm_max_ps(_mm_sub_ps(loLow, ownMaxLow), _mm_sub_ps(ownMinLow, hiLow));
        const __m128 gapHigh = _mm_max_ps(_mm_sub_ps(loHigh, ownMaxHigh), _mm_sub_ps(ownMinHigh, hiHigh));
        const int separating = _mm_movemask_ps(_mm_cmpgt_ps(gapLow, upper)) |
                               (_mm_movemask_ps(_mm_cmpgt_ps(gapHigh, upper)) << 4);
        const int within = _mm_movemask_ps(_mm_cmpge_ps(gapLow, lower)) | (_mm_movemask_ps(_mm_cmpge_ps(gapHigh, lower)) << 4);
        const int lanes = axes - k; // lanes at and above this hold no axis of `owner`
        const int live = lanes >= 8 ? 0xFF : (1 << lanes) - 1;
        if ((separating & live) != 0) return OwnAxes::Separated;
        undecided |= within & live;
    }
    return undecided != 0 ? OwnAxes::Undecided : OwnAxes::Overlap;
}
#endif

/// The float polygon pair with eight normals per 8-lane AVX operation, in
/// the library (core/sat/src/fast2d_avx.cpp, compiled for AVX with a target
/// attribute): the same lanes as above, twice as wide, and without the
/// shuffles SSE2 needs to broadcast a vertex. Call it only when
/// polygonPairAvxSupported(): the CPU has AVX and SATLAB_KERNEL does not
/// force scalar or sse2 (checked once).
bool polygonPairAvxSupported();
bool polygonsOverlapAvx(const ConvexPolygon2<float>& a, const ConvexPolygon2<float>& b);

/// Polygon pairs: A's axes, then B's (the report's test order); the exact
/// path when no axis separates certainly and some lies within the bound.
template <class A, class B> inline bool overlapsByProjection(const A& a, const B& b) {
    const auto bound = filterBound(a, b);
    const OwnAxes ofA = ownAxesVerdict(a, b, bound);
    if (ofA == OwnAxes::Separated) return false;
    const OwnAxes ofB = ownAxesVerdict(b, a, bound);
    if (ofB == OwnAxes::Separated) return false;
    if ((ofA == OwnAxes::Undecided) | (ofB == OwnAxes::Undecided)) [[unlikely]]
        return overlapsExactly(a, b);
    return true;
}

/// Box pairs: separated when some axis separates by more than the bound,
/// overlapping when the largest separation lies below minus the bound;
/// otherwise the decision rests on an axis within the bound, and the pair
/// goes to the exact path. A NaN separation (a non-finite field, outside the
/// preconditions) never separates, as with the plain comparison `>`.
/// True when the filter cannot decide: no axis separates certainly
/// (`separatedLanes`, one bit per axis > bound, is 0) and some axis lies
/// within the bound (`openLanes`, one bit per axis >= -bound, is not 0).
/// One unsigned comparison, so the compiler emits a single branch that is
/// almost never taken, rather than one per condition, of which the test
/// of `openLanes` alone is mispredicted on about every other pair of a mix.
inline bool filterUndecided(unsigned separatedLanes, unsigned openLanes) {
    // (separated << 4 | open) - 1 < 15 exactly when separated == 0 and open != 0 (four lanes at most).
    return ((separatedLanes << 4U) | openLanes) - 1U < 15U;
}

/// The filter's answer on a box pair's four axis separations, with no
/// call and no branch: `separated` when some axis separates by more than
/// the bound, `undecided` when none does and some lies within it (the
/// pair's answer then rests on the exact path). A NaN separation (a
/// non-finite field, outside the preconditions) neither separates nor
/// leaves the pair undecided, as with the plain comparison `>`.
struct BoxPairFilter {
    bool separated;
    bool undecided;
};
template <class T> inline BoxPairFilter boxPairFilter(T s0, T s1, T s2, T s3, T bound) {
    const unsigned separated = unsigned(s0 > bound) | unsigned(s1 > bound) | unsigned(s2 > bound) | unsigned(s3 > bound);
    const unsigned open = unsigned(s0 >= -bound) | unsigned(s1 >= -bound) | unsigned(s2 >= -bound) | unsigned(s3 >= -bound);
    return {separated != 0, filterUndecided(separated, open)};
}

/// The OBB pair's filter in the scalar form of sat::overlaps.
template <class T> inline BoxPairFilter obbPairFilter(const Obb2<T>& a, const Obb2<T>& b) {
    const ObbObbFrame<T> f = obbObbFrame(a, b);
    return boxPairFilter(separationOf(obbObbAxisOfA(f, a, b, 0)), separationOf(obbObbAxisOfA(f, a, b, 1)),
                         separationOf(obbObbAxisOfB(f, a, b, 0)), separationOf(obbObbAxisOfB(f, a, b, 1)), filterBound(a, b));
}

template <class T, class A, class B>
inline bool overlapsFromSeparations(T s0, T s1, T s2, T s3, T bound, const A& a, const B& b) {
    const BoxPairFilter filter = boxPairFilter(s0, s1, s2, s3, bound);
    if (filter.undecided) [[unlikely]]
        return overlapsExactly(a, b);
    return !filter.separated;
}

/// The box pairs' scalar filter, then the exact path: what the float SSE2
/// paths below fall back to, out of line, when their own (wider) bound
/// leaves the pair open. The bound here is the documented one, with its
/// handling of non-finite fields (boundOfScale).
template <class T> [[gnu::cold, gnu::noinline, gnu::pure]] bool obbPairOverlapsFiltered(const Obb2<T>& a, const Obb2<T>& b) {
    const BoxPairFilter filter = obbPairFilter(a, b);
    if (filter.undecided) return overlapsExactly(a, b);
    return !filter.separated;
}
template <class T> [[gnu::cold, gnu::noinline, gnu::pure]] bool obbAabbOverlapsFiltered(const Obb2<T>& a, const Aabb2<T>& b) {
    const Vec2<T> d = b.center - a.center;
    return overlapsFromSeparations(
        separationOf(obbAabbAxisOfObb(a, b, d, 0, true)), separationOf(obbAabbAxisOfObb(a, b, d, 1, true)),
        separationOf(obbAabbAxisOfAabb(a, b, d, 0, true)), separationOf(obbAabbAxisOfAabb(a, b, d, 1, true)),
        centreFormBound(d, a.halfExtents, b.halfExtents), a, b);
}
template <class T> [[gnu::cold, gnu::noinline, gnu::pure]] bool obbAabbOverlapsFiltered(const Aabb2<T>& a, const Obb2<T>& b) {
    const Vec2<T> d = b.center - a.center;
    return overlapsFromSeparations(
        separationOf(obbAabbAxisOfAabb(b, a, d, 0, false)), separationOf(obbAabbAxisOfAabb(b, a, d, 1, false)),
        separationOf(obbAabbAxisOfObb(b, a, d, 0, false)), separationOf(obbAabbAxisOfObb(b, a, d, 1, false)),
        centreFormBound(d, a.halfExtents, b.halfExtents), a, b);
}

#if defined(__SSE2__)
/// The filter of the float box pairs' SSE2 paths, on the four axes'
/// separations and the pair's scale lanes (boxPairScaleLanes: |d.x|, |d.y|
/// and the half extents' sums, d = cB - cA rounded as the scalar filter
/// rounds it): a bound 32 eps (= 64 u) times the lanes' sum, plus the
/// underflow slack. That sum is D + H of docs/accuracy.md (up to the
/// rounding of three additions), so the bound is twice the documented E =
/// 32 u (D + H), less that rounding: a pair it decides, the documented
/// filter decides the same way. Returns the filter's lanes: bit k of
/// `separated` where axis k separates beyond the bound, of `open` where it
/// does not lie beyond it on either side (NaN included, so that a pair with
/// a non-finite field is left to the scalar filter).
struct SeparationLanes {
    unsigned separated, open;
};
/// The scale lanes of a box pair from the two boxes' leading fields (cx cy
/// hx hy each): |dx|, |dy|, hAx + hBx, hAy + hBy, whose sum is D + H of
/// docs/accuracy.md (d = cB - cA as the scalar filter computes it). Built
/// from the loads alone, so the bound is ready as soon as the separations
/// are, rather than after them.
inline __m128 boxPairScaleLanes(__m128 boxA, __m128 boxB) {
    const __m128 offset = _mm_and_ps(_mm_sub_ps(boxB, boxA), _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff)));
    return _mm_shuffle_ps(offset, _mm_add_ps(boxA, boxB), _MM_SHUFFLE(3, 2, 1, 0));
}
inline SeparationLanes boxPairFilterLanes(__m128 separation, __m128 scale) {
    const __m128 pairs = _mm_add_ps(scale, _mm_shuffle_ps(scale, scale, _MM_SHUFFLE(2, 3, 0, 1)));
    const __m128 total = _mm_add_ps(pairs, _mm_shuffle_ps(pairs, pairs, _MM_SHUFFLE(1, 0, 3, 2))); // in every lane
    const __m128 bound = _mm_add_ps(_mm_mul_ps(total, _mm_set1_ps(32.0f * std::numeric_limits<float>::epsilon())),
                                    _mm_set1_ps(kUnderflowSlack2<float>));
    const __m128 magnitude = _mm_and_ps(separation, _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff)));
    return {static_cast<unsigned>(_mm_movemask_ps(_mm_cmpgt_ps(separation, bound))),
            static_cast<unsigned>(_mm_movemask_ps(_mm_cmpngt_ps(magnitude, bound)))};
}
#endif

#if defined(__SSE2__)
/// The float box pair with its four axes in the four lanes of one SSE2
/// vector (lane order A.x, A.y, B.x, B.y): every lane computes its axis's
/// separation with the operations of obbObbFrame and obbObbAxisOfA/OfB, in
/// the same order (a + b == b + a and x - y == x + (-y) bit for bit), so the
/// four separations and the filter's decision are those of the scalar code.
/// Two compares and two movemasks replace the scalar max and the chain of
/// comparisons: about twice as fast in a loop over pairs, which GCC does not
/// vectorise across pairs once the loop holds the exact path's call.
/// Returns the filter's lanes (boxPairFilterLanes); obbPairOverlapsSse
/// below decides from them.
inline SeparationLanes obbPairSeparationLanesSse(const Obb2<float>& a, const Obb2<float>& b) {
    static_assert(sizeof(Obb2<float>) == 8 * sizeof(float), "Obb2<float>: centre, half extents, axisX, axisY, packed");
    const __m128 shapeA = _mm_loadu_ps(&a.center.x); // cx cy hx hy
    const __m128 shapeB = _mm_loadu_ps(&b.center.x);
    const __m128 axesA = _mm_loadu_ps(&a.axisX.x); // ux uy (axisY, unread)
    const __m128 axesB = _mm_loadu_ps(&b.axisX.x);
    const __m128 d = _mm_sub_ps(shapeB, shapeA); // dx dy (lanes 2, 3 unused)
    const __m128 negateOdd = _mm_castsi128_ps(_mm_set_epi32(static_cast<int>(0x80000000U), 0, static_cast<int>(0x80000000U), 0));
    // c = ax.x bx.x + ax.y bx.y, s = ax.y bx.x - ax.x bx.y, tx = dx ax.x + dy ax.y, ty = dy ax.x - dx ax.y:
    // lanes (c, s, tx, ty) = P + (R with lanes 1 and 3 negated).
    const __m128 auxAuy = _mm_movelh_ps(axesA, d);                                 // ax.x ax.y dx dy
    const __m128 auyAux = _mm_shuffle_ps(auxAuy, auxAuy, _MM_SHUFFLE(2, 3, 0, 1)); // ax.y ax.x dy dx
    const __m128 bxBx = _mm_shuffle_ps(axesB, axesA, _MM_SHUFFLE(0, 0, 0, 0));     // bx.x bx.x ax.x ax.x
    const __m128 byBy = _mm_shuffle_ps(axesB, axesA, _MM_SHUFFLE(1, 1, 1, 1));     // bx.y bx.y ax.y ax.y
    const __m128 frame = _mm_add_ps(_mm_mul_ps(auxAuy, bxBx), _mm_xor_ps(_mm_mul_ps(auyAux, byBy), negateOdd));
    const __m128 absMask = _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff));
    const __m128 cs = _mm_movelh_ps(frame, frame);                           // c s c s
    const __m128 sc = _mm_shuffle_ps(frame, frame, _MM_SHUFFLE(0, 1, 0, 1)); // s c s c
    const __m128 absCs = _mm_and_ps(cs, absMask);
    const __m128 absSc = _mm_and_ps(sc, absMask);
    // Centre distances: tx, ty on A's axes; tx c - ty s = tx c + ty (-s) and tx s + ty c on B's.
    const __m128 txTx = _mm_shuffle_ps(frame, frame, _MM_SHUFFLE(2, 2, 2, 2));
    const __m128 tyTy = _mm_shuffle_ps(frame, frame, _MM_SHUFFLE(3, 3, 3, 3));
    const __m128 minusSc = _mm_xor_ps(
        _mm_shuffle_ps(frame, frame, _MM_SHUFFLE(0, 1, 0, 1)),
        _mm_castsi128_ps(_mm_set_epi32(0, static_cast<int>(0x80000000U), 0, static_cast<int>(0x80000000U)))); // -s c -s c
    const __m128 onB = _mm_add_ps(_mm_mul_ps(txTx, cs), _mm_mul_ps(tyTy, minusSc)); // (., ., tx c - ty s, tx s + ty c)
    const __m128 centre = _mm_shuffle_ps(frame, onB, _MM_SHUFFLE(3, 2, 3, 2));      // tx ty (B.x) (B.y)
    // Radii: own half extent + (h1 |c or s| + h2 |s or c|), as obbObbAxisOfA/OfB.
    const __m128 own = _mm_shuffle_ps(shapeA, shapeB, _MM_SHUFFLE(3, 2, 3, 2));    // hAx hAy hBx hBy
    const __m128 first = _mm_shuffle_ps(shapeB, shapeA, _MM_SHUFFLE(2, 2, 2, 2));  // hBx hBx hAx hAx
    const __m128 second = _mm_shuffle_ps(shapeB, shapeA, _MM_SHUFFLE(3, 3, 3, 3)); // hBy hBy hAy hAy
    const __m128 other = _mm_add_ps(_mm_mul_ps(first, absCs), _mm_mul_ps(second, absSc));
    const __m128 absCentre = _mm_and_ps(centre, absMask);
    const __m128 radius = _mm_add_ps(own, other);
    return boxPairFilterLanes(_mm_sub_ps(absCentre, radius), boxPairScaleLanes(shapeA, shapeB));
}
/// The float box pair: the lanes' verdict, or the scalar filter and the
/// exact path (out of line) when the lanes leave it open.
inline bool obbPairOverlapsSse(const Obb2<float>& a, const Obb2<float>& b) {
    const SeparationLanes lanes = obbPairSeparationLanesSse(a, b);
    if (filterUndecided(lanes.separated, lanes.open)) [[unlikely]]
        return obbPairOverlapsFiltered(a, b);
    return lanes.separated == 0;
}
#endif

#if defined(__SSE2__)
/// The float OBB-AABB pair with its four axes in the four lanes of one SSE2
/// vector (lane order: the OBB's x and y axes, world x and y): every lane
/// computes its axis's separation with the operations of obbAabbAxisOfObb
/// and obbAabbAxisOfAabb, in the same order (and |fl(a - b)| == |fl(b - a)|,
/// so the centre offset's direction does not matter), so the separations and
/// the filter's decision are those of the scalar code, for either order of
/// the pair. Returns the filter's lanes (boxPairFilterLanes).
inline SeparationLanes obbAabbSeparationLanesSse(const Obb2<float>& obb, const Aabb2<float>& aabb) {
    static_assert(sizeof(Aabb2<float>) == 4 * sizeof(float), "Aabb2<float>: centre, half extents, packed");
    const __m128 box = _mm_loadu_ps(&obb.center.x);      // cx cy hx hy
    const __m128 axes = _mm_loadu_ps(&obb.axisX.x);      // ux uy vx vy (axisX, axisY)
    const __m128 aligned = _mm_loadu_ps(&aabb.center.x); // cx' cy' hx' hy'
    const __m128 d = _mm_sub_ps(aligned, box);           // dx dy (lanes 2, 3 unused)
    const __m128 absMask = _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff));
    // Centre distances: d . axisX, d . axisY on the OBB's axes, dx and dy on the world's.
    const __m128 dx = _mm_shuffle_ps(d, d, _MM_SHUFFLE(0, 0, 0, 0));
    const __m128 dy = _mm_shuffle_ps(d, d, _MM_SHUFFLE(1, 1, 1, 1));
    const __m128 xs = _mm_shuffle_ps(axes, axes, _MM_SHUFFLE(2, 0, 2, 0)); // ux vx (ux vx)
    const __m128 ys = _mm_shuffle_ps(axes, axes, _MM_SHUFFLE(3, 1, 3, 1)); // uy vy (uy vy)
    const __m128 onObb = _mm_add_ps(_mm_mul_ps(dx, xs), _mm_mul_ps(dy, ys));
    const __m128 centre = _mm_movelh_ps(onObb, d); // d.axisX d.axisY dx dy
    // Radii: the OBB's half extent + the AABB's radius on its axes (h'x |u.x| + h'y |u.y|);
    // on the world's, the OBB's radius (hx |axisX[j]| + hy |axisY[j]|) + the AABB's half extent.
    const __m128 absAxes = _mm_and_ps(axes, absMask);
    const __m128 firstAbs = _mm_shuffle_ps(absAxes, absAxes, _MM_SHUFFLE(1, 0, 2, 0));  // |ux| |vx| |ux| |uy|
    const __m128 secondAbs = _mm_shuffle_ps(absAxes, absAxes, _MM_SHUFFLE(3, 2, 3, 1)); // |uy| |vy| |vx| |vy|
    const __m128 first = _mm_shuffle_ps(aligned, box, _MM_SHUFFLE(2, 2, 2, 2));         // hx' hx' hx hx
    const __m128 second = _mm_shuffle_ps(aligned, box, _MM_SHUFFLE(3, 3, 3, 3));        // hy' hy' hy hy
    const __m128 projected = _mm_add_ps(_mm_mul_ps(first, firstAbs), _mm_mul_ps(second, secondAbs));
    const __m128 own = _mm_shuffle_ps(box, aligned, _MM_SHUFFLE(3, 2, 3, 2)); // hx hy hx' hy'
    const __m128 absCentre = _mm_and_ps(centre, absMask);
    const __m128 radius = _mm_add_ps(own, projected);
    return boxPairFilterLanes(_mm_sub_ps(absCentre, radius), boxPairScaleLanes(box, aligned));
}
#endif

/// a + b as sum + error exactly, sum = fl(a + b) (Knuth's TwoSum: no
/// branch, any order of magnitudes, float or double; sat/detail/exact.hpp).
template <class T> struct TwoSumOf { T sum, error; };
template <class T> inline TwoSumOf<T> twoSumOf(T a, T b) {
    const T sum = a + b;
    const T bVirtual = sum - a;
    const T aVirtual = sum - bVirtual;
    return {sum, (a - aVirtual) + (b - bVirtual)};
}

/// One world axis of an AABB pair, decided exactly without a branch: true
/// when |cB - cA| > hA + hB on the stored values. With TwoSum,
/// X = |cB - cA| = D + eD (D = |fl(cB - cA)|, eD the error with the
/// offset's sign) and Y = hA + hB = R + eR (R = fl(hA + hB)). Rounding is
/// monotone and D = fl(X), R = fl(Y): D > R implies X > Y, D < R implies
/// X < Y, and where D == R, X - Y = eD - eR exactly. A NaN field never
/// separates; an infinite offset against finite radii always does.
template <class T> inline bool aabbAxisSeparatedExactly(T centreA, T centreB, T halfA, T halfB) {
    const TwoSumOf<T> offset = twoSumOf(centreB, -centreA);
    const TwoSumOf<T> reach = twoSumOf(halfA, halfB);
    const T distance = std::abs(offset.sum);
    const T distanceError = offset.sum < T(0) ? -offset.error : offset.error;
    return (distance > reach.sum) | ((distance == reach.sum) & (distanceError > reach.error));
}

/// The AABB pair decided exactly on both axes with TwoSum: the cold path of
/// the float test below, taken when a rounded comparison ties.
template <class T> [[gnu::cold, gnu::noinline, gnu::pure]] bool aabbPairOverlapsExactly(const Aabb2<T>& a, const Aabb2<T>& b) {
    const bool separatedX = aabbAxisSeparatedExactly(a.center.x, b.center.x, a.halfExtents.x, b.halfExtents.x);
    const bool separatedY = aabbAxisSeparatedExactly(a.center.y, b.center.y, a.halfExtents.y, b.halfExtents.y);
    return !(separatedX | separatedY);
}

#if defined(__SSE2__)
/// The float AABB pair in the lanes of one SSE2 vector. Per axis D =
/// |fl(cB - cA)| and R = fl(hA + hB) are the roundings of the exact X =
/// |cB - cA| and Y = hA + hB, and rounding is monotone: D > R implies X > Y
/// (separated), D < R implies X < Y (overlapping on that axis). One
/// comparison of (Dx, Dy, Rx, Ry) with (Rx, Ry, Dx, Dy) gives both: bits 0, 1
/// where an axis separates, bits 2, 3 where it overlaps. The pair is decided
/// unless no axis separates and some axis ties (D == R, or NaN): bits 0, 4
/// or 8, rare, sent to aabbPairOverlapsExactly.
inline bool aabbPairOverlapsSse(const Aabb2<float>& a, const Aabb2<float>& b) {
    static_assert(sizeof(Aabb2<float>) == 4 * sizeof(float), "Aabb2<float>: centre, half extents, packed");
    const __m128 boxA = _mm_loadu_ps(&a.center.x); // cx cy hx hy
    const __m128 boxB = _mm_loadu_ps(&b.center.x);
    const __m128 absMask = _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff));
    const __m128 distance = _mm_and_ps(_mm_sub_ps(boxB, boxA), absMask);          // Dx Dy . .
    const __m128 reach = _mm_add_ps(boxA, boxB);                                  // . . Rx Ry
    const __m128 mine = _mm_shuffle_ps(distance, reach, _MM_SHUFFLE(3, 2, 1, 0)); // Dx Dy Rx Ry
    const __m128 theirs = _mm_shuffle_ps(mine, mine, _MM_SHUFFLE(1, 0, 3, 2));    // Rx Ry Dx Dy
    const auto bits = static_cast<unsigned>(_mm_movemask_ps(_mm_cmpgt_ps(mine, theirs)));
    if (((0x111U >> bits) & 1U) != 0) [[unlikely]]
        return aabbPairOverlapsExactly(a, b);
    return (bits & 3U) == 0;
}
#endif

} // namespace sat::detail

namespace sat {

template <class T> inline bool overlaps(const Aabb2<T>& a, const Aabb2<T>& b) {
    // B's axes repeat A's, so two axes decide it (RTCD 4.2.1). Float: the
    // rounded comparisons in one SSE2 vector, TwoSum only on a tie. Otherwise
    // each axis exactly and without a branch (docs/performance.md).
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) return detail::aabbPairOverlapsSse(a, b);
#endif
    const bool separatedX = detail::aabbAxisSeparatedExactly(a.center.x, b.center.x, a.halfExtents.x, b.halfExtents.x);
    const bool separatedY = detail::aabbAxisSeparatedExactly(a.center.y, b.center.y, a.halfExtents.y, b.halfExtents.y);
    return !(separatedX | separatedY);
}

template <class T> inline bool overlaps(const Obb2<T>& a, const Obb2<T>& b) {
    // No early-out: the four axes' separations are combined with max. When
    // about half the pairs are separated an early-out branch is mispredicted
    // on every other pair, which costs more than the arithmetic it skips
    // (docs/performance.md). The verdict is the same.
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) return detail::obbPairOverlapsSse(a, b);
#endif
    const detail::BoxPairFilter filter = detail::obbPairFilter(a, b);
    if (filter.undecided) [[unlikely]]
        return detail::overlapsExactly(a, b);
    return !filter.separated;
}

template <class T> inline bool overlaps(const Obb2<T>& a, const Aabb2<T>& b) {
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) {
        const detail::SeparationLanes lanes = detail::obbAabbSeparationLanesSse(a, b);
        if (detail::filterUndecided(lanes.separated, lanes.open)) [[unlikely]]
            return detail::obbAabbOverlapsFiltered(a, b);
        return lanes.separated == 0;
    }
#endif
    const Vec2<T> d = b.center - a.center;
    return detail::overlapsFromSeparations(detail::separationOf(detail::obbAabbAxisOfObb(a, b, d, 0, true)),
                                           detail::separationOf(detail::obbAabbAxisOfObb(a, b, d, 1, true)),
                                           detail::separationOf(detail::obbAabbAxisOfAabb(a, b, d, 0, true)),
                                           detail::separationOf(detail::obbAabbAxisOfAabb(a, b, d, 1, true)),
                                           detail::centreFormBound(d, a.halfExtents, b.halfExtents), a, b);
}

template <class T> inline bool overlaps(const Aabb2<T>& a, const Obb2<T>& b) {
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) {
        const detail::SeparationLanes lanes = detail::obbAabbSeparationLanesSse(b, a);
        if (detail::filterUndecided(lanes.separated, lanes.open)) [[unlikely]]
            return detail::obbAabbOverlapsFiltered(a, b);
        return lanes.separated == 0;
    }
#endif
    const Vec2<T> d = b.center - a.center;
    return detail::overlapsFromSeparations(detail::separationOf(detail::obbAabbAxisOfAabb(b, a, d, 0, false)),
                                           detail::separationOf(detail::obbAabbAxisOfAabb(b, a, d, 1, false)),
                                           detail::separationOf(detail::obbAabbAxisOfObb(b, a, d, 0, false)),
                                           detail::separationOf(detail::obbAabbAxisOfObb(b, a, d, 1, false)),
                                           detail::centreFormBound(d, a.halfExtents, b.halfExtents), a, b);
}

template <class T> inline bool overlaps(const ConvexPolygon2<T>& a, const ConvexPolygon2<T>& b) {
    if constexpr (std::is_same_v<T, float>) {
        if (detail::polygonPairAvxSupported()) return detail::polygonsOverlapAvx(a, b);
    }
    return detail::overlapsByProjection(a, b);
}
template <class T> inline bool overlaps(const ConvexPolygon2<T>& a, const Obb2<T>& b) {
    return detail::overlapsByProjection(a, b);
}
template <class T> inline bool overlaps(const Obb2<T>& a, const ConvexPolygon2<T>& b) {
    return detail::overlapsByProjection(a, b);
}
template <class T> inline bool overlaps(const ConvexPolygon2<T>& a, const Aabb2<T>& b) {
    return detail::overlapsByProjection(a, b);
}
template <class T> inline bool overlaps(const Aabb2<T>& a, const ConvexPolygon2<T>& b) {
    return detail::overlapsByProjection(a, b);
}

} // namespace sat
