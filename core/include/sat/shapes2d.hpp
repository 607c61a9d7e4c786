#pragma once
// The 2D shapes SATlab tests: axis-aligned boxes, oriented boxes and convex
// polygons, in float or double.

#include <cmath>
#include <span>
#include <stdexcept>
#include <string>

#include "sat/types.hpp"

namespace sat {

/// Axis-aligned box. `halfExtents` > 0 in both components.
template <class T> struct Aabb2 {
    Vec2<T> center{};
    Vec2<T> halfExtents{};
};

/// Oriented box: `axisX` and `axisY` are unit length, `axisY` is `axisX`
/// turned 90 degrees counter-clockwise, `halfExtents` are measured along them.
template <class T> struct Obb2 {
    Vec2<T> center{};
    Vec2<T> halfExtents{};
    Vec2<T> axisX{T(1), T(0)};
    Vec2<T> axisY{T(0), T(1)};

    /// Box rotated counter-clockwise by `angleRad` about its centre.
    static Obb2 fromAngle(Vec2<T> center, Vec2<T> halfExtents, T angleRad) {
        const T c = std::cos(angleRad);
        const T s = std::sin(angleRad);
        return Obb2{center, halfExtents, Vec2<T>{c, s}, Vec2<T>{-s, c}};
    }
    static Obb2 fromAabb(const Aabb2<T>& box) { return Obb2{box.center, box.halfExtents, {T(1), T(0)}, {T(0), T(1)}}; }
    /// Rotation of `axisX`, in (-pi, pi].
    T angle() const { return std::atan2(axisX.y, axisX.x); }
};

inline constexpr int kMaxPolygonVertices = 64;

/// Raised when a polygon cannot be built; `what()` says why in plain words.
class GeometryError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// Convex polygon with 3..64 vertices, stored counter-clockwise with no
/// repeated or collinear vertices. Built only through `make`, which accepts
/// either winding and validates convexity.
template <class T> class ConvexPolygon2 {
public:
    /// Throws GeometryError (with the reason) unless `points` form a strictly
    /// convex polygon of 3..64 vertices, in either winding. Collinear
    /// middle points and exact duplicates are rejected, not dropped, so that
    /// the file a user wrote is the polygon they see.
    static ConvexPolygon2 make(std::span<const Vec2<T>> points);

    int size() const { return count_; }
    const Vec2<T>& vertex(int i) const { return vertices_[static_cast<std::size_t>(i)]; }
    /// Outward unit normal of edge i, which runs from vertex(i) to vertex(i+1).
    const Vec2<T>& normal(int i) const { return normals_[static_cast<std::size_t>(i)]; }
    std::span<const Vec2<T>> vertices() const { return {vertices_.data(), static_cast<std::size_t>(count_)}; }
    /// True when the input points were given clockwise (and so were reversed).
    bool wasClockwise() const { return wasClockwise_; }
    /// The polygon's projection onto its own normal(i), precomputed by
    /// `make` (the min and max of vertex . normal(i)), so a SAT against
    /// another shape projects only the other shape on this polygon's axes.
    const Interval<T>& ownProjection(int i) const { return ownProjections_[static_cast<std::size_t>(i)]; }

private:
    std::array<Vec2<T>, kMaxPolygonVertices> vertices_{};
    std::array<Vec2<T>, kMaxPolygonVertices> normals_{};
    std::array<Interval<T>, kMaxPolygonVertices> ownProjections_{};
    int count_ = 0;
    bool wasClockwise_ = false;
};

/// The four corners of a box, counter-clockwise starting at (-x, -y).
template <class T> std::array<Vec2<T>, 4> corners(const Obb2<T>& box) {
    const Vec2<T> ex = box.axisX * box.halfExtents.x;
    const Vec2<T> ey = box.axisY * box.halfExtents.y;
    return {box.center - ex - ey, box.center + ex - ey, box.center + ex + ey, box.center - ex + ey};
}
template <class T> std::array<Vec2<T>, 4> corners(const Aabb2<T>& box) { return corners(Obb2<T>::fromAabb(box)); }

/// Exact conversion between precisions (used for float-vs-double views).
template <class To, class From> Aabb2<To> castShape(const Aabb2<From>& s) {
    return {Vec2<To>(s.center), Vec2<To>(s.halfExtents)};
}
template <class To, class From> Obb2<To> castShape(const Obb2<From>& s) {
    return {Vec2<To>(s.center), Vec2<To>(s.halfExtents), Vec2<To>(s.axisX), Vec2<To>(s.axisY)};
}

} // namespace sat
