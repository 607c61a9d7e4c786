// SPDX-License-Identifier: MIT
#pragma once
// Pieces of the 3D report shared between its source files (not public API).

#include <bit>
#include <cmath>
#include <limits>

#include "sat/detail/box_distance3.hpp"
#include "sat/detail/exact3d.hpp"
#include "sat/detail/report_paths.hpp"
#include "sat/sat3d.hpp"

namespace sat::detail {

/// Rounding part of the error bound (docs/sat-3d.md): 32 eps times the sum
/// of |centre offset| and all half extents (1-norms).
template <class T> T roundingBound(const Obb3<T>& a, const Obb3<T>& b) {
    const auto sum = [](const Vec3<T>& v) { return std::abs(v.x) + std::abs(v.y) + std::abs(v.z); };
    return T(32) * std::numeric_limits<T>::epsilon() * (sum(b.center - a.center) + sum(a.halfExtents) + sum(b.halfExtents));
}

/// The axes whose sign the floating-point numbers do not settle at
/// tolerance 0 (bit k: axis k): an edge-pair axis skipped as parallel whose
/// exact cross product is not zero, or an axis whose unnormalised margin
/// |separation_k| * |v_k| is within the exact filter's bound
/// (exactFilterBound). |v_k| is 1 on the face axes (B's are within 4 eps of
/// it, inside the bound's margin) and on edge pairs at least
/// (|p| + |q|) / sqrt(2) for v = e_i x r_j's two entries p, q. `separation` is indexed by axis; report() and
/// manifold() call this with the same numbers, so both settle the same pairs.
/// openAxes' bound: exactFilterBound, 1/16 more for the rounding of the
/// division by |v| and of the product.
template <class T> T openAxesBound(const PairFrame3<T>& frame) {
    return exactFilterBound(frame.offset, frame.halfA, frame.halfB) * T(1.0625);
}
/// openAxes' limit on an edge pair's |separation| (|p| + |q|).
template <class T> T openAxesEdgeLimit(T bound) { return bound * T(1.4143); }

template <class T, class Separations>
unsigned openAxes(const Obb3<T>& a, const Obb3<T>& b, const PairFrame3<T>& frame, const Separations& separation,
                  unsigned degenerateMask) {
    const T bound = openAxesBound(frame);
    // Infinite or NaN numbers (or sums that overflow) are outside the exact
    // evaluation's domain (sat/detail/exact.hpp): left as computed.
    if (!(bound <= std::numeric_limits<T>::max())) return 0;
    unsigned open = 0;
#pragma GCC unroll 6
    for (int k = 0; k < 6; ++k) {
        if (!(std::abs(separation[k]) > bound)) open |= 1U << k;
    }
#pragma GCC unroll 9
    for (int k = 6; k < 15; ++k) {
        const int i = (k - 6) / 3;
        const int j = (k - 6) % 3;
        if ((degenerateMask >> k) & 1U) {
            // Aligned boxes: most parallel edge pairs are exactly parallel, no axis at all.
            const Vec3<double> axisA(a.axes[static_cast<std::size_t>(i)]), axisB(b.axes[static_cast<std::size_t>(j)]);
            if (!crossIsExactlyZero(axisA, axisB)) open |= 1U << k;
            continue;
        }
        // |v| >= (|p| + |q|) / sqrt(2): no squares, which could overflow.
        const Vec3<T>& column = frame.axesB[static_cast<std::size_t>(j)];
        const T p = column[(i + 1) % 3], q = column[(i + 2) % 3];
        if (!(std::abs(separation[k]) * (std::abs(p) + std::abs(q)) > openAxesEdgeLimit(bound))) open |= 1U << k;
    }
    return open;
}

/// openAxes from the float box path's lanes (report3d_box_lanes.hpp), which
/// make its comparisons on the same numbers in the axes' own lanes and hand
/// over `candidates`: the axes they leave open plus the skipped ones (0
/// outside the exact domain). A skipped axis stays open unless its exact
/// cross product is zero. Equal to openAxes on the same pair, bit for bit.
inline unsigned openAxesOfLanes(const Obb3<float>& a, const Obb3<float>& b, unsigned candidates, unsigned degenerateMask) {
    unsigned open = candidates;
    for (unsigned skipped = candidates & degenerateMask; skipped != 0; skipped &= skipped - 1) {
        const int k = std::countr_zero(skipped);
        const Vec3<double> axisA(a.axes[static_cast<std::size_t>((k - 6) / 3)]);
        const Vec3<double> axisB(b.axes[static_cast<std::size_t>((k - 6) % 3)]);
        if (crossIsExactlyZero(axisA, axisB)) open &= ~(1U << k);
    }
    return open;
}

/// Makes the report exact at tolerance 0 (docs/sat-3d.md, "Exact verdicts in
/// 3D"): every axis of `open` evaluated exactly (its separation then has the
/// exact sign, 0 when touching; an exactly zero cross product is skipped as
/// parallel, a nonzero one of nearly parallel edges becomes a real axis with
/// the exact direction), then the first separating and best axes, verdict,
/// depth, normal, distance and contacts again from the settled axes.
/// `boxContacts`: the float box path's contact finder (findBoxContacts),
/// else findContacts. Out of line and cold.
template <class T>
[[gnu::cold]] void settleReport(const Obb3<T>& a, const Obb3<T>& b, unsigned open, bool computeDistance, bool boxContacts,
                                Report3<T>& report);

/// Euclidean distance between two separated boxes from their closest
/// features, found from the best axis (`normal`, unit, A to B):
/// boxDistanceFromFeatures's distance.
template <class T> T boxDistance(const Obb3<T>& a, const Obb3<T>& b, const Vec3<T>& normal);

/// Contact points for a touching or overlapping pair, from the report's
/// best axis and normal (face-face clipping or edge-edge closest points).
/// `Out` is Report3<T> or BoxManifold3<double>: it reads bestAxis and
/// normal, writes contactKind and contacts.
template <class T, class Out> void findContacts(const Obb3<T>& a, const Obb3<T>& b, Out& report, T tolerance);
/// findContacts for float boxes with the face clipping on fixed arrays (the
/// float box report's path); the same points, tested against findContacts
/// through detail::reportPortable. `Out` is Report3<float> or
/// BoxManifold3<float>: it reads bestAxis and normal, writes contactKind and
/// contacts (the same function for both, so both get the same points).
template <class Out> void findBoxContacts(const Obb3<float>& a, const Obb3<float>& b, Out& out, float tolerance);

/// Closest points of segments [p0, p1] and [q0, q1] (Ericson, RTCD 5.1.9).
template <class T> struct SegmentClosest {
    Vec3<T> onFirst{};
    Vec3<T> onSecond{};
};
template <class T> SegmentClosest<T> closestOnSegments(Vec3<T> p0, Vec3<T> p1, Vec3<T> q0, Vec3<T> q1);

/// The point of the box nearest to p (p itself when inside).
template <class T> Vec3<T> closestOnBox(const Obb3<T>& box, const Vec3<T>& p);

} // namespace sat::detail
