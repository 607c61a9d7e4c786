// SPDX-License-Identifier: MIT
// runCheck: which pairs of a scene `satlab check` tests and reports.

#include <algorithm>
#include <cmath>
#include <optional>

#include "sat/check.hpp"
#include "scene_internal.hpp"

namespace sat {

namespace {
const SceneShape& findOrThrow(const Scene& scene, const std::string& name) {
    if (const SceneShape* shape = scene.find(name)) return *shape;
    std::string names;
    for (const SceneShape& shape : scene.shapes) names += (names.empty() ? "" : ", ") + shape.name;
    throw CheckError("--pair: no shape named " + detail::jsonQuoted(name) +
                     " in the scene (its shapes: " + (names.empty() ? "none" : names) + ")");
}

void count(const CheckPair& pair, CheckSummary& summary) {
    ++summary.pairsTested;
    if (pair.verdict == Verdict::Overlapping) ++summary.overlapping;
    if (pair.verdict == Verdict::Touching) ++summary.touching;
    if (pair.nearMiss) ++summary.nearMisses;
}
} // namespace

CheckResult runCheck(const Scene& scene, const CheckOptions& options, CheckSink& sink) {
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
    result.intendedGiven = options.intended != nullptr && !options.intended->empty();
    result.intendedListed = options.listIntended;
    result.lint = options.near.has_value() ||
                  std::any_of(scene.shapes.begin(), scene.shapes.end(), [](const SceneShape& s) { return !s.group.empty(); });
    const auto testPair = result.dimension == 3 ? checkPair3 : checkPair2;
    std::optional<LayerTally> layers;
    if (result.lint) layers.emplace(scene, result);

    if (options.pair) {
        // The pair in the order the user named it: the normal points from the first to the second.
        const SceneShape& a = findOrThrow(scene, options.pair->first);
        const SceneShape& b = findOrThrow(scene, options.pair->second);
        if (&a == &b) throw CheckError("--pair needs two different shapes, got " + detail::jsonQuoted(a.name) + " twice");
        CheckPair pair = testPair(a, b, options);
        pair.withAxes = true;
        pair.nearMiss = options.near && !pair.overlap() && pair.separation < *options.near;
        // --pair always reports its pair and counts it as usual; a mark says what the sidecar says.
        pair.intended = options.intended != nullptr && (pair.overlap() || pair.nearMiss) &&
                        options.intended->contains(a.name, b.name);
        if (pair.intended) ++result.summary.intended;
        count(pair, result.summary);
        if (layers && (pair.overlap() || pair.nearMiss)) layers->add(pair);
        sink.begin(result);
        sink.pair(pair);
        sink.end(result);
        return result;
    }
    bool begun = false; // begin() after the float conversions are known to work (they may throw)
    const auto report = [&](CheckPair& pair) {
        if (!begun) sink.begin(result);
        begun = true;
        if (layers) layers->add(pair);
        sink.pair(pair);
    };
    checkAllPairs(scene, options, result, sink.detail(), report); // the broad phase, then the SAT (check_all_pairs.cpp)
    if (!begun) sink.begin(result);
    sink.end(result);
    return result;
}

namespace {
/// Keeps the reported pairs: runCheck as a value.
class CollectingSink : public CheckSink {
public:
    void begin(const CheckResult&) override {}
    void pair(const CheckPair& pair) override { pairs.push_back(pair); }
    void end(const CheckResult&) override {}
    std::vector<CheckPair> pairs;
};
} // namespace

CheckResult runCheck(const Scene& scene, const CheckOptions& options) {
    CollectingSink sink;
    CheckResult result = runCheck(scene, options, sink);
    result.pairs = std::move(sink.pairs);
    return result;
}

int checkExitCode(const CheckResult& result, bool failOnOverlap) {
    const bool found = result.summary.overlapping + result.summary.touching > 0;
    return failOnOverlap && found ? 1 : 0;
}

} // namespace sat
