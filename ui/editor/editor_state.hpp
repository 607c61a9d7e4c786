#pragma once
// The editor's state: one plain object that every panel function receives
// (no globals, no static locals), and the actions the menus, shortcuts and
// the Editor API share. ui::Editor owns one.

#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ui/model/analysis.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/commands.hpp"
#include "ui/model/document.hpp"
#include "ui/editor/editor.hpp"
#include "ui/panels/file_browser.hpp"
#include "ui/model/gesture.hpp"
#include "ui/model/lesson_navigator.hpp"
#include "ui/panels/figure_export.hpp"
#include "ui/panels/lint_panel.hpp"
#include "ui/draw/picture.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/model/selection.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/view_transform.hpp"
#include "ui/editor/view3d_state.hpp"

namespace ui {

/// A question or message the editor is showing in a modal.
struct PendingModal {
    enum class Kind { Message, SaveChanges, Recovery, Shortcuts };
    Kind kind = Kind::Message;
    std::string title;
    std::string text;
    std::function<void()> then;  ///< SaveChanges: what to do once saved or discarded
    std::filesystem::path path;  ///< Recovery: the recovery file
    bool opened = false;         ///< ImGui::OpenPopup was called for it
};

/// Which panels are shown.
struct PanelVisibility {
    bool scene = true;
    bool inspector = true;
    bool sat = true;
};

class EditorState {
public:
    explicit EditorState(EditorConfig config);

    EditorConfig config;
    Document document;
    Selection selection;
    ViewTransform view;
    Gesture gesture;
    AnalysisOptions analysisOptions;
    OverlayToggles toggles;
    PanelVisibility panels;
    LintPanelState lint; ///< the Findings panel (ui/panels/lint_panel.hpp)
    FigureExportState figureExport; ///< screenshots and the Export figure dialog (ui/panels/figure_export.hpp)
    LessonNavigatorState lessons;     ///< the Lessons panel (ui/model/lesson_navigator.hpp)
    PresentationState presentation;   ///< presentation mode, F5 (ui/editor/presentation.hpp)
    StepModeState stepMode; ///< step through the test, the Explanation panel (ui/model/step_mode.hpp)
    Theme theme = Theme::dark();
    float uiScale = 1.0f; ///< dpi scale of sizes in the panels
    FileBrowser browser;
    std::function<void()> afterSaveAs; ///< continues a guarded action once Save As succeeded

    // Analysis cache: recomputed when the scene, selection or options change.
    SceneAnalysis analysis;
    void refreshAnalysis();
    View3dState view3d;         ///< 3D scenes: camera, gesture, renderer (ui/editor/view3d_state.hpp)
    Analysis3dState analysis3d; ///< 3D scenes: pairs, inspected pair, selected axis (ui/model/analysis3d.hpp)

    // Hover shared by the axis table and the viewport (one frame behind).
    int hoveredAxis = -1;
    int nextHoveredAxis = -1;

    bool sizeAsHalfExtents = false; ///< Inspector shows half extents instead of width/height
    std::string inspectorProblem;   ///< why the last polygon edit in the Inspector was refused

    bool panning = false;
    bool clearSelectionOnRelease = false; ///< a press on empty space: deselect if it ends as a click
    glm::dvec2 pressPosition{};
    bool frameAllPending = false; ///< frame the scene once the viewport's size is known
    glm::dvec2 lastMouse{};

    std::string status;      ///< short message in the status line
    double statusUntil = 0.0;
    double now = 0.0;
    void setStatus(std::string message, double seconds = 4.0);

    bool quitConfirmed = false;
    std::deque<PendingModal> modals; ///< shown one after the other
    void showMessage(std::string title, std::string text);

    std::vector<std::filesystem::path> recent; ///< most recent first
    std::uint64_t preferencesRevision = 1;
    void addRecent(const std::filesystem::path& file);

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
    void frameAll();
    /// Folder the browser starts in: the current file's, else the configured one.
    std::filesystem::path browserFolder() const;

    /// Index of a shape by name in the current scene.
    std::optional<std::size_t> indexOf(std::string_view name) const;
    /// Grid step used for snapping (the minor grid shown).
    double snapStep() const { return view.gridStep(28.0 * uiScale); }

private:
    std::uint64_t analysedRevision_ = 0;
    std::vector<std::string> analysedSelection_;
    AnalysisOptions analysedOptions_;
    bool analysed_ = false;
};

// Per-frame drawing, one file each.
void drawViewport(EditorState& state, const FrameContext& frame);
void handleShortcuts(EditorState& state);
/// Whether a key press is for the editor's shortcuts: no text field or popup
/// has the keyboard and no drag is under way.
bool keysAreOurs(const EditorState& state);
void drawMenuBar(EditorState& state);
void drawScenePanel(EditorState& state);
void drawInspectorPanel(EditorState& state);
void drawSatPanel(EditorState& state);
void drawModals(EditorState& state);
void drawStatusLine(EditorState& state, const FrameContext& frame);

// Actions the menus and shortcuts share (editor_actions.cpp).
void undo(EditorState& state);
void redo(EditorState& state);
void duplicateSelection(EditorState& state);
void deleteSelection(EditorState& state);
void addShapeAtViewCentre(EditorState& state, NewShapeKind kind);

} // namespace ui
