// SPDX-License-Identifier: MIT
// The SVG canvas: each primitive cut to the visible rectangle, then written as an SVG element.
#include "ui/draw/svg_canvas.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

#include <glm/common.hpp>

#include "ui/draw/canvas_clip.hpp"

namespace ui {
namespace {

/// A coordinate or length: at most two decimals, no locale, no trailing zeros.
std::string num(double value) {
    if (!std::isfinite(value)) value = 0.0;
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, std::round(value * 100.0) / 100.0, std::chars_format::fixed,
                                      2);
    std::string text(buffer, result.ptr);
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
    return text == "-0" ? "0" : text;
}

std::string hexColor(Rgba color) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text = "#";
    for (float channel : {color.r, color.g, color.b}) {
        const int value = static_cast<int>(std::lround(std::clamp(channel, 0.0f, 1.0f) * 255.0f));
        text += kDigits[value / 16];
        text += kDigits[value % 16];
    }
    return text;
}

/// ` fill="#rrggbb" fill-opacity="a"` (or stroke); the opacity only when below 1.
std::string paint(const char* what, Rgba color) {
    std::string text = std::string(" ") + what + "=\"" + hexColor(color) + "\"";
    if (color.a < 1.0f) text += std::string(" ") + what + "-opacity=\"" + num(std::clamp(color.a, 0.0f, 1.0f)) + "\"";
    return text;
}

std::string stroke(Rgba color, float thickness) { return paint("stroke", color) + " stroke-width=\"" + num(thickness) + "\""; }

std::string pointList(std::span<const glm::dvec2> points) {
    std::string text;
    for (const glm::dvec2& p : points) {
        if (!text.empty()) text += ' ';
        text += num(p.x) + "," + num(p.y);
    }
    return text;
}

bool invisible(Rgba color) { return color.a <= 0.0f; }

} // namespace

TextMetrics approximateTextMetrics() {
    TextMetrics metrics;
    metrics.measure = [](std::string_view text, float size) {
        return glm::dvec2(0.6 * size * static_cast<double>(text.size()), size);
    };
    return metrics;
}

std::string escapeXml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
            if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n') out += c;
        }
    }
    return out;
}

SvgCanvas::SvgCanvas(double width, double height, TextMetrics metrics)
    : width_(width), height_(height), metrics_(std::move(metrics)) {
    if (!metrics_.measure) metrics_ = approximateTextMetrics();
    clips_.push_back(ClipRect{{0.0, 0.0}, {width, height}});
}

void SvgCanvas::line(glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness) {
    if (invisible(color)) return;
    const auto part = clipSegment(from, to, clipRect().grown(strokeGuard(thickness)));
    if (!part) return;
    body_ << "<line x1=\"" << num(part->from.x) << "\" y1=\"" << num(part->from.y) << "\" x2=\"" << num(part->to.x) << "\" y2=\""
          << num(part->to.y) << "\"" << stroke(color, thickness) << "/>\n";
}

void SvgCanvas::polyline(std::span<const glm::dvec2> points, bool closed, Rgba color, float thickness) {
    if (invisible(color) || points.size() < 2) return;
    const PolylineRuns cut = clipPolyline(points, closed, clipRect().grown(strokeGuard(thickness)));
    for (const std::vector<glm::dvec2>& run : cut.runs)
        body_ << (closed && cut.wholeInside ? "<polygon" : "<polyline") << " points=\"" << pointList(run) << "\" fill=\"none\""
              << stroke(color, thickness) << " stroke-linejoin=\"miter\"/>\n";
}

void SvgCanvas::fillConvex(std::span<const glm::dvec2> points, Rgba color) {
    if (invisible(color) || points.size() < 3) return;
    const std::vector<glm::dvec2> inside = clipConvexToRect(points, clipRect().grown(kClipGuardPx));
    if (inside.size() < 3) return;
    body_ << "<polygon points=\"" << pointList(inside) << "\"" << paint("fill", color) << "/>\n";
}

bool SvgCanvas::circleHidden(glm::dvec2 center, double reach) const {
    if (!std::isfinite(center.x) || !std::isfinite(center.y) || !std::isfinite(reach)) return true;
    return !clipRect().meets(center - reach, center + reach);
}

void SvgCanvas::fillCircle(glm::dvec2 center, float radius, Rgba color) {
    if (invisible(color) || circleHidden(center, std::abs(radius))) return;
    body_ << "<circle cx=\"" << num(center.x) << "\" cy=\"" << num(center.y) << "\" r=\"" << num(radius) << "\""
          << paint("fill", color) << "/>\n";
}

void SvgCanvas::circle(glm::dvec2 center, float radius, Rgba color, float thickness) {
    if (invisible(color) || circleHidden(center, std::abs(radius) + std::abs(thickness))) return;
    body_ << "<circle cx=\"" << num(center.x) << "\" cy=\"" << num(center.y) << "\" r=\"" << num(radius) << "\" fill=\"none\""
          << stroke(color, thickness) << "/>\n";
}

void SvgCanvas::fillRect(glm::dvec2 min, glm::dvec2 max, Rgba color, float rounding) {
    if (invisible(color) || !allFinite(std::array{min, max})) return;
    // Cut to the visible rectangle: a cut corner's rounding lies outside it.
    const ClipRect cut = intersect(ClipRect{min, max}, clipRect().grown(kClipGuardPx));
    if (!(cut.lo.x <= cut.hi.x && cut.lo.y <= cut.hi.y)) return;
    min = cut.lo;
    max = cut.hi;
    body_ << "<rect x=\"" << num(min.x) << "\" y=\"" << num(min.y) << "\" width=\"" << num(max.x - min.x) << "\" height=\""
          << num(max.y - min.y) << "\"";
    if (rounding > 0.0f) body_ << " rx=\"" << num(rounding) << "\"";
    body_ << paint("fill", color) << "/>\n";
}

void SvgCanvas::text(glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba color, float size) {
    if (invisible(color) || text.empty()) return;
    const glm::dvec2 box = textSize(text, size);
    const glm::dvec2 topLeft = anchoredTopLeft(at, anchor, box);
    if (!allFinite(std::array{topLeft, box}) || !clipRect().meets(topLeft, topLeft + box)) return;
    // Centred and right-aligned text is anchored where the window anchors it,
    // so a viewer's slightly different glyph widths do not push it off centre.
    const int column = static_cast<int>(anchor) % 3;
    static constexpr const char* kAnchors[] = {"start", "middle", "end"};
    const double x = topLeft.x + box.x * 0.5 * column;
    const double baseline = topLeft.y + metrics_.ascent * size;
    body_ << "<text x=\"" << num(x) << "\" y=\"" << num(baseline) << "\" font-size=\"" << num(metrics_.emPerSize * size) << "\"";
    if (column != 0) body_ << " text-anchor=\"" << kAnchors[column] << "\"";
    body_ << paint("fill", color) << ">" << escapeXml(text) << "</text>\n";
}

glm::dvec2 SvgCanvas::textSize(std::string_view text, float size) const { return metrics_.measure(text, size); }

void SvgCanvas::pushClip(glm::dvec2 min, glm::dvec2 max) {
    const std::string id = "clip" + std::to_string(nextClipId_++);
    body_ << "<clipPath id=\"" << id << "\"><rect x=\"" << num(min.x) << "\" y=\"" << num(min.y) << "\" width=\""
          << num(max.x - min.x) << "\" height=\"" << num(max.y - min.y) << "\"/></clipPath>\n"
          << "<g clip-path=\"url(#" << id << ")\">\n";
    clips_.push_back(intersect(clips_.back(), ClipRect{glm::min(min, max), glm::max(min, max)}));
}

void SvgCanvas::popClip() {
    if (clips_.size() <= 1) return;
    body_ << "</g>\n";
    clips_.pop_back();
}

std::string SvgCanvas::finish() {
    while (clips_.size() > 1) popClip();
    std::ostringstream svg;
    svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << num(width_) << "\" height=\"" << num(height_)
        << "\" viewBox=\"0 0 " << num(width_) << " " << num(height_) << "\""
        << " font-family=\"DejaVu Sans, Verdana, sans-serif\" xml:space=\"preserve\" stroke-linecap=\"butt\">\n"
        << "<!-- made by SATlab -->\n"
        << body_.str() << "</svg>\n";
    return svg.str();
}

} // namespace ui
