// SPDX-License-Identifier: MIT
// The Lessons panel: the lesson's title and text, previous / next, reset,
// a list of all lessons, and the lesson keys (ui/editor/lesson_actions.hpp).
#include "ui/panels/lesson_panel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "ui/editor/panel_layout.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/document.hpp"
#include "ui/model/lesson_navigator.hpp"
#include "ui/panels/explanation_panel.hpp"

namespace ui {
namespace {

void paragraph(const std::string& text) { wrapAtSpaces(text); }

std::string lessonLabel(const sat::LessonFile& file, std::size_t index) {
    const std::string name = file.error.empty() ? file.title : file.path.filename().string() + " (does not load)";
    return std::to_string(index + 1) + ". " + name;
}

void lessonList(const LessonPanelParts& state, LessonRequest& request) {
    const LessonNavigatorState& nav = state.lessons;
    // The number only: the title is the heading below, wrapped, so a long one is never cut in a narrow column.
    const std::string preview = nav.current && *nav.current < nav.files.size()
                                    ? "Lesson " + std::to_string(*nav.current + 1) + " of " + std::to_string(nav.files.size())
                                    : std::string("Choose a lesson");
    ImGui::SetNextItemWidth(-1.0f);
    if (!ImGui::BeginCombo("##lessons", preview.c_str())) return;
    for (std::size_t i = 0; i < nav.files.size(); ++i) {
        const sat::LessonFile& file = nav.files[i];
        if (ImGui::Selectable(lessonLabel(file, i).c_str(), nav.current == i)) request = {LessonRequest::Kind::Open, i};
        if (!file.error.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", file.error.c_str());
    }
    ImGui::EndCombo();
}

void navigationButtons(const LessonPanelParts& state, LessonRequest& request) {
    const LessonNavigatorState& nav = state.lessons;
    const bool hasPrevious = nav.current && *nav.current > 0;
    const bool hasNext = !nav.current || *nav.current + 1 < nav.files.size();
    ImGui::BeginDisabled(!hasPrevious);
    if (ImGui::Button("< Prev")) request.kind = LessonRequest::Kind::Previous;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Page Up or Alt+Left");
    ImGui::SameLine();
    ImGui::BeginDisabled(!hasNext);
    if (ImGui::Button("Next >")) request.kind = LessonRequest::Kind::Next;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("Page Down or Alt+Right");
    ImGui::SameLine();
    ImGui::BeginDisabled(!nav.current);
    if (ImGui::Button("Reset")) request.kind = LessonRequest::Kind::Reset;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("Put the lesson's shapes back where the lesson placed them (Ctrl+R)");
}

ImVec4 toImVec4(Rgba c) { return {c.r, c.g, c.b, c.a}; }

/// What the method and the reference answer now, for the shapes as they are (live while dragging).
void liveMethodAnswer(const LessonPanelParts& state, sat::seeds::Method2 method) {
    const auto& inspected = state.analysis.result.inspected;
    if (!inspected) return;
    for (const MethodAnswer& answer : inspected->methods) {
        if (answer.method != method) continue;
        if (!answer.intersects) {
            ImGui::TextWrapped("Now: the method does not take these shapes.");
            return;
        }
        const std::string now = std::string("Now: the reference says ") + sat::toString(inspected->report.verdict) +
                                ", the method says " + (*answer.intersects ? "intersecting" : "separated") +
                                (answer.disagrees ? ": they disagree." : ".");
        if (answer.disagrees) ImGui::PushStyleColor(ImGuiCol_Text, toImVec4(state.view.theme.warning));
        paragraph(now);
        if (answer.disagrees) ImGui::PopStyleColor();
    }
}

/// The inspected pair's numbers as the shapes are now, below the lesson's own.
void liveLessonNumbers(const LessonPanelParts& state) {
    const std::string now = lessonNumbersNow(state.analysis.result);
    if (!now.empty()) paragraph(now);
}

void methodNote(const LessonPanelParts& state, const sat::Lesson& lesson) {
    if (!lesson.method) return;
    const auto& info = sat::seeds::methodInfo(lesson.method->id);
    ImGui::Separator();
    paragraph(std::string("Method (set in the SAT panel): ") + info.name + ". At the lesson's positions it says " +
              (lesson.method->saysIntersecting ? "intersecting" : "separated") + "; the reference says " +
              sat::toString(lesson.verdict) + ".");
    liveMethodAnswer(state, lesson.method->id);
    if (info.reproducesSlip) {
        ImGui::PushStyleColor(ImGuiCol_Text, toImVec4(state.view.theme.warning));
        paragraph("A slip reproduced on purpose, for teaching: never use it to test anything.");
        ImGui::PopStyleColor();
    }
}

void lessonBody(const LessonPanelParts& state) {
    const LessonNavigatorState& nav = state.lessons;
    if (!nav.lesson) return;
    const sat::Lesson& lesson = *nav.lesson;
    ImGui::Spacing();
    ImFont* large = presentationFont();
    if (large && !state.presentation.on) ImGui::PushFont(large);
    ImGui::PushStyleColor(ImGuiCol_Text,
                          state.presentation.on ? ImVec4(0.0f, 0.30f, 0.55f, 1.0f) : ImVec4(0.55f, 0.80f, 1.0f, 1.0f));
    ImGui::TextWrapped("%s", lesson.title.c_str());
    ImGui::PopStyleColor();
    if (large && !state.presentation.on) ImGui::PopFont();
    ImGui::Spacing();
    for (const std::string& text : lesson.text) {
        paragraph(text);
        ImGui::Spacing();
    }
    methodNote(state, lesson);
    if (!state.showingLesson) ImGui::TextWrapped("Another scene is open now. Reset (Ctrl+R) opens this lesson again.");
    else if (state.document.dirty()) {
        ImGui::TextWrapped("You moved the shapes: the numbers above are for the lesson's own positions. Reset "
                           "puts them back.");
        liveLessonNumbers(state);
    }
}

} // namespace

std::string lessonNumbersNow(const SceneAnalysis& analysis) {
    const auto& inspected = analysis.inspected;
    if (!inspected || inspected->report.axes.empty()) return {};
    const sat::Report2<double>& report = inspected->report;
    const bool separated = report.verdict == sat::Verdict::Separated;
    const int axis = separated && report.firstSeparatingAxis >= 0 ? report.firstSeparatingAxis : report.bestAxis;
    if (axis < 0) return {};
    const sat::AxisResult2<double>& on = report.axes[static_cast<std::size_t>(axis)];
    char text[160];
    std::snprintf(text, sizeof text, ". Now: %s, %s %.2f on %s.", sat::toString(report.verdict), separated ? "gap" : "overlap",
                  std::abs(on.separation), sat::label(on.source).c_str());
    return inspected->names.a + " \xC3\x97 " + inspected->names.b + text;
}

LessonRequest drawLessonPanel(const LessonPanelParts& state) {
    LessonRequest request;
    LessonNavigatorState& nav = state.lessons;
    // The left column, under the Scene and Inspector panels (ui/editor/window_layout.hpp): never over the picture.
    if (!nav.open || !placeDockedPanel(state.view, "Lessons")) return request;
    placeQueuedPanel(state.presentation, "Lessons"); // presentation mode (ui/editor/panel_layout.hpp)
    if (ImGui::Begin("Lessons", &nav.open, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        if (nav.files.empty()) {
            ImGui::TextWrapped("No lessons found in %s.", state.lessonsFolder.string().c_str());
        } else {
            lessonList(state, request);
            navigationButtons(state, request);
            ImGui::Separator();
            lessonBody(state);
        }
    }
    ImGui::End();
    return request;
}

} // namespace ui
