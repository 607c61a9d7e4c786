// SPDX-License-Identifier: MIT
#pragma once
// 3D rotation matrices from Euler angles in degrees and from quaternions:
// the conventions Obb3's factories and the scene files share.

#include <array>

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

namespace sat {

/// The rotation of Euler angles in degrees [x, y, z]: R = Rz(z) * Ry(y) * Rx(x),
/// i.e. a turn about world x first, then world y, then world z. Columns are the
/// turned axes. Multiples of 90 degrees give exact 0 and +-1 entries.
glm::dmat3 rotationFromEulerDegrees(const glm::dvec3& degrees);
/// The rotation of the quaternion (w, x, y, z), normalised first. Precondition:
/// non-zero and finite (Obb3::fromQuaternion checks it).
glm::dmat3 rotationFromQuaternion(const std::array<double, 4>& wxyz);
/// Gram-Schmidt keeping column 0's direction; column 2 is column 0 x column 1,
/// so the result is a proper rotation.
glm::dmat3 orthonormalised(const glm::dmat3& m);

} // namespace sat
