#pragma once
// The Inspector's fields for a 3D box (aabb3, obb3): centre, half extents,
// rotation as Euler degrees (the scene files' R = Rz * Ry * Rx) and as a
// quaternion (w, x, y, z). Each edit is one undo step; a value the scene
// format would refuse is refused with the reason under the fields.

#include <array>
#include <optional>
#include <string>

#include <glm/vec3.hpp>

#include "sat/scene.hpp"

namespace ui {

class EditorState;

void drawInspector3dFields(EditorState& state, const sat::SceneShape& shape);

// ---- checks behind the fields (pure, tested)

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
