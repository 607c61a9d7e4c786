// SPDX-License-Identifier: MIT
#pragma once
// The editor's modals: messages and questions shown one after the other, and
// the file browser that Open and Save As show.

#include <deque>
#include <filesystem>
#include <functional>
#include <string>

#include "ui/panels/file_browser.hpp"

namespace ui {

class EditorState;

/// A question or message the editor is showing in a modal.
struct PendingModal {
    enum class Kind { Message, SaveChanges, Recovery, Shortcuts };
    Kind kind = Kind::Message;
    std::string title;
    std::string text;
    std::function<void()> then; ///< SaveChanges: what to do once saved or discarded
    std::filesystem::path path; ///< Recovery: the recovery file
    bool opened = false;        ///< ImGui::OpenPopup was called for it
};

struct Modals {
    std::deque<PendingModal> queue;    ///< shown one after the other
    FileBrowser browser;               ///< Open and Save As
    std::function<void()> afterSaveAs; ///< continues a guarded action once Save As succeeded
    bool quitConfirmed = false;        ///< the user chose to quit (after saving or discarding)

    /// Queues a message with an OK button.
    void showMessage(std::string title, std::string text);
};

/// The first queued modal, and the file browser while it is open.
void drawModals(EditorState& state);

} // namespace ui
