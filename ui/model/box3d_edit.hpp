// SPDX-License-Identifier: MIT
#pragma once
// Geometry of the scene's 3D boxes as the 3D view edits them: the frame
// (centre, half extents, rotation) of an aabb3 or obb3 spec, written back in
// the form the file used (Euler degrees stay Euler degrees, a quaternion stays
// a quaternion), and the conversions between rotation forms. Euler degrees
// follow the scene files: [x, y, z], R = Rz(z) * Ry(y) * Rx(x)
// (docs/scene-format.md). Pure maths, no ImGui.

#include <array>
#include <optional>
#include <string>

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

#include "sat/scene.hpp"
#include "sat/shapes3d.hpp"

namespace ui {

/// A 3D box: centre, half extents along its axes, rotation whose columns are
/// the axes (world space; the identity for an AABB).
struct Box3Frame {
    glm::dvec3 center{0.0};
    glm::dvec3 halfExtents{1.0};
    glm::dmat3 rotation{1.0};

    glm::dvec3 axis(int i) const { return rotation[i]; }
    sat::Obb3<double> obb() const;
};

bool isBox3(const sat::ShapeSpec& spec);
/// The frame of an aabb3 / obb3 spec; nullopt for 2D kinds.
std::optional<Box3Frame> box3Frame(const sat::ShapeSpec& spec);
/// Writes a frame into an aabb3 / obb3 spec. An AABB keeps no rotation; an
/// OBB keeps its rotation form (see rotationInForm).
void setBox3Frame(sat::ShapeSpec& spec, const Box3Frame& frame);
/// Moves an aabb3, obb3, sphere3 or capsule3 by `delta` (a rotation is left as written); false for 2D kinds.
bool translate3(sat::ShapeSpec& spec, glm::dvec3 delta);
/// aabb3 -> obb3 with euler_deg [0, 0, 0]; false for other kinds.
bool convertToObb3(sat::ShapeSpec& spec);
/// obb3 -> aabb3 (the rotation is dropped); false for other kinds.
bool convertToAabb3(sat::ShapeSpec& spec);

/// Euler degrees [x, y, z] with R = Rz(z) * Ry(y) * Rx(x); y in [-90, 90].
/// At y = +-90 (gimbal lock) x is 0 and z carries the whole turn.
glm::dvec3 eulerDegreesFromMatrix(const glm::dmat3& rotation);
/// Unit quaternion [w, x, y, z] of a rotation matrix, w >= 0.
std::array<double, 4> quaternionFromMatrix(const glm::dmat3& rotation);
/// Rotation by `radians` about the unit `axis` (right-handed).
glm::dmat3 rotationAbout(glm::dvec3 axis, double radians);
/// `rotation` written in `form`. Euler angles are rounded to 1e-9 degrees and
/// quaternions to 1e-12, so a snapped 45 degree turn saves as 45.
sat::RotationSpec rotationInForm(sat::RotationSpec::Form form, const glm::dmat3& rotation);

// ---- checks behind the 3D Inspector's fields (ui/panels/inspector3d.hpp)

/// Why a centre cannot be used (|component| > 1e9, not finite), else nullopt.
std::optional<std::string> centerProblem3d(glm::dvec3 center);
/// Why half extents cannot be used (each must be in [1e-9, 1e9]), else nullopt.
std::optional<std::string> halfExtentsProblem3d(glm::dvec3 halfExtents);
/// Why Euler degrees cannot be used (|component| > 1e6, not finite), else nullopt.
std::optional<std::string> eulerProblem3d(glm::dvec3 degrees);
/// The unit quaternion for typed (w, x, y, z), or nullopt with *problem set
/// (zero length or not finite).
std::optional<std::array<double, 4>> normalizedQuaternion(std::array<double, 4> wxyz, std::string* problem);

} // namespace ui
