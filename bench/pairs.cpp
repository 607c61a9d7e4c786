// SPDX-License-Identifier: MIT
// Seeded pair generation for the benchmarks (pairs.hpp). The random numbers
// are drawn by hand (splitmix64, 53-bit doubles, Fisher-Yates) rather than
// through <random>'s distributions, whose output the standard leaves to the
// library: the same seed gives the same pairs with any toolchain.

#include "pairs.hpp"

#include <numbers>
#include <stdexcept>
#include <string>
#include <utility>

namespace bench {
namespace {

class Rng {
public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }
    float uniformF(double lo, double hi) { return static_cast<float>(uniform(lo, hi)); }
    /// Uniform in [0, n).
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(unit() * static_cast<double>(n)); }

private:
    std::uint64_t state_;
};

constexpr double kTwoPi = 2.0 * std::numbers::pi;
/// B's centre lies at most this many times the sum of the shapes' outer
/// radii from A's: roughly half of such candidates intersect.
constexpr double kReach = 1.2;

struct Reference {
    bool intersects;
    double separation;
};

template <class R> Reference referenceOf(const R& report) {
    return {report.verdict != sat::Verdict::Separated, static_cast<double>(report.axisSeparation)};
}

sat::Vec2<float> offset2(Rng& rng, double reach) {
    const double angle = rng.uniform(0.0, kTwoPi);
    const double distance = reach * rng.unit();
    return {static_cast<float>(distance * std::cos(angle)), static_cast<float>(distance * std::sin(angle))};
}

sat::Vec2<float> centre2(Rng& rng) { return {rng.uniformF(-4.0, 4.0), rng.uniformF(-4.0, 4.0)}; }
sat::Vec2<float> halfExtents2(Rng& rng) { return {rng.uniformF(0.25, 1.5), rng.uniformF(0.25, 1.5)}; }
double outerRadius(const sat::Vec2<float>& halfExtents) { return std::hypot(halfExtents.x, halfExtents.y); }

sat::Obb2<float> obb2Around(Rng& rng, sat::Vec2<float> centre, sat::Vec2<float> halfExtents) {
    return sat::Obb2<float>::fromAngle(centre, halfExtents, rng.uniformF(0.0, kTwoPi));
}

/// Draws candidates until the scenario's quota of intersecting and of
/// separated pairs is full, then shuffles. `draw(rng)` gives a pair,
/// `judge(a, b)` its Reference.
template <class A, class B, class Draw, class JudgeFn>
PairSet<A, B> fill(Scenario scenario, std::size_t count, std::uint64_t seed, Draw draw, JudgeFn judge) {
    const std::size_t wantIntersecting = intersectingCount(scenario, count);
    const std::size_t wantSeparated = count - wantIntersecting;
    PairSet<A, B> drawn;
    drawn.a.reserve(count);
    drawn.b.reserve(count);
    Rng rng(seed);
    std::size_t intersecting = 0;
    std::size_t separated = 0;
    while (intersecting + separated < count) {
        std::pair<A, B> pair = draw(rng);
        const Reference reference = judge(pair.first, pair.second);
        if (std::abs(reference.separation) <= kGeneratorClearance) continue;
        std::size_t& have = reference.intersects ? intersecting : separated;
        if (have == (reference.intersects ? wantIntersecting : wantSeparated)) continue;
        ++have;
        drawn.a.push_back(pair.first);
        drawn.b.push_back(pair.second);
        drawn.intersects.push_back(reference.intersects ? 1 : 0);
        drawn.separation.push_back(reference.separation);
    }
    std::vector<std::size_t> order(count);
    for (std::size_t i = 0; i < count; ++i) order[i] = i;
    for (std::size_t i = count; i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
    PairSet<A, B> shuffled;
    for (std::size_t i : order) {
        shuffled.a.push_back(drawn.a[i]);
        shuffled.b.push_back(drawn.b[i]);
        shuffled.intersects.push_back(drawn.intersects[i]);
        shuffled.separation.push_back(drawn.separation[i]);
    }
    return shuffled;
}

/// Judge::FastTests (pairs.hpp): the double fast test, with A grown and
/// shrunk by the clearance to find near-touching candidates.
template <class Box> Reference judgeByFastTests(const Box& aFloat, const Box& bFloat) {
    const auto a = sat::castShape<double>(aFloat);
    const auto b = sat::castShape<double>(bFloat);
    auto grown = a;
    auto shrunk = a;
    grown.halfExtents += kGeneratorClearance;
    shrunk.halfExtents -= kGeneratorClearance;
    const bool intersects = sat::overlaps(a, b);
    if (sat::overlaps(grown, b) != sat::overlaps(shrunk, b)) return {intersects, 0.0}; // near touching: drawn again
    return {intersects, intersects ? -1.0 : 1.0};
}

template <class A, class B> Reference judgeBoxes2(const A& a, const B& b) {
    return referenceOf(sat::report(sat::castShape<double>(a), sat::castShape<double>(b)));
}

sat::ConvexPolygon2<double> widen(const sat::ConvexPolygon2<float>& polygon) {
    std::vector<sat::Vec2<double>> points;
    for (const sat::Vec2<float>& p : polygon.vertices()) points.emplace_back(p);
    return sat::ConvexPolygon2<double>::make(points);
}

/// Eight vertices on an ellipse (so strictly convex) at jittered eighths of
/// a turn, counter-clockwise; outer radius returned through `radius`.
sat::ConvexPolygon2<float> octagonAround(Rng& rng, sat::Vec2<float> centre, double& radius) {
    const double rx = rng.uniform(0.3, 1.5);
    const double ry = rng.uniform(0.3, 1.5);
    const double turn = rng.uniform(0.0, kTwoPi);
    std::array<sat::Vec2<float>, 8> points{};
    for (std::size_t k = 0; k < points.size(); ++k) {
        const double phi = static_cast<double>(k) * kTwoPi / 8.0 + rng.uniform(-kTwoPi / 48.0, kTwoPi / 48.0);
        const double x = rx * std::cos(phi);
        const double y = ry * std::sin(phi);
        points[k] = {centre.x + static_cast<float>(x * std::cos(turn) - y * std::sin(turn)),
                     centre.y + static_cast<float>(x * std::sin(turn) + y * std::cos(turn))};
    }
    radius = std::max(rx, ry);
    return sat::ConvexPolygon2<float>::make(points);
}

sat::Obb3<float> obb3Around(Rng& rng, sat::Vec3<float> centre, sat::Vec3<float> halfExtents) {
    // Four normal-ish components normalised: a uniformly random rotation is
    // not needed, only a varied one; sums of uniforms are enough.
    const auto component = [&rng] { return static_cast<float>(rng.uniform(-1.0, 1.0) + rng.uniform(-1.0, 1.0)); };
    const float w = component(), x = component(), y = component(), z = component();
    return sat::Obb3<float>::fromQuaternion(centre, halfExtents, w, x, y, z);
}

sat::Vec3<float> direction3(Rng& rng) {
    const double z = rng.uniform(-1.0, 1.0);
    const double angle = rng.uniform(0.0, kTwoPi);
    const double r = std::sqrt(1.0 - z * z);
    return {static_cast<float>(r * std::cos(angle)), static_cast<float>(r * std::sin(angle)), static_cast<float>(z)};
}

} // namespace

const char* scenarioName(Scenario scenario) {
    switch (scenario) {
    case Scenario::Sep10: return "sep10";
    case Scenario::Mix50: return "mix50";
    case Scenario::Ovl90: return "ovl90";
    case Scenario::Ovl100: return "ovl100";
    }
    return "?";
}

int intersectingPercent(Scenario scenario) {
    switch (scenario) {
    case Scenario::Sep10: return 10;
    case Scenario::Mix50: return 50;
    case Scenario::Ovl90: return 90;
    case Scenario::Ovl100: return 100;
    }
    return 0;
}

std::size_t intersectingCount(Scenario scenario, std::size_t count) {
    if (count % 10 != 0) throw std::invalid_argument("pair count " + std::to_string(count) + " is not a multiple of 10");
    return count / 10 * static_cast<std::size_t>(intersectingPercent(scenario)) / 10;
}

std::uint64_t seedOf(std::uint64_t family, Scenario scenario) {
    return 0x5A71AB0000000000ULL + (family << 8U) + static_cast<std::uint64_t>(scenario);
}

Aabb2Pairs makeAabb2Pairs(Scenario scenario, std::size_t count, std::uint64_t seed) {
    using Box = sat::Aabb2<float>;
    const auto draw = [](Rng& rng) {
        const Box a{centre2(rng), halfExtents2(rng)};
        const sat::Vec2<float> half = halfExtents2(rng);
        const Box b{a.center + offset2(rng, kReach * (outerRadius(a.halfExtents) + outerRadius(half))), half};
        return std::pair{a, b};
    };
    return fill<Box, Box>(scenario, count, seed, draw, judgeBoxes2<Box, Box>);
}

Obb2Pairs makeObb2Pairs(Scenario scenario, std::size_t count, std::uint64_t seed, Judge judge) {
    using Box = sat::Obb2<float>;
    const auto draw = [](Rng& rng) {
        const Box a = obb2Around(rng, centre2(rng), halfExtents2(rng));
        const sat::Vec2<float> half = halfExtents2(rng);
        const sat::Vec2<float> centre = a.center + offset2(rng, kReach * (outerRadius(a.halfExtents) + outerRadius(half)));
        return std::pair{a, obb2Around(rng, centre, half)};
    };
    if (judge == Judge::FastTests) return fill<Box, Box>(scenario, count, seed, draw, judgeByFastTests<Box>);
    return fill<Box, Box>(scenario, count, seed, draw, judgeBoxes2<Box, Box>);
}

Obb2Aabb2Pairs makeObb2Aabb2Pairs(Scenario scenario, std::size_t count, std::uint64_t seed) {
    using Obb = sat::Obb2<float>;
    using Aabb = sat::Aabb2<float>;
    const auto draw = [](Rng& rng) {
        const Obb a = obb2Around(rng, centre2(rng), halfExtents2(rng));
        const sat::Vec2<float> half = halfExtents2(rng);
        const Aabb b{a.center + offset2(rng, kReach * (outerRadius(a.halfExtents) + outerRadius(half))), half};
        return std::pair{a, b};
    };
    return fill<Obb, Aabb>(scenario, count, seed, draw, judgeBoxes2<Obb, Aabb>);
}

Poly8Pairs makePoly8Pairs(Scenario scenario, std::size_t count, std::uint64_t seed) {
    using Polygon = sat::ConvexPolygon2<float>;
    const auto draw = [](Rng& rng) {
        double radiusA = 0.0;
        double radiusB = 0.0;
        const sat::Vec2<float> centreA = centre2(rng);
        Polygon a = octagonAround(rng, centreA, radiusA);
        // B is drawn at the origin, then moved: its offset depends on its size.
        Polygon b = octagonAround(rng, {0.0F, 0.0F}, radiusB);
        const sat::Vec2<float> shift = centreA + offset2(rng, kReach * (radiusA + radiusB));
        std::vector<sat::Vec2<float>> moved;
        for (const sat::Vec2<float>& p : b.vertices()) moved.push_back(p + shift);
        return std::pair{a, Polygon::make(moved)};
    };
    const auto judge = [](const Polygon& a, const Polygon& b) { return referenceOf(sat::report(widen(a), widen(b))); };
    return fill<Polygon, Polygon>(scenario, count, seed, draw, judge);
}

Obb3Pairs makeObb3Pairs(Scenario scenario, std::size_t count, std::uint64_t seed, Judge judge) {
    using Box = sat::Obb3<float>;
    const auto half3 = [](Rng& rng) {
        return sat::Vec3<float>{rng.uniformF(0.25, 1.5), rng.uniformF(0.25, 1.5), rng.uniformF(0.25, 1.5)};
    };
    const auto draw = [&half3](Rng& rng) {
        const sat::Vec3<float> centreA{rng.uniformF(-4.0, 4.0), rng.uniformF(-4.0, 4.0), rng.uniformF(-4.0, 4.0)};
        const Box a = obb3Around(rng, centreA, half3(rng));
        const sat::Vec3<float> halfB = half3(rng);
        const double reach = kReach * (static_cast<double>(glm::length(a.halfExtents)) + glm::length(halfB));
        const sat::Vec3<float> centreB = centreA + direction3(rng) * static_cast<float>(reach * rng.unit());
        return std::pair{a, obb3Around(rng, centreB, halfB)};
    };
    if (judge == Judge::FastTests) return fill<Box, Box>(scenario, count, seed, draw, judgeByFastTests<Box>);
    const auto byReport = [](const Box& a, const Box& b) {
        return referenceOf(sat::report(sat::castShape<double>(a), sat::castShape<double>(b)));
    };
    return fill<Box, Box>(scenario, count, seed, draw, byReport);
}

} // namespace bench
