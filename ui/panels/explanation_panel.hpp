// SPDX-License-Identifier: MIT
#pragma once
// The Explanation panel (docs/lessons.md, "Step mode"): the step mode toolbar, the
// current step's explanation with the live numbers (the whole test outside
// step mode), the seeds' projected-radius formula for box pairs, and the
// general "why" paragraphs.

#include <string>

#include "ui/panels/step_mode_editor.hpp"

namespace ui {

struct StatusLine;
struct Teaching;
struct ViewState;

/// What the panel reads and changes: step mode (and whether a lesson is
/// open, for its place), the pair it explains, the view's scale.
struct ExplanationPanelParts {
    Teaching& teaching;
    StepSource source;
    const ViewState& view;
    StatusLine& status; ///< "select two shapes" when stepping starts without a pair
    double now = 0.0;   ///< the editor's clock (step mode's animation)
};

/// What the panel says now, as plain text: a heading ("Step 3 of 4" or
/// "The whole test"), the explanation, and for box pairs the formula.
/// Empty without an inspected pair. Scripts dump it (dump-explanation).
std::string explanationPanelText(const StepModeState& mode, const StepSource& source);

/// A paragraph wrapped at spaces only, so numbers such as -1.41 stay whole
/// (ImGui's wrapping also breaks after '.'). The Lessons panel uses it too.
void wrapAtSpaces(const std::string& text);

/// The panel itself (shown while teaching.stepMode.panelOpen).
void drawExplanationPanel(const ExplanationPanelParts& parts);

} // namespace ui
