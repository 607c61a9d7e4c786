// SPDX-License-Identifier: MIT
#pragma once
// Geometry of scene shapes as the editor needs it: outlines, centres, hit
// tests and the edits a gesture or the inspector makes. Works on the file's
// specs (degrees stay degrees) so that an edited scene saves the way it was
// written. This is drawing and picking geometry only; the separating axis
// test itself always comes from sat::report.

#include <optional>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace ui {

inline constexpr double kPi = 3.14159265358979323846;
inline constexpr double kMinHalfExtent = 0.01;
/// Points of a circle's outline (outline(); a capsule's has two more); even.
inline constexpr int kRoundOutlinePoints = 64;

/// A box (AABB or OBB) in one shape: centre, half extents, rotation.
struct BoxFrame {
    glm::dvec2 center{};
    glm::dvec2 halfExtents{1.0, 1.0};
    double angleRad = 0.0;

    glm::dvec2 axisX() const;
    glm::dvec2 axisY() const;
    /// Local (box frame) -> world, and back.
    glm::dvec2 toWorld(glm::dvec2 local) const;
    glm::dvec2 toLocal(glm::dvec2 world) const;
};

bool isBox(const sat::ShapeSpec& spec);
bool isPolygon(const sat::ShapeSpec& spec);
/// The box frame of an AABB (angle 0) or OBB; nullopt for other kinds.
std::optional<BoxFrame> boxFrame(const sat::ShapeSpec& spec);
/// Writes a frame back into an AABB or OBB spec (an AABB ignores the angle).
/// OBB angles keep the spec's unit (degrees or radians).
void setBoxFrame(sat::ShapeSpec& spec, const BoxFrame& frame);

/// A circle (start == end) or capsule in one shape: its segment and radius.
struct RoundFrame {
    glm::dvec2 start{}; ///< end point 0 of the segment (a circle's centre)
    glm::dvec2 end{};   ///< end point 1
    double radius = 1.0;
};
/// The segment and radius of a circle2 or capsule2 (either form); nullopt
/// for other kinds.
std::optional<RoundFrame> roundFrame(const sat::ShapeSpec& spec);

/// Corners (boxes) or points (polygons) in world space, as stored; for a
/// circle or capsule, points on its boundary, counter-clockwise
/// (kRoundOutlinePoints for a circle; for drawing and picking, the SAT
/// uses the exact shape).
std::vector<glm::dvec2> outline(const sat::ShapeSpec& spec);
/// Box or circle centre, capsule segment midpoint, or the mean of a polygon's points.
glm::dvec2 shapeCenter(const sat::ShapeSpec& spec);
/// OBB or capsule angle in degrees (a capsule's from +x to start -> end);
/// 0 for AABBs, polygons and circles.
double angleDegrees(const sat::ShapeSpec& spec);
void boundsOf(const sat::ShapeSpec& spec, glm::dvec2& lo, glm::dvec2& hi);

/// Closed point-in-shape test on the outline (either winding); exact for
/// circles and capsules (distance to the segment <= radius).
bool containsPoint(const sat::ShapeSpec& spec, glm::dvec2 point);

void translate(sat::ShapeSpec& spec, glm::dvec2 delta);
void setCenter(sat::ShapeSpec& spec, glm::dvec2 center);
/// Rotates by `degrees` CCW about the shape's centre. AABBs and circles do
/// not rotate: returns false and leaves them as they are.
bool rotate(sat::ShapeSpec& spec, double degrees);
/// Sets an OBB's angle (degrees); false for other kinds.
bool setAngleDegrees(sat::ShapeSpec& spec, double degrees);

/// AABB -> OBB at angle 0 and OBB -> AABB (the OBB's angle is dropped: the
/// result is the axis-aligned box with the same centre and half extents).
bool convertToObb(sat::ShapeSpec& spec);
bool convertToAabb(sat::ShapeSpec& spec);

/// Why `points` cannot be a polygon (core's ConvexPolygon2::make decides),
/// or nullopt when they can.
std::optional<std::string> polygonProblem(const std::vector<glm::dvec2>& points);

/// Rounds to the nearest multiple of `step`.
double snapTo(double value, double step);
glm::dvec2 snapTo(glm::dvec2 value, double step);

} // namespace ui
