// SPDX-License-Identifier: MIT
// The window's canvas: each primitive cut to the draw list's clip rectangle
// (ui/draw/canvas_clip.hpp), then added to the ImGui draw list. ImGui stores
// floats and sizes its buffers by what it is given, so nothing far outside the
// view, and nothing that is not finite, may reach it.
#include "ui/draw/imgui_canvas.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include <glm/common.hpp>
#include <imgui.h>

#include "ui/draw/canvas_clip.hpp"

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

bool circleOutside(const ClipRect& clip, glm::dvec2 center, double reach) {
    if (!std::isfinite(center.x) || !std::isfinite(center.y) || !std::isfinite(reach)) return true;
    return !clip.meets(center - reach, center + reach);
}

} // namespace

ImGuiCanvas::ImGuiCanvas(ImDrawList* drawList, ImFont* font) : drawList_(drawList), font_(font) {}

ClipRect ImGuiCanvas::clipRect() const {
    if (!drawList_ || drawList_->_ClipRectStack.Size == 0) return {}; // a canvas that only measures text
    const ImVec2 lo = drawList_->GetClipRectMin();
    const ImVec2 hi = drawList_->GetClipRectMax();
    return {{lo.x, lo.y}, {hi.x, hi.y}};
}

void ImGuiCanvas::line(glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness) {
    const auto part = clipSegment(from, to, clipRect().grown(strokeGuard(thickness)));
    if (part) drawList_->AddLine(toIm(part->from), toIm(part->to), toIm(color), thickness);
}

void ImGuiCanvas::polyline(std::span<const glm::dvec2> points, bool closed, Rgba color, float thickness) {
    const PolylineRuns cut = clipPolyline(points, closed, clipRect().grown(strokeGuard(thickness)));
    for (const std::vector<glm::dvec2>& run : cut.runs) {
        const std::vector<ImVec2> im = toIm(run);
        drawList_->AddPolyline(im.data(), static_cast<int>(im.size()), toIm(color),
                               closed && cut.wholeInside ? ImDrawFlags_Closed : 0, thickness);
    }
}

void ImGuiCanvas::fillConvex(std::span<const glm::dvec2> points, Rgba color) {
    if (points.size() < 3) return;
    const std::vector<glm::dvec2> inside = clipConvexToRect(points, clipRect().grown(kClipGuardPx));
    std::vector<ImVec2> im = toIm(inside);
    if (im.size() < 3) return;
    // ImGui's anti-aliased fill expects clockwise points on screen (y down):
    // reverse a counter-clockwise list so both windings fill with a clean edge.
    double area = 0.0;
    for (std::size_t i = 0; i < inside.size(); ++i) {
        const glm::dvec2 a = inside[i];
        const glm::dvec2 b = inside[(i + 1) % inside.size()];
        area += a.x * b.y - a.y * b.x;
    }
    if (area < 0.0) std::reverse(im.begin(), im.end());
    drawList_->AddConvexPolyFilled(im.data(), static_cast<int>(im.size()), toIm(color));
}

void ImGuiCanvas::fillCircle(glm::dvec2 center, float radius, Rgba color) {
    if (circleOutside(clipRect(), center, std::abs(radius))) return;
    drawList_->AddCircleFilled(toIm(center), radius, toIm(color));
}

void ImGuiCanvas::circle(glm::dvec2 center, float radius, Rgba color, float thickness) {
    if (circleOutside(clipRect(), center, std::abs(radius) + std::abs(thickness))) return;
    drawList_->AddCircle(toIm(center), radius, toIm(color), 0, thickness);
}

void ImGuiCanvas::fillRect(glm::dvec2 min, glm::dvec2 max, Rgba color, float rounding) {
    if (!allFinite(std::array{min, max})) return;
    // Cut to the visible rectangle: a cut corner's rounding lies outside it.
    const ClipRect cut = intersect(ClipRect{min, max}, clipRect().grown(kClipGuardPx));
    if (!(cut.lo.x <= cut.hi.x && cut.lo.y <= cut.hi.y)) return;
    drawList_->AddRectFilled(toIm(cut.lo), toIm(cut.hi), toIm(color), rounding);
}

void ImGuiCanvas::text(glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba color, float size) {
    const glm::dvec2 box = textSize(text, size);
    const glm::dvec2 topLeft = anchoredTopLeft(at, anchor, box);
    if (!allFinite(std::array{topLeft, box}) || !clipRect().meets(topLeft, topLeft + box)) return;
    ImFont* font = font_ ? font_ : ImGui::GetFont();
    drawList_->AddText(font, size, toIm(topLeft), toIm(color), text.data(), text.data() + text.size());
}

glm::dvec2 ImGuiCanvas::textSize(std::string_view text, float size) const {
    ImFont* font = font_ ? font_ : ImGui::GetFont();
    const ImVec2 s = font->CalcTextSizeA(size, 1e9f, 0.0f, text.data(), text.data() + text.size());
    return {s.x, s.y};
}

void ImGuiCanvas::pushClip(glm::dvec2 min, glm::dvec2 max) {
    // Within the current clip (intersect_with_current_clip_rect), so never larger than what is shown.
    const ClipRect current = clipRect();
    const glm::dvec2 lo = glm::clamp(glm::min(min, max), current.lo, current.hi);
    const glm::dvec2 hi = glm::clamp(glm::max(min, max), current.lo, current.hi);
    drawList_->PushClipRect(toIm(lo), toIm(hi), true);
}
void ImGuiCanvas::popClip() { drawList_->PopClipRect(); }

} // namespace ui
