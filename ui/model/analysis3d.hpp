// SPDX-License-Identifier: MIT
#pragma once
// What the SAT says about a 3D scene, from the core's reports only: which
// pairs of visible boxes touch or overlap (the fast boolean test), which
// pair is inspected (the same rule as 2D, ui/model/selection.hpp), and that pair's
// full Report3 with all 15 axes. With "face axes only" the inspected pair is
// also tested without the nine edge-edge axes, to show the false overlap
// that shortcut reports (docs/axes3d.md).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sat/sat3d.hpp"
#include "sat/scene.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/selection.hpp"

namespace ui {

struct Analysis3dOptions {
    double tolerance = 0.0;    ///< touching tolerance of the reports
    bool faceAxesOnly = false; ///< test the six face axes only (a wrong shortcut, shown for teaching)
    bool operator==(const Analysis3dOptions&) const = default;
};

/// One pair of visible boxes and the fast test's answer.
struct Pair3Status {
    std::size_t indexA = 0, indexB = 0; ///< into scene.shapes
    bool intersecting = false;          ///< touching or overlapping (sat::overlaps)
};

struct Inspected3 {
    InspectedPair names;
    std::size_t indexA = 0, indexB = 0;
    /// What the test as configured says: all 15 axes, or with faceAxesOnly
    /// the nine edge-edge axes left out (degenerate, reason NotTested).
    sat::Report3<double> report;
    /// All 15 axes always (equal to `report` unless faceAxesOnly).
    sat::Report3<double> fullReport;
    bool faceAxesOnly = false;

    /// Face axes only and its verdict differs from the full test's: the
    /// shown verdict is wrong. The full test's first separating axis says why.
    bool faceOnlyIsWrong() const;
};

/// "face axes only: this verdict is wrong here — the pair is separated on
/// A.edge0×B.edge2" (the full test's first separating axis), for the panel
/// and the viewport when faceOnlyIsWrong().
std::string faceOnlyWarning(const Inspected3& inspected);

/// Above this many shapes a 3D scene is "large": the pairs that no selected
/// box is part of come from the broad phase, and at most kMaxKeptPairs3d of
/// those that touch or overlap are kept (the others are counted).
inline constexpr std::size_t kAllPairsLimit3d = 60;
inline constexpr std::size_t kMaxKeptPairs3d = 20000;

struct SceneAnalysis3 {
    /// Small scenes: every pair of visible, valid 3D boxes, in scene order.
    /// Large scenes: every pair of a selected box, and the first
    /// kMaxKeptPairs3d other pairs that touch or overlap; in scene order.
    std::vector<Pair3Status> pairs;
    std::size_t unlistedPairs = 0;     ///< large scenes: touching or overlapping pairs left out of `pairs`
    std::size_t fastTests = 0;         ///< boolean tests this analysis ran (for the tests that bound it)
    std::vector<bool> intersecting;    ///< per shape: touches or overlaps another
    std::vector<std::string> problems; ///< per shape: why it cannot be tested ("" when fine)
    std::optional<Inspected3> inspected;
};

/// The relations the inspected-pair rule ranks: with one shape selected, its
/// pairs, with the depth and distance from full reports; with none or two
/// selected the rule ranks nothing, so the list is empty.
std::vector<PairRelation> relations3d(const sat::Scene& scene, const SceneAnalysis3& analysis, const Selection& selection,
                                      double tolerance);

/// A pair as the Scene panel lists it: the names, and the full report's
/// verdict, depth and distance (the fast test only chooses which pairs are
/// listed, so the panel asks for the rows in sight alone).
struct PairRow3 {
    PairRelation relation;
    sat::Verdict verdict = sat::Verdict::Separated;
};
PairRow3 pairRow3d(const sat::Scene& scene, const Pair3Status& pair, double tolerance);

SceneAnalysis3 analyse3d(const sat::Scene& scene, const Selection& selection, const Analysis3dOptions& options);

/// The 3D analysis inside the editor: the options, the result and the axis
/// the user clicked (sticky; the hovered one is AnalysisState::hoveredAxis).
struct Analysis3dState {
    Analysis3dOptions options;
    SceneAnalysis3 result;
    int selectedAxis = -1; ///< clicked in the SAT panel or the strip, -1 none; kept while the pair stays
    bool stripOpen = true; ///< the "Axis strip" window is shown

    /// Recomputes when the scene revision, the selection or the options
    /// changed, or while a gesture runs. Does nothing for 2D scenes (the
    /// result is then empty).
    void refresh(const sat::Scene& scene, std::uint64_t revision, const Selection& selection, double tolerance,
                 bool gestureActive);

private:
    std::uint64_t revision_ = 0;
    std::vector<std::string> selection_;
    Analysis3dOptions analysedOptions_;
    bool analysed_ = false;
};

/// The axis the overlays and the strip focus on: hovered (in `analysis`,
/// shared with 2D), else clicked, else -1.
int focusAxis3d(const AnalysisState& analysis, const Analysis3dState& analysis3d);

/// The inspected 3D pair's report as configured (face axes only or all 15),
/// or nullptr when the scene is 2D or no pair is inspected. For the
/// explanation panel (ui/model/step_mode, "teach").
const sat::Report3<double>* inspectedReport3(const sat::Scene& scene, const Analysis3dState& analysis3d);
/// The inspected 3D pair (names, indices, both reports), or nullptr.
const Inspected3* inspected3(const sat::Scene& scene, const Analysis3dState& analysis3d);

} // namespace ui
