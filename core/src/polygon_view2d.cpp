// Every 2D shape as a counter-clockwise polygon, and the Euclidean distance
// between two disjoint convex polygons.

#include <algorithm>
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

/// Squared distance from p to the segment [s0, s1] (RTCD 5.1.2).
template <class T> T squaredDistanceToSegment(const Vec2<T>& p, const Vec2<T>& s0, const Vec2<T>& s1) {
    const Vec2<T> edge = s1 - s0;
    const T edgeLengthSquared = dot(edge, edge);
    T t = edgeLengthSquared > T(0) ? dot(p - s0, edge) / edgeLengthSquared : T(0);
    t = std::clamp(t, T(0), T(1));
    const Vec2<T> offset = p - (s0 + t * edge);
    return dot(offset, offset);
}

/// Smallest squared distance from a vertex of `from` to an edge of `to`.
template <class T> T closestVertexToEdges(const PolygonView2<T>& from, const PolygonView2<T>& to) {
    T best = std::numeric_limits<T>::infinity();
    for (const Vec2<T>& p : from.vertices) {
        for (int e = 0; e < to.size(); ++e) best = std::min(best, squaredDistanceToSegment(p, to.vertex(e), to.vertex(e + 1)));
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

#define SATLAB_INSTANTIATE_VIEWS(T)                                              \
    template PolygonView2<T> polygonView(const Aabb2<T>&);                       \
    template PolygonView2<T> polygonView(const Obb2<T>&);                        \
    template PolygonView2<T> polygonView(const ConvexPolygon2<T>&);              \
    template T coordinateScale(const PolygonView2<T>&, const PolygonView2<T>&);  \
    template T distanceBetween(const PolygonView2<T>&, const PolygonView2<T>&);

SATLAB_INSTANTIATE_VIEWS(float)
SATLAB_INSTANTIATE_VIEWS(double)

} // namespace sat::detail
