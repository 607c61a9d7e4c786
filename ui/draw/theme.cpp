// SPDX-License-Identifier: MIT
// Colours and sizes of the viewport picture (Okabe-Ito palette) and the ImGui theme.
#include "ui/draw/theme.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace ui {
namespace {

constexpr Rgba rgb(int r, int g, int b, float a = 1.0f) {
    return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f, static_cast<float>(b) / 255.0f, a};
}

// Okabe & Ito, "Color Universal Design" (2002).
constexpr std::array<Rgba, 7> kPalette{
    rgb(0, 114, 178),   // blue
    rgb(230, 159, 0),   // orange
    rgb(0, 158, 115),   // bluish green
    rgb(204, 121, 167), // reddish purple
    rgb(86, 180, 233),  // sky blue
    rgb(213, 94, 0),    // vermillion
    rgb(240, 228, 66),  // yellow
};

} // namespace

Theme Theme::dark() {
    Theme t;
    t.background = rgb(24, 27, 33);
    t.gridMinor = rgb(255, 255, 255, 0.045f);
    t.gridMajor = rgb(255, 255, 255, 0.10f);
    t.worldAxes = rgb(255, 255, 255, 0.30f);
    t.text = rgb(236, 239, 244);
    t.textDim = rgb(160, 168, 180);
    t.labelBox = rgb(16, 18, 22, 0.86f);
    t.selection = rgb(255, 255, 255);
    t.handleFill = rgb(24, 27, 33);
    t.overlap = rgb(255, 92, 92);
    t.gap = rgb(110, 205, 255);
    t.touching = rgb(255, 214, 10);
    t.separating = rgb(255, 214, 10);
    t.mtv = rgb(255, 255, 255);
    t.contact = rgb(255, 214, 10);
    t.warning = rgb(255, 170, 40);
    t.axisLine = rgb(200, 206, 216, 0.55f);
    return t;
}

Theme Theme::light() {
    Theme t = dark();
    t.background = rgb(255, 255, 255);
    t.gridMinor = rgb(0, 0, 0, 0.05f);
    t.gridMajor = rgb(0, 0, 0, 0.12f);
    t.worldAxes = rgb(0, 0, 0, 0.35f);
    t.text = rgb(20, 22, 26);
    t.textDim = rgb(90, 96, 106);
    t.labelBox = rgb(255, 255, 255, 0.9f);
    t.selection = rgb(20, 22, 26);
    t.handleFill = rgb(255, 255, 255);
    t.overlap = rgb(200, 30, 30);
    // Violet, not blue: the palette's first shape colour is blue (0, 114, 178), and a legend puts "A" and
    // "gap" side by side. 7:1 against white.
    t.gap = rgb(118, 42, 196);
    t.touching = rgb(180, 120, 0);
    t.separating = rgb(180, 120, 0);
    t.mtv = rgb(20, 22, 26);
    t.contact = rgb(180, 120, 0);
    t.warning = rgb(190, 90, 0);
    t.axisLine = rgb(60, 66, 76, 0.6f);
    return t;
}

Theme Theme::scaled(float factor) const {
    Theme t = *this;
    t.fontSize *= factor;
    t.lineWidth *= factor;
    t.handleRadius *= factor;
    t.scale *= factor;
    return t;
}

Rgba verdictColor(const Theme& theme, sat::Verdict verdict) {
    switch (verdict) {
    case sat::Verdict::Separated: return theme.gap;
    case sat::Verdict::Touching: return theme.touching;
    case sat::Verdict::Overlapping: return theme.overlap;
    }
    return theme.overlap;
}

Rgba separationColor(const Theme& theme, double separation) {
    return separation > 0.0 ? theme.gap : separation == 0.0 ? theme.touching : theme.overlap;
}

namespace {
double relativeLuminance(Rgba c) {
    const auto channel = [](float v) {
        const double x = v;
        return x <= 0.04045 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}
} // namespace

double contrastRatio(Rgba a, Rgba b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Rgba paletteColor(std::size_t index) { return kPalette[index % kPalette.size()]; }

Rgba shapeColor(const std::optional<sat::Color>& color, std::size_t index) {
    if (color) return {color->r, color->g, color->b, color->a};
    return paletteColor(index);
}

Rgba shapeColor(const std::vector<sat::SceneShape>& shapes, std::size_t index) {
    const sat::SceneShape& shape = shapes[index];
    std::size_t first = index;
    if (!shape.collider.empty())
        while (first > 0 && shapes[first - 1].collider == shape.collider) --first;
    return shapeColor(shape.color, first);
}

Rgba lighten(Rgba c, float amount) {
    const float target = amount > 0 ? 1.0f : 0.0f;
    const float t = amount > 0 ? amount : -amount;
    return {c.r + (target - c.r) * t, c.g + (target - c.g) * t, c.b + (target - c.b) * t, c.a};
}

} // namespace ui
