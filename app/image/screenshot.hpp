// SPDX-License-Identifier: MIT
#pragma once
// Screenshots: the window's back buffer as a PNG (stb_image_write, which
// Debian's libstb already contains).

#include <filesystem>
#include <string>

#include "app/window/platform.hpp"

namespace app {

/// Writes `image` as an 8-bit RGBA PNG. Creates missing parent folders.
/// False with *error on failure.
bool writePng(const Image& image, const std::filesystem::path& file, std::string* error);

} // namespace app
