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
template <class T> T length(const Vec3<T>& v) { return std::sqrt(dot3(v, v)); }

template <class T> Obb3<T> shifted(Obb3<T> box, const Vec3<T>& origin) {
    box.center -= origin;
    return box;
}

/// Smallest distance from any corner of `from` to the box `to`.
template <class T> T cornerDistance(const Obb3<T>& from, const Obb3<T>& to) {
    T best = std::numeric_limits<T>::max();
    for (const Vec3<T>& corner : corners(from)) best = std::min(best, length(corner - closestOnBox(to, corner)));
    return best;
}
} // namespace

template <class T> T boxDistance(const Obb3<T>& aWorld, const Obb3<T>& bWorld) {
    // Measured about A's centre so that coordinates far from the origin do
    // not cost precision.
    const Obb3<T> a = shifted(aWorld, aWorld.center);
    const Obb3<T> b = shifted(bWorld, aWorld.center);
    T best = std::min(cornerDistance(a, b), cornerDistance(b, a));
    const std::array<Vec3<T>, 8> cornersA = corners(a);
    const std::array<Vec3<T>, 8> cornersB = corners(b);
    for (const auto& edgeA : kBoxEdges) {
        for (const auto& edgeB : kBoxEdges) {
            const SegmentClosest<T> closest =
                closestOnSegments(cornersA[static_cast<std::size_t>(edgeA[0])], cornersA[static_cast<std::size_t>(edgeA[1])],
                                  cornersB[static_cast<std::size_t>(edgeB[0])], cornersB[static_cast<std::size_t>(edgeB[1])]);
            best = std::min(best, length(closest.onFirst - closest.onSecond));
        }
    }
    return best;
}

#define SATLAB_INSTANTIATE_DISTANCE3(T)                                                                       \
    template Vec3<T> closestOnBox(const Obb3<T>&, const Vec3<T>&);                                            \
    template SegmentClosest<T> closestOnSegments(Vec3<T>, Vec3<T>, Vec3<T>, Vec3<T>);                         \
    template T boxDistance(const Obb3<T>&, const Obb3<T>&);
SATLAB_INSTANTIATE_DISTANCE3(float)
SATLAB_INSTANTIATE_DISTANCE3(double)
#undef SATLAB_INSTANTIATE_DISTANCE3

} // namespace sat::detail
