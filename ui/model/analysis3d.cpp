// SPDX-License-Identifier: MIT
// What the SAT says about a 3D scene, from the core's reports: pair verdicts and one Report3.
#include "ui/model/analysis3d.hpp"

#include <algorithm>
#include <exception>
#include <span>
#include <utility>

#include "sat/scene3d.hpp"
#include "sat/scene_bounds.hpp"

namespace ui {
namespace {

using Box = sat::Shape3<double>;

/// Why a shape cannot be tested in 3D, or "" when it can.
std::string problemIn3d(const sat::SceneShape& shape) {
    if (!sat::is3d(shape.spec)) return "2D shapes are not shown in the 3D view";
    try {
        (void)sat::toShape3<double>(shape.spec);
        return {};
    } catch (const std::exception& e) {
        return e.what();
    }
}

sat::Report3<double> reportOf(const sat::Scene& scene, std::size_t a, std::size_t b, double tolerance, bool faceAxesOnly) {
    sat::ReportOptions3<double> options;
    options.tolerance = tolerance;
    options.faceAxesOnly = faceAxesOnly;
    return sat::report(sat::toShape3<double>(scene.shapes[a].spec), sat::toShape3<double>(scene.shapes[b].spec), options);
}

/// A large scene's pairs: those of a selected box with every other box
/// (the inspector ranks them), and of the broad phase's other candidates the
/// first kMaxKeptPairs3d that touch or overlap; the rest are counted.
void fillLargeScenePairs(const sat::Scene& scene, const Selection& selection, const std::vector<std::optional<Box>>& boxes,
                         SceneAnalysis3& result) {
    const auto selected = [&](std::size_t i) { return selection.contains(scene.shapes[i].name); };
    std::vector<std::size_t> testable;
    std::vector<sat::Bounds3> bounds;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i]) {
            testable.push_back(i);
            bounds.push_back(sat::bounds3(scene.shapes[i].spec));
        }
    const auto test = [&](std::size_t i, std::size_t j) {
        ++result.fastTests;
        const bool intersecting = sat::overlaps(*boxes[i], *boxes[j]);
        if (intersecting) result.intersecting[i] = result.intersecting[j] = true;
        return intersecting;
    };
    std::size_t kept = 0;
    for (const sat::CandidatePair& c : sat::candidatePairs(std::span<const sat::Bounds3>(bounds))) {
        const std::size_t i = testable[c.a], j = testable[c.b];
        if (selected(i) || selected(j) || !test(i, j)) continue;
        if (kept == kMaxKeptPairs3d) {
            ++result.unlistedPairs;
            continue;
        }
        ++kept;
        result.pairs.push_back({i, j, true});
    }
    for (const std::size_t s : testable) {
        if (!selected(s)) continue;
        for (const std::size_t other : testable)
            if (other != s && !(selected(other) && other < s)) // a pair of two selected boxes once
                result.pairs.push_back({std::min(s, other), std::max(s, other), test(s, other)});
    }
    std::sort(result.pairs.begin(), result.pairs.end(), [](const Pair3Status& l, const Pair3Status& r) {
        return l.indexA != r.indexA ? l.indexA < r.indexA : l.indexB < r.indexB;
    });
}

void fillPairs(const sat::Scene& scene, const Selection& selection, SceneAnalysis3& result) {
    std::vector<std::optional<Box>> boxes(scene.shapes.size());
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        if (scene.shapes[i].visible && result.problems[i].empty()) boxes[i] = sat::toShape3<double>(scene.shapes[i].spec);
    if (scene.shapes.size() > kAllPairsLimit3d) return fillLargeScenePairs(scene, selection, boxes, result);
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (!boxes[i]) continue;
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            if (!boxes[j]) continue;
            ++result.fastTests;
            const bool intersecting = sat::overlaps(*boxes[i], *boxes[j]);
            result.pairs.push_back({i, j, intersecting});
            if (intersecting) result.intersecting[i] = result.intersecting[j] = true;
        }
    }
}

std::optional<Inspected3> inspect(const sat::Scene& scene, const SceneAnalysis3& result, const Selection& selection,
                                  const Analysis3dOptions& options) {
    std::optional<InspectedPair> pair = onlyPair(selection, scene);
    if (!pair) pair = inspectedPair(selection, relations3d(scene, result, selection, options.tolerance));
    if (!pair) return std::nullopt;
    const auto a = shapeIndex(scene, pair->a);
    const auto b = shapeIndex(scene, pair->b);
    if (!a || !b || *a == *b || !result.problems[*a].empty() || !result.problems[*b].empty()) return std::nullopt;

    Inspected3 inspected;
    inspected.names = *pair;
    inspected.indexA = *a;
    inspected.indexB = *b;
    inspected.faceAxesOnly = options.faceAxesOnly;
    inspected.fullReport = reportOf(scene, *a, *b, options.tolerance, false);
    inspected.report = options.faceAxesOnly ? reportOf(scene, *a, *b, options.tolerance, true) : inspected.fullReport;
    return inspected;
}

} // namespace

std::string faceOnlyWarning(const Inspected3& inspected) {
    const sat::Report3<double>& full = inspected.fullReport;
    std::string text = "face axes only: this verdict is wrong here";
    if (full.firstSeparatingAxis >= 0)
        text += " \xE2\x80\x94 the pair is separated on " +
                sat::label(full.axes[static_cast<std::size_t>(full.firstSeparatingAxis)].source);
    return text;
}

bool Inspected3::faceOnlyIsWrong() const { return faceAxesOnly && report.verdict != fullReport.verdict; }

std::vector<PairRelation> relations3d(const sat::Scene& scene, const SceneAnalysis3& analysis, const Selection& selection,
                                      double tolerance) {
    std::vector<PairRelation> relations;
    const std::string* chosen = selection.size() == 1 ? selection.primary() : nullptr;
    if (!chosen) return relations;
    for (const Pair3Status& pair : analysis.pairs) {
        const std::string& a = scene.shapes[pair.indexA].name;
        const std::string& b = scene.shapes[pair.indexB].name;
        if (a != *chosen && b != *chosen) continue;
        const sat::Report3<double> report = reportOf(scene, pair.indexA, pair.indexB, tolerance, false);
        relations.push_back({a, b, report.verdict != sat::Verdict::Separated, report.depth, report.distance});
    }
    return relations;
}

PairRow3 pairRow3d(const sat::Scene& scene, const Pair3Status& pair, double tolerance) {
    const sat::Report3<double> report = reportOf(scene, pair.indexA, pair.indexB, tolerance, false);
    return {{scene.shapes[pair.indexA].name, scene.shapes[pair.indexB].name, report.verdict != sat::Verdict::Separated,
             report.depth, report.distance},
            report.verdict};
}

SceneAnalysis3 analyse3d(const sat::Scene& scene, const Selection& selection, const Analysis3dOptions& options) {
    SceneAnalysis3 result;
    result.intersecting.assign(scene.shapes.size(), false);
    result.problems.reserve(scene.shapes.size());
    for (const sat::SceneShape& shape : scene.shapes) result.problems.push_back(problemIn3d(shape));
    fillPairs(scene, selection, result);
    result.inspected = inspect(scene, result, selection, options);
    return result;
}

void Analysis3dState::refresh(const sat::Scene& scene, std::uint64_t revision, const Selection& selection, double tolerance,
                              bool gestureActive) {
    options.tolerance = tolerance;
    if (!scene.is3d()) {
        result = {};
        analysed_ = false;
        selectedAxis = -1;
        return;
    }
    if (analysed_ && revision_ == revision && selection_ == selection.names() && analysedOptions_ == options && !gestureActive)
        return;
    const std::optional<InspectedPair> before = result.inspected ? std::optional<InspectedPair>(result.inspected->names)
                                                                 : std::nullopt;
    result = analyse3d(scene, selection, options);
    const std::optional<InspectedPair> after = result.inspected ? std::optional<InspectedPair>(result.inspected->names)
                                                                : std::nullopt;
    if (before != after) selectedAxis = -1; // a clicked axis belongs to its pair
    analysed_ = true;
    revision_ = revision;
    selection_ = selection.names();
    analysedOptions_ = options;
}

int focusAxis3d(const AnalysisState& analysis, const Analysis3dState& analysis3d) {
    const auto& inspected = analysis3d.result.inspected;
    if (!inspected) return -1;
    const int count = static_cast<int>(inspected->report.axes.size());
    if (analysis.hoveredAxis >= 0 && analysis.hoveredAxis < count) return analysis.hoveredAxis;
    if (analysis3d.selectedAxis >= 0 && analysis3d.selectedAxis < count) return analysis3d.selectedAxis;
    return -1;
}

const sat::Report3<double>* inspectedReport3(const sat::Scene& scene, const Analysis3dState& analysis3d) {
    const Inspected3* inspected = inspected3(scene, analysis3d);
    return inspected ? &inspected->report : nullptr;
}

const Inspected3* inspected3(const sat::Scene& scene, const Analysis3dState& analysis3d) {
    if (!scene.is3d() || !analysis3d.result.inspected) return nullptr;
    return &*analysis3d.result.inspected;
}

} // namespace ui
