// SPDX-License-Identifier: MIT
// Markers at the seams where a sliding box snags (ui/draw/snag_markers.hpp).
#include "ui/draw/snag_markers.hpp"

#include <array>

#include "ui/model/shape_edit.hpp"

namespace ui {

namespace {

constexpr double kSnagMarkerRadiusPx = 6.0; ///< half the diamond's diagonal
constexpr double kSnagArrowPx = 20.0;       ///< the push arrow's length

bool insideClip(const Canvas& canvas, glm::dvec2 at, double margin) { return canvas.clipRect().grown(margin).meets(at, at); }

} // namespace

void drawSnagMarkers(Canvas& canvas, const ViewTransform& view, const Theme& theme, const std::vector<sat::Snag>& snags,
                     std::optional<std::size_t> inspected) {
    const double scale = theme.scale;
    const double r = kSnagMarkerRadiusPx * scale;
    for (std::size_t i = 0; i < snags.size(); ++i) {
        const sat::Snag& snag = snags[i];
        const glm::dvec2 at = view.toScreen(snag.point);
        if (!insideClip(canvas, at, kSnagArrowPx * scale)) continue;
        // Screen y points down: the push's y flips.
        const glm::dvec2 push(snag.snagAxis.x, -snag.snagAxis.y);
        arrow(canvas, at, at + push * (kSnagArrowPx * scale), theme.overlap, static_cast<float>(2.0 * scale),
              static_cast<float>(7.0 * scale));
        const std::array<glm::dvec2, 4> diamond{at + glm::dvec2(0, -r), at + glm::dvec2(r, 0), at + glm::dvec2(0, r),
                                                at + glm::dvec2(-r, 0)};
        canvas.fillConvex(diamond, theme.overlap);
        canvas.polyline(diamond, true, theme.background, static_cast<float>(1.5 * scale));
        if (inspected == i) canvas.circle(at, static_cast<float>(2.0 * r), theme.selection, static_cast<float>(2.0 * scale));
    }
}

void drawMergePreviewOutlines(Canvas& canvas, const ViewTransform& view, const Theme& theme, const sat::Scene& merged,
                              const std::string& group) {
    const float thickness = static_cast<float>(2.5 * theme.scale);
    const float dash = static_cast<float>(8.0 * theme.scale), gap = static_cast<float>(5.0 * theme.scale);
    for (const sat::SceneShape& shape : merged.shapes) {
        if (shape.group != group || sat::is3d(shape.spec)) continue;
        glm::dvec2 lo, hi;
        boundsOf(shape.spec, lo, hi);
        const glm::dvec2 a = view.toScreen(lo), b = view.toScreen(hi);
        if (!canvas.clipRect().meets(glm::min(a, b), glm::max(a, b))) continue;
        const std::vector<glm::dvec2> corners = outline(shape.spec);
        for (std::size_t i = 0; i < corners.size(); ++i)
            dashedLine(canvas, view.toScreen(corners[i]), view.toScreen(corners[(i + 1) % corners.size()]), theme.mtv, thickness,
                       dash, gap);
    }
}

} // namespace ui
