// SPDX-License-Identifier: MIT
#pragma once
// Spheres and capsules as the 3D view draws them: a UV sphere, and a capsule
// made of two hemispheres joined by a cylinder, as four-cornered patches
// (the patches at a pole have two equal corners) with an outward normal
// each, so they are lit and sorted like the boxes' faces
// (ui/draw/scene_mesh3d.hpp). Every corner lies on the shape's surface: at
// exactly `radius` from the sphere's centre or the capsule's segment.

#include <array>
#include <vector>

#include <glm/vec3.hpp>

#include "sat/round3d.hpp"
#include "ui/model/round3d_edit.hpp"

namespace ui {

/// Patches around the axis of a round mesh (longitude).
inline constexpr int kRoundSlices = 24;
/// Patches from pole to pole of a sphere (latitude); a capsule's two
/// hemispheres take half each, and its cylinder adds one band.
inline constexpr int kRoundStacks = 12;

/// One patch of a round mesh: corners in order around it, and the outward
/// unit normal at its middle (for lighting and for which side faces the eye).
struct RoundPatch {
    std::array<glm::dvec3, 4> corners;
    glm::dvec3 normal{0.0, 1.0, 0.0};
};

/// A UV sphere about world y: `stacks` bands of `slices` patches, the top and
/// bottom bands' patches with their two pole corners equal. slices >= 3,
/// stacks >= 2 (smaller values are raised to those).
std::vector<RoundPatch> sphereMesh(const sat::Sphere3<double>& sphere, int slices = kRoundSlices, int stacks = kRoundStacks);

/// A capsule about its segment: a hemisphere of stacks / 2 bands at each end
/// and one cylinder band between them, `slices` patches each. A capsule
/// whose ends coincide is drawn as the sphere it is (about world y).
/// slices >= 3, stacks >= 2 and even (smaller or odd values are raised).
std::vector<RoundPatch> capsuleMesh(const sat::Capsule3<double>& capsule, int slices = kRoundSlices, int stacks = kRoundStacks);

} // namespace ui
