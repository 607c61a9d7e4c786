// SPDX-License-Identifier: MIT
#pragma once
// The Lessons panel (docs/lessons.md). The lesson keys and the actions its
// buttons ask for are the editor's (ui/editor/lesson_actions.hpp).

#include <cstddef>
#include <filesystem>
#include <string>

namespace ui {

class Document;
struct AnalysisState;
struct SceneAnalysis;
struct LessonNavigatorState;
struct PresentationState;
struct ViewState;

/// What the Lessons panel reads and changes.
struct LessonPanelParts {
    LessonNavigatorState& lessons;   ///< the lesson list, the current lesson, whether the panel is open
    PresentationState& presentation; ///< presentation mode: its colours, its queued place
    const ViewState& view;           ///< theme and scale
    const Document& document;        ///< whether the lesson's shapes were moved
    const AnalysisState& analysis;   ///< the lesson method's live answer
    bool showingLesson = false;      ///< the document is the current lesson (showingLesson)
    std::filesystem::path lessonsFolder;
};

/// What the user asked for with the panel's buttons and list this frame.
struct LessonRequest {
    enum class Kind { None, Open, Next, Previous, Reset };
    Kind kind = Kind::None;
    std::size_t index = 0; ///< Open: the lesson's index in the list
};

/// The inspected pair's numbers as the shapes are now, as the panel shows them
/// once a lesson's shapes were moved: "probe × tile2. Now: overlapping, overlap
/// 0.05 on A.x." (the gap on the first separating axis when separated, else the
/// overlap on the MTV axis; axes named as lesson files name them). "" without
/// an inspected 2D pair.
std::string lessonNumbersNow(const SceneAnalysis& analysis);

/// The Lessons panel (while open; list the lesson files first). Returns the
/// request for the editor to carry out.
LessonRequest drawLessonPanel(const LessonPanelParts& parts);

} // namespace ui
