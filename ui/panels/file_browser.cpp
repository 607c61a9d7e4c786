// SPDX-License-Identifier: MIT
// The in-app file browser: a folder's listing (plain std::filesystem) and its ImGui dialog.
#include "ui/panels/file_browser.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include <imgui.h>

namespace ui {
namespace {

void copyInto(char* buffer, std::size_t size, const std::string& text) { std::snprintf(buffer, size, "%s", text.c_str()); }

/// True when `file` names something that is there and is not a folder (a save would replace it).
bool browserWouldReplace(const std::filesystem::path& file) {
    std::error_code error;
    return std::filesystem::exists(file, error) && !std::filesystem::is_directory(file, error);
}

} // namespace

std::vector<FolderEntry> listFolder(const std::filesystem::path& folder, std::string* error, bool includeMaps) {
    std::vector<FolderEntry> folders;
    std::vector<FolderEntry> files;
    std::error_code ec;
    std::filesystem::directory_iterator it(folder, std::filesystem::directory_options::skip_permission_denied, ec);
    if (ec) {
        if (error) *error = "Cannot read " + folder.string() + ": " + ec.message();
        return {};
    }
    for (const auto& entry : it) {
        const std::string name = entry.path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        std::error_code typeError;
        if (entry.is_directory(typeError)) folders.push_back({name, true});
        else if (const auto extension = entry.path().extension();
                 extension == ".json" || (includeMaps && (extension == ".tmx" || extension == ".tmj" || extension == ".satrec")))
            files.push_back({name, false});
    }
    auto byName = [](const FolderEntry& a, const FolderEntry& b) { return a.name < b.name; };
    std::sort(folders.begin(), folders.end(), byName);
    std::sort(files.begin(), files.end(), byName);
    folders.insert(folders.end(), files.begin(), files.end());
    if (error) error->clear();
    return folders;
}

void FileBrowser::open(Mode mode, std::filesystem::path folder, std::string fileName) {
    mode_ = mode;
    open_ = true;
    justOpened_ = true;
    replacing_.reset();
    askReplace_ = false;
    copyInto(nameField_, sizeof nameField_, fileName);
    changeFolder(std::move(folder));
}

void FileBrowser::changeFolder(std::filesystem::path folder) {
    std::error_code ec;
    std::filesystem::path absolute = std::filesystem::weakly_canonical(folder, ec);
    folder_ = ec ? folder : absolute;
    entries_ = listFolder(folder_, &listError_, mode_ == Mode::Open); // Save As never offers a map to overwrite
    copyInto(pathField_, sizeof pathField_, folder_.string());
}

std::optional<std::filesystem::path> FileBrowser::confirm() {
    std::string name = nameField_;
    if (name.empty()) return std::nullopt;
    if (mode_ == Mode::SaveAs && std::filesystem::path(name).extension().empty()) name += ".json";
    const std::filesystem::path chosen = std::filesystem::path(name).is_absolute() ? std::filesystem::path(name) : folder_ / name;
    if (mode_ == Mode::SaveAs && browserWouldReplace(chosen)) {
        // Never replaced silently: the question opens over the browser, which stays open behind it.
        replacing_ = chosen;
        askReplace_ = true;
        return std::nullopt;
    }
    return choose(chosen);
}

std::optional<std::filesystem::path> FileBrowser::choose(const std::filesystem::path& chosen) {
    lastFolder_ = chosen.parent_path();
    open_ = false;
    ImGui::CloseCurrentPopup();
    return chosen;
}

FileBrowser::ReplaceAnswer FileBrowser::drawReplaceQuestion(float uiScale) {
    if (!replacing_) return ReplaceAnswer::None;
    // Worded and answered as every "Replace?" in SATlab: Replace (Enter) or Cancel (Esc).
    const std::string id = "Replace " + replacing_->filename().string() + "?###replace";
    if (askReplace_) {
        ImGui::OpenPopup(id.c_str());
        askReplace_ = false;
    }
    const ImVec2 center(ImGui::GetIO().DisplaySize.x * 0.5f, ImGui::GetIO().DisplaySize.y * 0.5f);
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal(id.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings))
        return ReplaceAnswer::Cancel; // closed some other way
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 560.0f * uiScale);
    ImGui::TextUnformatted((replacing_->string() + " already exists. Replace it with this scene?").c_str());
    ImGui::PopTextWrapPos();
    const ImVec2 buttonSize(130.0f * uiScale, 0.0f);
    ReplaceAnswer answer = ReplaceAnswer::None;
    // Not the Enter that asked the question: the question opens in the frame of that key press.
    if (ImGui::Button("Replace", buttonSize) ||
        (!ImGui::IsWindowAppearing() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false)))
        answer = ReplaceAnswer::Replace;
    ImGui::SameLine();
    const bool cancel = ImGui::Button("Cancel", buttonSize) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    if (answer == ReplaceAnswer::None && cancel) answer = ReplaceAnswer::Cancel;
    if (answer != ReplaceAnswer::None) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return answer;
}

void FileBrowser::drawListing(float uiScale, std::optional<std::filesystem::path>& chosen) {
    ImGui::BeginChild("##entries", ImVec2(0, 300.0f * uiScale), true);
    if (ImGui::Selectable("..  (up one folder)")) changeFolder(folder_.parent_path());
    if (!listError_.empty()) ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.2f, 1.0f), "%s", listError_.c_str());
    for (const FolderEntry& entry : std::vector<FolderEntry>(entries_)) {
        const std::string text = entry.isFolder ? "[folder]  " + entry.name : "          " + entry.name;
        const bool selected = !entry.isFolder && entry.name == nameField_;
        if (ImGui::Selectable(text.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
            if (entry.isFolder) {
                changeFolder(folder_ / entry.name);
                break;
            }
            copyInto(nameField_, sizeof nameField_, entry.name);
            if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) chosen = confirm();
        }
    }
    ImGui::EndChild();
}

std::optional<std::filesystem::path> FileBrowser::draw(float uiScale) {
    if (!open_) return std::nullopt;
    const char* title = mode_ == Mode::Open ? "Open scene" : "Save scene as";
    if (justOpened_) {
        ImGui::OpenPopup(title);
        justOpened_ = false;
    }
    ImGui::SetNextWindowSize(ImVec2(620.0f * uiScale, 0.0f), ImGuiCond_Appearing);
    std::optional<std::filesystem::path> chosen;
    if (!ImGui::BeginPopupModal(title, &open_, ImGuiWindowFlags_NoSavedSettings)) return std::nullopt;
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputText("##folder", pathField_, sizeof pathField_, ImGuiInputTextFlags_EnterReturnsTrue))
        changeFolder(pathField_);
    drawListing(uiScale, chosen);
    ImGui::SetNextItemWidth(-1.0f);
    // Save As starts in the name field (prefilled, all selected): type a name or press Enter.
    // After Cancel in "Replace NAME?" it is back there, to type another name.
    if ((ImGui::IsWindowAppearing() && mode_ == Mode::SaveAs) || std::exchange(focusName_, false)) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::InputTextWithHint("##name", "file name (.json)", nameField_, sizeof nameField_,
                                                ImGuiInputTextFlags_EnterReturnsTrue);
    // While "Replace NAME?" is asked, its own Enter and Esc answer it, not the browser's.
    const bool asking = replacing_.has_value();
    if (!chosen && (ImGui::Button(mode_ == Mode::Open ? "Open" : "Save", ImVec2(120.0f * uiScale, 0)) || (enter && !asking)))
        chosen = confirm();
    ImGui::SameLine();
    const bool escape = !asking && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    if (!chosen && (ImGui::Button("Cancel", ImVec2(120.0f * uiScale, 0)) || escape)) {
        open_ = false;
        ImGui::CloseCurrentPopup();
    }
    if (chosen || !open_) {
        replacing_.reset();
    } else if (const ReplaceAnswer answer = drawReplaceQuestion(uiScale); answer == ReplaceAnswer::Replace) {
        chosen = choose(*std::exchange(replacing_, std::nullopt));
    } else if (answer == ReplaceAnswer::Cancel) {
        replacing_.reset(); // the browser stays open on the same name
        focusName_ = true;
    }
    ImGui::EndPopup();
    return chosen;
}

} // namespace ui
