// SPDX-License-Identifier: MIT
// openSceneOrTiledMap on what is not a readable file: a load error naming it.

#include <filesystem>
#include <string>

#include <gtest/gtest.h>
#include <unistd.h>

#include "sat/tiled.hpp"

namespace sat {
namespace {

TEST(InputFile, FolderSceneAndMapAreLoadErrorsNamingIt) {
    const auto folder = std::filesystem::temp_directory_path() / ("satlab-open-" + std::to_string(::getpid()) + "-scene.json");
    std::filesystem::create_directories(folder);
    try {
        (void)openSceneOrTiledMap(folder);
        ADD_FAILURE() << "a folder opened";
    } catch (const SceneLoadError& error) {
        EXPECT_EQ(std::string(error.what()), folder.string() + ": is a folder, not a file");
    }
    std::filesystem::remove(folder);
}

} // namespace
} // namespace sat
