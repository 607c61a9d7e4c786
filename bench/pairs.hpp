// SPDX-License-Identifier: MIT
#pragma once
// The pairs every implementation of a benchmark reads: pre-generated from a
// seed, in four scenarios with an exact share of intersecting pairs.
//
// Every scenario of a family draws candidate pairs from the same
// distribution (B's centre at a random direction and distance from A's,
// within about the sum of their sizes, random sizes and rotations) and keeps
// exactly the wanted number of intersecting and of separated ones, then
// shuffles them. "Intersecting" is the reference verdict: SATlab's report in
// double precision, tolerance 0, on the stored float shapes widened exactly.
// A candidate within kGeneratorClearance of touching (|axis separation|) is
// drawn again, so the agreement check (bench/agreement.hpp) judges them all.

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"

namespace bench {

enum class Scenario : std::uint8_t { Sep10, Mix50, Ovl90, Ovl100 };
inline constexpr std::array<Scenario, 4> kScenarios{Scenario::Sep10, Scenario::Mix50, Scenario::Ovl90, Scenario::Ovl100};

/// "sep10", "mix50", "ovl90", "ovl100".
const char* scenarioName(Scenario scenario);
/// Share of intersecting pairs in percent: 10, 50, 90, 100.
int intersectingPercent(Scenario scenario);
/// Intersecting pairs in a scenario of `count` pairs: count * percent / 100.
/// Throws std::invalid_argument unless that is a whole number for every
/// scenario (count a multiple of 10).
std::size_t intersectingCount(Scenario scenario, std::size_t count);

/// Pairs within this of touching are not judged by the agreement check:
/// there rounding and each library's own tolerance, not correctness, decide.
inline constexpr double kNearTouching = 1e-6;
/// The generator draws again any candidate whose reference |axis
/// separation| is at or below this, so the agreement check judges every
/// pair. Shapes measure 0.5 to 3 units, centres lie within 8 units of the
/// origin: float coordinates carry about 5e-7 of rounding there.
inline constexpr double kGeneratorClearance = kNearTouching;

/// Pair i is (a[i], b[i]).
template <class A, class B = A> struct PairSet {
    std::vector<A> a;
    std::vector<B> b;
    /// Reference verdict: 1 when the closed shapes intersect (touching included).
    std::vector<std::uint8_t> intersects;
    /// Reference axis separation: > 0 gap along the best axis, < 0 minus the depth.
    std::vector<double> separation;

    std::size_t size() const { return a.size(); }
    bool nearTouching(std::size_t i) const { return std::abs(separation[i]) <= kNearTouching; }
    std::size_t intersectingPairs() const {
        std::size_t count = 0;
        for (std::uint8_t verdict : intersects) count += verdict;
        return count;
    }
};

using Aabb2Pairs = PairSet<sat::Aabb2<float>>;
using Obb2Pairs = PairSet<sat::Obb2<float>>;
using Obb2Aabb2Pairs = PairSet<sat::Obb2<float>, sat::Aabb2<float>>;
using Poly8Pairs = PairSet<sat::ConvexPolygon2<float>>;
using Obb3Pairs = PairSet<sat::Obb3<float>>;

/// The seed of a family's scenario: the family number (any small integer
/// naming the family) and the scenario, mixed into a fixed constant.
std::uint64_t seedOf(std::uint64_t family, Scenario scenario);

/// How candidates are judged. Report: SATlab's report in double (the
/// reference, with the axis separation). FastTests: SATlab's double fast
/// test, and a candidate counts as near touching when A with its half
/// extents grown and shrunk by kGeneratorClearance gets different verdicts
/// (the grown box holds every point within the clearance of A); separation
/// is then only a sign, +-1. For the 4 M streaming pairs, where the 3D
/// report would take minutes.
enum class Judge : std::uint8_t { Report, FastTests };

/// `count` pairs (a multiple of 10) of the scenario; the same seed gives
/// the same pairs.
Aabb2Pairs makeAabb2Pairs(Scenario scenario, std::size_t count, std::uint64_t seed);
Obb2Pairs makeObb2Pairs(Scenario scenario, std::size_t count, std::uint64_t seed, Judge judge = Judge::Report);
Obb2Aabb2Pairs makeObb2Aabb2Pairs(Scenario scenario, std::size_t count, std::uint64_t seed);
/// Convex 8-gons: vertices on an ellipse at jittered eighths of a turn.
Poly8Pairs makePoly8Pairs(Scenario scenario, std::size_t count, std::uint64_t seed);
Obb3Pairs makeObb3Pairs(Scenario scenario, std::size_t count, std::uint64_t seed, Judge judge = Judge::Report);

} // namespace bench
