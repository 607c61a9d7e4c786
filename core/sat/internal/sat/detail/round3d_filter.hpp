// SPDX-License-Identifier: MIT
#pragma once
// The round 3D pairs' floating-point filters with proven error bounds (docs/accuracy.md, "Round 3D filter"):
// each returns the exact sign of a pair's or an axis's quantity when the double evaluation proves it, 0 when
// it cannot (the exact path decides then). Preconditions: every number zero or within [2^-200, 2^200] in
// magnitude (no underflow or overflow in the products), radii >= 0, a box's stored axes unit up to rounding
// (each component at most 1 + 2^-20 in magnitude, as every Obb3 built by its factories).

#include <algorithm>
#include <cmath>
#include <limits>

#include "sat/detail/round3d_geometry.hpp"
#include "sat/round3d.hpp"

namespace sat::detail::round3 {

/// u = 2^-53, the unit roundoff of double.
inline constexpr double kUnitRoundoff = std::numeric_limits<double>::epsilon() / 2.0;

/// 8u: the share of S + Q that bounds the rounding error of the double S - Q in pointPointFilteredSign
/// (gamma_5 / (1 - gamma_5) times the slack of the bound's own roundings, docs/accuracy.md).
inline constexpr double kPointPointFilterShare = 8.0 * kUnitRoundoff;

/// 16u: the share of M + R (M the 1-norms of the cores' offset and directions, R the radius sum) that bounds
/// the error of two segments' (or a point's and a segment's) pair quantities (docs/accuracy.md, which shows
/// 8u suffices).
inline constexpr double kSegmentPairShare = 16.0 * kUnitRoundoff;

/// 64u: the share of Z (the 1-norms of the core's frame coordinates, the box's half extents, the radius and
/// the offsets from the box's centre) that bounds the error of every box-round quantity in the box's frame
/// (docs/accuracy.md, which shows 32u suffices).
inline constexpr double kBoxRoundShare = 64.0 * kUnitRoundoff;

/// 16u: the share of the turn of a rounded cross product (its error over its length) in an axis's window.
inline constexpr double kCrossTurnShare = 16.0 * kUnitRoundoff;

/// The sign of S - Q, S = |b - a|^2 and Q = (radiusA + radiusB)^2, when the double evaluation proves it;
/// 0 when it cannot (evaluate exactly then).
inline int pointPointFilteredSign(const Vec3<double>& a, const Vec3<double>& b, double radiusA, double radiusB) {
    const double dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    const double squared = dx * dx + dy * dy + dz * dz;
    const double sum = radiusA + radiusB;
    const double sumSquared = sum * sum;
    const double difference = squared - sumSquared;
    const double bound = kPointPointFilterShare * (squared + sumSquared);
    if (difference > bound) return 1;
    if (difference < -bound) return -1;
    return 0;
}

/// Two cores relative to the first's start: the first is [0, d1], the second [offset, offset + d2], each
/// difference rounded once from the stored numbers (a point has a zero direction).
struct SegmentPairFrame {
    Vec3d offset{}, d1{}, d2{};
    double radiusSum = 0.0; ///< rA + rB, rounded
    double window = 0.0;    ///< kSegmentPairShare (M + R)
};
inline SegmentPairFrame segmentPairFrame(const Vec3d& start1, const Vec3d& end1, double radius1, const Vec3d& start2,
                                         const Vec3d& end2, double radius2) {
    SegmentPairFrame f;
    f.offset = start2 - start1;
    f.d1 = end1 - start1;
    f.d2 = end2 - start2;
    f.radiusSum = radius1 + radius2;
    f.window = kSegmentPairShare * (norm1(f.offset) + norm1(f.d1) + norm1(f.d2) + f.radiusSum);
    return f;
}

/// The sign of dist(cores) - (rA + rB) from the double closest pair `pair` of the frame's segments (any
/// parameters in [0, 1], as closestSegmentPair(0, d1, offset, d2) gives them), or 0. An overlap is proved
/// by the pair itself (two points of the cores nearer than R); a gap by the cores' projections on the
/// pair's line, which bound the distance from below.
inline int segmentPairFilteredSign(const SegmentPairFrame& f, const SegmentPair& pair) {
    const double gap = pair.distance - f.radiusSum;
    if (gap < -f.window) return -1;
    if (!(gap > f.window)) return 0;
    const Vec3d n = pair.onSecond - pair.onFirst;
    const double nearSecond = std::min(dotOf(n, f.offset), dotOf(n, f.offset + f.d2));
    const double farFirst = std::max(0.0, dotOf(n, f.d1));
    const double along = (nearSecond - farFirst) / pair.distance;
    return along - f.radiusSum > f.window ? 1 : 0;
}

/// The window of the capsules' cross-product axis L = d1 x d2 of rounded length `crossLength`: the pair's
/// window plus the turn of the rounded product, whose error is at most 4u |d1|_1 |d2|_1.
inline double crossAxisWindow(const SegmentPairFrame& f, double crossLength) {
    return f.window + kCrossTurnShare * norm1(f.offset) * (norm1(f.d1) * norm1(f.d2) / crossLength);
}

/// A round core in a box's stored frame: q = A^T (p - c) rounded, with the offsets' 1-norms |p - c|_1
/// that bound the coordinates' errors (6u of the offset each).
struct BoxRoundFrame {
    Vec3d q0{}, q1{}, d{};
    double offset0 = 0.0, offset1 = 0.0; ///< |start - c|_1, |end - c|_1, rounded
    double window = 0.0;                 ///< kBoxRoundShare Z
};
inline Vec3d boxFrameOf(const Obb3<double>& box, const Vec3d& p, double& offsetNorm) {
    const Vec3d offset = p - box.center;
    offsetNorm = norm1(offset);
    return {dotOf(box.axes[0], offset), dotOf(box.axes[1], offset), dotOf(box.axes[2], offset)};
}
/// The frame written in place (no copy of the struct, which the compiler would move in vector halves that the
/// processor cannot forward from the scalar stores just made).
inline void fillBoxRoundFrame(BoxRoundFrame& f, const Obb3<double>& box, const Vec3d& start, const Vec3d& end, bool isPoint,
                              double radius) {
    f.q0 = boxFrameOf(box, start, f.offset0);
    if (isPoint) {
        f.q1 = f.q0;
        f.offset1 = f.offset0;
    } else {
        f.q1 = boxFrameOf(box, end, f.offset1);
    }
    f.d = f.q1 - f.q0;
    f.window = kBoxRoundShare * (norm1(f.q0) + norm1(f.q1) + norm1(box.halfExtents) + radius + f.offset0 + f.offset1);
}
inline BoxRoundFrame boxRoundFrame(const Obb3<double>& box, const Vec3d& start, const Vec3d& end, bool isPoint, double radius) {
    BoxRoundFrame f;
    fillBoxRoundFrame(f, box, start, end, isPoint, radius);
    return f;
}

/// The sign of dist(core, box) - r from the double closest pair `pair` (any parameter in [0, 1], as
/// closestSegmentBox gives it), or 0: as segmentPairFilteredSign, the pair proves an overlap and the
/// projections on its line a gap.
inline int segmentBoxFilteredSign(const BoxRoundFrame& f, const Vec3d& half, double radius, const SegmentBoxPair& pair) {
    const double gap = pair.distance - radius;
    if (gap < -f.window) return -1;
    if (!(gap > f.window)) return 0;
    const Vec3d n = pair.onSegment - pair.onBox;
    const double nearSegment = std::min(dotOf(n, f.q0), dotOf(n, f.q1));
    const double boxSupport = half.x * std::abs(n.x) + half.y * std::abs(n.y) + half.z * std::abs(n.z);
    const double along = (nearSegment - boxSupport) / pair.distance;
    return along - radius > f.window ? 1 : 0;
}

/// The window of the box edge i x segment axis, L = e_i x d of rounded length `crossLength`: the frame's
/// window plus the turn of L, whose error is at most 1.5u (|d|_1 + 6 (|start - c|_1 + |end - c|_1)).
inline double edgeAxisWindow(const BoxRoundFrame& f, const Vec3d& half, double crossLength) {
    return f.window + kCrossTurnShare * (norm1(f.q0) + norm1(half) + f.offset0) *
                          ((norm1(f.d) + 6.0 * (f.offset0 + f.offset1)) / crossLength);
}

/// A sphere against a box, decided on the squared distance from the centre to the box in the box's frame
/// against (r +- window)^2, each number widened to double as it is read: +1 or -1 when proved, 0 otherwise.
template <class T> int sphereBoxFilteredSign(const Obb3<T>& box, const Sphere3<T>& sphere) {
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
    const double window = kBoxRoundShare * (size + r + (std::abs(ox) + std::abs(oy) + std::abs(oz)));
    const double reach = r + window, inner = r - window;
    if (squared > reach * reach) return 1;
    if (inner > 0.0 && squared < inner * inner) return -1;
    return 0;
}

} // namespace sat::detail::round3
