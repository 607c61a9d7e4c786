// 3D rotations as scene files write them: a matrix (rows, columns are the box
// axes), a unit quaternion (w, x, y, z) or Euler angles in degrees.

#include <algorithm>
#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

#include "scene_internal.hpp"

namespace sat {

using detail::RotationRows;

namespace {
/// cos and sin of an angle in degrees, exact (0, +-1) on quarter turns so
/// that "euler_deg": [0, 90, 0] gives a matrix of 0s and 1s.
struct CosSin {
    double cos, sin;
};
CosSin cosSinDegrees(double degrees) {
    const double turns = std::fmod(degrees, 360.0);
    const double quarter = turns / 90.0;
    if (quarter == std::floor(quarter)) {
        switch ((static_cast<int>(quarter) % 4 + 4) % 4) {
        case 0: return {1.0, 0.0};
        case 1: return {0.0, 1.0};
        case 2: return {-1.0, 0.0};
        default: return {0.0, -1.0};
        }
    }
    const double radians = turns * (std::numbers::pi / 180.0);
    return {std::cos(radians), std::sin(radians)};
}

glm::dmat3 fromEulerDegrees(const glm::dvec3& degrees) {
    const CosSin x = cosSinDegrees(degrees.x);
    const CosSin y = cosSinDegrees(degrees.y);
    const CosSin z = cosSinDegrees(degrees.z);
    // glm is column-major: m[column][row].
    const glm::dmat3 rx(1, 0, 0, 0, x.cos, x.sin, 0, -x.sin, x.cos);
    const glm::dmat3 ry(y.cos, 0, -y.sin, 0, 1, 0, y.sin, 0, y.cos);
    const glm::dmat3 rz(z.cos, z.sin, 0, -z.sin, z.cos, 0, 0, 0, 1);
    return rz * ry * rx;
}

glm::dmat3 fromQuaternion(const std::array<double, 4>& wxyz) {
    const double norm = std::sqrt(wxyz[0] * wxyz[0] + wxyz[1] * wxyz[1] + wxyz[2] * wxyz[2] + wxyz[3] * wxyz[3]);
    const double w = wxyz[0] / norm, x = wxyz[1] / norm, y = wxyz[2] / norm, z = wxyz[3] / norm;
    glm::dmat3 m;
    m[0] = {1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)};
    m[1] = {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
    m[2] = {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
    return m;
}

glm::dmat3 columnsOf(const RotationRows& rows) {
    glm::dmat3 m;
    for (int c = 0; c < 3; ++c) {
        for (int r = 0; r < 3; ++r) {
            m[c][r] = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        }
    }
    return m;
}

/// Gram-Schmidt, keeping the first axis's direction; the third axis is the
/// cross product, so the result is a proper rotation.
glm::dmat3 orthonormalised(const glm::dmat3& m) {
    const glm::dvec3 x = glm::normalize(m[0]);
    const glm::dvec3 y = glm::normalize(m[1] - glm::dot(m[1], x) * x);
    return glm::dmat3(x, y, glm::cross(x, y));
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
    case RotationSpec::Form::Quaternion: return fromQuaternion(rotation.quatWxyz);
    case RotationSpec::Form::EulerDegrees: return fromEulerDegrees(rotation.eulerDeg);
    }
    return glm::dmat3(1.0);
}

} // namespace sat
