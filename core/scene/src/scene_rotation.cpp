// SPDX-License-Identifier: MIT
// 3D rotations as scene files write them: a matrix (rows, columns are the box
// axes), a unit quaternion (w, x, y, z) or Euler angles in degrees.

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

#include "sat/rotation3d.hpp"
#include "scene_internal.hpp"

namespace sat {

using detail::RotationRows;

namespace {
glm::dmat3 columnsOf(const RotationRows& rows) {
    glm::dmat3 m;
    for (int c = 0; c < 3; ++c) {
        for (int r = 0; r < 3; ++r) {
            m[c][r] = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        }
    }
    return m;
}
} // namespace

double detail::orthonormalityError(const RotationRows& rows) {
    const glm::dmat3 m = columnsOf(rows);
    double worst = 0.0;
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            const double expected = i == j ? 1.0 : 0.0;
            worst = std::max(worst, std::abs(glm::dot(m[i], m[j]) - expected));
        }
    }
    return worst;
}

double detail::determinant(const RotationRows& rows) { return glm::determinant(columnsOf(rows)); }

glm::dmat3 rotationMatrix(const RotationSpec& rotation) {
    switch (rotation.form) {
    case RotationSpec::Form::Matrix: return orthonormalised(columnsOf(rotation.matrixRows));
    case RotationSpec::Form::Quaternion: return rotationFromQuaternion(rotation.quatWxyz);
    case RotationSpec::Form::EulerDegrees: return rotationFromEulerDegrees(rotation.eulerDeg);
    }
    return glm::dmat3(1.0);
}

} // namespace sat
