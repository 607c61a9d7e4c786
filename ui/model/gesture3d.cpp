// SPDX-License-Identifier: MIT
// One mouse drag on a 3D box (move, turn by a ring, move a face), one undo step.
#include "ui/model/gesture3d.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "ui/model/gesture.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/round3d_edit.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

/// Below this |cos| between the view and a ring's axis the ring is seen edge-on:
/// its plane is hit far away or not at all, so the turn follows the mouse's
/// angle about the projected centre instead.
constexpr double kEdgeOnCosine = 0.2;

const char* describe(Handle3dKind kind) {
    switch (kind) {
    case Handle3dKind::Body: return "Move";
    case Handle3dKind::Ring: return "Rotate";
    case Handle3dKind::Face:
    case Handle3dKind::Radius:
    case Handle3dKind::Length: return "Resize";
    }
    return "Edit";
}

double snapDegrees(double radians) { return snapTo(radians * 180.0 / kPi, kSnapDegrees3d) * kPi / 180.0; }

} // namespace

glm::dvec3 lockDirection(AxisLock lock) {
    switch (lock) {
    case AxisLock::X: return {1.0, 0.0, 0.0};
    case AxisLock::Y: return {0.0, 1.0, 0.0};
    case AxisLock::Z: return {0.0, 0.0, 1.0};
    case AxisLock::None: break;
    }
    return {0.0, 0.0, 0.0};
}

std::optional<glm::dvec3> planeDragCenter(glm::dvec3 startCenter, glm::dvec3 grab, glm::dvec3 planeNormal, const Ray3& ray) {
    const auto t = intersectRayPlane(ray, grab, planeNormal);
    if (!t) return std::nullopt;
    const glm::dvec3 hit = ray.origin + ray.direction * *t;
    return startCenter + (hit - grab);
}

std::optional<glm::dvec3> axisDragCenter(glm::dvec3 startCenter, glm::dvec3 grab, glm::dvec3 direction, const Ray3& ray) {
    const auto s = closestOnLineToRay(grab, direction, ray);
    if (!s) return std::nullopt;
    return startCenter + direction * *s;
}

std::optional<double> ringAngle(glm::dvec3 center, glm::dvec3 axis, const Ray3& from, const Ray3& to) {
    const auto t0 = intersectRayPlane(from, center, axis);
    const auto t1 = intersectRayPlane(to, center, axis);
    if (!t0 || !t1) return std::nullopt;
    const glm::dvec3 v0 = from.origin + from.direction * *t0 - center;
    const glm::dvec3 v1 = to.origin + to.direction * *t1 - center;
    if (glm::length(v0) == 0.0 || glm::length(v1) == 0.0) return std::nullopt;
    return std::atan2(glm::dot(glm::cross(v0, v1), glm::normalize(axis)), glm::dot(v0, v1));
}

Box3Frame resizedFace(const Box3Frame& start, int axis, int side, double travel, bool aboutCenter, double snapStep) {
    // Along the axis (origin at the old centre) the dragged face was at side*h
    // and is now at side*h + travel; the fixed face stays at -side*h.
    const double h0 = start.halfExtents[axis];
    double half = aboutCenter ? h0 + side * travel : h0 + side * travel * 0.5;
    if (snapStep > 0.0) half = std::max(snapTo(2.0 * half, snapStep) * 0.5, snapStep * 0.5);
    half = std::max(half, kMinHalfExtent);
    Box3Frame frame = start;
    frame.halfExtents[axis] = half;
    const double centerOffset = aboutCenter ? 0.0 : -side * h0 + side * half;
    frame.center = start.center + start.axis(axis) * centerOffset;
    return frame;
}

double gridStep3d(double cameraDistance) {
    const double target = std::max(cameraDistance / 20.0, 1e-6);
    const double decade = std::pow(10.0, std::floor(std::log10(target)));
    for (const double m : {5.0, 2.0, 1.0})
        if (m * decade <= target) return m * decade;
    return decade;
}

bool Gesture3d::begin(Document& document, int shapeIndex, const Handle3d& handle, const OrbitCamera& camera,
                      const ScreenRect& rect, glm::dvec2 mouse) {
    const sat::SceneShape& shape = document.scene().shapes[static_cast<std::size_t>(shapeIndex)];
    const auto round = round3Shape(shape.spec);
    const auto frame = round ? std::optional<Box3Frame>(round3Frame(*round)) : box3Frame(shape.spec);
    if (!frame) return false;
    active_ = true;
    round_ = round.has_value();
    if (round) {
        startRound_ = *round;
        radiusDirection_ = radiusHandleDirection(*round, camera);
    }
    handle_ = handle;
    shape_ = shapeIndex;
    start_ = *frame;
    startMouse_ = mouse;
    startRay_ = camera.rayThrough(mouse, rect);
    lock_ = AxisLock::None;
    // The grab point: where the mouse ray meets the plane through the centre facing the camera
    // (for a face handle: through the face's centre), so the box does not jump to the cursor.
    planeNormal_ = -camera.forward();
    glm::dvec3 anchor = frame->center;
    if (handle.kind == Handle3dKind::Face)
        anchor = frame->center + frame->axis(handle.axis) * (handle.side * frame->halfExtents[handle.axis]);
    else if (handle.kind == Handle3dKind::Length) anchor = frame->center + frame->axis(1) * (handle.side * frame->halfExtents.y);
    else if (handle.kind == Handle3dKind::Radius) anchor = frame->center + radiusDirection_ * frame->halfExtents.x;
    const auto t = intersectRayPlane(startRay_, anchor, planeNormal_);
    grab_ = t ? startRay_.origin + startRay_.direction * *t : anchor;
    document.beginEdit(std::string(describe(handle.kind)) + " " + shape.name);
    return true;
}

void Gesture3d::update(Document& document, const OrbitCamera& camera, const ScreenRect& rect, glm::dvec2 mouse,
                       Modifiers3d modifiers, double snapStep) {
    if (!active_) return;
    lock_ = handle_.kind == Handle3dKind::Body ? modifiers.lock : AxisLock::None;
    const Ray3 ray = camera.rayThrough(mouse, rect);
    std::optional<Box3Frame> frame;
    switch (handle_.kind) {
    case Handle3dKind::Body: frame = moved(ray, modifiers, snapStep); break;
    case Handle3dKind::Ring: frame = turned(camera, rect, mouse, modifiers); break;
    case Handle3dKind::Face: frame = resized(ray, modifiers, snapStep); break;
    case Handle3dKind::Radius:
    case Handle3dKind::Length: frame = resizedRound(ray, modifiers, snapStep); break;
    }
    if (!frame) return;
    sat::ShapeSpec& spec = document.editable().shapes[static_cast<std::size_t>(shape_)].spec;
    if (round_) setRound3Shape(spec, roundOf(*frame, modifiers.alt));
    else setBox3Frame(spec, *frame);
}

std::string Gesture3d::readout(const sat::ShapeSpec& now) const {
    const auto round = round3Shape(now);
    const auto frame = round ? std::optional<Box3Frame>(round3Frame(*round)) : box3Frame(now);
    if (!active_ || !frame) return {};
    switch (handle_.kind) {
    case Handle3dKind::Body: return moveReadout(frame->center - start_.center);
    case Handle3dKind::Ring: {
        // A round shape's frame is rebuilt from its segment, so only its y axis (the segment) is its own.
        const int probe = round_ ? 1 : (handle_.axis + 1) % 3;
        const glm::dvec3 axis = start_.axis(handle_.axis);
        const glm::dvec3 from = start_.axis(probe);
        const glm::dvec3 to = frame->axis(probe);
        return turnReadout(std::atan2(glm::dot(glm::cross(from, to), axis), glm::dot(from, to)) * 180.0 / kPi);
    }
    case Handle3dKind::Face: {
        const double change = (frame->halfExtents[handle_.axis] - start_.halfExtents[handle_.axis]) * 2.0;
        return std::string("size ") + "xyz"[handle_.axis] + " " + formatFixed(change, 2, true);
    }
    case Handle3dKind::Radius: return "radius " + formatFixed(frame->halfExtents.x - start_.halfExtents.x, 2, true);
    case Handle3dKind::Length: {
        const double before = 2.0 * (start_.halfExtents.y - start_.halfExtents.x);
        return "length " + formatFixed(2.0 * (frame->halfExtents.y - frame->halfExtents.x) - before, 2, true);
    }
    }
    return {};
}

void Gesture3d::end(Document& document) {
    if (!active_) return;
    active_ = false;
    document.endEdit();
}

void Gesture3d::cancel(Document& document) {
    if (!active_) return;
    active_ = false;
    document.cancelEdit();
}

std::optional<Box3Frame> Gesture3d::moved(const Ray3& ray, Modifiers3d modifiers, double snapStep) const {
    Box3Frame frame = start_;
    if (modifiers.lock != AxisLock::None) {
        const glm::dvec3 direction = lockDirection(modifiers.lock);
        const auto center = axisDragCenter(start_.center, grab_, direction, ray);
        if (!center) return std::nullopt;
        frame.center = *center;
        const int i = static_cast<int>(modifiers.lock) - 1;
        if (modifiers.ctrl) frame.center[i] = snapTo(frame.center[i], snapStep);
        return frame;
    }
    const auto center = planeDragCenter(start_.center, grab_, planeNormal_, ray);
    if (!center) return std::nullopt;
    frame.center = *center;
    if (modifiers.ctrl)
        for (int i = 0; i < 3; ++i) frame.center[i] = snapTo(frame.center[i], snapStep);
    return frame;
}

std::optional<Box3Frame> Gesture3d::turned(const OrbitCamera& camera, const ScreenRect& rect, glm::dvec2 mouse,
                                           Modifiers3d modifiers) const {
    const glm::dvec3 axis = start_.axis(handle_.axis);
    std::optional<double> angle;
    if (std::abs(glm::dot(axis, camera.forward())) >= kEdgeOnCosine)
        angle = ringAngle(start_.center, axis, startRay_, camera.rayThrough(mouse, rect));
    if (!angle) {
        const auto centre = camera.toScreen(start_.center, rect);
        if (!centre) return std::nullopt;
        const glm::dvec2 from = startMouse_ - centre->pixel, to = mouse - centre->pixel;
        if (glm::length(to) < 1.0 || glm::length(from) < 1.0) return std::nullopt;
        // Screen y points down: an angle measured there turns clockwise as seen.
        const double screen = std::atan2(from.x * to.y - from.y * to.x, glm::dot(from, to));
        angle = glm::dot(axis, camera.forward()) > 0.0 ? screen : -screen;
    }
    if (modifiers.ctrl) angle = snapDegrees(*angle);
    Box3Frame frame = start_;
    frame.rotation = rotationAbout(axis, *angle) * start_.rotation;
    return frame;
}

std::optional<Box3Frame> Gesture3d::resized(const Ray3& ray, Modifiers3d modifiers, double snapStep) const {
    const glm::dvec3 axis = start_.axis(handle_.axis);
    const glm::dvec3 face = start_.center + axis * (handle_.side * start_.halfExtents[handle_.axis]);
    const auto grabbed = closestOnLineToRay(face, axis, startRay_);
    const auto now = closestOnLineToRay(face, axis, ray);
    if (!grabbed || !now) return std::nullopt;
    return resizedFace(start_, handle_.axis, handle_.side, *now - *grabbed, modifiers.alt, modifiers.ctrl ? snapStep : 0.0);
}

} // namespace ui

namespace ui {

sat::Capsule3<double> Gesture3d::roundOf(const Box3Frame& frame, bool aboutCenter) const {
    // What the drag does not change stays exactly as it was: a move shifts both ends by the same amount, a
    // radius drag keeps the ends, a length drag keeps the end it does not hold (rebuilding them from the frame
    // would round them).
    sat::Capsule3<double> round = startRound_;
    switch (handle_.kind) {
    case Handle3dKind::Body:
        round.start += frame.center - start_.center;
        round.end += frame.center - start_.center;
        return round;
    case Handle3dKind::Radius: round.radius = frame.halfExtents.x; return round;
    case Handle3dKind::Length: {
        const sat::Capsule3<double> rebuilt = round3FromFrame(frame);
        if (aboutCenter || handle_.side > 0) round.end = rebuilt.end;
        if (aboutCenter || handle_.side < 0) round.start = rebuilt.start;
        return round;
    }
    case Handle3dKind::Ring:
    case Handle3dKind::Face: break;
    }
    return round3FromFrame(frame);
}

std::optional<Box3Frame> Gesture3d::resizedRound(const Ray3& ray, Modifiers3d modifiers, double snapStep) const {
    const bool radius = handle_.kind == Handle3dKind::Radius;
    const glm::dvec3 direction = radius ? radiusDirection_ : start_.axis(1);
    const glm::dvec3 grip = radius ? start_.center + direction * start_.halfExtents.x
                                   : start_.center + direction * (handle_.side * start_.halfExtents.y);
    const auto grabbed = closestOnLineToRay(grip, direction, startRay_);
    const auto now = closestOnLineToRay(grip, direction, ray);
    if (!grabbed || !now) return std::nullopt;
    const double snap = modifiers.ctrl ? snapStep : 0.0;
    if (radius) return resizedRadius(start_, *now - *grabbed, snap);
    return resizedLength(start_, handle_.side, *now - *grabbed, modifiers.alt, snap);
}

} // namespace ui
