// SPDX-License-Identifier: MIT
// Modals, one at a time from the editor's queue: messages, "Save changes?",
// "Recover unsaved work?" and the key reference; then the file browser.

#include "ui/panels/modals.hpp"

#include <utility>

#include <imgui.h>

#include "ui/editor/editor_state.hpp"

namespace ui {
namespace {

constexpr KeyHelp kMouseAndKeys[] = {
    {"Click a shape", "select it (the pair's first shape)"},
    {"Shift+click", "select a second shape (the pair's second), or drop a selected one"},
    {"Drag a shape", "move it (the move is shown by the pointer)"},
    {"Drag a square handle", "resize (Alt: about the centre)"},
    {"Drag the round handle", "rotate an OBB or polygon"},
    {"Drag a polygon corner", "move the vertex (kept convex)"},
    {"Ctrl while dragging", "snap to the grid and to 15\xC2\xB0"},
    {"Wheel", "zoom about the cursor"},
    {"Middle drag, Space+drag", "pan (also: drag on empty space)"},
    {"Hover an axis", "highlight it in the view and the SAT table"},
    {"Arrows", "nudge 0.1 (Shift: 1)"},
    {"Q / E", "rotate 5\xC2\xB0 (Shift: 15\xC2\xB0)"},
    {"F", "frame all"},
    {"Shift+F", "frame the selection (2D and 3D)"},
    {"N / Shift+N", "next / previous finding (Findings panel): select its pair and frame it"},
    {"I", "mark the inspected finding intended, or unmark it (kept next to the file)"},
    {"Del", "delete the selection"},
    {"Esc", "select nothing / cancel a drag"},
    {"Ctrl+D", "duplicate"},
    {"Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y", "undo, redo"},
    {"Ctrl+N, O, S, Shift+S, Q", "new, open, save, save as, quit"},
    {"T", "step through the test (Space next, Backspace back, C continue, Esc leave)"},
    {"Ctrl+L", "lessons (Page Down / Up or Alt+Right / Left: next, previous; Ctrl+R: reset the shapes)"},
    {"F5", "presentation mode: large text, thick lines, light high-contrast colours"},
    {"F6 / F7", "hide or show the left column / the right column and the SAT panel"},
    {"F10", "the menus by keyboard (arrows choose, Space or Enter runs the item, Esc closes)"},
    {"F12", "screenshot of the window into the screenshot folder"},
    {"Ctrl+E", "export a figure (PNG or SVG) of what the view shows"},
    {"3D: 1 / Ctrl+1", "front / back view"},
    {"3D: 3 / Ctrl+3", "right / left view"},
    {"3D: 7 / Ctrl+7", "top / bottom view"},
    {"3D: 9", "isometric view"},
    {"3D: 5", "perspective / orthographic"},
    {"3D: right drag, Alt+drag", "orbit the camera (also: drag on empty space)"},
    {"3D: middle drag, Shift+right drag", "pan the camera"},
    {"3D: hold X, Y or Z while dragging", "move the box along that world axis only"},
    {"3D: drag a ring / a face square", "turn the box about its own axis / move that face"},
};

} // namespace

std::span<const KeyHelp> mouseAndKeysHelp() { return kMouseAndKeys; }

namespace {

void keyTable() {
    if (!ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) return;
    for (const KeyHelp& row : mouseAndKeysHelp()) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row.keys);
        ImGui::TableNextColumn();
        ImGui::TextDisabled("%s", row.does);
    }
    ImGui::EndTable();
}

std::string popupId(const PendingModal& modal) {
    switch (modal.kind) {
    case PendingModal::Kind::SaveChanges: return "Save changes?###modal";
    case PendingModal::Kind::Recovery: return "Recover unsaved work?###modal";
    default: return modal.title + "###modal";
    }
}

bool button(const char* label, float uiScale) { return ImGui::Button(label, ImVec2(130.0f * uiScale, 0.0f)); }

void recover(EditorState& state, const std::filesystem::path& file) {
    try {
        state.document.reset(sat::loadScene(file), {}, true);
        state.watched.clear();
        state.selection.clear();
        state.adoptSceneView();
        state.setStatus("Recovered unsaved work: save it to keep it.", 8.0);
    } catch (const std::exception& e) {
        state.modals.showMessage("Could not recover", e.what());
    }
}

/// Draws the body of the front modal; true when it is answered.
bool modalBody(EditorState& state, PendingModal& modal) {
    const float s = state.view.uiScale;
    switch (modal.kind) {
    case PendingModal::Kind::Message:
    case PendingModal::Kind::Shortcuts:
        if (modal.kind == PendingModal::Kind::Shortcuts) {
            keyTable();
        } else {
            // Wrapped: load errors hold long paths, and a modal as wide as the window is hard to read.
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 560.0f * s);
            ImGui::TextUnformatted(modal.text.c_str());
            ImGui::PopTextWrapPos();
        }
        return button("OK", s) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) ||
               ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    case PendingModal::Kind::SaveChanges:
        ImGui::TextUnformatted(modal.text.c_str());
        if (button("Save", s)) {
            state.saveOrAsk(modal.then);
            return true;
        }
        ImGui::SameLine();
        if (button("Don't save", s)) {
            if (modal.then) modal.then();
            return true;
        }
        ImGui::SameLine();
        return button("Cancel", s) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    case PendingModal::Kind::Confirm:
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 560.0f * s);
        ImGui::TextUnformatted(modal.text.c_str());
        ImGui::PopTextWrapPos();
        // Not the Enter that asked the question: the modal opens in the frame of that key press.
        if (button(modal.confirmLabel.c_str(), s) ||
            (!ImGui::IsWindowAppearing() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))) {
            if (modal.then) modal.then();
            return true;
        }
        ImGui::SameLine();
        return button("Cancel", s) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    case PendingModal::Kind::Recovery:
        ImGui::Text("SATlab found unsaved work from a session that did not end normally:\n%s", modal.path.string().c_str());
        if (button("Recover", s)) {
            recover(state, modal.path);
            return true;
        }
        ImGui::SameLine();
        if (button("Discard", s)) {
            std::error_code ec;
            std::filesystem::remove(modal.path, ec);
            return true;
        }
        return false;
    }
    return true;
}

void browserResult(EditorState& state) {
    const FileBrowser::Mode mode = state.modals.browser.mode();
    const std::optional<std::filesystem::path> chosen = state.modals.browser.draw(state.view.uiScale);
    if (!chosen) {
        if (!state.modals.browser.isOpen()) state.modals.afterSaveAs = nullptr;
        return;
    }
    std::string error;
    if (mode == FileBrowser::Mode::Open) {
        if (!state.load(*chosen, false, &error)) state.modals.showMessage("Could not open " + chosen->filename().string(), error);
        return;
    }
    if (!state.saveTo(*chosen, &error)) {
        state.modals.showMessage("Could not save", error);
        state.modals.afterSaveAs = nullptr;
        return;
    }
    if (auto then = std::move(state.modals.afterSaveAs)) {
        state.modals.afterSaveAs = nullptr;
        then();
    }
}

} // namespace

void Modals::showMessage(std::string title, std::string text) {
    PendingModal modal;
    modal.kind = PendingModal::Kind::Message;
    modal.title = std::move(title);
    modal.text = std::move(text);
    queue.push_back(std::move(modal));
}

void Modals::confirm(std::string title, std::string text, std::string confirmLabel, std::function<void()> then) {
    PendingModal modal;
    modal.kind = PendingModal::Kind::Confirm;
    modal.title = std::move(title);
    modal.text = std::move(text);
    modal.confirmLabel = std::move(confirmLabel);
    modal.then = std::move(then);
    queue.push_back(std::move(modal));
}

void drawModals(EditorState& state) {
    if (!state.modals.queue.empty() && !state.modals.browser.isOpen()) {
        PendingModal& modal = state.modals.queue.front();
        const std::string id = popupId(modal);
        if (!modal.opened) {
            ImGui::OpenPopup(id.c_str());
            modal.opened = true;
        }
        const ImVec2 center(ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f);
        ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
        if (ImGui::BeginPopupModal(id.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
            PendingModal current = modal; // the body may queue new modals
            const bool answered = modalBody(state, current);
            if (answered) {
                ImGui::CloseCurrentPopup();
                state.modals.queue.pop_front();
            }
            ImGui::EndPopup();
        } else {
            state.modals.queue.pop_front(); // closed some other way
        }
    }
    browserResult(state);
}

} // namespace ui
