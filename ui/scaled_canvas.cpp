#include "ui/scaled_canvas.hpp"

#include <vector>

namespace ui {
namespace {

std::vector<glm::dvec2> scaledPoints(std::span<const glm::dvec2> points, double factor) {
    std::vector<glm::dvec2> out;
    out.reserve(points.size());
    for (const glm::dvec2& p : points) out.push_back(p * factor);
    return out;
}

} // namespace

void ScaledCanvas::line(glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness) {
    target_.line(from * factor_, to * factor_, color, scaled(thickness));
}

void ScaledCanvas::polyline(std::span<const glm::dvec2> points, bool closed, Rgba color, float thickness) {
    target_.polyline(scaledPoints(points, factor_), closed, color, scaled(thickness));
}

void ScaledCanvas::fillConvex(std::span<const glm::dvec2> points, Rgba color) {
    target_.fillConvex(scaledPoints(points, factor_), color);
}

void ScaledCanvas::fillCircle(glm::dvec2 center, float radius, Rgba color) {
    target_.fillCircle(center * factor_, scaled(radius), color);
}

void ScaledCanvas::circle(glm::dvec2 center, float radius, Rgba color, float thickness) {
    target_.circle(center * factor_, scaled(radius), color, scaled(thickness));
}

void ScaledCanvas::fillRect(glm::dvec2 min, glm::dvec2 max, Rgba color, float rounding) {
    target_.fillRect(min * factor_, max * factor_, color, scaled(rounding));
}

void ScaledCanvas::text(glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba color, float size) {
    target_.text(at * factor_, anchor, text, color, scaled(size));
}

glm::dvec2 ScaledCanvas::textSize(std::string_view text, float size) const {
    return target_.textSize(text, scaled(size)) / factor_;
}

void ScaledCanvas::pushClip(glm::dvec2 min, glm::dvec2 max) { target_.pushClip(min * factor_, max * factor_); }
void ScaledCanvas::popClip() { target_.popClip(); }

} // namespace ui
