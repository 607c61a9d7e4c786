#pragma once
// Scenes and pixel arithmetic shared by the end-to-end tests.
//
// Every scene has a `view`, so the world-to-pixel mapping is known: in the
// default 1280x800 window, pixel = (640 + (x - cx) * zoom, 400 - (y - cy) * zoom).

#include <string>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace e2e {

inline constexpr int kWindowWidth = 1280;
inline constexpr int kWindowHeight = 800;

/// Two shapes apart, near the window's centre (clear of the side panels).
/// zoom 50: A's centre (-2, 0) is pixel (540, 400); B's centre (2, 0) is (740, 400).
/// A: AABB 2x2 (pixels 490..590 x 350..450), B: OBB 2x2 at 0 degrees (690..790 x 350..450).
inline const std::string kTwoBoxes = R"({"format": "satlab-scene", "version": 1,
 "view": {"center": [0, 0], "zoom": 50},
 "shapes": [
  {"name": "A", "kind": "aabb2", "center": [-2, 0], "half_extents": [1, 1], "color": "#0072b2"},
  {"name": "B", "kind": "obb2", "center": [2, 0], "half_extents": [1, 1], "angle_deg": 0, "color": "#e69f00"}]}
)";

/// The same two boxes overlapping by 0.5 along x: A (-0.75, 0), B (0.75, 0).
inline const std::string kOverlappingBoxes = R"({"format": "satlab-scene", "version": 1,
 "view": {"center": [0, 0], "zoom": 50},
 "shapes": [
  {"name": "A", "kind": "aabb2", "center": [-0.75, 0], "half_extents": [1, 1], "color": "#0072b2"},
  {"name": "B", "kind": "obb2", "center": [0.75, 0], "half_extents": [1, 1], "angle_deg": 20, "color": "#e69f00"}]}
)";

inline glm::ivec2 toPixel(glm::dvec2 world, double zoom = 50.0, glm::dvec2 center = {0, 0}) {
    return {static_cast<int>(kWindowWidth / 2 + (world.x - center.x) * zoom),
            static_cast<int>(kWindowHeight / 2 - (world.y - center.y) * zoom)};
}

inline const sat::SceneShape& shapeNamed(const sat::Scene& scene, const std::string& name) {
    const auto* shape = scene.find(name);
    if (shape == nullptr) throw std::runtime_error("no shape " + name);
    return *shape;
}

inline glm::dvec2 centerOf(const sat::Scene& scene, const std::string& name) {
    const auto& spec = shapeNamed(scene, name).spec;
    if (const auto* aabb = std::get_if<sat::Aabb2Spec>(&spec)) return aabb->center;
    if (const auto* obb = std::get_if<sat::Obb2Spec>(&spec)) return obb->center;
    throw std::runtime_error(name + " is not a box");
}

inline double angleDegreesOf(const sat::Scene& scene, const std::string& name) {
    const auto& obb = std::get<sat::Obb2Spec>(shapeNamed(scene, name).spec);
    return obb.angle.degrees ? obb.angle.value : obb.angle.value * 180.0 / 3.14159265358979323846;
}

} // namespace e2e
