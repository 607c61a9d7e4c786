// SPDX-License-Identifier: MIT
// Text metrics of the current ImGui font, so SVG text is laid out as the window lays it out.
#include "ui/figure/figure_text.hpp"

#include <imgui.h>

#include "sat/scene.hpp"
#include "ui/draw/imgui_canvas.hpp"

namespace ui {

ImFont* figureFont() {
    if (ImGui::GetCurrentContext() == nullptr) return nullptr;
    if (ImFont* font = ImGui::GetFont()) return font;
    const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    return atlas->Fonts.empty() ? nullptr : atlas->Fonts[0];
}

TextMetrics imguiTextMetrics() {
    TextMetrics metrics;
    ImFont* font = figureFont();
    if (font == nullptr) return approximateTextMetrics();
    metrics.measure = [font](std::string_view text, float size) { return ImGuiCanvas(nullptr, font).textSize(text, size); };
    // ImGui puts the baseline at the font's (rounded) ascent below the top.
    if (font != nullptr && font->FontSize > 0.0f) metrics.ascent = font->Ascent / font->FontSize;
    return metrics;
}

bool writeFigureSvg(const Figure& figure, double scale, const std::filesystem::path& file, std::string* error) {
    try {
        sat::writeFileAtomically(file, figureSvg(figure, scale, imguiTextMetrics()));
        return true;
    } catch (const std::exception& failure) {
        if (error) *error = failure.what();
        return false;
    }
}

} // namespace ui
