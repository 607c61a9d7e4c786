#include "ui/imgui_canvas.hpp"

#include <algorithm>
#include <vector>

#include <imgui.h>

namespace ui {
namespace {

ImVec2 toIm(glm::dvec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
ImU32 toIm(Rgba c) { return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a)); }

std::vector<ImVec2> toIm(std::span<const glm::dvec2> points) {
    std::vector<ImVec2> result;
    result.reserve(points.size());
    for (const glm::dvec2& p : points) result.push_back(toIm(p));
    return result;
}

} // namespace

ImGuiCanvas::ImGuiCanvas(ImDrawList* drawList, ImFont* font) : drawList_(drawList), font_(font) {}

void ImGuiCanvas::line(glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness) {
    drawList_->AddLine(toIm(from), toIm(to), toIm(color), thickness);
}

void ImGuiCanvas::polyline(std::span<const glm::dvec2> points, bool closed, Rgba color, float thickness) {
    const std::vector<ImVec2> im = toIm(points);
    drawList_->AddPolyline(im.data(), static_cast<int>(im.size()), toIm(color), closed ? ImDrawFlags_Closed : 0,
                           thickness);
}

void ImGuiCanvas::fillConvex(std::span<const glm::dvec2> points, Rgba color) {
    std::vector<ImVec2> im = toIm(points);
    if (im.size() < 3) return;
    // ImGui's anti-aliased fill expects clockwise points on screen (y down):
    // reverse a counter-clockwise list so both windings fill with a clean edge.
    double area = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const glm::dvec2 a = points[i];
        const glm::dvec2 b = points[(i + 1) % points.size()];
        area += a.x * b.y - a.y * b.x;
    }
    if (area < 0.0) std::reverse(im.begin(), im.end());
    drawList_->AddConvexPolyFilled(im.data(), static_cast<int>(im.size()), toIm(color));
}

void ImGuiCanvas::fillCircle(glm::dvec2 center, float radius, Rgba color) {
    drawList_->AddCircleFilled(toIm(center), radius, toIm(color));
}

void ImGuiCanvas::circle(glm::dvec2 center, float radius, Rgba color, float thickness) {
    drawList_->AddCircle(toIm(center), radius, toIm(color), 0, thickness);
}

void ImGuiCanvas::fillRect(glm::dvec2 min, glm::dvec2 max, Rgba color, float rounding) {
    drawList_->AddRectFilled(toIm(min), toIm(max), toIm(color), rounding);
}

void ImGuiCanvas::text(glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba color, float size) {
    const glm::dvec2 topLeft = anchoredTopLeft(at, anchor, textSize(text, size));
    ImFont* font = font_ ? font_ : ImGui::GetFont();
    drawList_->AddText(font, size, toIm(topLeft), toIm(color), text.data(), text.data() + text.size());
}

glm::dvec2 ImGuiCanvas::textSize(std::string_view text, float size) const {
    ImFont* font = font_ ? font_ : ImGui::GetFont();
    const ImVec2 s = font->CalcTextSizeA(size, 1e9f, 0.0f, text.data(), text.data() + text.size());
    return {s.x, s.y};
}

void ImGuiCanvas::pushClip(glm::dvec2 min, glm::dvec2 max) { drawList_->PushClipRect(toIm(min), toIm(max), true); }
void ImGuiCanvas::popClip() { drawList_->PopClipRect(); }

} // namespace ui
