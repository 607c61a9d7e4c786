// SPDX-License-Identifier: MIT
#pragma once
// Spheres and capsules as the 3D view edits them. A round shape is held as
// a capsule (a sphere is the capsule whose ends coincide), and its gestures
// edit the same Box3Frame as a box's do (ui/model/gesture3d.hpp): centred on
// the segment's middle, its y axis along the segment, half extents
// (radius, half length + radius, radius), so the move and the rotate gizmo
// are the boxes'. Pure maths, no ImGui.

#include <array>
#include <optional>

#include <glm/vec3.hpp>

#include "sat/round3d.hpp"
#include "sat/scene.hpp"
#include "ui/model/box3d_edit.hpp"
#include "ui/model/camera3d.hpp"

namespace ui {

/// A sphere3 spec as the capsule whose ends are its centre, a capsule3 spec
/// as itself; nullopt for the other kinds.
std::optional<sat::Capsule3<double>> round3Shape(const sat::ShapeSpec& spec);
/// True for a capsule3 spec (it has length handles and turns; a sphere does neither).
bool isCapsule3(const sat::ShapeSpec& spec);
/// Writes a round shape back into a sphere3 (its centre: the segment's
/// middle) or capsule3 spec; false for the other kinds.
bool setRound3Shape(sat::ShapeSpec& spec, const sat::Capsule3<double>& round);
/// The frame the view frames, labels and measures a 3D shape by: a box's
/// own frame, a round shape's round3Frame; nullopt for 2D kinds.
std::optional<Box3Frame> shape3Frame(const sat::ShapeSpec& spec);

/// The unit direction of a capsule's segment from start to end; world y when
/// the ends coincide.
glm::dvec3 capsuleAxis(const sat::Capsule3<double>& capsule);
/// Two unit vectors perpendicular to the unit `axis` and to each other,
/// (axis, u, v) right-handed: the frame the meshes and handles use.
std::array<glm::dvec3, 2> perpendicularPair(glm::dvec3 axis);

/// The frame of a round shape: centre the segment's middle, rotation (v,
/// axis, u) with (u, v) = perpendicularPair(axis), half extents (r, half
/// length + r, r); it is also the box that encloses the shape.
Box3Frame round3Frame(const sat::Capsule3<double>& round);
/// The round shape of a frame made by round3Frame (and then moved, turned or
/// resized): the segment along the frame's y axis, radius halfExtents.x.
sat::Capsule3<double> round3FromFrame(const Box3Frame& frame);

/// The frame with the radius changed by `travel` (world units, + outwards),
/// the segment kept; `snapStep` > 0 rounds the radius to whole steps. The
/// radius never goes below kMinHalfExtent (scene files need it positive).
Box3Frame resizedRadius(const Box3Frame& start, double travel, double snapStep);
/// The frame with the capsule's end on `side` (+1 end, -1 start) moved
/// `travel` along the segment's direction (start to end, so + is outwards
/// for the end and inwards for the start): the other end stays, or with
/// `aboutCenter` it moves the other way. `snapStep` > 0 rounds the segment's
/// length to whole steps. The segment never gets shorter than 2 kMinHalfExtent.
Box3Frame resizedLength(const Box3Frame& start, int side, double travel, bool aboutCenter, double snapStep);

/// Where a round shape's radius handle is drawn: at the radius from the
/// segment's middle, across the line of sight (to the right on screen for a
/// sphere), so it sits on the outline from every view.
glm::dvec3 radiusHandlePoint(const sat::Capsule3<double>& round, const OrbitCamera& camera);
/// The unit direction the radius handle moves along (from the middle to it).
glm::dvec3 radiusHandleDirection(const sat::Capsule3<double>& round, const OrbitCamera& camera);
/// Where a capsule's length handle on `side` is drawn: the tip beyond that
/// end (+1: end + axis r, -1: start - axis r).
glm::dvec3 lengthHandlePoint(const sat::Capsule3<double>& round, int side);

/// Ray parameter t >= 0 where the ray first meets the closed round shape,
/// or nullopt when it misses; 0 when the ray starts inside.
std::optional<double> intersectRay(const Ray3& ray, const sat::Capsule3<double>& round);

} // namespace ui
