// SPDX-License-Identifier: MIT
#pragma once
// Reading screenshots back (stb_image) and asking where colours are.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

namespace e2e {

struct Rgb {
    int r = 0, g = 0, b = 0;
};

/// Parses "#rrggbb".
Rgb hexColor(const char* hex);

/// The dark theme's colour of the separating axis and line (Theme::dark().separating, #ffd60a).
inline constexpr Rgb kSeparatingYellow{255, 214, 10};

struct PixelRect {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0; ///< window pixels, [x0, x1) x [y0, y1)
};

class PngImage {
public:
    /// Loads an RGBA PNG; width() is 0 when it cannot be read.
    explicit PngImage(const std::filesystem::path& file);
    int width() const { return width_; }
    int height() const { return height_; }
    Rgb at(int x, int y) const;
    /// Pixels in `rect` within `tolerance` (per channel) of `color`.
    int countNear(Rgb color, PixelRect rect, int tolerance) const;
    /// The same over the whole image.
    int countNear(Rgb color, int tolerance) const;
    /// The smallest rectangle holding every pixel of `color` in `rect`; none if there is none.
    std::optional<PixelRect> boundsOf(Rgb color, PixelRect rect, int tolerance) const;

private:
    int width_ = 0;
    int height_ = 0;
    std::vector<std::uint8_t> rgba_;
};

} // namespace e2e
