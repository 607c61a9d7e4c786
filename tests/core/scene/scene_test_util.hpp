// SPDX-License-Identifier: MIT
#pragma once
// Helpers for the scene tests: parse text and get its problems, build scene
// JSON around one shape, find the bundled scenes.

#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "sat/scene.hpp"

namespace sat::test {

/// The loader's problems for `text` (named "s.json"); empty when it loads.
inline std::vector<std::string> problemsOf(std::string_view text) {
    try {
        (void)parseScene(text, "s.json");
    } catch (const SceneLoadError& error) {
        return error.problems();
    }
    return {};
}

/// A valid 2D scene file around the given shape objects (JSON text).
inline std::string sceneWith(const std::string& shapes) {
    return R"({"format": "satlab-scene", "version": 1, "shapes": [)" + shapes + "]}";
}

/// The repository's assets/scenes folder (SATLAB_SOURCE_DIR is set by ctest;
/// this file's own path is the fallback when the binary is run by hand).
inline std::filesystem::path bundledScenes() {
    if (const char* dir = std::getenv("SATLAB_SOURCE_DIR")) return std::filesystem::path(dir) / "assets" / "scenes";
    return std::filesystem::path(__FILE__).parent_path().parent_path().parent_path().parent_path() / "assets" / "scenes";
}
inline Scene bundledScene(const std::string& name) { return loadScene(bundledScenes() / name); }

} // namespace sat::test
