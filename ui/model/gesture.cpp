// SPDX-License-Identifier: MIT
// One mouse drag on a 2D shape (move, rotate, resize, vertex), recomputed from its start state.
#include "ui/model/gesture.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/model/number_format.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

const char* describe(HandleKind kind) {
    switch (kind) {
    case HandleKind::Body: return "Move";
    case HandleKind::Rotate: return "Rotate";
    case HandleKind::Resize: return "Resize";
    case HandleKind::Vertex: return "Move vertex";
    }
    return "Edit";
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
    document.beginEdit(std::string(describe(handle.kind)) + " " +
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

void Gesture::dragVertex(sat::ShapeSpec& spec, glm::dvec2 mouseWorld, Modifiers modifiers, double gridStep) {
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
