// SPDX-License-Identifier: MIT
// Loading PNGs and measuring their difference per pixel and per block, for figure tests.
#include "image_compare.hpp"

#include <algorithm>
#include <cstdlib>

#include <stb_image.h>

namespace figures {

RgbaImage loadPng(const std::filesystem::path& file) {
    RgbaImage image;
    int channels = 0;
    unsigned char* pixels = stbi_load(file.c_str(), &image.width, &image.height, &channels, 4);
    if (pixels == nullptr) return {};
    image.rgba.assign(pixels, pixels + static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4);
    stbi_image_free(pixels);
    return image;
}

double fractionDiffering(const RgbaImage& a, const RgbaImage& b, int threshold) {
    if (a.width != b.width || a.height != b.height || a.width == 0) return 1.0;
    long differing = 0;
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x)
            for (int c = 0; c < 4; ++c)
                if (std::abs(a.channel(x, y, c) - b.channel(x, y, c)) > threshold) {
                    ++differing;
                    break;
                }
    return static_cast<double>(differing) / (static_cast<double>(a.width) * a.height);
}

double maxBlockDifference(const RgbaImage& a, const RgbaImage& b, int block) {
    if (a.width != b.width || a.height != b.height || a.width == 0) return 255.0;
    double worst = 0.0;
    for (int top = 0; top + block <= a.height; top += block)
        for (int left = 0; left + block <= a.width; left += block)
            for (int c = 0; c < 4; ++c) {
                long sum = 0;
                for (int y = top; y < top + block; ++y)
                    for (int x = left; x < left + block; ++x) sum += a.channel(x, y, c) - b.channel(x, y, c);
                worst = std::max(worst, std::abs(static_cast<double>(sum)) / (block * block));
            }
    return worst;
}

} // namespace figures
