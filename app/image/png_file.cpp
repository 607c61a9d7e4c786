// SPDX-License-Identifier: MIT
// PNG files encoded in memory and written atomically, so a failure leaves no partial image.
#include "app/image/png_file.hpp"

#include <stb_image_write.h>

#include "sat/scene.hpp"

namespace app {

std::string encodePng(const Image& image) {
    std::string bytes;
    if (image.width <= 0 || image.height <= 0) return bytes;
    const auto append = [](void* context, void* data, int size) {
        static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
    };
    if (stbi_write_png_to_func(append, &bytes, image.width, image.height, 4, image.rgba.data(), image.width * 4) == 0)
        bytes.clear();
    return bytes;
}

bool writePngAtomically(const Image& image, const std::filesystem::path& file, std::string* error) {
    const std::string bytes = encodePng(image);
    if (bytes.empty()) {
        *error = file.string() + ": cannot save: the image has no pixels";
        return false;
    }
    try {
        sat::writeFileAtomically(file, bytes);
        return true;
    } catch (const std::exception& failure) {
        *error = failure.what();
        return false;
    }
}

} // namespace app
