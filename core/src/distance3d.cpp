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

// Ericson, RTCD 5.1.9 (ClosestPtSegmentSegment), without its epsilon for
// degenerate segments: box edges have length 2h > 0.
template <class T> SegmentClosest<T> closestOnSegments(Vec3<T> p0, Vec3<T> p1, Vec3<T> q0, Vec3<T> q1) {
    const Vec3<T> d1 = p1 - p0;
    const Vec3<T> d2 = q1 - q0;
    const Vec3<T> r = p0 - q0;
    const T a = dot3(d1, d1);
    const T e = dot3(d2, d2);
    const T f = dot3(d2, r);
    const T c = dot3(d1, r);
    const T b = dot3(d1, d2);
    const T denom = a * e - b * b; // >= 0; 0 when the segments are parallel
    T s = denom > T(0) ? std::clamp((b * f - c * e) / denom, T(0), T(1)) : T(0);
    T t = (b * s + f) / e;
    if (t < T(0)) {
        t = T(0);
        s = std::clamp(-c / a, T(0), T(1));
    } else if (t > T(1)) {
        t = T(1);
        s = std::clamp((b - c) / a, T(0), T(1));
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

/// A sphere around a segment: every point of the segment is within
/// `radius` of `centre`.
template <class T> struct Ball {
    Vec3<T> centre;
    T radius;
};
template <class T> Ball<T> ballAround(const Vec3<T>& p0, const Vec3<T>& p1) {
    return {(p0 + p1) * T(0.5), std::sqrt(lengthSquared(p1 - p0)) * T(0.5)};
}
} // namespace

// The distance is the smallest of the corner-to-box and the 144 edge-to-edge
// distances (RTCD 5.1.9). Squared distances are compared and one square root
// taken at the end: sqrt rounds monotonically, so that is the same number as
// the smallest of the square roots.
//
// An edge pair whose bounding balls are already farther apart than the best
// distance so far cannot hold the minimum and is skipped. The test keeps a
// margin of 1e-3 of the pair's size, far above the rounding of the segment
// computation (a few eps of it), so a skipped pair's computed distance is
// always larger than the best: the result is the number the full search gives.
template <class T> T boxDistance(const Obb3<T>& aWorld, const Obb3<T>& bWorld) {
    // Measured about A's centre so that coordinates far from the origin do
    // not cost precision.
    const Obb3<T> a = shifted(aWorld, aWorld.center);
    const Obb3<T> b = shifted(bWorld, aWorld.center);
    T bestSquared = std::min(cornerDistanceSquared(a, b), cornerDistanceSquared(b, a));
    const std::array<Vec3<T>, 8> cornersA = corners(a);
    const std::array<Vec3<T>, 8> cornersB = corners(b);
    const T radiusB = std::sqrt(lengthSquared(b.halfExtents));
    const T margin = T(1e-3) * (std::sqrt(lengthSquared(b.center)) + std::sqrt(lengthSquared(a.halfExtents)) + radiusB);
    // Farther apart than the best by more than the margin (all terms >= 0).
    const auto beyondBest = [&](T lowerBound) { return lowerBound > margin && (lowerBound - margin) * (lowerBound - margin) > bestSquared; };
    std::array<Ball<T>, 12> ballsB;
    for (std::size_t k = 0; k < 12; ++k) {
        ballsB[k] = ballAround(cornersB[static_cast<std::size_t>(kBoxEdges[k][0])], cornersB[static_cast<std::size_t>(kBoxEdges[k][1])]);
    }
    for (const auto& edgeA : kBoxEdges) {
        const Vec3<T>& p0 = cornersA[static_cast<std::size_t>(edgeA[0])];
        const Vec3<T>& p1 = cornersA[static_cast<std::size_t>(edgeA[1])];
        const Ball<T> ballA = ballAround(p0, p1);
        if (beyondBest(std::sqrt(lengthSquared(ballA.centre - b.center)) - ballA.radius - radiusB)) continue; // all of B
        for (std::size_t k = 0; k < 12; ++k) {
            if (beyondBest(std::sqrt(lengthSquared(ballA.centre - ballsB[k].centre)) - ballA.radius - ballsB[k].radius)) continue;
            const SegmentClosest<T> closest = closestOnSegments(p0, p1, cornersB[static_cast<std::size_t>(kBoxEdges[k][0])],
                                                                cornersB[static_cast<std::size_t>(kBoxEdges[k][1])]);
            bestSquared = std::min(bestSquared, lengthSquared(closest.onFirst - closest.onSecond));
        }
    }
    return std::sqrt(bestSquared);
}

#define SATLAB_INSTANTIATE_DISTANCE3(T)                                                                       \
    template Vec3<T> closestOnBox(const Obb3<T>&, const Vec3<T>&);                                            \
    template SegmentClosest<T> closestOnSegments(Vec3<T>, Vec3<T>, Vec3<T>, Vec3<T>);                         \
    template T boxDistance(const Obb3<T>&, const Obb3<T>&);
SATLAB_INSTANTIATE_DISTANCE3(float)
SATLAB_INSTANTIATE_DISTANCE3(double)
#undef SATLAB_INSTANTIATE_DISTANCE3

} // namespace sat::detail
