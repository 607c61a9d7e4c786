// SPDX-License-Identifier: MIT
#pragma once
// Seeded, deterministic random shapes for the oracle tests, each paired with
// the exact corner coordinates the oracle reads (see exact2d.hpp).
//
// Every pair is regenerated from (seed, index) alone, so a failure message
// that names both is a complete reproducer.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <random>
#include <vector>

#include "oracle/exact2d.hpp"
#include "sat/shapes2d.hpp"

namespace gen {

/// Where and how big the shapes are.
struct Params {
    glm::dvec2 origin{0, 0}; ///< centre of the region the shapes are placed in
    double spread = 2.5;     ///< centres are origin + uniform(-spread, spread)^2
    double sizeMin = 0.25;   ///< half extents (or radii) are log-uniform in [sizeMin, sizeMax]
    double sizeMax = 3;
    double aspectMax = 4; ///< one side is divided by a log-uniform factor in [1, aspectMax]
};

class Rng {
public:
    Rng(std::uint64_t seed, std::uint64_t index) : engine_(mix(seed) ^ mix(index + 0x9e3779b97f4a7c15ULL)) {}
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(engine_); }
    double logUniform(double lo, double hi) { return std::exp(uniform(std::log(lo), std::log(hi))); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(engine_); }
    bool coin() { return integer(0, 1) == 1; }

private:
    // splitmix64 finaliser: neighbouring indices give unrelated streams.
    static std::uint64_t mix(std::uint64_t x) {
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return x ^ (x >> 31);
    }
    std::mt19937_64 engine_;
};

/// A shape of the API under test and the oracle's polygon for it.
template <class Shape> struct Sample {
    Shape shape;
    oracle::Polygon corners; ///< counter-clockwise, exactly the doubles the oracle reads
    /// How far the oracle's corners may be from the exact corners of the box
    /// the API sees (Euclidean, per corner); 0 for a polygon, whose points are
    /// given to both as they are.
    double cornerError = 0;
    /// How far (radians) an edge of the oracle's polygon may be turned from
    /// the box's own axis: 2 cornerError / (shortest side). 0 for an AABB,
    /// whose rounded corners keep exactly axis-aligned sides.
    double edgeTilt = 0;
};

// ------------------------------------------------------------ oracle corners

/// Corners of a box computed once in double from its (exact) T fields, in
/// this file's own order of operations; the rounding (at most a few ulp of
/// the coordinates) is part of the error bound (docs/accuracy.md).
template <class T> oracle::Polygon boxCorners(const sat::Obb2<T>& box) {
    const glm::dvec2 c(box.center);
    const glm::dvec2 ex = glm::dvec2(box.axisX) * double(box.halfExtents.x);
    const glm::dvec2 ey = glm::dvec2(box.axisY) * double(box.halfExtents.y);
    const std::array<glm::dvec2, 4> points{c - ex - ey, c + ex - ey, c + ex + ey, c - ex + ey};
    return oracle::convexCcw(points).value();
}
template <class T> oracle::Polygon boxCorners(const sat::Aabb2<T>& box) {
    const glm::dvec2 c(box.center);
    const glm::dvec2 h(box.halfExtents);
    const std::array<glm::dvec2, 4> points{glm::dvec2{c.x - h.x, c.y - h.y}, glm::dvec2{c.x + h.x, c.y - h.y},
                                           glm::dvec2{c.x + h.x, c.y + h.y}, glm::dvec2{c.x - h.x, c.y + h.y}};
    return oracle::convexCcw(points).value();
}

/// boxCorners rounds each coordinate of c - ex - ey at most 4 times (two
/// products, two sums), each by u of a number no larger than
/// |c|inf + hx + hy: at most 3u(|c|inf + hx + hy) per coordinate, so
/// 3 sqrt(2) u (...) per corner; 5u (...) is used (docs/accuracy.md).
template <class T> Sample<sat::Obb2<T>> sampleOf(const sat::Obb2<T>& box) {
    constexpr double u = std::numeric_limits<double>::epsilon() / 2;
    const double scale = std::max(std::abs(double(box.center.x)), std::abs(double(box.center.y))) + double(box.halfExtents.x) +
                         double(box.halfExtents.y);
    const double cornerError = 5 * u * scale;
    const double shortestSide = 2 * std::min(double(box.halfExtents.x), double(box.halfExtents.y));
    return {box, boxCorners(box), cornerError, 2 * cornerError / shortestSide};
}
/// c +- h rounds once per coordinate; both corners of a side share the
/// rounded coordinate, so the sides stay exactly axis-aligned.
template <class T> Sample<sat::Aabb2<T>> sampleOf(const sat::Aabb2<T>& box) {
    constexpr double u = std::numeric_limits<double>::epsilon() / 2;
    const double scale = std::max(std::abs(double(box.center.x)), std::abs(double(box.center.y))) +
                         std::max(double(box.halfExtents.x), double(box.halfExtents.y));
    return {box, boxCorners(box), 2 * u * scale, 0};
}
/// A polygon from points in T; the oracle reads the same points. Throws
/// (GeometryError from the API, bad_optional_access from the oracle) when
/// they are not strictly convex.
template <class T> Sample<sat::ConvexPolygon2<T>> polygonSample(const std::vector<sat::Vec2<T>>& points) {
    std::vector<glm::dvec2> exact(points.begin(), points.end());
    return {sat::ConvexPolygon2<T>::make(points), oracle::convexCcw(exact).value(), 0, 0};
}

// ----------------------------------------------------------------- shapes

template <class T> sat::Vec2<T> randomCenter(Rng& rng, const Params& p) {
    return sat::Vec2<T>(p.origin + glm::dvec2{rng.uniform(-p.spread, p.spread), rng.uniform(-p.spread, p.spread)});
}
template <class T> sat::Vec2<T> randomHalfExtents(Rng& rng, const Params& p) {
    const double size = rng.logUniform(p.sizeMin, p.sizeMax);
    const double thin = size / rng.logUniform(1, p.aspectMax);
    return rng.coin() ? sat::Vec2<T>(T(size), T(thin)) : sat::Vec2<T>(T(thin), T(size));
}
template <class T> T randomAngle(Rng& rng) { return T(rng.uniform(-std::numbers::pi, std::numbers::pi)); }

template <class T> Sample<sat::Aabb2<T>> randomAabb(Rng& rng, const Params& p) {
    return sampleOf(sat::Aabb2<T>{randomCenter<T>(rng, p), randomHalfExtents<T>(rng, p)});
}
template <class T> Sample<sat::Obb2<T>> randomObb(Rng& rng, const Params& p) {
    return sampleOf(sat::Obb2<T>::fromAngle(randomCenter<T>(rng, p), randomHalfExtents<T>(rng, p), randomAngle<T>(rng)));
}

/// 3..8 points on a rotated ellipse at sorted random angles, or (one time in
/// four) the corners of a random OBB computed in double and rounded to T
/// once: the "OBB fed as a polygon" case.
template <class T> Sample<sat::ConvexPolygon2<T>> randomPolygon(Rng& rng, const Params& p) {
    for (;;) {
        std::vector<sat::Vec2<T>> points;
        if (rng.integer(0, 3) == 0) {
            for (const glm::dvec2& corner : boxCorners(randomObb<double>(rng, p).shape)) points.emplace_back(corner);
        } else {
            const glm::dvec2 center(randomCenter<double>(rng, p));
            const glm::dvec2 radii(randomHalfExtents<double>(rng, p));
            const double turn = rng.uniform(-std::numbers::pi, std::numbers::pi);
            std::vector<double> angles(static_cast<std::size_t>(rng.integer(3, 8)));
            for (double& angle : angles) angle = rng.uniform(0, 2 * std::numbers::pi);
            std::sort(angles.begin(), angles.end());
            for (double angle : angles) {
                const glm::dvec2 local{radii.x * std::cos(angle), radii.y * std::sin(angle)};
                const glm::dvec2 world{local.x * std::cos(turn) - local.y * std::sin(turn),
                                       local.x * std::sin(turn) + local.y * std::cos(turn)};
                points.emplace_back(center + world);
            }
        }
        if (rng.coin()) std::reverse(points.begin(), points.end()); // either winding is accepted
        try {
            return polygonSample(points);
        } catch (const std::exception&) {
            // nearly collinear or repeated points: draw again (counted nowhere; rare)
        }
    }
}

template <class Shape> struct Random;
template <class T> struct Random<sat::Aabb2<T>> {
    static Sample<sat::Aabb2<T>> make(Rng& rng, const Params& p) { return randomAabb<T>(rng, p); }
};
template <class T> struct Random<sat::Obb2<T>> {
    static Sample<sat::Obb2<T>> make(Rng& rng, const Params& p) { return randomObb<T>(rng, p); }
};
template <class T> struct Random<sat::ConvexPolygon2<T>> {
    static Sample<sat::ConvexPolygon2<T>> make(Rng& rng, const Params& p) { return randomPolygon<T>(rng, p); }
};

// --------------------------------------------------------------- translation

/// The sample moved by `offset`, the move rounded to T once (the oracle reads
/// the rounded coordinates, so the rounding never hides in the oracle).
template <class T> Sample<sat::Aabb2<T>> translated(const Sample<sat::Aabb2<T>>& s, glm::dvec2 offset) {
    sat::Aabb2<T> box = s.shape;
    box.center = sat::Vec2<T>(glm::dvec2(box.center) + offset);
    return sampleOf(box);
}
template <class T> Sample<sat::Obb2<T>> translated(const Sample<sat::Obb2<T>>& s, glm::dvec2 offset) {
    sat::Obb2<T> box = s.shape;
    box.center = sat::Vec2<T>(glm::dvec2(box.center) + offset);
    return sampleOf(box);
}
template <class T> Sample<sat::ConvexPolygon2<T>> translated(const Sample<sat::ConvexPolygon2<T>>& s, glm::dvec2 offset) {
    std::vector<sat::Vec2<T>> points;
    for (const sat::Vec2<T>& v : s.shape.vertices()) points.emplace_back(glm::dvec2(v) + offset);
    return polygonSample(points);
}

} // namespace gen
