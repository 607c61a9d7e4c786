// SPDX-License-Identifier: MIT
#pragma once
// Random box pairs for the seed-method tests, and the double-precision
// separation that keeps them clear of touching.

#include <algorithm>
#include <cstdint>
#include <numbers>

#include "sat/shapes2d.hpp"

namespace sat::test {

/// splitmix64: deterministic on every platform, unlike std:: distributions.
class Rng {
public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}
    double uniform(double lo, double hi) {
        state_ += 0x9e3779b97f4a7c15ULL;
        std::uint64_t z = state_;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        return lo + (hi - lo) * static_cast<double>(z >> 11) * 0x1.0p-53;
    }

private:
    std::uint64_t state_;
};

/// Centre in [-3, 3]^2, half extents in [0.2, 2.5] (equal when `square`),
/// any angle; drawn in double, then rounded to T once.
template <class T> Obb2<T> randomObb(Rng& rng, bool square = false) {
    const double halfX = rng.uniform(0.2, 2.5);
    const double halfY = square ? halfX : rng.uniform(0.2, 2.5);
    const Vec2<double> center{rng.uniform(-3, 3), rng.uniform(-3, 3)};
    const double angle = rng.uniform(-std::numbers::pi, std::numbers::pi);
    return castShape<T>(Obb2<double>::fromAngle(center, {halfX, halfY}, angle));
}
template <class T> Aabb2<T> randomAabb(Rng& rng) {
    const Vec2<double> center{rng.uniform(-3, 3), rng.uniform(-3, 3)};
    return castShape<T>(Aabb2<double>{center, {rng.uniform(0.2, 2.5), rng.uniform(0.2, 2.5)}});
}

/// The exact input of a test as a double box (widening float is exact).
template <class T> Obb2<double> asDoubleBox(const Obb2<T>& box) { return castShape<double>(box); }
template <class T> Obb2<double> asDoubleBox(const Aabb2<T>& box) { return Obb2<double>::fromAabb(castShape<double>(box)); }

/// Largest interval separation over the four box axes, in double.
template <class A, class B> double boxSeparation(const A& shapeA, const B& shapeB) {
    const Obb2<double> a = asDoubleBox(shapeA);
    const Obb2<double> b = asDoubleBox(shapeB);
    const auto project = [](const Obb2<double>& box, Vec2<double> axis) {
        Interval<double> span{1e300, -1e300};
        for (const auto& c : corners(box)) {
            const double t = c.x * axis.x + c.y * axis.y;
            span = {std::min(span.min, t), std::max(span.max, t)};
        }
        return span;
    };
    double best = -1e300;
    for (const auto& axis : {a.axisX, a.axisY, b.axisX, b.axisY}) {
        best = std::max(best, sat::intervalSeparation(project(a, axis), project(b, axis)));
    }
    return best;
}

} // namespace sat::test
