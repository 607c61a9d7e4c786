// SPDX-License-Identifier: MIT
// Building a figure (its pair, analysis, view and strips) and drawing it
// through any Canvas with the viewport's own drawing functions.
#include "ui/figure/figure.hpp"

#include <algorithm>
#include <limits>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "ui/draw/picture_extent.hpp"
#include "ui/draw/scaled_canvas.hpp"
#include "ui/draw/snag_markers.hpp"
#include "ui/figure/figure3d.hpp"
#include "ui/figure/figure_parts.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

constexpr double kFitMarginPx = 14.0;
constexpr int kFitPasses = 4; // lanes sit a fixed number of px beside the pair: refit as the zoom settles

/// The explained pair: the one asked for, else shapes named A and B, else the
/// first visible 2D shape alone (the analysis pairs it with its deepest
/// overlap or its nearest neighbour, as a single click in the window does).
std::vector<std::string> pairNames(const sat::Scene& scene, const std::optional<InspectedPair>& pair) {
    if (pair) return {pair->a, pair->b};
    if (scene.find("A") && scene.find("B")) return {"A", "B"};
    for (const sat::SceneShape& shape : scene.shapes)
        if (shape.visible && !sat::is3d(shape.spec)) return {shape.name};
    return {};
}

struct Bounds {
    glm::dvec2 lo{std::numeric_limits<double>::max()};
    glm::dvec2 hi{-std::numeric_limits<double>::max()};
    void add(glm::dvec2 p) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    bool empty() const { return lo.x > hi.x; }
};

Bounds shapeBounds(const sat::Scene& scene) {
    Bounds bounds;
    for (const sat::SceneShape& shape : scene.shapes) {
        if (!shape.visible || sat::is3d(shape.spec)) continue;
        glm::dvec2 lo, hi;
        boundsOf(shape.spec, lo, hi);
        bounds.add(lo);
        bounds.add(hi);
    }
    return bounds;
}

/// Grows `bounds` by what the lanes draw beside the pair at the figure's
/// current view (ui/editor/presentation_view.hpp, laneExtentPoints).
void addLanes(Bounds& bounds, const Figure& figure, const Canvas& measure) {
    for (const glm::dvec2 p : laneExtentPoints(pictureInput(figure), measure)) bounds.add(figure.view.toWorld(p));
}

/// Frames every visible shape and the lanes beside the inspected pair.
void fitView(Figure& figure, const Canvas& measure) {
    const Bounds shapes = shapeBounds(figure.scene);
    if (shapes.empty()) return;
    const double margin = kFitMarginPx * figure.theme.scale;
    figure.view.frame(shapes.lo, shapes.hi, margin);
    if (!figure.analysis.inspected || !figure.toggles.axes) return;
    for (int pass = 0; pass < kFitPasses; ++pass) {
        Bounds bounds = shapes;
        addLanes(bounds, figure, measure);
        figure.view.frame(bounds.lo, bounds.hi, margin);
    }
}

} // namespace

PictureInput pictureInput(const Figure& figure) {
    PictureInput input;
    input.scene = &figure.scene;
    input.analysis = &figure.analysis;
    input.selection = &figure.selection;
    input.view = figure.view;
    input.theme = figure.theme;
    input.toggles = figure.toggles;
    input.hoveredAxis = -1;
    input.showHandles = false;
    if (figure.step) applyStepView(*figure.step, input);
    return input;
}

Figure buildFigure(const sat::Scene& scene, const FigureOptions& options, const AnalysisOptions& analysisOptions,
                   const Canvas& measure, const ViewTransform* currentView) {
    Figure figure;
    figure.scene = scene;
    figure.size = {options.width, options.height};
    figure.theme = options.lightTheme ? Theme::light() : Theme::dark();
    figure.toggles = options.overlays;
    figure.toggles.banner = false; // the caption says it, below the picture
    figure.transparent = options.transparent;
    figure.selection.set(pairNames(scene, options.pair));
    figure.analysis = analyse(figure.scene, figure.selection, analysisOptions);
    figure.analysis3dOptions = {analysisOptions.tolerance, options.faceAxesOnly3d};
    figure.step = options.step;
    figure.snagMarkers = options.snagMarkers;
    figure.inspectedSnag = options.inspectedSnag;
    if (options.caption) {
        std::vector<std::string> lines = figure.scene.is3d() ? captionLines3d(figure) : captionLines(figure.analysis);
        if (figure.step && !figure.step->heading.empty()) lines.insert(lines.begin(), figure.step->heading);
        figure.captionLines = wrapCaption(lines, figure.theme, measure, figure.size.x);
    }
    figure.captionHeight = captionHeight(figure.theme, figure.captionLines.size());
    if (options.legend) figure.legendHeight = legendHeight(figure, measure);
    figure.view.origin = {0.0, figure.legendHeight};
    figure.view.size = {figure.size.x, std::max(1.0, figure.size.y - figure.legendHeight - figure.captionHeight)};
    figure.keepCamera3d = !options.fitScene && !options.viewRect;
    if (options.viewRect) {
        figure.view.center = options.viewRect->lo * 0.5 + options.viewRect->hi * 0.5; // no overflow near 1e308
        figure.view.zoom = zoomToFit(*options.viewRect, figure.view.size);
    } else if (!options.fitScene && currentView) {
        figure.view.center = currentView->center;
        figure.view.zoom = currentView->zoom;
    } else {
        fitView(figure, measure);
    }
    return figure;
}

void drawFigure(Canvas& canvas, const Figure& figure) {
    // The single dispatch point for figures: 2D today (figureProblem() keeps 3D out).
    canvas.pushClip({0.0, 0.0}, figure.size);
    if (!figure.transparent) canvas.fillRect({0.0, 0.0}, figure.size, figure.theme.background, 0.0f);
    // drawPicture's order, without its background fill (a transparent figure has none) and without handles.
    const PictureInput input = pictureInput(figure);
    canvas.pushClip(figure.view.origin, figure.view.origin + figure.view.size);
    if (figure.scene.is3d()) {
        drawFigure3d(canvas, figure); // ui/figure/figure3d.hpp
    } else {
        if (figure.toggles.grid) drawGrid(canvas, input);
        drawShapes(canvas, input);
        drawOverlays(canvas, input, inspectedLanes(input));
        drawSnagMarkers(canvas, figure.view, figure.theme, figure.snagMarkers, figure.inspectedSnag);
    }
    canvas.popClip();
    if (figure.legendHeight > 0.0) drawLegend(canvas, figure);
    if (figure.captionHeight > 0.0) drawCaption(canvas, figure);
    canvas.popClip();
}

std::string figureSvg(const Figure& figure, double scale, const TextMetrics& metrics) {
    SvgCanvas svg(figure.size.x * scale, figure.size.y * scale, metrics);
    ScaledCanvas scaled(svg, scale);
    drawFigure(scaled, figure);
    return svg.finish();
}

} // namespace ui
