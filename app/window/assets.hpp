// SPDX-License-Identifier: MIT
#pragma once
// Finding the bundled files (assets/scenes/welcome.json and the examples).

#include <filesystem>

namespace app {

/// The first folder that exists of: $SATLAB_ASSETS_DIR; <exe>/../share/satlab/assets
/// (installed); <exe>/assets; the source tree's assets/ (a build tree).
/// Returns the last candidate even when none exists, so messages can name it.
std::filesystem::path findAssetsFolder();

} // namespace app
