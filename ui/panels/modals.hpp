// SPDX-License-Identifier: MIT
#pragma once
// The editor's modals: messages and questions shown one after the other, and
// the file browser that Open and Save As show. The editor draws them
// (drawModals, ui/editor/editor_state.hpp).

#include <deque>
#include <filesystem>
#include <functional>
#include <span>
#include <string>

#include "ui/panels/file_browser.hpp"

namespace ui {

/// A question or message the editor is showing in a modal.
struct PendingModal {
    enum class Kind { Message, SaveChanges, Recovery, Shortcuts, Confirm };
    Kind kind = Kind::Message;
    std::string title;
    std::string text;
    std::function<void()> then; ///< SaveChanges: what to do once saved or discarded; Confirm: what to do on yes
    std::string confirmLabel;   ///< Confirm: the yes button ("Replace")
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
    /// Queues a question with two buttons, `confirmLabel` (Enter), which runs
    /// `then`, and Cancel (Esc), which does nothing.
    void confirm(std::string title, std::string text, std::string confirmLabel, std::function<void()> then);
};

/// One row of Help > Mouse and keys.
struct KeyHelp {
    const char* keys;
    const char* does;
};
/// Help > Mouse and keys, row by row (2D, figures, then the 3D view's own).
std::span<const KeyHelp> mouseAndKeysHelp();

/// Help > Mouse and keys as a two-column table (inside a window or popup).
void drawKeyTable();

} // namespace ui
