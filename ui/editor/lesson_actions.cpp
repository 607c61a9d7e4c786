// SPDX-License-Identifier: MIT
// The lesson navigator's actions (docs/lessons.md).
#include "ui/editor/lesson_actions.hpp"

#include <exception>
#include <utility>

#include "ui/editor/editor_state.hpp"

namespace ui {
namespace {

/// Loads lesson `index` now: the scene (untitled), its pair and method.
void loadLessonNow(EditorState& state, std::size_t index) {
    LessonNavigatorState& nav = state.teaching.lessons;
    const std::filesystem::path file = nav.files[index].path;
    std::optional<sat::LessonScene> loaded;
    try {
        loaded = sat::loadLesson(file);
    } catch (const std::exception& error) {
        state.modals.showMessage("Could not open the lesson", error.what());
        return;
    }
    std::string error;
    if (!state.load(file, true, &error)) {
        state.modals.showMessage("Could not open the lesson", error);
        return;
    }
    nav.current = index;
    nav.lesson = loaded->lesson;
    nav.lessonJson = state.document.scene().lessonJson.value_or("");
    state.selection.set({nav.lesson->shapeA, nav.lesson->shapeB});
    state.analysis.options.method = nav.lesson->method ? nav.lesson->method->id : sat::seeds::Method2::Reference;
    state.analysis3d.selectedAxis = -1;
    state.setStatus("Lesson " + std::to_string(index + 1) + " of " + std::to_string(nav.files.size()) + ": " + nav.lesson->title);
}

} // namespace

void listLessonFiles(EditorState& state) {
    state.teaching.lessons.files = state.config.lessonsFolder.empty() ? std::vector<sat::LessonFile>{}
                                                                      : sat::listLessons(state.config.lessonsFolder);
    state.teaching.lessons.listed = true;
}

bool showingLesson(const EditorState& state) {
    const LessonNavigatorState& nav = state.teaching.lessons;
    if (!nav.current || !state.document.file().empty()) return false;
    const auto& json = state.document.scene().lessonJson;
    return json && *json == nav.lessonJson;
}

bool openLesson(EditorState& state, std::size_t index) {
    if (!state.teaching.lessons.listed) listLessonFiles(state);
    if (index >= state.teaching.lessons.files.size()) return false;
    if (showingLesson(state)) {
        loadLessonNow(state, index); // the lesson's shapes were play, not work
        return true;
    }
    state.guarded("The scene has unsaved changes. Save them before opening a lesson?",
                  [&state, index] { loadLessonNow(state, index); });
    return true;
}

bool nextLesson(EditorState& state) {
    if (!state.teaching.lessons.listed) listLessonFiles(state);
    const auto& current = state.teaching.lessons.current;
    return openLesson(state, current ? *current + 1 : 0);
}

bool previousLesson(EditorState& state) {
    const auto& current = state.teaching.lessons.current;
    if (!current || *current == 0) return false;
    return openLesson(state, *current - 1);
}

bool resetLesson(EditorState& state) {
    if (!state.teaching.lessons.current) return false;
    return openLesson(state, *state.teaching.lessons.current);
}

void toggleLessonPanel(EditorState& state) {
    LessonNavigatorState& nav = state.teaching.lessons;
    nav.open = !nav.open;
    if (!nav.open) return;
    listLessonFiles(state);
    if (!showingLesson(state)) openLesson(state, nav.current.value_or(0));
}

} // namespace ui
