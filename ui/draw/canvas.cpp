// SPDX-License-Identifier: MIT
// Compound strokes (dashes, arrows, labels) built from a Canvas's primitives.
#include "ui/draw/canvas.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "ui/draw/canvas_clip.hpp"

namespace ui {

void dashedLine(Canvas& canvas, glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness, float dash, float gap) {
    const auto visible = clipSegment(from, to, canvas.clipRect().grown(static_cast<double>(thickness) + kClipGuardPx));
    if (!visible) return;
    const double length = glm::length(to - from);
    const double period = static_cast<double>(dash) + static_cast<double>(gap);
    const double shown = glm::length(visible->to - visible->from);
    if (!(length > 0.0) || !std::isfinite(length) || !(shown > 0.0)) return;
    if (!(dash > 0.0f) || !(gap > 0.0f) || !std::isfinite(period) || shown / period > kMaxDashes) {
        canvas.line(visible->from, visible->to, color, thickness);
        return;
    }
    // Dashes start at multiples of `period` from `from`: the visible part starts `phase` into one.
    const glm::dvec2 direction = (visible->to - visible->from) / shown;
    const double phase = std::fmod(visible->t0 * length, period);
    const int count = static_cast<int>(std::ceil((shown + phase) / period));
    for (int i = 0; i < count; ++i) {
        const double start = std::max(0.0, static_cast<double>(i) * period - phase);
        const double end = std::min(shown, static_cast<double>(i) * period - phase + static_cast<double>(dash));
        if (end > start) canvas.line(visible->from + direction * start, visible->from + direction * end, color, thickness);
    }
}

void arrow(Canvas& canvas, glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness, float head) {
    const double length = glm::length(to - from);
    if (length <= 0.0) return;
    const glm::dvec2 direction = (to - from) / length;
    const glm::dvec2 side{-direction.y, direction.x};
    const double headLength = std::min<double>(head, length);
    const glm::dvec2 base = to - direction * headLength;
    canvas.line(from, base, color, thickness);
    const std::array<glm::dvec2, 3> tip{to, base + side * (headLength * 0.5), base - side * (headLength * 0.5)};
    canvas.fillConvex(tip, color);
}

glm::dvec2 anchoredTopLeft(glm::dvec2 at, TextAnchor anchor, glm::dvec2 size) {
    const int column = static_cast<int>(anchor) % 3; // 0 left, 1 centre, 2 right
    const int row = static_cast<int>(anchor) / 3;    // 0 top, 1 middle, 2 bottom
    return {at.x - size.x * 0.5 * column, at.y - size.y * 0.5 * row};
}

namespace {
glm::dvec2 labelPadding(float size) { return {size * 0.35, size * 0.15}; }
} // namespace

glm::dvec2 labelSize(const Canvas& canvas, std::string_view text, float size) {
    return canvas.textSize(text, size) + 2.0 * labelPadding(size);
}

void label(Canvas& canvas, glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba textColor, Rgba boxColor, float size) {
    const glm::dvec2 padding = labelPadding(size);
    const glm::dvec2 box = labelSize(canvas, text, size);
    const glm::dvec2 topLeft = anchoredTopLeft(at, anchor, box);
    canvas.fillRect(topLeft, topLeft + box, boxColor, size * 0.3f);
    canvas.text(topLeft + padding, TextAnchor::TopLeft, text, textColor, size);
}

} // namespace ui
