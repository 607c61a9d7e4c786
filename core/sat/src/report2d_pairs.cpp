// SPDX-License-Identifier: MIT
// The candidate axes of each pair kind, in test order, computed with the
// same kernels as the fast tests (sat/detail/fast2d.hpp) so that a report's
// verdict and `overlaps` always agree (with tolerance 0).

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <limits>
#include <type_traits>

#include "report2d_detail.hpp"
#include "sat/detail/fast2d.hpp"
#include "sat/detail/report_paths.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sat {
namespace {

using detail::AxisGap;
using detail::AxisList;

template <class T> constexpr T kEps = std::numeric_limits<T>::epsilon();

// --------------------------------------------------- direction uncertainties
// (how far a computed axis may be from its feature's true direction; used
// to flag duplicate axes, see markDuplicates in report2d.cpp)

template <class T> T directionUncertainty(const Aabb2<T>&, int) { return T(0); }       // exactly (1, 0) and (0, 1)
template <class T> T directionUncertainty(const Obb2<T>&, int) { return 4 * kEps<T>; } // unit axes from cos/sin
template <class T> T directionUncertainty(const ConvexPolygon2<T>& polygon, int k) {
    T scale = 0;
    for (const Vec2<T>& v : polygon.vertices()) scale = std::max({scale, std::abs(v.x), std::abs(v.y)});
    const Vec2<T> edge = polygon.vertex((k + 1) % polygon.size()) - polygon.vertex(k);
    return 4 * kEps<T> * (1 + scale / std::sqrt(detail::dot(edge, edge)));
}

template <class Shape> AxisSource sourceOf(const Shape&, Role role, int k) { return {role, true, k}; }
template <class T> AxisSource sourceOf(const ConvexPolygon2<T>&, Role role, int k) { return {role, false, k}; }

// ------------------------------------------------------------- adding an axis

/// Box pairs: intervals from the centre form. B's interval is placed at A's
/// centre plus the centre distance so that the intervals and the separation
/// come from the same numbers.
/// Fills `axis` in place (the direct box path writes into the report's own
/// storage: building a temporary and copying it made every copy's wide loads
/// wait for the narrow stores that had just written it).
template <class T>
void writeGapAxis(AxisResult2<T>& axis, const AxisSource& source, const Vec2<T>& direction, const Vec2<T>& centreA,
                  const AxisGap<T>& gap) {
    const T projectedA = detail::dot(centreA, direction);
    const T projectedB = projectedA + gap.centreDistance;
    axis.source = source;
    axis.direction = direction;
    axis.a = {projectedA - gap.radiusA, projectedA + gap.radiusA};
    axis.b = {projectedB - gap.radiusB, projectedB + gap.radiusB};
    axis.separation = detail::separationOf(gap);
    axis.separating = false;
    axis.duplicate = false;
    axis.duplicateOf = -1;
    axis.bOnPositiveSide = gap.centreDistance >= T(0);
}
template <class T>
void addGap(AxisList<T>& list, const AxisSource& source, const Vec2<T>& direction, const Vec2<T>& centreA, const AxisGap<T>& gap,
            T uncertainty) {
    AxisResult2<T> axis;
    writeGapAxis(axis, source, direction, centreA, gap);
    list.add(source, direction, axis.a, axis.b, axis.separation, axis.bOnPositiveSide, uncertainty);
}

/// Pairs with a polygon: the signed gap of the two intervals. Positive
/// exactly when `intervalsSeparated` (the fast test's comparison) is true.
template <class T>
void addIntervals(AxisList<T>& list, const AxisSource& source, const Vec2<T>& direction, const Interval<T>& a,
                  const Interval<T>& b, T uncertainty) {
    const T bAfterA = b.min - a.max;
    const T aAfterB = a.min - b.max;
    list.add(source, direction, a, b, std::max(bAfterA, aAfterB), bAfterA >= aAfterB, uncertainty);
}

/// A's own axes, then B's, each shape projected as the fast test does.
template <class T, class ShapeA, class ShapeB> AxisList<T> collectProjected(const ShapeA& a, const ShapeB& b) {
    AxisList<T> list;
    for (int k = 0; k < detail::axisCount(a); ++k) {
        const Vec2<T> direction = detail::axisDirection(a, k);
        addIntervals(list, sourceOf(a, Role::A, k), direction, detail::projectOnOwnAxis(a, k), detail::project(b, direction),
                     directionUncertainty(a, k));
    }
    for (int k = 0; k < detail::axisCount(b); ++k) {
        const Vec2<T> direction = detail::axisDirection(b, k);
        addIntervals(list, sourceOf(b, Role::B, k), direction, detail::project(a, direction), detail::projectOnOwnAxis(b, k),
                     directionUncertainty(b, k));
    }
    return list;
}

/// At tolerance 0, every axis the filter cannot decide gets its exact
/// separation (sat/detail/exact2d.hpp), so the flags, the verdict and the
/// numbers below follow the exact signs.
template <class T, class ShapeA, class ShapeB>
void refineUndecidedAxes(InlineVector<AxisResult2<T>, kMaxAxes2>& axes, const ShapeA& a, const ShapeB& b, T tolerance) {
    if (tolerance != T(0)) return;
    const T bound = detail::filterBound(a, b);
    for (AxisResult2<T>& axis : axes) {
        if (std::abs(axis.separation) <= bound) [[unlikely]]
            detail::refineAxis(axis, a, b);
    }
}

template <class T, class ShapeA, class ShapeB>
Report2<T> finish(AxisList<T>& list, const ShapeA& a, const ShapeB& b, const ReportOptions2<T>& options) {
    refineUndecidedAxes(list.axes, a, b, options.tolerance);
    return detail::finishReport(list, detail::polygonView(a), detail::polygonView(b), options);
}

} // namespace

// ------------------------------------------------------------------ box pairs

template <class T> Report2<T> report(const Aabb2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options) {
    // B's axes repeat A's exactly; they are listed (and flagged duplicate) so
    // the report shows every candidate axis.
    AxisList<T> list;
    for (const Role role : {Role::A, Role::B}) {
        for (int j = 0; j < 2; ++j) {
            addGap(list, AxisSource{role, true, j}, detail::axisDirection(a, j), a.center, detail::aabbAabbAxis(a, b, j), T(0));
        }
    }
    return finish(list, a, b, options);
}

// The OBB pair, directly (docs/performance.md, "2D box report"). The generic
// path (detail::reportThroughAxisList) builds an axis list, copies it into the
// report, settles it with loops (settleAxes, markDuplicates, indexOfBest) and
// finds the contacts on two 64-entry polygon views; this path computes the
// four axes once, settles them without loops or branches, writes each
// AxisResult2 once, and finds the contacts on two BoxView2s. For float with
// SSE2 the four axes are the four lanes of 16-byte vectors (intervals,
// separations, flags) and each AxisResult2 is written with three 16-byte
// stores. Every lane and every scalar does the generic path's operations in
// its order, so every field is the same number:
// tests/core/sat/report2d_box_direct_test.cpp and tests/core/sat/fast2d_paths_test.cpp
// compare them all.
namespace {

/// |cross(u, v)| <= within: markDuplicates' test of two directions.
template <class T> inline bool parallel(const Vec2<T>& u, const Vec2<T>& v, T within) {
    return std::abs(detail::cross(u, v)) <= within;
}

/// What the rest of the report needs from the four axes.
template <class T> struct SettledBoxAxes {
    int first;           ///< firstSeparatingAxis
    int best;            ///< bestAxis
    T bestSeparation;    ///< separation of the best axis
    Vec2<T> normal;      ///< its direction, turned to point from A to B
    T smallestMagnitude; ///< min |separation| of the four axes (the filter's test)
};

/// markDuplicates on the four box axes: the first earlier axis j with
/// |cross(d_k, d_j)| <= u_k + u_j, every box axis's uncertainty being 4 eps.
template <class T> struct BoxDuplicates { int of1, of2, of3; };
// (Always inlined, as the helpers below: returned out of line, GCC packed the
// two first ints into one 8-byte register through two 4-byte stores and an
// 8-byte load, which waited on the stores.)
template <class T> [[gnu::always_inline]] inline BoxDuplicates<T> boxDuplicates(const Obb2<T>& a, const Obb2<T>& b) {
    const T within = directionUncertainty(a, 0) + directionUncertainty(b, 0);
    BoxDuplicates<T> d;
    d.of1 = parallel(a.axisY, a.axisX, within) ? 0 : -1;
    d.of2 = parallel(b.axisX, a.axisX, within) ? 0 : parallel(b.axisX, a.axisY, within) ? 1 : -1;
    d.of3 = parallel(b.axisY, a.axisX, within)   ? 0
            : parallel(b.axisY, a.axisY, within) ? 1
            : parallel(b.axisY, b.axisX, within) ? 2
                                                 : -1;
    return d;
}

/// Axis k, every field written once (writeGapAxis's numbers, then settleAxes' flags).
template <class T>
inline void writeBoxAxis(AxisResult2<T>& axis, Role role, int index, const Vec2<T>& direction, const Vec2<T>& centreA,
                         const AxisGap<T>& gap, T separation, T tolerance, int duplicateOf) {
    const T projectedA = detail::dot(centreA, direction);
    const T projectedB = projectedA + gap.centreDistance;
    axis.source = AxisSource{role, true, index};
    axis.direction = direction;
    axis.a = {projectedA - gap.radiusA, projectedA + gap.radiusA};
    axis.b = {projectedB - gap.radiusB, projectedB + gap.radiusB};
    axis.separation = separation;
    axis.separating = separation > tolerance;
    axis.duplicate = duplicateOf >= 0;
    axis.duplicateOf = duplicateOf;
    axis.bOnPositiveSide = gap.centreDistance >= T(0);
}

/// firstSeparatingAxis (the first k with separation > tolerance, else -1) and
/// indexOfBest's bestAxis (the first of the largest separations: the first k
/// whose separation equals the maximum, since `==` treats -0 and +0 alike
/// as `>` does), from bit masks instead of branches.
inline void firstAndBest(unsigned separatingBits, unsigned largestBits, int& first, int& best) {
    const int firstBit = std::countr_zero(separatingBits | 16U); // 4 when none separates
    first = firstBit == 4 ? -1 : firstBit;
    best = std::countr_zero(largestBits);
}

/// The four axes written into `axes` one scalar at a time (any T, any CPU).
template <class T>
[[gnu::always_inline]] inline SettledBoxAxes<T> writeBoxAxesPortable(AxisResult2<T>* axes, const Obb2<T>& a, const Obb2<T>& b,
                                                                     T tolerance) {
    const detail::ObbObbFrame<T> frame = detail::obbObbFrame(a, b);
    const AxisGap<T> g0 = detail::obbObbAxisOfA(frame, a, b, 0);
    const AxisGap<T> g1 = detail::obbObbAxisOfA(frame, a, b, 1);
    const AxisGap<T> g2 = detail::obbObbAxisOfB(frame, a, b, 0);
    const AxisGap<T> g3 = detail::obbObbAxisOfB(frame, a, b, 1);
    // Named values, not arrays filled in a loop: GCC vectorised such loops
    // through memory, and the wide reloads of narrow stores stalled.
    const T s0 = detail::separationOf(g0), s1 = detail::separationOf(g1);
    const T s2 = detail::separationOf(g2), s3 = detail::separationOf(g3);
    const BoxDuplicates<T> duplicates = boxDuplicates(a, b);
    writeBoxAxis(axes[0], Role::A, 0, a.axisX, a.center, g0, s0, tolerance, -1);
    writeBoxAxis(axes[1], Role::A, 1, a.axisY, a.center, g1, s1, tolerance, duplicates.of1);
    writeBoxAxis(axes[2], Role::B, 0, b.axisX, a.center, g2, s2, tolerance, duplicates.of2);
    writeBoxAxis(axes[3], Role::B, 1, b.axisY, a.center, g3, s3, tolerance, duplicates.of3);

    const T top = std::max(std::max(s0, s1), std::max(s2, s3));
    const unsigned separatingBits = unsigned(s0 > tolerance) | unsigned(s1 > tolerance) << 1 | unsigned(s2 > tolerance) << 2 |
                                    unsigned(s3 > tolerance) << 3;
    const unsigned largestBits = unsigned(s0 == top) | unsigned(s1 == top) << 1 | unsigned(s2 == top) << 2 |
                                 unsigned(s3 == top) << 3;
    SettledBoxAxes<T> settled;
    firstAndBest(separatingBits, largestBits, settled.first, settled.best);
    // The best axis's numbers by index (no branch on it: at mix50 it is anyone's guess).
    const T separations[4] = {s0, s1, s2, s3};
    const T centreDistances[4] = {g0.centreDistance, g1.centreDistance, g2.centreDistance, g3.centreDistance};
    const Vec2<T> directions[4] = {a.axisX, a.axisY, b.axisX, b.axisY};
    settled.bestSeparation = separations[settled.best];
    // -direction when B lies on the negative side; a product with -1 is the negation exactly.
    settled.normal = directions[settled.best] * (centreDistances[settled.best] >= T(0) ? T(1) : T(-1));
    settled.smallestMagnitude = std::min(std::min(std::abs(s0), std::abs(s1)), std::min(std::abs(s2), std::abs(s3)));
    return settled;
}

#if defined(__SSE2__)
// The lane form relies on AxisResult2<float>'s layout: three 16-byte rows per
// axis, [source | direction], [a.min a.max b.min b.max],
// [separation, separating + duplicate, duplicateOf, bOnPositiveSide].
static_assert(sizeof(AxisResult2<float>) == 48 && offsetof(AxisResult2<float>, direction) == 8 &&
              offsetof(AxisResult2<float>, a) == 16 && offsetof(AxisResult2<float>, b) == 24 &&
              offsetof(AxisResult2<float>, separation) == 32 && offsetof(AxisResult2<float>, separating) == 36 &&
              offsetof(AxisResult2<float>, duplicate) == 37 && offsetof(AxisResult2<float>, duplicateOf) == 40 &&
              offsetof(AxisResult2<float>, bOnPositiveSide) == 44 && sizeof(AxisSource) == 8 && sizeof(Vec2<float>) == 8 &&
              sizeof(bool) == 1);

/// The float axes with axis k in lane k: the frame and the four AxisGaps are
/// the scalar kernels' (fast2d.hpp), then |centre distance| - (rA + rB), the
/// projections and the intervals are the same single operations per lane
/// (andps is std::abs), and the results go out as three rows per axis.
[[gnu::always_inline]] inline SettledBoxAxes<float> writeBoxAxesLanes(AxisResult2<float>* axes, const Obb2<float>& a,
                                                                      const Obb2<float>& b, float tolerance) {
    const detail::ObbObbFrame<float> frame = detail::obbObbFrame(a, b);
    const AxisGap<float> g0 = detail::obbObbAxisOfA(frame, a, b, 0);
    const AxisGap<float> g1 = detail::obbObbAxisOfA(frame, a, b, 1);
    const AxisGap<float> g2 = detail::obbObbAxisOfB(frame, a, b, 0);
    const AxisGap<float> g3 = detail::obbObbAxisOfB(frame, a, b, 1);
    const __m128 centre = _mm_setr_ps(g0.centreDistance, g1.centreDistance, g2.centreDistance, g3.centreDistance);
    const __m128 radiusA = _mm_setr_ps(g0.radiusA, g1.radiusA, g2.radiusA, g3.radiusA);
    const __m128 radiusB = _mm_setr_ps(g0.radiusB, g1.radiusB, g2.radiusB, g3.radiusB);
    const __m128 absMask = _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff));
    const __m128 separation = _mm_sub_ps(_mm_and_ps(centre, absMask), _mm_add_ps(radiusA, radiusB));

    // Directions: lane k's x and y (A.x, A.y, B.x, B.y).
    const __m128 axesA = _mm_setr_ps(a.axisX.x, a.axisX.y, a.axisY.x, a.axisY.y);
    const __m128 axesB = _mm_setr_ps(b.axisX.x, b.axisX.y, b.axisY.x, b.axisY.y);
    const __m128 dx = _mm_shuffle_ps(axesA, axesB, _MM_SHUFFLE(2, 0, 2, 0));
    const __m128 dy = _mm_shuffle_ps(axesA, axesB, _MM_SHUFFLE(3, 1, 3, 1));
    // dot(a.center, direction) = c.x d.x + c.y d.y, then projectedB = projectedA + centreDistance.
    const __m128 projectedA = _mm_add_ps(_mm_mul_ps(_mm_set1_ps(a.center.x), dx), _mm_mul_ps(_mm_set1_ps(a.center.y), dy));
    const __m128 projectedB = _mm_add_ps(projectedA, centre);
    __m128 aMin = _mm_sub_ps(projectedA, radiusA);
    __m128 aMax = _mm_add_ps(projectedA, radiusA);
    __m128 bMin = _mm_sub_ps(projectedB, radiusB);
    __m128 bMax = _mm_add_ps(projectedB, radiusB);
    _MM_TRANSPOSE4_PS(aMin, aMax, bMin, bMax); // now row k = axis k's a.min a.max b.min b.max

    // Flags: separating in byte 0 and duplicate in byte 1 of one word, duplicateOf, bOnPositiveSide.
    const BoxDuplicates<float> duplicates = boxDuplicates(a, b);
    const __m128i one = _mm_set1_epi32(1);
    const __m128 separatingMask = _mm_cmpgt_ps(separation, _mm_set1_ps(tolerance));
    const __m128i duplicateOf = _mm_setr_epi32(-1, duplicates.of1, duplicates.of2, duplicates.of3);
    const __m128i duplicate = _mm_andnot_si128(_mm_cmpeq_epi32(duplicateOf, _mm_set1_epi32(-1)), _mm_set1_epi32(0x100));
    __m128 flagRow = _mm_castsi128_ps(_mm_or_si128(_mm_and_si128(_mm_castps_si128(separatingMask), one), duplicate));
    __m128 duplicateRow = _mm_castsi128_ps(duplicateOf);
    const __m128 positiveMask = _mm_cmpge_ps(centre, _mm_setzero_ps());
    __m128 positiveRow = _mm_castsi128_ps(_mm_and_si128(_mm_castps_si128(positiveMask), one));
    __m128 separationRow = separation;
    _MM_TRANSPOSE4_PS(separationRow, flagRow, duplicateRow, positiveRow);

    static constexpr AxisSource kSources[4] = {{Role::A, true, 0}, {Role::A, true, 1}, {Role::B, true, 0}, {Role::B, true, 1}};
    const Vec2<float>* directions[4] = {&a.axisX, &a.axisY, &b.axisX, &b.axisY};
    const __m128 intervals[4] = {aMin, aMax, bMin, bMax};
    const __m128 tails[4] = {separationRow, flagRow, duplicateRow, positiveRow};
    for (int k = 0; k < 4; ++k) {
        auto* row = reinterpret_cast<unsigned char*>(&axes[k]);
        std::memcpy(row, &kSources[k], sizeof(AxisSource));
        std::memcpy(row + 8, directions[k], sizeof(Vec2<float>));
        _mm_storeu_ps(reinterpret_cast<float*>(row + 16), intervals[k]);
        _mm_storeu_ps(reinterpret_cast<float*>(row + 32), tails[k]);
    }

    __m128 top = _mm_max_ps(separation, _mm_shuffle_ps(separation, separation, _MM_SHUFFLE(2, 3, 0, 1)));
    top = _mm_max_ps(top, _mm_shuffle_ps(top, top, _MM_SHUFFLE(1, 0, 3, 2)));
    SettledBoxAxes<float> settled;
    firstAndBest(static_cast<unsigned>(_mm_movemask_ps(separatingMask)),
                 static_cast<unsigned>(_mm_movemask_ps(_mm_cmpeq_ps(separation, top))), settled.first, settled.best);
    // A 16-byte store read back 4 bytes at a time forwards without a stall.
    // Every lane's candidate normal: its direction, negated (an exact sign
    // flip) where B lies on the negative side; selected with masks, as whether
    // B is on the positive side of the best axis is anyone's guess.
    const __m128 signBit = _mm_set1_ps(-0.0f);
    const __m128 flip = _mm_andnot_ps(positiveMask, signBit);
    alignas(16) float separations[4];
    alignas(16) float normalX[4];
    alignas(16) float normalY[4];
    _mm_store_ps(separations, separation);
    _mm_store_ps(normalX, _mm_xor_ps(dx, flip));
    _mm_store_ps(normalY, _mm_xor_ps(dy, flip));
    settled.bestSeparation = separations[settled.best];
    settled.normal = {normalX[settled.best], normalY[settled.best]};
    __m128 smallest = _mm_and_ps(separation, absMask);
    smallest = _mm_min_ps(smallest, _mm_shuffle_ps(smallest, smallest, _MM_SHUFFLE(2, 3, 0, 1)));
    smallest = _mm_min_ps(smallest, _mm_shuffle_ps(smallest, smallest, _MM_SHUFFLE(1, 0, 3, 2)));
    settled.smallestMagnitude = _mm_cvtss_f32(smallest);
    return settled;
}
#endif

template <class T>
[[gnu::always_inline]] inline SettledBoxAxes<T> writeBoxAxes(AxisResult2<T>* axes, const Obb2<T>& a, const Obb2<T>& b,
                                                             T tolerance) {
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) return writeBoxAxesLanes(axes, a, b, tolerance);
#endif
    return writeBoxAxesPortable(axes, a, b, tolerance);
}

/// At tolerance 0, the axes within the filter's bound evaluated exactly and
/// the four axes settled again from the corrected separations (out of line:
/// taken only near touching).
template <class T>
[[gnu::cold, gnu::noinline]] SettledBoxAxes<T> refineBoxAxes(AxisResult2<T>* axes, const Obb2<T>& a, const Obb2<T>& b) {
    const T bound = detail::filterBound(a, b);
    SettledBoxAxes<T> settled{-1, 0, T(0), {}, T(0)};
    for (int k = 0; k < 4; ++k) {
        if (std::abs(axes[k].separation) <= bound) detail::refineAxis(axes[k], a, b);
        axes[k].separating = axes[k].separation > T(0);
        if (axes[k].separating && settled.first < 0) settled.first = k;
        if (axes[k].separation > axes[settled.best].separation) settled.best = k;
    }
    const AxisResult2<T>& best = axes[settled.best];
    settled.bestSeparation = best.separation;
    settled.normal = best.bOnPositiveSide ? best.direction : -best.direction;
    settled.smallestMagnitude = T(0);
    return settled;
}

/// The report from its settled axes: verdict, MTV, distance, contacts.
template <class T>
[[gnu::always_inline]] inline void finishBoxReport(Report2<T>& out, const SettledBoxAxes<T>& settled, const Obb2<T>& a,
                                                   const Obb2<T>& b, const ReportOptions2<T>& options) {
    const T tolerance = options.tolerance;
    const T bestSeparation = settled.bestSeparation;
    out.firstSeparatingAxis = settled.first;
    out.bestAxis = settled.best;
    out.axisSeparation = bestSeparation;
    // classify(bestSeparation, tolerance) as arithmetic on its two comparisons.
    out.verdict = static_cast<Verdict>(1 + static_cast<int>(bestSeparation < -tolerance) -
                                       static_cast<int>(bestSeparation > tolerance));
    out.normal = settled.normal;
    out.depth = std::max(T(0), -bestSeparation);
    // A gap within a tolerance is "touching" and gets both the distance and
    // contacts. The option is tested first: it is the same for every pair of a
    // loop, the sign of the gap is not.
    if (options.computeDistance && bestSeparation > T(0)) {
        // From the best axis's face and the other box's edge facing it (no
        // search over all vertex-edge pairs). The separation is a lower bound
        // of the distance: it keeps a tiny gap from rounding to 0.
        const bool bOnPositiveSide = out.axes[static_cast<std::size_t>(settled.best)].bOnPositiveSide;
        out.distance = std::max(detail::boxPairDistance(a, b, settled.best, bOnPositiveSide), bestSeparation);
    }
    if (out.verdict != Verdict::Separated) {
        out.contacts.resizeForOverwrite(2);
        const int count = detail::boxPairContacts(a, b, settled.normal, settled.best < 2, tolerance, out.contacts.begin());
        out.contacts.resizeForOverwrite(static_cast<std::size_t>(count));
    }
}

} // namespace

template <class T> Report2<T> report(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    Report2<T> out;
    out.axes.resizeForOverwrite(4); // every field written below
    SettledBoxAxes<T> settled = writeBoxAxes(out.axes.begin(), a, b, options.tolerance);
    if (options.tolerance == T(0) && settled.smallestMagnitude <= detail::filterBound(a, b)) [[unlikely]] {
        settled = refineBoxAxes(out.axes.begin(), a, b);
    }
    finishBoxReport(out, settled, a, b, options);
    return out;
}

template <class T>
Report2<T> detail::reportObbPairPortable(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    Report2<T> out;
    out.axes.resizeForOverwrite(4);
    SettledBoxAxes<T> settled = writeBoxAxesPortable(out.axes.begin(), a, b, options.tolerance);
    if (options.tolerance == T(0) && settled.smallestMagnitude <= detail::filterBound(a, b)) [[unlikely]] {
        settled = refineBoxAxes(out.axes.begin(), a, b);
    }
    finishBoxReport(out, settled, a, b, options);
    return out;
}

template <class T>
Report2<T> detail::reportThroughAxisList(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    const detail::ObbObbFrame<T> frame = detail::obbObbFrame(a, b);
    AxisList<T> list;
    for (int i = 0; i < 2; ++i) {
        addGap(list, AxisSource{Role::A, true, i}, detail::boxAxis(a, i), a.center, detail::obbObbAxisOfA(frame, a, b, i),
               directionUncertainty(a, i));
    }
    for (int j = 0; j < 2; ++j) {
        addGap(list, AxisSource{Role::B, true, j}, detail::boxAxis(b, j), a.center, detail::obbObbAxisOfB(frame, a, b, j),
               directionUncertainty(b, j));
    }
    return finish(list, a, b, options);
}

template <class T> Report2<T> report(const Obb2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options) {
    const Vec2<T> d = b.center - a.center;
    AxisList<T> list;
    for (int i = 0; i < 2; ++i) {
        addGap(list, AxisSource{Role::A, true, i}, detail::boxAxis(a, i), a.center, detail::obbAabbAxisOfObb(a, b, d, i, true),
               directionUncertainty(a, i));
    }
    for (int j = 0; j < 2; ++j) {
        addGap(list, AxisSource{Role::B, true, j}, detail::axisDirection(b, j), a.center,
               detail::obbAabbAxisOfAabb(a, b, d, j, true), directionUncertainty(b, j));
    }
    return finish(list, a, b, options);
}

template <class T> Report2<T> report(const Aabb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    const Vec2<T> d = b.center - a.center;
    AxisList<T> list;
    for (int j = 0; j < 2; ++j) {
        addGap(list, AxisSource{Role::A, true, j}, detail::axisDirection(a, j), a.center,
               detail::obbAabbAxisOfAabb(b, a, d, j, false), directionUncertainty(a, j));
    }
    for (int i = 0; i < 2; ++i) {
        addGap(list, AxisSource{Role::B, true, i}, detail::boxAxis(b, i), a.center, detail::obbAabbAxisOfObb(b, a, d, i, false),
               directionUncertainty(b, i));
    }
    return finish(list, a, b, options);
}

// -------------------------------------------------------- pairs with a polygon

template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options) {
    AxisList<T> list = collectProjected<T>(a, b);
    return finish(list, a, b, options);
}
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    AxisList<T> list = collectProjected<T>(a, b);
    return finish(list, a, b, options);
}
template <class T> Report2<T> report(const Obb2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options) {
    AxisList<T> list = collectProjected<T>(a, b);
    return finish(list, a, b, options);
}
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options) {
    AxisList<T> list = collectProjected<T>(a, b);
    return finish(list, a, b, options);
}
template <class T> Report2<T> report(const Aabb2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options) {
    AxisList<T> list = collectProjected<T>(a, b);
    return finish(list, a, b, options);
}

// Explicit instantiations: float (a game engine's answer) and double.
#define SATLAB_INSTANTIATE_REPORT(T, ShapeA, ShapeB)                                                                             \
    template Report2<T> report(const ShapeA<T>&, const ShapeB<T>&, const ReportOptions2<T>&);
#define SATLAB_INSTANTIATE_REPORTS(T)                                                                                            \
    SATLAB_INSTANTIATE_REPORT(T, Aabb2, Aabb2)                                                                                   \
    SATLAB_INSTANTIATE_REPORT(T, Obb2, Obb2)                                                                                     \
    SATLAB_INSTANTIATE_REPORT(T, Obb2, Aabb2)                                                                                    \
    SATLAB_INSTANTIATE_REPORT(T, Aabb2, Obb2)                                                                                    \
    SATLAB_INSTANTIATE_REPORT(T, ConvexPolygon2, ConvexPolygon2)                                                                 \
    SATLAB_INSTANTIATE_REPORT(T, ConvexPolygon2, Obb2)                                                                           \
    SATLAB_INSTANTIATE_REPORT(T, Obb2, ConvexPolygon2)                                                                           \
    SATLAB_INSTANTIATE_REPORT(T, ConvexPolygon2, Aabb2)                                                                          \
    SATLAB_INSTANTIATE_REPORT(T, Aabb2, ConvexPolygon2)

SATLAB_INSTANTIATE_REPORTS(float)
SATLAB_INSTANTIATE_REPORTS(double)
template Report2<float> detail::reportThroughAxisList(const Obb2<float>&, const Obb2<float>&, const ReportOptions2<float>&);
template Report2<double> detail::reportThroughAxisList(const Obb2<double>&, const Obb2<double>&, const ReportOptions2<double>&);
template Report2<float> detail::reportObbPairPortable(const Obb2<float>&, const Obb2<float>&, const ReportOptions2<float>&);
template Report2<double> detail::reportObbPairPortable(const Obb2<double>&, const Obb2<double>&, const ReportOptions2<double>&);

} // namespace sat
