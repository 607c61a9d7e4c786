// SPDX-License-Identifier: MIT
#pragma once
// Editing geometry of the round 2D shapes (sat/round2d.hpp) beyond what
// ui/model/shape_edit.hpp gives every kind (outline, centre, hit test, move,
// turn): the places of their handles, what a drag of one makes of the shape,
// and where their intervals and closest-vertex axes come from. A circle has
// a radius handle on its rim, right of its centre; a capsule has a handle on
// each end point (its vertices 0 and 1, as the core numbers them) and a
// radius handle on its rim beside the middle of its segment, on the side its
// normal points to. Plain values, no ImGui.

#include <optional>
#include <utility>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/round2d.hpp"
#include "sat/scene.hpp"

namespace ui {

/// The least radius a drag leaves a round shape.
inline constexpr double kMinRadius = 0.01;

/// The middle of a capsule's segment.
glm::dvec2 capsuleCenter(const sat::Capsule2<double>& capsule);
/// Unit normal of the segment, turned counter-clockwise from start -> end ((0, 1) when the ends coincide),
/// as the core's capsule-normal axis points.
glm::dvec2 capsuleNormal(const sat::Capsule2<double>& capsule);
/// The closest point of the segment to `point`.
glm::dvec2 closestOnSegment(const sat::Capsule2<double>& capsule, glm::dvec2 point);

/// Where the radius handle is drawn: right of a circle's centre, beside a
/// capsule's middle along its normal.
glm::dvec2 radiusHandle(const sat::Circle2<double>& circle);
glm::dvec2 radiusHandle(const sat::Capsule2<double>& capsule);

/// The radius that puts the rim through `point` (the distance from the centre,
/// from the segment), at least kMinRadius.
double radiusThrough(const sat::Circle2<double>& circle, glm::dvec2 point);
double radiusThrough(const sat::Capsule2<double>& capsule, glm::dvec2 point);

/// A round shape's extent along a unit direction: the points where its rim
/// is furthest back and furthest forward, and the centre they straddle. A
/// circle's interval on any axis is the centre's projection ± the radius;
/// a capsule's is that of the segment's end that projects further out on
/// each side, ± the radius.
struct RoundExtent {
    glm::dvec2 lowCentre{}, highCentre{}; ///< the centres of the rim points (a circle's centre twice)
    glm::dvec2 low{}, high{};             ///< the rim points themselves: centre -/+ radius * direction
};
RoundExtent roundExtent(const sat::Circle2<double>& circle, glm::dvec2 direction);
RoundExtent roundExtent(const sat::Capsule2<double>& capsule, glm::dvec2 direction);

/// The circle of a `circle2` spec; nullopt for the other kinds.
std::optional<sat::Circle2<double>> circleOf(const sat::ShapeSpec& spec);
/// The capsule of a `capsule2` spec, whichever form it is written in; nullopt for the other kinds.
std::optional<sat::Capsule2<double>> capsuleOf(const sat::ShapeSpec& spec);
/// A capsule's half length as a scene file takes it: 0 (the ends coincide)
/// or at least sat::kMinHalfExtent, so a length below that, left by rounding
/// when an end is dragged onto the other, becomes 0.
double writableHalfLength(double halfLength);
/// Writes a circle's centre and radius into a `circle2` spec; other kinds are left as they are.
void setCircle(sat::ShapeSpec& spec, const sat::Circle2<double>& circle);
/// Writes a capsule into a `capsule2` spec in the form the spec is written
/// in: the end points, or the centre, half length and angle (in the angle's
/// unit; the angle stays as written while the direction does not change, so
/// a moved or thickened capsule keeps `30`, never `29.999999999999996`;
/// the half length as writableHalfLength gives it). Other kinds are left as
/// they are.
void setCapsule(sat::ShapeSpec& spec, const sat::Capsule2<double>& capsule);

/// A 2D shape's vertices as the core numbers them in its axis sources: a
/// box's corners counter-clockwise from (-x, -y), a polygon's points
/// counter-clockwise (a clockwise polygon's in reverse), a capsule's end
/// points (start, end), a circle's centre.
std::vector<glm::dvec2> satVertices(const sat::ShapeSpec& spec);
/// For a closest-vertex axis of the pair (a, b): the vertex it starts from
/// and the circle centre or capsule end it points at; nullopt for every other axis.
std::optional<std::pair<glm::dvec2, glm::dvec2>> closestVertexAxisEnds(const sat::AxisSource& source, const sat::ShapeSpec& a,
                                                                       const sat::ShapeSpec& b);

} // namespace ui
