// SPDX-License-Identifier: MIT
#pragma once
// Seed 002's method (docs/seed-methods.md, "Seed 002 (3D)"): the 15-axis
// OBB-OBB test with B's basis and centre expressed in A's frame and every
// radius in the closed form that assumes exact orthonormal axes. Kept as the
// article wrote it, WITHOUT an epsilon, so that the app can show its pitfall
// next to the reference (sat/sat3d.hpp): when an edge of A is parallel to an
// edge of B, the cross axis is (numerically) zero and the test compares
// rounding noise with rounding noise - it can call overlapping boxes
// separated. See tests/core/sat/teaching/seeds3d_test.cpp and
// assets/scenes/pitfall-parallel-edges.json.

#include <array>
#include <cmath>

#include <glm/geometric.hpp>

#include "sat/shapes3d.hpp"

namespace sat {

/// true when the boxes overlap according to seed 002 (touching counts:
/// an axis separates only when the centre distance exceeds the radii).
template <class T> bool seed002ObbOverlap(const Obb3<T>& a, const Obb3<T>& b) {
    // rotation[i][k] = A.axis_i . B.axis_k; offset = B.center - A.center in A's frame.
    std::array<std::array<T, 3>, 3> rotation{};
    Vec3<T> offset{};
    const Vec3<T> worldOffset = b.center - a.center;
    for (std::size_t i = 0; i < 3; ++i) {
        offset[static_cast<int>(i)] = glm::dot(worldOffset, a.axes[i]);
        for (std::size_t k = 0; k < 3; ++k) rotation[i][k] = glm::dot(a.axes[i], b.axes[k]);
    }
    const auto r = [&](int i, int k) { return rotation[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)]; };
    const Vec3<T>& ha = a.halfExtents;
    const Vec3<T>& hb = b.halfExtents;

    for (int i = 0; i < 3; ++i) { // L = A.axis_i
        const T radiusB = hb.x * std::abs(r(i, 0)) + hb.y * std::abs(r(i, 1)) + hb.z * std::abs(r(i, 2));
        if (std::abs(offset[i]) > ha[i] + radiusB) return false;
    }
    for (int k = 0; k < 3; ++k) { // L = B.axis_k
        const T radiusA = ha.x * std::abs(r(0, k)) + ha.y * std::abs(r(1, k)) + ha.z * std::abs(r(2, k));
        const T distance = offset.x * r(0, k) + offset.y * r(1, k) + offset.z * r(2, k);
        if (std::abs(distance) > radiusA + hb[k]) return false;
    }
    for (int i = 0; i < 3; ++i) { // L = A.axis_i x B.axis_k, never normalised
        const int i1 = (i + 1) % 3;
        const int i2 = (i + 2) % 3;
        for (int k = 0; k < 3; ++k) {
            const int k1 = (k + 1) % 3;
            const int k2 = (k + 2) % 3;
            const T radiusA = ha[i1] * std::abs(r(i2, k)) + ha[i2] * std::abs(r(i1, k));
            const T radiusB = hb[k1] * std::abs(r(i, k2)) + hb[k2] * std::abs(r(i, k1));
            const T distance = offset[i2] * r(i1, k) - offset[i1] * r(i2, k);
            if (std::abs(distance) > radiusA + radiusB) return false;
        }
    }
    return true;
}

} // namespace sat
