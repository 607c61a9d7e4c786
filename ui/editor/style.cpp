// SPDX-License-Identifier: MIT
// Fonts and the ImGui theme: DejaVu Sans (legible on a projector), rounded
// panels slightly translucent over the viewport.
#include <cstdio>
#include <filesystem>

#include <imgui.h>

#include "ui/editor/editor.hpp"
#include "ui/editor/presentation.hpp"

namespace ui {
namespace {

constexpr float kFontPixels = 16.0f;

const char* findFont() {
    for (const char* path : {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"}) {
        std::error_code ec;
        if (std::filesystem::exists(path, ec)) return path;
    }
    return nullptr;
}

void loadFonts(float scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    // Latin-1, Greek, punctuation (dashes, bullets), arrows and math operators (x, <=, !=).
    static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x0370, 0x03FF, 0x2000, 0x206F, 0x2190, 0x21FF, 0x2200, 0x22FF, 0};
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 2;
    // The second font, larger, is presentation mode's (ui/editor/presentation.hpp): baked now so it stays crisp.
    ImFontConfig large = config;
    std::snprintf(large.Name, sizeof large.Name, "%s", kPresentationFontName);
    if (const char* path = findFont()) {
        if (io.Fonts->AddFontFromFileTTF(path, kFontPixels * scale, &config, kRanges) &&
            io.Fonts->AddFontFromFileTTF(path, kFontPixels * scale * kPresentationScale, &large, kRanges))
            return;
        io.Fonts->Clear();
    }
    ImFontConfig fallback;
    fallback.SizePixels = 13.0f * scale;
    io.Fonts->AddFontDefault(&fallback);
    ImFontConfig largeFallback;
    largeFallback.SizePixels = 13.0f * scale * kPresentationScale;
    std::snprintf(largeFallback.Name, sizeof largeFallback.Name, "%s", kPresentationFontName);
    io.Fonts->AddFontDefault(&largeFallback);
}

void applyTheme(float scale) {
    ImGuiStyle& style = ImGui::GetStyle();
    style = ImGuiStyle();
    ImGui::StyleColorsDark(&style);
    style.WindowRounding = 8.0f;
    style.ChildRounding = 6.0f;
    style.FrameRounding = 5.0f;
    style.PopupRounding = 6.0f;
    style.GrabRounding = 4.0f;
    style.TabRounding = 5.0f;
    style.ScrollbarRounding = 6.0f;
    style.WindowPadding = ImVec2(12, 10);
    style.FramePadding = ImVec2(8, 4);
    style.ItemSpacing = ImVec2(8, 6);
    style.WindowBorderSize = 1.0f;
    style.WindowTitleAlign = ImVec2(0.02f, 0.5f);
    ImVec4* c = style.Colors;
    c[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.12f, 0.15f, 0.94f);
    c[ImGuiCol_PopupBg] = ImVec4(0.12f, 0.13f, 0.16f, 0.98f);
    c[ImGuiCol_Border] = ImVec4(1.0f, 1.0f, 1.0f, 0.10f);
    c[ImGuiCol_TitleBg] = ImVec4(0.14f, 0.16f, 0.20f, 1.0f);
    c[ImGuiCol_TitleBgActive] = ImVec4(0.16f, 0.22f, 0.32f, 1.0f);
    c[ImGuiCol_MenuBarBg] = ImVec4(0.10f, 0.11f, 0.14f, 1.0f);
    c[ImGuiCol_Header] = ImVec4(0.00f, 0.45f, 0.70f, 0.45f);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.00f, 0.45f, 0.70f, 0.70f);
    c[ImGuiCol_HeaderActive] = ImVec4(0.00f, 0.45f, 0.70f, 0.90f);
    c[ImGuiCol_FrameBg] = ImVec4(1.0f, 1.0f, 1.0f, 0.07f);
    c[ImGuiCol_FrameBgHovered] = ImVec4(1.0f, 1.0f, 1.0f, 0.12f);
    c[ImGuiCol_FrameBgActive] = ImVec4(1.0f, 1.0f, 1.0f, 0.18f);
    c[ImGuiCol_Button] = ImVec4(0.00f, 0.45f, 0.70f, 0.55f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.00f, 0.45f, 0.70f, 0.85f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.00f, 0.40f, 0.62f, 1.0f);
    c[ImGuiCol_CheckMark] = ImVec4(0.34f, 0.71f, 0.91f, 1.0f);
    c[ImGuiCol_TableRowBgAlt] = ImVec4(1.0f, 1.0f, 1.0f, 0.03f);
    c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.45f);
    style.ScaleAllSizes(scale);
}

} // namespace

void Editor::setupImGui(float dpiScale) {
    const float scale = dpiScale > 0.0f ? dpiScale : 1.0f;
    loadFonts(scale);
    applyTheme(scale);
}

} // namespace ui
