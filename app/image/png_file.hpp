// SPDX-License-Identifier: MIT
#pragma once
// PNG files written atomically: encoded in memory (stb_image_write), then
// written through core's writeFileAtomically (temporary file, fsync, rename),
// so a failure never leaves a partial image behind.

#include <filesystem>
#include <string>

#include "app/window/platform.hpp"

namespace app {

/// `image` as PNG bytes (8-bit RGBA); empty when it has no pixels.
std::string encodePng(const Image& image);

/// Writes `image` as a PNG at `file`, atomically. Does not create folders.
/// False with *error ("FILE: cannot save: ...") on failure; then no file is left.
bool writePngAtomically(const Image& image, const std::filesystem::path& file, std::string* error);

} // namespace app
