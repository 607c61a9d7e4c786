// SPDX-License-Identifier: MIT
#pragma once
// The small drawing interface the viewport draws through, in screen units
// (y down). The window implements it with an ImGui draw list; a figure
// exporter (SVG, offscreen PNG) can implement it too, so a figure and the
// window always agree (the pattern of Box2D's b2DebugDraw).

#include <span>
#include <string_view>

#include <glm/vec2.hpp>

namespace ui {

/// Straight (not premultiplied) colour, components in 0..1.
struct Rgba {
    float r = 1, g = 1, b = 1, a = 1;
    Rgba withAlpha(float alpha) const { return {r, g, b, alpha}; }
};

/// An axis-aligned rectangle in screen units, lo = top-left, hi = bottom-right.
struct ClipRect {
    glm::dvec2 lo{-1e300, -1e300}, hi{1e300, 1e300}; ///< the default is as good as unbounded
    ClipRect grown(double by) const { return {lo - by, hi + by}; }
    bool meets(glm::dvec2 min, glm::dvec2 max) const { return min.x <= hi.x && max.x >= lo.x && min.y <= hi.y && max.y >= lo.y; }
};

/// Where a text's box sits relative to the given point.
enum class TextAnchor { TopLeft, Top, TopRight, Left, Center, Right, BottomLeft, Bottom, BottomRight };

class Canvas {
public:
    virtual ~Canvas() = default;

    virtual void line(glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness) = 0;
    virtual void polyline(std::span<const glm::dvec2> points, bool closed, Rgba color, float thickness) = 0;
    /// Points of a convex polygon, either winding.
    virtual void fillConvex(std::span<const glm::dvec2> points, Rgba color) = 0;
    virtual void fillCircle(glm::dvec2 center, float radius, Rgba color) = 0;
    virtual void circle(glm::dvec2 center, float radius, Rgba color, float thickness) = 0;
    virtual void fillRect(glm::dvec2 min, glm::dvec2 max, Rgba color, float rounding) = 0;
    /// Text of height `size` (screen units).
    virtual void text(glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba color, float size) = 0;
    virtual glm::dvec2 textSize(std::string_view text, float size) const = 0;
    /// Restricts drawing to a rectangle until popClip.
    virtual void pushClip(glm::dvec2 min, glm::dvec2 max) = 0;
    virtual void popClip() = 0;
    /// The rectangle drawing is restricted to now (every pushed clip, and the
    /// output's own edges where it has them). Compound strokes generate only
    /// what falls inside it; the default is unbounded.
    virtual ClipRect clipRect() const { return {}; }
};

// Compound strokes built from the primitives above.

inline constexpr int kMaxDashes = 4096;

/// Only the dashes inside canvas.clipRect() are drawn, in the phase they have
/// from `from`, so the work is bounded by what is visible however long the
/// line; past kMaxDashes visible dashes the line is drawn solid.
void dashedLine(Canvas& canvas, glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness, float dash, float gap);
/// A line ending in a filled arrow head of length `head`.
void arrow(Canvas& canvas, glm::dvec2 from, glm::dvec2 to, Rgba color, float thickness, float head);
/// The size of label()'s box for `text` at `size`.
glm::dvec2 labelSize(const Canvas& canvas, std::string_view text, float size);
/// Text on a rounded, filled label box.
void label(Canvas& canvas, glm::dvec2 at, TextAnchor anchor, std::string_view text, Rgba textColor, Rgba boxColor, float size);
/// Top-left corner of a box of `size` placed at `at` with `anchor`.
glm::dvec2 anchoredTopLeft(glm::dvec2 at, TextAnchor anchor, glm::dvec2 size);

} // namespace ui
