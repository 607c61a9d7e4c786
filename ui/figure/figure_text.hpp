// SPDX-License-Identifier: MIT
#pragma once
// Text metrics of the current ImGui font, for laying out SVG text exactly as
// the window (and the PNG path) lays it out. Needs an ImGui context whose
// font atlas is built; no renderer.

#include <filesystem>
#include <string>

#include "ui/draw/svg_canvas.hpp"
#include "ui/figure/figure.hpp"

struct ImFont;

namespace ui {

/// The current ImGui font, or the atlas's first font outside a frame (ImGui
/// sets the current font in NewFrame); null without fonts.
ImFont* figureFont();

/// Measures with the current ImGui font; ascent from that font.
TextMetrics imguiTextMetrics();

/// figureSvg() written atomically to `file`. False with *error on failure
/// (then no file is left).
bool writeFigureSvg(const Figure& figure, double scale, const std::filesystem::path& file, std::string* error);

} // namespace ui
