// SPDX-License-Identifier: MIT
#pragma once
// Runs `satlab render` for the figure tests in an e2e sandbox (no display,
// one llvmpipe thread, temporary XDG folders).

#include <filesystem>
#include <string>
#include <vector>

#include "tests/e2e/satlab_process.hpp"

namespace figures {

/// assets/scenes/NAME in the source tree.
inline std::filesystem::path bundledScene(const std::string& name) {
    return std::filesystem::path(SATLAB_SOURCE_TREE) / "assets" / "scenes" / name;
}
inline std::filesystem::path goldenFolder() { return std::filesystem::path(SATLAB_SOURCE_TREE) / "tests" / "golden"; }

/// `satlab render SCENE -o OUT ARGS...`.
inline e2e::RunResult render(const e2e::Sandbox& sandbox, const std::filesystem::path& scene, const std::filesystem::path& out,
                             const std::vector<std::string>& args = {}) {
    std::vector<std::string> all = {"render", scene.string(), "-o", out.string()};
    all.insert(all.end(), args.begin(), args.end());
    return sandbox.run(all);
}

} // namespace figures
