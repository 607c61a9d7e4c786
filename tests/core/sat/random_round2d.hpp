// SPDX-License-Identifier: MIT
#pragma once
// Seeded random circles and capsules for the round pairs' property tests,
// beside RandomShapes' boxes and polygons (random_shapes2d.hpp).

#include <random>

#include "core/sat/random_shapes2d.hpp"
#include "sat/round2d.hpp"

namespace sat::test {

/// Random round shapes: on the grid, integer centres, end points and radii
/// (touching is common); off it, real ones.
template <class T> class RandomRound {
public:
    explicit RandomRound(unsigned seed) : engine_(seed) {}
    sat::Circle2<T> circle(bool grid) { return {point(grid), radius(grid)}; }
    sat::Capsule2<T> capsule(bool grid) {
        const sat::Vec2<T> p0 = point(grid);
        const sat::Vec2<T> p1 = integer(0, 7) == 0 ? p0 : point(grid); // now and then a capsule that is a circle
        return {p0, p1, radius(grid)};
    }

private:
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(engine_); }
    T real(T lo, T hi) { return std::uniform_real_distribution<T>(lo, hi)(engine_); }
    sat::Vec2<T> point(bool grid) {
        return grid ? sat::Vec2<T>{T(integer(-4, 4)), T(integer(-4, 4))} : sat::Vec2<T>{real(-4, 4), real(-4, 4)};
    }
    T radius(bool grid) { return grid ? T(integer(0, 3)) : real(T(0.05), T(2)); }
    std::mt19937 engine_;
};

/// The shape moved by `by`, as moved() of the other kinds (random_shapes2d.hpp).
template <class T> Circle2<T> moved(const Circle2<T>& s, Vec2<T> by) { return {s.center + by, s.radius}; }
template <class T> Capsule2<T> moved(const Capsule2<T>& s, Vec2<T> by) { return {s.start + by, s.end + by, s.radius}; }

/// Makers of one kind of shape from the two generators, for tests that run every pair kind.
template <class T> auto randomCircles() {
    return [](RandomShapes<T>&, RandomRound<T>& r, bool grid) { return r.circle(grid); };
}
template <class T> auto randomCapsules() {
    return [](RandomShapes<T>&, RandomRound<T>& r, bool grid) { return r.capsule(grid); };
}
template <class T> auto randomAabbs() {
    return [](RandomShapes<T>& s, RandomRound<T>&, bool grid) { return s.aabb(grid); };
}
template <class T> auto randomObbs() {
    return [](RandomShapes<T>& s, RandomRound<T>&, bool grid) { return s.obb(grid); };
}
template <class T> auto randomPolygons() {
    return [](RandomShapes<T>& s, RandomRound<T>&, bool grid) { return s.polygon(grid); };
}

} // namespace sat::test
