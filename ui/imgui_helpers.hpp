#pragma once
// Small ImGui helpers the panels and both viewports share.

#include <glm/vec2.hpp>
#include <imgui.h>

#include "ui/canvas.hpp"

namespace ui {

/// One step of the mouse wheel zooms a view by this factor (2D and 3D).
inline constexpr double kZoomPerWheelStep = 1.15;
/// Units per pixel of a numeric field dragged in the inspectors.
inline constexpr float kDragSpeed = 0.01f;

/// A theme colour as ImGui's text and widget colour.
inline ImVec4 toImColor(Rgba c) { return {c.r, c.g, c.b, c.a}; }

/// The mouse in window pixels (y down).
inline glm::dvec2 mousePosition() {
    const ImVec2 p = ImGui::GetIO().MousePos;
    return {p.x, p.y};
}

} // namespace ui
