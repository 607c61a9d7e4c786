// SPDX-License-Identifier: MIT
// Editing geometry of scene shapes: outlines, centres, hit tests, edits in the file's units.
#include "ui/model/shape_edit.hpp"

#include <cmath>
#include <limits>
#include <span>

namespace ui {
namespace {

glm::dvec2 rotated(glm::dvec2 v, double angleRad) {
    const double c = std::cos(angleRad);
    const double s = std::sin(angleRad);
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

double cross(glm::dvec2 a, glm::dvec2 b) { return a.x * b.y - a.y * b.x; }

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

std::vector<glm::dvec2> outline(const sat::ShapeSpec& spec) {
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
    const std::vector<glm::dvec2> points = outline(spec);
    glm::dvec2 sum{};
    for (const glm::dvec2& p : points) sum += p;
    return points.empty() ? sum : sum / static_cast<double>(points.size());
}

double angleDegrees(const sat::ShapeSpec& spec) {
    if (const auto* obb = std::get_if<sat::Obb2Spec>(&spec))
        return obb->angle.degrees ? obb->angle.value : obb->angle.value * 180.0 / kPi;
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
    return false;
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
