// SPDX-License-Identifier: MIT
#pragma once
// REPRODUCTIONS FOR TEACHING, NOT TESTS TO USE: each function below repeats
// a slip of one seed article on purpose, so that a lesson (and the SAT
// panel's method choice) can show the wrong answer beside the reference's.
// The correct methods are in sat/seeds2d.hpp; docs/seed-methods.md explains
// each slip with a worked example. Defined in src/seed_slips2d.cpp.

#include "sat/seeds2d.hpp"
#include "sat/shapes2d.hpp"
#include "sat/types.hpp"

namespace sat::seeds {

// ---------------------------------------------------------------- seed 000

/// Slip (seed 000, OBB vs OBB as printed): on each axis the centre offset is
/// projected on the *other* axis of the same box (A.y where the radii are
/// A.x's, and so on). Right for two squares, wrong for most rectangles.
template <class T> bool slip000SwappedProjections(const Obb2<T>& a, const Obb2<T>& b);

/// Its per-axis numbers: seed 000's trace where each axis keeps its
/// direction and radii but its centreDistance is measured along the box's
/// other axis, as printed.
template <class T> RadiusTrace2<T> traceSlip000SwappedProjections(const Obb2<T>& a, const Obb2<T>& b);

/// The box seed 000's tile test actually tests: its angle is read in degrees
/// (as the article's object stores it) and handed to cos/sin as radians, and
/// its position is taken from a second object (`display` in the article).
/// Our shapes have one position, so that second object's position is an
/// argument: pass box.center and only the degrees slip remains.
template <class T> Obb2<T> slip000BoxAsRead(const Obb2<T>& box, Vec2<T> displayPosition);

/// Slip (seed 000, OBB vs static tile as printed): the tile test of
/// seed000ObbAabb run on slip000BoxAsRead(box, displayPosition).
template <class T> bool slip000ObbAabbAsWritten(const Obb2<T>& box, const Aabb2<T>& tile, Vec2<T> displayPosition);

// ---------------------------------------------------------------- seed 001

/// Slip (seed 001): custom half sizes where 0 means "use the box's own", so
/// a zero-size probe silently becomes the whole box. Compare with
/// seed001CentreDistance, whose sizes are std::optional.
template <class T>
bool slip001ZeroMeansRealSize(const Aabb2<T>& a, const Aabb2<T>& b, Vec2<T> customHalfA = {}, Vec2<T> customHalfB = {});

// ---------------------------------------------------------------- seed 003

/// The angle seed 003's setter passes on, as written: `value % PI * 2` is
/// `(value % PI) * 2`, so any angle outside (-pi, pi) is folded wrongly.
/// Computed in double like the article (its float meets a double PI).
template <class T> T slip003WrappedAngle(T angleRad);

/// The box seed 003's setter builds for `angleRad`.
template <class T> Obb2<T> slip003ObbFromAngle(Vec2<T> center, Vec2<T> halfExtents, T angleRad);

/// Slip (seed 003): both boxes rebuilt through the slipping setter from
/// their counter-clockwise angle counted in [0, 2 pi) (as a game that keeps
/// adding to a rotation would pass it), then seed003RotationMatrix. Boxes
/// turned by less than half a turn are untouched.
template <class T> bool slip003AngleWrapAsWritten(const Obb2<T>& a, const Obb2<T>& b);

} // namespace sat::seeds
