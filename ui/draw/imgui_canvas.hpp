// SPDX-License-Identifier: MIT
#pragma once
// Canvas over an ImGui draw list: what the window shows.

#include "ui/draw/canvas.hpp"

struct ImDrawList;
struct ImFont;

namespace ui {

class ImGuiCanvas final : public Canvas {
public:
    /// `font` may be null (the current font).
    ImGuiCanvas(ImDrawList* drawList, ImFont* font);

    void line(glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness) override;
    void polyline(std::span<const glm::dvec2> points, bool closed, Rgba color, float thickness) override;
    void fillConvex(std::span<const glm::dvec2> points, Rgba color) override;
    void fillCircle(glm::dvec2 center, float radius, Rgba color) override;
    void circle(glm::dvec2 center, float radius, Rgba color, float thickness) override;
    void fillRect(glm::dvec2 min, glm::dvec2 max, Rgba color, float rounding) override;
    void text(glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba color, float size) override;
    glm::dvec2 textSize(std::string_view text, float size) const override;
    void pushClip(glm::dvec2 min, glm::dvec2 max) override;
    void popClip() override;
    /// The draw list's current clip rectangle.
    ClipRect clipRect() const override;

private:
    ImDrawList* drawList_;
    ImFont* font_;
};

} // namespace ui
