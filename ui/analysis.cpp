#include "ui/analysis.hpp"

#include "sat/check.hpp"

#include <limits>
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

/// Above this many shapes (a Tiled map), only pairs whose bounding boxes
/// touch are reported: n^2 reports every frame of a drag would stall the UI,
/// and far-apart pairs are only needed to pick a lone shape's nearest neighbour.
constexpr std::size_t kAllPairsLimit = 60;

struct Bounds {
    glm::dvec2 lo, hi;
};

Bounds boundsWith(const sat::ShapeSpec& spec, double margin) {
    Bounds b{glm::dvec2(std::numeric_limits<double>::max()), glm::dvec2(-std::numeric_limits<double>::max())};
    std::visit(
        [&](const auto& s) {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, sat::Poly2Spec>) {
                for (const glm::dvec2& p : s.points) b = {glm::min(b.lo, p), glm::max(b.hi, p)};
            } else if constexpr (std::is_same_v<S, sat::Aabb2Spec> || std::is_same_v<S, sat::Obb2Spec>) {
                const double reach = glm::length(s.halfExtents); // covers any rotation
                b = {s.center - reach, s.center + reach};
            }
        },
        spec);
    return {b.lo - margin, b.hi + margin};
}

bool touch(const Bounds& a, const Bounds& b) {
    return a.lo.x <= b.hi.x && b.lo.x <= a.hi.x && a.lo.y <= b.hi.y && b.lo.y <= a.hi.y;
}

void fillPairs(const sat::Scene& scene, const AnalysisOptions& options, SceneAnalysis& result) {
    const bool compareMethod = options.method != sat::seeds::Method2::Reference;
    const bool cull = scene.shapes.size() > kAllPairsLimit;
    std::vector<Bounds> bounds;
    if (cull)
        for (const sat::SceneShape& shape : scene.shapes) bounds.push_back(boundsWith(shape.spec, options.tolerance));
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        if (!scene.shapes[i].visible || !result.problems[i].empty()) continue;
        for (std::size_t j = i + 1; j < scene.shapes.size(); ++j) {
            if (!scene.shapes[j].visible || !result.problems[j].empty()) continue;
            if (cull && !touch(bounds[i], bounds[j])) continue;
            // Pieces of one concave collider (Tiled import) touch by construction: not a finding.
            if (sat::sameCollider(scene.shapes[i], scene.shapes[j])) continue;
            const sat::Report2<double> report =
                reportIn<double>(scene.shapes[i].spec, scene.shapes[j].spec, options.tolerance);
            PairStatus status;
            status.indexA = i;
            status.indexB = j;
            status.verdict = report.verdict;
            status.contacts = report.contacts;
            status.relation = {scene.shapes[i].name, scene.shapes[j].name, report.verdict != sat::Verdict::Separated,
                               report.depth, report.distance};
            if (compareMethod) {
                status.methodSays = run(options.method, options.precision, scene.shapes[i].spec, scene.shapes[j].spec);
                status.methodDisagrees = status.methodSays && *status.methodSays != status.relation.intersecting;
            }
            if (status.relation.intersecting) result.intersecting[i] = result.intersecting[j] = true;
            result.pairs.push_back(std::move(status));
        }
    }
}

std::optional<std::size_t> indexOf(const sat::Scene& scene, const std::string& name) {
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        if (scene.shapes[i].name == name) return i;
    return std::nullopt;
}

std::optional<InspectedAnalysis> inspect(const sat::Scene& scene, const SceneAnalysis& result, const Selection& selection,
                                         const AnalysisOptions& options) {
    const std::optional<InspectedPair> pair = inspectedPair(selection, result.relations());
    if (!pair) return std::nullopt;
    const auto a = indexOf(scene, pair->a);
    const auto b = indexOf(scene, pair->b);
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
    fillPairs(scene, options, result);
    result.inspected = inspect(scene, result, selection, options);
    return result;
}

} // namespace ui
