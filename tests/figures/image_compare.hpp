// SPDX-License-Identifier: MIT
#pragma once
// Comparing rendered images for the figure tests: loading PNGs (stb_image)
// and two measures of difference, per pixel and per block of pixels.

#include <cstdint>
#include <filesystem>
#include <vector>

namespace figures {

struct RgbaImage {
    int width = 0, height = 0;
    std::vector<std::uint8_t> rgba; ///< rows top to bottom
    int channel(int x, int y, int c) const {
        return rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4 +
                    static_cast<std::size_t>(c)];
    }
};

/// An RGBA PNG; width 0 when it cannot be read.
RgbaImage loadPng(const std::filesystem::path& file);

/// Share of pixels (0..1) where some channel (alpha included) differs by more than `threshold`.
/// Images of different sizes differ everywhere (1).
double fractionDiffering(const RgbaImage& a, const RgbaImage& b, int threshold);

/// The largest difference of one channel's mean over a `block` x `block` square,
/// over all squares: where things are drawn, blind to how edges and glyphs are rasterised.
double maxBlockDifference(const RgbaImage& a, const RgbaImage& b, int block);

} // namespace figures
