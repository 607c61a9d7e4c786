// SPDX-License-Identifier: MIT
#pragma once
// Step mode on the editor's state (docs/lessons.md, "Step mode"): the steps
// of the inspected 2D or 3D pair, entering and leaving, and its keys. The
// plan and the stepping themselves are in ui/model/step_mode.hpp.

#include <vector>

#include "ui/model/step_mode.hpp"

namespace ui {

class EditorState;

/// The steps for the inspected pair now; empty without one.
std::vector<Step> currentSteps(const EditorState& state);
/// The axis (index into the inspected report's axes) the current step
/// shows; -1 when not stepping, without a pair, or at the verdict. For the 3D
/// axis strip and overlays, which highlight it.
int currentStepAxis(const EditorState& state);
/// The current step (clamped), or nullopt-like Step{Verdict, -1} when not stepping.
Step currentStep(const EditorState& state);
/// 0..1 animation of the current step on the editor's clock.
double currentStepProgress(const EditorState& state);

void enterStepMode(EditorState& state);
void leaveStepMode(EditorState& state);
void toggleStepMode(EditorState& state);
/// Once a frame before drawing: restarts for another pair, clamps to the plan
/// and starts the animation when the shown axis changed.
void syncStepMode(EditorState& state);
/// T, Space, Backspace, C, Home, End, Esc as listed above; true when a key was
/// used (the caller then leaves the plain shortcuts alone, so Backspace does
/// not also delete the selection).
bool handleStepModeKeys(EditorState& state);

} // namespace ui
