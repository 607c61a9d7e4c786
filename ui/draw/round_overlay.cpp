// SPDX-License-Identifier: MIT
// The round pairs' overlays: centre ± radius on the focused lane, and the closest-vertex axes from vertex to centre.
#include "ui/draw/round_overlay.hpp"

#include <array>
#include <optional>

#include <glm/geometric.hpp>

#include "ui/model/round_edit.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

/// The screen direction from the lane away from the pair (as the lane's interval bars are pushed).
glm::dvec2 laneAwayOnScreen(const AxisLane& lane, const ViewTransform& view) {
    const glm::dvec2 origin = view.toScreen(lane.at(0.0));
    return glm::normalize(view.toScreen(lane.at(0.0) + lane.normal) - origin);
}

std::optional<RoundExtent> roundExtentOf(const sat::ShapeSpec& spec, glm::dvec2 direction) {
    if (const auto circle = circleOf(spec)) return roundExtent(*circle, direction);
    if (const auto capsule = capsuleOf(spec)) return roundExtent(*capsule, direction);
    return std::nullopt;
}

} // namespace

bool drawRoundProjection(Canvas& canvas, const PictureInput& in, const AxisLane& lane, const sat::ShapeSpec& spec, Rgba color) {
    const std::optional<RoundExtent> extent = roundExtentOf(spec, lane.direction);
    if (!extent) return false;
    const float scale = in.theme.scale;
    const auto onLane = [&](glm::dvec2 world) { return in.view.toScreen(lane.at(glm::dot(world, lane.direction))); };
    for (const glm::dvec2 rim : {extent->low, extent->high})
        dashedLine(canvas, in.view.toScreen(rim), onLane(rim), color.withAlpha(0.75f), 1.25f * scale, 5.0f, 4.0f);
    // A circle has one centre (both rim points' own); a capsule's two rim points have an end point each.
    const std::array<glm::dvec2, 2> centres{extent->lowCentre, extent->highCentre};
    const std::array<glm::dvec2, 2> rims{extent->low, extent->high};
    for (std::size_t i = 0; i < 2; ++i)
        canvas.line(in.view.toScreen(centres[i]), in.view.toScreen(rims[i]), color, 2.0f * scale); // a radius, along the axis
    const std::size_t centreCount = extent->lowCentre == extent->highCentre ? 1 : 2;
    for (std::size_t i = 0; i < centreCount; ++i) {
        const glm::dvec2 centre = in.view.toScreen(centres[i]);
        dashedLine(canvas, centre, onLane(centres[i]), color.withAlpha(0.55f), 1.0f * scale, 3.0f, 3.0f);
        canvas.fillCircle(centre, 3.0f * scale, color);
    }
    return true;
}

void drawRoundCentreTicks(Canvas& canvas, const PictureInput& in, const AxisLane& lane, const sat::ShapeSpec& spec, double side) {
    const std::optional<RoundExtent> extent = roundExtentOf(spec, lane.direction);
    if (!extent) return;
    // The bar's place beside the lane, as the interval bars are drawn: 6 px thick, 1.5 px off the lane.
    const float scale = in.theme.scale;
    const float bar = 6.0f * scale;
    const glm::dvec2 away = laneAwayOnScreen(lane, in.view);
    const glm::dvec2 shift = away * (side * (bar * 0.5 + 1.5 * scale));
    const std::size_t centreCount = extent->lowCentre == extent->highCentre ? 1 : 2;
    for (const glm::dvec2 centre : {extent->lowCentre, extent->highCentre}) {
        const glm::dvec2 mark = in.view.toScreen(lane.at(glm::dot(centre, lane.direction))) + shift;
        canvas.line(mark - away * (bar * 0.9), mark + away * (bar * 0.9), in.theme.text, 2.0f * scale);
        if (centreCount == 1) break;
    }
}

void drawClosestVertexArrows(Canvas& canvas, const PictureInput& in, const std::vector<AxisLane>& lanes) {
    if (!in.analysis || !in.analysis->inspected) return;
    const InspectedAnalysis& inspected = *in.analysis->inspected;
    const sat::Report2<double>& report = inspected.report;
    const sat::ShapeSpec& specA = in.scene->shapes[inspected.indexA].spec;
    const sat::ShapeSpec& specB = in.scene->shapes[inspected.indexB].spec;
    for (const AxisLane& lane : lanes) {
        const sat::AxisResult2<double>& axis = report.axes[static_cast<std::size_t>(lane.axis)];
        const auto from = closestVertexAxisEnds(axis.source, specA, specB);
        if (!from) continue;
        const bool first = lane.axis == report.firstSeparatingAxis;
        const bool hovered = lane.axis == in.hoveredAxis;
        Rgba color = first ? in.theme.separating : in.theme.axisLine;
        if (hovered) color = first ? lighten(in.theme.separating, 0.3f) : in.theme.text;
        const glm::dvec2 vertex = in.view.toScreen(from->first);
        const glm::dvec2 target = in.view.toScreen(from->second);
        canvas.fillCircle(vertex, 4.0f * in.theme.scale, color);
        if (glm::length(target - vertex) > 1.0)
            arrow(canvas, vertex, target, color, (first || hovered ? 2.5f : 1.75f) * in.theme.scale, 10.0f * in.theme.scale);
    }
}

} // namespace ui
