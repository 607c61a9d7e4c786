// SPDX-License-Identifier: MIT
#pragma once
// Seeded random 2D shapes for the core's property tests. Every other draw is
// on an integer grid (integer centres and sizes, boxes turned by multiples of
// 90 degrees) so that exact touching is common; the rest are real-valued.

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <vector>

#include "sat/sat2d.hpp"

namespace sat::test {

/// An integer-friendly box turned by an exact quarter turn: axes (1, 0),
/// (0, 1), (-1, 0) or (0, -1), so corners and gaps are exact.
template <class T> sat::Obb2<T> quarterTurned(sat::Vec2<T> centre, sat::Vec2<T> halfExtents, int quarter) {
    static const sat::Vec2<T> kAxes[4] = {{T(1), T(0)}, {T(0), T(1)}, {T(-1), T(0)}, {T(0), T(-1)}};
    const sat::Vec2<T> x = kAxes[quarter & 3];
    return sat::Obb2<T>{centre, halfExtents, x, sat::Vec2<T>{-x.y, x.x}};
}

template <class T> class RandomShapes {
public:
    explicit RandomShapes(unsigned seed) : engine_(seed) {}

    /// Every other call gives integer coordinates and sizes (touching is common).
    bool nextOnGrid() { return (calls_++ % 2) == 0; }

    sat::Aabb2<T> aabb(bool grid) { return {centre(grid), halfExtents(grid)}; }

    sat::Obb2<T> obb(bool grid) {
        // On the grid the box is turned by a multiple of 90 degrees.
        const T angle = grid ? T(std::numbers::pi / 2) * T(integer(0, 3)) : real(T(-4), T(4));
        return sat::Obb2<T>::fromAngle(centre(grid), halfExtents(grid), angle);
    }

    sat::ConvexPolygon2<T> polygon(bool grid) {
        for (;;) {
            try {
                return grid ? gridPolygon() : roundPolygon();
            } catch (const sat::GeometryError&) {
                // A rare degenerate draw: draw again.
            }
        }
    }

private:
    T real(T lo, T hi) { return std::uniform_real_distribution<T>(lo, hi)(engine_); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(engine_); }
    sat::Vec2<T> centre(bool grid) {
        return grid ? sat::Vec2<T>{T(integer(-3, 3)), T(integer(-3, 3))} : sat::Vec2<T>{real(-3, 3), real(-3, 3)};
    }
    sat::Vec2<T> halfExtents(bool grid) {
        return grid ? sat::Vec2<T>{T(integer(1, 2)), T(integer(1, 2))} : sat::Vec2<T>{real(T(0.2), 2), real(T(0.2), 2)};
    }
    /// Points at increasing angles on an ellipse are strictly convex.
    sat::ConvexPolygon2<T> roundPolygon() {
        const int count = integer(3, 8);
        const sat::Vec2<T> c = centre(false);
        const sat::Vec2<T> radius = halfExtents(false);
        std::vector<T> angles;
        for (int i = 0; i < count; ++i) angles.push_back(real(0, T(2 * std::numbers::pi)));
        std::sort(angles.begin(), angles.end());
        std::vector<sat::Vec2<T>> points;
        for (const T angle : angles) points.push_back(c + radius * sat::Vec2<T>{std::cos(angle), std::sin(angle)});
        return sat::ConvexPolygon2<T>::make(points);
    }
    /// Integer triangles and quads: a box's corners with one corner moved.
    sat::ConvexPolygon2<T> gridPolygon() {
        const sat::Vec2<T> c = centre(true);
        const sat::Vec2<T> h = halfExtents(true);
        std::vector<sat::Vec2<T>> points{c - h, {c.x + h.x, c.y - h.y}, c + h};
        if (integer(0, 1) == 1) points.push_back({c.x - h.x, c.y + h.y});
        return sat::ConvexPolygon2<T>::make(points);
    }

    std::mt19937 engine_;
    unsigned calls_ = 0;
};

template <class T> auto aabbs() {
    return [](RandomShapes<T>& r, bool grid) { return r.aabb(grid); };
}
template <class T> auto obbs() {
    return [](RandomShapes<T>& r, bool grid) { return r.obb(grid); };
}
template <class T> auto polygons() {
    return [](RandomShapes<T>& r, bool grid) { return r.polygon(grid); };
}

/// The shape moved by `by` (a polygon is made again from its moved vertices).
template <class T> Aabb2<T> moved(const Aabb2<T>& s, Vec2<T> by) { return {s.center + by, s.halfExtents}; }
template <class T> Obb2<T> moved(const Obb2<T>& s, Vec2<T> by) { return {s.center + by, s.halfExtents, s.axisX, s.axisY}; }
template <class T> ConvexPolygon2<T> moved(const ConvexPolygon2<T>& s, Vec2<T> by) {
    std::vector<Vec2<T>> points;
    for (const Vec2<T>& v : s.vertices()) points.push_back(v + by);
    return ConvexPolygon2<T>::make(points);
}

} // namespace sat::test
