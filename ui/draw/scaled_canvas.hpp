// SPDX-License-Identifier: MIT
#pragma once
// A Canvas that scales everything (points, sizes, thicknesses, text) by one
// factor before passing it on: a figure is laid out in its own pixels and
// drawn k times bigger for supersampling or a --scale export, or moved and
// shrunk into a preview.

#include <vector>

#include "ui/draw/canvas.hpp"

namespace ui {

class ScaledCanvas final : public Canvas {
public:
    /// `target` must outlive this canvas; `factor` > 0. A point p lands at p * factor + offset.
    ScaledCanvas(Canvas& target, double factor, glm::dvec2 offset = {0.0, 0.0})
        : target_(target), factor_(factor), offset_(offset) {}

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
    /// The target's clip rectangle, mapped back into this canvas's units.
    ClipRect clipRect() const override;

private:
    float scaled(float length) const { return static_cast<float>(length * factor_); }
    std::vector<glm::dvec2> placeAll(std::span<const glm::dvec2> points) const;
    glm::dvec2 place(glm::dvec2 p) const { return p * factor_ + offset_; }
    Canvas& target_;
    double factor_;
    glm::dvec2 offset_;
};

} // namespace ui
