// SPDX-License-Identifier: MIT
// Spheres and capsules against each other and against boxes: the fast tests, the floating-point filter on the
// cores' closest pair with its exact fallback.

#include <algorithm>
#include <cmath>

#include "round3d_exact.hpp"
#include "round3d_work.hpp"
#include "sat/detail/round3d_filter.hpp"
#include "sat/round3d.hpp"

namespace sat {

namespace detail::round3 {

RoundRoundSign roundRoundSign(const Core& first, const Core& second) {
    RoundRoundSign out;
    const Vec3d d1 = first.end - first.start, d2 = second.end - second.start;
    if (first.isPoint && second.isPoint) {
        out.pair.onFirst = first.start;
        out.pair.onSecond = second.start;
        out.pair.distance = lengthOf(second.start - first.start);
    } else {
        out.pair = closestSegmentPair(first.start, d1, second.start, d2);
    }
    out.radiusSum = first.radius + second.radius;
    out.window = (norm1(second.start - first.start) + norm1(d1) + norm1(d2) + out.radiusSum) * kWindowShare;
    const auto exactSign = [&] {
        if (!inExactRange(first) || !inExactRange(second)) return roundedSign(out.pair.distance - out.radiusSum);
        const ExactReal radius = ExactReal(first.radius) + ExactReal(second.radius);
        return segmentSegmentSign(exactVec(first.start), exactVec(first.end), exactVec(second.start), exactVec(second.end),
                                  radius * radius);
    };
    if (first.isPoint && second.isPoint) {
        // Two spheres: the squared distance against the squared radius sum, with a proven bound.
        out.pairSign = pointPointFilteredSign(first.start, second.start, first.radius, second.radius);
        if (out.pairSign == 0)
            out.pairSign = std::isfinite(out.window) ? exactSign() : roundedSign(out.pair.distance - out.radiusSum);
        return out;
    }
    out.pairSign = settledSign(out.pair.distance - out.radiusSum, out.window, true, exactSign);
    return out;
}

BoxRoundSign boxRoundSign(const Obb3<double>& box, const Core& round) {
    BoxRoundSign out;
    const auto toFrame = [&](const Vec3d& p) {
        const Vec3d offset = p - box.center;
        return Vec3d{dotOf(box.axes[0], offset), dotOf(box.axes[1], offset), dotOf(box.axes[2], offset)};
    };
    const Vec3d& half = box.halfExtents;
    out.q0 = toFrame(round.start);
    out.q1 = round.isPoint ? out.q0 : toFrame(round.end);
    out.d = out.q1 - out.q0;
    if (round.isPoint) {
        out.pair.onSegment = out.q0;
        out.pair.onBox = clampToBox(out.q0, half);
        out.pair.distance = lengthOf(out.q0 - out.pair.onBox);
    } else {
        out.pair = closestSegmentBox(out.q0, out.d, half);
    }
    out.window = (norm1(out.q0) + norm1(out.d) + norm1(half) + round.radius) * kWindowShare;
    out.pairSign = settledSign(out.pair.distance - round.radius, out.window, true, [&] {
        if (!inExactRange(box) || !inExactRange(round)) return roundedSign(out.pair.distance - round.radius);
        const ExactVec3 s0 = toBoxFrame(box, round.start);
        return segmentBoxSign(half, s0, round.isPoint ? s0 : toBoxFrame(box, round.end), round.radius);
    });
    return out;
}

/// overlaps() of a box and a round shape: the quick certificates first, each
/// decided only with a margin of the filter's window (so it agrees with the
/// exact answer, as boxRoundSign does), then boxRoundSign for the rest. A
/// face axis or a box edge x segment axis separating by more than the window
/// proves a gap; an end point or the middle of the segment nearer to the box
/// than r by more than the window proves an overlap.
bool boxRoundOverlap(const Obb3<double>& box, const Core& round) {
    const Vec3d& half = box.halfExtents;
    const double r = round.radius;
    const Vec3d startOffset = round.start - box.center;
    const Vec3d q0{dotOf(box.axes[0], startOffset), dotOf(box.axes[1], startOffset), dotOf(box.axes[2], startOffset)};
    Vec3d q1 = q0;
    if (!round.isPoint) {
        const Vec3d endOffset = round.end - box.center;
        q1 = {dotOf(box.axes[0], endOffset), dotOf(box.axes[1], endOffset), dotOf(box.axes[2], endOffset)};
    }
    const Vec3d d = q1 - q0;
    const double window = (norm1(q0) + norm1(d) + norm1(half) + r) * kWindowShare;
    const double reach = r + window, inner = r - window;
    for (int i = 0; i < 3; ++i) {
        if (std::min(q0[i], q1[i]) - half[i] > reach || -half[i] - std::max(q0[i], q1[i]) > reach) return false;
    }
    const auto excessSquared = [&](const Vec3d& p) {
        double sum = 0.0;
        for (int i = 0; i < 3; ++i) {
            const double excess = std::abs(p[i]) - half[i];
            if (excess > 0.0) sum += excess * excess;
        }
        return sum;
    };
    const double startSquared = excessSquared(q0);
    if (inner > 0.0 && startSquared < inner * inner) return true;
    if (round.isPoint) {
        if (startSquared > reach * reach) return false;
    } else {
        if (inner > 0.0 && (excessSquared(q1) < inner * inner || excessSquared((q0 + q1) * 0.5) < inner * inner)) return true;
        for (int i = 0; i < 3; ++i) {
            const int j = (i + 1) % 3, k = (i + 2) % 3;
            // L = e_i x d = (0 in i, -d_k in j, d_j in k); the segment projects to q0 . L, the box to sum h |L|.
            const double lj = -d[k], lk = d[j];
            const double gap = std::abs(q0[j] * lj + q0[k] * lk) - half[j] * std::abs(lj) - half[k] * std::abs(lk);
            if (gap > 0.0 && gap * gap > reach * reach * (lj * lj + lk * lk) * 1.000001) return false;
        }
    }
    return boxRoundSign(box, round).pairSign <= 0;
}

} // namespace detail::round3

namespace {

using detail::round3::boxInDouble3;
using detail::round3::boxRoundOverlap;
using detail::round3::boxRoundSign;
using detail::round3::kWindowShare;
using detail::round3::roundCore3;
using detail::round3::roundRoundSign;

template <class A, class B> bool roundOverlap3(const A& a, const B& b) {
    return roundRoundSign(roundCore3(a), roundCore3(b)).pairSign <= 0;
}
template <class Box, class Round> bool boxOverlap3(const Box& box, const Round& round) {
    return boxRoundOverlap(boxInDouble3(box), roundCore3(round));
}
/// A sphere against a box: the squared distance from the centre to the box
/// in its frame against (r +- window)^2, widened to double as it is read;
/// boxRoundSign for the pairs within the window.
template <class T> bool sphereBoxOverlap3(const Obb3<T>& box, const Sphere3<T>& sphere) {
    const double ox = double(sphere.center.x) - double(box.center.x), oy = double(sphere.center.y) - double(box.center.y),
                 oz = double(sphere.center.z) - double(box.center.z);
    double squared = 0.0, size = 0.0;
    for (std::size_t i = 0; i < 3; ++i) {
        const Vec3<T>& axis = box.axes[i];
        const double along = std::abs(double(axis.x) * ox + double(axis.y) * oy + double(axis.z) * oz);
        const double half = double(box.halfExtents[static_cast<int>(i)]);
        const double excess = std::max(along - half, 0.0);
        squared += excess * excess;
        size += along + half;
    }
    const double r = double(sphere.radius);
    const double window = (size + r) * kWindowShare;
    const double reach = r + window, inner = r - window;
    if (squared > reach * reach) return false;
    if (inner > 0.0 && squared < inner * inner) return true;
    return boxRoundSign(boxInDouble3(box), roundCore3(sphere)).pairSign <= 0;
}
template <class T> bool sphereBoxOverlap3(const Aabb3<T>& box, const Sphere3<T>& sphere) {
    return sphereBoxOverlap3(Obb3<T>::fromAabb(box), sphere);
}

} // namespace

template <class T> bool overlaps(const Sphere3<T>& a, const Sphere3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Sphere3<T>& a, const Capsule3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Sphere3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Capsule3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Obb3<T>& a, const Sphere3<T>& b) { return sphereBoxOverlap3(a, b); }
template <class T> bool overlaps(const Sphere3<T>& a, const Obb3<T>& b) { return sphereBoxOverlap3(b, a); }
template <class T> bool overlaps(const Obb3<T>& a, const Capsule3<T>& b) { return boxOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Obb3<T>& b) { return boxOverlap3(b, a); }
template <class T> bool overlaps(const Aabb3<T>& a, const Sphere3<T>& b) { return sphereBoxOverlap3(a, b); }
template <class T> bool overlaps(const Sphere3<T>& a, const Aabb3<T>& b) { return sphereBoxOverlap3(b, a); }
template <class T> bool overlaps(const Aabb3<T>& a, const Capsule3<T>& b) { return boxOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Aabb3<T>& b) { return boxOverlap3(b, a); }

#define SATLAB_ROUND3_OVERLAPS_PAIR(T, A, B) template bool overlaps(const A<T>&, const B<T>&);
#define SATLAB_ROUND3_OVERLAPS_INSTANTIATE(T)                                                                                    \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Sphere3, Sphere3)                                                                             \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Sphere3, Capsule3)                                                                            \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Capsule3, Sphere3)                                                                            \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Capsule3, Capsule3)                                                                           \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Obb3, Sphere3)                                                                                \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Sphere3, Obb3)                                                                                \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Obb3, Capsule3)                                                                               \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Capsule3, Obb3)                                                                               \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Aabb3, Sphere3)                                                                               \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Sphere3, Aabb3)                                                                               \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Aabb3, Capsule3)                                                                              \
    SATLAB_ROUND3_OVERLAPS_PAIR(T, Capsule3, Aabb3)
SATLAB_ROUND3_OVERLAPS_INSTANTIATE(float)
SATLAB_ROUND3_OVERLAPS_INSTANTIATE(double)
#undef SATLAB_ROUND3_OVERLAPS_INSTANTIATE
#undef SATLAB_ROUND3_OVERLAPS_PAIR

} // namespace sat
