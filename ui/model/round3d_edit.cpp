// SPDX-License-Identifier: MIT
// Spheres and capsules as the 3D view edits them: their frame, radius and length changes, handle places, picking.
#include "ui/model/round3d_edit.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

/// The smaller root t >= 0 of the ray meeting the ball (center, radius), or nullopt (0 when it starts inside).
std::optional<double> intersectRayBall(const Ray3& ray, glm::dvec3 center, double radius) {
    const glm::dvec3 toOrigin = ray.origin - center;
    const double c = glm::dot(toOrigin, toOrigin) - radius * radius;
    if (c <= 0.0) return 0.0;
    const double b = glm::dot(toOrigin, ray.direction);
    const double discriminant = b * b - c;
    if (b > 0.0 || discriminant < 0.0) return std::nullopt;
    return -b - std::sqrt(discriminant);
}

/// The ray against the side of the cylinder about [start, end] (ends open), t >= 0, or nullopt.
std::optional<double> intersectRayCylinderSide(const Ray3& ray, glm::dvec3 start, glm::dvec3 end, double radius) {
    const glm::dvec3 axis = end - start;
    const double length = glm::length(axis);
    if (!(length > 0.0)) return std::nullopt;
    const glm::dvec3 unit = axis / length;
    // Components perpendicular to the axis: solve |across(origin) + t across(direction)| = radius.
    const glm::dvec3 rel = ray.origin - start;
    const glm::dvec3 acrossOrigin = rel - unit * glm::dot(rel, unit);
    const glm::dvec3 acrossDirection = ray.direction - unit * glm::dot(ray.direction, unit);
    const double a = glm::dot(acrossDirection, acrossDirection);
    if (a < 1e-18) return std::nullopt; // along the axis: the end balls answer
    const double b = glm::dot(acrossOrigin, acrossDirection);
    const double c = glm::dot(acrossOrigin, acrossOrigin) - radius * radius;
    const double discriminant = b * b - a * c;
    if (discriminant < 0.0) return std::nullopt;
    const double t = (-b - std::sqrt(discriminant)) / a;
    if (t < 0.0) return std::nullopt;
    const double along = glm::dot(rel + ray.direction * t, unit);
    if (along < 0.0 || along > length) return std::nullopt;
    return t;
}

} // namespace

std::optional<sat::Capsule3<double>> round3Shape(const sat::ShapeSpec& spec) {
    if (const auto* sphere = std::get_if<sat::Sphere3Spec>(&spec))
        return sat::Capsule3<double>{sphere->center, sphere->center, sphere->radius};
    if (const auto* capsule = std::get_if<sat::Capsule3Spec>(&spec))
        return sat::Capsule3<double>{capsule->start, capsule->end, capsule->radius};
    return std::nullopt;
}

bool isCapsule3(const sat::ShapeSpec& spec) { return std::holds_alternative<sat::Capsule3Spec>(spec); }

bool setRound3Shape(sat::ShapeSpec& spec, const sat::Capsule3<double>& round) {
    if (auto* sphere = std::get_if<sat::Sphere3Spec>(&spec)) {
        // A sphere's frame keeps start == end, so the middle is the centre exactly.
        sphere->center = round.start == round.end ? round.start : (round.start + round.end) * 0.5;
        sphere->radius = round.radius;
        return true;
    }
    if (auto* capsule = std::get_if<sat::Capsule3Spec>(&spec)) {
        capsule->start = round.start;
        capsule->end = round.end;
        capsule->radius = round.radius;
        return true;
    }
    return false;
}

std::optional<Box3Frame> shape3Frame(const sat::ShapeSpec& spec) {
    if (const auto round = round3Shape(spec)) return round3Frame(*round);
    return box3Frame(spec);
}

glm::dvec3 capsuleAxis(const sat::Capsule3<double>& capsule) {
    const glm::dvec3 along = capsule.end - capsule.start;
    const double length = glm::length(along);
    return length > 0.0 && std::isfinite(length) ? along / length : glm::dvec3(0.0, 1.0, 0.0);
}

std::array<glm::dvec3, 2> perpendicularPair(glm::dvec3 axis) {
    // Cross with the world axis least aligned with `axis`, so the result is never near zero length.
    const glm::dvec3 a = glm::abs(axis);
    const glm::dvec3 helper = a.x <= a.y && a.x <= a.z ? glm::dvec3(1, 0, 0)
                              : a.y <= a.z             ? glm::dvec3(0, 1, 0)
                                                       : glm::dvec3(0, 0, 1);
    const glm::dvec3 u = glm::normalize(glm::cross(axis, helper));
    return {u, glm::cross(axis, u)};
}

Box3Frame round3Frame(const sat::Capsule3<double>& round) {
    const glm::dvec3 axis = capsuleAxis(round);
    Box3Frame frame;
    frame.center = (round.start + round.end) * 0.5;
    frame.halfExtents = {round.radius, glm::length(round.end - round.start) * 0.5 + round.radius, round.radius};
    if (round.start != round.end) {
        const auto [u, v] = perpendicularPair(axis);
        frame.rotation = glm::dmat3(v, axis, u); // (v, axis, u) is right-handed as (axis, u, v) is
    }
    return frame;
}

sat::Capsule3<double> round3FromFrame(const Box3Frame& frame) {
    const double radius = frame.halfExtents.x;
    const double halfLength = std::max(frame.halfExtents.y - radius, 0.0);
    const glm::dvec3 along = frame.axis(1) * halfLength;
    return {frame.center - along, frame.center + along, radius};
}

Box3Frame resizedRadius(const Box3Frame& start, double travel, double snapStep) {
    const double halfLength = std::max(start.halfExtents.y - start.halfExtents.x, 0.0);
    double radius = start.halfExtents.x + travel;
    if (snapStep > 0.0) radius = snapTo(radius, snapStep);
    radius = std::max(radius, sat::kMinHalfExtent); // the smallest radius a scene file takes
    Box3Frame frame = start;
    frame.halfExtents = {radius, halfLength + radius, radius};
    return frame;
}

Box3Frame resizedLength(const Box3Frame& start, int side, double travel, bool aboutCenter, double snapStep) {
    // Along the axis (origin at the old centre) the dragged end was at side*L and is now at side*L + travel.
    const double radius = start.halfExtents.x;
    const double l0 = std::max(start.halfExtents.y - radius, 0.0);
    double half = aboutCenter ? l0 + side * travel : l0 + side * travel * 0.5;
    if (snapStep > 0.0) half = std::max(snapTo(2.0 * half, snapStep) * 0.5, snapStep * 0.5);
    half = std::max(half, sat::kMinHalfExtent);
    Box3Frame frame = start;
    frame.halfExtents.y = half + radius;
    const double centerOffset = aboutCenter ? 0.0 : -side * l0 + side * half;
    frame.center = start.center + start.axis(1) * centerOffset;
    return frame;
}

glm::dvec3 radiusHandleDirection(const sat::Capsule3<double>& round, const OrbitCamera& camera) {
    if (round.start == round.end) return camera.right();
    glm::dvec3 across = glm::cross(capsuleAxis(round), camera.forward());
    if (glm::length(across) < 1e-6) return perpendicularPair(capsuleAxis(round))[0]; // seen end-on
    across = glm::normalize(across);
    return glm::dot(across, camera.right()) < 0.0 ? -across : across;
}

glm::dvec3 radiusHandlePoint(const sat::Capsule3<double>& round, const OrbitCamera& camera) {
    return (round.start + round.end) * 0.5 + radiusHandleDirection(round, camera) * round.radius;
}

glm::dvec3 lengthHandlePoint(const sat::Capsule3<double>& round, int side) {
    const glm::dvec3 axis = capsuleAxis(round);
    return side > 0 ? round.end + axis * round.radius : round.start - axis * round.radius;
}

std::optional<double> intersectRay(const Ray3& ray, const sat::Capsule3<double>& round) {
    // A ray starting inside meets the shape at once; the cylinder's side alone would miss it from within.
    const glm::dvec3 along = round.end - round.start;
    const double lengthSquared = glm::dot(along, along);
    const double t0 = lengthSquared > 0.0 ? std::clamp(glm::dot(ray.origin - round.start, along) / lengthSquared, 0.0, 1.0) : 0.0;
    if (glm::length(ray.origin - (round.start + along * t0)) <= round.radius) return 0.0;
    double best = std::numeric_limits<double>::infinity();
    for (const auto& t : {intersectRayBall(ray, round.start, round.radius), intersectRayBall(ray, round.end, round.radius),
                          intersectRayCylinderSide(ray, round.start, round.end, round.radius)})
        if (t) best = std::min(best, *t);
    if (best == std::numeric_limits<double>::infinity()) return std::nullopt;
    return best;
}

} // namespace ui
