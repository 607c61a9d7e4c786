// SPDX-License-Identifier: MIT
#pragma once
// The lesson navigator's state (docs/lessons.md): the list of lessons in the
// lessons folder and the lesson on screen. The actions that open lessons are
// in ui/editor/lesson_actions.hpp; the panel that draws them is
// ui/panels/lesson_panel.cpp.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "sat/lesson.hpp"

namespace ui {

struct LessonNavigatorState {
    bool open = false;                  ///< the Lessons panel is shown (Help > Lessons, Ctrl+L)
    std::vector<sat::LessonFile> files; ///< the lessons folder, in lesson order
    bool listed = false;                ///< `files` was read
    std::optional<std::size_t> current; ///< index into `files` of the lesson last opened
    std::optional<sat::Lesson> lesson;  ///< that lesson's fields
    std::string lessonJson;             ///< its `lesson` object as loaded: recognises lesson play
};

} // namespace ui
