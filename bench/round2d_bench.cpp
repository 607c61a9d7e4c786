// SPDX-License-Identifier: MIT
// Circles and capsules (sat/round2d.hpp) against Box2D 2.4's round paths:
//   circle2_bool, circle2_report             circle-circle:  b2CollideCircles
//   obb2_circle2_bool, obb2_circle2_report   box-circle:     b2CollidePolygonAndCircle
//   poly8_circle2_bool, poly8_circle2_report 8-gon-circle:   b2CollidePolygonAndCircle
//   obb2_capsule2_bool, obb2_capsule2_report box-capsule:    SATlab only (Box2D 2.4 has no capsule)
// The bool families time sat::overlaps, the report families sat::report
// without the distance (b2Collide* compute none) and sat::manifold (the
// verdict, MTV and contacts with no axis list); Box2D's entries are the same
// manifold routine in both (intersecting = any manifold point). Float, as
// Box2D. Pairs as pairs.hpp draws them: B near A, four scenarios with an exact
// share of intersecting pairs, none within kGeneratorClearance of touching,
// judged by SATlab's double report.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <numbers>
#include <random>
#include <utility>
#include <vector>

#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_polygon_shape.h>

#include "agreement.hpp"
#include "data2d.hpp"
#include "family.hpp"
#include "pairs.hpp"
#include "sat/round2d.hpp"
#include "suite.hpp"

namespace bench {
namespace {

using Circle = sat::Circle2<float>;
using Capsule = sat::Capsule2<float>;
using Obb = sat::Obb2<float>;
using Polygon = sat::ConvexPolygon2<float>;

/// Pairs plus their Box2D 2.4 form: A a polygon (boxes: SetAsBox and a
/// transform; 8-gons: world vertices) or a circle, B a circle; every
/// polygon's skin m_radius is 0.
template <class A, class B> struct RoundData {
    PairSet<A, B> pairs;
    std::vector<b2PolygonShape> polygonA;
    std::vector<b2CircleShape> circleA, circleB;
    std::vector<b2Transform> transformA, transformB;
};

class RoundRng {
public:
    explicit RoundRng(std::uint64_t seed) : engine_(seed) {}
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(engine_); }
    float uniformF(double lo, double hi) { return static_cast<float>(uniform(lo, hi)); }
    sat::Vec2<float> centre() { return {uniformF(-4, 4), uniformF(-4, 4)}; }
    /// A point at a random direction and a distance up to `reach` from `from`.
    sat::Vec2<float> near(sat::Vec2<float> from, double reach) {
        const double angle = uniform(0, 2 * std::numbers::pi);
        const double distance = reach * uniform(0, 1);
        return {from.x + static_cast<float>(distance * std::cos(angle)), from.y + static_cast<float>(distance * std::sin(angle))};
    }
    std::mt19937_64& engine() { return engine_; }

private:
    std::mt19937_64 engine_;
};

Circle circleAround(RoundRng& rng, sat::Vec2<float> centre) { return {centre, rng.uniformF(0.25, 1.5)}; }
Obb boxAround(RoundRng& rng, sat::Vec2<float> centre) {
    return Obb::fromAngle(centre, {rng.uniformF(0.25, 1.5), rng.uniformF(0.25, 1.5)}, rng.uniformF(0, 2 * std::numbers::pi));
}
Capsule capsuleAround(RoundRng& rng, sat::Vec2<float> centre) {
    return Capsule::fromCentre(centre, rng.uniformF(0.25, 1.5), rng.uniformF(0, 2 * std::numbers::pi), rng.uniformF(0.1, 0.75));
}
/// Eight points on an ellipse at jittered eighths of a turn (strictly convex).
Polygon octagonAround(RoundRng& rng, sat::Vec2<float> centre) {
    const double rx = rng.uniform(0.3, 1.5);
    const double ry = rng.uniform(0.3, 1.5);
    const double turn = rng.uniform(0, 2 * std::numbers::pi);
    std::vector<sat::Vec2<float>> points;
    for (int k = 0; k < 8; ++k) {
        const double phi = k * std::numbers::pi / 4 + rng.uniform(-std::numbers::pi / 24, std::numbers::pi / 24);
        const double x = rx * std::cos(phi);
        const double y = ry * std::sin(phi);
        points.push_back({centre.x + static_cast<float>(x * std::cos(turn) - y * std::sin(turn)),
                          centre.y + static_cast<float>(x * std::sin(turn) + y * std::cos(turn))});
    }
    return Polygon::make(points);
}

sat::ConvexPolygon2<double> widened(const Polygon& polygon) {
    std::vector<sat::Vec2<double>> points(polygon.vertices().begin(), polygon.vertices().end());
    return sat::ConvexPolygon2<double>::make(points);
}
template <class S> auto widened(const S& shape) { return sat::castShape<double>(shape); }

/// `count` pairs of the scenario: candidates drawn by `draw`, judged by the
/// double report, kept until the wanted share of each verdict is met, shuffled.
template <class A, class B, class Draw>
PairSet<A, B> fillRound(Scenario scenario, std::size_t count, std::uint64_t seed, Draw draw) {
    RoundRng rng(seed);
    const std::size_t wantIntersecting = intersectingCount(scenario, count);
    std::vector<std::pair<A, B>> intersecting, separated;
    std::vector<double> intersectingGaps, separatedGaps;
    while (intersecting.size() < wantIntersecting || separated.size() < count - wantIntersecting) {
        std::pair<A, B> candidate = draw(rng);
        const auto reference = sat::report(widened(candidate.first), widened(candidate.second));
        if (std::abs(reference.axisSeparation) <= kGeneratorClearance) continue;
        const bool hit = reference.verdict != sat::Verdict::Separated;
        auto& into = hit ? intersecting : separated;
        auto& gaps = hit ? intersectingGaps : separatedGaps;
        if (into.size() < (hit ? wantIntersecting : count - wantIntersecting)) {
            into.push_back(std::move(candidate));
            gaps.push_back(reference.axisSeparation);
        }
    }
    std::vector<std::size_t> order(count);
    for (std::size_t i = 0; i < count; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng.engine());
    PairSet<A, B> pairs;
    for (const std::size_t k : order) {
        const bool hit = k < wantIntersecting;
        const std::size_t j = hit ? k : k - wantIntersecting;
        pairs.a.push_back(hit ? intersecting[j].first : separated[j].first);
        pairs.b.push_back(hit ? intersecting[j].second : separated[j].second);
        pairs.intersects.push_back(hit ? 1 : 0);
        pairs.separation.push_back(hit ? intersectingGaps[j] : separatedGaps[j]);
    }
    return pairs;
}

b2CircleShape toB2Circle(const Circle& circle, b2Transform& transform) {
    b2CircleShape shape;
    shape.m_p.SetZero();
    shape.m_radius = circle.radius;
    transform.Set(b2Vec2(circle.center.x, circle.center.y), 0.0F);
    return shape;
}

template <class A, class B> RoundData<A, B> convert(PairSet<A, B> pairs) {
    RoundData<A, B> data;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        b2Transform transformA, transformB;
        if constexpr (std::is_same_v<A, Circle>) {
            data.circleA.push_back(toB2Circle(pairs.a[i], transformA));
        } else {
            const Box2dShape shape = toBox2d(pairs.a[i]);
            data.polygonA.push_back(shape.polygon);
            transformA = shape.transform;
        }
        if constexpr (std::is_same_v<B, Circle>) data.circleB.push_back(toB2Circle(pairs.b[i], transformB));
        data.transformA.push_back(transformA);
        data.transformB.push_back(transformB);
    }
    data.pairs = std::move(pairs);
    return data;
}

// Family numbers for seedOf, apart from the other files' (pairs.cpp uses small ones).
enum RoundFamily : std::uint64_t { kCircleCircle = 40, kBoxCircle = 41, kPolygonCircle = 42, kBoxCapsule = 43 };

template <class A, class B, class Draw> const RoundData<A, B>& cachedRound(Scenario scenario, std::uint64_t family, Draw draw) {
    static std::map<Scenario, RoundData<A, B>> cache;
    auto found = cache.find(scenario);
    if (found == cache.end()) {
        found = cache.emplace(scenario, convert(fillRound<A, B>(scenario, kPairsInCache, seedOf(family, scenario), draw))).first;
    }
    return found->second;
}

using CircleCircleData = RoundData<Circle, Circle>;
using BoxCircleData = RoundData<Obb, Circle>;
using PolygonCircleData = RoundData<Polygon, Circle>;
using BoxCapsuleData = RoundData<Obb, Capsule>;

// The reach of B's centre from A's: about the sum of the two sizes, so every scenario's share is met quickly.
const CircleCircleData& circleCircleData(Scenario scenario) {
    return cachedRound<Circle, Circle>(scenario, kCircleCircle, [](RoundRng& rng) {
        const Circle a = circleAround(rng, rng.centre());
        return std::pair{a, circleAround(rng, rng.near(a.center, 3.2))};
    });
}
const BoxCircleData& boxCircleData(Scenario scenario) {
    return cachedRound<Obb, Circle>(scenario, kBoxCircle, [](RoundRng& rng) {
        const Obb a = boxAround(rng, rng.centre());
        return std::pair{a, circleAround(rng, rng.near(a.center, 3.6))};
    });
}
const PolygonCircleData& polygonCircleData(Scenario scenario) {
    return cachedRound<Polygon, Circle>(scenario, kPolygonCircle, [](RoundRng& rng) {
        const sat::Vec2<float> centre = rng.centre();
        const Polygon a = octagonAround(rng, centre);
        return std::pair{a, circleAround(rng, rng.near(centre, 3.2))};
    });
}
const BoxCapsuleData& boxCapsuleData(Scenario scenario) {
    return cachedRound<Obb, Capsule>(scenario, kBoxCapsule, [](RoundRng& rng) {
        const Obb a = boxAround(rng, rng.centre());
        return std::pair{a, capsuleAround(rng, rng.near(a.center, 4.2))};
    });
}

sat::ReportOptions2<float> withoutDistance() {
    sat::ReportOptions2<float> options;
    options.computeDistance = false;
    return options;
}

struct SatlabOverlaps {
    static constexpr const char* kName = "satlab";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::overlaps(data.pairs.a[i], data.pairs.b[i]);
    }
};
/// Every axis with its intervals and flags, the verdict, the MTV and the contacts (no distance, as the peer).
struct SatlabRoundReport {
    static constexpr const char* kName = "satlab_report";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::report(data.pairs.a[i], data.pairs.b[i], withoutDistance()).verdict != sat::Verdict::Separated;
    }
};
/// The verdict, the MTV and the contacts, no per-axis fields (the report's numbers).
struct SatlabRoundManifold {
    static constexpr const char* kName = "satlab_manifold";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::manifold(data.pairs.a[i], data.pairs.b[i]).verdict != sat::Verdict::Separated;
    }
};
/// b2CollideCircles: one manifold point when the circles overlap or touch.
struct Box2dCollideCircles {
    static constexpr const char* kName = "box2d_collide_circles";
    static bool intersects(const CircleCircleData& data, std::size_t i) {
        b2Manifold manifold;
        b2CollideCircles(&manifold, &data.circleA[i], data.transformA[i], &data.circleB[i], data.transformB[i]);
        return manifold.pointCount > 0;
    }
};
/// b2CollidePolygonAndCircle: the face of largest separation, then the vertex regions; one manifold point.
struct Box2dCollidePolygonAndCircle {
    static constexpr const char* kName = "box2d_collide_polygon_and_circle";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        b2Manifold manifold;
        b2CollidePolygonAndCircle(&manifold, &data.polygonA[i], data.transformA[i], &data.circleB[i], data.transformB[i]);
        return manifold.pointCount > 0;
    }
};

template <class Visitor> void forEachRoundFamily(Visitor& visitor) {
    visitor.template family<SatlabOverlaps, Box2dCollideCircles>("circle2_bool", circleCircleData);
    visitor.template family<SatlabRoundReport, SatlabRoundManifold, Box2dCollideCircles>("circle2_report", circleCircleData);
    visitor.template family<SatlabOverlaps, Box2dCollidePolygonAndCircle>("obb2_circle2_bool", boxCircleData);
    visitor.template family<SatlabRoundReport, SatlabRoundManifold, Box2dCollidePolygonAndCircle>("obb2_circle2_report",
                                                                                                  boxCircleData);
    visitor.template family<SatlabOverlaps, Box2dCollidePolygonAndCircle>("poly8_circle2_bool", polygonCircleData);
    visitor.template family<SatlabRoundReport, SatlabRoundManifold, Box2dCollidePolygonAndCircle>("poly8_circle2_report",
                                                                                                  polygonCircleData);
    visitor.template family<SatlabOverlaps>("obb2_capsule2_bool", boxCapsuleData);
    visitor.template family<SatlabRoundReport, SatlabRoundManifold>("obb2_capsule2_report", boxCapsuleData);
}

} // namespace

void checkRound2d(AgreementCheck& check) { forEachRoundFamily(check); }

void registerRound2d() {
    Registrar registrar;
    forEachRoundFamily(registrar);
}

} // namespace bench
