// SPDX-License-Identifier: MIT
// What the SAT says about a 2D scene, from the core's reports: every pair and the inspected one.
#include "ui/model/analysis.hpp"

#include "sat/check.hpp"
#include "sat/scene_bounds.hpp"

#include <limits>
#include <span>
#include <utility>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

namespace ui {
namespace {

using Shape = sat::Shape2<double>;

template <class T> sat::Report2<double> reportIn(const sat::ShapeSpec& a, const sat::ShapeSpec& b, double tolerance) {
    sat::ReportOptions2<T> options;
    options.tolerance = static_cast<T>(tolerance);
    const sat::Report2<T> report = sat::report(sat::toShape2<T>(a), sat::toShape2<T>(b), options);
    if constexpr (std::is_same_v<T, double>) return report;
    else return sat::castReport<double>(report);
}

template <class T> std::optional<bool> runIn(sat::seeds::Method2 method, const sat::ShapeSpec& a, const sat::ShapeSpec& b) {
    return sat::seeds::runMethod<T>(method, sat::toShape2<T>(a), sat::toShape2<T>(b));
}

std::optional<bool> run(sat::seeds::Method2 method, Precision precision, const sat::ShapeSpec& a, const sat::ShapeSpec& b) {
    return precision == Precision::Float ? runIn<float>(method, a, b) : runIn<double>(method, a, b);
}

/// Why a shape cannot be tested, or "" when it can.
std::string problemOf(const sat::SceneShape& shape) {
    if (sat::is3d(shape.spec)) return "3D shapes are not shown in the 2D view";
    try {
        (void)sat::toShape2<double>(shape.spec);
        return {};
    } catch (const std::exception& e) {
        return e.what();
    }
}

// Above kAllPairsLimit shapes (a Tiled map, a generated level) only the
// broad phase's candidates (sat/broadphase.hpp: bounds that meet) are looked
// at, and of those only the pairs that touch or overlap, plus every candidate
// of a selected shape (the inspector picks its deepest or nearest partner
// from them), get a full report; the rest need only the fast test. Past
// kMaxKeptPairs kept pairs the others are counted, not kept.

/// As in `satlab check` (check_all_pairs.cpp): with a tolerance T, bounds up
/// to 64 T apart can still hold a pair the SAT calls touching.
constexpr double kToleranceReach = 64.0;

PairStatus statusOf(const sat::Scene& scene, std::size_t i, std::size_t j, const AnalysisOptions& options) {
    const sat::Report2<double> report = reportIn<double>(scene.shapes[i].spec, scene.shapes[j].spec, options.tolerance);
    PairStatus status;
    status.indexA = i;
    status.indexB = j;
    status.verdict = report.verdict;
    status.contacts = report.contacts;
    status.relation = {scene.shapes[i].name, scene.shapes[j].name, report.verdict != sat::Verdict::Separated, report.depth,
                       report.distance};
    if (options.method != sat::seeds::Method2::Reference) {
        status.methodSays = run(options.method, options.precision, scene.shapes[i].spec, scene.shapes[j].spec);
        status.methodDisagrees = status.methodSays && *status.methodSays != status.relation.intersecting;
    }
    return status;
}

/// Calls visit(i, j) for the pairs (i < j) of testable shapes to look at, in
/// scene order: all of them in a small scene, the broad phase's candidates in
/// a large one (read in place: a pile of 3000 boxes has 4.5 million).
template <class Visit>
void forEachPairToTest(const sat::Scene& scene, const AnalysisOptions& options, const SceneAnalysis& result, Visit&& visit) {
    std::vector<std::size_t> testable;
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        if (scene.shapes[i].visible && result.problems[i].empty()) testable.push_back(i);
    if (scene.shapes.size() <= kAllPairsLimit) {
        for (std::size_t a = 0; a < testable.size(); ++a)
            for (std::size_t b = a + 1; b < testable.size(); ++b) visit(testable[a], testable[b]);
        return;
    }
    std::vector<sat::Bounds2> bounds;
    bounds.reserve(testable.size());
    for (const std::size_t i : testable) bounds.push_back(sat::bounds2(scene.shapes[i].spec));
    for (const sat::CandidatePair& c :
         sat::candidatePairs(std::span<const sat::Bounds2>(bounds), kToleranceReach * options.tolerance))
        visit(testable[c.a], testable[c.b]); // testable is in scene order, so the pairs stay sorted
}

void fillPairs(const sat::Scene& scene, const Selection& selection, const AnalysisOptions& options, SceneAnalysis& result) {
    const bool small = scene.shapes.size() <= kAllPairsLimit;
    const bool fastFirst = !small && options.method == sat::seeds::Method2::Reference && options.tolerance == 0.0;
    std::size_t kept = 0; // pairs kept that no selected shape is part of
    forEachPairToTest(scene, options, result, [&](std::size_t i, std::size_t j) {
        // Pieces of one concave collider (Tiled import) touch by construction: not a finding.
        if (sat::sameCollider(scene.shapes[i], scene.shapes[j])) return;
        const bool selected = selection.contains(scene.shapes[i].name) || selection.contains(scene.shapes[j].name);
        // The fast test answers the report's verdict bit for bit at tolerance 0 (sat/detail/fast2d.hpp).
        if (fastFirst && !selected) {
            ++result.work.fastTests;
            const bool intersecting = sat::overlaps(sat::toShape2<double>(scene.shapes[i].spec),
                                                    sat::toShape2<double>(scene.shapes[j].spec));
            if (!intersecting) return;
            if (kept == kMaxKeptPairs) { // only counted: its report would not be kept
                result.intersecting[i] = result.intersecting[j] = true;
                ++result.unlistedPairs;
                return;
            }
        }
        PairStatus status = statusOf(scene, i, j, options);
        ++result.work.reports;
        if (status.relation.intersecting) result.intersecting[i] = result.intersecting[j] = true;
        if (!small && !selected) {
            if (!status.relation.intersecting && !status.methodDisagrees) return;
            if (kept == kMaxKeptPairs) {
                ++result.unlistedPairs;
                return;
            }
            ++kept;
        }
        result.pairs.push_back(std::move(status));
    });
}

std::optional<InspectedAnalysis> inspect(const sat::Scene& scene, const SceneAnalysis& result, const Selection& selection,
                                         const AnalysisOptions& options) {
    std::optional<InspectedPair> pair = onlyPair(selection, scene);
    if (!pair) pair = inspectedPair(selection, result.relations());
    if (!pair) return std::nullopt;
    const auto a = shapeIndex(scene, pair->a);
    const auto b = shapeIndex(scene, pair->b);
    if (!a || !b || *a == *b || !result.problems[*a].empty() || !result.problems[*b].empty()) return std::nullopt;

    InspectedAnalysis inspected;
    inspected.names = *pair;
    inspected.indexA = *a;
    inspected.indexB = *b;
    const sat::ShapeSpec& specA = scene.shapes[*a].spec;
    const sat::ShapeSpec& specB = scene.shapes[*b].spec;
    inspected.report = options.precision == Precision::Float ? reportIn<float>(specA, specB, options.tolerance)
                                                             : reportIn<double>(specA, specB, options.tolerance);
    const bool reference = inspected.report.verdict != sat::Verdict::Separated;
    for (const sat::seeds::MethodInfo2& info : sat::seeds::methods2()) {
        MethodAnswer answer{info.id, run(info.id, options.precision, specA, specB), false};
        answer.disagrees = answer.intersects && *answer.intersects != reference;
        inspected.methods.push_back(answer);
    }
    return inspected;
}

} // namespace

std::vector<PairRelation> SceneAnalysis::relations() const {
    std::vector<PairRelation> result;
    result.reserve(pairs.size());
    for (const PairStatus& pair : pairs) result.push_back(pair.relation);
    return result;
}

SceneAnalysis analyse(const sat::Scene& scene, const Selection& selection, const AnalysisOptions& options) {
    SceneAnalysis result;
    result.intersecting.assign(scene.shapes.size(), false);
    result.problems.reserve(scene.shapes.size());
    for (const sat::SceneShape& shape : scene.shapes) result.problems.push_back(problemOf(shape));
    fillPairs(scene, selection, options, result);
    result.inspected = inspect(scene, result, selection, options);
    return result;
}

void AnalysisState::refresh(const sat::Scene& scene, std::uint64_t revision, const Selection& selection, bool gestureActive) {
    if (analysed_ && revision_ == revision && selection_ == selection.names() && analysedOptions_ == options && !gestureActive)
        return;
    result = analyse(scene, selection, options);
    analysed_ = true;
    revision_ = revision;
    selection_ = selection.names();
    analysedOptions_ = options;
}

} // namespace ui
