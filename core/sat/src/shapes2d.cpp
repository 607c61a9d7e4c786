// SPDX-License-Identifier: MIT
// Building and validating convex polygons (ConvexPolygon2::make).
//
// A polygon is accepted when, in this order of checks, it has 3..64 finite
// points, no point repeats another, not all points lie on one line, no three
// consecutive points are collinear, every turn has the sign of the area
// (convex), and the edges wind around exactly once (a pentagram turns the
// same way at every point but winds twice). Point numbers in messages are
// 0-based indices into the points as given, so a scene loader can prefix
// them with the JSON path ("shapes[2].points").

#include "sat/shapes2d.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <sstream>

#include "sat/detail/fast2d.hpp"

namespace sat {
namespace {

template <class T> std::string pointText(const Vec2<T>& p) {
    std::ostringstream out;
    out.precision(9);
    out << "(" << p.x << ", " << p.y << ")";
    return out.str();
}

[[noreturn]] void fail(const std::string& why) { throw GeometryError(why); }

template <class T> void checkCountAndFinite(std::span<const Vec2<T>> points) {
    if (points.size() < 3 || points.size() > static_cast<std::size_t>(kMaxPolygonVertices)) {
        fail("polygon needs 3 to " + std::to_string(kMaxPolygonVertices) + " points, got " + std::to_string(points.size()));
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!std::isfinite(points[i].x) || !std::isfinite(points[i].y))
            fail("point " + std::to_string(i) + " is not finite: " + pointText(points[i]));
    }
}

template <class T> void checkNoRepeats(std::span<const Vec2<T>> points) {
    for (std::size_t j = 1; j < points.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            if (points[i] == points[j])
                fail("point " + std::to_string(j) + " repeats point " + std::to_string(i) + " " + pointText(points[j]));
        }
    }
}

/// Twice the signed area (shoelace formula): > 0 counter-clockwise.
template <class T> T twiceSignedArea(std::span<const Vec2<T>> points) {
    T sum = 0;
    for (std::size_t i = 0; i < points.size(); ++i) sum += detail::cross(points[i], points[(i + 1) % points.size()]);
    return sum;
}

/// Turn at point i: cross of the incoming and outgoing edges, > 0 for a left turn.
template <class T> T turnAt(std::span<const Vec2<T>> points, std::size_t i) {
    const std::size_t n = points.size();
    const Vec2<T> incoming = points[i] - points[(i + n - 1) % n];
    const Vec2<T> outgoing = points[(i + 1) % n] - points[i];
    return detail::cross(incoming, outgoing);
}

template <class T> void checkNotAllCollinear(std::span<const Vec2<T>> points) {
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (turnAt(points, i) != T(0)) return;
    }
    fail("polygon has zero area (all points collinear)");
}

template <class T> void checkTurns(std::span<const Vec2<T>> points, bool counterClockwise) {
    const std::size_t n = points.size();
    for (std::size_t i = 0; i < n; ++i) {
        const T turn = turnAt(points, i);
        if (turn == T(0)) {
            fail("points " + std::to_string((i + n - 1) % n) + ", " + std::to_string(i) + ", " + std::to_string((i + 1) % n) +
                 " are collinear");
        }
        if ((turn > T(0)) != counterClockwise) {
            fail(std::string("polygon is not convex: turns ") + (counterClockwise ? "clockwise" : "counter-clockwise") +
                 " at point " + std::to_string(i));
        }
    }
}

/// Total turning divided by a full turn: 1 for a simple convex polygon, 2
/// for a pentagram. Each exterior angle is in (-pi, pi), so the rounded sum
/// is exact for any realistic rounding error.
template <class T> long windingNumber(std::span<const Vec2<T>> points) {
    const std::size_t n = points.size();
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2<T> incoming = points[i] - points[(i + n - 1) % n];
        const Vec2<T> outgoing = points[(i + 1) % n] - points[i];
        total += std::atan2(static_cast<double>(detail::cross(incoming, outgoing)),
                            static_cast<double>(detail::dot(incoming, outgoing)));
    }
    return std::lround(std::abs(total) / (2 * std::numbers::pi));
}

/// max |x| + |y| over the points, as a float no smaller than the exact
/// value (rounded up; +inf beyond float's range, which sends every decision
/// of the filter to the exact path).
template <class T> float coordinateScaleOf(std::span<const Vec2<T>> points) {
    double scale = 0.0;
    for (const Vec2<T>& p : points) scale = std::max(scale, std::abs(double(p.x)) + std::abs(double(p.y)));
    scale *= 1.0 + 4.0 * std::numeric_limits<double>::epsilon(); // covers the rounding of the sum
    float rounded = static_cast<float>(scale);
    if (double(rounded) < scale) rounded = std::nextafter(rounded, std::numeric_limits<float>::infinity());
    return rounded;
}

} // namespace

template <class T> ConvexPolygon2<T> ConvexPolygon2<T>::make(std::span<const Vec2<T>> points) {
    checkCountAndFinite(points);
    checkNoRepeats(points);
    const T area2 = twiceSignedArea(points);
    if (!std::isfinite(area2)) fail("polygon coordinates are too large to compute with");
    checkNotAllCollinear(points);
    // A bow-tie can have zero area; its first turn then says which way it means to go.
    const bool counterClockwise = area2 != T(0) ? area2 > T(0) : turnAt(points, 0) > T(0);
    checkTurns(points, counterClockwise);
    const long winding = windingNumber(points);
    if (winding != 1) fail("polygon crosses itself: its edges wind around " + std::to_string(winding) + " times");

    ConvexPolygon2 polygon;
    const std::size_t n = points.size();
    polygon.count_ = static_cast<std::int16_t>(n);
    polygon.wasClockwise_ = !counterClockwise;
    polygon.coordinateScale_ = coordinateScaleOf(points);
    Vec2<T>* vertices = polygon.inline_.vertices.data();
    Vec2<T>* normals = polygon.inline_.normals.data();
    Interval<T>* ownProjections = polygon.inline_.ownProjections.data();
    if (n > static_cast<std::size_t>(kInlineVertices)) {
        const std::size_t capacity = (n + 7) / 8 * 8; // whole groups of 8, the rest zero
        polygon.spill_ = std::make_unique<Spill>();
        polygon.spill_->vertices.resize(capacity);
        polygon.spill_->normals.resize(capacity);
        polygon.spill_->ownProjections.resize(capacity);
        vertices = polygon.spill_->vertices.data();
        normals = polygon.spill_->normals.data();
        ownProjections = polygon.spill_->ownProjections.data();
    }
    for (std::size_t i = 0; i < n; ++i) vertices[i] = counterClockwise ? points[i] : points[n - 1 - i];
    for (std::size_t i = 0; i < n; ++i) {
        // Outward normal of a counter-clockwise edge: the edge turned clockwise.
        const Vec2<T> edge = vertices[(i + 1) % n] - vertices[i];
        const T length = std::sqrt(detail::dot(edge, edge));
        if (!(length > T(0)) || !std::isfinite(length)) fail("polygon coordinates are too large or too small to compute with");
        normals[i] = Vec2<T>{edge.y / length, -edge.x / length};
    }
    for (std::size_t i = 0; i < n; ++i) ownProjections[i] = detail::project(polygon, normals[i]);
    return polygon;
}

template class ConvexPolygon2<float>;
template class ConvexPolygon2<double>;

} // namespace sat
