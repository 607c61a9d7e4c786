// SPDX-License-Identifier: MIT
// 3D scenes as figures through any Canvas: grid, boxes back to front, the pair's SAT overlays.
#include "ui/figure/figure3d.hpp"

#include <limits>

#include <glm/common.hpp>

#include "ui/draw/overlay3d.hpp"
#include "ui/draw/scene_mesh3d.hpp"
#include "ui/figure/figure.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/round3d_edit.hpp"

namespace ui {
namespace {

/// figureCamera3d: framing leaves room for the rings' worth of margin.
OrbitCamera figureCamera(const Figure& figure, const ScreenRect& rect) {
    const sat::Scene& scene = figure.scene;
    OrbitCamera camera = scene.camera ? orbitCamera(*scene.camera) : OrbitCamera{};
    if (scene.camera && figure.keepCamera3d) return camera;
    glm::dvec3 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
    for (const sat::SceneShape& shape : scene.shapes) {
        const auto box = shape3Frame(shape.spec);
        if (!shape.visible || !box) continue;
        for (const glm::dvec3& corner : sat::corners(box->obb())) {
            lo = glm::min(lo, corner);
            hi = glm::max(hi, corner);
        }
    }
    if (lo.x > hi.x) return camera;
    const glm::dvec3 centre = (lo + hi) * 0.5, half = (hi - lo) * 0.5 * 1.15;
    camera.frame(centre - half, centre + half, rect);
    return camera;
}

/// "(x, y, z)" and "[min, max]", built with append (g++ 12 -O3 warns falsely about `"(" + std::string`).
std::string vectorText3d(const glm::dvec3& v) {
    std::string text("(");
    text.append(formatNumber(v.x)).append(", ").append(formatNumber(v.y)).append(", ").append(formatNumber(v.z)).push_back(')');
    return text;
}
std::string intervalText3d(const sat::Interval<double>& i) {
    std::string text("[");
    text.append(formatNumber(i.min)).append(", ").append(formatNumber(i.max)).push_back(']');
    return text;
}

/// "A.edge0×B.edge2 (0.71, 0, -0.71): A [-1.41, 1.41], B [1.52, 3.93]", by the pair's shape names.
std::string axisText3d(const sat::AxisResult3<double>& axis, const InspectedPair& names) {
    return namedAxisLabel(axisName3(axis), names) + " " + vectorText3d(axis.direction) + ": " + names.a + " " +
           intervalText3d(axis.a) + ", " + names.b + " " + intervalText3d(axis.b);
}

SceneAnalysis3 figureAnalysis(const Figure& figure) {
    return analyse3d(figure.scene, figure.selection, figure.analysis3dOptions);
}

} // namespace

int figureAxis3d(const sat::Report3<double>& report) { return decidingAxis3(report); }

std::vector<std::string> captionLines3d(const Figure& figure) {
    const SceneAnalysis3 analysis = figureAnalysis(figure);
    if (!analysis.inspected) return {};
    const sat::Report3<double>& report = analysis.inspected->report;
    const InspectedPair& names = analysis.inspected->names;
    std::string verdict = pairTitle(names) + ": " + sat::toString(report.verdict);
    if (report.verdict == sat::Verdict::Separated) verdict += ", distance " + formatNumber(report.distance);
    if (report.verdict == sat::Verdict::Overlapping) verdict += ", depth " + formatNumber(report.depth);
    std::vector<std::string> lines{verdict};
    const int axis = figureAxis3d(report);
    if (axis < 0) return lines;
    const sat::AxisResult3<double>& decisive = report.axes[static_cast<std::size_t>(axis)];
    if (axis == report.firstSeparatingAxis)
        lines.push_back("First separating axis " + axisText3d(decisive, names) + ", gap " + formatNumber(decisive.separation));
    else if (report.verdict == sat::Verdict::Touching)
        lines.push_back("No separating axis; they touch on " + axisText3d(decisive, names));
    else
        lines.push_back("No separating axis. Least overlap on " + axisText3d(decisive, names) + ", overlap " +
                        formatNumber(-decisive.separation) + "; MTV " + formatNumber(report.depth) + " \xC3\x97 " +
                        vectorText3d(report.normal));
    return lines;
}

std::vector<LegendEntry3d> legendEntries3d(const Figure& figure) {
    const SceneAnalysis3 analysis = figureAnalysis(figure);
    if (!analysis.inspected) return {};
    const Theme& theme = figure.theme;
    const Inspected3& inspected = *analysis.inspected;
    const sat::Report3<double>& report = inspected.report;
    const auto& shapes = figure.scene.shapes;
    std::vector<LegendEntry3d> entries{{shapeColor(shapes[inspected.indexA].color, inspected.indexA), inspected.names.a},
                                       {shapeColor(shapes[inspected.indexB].color, inspected.indexB), inspected.names.b}};
    const int axis = figureAxis3d(report);
    if (figure.toggles.axes && axis >= 0) {
        const sat::AxisResult3<double>& decisive = report.axes[static_cast<std::size_t>(axis)];
        const char* word = decisive.separation > 0.0 ? "gap" : decisive.separation == 0.0 ? "touching" : "overlap";
        entries.push_back({separationColor(theme, decisive.separation), word});
        if (axis == report.firstSeparatingAxis) entries.push_back({theme.separating, "first separating axis"});
    }
    if (figure.toggles.mtv && report.verdict != sat::Verdict::Separated && report.depth > 0.0)
        entries.push_back({theme.mtv, "MTV (moves " + inspected.names.b + " out)"});
    if (figure.toggles.contacts && !report.contacts.empty()) entries.push_back({theme.contact, "contact point"});
    return entries;
}

OrbitCamera figureCamera3d(const Figure& figure) {
    return figureCamera(figure, ScreenRect{figure.view.origin, figure.view.origin + figure.view.size});
}

void drawFigure3d(Canvas& canvas, const Figure& figure) {
    const ScreenRect rect{figure.view.origin, figure.view.origin + figure.view.size};
    Scene3dInput input;
    input.scene = &figure.scene;
    input.selection = nullptr; // a figure shows no selection
    input.camera = figureCamera(figure, rect);
    input.rect = rect;
    input.theme = figure.theme;
    input.grid = figure.toggles.grid;
    drawGround3d(canvas, input.camera, rect, figure.theme, figure.toggles.grid);
    drawBoxes3d(canvas, boxLooks(input), input.camera, rect, figure.theme);

    const SceneAnalysis3 analysis = figureAnalysis(figure);
    Overlay3dInput overlay;
    overlay.scene = &figure.scene;
    overlay.analysis = &analysis;
    overlay.camera = input.camera;
    overlay.rect = rect;
    overlay.theme = figure.theme;
    overlay.toggles.axis = figure.toggles.axes;
    overlay.toggles.mtv = figure.toggles.mtv;
    overlay.toggles.contacts = figure.toggles.contacts;
    overlay.toggles.banner = false; // a figure has its caption
    // The deciding axis through the scene with both intervals, as a click on its row shows it in the window.
    if (figure.toggles.axes && analysis.inspected) overlay.selectedAxis = figureAxis3d(analysis.inspected->report);
    if (figure.toggles.axes && figure.step && figure.step->axis >= 0)
        overlay.selectedAxis = figure.step->axis; // step mode's axis
    drawOverlay3d(canvas, overlay);
}

} // namespace ui
