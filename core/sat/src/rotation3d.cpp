// SPDX-License-Identifier: MIT
// 3D rotations from Euler angles in degrees and from quaternions (w, x, y, z).

#include "sat/rotation3d.hpp"

#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

namespace sat {

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
} // namespace

glm::dmat3 rotationFromEulerDegrees(const glm::dvec3& degrees) {
    const CosSin x = cosSinDegrees(degrees.x);
    const CosSin y = cosSinDegrees(degrees.y);
    const CosSin z = cosSinDegrees(degrees.z);
    // glm is column-major: m[column][row].
    const glm::dmat3 rx(1, 0, 0, 0, x.cos, x.sin, 0, -x.sin, x.cos);
    const glm::dmat3 ry(y.cos, 0, -y.sin, 0, 1, 0, y.sin, 0, y.cos);
    const glm::dmat3 rz(z.cos, z.sin, 0, -z.sin, z.cos, 0, 0, 0, 1);
    return rz * ry * rx;
}

glm::dmat3 rotationFromQuaternion(const std::array<double, 4>& wxyz) {
    const double norm = std::sqrt(wxyz[0] * wxyz[0] + wxyz[1] * wxyz[1] + wxyz[2] * wxyz[2] + wxyz[3] * wxyz[3]);
    const double w = wxyz[0] / norm, x = wxyz[1] / norm, y = wxyz[2] / norm, z = wxyz[3] / norm;
    glm::dmat3 m;
    m[0] = {1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)};
    m[1] = {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
    m[2] = {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
    return m;
}

glm::dmat3 orthonormalised(const glm::dmat3& m) {
    const glm::dvec3 x = glm::normalize(m[0]);
    const glm::dvec3 y = glm::normalize(m[1] - glm::dot(m[1], x) * x);
    return glm::dmat3(x, y, glm::cross(x, y));
}

} // namespace sat
