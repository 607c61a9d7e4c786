// SPDX-License-Identifier: MIT
#pragma once
// The lesson navigator's actions (docs/lessons.md): previous / next and
// "reset the lesson's shapes". They run without ImGui, so tests drive them
// with plain values.
//
// A lesson opens as an untitled document (Save asks for a new path, the
// bundled file is never overwritten). Moving the lesson's shapes is lesson
// play, not work: going to another lesson or resetting does not ask. Only a
// user's own scene with unsaved changes is protected, through
// EditorState::guarded ("Save changes?").

#include <cstddef>

#include "ui/model/lesson_navigator.hpp"

namespace ui {

class EditorState;

/// Reads the lessons folder (EditorConfig::lessonsFolder) into `files`.
void listLessonFiles(EditorState& state);
/// True while the document is the current lesson being played with: the
/// untitled scene a lesson opened, still holding that lesson.
bool showingLesson(const EditorState& state);
/// Opens lesson `index` of `files` (lists them first if needed): loads the
/// scene untitled, selects the lesson's pair (A, B) and sets the SAT panel's
/// method to the lesson's (else the reference). Asks "Save changes?" first
/// only when the document is the user's own scene with unsaved changes.
/// False when there is no such lesson; a file that fails to load shows its
/// error in a message.
bool openLesson(EditorState& state, std::size_t index);
/// The next / previous lesson (the first when none is open). False at the ends.
bool nextLesson(EditorState& state);
bool previousLesson(EditorState& state);
/// Reloads the current lesson from its file (the shapes as the lesson
/// placed them), without asking.
bool resetLesson(EditorState& state);

/// Shows or hides the panel; showing it with no lesson on screen opens the
/// current (else the first) lesson.
void toggleLessonPanel(EditorState& state);

} // namespace ui
