// SPDX-License-Identifier: MIT
// The editor's state and the actions the menus, shortcuts and the Editor API share.
#include "ui/editor/editor_state.hpp"

#include <algorithm>
#include <limits>
#include <utility>

#include <imgui.h>

#include "sat/tiled.hpp"
#include "ui/editor/findings_actions.hpp"
#include "ui/editor/lesson_actions.hpp"
#include "ui/editor/recording_actions.hpp"
#include "ui/editor/step_draw.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {

static constexpr double kFrameMarginPx = 90.0;

EditorState::EditorState(EditorConfig cfg) : config(std::move(cfg)) {}

void EditorState::refreshAnalysis() {
    selection.prune(document.scene());
    analysis3d.refresh(document.scene(), document.revision(), selection, analysis.options.tolerance,
                       gestures.shape.active() || view3d.gesture.active());
    analysis.refresh(document.scene(), document.revision(), selection, gestures.shape.active());
}

void EditorState::setStatus(std::string message, double seconds) { status.show(std::move(message), now, seconds); }

bool EditorState::load(const std::filesystem::path& file, bool untitled, std::string* error) {
    if (isRecordingFile(file)) return openRecording(*this, file, error); // a .satrec: its frames on the timeline
    try {
        // A Tiled map (docs/tiled-import.md) opens as an untitled scene, so Save never overwrites the map.
        bool map = false;
        sat::Scene scene = loadForLint(file, lint, &map); // keeps a map's skipped objects for the Findings panel
        // The importer's view fits a whole window; the window frames a map into its free rectangle instead.
        if (map) scene.view.reset();
        if (gestures.shape.active()) gestures.shape.cancel(document);
        if (view3d.gesture.active()) view3d.gesture.cancel(document);
        rememberCamera3d(*this); // the 3D camera is kept per file for the session (docs/view3d.md)
        closeRecording(*this);
        document.reset(std::move(scene), untitled || map ? std::filesystem::path{} : file, false);
        inspector.tiledMap = map;
        lint.scrollToTop = true; // another scene's findings start at the top
        if (untitled) {
            watched.clear(); // bundled examples and the welcome scene are not the user's files
        } else {
            watched.watch(file, map ? tiledMapDependencies(file) : std::vector<std::filesystem::path>{}); // a map's tilesets too
            modals.browser.rememberFolder(file.parent_path());
        }
        lint.intendedError.clear();
        if (!untitled) loadIntendedMarks(*this, file); // the sidecar next to the file (docs/tiled-import.md)
        selection.clear();
        view3d.openingFile = file;
        adoptSceneView();
        if (!untitled) preferences.addRecent(file);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

bool EditorState::saveTo(const std::filesystem::path& file, std::string* error) {
    try {
        sat::saveScene(sceneWithCamera3d(*this), file); // a 3D scene's shown camera goes along (docs/view3d.md)
        document.markSaved(file);
        const bool newFile = watched.file() != file;
        watched.watch(file); // our own write is no change on disk to reload
        modals.browser.rememberFolder(file.parent_path());
        if (newFile && !document.intended().empty()) {
            lint.intendedError.clear(); // the marks go along to the new file's sidecar
            saveIntendedMarks(*this);
        }
        if (document.scene().is3d()) {
            rememberCamera3d(*this);
            const OrbitCamera shown = view3d.camera;
            restoreCamera3d(*this, file); // after Save As the camera belongs to the new file name
            view3d.camera = shown;
        }
        preferences.addRecent(file);
        setStatus("Saved " + file.string());
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

void EditorState::saveOrAsk(std::function<void()> then) {
    if (document.file().empty()) {
        modals.afterSaveAs = std::move(then);
        modals.browser.open(FileBrowser::Mode::SaveAs, browserFolder(), defaultSaveName());
        return;
    }
    std::string error;
    if (!saveTo(document.file(), &error)) {
        modals.showMessage("Could not save", error);
        return;
    }
    if (then) then();
}

void EditorState::guarded(std::string question, std::function<void()> action) {
    if (!document.dirty()) {
        action();
        return;
    }
    PendingModal modal;
    modal.kind = PendingModal::Kind::SaveChanges;
    modal.title = "Save changes?";
    modal.text = std::move(question);
    modal.then = std::move(action);
    modals.queue.push_back(std::move(modal));
}

void EditorState::requestNew() {
    guarded("The scene has unsaved changes. Save them before starting a new scene?", [this] {
        rememberCamera3d(*this);
        view3d.cameraFile.clear();
        closeRecording(*this);
        document.reset(sat::Scene{}, {}, false);
        watched.clear();
        inspector.tiledMap = false;
        lint.intendedError.clear();
        selection.clear();
        view.transform.center = {0.0, 0.0};
        view.transform.zoom = 50.0;
        view.savedView.reset();
    });
}

void EditorState::requestOpenDialog() {
    guarded("The scene has unsaved changes. Save them before opening another scene?",
            [this] { modals.browser.open(FileBrowser::Mode::Open, browserFolder()); });
}

void EditorState::requestOpen(const std::filesystem::path& file) {
    guarded("The scene has unsaved changes. Save them before opening " + file.filename().string() + "?", [this, file] {
        std::string error;
        if (!load(file, false, &error)) modals.showMessage("Could not open " + file.filename().string(), error);
    });
}

void EditorState::requestQuit() {
    guarded("The scene has unsaved changes. Save them before quitting?", [this] { modals.quitConfirmed = true; });
}

void EditorState::adoptSceneView() {
    if (teaching.presentation.on) {
        teaching.presentation.sceneOpened = true; // leaving presentation mode shows this file's own view
        teaching.presentation.framePending = kPresentationFrameFrames;
        teaching.presentation.placePanels = true; // a 3D scene's panels, sized for the larger text
    }
    view.savedView.reset();
    if (document.scene().is3d()) {
        // This session's camera for the file, else the file's own camera, else framed from the default direction.
        view.frameAllPending = !restoreCamera3d(*this, std::exchange(view3d.openingFile, {}));
        return;
    }
    view3d.openingFile.clear();
    if (const auto& sceneView = document.scene().view) {
        view.transform.center = sceneView->center;
        view.transform.zoom = std::clamp(sceneView->zoom, kMinZoom, kMaxZoom);
        view.frameAllPending = false;
        view.savedView = ViewState::SavedView{view.transform.center, view.transform.zoom, {}};
    } else {
        view.frameAllPending = true;
    }
}

void EditorState::frameAll(bool selectionOnly) {
    if (document.scene().is3d()) return frameAll3d(*this, selectionOnly);
    if (selectionOnly && selection.empty()) selectionOnly = false; // nothing selected: frame all
    glm::dvec2 lo(std::numeric_limits<double>::max());
    glm::dvec2 hi = -lo;
    for (const sat::SceneShape& shape : document.scene().shapes) {
        if (!shape.visible || sat::is3d(shape.spec) || (selectionOnly && !selection.contains(shape.name))) continue;
        glm::dvec2 shapeLo, shapeHi;
        boundsOf(shape.spec, shapeLo, shapeHi);
        lo = glm::dvec2(std::min(lo.x, shapeLo.x), std::min(lo.y, shapeLo.y));
        hi = glm::dvec2(std::max(hi.x, shapeHi.x), std::max(hi.y, shapeHi.y));
    }
    if (lo.x > hi.x) {
        view.transform.center = {0.0, 0.0};
        view.transform.zoom = 50.0;
        return;
    }
    // Leave room for the axis lanes drawn beside the shapes (at most a quarter of the view's shorter side).
    // Frame All then fits the whole drawn picture, lanes and labels, into the view (framePicture); Frame
    // Selected stops here, since that picture holds the shapes left out of the selection too.
    const LayoutRect free = view.layout.free.empty()
                                ? LayoutRect{view.transform.origin, view.transform.origin + view.transform.size}
                                : view.layout.free;
    const double room = 0.25 * std::min(free.width(), free.height());
    view.transform.frameIn(lo, hi, free.lo, free.hi, std::min((kFrameMarginPx + 120.0) * view.uiScale, room));
    view.framePicturePending = !selectionOnly;
}

std::filesystem::path EditorState::browserFolder() const {
    if (!document.file().empty() && document.file().has_parent_path()) return document.file().parent_path();
    if (!watched.file().empty() && watched.file().has_parent_path()) return watched.file().parent_path(); // an open map
    if (!modals.browser.lastFolder().empty()) return modals.browser.lastFolder();
    return config.startFolder;
}

std::string EditorState::defaultSaveName() const {
    if (!document.file().empty()) return document.file().filename().string();
    if (recording.active()) return recordingFrameName(*this) + ".json"; // a recorded frame: "run-frame-12.json"

    if (!watched.file().empty()) return watched.file().stem().string() + ".json";
    return "scene.json";
}

void EditorState::pollWatchedFile() {
    // Not in the middle of a drag or a typed edit: the poll waits for it to end.
    if (gestures.shape.active() || view3d.gesture.active() || document.editing()) return;
    if (!watched.poll(now)) return;
    std::string error;
    if (reload(watched.file(), &error)) {
        if (inspector.tiledMap)
            watched.watch(watched.file(), tiledMapDependencies(watched.file())); // its tilesets may differ now
        return;
    }
    setStatus(watched.file().filename().string() +
                  " changed on disk but does not load; the scene stays as it was until the file changes again. " + error,
              10.0);
}

bool EditorState::reload(const std::filesystem::path& file, std::string* error) {
    try {
        sat::Scene scene = loadForLint(file, lint); // what a map skipped is listed again
        if (gestures.shape.active()) gestures.shape.cancel(document);
        if (view3d.gesture.active()) view3d.gesture.cancel(document);
        // Unsaved edits are kept, one Undo away, and the scene stays marked unsaved so quitting still asks.
        const bool hadUnsavedEdits = document.dirty();
        document.beginEdit("Reload " + file.filename().string());
        document.editable() = std::move(scene);
        document.endEdit();
        if (!hadUnsavedEdits) document.markSaved(document.file()); // the scene is the file's again
        setStatus("Reloaded " + file.filename().string() + ": it changed on disk. " +
                      (hadUnsavedEdits ? "Your unsaved edits are one Ctrl+Z away." : "Ctrl+Z goes back."),
                  8.0);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

std::optional<std::size_t> EditorState::indexOf(std::string_view name) const { return shapeIndex(document.scene(), name); }

bool keysAreOurs(const EditorState& state) {
    const ImGuiIO& io = ImGui::GetIO();
    return !io.WantTextInput && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel) &&
           !state.gestures.shape.active() && !state.view3d.gesture.active();
}

StepSource stepSource(const EditorState& state) {
    return {state.document, state.analysis, state.analysis3d, state.view.toggles.duplicateAxes};
}
SatPanelParts satPanelParts(EditorState& state) {
    SatPanelParts parts{state.document,        state.analysis, state.analysis3d, state.view, state.teaching.presentation,
                        currentStepAxis(state)};
    if (const std::optional<ProbeView>& probe = state.snags.probe) { // the pair the picture shows while a probe is out
        parts.shownPair = &probe->analysis;
        parts.shownPairAxis = probe->highlightedAxis;
    }
    return parts;
}
LintPanelParts lintPanelParts(EditorState& state) { return {state.document, state.selection, state.lint, state.view}; }
std::string figureBaseName(const EditorState& state) {
    const LessonNavigatorState& lessons = state.teaching.lessons;
    if (showingLesson(state) && lessons.current && *lessons.current < lessons.files.size())
        return "lesson-" + lessons.files[*lessons.current].path.stem().string();
    const auto& file = state.document.file();
    if (file.empty() && state.recording.active()) return recordingFrameName(state); // "run-frame-12"
    return file.empty() ? std::string("figure") : file.stem().string();
}
FigureExportParts figureExportParts(EditorState& state) {
    std::optional<StepView> step;
    if (state.teaching.stepMode.active) {
        StepView view = currentStepView(state);
        if (!view.heading.empty()) step = std::move(view);
    }
    FigureExportParts parts{state.document,          state.view,        state.view3d,          state.analysis, state.analysis3d,
                            state.figureExport,      state.preferences, state.status,          state.now,      state.modals,
                            state.teaching.stepMode, stepSource(state), figureBaseName(state), std::move(step)};
    const SnagPanelState& snags = state.snags;
    if (snags.map && (snags.open || snags.probe)) { // the markers the viewport draws
        parts.snagMarkers = &snags.map->result.snags;
        parts.inspectedSnag = snags.inspected;
    }
    if (snags.probe && snags.probe->analysis.inspected) {
        parts.probeScene = &snags.probe->scene;
        parts.probePair = snags.probe->analysis.inspected->names;
    }
    return parts;
}
std::vector<Step> currentSteps(const EditorState& state) { return currentSteps(state.teaching.stepMode, stepSource(state)); }
Step currentStep(const EditorState& state) { return currentStep(state.teaching.stepMode, stepSource(state)); }
int currentStepAxis(const EditorState& state) { return currentStepAxis(state.teaching.stepMode, stepSource(state)); }
double currentStepProgress(const EditorState& state) { return stepProgress(state.teaching.stepMode, state.now); }
void enterStepMode(EditorState& state) { enterStepMode(state.teaching.stepMode, stepSource(state), state.status, state.now); }
void leaveStepMode(EditorState& state) { leaveStepMode(state.teaching.stepMode); }
void toggleStepMode(EditorState& state) { state.teaching.stepMode.active ? leaveStepMode(state) : enterStepMode(state); }
void syncStepMode(EditorState& state) { syncStepMode(state.teaching.stepMode, stepSource(state), state.now); }
bool handleStepModeKeys(EditorState& state) {
    return handleStepModeKeys(state.teaching.stepMode, stepSource(state), state.status, state.now);
}

} // namespace ui
