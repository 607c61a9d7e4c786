// SPDX-License-Identifier: MIT
#pragma once
// Step mode: the separating axis test run axis by axis, in its test order,
// for the inspected pair (docs/lessons.md, "Step mode"). Each step is one axis of the
// report; the run stops at the first separating axis ("separated — the test
// can stop here") unless the user continues through all axes; after the last
// axis comes the verdict. The steps are planned from the current report every
// frame, so they re-run live while a shape is dragged.
//
// Keys (viewport focused): T enters / leaves, Space next, Backspace previous,
// C continues through all axes, Home / End first / last step, Esc leaves.

#include <string>
#include <vector>

#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"

namespace ui {

/// Step mode's state (the editor keeps it in Teaching::stepMode).
struct StepModeState {
    bool active = false;
    int step = 0;                ///< position in the planned steps, 0-based
    bool throughAllAxes = false; ///< continue past the first separating axis
    double stepStartedAt = 0.0;  ///< FrameContext time the current step began (its animation)
    int shownAxis = -2;          ///< the axis the animation last started for (-1: verdict)
    std::string pairA, pairB;    ///< the inspected pair the steps belong to; another pair restarts
    bool panelOpen = false;      ///< the Explanation panel (opens with step mode)
};

/// One step of the run.
struct Step {
    enum class Kind { Axis, Verdict };
    Kind kind = Kind::Axis;
    int axis = -1;          ///< index into the report's axes (Axis steps)
    bool stopsHere = false; ///< the first separating axis: the test stops here
};

/// The report's axes in test order (axes parallel to an earlier one left out
/// unless `withDuplicates`), up to and including the first separating axis
/// unless `throughAllAxes`; when every axis is run, the verdict follows.
std::vector<Step> planSteps(const sat::Report2<double>& report, bool throughAllAxes, bool withDuplicates);
/// All 15 axes (skipped ones too: their step explains why), same rule.
std::vector<Step> planSteps(const sat::Report3<double>& report, bool throughAllAxes);

/// What the picture shows at step `index` of `steps` once the step's
/// animation has landed: the window in step mode, and a figure of that step.
struct StepView {
    std::vector<int> shownAxes;  ///< the axes run so far, the current one included: they get lanes
    int axis = -1;               ///< the current step's axis, highlighted; -1 at the verdict
    bool separatingLine = false; ///< the first separating axis has been run: its line is drawn
    bool verdict = false;        ///< the verdict step: the MTV and the contacts are drawn
    std::string heading;         ///< "Step 2 of 4", "Verdict (step 5 of 5)"
};
/// `index` is clamped to the plan; an empty plan gives an empty view.
StepView stepView(const std::vector<Step>& steps, std::size_t index, int firstSeparatingAxis);

/// Keeps `step` inside the plan (a report change can shorten it).
void clampStep(StepModeState& state, std::size_t stepCount);
/// Next step; at the last one (the stop, or the verdict) nothing happens.
void nextStep(StepModeState& state, std::size_t stepCount);
void previousStep(StepModeState& state);
/// Runs on past the first separating axis to the other axes and the verdict.
void continueThroughAllAxes(StepModeState& state);

/// Animation of the current step, 0 at its start, 1 after kStepAnimationSeconds.
inline constexpr double kStepAnimationSeconds = 0.5;
double stepProgress(const StepModeState& state, double now);

} // namespace ui
