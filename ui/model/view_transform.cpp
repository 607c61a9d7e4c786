// SPDX-License-Identifier: MIT
// The viewport's world <-> screen mapping, zoom, pan, framing and grid spacing.
#include "ui/model/view_transform.hpp"

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

void ViewTransform::frame(glm::dvec2 lo, glm::dvec2 hi, double marginPx) { frameIn(lo, hi, origin, origin + size, marginPx); }

void ViewTransform::frameIn(glm::dvec2 lo, glm::dvec2 hi, glm::dvec2 rectLo, glm::dvec2 rectHi, double marginPx) {
    const glm::dvec2 extent = glm::max(hi - lo, glm::dvec2(1e-9));
    const glm::dvec2 room = glm::max(rectHi - rectLo - 2.0 * marginPx, glm::dvec2(1.0));
    zoom = std::clamp(std::min(room.x / extent.x, room.y / extent.y), kMinZoom, kMaxZoom);
    // toScreen(middle) must be the rectangle's middle: screen y points down, world y up.
    const glm::dvec2 offset = (rectLo + rectHi) * 0.5 - (origin + size * 0.5);
    center = (lo + hi) * 0.5 - glm::dvec2(offset.x, -offset.y) / zoom;
}

double ViewTransform::gridStep(double minPixels) const {
    const double minWorld = minPixels / zoom;
    if (!std::isfinite(minWorld) || !(minWorld > 0.0)) return 0.0; // no usable zoom: no grid
    double power = std::pow(10.0, std::floor(std::log10(minWorld)));
    // Two decades always hold the answer (mantissa 1 of the next one at the latest).
    for (int decade = 0; decade < 2; ++decade, power *= 10.0)
        for (double mantissa : {1.0, 2.0, 5.0})
            if (mantissa * power >= minWorld * (1.0 - 1e-12)) return mantissa * power;
    return minWorld; // only when pow() underflowed to 0 for the tiniest subnormal
}

} // namespace ui
