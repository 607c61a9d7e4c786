// SPDX-License-Identifier: MIT
// Tests of the file browser's folder listing, without ImGui.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "ui/panels/file_browser.hpp"

namespace {

TEST(FileBrowser, ListsFoldersFirstThenJsonFilesSortedWithoutHiddenOrOtherFiles) {
    const auto folder = std::filesystem::temp_directory_path() / "satlab-ui-browser";
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder / "zoo");
    std::filesystem::create_directories(folder / ".hidden");
    for (const char* name : {"b.json", "a.json", "notes.txt"}) std::ofstream(folder / name) << "{}";
    std::string error;
    const auto entries = ui::listFolder(folder, &error);
    std::filesystem::remove_all(folder);
    ASSERT_EQ(entries.size(), 3u);
    EXPECT_EQ(entries[0].name, "zoo");
    EXPECT_TRUE(entries[0].isFolder);
    EXPECT_EQ(entries[1].name, "a.json");
    EXPECT_EQ(entries[2].name, "b.json");
    EXPECT_TRUE(error.empty());
}

TEST(FileBrowser, MissingFolderGivesAnErrorAndNoEntries) {
    std::string error;
    EXPECT_TRUE(ui::listFolder("/nonexistent/satlab/folder", &error).empty());
    EXPECT_FALSE(error.empty());
}

} // namespace
