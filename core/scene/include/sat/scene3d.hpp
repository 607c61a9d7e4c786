// SPDX-License-Identifier: MIT
#pragma once
// From a scene file's 3D shape to the SAT's shape (docs/sat-3d.md, "Scenes").

#include "sat/sat3d.hpp"
#include "sat/scene.hpp"

namespace sat {

/// Converts a 3D spec (aabb3, obb3, sphere3, capsule3) into the SAT shape at precision T. The
/// rotation goes through rotationMatrix (Euler degrees [x, y, z] mean
/// R = Rz(z) * Ry(y) * Rx(x)), then its columns are re-orthonormalised in T.
/// Throws GeometryError for a 2D spec.
template <class T> Shape3<T> toShape3(const ShapeSpec& spec);

} // namespace sat
