// SPDX-License-Identifier: MIT
// Building oriented boxes from the three rotation forms. The conventions
// (matrix columns are the axes, quaternion w x y z, Euler R = Rz Ry Rx in
// degrees) are the scene files' ones: sat/rotation3d.hpp turns a quaternion
// or Euler angles into a matrix for both.

#include <cmath>
#include <string>

#include <glm/geometric.hpp>

#include "sat/rotation3d.hpp"
#include "sat/shapes3d.hpp"

namespace sat {
namespace {

/// Gram-Schmidt keeping axis 0's direction; axis 2 = axis 0 x axis 1, so
/// the result is right-handed and orthonormal to rounding level.
template <class T> std::array<Vec3<T>, 3> orthonormalise(const Mat3<T>& m) {
    const Vec3<T> x = glm::normalize(m[0]);
    const Vec3<T> y = glm::normalize(m[1] - x * glm::dot(m[1], x));
    return {x, y, glm::cross(x, y)};
}

template <class T> double orthonormalityError(const Mat3<T>& m) {
    double worst = 0.0;
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            const double product = glm::dot(glm::dvec3(m[i]), glm::dvec3(m[j]));
            worst = std::max(worst, std::abs(product - (i == j ? 1.0 : 0.0)));
        }
    }
    return worst;
}

template <class T> Obb3<T> fromRotation(Vec3<T> center, Vec3<T> halfExtents, const glm::dmat3& rotation) {
    return Obb3<T>{center, halfExtents, orthonormalise(Mat3<T>(rotation))};
}

} // namespace

template <class T> Obb3<T> Obb3<T>::fromMatrix(Vec3<T> center, Vec3<T> halfExtents, const Mat3<T>& rotation) {
    const double error = orthonormalityError(rotation);
    // NaN fails every comparison: test for acceptance, not rejection.
    if (!(error <= kRotationTolerance3)) {
        throw GeometryError("rotation columns are not orthonormal: largest |R^T R - I| entry is " + std::to_string(error) +
                            ", tolerance 1e-6");
    }
    if (!(glm::determinant(glm::dmat3(rotation)) > 0.0)) {
        throw GeometryError("rotation is a reflection (determinant < 0): the axes must be right-handed");
    }
    return Obb3{center, halfExtents, orthonormalise(rotation)};
}

template <class T> Obb3<T> Obb3<T>::fromQuaternion(Vec3<T> center, Vec3<T> halfExtents, T w, T x, T y, T z) {
    const double norm = std::sqrt(double(w) * w + double(x) * x + double(y) * y + double(z) * z);
    if (!(norm > 0.0) || !std::isfinite(norm)) throw GeometryError("quaternion must be non-zero and finite");
    return fromRotation(center, halfExtents, rotationFromQuaternion({double(w), double(x), double(y), double(z)}));
}

template <class T> Obb3<T> Obb3<T>::fromEulerDegrees(Vec3<T> center, Vec3<T> halfExtents, Vec3<T> degrees) {
    return fromRotation(center, halfExtents, rotationFromEulerDegrees(glm::dvec3(degrees)));
}

template struct Obb3<float>;
template struct Obb3<double>;

} // namespace sat
