// SPDX-License-Identifier: MIT
#pragma once
// Closest points in double for the round 3D pairs: point and segment against
// a segment, and a segment against a box in the box's frame (not public API).

#include <algorithm>
#include <cmath>

#include "sat/shapes3d.hpp"

namespace sat::detail::round3 {

using Vec3d = Vec3<double>;

inline double dotOf(const Vec3d& u, const Vec3d& v) { return u.x * v.x + u.y * v.y + u.z * v.z; }
inline double lengthOf(const Vec3d& v) { return std::sqrt(dotOf(v, v)); }
inline double norm1(const Vec3d& v) { return std::abs(v.x) + std::abs(v.y) + std::abs(v.z); }
inline Vec3d crossOf(const Vec3d& u, const Vec3d& v) {
    return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
}

/// Parameter in [0, 1] of the point of [p0, p0 + d] nearest to x (Ericson, RTCD 5.1.2).
inline double closestParameter(const Vec3d& x, const Vec3d& p0, const Vec3d& d) {
    const double lengthSquared = dotOf(d, d);
    if (!(lengthSquared > 0.0)) return 0.0;
    return std::clamp(dotOf(x - p0, d) / lengthSquared, 0.0, 1.0);
}

/// The closest pair of two segments, as parameters and points.
struct SegmentPair {
    double s = 0.0, t = 0.0;     ///< parameters on the first and the second segment
    Vec3d onFirst{}, onSecond{}; ///< p0 + s d1, q0 + t d2
    double distance = 0.0;       ///< |onSecond - onFirst|
};

/// The closest pair of [p0, p0 + d1] and [q0, q0 + d2]: the smallest of the
/// four end point candidates and the lines' closest pair where it lies in
/// both segments (the same candidates the exact predicate compares, so a
/// nearly parallel pair never rests on an ill-conditioned quotient alone).
inline SegmentPair closestSegmentPair(const Vec3d& p0, const Vec3d& d1, const Vec3d& q0, const Vec3d& d2) {
    SegmentPair best;
    best.distance = INFINITY;
    const auto consider = [&](double s, double t) {
        const Vec3d onFirst = p0 + d1 * s, onSecond = q0 + d2 * t;
        const double distance = lengthOf(onSecond - onFirst);
        if (distance < best.distance) best = {s, t, onFirst, onSecond, distance};
    };
    consider(0.0, closestParameter(p0, q0, d2));
    consider(1.0, closestParameter(p0 + d1, q0, d2));
    consider(closestParameter(q0, p0, d1), 0.0);
    consider(closestParameter(q0 + d2, p0, d1), 1.0);
    // The lines' closest pair from the cross products, s = ((q0 - p0) x d2) . n / |n|^2 and
    // t = ((q0 - p0) x d1) . n / |n|^2 with n = d1 x d2: for nearly parallel segments their error lies along
    // the lines, where the distance hardly changes (a e - b^2 would lose n to cancellation first). Clamped to
    // the segments, the pair is a pair of their points, so it never understates the distance.
    const Vec3d normal = crossOf(d1, d2);
    const double normalSquared = dotOf(normal, normal);
    if (normalSquared > 0.0) {
        const Vec3d r = q0 - p0;
        const double s = dotOf(crossOf(r, d2), normal) / normalSquared, t = dotOf(crossOf(r, d1), normal) / normalSquared;
        consider(std::clamp(s, 0.0, 1.0), std::clamp(t, 0.0, 1.0));
    }
    return best;
}

/// A segment against the box [-h, h]^3, both in the box frame.
struct SegmentBoxPair {
    double t = 0.0;        ///< parameter of the segment's closest point
    Vec3d onSegment{};     ///< q0 + t d
    Vec3d onBox{};         ///< the box point nearest to it
    double distance = 0.0; ///< |onSegment - onBox|
};

inline Vec3d clampToBox(const Vec3d& x, const Vec3d& half) {
    return {std::clamp(x.x, -half.x, half.x), std::clamp(x.y, -half.y, half.y), std::clamp(x.z, -half.z, half.z)};
}

/// A point against the box [-h, h]^3, both in the box frame.
inline SegmentBoxPair closestPointBox(const Vec3d& q, const Vec3d& half) {
    const Vec3d onBox = clampToBox(q, half);
    return {0.0, q, onBox, lengthOf(q - onBox)};
}

/// The squared distance to the box along the segment, f(t) = sum_i
/// max(0, |q0_i + t d_i| - h_i)^2, is convex and quadratic between the
/// parameters where the segment crosses a face plane. Each piece's minimum
/// (its own quadratic's stationary point, clamped to the piece) is
/// evaluated; the smallest is the segment's distance to the box.
inline SegmentBoxPair closestSegmentBox(const Vec3d& q0, const Vec3d& d, const Vec3d& half) {
    SegmentBoxPair best;
    best.distance = INFINITY;
    double bestSquared = INFINITY;
    const auto consider = [&](double t) {
        const Vec3d x = q0 + d * t, y = clampToBox(x, half);
        const Vec3d gap = x - y;
        const double squared = dotOf(gap, gap);
        // The square root is monotone, so a squared distance no smaller than the best's cannot give a
        // smaller distance: only the others take the root (the kept pair is the same as rooting every one).
        if (!(squared < bestSquared)) return;
        const double distance = std::sqrt(squared);
        if (distance < best.distance) {
            best = {t, x, y, distance};
            bestSquared = squared;
        }
    };
    // A candidate at distance 0 is kept against every later one (they must be strictly nearer), so the
    // search stops at the first.
    consider(0.0);
    if (best.distance == 0.0) return best;
    double breaks[8];
    int count = 0;
    breaks[count++] = 0.0;
    breaks[count++] = 1.0;
    for (int i = 0; i < 3; ++i) {
        if (d[i] == 0.0) continue;
        for (const double plane : {-half[i], half[i]}) {
            const double t = (plane - q0[i]) / d[i];
            if (t > 0.0 && t < 1.0) breaks[count++] = t;
        }
    }
    // At most eight values: an insertion sort, without std::sort's dispatch (the same order).
    for (int k = 1; k < count; ++k) {
        const double value = breaks[k];
        int j = k;
        for (; j > 0 && value < breaks[j - 1]; --j) breaks[j] = breaks[j - 1];
        breaks[j] = value;
    }
    for (int k = 0; k + 1 < count && best.distance != 0.0; ++k) {
        const double from = breaks[k], to = breaks[k + 1];
        if (!(to > from)) continue;
        const Vec3d middle = q0 + d * (0.5 * (from + to));
        double curvature = 0.0, slope = 0.0;
        for (int i = 0; i < 3; ++i) {
            const double target = middle[i] > half[i] ? half[i] : (middle[i] < -half[i] ? -half[i] : middle[i]);
            if (target == middle[i]) continue; // inside the slab: no term
            curvature += d[i] * d[i];
            slope += (q0[i] - target) * d[i];
        }
        consider(curvature > 0.0 ? std::clamp(-slope / curvature, from, to) : to);
    }
    return best;
}

} // namespace sat::detail::round3
