// SPDX-License-Identifier: MIT
// Distances between boxes, points and segments for the 3D report.

#include <algorithm>
#include <cmath>
#include <limits>

#include "report3d_detail.hpp"

namespace sat::detail {

template <class T> Vec3<T> closestOnBox(const Obb3<T>& box, const Vec3<T>& p) {
    const Vec3<T> offset = p - box.center;
    Vec3<T> q = box.center;
    for (std::size_t i = 0; i < 3; ++i) {
        const T half = box.halfExtents[static_cast<int>(i)];
        q += box.axes[i] * std::clamp(dot3(offset, box.axes[i]), -half, half);
    }
    return q;
}

// Ericson, RTCD 5.1.9 (ClosestPtSegmentSegment). A box edge has length 2h,
// which is 0 for a zero half extent, and its two ends also round to one point
// when h is below the rounding of the box's coordinates: such a segment is a
// point, and Ericson's cases for it apply (compared with exact 0 rather than
// his epsilon: any positive squared length divides without overflow to a
// NaN here, and the general case is unchanged). Before, a point segment
// divided by zero and gave NaN points (later dropped by the in-both filter).
template <class T> SegmentClosest<T> closestOnSegments(Vec3<T> p0, Vec3<T> p1, Vec3<T> q0, Vec3<T> q1) {
    const Vec3<T> d1 = p1 - p0;
    const Vec3<T> d2 = q1 - q0;
    const Vec3<T> r = p0 - q0;
    const T a = dot3(d1, d1);
    const T e = dot3(d2, d2);
    const T f = dot3(d2, r);
    const T c = dot3(d1, r);
    const T b = dot3(d1, d2);
    T s = T(0), t = T(0);
    if (e <= T(0)) { // the second segment is a point
        s = a > T(0) ? std::clamp(-c / a, T(0), T(1)) : T(0);
    } else if (a <= T(0)) { // the first is a point
        t = std::clamp(f / e, T(0), T(1));
    } else {
        const T denom = a * e - b * b; // >= 0; 0 when the segments are parallel
        s = denom > T(0) ? std::clamp((b * f - c * e) / denom, T(0), T(1)) : T(0);
        t = (b * s + f) / e;
        if (t < T(0)) {
            t = T(0);
            s = std::clamp(-c / a, T(0), T(1));
        } else if (t > T(1)) {
            t = T(1);
            s = std::clamp((b - c) / a, T(0), T(1));
        }
    }
    return {p0 + d1 * s, q0 + d2 * t};
}

namespace {
template <class T> T lengthSquared(const Vec3<T>& v) { return dot3(v, v); }

template <class T> Obb3<T> shifted(Obb3<T> box, const Vec3<T>& origin) {
    box.center -= origin;
    return box;
}

/// Smallest squared distance from any corner of `from` to the box `to`.
template <class T> T cornerDistanceSquared(const Obb3<T>& from, const Obb3<T>& to) {
    T best = std::numeric_limits<T>::max();
    for (const Vec3<T>& corner : corners(from)) best = std::min(best, lengthSquared(corner - closestOnBox(to, corner)));
    return best;
}

} // namespace

// The distance is the smallest of the corner-to-box and the 144 edge-to-edge
// distances (RTCD 5.1.9). Squared distances are compared and one square root
// taken at the end: sqrt rounds monotonically, so that is the same number as
// the smallest of the square roots.
//
// An edge pair is skipped when it cannot hold the minimum: projected on the
// unit direction n from A's centre to B's, the distance between two
// segments is at least the gap between their projections (projection does
// not lengthen), so a pair whose gap exceeds the best distance so far is
// farther. The test keeps a margin of 1e-3 of the pair's size, far above the
// rounding of the segment computation (a few eps of it), so a skipped pair's
// computed distance is always larger than the best: the result is the
// number the full search gives.
template <class T> T boxDistance(const Obb3<T>& aWorld, const Obb3<T>& bWorld) {
    // Measured about A's centre so that coordinates far from the origin do
    // not cost precision.
    const Obb3<T> a = shifted(aWorld, aWorld.center);
    const Obb3<T> b = shifted(bWorld, aWorld.center);
    T bestSquared = std::min(cornerDistanceSquared(a, b), cornerDistanceSquared(b, a));
    T best = std::sqrt(bestSquared);
    const std::array<Vec3<T>, 8> cornersA = corners(a);
    const std::array<Vec3<T>, 8> cornersB = corners(b);
    const T centreDistance = std::sqrt(lengthSquared(b.center));
    const Vec3<T> n = centreDistance > T(0) ? b.center / centreDistance : Vec3<T>{};
    const T margin = T(1e-3) *
                     (centreDistance + std::sqrt(lengthSquared(a.halfExtents)) + std::sqrt(lengthSquared(b.halfExtents)));
    std::array<T, 8> alongA{}, alongB{};
    for (std::size_t i = 0; i < 8; ++i) {
        alongA[i] = dot3(cornersA[i], n);
        alongB[i] = dot3(cornersB[i], n);
    }
    const T nearestB = *std::min_element(alongB.begin(), alongB.end());
    for (const auto& edgeA : kBoxEdges) {
        const auto a0 = static_cast<std::size_t>(edgeA[0]);
        const auto a1 = static_cast<std::size_t>(edgeA[1]);
        const T reachA = std::max(alongA[a0], alongA[a1]);
        if (nearestB - reachA - margin > best) continue; // every edge of B is farther
        for (const auto& edgeB : kBoxEdges) {
            const auto b0 = static_cast<std::size_t>(edgeB[0]);
            const auto b1 = static_cast<std::size_t>(edgeB[1]);
            if (std::min(alongB[b0], alongB[b1]) - reachA - margin > best) continue;
            const SegmentClosest<T> closest = closestOnSegments(cornersA[a0], cornersA[a1], cornersB[b0], cornersB[b1]);
            const T squared = lengthSquared(closest.onFirst - closest.onSecond);
            if (squared < bestSquared) {
                bestSquared = squared;
                best = std::sqrt(bestSquared);
            }
        }
    }
    return best;
}

#define SATLAB_INSTANTIATE_DISTANCE3(T)                                                                                          \
    template Vec3<T> closestOnBox(const Obb3<T>&, const Vec3<T>&);                                                               \
    template SegmentClosest<T> closestOnSegments(Vec3<T>, Vec3<T>, Vec3<T>, Vec3<T>);                                            \
    template T boxDistance(const Obb3<T>&, const Obb3<T>&);
SATLAB_INSTANTIATE_DISTANCE3(float)
SATLAB_INSTANTIATE_DISTANCE3(double)
#undef SATLAB_INSTANTIATE_DISTANCE3

} // namespace sat::detail
