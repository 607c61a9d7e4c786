// SPDX-License-Identifier: MIT
#pragma once
// Axis-aligned bounds of a scene's shape specs, for the broad phase
// (sat/broadphase.hpp).

#include "sat/broadphase.hpp"
#include "sat/scene.hpp"

namespace sat {

/// Bounds of a 2D spec (aabb2, obb2, poly2, circle2, capsule2), grown by `relativePad` times the
/// magnitude of its coordinates. Throws GeometryError for a 3D spec.
Bounds2 bounds2(const ShapeSpec& spec, double relativePad = kBoundsPadDouble);
/// Bounds of a 3D spec (aabb3, obb3, sphere3, capsule3). Throws GeometryError for a 2D spec.
Bounds3 bounds3(const ShapeSpec& spec, double relativePad = kBoundsPadDouble);

} // namespace sat
