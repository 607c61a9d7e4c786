// SPDX-License-Identifier: MIT
#pragma once
// The grips a selected shape shows, and picking what the mouse is over.
// Handle sizes are in screen units so they stay grabbable at any zoom.

#include <optional>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"
#include "ui/model/view_transform.hpp"

namespace ui {

enum class HandleKind { Body, Rotate, Resize, Vertex, Radius };

struct Handle {
    HandleKind kind = HandleKind::Body;
    /// Resize: which sides move, each of x and y in {-1, 0, 1} in the box's
    /// frame ((1, 0) is the right edge, (1, 1) the top-right corner).
    glm::ivec2 side{0, 0};
    int vertex = -1;    ///< Vertex: index into the polygon's points, or a capsule's end (0 start, 1 end)
    glm::dvec2 world{}; ///< where it is drawn
};

inline constexpr double kRotateStalkPx = 36.0; ///< from the top edge to the rotate handle
inline constexpr double kHandlePickPx = 9.0;   ///< pick radius around a handle

/// Resize handles (boxes), vertex handles (polygons, a capsule's two end
/// points), radius handles (circles, capsules: ui/model/round_edit.hpp) and
/// the rotate handle (OBBs and polygons; an AABB cannot rotate, a capsule
/// turns by its end handles).
std::vector<Handle> handlesFor(const sat::ShapeSpec& spec, const ViewTransform& view);
/// Start of the rotate handle's stalk (the middle of the top edge), when it has one.
std::optional<glm::dvec2> rotateStalkBase(const sat::ShapeSpec& spec, const ViewTransform& view);
/// The handle under `mouseScreen` (nearest within kHandlePickPx), else the
/// body when the point is inside the shape, else nullopt.
std::optional<Handle> pickHandle(const sat::ShapeSpec& spec, const ViewTransform& view, glm::dvec2 mouseScreen);

} // namespace ui
