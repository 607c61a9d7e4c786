// SPDX-License-Identifier: MIT
// libFuzzer target for `satlab render`'s view and zoom: a --view rectangle
// (checked by figureOptionsProblem, fitted by zoomToFit as buildFigure does)
// or a scene view (centre and zoom), any doubles, with fuzzed shapes, sizes
// and overlays, drawn by the viewport's own drawing code into an SVG canvas.
// Besides "no crash, no sanitizer report" it checks on every input:
//   - the document's size is bounded by the picture, not by the view;
//   - every number written is finite (no "nan" or "inf" in the document).

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "sat/scene.hpp"
#include "ui/draw/picture.hpp"
#include "ui/draw/scaled_canvas.hpp"
#include "ui/draw/svg_canvas.hpp"
#include "ui/figure/figure.hpp"
#include "ui/model/analysis.hpp"

namespace {

/// A value the scene format accepts for a coordinate (|v| <= 1e9) or a half
/// extent (1e-9..1e9): a mantissa times a power of ten, so tiny, huge and
/// ordinary values are all a few bytes away.
double sceneValue(FuzzedDataProvider& data, bool positive) {
    const double mantissa = data.ConsumeFloatingPointInRange<double>(positive ? 1.0 : -9.99, 9.99);
    const double value = mantissa * std::pow(10.0, data.ConsumeIntegralInRange<int>(-9, 8));
    return positive ? std::max(value, 1e-9) : value;
}

/// Any double: mostly a wide-ranging power of ten, sometimes raw bits
/// (subnormals, the largest finite values, infinities and NaNs).
double anyValue(FuzzedDataProvider& data) {
    if (data.ConsumeBool()) return data.ConsumeFloatingPoint<double>();
    const double mantissa = data.ConsumeFloatingPointInRange<double>(-9.99, 9.99);
    return mantissa * std::pow(10.0, data.ConsumeIntegralInRange<int>(-320, 308));
}

sat::SceneShape shapeFrom(FuzzedDataProvider& data, int index) {
    sat::SceneShape shape;
    shape.name = std::string(1, static_cast<char>('A' + index));
    const glm::dvec2 center{sceneValue(data, false), sceneValue(data, false)};
    const glm::dvec2 half{sceneValue(data, true), sceneValue(data, true)};
    switch (data.ConsumeIntegralInRange<int>(0, 2)) {
    case 0: shape.spec = sat::Aabb2Spec{center, half}; break;
    case 1: shape.spec = sat::Obb2Spec{center, half, {data.ConsumeFloatingPointInRange<double>(-360.0, 360.0), true}}; break;
    default: {
        sat::Poly2Spec polygon; // a triangle around the centre
        polygon.points = {center + glm::dvec2(-half.x, -half.y), center + glm::dvec2(half.x, -half.y),
                          center + glm::dvec2(0.0, half.y)};
        shape.spec = polygon;
    }
    }
    return shape;
}

ui::OverlayToggles togglesFrom(FuzzedDataProvider& data) {
    ui::OverlayToggles toggles = ui::allFigureOverlays();
    const auto bits = data.ConsumeIntegral<std::uint16_t>();
    bool* flags[] = {&toggles.grid,      &toggles.names,    &toggles.intersections, &toggles.axes,
                     &toggles.intervals, &toggles.numbers,  &toggles.projections,   &toggles.separatingLine,
                     &toggles.mtv,       &toggles.contacts, &toggles.duplicateAxes};
    for (std::size_t i = 0; i < std::size(flags); ++i) *flags[i] = (bits >> i) & 1u;
    return toggles;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    FuzzedDataProvider data(bytes, size);
    ui::FigureOptions options;
    options.width = data.ConsumeIntegralInRange<int>(1, 800);
    options.height = data.ConsumeIntegralInRange<int>(1, 800);
    const double scale = data.ConsumeIntegralInRange<int>(1, 4);
    options.overlays = togglesFrom(data);

    sat::Scene scene;
    const int shapes = data.ConsumeIntegralInRange<int>(1, 4);
    for (int i = 0; i < shapes; ++i) scene.shapes.push_back(shapeFrom(data, i));

    ui::ViewTransform view;
    view.size = {options.width, options.height};
    if (data.ConsumeBool()) { // --view X0,Y0,X1,Y1
        options.viewRect = ui::WorldRect{{anyValue(data), anyValue(data)}, {anyValue(data), anyValue(data)}};
        if (!ui::figureOptionsProblem(options).empty()) return 0; // refused: exit 2, nothing drawn
        view.center = options.viewRect->lo * 0.5 + options.viewRect->hi * 0.5;
        view.zoom = ui::zoomToFit(*options.viewRect, view.size);
        if (!std::isfinite(view.zoom) || !(view.zoom > 0.0)) __builtin_trap(); // accepted, so it must be drawable
    } else { // --scene-view: the scene file's centre and zoom, or any the view code might be handed
        view.center = {anyValue(data), anyValue(data)};
        view.zoom = anyValue(data);
        if (!std::isfinite(view.center.x) || !std::isfinite(view.center.y) || !std::isfinite(view.zoom) || !(view.zoom > 0.0))
            return 0;
    }

    ui::Selection selection;
    if (shapes >= 2) selection.set({"A", "B"});
    else selection.set({"A"});
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    ui::PictureInput input;
    input.scene = &scene;
    input.analysis = &analysis;
    input.selection = &selection;
    input.view = view;
    input.theme = ui::Theme::light();
    input.toggles = options.overlays;
    input.toggles.banner = data.ConsumeBool();
    input.hoveredAxis = data.ConsumeIntegralInRange<int>(-1, 8);
    input.showHandles = false;

    ui::SvgCanvas svg(options.width * scale, options.height * scale, ui::approximateTextMetrics());
    ui::ScaledCanvas scaled(svg, scale);
    ui::drawPicture(scaled, input);
    const std::string document = svg.finish();
    // A few hundred elements of at most a few hundred bytes: the picture's
    // grid, four shapes, their overlaps and one pair's overlays.
    if (document.size() > 512 * 1024) __builtin_trap();
    if (document.find("nan") != std::string::npos || document.find("inf") != std::string::npos) __builtin_trap();
    return 0;
}
