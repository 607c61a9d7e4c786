// SPDX-License-Identifier: MIT
// Editing geometry of scene shapes: outlines, centres, hit tests, edits in the file's units.
#include "ui/model/shape_edit.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>

#include <glm/geometric.hpp>

namespace ui {
namespace {

glm::dvec2 rotated(glm::dvec2 v, double angleRad) {
    const double c = std::cos(angleRad);
    const double s = std::sin(angleRad);
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

double cross(glm::dvec2 a, glm::dvec2 b) { return a.x * b.y - a.y * b.x; }

/// Points on the boundary of the capsule with segment [start, end], counter-clockwise: kRoundOutlinePoints
/// around a circle (start == end), else a half circle of kRoundOutlinePoints / 2 + 1 about `end`, then one about
/// `start`. A circle's leftmost, rightmost, lowest and highest points are among them.
std::vector<glm::dvec2> roundOutline(glm::dvec2 start, glm::dvec2 end, double radius) {
    std::vector<glm::dvec2> points;
    const auto onCircle = [&](glm::dvec2 centre, double angle) {
        points.push_back(centre + radius * glm::dvec2(std::cos(angle), std::sin(angle)));
    };
    const int half = kRoundOutlinePoints / 2;
    if (start == end) {
        for (int i = 0; i < kRoundOutlinePoints; ++i) onCircle(start, kPi * i / half);
        return points;
    }
    const glm::dvec2 along = end - start;
    const double direction = std::atan2(along.y, along.x);
    for (int i = 0; i <= half; ++i) onCircle(end, direction - kPi / 2.0 + kPi * i / half);
    for (int i = 0; i <= half; ++i) onCircle(start, direction + kPi / 2.0 + kPi * i / half);
    return points;
}

/// Distance from `point` to the segment [start, end].
double distanceToSegment(glm::dvec2 point, glm::dvec2 start, glm::dvec2 end) {
    const glm::dvec2 along = end - start;
    const double lengthSquared = glm::dot(along, along);
    const double t = lengthSquared == 0.0 ? 0.0 : std::clamp(glm::dot(point - start, along) / lengthSquared, 0.0, 1.0);
    return glm::length(point - (start + t * along));
}

} // namespace

glm::dvec2 BoxFrame::axisX() const { return {std::cos(angleRad), std::sin(angleRad)}; }
glm::dvec2 BoxFrame::axisY() const { return {-std::sin(angleRad), std::cos(angleRad)}; }
glm::dvec2 BoxFrame::toWorld(glm::dvec2 local) const { return center + rotated(local, angleRad); }
glm::dvec2 BoxFrame::toLocal(glm::dvec2 world) const { return rotated(world - center, -angleRad); }

bool isBox(const sat::ShapeSpec& spec) {
    return std::holds_alternative<sat::Aabb2Spec>(spec) || std::holds_alternative<sat::Obb2Spec>(spec);
}
bool isPolygon(const sat::ShapeSpec& spec) { return std::holds_alternative<sat::Poly2Spec>(spec); }

std::optional<BoxFrame> boxFrame(const sat::ShapeSpec& spec) {
    if (const auto* aabb = std::get_if<sat::Aabb2Spec>(&spec)) return BoxFrame{aabb->center, aabb->halfExtents, 0.0};
    if (const auto* obb = std::get_if<sat::Obb2Spec>(&spec))
        return BoxFrame{obb->center, obb->halfExtents, obb->angle.degrees ? obb->angle.value * kPi / 180.0 : obb->angle.value};
    return std::nullopt;
}

void setBoxFrame(sat::ShapeSpec& spec, const BoxFrame& frame) {
    if (auto* aabb = std::get_if<sat::Aabb2Spec>(&spec)) {
        aabb->center = frame.center;
        aabb->halfExtents = frame.halfExtents;
    } else if (auto* obb = std::get_if<sat::Obb2Spec>(&spec)) {
        obb->center = frame.center;
        obb->halfExtents = frame.halfExtents;
        // The angle stays as written (30, not 29.999999999999996 back from
        // radians) unless the frame turns the box.
        const double writtenRad = obb->angle.degrees ? obb->angle.value * kPi / 180.0 : obb->angle.value;
        if (frame.angleRad != writtenRad) obb->angle.value = obb->angle.degrees ? frame.angleRad * 180.0 / kPi : frame.angleRad;
    }
}

std::optional<RoundFrame> roundFrame(const sat::ShapeSpec& spec) {
    if (const auto* circle = std::get_if<sat::Circle2Spec>(&spec))
        return RoundFrame{circle->center, circle->center, circle->radius};
    if (const auto* capsule = std::get_if<sat::Capsule2Spec>(&spec)) {
        const std::array<glm::dvec2, 2> ends = capsule->ends();
        return RoundFrame{ends[0], ends[1], capsule->radius};
    }
    return std::nullopt;
}

std::vector<glm::dvec2> outline(const sat::ShapeSpec& spec) {
    if (const auto round = roundFrame(spec)) return roundOutline(round->start, round->end, round->radius);
    if (const auto frame = boxFrame(spec)) {
        const glm::dvec2 h = frame->halfExtents;
        return {frame->toWorld({-h.x, -h.y}), frame->toWorld({h.x, -h.y}), frame->toWorld({h.x, h.y}),
                frame->toWorld({-h.x, h.y})};
    }
    if (const auto* poly = std::get_if<sat::Poly2Spec>(&spec)) return poly->points;
    return {};
}

glm::dvec2 shapeCenter(const sat::ShapeSpec& spec) {
    if (const auto frame = boxFrame(spec)) return frame->center;
    if (const auto round = roundFrame(spec)) return (round->start + round->end) * 0.5;
    const std::vector<glm::dvec2> points = outline(spec);
    glm::dvec2 sum{};
    for (const glm::dvec2& p : points) sum += p;
    return points.empty() ? sum : sum / static_cast<double>(points.size());
}

double angleDegrees(const sat::ShapeSpec& spec) {
    if (const auto* obb = std::get_if<sat::Obb2Spec>(&spec))
        return obb->angle.degrees ? obb->angle.value : obb->angle.value * 180.0 / kPi;
    if (const auto* capsule = std::get_if<sat::Capsule2Spec>(&spec)) {
        if (capsule->form == sat::Capsule2Spec::Form::Centre)
            return capsule->angle.degrees ? capsule->angle.value : capsule->angle.value * 180.0 / kPi;
        const glm::dvec2 along = capsule->end - capsule->start;
        return along == glm::dvec2(0.0) ? 0.0 : std::atan2(along.y, along.x) * 180.0 / kPi;
    }
    return 0.0;
}

void boundsOf(const sat::ShapeSpec& spec, glm::dvec2& lo, glm::dvec2& hi) {
    lo = glm::dvec2(std::numeric_limits<double>::max());
    hi = -lo;
    for (const glm::dvec2& p : outline(spec)) {
        lo = glm::dvec2(std::min(lo.x, p.x), std::min(lo.y, p.y));
        hi = glm::dvec2(std::max(hi.x, p.x), std::max(hi.y, p.y));
    }
}

bool containsPoint(const sat::ShapeSpec& spec, glm::dvec2 point) {
    if (const auto round = roundFrame(spec)) return distanceToSegment(point, round->start, round->end) <= round->radius;
    const std::vector<glm::dvec2> points = outline(spec);
    if (points.size() < 3) return false;
    bool anyPositive = false;
    bool anyNegative = false;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const glm::dvec2 a = points[i];
        const glm::dvec2 b = points[(i + 1) % points.size()];
        const double side = cross(b - a, point - a);
        anyPositive = anyPositive || side > 0.0;
        anyNegative = anyNegative || side < 0.0;
    }
    return !(anyPositive && anyNegative);
}

void translate(sat::ShapeSpec& spec, glm::dvec2 delta) {
    if (auto frame = boxFrame(spec)) {
        frame->center += delta;
        setBoxFrame(spec, *frame);
    } else if (auto* poly = std::get_if<sat::Poly2Spec>(&spec)) {
        for (glm::dvec2& p : poly->points) p += delta;
    } else if (auto* circle = std::get_if<sat::Circle2Spec>(&spec)) {
        circle->center += delta;
    } else if (auto* capsule = std::get_if<sat::Capsule2Spec>(&spec)) {
        capsule->start += delta; // both forms move: only the written one is saved
        capsule->end += delta;
        capsule->center += delta;
    }
}

void setCenter(sat::ShapeSpec& spec, glm::dvec2 center) { translate(spec, center - shapeCenter(spec)); }

bool rotate(sat::ShapeSpec& spec, double degrees) {
    const double radians = degrees * kPi / 180.0;
    if (auto* obb = std::get_if<sat::Obb2Spec>(&spec)) {
        obb->angle.value += obb->angle.degrees ? degrees : radians;
        return true;
    }
    if (auto* poly = std::get_if<sat::Poly2Spec>(&spec)) {
        const glm::dvec2 pivot = shapeCenter(spec);
        for (glm::dvec2& p : poly->points) p = pivot + rotated(p - pivot, radians);
        return true;
    }
    if (auto* capsule = std::get_if<sat::Capsule2Spec>(&spec)) {
        if (capsule->form == sat::Capsule2Spec::Form::Centre) {
            capsule->angle.value += capsule->angle.degrees ? degrees : radians;
        } else {
            const glm::dvec2 pivot = (capsule->start + capsule->end) * 0.5;
            capsule->start = pivot + rotated(capsule->start - pivot, radians);
            capsule->end = pivot + rotated(capsule->end - pivot, radians);
        }
        return true;
    }
    return false; // AABBs cannot turn; a circle looks the same at every angle
}

bool setAngleDegrees(sat::ShapeSpec& spec, double degrees) {
    auto* obb = std::get_if<sat::Obb2Spec>(&spec);
    if (!obb) return false;
    obb->angle.value = obb->angle.degrees ? degrees : degrees * kPi / 180.0;
    return true;
}

bool convertToObb(sat::ShapeSpec& spec) {
    const auto* aabb = std::get_if<sat::Aabb2Spec>(&spec);
    if (!aabb) return false;
    spec = sat::Obb2Spec{aabb->center, aabb->halfExtents, sat::AngleSpec{0.0, true}};
    return true;
}

bool convertToAabb(sat::ShapeSpec& spec) {
    const auto* obb = std::get_if<sat::Obb2Spec>(&spec);
    if (!obb) return false;
    spec = sat::Aabb2Spec{obb->center, obb->halfExtents};
    return true;
}

std::optional<std::string> polygonProblem(const std::vector<glm::dvec2>& points) {
    try {
        (void)sat::ConvexPolygon2<double>::make(std::span<const glm::dvec2>(points.data(), points.size()));
        return std::nullopt;
    } catch (const sat::GeometryError& e) {
        return std::string(e.what());
    }
}

double snapTo(double value, double step) { return step > 0.0 ? std::round(value / step) * step : value; }
glm::dvec2 snapTo(glm::dvec2 value, double step) { return {snapTo(value.x, step), snapTo(value.y, step)}; }

} // namespace ui
