// SPDX-License-Identifier: MIT
#pragma once
// The round 3D pairs' shared work (not public API): a round shape's core, the
// per-axis and per-pair results the fast tests and the reports compute, and the functions that compute them.

#include <cmath>
#include <limits>

#include "sat/detail/round3d_filter.hpp"
#include "sat/detail/round3d_geometry.hpp"
#include "sat/round3d.hpp"
#include "sat/sat3d.hpp"

namespace sat::detail::round3 {

/// A round shape's core (a segment; a point for a sphere) and radius.
struct Core {
    Vec3d start{}, end{};
    double radius = 0.0;
    bool isPoint = false;
};
inline Core coreOf(const Sphere3<double>& s) { return {s.center, s.center, s.radius, true}; }
inline Core coreOf(const Capsule3<double>& c) { return {c.start, c.end, c.radius, false}; }

/// One candidate axis before it becomes an AxisResult3: `separation` has the
/// exact sign when `settled`.
struct AxisWork {
    AxisSource3 source;
    Vec3d direction{}; ///< unit, world space; zero when degenerate
    double separation = 0.0;
    bool degenerate = false;
    DegenerateReason reason = DegenerateReason::None;
    double crossLength = 1.0;
};

/// What a pair kind's computation hands to the report.
struct Work {
    InlineVector<AxisWork, 8> axes;
    int pairSign = 0;          ///< sign of dist(cores) - (rA + rB), exact (filtered, or evaluated exactly)
    double coreDistance = 0.0; ///< dist(cores), rounded
    double radiusSum = 0.0;
    double window = 0.0;                   ///< the pair's window (round3d_filter.hpp): errorBound
    Vec3d closestFirst{}, closestSecond{}; ///< the cores' closest points, world space (first, second as computed)
    double weightFirst = 0.0;              ///< rFirst / (rFirst + rSecond): where the contact splits the line
    /// The MTV normal when every axis is degenerate (cores that meet with no
    /// direction between them): perpendicular to a capsule's segment, along
    /// which pushing B by the radii's sum separates.
    Vec3d fallbackNormal{0, 0, 1};
    ContactKind contactKind = ContactKind::ClosestPoints;
    InlineVector<Vec3d, 4> contacts; ///< set when contactKind is SegmentOverlap
};

/// `value` with the exact sign `sign` (0 when touching, the smallest
/// subnormal of the sign where the rounded value disagrees).
inline double withSign(double value, int sign) {
    if (sign == 0) return 0.0;
    if (sign > 0 && !(value > 0.0)) return std::numeric_limits<double>::denorm_min();
    if (sign < 0 && !(value < 0.0)) return -std::numeric_limits<double>::denorm_min();
    return value;
}

/// The sign of a rounded value; NaN (from non-finite shapes, outside the
/// preconditions) counts as separated.
inline int roundedSign(double value) { return value < 0.0 ? -1 : (value == 0.0 ? 0 : 1); }

/// true when `value` is zero or within [2^-200, 2^200] in magnitude: the
/// range in which the exact arithmetic neither underflows nor overflows
/// (sat/round3d.hpp's precondition). Outside it the expansions lose their
/// exactness and can grow without bound, so the rounded sign is taken.
inline bool inExactRange(double value) {
    const double magnitude = std::abs(value);
    return magnitude == 0.0 || (magnitude >= 0x1p-200 && magnitude <= 0x1p200);
}
inline bool inExactRange(const Vec3d& v) { return inExactRange(v.x) && inExactRange(v.y) && inExactRange(v.z); }
inline bool inExactRange(const Core& c) { return inExactRange(c.start) && inExactRange(c.end) && inExactRange(c.radius); }
inline bool inExactRange(const Obb3<double>& b) {
    return inExactRange(b.center) && inExactRange(b.halfExtents) && inExactRange(b.axes[0]) && inExactRange(b.axes[1]) &&
           inExactRange(b.axes[2]);
}

/// The sign of `value` when it is outside the window, else `exactSign()`.
/// A window that is not finite comes from non-finite numbers, outside the
/// preconditions: the exact arithmetic would not terminate usefully on
/// them, so the rounded sign is taken.
template <class ExactSign> int settledSign(double value, double window, bool settle, ExactSign&& exactSign) {
    if (!settle || !std::isfinite(window) || !(std::abs(value) <= window)) return roundedSign(value);
    return exactSign();
}

inline Role roleOf(bool first, bool firstIsA) { return first == firstIsA ? Role::A : Role::B; }

/// The cores' closest pair and the pair's exact sign: what overlaps() needs,
/// and where report() starts, so both decide on the same numbers. The pair
/// is computed relative to the first core's start (`frame`) and moved back
/// to world space.
struct RoundRoundSign {
    SegmentPairFrame frame;
    SegmentPair pair; ///< world space
    int pairSign = 0;
};
/// Two round cores' closest pair and its exact sign.
RoundRoundSign roundRoundSign(const Core& first, const Core& second);

/// The round core in the box's frame, its closest pair with the box and the
/// pair's exact sign (as RoundRoundSign).
struct BoxRoundSign {
    BoxRoundFrame frame;
    SegmentBoxPair pair;
    int pairSign = 0;
};
BoxRoundSign boxRoundSign(const Obb3<double>& box, const Core& round);
/// The same written into `out`, whose frame is filled already (fillBoxRoundFrame).
void boxRoundSignInto(const Obb3<double>& box, const Core& round, BoxRoundSign& out);

/// overlaps() of a box and a round shape, decided exactly (round3d_overlaps.cpp).
bool boxRoundOverlap(const Obb3<double>& box, const Core& round);
/// The box and round shape's quick certificates (round3d_overlaps.cpp) on the filled frame: +1 a proved gap,
/// -1 a proved overlap, 0 when only the closest pair (boxRoundSignInto) can decide.
int boxRoundQuickSign(const Obb3<double>& box, const Core& round, const BoxRoundFrame& frame);

/// Two round shapes' candidate axes and contacts (round3d_axes.cpp); `settle`
/// evaluates an axis's sign exactly within the window (tolerance 0).
Work roundRound(const Core& first, const Core& second, bool firstIsA, bool settle);
/// The same from the cores' closest pair and sign, decided already (roundRoundSign).
Work roundRound(const Core& first, const Core& second, bool firstIsA, bool settle, const RoundRoundSign& decided);
/// A box and a round shape's candidate axes and contacts, in the box's stored frame.
Work boxRound(const Obb3<double>& box, const Core& round, bool boxIsA, bool settle);
/// The same from the closest pair and sign, decided already (boxRoundSign).
Work boxRound(const Obb3<double>& box, const Core& round, bool boxIsA, bool settle, const BoxRoundSign& decided);

/// A shape's numbers widened to double (exact), as the functions above take them.
template <class T> Core roundCore3(const Sphere3<T>& s) { return coreOf(castShape<double>(s)); }
template <class T> Core roundCore3(const Capsule3<T>& c) { return coreOf(castShape<double>(c)); }
template <class T> Obb3<double> boxInDouble3(const Obb3<T>& b) { return castShape<double>(b); }
template <class T> Obb3<double> boxInDouble3(const Aabb3<T>& b) { return Obb3<double>::fromAabb(castShape<double>(b)); }

} // namespace sat::detail::round3

/// The twelve round 3D pair kinds as X(T, A, B), for the files' explicit instantiations.
#define SATLAB_ROUND3_PAIR_KINDS(X, T)                                                                                           \
    X(T, Sphere3, Sphere3)                                                                                                       \
    X(T, Sphere3, Capsule3)                                                                                                      \
    X(T, Capsule3, Sphere3)                                                                                                      \
    X(T, Capsule3, Capsule3)                                                                                                     \
    X(T, Obb3, Sphere3)                                                                                                          \
    X(T, Sphere3, Obb3)                                                                                                          \
    X(T, Obb3, Capsule3)                                                                                                         \
    X(T, Capsule3, Obb3)                                                                                                         \
    X(T, Aabb3, Sphere3)                                                                                                         \
    X(T, Sphere3, Aabb3)                                                                                                         \
    X(T, Aabb3, Capsule3)                                                                                                        \
    X(T, Capsule3, Aabb3)
