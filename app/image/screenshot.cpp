// SPDX-License-Identifier: MIT
// Screenshots: the window's back buffer read and written as a PNG.
#include "app/image/screenshot.hpp"

#include <system_error>

#include <stb_image_write.h>

namespace app {

bool writePng(const Image& image, const std::filesystem::path& file, std::string* error) {
    if (image.width <= 0 || image.height <= 0) {
        *error = "the window has no pixels to save";
        return false;
    }
    std::error_code folderError;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), folderError);
    if (folderError) {
        *error = "cannot create " + file.parent_path().string() + ": " + folderError.message();
        return false;
    }
    const int stride = image.width * 4;
    if (stbi_write_png(file.c_str(), image.width, image.height, 4, image.rgba.data(), stride) == 0) {
        *error = "cannot write " + file.string();
        return false;
    }
    return true;
}

} // namespace app
