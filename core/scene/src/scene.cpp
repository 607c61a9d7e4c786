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
                          [](const Aabb3Spec&) { return "aabb3"; },
                          [](const Obb3Spec&) { return "obb3"; },
                      },
                      spec);
}

bool is3d(const ShapeSpec& spec) { return std::holds_alternative<Aabb3Spec>(spec) || std::holds_alternative<Obb3Spec>(spec); }

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
