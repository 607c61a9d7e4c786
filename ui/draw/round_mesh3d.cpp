// SPDX-License-Identifier: MIT
// Spheres and capsules as lit patches: a UV sphere, a capsule of two hemispheres and a cylinder.
#include "ui/draw/round_mesh3d.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

/// The unit direction at latitude `polar` (0 at +axis, pi at -axis) and longitude `around`.
glm::dvec3 roundDirection(glm::dvec3 axis, glm::dvec3 u, glm::dvec3 v, double polar, double around) {
    return axis * std::cos(polar) + (u * std::cos(around) + v * std::sin(around)) * std::sin(polar);
}

/// The patch between latitudes polar0 < polar1 and longitudes around0 < around1, on the sphere of `radius`
/// about `center`; its normal points through its middle.
RoundPatch spherePatch(glm::dvec3 center, double radius, glm::dvec3 axis, glm::dvec3 u, glm::dvec3 v, double polar0,
                       double polar1, double around0, double around1) {
    RoundPatch patch;
    patch.corners = {center + roundDirection(axis, u, v, polar0, around0) * radius,
                     center + roundDirection(axis, u, v, polar1, around0) * radius,
                     center + roundDirection(axis, u, v, polar1, around1) * radius,
                     center + roundDirection(axis, u, v, polar0, around1) * radius};
    patch.normal = roundDirection(axis, u, v, (polar0 + polar1) * 0.5, (around0 + around1) * 0.5);
    return patch;
}

} // namespace

std::vector<RoundPatch> sphereMesh(const sat::Sphere3<double>& sphere, int slices, int stacks) {
    slices = std::max(slices, 3);
    stacks = std::max(stacks, 2);
    const glm::dvec3 axis(0.0, 1.0, 0.0), u(0.0, 0.0, 1.0), v(1.0, 0.0, 0.0);
    std::vector<RoundPatch> patches;
    patches.reserve(static_cast<std::size_t>(slices * stacks));
    for (int s = 0; s < stacks; ++s)
        for (int k = 0; k < slices; ++k)
            patches.push_back(spherePatch(sphere.center, sphere.radius, axis, u, v, kPi * s / stacks, kPi * (s + 1) / stacks,
                                          2.0 * kPi * k / slices, 2.0 * kPi * (k + 1) / slices));
    return patches;
}

std::vector<RoundPatch> capsuleMesh(const sat::Capsule3<double>& capsule, int slices, int stacks) {
    if (capsule.start == capsule.end) return sphereMesh({capsule.start, capsule.radius}, slices, stacks);
    slices = std::max(slices, 3);
    stacks = std::max(stacks + stacks % 2, 2);
    const glm::dvec3 axis = capsuleAxis(capsule);
    const auto [u, v] = perpendicularPair(axis);
    const int half = stacks / 2;
    std::vector<RoundPatch> patches;
    patches.reserve(static_cast<std::size_t>(slices * (stacks + 1)));
    for (int k = 0; k < slices; ++k) {
        const double around0 = 2.0 * kPi * k / slices, around1 = 2.0 * kPi * (k + 1) / slices;
        // The hemisphere about `end` (latitudes 0 to pi/2 from +axis), the one about `start` (pi/2 to pi).
        for (int s = 0; s < half; ++s)
            patches.push_back(
                spherePatch(capsule.end, capsule.radius, axis, u, v, kPi * s / stacks, kPi * (s + 1) / stacks, around0, around1));
        for (int s = half; s < stacks; ++s)
            patches.push_back(spherePatch(capsule.start, capsule.radius, axis, u, v, kPi * s / stacks, kPi * (s + 1) / stacks,
                                          around0, around1));
        // The cylinder: the band from the end's equator to the start's.
        RoundPatch side;
        const glm::dvec3 out0 = u * std::cos(around0) + v * std::sin(around0);
        const glm::dvec3 out1 = u * std::cos(around1) + v * std::sin(around1);
        side.corners = {capsule.end + out0 * capsule.radius, capsule.start + out0 * capsule.radius,
                        capsule.start + out1 * capsule.radius, capsule.end + out1 * capsule.radius};
        side.normal = glm::normalize(out0 + out1);
        patches.push_back(side);
    }
    return patches;
}

} // namespace ui
