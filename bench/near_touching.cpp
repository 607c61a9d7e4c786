// SPDX-License-Identifier: MIT
// near_touching/KIND_{near,clear}/IMPLEMENTATION: SATlab's tests on pairs within the exact filter's bound.
//
// The "near" sets hold pairs whose exact axis separation lies within the
// floating-point filter's error bound (docs/accuracy.md, "Exact verdicts"),
// built as the adversarial tests build them: integer boxes touching exactly at
// pixel coordinates (quarter turns, exact axes), turned boxes and 8-gons placed
// against each other and walked across touching a few ulps at a time, slope
// triangles sharing their diagonal. Every such pair takes the exact path. The
// "clear" sets are the same pairs with B moved 0.01 (polygons 0.25) along the direction it
// touches in (half away, half into A): the same shapes, every pair decided by
// the filter, so near / clear is what the exact path costs. The agreement
// check judges every pair by the exact evaluation (sat::detail's unfiltered
// exact tests), not by the report.

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <span>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "agreement.hpp"
#include "family.hpp"
#include "sat/batch.hpp"
#include "sat/detail/exact2d.hpp"
#include "sat/detail/exact3d.hpp"
#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"
#include "suite.hpp"

namespace bench {
namespace {

constexpr std::size_t kNearPairs = 3200;
constexpr float kClearShift = 0.01f;
/// A polygon pair's bound grows with its coordinates (about 0.02 at the slope
/// triangles' pixel coordinates): its clear shift is larger.
constexpr float kClearShiftPolygon = 0.25f;

template <class A, class B = A> struct NearSet {
    std::vector<A> a;
    std::vector<B> b;
    std::vector<std::uint8_t> exactIntersects; ///< the unfiltered exact verdict
    std::size_t size() const { return a.size(); }
};
using NearObb2 = NearSet<sat::Obb2<float>>;
using NearPoly = NearSet<sat::ConvexPolygon2<float>>;
/// The 3D sets also as structures of arrays, for the batch kernel (converted once, as obb3_batch's are).
struct NearObb3 : NearSet<sat::Obb3<float>> {
    sat::batch::Obb3Soa soaA, soaB;
};

/// Both sets of a kind: `near` within the bound, `clear` the same pairs moved clear of it.
template <class Set> struct NearAndClear { Set near, clear; };

float uniform(std::mt19937_64& rng, float low, float high) { return std::uniform_real_distribution<float>(low, high)(rng); }
int integerIn(std::mt19937_64& rng, int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); }

/// Steps a float `steps` ulps (towards +inf for positive steps).
float ulpSteps(float x, int steps) {
    for (; steps > 0; --steps) x = std::nextafter(x, std::numeric_limits<float>::infinity());
    for (; steps < 0; ++steps) x = std::nextafter(x, -std::numeric_limits<float>::infinity());
    return x;
}

// ------------------------------------------------------------------ 2D boxes

sat::Obb2<float> quarterTurned2(sat::Vec2<float> centre, sat::Vec2<float> half, int quarter) {
    static constexpr float kAxes[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    const sat::Vec2<float> axisX{kAxes[quarter][0], kAxes[quarter][1]};
    const sat::Vec2<float> extents = quarter % 2 == 0 ? half : sat::Vec2<float>{half.y, half.x};
    return sat::Obb2<float>{centre, extents, axisX, {-axisX.y, axisX.x}};
}

/// |exact axis separation| within the pair's filter bound.
bool withinBound2(const sat::Obb2<float>& a, const sat::Obb2<float>& b) {
    return std::abs(sat::report(a, b).axisSeparation) <= sat::detail::filterBound(a, b);
}

const NearAndClear<NearObb2>& obb2Sets() {
    static const NearAndClear<NearObb2> sets = [] {
        NearAndClear<NearObb2> out;
        std::mt19937_64 rng(0x0b2e);
        while (out.near.size() < kNearPairs) {
            sat::Obb2<float> a, b;
            sat::Vec2<float> direction; // B's touching direction, unit length
            if (out.near.size() % 4 == 0) {
                // Integer boxes touching exactly, edge to edge or corner to corner, at pixel coordinates.
                const sat::Vec2<float> centre{float(integerIn(rng, 1000, 6000)), float(integerIn(rng, -6000, -1000))};
                const sat::Vec2<float> halfA{float(integerIn(rng, 1, 16)), float(integerIn(rng, 1, 16))};
                const sat::Vec2<float> halfB{float(integerIn(rng, 1, 16)), float(integerIn(rng, 1, 16))};
                const float sign = rng() % 2 == 0 ? 1.0f : -1.0f;
                const int side = int(rng() % 2);
                sat::Vec2<float> offset;
                offset[side] = sign * (halfA[side] + halfB[side]);
                offset[1 - side] = float(
                    integerIn(rng, -int(halfA[1 - side] + halfB[1 - side]), int(halfA[1 - side] + halfB[1 - side])));
                direction = {0.0f, 0.0f};
                direction[side] = sign;
                a = quarterTurned2(centre, halfA, int(rng() % 4));
                b = quarterTurned2(centre + offset, halfB, int(rng() % 4));
            } else {
                // A turned box; B turned, placed against A's face in float, walked a few ulps across touching.
                a = sat::Obb2<float>::fromAngle({uniform(rng, -8, 8), uniform(rng, -8, 8)},
                                                {uniform(rng, 0.5f, 3), uniform(rng, 0.5f, 3)}, uniform(rng, 0, 6.2831853f));
                b = sat::Obb2<float>::fromAngle({}, {uniform(rng, 0.5f, 3), uniform(rng, 0.5f, 3)}, uniform(rng, 0, 6.2831853f));
                const int face = int(rng() % 2);
                const float sign = rng() % 2 == 0 ? 1.0f : -1.0f;
                direction = (face == 0 ? a.axisX : a.axisY) * sign;
                const float reachB = b.halfExtents.x * std::abs(sat::detail::dot(b.axisX, direction)) +
                                     b.halfExtents.y * std::abs(sat::detail::dot(b.axisY, direction));
                b.center = a.center + direction * (a.halfExtents[face] + reachB);
                const int c = std::abs(direction.x) > std::abs(direction.y) ? 0 : 1;
                b.center[c] = ulpSteps(b.center[c], integerIn(rng, -24, 24));
            }
            if (!withinBound2(a, b)) continue;
            sat::Obb2<float> moved = b;
            moved.center = b.center + direction * (out.near.size() % 2 == 0 ? kClearShift : -kClearShift);
            for (auto [set, bOf] : {std::pair{&out.near, b}, std::pair{&out.clear, moved}}) {
                set->a.push_back(a);
                set->b.push_back(bOf);
                set->exactIntersects.push_back(sat::detail::overlapsExactly(a, bOf) ? 1 : 0);
            }
        }
        return out;
    }();
    return sets;
}

// ------------------------------------------------------------------ 2D polygons

sat::ConvexPolygon2<float> polygonOf(const std::vector<sat::Vec2<float>>& points) {
    return sat::ConvexPolygon2<float>::make(std::span<const sat::Vec2<float>>(points));
}

sat::Vec2<float> centroid(const sat::ConvexPolygon2<float>& polygon) {
    sat::Vec2<double> sum{0.0, 0.0};
    for (int i = 0; i < polygon.size(); ++i) sum = sum + sat::Vec2<double>{polygon.vertex(i).x, polygon.vertex(i).y};
    return {float(sum.x / polygon.size()), float(sum.y / polygon.size())};
}

bool withinBound(const sat::ConvexPolygon2<float>& a, const sat::ConvexPolygon2<float>& b) {
    return std::abs(sat::report(a, b).axisSeparation) <= sat::detail::filterBound(a, b);
}

const NearAndClear<NearPoly>& polySets() {
    static const NearAndClear<NearPoly> sets = [] {
        NearAndClear<NearPoly> out;
        std::mt19937_64 rng(0x901e);
        static constexpr int kSlopes[5][2] = {{32, 32}, {32, 16}, {16, 32}, {48, 16}, {16, 48}}; // 45 deg, 2:1, 1:2, 3:1, 1:3
        while (out.near.size() < kNearPairs) {
            std::vector<sat::Vec2<float>> pointsA, pointsB;
            if (out.near.size() % 4 == 0) {
                // Slope triangles sharing their diagonal at pixel coordinates: exactly touching.
                const float x = float(integerIn(rng, 1000, 6000)), y = float(integerIn(rng, 1000, 6000));
                const auto& slope = kSlopes[rng() % 5];
                const float w = float(slope[0]), h = float(slope[1]);
                pointsA = {{x, y}, {x + w, y}, {x + w, y + h}};
                pointsB = {{x, y}, {x + w, y + h}, {x, y + h}};
            } else {
                // An 8-gon and its point reflection through the midpoint of one of its edges (sharing that edge
                // up to the rounding of the reflected points), walked a few ulps along x.
                const sat::Vec2<double> centre{uniform(rng, -6, 6), uniform(rng, -6, 6)};
                const double rx = uniform(rng, 0.5f, 3), ry = uniform(rng, 0.5f, 3), turn = uniform(rng, 0, 6.2831853f);
                for (int k = 0; k < 8; ++k) {
                    const double t = (k + 0.3 * uniform(rng, -1, 1)) * 0.7853981633974483;
                    const double ex = rx * std::cos(t), ey = ry * std::sin(t);
                    pointsA.push_back({float(centre.x + ex * std::cos(turn) - ey * std::sin(turn)),
                                       float(centre.y + ex * std::sin(turn) + ey * std::cos(turn))});
                }
                const std::size_t edge = rng() % 8;
                const sat::Vec2<double> p{pointsA[edge].x, pointsA[edge].y},
                    q{pointsA[(edge + 1) % 8].x, pointsA[(edge + 1) % 8].y};
                const int steps = integerIn(rng, -12, 12);
                for (const sat::Vec2<float>& v : pointsA) {
                    const float x = float(p.x + q.x - double(v.x)), y = float(p.y + q.y - double(v.y));
                    pointsB.push_back({x + float(steps) * 0x1p-19f, y}); // |x| < 16: multiples of 2^-19 add exactly
                }
            }
            const sat::ConvexPolygon2<float> a = polygonOf(pointsA), b = polygonOf(pointsB);
            if (!withinBound(a, b)) continue;
            sat::Vec2<float> direction = centroid(b) - centroid(a);
            direction = direction * (1.0f / std::sqrt(sat::detail::dot(direction, direction)));
            const sat::Vec2<float> shift = direction * (out.near.size() % 2 == 0 ? kClearShiftPolygon : -kClearShiftPolygon);
            std::vector<sat::Vec2<float>> movedPoints;
            for (const sat::Vec2<float>& v : pointsB) movedPoints.push_back(v + shift);
            const sat::ConvexPolygon2<float> moved = polygonOf(movedPoints);
            for (auto [set, bOf] : {std::pair{&out.near, &b}, std::pair{&out.clear, &moved}}) {
                set->a.push_back(a);
                set->b.push_back(*bOf);
                set->exactIntersects.push_back(sat::detail::overlapsExactly(a, *bOf) ? 1 : 0);
            }
        }
        return out;
    }();
    return sets;
}

// ------------------------------------------------------------------ 3D boxes

bool withinBound3(const sat::Obb3<float>& a, const sat::Obb3<float>& b) {
    const sat::Vec3<float> offset = b.center - a.center;
    const float bound = sat::detail::exactFilterBoundLanes(&offset.x, &a.halfExtents.x, &b.halfExtents.x);
    return std::abs(sat::report(a, b).axisSeparation) <= bound;
}

/// Box i's reach along world axis c (exact for quarter turns).
float reach3(const sat::Obb3<float>& box, int c) {
    return box.halfExtents.x * std::abs(box.axes[0][c]) + box.halfExtents.y * std::abs(box.axes[1][c]) +
           box.halfExtents.z * std::abs(box.axes[2][c]);
}

const NearAndClear<NearObb3>& obb3Sets() {
    static const NearAndClear<NearObb3> sets = [] {
        NearAndClear<NearObb3> out;
        std::mt19937_64 rng(0x0b3e);
        std::normal_distribution<float> normal;
        while (out.near.size() < kNearPairs) {
            sat::Obb3<float> a, b;
            sat::Vec3<float> direction{};
            if (out.near.size() % 4 == 0) {
                // Quarter-turned integer boxes touching face to face, edge to edge or corner to corner, far away.
                const sat::Vec3<float> origin{float(integerIn(rng, 1000, 6000)), float(integerIn(rng, -6000, -1000)),
                                              float(integerIn(rng, 1000, 6000))};
                const auto quarter = [&] { return 90.0f * float(rng() % 4); };
                const auto half = [&] {
                    return sat::Vec3<float>{float(1 + rng() % 3), float(1 + rng() % 3), float(1 + rng() % 3)};
                };
                a = sat::Obb3<float>::fromEulerDegrees(origin, half(), {quarter(), quarter(), quarter()});
                b = sat::Obb3<float>::fromEulerDegrees(origin, half(), {quarter(), quarter(), quarter()});
                const unsigned touchAxes = 1U + unsigned(rng() % 7);
                for (int c = 0; c < 3; ++c) {
                    const float sign = rng() % 2 == 0 ? 1.0f : -1.0f;
                    const bool touching = (touchAxes >> c) & 1U;
                    b.center[c] = a.center[c] +
                                  (touching ? sign * (reach3(a, c) + reach3(b, c)) : float(int(rng() % 3) - 1) * 0.5f);
                    if (touching) direction[c] = sign;
                }
                direction = direction * (1.0f / std::sqrt(sat::detail::dot3(direction, direction)));
            } else {
                // A turned box; a small turned box with a corner against A's face, walked a few ulps across touching.
                a = sat::Obb3<float>::fromQuaternion({uniform(rng, -8, 8), uniform(rng, -8, 8), uniform(rng, -8, 8)},
                                                     {uniform(rng, 1, 3), uniform(rng, 1, 3), uniform(rng, 1, 3)}, normal(rng),
                                                     normal(rng), normal(rng), normal(rng));
                b = sat::Obb3<float>::fromQuaternion(
                    {}, {uniform(rng, 0.2f, 0.9f), uniform(rng, 0.2f, 0.9f), uniform(rng, 0.2f, 0.9f)}, normal(rng), normal(rng),
                    normal(rng), normal(rng));
                const int face = int(rng() % 3);
                direction = a.axes[std::size_t(face)] * (rng() % 2 == 0 ? 1.0f : -1.0f);
                float reachB = 0;
                for (int j = 0; j < 3; ++j)
                    reachB += b.halfExtents[j] * std::abs(sat::detail::dot3(b.axes[std::size_t(j)], direction));
                b.center = a.center + direction * (a.halfExtents[face] + reachB);
                int c = 0;
                for (int i = 1; i < 3; ++i) c = std::abs(direction[i]) > std::abs(direction[c]) ? i : c;
                b.center[c] = ulpSteps(b.center[c], integerIn(rng, -48, 48));
            }
            if (!withinBound3(a, b)) continue;
            sat::Obb3<float> moved = b;
            moved.center = b.center + direction * (out.near.size() % 2 == 0 ? kClearShift : -kClearShift);
            for (auto [set, bOf] : {std::pair{&out.near, b}, std::pair{&out.clear, moved}}) {
                set->a.push_back(a);
                set->b.push_back(bOf);
                set->exactIntersects.push_back(
                    sat::detail::exactBoxesOverlap(sat::castShape<double>(a), sat::castShape<double>(bOf)) ? 1 : 0);
            }
        }
        for (NearObb3* set : {&out.near, &out.clear}) {
            set->soaA = sat::batch::Obb3Soa::fromShapes(std::span(set->a));
            set->soaB = sat::batch::Obb3Soa::fromShapes(std::span(set->b));
        }
        return out;
    }();
    return sets;
}

// ------------------------------------------------------------------ implementations

/// An implementation answers pair i of a set; a batched one fills a mask once per round.
template <class Set> using PairVerdict = bool (*)(const Set&, std::size_t);

template <class Set> struct NearEntry {
    const char* kind; // "obb2", "poly", "obb3"
    const char* implementation;
    PairVerdict<Set> verdict;                                  ///< per pair (null for batched)
    void (*all)(const Set&, std::vector<std::uint64_t>& mask); ///< batched (null for per pair)
};

template <class Set> std::vector<std::uint64_t> maskOf(const NearEntry<Set>& entry, const Set& set) {
    std::vector<std::uint64_t> mask(sat::batch::maskWords(set.size()));
    entry.all(set, mask);
    return mask;
}

template <class Set>
bool saysIntersecting(const NearEntry<Set>& entry, const Set& set, const std::vector<std::uint64_t>& mask, std::size_t i) {
    return entry.verdict != nullptr ? entry.verdict(set, i) : sat::batch::bit(mask, i);
}

template <class Set> void checkEntry(AgreementCheck& check, const NearEntry<Set>& entry, const char* which, const Set& set) {
    AgreementRow row;
    row.family = std::string("near_touching/") + entry.kind + "_" + which;
    row.implementation = entry.implementation;
    const std::vector<std::uint64_t> mask = entry.all != nullptr ? maskOf(entry, set) : std::vector<std::uint64_t>{};
    for (std::size_t i = 0; i < set.size(); ++i) {
        ++row.judged;
        const bool said = saysIntersecting(entry, set, mask, i);
        if (said == (set.exactIntersects[i] != 0)) continue;
        ++(said ? row.falseIntersecting : row.falseSeparated);
        if (row.firstExample.empty())
            row.firstExample = std::string(which) + " pair " + std::to_string(i) + " (judged by the exact evaluation)";
    }
    check.add(row);
}

template <class Set> void registerEntry(const NearEntry<Set>& entry, const char* which, const Set& (*setOf)()) {
    const std::string name = std::string("near_touching/") + entry.kind + "_" + which + "/" + entry.implementation;
    benchmark::RegisterBenchmark(name.c_str(), [entry, setOf](benchmark::State& state) {
        const Set& set = setOf();
        std::size_t intersecting = 0;
        if (entry.all != nullptr) {
            std::vector<std::uint64_t> mask(sat::batch::maskWords(set.size()));
            timeOneCall(
                state, set.size(), mask.data(), [&] { entry.all(set, mask); },
                [&](std::size_t i) { return sat::batch::bit(mask, i); });
            return;
        }
        for (auto _ : state) {
            for (std::size_t i = 0; i < set.size(); ++i) intersecting += entry.verdict(set, i) ? 1U : 0U;
            benchmark::DoNotOptimize(intersecting);
        }
        state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(set.size()));
    });
}

const NearEntry<NearObb2> kObb2Entries[] = {
    {"obb2", "satlab_single", [](const NearObb2& s, std::size_t i) { return sat::overlaps(s.a[i], s.b[i]); }, nullptr},
    {"obb2", "satlab", nullptr,
     [](const NearObb2& s, std::vector<std::uint64_t>& mask) { sat::batch::overlaps(std::span(s.a), std::span(s.b), mask); }},
    {"obb2", "satlab_manifold",
     [](const NearObb2& s, std::size_t i) { return sat::manifold(s.a[i], s.b[i]).verdict != sat::Verdict::Separated; }, nullptr},
};
const NearEntry<NearPoly> kPolyEntries[] = {
    {"poly", "satlab", [](const NearPoly& s, std::size_t i) { return sat::overlaps(s.a[i], s.b[i]); }, nullptr},
    {"poly", "satlab_report",
     [](const NearPoly& s, std::size_t i) { return sat::report(s.a[i], s.b[i]).verdict != sat::Verdict::Separated; }, nullptr},
};
const NearEntry<NearObb3> kObb3Entries[] = {
    {"obb3", "satlab", [](const NearObb3& s, std::size_t i) { return sat::overlaps(s.a[i], s.b[i]); }, nullptr},
    {"obb3", "satlab_batch", nullptr,
     [](const NearObb3& s, std::vector<std::uint64_t>& mask) { sat::batch::overlaps(s.soaA, s.soaB, mask); }},
    {"obb3", "satlab_manifold",
     [](const NearObb3& s, std::size_t i) { return sat::manifold(s.a[i], s.b[i]).verdict != sat::Verdict::Separated; }, nullptr},
};

const NearObb2& obb2Near() { return obb2Sets().near; }
const NearObb2& obb2Clear() { return obb2Sets().clear; }
const NearPoly& polyNear() { return polySets().near; }
const NearPoly& polyClear() { return polySets().clear; }
const NearObb3& obb3Near() { return obb3Sets().near; }
const NearObb3& obb3Clear() { return obb3Sets().clear; }

} // namespace

void checkNearTouching(AgreementCheck& check) {
    for (const auto& entry : kObb2Entries) {
        checkEntry(check, entry, "near", obb2Near());
        checkEntry(check, entry, "clear", obb2Clear());
    }
    for (const auto& entry : kPolyEntries) {
        checkEntry(check, entry, "near", polyNear());
        checkEntry(check, entry, "clear", polyClear());
    }
    for (const auto& entry : kObb3Entries) {
        checkEntry(check, entry, "near", obb3Near());
        checkEntry(check, entry, "clear", obb3Clear());
    }
}

void registerNearTouching() {
    for (const auto& entry : kObb2Entries) {
        registerEntry(entry, "near", &obb2Near);
        registerEntry(entry, "clear", &obb2Clear);
    }
    for (const auto& entry : kPolyEntries) {
        registerEntry(entry, "near", &polyNear);
        registerEntry(entry, "clear", &polyClear);
    }
    for (const auto& entry : kObb3Entries) {
        registerEntry(entry, "near", &obb3Near);
        registerEntry(entry, "clear", &obb3Clear);
    }
}

} // namespace bench
