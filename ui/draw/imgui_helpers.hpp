// SPDX-License-Identifier: MIT
#pragma once
// Small ImGui helpers the panels and both viewports share.

#include <glm/vec2.hpp>
#include <imgui.h>

#include "ui/draw/canvas.hpp"

namespace ui {

/// One step of the mouse wheel zooms a view by this factor (2D and 3D).
inline constexpr double kZoomPerWheelStep = 1.15;
/// Units per pixel of a numeric field dragged in the inspectors.
inline constexpr float kDragSpeed = 0.01f;

/// A theme colour as ImGui's text and widget colour.
inline ImVec4 toImColor(Rgba c) { return {c.r, c.g, c.b, c.a}; }

/// Begins the ImGui window both views draw in and take the mouse through: the
/// viewport's free rectangle (`pos`, `size` in window pixels), no padding,
/// border, decoration or background, never brought in front of the panels.
/// Its draw list clips to that rectangle. End it with ImGui::End().
inline void beginViewportWindow(ImVec2 pos, ImVec2 size) {
    ImGui::SetNextWindowPos(pos);
    ImGui::SetNextWindowSize(size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoNavFocus |
                                   ImGuiWindowFlags_NoNavInputs | ImGuiWindowFlags_NoScrollWithMouse |
                                   ImGuiWindowFlags_NoBackground;
    ImGui::Begin("##viewport", nullptr, flags);
    ImGui::PopStyleVar(2);
}

/// ImGui's key index of a capital letter 'A'..'Z': ImGui 1.86 maps only
/// ImGuiKey_A, and the backend's indices for A..Z (SDL scancodes) follow it
/// in order.
inline int letterKey(char letter) { return ImGui::GetKeyIndex(ImGuiKey_A) + (letter - 'A'); }

/// The mouse in window pixels (y down).
inline glm::dvec2 mousePosition() {
    const ImVec2 p = ImGui::GetIO().MousePos;
    return {p.x, p.y};
}

} // namespace ui
