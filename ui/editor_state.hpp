#pragma once
// The editor's state: one plain struct that every panel function receives
// (no globals, no static locals). ui::Editor owns one.

#include <cstdint>
#include <deque>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "ui/document.hpp"
#include "ui/editor.hpp"

namespace ui {

/// A question or message the editor is showing in a modal.
struct PendingModal {
    enum class Kind { None, Message, SaveChanges, Recovery };
    Kind kind = Kind::None;
    std::string title;
    std::string text;
    /// For SaveChanges: what to do once the user answered Save or Don't save.
    enum class Then { Quit, New, Open };
    Then then = Then::Quit;
    std::filesystem::path path; ///< Open: the file; Recovery: the recovery file
};

class EditorState {
public:
    explicit EditorState(EditorConfig config);

    EditorConfig config;
    Document document;

    bool quitConfirmed = false;
    std::deque<PendingModal> modals; ///< shown one after the other

    std::vector<std::filesystem::path> recent; ///< most recent first
    std::uint64_t preferencesRevision = 1;
    void addRecent(const std::filesystem::path& file);
};

} // namespace ui
