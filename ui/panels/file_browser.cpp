// SPDX-License-Identifier: MIT
// The in-app file browser: a folder's listing (plain std::filesystem) and its ImGui dialog.
#include "ui/panels/file_browser.hpp"

#include <algorithm>
#include <cstring>

#include <imgui.h>

namespace ui {
namespace {

void copyInto(char* buffer, std::size_t size, const std::string& text) { std::snprintf(buffer, size, "%s", text.c_str()); }

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
                 extension == ".json" || (includeMaps && (extension == ".tmx" || extension == ".tmj")))
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
    lastFolder_ = chosen.parent_path();
    open_ = false;
    ImGui::CloseCurrentPopup();
    return chosen;
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
    if (ImGui::IsWindowAppearing() && mode_ == Mode::SaveAs) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::InputTextWithHint("##name", "file name (.json)", nameField_, sizeof nameField_,
                                                ImGuiInputTextFlags_EnterReturnsTrue);
    if (!chosen && (enter || ImGui::Button(mode_ == Mode::Open ? "Open" : "Save", ImVec2(120.0f * uiScale, 0))))
        chosen = confirm();
    ImGui::SameLine();
    const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    if (!chosen && (ImGui::Button("Cancel", ImVec2(120.0f * uiScale, 0)) || escape)) {
        open_ = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
    return chosen;
}

} // namespace ui
