// SPDX-License-Identifier: MIT
// Every 2D shape as a counter-clockwise polygon, and the Euclidean distance
// between two disjoint convex polygons.

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "report2d_detail.hpp"
#include "sat/detail/fast2d.hpp"

namespace sat::detail {

template <class T> PolygonView2<T> polygonView(const Obb2<T>& box) {
    PolygonView2<T> view;
    for (const Vec2<T>& corner : corners(box)) view.vertices.push_back(corner);
    // corners() starts at (-x, -y) and runs counter-clockwise: -y, +x, +y, -x sides.
    view.normals.push_back(-box.axisY);
    view.normals.push_back(box.axisX);
    view.normals.push_back(box.axisY);
    view.normals.push_back(-box.axisX);
    return view;
}

template <class T> PolygonView2<T> polygonView(const Aabb2<T>& box) { return polygonView(Obb2<T>::fromAabb(box)); }

template <class T> PolygonView2<T> polygonView(const ConvexPolygon2<T>& polygon) {
    PolygonView2<T> view;
    for (int i = 0; i < polygon.size(); ++i) {
        view.vertices.push_back(polygon.vertex(i));
        view.normals.push_back(polygon.normal(i));
    }
    return view;
}

template <class T> T coordinateScale(const PolygonView2<T>& a, const PolygonView2<T>& b) {
    T scale = 0;
    for (const PolygonView2<T>* view : {&a, &b}) {
        for (const Vec2<T>& v : view->vertices) scale = std::max({scale, std::abs(v.x), std::abs(v.y)});
    }
    return scale;
}

namespace {

/// Squared distance from p to the segment from s0 along `edge` (RTCD 5.1.2),
/// edgeLengthSquared = edge . edge. The division is taken only when p
/// projects inside the segment: outside it t would clamp to 0 or 1 anyway
/// (t = along / edgeLengthSquared <= 0 exactly when along <= 0, >= 1 when
/// along >= edgeLengthSquared), so the result is the same number.
template <class T> T squaredDistanceToSegment(const Vec2<T>& p, const Vec2<T>& s0, const Vec2<T>& edge, T edgeLengthSquared) {
    const Vec2<T> fromStart = p - s0;
    const T along = dot(fromStart, edge);
    T t = T(0);
    if (edgeLengthSquared > T(0) && along > T(0)) t = along >= edgeLengthSquared ? T(1) : along / edgeLengthSquared;
    const Vec2<T> offset = p - (s0 + t * edge);
    return dot(offset, offset);
}

/// Smallest squared distance from a vertex of `from` to an edge of `to`.
template <class T> T closestVertexToEdges(const PolygonView2<T>& from, const PolygonView2<T>& to) {
    std::array<Vec2<T>, kMaxPolygonVertices> edges;
    std::array<T, kMaxPolygonVertices> lengthsSquared;
    const int count = to.size();
    for (int e = 0; e < count; ++e) {
        const auto k = static_cast<std::size_t>(e);
        edges[k] = to.vertex(e + 1) - to.vertex(e);
        lengthsSquared[k] = dot(edges[k], edges[k]);
    }
    T best = std::numeric_limits<T>::infinity();
    for (const Vec2<T>& p : from.vertices) {
        for (int e = 0; e < count; ++e) {
            const auto k = static_cast<std::size_t>(e);
            best = std::min(best, squaredDistanceToSegment(p, to.vertex(e), edges[k], lengthsSquared[k]));
        }
    }
    return best;
}

} // namespace

/// Two disjoint segments are closest at an endpoint of one of them (RTCD
/// 5.1.9), so for disjoint convex polygons the distance is the smallest
/// vertex-to-edge distance, both ways. O(n m), at most 2 * 64 * 64 pairs.
template <class T> T distanceBetween(const PolygonView2<T>& a, const PolygonView2<T>& b) {
    return std::sqrt(std::min(closestVertexToEdges(a, b), closestVertexToEdges(b, a)));
}

namespace {

/// Corner k (0..3) of a box, as corners() computes it, (c -+ ex) -+ ey,
/// with the signs as factors of +-1 (exact) made from k's bits rather than
/// branches: which corner is wanted is anyone's guess.
template <class T>
[[gnu::always_inline]] inline Vec2<T> boxCornerAt(const Obb2<T>& box, const Vec2<T>& ex, const Vec2<T>& ey, int k) {
    const T signX = static_cast<T>(((k + 1) & 2) - 1); // -, +, +, -
    const T signY = static_cast<T>((k & 2) - 1);       // -, -, +, +
    return (box.center + signX * ex) + signY * ey;
}

/// max(x, 0) as (x + |x|) / 2, exact (2x is exact), so that no branch is
/// made of it: whether a corner lies beyond a side is anyone's guess.
template <class T> [[gnu::always_inline]] inline T positivePart(T x) { return (x + std::abs(x)) * T(0.5); }

/// Squared distance from p to a box: p in the box's frame, then how far it
/// lies beyond each pair of sides (Ericson, RTCD 5.1.4, in 2D).
template <class T> [[gnu::always_inline]] inline T squaredDistanceToBox(const Vec2<T>& p, const Obb2<T>& box) {
    const Vec2<T> offset = p - box.center;
    const T beyondX = positivePart(std::abs(dot(offset, box.axisX)) - box.halfExtents.x);
    const T beyondY = positivePart(std::abs(dot(offset, box.axisY)) - box.halfExtents.y);
    return beyondX * beyondX + beyondY * beyondY;
}

/// The edge of `box` whose outward normal (-y, +x, +y, -x for edges 0..3)
/// is most aligned with `direction`: the dots are -q, p, q, -p.
template <class T> [[gnu::always_inline]] inline int boxEdgeFacing(const Obb2<T>& box, const Vec2<T>& direction) {
    const T p = dot(box.axisX, direction);
    const T q = dot(box.axisY, direction);
    const T along[4] = {-q, p, q, -p};
    int best = 0;
    for (int e = 1; e < 4; ++e) best = along[e] > along[best] ? e : best;
    return best;
}

} // namespace

// Why these features hold the closest points. Let M = B - A (the Minkowski
// difference, convex); the pair's distance is that of the origin O from M,
// and each SAT axis's separation is the signed distance of O from the line
// of one edge of M (the face axes of A and B are M's edge normals: RTCD
// 5.2.1). If O's closest point c lies inside an edge, that edge's separation
// is |c| and no other's is larger; if c is a vertex, every edge's separation
// is at most (O - c) . n, and among M's normals the two edges at c make the
// smallest angle with O - c, so one of them has the largest separation. So
// the best axis's edge of M holds c, and its distance from O is the pair's
// distance. That edge is the best axis's face minus the other shape's
// support vertex along it (or minus the other shape's parallel edge), and
// the other shape's edge whose normal is most opposed to the face's holds
// that vertex (its normal cone holds the opposite direction): the distance
// of the face and that edge, two disjoint segments, is the pair's distance.
// Two disjoint segments are closest at an end of one of them (RTCD 5.1.9),
// and an end's distance from the other segment is at least its distance
// from the other box, which is at least the pair's distance: so the pair's
// distance is the smallest distance of the four ends from the other box.
// Each of those is a few products and no division or branch.
template <class T> T boxPairDistance(const Obb2<T>& a, const Obb2<T>& b, int bestAxis, bool bOnPositiveSide) {
    // Indexed rather than branched on: which box owns the best axis, and
    // which way it faces, are anyone's guess.
    const Obb2<T>* const boxes[2] = {&a, &b};
    const int fromB = bestAxis >> 1;
    const Obb2<T>& reference = *boxes[fromB];
    const Obb2<T>& other = *boxes[1 - fromB];
    // The reference face looks towards the other box: along +axis for A when
    // B is on the positive side, for B when it is not. Its edge index (edge 0
    // is the -y side, then +x, +y, -x) by axis and by that.
    static constexpr int kFacingEdge[2][2] = {{3, 1}, {0, 2}};
    const int positive = (fromB == 0) == bOnPositiveSide ? 1 : 0;
    const int axis = bestAxis & 1;
    const int referenceEdge = kFacingEdge[axis][positive];
    const Vec2<T> referenceAxes[2] = {reference.axisX, reference.axisY};
    const Vec2<T> towardsReference = referenceAxes[axis] * static_cast<T>(1 - 2 * positive); // exact negation or copy
    const int otherEdge = boxEdgeFacing(other, towardsReference);

    const Vec2<T> referenceEx = reference.axisX * reference.halfExtents.x;
    const Vec2<T> referenceEy = reference.axisY * reference.halfExtents.y;
    const Vec2<T> otherEx = other.axisX * other.halfExtents.x;
    const Vec2<T> otherEy = other.axisY * other.halfExtents.y;
    const T closest = std::min(
        std::min(squaredDistanceToBox(boxCornerAt(other, otherEx, otherEy, otherEdge), reference),
                 squaredDistanceToBox(boxCornerAt(other, otherEx, otherEy, (otherEdge + 1) & 3), reference)),
        std::min(squaredDistanceToBox(boxCornerAt(reference, referenceEx, referenceEy, referenceEdge), other),
                 squaredDistanceToBox(boxCornerAt(reference, referenceEx, referenceEy, (referenceEdge + 1) & 3), other)));
    return std::sqrt(closest);
}

#define SATLAB_INSTANTIATE_VIEWS(T)                                                                                              \
    template PolygonView2<T> polygonView(const Aabb2<T>&);                                                                       \
    template PolygonView2<T> polygonView(const Obb2<T>&);                                                                        \
    template PolygonView2<T> polygonView(const ConvexPolygon2<T>&);                                                              \
    template T coordinateScale(const PolygonView2<T>&, const PolygonView2<T>&);                                                  \
    template T distanceBetween(const PolygonView2<T>&, const PolygonView2<T>&);                                                  \
    template T boxPairDistance(const Obb2<T>&, const Obb2<T>&, int, bool);

SATLAB_INSTANTIATE_VIEWS(float)
SATLAB_INSTANTIATE_VIEWS(double)

} // namespace sat::detail
