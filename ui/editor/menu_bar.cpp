// SPDX-License-Identifier: MIT
// The main menu bar: File, Edit, Add, View, Help.
#include <imgui.h>
#include <imgui_internal.h> // GImGui->NavWindow: which window has the keyboard

#include "ui/editor/editor_state.hpp"
#include "ui/editor/lesson_actions.hpp"
#include "ui/editor/snag_actions.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {
namespace {

void recentMenu(EditorState& state) {
    if (!ImGui::BeginMenu("Open Recent", !state.preferences.recent.empty())) return;
    for (const std::filesystem::path& file : std::vector<std::filesystem::path>(state.preferences.recent))
        if (ImGui::MenuItem(file.string().c_str())) state.requestOpen(file);
    ImGui::Separator();
    if (ImGui::MenuItem("Clear list")) {
        state.preferences.recent.clear();
        ++state.preferences.revision;
    }
    ImGui::EndMenu();
}

void examplesMenu(EditorState& state) {
    const auto& folder = state.config.examplesFolder;
    std::error_code ec;
    if (folder.empty() || !std::filesystem::is_directory(folder, ec)) return;
    if (!ImGui::BeginMenu("Examples")) return;
    for (const FolderEntry& entry : listFolder(folder, nullptr))
        if (!entry.isFolder && ImGui::MenuItem(entry.name.c_str()))
            state.guarded("The scene has unsaved changes. Save them before opening an example?",
                          [&state, file = folder / entry.name] {
                              std::string error;
                              if (!state.load(file, true, &error)) state.modals.showMessage("Could not open the example", error);
                          });
    ImGui::EndMenu();
}

void fileMenu(EditorState& state) {
    if (!ImGui::BeginMenu("File")) return;
    if (ImGui::MenuItem("New", "Ctrl+N")) state.requestNew();
    if (ImGui::MenuItem("Open...", "Ctrl+O")) state.requestOpenDialog();
    recentMenu(state);
    examplesMenu(state);
    ImGui::Separator();
    if (ImGui::MenuItem("Save", "Ctrl+S")) state.saveOrAsk();
    if (ImGui::MenuItem("Save As...", "Ctrl+Shift+S"))
        state.modals.browser.open(FileBrowser::Mode::SaveAs, state.browserFolder(), state.defaultSaveName());
    ImGui::Separator();
    drawFigureMenuItems(figureExportParts(state));
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Ctrl+Q")) state.requestQuit();
    ImGui::EndMenu();
}

void editMenu(EditorState& state) {
    if (!ImGui::BeginMenu("Edit")) return;
    const std::string undoLabel = state.document.canUndo() ? "Undo " + state.document.undoName() : "Undo";
    const std::string redoLabel = state.document.canRedo() ? "Redo " + state.document.redoName() : "Redo";
    if (ImGui::MenuItem(undoLabel.c_str(), "Ctrl+Z", false, state.document.canUndo())) undo(state);
    if (ImGui::MenuItem(redoLabel.c_str(), "Ctrl+Shift+Z", false, state.document.canRedo())) redo(state);
    ImGui::Separator();
    const bool any = !state.selection.empty();
    if (ImGui::MenuItem("Duplicate", "Ctrl+D", false, any)) duplicateSelection(state);
    if (ImGui::MenuItem("Delete", "Del", false, any)) deleteSelection(state);
    if (ImGui::MenuItem("Select None", "Esc", false, any)) state.selection.clear();
    ImGui::EndMenu();
}

void addMenu(EditorState& state) {
    if (!ImGui::BeginMenu("Add")) return;
    if (ImGui::MenuItem("Axis-aligned box (AABB)")) addShapeAtViewCentre(state, NewShapeKind::Aabb);
    if (ImGui::MenuItem("Oriented box (OBB)")) addShapeAtViewCentre(state, NewShapeKind::Obb);
    if (ImGui::MenuItem("Convex polygon")) addShapeAtViewCentre(state, NewShapeKind::Polygon);
    ImGui::EndMenu();
}

void toggle(EditorState& state, const char* label, bool& value) {
    if (ImGui::MenuItem(label, nullptr, &value)) ++state.preferences.revision;
}

void viewMenu(EditorState& state) {
    if (!ImGui::BeginMenu("View")) return;
    if (ImGui::MenuItem("Frame All", "F")) state.frameAll();
    if (ImGui::MenuItem("Presentation mode", "F5", state.teaching.presentation.on)) togglePresentation(state);
    if (ImGui::MenuItem("Step Through the Test", "T", state.teaching.stepMode.active)) toggleStepMode(state);
    // After the items above, which keyboard users reach by their place (F10, then Down).
    if (ImGui::MenuItem("Frame Selected", "Shift+F")) state.frameAll(true);
    drawView3dMenuItems(state);
    ImGui::Separator();
    OverlayToggles& t = state.view.toggles;
    toggle(state, "Grid", t.grid);
    toggle(state, "Shape names", t.names);
    toggle(state, "Overlap regions", t.intersections);
    toggle(state, "Axes", t.axes);
    toggle(state, "Intervals on axes", t.intervals);
    toggle(state, "Gap / overlap numbers", t.numbers);
    toggle(state, "Projection lines", t.projections);
    toggle(state, "Separating line", t.separatingLine);
    toggle(state, "MTV arrow", t.mtv);
    toggle(state, "Contact points", t.contacts);
    toggle(state, "Parallel (duplicate) axes", t.duplicateAxes);
    ImGui::Separator();
    toggle(state, "Scene panel", state.view.panels.scene);
    toggle(state, "Inspector panel", state.view.panels.inspector);
    toggle(state, "SAT panel", state.view.panels.sat);
    ImGui::MenuItem("Findings panel (lint)", nullptr, &state.lint.open);
    ImGui::MenuItem("Snags panel", nullptr, &state.snags.open);
    if (ImGui::MenuItem("Probe tool", "P", state.snags.probeTool)) toggleProbeTool(state);
    ImGui::MenuItem("Explanation panel", nullptr, &state.teaching.stepMode.panelOpen);
    ImGui::EndMenu();
}

void helpMenu(EditorState& state) {
    if (!ImGui::BeginMenu("Help")) return;
    if (ImGui::MenuItem("Mouse and keys")) {
        PendingModal modal;
        modal.kind = PendingModal::Kind::Shortcuts;
        modal.title = "Mouse and keys";
        state.modals.queue.push_back(std::move(modal));
    }
    if (ImGui::MenuItem("Lessons", "Ctrl+L", state.teaching.lessons.open)) toggleLessonPanel(state);
    ImGui::EndMenu();
}

/// F10 (SDL scancode 67, ImGuiKey_A's index + 63) opens the File menu for the
/// keyboard: ImGui 1.86's Alt reaches a window's own menu bar, not the main
/// one. Then Up / Down choose, Left / Right go to the next menu, Space or
/// Enter runs the item (Enter through Editor::beforeNewFrame) and Esc closes.
bool pressedF10() { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) + 63, false); }

/// Enter or the keypad's Enter is down.
bool enterDown(const ImGuiIO& io) {
    for (const ImGuiKey key : {ImGuiKey_Enter, ImGuiKey_KeyPadEnter}) {
        const int index = io.KeyMap[key];
        if (index >= 0 && index < IM_ARRAYSIZE(io.KeysDown) && io.KeysDown[index]) return true;
    }
    return false;
}

/// ImGui's keyboard navigation (arrows, Space and Tab moving through and
/// pressing a panel's widgets) runs only while a text field, a menu or a
/// dialog has the keys, or F10 opens the menus. Otherwise the keys are the
/// view's whichever panel was clicked last (docs/app.md), and an arrow must
/// not also walk the last-clicked panel, nor Space press its button.
/// Right / Left from an open menu to the next one passes through the menu
/// bar (the Menu nav layer) for a frame with no popup open: that counts as
/// a menu too.
void shareKeysWithNavigation(const ImGuiContext& context, ImGuiIO& io) {
    const int f10 = io.KeyMap[ImGuiKey_A] + 63; // SDL scancode 67, as pressedF10
    const bool f10Down = f10 >= 0 && f10 < IM_ARRAYSIZE(io.KeysDown) && io.KeysDown[f10];
    const bool navigate = io.WantTextInput || f10Down || context.NavLayer == ImGuiNavLayer_Menu ||
                          ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
    if (navigate) io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    else io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
}

} // namespace

void Editor::beforeNewFrame() {
    // ImGui 1.86's NavUpdate (imgui.cpp) fills io.NavInputs from the keys with
    // NAV_MAP_KEY(ImGuiKey_Space, ImGuiNavInput_Activate) and
    // NAV_MAP_KEY(ImGuiKey_Enter, ImGuiNavInput_Input), adding to what the app
    // wrote before NewFrame; menu items answer Activate only. So Enter gets
    // Activate too, but only while a menu (a ChildMenu popup) has the
    // keyboard: in a text field (io.WantTextInput), a dialog or the view,
    // Enter keeps its own meaning.
    const ImGuiContext* context = ImGui::GetCurrentContext();
    if (context == nullptr) return;
    ImGuiIO& io = ImGui::GetIO();
    shareKeysWithNavigation(*context, io);
    if (!(io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) || io.WantTextInput || !enterDown(io)) return;
    const ImGuiWindow* nav = context->NavWindow;
    if (nav != nullptr && (nav->Flags & ImGuiWindowFlags_ChildMenu)) io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
}

void drawMenuBar(EditorState& state) {
    if (!ImGui::BeginMainMenuBar()) return;
    if (pressedF10() && !ImGui::GetIO().WantTextInput &&
        !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
        ImGui::OpenPopup("File"); // the id BeginMenu("File") below uses
    fileMenu(state);
    editMenu(state);
    addMenu(state);
    viewMenu(state);
    helpMenu(state);
    ImGui::EndMainMenuBar();
}

} // namespace ui
