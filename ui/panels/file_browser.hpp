// SPDX-License-Identifier: MIT
#pragma once
// The in-app file browser (no native dialogs on Debian's ImGui): folders and
// .json files of one folder, a path field, Open or Save As. The listing is
// plain std::filesystem logic, testable without ImGui.

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ui {

struct FolderEntry {
    std::string name;
    bool isFolder = false;
};

/// Sub-folders (without hidden ones) then .json files, each sorted by name;
/// with `includeMaps`, also Tiled maps (.tmx, .tmj: opened through the
/// importer, docs/tiled-import.md). Unreadable folders give an empty list
/// and `*error` set.
std::vector<FolderEntry> listFolder(const std::filesystem::path& folder, std::string* error, bool includeMaps = false);

class FileBrowser {
public:
    enum class Mode { Open, SaveAs };

    /// Opens the browser's modal in `folder`; `fileName` prefills Save As.
    void open(Mode mode, std::filesystem::path folder, std::string fileName = {});
    bool isOpen() const { return open_; }
    Mode mode() const { return mode_; }
    /// Draws the modal; returns the chosen file once, when the user confirms.
    /// Save As asks "Replace NAME?" before returning a file that exists;
    /// Cancel there leaves the browser open.
    std::optional<std::filesystem::path> draw(float uiScale);
    /// Save As: the existing file the browser is asking to replace, if any.
    const std::optional<std::filesystem::path>& replacing() const { return replacing_; }

    const std::filesystem::path& folder() const { return folder_; }
    void changeFolder(std::filesystem::path folder);
    /// The folder of the last file opened or saved (in the browser or not); empty before the first.
    const std::filesystem::path& lastFolder() const { return lastFolder_; }
    void rememberFolder(std::filesystem::path folder) { lastFolder_ = std::move(folder); }

private:
    void drawListing(float uiScale, std::optional<std::filesystem::path>& chosen);
    std::optional<std::filesystem::path> confirm();
    std::optional<std::filesystem::path> choose(const std::filesystem::path& chosen);
    enum class ReplaceAnswer { None, Replace, Cancel };
    ReplaceAnswer drawReplaceQuestion(float uiScale);

    bool open_ = false;
    bool justOpened_ = false;
    std::optional<std::filesystem::path> replacing_; ///< Save As: the existing file "Replace NAME?" asks about
    bool askReplace_ = false;                        ///< the question's popup is still to be opened
    bool focusName_ = false;                         ///< give the name field the keyboard in the next frame
    Mode mode_ = Mode::Open;
    std::filesystem::path folder_;
    std::filesystem::path lastFolder_;
    std::vector<FolderEntry> entries_;
    std::string listError_;
    char pathField_[1024] = {};
    char nameField_[256] = {};
};

} // namespace ui
