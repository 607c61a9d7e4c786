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
    out.frame = segmentPairFrame(first.start, first.end, first.radius, second.start, second.end, second.radius);
    const SegmentPairFrame& f = out.frame;
    SegmentPair& pair = out.pair;
    if (first.isPoint && second.isPoint) {
        pair.onSecond = f.offset;
        pair.distance = lengthOf(f.offset);
    } else {
        pair = closestSegmentPair(Vec3d{0, 0, 0}, f.d1, f.offset, f.d2);
    }
    const auto exactSign = [&] {
        if (!inExactRange(first) || !inExactRange(second) || !std::isfinite(f.window))
            return roundedSign(pair.distance - f.radiusSum);
        const ExactReal radius = ExactReal(first.radius) + ExactReal(second.radius);
        return segmentSegmentSign(exactVec(first.start), exactVec(first.end), exactVec(second.start), exactVec(second.end),
                                  radius * radius);
    };
    // Two spheres: the squared distance against the squared radius sum; otherwise the closest pair's
    // certificates (docs/accuracy.md, "Round 3D filter").
    out.pairSign = first.isPoint && second.isPoint
                       ? pointPointFilteredSign(first.start, second.start, first.radius, second.radius)
                       : segmentPairFilteredSign(f, pair);
    if (out.pairSign == 0) out.pairSign = exactSign();
    pair.onFirst = first.isPoint ? first.start : first.start + pair.onFirst;
    pair.onSecond = second.isPoint ? second.start : first.start + pair.onSecond;
    return out;
}

BoxRoundSign boxRoundSign(const Obb3<double>& box, const Core& round) {
    BoxRoundSign out;
    fillBoxRoundFrame(out.frame, box, round.start, round.end, round.isPoint, round.radius);
    boxRoundSignInto(box, round, out);
    return out;
}

void boxRoundSignInto(const Obb3<double>& box, const Core& round, BoxRoundSign& out) {
    const BoxRoundFrame& frame = out.frame;
    const Vec3d& half = box.halfExtents;
    if (round.isPoint) {
        out.pair.t = 0.0;
        out.pair.onSegment = frame.q0;
        out.pair.onBox = clampToBox(frame.q0, half);
        out.pair.distance = lengthOf(frame.q0 - out.pair.onBox);
    } else {
        out.pair = closestSegmentBox(frame.q0, frame.d, half);
    }
    out.pairSign = segmentBoxFilteredSign(frame, half, round.radius, out.pair);
    if (out.pairSign == 0) {
        if (!inExactRange(box) || !inExactRange(round) || !std::isfinite(frame.window)) {
            out.pairSign = roundedSign(out.pair.distance - round.radius);
        } else {
            const ExactVec3 s0 = toBoxFrame(box, round.start);
            out.pairSign = segmentBoxSign(half, s0, round.isPoint ? s0 : toBoxFrame(box, round.end), round.radius);
        }
    }
}

int boxRoundQuickSign(const Obb3<double>& box, const Core& round, const BoxRoundFrame& frame) {
    const Vec3d& half = box.halfExtents;
    const double r = round.radius;
    const Vec3d &q0 = frame.q0, &q1 = frame.q1, &d = frame.d;
    const double reach = r + frame.window, inner = r - frame.window;
    for (int i = 0; i < 3; ++i) {
        if (std::min(q0[i], q1[i]) - half[i] > reach || -half[i] - std::max(q0[i], q1[i]) > reach) return 1;
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
    if (inner > 0.0 && startSquared < inner * inner) return -1;
    if (round.isPoint) {
        if (startSquared > reach * reach) return 1;
    } else {
        if (inner > 0.0 && (excessSquared(q1) < inner * inner || excessSquared((q0 + q1) * 0.5) < inner * inner)) return -1;
        for (int i = 0; i < 3; ++i) {
            const int j = (i + 1) % 3, k = (i + 2) % 3;
            // L = e_i x d = (0 in i, -d_k in j, d_j in k); the segment projects to q0 . L, the box to sum h |L|.
            const double lj = -d[k], lk = d[j];
            const double gap = std::abs(q0[j] * lj + q0[k] * lk) - half[j] * std::abs(lj) - half[k] * std::abs(lk);
            if (gap > 0.0 && gap > reach * std::sqrt(lj * lj + lk * lk)) return 1;
        }
    }
    return 0;
}

/// overlaps() of a box and a round shape: the quick certificates first, each
/// decided only with a margin of the filter's window (so it agrees with the
/// exact answer, as boxRoundSign does), then boxRoundSign for the rest. A
/// face axis or a box edge x segment axis separating by more than the window
/// proves a gap; an end point or the middle of the segment nearer to the box
/// than r by more than the window proves an overlap (docs/accuracy.md,
/// "Round 3D filter", has the proofs).
bool boxRoundOverlap(const Obb3<double>& box, const Core& round) {
    BoxRoundSign decided;
    fillBoxRoundFrame(decided.frame, box, round.start, round.end, round.isPoint, round.radius);
    const int quick = boxRoundQuickSign(box, round, decided.frame);
    if (quick != 0) return quick < 0;
    boxRoundSignInto(box, round, decided);
    return decided.pairSign <= 0;
}

} // namespace detail::round3

namespace {

using detail::round3::boxInDouble3;
using detail::round3::boxRoundOverlap;
using detail::round3::boxRoundSign;
using detail::round3::roundCore3;
using detail::round3::roundRoundSign;

template <class A, class B> bool roundOverlap3(const A& a, const B& b) {
    return roundRoundSign(roundCore3(a), roundCore3(b)).pairSign <= 0;
}
template <class Box, class Round> bool boxOverlap3(const Box& box, const Round& round) {
    return boxRoundOverlap(boxInDouble3(box), roundCore3(round));
}
/// A sphere against a box: sphereBoxFilteredSign, then boxRoundSign for the
/// pairs within its window.
template <class T> bool sphereBoxOverlap3(const Obb3<T>& box, const Sphere3<T>& sphere) {
    const int sign = detail::round3::sphereBoxFilteredSign(box, sphere);
    if (sign != 0) return sign < 0;
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
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_OVERLAPS_PAIR, float)
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_OVERLAPS_PAIR, double)
#undef SATLAB_ROUND3_OVERLAPS_PAIR

} // namespace sat
