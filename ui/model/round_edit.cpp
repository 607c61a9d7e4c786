// SPDX-License-Identifier: MIT
// Editing geometry of circles and capsules: handle places, radius edits, intervals and closest-vertex axes.
#include "ui/model/round_edit.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "ui/model/shape_edit.hpp"

namespace ui {

glm::dvec2 capsuleCenter(const sat::Capsule2<double>& capsule) { return (capsule.start + capsule.end) * 0.5; }

glm::dvec2 capsuleNormal(const sat::Capsule2<double>& capsule) {
    const glm::dvec2 along = capsule.end - capsule.start;
    const double length = glm::length(along);
    if (!(length > 0.0)) return {0.0, 1.0};
    return glm::dvec2(-along.y, along.x) / length;
}

glm::dvec2 closestOnSegment(const sat::Capsule2<double>& capsule, glm::dvec2 point) {
    const glm::dvec2 along = capsule.end - capsule.start;
    const double lengthSquared = glm::dot(along, along);
    if (!(lengthSquared > 0.0)) return capsule.start;
    const double t = std::clamp(glm::dot(point - capsule.start, along) / lengthSquared, 0.0, 1.0);
    return capsule.start + along * t;
}

glm::dvec2 radiusHandle(const sat::Circle2<double>& circle) { return circle.center + glm::dvec2(circle.radius, 0.0); }

glm::dvec2 radiusHandle(const sat::Capsule2<double>& capsule) {
    return capsuleCenter(capsule) + capsuleNormal(capsule) * capsule.radius;
}

double radiusThrough(const sat::Circle2<double>& circle, glm::dvec2 point) {
    return std::max(kMinRadius, glm::length(point - circle.center));
}

double radiusThrough(const sat::Capsule2<double>& capsule, glm::dvec2 point) {
    return std::max(kMinRadius, glm::length(point - closestOnSegment(capsule, point)));
}

RoundExtent roundExtent(const sat::Circle2<double>& circle, glm::dvec2 direction) {
    return {circle.center, circle.center, circle.center - direction * circle.radius, circle.center + direction * circle.radius};
}

RoundExtent roundExtent(const sat::Capsule2<double>& capsule, glm::dvec2 direction) {
    const bool startFirst = glm::dot(capsule.start, direction) <= glm::dot(capsule.end, direction);
    const glm::dvec2 lowCentre = startFirst ? capsule.start : capsule.end;
    const glm::dvec2 highCentre = startFirst ? capsule.end : capsule.start;
    return {lowCentre, highCentre, lowCentre - direction * capsule.radius, highCentre + direction * capsule.radius};
}

std::optional<sat::Circle2<double>> circleOf(const sat::ShapeSpec& spec) {
    if (const auto* circle = std::get_if<sat::Circle2Spec>(&spec)) return sat::Circle2<double>{circle->center, circle->radius};
    return std::nullopt;
}

std::optional<sat::Capsule2<double>> capsuleOf(const sat::ShapeSpec& spec) {
    const auto* capsule = std::get_if<sat::Capsule2Spec>(&spec);
    if (!capsule) return std::nullopt;
    const std::array<glm::dvec2, 2> ends = capsule->ends();
    return sat::Capsule2<double>{ends[0], ends[1], capsule->radius};
}

double writableHalfLength(double halfLength) { return halfLength < sat::kMinHalfExtent ? 0.0 : halfLength; }

void setCircle(sat::ShapeSpec& spec, const sat::Circle2<double>& circle) {
    if (auto* written = std::get_if<sat::Circle2Spec>(&spec)) {
        written->center = circle.center;
        written->radius = circle.radius;
    }
}

void setCapsule(sat::ShapeSpec& spec, const sat::Capsule2<double>& capsule) {
    auto* written = std::get_if<sat::Capsule2Spec>(&spec);
    if (!written) return;
    const std::array<glm::dvec2, 2> before = written->ends();
    written->radius = capsule.radius;
    if (written->form == sat::Capsule2Spec::Form::Ends) {
        written->start = capsule.start;
        written->end = capsule.end;
        return;
    }
    // The same segment (a new radius): the centre and half length stay as written, not recomputed from the ends.
    if (capsule.start == before[0] && capsule.end == before[1]) return;
    written->center = capsuleCenter(capsule);
    const glm::dvec2 along = capsule.end - capsule.start;
    written->halfLength = writableHalfLength(glm::length(along) * 0.5);
    if (written->halfLength == 0.0) return; // one point: no direction, the angle stays
    const double writtenRad = written->angle.degrees ? written->angle.value * kPi / 180.0 : written->angle.value;
    const double turnedRad = std::atan2(along.y, along.x);
    // Unchanged up to rounding (a move or a new radius): keep the angle as written.
    if (std::abs(std::remainder(turnedRad - writtenRad, 2.0 * kPi)) <= 1e-12) return;
    written->angle.value = written->angle.degrees ? turnedRad * 180.0 / kPi : turnedRad;
}

std::vector<glm::dvec2> satVertices(const sat::ShapeSpec& spec) {
    if (isBox(spec)) return outline(spec); // corners counter-clockwise from (-x, -y), as the core's corners()
    if (const auto* poly = std::get_if<sat::Poly2Spec>(&spec)) {
        std::vector<glm::dvec2> points = poly->points;
        double twiceArea = 0.0;
        for (std::size_t i = 0; i < points.size(); ++i) {
            const glm::dvec2 p = points[i];
            const glm::dvec2 q = points[(i + 1) % points.size()];
            twiceArea += p.x * q.y - p.y * q.x;
        }
        if (twiceArea < 0.0) std::reverse(points.begin(), points.end()); // as ConvexPolygon2::make stores a clockwise one
        return points;
    }
    if (const auto circle = circleOf(spec)) return {circle->center};
    if (const auto capsule = capsuleOf(spec)) return {capsule->start, capsule->end};
    return {};
}

std::optional<std::pair<glm::dvec2, glm::dvec2>> closestVertexAxisEnds(const sat::AxisSource& source, const sat::ShapeSpec& a,
                                                                       const sat::ShapeSpec& b) {
    if (source.feature != sat::AxisFeature::ClosestVertex && source.feature != sat::AxisFeature::ClosestVertexToEnd)
        return std::nullopt;
    const sat::ShapeSpec& owner = source.shape == sat::Role::A ? a : b;
    const sat::ShapeSpec& partner = source.shape == sat::Role::A ? b : a;
    const std::vector<glm::dvec2> vertices = satVertices(owner);
    if (source.index < 0 || static_cast<std::size_t>(source.index) >= vertices.size()) return std::nullopt;
    const glm::dvec2 vertex = vertices[static_cast<std::size_t>(source.index)];
    if (source.feature == sat::AxisFeature::ClosestVertex) {
        if (const auto circle = circleOf(partner)) return std::pair{vertex, circle->center};
        if (const auto capsule = capsuleOf(partner)) return std::pair{vertex, capsule->start}; // ends in one point
        return std::nullopt;
    }
    const auto capsule = capsuleOf(partner);
    if (!capsule) return std::nullopt;
    return std::pair{vertex, source.end == 0 ? capsule->start : capsule->end};
}

} // namespace ui
