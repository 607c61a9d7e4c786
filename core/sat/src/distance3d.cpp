// SPDX-License-Identifier: MIT
// Distances between boxes, points and segments for the 3D report: the feature walk and the full search.

#include <algorithm>
#include <array>
#include <bit>
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

/// A box's support feature along a direction: the vertex farthest along it,
/// and the axes across which the neighbouring vertex lies within the tie
/// tolerance of it (none: a vertex; one: an edge; two: a face). The feature's
/// vertices are `vertex` plus any sum of the tied `across` steps.
template <class T> struct SupportFeature3 {
    Vec3<T> vertex{};
    std::array<Vec3<T>, 3> across{}; ///< from `vertex` to the vertex across axis i: -2 s_i h_i u_i
    unsigned tied = 0;               ///< bit i: axis i's step changes the height by at most the tolerance
};

template <class T> SupportFeature3<T> supportFeature3(const Obb3<T>& box, const Vec3<T>& direction, T tieTolerance) {
    SupportFeature3<T> feature;
    feature.vertex = box.center;
    for (std::size_t i = 0; i < 3; ++i) {
        const T along = dot3(box.axes[i], direction);
        const T half = box.halfExtents[static_cast<int>(i)];
        const Vec3<T> step = box.axes[i] * (along < T(0) ? -half : half);
        feature.vertex += step;
        feature.across[i] = step * T(-2);
        if (T(2) * half * std::abs(along) <= tieTolerance) feature.tied |= 1U << i;
    }
    return feature;
}

template <class T> Vec3<T> featureVertex(const SupportFeature3<T>& feature, unsigned subset) {
    Vec3<T> vertex = feature.vertex;
    for (std::size_t i = 0; i < 3; ++i) {
        if ((subset >> i) & 1U) vertex += feature.across[i];
    }
    return vertex;
}

/// The closest pair found so far: squared distance and the points on A and B.
template <class T> struct ClosestPair3 {
    T squared = std::numeric_limits<T>::max();
    Vec3<T> onA{}, onB{};
    void consider(const Vec3<T>& p, const Vec3<T>& q) {
        const T candidate = lengthSquared(q - p);
        if (candidate < squared) {
            squared = candidate;
            onA = p;
            onB = q;
        }
    }
};

/// Every subset of `mask`, the empty one included.
template <class Visit> void forEachSubsetOfAxes(unsigned mask, Visit&& visit) {
    for (unsigned subset = mask;; subset = (subset - 1) & mask) {
        visit(subset);
        if (subset == 0) break;
    }
}

/// The closest pair among the two support features along `direction` (A's
/// along it, B's against it): each feature vertex against the other box
/// (vertex-face, vertex-edge, vertex-vertex) and each feature edge against
/// each feature edge (edge-edge). When `direction` is the direction of the
/// closest points, the closest features lie in these support features, so
/// the pair found is the closest one.
template <class T>
void closestOfSupportFeatures(const Obb3<T>& a, const Obb3<T>& b, const Vec3<T>& direction, T tieTolerance,
                              ClosestPair3<T>& best) {
    const SupportFeature3<T> onA = supportFeature3(a, direction, tieTolerance);
    const SupportFeature3<T> onB = supportFeature3(b, -direction, tieTolerance);
    forEachSubsetOfAxes(onA.tied, [&](unsigned subset) {
        const Vec3<T> p = featureVertex(onA, subset);
        best.consider(p, closestOnBox(b, p));
    });
    forEachSubsetOfAxes(onB.tied, [&](unsigned subset) {
        const Vec3<T> q = featureVertex(onB, subset);
        best.consider(closestOnBox(a, q), q);
    });
    // An edge of a support feature: its two ends tied, along a tied axis.
    for (unsigned edgeA = onA.tied; edgeA != 0; edgeA &= edgeA - 1) {
        const unsigned axisA = static_cast<unsigned>(std::countr_zero(edgeA));
        forEachSubsetOfAxes(onA.tied & ~(1U << axisA), [&](unsigned startA) {
            const Vec3<T> p0 = featureVertex(onA, startA);
            const Vec3<T> p1 = p0 + onA.across[axisA];
            for (unsigned edgeB = onB.tied; edgeB != 0; edgeB &= edgeB - 1) {
                const unsigned axisB = static_cast<unsigned>(std::countr_zero(edgeB));
                forEachSubsetOfAxes(onB.tied & ~(1U << axisB), [&](unsigned startB) {
                    const Vec3<T> q0 = featureVertex(onB, startB);
                    const SegmentClosest<T> closest = closestOnSegments(p0, p1, q0, q0 + onB.across[axisB]);
                    best.consider(closest.onFirst, closest.onSecond);
                });
            }
        });
    }
}

/// The gap between the boxes along the unit direction u (from A to B): a
/// lower bound of their distance.
template <class T> T boxGapAlong(const Obb3<T>& a, const Obb3<T>& b, const Vec3<T>& u) {
    T radius = T(0);
    for (std::size_t i = 0; i < 3; ++i) {
        radius += a.halfExtents[static_cast<int>(i)] * std::abs(dot3(a.axes[i], u));
        radius += b.halfExtents[static_cast<int>(i)] * std::abs(dot3(b.axes[i], u));
    }
    return dot3(b.center - a.center, u) - radius;
}

/// How far the box's axes are from orthonormal: the largest |u_i . u_j - delta_ij|.
/// A double box made from float axes is off by about float's epsilon.
template <class T> T boxAxesDefect(const Obb3<T>& box) {
    const auto& u = box.axes;
    T defect = std::max({std::abs(dot3(u[0], u[1])), std::abs(dot3(u[0], u[2])), std::abs(dot3(u[1], u[2]))});
    for (std::size_t i = 0; i < 3; ++i) defect = std::max(defect, std::abs(dot3(u[i], u[i]) - T(1)));
    return defect;
}

} // namespace

// The full search: the smallest of the corner-to-box and the 144 edge-to-edge
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
template <class T> T searchAllBoxFeatures(const Obb3<T>& aWorld, const Obb3<T>& bWorld) {
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

// The feature walk (boxDistanceFromFeatures). For separated boxes with
// closest points p on A and q on B, d = q - p is normal to both boxes there,
// so p lies in A's support feature along d and q in B's against it, and the
// closest features are a vertex of one support feature against the other box
// or an edge of each. When d is one of the 15 SAT axes (vertex-face,
// edge-face, face-face, edge-edge) the best axis is d and one step finds the
// pair; otherwise (vertex-edge, vertex-vertex) the best axis's candidate
// points towards it and the next step starts from the candidate's direction.
//
//   direction = normal; lower = gap along it
//   repeat: best = closest pair of the support features along direction
//           if |best| <= lower + tolerance: done (no pair is closer than lower)
//           direction = best's unit direction; lower = max(lower, gap along it)
//
// Any direction's gap is a lower bound of the distance, and |best| an upper
// one, so a certified pair is the closest to within the tolerance: a few
// roundings of the boxes' coordinates (roundingBound), and, for axes that
// are not orthonormal to the precision of T, the defect times the pair's
// size. The vertices of a feature are those within that tolerance of the
// support plane.
template <class T> BoxDistance3<T> boxDistanceFromFeatures(const Obb3<T>& aWorld, const Obb3<T>& bWorld, const Vec3<T>& normal) {
    // Measured about A's centre, as the full search.
    const Obb3<T> a = shifted(aWorld, aWorld.center);
    const Obb3<T> b = shifted(bWorld, aWorld.center);
    const T rounding = roundingBound(a, b);
    const T size = rounding / (T(32) * std::numeric_limits<T>::epsilon());
    const T tolerance = T(2) * rounding + T(4) * (boxAxesDefect(a) + boxAxesDefect(b)) * size;
    ClosestPair3<T> best;
    Vec3<T> direction = normal;
    T lowerBound = boxGapAlong(a, b, normal);
    for (int step = 1; step <= kBoxDistanceWalkSteps; ++step) {
        closestOfSupportFeatures(a, b, direction, tolerance, best);
        const T distance = std::sqrt(best.squared);
        if (distance - lowerBound <= tolerance) return {distance, step, true};
        if (!(distance > T(0))) break;
        direction = (best.onB - best.onA) / distance;
        lowerBound = std::max(lowerBound, boxGapAlong(a, b, direction));
        if (distance - lowerBound <= tolerance) return {distance, step, true};
    }
    return {searchAllBoxFeatures(aWorld, bWorld), kBoxDistanceWalkSteps, false};
}

template <class T> T boxDistance(const Obb3<T>& a, const Obb3<T>& b, const Vec3<T>& normal) {
    return boxDistanceFromFeatures(a, b, normal).distance;
}

#define SATLAB_INSTANTIATE_DISTANCE3(T)                                                                                          \
    template Vec3<T> closestOnBox(const Obb3<T>&, const Vec3<T>&);                                                               \
    template SegmentClosest<T> closestOnSegments(Vec3<T>, Vec3<T>, Vec3<T>, Vec3<T>);                                            \
    template T searchAllBoxFeatures(const Obb3<T>&, const Obb3<T>&);                                                             \
    template BoxDistance3<T> boxDistanceFromFeatures(const Obb3<T>&, const Obb3<T>&, const Vec3<T>&);                            \
    template T boxDistance(const Obb3<T>&, const Obb3<T>&, const Vec3<T>&);
SATLAB_INSTANTIATE_DISTANCE3(float)
SATLAB_INSTANTIATE_DISTANCE3(double)
#undef SATLAB_INSTANTIATE_DISTANCE3

} // namespace sat::detail
