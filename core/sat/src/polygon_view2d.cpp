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

#define SATLAB_INSTANTIATE_VIEWS(T)                                                                                              \
    template PolygonView2<T> polygonView(const Aabb2<T>&);                                                                       \
    template PolygonView2<T> polygonView(const Obb2<T>&);                                                                        \
    template PolygonView2<T> polygonView(const ConvexPolygon2<T>&);                                                              \
    template T coordinateScale(const PolygonView2<T>&, const PolygonView2<T>&);                                                  \
    template T distanceBetween(const PolygonView2<T>&, const PolygonView2<T>&);

SATLAB_INSTANTIATE_VIEWS(float)
SATLAB_INSTANTIATE_VIEWS(double)

} // namespace sat::detail
