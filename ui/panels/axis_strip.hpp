// SPDX-License-Identifier: MIT
#pragma once
// The axis strip: one row per axis of the inspected 3D pair in test order,
// both boxes' intervals side by side on a small number line, so which axes
// separate shows at a glance, with the early-out point marked.
//
// Scale: one scale for every row (world units per row width taken from the
// widest row), each row centred on its own pair of intervals. Positions
// along different axes cannot be compared (they are different directions),
// but lengths can: with a shared scale a gap of 0.1 is equally wide on every
// row, so a small gap is not blown up to look like a large one.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "sat/sat3d.hpp"
#include "sat/scene.hpp"

namespace ui {

struct AnalysisState;
struct Analysis3dState;
struct PresentationState;
struct ViewState;

/// One row: positions are fractions of the row's width (0..1).
struct AxisStripRow {
    int axis = -1;           ///< index into the report's axes (test order)
    std::string name;        ///< "A.face0", "A.edge1×B.edge2"
    double aLo = 0, aHi = 0; ///< A's interval on the row
    double bLo = 0, bHi = 0; ///< B's interval on the row
    double separation = 0.0; ///< as the report says (> 0 gap)
    bool separating = false;
    bool degenerate = false; ///< no intervals (parallel edges) or left out (face axes only)
    std::string reason;      ///< why degenerate
    /// Left out by "face axes only": the intervals are the full test's,
    /// drawn as ghosts (the test as configured never looks at them).
    bool ghost = false;
    /// A round shape's core (a sphere's centre, a capsule's segment) on the
    /// row: its interval less the radius at each end, so the bar reads as
    /// centre ± radius. Set only for spheres and capsules (and not ghosts).
    std::optional<std::array<double, 2>> aCore, bCore;
    bool first = false;         ///< the first separating axis: the test stops here
    bool afterEarlyOut = false; ///< after the first separating axis: the fast test never gets here
};

struct AxisStripModel {
    std::vector<AxisStripRow> rows;
    int earlyOut = -1;          ///< row of the first separating axis, -1 when none
    double unitsPerWidth = 1.0; ///< world length of a whole row's width (the shared scale)
};

/// The radii of the pair's shapes when they are round (spheres, capsules), else unset.
struct AxisStripRadii {
    std::optional<double> a, b;
};

/// The strip's rows for `report`; `full` (may be null) supplies the
/// intervals of axes left out by face axes only; `radii` marks each round
/// shape's core on its bar.
AxisStripModel axisStripModel(const sat::Report3<double>& report, const sat::Report3<double>* full = nullptr,
                              const AxisStripRadii& radii = {});

/// The "Axis strip" window (3D scenes with an inspected pair). `stepAxis`:
/// the axis step mode shows (outlined), -1 none.
void drawAxisStrip(const sat::Scene& scene, Analysis3dState& analysis3d, AnalysisState& analysis, const ViewState& view,
                   PresentationState& presentation, int stepAxis);

} // namespace ui
