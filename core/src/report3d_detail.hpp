#pragma once
// Pieces of the 3D report shared between its source files (not public API).

#include <cmath>
#include <limits>

#include "sat/sat3d.hpp"

namespace sat::detail {

/// Rounding part of the error bound (docs/sat-3d.md): 32 eps times the sum
/// of |centre offset| and all half extents (1-norms).
template <class T> T roundingBound(const Obb3<T>& a, const Obb3<T>& b) {
    const auto sum = [](const Vec3<T>& v) { return std::abs(v.x) + std::abs(v.y) + std::abs(v.z); };
    return T(32) * std::numeric_limits<T>::epsilon() * (sum(b.center - a.center) + sum(a.halfExtents) + sum(b.halfExtents));
}

/// Euclidean distance between two closed boxes (0 when they intersect).
/// The minimum over every corner of one box against the other box and every
/// edge of A against every edge of B: for disjoint convex polyhedra the
/// closest pair is vertex-face, edge-edge, or one of their limits.
template <class T> T boxDistance(const Obb3<T>& a, const Obb3<T>& b);

/// Contact points for a touching or overlapping pair, from the report's
/// best axis and normal (face-face clipping or edge-edge closest points).
template <class T> void findContacts(const Obb3<T>& a, const Obb3<T>& b, Report3<T>& report, T tolerance);
/// findContacts for float boxes with the face clipping on fixed arrays (the
/// float box report's path); the same points, tested against findContacts
/// through detail::reportPortable. `Out` is Report3<float> or
/// BoxManifold3<float>: it reads bestAxis and normal, writes contactKind and
/// contacts (the same function for both, so both get the same points).
template <class Out> void findBoxContacts(const Obb3<float>& a, const Obb3<float>& b, Out& out, float tolerance);

/// Closest points of segments [p0, p1] and [q0, q1] (Ericson, RTCD 5.1.9).
template <class T> struct SegmentClosest {
    Vec3<T> onFirst{};
    Vec3<T> onSecond{};
};
template <class T> SegmentClosest<T> closestOnSegments(Vec3<T> p0, Vec3<T> p1, Vec3<T> q0, Vec3<T> q1);

/// The point of the box nearest to p (p itself when inside).
template <class T> Vec3<T> closestOnBox(const Obb3<T>& box, const Vec3<T>& p);

} // namespace sat::detail
