// SPDX-License-Identifier: MIT
#pragma once
// The 2D shapes SATlab tests: axis-aligned boxes, oriented boxes and convex
// polygons, in float or double.

#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "sat/types.hpp"

namespace sat {

/// Axis-aligned box. `halfExtents` > 0 in both components.
template <class T> struct Aabb2 {
    Vec2<T> center{};      ///< world space
    Vec2<T> halfExtents{}; ///< along x and y
};

/// Oriented box: `axisX` and `axisY` are unit length, `axisY` is `axisX`
/// turned 90 degrees counter-clockwise, `halfExtents` are measured along them.
template <class T> struct Obb2 {
    Vec2<T> center{};          ///< world space
    Vec2<T> halfExtents{};     ///< along axisX and axisY
    Vec2<T> axisX{T(1), T(0)}; ///< the box's unit x axis
    Vec2<T> axisY{T(0), T(1)}; ///< axisX turned 90 degrees counter-clockwise

    /// Box rotated counter-clockwise by `angleRad` about its centre.
    static Obb2 fromAngle(Vec2<T> center, Vec2<T> halfExtents, T angleRad) {
        const T c = std::cos(angleRad);
        const T s = std::sin(angleRad);
        return Obb2{center, halfExtents, Vec2<T>{c, s}, Vec2<T>{-s, c}};
    }
    /// The AABB as an OBB with the world axes.
    static Obb2 fromAabb(const Aabb2<T>& box) { return Obb2{box.center, box.halfExtents, {T(1), T(0)}, {T(0), T(1)}}; }
    /// Rotation of `axisX`, in (-pi, pi].
    T angle() const { return std::atan2(axisX.y, axisX.x); }
};

/// Most vertices a ConvexPolygon2 may have.
inline constexpr int kMaxPolygonVertices = 64;

/// Raised when a polygon cannot be built; `what()` says why in plain words.
class GeometryError : public std::invalid_argument {
public:
    /// Made with the reason, in plain words.
    using std::invalid_argument::invalid_argument;
};

/// Convex polygon with 3..64 vertices, stored counter-clockwise with no
/// repeated or collinear vertices. Built only through `make`, which accepts
/// either winding and validates convexity.
///
/// Storage: the vertices, the edge normals and the own projections of a
/// polygon of up to 8 vertices live in the object, back to back after its
/// count (an 8-gon in float is one 208-byte object, about what Box2D's
/// polygon takes); a larger polygon keeps them in one heap block. Each array
/// holds size() rounded up to a multiple of 8 entries, the ones past size()
/// zero, so that 8-lane code may read whole groups of 8
/// (docs/performance.md, "The polygon's layout").
template <class T> class ConvexPolygon2 {
public:
    /// Throws GeometryError (with the reason) unless `points` form a strictly
    /// convex polygon of 3..64 vertices, in either winding. Collinear
    /// middle points and exact duplicates are rejected, not dropped, so that
    /// the file a user wrote is the polygon they see.
    static ConvexPolygon2 make(std::span<const Vec2<T>> points);

    /// The empty polygon (size 0); a moved-from polygon is empty too.
    ConvexPolygon2() = default;
    ConvexPolygon2(const ConvexPolygon2& other)
        : count_(other.count_), wasClockwise_(other.wasClockwise_), coordinateScale_(other.coordinateScale_),
          spill_(other.spill_ ? std::make_unique<Spill>(*other.spill_) : nullptr), inline_(other.inline_) {}
    ConvexPolygon2(ConvexPolygon2&& other) noexcept
        : count_(other.count_), wasClockwise_(other.wasClockwise_), coordinateScale_(other.coordinateScale_),
          spill_(std::move(other.spill_)), inline_(other.inline_) {
        other.count_ = 0;
    }
    /// Copies other's vertices.
    ConvexPolygon2& operator=(const ConvexPolygon2& other) {
        if (this != &other) {
            spill_ = other.spill_ ? std::make_unique<Spill>(*other.spill_) : nullptr;
            count_ = other.count_;
            wasClockwise_ = other.wasClockwise_;
            coordinateScale_ = other.coordinateScale_;
            inline_ = other.inline_;
        }
        return *this;
    }
    /// Takes other's vertices; other is left empty.
    ConvexPolygon2& operator=(ConvexPolygon2&& other) noexcept {
        if (this != &other) {
            spill_ = std::move(other.spill_);
            count_ = other.count_;
            wasClockwise_ = other.wasClockwise_;
            coordinateScale_ = other.coordinateScale_;
            inline_ = other.inline_;
            other.count_ = 0;
        }
        return *this;
    }
    /// Frees a large polygon's heap block.
    ~ConvexPolygon2() = default;

    /// Number of vertices (3..64).
    int size() const { return count_; }
    /// Vertex i, counter-clockwise order.
    const Vec2<T>& vertex(int i) const { return vertexData()[i]; }
    /// Outward unit normal of edge i, which runs from vertex(i) to vertex(i+1).
    const Vec2<T>& normal(int i) const { return normalData()[i]; }
    /// The vertices, counter-clockwise.
    std::span<const Vec2<T>> vertices() const { return {vertexData(), static_cast<std::size_t>(count_)}; }
    /// True when the input points were given clockwise (and so were reversed).
    bool wasClockwise() const { return wasClockwise_; }
    /// The polygon's projection onto its own normal(i), precomputed by
    /// `make` (the min and max of vertex . normal(i)), so a SAT against
    /// another shape projects only the other shape on this polygon's axes.
    const Interval<T>& ownProjection(int i) const { return projectionData()[i]; }
    /// An upper bound of |x| + |y| over the vertices (the scale of the
    /// rounding errors of projections of this polygon, sat/detail/exact2d.hpp);
    /// held as a float rounded up, so that it fits beside the count.
    float coordinateScale() const { return coordinateScale_; }

private:
    static constexpr int kInlineVertices = 8;
    struct Inline {
        std::array<Vec2<T>, kInlineVertices> vertices{};
        std::array<Vec2<T>, kInlineVertices> normals{};
        std::array<Interval<T>, kInlineVertices> ownProjections{};
    };
    struct Spill { // size() rounded up to a multiple of 8 entries each
        std::vector<Vec2<T>> vertices, normals;
        std::vector<Interval<T>> ownProjections;
    };
    const Vec2<T>* vertexData() const { return spill_ ? spill_->vertices.data() : inline_.vertices.data(); }
    const Vec2<T>* normalData() const { return spill_ ? spill_->normals.data() : inline_.normals.data(); }
    const Interval<T>* projectionData() const { return spill_ ? spill_->ownProjections.data() : inline_.ownProjections.data(); }

    std::int16_t count_ = 0;
    bool wasClockwise_ = false;
    float coordinateScale_ = 0.0f;
    std::unique_ptr<Spill> spill_;
    Inline inline_;
};

/// The four corners of a box, counter-clockwise starting at (-x, -y).
template <class T> std::array<Vec2<T>, 4> corners(const Obb2<T>& box) {
    const Vec2<T> ex = box.axisX * box.halfExtents.x;
    const Vec2<T> ey = box.axisY * box.halfExtents.y;
    return {box.center - ex - ey, box.center + ex - ey, box.center + ex + ey, box.center - ex + ey};
}
/// The same for an AABB.
template <class T> std::array<Vec2<T>, 4> corners(const Aabb2<T>& box) { return corners(Obb2<T>::fromAabb(box)); }

/// Exact conversion between precisions (used for float-vs-double views).
template <class To, class From> Aabb2<To> castShape(const Aabb2<From>& s) {
    return {Vec2<To>(s.center), Vec2<To>(s.halfExtents)};
}
/// The same for an OBB.
template <class To, class From> Obb2<To> castShape(const Obb2<From>& s) {
    return {Vec2<To>(s.center), Vec2<To>(s.halfExtents), Vec2<To>(s.axisX), Vec2<To>(s.axisY)};
}

} // namespace sat
