// SPDX-License-Identifier: MIT
#pragma once
// The Explanation panel (docs/lessons.md, "Step mode"): the step mode toolbar, the
// current step's explanation with the live numbers (the whole test outside
// step mode), the seeds' projected-radius formula for box pairs, and the
// general "why" paragraphs.

#include <string>

namespace ui {

class EditorState;

/// What the panel says now, as plain text: a heading ("Step 3 of 4" or
/// "The whole test"), the explanation, and for box pairs the formula.
/// Empty without an inspected pair. Scripts dump it (dump-explanation).
std::string explanationPanelText(const EditorState& state);

/// A paragraph wrapped at spaces only, so numbers such as -1.41 stay whole
/// (ImGui's wrapping also breaks after '.'). The Lessons panel uses it too.
void wrapAtSpaces(const std::string& text);

/// The panel itself (shown while state.teaching.stepMode.panelOpen).
void drawExplanationPanel(EditorState& state);

} // namespace ui
