// SPDX-License-Identifier: MIT
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
#include "ui/model/selection.hpp"

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
    std::optional<bool> methodSays;                   ///< chosen method's "intersect?"; nullopt: does not apply / reference
    bool methodDisagrees = false;                     ///< the method's answer differs from the reference
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
    sat::Report2<double> report;       ///< computed in the chosen precision, widened to double
    std::vector<MethodAnswer> methods; ///< every method of the registry, reference first
};

/// Above this many shapes a scene is "large": its pairs come from the broad
/// phase, and only some of them are kept (SceneAnalysis::pairs).
inline constexpr std::size_t kAllPairsLimit = 60;
/// In a large scene, at most this many pairs that touch or overlap are kept
/// with their status (and listed, and shaded), besides the selected shapes'
/// pairs; the others are only counted. A pile of N equal boxes has N(N-1)/2
/// overlapping pairs: 4.5 million for 3000, which no frame can hold.
inline constexpr std::size_t kMaxKeptPairs = 20000;

/// What one analysis did, for the tests that bound it.
struct AnalysisWork {
    std::size_t fastTests = 0; ///< boolean tests (large scenes)
    std::size_t reports = 0;   ///< full reports computed
};

struct SceneAnalysis {
    /// Small scenes: every pair of visible, valid 2D shapes. Large scenes
    /// (more than kAllPairsLimit shapes): every broad-phase candidate pair of
    /// a selected shape, and the first kMaxKeptPairs others (in scene order)
    /// that touch or overlap or on which the chosen method disagrees.
    std::vector<PairStatus> pairs;
    /// Large scenes: pairs that touch or overlap (or that the method gets
    /// wrong) but were left out of `pairs` for the cap.
    std::size_t unlistedPairs = 0;
    AnalysisWork work;
    std::vector<bool> intersecting;    ///< per shape: touches or overlaps another (whether its pair is kept or not)
    std::vector<std::string> problems; ///< per shape: why it cannot be tested ("" when fine)
    std::optional<InspectedAnalysis> inspected;

    std::vector<PairRelation> relations() const;
};

SceneAnalysis analyse(const sat::Scene& scene, const Selection& selection, const AnalysisOptions& options);

/// The 2D analysis inside the editor: the options, the result, and the axis
/// hovered in an axis table or a viewport (2D and 3D).
struct AnalysisState {
    AnalysisOptions options;
    SceneAnalysis result;
    int hoveredAxis = -1;     ///< hovered in the last frame: what the overlays highlight
    int nextHoveredAxis = -1; ///< hovered so far in this frame

    /// Recomputes when the scene revision, the selection or the options
    /// changed, or while a gesture runs.
    void refresh(const sat::Scene& scene, std::uint64_t revision, const Selection& selection, bool gestureActive);

private:
    std::uint64_t revision_ = 0;
    std::vector<std::string> selection_;
    AnalysisOptions analysedOptions_;
    bool analysed_ = false;
};

} // namespace ui
