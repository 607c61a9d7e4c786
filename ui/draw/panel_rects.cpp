// SPDX-License-Identifier: MIT
// Where the floating panels were last frame, for drawing that must stay clear of them.
#include "ui/draw/panel_rects.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_internal.h> // GImGui->Windows: the panels' rectangles

namespace ui {

namespace {

constexpr ImGuiWindowFlags kIgnored = ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup |
                                      ImGuiWindowFlags_NoBackground;

} // namespace

std::vector<PanelRect> panelRects() {
    std::vector<PanelRect> rects;
    const ImGuiContext* context = ImGui::GetCurrentContext();
    if (!context) return rects;
    for (const ImGuiWindow* window : context->Windows) {
        if (!window->WasActive || window->Hidden || (window->Flags & kIgnored)) continue;
        rects.push_back({{window->Pos.x, window->Pos.y}, {window->Pos.x + window->Size.x, window->Pos.y + window->Size.y}});
    }
    return rects;
}

std::optional<PanelFit> panelFit(const std::string& name) {
    if (!ImGui::GetCurrentContext()) return std::nullopt;
    const ImGuiWindow* window = ImGui::FindWindowByName(name.c_str());
    if (!window || !window->WasActive || window->Hidden) return std::nullopt;
    PanelFit fit;
    fit.rect = {{window->Pos.x, window->Pos.y}, {window->Pos.x + window->Size.x, window->Pos.y + window->Size.y}};
    fit.needed = {window->ContentSizeIdeal.x + 2.0 * window->WindowPadding.x + window->ScrollbarSizes.x,
                  window->ContentSizeIdeal.y + 2.0 * window->WindowPadding.y + window->TitleBarHeight()};
    fit.collapsed = window->Collapsed;
    return fit;
}

glm::dvec2 freeRowBetweenPanels(double top, double bottom, double left, double right, double centre) {
    glm::dvec2 row{left, right};
    const ImGuiContext* context = ImGui::GetCurrentContext();
    if (!context) return row;
    for (const ImGuiWindow* window : context->Windows) {
        if (!window->WasActive || window->Hidden || (window->Flags & kIgnored)) continue;
        const double x0 = window->Pos.x;
        const double x1 = window->Pos.x + window->Size.x;
        if (window->Pos.y >= bottom || window->Pos.y + window->Size.y <= top) continue;
        if (x0 <= centre && x1 >= centre) continue;
        if ((x0 + x1) * 0.5 < centre) row.x = std::max(row.x, x1);
        else row.y = std::min(row.y, x0);
    }
    return row;
}

} // namespace ui
