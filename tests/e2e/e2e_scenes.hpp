// SPDX-License-Identifier: MIT
#pragma once
// Scenes and pixel arithmetic shared by the end-to-end tests.
//
// Every scene has a `view`, so the world-to-pixel mapping is known: in the
// default 1280x800 window, pixel = (640 + (x - cx) * zoom, 400 - (y - cy) * zoom)
// (docs/scripting.md).

#include <string>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace e2e {

inline constexpr int kWindowWidth = 1280;
inline constexpr int kWindowHeight = 800;

// The default layout keeps the Scene and Inspector panels on the left (to
// x = 312) and the SAT panel on the right (from x = 690): the scenes below sit
// in the free middle, with room above and left of the pair for the axis lanes
// the overlays draw 46 and 86 px beside it.

/// Two boxes 0.5 apart, zoom 40 around (0, 0): world x -> 640 + 40 x, y -> 400 - 40 y.
/// "left": AABB centre (-4, 0), 2x2: pixels 440..520 x 360..440, centre (480, 400).
/// "right": OBB centre (-1.5, 0), 2x2 at 0 degrees: pixels 540..620 x 360..440, centre (580, 400);
/// its rotate handle sits 36 px above the top edge's middle: (580, 324).
inline const std::string kTwoBoxes = R"({"format": "satlab-scene", "version": 1,
 "view": {"center": [0, 0], "zoom": 40},
 "shapes": [
  {"name": "left", "kind": "aabb2", "center": [-4, 0], "half_extents": [1, 1], "color": "#0072b2"},
  {"name": "right", "kind": "obb2", "center": [-1.5, 0], "half_extents": [1, 1], "angle_deg": 0, "color": "#e69f00"}]}
)";

/// Another scene (for open/drop): the boxes overlapping, "left" at (-3, 0).
inline const std::string kOverlappingBoxes = R"({"format": "satlab-scene", "version": 1,
 "view": {"center": [0, 0], "zoom": 40},
 "shapes": [
  {"name": "left", "kind": "aabb2", "center": [-3, 0], "half_extents": [1, 1], "color": "#0072b2"},
  {"name": "right", "kind": "obb2", "center": [-1.5, 0], "half_extents": [1, 1], "angle_deg": 20, "color": "#e69f00"}]}
)";

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
