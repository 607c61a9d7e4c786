// SPDX-License-Identifier: MIT
#pragma once
// The Inspector's fields for a 3D box (aabb3, obb3): centre, half extents,
// rotation as Euler degrees (the scene files' R = Rz * Ry * Rx) and as a
// quaternion (w, x, y, z). Each edit is one undo step; a value the scene
// format would refuse is refused with the reason under the fields.

#include "sat/scene.hpp"

namespace ui {

class Document;
struct InspectorState;

void drawInspector3dFields(Document& document, InspectorState& inspector, const sat::SceneShape& shape);

} // namespace ui
