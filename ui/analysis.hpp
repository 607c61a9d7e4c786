#pragma once
// What the SAT says about the scene, computed from the core's reports only
// (the ui never re-implements the test): how every pair of visible shapes
// relates, and the full report of the inspected pair in the chosen
// precision, with the chosen method's answer beside the reference.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sat/sat2d.hpp"
#include "sat/scene.hpp"
#include "sat/seed_methods2d.hpp"
#include "ui/selection.hpp"

namespace ui {

enum class Precision { Float, Double };

struct AnalysisOptions {
    Precision precision = Precision::Double;
    double tolerance = 0.0; ///< touching tolerance for the reports
    sat::seeds::Method2 method = sat::seeds::Method2::Reference;
    bool operator==(const AnalysisOptions&) const = default;
};

/// One pair's relation plus what the chosen method answered for it.
struct PairStatus {
    PairRelation relation;
    std::size_t indexA = 0, indexB = 0; ///< into scene.shapes
    sat::Verdict verdict = sat::Verdict::Separated;
    sat::InlineVector<sat::Vec2<double>, 2> contacts; ///< where the shapes touch (from the report)
    std::optional<bool> methodSays; ///< chosen method's "intersect?"; nullopt: does not apply / reference
    bool methodDisagrees = false;   ///< the method's answer differs from the reference
};

/// One method's answer for the inspected pair.
struct MethodAnswer {
    sat::seeds::Method2 method;
    std::optional<bool> intersects; ///< nullopt: the method does not take these kinds
    bool disagrees = false;
};

struct InspectedAnalysis {
    InspectedPair names;
    std::size_t indexA = 0, indexB = 0;
    sat::Report2<double> report; ///< computed in the chosen precision, widened to double
    std::vector<MethodAnswer> methods; ///< every method of the registry, reference first
};

struct SceneAnalysis {
    std::vector<PairStatus> pairs;       ///< every pair of visible, valid 2D shapes
    std::vector<bool> intersecting;      ///< per shape: touches or overlaps another
    std::vector<std::string> problems;   ///< per shape: why it cannot be tested ("" when fine)
    std::optional<InspectedAnalysis> inspected;

    std::vector<PairRelation> relations() const;
};

SceneAnalysis analyse(const sat::Scene& scene, const Selection& selection, const AnalysisOptions& options);


} // namespace ui
