// SPDX-License-Identifier: MIT
#pragma once
// Canvas that writes SVG: the figure exporter's vector path. The same
// drawing code that fills the window's ImGui draw list writes here, so an
// SVG figure and the window agree (ui/draw/canvas.hpp).
//
// Text stays text (<text>, font-family DejaVu Sans), clips become
// <clipPath>s, colours carry their opacity. What lies outside the clip
// rectangle is cut off before it is written (ui/draw/canvas_clip.hpp), so the
// document's size is bounded by what is visible, whatever the view. Text is laid out with the same
// measure the window uses (TextMetrics), so labels sit in their boxes; a
// viewer's own glyph widths may differ by a little (kerning), which is why
// centred and right-aligned text is anchored at its centre or end.

#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "ui/draw/canvas.hpp"

namespace ui {

/// How text is measured and where its baseline sits, in the units of the
/// Canvas's `size` (the text's pixel height, ascent minus descent, as ImGui
/// and stb_truetype size fonts).
struct TextMetrics {
    /// Width and height of `text` at pixel height `size`.
    std::function<glm::dvec2(std::string_view text, float size)> measure;
    double ascent = 0.8125;   ///< baseline below the top, times size (ImGui's DejaVu Sans at 16 px: 13/16)
    double emPerSize = 0.859; ///< CSS font-size / pixel height: unitsPerEm / (ascender - descender) = 2048 / 2384
};

/// Approximate metrics for when no font is loaded: 0.6 size a character.
TextMetrics approximateTextMetrics();

class SvgCanvas final : public Canvas {
public:
    /// An SVG of width x height user units (= CSS px).
    SvgCanvas(double width, double height, TextMetrics metrics);

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
    /// The pushed clips intersected with the document's own rectangle.
    ClipRect clipRect() const override { return clips_.back(); }

    /// The whole document (closes clips left open).
    std::string finish();

private:
    /// True when a circle reaching `reach` from `center` is wholly outside the clip (or not finite).
    bool circleHidden(glm::dvec2 center, double reach) const;

    std::ostringstream body_;
    double width_, height_;
    TextMetrics metrics_;
    std::vector<ClipRect> clips_; ///< the document's rectangle, then one per open clip
    int nextClipId_ = 1;
};

/// `text` with &, <, >, " and ' escaped for XML, and control characters
/// (not allowed in XML 1.0) dropped.
std::string escapeXml(std::string_view text);

} // namespace ui
