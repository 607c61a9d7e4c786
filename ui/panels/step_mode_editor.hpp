// SPDX-License-Identifier: MIT
#pragma once
// Step mode on the editor's state (docs/lessons.md, "Step mode"): the steps
// of the inspected 2D or 3D pair, entering and leaving, and its keys. The
// plan and the stepping themselves are in ui/model/step_mode.hpp. The
// editor's frame calls these through the whole-state overloads in
// ui/editor/editor_state.hpp.

#include <string>
#include <vector>

#include "ui/model/step_mode.hpp"

namespace ui {

class Document;
struct AnalysisState;
struct Analysis3dState;
struct StatusLine;

/// What the steps are planned from: the scene, both analyses (the inspected
/// pair's report) and whether duplicate axes are shown (they are steps then).
struct StepSource {
    const Document& document;
    const AnalysisState& analysis;
    const Analysis3dState& analysis3d;
    bool duplicateAxes = false;
};

/// The steps for the inspected pair now; empty without one.
std::vector<Step> currentSteps(const StepModeState& mode, const StepSource& source);
/// The axis (index into the inspected report's axes) the current step
/// shows; -1 when not stepping, without a pair, or at the verdict. For the 3D
/// axis strip and overlays, which highlight it.
int currentStepAxis(const StepModeState& mode, const StepSource& source);
/// The current step (clamped), or nullopt-like Step{Verdict, -1} when not stepping.
Step currentStep(const StepModeState& mode, const StepSource& source);

/// Enters step mode at its first step; says in `status` (at time `now`) when there is no pair to step through.
void enterStepMode(StepModeState& mode, const StepSource& source, StatusLine& status, double now);
void leaveStepMode(StepModeState& mode);
/// Once a frame before drawing: restarts for another pair, clamps to the plan
/// and starts the animation (at `now`) when the shown axis changed.
void syncStepMode(StepModeState& mode, const StepSource& source, double now);
/// T, Space, Backspace, C, Home, End, Esc as listed above; true when a key was
/// used (the caller then leaves the plain shortcuts alone, so Backspace does
/// not also delete the selection).
bool handleStepModeKeys(StepModeState& mode, const StepSource& source, StatusLine& status, double now);

} // namespace ui
