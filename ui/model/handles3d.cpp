// SPDX-License-Identifier: MIT
// The grips of a selected 3D box (face squares, rotation rings) and picking them.
#include "ui/model/handles3d.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>

#include <glm/geometric.hpp>

#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

double distanceToSegment(glm::dvec2 p, glm::dvec2 a, glm::dvec2 b) {
    const glm::dvec2 ab = b - a;
    const double lengthSquared = glm::dot(ab, ab);
    const double t = lengthSquared > 0.0 ? std::clamp(glm::dot(p - a, ab) / lengthSquared, 0.0, 1.0) : 0.0;
    return glm::length(p - (a + ab * t));
}

/// The nearest handle within reach of the mouse so far.
struct Candidate {
    Handle3d handle;
    double depth = std::numeric_limits<double>::infinity();
    std::optional<Handle3d> found() const {
        if (depth < std::numeric_limits<double>::infinity()) return handle;
        return std::nullopt;
    }
};

/// Hands `consider` each on-screen segment of `frame`'s rotation rings about `axes` as a ring handle, with the
/// mouse's pixel distance to the segment and the nearer end's depth.
template <class Consider>
void considerRings(const Box3Frame& frame, std::initializer_list<int> axes, const OrbitCamera& camera, const ScreenRect& rect,
                   glm::dvec2 mouse, Consider&& consider) {
    for (const int axis : axes) {
        const std::vector<glm::dvec3> ring = ringPoints(frame, axis);
        for (std::size_t n = 0; n < ring.size(); ++n) {
            const auto a = camera.toScreen(ring[n], rect), b = camera.toScreen(ring[(n + 1) % ring.size()], rect);
            if (a && b)
                consider({Handle3dKind::Ring, axis, 0}, distanceToSegment(mouse, a->pixel, b->pixel),
                         std::min(a->depth, b->depth));
        }
    }
}

} // namespace

double ringRadius(const Box3Frame& box) { return glm::length(box.halfExtents) * 1.12; }

std::vector<glm::dvec3> ringPoints(const Box3Frame& box, int axis) {
    const glm::dvec3 u = box.axis((axis + 1) % 3), v = box.axis((axis + 2) % 3);
    const double radius = ringRadius(box);
    std::vector<glm::dvec3> points;
    points.reserve(kRingSegments);
    for (int n = 0; n < kRingSegments; ++n) {
        const double angle = 2.0 * kPi * n / kRingSegments;
        points.push_back(box.center + (u * std::cos(angle) + v * std::sin(angle)) * radius);
    }
    return points;
}

glm::dvec3 faceCenter(const Box3Frame& box, int axis, int side) {
    return box.center + box.axis(axis) * (side * box.halfExtents[axis]);
}

bool handleUsable(const Box3Frame& box, const Handle3d& handle, const OrbitCamera& camera) {
    if (handle.kind == Handle3dKind::Body) return true;
    const glm::dvec3 at = handle.kind == Handle3dKind::Face ? faceCenter(box, handle.axis, handle.side) : box.center;
    const glm::dvec3 toPoint = at - camera.eye();
    const glm::dvec3 sight = camera.orthographic || glm::length(toPoint) < 1e-12 ? camera.forward() : glm::normalize(toPoint);
    const double along = std::abs(glm::dot(box.axis(handle.axis), sight));
    constexpr double kCos15 = 0.9659258262890683, kSin12 = 0.20791169081775934;
    return handle.kind == Handle3dKind::Face ? along < kCos15 : along > kSin12;
}

std::optional<Handle3d> pickHandle3d(const Box3Frame& box, bool rotatable, const OrbitCamera& camera, const ScreenRect& rect,
                                     glm::dvec2 mouse, double pickPx) {
    Candidate best;
    auto consider = [&](const Handle3d& handle, double distancePx, double depth) {
        if (distancePx <= pickPx && depth < best.depth && handleUsable(box, handle, camera)) best = {handle, depth};
    };
    for (int axis = 0; axis < 3; ++axis)
        for (const int side : {-1, 1})
            if (const auto p = camera.toScreen(faceCenter(box, axis, side), rect))
                consider({Handle3dKind::Face, axis, side}, glm::length(p->pixel - mouse), p->depth);
    if (best.found()) return best.handle; // faces sit inside the rings: they win
    if (!rotatable) return std::nullopt;
    considerRings(box, {0, 1, 2}, camera, rect, mouse, consider);
    return best.found();
}

bool roundHandleUsable(const sat::Capsule3<double>& round, const Handle3d& handle, const OrbitCamera& camera) {
    const Box3Frame frame = round3Frame(round);
    switch (handle.kind) {
    case Handle3dKind::Radius:
    case Handle3dKind::Body: return true;
    case Handle3dKind::Length: return handleUsable(frame, {Handle3dKind::Face, 1, handle.side}, camera);
    case Handle3dKind::Ring: return handle.axis != 1 && handleUsable(frame, handle, camera);
    case Handle3dKind::Face: break;
    }
    return false;
}

std::optional<Handle3d> pickRoundHandle3d(const sat::Capsule3<double>& round, bool capsule, const OrbitCamera& camera,
                                          const ScreenRect& rect, glm::dvec2 mouse, double pickPx) {
    Candidate best;
    auto consider = [&](const Handle3d& handle, double distancePx, double depth) {
        if (distancePx <= pickPx && depth < best.depth && roundHandleUsable(round, handle, camera)) best = {handle, depth};
    };
    if (const auto p = camera.toScreen(radiusHandlePoint(round, camera), rect))
        consider({Handle3dKind::Radius, -1, 0}, glm::length(p->pixel - mouse), p->depth);
    if (capsule)
        for (const int side : {-1, 1})
            if (const auto p = camera.toScreen(lengthHandlePoint(round, side), rect))
                consider({Handle3dKind::Length, 1, side}, glm::length(p->pixel - mouse), p->depth);
    if (best.found()) return best.handle; // inside the rings: they win
    if (!capsule) return std::nullopt;
    const Box3Frame frame = round3Frame(round);
    considerRings(frame, {0, 2}, camera, rect, mouse, consider); // none about its own segment (y)
    return best.found();
}

int pickBox3d(const sat::Scene& scene, const OrbitCamera& camera, const ScreenRect& rect, glm::dvec2 mouse) {
    const Ray3 ray = camera.rayThrough(mouse, rect);
    int nearest = -1;
    double nearestT = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        if (!scene.shapes[i].visible) continue;
        std::optional<double> t;
        if (const auto round = round3Shape(scene.shapes[i].spec)) t = intersectRay(ray, *round);
        else if (const auto frame = box3Frame(scene.shapes[i].spec)) t = intersectRay(ray, frame->obb());
        else continue;
        if (t && *t < nearestT) {
            nearestT = *t;
            nearest = static_cast<int>(i);
        }
    }
    return nearest;
}

} // namespace ui
