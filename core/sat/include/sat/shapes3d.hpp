// SPDX-License-Identifier: MIT
#pragma once
// The 3D shapes SATlab tests: axis-aligned and oriented boxes, in float or
// double. Frames and conventions: docs/sat-3d.md.

#include <array>
#include <cmath>

#include <glm/mat3x3.hpp>

#include "sat/shapes2d.hpp" // GeometryError
#include "sat/types.hpp"

namespace sat {

/// A 3x3 matrix of T; a rotation's columns are the turned axes.
template <class T> using Mat3 = glm::mat<3, 3, T, glm::defaultp>;

/// Axis-aligned box. `halfExtents` > 0 in every component.
template <class T> struct Aabb3 {
    Vec3<T> center{};      ///< world space
    Vec3<T> halfExtents{}; ///< along x, y and z
};

/// Oriented box: `axes` are orthonormal and right-handed (world space);
/// `halfExtents[i]` is measured along `axes[i]`. Build it through one of the
/// factories, which orthonormalise to rounding level; a box built by hand must
/// keep that invariant, because the SAT's error bound assumes it.
template <class T> struct Obb3 {
    Vec3<T> center{};      ///< world space
    Vec3<T> halfExtents{}; ///< halfExtents[i] along axes[i]
    /// Orthonormal and right-handed.
    std::array<Vec3<T>, 3> axes{Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}};

    /// The rotation as a matrix whose columns are the axes.
    Mat3<T> rotation() const { return Mat3<T>(axes[0], axes[1], axes[2]); }

    /// The AABB as an OBB with the world axes.
    static Obb3 fromAabb(const Aabb3<T>& box) { return Obb3{box.center, box.halfExtents}; }
    /// Columns of `rotation` are the box axes. Throws GeometryError when they
    /// are not orthonormal and right-handed within kRotationTolerance3;
    /// otherwise re-orthonormalises them (Gram-Schmidt keeping column 0).
    static Obb3 fromMatrix(Vec3<T> center, Vec3<T> halfExtents, const Mat3<T>& rotation);
    /// Unit quaternion (w, x, y, z); normalised first. Throws GeometryError
    /// for a zero (or non-finite) quaternion.
    static Obb3 fromQuaternion(Vec3<T> center, Vec3<T> halfExtents, T w, T x, T y, T z);
    /// Euler angles in degrees [x, y, z]: R = Rz(z) * Ry(y) * Rx(x), i.e. the
    /// box turns about the world x axis first, then world y, then world z
    /// (the scene files' `euler_deg`). Quarter turns give exact 0/1 entries.
    static Obb3 fromEulerDegrees(Vec3<T> center, Vec3<T> halfExtents, Vec3<T> degrees);
};

/// Largest |entry of R^T R - I| accepted by Obb3::fromMatrix.
inline constexpr double kRotationTolerance3 = 1e-6;

/// The eight corners. Corner k has, for each axis i, the sign + when bit i
/// of k is set: corner 0 = centre - all half extents, corner 7 = + all.
template <class T> std::array<Vec3<T>, 8> corners(const Obb3<T>& box) {
    std::array<Vec3<T>, 8> out{};
    for (unsigned k = 0; k < 8; ++k) {
        Vec3<T> p = box.center;
        for (unsigned i = 0; i < 3; ++i) {
            const T sign = (k >> i) & 1U ? T(1) : T(-1);
            p += box.axes[i] * (sign * box.halfExtents[static_cast<int>(i)]);
        }
        out[k] = p;
    }
    return out;
}
/// The same for an AABB.
template <class T> std::array<Vec3<T>, 8> corners(const Aabb3<T>& box) { return corners(Obb3<T>::fromAabb(box)); }

/// The twelve edges as pairs of corner indices (see `corners`): four along
/// axis 0, then four along axis 1, then four along axis 2.
inline constexpr std::array<std::array<int, 2>, 12> kBoxEdges{{
    {0, 1},
    {2, 3},
    {4, 5},
    {6, 7}, // along axis 0
    {0, 2},
    {1, 3},
    {4, 6},
    {5, 7}, // along axis 1
    {0, 4},
    {1, 5},
    {2, 6},
    {3, 7}, // along axis 2
}};

/// Exact conversion between precisions (float <-> double views).
template <class To, class From> Aabb3<To> castShape(const Aabb3<From>& s) {
    return {Vec3<To>(s.center), Vec3<To>(s.halfExtents)};
}
/// The same for an OBB.
template <class To, class From> Obb3<To> castShape(const Obb3<From>& s) {
    return {Vec3<To>(s.center), Vec3<To>(s.halfExtents), {Vec3<To>(s.axes[0]), Vec3<To>(s.axes[1]), Vec3<To>(s.axes[2])}};
}

} // namespace sat
