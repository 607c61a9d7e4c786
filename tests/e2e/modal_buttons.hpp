// SPDX-License-Identifier: MIT
#pragma once
// Finding a modal's row of buttons in a screenshot (ImGui's button colour in
// SATlab's theme), so tests can click them without depending on text widths.

#include <filesystem>
#include <optional>
#include <string>

#include "png_image.hpp"

namespace e2e {

inline const Rgb kModalButton{14, 78, 116}; ///< ui/editor/style.cpp's Button colour over the popup background
/// Modals open centred on the 1280x800 window: their buttons lie in this band
/// (one or two lines of text above them), clear of the panels' own buttons.
inline const PixelRect kModalArea{100, 400, 1180, 460};

struct Point {
    int x, y;
};

/// A button is about 120 x 24 px; fewer pixels of its colour are stray
/// antialiasing (e.g. the edge of a blue badge), not a button.
inline constexpr int kMinButtonPixels = 1000;

/// The bounding box of the buttons of the modal in `screenshot`, if one is shown.
inline std::optional<PixelRect> modalButtonRow(const std::filesystem::path& screenshot) {
    const PngImage image(screenshot);
    if (image.countNear(kModalButton, kModalArea, 6) < kMinButtonPixels) return std::nullopt;
    return image.boundsOf(kModalButton, kModalArea, 6);
}

/// The middle of button `index` of `count` equal buttons in `row`.
inline Point buttonCenter(const PixelRect& row, int index, int count) {
    const int width = (row.x1 - row.x0) / count;
    return {row.x0 + width * index + width / 2, (row.y0 + row.y1) / 2};
}

/// Script lines that click at `point` and let the answer take effect.
inline std::string clickAt(Point point) {
    return "mouse-move " + std::to_string(point.x) + " " + std::to_string(point.y) + "\nmouse-down left\nmouse-up left\nwait 2\n";
}

} // namespace e2e
