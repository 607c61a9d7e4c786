// SPDX-License-Identifier: MIT
#pragma once
// The Lessons panel and the lesson keys (docs/lessons.md).

namespace ui {

class EditorState;

/// The Lessons panel (while open) and the lesson keys: Ctrl+L shows or
/// hides it; while a lesson is on screen or the panel is open, Page Down /
/// Alt+Right go to the next lesson, Page Up / Alt+Left to the previous one,
/// Ctrl+R resets the lesson's shapes.
void drawLessonPanel(EditorState& state);
/// The "Lessons" item of the Help menu.
void drawLessonsMenuItem(EditorState& state);

} // namespace ui
