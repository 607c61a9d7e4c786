// SPDX-License-Identifier: MIT
// The adversarial sets, judged against the exact oracle: exact
// touching on integer grids, near-touching within 1e-7, parallel edges,
// containment, coordinates around 1e6 and aspect ratios of 1000:1. The
// sets and what each shows: docs/accuracy.md.

#include <array>
#include <cstdio>
#include <numbers>
#include <optional>
#include <type_traits>

#include <gtest/gtest.h>

#include "oracle/properties2d.hpp"

namespace {

using check::Judgement;
using check::Pair;
using check::RunSummary;
using check::Truth;
template <class T> using Aabb = sat::Aabb2<T>;
template <class T> using Obb = sat::Obb2<T>;
template <class T> using Poly = sat::ConvexPolygon2<T>;

#if defined(__SANITIZE_ADDRESS__)
constexpr std::size_t kPerKind = 300;
#else
constexpr std::size_t kPerKind = 3'000;
#endif

/// Calls f.template operator()<A, B>(name, kindIndex) for the nine kind pairs.
template <class T, class F> void forEachKindPair(F&& f) {
    f.template operator()<Aabb<T>, Aabb<T>>("AabbAabb", 1);
    f.template operator()<Aabb<T>, Obb<T>>("AabbObb", 2);
    f.template operator()<Obb<T>, Aabb<T>>("ObbAabb", 3);
    f.template operator()<Obb<T>, Obb<T>>("ObbObb", 4);
    f.template operator()<Poly<T>, Aabb<T>>("PolyAabb", 5);
    f.template operator()<Poly<T>, Obb<T>>("PolyObb", 6);
    f.template operator()<Poly<T>, Poly<T>>("PolyPoly", 7);
    f.template operator()<Aabb<T>, Poly<T>>("AabbPoly", 8);
    f.template operator()<Obb<T>, Poly<T>>("ObbPoly", 9);
}

/// Judges `kPerKind` pairs of `Set` for each kind pair in T; a set may
/// decline an index (returns nullopt). Expects no failure, and at least
/// `minJudged` of the offered pairs to be judged (so a test cannot pass by
/// skipping everything).
template <class Set, class T = double, class Judge> RunSummary judgeSet(const char* what, Judge judge, double minJudged) {
    RunSummary summary;
    std::size_t offered = 0;
    forEachKindPair<T>([&]<class SA, class SB>(const char*, int kindIndex) {
        for (std::size_t i = 0; i < kPerKind; ++i) {
            const std::optional<Pair<SA, SB>> pair = Set::template make<SA, SB>(Set::kSeed + std::uint64_t(kindIndex), i);
            if (!pair) continue;
            ++offered;
            summary.add(judge(*pair, check::truthOf(*pair)));
        }
    });
    summary.print(what);
    EXPECT_EQ(summary.failures.count(), 0u) << summary.failures.text();
    EXPECT_GE(double(summary.judged), minJudged * double(offered));
    return summary;
}

const auto kVerdict = [](const auto& pair, const Truth& truth) { return check::judgeVerdict(pair, truth); };
const auto kAxisSeparation = [](const auto& pair, const Truth& truth) { return check::judgeAxisSeparation(pair, truth); };
const auto kDepth = [](const auto& pair, const Truth& truth) { return check::judgeDepth(pair, truth); };
const auto kDistance = [](const auto& pair, const Truth& truth) { return check::judgeDistance(pair, truth); };
const auto kContacts = [](const auto& pair, const Truth& truth) { return check::judgeContacts(pair, truth); };
const auto kPushFurther = [](const auto& pair, const Truth& truth) {
    return check::judgePush(pair, truth, {1 + check::kPushFactor, 0, true});
};
const auto kPushLess = [](const auto& pair, const Truth& truth) {
    return check::judgePush(pair, truth, {1 - check::kPushFactor, 0, false});
};

// ===================================================== exact touching, integers
//
// Integer boxes touching edge to edge or corner to corner, given to the API
// as AABBs, as OBBs turned by exact multiples of 90 degrees (axes set to
// exact unit vectors, not from cos/sin), and as 4-point polygons. Every axis
// is then (+-1, 0) or (0, +-1) exactly and every projection is an exact small
// integer, in float as in double: the answer must be exactly "touching".

struct IntegerBox {
    int cx, cy, hx, hy;
};

/// A at an integer centre, B touching it on a random side, offset along that
/// side anywhere from corner-to-corner to corner-to-corner.
std::pair<IntegerBox, IntegerBox> touchingBoxes(gen::Rng& rng) {
    IntegerBox a{rng.integer(-20, 20), rng.integer(-20, 20), rng.integer(1, 6), rng.integer(1, 6)};
    IntegerBox b{0, 0, rng.integer(1, 6), rng.integer(1, 6)};
    const int sign = rng.coin() ? 1 : -1;
    if (rng.coin()) {
        b.cx = a.cx + sign * (a.hx + b.hx);
        b.cy = a.cy + rng.integer(-(a.hy + b.hy), a.hy + b.hy);
    } else {
        b.cy = a.cy + sign * (a.hy + b.hy);
        b.cx = a.cx + rng.integer(-(a.hx + b.hx), a.hx + b.hx);
    }
    return {a, b};
}

template <class S> struct FromIntegerBox;
template <class T> struct FromIntegerBox<Aabb<T>> {
    static gen::Sample<Aabb<T>> make(const IntegerBox& box, gen::Rng&) {
        return gen::sampleOf(Aabb<T>{{T(box.cx), T(box.cy)}, {T(box.hx), T(box.hy)}});
    }
};
template <class T> struct FromIntegerBox<Obb<T>> {
    /// Turned by k * 90 degrees with exact axes; a quarter turn swaps the extents.
    static gen::Sample<Obb<T>> make(const IntegerBox& box, gen::Rng& rng) {
        static constexpr int kAxes[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        const int k = rng.integer(0, 3);
        const sat::Vec2<T> axisX{T(kAxes[k][0]), T(kAxes[k][1])};
        const sat::Vec2<T> axisY{-axisX.y, axisX.x};
        const sat::Vec2<T> half = k % 2 == 0 ? sat::Vec2<T>{T(box.hx), T(box.hy)} : sat::Vec2<T>{T(box.hy), T(box.hx)};
        return gen::sampleOf(Obb<T>{{T(box.cx), T(box.cy)}, half, axisX, axisY});
    }
};
template <class T> struct FromIntegerBox<Poly<T>> {
    /// The four corners, starting anywhere, in either winding.
    static gen::Sample<Poly<T>> make(const IntegerBox& box, gen::Rng& rng) {
        std::vector<sat::Vec2<T>> points{{T(box.cx - box.hx), T(box.cy - box.hy)},
                                         {T(box.cx + box.hx), T(box.cy - box.hy)},
                                         {T(box.cx + box.hx), T(box.cy + box.hy)},
                                         {T(box.cx - box.hx), T(box.cy + box.hy)}};
        std::rotate(points.begin(), points.begin() + rng.integer(0, 3), points.end());
        if (rng.coin()) std::reverse(points.begin(), points.end());
        return gen::polygonSample(points);
    }
};

struct IntegerTouching {
    static constexpr std::uint64_t kSeed = 3100;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        gen::Rng rng(seed, i);
        const auto [a, b] = touchingBoxes(rng);
        return Pair<SA, SB>{FromIntegerBox<SA>::make(a, rng), FromIntegerBox<SB>::make(b, rng), seed, i};
    }
};

/// Exactly touching by the oracle, and reported as exactly touching:
/// overlaps() true, verdict Touching, axisSeparation and depth exactly 0.
template <class SA, class SB> Judgement judgeExactTouching(const Pair<SA, SB>& pair, const Truth& truth) {
    if (!truth.axis.touching) return {true, check::context(pair, truth) + "\n  the set is broken: not exactly touching", 0};
    const auto report = sat::report(pair.a.shape, pair.b.shape);
    const bool fast = sat::overlaps(pair.a.shape, pair.b.shape);
    if (fast && report.verdict == sat::Verdict::Touching && report.axisSeparation == 0 && report.depth == 0) return {};
    return {true,
            check::context(pair, truth) + "\n  expected exactly touching, got overlaps() " + check::verdictText(fast) +
                ", verdict " + sat::toString(report.verdict) + ", axisSeparation " + check::number(report.axisSeparation) +
                ", depth " + check::number(report.depth),
            0};
}
const auto kExactTouching = [](const auto& pair, const Truth& truth) { return judgeExactTouching(pair, truth); };

TEST(IntegerGridDouble, ExactTouchingIsReportedExactlyTouching) {
    judgeSet<IntegerTouching, double>("integer touching double", kExactTouching, 1.0);
}
TEST(IntegerGridFloat, ExactTouchingIsReportedExactlyTouching) {
    judgeSet<IntegerTouching, float>("integer touching float", kExactTouching, 1.0);
}
TEST(IntegerGridDouble, TouchingContactsLieOnBothShapes) {
    judgeSet<IntegerTouching, double>("integer touching contacts", kContacts, 1.0);
}

// Integer convex polygons touching along a slanted edge: B is A turned half
// a turn about the midpoint of one of A's edges (b = p + q - a, integers
// again), so they share that edge exactly. The unit normal of a slanted edge
// is rounded, so with tolerance 0 the computed separation may land on
// either side of 0 (within the bound); with the bound as tolerance the
// answer must be "touching".
std::optional<std::pair<std::vector<sat::Vec2<double>>, std::vector<sat::Vec2<double>>>> slantedTouching(gen::Rng& rng) {
    std::vector<sat::Vec2<double>> a;
    const int count = rng.integer(3, 6);
    const double radius = rng.uniform(3, 40);
    const sat::Vec2<double> offset{double(rng.integer(-50, 50)), double(rng.integer(-50, 50))};
    for (int k = 0; k < count; ++k) {
        const double angle = 2 * std::numbers::pi * (k + rng.uniform(0, 0.8)) / count;
        a.push_back(offset + sat::Vec2<double>{std::round(radius * std::cos(angle)), std::round(radius * std::sin(angle))});
    }
    std::vector<glm::dvec2> exact(a.begin(), a.end());
    if (!oracle::convexCcw(exact)) return std::nullopt;
    const std::size_t edge = std::size_t(rng.integer(0, count - 1));
    const sat::Vec2<double> p = a[edge];
    const sat::Vec2<double> q = a[(edge + 1) % a.size()];
    std::vector<sat::Vec2<double>> b;
    for (const auto& v : a) b.push_back(p + q - v);
    return std::pair{a, b};
}

TEST(IntegerGridDouble, SlantedEdgeTouchingIsTouchingWithTheBoundAsTolerance) {
    RunSummary summary;
    std::size_t separatedAtZeroTolerance = 0;
    for (std::size_t i = 0; i < kPerKind; ++i) {
        gen::Rng rng(3200, i);
        const auto points = slantedTouching(rng);
        if (!points) continue;
        const auto a = gen::polygonSample(points->first);
        const auto b = gen::polygonSample(points->second);
        const Pair<Poly<double>, Poly<double>> pair{a, b, 3200, i};
        const Truth truth = check::truthOf(pair);
        const double bound = check::boundOf<Poly<double>, Poly<double>>(truth);
        separatedAtZeroTolerance += sat::report(a.shape, b.shape).verdict == sat::Verdict::Separated;
        const auto report = sat::report(a.shape, b.shape, sat::ReportOptions2<double>{bound});
        Judgement judgement;
        if (!truth.axis.touching || report.verdict != sat::Verdict::Touching)
            judgement.failure = check::context(pair, truth) + "\n  with tolerance " + check::number(bound) + " got " +
                                sat::toString(report.verdict) + ", axisSeparation " + check::number(report.axisSeparation);
        summary.add(judgement);
    }
    summary.print("slanted integer touching (tolerance = bound)");
    std::printf("[oracle2d] slanted integer touching at tolerance 0: %zu of %zu reported separated\n", separatedAtZeroTolerance,
                summary.judged);
    EXPECT_EQ(summary.failures.count(), 0u) << summary.failures.text();
    EXPECT_GT(summary.judged, kPerKind / 2);
}

// ========================================================= near-touching 1e-7
//
// A random overlapping pair, B then moved along the exact MTV direction by
// the exact depth plus delta, |delta| log-uniform in [1e-10, 1e-7], either
// sign: the exact separation is about delta, far above the double bound
// (~1e-14 here) and far below anything a tolerance-free test could fudge.

struct NearTouching {
    static constexpr std::uint64_t kSeed = 3300;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        gen::Rng rng(seed, i);
        Pair<SA, SB> pair{gen::Random<SA>::make(rng, {}), gen::Random<SB>::make(rng, {}), seed, i};
        const Truth truth = check::truthOf(pair);
        if (!(truth.axis.separation < 0)) return std::nullopt;
        const double delta = (rng.coin() ? 1 : -1) * rng.logUniform(1e-10, 1e-7);
        try {
            pair.b = gen::translated(pair.b, truth.axis.direction * (-truth.axis.separation + delta));
        } catch (const std::exception&) {
            return std::nullopt;
        }
        return pair;
    }
};

TEST(NearTouching, VerdictMatchesOracleAwayFromTouching) { judgeSet<NearTouching>("near touching verdict", kVerdict, 0.99); }
TEST(NearTouching, AxisSeparationWithinBoundOfExact) {
    judgeSet<NearTouching>("near touching axisSeparation", kAxisSeparation, 1.0);
}
TEST(NearTouching, DistanceMatchesExactClosestDistance) { judgeSet<NearTouching>("near touching distance", kDistance, 0.99); }

// ============================================================ parallel edges
//
// Shapes with parallel or anti-parallel edges: boxes turned by the same
// angle plus k * 90 degrees (through cos/sin, so "parallel" is only up to
// rounding: exactly what the duplicate-axis logic must survive), polygons
// that are a box's corners at such an angle, and polygon pairs where B is A
// turned half a turn and scaled (every edge anti-parallel to one of A's).
// Half of the pairs are then moved to near-touching as above.

template <class S> struct AtAngle;
template <class T> struct AtAngle<Aabb<T>> {
    static gen::Sample<Aabb<T>> make(gen::Rng& rng, const gen::Params& p, double) { return gen::randomAabb<T>(rng, p); }
};
template <class T> struct AtAngle<Obb<T>> {
    static gen::Sample<Obb<T>> make(gen::Rng& rng, const gen::Params& p, double angle) {
        return gen::sampleOf(Obb<T>::fromAngle(gen::randomCenter<T>(rng, p), gen::randomHalfExtents<T>(rng, p), T(angle)));
    }
};
template <class T> struct AtAngle<Poly<T>> {
    static gen::Sample<Poly<T>> make(gen::Rng& rng, const gen::Params& p, double angle) {
        std::vector<sat::Vec2<T>> points;
        const auto box = AtAngle<Obb<double>>::make(rng, p, angle);
        for (const glm::dvec2& corner : box.corners) points.emplace_back(corner);
        return gen::polygonSample(points);
    }
};

template <class S> constexpr bool isAabb = false;
template <class T> constexpr bool isAabb<Aabb<T>> = true;
template <class S> constexpr bool isPoly = false;
template <class T> constexpr bool isPoly<Poly<T>> = true;

struct ParallelEdges {
    static constexpr std::uint64_t kSeed = 3400;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        gen::Rng rng(seed, i);
        const gen::Params params{};
        const double base = isAabb<SA> || isAabb<SB> ? 0.0 : rng.uniform(-std::numbers::pi, std::numbers::pi);
        auto quarterTurns = [&] { return base + rng.integer(0, 3) * std::numbers::pi / 2; };
        std::optional<Pair<SA, SB>> pair;
        try {
            pair = Pair<SA, SB>{AtAngle<SA>::make(rng, params, quarterTurns()), AtAngle<SB>::make(rng, params, quarterTurns()),
                                seed, i};
            if constexpr (isPoly<SA> && isPoly<SB>) {
                if (rng.coin()) pair->b = halfTurnScaled(pair->a, rng);
            }
            if (rng.coin()) {
                const Truth truth = check::truthOf(*pair);
                const double delta = (rng.coin() ? 1 : -1) * rng.logUniform(1e-10, 1e-7);
                pair->b = gen::translated(pair->b, truth.axis.direction * (-truth.axis.separation + delta));
            }
        } catch (const std::exception&) {
            return std::nullopt;
        }
        return pair;
    }

    /// B = A turned half a turn about a nearby point and scaled: every edge
    /// of B anti-parallel to an edge of A.
    template <class T> static gen::Sample<Poly<T>> halfTurnScaled(const gen::Sample<Poly<T>>& a, gen::Rng& rng) {
        const glm::dvec2 pivot = glm::dvec2(a.shape.vertex(0)) + glm::dvec2{rng.uniform(-3, 3), rng.uniform(-3, 3)};
        const double scale = rng.uniform(0.3, 2);
        std::vector<sat::Vec2<T>> points;
        for (const auto& v : a.shape.vertices()) points.emplace_back(pivot - scale * (glm::dvec2(v) - pivot));
        return gen::polygonSample(points);
    }
};

TEST(ParallelEdges, VerdictMatchesOracleAwayFromTouching) { judgeSet<ParallelEdges>("parallel edges verdict", kVerdict, 0.99); }
TEST(ParallelEdges, AxisSeparationWithinBoundOfExact) {
    judgeSet<ParallelEdges>("parallel edges axisSeparation", kAxisSeparation, 1.0);
}
TEST(ParallelEdges, MtvDepthIsExactPenetrationDepth) { judgeSet<ParallelEdges>("parallel edges depth", kDepth, 0.1); }
TEST(ParallelEdges, ContactsLieOnBothShapes) { judgeSet<ParallelEdges>("parallel edges contacts", kContacts, 0.1); }

// ================================================================ containment
//
// One shape 10 to 300 times smaller than the other, placed near its centre
// (either role): overlapping, and the MTV must still push the small one all
// the way out through the nearest side.

struct Containment {
    static constexpr std::uint64_t kSeed = 3500;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        gen::Rng rng(seed, i);
        const gen::Params big{{0, 0}, 0.5, 2, 5, 3};
        const gen::Params small{{rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5)}, 0.2, 0.01, 0.2, 3};
        const bool aIsBig = rng.coin();
        return Pair<SA, SB>{gen::Random<SA>::make(rng, aIsBig ? big : small), gen::Random<SB>::make(rng, aIsBig ? small : big),
                            seed, i};
    }
};

TEST(Containment, VerdictMatchesOracleAwayFromTouching) { judgeSet<Containment>("containment verdict", kVerdict, 0.99); }
TEST(Containment, MtvDepthIsExactPenetrationDepth) { judgeSet<Containment>("containment depth", kDepth, 0.9); }
TEST(Containment, MtvPushSlightlyFurtherSeparates) { judgeSet<Containment>("containment push +1e-6", kPushFurther, 0.9); }
TEST(Containment, MtvPushSlightlyLessStillIntersects) { judgeSet<Containment>("containment push -1e-6", kPushLess, 0.9); }

// ========================================================= coordinates ~ 1e6

struct LargeCoordinates {
    static constexpr std::uint64_t kSeed = 3600;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        gen::Rng rng(seed, i);
        const gen::Params params{{rng.coin() ? 1e6 : -1e6, rng.coin() ? 1e6 : -1e6}, 2.5, 0.25, 3, 4};
        return Pair<SA, SB>{gen::Random<SA>::make(rng, params), gen::Random<SB>::make(rng, params), seed, i};
    }
};

TEST(LargeCoordinates, VerdictMatchesOracleAwayFromTouching) {
    judgeSet<LargeCoordinates>("large coordinates verdict", kVerdict, 0.99);
}
TEST(LargeCoordinates, AxisSeparationWithinBoundOfExact) {
    judgeSet<LargeCoordinates>("large coordinates axisSeparation", kAxisSeparation, 1.0);
}
TEST(LargeCoordinates, MtvDepthIsExactPenetrationDepth) { judgeSet<LargeCoordinates>("large coordinates depth", kDepth, 0.1); }
TEST(LargeCoordinates, MtvPushSlightlyFurtherSeparates) {
    judgeSet<LargeCoordinates>("large coordinates push +1e-6", kPushFurther, 0.1);
}
TEST(LargeCoordinates, DistanceMatchesExactClosestDistance) {
    judgeSet<LargeCoordinates>("large coordinates distance", kDistance, 0.99);
}

// ========================================================== aspect 1000 : 1

struct Aspect1000 {
    static constexpr std::uint64_t kSeed = 3700;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        gen::Rng rng(seed, i);
        const gen::Params params{{0, 0}, 5, 1, 10, 1000};
        return Pair<SA, SB>{gen::Random<SA>::make(rng, params), gen::Random<SB>::make(rng, params), seed, i};
    }
};

TEST(Aspect1000, VerdictMatchesOracleAwayFromTouching) { judgeSet<Aspect1000>("aspect 1000 verdict", kVerdict, 0.99); }
TEST(Aspect1000, AxisSeparationWithinBoundOfExact) { judgeSet<Aspect1000>("aspect 1000 axisSeparation", kAxisSeparation, 1.0); }
TEST(Aspect1000, MtvDepthIsExactPenetrationDepth) { judgeSet<Aspect1000>("aspect 1000 depth", kDepth, 0.05); }
TEST(Aspect1000, MtvPushSlightlyFurtherSeparates) { judgeSet<Aspect1000>("aspect 1000 push +1e-6", kPushFurther, 0.05); }
TEST(Aspect1000, MtvPushSlightlyLessStillIntersects) { judgeSet<Aspect1000>("aspect 1000 push -1e-6", kPushLess, 0.05); }
TEST(Aspect1000, ContactsLieOnBothShapes) { judgeSet<Aspect1000>("aspect 1000 contacts", kContacts, 0.05); }

// ============================================================ many vertices
//
// Polygons of 16 to 64 vertices (the API's limit) on a thin ellipse: short
// edges, nearly parallel neighbours, many near-equal projections. Pairs
// where either side is a box keep the box; the polygon side gets many
// vertices.

template <class S> struct ManyVertexShape {
    static gen::Sample<S> make(gen::Rng& rng, const gen::Params& p) { return gen::Random<S>::make(rng, p); }
};
template <class T> struct ManyVertexShape<Poly<T>> {
    static gen::Sample<Poly<T>> make(gen::Rng& rng, const gen::Params& p) {
        for (;;) {
            const glm::dvec2 center(gen::randomCenter<double>(rng, p));
            const glm::dvec2 radii(gen::randomHalfExtents<double>(rng, p));
            const double turn = rng.uniform(-std::numbers::pi, std::numbers::pi);
            const int count = rng.integer(16, sat::kMaxPolygonVertices);
            std::vector<sat::Vec2<T>> points;
            for (int k = 0; k < count; ++k) {
                const double angle = 2 * std::numbers::pi * (k + rng.uniform(-0.3, 0.3)) / count;
                const glm::dvec2 local{radii.x * std::cos(angle), radii.y * std::sin(angle)};
                points.emplace_back(center + glm::dvec2{local.x * std::cos(turn) - local.y * std::sin(turn),
                                                        local.x * std::sin(turn) + local.y * std::cos(turn)});
            }
            try {
                return gen::polygonSample(points);
            } catch (const std::exception&) {
                // rounding made three neighbours collinear: draw again
            }
        }
    }
};

struct ManyVertices {
    static constexpr std::uint64_t kSeed = 3800;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        gen::Rng rng(seed, i);
        const gen::Params params{{0, 0}, 2.5, 0.5, 3, 8};
        return Pair<SA, SB>{ManyVertexShape<SA>::make(rng, params), ManyVertexShape<SB>::make(rng, params), seed, i};
    }
};

TEST(ManyVertices, VerdictMatchesOracleAwayFromTouching) { judgeSet<ManyVertices>("many vertices verdict", kVerdict, 0.99); }
TEST(ManyVertices, AxisSeparationWithinBoundOfExact) {
    judgeSet<ManyVertices>("many vertices axisSeparation", kAxisSeparation, 1.0);
}
TEST(ManyVertices, MtvDepthIsExactPenetrationDepth) { judgeSet<ManyVertices>("many vertices depth", kDepth, 0.1); }
TEST(ManyVertices, DistanceMatchesExactClosestDistance) { judgeSet<ManyVertices>("many vertices distance", kDistance, 0.99); }
TEST(ManyVertices, ContactsLieOnBothShapes) { judgeSet<ManyVertices>("many vertices contacts", kContacts, 0.1); }

// ==================================================== separated box pairs
//
// report(Obb2, Obb2) takes a separated pair's distance from the features the
// SAT found: the best axis's face and the other box's edge facing it
// (docs/accuracy.md, "Distance"). Separated OBB pairs centred around +-1e3
// and +-1e6, half at random angles and half nearly parallel (the same angle
// plus quarter turns, and up to 1e-6 rad apart), B then moved along the
// exact best axis to a gap log-uniform in [1e-4, 3]: face to face, vertex to
// face and vertex to vertex all occur. Judged in double and in float (float
// around 1e3 only: at 1e6 a float's spacing is 0.06).

struct SeparatedBoxes {
    static constexpr std::uint64_t kSeed = 3900;
    template <class T> static Pair<Obb<T>, Obb<T>> make(std::uint64_t seed, std::size_t i, double far) {
        gen::Rng rng(seed, i);
        const gen::Params params{{rng.coin() ? far : -far, rng.coin() ? far : -far}, 2.5, 0.25, 3, 4};
        const double angle = rng.uniform(-std::numbers::pi, std::numbers::pi);
        const bool nearlyParallel = rng.coin();
        const double turnOfB = nearlyParallel ? angle + rng.integer(0, 3) * std::numbers::pi / 2 + rng.uniform(-1e-6, 1e-6)
                                              : rng.uniform(-std::numbers::pi, std::numbers::pi);
        Pair<Obb<T>, Obb<T>> pair{AtAngle<Obb<T>>::make(rng, params, angle), AtAngle<Obb<T>>::make(rng, params, turnOfB), seed,
                                  i};
        const Truth truth = check::truthOf(pair);
        const double gap = rng.logUniform(1e-4, 3);
        pair.b = gen::translated(pair.b, truth.axis.direction * (gap - truth.axis.separation));
        return pair;
    }

    /// Judges the distance of kPerKind pairs at each of `distances`; all
    /// pairs separated, at least minJudged of them beyond the bound.
    template <class T> static void judge(const char* what, std::initializer_list<double> distances, double minJudged) {
        RunSummary summary;
        std::size_t offered = 0;
        std::size_t separated = 0;
        for (const double far : distances) {
            for (std::size_t i = 0; i < kPerKind; ++i) {
                const Pair<Obb<T>, Obb<T>> pair = make<T>(kSeed + static_cast<std::uint64_t>(far), i, far);
                const Truth truth = check::truthOf(pair);
                ++offered;
                separated += truth.intersects ? 0 : 1;
                summary.add(check::judgeDistance(pair, truth));
            }
        }
        summary.print(what);
        EXPECT_EQ(separated, offered);
        EXPECT_EQ(summary.failures.count(), 0u) << summary.failures.text();
        EXPECT_GE(double(summary.judged), minJudged * double(offered));
    }
};

TEST(SeparatedBoxes, DistanceMatchesExactClosestDistanceDouble) {
    SeparatedBoxes::judge<double>("separated boxes distance (double)", {1e3, 1e6}, 0.99);
}
TEST(SeparatedBoxes, DistanceMatchesExactClosestDistanceFloat) {
    SeparatedBoxes::judge<float>("separated boxes distance (float)", {1e3}, 0.5);
}

// ================================================= exact verdicts, moved sets
//
// At tolerance 0 every verdict is exact (docs/accuracy.md, "Exact verdicts"):
// no bound excuses a pair near touching. Each set above is run again with its
// shapes translated by 1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25 and 2^24, and
// scaled by 16 and 1/16 (the moved fields rounded once to T, in double and
// in float), and every answer is compared with an independent exact
// evaluation of the definition on the stored fields (oracle::exactAxisSigns):
// each axis's sign and `separating` flag, `firstSeparatingAxis`, the verdict,
// `overlaps`, the box pair's `manifold`, and the numbers that follow a
// touching or separated verdict.

struct Move {
    glm::dvec2 offset;
    double scale;
};
constexpr std::array<Move, 8> kMoves = {{{{0, 0}, 1},
                                         {{1e3, -1e3}, 1},
                                         {{5e3 + 0.5, 5e3 + 0.5}, 1},
                                         {{1.2345e5, -1.2345e5}, 1},
                                         {{1e6 + 0.25, 1e6 + 0.25}, 1},
                                         {{16777216.0, -16777216.0}, 1},
                                         {{0, 0}, 16},
                                         {{0, 0}, 1.0 / 16}}};
#if defined(__SANITIZE_ADDRESS__)
constexpr std::size_t kPerMove = 30;
#else
constexpr std::size_t kPerMove = 300;
#endif

template <class T> T moved(double value, double offset, double scale) { return T(value * scale + offset); }

template <class T, class U> std::optional<Aabb<T>> movedShape(const Aabb<U>& s, const Move& m) {
    return Aabb<T>{{moved<T>(s.center.x, m.offset.x, m.scale), moved<T>(s.center.y, m.offset.y, m.scale)},
                   {T(s.halfExtents.x * m.scale), T(s.halfExtents.y * m.scale)}};
}
template <class T, class U> std::optional<Obb<T>> movedShape(const Obb<U>& s, const Move& m) {
    // Each axis component rounded on its own keeps axisY == axisX turned a quarter turn, exactly.
    const sat::Vec2<T> axisX{T(s.axisX.x), T(s.axisX.y)};
    return Obb<T>{{moved<T>(s.center.x, m.offset.x, m.scale), moved<T>(s.center.y, m.offset.y, m.scale)},
                  {T(s.halfExtents.x * m.scale), T(s.halfExtents.y * m.scale)},
                  axisX,
                  {-axisX.y, axisX.x}};
}
template <class T, class U> std::optional<Poly<T>> movedShape(const Poly<U>& s, const Move& m) {
    std::vector<sat::Vec2<T>> points;
    for (const auto& v : s.vertices()) points.push_back({moved<T>(v.x, m.offset.x, m.scale), moved<T>(v.y, m.offset.y, m.scale)});
    try {
        return Poly<T>::make(points);
    } catch (const sat::GeometryError&) {
        return std::nullopt; // rounding made the points collinear or not convex
    }
}

template <class T> oracle::StoredShape stored(const Aabb<T>& s) {
    return {{}, glm::dvec2(s.center), glm::dvec2(s.halfExtents), {1, 0}, {0, 1}};
}
template <class T> oracle::StoredShape stored(const Obb<T>& s) {
    return {{}, glm::dvec2(s.center), glm::dvec2(s.halfExtents), glm::dvec2(s.axisX), glm::dvec2(s.axisY)};
}
template <class T> oracle::StoredShape stored(const Poly<T>& s) {
    oracle::StoredShape out;
    for (const auto& v : s.vertices()) out.points.push_back(glm::dvec2(v));
    return out;
}

template <class T> int signOf(T value) { return value > T(0) ? 1 : value < T(0) ? -1 : 0; }

/// What differs from the exact evaluation, or "" when nothing does.
template <class SA, class SB> std::string exactVerdictProblems(const SA& a, const SB& b) {
    using T = typename check::ScalarOf<SA>::type;
    const std::vector<int> signs = oracle::exactAxisSigns(stored(a), stored(b));
    const auto report = sat::report(a, b);
    std::string problems;
    if (report.axes.size() != signs.size()) return "axis count differs";
    int first = -1;
    int top = -1;
    for (std::size_t k = 0; k < signs.size(); ++k) {
        if (signs[k] > 0 && first < 0) first = int(k);
        top = std::max(top, signs[k]);
        const auto& axis = report.axes[k];
        if (signOf(axis.separation) != signs[k] || axis.separating != (signs[k] > 0))
            problems += "\n  axis " + std::to_string(k) + " (" + sat::label(axis.source) + "): exact sign " +
                        std::to_string(signs[k]) + ", separation " + check::number(axis.separation);
    }
    const sat::Verdict expected = top > 0    ? sat::Verdict::Separated
                                  : top == 0 ? sat::Verdict::Touching
                                             : sat::Verdict::Overlapping;
    if (report.verdict != expected)
        problems += std::string("\n  verdict ") + sat::toString(report.verdict) + ", exact " + sat::toString(expected);
    if (report.firstSeparatingAxis != first) problems += "\n  firstSeparatingAxis " + std::to_string(report.firstSeparatingAxis);
    if (sat::overlaps(a, b) != (expected != sat::Verdict::Separated)) problems += "\n  overlaps() disagrees";
    if (expected == sat::Verdict::Touching && (report.axisSeparation != T(0) || report.depth != T(0) || report.distance != T(0)))
        problems += "\n  touching, but axisSeparation " + check::number(report.axisSeparation) + ", depth " +
                    check::number(report.depth) + ", distance " + check::number(report.distance);
    if (expected == sat::Verdict::Separated && !(report.axisSeparation > T(0) && report.distance > T(0)))
        problems += "\n  separated, but axisSeparation " + check::number(report.axisSeparation) + ", distance " +
                    check::number(report.distance);
    if constexpr (std::is_same_v<SA, Obb<T>> && std::is_same_v<SB, Obb<T>>) {
        const sat::BoxManifold2<T> m = sat::manifold(a, b);
        if (m.verdict != expected || m.firstSeparatingAxis != first) problems += "\n  manifold disagrees";
        for (int k = 0; k < 4; ++k)
            if (signOf(m.separation[k]) != signs[std::size_t(k)]) problems += "\n  manifold separation " + std::to_string(k);
    }
    return problems;
}

struct MovedRun {
    std::size_t offered = 0, judged = 0, touching = 0, failures = 0;
    std::string text;
};

/// Set's pairs in double, moved and rounded to T, against the exact evaluation.
template <class Set, class T> MovedRun judgeMovedSet(const char* what) {
    MovedRun run;
    forEachKindPair<double>([&]<class SA, class SB>(const char* kind, int kindIndex) {
        for (std::size_t i = 0; i < kPerMove; ++i) {
            const auto pair = Set::template make<SA, SB>(Set::kSeed + std::uint64_t(kindIndex), i);
            if (!pair) continue;
            for (const Move& move : kMoves) {
                ++run.offered;
                const auto a = movedShape<T>(pair->a.shape, move);
                const auto b = movedShape<T>(pair->b.shape, move);
                if (!a || !b) continue;
                ++run.judged;
                run.touching += sat::report(*a, *b).verdict == sat::Verdict::Touching;
                const std::string problems = exactVerdictProblems(*a, *b);
                if (problems.empty()) continue;
                if (run.failures++ < 5)
                    run.text += std::string("\n--- ") + kind + " seed " + std::to_string(pair->seed) + " index " +
                                std::to_string(i) + " moved by (" + check::number(move.offset.x) + ", " +
                                check::number(move.offset.y) + ") scale " + check::number(move.scale) +
                                "\n  A = " + check::describe(*a) + "\n  B = " + check::describe(*b) + problems;
            }
        }
    });
    std::printf("[oracle2d] exact verdicts, %s (%s): %zu of %zu moved pairs judged, %zu touching, %zu failures\n", what,
                sizeof(T) == 4 ? "float" : "double", run.judged, run.offered, run.touching, run.failures);
    EXPECT_EQ(run.failures, 0u) << run.text;
    EXPECT_GE(double(run.judged), 0.5 * double(run.offered));
    return run;
}

/// The slanted integer pairs as a set (polygon pairs only; other kinds decline).
struct SlantedTouching {
    static constexpr std::uint64_t kSeed = 3200;
    template <class SA, class SB> static std::optional<Pair<SA, SB>> make(std::uint64_t seed, std::size_t i) {
        if constexpr (std::is_same_v<SA, Poly<double>> && std::is_same_v<SB, Poly<double>>) {
            gen::Rng rng(seed, i);
            const auto points = slantedTouching(rng);
            if (!points) return std::nullopt;
            return Pair<SA, SB>{gen::polygonSample(points->first), gen::polygonSample(points->second), seed, i};
        } else {
            return std::nullopt;
        }
    }
};

TEST(ExactVerdicts, IntegerTouchingMovedStaysExactlyTouching) {
    const MovedRun doubles = judgeMovedSet<IntegerTouching, double>("integer touching");
    const MovedRun floats = judgeMovedSet<IntegerTouching, float>("integer touching");
    // Integers moved by these offsets and scales stay exact in double, so every pair still touches.
    EXPECT_EQ(doubles.touching, doubles.judged);
    EXPECT_GT(floats.touching, floats.judged / 2);
}
TEST(ExactVerdicts, SlantedTouchingMovedIsExact) {
    const MovedRun run = judgeMovedSet<SlantedTouching, double>("slanted touching");
    EXPECT_EQ(run.touching, run.judged);
    judgeMovedSet<SlantedTouching, float>("slanted touching");
}
TEST(ExactVerdicts, NearTouchingMovedIsExact) {
    judgeMovedSet<NearTouching, double>("near touching");
    judgeMovedSet<NearTouching, float>("near touching");
}
TEST(ExactVerdicts, ParallelEdgesMovedAreExact) {
    judgeMovedSet<ParallelEdges, double>("parallel edges");
    judgeMovedSet<ParallelEdges, float>("parallel edges");
}
TEST(ExactVerdicts, ContainmentMovedIsExact) {
    judgeMovedSet<Containment, double>("containment");
    judgeMovedSet<Containment, float>("containment");
}
TEST(ExactVerdicts, Aspect1000MovedIsExact) {
    judgeMovedSet<Aspect1000, double>("aspect 1000");
    judgeMovedSet<Aspect1000, float>("aspect 1000");
}
TEST(ExactVerdicts, ManyVerticesMovedAreExact) {
    judgeMovedSet<ManyVertices, double>("many vertices");
    judgeMovedSet<ManyVertices, float>("many vertices");
}

// ======================================================= the oracle, checked
//
// The exact SAT oracle against CGAL's closed-triangle predicate on the sets
// where they are most likely to disagree: exact touching and near-touching.

TEST(OracleCrossCheck, ExactSatAgreesWithClosedTrianglesOnTouchingAndNearTouching) {
    const auto agree = [](const auto& pair, const Truth&) {
        return check::judgeOracles(pair.a.corners, pair.b.corners, pair.describe());
    };
    judgeSet<IntegerTouching>("oracle cross-check, integer touching", agree, 1.0);
    judgeSet<NearTouching>("oracle cross-check, near touching", agree, 1.0);
}

} // namespace
