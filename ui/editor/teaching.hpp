// SPDX-License-Identifier: MIT
#pragma once
// The teaching part of the editor state (docs/lessons.md): the lessons,
// presentation mode and step mode.

#include "ui/editor/presentation.hpp"
#include "ui/model/lesson_navigator.hpp"
#include "ui/model/step_mode.hpp"

namespace ui {

struct Teaching {
    LessonNavigatorState lessons;   ///< the Lessons panel (ui/editor/lesson_actions.hpp)
    PresentationState presentation; ///< presentation mode, F5 (ui/editor/presentation.hpp)
    StepModeState stepMode;         ///< step through the test, the Explanation panel (ui/model/step_mode.hpp)
};

} // namespace ui
