// SPDX-License-Identifier: MIT
// Figures as PNG: drawFigure into an offscreen framebuffer, supersampled, written atomically.
#include "app/image/figure_png.hpp"

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "app/image/offscreen_frame.hpp"
#include "app/image/png_file.hpp"
#include "ui/draw/imgui_canvas.hpp"
#include "ui/draw/scaled_canvas.hpp"

namespace app {
namespace {

constexpr double kMaxSupersampledPixels = 64.0 * 1024 * 1024;
constexpr float kMaxFontScale = 8.0f; // a bigger atlas buys nothing visible; text is magnified past it

int fittingSupersample(glm::ivec2 out, int wanted) {
    const int maxSide = maxFramebufferSide();
    int factor = std::max(1, wanted);
    while (factor > 1 && (std::max(out.x, out.y) * factor > maxSide ||
                          static_cast<double>(out.x) * out.y * factor * factor > kMaxSupersampledPixels))
        --factor;
    return factor;
}

} // namespace

Image downsample(const Image& image, int factor) {
    if (factor <= 1) return image;
    Image out;
    out.width = image.width / factor;
    out.height = image.height / factor;
    out.rgba.resize(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) * 4);
    const auto count = static_cast<double>(factor * factor);
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x) {
            double sum[4] = {0, 0, 0, 0};
            for (int dy = 0; dy < factor; ++dy)
                for (int dx = 0; dx < factor; ++dx) {
                    const auto at = (static_cast<std::size_t>(y * factor + dy) * static_cast<std::size_t>(image.width) +
                                     static_cast<std::size_t>(x * factor + dx)) *
                                    4;
                    const double alpha = image.rgba[at + 3];
                    for (std::size_t c = 0; c < 3; ++c) sum[c] += image.rgba[at + c] * alpha;
                    sum[3] += alpha;
                }
            const auto to = (static_cast<std::size_t>(y) * static_cast<std::size_t>(out.width) + static_cast<std::size_t>(x)) * 4;
            for (std::size_t c = 0; c < 3; ++c)
                out.rgba[to + c] = static_cast<unsigned char>(sum[3] > 0 ? std::lround(sum[c] / sum[3]) : 0);
            out.rgba[to + 3] = static_cast<unsigned char>(std::lround(sum[3] / count));
        }
    return out;
}

bool renderFigureImage(const ui::Figure& figure, double scale, int supersample, Image* image, std::string* error) {
    const glm::ivec2 out{static_cast<int>(std::lround(figure.size.x * scale)),
                         static_cast<int>(std::lround(figure.size.y * scale))};
    const int factor = fittingSupersample(out, supersample);
    OwnImGuiContext imgui(std::min(kMaxFontScale, static_cast<float>(scale * factor)), true);
    if (!imgui.ok()) {
        *error = "cannot start ImGui's OpenGL3 backend";
        return false;
    }
    OffscreenFrameSpec spec;
    spec.displaySize = glm::dvec2(out * factor);
    spec.clear = figure.transparent ? ui::Rgba{0, 0, 0, 0} : figure.theme.background.withAlpha(1.0f);
    // Exact pixel fit: the layout's width maps onto the output's whole width.
    const double pixelsPerLayoutPx = static_cast<double>(out.x * factor) / figure.size.x;
    Image big;
    const bool drawn = renderImGuiOffscreen(
        spec,
        [&](int) {
            ui::ImGuiCanvas canvas(ImGui::GetBackgroundDrawList(), nullptr);
            ui::ScaledCanvas scaled(canvas, pixelsPerLayoutPx);
            ui::drawFigure(scaled, figure);
        },
        &big, error);
    if (!drawn) return false;
    *image = downsample(big, factor);
    return true;
}

bool writeFigurePng(const ui::Figure& figure, double scale, int supersample, const std::filesystem::path& file,
                    std::string* error) {
    Image image;
    return renderFigureImage(figure, scale, supersample, &image, error) && writePngAtomically(image, file, error);
}

} // namespace app
