// SPDX-License-Identifier: MIT
#pragma once
// The broad phase: which pairs of a large set of shapes can possibly touch,
// found without testing all n^2 pairs. Each shape is reduced to its
// axis-aligned bounds; pairs whose bounds intersect are the candidates that
// the narrow phase (the SAT) then tests. docs/performance-broadphase.md
// explains the choice (sweep and prune) and shows the measurements.
//
// Bounds are closed like the shapes: bounds that only touch make a candidate.
// They are padded outward by a few units in the last place, so a pair that the
// SAT reports as touching, after its own rounding, is always a candidate.

#include <cstdint>
#include <functional>
#include <limits>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace sat {

/// Closed axis-aligned bounds [lo, hi] per axis, world space.
struct Bounds2 {
    glm::dvec2 lo{}, hi{}; ///< lowest and highest corner
};
/// The same in 3D.
struct Bounds3 {
    glm::dvec3 lo{}, hi{}; ///< lowest and highest corner
};

/// Two shapes whose bounds intersect: indices into the input, a < b.
struct CandidatePair {
    std::uint32_t a = 0, b = 0; ///< indices into the input, a < b
    /// Equal when every member is equal.
    bool operator==(const CandidatePair&) const = default;
};

/// Relative outward padding of bounds computed in double: covers the
/// rounding of the SAT's own double arithmetic.
inline constexpr double kBoundsPadDouble = 8.0 * std::numeric_limits<double>::epsilon();
/// The same when the SAT runs in float (`--precision float`): the shape's
/// values are rounded to float first, which moves them by up to half an ulp.
inline constexpr double kBoundsPadFloat = 8.0 * std::numeric_limits<float>::epsilon();

/// Every pair (a < b) whose bounds are within `margin` (>= 0) of each other
/// on every axis: the gap b.lo - a.hi (and a.lo - b.hi) is <= margin. With
/// margin 0 that is "the bounds intersect". Two shapes whose distance is
/// below `margin` are always candidates (their gap on each axis is at most
/// their distance). Sorted by (a, b): deterministic for the same input.
///
/// Sweep and prune (Baraff 1992; Ericson, RTCD 7.5.2): sort the boxes by
/// their low end on the axis where the centres spread most, then sweep: each
/// box is compared only with the boxes that start before it ends, and for
/// those the remaining axes decide. O(n log n + k) for k candidates when the
/// boxes are small relative to the scene, as in a level.
std::vector<CandidatePair> candidatePairs(std::span<const Bounds2> bounds, double margin = 0.0);
std::vector<CandidatePair> candidatePairs(std::span<const Bounds3> bounds, double margin = 0.0);

/// Candidate pairs held at a time by forEachCandidatePair (8 bytes each).
inline constexpr std::size_t kCandidateWindowPairs = std::size_t{1} << 22;

/// The pairs of candidatePairs, handed to `visit` one at a time in the same
/// (a, b) order, while at most max(`windowPairs`, 2n) of them are held: a
/// scene of identical boxes has n^2 / 2 candidates, far more than fit in
/// memory. The sweep runs once per window of the order (pairs with a in
/// [a0, a1)), so a scene with k candidates is swept about 1 + 2k / windowPairs
/// times. `visit` returns false to stop.
struct CandidateVisit {
    std::size_t visited = 0;   ///< pairs handed to `visit`
    double sweepSeconds = 0.0; ///< time spent finding them (sorting, sweeping), not in `visit`
};
/// Visits the candidate pairs of 2D bounds (first form) or 3D bounds (second form).
CandidateVisit forEachCandidatePair(std::span<const Bounds2> bounds, double margin,
                                    const std::function<bool(CandidatePair)>& visit,
                                    std::size_t windowPairs = kCandidateWindowPairs);
CandidateVisit forEachCandidatePair(std::span<const Bounds3> bounds, double margin,
                                    const std::function<bool(CandidatePair)>& visit,
                                    std::size_t windowPairs = kCandidateWindowPairs);

/// The same answer by testing all n^2 pairs: the reference for the tests.
std::vector<CandidatePair> candidatePairsBruteForce(std::span<const Bounds2> bounds, double margin = 0.0);
std::vector<CandidatePair> candidatePairsBruteForce(std::span<const Bounds3> bounds, double margin = 0.0);

} // namespace sat
