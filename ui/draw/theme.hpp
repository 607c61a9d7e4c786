// SPDX-License-Identifier: MIT
#pragma once
// Colours and sizes of the viewport picture, and the ImGui theme.
//
// Shape colours come from the Okabe-Ito palette, which stays distinct for
// the common colour-vision deficiencies. A and B are never told apart by
// colour alone: every interval and tag also carries the letter A or B.

#include <optional>
#include <vector>

#include "sat/scene.hpp"
#include "ui/draw/canvas.hpp"

namespace ui {

struct Theme {
    Rgba background;
    Rgba gridMinor;
    Rgba gridMajor;
    Rgba worldAxes;
    Rgba text;
    Rgba textDim;
    Rgba labelBox;  ///< behind numbers drawn over the scene
    Rgba selection; ///< selection outline and handles
    Rgba handleFill;
    Rgba overlap;    ///< overlap regions and penetration; the verdict "overlapping"
    Rgba gap;        ///< gaps on axes; the verdict "separated"
    Rgba touching;   ///< the verdict "touching" (separation exactly 0)
    Rgba separating; ///< the first separating axis and the separating line
    Rgba mtv;
    Rgba contact;
    Rgba warning; ///< refusals, method disagreements
    Rgba axisLine;

    float fontSize = 16.0f; ///< viewport labels
    float lineWidth = 2.0f; ///< shape outlines
    float handleRadius = 5.5f;
    float scale = 1.0f;     ///< dpi / presentation scale applied to the sizes above
    bool dashRoleB = false; ///< the inspected pair's B gets a dashed outline (a cue besides colour; presentation mode)

    static Theme dark();
    static Theme light();
    /// Every size multiplied by `factor` (HiDPI, presentation mode).
    Theme scaled(float factor) const;
};

/// The one colour of a verdict, the same in every panel (Scene, SAT,
/// Findings, Axis strip), the viewport's banner and lanes, and figures:
/// separated is `gap`, touching is `touching`, overlapping is `overlap`.
Rgba verdictColor(const Theme& theme, sat::Verdict verdict);
/// The verdict colour of one axis's separation: > 0 gap, 0 touching, < 0 overlap.
Rgba separationColor(const Theme& theme, double separation);

/// WCAG 2 contrast ratio of two opaque colours (1 to 21).
double contrastRatio(Rgba a, Rgba b);

/// The colour a shape is drawn in: its own, else the palette's `index`th.
Rgba shapeColor(const std::optional<sat::Color>& color, std::size_t index);
/// The colour shape `index` of `shapes` is drawn in: its own, else the
/// palette's, the same for the pieces of one collider (a concave Tiled
/// polygon split into convex pieces, which the importer lists one after the
/// other): they take the first piece's.
Rgba shapeColor(const std::vector<sat::SceneShape>& shapes, std::size_t index);
/// Okabe-Ito, without black: blue, orange, bluish green, reddish purple, sky blue, vermillion, yellow.
Rgba paletteColor(std::size_t index);

/// A colour mixed toward white (amount > 0) or black (amount < 0).
Rgba lighten(Rgba color, float amount);

} // namespace ui
