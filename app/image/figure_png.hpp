// SPDX-License-Identifier: MIT
#pragma once
// Figures as PNG: ui::drawFigure through an ImGuiCanvas into an offscreen
// framebuffer of the current GL context (the window's, or HeadlessGl's),
// supersampled and averaged on the CPU, written atomically. The SVG path
// (ui::figureSvg) draws the same Figure through the same drawFigure.

#include <filesystem>
#include <string>

#include "app/window/platform.hpp"
#include "ui/figure/figure.hpp"

namespace app {

/// `figure` at `scale` output px per layout px. Drawn `supersample` times
/// bigger (less when that would pass the GL limit or 64 M pixels), then each
/// block of pixels averaged (alpha-weighted). Needs a current GL 3.3 context;
/// uses an ImGui context of its own and restores the caller's.
bool renderFigureImage(const ui::Figure& figure, double scale, int supersample, Image* image, std::string* error);

/// renderFigureImage, then writePngAtomically.
bool writeFigurePng(const ui::Figure& figure, double scale, int supersample, const std::filesystem::path& file,
                    std::string* error);

/// Averages each factor x factor block (alpha-weighted colour); sides must divide.
Image downsample(const Image& image, int factor);

} // namespace app
