// SPDX-License-Identifier: MIT
// Presentation mode's view (ui/editor/presentation_view.hpp).
#include "ui/editor/presentation_view.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <tuple>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "ui/draw/picture.hpp"
#include "ui/draw/picture_extent.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

/// The verdict banner's row under the menu bar (ui/draw/overlay_draw.cpp puts it at 36 px x scale).
double bannerBottom(const Theme& theme) { return 36.0 * theme.scale + theme.fontSize * 1.6; }

/// The picture's bounding box on screen, relative to the screen point of the view's centre.
PanelRect pictureBounds(const PictureInput& input, const Canvas& measure) {
    PanelRect box{glm::dvec2(std::numeric_limits<double>::max()), glm::dvec2(-std::numeric_limits<double>::max())};
    const auto add = [&box](glm::dvec2 p) {
        box.lo = glm::min(box.lo, p);
        box.hi = glm::max(box.hi, p);
    };
    for (const sat::SceneShape& shape : input.scene->shapes) {
        if (!shape.visible || sat::is3d(shape.spec)) continue;
        glm::dvec2 lo, hi;
        boundsOf(shape.spec, lo, hi);
        add(input.view.toScreen(lo));
        add(input.view.toScreen(hi));
    }
    if (input.toggles.axes)
        for (const glm::dvec2 p : laneExtentPoints(input, measure, true)) add(p);
    const glm::dvec2 centre = input.view.origin + input.view.size * 0.5;
    return {box.lo - centre, box.hi - centre};
}

/// The screen box of the picture drawn with `view`, for the picture of `input`.
PanelRect pictureOnScreenWith(PictureInput input, const ViewTransform& view, const Canvas& measure) {
    input.view = view;
    const PanelRect box = pictureBounds(input, measure);
    const glm::dvec2 centre = view.origin + view.size * 0.5;
    return {box.lo + centre, box.hi + centre};
}

/// Moves the view so the picture drawn with it is centred in `room`; a pan moves every part of the
/// picture alike (the lanes' places depend on the zoom alone).
void centrePicture(ViewTransform& view, const PanelRect& drawn, const PanelRect& room) {
    const glm::dvec2 shift = (drawn.lo + drawn.hi) * 0.5 - (room.lo + room.hi) * 0.5;
    view.center += glm::dvec2(shift.x, -shift.y) / view.zoom;
}

/// Fits the picture (the shapes, the inspected pair's lanes and their labels) into the largest
/// part of the view under the banner's row that no rectangle of `panels` covers, with a margin.
/// The zoom comes from the extent measured at two zooms; the lanes are pushed apart by steps that
/// depend on the zoom, so the picture drawn at that zoom may still reach further. It is then
/// measured as drawn and the zoom lowered until it fits.
void fitPicture(EditorState& state, const Canvas& measure, const std::vector<PanelRect>& panels) {
    PictureInput input;
    input.scene = &state.document.scene();
    input.analysis = &state.analysis.result;
    input.view = state.view.transform;
    input.theme = state.view.theme;
    input.toggles = state.view.toggles;
    const double zoom1 = input.view.zoom;
    const auto measurePicture = [&input, &measure, zoom1]() -> std::optional<PictureExtent> {
        input.view.zoom = zoom1;
        const PanelRect first = pictureBounds(input, measure);
        if (first.lo.x > first.hi.x) return std::nullopt; // nothing to frame
        input.view.zoom = zoom1 * 2.0;
        const PanelRect second = pictureBounds(input, measure);
        return measureExtent(first, zoom1, second, zoom1 * 2.0);
    };
    std::optional<PictureExtent> extent = measurePicture();
    if (!extent) return;

    // The viewport's free rectangle (ui/editor/window_layout.hpp), under the banner.
    const LayoutRect& free = state.view.layout.free;
    PanelRect view = free.empty()
                         ? PanelRect{state.view.transform.origin, state.view.transform.origin + state.view.transform.size}
                         : PanelRect{free.lo, free.hi};
    view.lo.y = std::max(view.lo.y,
                         state.view.transform.origin.y + bannerBottom(state.view.theme)); // under the menu bar and banner
    const double margin = 12.0 * state.view.theme.scale;
    std::optional<PanelRect> room = bestFreeRect(view, panels, *extent, margin);
    if (!room && input.toggles.axes) {
        // The lanes' labels alone are wider or taller than the room (a narrow room between the columns at
        // the larger text): fit the shapes instead, so the picture is still framed where it can be seen.
        input.toggles.axes = false;
        extent = measurePicture();
        if (!extent) return;
        room = bestFreeRect(view, panels, *extent, margin);
    }
    // Where the estimate fits nowhere even so, the whole view, from the current zoom down.
    const PanelRect target = room.value_or(view);
    const double estimate = fittingZoom(*extent, target, margin);
    ViewTransform fitted = state.view.transform;
    fitted.zoom = std::clamp(estimate > 0.0 ? estimate : fitted.zoom, kMinZoom, kMaxZoom);
    const glm::dvec2 space{target.width() - 2.0 * margin, target.height() - 2.0 * margin};
    constexpr int kMaxShrinks = 16;
    for (int shrink = 0;; ++shrink) {
        const PanelRect drawn = pictureOnScreenWith(input, fitted, measure);
        centrePicture(fitted, drawn, target);
        const glm::dvec2 size = drawn.hi - drawn.lo;
        const double ratio = std::min(space.x / std::max(size.x, 1e-9), space.y / std::max(size.y, 1e-9));
        if (ratio >= 1.0 - 1e-9 || shrink == kMaxShrinks || fitted.zoom <= kMinZoom) break;
        // The pixel parts (lane spacing, labels) do not shrink with the zoom: lower it a little more.
        fitted.zoom = std::max(kMinZoom, fitted.zoom * std::clamp(ratio * 0.98, 0.5, 0.99));
    }
    state.view.transform.zoom = fitted.zoom;
    state.view.transform.center = fitted.center;
}

} // namespace

PictureExtent measureExtent(const PanelRect& atZoom1, double zoom1, const PanelRect& atZoom2, double zoom2) {
    PictureExtent extent;
    extent.perZoomLo = (atZoom2.lo - atZoom1.lo) / (zoom2 - zoom1);
    extent.perZoomHi = (atZoom2.hi - atZoom1.hi) / (zoom2 - zoom1);
    extent.fixedLo = atZoom1.lo - zoom1 * extent.perZoomLo;
    extent.fixedHi = atZoom1.hi - zoom1 * extent.perZoomHi;
    return extent;
}

double fittingZoom(const PictureExtent& extent, const PanelRect& room, double marginPx) {
    const glm::dvec2 perZoom = extent.perZoomHi - extent.perZoomLo; // size = zoom * perZoom + fixed
    const glm::dvec2 fixed = extent.fixedHi - extent.fixedLo;
    const glm::dvec2 space{room.width() - 2.0 * marginPx, room.height() - 2.0 * marginPx};
    double zoom = std::numeric_limits<double>::max();
    for (int i = 0; i < 2; ++i) {
        if (space[i] - fixed[i] <= 0.0) return 0.0;
        if (perZoom[i] > 1e-12) zoom = std::min(zoom, (space[i] - fixed[i]) / perZoom[i]);
    }
    return zoom == std::numeric_limits<double>::max() ? kMaxZoom : zoom;
}

std::optional<PanelRect> bestFreeRect(const PanelRect& view, const std::vector<PanelRect>& panels, const PictureExtent& extent,
                                      double marginPx) {
    std::vector<double> xs{view.lo.x, view.hi.x};
    std::vector<double> ys{view.lo.y, view.hi.y};
    for (const PanelRect& panel : panels) {
        for (const double x : {panel.lo.x, panel.hi.x}) xs.push_back(std::clamp(x, view.lo.x, view.hi.x));
        for (const double y : {panel.lo.y, panel.hi.y}) ys.push_back(std::clamp(y, view.lo.y, view.hi.y));
    }
    for (auto* edges : {&xs, &ys}) {
        std::sort(edges->begin(), edges->end());
        edges->erase(std::unique(edges->begin(), edges->end()), edges->end());
    }
    std::optional<PanelRect> best;
    double bestZoom = 0.0;
    for (std::size_t x0 = 0; x0 < xs.size(); ++x0)
        for (std::size_t x1 = x0 + 1; x1 < xs.size(); ++x1)
            for (std::size_t y0 = 0; y0 < ys.size(); ++y0)
                for (std::size_t y1 = y0 + 1; y1 < ys.size(); ++y1) {
                    const PanelRect room{{xs[x0], ys[y0]}, {xs[x1], ys[y1]}};
                    if (std::any_of(panels.begin(), panels.end(), [&](const PanelRect& p) { return room.overlaps(p); }))
                        break; // taller rooms from y0 overlap the same panel
                    const double zoom = fittingZoom(extent, room, marginPx);
                    const bool larger = best && room.width() * room.height() > best->width() * best->height();
                    if (zoom > bestZoom * (1.0 + 1e-9) || (zoom > 0.0 && zoom >= bestZoom * (1.0 - 1e-9) && larger)) {
                        bestZoom = zoom;
                        best = room;
                    }
                }
    return best;
}

void framePresentationView(EditorState& state, const Canvas& measure, const std::vector<PanelRect>& panels) {
    PresentationState& mode = state.teaching.presentation;
    if (!mode.on || state.document.scene().is3d()) {
        mode.framePending = 0;
        return;
    }
    std::vector<PanelRect> sorted = panels; // the windows' order changes with focus
    std::sort(sorted.begin(), sorted.end(), [](const PanelRect& a, const PanelRect& b) {
        return std::tie(a.lo.x, a.lo.y, a.hi.x, a.hi.y) < std::tie(b.lo.x, b.lo.y, b.hi.x, b.hi.y);
    });
    const bool viewAsFramed = state.view.transform.center == mode.framedCenter && state.view.transform.zoom == mode.framedZoom;
    const bool panelsMoved = viewAsFramed &&
                             !std::equal(sorted.begin(), sorted.end(), mode.framedPanels.begin(), mode.framedPanels.end(),
                                         [](const PanelRect& a, const PanelRect& b) { return a.lo == b.lo && a.hi == b.hi; });
    if (mode.framedSize != state.view.transform.size || panelsMoved) mode.framePending = std::max(mode.framePending, 1);
    if (mode.framePending <= 0) return;
    --mode.framePending;
    mode.framedSize = state.view.transform.size;
    mode.framedPanels = std::move(sorted);
    fitPicture(state, measure, {}); // the docks never cover the viewport (ui/editor/window_layout.hpp)
    mode.framedCenter = state.view.transform.center;
    mode.framedZoom = state.view.transform.zoom;
}

std::optional<PanelRect> pictureOnScreen(const EditorState& state, const Canvas& measure) {
    PictureInput input;
    input.scene = &state.document.scene();
    input.analysis = &state.analysis.result;
    input.view = state.view.transform;
    input.theme = state.view.theme;
    input.toggles = state.view.toggles;
    const PanelRect box = pictureBounds(input, measure);
    if (box.lo.x > box.hi.x) return std::nullopt;
    const glm::dvec2 centre = input.view.origin + input.view.size * 0.5;
    return PanelRect{box.lo + centre, box.hi + centre};
}

void framePicture(EditorState& state, const Canvas& measure) {
    if (!state.document.scene().is3d()) fitPicture(state, measure, {});
}

} // namespace ui
