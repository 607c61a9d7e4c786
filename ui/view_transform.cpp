#include "ui/view_transform.hpp"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>

namespace ui {

glm::dvec2 ViewTransform::toScreen(glm::dvec2 world) const {
    const glm::dvec2 mid = origin + size * 0.5;
    return {mid.x + (world.x - center.x) * zoom, mid.y - (world.y - center.y) * zoom};
}

glm::dvec2 ViewTransform::toWorld(glm::dvec2 screen) const {
    const glm::dvec2 mid = origin + size * 0.5;
    return {center.x + (screen.x - mid.x) / zoom, center.y - (screen.y - mid.y) / zoom};
}

void ViewTransform::zoomAbout(glm::dvec2 screenPoint, double factor) {
    const glm::dvec2 anchor = toWorld(screenPoint);
    zoom = std::clamp(zoom * factor, kMinZoom, kMaxZoom);
    // Put `anchor` back under the cursor: solve toScreen(anchor) == screenPoint for center.
    const glm::dvec2 mid = origin + size * 0.5;
    center.x = anchor.x - (screenPoint.x - mid.x) / zoom;
    center.y = anchor.y + (screenPoint.y - mid.y) / zoom;
}

void ViewTransform::panBy(glm::dvec2 screenDelta) {
    center.x -= screenDelta.x / zoom;
    center.y += screenDelta.y / zoom;
}

void ViewTransform::frame(glm::dvec2 lo, glm::dvec2 hi, double marginPx) {
    center = (lo + hi) * 0.5;
    const glm::dvec2 extent = glm::max(hi - lo, glm::dvec2(1e-9));
    const glm::dvec2 room = glm::max(size - 2.0 * marginPx, glm::dvec2(1.0));
    zoom = std::clamp(std::min(room.x / extent.x, room.y / extent.y), kMinZoom, kMaxZoom);
}

double ViewTransform::gridStep(double minPixels) const {
    const double minWorld = minPixels / zoom;
    double power = std::pow(10.0, std::floor(std::log10(minWorld)));
    for (;;) {
        for (double mantissa : {1.0, 2.0, 5.0})
            if (mantissa * power >= minWorld * (1.0 - 1e-12)) return mantissa * power;
        power *= 10.0;
    }
}

} // namespace ui
