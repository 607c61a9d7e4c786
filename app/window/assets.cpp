// SPDX-License-Identifier: MIT
// Finding the bundled assets folder (scenes, examples) from the environment or the executable's place.
#include "app/window/assets.hpp"

#include <cstdlib>
#include <system_error>
#include <vector>

#include <SDL_filesystem.h>
#include <SDL_stdinc.h>

namespace app {

std::filesystem::path findAssetsFolder() {
    std::vector<std::filesystem::path> candidates;
    if (const char* fromEnvironment = std::getenv("SATLAB_ASSETS_DIR"); fromEnvironment && *fromEnvironment) {
        candidates.emplace_back(fromEnvironment);
    }
    if (char* base = SDL_GetBasePath(); base != nullptr) {
        const std::filesystem::path exeFolder(base);
        SDL_free(base);
        candidates.push_back(exeFolder / ".." / "share" / "satlab" / "assets");
        candidates.push_back(exeFolder / "assets");
    }
    candidates.emplace_back(SATLAB_SOURCE_ASSETS_DIR);
    for (const auto& candidate : candidates) {
        std::error_code error;
        if (std::filesystem::is_directory(candidate, error)) return candidate.lexically_normal();
    }
    return candidates.back();
}

} // namespace app
