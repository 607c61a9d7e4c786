// SPDX-License-Identifier: MIT
// One mouse drag on a 2D shape (move, rotate, resize, vertex, radius), recomputed from its start state.
#include "ui/model/gesture.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "ui/model/number_format.hpp"
#include "ui/model/round_edit.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

/// The undo step's verb: a capsule's vertex handles are its ends.
const char* describe(HandleKind kind, const sat::ShapeSpec& spec) {
    switch (kind) {
    case HandleKind::Body: return "Move";
    case HandleKind::Rotate: return "Rotate";
    case HandleKind::Resize: return "Resize";
    case HandleKind::Vertex: return std::holds_alternative<sat::Capsule2Spec>(spec) ? "Move end of" : "Move vertex";
    case HandleKind::Radius: return "Change radius of";
    }
    return "Edit";
}

/// The round shape's radius; nullopt for the other kinds.
std::optional<double> radiusOf(const sat::ShapeSpec& spec) {
    if (const auto circle = circleOf(spec)) return circle->radius;
    if (const auto capsule = capsuleOf(spec)) return capsule->radius;
    return std::nullopt;
}

/// Half extent along one box axis for a resize handle on side `side`
/// (-1 or +1): `edge` is where the dragged side is now (local coordinate),
/// `fixed` where the opposite side stays. Returns the new half extent and
/// writes the new centre coordinate.
double resizeAxis(int side, double edge, double fixed, bool aboutCenter, bool snap, double gridStep, double& center) {
    double half = aboutCenter ? side * edge : side * (edge - fixed) * 0.5;
    if (snap) half = snapTo(2.0 * half, gridStep) * 0.5;
    half = std::max(half, snap ? std::max(kMinHalfExtent, gridStep * 0.5) : kMinHalfExtent);
    center = aboutCenter ? 0.0 : fixed + side * half;
    return half;
}

} // namespace

std::string Gesture::readout(const sat::ShapeSpec& now) const {
    if (!active_) return {};
    switch (handle_.kind) {
    case HandleKind::Body: return moveReadout(shapeCenter(now) - shapeCenter(start_));
    case HandleKind::Vertex: {
        if (const auto before = capsuleOf(start_), after = capsuleOf(now); before && after)
            return handle_.vertex == 0 ? moveReadout(after->start - before->start) : moveReadout(after->end - before->end);
        const auto* before = std::get_if<sat::Poly2Spec>(&start_);
        const auto* after = std::get_if<sat::Poly2Spec>(&now);
        const auto index = static_cast<std::size_t>(handle_.vertex);
        if (!before || !after || index >= before->points.size() || index >= after->points.size()) return {};
        return moveReadout(after->points[index] - before->points[index]);
    }
    case HandleKind::Rotate: {
        // The turn of the first corner about the centre: the same for a box and a polygon.
        const std::vector<glm::dvec2> from = outline(start_);
        const std::vector<glm::dvec2> to = outline(now);
        if (from.empty() || to.empty()) return {};
        const glm::dvec2 u = from[0] - shapeCenter(start_);
        const glm::dvec2 v = to[0] - shapeCenter(now);
        const double radians = std::atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y);
        return turnReadout(radians * 180.0 / kPi);
    }
    case HandleKind::Radius: {
        const auto before = radiusOf(start_);
        const auto after = radiusOf(now);
        if (!before || !after) return {};
        return "\xCE\x94r " + formatFixed(*after - *before, 2);
    }
    case HandleKind::Resize: {
        const auto before = boxFrame(start_);
        const auto after = boxFrame(now);
        if (!before || !after) return {};
        const glm::dvec2 change = (after->halfExtents - before->halfExtents) * 2.0;
        return "\xCE\x94w " + formatFixed(change.x, 2) + "  \xCE\x94h " + formatFixed(change.y, 2);
    }
    }
    return {};
}

std::string moveReadout(glm::dvec2 delta) {
    return "\xCE\x94x " + formatFixed(delta.x, 2) + "  \xCE\x94y " + formatFixed(delta.y, 2);
}

std::string moveReadout(glm::dvec3 delta) { return moveReadout(glm::dvec2(delta)) + "  \xCE\x94z " + formatFixed(delta.z, 2); }

std::string turnReadout(double degrees) { return "turned " + formatFixed(degrees, 1) + "\xC2\xB0"; }

void Gesture::begin(Document& document, int shapeIndex, const Handle& handle, glm::dvec2 mouseWorld) {
    active_ = true;
    handle_ = handle;
    shape_ = shapeIndex;
    start_ = document.scene().shapes[static_cast<std::size_t>(shapeIndex)].spec;
    startMouse_ = mouseWorld;
    refusal_.clear();
    document.beginEdit(std::string(describe(handle.kind, start_)) + " " +
                       document.scene().shapes[static_cast<std::size_t>(shapeIndex)].name);
}

void Gesture::update(Document& document, glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) {
    if (!active_) return;
    sat::ShapeSpec& spec = document.editable().shapes[static_cast<std::size_t>(shape_)].spec;
    switch (handle_.kind) {
    case HandleKind::Body: spec = moved(mouseWorld, modifiers, gridStep); break;
    case HandleKind::Rotate: spec = rotated(mouseWorld, modifiers); break;
    case HandleKind::Resize: spec = resized(mouseWorld, modifiers, gridStep); break;
    case HandleKind::Vertex: dragVertex(spec, mouseWorld, modifiers, gridStep); break;
    case HandleKind::Radius: spec = radiusResized(mouseWorld, modifiers, gridStep); break;
    }
}

void Gesture::end(Document& document) {
    if (!active_) return;
    active_ = false;
    refusal_.clear();
    document.endEdit();
}

void Gesture::cancel(Document& document) {
    if (!active_) return;
    active_ = false;
    refusal_.clear();
    document.cancelEdit();
}

sat::ShapeSpec Gesture::moved(glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) const {
    sat::ShapeSpec spec = start_;
    glm::dvec2 center = shapeCenter(start_) + (mouseWorld - startMouse_);
    if (modifiers.ctrl) center = snapTo(center, gridStep);
    setCenter(spec, center);
    return spec;
}

sat::ShapeSpec Gesture::rotated(glm::dvec2 mouseWorld, Modifiers modifiers) const {
    sat::ShapeSpec spec = start_;
    const glm::dvec2 pivot = shapeCenter(start_);
    const glm::dvec2 from = startMouse_ - pivot;
    const glm::dvec2 to = mouseWorld - pivot;
    if (to.x == 0.0 && to.y == 0.0) return spec;
    double delta = (std::atan2(to.y, to.x) - std::atan2(from.y, from.x)) * 180.0 / kPi;
    if (!modifiers.ctrl) {
        rotate(spec, delta);
    } else if (std::holds_alternative<sat::Obb2Spec>(spec)) {
        // Snap the resulting angle (not the change) so boxes land on 0, 15, 30...
        setAngleDegrees(spec, snapTo(angleDegrees(start_) + delta, kSnapDegrees));
    } else {
        rotate(spec, snapTo(delta, kSnapDegrees));
    }
    return spec;
}

sat::ShapeSpec Gesture::resized(glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) const {
    sat::ShapeSpec spec = start_;
    const auto startFrame = boxFrame(start_);
    if (!startFrame) return spec;
    // Keep the grab offset so the side does not jump to the cursor.
    const glm::dvec2 handleLocal{handle_.side.x * startFrame->halfExtents.x, handle_.side.y * startFrame->halfExtents.y};
    const glm::dvec2 grab = startFrame->toLocal(startMouse_) - handleLocal;
    const glm::dvec2 edge = startFrame->toLocal(mouseWorld) - grab;

    BoxFrame frame = *startFrame;
    glm::dvec2 centerLocal{0.0, 0.0};
    for (int axis = 0; axis < 2; ++axis) {
        const int side = handle_.side[axis];
        if (side == 0) continue;
        const double fixed = -side * startFrame->halfExtents[axis];
        frame.halfExtents[axis] = resizeAxis(side, edge[axis], fixed, modifiers.alt, modifiers.ctrl, gridStep, centerLocal[axis]);
    }
    frame.center = startFrame->toWorld(centerLocal);
    setBoxFrame(spec, frame);
    return spec;
}

sat::ShapeSpec Gesture::radiusResized(glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) const {
    sat::ShapeSpec spec = start_;
    // The rim moves with the pointer, keeping the grab offset: the radius changes by how much further from the
    // centre (a capsule: from its segment) the pointer is than where the drag began.
    const auto radiusFor = [&](const auto& shape) {
        double radius = shape.radius + radiusThrough(shape, mouseWorld) - radiusThrough(shape, startMouse_);
        if (modifiers.ctrl) radius = snapTo(radius, gridStep);
        return std::max(radius, modifiers.ctrl ? std::max(kMinRadius, gridStep) : kMinRadius);
    };
    if (auto circle = circleOf(start_)) {
        circle->radius = radiusFor(*circle);
        setCircle(spec, *circle);
    } else if (auto capsule = capsuleOf(start_)) {
        capsule->radius = radiusFor(*capsule);
        setCapsule(spec, *capsule);
    }
    return spec;
}

void Gesture::dragVertex(sat::ShapeSpec& spec, glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) {
    if (auto capsule = capsuleOf(start_)) {
        // A capsule's end: the other end stays, so the drag turns and stretches it.
        glm::dvec2& end = handle_.vertex == 0 ? capsule->start : capsule->end;
        end += mouseWorld - startMouse_;
        if (modifiers.ctrl) end = snapTo(end, gridStep);
        spec = start_; // from the start state: back where it began, a centre-form capsule is exactly as written
        setCapsule(spec, *capsule);
        return;
    }
    const auto* startPoly = std::get_if<sat::Poly2Spec>(&start_);
    auto* poly = std::get_if<sat::Poly2Spec>(&spec);
    if (!startPoly || !poly || handle_.vertex < 0) return;
    const auto index = static_cast<std::size_t>(handle_.vertex);
    glm::dvec2 target = startPoly->points[index] + (mouseWorld - startMouse_);
    if (modifiers.ctrl) target = snapTo(target, gridStep);

    std::vector<glm::dvec2> candidate = poly->points;
    candidate[index] = target;
    if (const auto problem = polygonProblem(candidate)) {
        refusal_ = "Kept the last convex shape: " + *problem;
        return;
    }
    refusal_.clear();
    poly->points = std::move(candidate);
}

} // namespace ui
