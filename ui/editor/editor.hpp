// SPDX-License-Identifier: MIT
#pragma once
// ui::Editor: everything the SATlab window shows, behind one object that the
// app drives once per frame. The app owns SDL, the GL context, the ImGui
// backends, the main loop and files on disk that are not scenes (config,
// recovery); the editor owns the scene document, the viewport, the panels,
// menus and modals. It knows nothing of SDL: mouse and keys arrive through
// ImGui's io, which the app fills.
//
// Frame contract (per frame, in this order):
//   app: ImGui_ImplOpenGL3_NewFrame(); ImGui_ImplSDL2_NewFrame(); write io.MousePos/MouseDown;
//        ui::Editor::beforeNewFrame(); ImGui::NewFrame();
//   editor.drawFrame(ctx);
//   app: ImGui::Render(); ImGui_ImplOpenGL3_RenderDrawData(...); swap;
//        if (editor.quitConfirmed()) leave the loop.
// Once, after ImGui::CreateContext() and before the first frame:
//   ui::Editor::setupImGui(dpiScale);   // fonts (DejaVu Sans) and the SATlab theme
//
// World <-> window mapping: the viewport fills the whole window, behind the
// panels, so the window centre is the view centre; `zoom` is pixels per world
// unit and world y points up. A scene's `view` sets both when it is opened.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec2.hpp>

namespace ui {

/// Plain data the app hands in at start.
struct EditorConfig {
    /// Where the file browser starts (e.g. the current directory).
    std::filesystem::path startFolder = std::filesystem::current_path();
    /// Folder of bundled scenes (assets/scenes), listed in File > Examples; may be empty.
    std::filesystem::path examplesFolder;
    /// Folder of lessons (assets/lessons), listed by Help > Lessons; may be empty.
    std::filesystem::path lessonsFolder;
};

/// What the app knows about the current frame.
struct FrameContext {
    float displayWidth = 0; ///< window size in ImGui units (io.DisplaySize)
    float displayHeight = 0;
    /// UI scale (1 at 96 dpi): viewport line widths, handles and labels are
    /// multiplied by it. Pass the scale given to setupImGui so panels and
    /// viewport agree (scripts: 1).
    float dpiScale = 1;
    double timeSeconds = 0; ///< monotonic time since start
};

class EditorState; // the implementation (ui/editor/editor_state.hpp)

class Editor {
public:
    explicit Editor(EditorConfig config = {});
    ~Editor();
    Editor(const Editor&) = delete;
    Editor& operator=(const Editor&) = delete;

    /// Loads fonts (DejaVu Sans at 16 px x scale) and the theme into the
    /// current ImGui context, with every style size already multiplied by
    /// `dpiScale` (do not ScaleAllSizes again). Call once after
    /// ImGui::CreateContext(), before the first NewFrame.
    static void setupImGui(float dpiScale);

    // ---------------------------------------------------------------- files
    // All return false and fill *error (may be null) with a readable message;
    // on failure the current scene is untouched.

    /// Opens a scene file at once, without asking about unsaved changes
    /// (command line, scripts). The file becomes the save target.
    bool openFile(const std::filesystem::path& file, std::string* error);
    /// Opens a file as a new untitled document (the bundled welcome scene):
    /// Save then asks for a path instead of overwriting the original.
    bool openAsUntitled(const std::filesystem::path& file, std::string* error);
    /// Like a user's File > Open: asks "Save changes?" first when dirty and
    /// shows a load error in a modal. For drag-and-drop.
    void requestOpen(const std::filesystem::path& file);
    /// Empty scene, no file, clean. No question asked (File > New asks).
    void newScene();
    /// Saves to the current file; fails when there is none (use saveAs).
    bool save(std::string* error);
    /// Saves to `file` (atomically) and makes it the current file.
    bool saveAs(const std::filesystem::path& file, std::string* error);
    /// The file being edited; empty when untitled.
    std::filesystem::path currentFile() const;

    // ---------------------------------------------------------------- frame
    /// After the backends' NewFrame (which clears io.NavInputs), before
    /// ImGui::NewFrame: while a menu has the keyboard, Enter also runs its
    /// focused item. ImGui 1.86 maps Enter to ImGuiNavInput_Input (text
    /// input), which menu items ignore, and only Space to Activate.
    static void beforeNewFrame();
    /// All windows, the viewport, menus and modals. Between ImGui::NewFrame and ImGui::Render.
    void drawFrame(const FrameContext& frame);

    bool hasUnsavedChanges() const;
    /// "name.json* - SATlab" (the * while dirty); "Untitled - SATlab" without a file.
    std::string windowTitle() const;

    // ----------------------------------------------------------------- quit
    /// The window's close button / Ctrl+Q / script `quit`: asks "Save changes?" when dirty, else quits.
    void requestQuit();
    /// True once the app may leave its loop.
    bool quitConfirmed() const;
    /// True while something on screen moves by itself (a step mode animation): keep drawing frames.
    bool animating() const;

    // ------------------------------------------------------------- recovery
    /// The current (unsaved) scene as scene JSON; the app writes it every 30 s while dirty.
    std::string recoveryText() const;
    /// Replaces the scene with recovered JSON; the result is untitled and dirty.
    bool loadRecoveryText(std::string_view json, std::string* error);
    /// Shows the "Recover unsaved work?" modal for a recovery file the app found at start.
    /// Recover loads it; Discard deletes the file. Either way the modal closes.
    void offerRecovery(const std::filesystem::path& recoveryFile);

    // -------------------------------------------------------------- scripts
    /// Selects shapes by name (second optional); false if a name is unknown.
    bool select(std::string_view nameA, std::string_view nameB = {});
    /// Shows a message in a modal (e.g. an error the app met).
    void showMessage(std::string title, std::string text);
    /// World point -> window point (ImGui units), with the current view.
    glm::dvec2 worldToWindow(glm::dvec2 world) const;
    glm::dvec2 windowToWorld(glm::dvec2 window) const;

    // ---------------------------------------------------------- preferences
    /// Small JSON blob (recent files, overlay toggles, precision, tolerance...).
    std::string preferencesJson() const;
    /// Unknown or malformed content is ignored field by field.
    void loadPreferencesJson(std::string_view json);
    /// Increases whenever preferencesJson() would change: save when it moves.
    std::uint64_t preferencesRevision() const;
    /// Most recent first.
    std::vector<std::filesystem::path> recentFiles() const;

    /// The implementation, for tests and later features (figure export).
    EditorState& state();
    const EditorState& state() const;

private:
    std::unique_ptr<EditorState> state_;
};

} // namespace ui
