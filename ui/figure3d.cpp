#include "ui/figure3d.hpp"

#include <limits>

#include <glm/common.hpp>

#include "ui/analysis3d.hpp"
#include "ui/figure.hpp"
#include "ui/overlay3d.hpp"
#include "ui/scene_mesh3d.hpp"

namespace ui {
namespace {

/// The default camera framed on every visible box, with room for the rings' worth of margin.
OrbitCamera framedCamera(const sat::Scene& scene, const ScreenRect& rect) {
    glm::dvec3 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
    for (const sat::SceneShape& shape : scene.shapes) {
        const auto box = box3Frame(shape.spec);
        if (!shape.visible || !box) continue;
        for (const glm::dvec3& corner : sat::corners(box->obb())) {
            lo = glm::min(lo, corner);
            hi = glm::max(hi, corner);
        }
    }
    OrbitCamera camera;
    if (lo.x > hi.x) return camera;
    const glm::dvec3 centre = (lo + hi) * 0.5, half = (hi - lo) * 0.5 * 1.15;
    camera.frame(centre - half, centre + half, rect);
    return camera;
}

} // namespace

void drawFigure3d(Canvas& canvas, const Figure& figure) {
    const ScreenRect rect{figure.view.origin, figure.view.origin + figure.view.size};
    Scene3dInput input;
    input.scene = &figure.scene;
    input.selection = nullptr; // a figure shows no selection
    input.camera = framedCamera(figure.scene, rect);
    input.rect = rect;
    input.theme = figure.theme;
    input.grid = figure.toggles.grid;
    drawGround3d(canvas, input.camera, rect, figure.theme, figure.toggles.grid);
    drawBoxes3d(canvas, boxLooks(input), input.camera, rect, figure.theme);

    const SceneAnalysis3 analysis = analyse3d(figure.scene, figure.selection, {});
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
    drawOverlay3d(canvas, overlay);
}

} // namespace ui
