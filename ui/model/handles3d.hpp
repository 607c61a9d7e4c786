// SPDX-License-Identifier: MIT
#pragma once
// The grips of a selected 3D box and what the mouse is over: six face
// handles (small squares at the face centres) and, for an OBB, three rings
// about its own axes. Picking is in screen pixels so handles stay grabbable
// at any distance.

#include <optional>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/scene.hpp"
#include "ui/model/box3d_edit.hpp"
#include "ui/model/camera3d.hpp"
#include "ui/model/gesture3d.hpp"
#include "ui/model/round3d_edit.hpp"

namespace ui {

inline constexpr int kRingSegments = 72;
inline constexpr double kHandle3dPickPx = 9.0;

/// Radius of the rotation rings: a little outside the box's corners, so a
/// ring never hides under the box.
double ringRadius(const Box3Frame& box);
/// Points of the ring about box axis `axis` (closed: the last is not the first).
/// Point n is at angle 2 pi n / kRingSegments from the box's next axis ((axis + 1) % 3).
std::vector<glm::dvec3> ringPoints(const Box3Frame& box, int axis);
/// Centre of face (`axis`, `side`).
glm::dvec3 faceCenter(const Box3Frame& box, int axis, int side);

/// Whether a handle can be dragged as seen from `camera`: not a face handle
/// whose normal points along the line of sight (within 15 degrees: its drag
/// along the normal is undefined, and it would sit on the box's middle, where
/// a move grabs the box), nor a ring seen edge-on (its axis within about 12
/// degrees of the screen plane: a line through the box). Other handles are
/// drawn and picked; these are neither.
bool handleUsable(const Box3Frame& box, const Handle3d& handle, const OrbitCamera& camera);

/// The handle of `box` under `mouse` within `pickPx` (the nearest to the
/// camera when several are), rings only when `rotatable`, usable ones only (handleUsable).
std::optional<Handle3d> pickHandle3d(const Box3Frame& box, bool rotatable, const OrbitCamera& camera, const ScreenRect& rect,
                                     glm::dvec2 mouse, double pickPx);
/// Whether a handle of a round shape can be dragged as seen from `camera`:
/// the radius handle always, a length handle not when the segment points
/// along the line of sight (within 15 degrees), a ring as for boxes.
bool roundHandleUsable(const sat::Capsule3<double>& round, const Handle3d& handle, const OrbitCamera& camera);
/// The handle of a round shape under `mouse` within `pickPx` (the nearest to
/// the camera when several are): its radius handle, and for a capsule
/// (`capsule`) its two length handles and the rings about its frame's axes
/// 0 and 2 (round3Frame; turning about its own segment changes nothing).
std::optional<Handle3d> pickRoundHandle3d(const sat::Capsule3<double>& round, bool capsule, const OrbitCamera& camera,
                                          const ScreenRect& rect, glm::dvec2 mouse, double pickPx);
/// The visible 3D shape (box, sphere or capsule) the ray through `mouse` meets first; -1 none.
int pickBox3d(const sat::Scene& scene, const OrbitCamera& camera, const ScreenRect& rect, glm::dvec2 mouse);

} // namespace ui
