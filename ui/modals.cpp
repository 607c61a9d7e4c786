// Modals, one at a time from the editor's queue: messages, "Save changes?",
// "Recover unsaved work?" and the key reference; then the file browser.
#include <fstream>
#include <sstream>

#include <imgui.h>

#include "ui/editor_state.hpp"

namespace ui {
namespace {

constexpr const char* kShortcuts =
    "Mouse\n"
    "  Click a shape: select it (A)        Shift+click: select a second (B)\n"
    "  Drag a shape: move it               Drag a square handle: resize (Alt: about the centre)\n"
    "  Drag the round handle: rotate       Drag a polygon's corner: move the vertex\n"
    "  Ctrl while dragging: snap to the grid and to 15 degrees\n"
    "  Wheel: zoom about the cursor        Middle drag, Space+drag or drag on empty space: pan\n"
    "  Hover an axis (in the view or the SAT table): highlight it in both\n"
    "\n"
    "Keys\n"
    "  Arrows: nudge 0.1 (Shift: 1)        Q / E: rotate 5 degrees (Shift: 15)\n"
    "  F: frame all    Tab: next shape    Esc: select none    Del: delete\n"
    "  Ctrl+D duplicate   Ctrl+Z undo   Ctrl+Shift+Z / Ctrl+Y redo\n"
    "  Ctrl+N new   Ctrl+O open   Ctrl+S save   Ctrl+Shift+S save as   Ctrl+Q quit";

std::string popupId(const PendingModal& modal) {
    switch (modal.kind) {
    case PendingModal::Kind::SaveChanges: return "Save changes?###modal";
    case PendingModal::Kind::Recovery: return "Recover unsaved work?###modal";
    default: return modal.title + "###modal";
    }
}

bool button(const char* label, float uiScale) { return ImGui::Button(label, ImVec2(130.0f * uiScale, 0.0f)); }

void recover(EditorState& state, const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    try {
        state.document.reset(sat::parseScene(text.str(), file.string()), {}, true);
        state.selection.clear();
        state.adoptSceneView();
        state.setStatus("Recovered unsaved work: save it to keep it.", 8.0);
    } catch (const std::exception& e) {
        state.showMessage("Could not recover", e.what());
    }
}

/// Draws the body of the front modal; true when it is answered.
bool modalBody(EditorState& state, PendingModal& modal) {
    const float s = state.uiScale;
    switch (modal.kind) {
    case PendingModal::Kind::Message:
    case PendingModal::Kind::Shortcuts:
        ImGui::TextUnformatted(modal.kind == PendingModal::Kind::Shortcuts ? kShortcuts : modal.text.c_str());
        return button("OK", s) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter));
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
    const FileBrowser::Mode mode = state.browser.mode();
    const std::optional<std::filesystem::path> chosen = state.browser.draw(state.uiScale);
    if (!chosen) {
        if (!state.browser.isOpen()) state.afterSaveAs = nullptr;
        return;
    }
    std::string error;
    if (mode == FileBrowser::Mode::Open) {
        if (!state.load(*chosen, false, &error)) state.showMessage("Could not open " + chosen->filename().string(), error);
        return;
    }
    if (!state.saveTo(*chosen, &error)) {
        state.showMessage("Could not save", error);
        state.afterSaveAs = nullptr;
        return;
    }
    if (auto then = std::move(state.afterSaveAs)) {
        state.afterSaveAs = nullptr;
        then();
    }
}

} // namespace

void drawModals(EditorState& state) {
    if (!state.modals.empty() && !state.browser.isOpen()) {
        PendingModal& modal = state.modals.front();
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
                state.modals.pop_front();
            }
            ImGui::EndPopup();
        } else {
            state.modals.pop_front(); // closed some other way
        }
    }
    browserResult(state);
}

} // namespace ui
