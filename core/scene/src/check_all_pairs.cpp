// SPDX-License-Identifier: MIT
// `satlab check` without --pair: the broad phase picks the pairs whose bounds
// meet, the fast test drops those that are apart, and only the rest get the
// full report. The output is the one of testing all n^2 pairs with reports:
// a pair outside the candidates has bounds that do not meet, so the SAT
// finds it separated and it is neither listed nor a near miss.

#include <algorithm>
#include <chrono>
#include <functional>
#include <unordered_map>

#include "sat/check.hpp"
#include "sat/scene3d.hpp"
#include "sat/scene_bounds.hpp"

namespace sat {

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

/// With a tolerance T the SAT calls a pair touching when its best axis
/// separation is <= T. For boxes the world-axis gap of the bounds is at most
/// sqrt(2) (2D) or sqrt(3) (3D) times that separation; needle-thin polygon
/// tips could stretch the ratio further, so the margin is generous.
constexpr double kToleranceReach = 64.0;

/// Pairs that share a collider are never tested; they still are not
/// counted as tested pairs.
std::int64_t pairsOfOneCollider(const Scene& scene) {
    std::unordered_map<std::string_view, std::int64_t> pieces;
    for (const SceneShape& shape : scene.shapes)
        if (!shape.collider.empty()) ++pieces[shape.collider];
    std::int64_t pairs = 0;
    for (const auto& [collider, count] : pieces) pairs += count * (count - 1) / 2;
    return pairs;
}

/// The candidates of the broad phase, in (a, b) order, to `visit` while a
/// bounded number of them is held (forEachCandidatePair).
CandidateVisit forEachCandidate(const Scene& scene, const CheckOptions& options, bool is3d,
                                const std::function<bool(CandidatePair)>& visit) {
    const double pad = options.precision == Precision::Float ? kBoundsPadFloat : kBoundsPadDouble;
    const double margin = options.near.value_or(0.0) + kToleranceReach * options.tolerance;
    if (is3d) {
        std::vector<Bounds3> bounds;
        bounds.reserve(scene.shapes.size());
        for (const SceneShape& shape : scene.shapes) bounds.push_back(bounds3(shape.spec, pad));
        return forEachCandidatePair(std::span<const Bounds3>(bounds), margin, visit);
    }
    std::vector<Bounds2> bounds;
    bounds.reserve(scene.shapes.size());
    for (const SceneShape& shape : scene.shapes) bounds.push_back(bounds2(shape.spec, pad));
    return forEachCandidatePair(std::span<const Bounds2>(bounds), margin, visit);
}

/// Pairs (i < j) of the scene's order up to and including (a, b), less those
/// of one collider: what a check that stops at (a, b) has covered.
std::int64_t pairsUpTo(const Scene& scene, std::size_t a, std::size_t b) {
    const auto n = static_cast<std::int64_t>(scene.shapes.size());
    const auto first = static_cast<std::int64_t>(a);
    std::int64_t pairs = first * (n - 1) - first * (first - 1) / 2 + static_cast<std::int64_t>(b - a);
    std::unordered_map<std::string_view, std::int64_t> remaining; // pieces of each collider not yet passed
    for (const SceneShape& shape : scene.shapes)
        if (!shape.collider.empty()) ++remaining[shape.collider];
    for (std::size_t i = 0; i < a; ++i) {
        if (scene.shapes[i].collider.empty()) continue;
        pairs -= --remaining[scene.shapes[i].collider]; // (i, j) for the later pieces j
    }
    for (std::size_t j = a + 1; j <= b; ++j)
        if (sameCollider(scene.shapes[a], scene.shapes[j])) --pairs;
    return pairs;
}

/// In float a polygon can stop being strictly convex. Testing all pairs met
/// such a shape in its first pair, whether or not the bounds meet; raise the
/// same CheckError here, through the same report.
void checkFloatConversions(const Scene& scene, const CheckOptions& options) {
    if (options.precision != Precision::Float || scene.is3d()) return;
    for (std::size_t f = 0; f < scene.shapes.size(); ++f) {
        try {
            (void)toShape2<float>(scene.shapes[f].spec);
            continue;
        } catch (const GeometryError&) {
        }
        for (std::size_t j = 0; j < scene.shapes.size(); ++j) {
            if (j == f || sameCollider(scene.shapes[f], scene.shapes[j])) continue;
            (void)checkPair2(scene.shapes[std::min(f, j)], scene.shapes[std::max(f, j)], options); // throws
        }
    }
}

} // namespace

void checkAllPairs(const Scene& scene, const CheckOptions& options, CheckResult& result, CheckPairDetail detail,
                   const std::function<void(CheckPair&)>& report) {
    const bool is3d = result.dimension == 3;
    checkFloatConversions(scene, options);
    const auto start = Clock::now();
    const auto n = static_cast<std::int64_t>(scene.shapes.size());
    result.summary.pairsTested = n * (n - 1) / 2 - pairsOfOneCollider(scene);
    // At tolerance 0 the fast tests give the report's verdict exactly (2D:
    // sat/detail/fast2d.hpp; 3D: docs/sat-3d.md, "Exact verdicts in 3D"); a
    // tolerance or --near needs the report's numbers.
    const bool fast = options.tolerance == 0.0 && !options.near;
    detail.allAxes = detail.allAxes || options.axes;
    const auto testCandidate = is3d ? checkCandidate3 : checkCandidate2;
    const auto visit = [&](CandidatePair candidate) {
        const SceneShape& a = scene.shapes[candidate.a];
        const SceneShape& b = scene.shapes[candidate.b];
        if (sameCollider(a, b)) return true; // pieces of one concave collider
        std::optional<CheckPair> tested = testCandidate(a, b, options, fast, detail);
        if (!tested) return true; // apart by the fast test
        CheckPair& pair = *tested;
        pair.nearMiss = options.near && !pair.overlap() && pair.separation < *options.near;
        if (!pair.overlap() && !pair.nearMiss) return true;
        pair.intended = options.intended != nullptr && options.intended->contains(a.name, b.name);
        if (pair.intended) ++result.summary.intended;
        if (pair.intended && !options.listIntended) return true; // left out: counted as intended alone
        if (pair.verdict == Verdict::Overlapping) ++result.summary.overlapping;
        if (pair.verdict == Verdict::Touching) ++result.summary.touching;
        if (pair.nearMiss) ++result.summary.nearMisses;
        pair.withAxes = options.axes;
        report(pair);
        if (!(options.stopAtFirstOverlap && pair.overlap())) return true;
        result.stopped = true;
        result.summary.pairsTested = pairsUpTo(scene, candidate.a, candidate.b);
        return false;
    };
    const CandidateVisit candidates = forEachCandidate(scene, options, is3d, visit);
    // The sweep runs between the pairs' tests (in windows): the narrow phase is the rest of the time.
    const double total = secondsSince(start);
    result.timings.candidates = candidates.visited;
    result.timings.broadPhase = candidates.sweepSeconds;
    result.timings.narrowPhase = std::max(0.0, total - candidates.sweepSeconds);
}

} // namespace sat
