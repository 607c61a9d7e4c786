// SPDX-License-Identifier: MIT
// The grips a selected 2D shape shows, and picking what the mouse is over.
#include "ui/model/handles.hpp"

#include <cmath>

#include <glm/geometric.hpp>

#include "ui/model/round_edit.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

/// A polygon's rotate handle sits straight above the top of its circumcircle.
double polygonRadius(const sat::ShapeSpec& spec) {
    const glm::dvec2 center = shapeCenter(spec);
    double radius = 0.0;
    for (const glm::dvec2& p : outline(spec)) radius = std::max(radius, glm::length(p - center));
    return radius;
}

} // namespace

std::optional<glm::dvec2> rotateStalkBase(const sat::ShapeSpec& spec, const ViewTransform&) {
    if (std::holds_alternative<sat::Obb2Spec>(spec)) {
        const BoxFrame frame = *boxFrame(spec);
        return frame.toWorld({0.0, frame.halfExtents.y});
    }
    if (isPolygon(spec)) return shapeCenter(spec) + glm::dvec2(0.0, polygonRadius(spec));
    return std::nullopt;
}

std::vector<Handle> handlesFor(const sat::ShapeSpec& spec, const ViewTransform& view) {
    std::vector<Handle> handles;
    if (const auto frame = boxFrame(spec)) {
        for (int sy = -1; sy <= 1; ++sy)
            for (int sx = -1; sx <= 1; ++sx) {
                if (sx == 0 && sy == 0) continue;
                const glm::dvec2 local{sx * frame->halfExtents.x, sy * frame->halfExtents.y};
                handles.push_back({HandleKind::Resize, {sx, sy}, -1, frame->toWorld(local)});
            }
    } else if (const auto* poly = std::get_if<sat::Poly2Spec>(&spec)) {
        for (std::size_t i = 0; i < poly->points.size(); ++i)
            handles.push_back({HandleKind::Vertex, {0, 0}, static_cast<int>(i), poly->points[i]});
    } else if (const auto circle = circleOf(spec)) {
        handles.push_back({HandleKind::Radius, {0, 0}, -1, radiusHandle(*circle)});
    } else if (const auto capsule = capsuleOf(spec)) {
        handles.push_back({HandleKind::Vertex, {0, 0}, 0, capsule->start});
        handles.push_back({HandleKind::Vertex, {0, 0}, 1, capsule->end});
        handles.push_back({HandleKind::Radius, {0, 0}, -1, radiusHandle(*capsule)});
    }
    if (const auto base = rotateStalkBase(spec, view)) {
        const glm::dvec2 up = isPolygon(spec) ? glm::dvec2(0.0, 1.0) : boxFrame(spec)->axisY();
        handles.push_back({HandleKind::Rotate, {0, 0}, -1, *base + up * view.toWorldLength(kRotateStalkPx)});
    }
    return handles;
}

std::optional<Handle> pickHandle(const sat::ShapeSpec& spec, const ViewTransform& view, glm::dvec2 mouseScreen) {
    std::optional<Handle> best;
    double bestDistance = kHandlePickPx;
    for (const Handle& handle : handlesFor(spec, view)) {
        const double distance = glm::length(view.toScreen(handle.world) - mouseScreen);
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = handle;
        }
    }
    if (best) return best;
    if (containsPoint(spec, view.toWorld(mouseScreen))) return Handle{HandleKind::Body, {0, 0}, -1, view.toWorld(mouseScreen)};
    return std::nullopt;
}

} // namespace ui
