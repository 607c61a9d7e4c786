// SPDX-License-Identifier: MIT
// The editor's modals, one at a time from its queue: messages, "Save changes?",
// "Recover unsaved work?", questions and the key reference; then the file
// browser, whose answer opens or saves the scene.

#include <utility>

#include <imgui.h>

#include "ui/editor/editor_state.hpp"
#include "ui/panels/modals.hpp"

namespace ui {
namespace {

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
            drawKeyTable();
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
