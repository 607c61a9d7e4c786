// SPDX-License-Identifier: MIT
// Keyboard shortcuts, read from ImGui's io (the app's SDL backend fills it).
//
// ImGui 1.86 names only a few keys (ImGuiKey_A, C, V, X, Y, Z...); the SDL
// backend stores every key at its SDL scancode, and scancodes number the
// letters A..Z consecutively (USB HID usage ids 4..29). Other letters are
// therefore found from ImGuiKey_A's index.
#include <imgui.h>

#include "ui/draw/imgui_helpers.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/findings_actions.hpp"
#include "ui/editor/recording_actions.hpp"
#include "ui/editor/snag_actions.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {
namespace {

constexpr double kNudge = 0.1;
constexpr double kNudgeBig = 1.0;
constexpr double kRotateStep = 5.0;
constexpr double kRotateStepBig = 15.0;

bool pressed(int key, bool repeat = false) { return key >= 0 && ImGui::IsKeyPressed(key, repeat); }
bool pressedLetter(char letter, bool repeat = false) { return pressed(letterKey(letter), repeat); }
bool pressedNamed(ImGuiKey key, bool repeat = false) { return pressed(ImGui::GetKeyIndex(key), repeat); }

void fileShortcuts(EditorState& state, bool shift) {
    if (pressedLetter('N')) state.requestNew();
    if (pressedLetter('O')) state.requestOpenDialog();
    if (pressedLetter('S') && !shift) state.saveOrAsk();
    if (pressedLetter('S') && shift)
        state.modals.browser.open(FileBrowser::Mode::SaveAs, state.browserFolder(), state.defaultSaveName());
    if (pressedLetter('Q')) state.requestQuit();
}

void ctrlShortcuts(EditorState& state, bool shift) {
    fileShortcuts(state, shift);
    if (pressedNamed(ImGuiKey_Z, true)) shift ? redo(state) : undo(state);
    if (pressedNamed(ImGuiKey_Y, true)) redo(state);
    if (pressedLetter('D')) duplicateSelection(state);
}

void nudgeSelection(EditorState& state, glm::dvec2 delta) {
    if (state.document.scene().is3d()) return nudgeSelection3d(state, delta); // along the world axes nearest screen right / up
    for (const std::string& name : state.selection.names()) nudgeShape(state.document, name, delta);
}

void rotateSelection(EditorState& state, double degrees) {
    if (state.document.scene().is3d()) return state.setStatus("3D boxes turn with their rings (drag) or in the Inspector.");
    for (const std::string& name : state.selection.names()) {
        if (rotateShape(state.document, name, degrees)) continue;
        const sat::SceneShape* shape = state.document.scene().find(name);
        if (shape && std::holds_alternative<sat::Circle2Spec>(shape->spec))
            state.setStatus(name + " is a circle: turning it changes nothing.");
        else state.setStatus(name + " is an AABB: it cannot turn. Convert it to an OBB in the Inspector.");
    }
}

void plainShortcuts(EditorState& state, bool shift) {
    const double step = shift ? kNudgeBig : kNudge;
    if (pressedNamed(ImGuiKey_LeftArrow, true)) nudgeSelection(state, {-step, 0.0});
    if (pressedNamed(ImGuiKey_RightArrow, true)) nudgeSelection(state, {step, 0.0});
    if (pressedNamed(ImGuiKey_UpArrow, true)) nudgeSelection(state, {0.0, step});
    if (pressedNamed(ImGuiKey_DownArrow, true)) nudgeSelection(state, {0.0, -step});
    const double turn = shift ? kRotateStepBig : kRotateStep;
    if (pressedLetter('Q', true)) rotateSelection(state, turn);
    if (pressedLetter('E', true)) rotateSelection(state, -turn);
    if (pressedLetter('F')) state.frameAll(shift);                    // Shift+F: the selection only
    if (pressedLetter('N', true)) stepFinding(state, shift ? -1 : 1); // the Findings panel (ui/panels/lint_panel.hpp)
    if (pressedLetter('I')) toggleInspectedIntended(state);
    if (pressedLetter('P') && !state.document.scene().is3d()) toggleProbeTool(state); // the Snags panel's probe
    if (pressedNamed(ImGuiKey_Delete) || pressedNamed(ImGuiKey_Backspace)) deleteSelection(state);
    if (pressedNamed(ImGuiKey_Escape)) {
        state.selection.clear();
        hideProbe(state);
    }
}

} // namespace

void handleShortcuts(EditorState& state) {
    const ImGuiIO& io = ImGui::GetIO();
    // Typing into a field, a modal on screen or a drag in progress: keys are not ours.
    if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel) ||
        state.gestures.shape.active() || state.view3d.gesture.active())
        return;
    handleFigureShortcuts(figureExportParts(state)); // F12, Ctrl+E (ui/panels/figure_export.cpp)
    if (io.KeyCtrl) {
        ctrlShortcuts(state, io.KeyShift);
        return;
    }
    // Plain keys act on the scene whichever panel was clicked last: only a
    // text field being edited (above) keeps them.
    if (!io.KeyAlt && !handleStepModeKeys(state) && !handleTimelineKeys(state)) plainShortcuts(state, io.KeyShift);
}

} // namespace ui
