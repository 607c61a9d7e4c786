// SPDX-License-Identifier: MIT
// ui::Editor: everything the window shows, behind one object the app drives once per frame.
#include "ui/editor/editor.hpp"
#include "ui/panels/step_mode_editor.hpp"

#include <utility>

#include <imgui.h>

#include "ui/editor/editor_state.hpp"
#include "ui/editor/findings_actions.hpp"
#include "ui/editor/lesson_actions.hpp"
#include "ui/editor/recording_actions.hpp"
#include "ui/editor/snag_actions.hpp"
#include "ui/editor/step_draw.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/panels/explanation_panel.hpp"
#include "ui/panels/lesson_panel.hpp"
#include "ui/panels/scene_panel.hpp"
#include "ui/panels/timeline_panel.hpp"

namespace ui {
namespace {

bool lessonKeyPressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }
bool lessonLetterPressed(char letter) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) + (letter - 'A'), false); }

/// The lesson keys: Ctrl+L shows or hides the Lessons panel; while a lesson
/// is on screen or the panel is open, Page Down / Alt+Right go to the next
/// lesson, Page Up / Alt+Left to the previous one, Ctrl+R resets the lesson's shapes.
void handleLessonKeys(EditorState& state) {
    if (!keysAreOurs(state)) return;
    const ImGuiIO& io = ImGui::GetIO();
    if (io.KeyCtrl && !io.KeyShift && !io.KeyAlt && lessonLetterPressed('L')) toggleLessonPanel(state);
    if (!state.teaching.lessons.open && !showingLesson(state)) return;
    const bool plain = !io.KeyCtrl && !io.KeyShift && !io.KeyAlt;
    const bool alt = io.KeyAlt && !io.KeyCtrl && !io.KeyShift;
    if ((plain && lessonKeyPressed(ImGuiKey_PageDown)) || (alt && lessonKeyPressed(ImGuiKey_RightArrow))) nextLesson(state);
    if ((plain && lessonKeyPressed(ImGuiKey_PageUp)) || (alt && lessonKeyPressed(ImGuiKey_LeftArrow))) previousLesson(state);
    if (io.KeyCtrl && !io.KeyShift && !io.KeyAlt && lessonLetterPressed('R')) resetLesson(state);
}

/// The lesson keys, the Lessons panel, and what its buttons asked for.
void lessonPanel(EditorState& s) {
    handleLessonKeys(s);
    if (s.teaching.lessons.open && !s.teaching.lessons.listed) listLessonFiles(s);
    const LessonRequest request = drawLessonPanel(
        {s.teaching.lessons, s.teaching.presentation, s.view, s.document, s.analysis, showingLesson(s), s.config.lessonsFolder});
    switch (request.kind) {
    case LessonRequest::Kind::None: break;
    case LessonRequest::Kind::Open: openLesson(s, request.index); break;
    case LessonRequest::Kind::Next: nextLesson(s); break;
    case LessonRequest::Kind::Previous: previousLesson(s); break;
    case LessonRequest::Kind::Reset: resetLesson(s); break;
    }
}

/// The timeline under the viewport and the Events panel, while a recording is shown, and what they asked for.
void recordingPanels(EditorState& s) {
    RecordingState& r = s.recording;
    if (!r.active()) return;
    std::vector<std::string> notes = r.warnings;
    if (r.live)
        notes.insert(notes.begin(), r.liveStatus + (r.liveSaveFile.empty() ? "" : "; saved to " + r.liveSaveFile.string()));
    if (!r.eventsError.empty()) notes.push_back("events stop here: " + r.eventsError);
    const std::string title = r.name();
    const bool scanDone = r.live || !r.eventsError.empty() || r.eventsScanned >= r.timeline.frameCount();
    const TimelineRequest request = drawTimelinePanel(
        {r.timeline, r.events, r.frameIndex(0), title, notes, scanDone, r.eventsOpen, s.view});
    if (request == TimelineRequest::ExportScene)
        s.modals.browser.open(FileBrowser::Mode::SaveAs, s.browserFolder(), recordingFrameName(s) + ".json");
    if (request == TimelineRequest::ExportFigure) openFigureExport(figureExportParts(s));
    if (const auto clicked = drawEventsPanel({r.events, r.shown, r.frameIndex(0), r.eventsOpen, s.view})) {
        if (clicked->frame >= r.frameIndex(0)) {
            r.timeline.pause();
            r.selectAfterSeek = std::pair{clicked->a, clicked->b};
            seekRecording(s, static_cast<std::size_t>(clicked->frame - r.frameIndex(0)));
        }
    }
}

} // namespace

Editor::Editor(EditorConfig config) : state_(std::make_unique<EditorState>(std::move(config))) {}
Editor::~Editor() = default;

bool Editor::openFile(const std::filesystem::path& file, std::string* error) { return state_->load(file, false, error); }
bool Editor::openAsUntitled(const std::filesystem::path& file, std::string* error) { return state_->load(file, true, error); }
void Editor::requestOpen(const std::filesystem::path& file) { state_->requestOpen(file); }

void Editor::newScene() {
    state_->document.reset(sat::Scene{}, {}, false);
    state_->watched.clear();
    state_->selection.clear();
}

bool Editor::save(std::string* error) {
    if (state_->document.file().empty()) {
        if (error) *error = "This scene has no file yet: use Save As.";
        return false;
    }
    return state_->saveTo(state_->document.file(), error);
}

bool Editor::saveAs(const std::filesystem::path& file, std::string* error) { return state_->saveTo(file, error); }
std::filesystem::path Editor::currentFile() const { return state_->document.file(); }

void Editor::drawFrame(const FrameContext& frame) {
    EditorState& s = *state_;
    s.now = frame.timeSeconds;
    s.view.uiScale = frame.dpiScale > 0.0f ? frame.dpiScale : 1.0f;
    s.view.theme = Theme::dark().scaled(s.view.uiScale);
    const PresentationFrame presentation(s); // F5; while on: its theme, style and larger font for this frame
    // A widget edit left open (its widget vanished mid-edit) is closed once nothing is active.
    if (s.document.editing() && !s.gestures.shape.active() && !s.view3d.gesture.active() && !ImGui::IsAnyItemActive())
        s.document.endEdit();
    s.analysis.hoveredAxis = s.analysis.nextHoveredAxis;
    s.analysis.nextHoveredAxis = -1;
    // A key that closes a modal or menu this frame (Esc, Enter) must not also act on the scene.
    const bool popupWasOpen = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);

    s.pollWatchedFile();                                              // live reload (docs/app.md)
    syncSnags(s);                                                     // the snag map and the probe follow the scene
    updateRecording(s);                                               // a recording's playback and events
    updateWindowLayout(s, {frame.displayWidth, frame.displayHeight}); // the docks, the viewport's free rectangle
    drawViewport(s, frame);
    syncStepMode(s);
    drawMenuBar(s);
    drawScenePanel(s.document, s.selection, s.analysis, s.analysis3d, s.view, s.teaching.presentation);
    const InspectorAction inspectorAction = drawInspectorPanel(
        {s.document, s.selection, s.inspector, s.view, s.teaching.presentation, s.status, s.now});
    if (inspectorAction == InspectorAction::Duplicate) duplicateSelection(s);
    if (inspectorAction == InspectorAction::Delete) deleteSelection(s);
    drawSatPanel(satPanelParts(s));
    drawLintPanel(lintPanelParts(s));
    applyFindingRequest(s); // a click in the Findings panel (ui/editor/findings_actions.hpp)
    drawSnagPanel({s.document, s.snags, s.view, s.selection});
    applySnagRequest(s); // a click in the Snags panel (ui/editor/snag_actions.hpp)
    lessonPanel(s);
    drawExplanationPanel({s.teaching, stepSource(s), s.view, s.status, s.now});
    recordingPanels(s);
    drawDockTabs(s);
    drawStatusLine(s.status, s.now, s.document, s.view, s.view3d, frame);
    drawFigureExport(figureExportParts(s));
    drawModals(s);
    if (!popupWasOpen) handleShortcuts(s);
}

bool Editor::hasUnsavedChanges() const { return state_->document.dirty(); }

std::string Editor::windowTitle() const {
    const auto& file = state_->document.file();
    std::string name = file.empty() ? std::string("Untitled") : file.filename().string();
    const RecordingState& recording = state_->recording;
    if (recording.active() && file.empty() && recording.shownFrame != RecordingState::kNone)
        name = recording.name() + ", frame " + std::to_string(recording.frameIndex(recording.shownFrame));
    if (hasUnsavedChanges()) name += "*";
    return name + " - SATlab"; // ASCII: X11's WM_NAME is Latin-1, an em dash comes out mangled
}

void Editor::requestQuit() { state_->requestQuit(); }
bool Editor::quitConfirmed() const { return state_->modals.quitConfirmed; }
bool Editor::animating() const { return stepModeAnimating(*state_) || state_->recording.timeline.playing(); }

std::string Editor::recoveryText() const { return sat::serializeScene(sceneWithCamera3d(*state_)); }

bool Editor::loadRecoveryText(std::string_view json, std::string* error) {
    try {
        state_->document.reset(sat::parseScene(json, "recovered scene"), {}, true);
        state_->watched.clear();
        state_->selection.clear();
        state_->adoptSceneView();
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

void Editor::offerRecovery(const std::filesystem::path& recoveryFile) {
    PendingModal modal;
    modal.kind = PendingModal::Kind::Recovery;
    modal.path = recoveryFile;
    state_->modals.queue.push_back(std::move(modal));
}

bool Editor::select(std::string_view nameA, std::string_view nameB) {
    const sat::Scene& scene = state_->document.scene();
    if (!scene.find(nameA) || (!nameB.empty() && !scene.find(nameB))) return false;
    std::vector<std::string> names{std::string(nameA)};
    if (!nameB.empty()) names.emplace_back(nameB);
    state_->selection.set(std::move(names));
    return true;
}

void Editor::showMessage(std::string title, std::string text) { state_->modals.showMessage(std::move(title), std::move(text)); }

glm::dvec2 Editor::worldToWindow(glm::dvec2 world) const { return state_->view.transform.toScreen(world); }
glm::dvec2 Editor::windowToWorld(glm::dvec2 window) const { return state_->view.transform.toWorld(window); }

std::uint64_t Editor::preferencesRevision() const { return state_->preferences.revision; }
std::vector<std::filesystem::path> Editor::recentFiles() const { return state_->preferences.recent; }

EditorState& Editor::state() { return *state_; }
const EditorState& Editor::state() const { return *state_; }

} // namespace ui
