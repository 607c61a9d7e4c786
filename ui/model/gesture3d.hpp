// SPDX-License-Identifier: MIT
#pragma once
// One mouse drag on a 3D box: move it on the plane through its centre facing
// the camera (or along a world axis while X, Y or Z is held), turn it about
// one of its own axes with a ring handle, or move one face along its normal
// (the opposite face stays). Spheres and capsules move and turn the same way
// (a capsule about its segment's middle) and have a radius handle and, for a
// capsule, a length handle at each tip (the other end stays). The whole drag is one undo step; every update
// recomputes the box from its state at the start and the current mouse ray,
// so nothing drifts. The maths is in free functions, tested without a window.

#include <optional>
#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "ui/model/box3d_edit.hpp"
#include "ui/model/camera3d.hpp"
#include "ui/model/document.hpp"
#include "ui/model/round3d_edit.hpp"

namespace ui {

/// Body moves, Ring turns, Face resizes a box; Radius and Length resize a
/// sphere or capsule (ui/model/round3d_edit.hpp).
enum class Handle3dKind { Body, Ring, Face, Radius, Length };

struct Handle3d {
    Handle3dKind kind = Handle3dKind::Body;
    int axis = -1; ///< Ring: the frame axis it turns about; Face: the axis of its normal
    int side = 0;  ///< Face: +1 or -1 along that axis; Length: +1 the capsule's end, -1 its start
    bool operator==(const Handle3d&) const = default;
};

/// World axis a move is held to (the X, Y or Z key), or none.
enum class AxisLock { None, X, Y, Z };
glm::dvec3 lockDirection(AxisLock lock);

struct Modifiers3d {
    bool ctrl = false; ///< snap: grid step for moves and sizes, 15 degrees for turns
    bool alt = false;  ///< face drag: about the centre (both faces move)
    AxisLock lock = AxisLock::None;
};

inline constexpr double kSnapDegrees3d = 15.0;

// ---- the maths of the gestures

/// Plane drag: the centre moves by how far the ray's hit on the plane through
/// `grab` (normal `planeNormal`) is from `grab`. nullopt when the ray misses the plane.
std::optional<glm::dvec3> planeDragCenter(glm::dvec3 startCenter, glm::dvec3 grab, glm::dvec3 planeNormal, const Ray3& ray);
/// Axis drag: the centre moves along the unit `direction` by the distance
/// from `grab` to the point of the line (grab, direction) nearest the ray.
std::optional<glm::dvec3> axisDragCenter(glm::dvec3 startCenter, glm::dvec3 grab, glm::dvec3 direction, const Ray3& ray);
/// Angle (radians, right-handed about `axis`) from where `from` meets the
/// plane through `center` normal to `axis` to where `to` meets it; nullopt
/// when a ray misses the plane or hits the centre.
std::optional<double> ringAngle(glm::dvec3 center, glm::dvec3 axis, const Ray3& from, const Ray3& to);
/// The box with face (`axis`, `side`) moved `travel` along that axis (world
/// units, + outwards for side +1): the opposite face stays, or with
/// `aboutCenter` it moves the other way. `snapStep` > 0 rounds the full size
/// to whole steps. Sizes never go below kMinHalfExtent.
Box3Frame resizedFace(const Box3Frame& start, int axis, int side, double travel, bool aboutCenter, double snapStep);
/// The 1-2-5 grid step of the 3D view for a camera distance (about 1/20 of it).
double gridStep3d(double cameraDistance);

class Gesture3d {
public:
    bool active() const { return active_; }
    const Handle3d& handle() const { return handle_; }
    int shapeIndex() const { return shape_; }
    /// Where the box's centre was when the drag began (the axis-lock line goes through it).
    glm::dvec3 startCenter() const { return start_.center; }
    AxisLock lock() const { return lock_; }

    /// Starts dragging `handle` of shape `shapeIndex` (an aabb3 / obb3 /
    /// sphere3 / capsule3) with the mouse at `mouse` (window pixels). False
    /// for a 2D shape.
    bool begin(Document& document, int shapeIndex, const Handle3d& handle, const OrbitCamera& camera, const ScreenRect& rect,
               glm::dvec2 mouse);
    void update(Document& document, const OrbitCamera& camera, const ScreenRect& rect, glm::dvec2 mouse, Modifiers3d modifiers,
                double snapStep);
    /// Mouse released: one undo step (none when nothing changed).
    /// What the drag has done so far, for a label by the pointer: "\u0394x 1.50
    /// \u0394y 0.00  \u0394z -0.25" for a move, "turned 30.0\u00B0" for a ring (about
    /// the ring's axis, counter-clockwise seen from its + end), "size x +0.50"
    /// for a face (the change of the box's full size along that axis of its
    /// own), "radius +0.25", "length +1.00" (the segment's) for round shapes. `now` is the box as it is now; empty when no drag
    /// is active.
    std::string readout(const sat::ShapeSpec& now) const;
    void end(Document& document);
    /// Escape: the box goes back.
    void cancel(Document& document);

private:
    std::optional<Box3Frame> moved(const Ray3& ray, Modifiers3d modifiers, double snapStep) const;
    std::optional<Box3Frame> turned(const OrbitCamera& camera, const ScreenRect& rect, glm::dvec2 mouse,
                                    Modifiers3d modifiers) const;
    std::optional<Box3Frame> resized(const Ray3& ray, Modifiers3d modifiers, double snapStep) const;
    std::optional<Box3Frame> resizedRound(const Ray3& ray, Modifiers3d modifiers, double snapStep) const;
    /// The round shape for `frame`; `aboutCenter`: a length drag moves both ends.
    sat::Capsule3<double> roundOf(const Box3Frame& frame, bool aboutCenter) const;

    bool active_ = false;
    Handle3d handle_;
    int shape_ = -1;
    Box3Frame start_;                           ///< a box's frame, or a round shape's (round3Frame)
    bool round_ = false;                        ///< the shape is a sphere or capsule
    sat::Capsule3<double> startRound_{};        ///< round shapes: the shape when the drag began
    glm::dvec3 radiusDirection_{1.0, 0.0, 0.0}; ///< Radius: the line the handle moves along
    glm::dvec3 grab_{0.0};                      ///< world point under the mouse at the start (on the drag plane or line)
    glm::dvec3 planeNormal_{0.0, 0.0, 1.0};
    Ray3 startRay_;
    glm::dvec2 startMouse_{0.0};
    AxisLock lock_ = AxisLock::None;
};

} // namespace ui
