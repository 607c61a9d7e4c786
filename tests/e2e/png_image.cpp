// SPDX-License-Identifier: MIT
// Reading screenshots back (stb_image) and finding where colours are in them.
#include "png_image.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include <stb_image.h>

namespace e2e {

Rgb hexColor(const char* hex) {
    const std::string text(hex + 1);
    const auto channel = [&](std::size_t at) { return static_cast<int>(std::strtol(text.substr(at, 2).c_str(), nullptr, 16)); };
    return {channel(0), channel(2), channel(4)};
}

PngImage::PngImage(const std::filesystem::path& file) {
    int channels = 0;
    unsigned char* pixels = stbi_load(file.c_str(), &width_, &height_, &channels, 4);
    if (pixels == nullptr) {
        width_ = height_ = 0;
        return;
    }
    rgba_.assign(pixels, pixels + static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_) * 4);
    stbi_image_free(pixels);
}

Rgb PngImage::at(int x, int y) const {
    const auto offset = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)) * 4;
    return {rgba_[offset], rgba_[offset + 1], rgba_[offset + 2]};
}

int PngImage::countNear(Rgb color, PixelRect rect, int tolerance) const {
    int count = 0;
    for (int y = std::max(0, rect.y0); y < std::min(height_, rect.y1); ++y) {
        for (int x = std::max(0, rect.x0); x < std::min(width_, rect.x1); ++x) {
            const Rgb pixel = at(x, y);
            if (std::abs(pixel.r - color.r) <= tolerance && std::abs(pixel.g - color.g) <= tolerance &&
                std::abs(pixel.b - color.b) <= tolerance) {
                ++count;
            }
        }
    }
    return count;
}

std::optional<PixelRect> PngImage::boundsOf(Rgb color, PixelRect rect, int tolerance) const {
    std::optional<PixelRect> bounds;
    for (int y = std::max(0, rect.y0); y < std::min(height_, rect.y1); ++y) {
        for (int x = std::max(0, rect.x0); x < std::min(width_, rect.x1); ++x) {
            const Rgb pixel = at(x, y);
            if (std::abs(pixel.r - color.r) > tolerance || std::abs(pixel.g - color.g) > tolerance ||
                std::abs(pixel.b - color.b) > tolerance) {
                continue;
            }
            if (!bounds) bounds = PixelRect{x, y, x + 1, y + 1};
            bounds->x0 = std::min(bounds->x0, x);
            bounds->y0 = std::min(bounds->y0, y);
            bounds->x1 = std::max(bounds->x1, x + 1);
            bounds->y1 = std::max(bounds->y1, y + 1);
        }
    }
    return bounds;
}

int PngImage::countNear(Rgb color, int tolerance) const { return countNear(color, {0, 0, width_, height_}, tolerance); }

} // namespace e2e
