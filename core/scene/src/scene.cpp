// SPDX-License-Identifier: MIT
// The scene model's small helpers: kind names, angles, lookups, errors.

#include <cmath>
#include <numbers>
#include <utility>

#include "sat/detail/overloaded.hpp"
#include "sat/scene.hpp"

namespace sat {

namespace {
using sat::detail::Overloaded;

std::string joinLines(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        if (!text.empty()) text += '\n';
        text += line;
    }
    return text;
}
} // namespace

const char* kindName(const ShapeSpec& spec) {
    return std::visit(Overloaded{
                          [](const Aabb2Spec&) { return "aabb2"; },
                          [](const Obb2Spec&) { return "obb2"; },
                          [](const Poly2Spec&) { return "poly2"; },
                          [](const Circle2Spec&) { return "circle2"; },
                          [](const Capsule2Spec&) { return "capsule2"; },
                          [](const Aabb3Spec&) { return "aabb3"; },
                          [](const Obb3Spec&) { return "obb3"; },
                          [](const Sphere3Spec&) { return "sphere3"; },
                          [](const Capsule3Spec&) { return "capsule3"; },
                      },
                      spec);
}

bool is3d(const ShapeSpec& spec) {
    return std::holds_alternative<Aabb3Spec>(spec) || std::holds_alternative<Obb3Spec>(spec) ||
           std::holds_alternative<Sphere3Spec>(spec) || std::holds_alternative<Capsule3Spec>(spec);
}

bool isRound(const ShapeSpec& spec) {
    return std::holds_alternative<Circle2Spec>(spec) || std::holds_alternative<Capsule2Spec>(spec) ||
           std::holds_alternative<Sphere3Spec>(spec) || std::holds_alternative<Capsule3Spec>(spec);
}

Capsule2Spec Capsule2Spec::fromEnds(glm::dvec2 start, glm::dvec2 end, double radius) {
    Capsule2Spec spec;
    spec.form = Form::Ends;
    spec.start = start;
    spec.end = end;
    spec.radius = radius;
    return spec;
}

Capsule2Spec Capsule2Spec::fromCentre(glm::dvec2 center, double halfLength, AngleSpec angle, double radius) {
    Capsule2Spec spec;
    spec.form = Form::Centre;
    spec.center = center;
    spec.halfLength = halfLength;
    spec.angle = angle;
    spec.radius = radius;
    return spec;
}

double AngleSpec::radians() const { return degrees ? value * (std::numbers::pi / 180.0) : value; }

double SceneCamera::yawRadians() const { return yawDeg * (std::numbers::pi / 180.0); }
double SceneCamera::pitchRadians() const { return pitchDeg * (std::numbers::pi / 180.0); }

SceneCamera SceneCamera::fromRadians(glm::dvec3 target, double distance, double yaw, double pitch, bool orthographic) {
    // 1e-9 degrees: far below what a view can show, and a snapped or preset angle
    // (45, 90) comes out as the number a person would write.
    const auto degrees = [](double radians) { return std::round(radians * (180.0 / std::numbers::pi) * 1e9) / 1e9; };
    return SceneCamera{target, distance, degrees(yaw), degrees(pitch), orthographic};
}

bool Scene::is3d() const {
    for (const SceneShape& shape : shapes) {
        if (sat::is3d(shape.spec)) return true;
    }
    return false;
}

const SceneShape* Scene::find(std::string_view name) const {
    for (const SceneShape& shape : shapes) {
        if (shape.name == name) return &shape;
    }
    return nullptr;
}

SceneShape* Scene::find(std::string_view name) { return const_cast<SceneShape*>(std::as_const(*this).find(name)); }

SceneLoadError::SceneLoadError(std::string file, std::vector<std::string> problems)
    : std::runtime_error(joinLines(problems)), file_(std::move(file)), problems_(std::move(problems)) {}

} // namespace sat
