// SPDX-License-Identifier: MIT
#pragma once
// The editor's state: one plain object made of named parts (no globals, no
// static locals), and the actions the menus, shortcuts and the Editor API
// share. ui::Editor owns one. A panel takes the parts it uses, const where it
// only reads them; what needs the whole state is the frame, the menus, the
// shortcuts and the actions below, which load, save and ask.

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "ui/editor/editor.hpp"
#include "ui/editor/preferences.hpp"
#include "ui/editor/recording_state.hpp"
#include "ui/editor/teaching.hpp"
#include "ui/editor/view3d_state.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/commands.hpp"
#include "ui/model/document.hpp"
#include "ui/model/gesture.hpp"
#include "ui/model/selection.hpp"
#include "ui/model/watched_file.hpp"
#include "ui/panels/figure_export.hpp"
#include "ui/panels/inspector_panel.hpp"
#include "ui/panels/lint_panel.hpp"
#include "ui/panels/modals.hpp"
#include "ui/panels/sat_panel.hpp"
#include "ui/panels/snag_panel.hpp"
#include "ui/panels/status_line.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {

class EditorState {
public:
    explicit EditorState(EditorConfig config);

    EditorConfig config;
    double now = 0.0; ///< this frame's time in seconds: the status line's expiry, step mode's animation

    Document document;
    Selection selection;
    ViewState view;                 ///< the 2D view, overlays, panels, theme (ui/editor/view_state.hpp)
    Gestures gestures;              ///< the 2D viewport's mouse gestures (ui/model/gesture.hpp)
    AnalysisState analysis;         ///< the 2D analysis and the hovered axis (ui/model/analysis.hpp)
    View3dState view3d;             ///< 3D scenes: camera, gesture, renderer (ui/editor/view3d_state.hpp)
    Analysis3dState analysis3d;     ///< 3D scenes: pairs, inspected pair, selected axis (ui/model/analysis3d.hpp)
    InspectorState inspector;       ///< the Inspector panel (ui/panels/inspector_panel.hpp)
    LintPanelState lint;            ///< the Findings panel (ui/panels/lint_panel.hpp)
    SnagPanelState snags;           ///< the Snags panel and the probe (ui/panels/snag_panel.hpp)
    FigureExportState figureExport; ///< screenshots and the Export figure dialog (ui/panels/figure_export.hpp)
    Teaching teaching;              ///< lessons, presentation mode, step mode (ui/editor/teaching.hpp)
    Modals modals;                  ///< messages, questions, the file browser (ui/panels/modals.hpp)
    StatusLine status;              ///< the status line's message (ui/panels/status_line.hpp)
    Preferences preferences;        ///< recent files, the preferences' revision (ui/editor/preferences.hpp)
    WatchedFile watched;            ///< the file the scene came from, for live reload (ui/model/watched_file.hpp)
    RecordingState recording;       ///< a shown recording and its timeline (ui/editor/recording_state.hpp)

    /// Recomputes the 2D and 3D analyses when the scene, selection or options changed.
    void refreshAnalysis();
    /// Shows `message` in the status line for `seconds`.
    void setStatus(std::string message, double seconds = 4.0);

    // ---- actions shared by menus, shortcuts and the Editor API
    /// Loads a file (scene untouched on failure). `untitled`: keep no file name.
    bool load(const std::filesystem::path& file, bool untitled, std::string* error);
    bool saveTo(const std::filesystem::path& file, std::string* error);
    /// Save, or Save As when the scene has no file yet; `then` runs after a successful save.
    void saveOrAsk(std::function<void()> then = {});
    /// Runs `action` now, or after the "Save changes?" question when dirty.
    void guarded(std::string question, std::function<void()> action);
    void requestNew();
    void requestOpenDialog();
    void requestOpen(const std::filesystem::path& file);
    void requestQuit();
    /// Takes the view from the scene (or frames it) after a load.
    void adoptSceneView();
    /// Fits the visible shapes into the view (F); with `selectionOnly` the
    /// selected ones (Shift+F), all when nothing is selected.
    void frameAll(bool selectionOnly = false);
    /// Folder the browser starts in: the current file's (a map's too), else
    /// the folder of the last file chosen in the browser, else the configured one.
    std::filesystem::path browserFolder() const;
    /// Save As's proposed name: the current file's, else the opened map's with
    /// `.json` (`seams.tmx` -> `seams.json`), else `scene.json`.
    std::string defaultSaveName() const;
    /// Live reload (docs/app.md): every WatchedFile::kPollSeconds, looks
    /// whether the watched file changed on disk and reloads it, asking first
    /// when there are unsaved changes.
    void pollWatchedFile();
    /// Replaces the scene by `file`'s content as one undoable step, keeping
    /// the selection (by name) and the view; false (scene untouched) when it
    /// does not load.
    bool reload(const std::filesystem::path& file, std::string* error);

    /// Index of a shape by name in the current scene.
    std::optional<std::size_t> indexOf(std::string_view name) const;
};

// Per-frame drawing, one file each.
void drawViewport(EditorState& state, const FrameContext& frame);
void handleShortcuts(EditorState& state);
/// Whether a key press is for the editor's shortcuts: no text field or popup
/// has the keyboard and no drag is under way.
bool keysAreOurs(const EditorState& state);
void drawMenuBar(EditorState& state);
/// The first queued modal, and the file browser while it is open (ui/editor/editor_modals.cpp).
void drawModals(EditorState& state);

// Step mode on the whole state, for the frame, the viewports, the menus and
// the shortcuts (ui/panels/step_mode_editor.hpp takes the parts; editor_state.cpp).
StepSource stepSource(const EditorState& state);
/// The parts the SAT panel takes, with step mode's axis now.
SatPanelParts satPanelParts(EditorState& state);
/// The parts the Findings panel takes.
LintPanelParts lintPanelParts(EditorState& state);
/// The parts the Export figure dialog takes.
FigureExportParts figureExportParts(EditorState& state);
/// The name figures and screenshots start with: "lesson-" and the lesson
/// file's name while a lesson is shown, else the scene file's name without
/// its extension, "figure" for an untitled scene.
std::string figureBaseName(const EditorState& state);
std::vector<Step> currentSteps(const EditorState& state);
Step currentStep(const EditorState& state);
int currentStepAxis(const EditorState& state);
/// 0..1 animation of the current step on the editor's clock.
double currentStepProgress(const EditorState& state);
void enterStepMode(EditorState& state);
void leaveStepMode(EditorState& state);
void toggleStepMode(EditorState& state);
void syncStepMode(EditorState& state);
bool handleStepModeKeys(EditorState& state);

// Actions the menus and shortcuts share (editor_actions.cpp).
void undo(EditorState& state);
void redo(EditorState& state);
void duplicateSelection(EditorState& state);
void deleteSelection(EditorState& state);
void addShapeAtViewCentre(EditorState& state, NewShapeKind kind);

} // namespace ui
