// runCheck: which pairs of a scene `satlab check` tests and reports.

#include <algorithm>
#include <cmath>

#include "sat/check.hpp"
#include "scene_internal.hpp"

namespace sat {

namespace {
const SceneShape& findOrThrow(const Scene& scene, const std::string& name) {
    if (const SceneShape* shape = scene.find(name)) return *shape;
    std::string names;
    for (const SceneShape& shape : scene.shapes) names += (names.empty() ? "" : ", ") + shape.name;
    throw CheckError("--pair: no shape named " + detail::jsonQuoted(name) + " in the scene (its shapes: " +
                     (names.empty() ? "none" : names) + ")");
}

void count(const CheckPair& pair, CheckSummary& summary) {
    ++summary.pairsTested;
    if (pair.verdict == Verdict::Overlapping) ++summary.overlapping;
    if (pair.verdict == Verdict::Touching) ++summary.touching;
    if (pair.nearMiss) ++summary.nearMisses;
}
} // namespace

CheckResult runCheck(const Scene& scene, const CheckOptions& options) {
    if (!std::isfinite(options.tolerance) || options.tolerance < 0.0) {
        throw CheckError("--tolerance must be a finite number >= 0, got " + detail::formatNumber(options.tolerance));
    }
    if (options.near && (!std::isfinite(*options.near) || *options.near < 0.0)) {
        throw CheckError("--near must be a finite number >= 0, got " + detail::formatNumber(*options.near));
    }
    CheckResult result;
    result.dimension = scene.is3d() ? 3 : 2;
    result.precision = options.precision;
    result.tolerance = options.tolerance;
    result.summary.shapes = static_cast<int>(scene.shapes.size());
    result.lint = options.near.has_value() ||
                  std::any_of(scene.shapes.begin(), scene.shapes.end(), [](const SceneShape& s) { return !s.group.empty(); });
    const auto testPair = result.dimension == 3 ? checkPair3 : checkPair2;

    if (options.pair) {
        // The pair in the order the user named it: the normal points from the first to the second.
        const SceneShape& a = findOrThrow(scene, options.pair->first);
        const SceneShape& b = findOrThrow(scene, options.pair->second);
        if (&a == &b) throw CheckError("--pair needs two different shapes, got " + detail::jsonQuoted(a.name) + " twice");
        CheckPair pair = testPair(a, b, options);
        pair.withAxes = true;
        pair.nearMiss = options.near && !pair.overlap() && pair.separation < *options.near;
        count(pair, result.summary);
        result.pairs.push_back(std::move(pair));
        if (result.lint) summarizeLayers(scene, result);
        return result;
    }
    checkAllPairs(scene, options, result); // the broad phase, then the SAT (check_all_pairs.cpp)
    if (result.lint) summarizeLayers(scene, result);
    return result;
}

int checkExitCode(const CheckResult& result, bool failOnOverlap) {
    const bool found = result.summary.overlapping + result.summary.touching > 0;
    return failOnOverlap && found ? 1 : 0;
}

} // namespace sat
