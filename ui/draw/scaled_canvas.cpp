// SPDX-License-Identifier: MIT
// The scaling canvas: every point and length times one factor, passed on.
#include "ui/draw/scaled_canvas.hpp"

namespace ui {

std::vector<glm::dvec2> ScaledCanvas::placeAll(std::span<const glm::dvec2> points) const {
    std::vector<glm::dvec2> out;
    out.reserve(points.size());
    for (const glm::dvec2& p : points) out.push_back(place(p));
    return out;
}

void ScaledCanvas::line(glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness) {
    target_.line(place(from), place(to), color, scaled(thickness));
}

void ScaledCanvas::polyline(std::span<const glm::dvec2> points, bool closed, Rgba color, float thickness) {
    target_.polyline(placeAll(points), closed, color, scaled(thickness));
}

void ScaledCanvas::fillConvex(std::span<const glm::dvec2> points, Rgba color) { target_.fillConvex(placeAll(points), color); }

void ScaledCanvas::fillCircle(glm::dvec2 center, float radius, Rgba color) {
    target_.fillCircle(place(center), scaled(radius), color);
}

void ScaledCanvas::circle(glm::dvec2 center, float radius, Rgba color, float thickness) {
    target_.circle(place(center), scaled(radius), color, scaled(thickness));
}

void ScaledCanvas::fillRect(glm::dvec2 min, glm::dvec2 max, Rgba color, float rounding) {
    target_.fillRect(place(min), place(max), color, scaled(rounding));
}

void ScaledCanvas::text(glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba color, float size) {
    target_.text(place(at), anchor, text, color, scaled(size));
}

glm::dvec2 ScaledCanvas::textSize(std::string_view text, float size) const {
    return target_.textSize(text, scaled(size)) / factor_;
}

void ScaledCanvas::pushClip(glm::dvec2 min, glm::dvec2 max) { target_.pushClip(place(min), place(max)); }
void ScaledCanvas::popClip() { target_.popClip(); }

ClipRect ScaledCanvas::clipRect() const {
    const ClipRect target = target_.clipRect();
    return {(target.lo - offset_) / factor_, (target.hi - offset_) / factor_};
}

} // namespace ui
