// SPDX-License-Identifier: MIT
// Step mode drawn over the viewport picture, from the current report only.
#include "ui/editor/step_draw.hpp"

#include <algorithm>

#include <glm/geometric.hpp>

#include "ui/editor/editor_state.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {
namespace {

constexpr float kBandHalfWidthPx = 13.0f;

bool stepping2d(const EditorState& state) {
    return state.teaching.stepMode.active && !state.document.scene().is3d() && state.analysis.result.inspected.has_value();
}

double smoothstep(double t) { return t * t * (3.0 - 2.0 * t); }

/// The lane of `axis` laid out as the overlays lay it out (with every axis shown).
std::optional<AxisLane> laneOf(const PictureInput& input, int axis) {
    PictureInput all = input;
    all.shownAxes.reset();
    for (const AxisLane& lane : inspectedLanes(all))
        if (lane.axis == axis) return lane;
    return std::nullopt;
}

/// Each corner moves from where it is to its projection on the lane.
void drawSweep(Canvas& canvas, const PictureInput& input, const AxisLane& lane, const sat::ShapeSpec& spec, Rgba color,
               double t) {
    std::vector<glm::dvec2> points;
    for (const glm::dvec2& corner : outline(spec)) {
        const glm::dvec2 target = lane.at(glm::dot(corner, lane.direction));
        points.push_back(input.view.toScreen(corner + (target - corner) * t));
    }
    canvas.polyline(points, true, color, 2.5f * input.theme.scale);
}

} // namespace

void applyStepMode(const EditorState& state, PictureInput& input) {
    if (!stepping2d(state)) return;
    const StepView view = currentStepView(state);
    const bool animating = currentStepProgress(state) < 1.0;
    const int hovered = input.hoveredAxis; // a lane or row under the mouse wins over the step's axis
    applyStepView(view, input);
    if (animating) { // the current axis's lane appears when its sweep lands
        std::erase(*input.shownAxes, view.axis);
        input.toggles.separatingLine = false;
    }
    if (hovered >= 0) input.hoveredAxis = hovered;
}

StepView currentStepView(const EditorState& state) {
    if (!state.teaching.stepMode.active) return {};
    const std::vector<Step> steps = currentSteps(state);
    int firstSeparating = -1;
    if (state.document.scene().is3d()) {
        if (const auto& inspected = state.analysis3d.result.inspected) firstSeparating = inspected->report.firstSeparatingAxis;
    } else if (const auto& inspected = state.analysis.result.inspected) {
        firstSeparating = inspected->report.firstSeparatingAxis;
    }
    return stepView(steps, static_cast<std::size_t>(std::max(state.teaching.stepMode.step, 0)), firstSeparating);
}

void drawStepMode(Canvas& canvas, const EditorState& state, const PictureInput& input) {
    const int axis = currentStepAxis(state);
    if (!stepping2d(state) || axis < 0 || !input.toggles.axes) return;
    const std::optional<AxisLane> lane = laneOf(input, axis);
    if (!lane) return;
    const glm::dvec2 p0 = input.view.toScreen(lane->at(lane->tMin));
    const glm::dvec2 p1 = input.view.toScreen(lane->at(lane->tMax));
    const glm::dvec2 along = glm::normalize(p1 - p0);
    const glm::dvec2 side = glm::dvec2(-along.y, along.x) * static_cast<double>(kBandHalfWidthPx * input.theme.scale);
    const std::array<glm::dvec2, 4> band{p0 + side, p1 + side, p1 - side, p0 - side};
    canvas.fillConvex(band, input.theme.selection.withAlpha(0.16f));

    const double t = currentStepProgress(state);
    if (t >= 1.0) return;
    canvas.line(p0, p1, input.theme.axisLine, 1.5f * input.theme.scale);
    const auto& inspected = *input.analysis->inspected;
    const auto& shapes = input.scene->shapes;
    drawSweep(canvas, input, *lane, shapes[inspected.indexA].spec, shapeColor(shapes, inspected.indexA), smoothstep(t));
    drawSweep(canvas, input, *lane, shapes[inspected.indexB].spec, shapeColor(shapes, inspected.indexB), smoothstep(t));
}

bool stepModeAnimating(const EditorState& state) {
    return state.teaching.stepMode.active && currentStepAxis(state) >= 0 && currentStepProgress(state) < 1.0;
}

} // namespace ui
