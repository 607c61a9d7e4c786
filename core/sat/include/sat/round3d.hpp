// SPDX-License-Identifier: MIT
#pragma once
// Round 3D shapes, spheres and capsules, and their separating axis tests
// with each other and with boxes: fast boolean tests and full reports.
// docs/sat-3d.md ("Round shapes") has the axes each pair kind tests, how the
// box-capsule pair combines the SAT with a segment's closest points, and
// the exact verdicts.
//
// Every pair of {Aabb3, Obb3, Sphere3, Capsule3} that has a round shape, in
// both orders, in float and double. A report is a Report3 (sat/sat3d.hpp):
// its axes carry the round kinds of AxisSource3 (`B.closest-point`,
// `A.capsule-normal`, `A.edge0×B segment`, ...), and its MTV, contacts
// (ContactKind::ClosestPoints or SegmentOverlap, up to 2 points) and distance
// mean what they mean for boxes. At tolerance 0 the verdict, each axis's
// `separating` flag and `overlaps` are exact for the shapes as stored, and
// overlaps(a, b) == (report(a, b).verdict != Verdict::Separated).

#include <cmath>
#include <variant>

#include "sat/sat3d.hpp"
#include "sat/shapes3d.hpp"

namespace sat {

/// A solid ball: the points within `radius` of `center`. Valid when every
/// number is finite and radius >= 0 (radius 0 is the point itself).
template <class T> struct Sphere3 {
    Vec3<T> center{}; ///< world space
    T radius{};       ///< >= 0
};

/// A capsule: the points within `radius` of the segment [start, end]. Valid
/// when every number is finite and radius >= 0; start == end makes it a
/// sphere, radius 0 the bare segment.
template <class T> struct Capsule3 {
    Vec3<T> start{}; ///< one end of the segment, world space
    Vec3<T> end{};   ///< the other end
    T radius{};      ///< >= 0
};

/// true when the sphere satisfies its validity rules (finite, radius >= 0).
template <class T> bool isValid(const Sphere3<T>& s) {
    return std::isfinite(s.center.x) && std::isfinite(s.center.y) && std::isfinite(s.center.z) && std::isfinite(s.radius) &&
           s.radius >= T(0);
}
/// true when the capsule satisfies its validity rules (finite, radius >= 0).
template <class T> bool isValid(const Capsule3<T>& c) {
    return std::isfinite(c.start.x) && std::isfinite(c.start.y) && std::isfinite(c.start.z) && std::isfinite(c.end.x) &&
           std::isfinite(c.end.y) && std::isfinite(c.end.z) && std::isfinite(c.radius) && c.radius >= T(0);
}

/// Exact conversion between precisions (float -> double), as for the boxes.
template <class To, class From> Sphere3<To> castShape(const Sphere3<From>& s) {
    return {Vec3<To>(s.center), static_cast<To>(s.radius)};
}
/// The same for a capsule.
template <class To, class From> Capsule3<To> castShape(const Capsule3<From>& c) {
    return {Vec3<To>(c.start), Vec3<To>(c.end), static_cast<To>(c.radius)};
}

// ---------------------------------------------------------------- fast tests
/// true when the closed shapes intersect (touching counts); exact at the
/// stored numbers. Preconditions: valid shapes (isValid; a box as for
/// sat3d.hpp), coordinates in [2^-200, 2^200] in magnitude or zero.
template <class T> bool overlaps(const Sphere3<T>& a, const Sphere3<T>& b);
template <class T> bool overlaps(const Sphere3<T>& a, const Capsule3<T>& b);
template <class T> bool overlaps(const Capsule3<T>& a, const Sphere3<T>& b);
template <class T> bool overlaps(const Capsule3<T>& a, const Capsule3<T>& b);
template <class T> bool overlaps(const Obb3<T>& a, const Sphere3<T>& b);
template <class T> bool overlaps(const Sphere3<T>& a, const Obb3<T>& b);
template <class T> bool overlaps(const Obb3<T>& a, const Capsule3<T>& b);
template <class T> bool overlaps(const Capsule3<T>& a, const Obb3<T>& b);
template <class T> bool overlaps(const Aabb3<T>& a, const Sphere3<T>& b);
template <class T> bool overlaps(const Sphere3<T>& a, const Aabb3<T>& b);
template <class T> bool overlaps(const Aabb3<T>& a, const Capsule3<T>& b);
template <class T> bool overlaps(const Capsule3<T>& a, const Aabb3<T>& b);

// ------------------------------------------------------------------- reports
/// Every candidate axis of the pair and what follows from them (Report3).
/// ReportOptions3::faceAxesOnly does not apply (round pairs have no
/// edge-edge axes) and is ignored; computeDistance false leaves `distance` 0.
template <class T> Report3<T> report(const Sphere3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Sphere3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Capsule3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Capsule3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Obb3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Sphere3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Obb3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Capsule3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Aabb3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Sphere3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Aabb3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Capsule3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& options = {});

// ----------------------------------------------------------------- manifolds
/// What a physics engine takes from a round pair: the report's verdict, MTV
/// and contacts without the per-axis results. The verdict is decided first:
/// at tolerance 0 a separated pair returns at once, with `verdict`
/// Separated and every other field left at its default (0, no contacts;
/// report() has the separating axis). Otherwise every field equals the
/// report's with ReportOptions3{tolerance}, bit for bit
/// (tests/core/sat/round3d_property_test.cpp; docs/sat-3d.md, "Round shapes").
template <class T> struct RoundManifold3 {
    Verdict verdict = Verdict::Separated;        ///< Report3::verdict
    T axisSeparation{};                          ///< Report3::axisSeparation
    T depth{};                                   ///< Report3::depth
    Vec3<T> normal{};                            ///< Report3::normal: unit, from A to B
    T errorBound{};                              ///< Report3::errorBound
    ContactKind contactKind = ContactKind::None; ///< Report3::contactKind
    InlineVector<Vec3<T>, 4> contacts;           ///< Report3::contacts
};
/// The manifold of one round pair, every pair kind that report() takes.
template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Sphere3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Capsule3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Sphere3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Capsule3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Obb3<T>& a, const Sphere3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Obb3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Obb3<T>& a, const Capsule3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Obb3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Aabb3<T>& a, const Sphere3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Aabb3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Aabb3<T>& a, const Capsule3<T>& b, T tolerance = T(0));
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Aabb3<T>& b, T tolerance = T(0));

// ------------------------------------------------------------- any 3D shape
/// Any 3D shape: an AABB, an OBB, a sphere or a capsule. Declared here,
/// where every kind is visible; sat/sat3d.hpp includes this header, so
/// either header gives it.
template <class T> using Shape3 = std::variant<Aabb3<T>, Obb3<T>, Sphere3<T>, Capsule3<T>>;

/// overlaps() of whichever shapes the variants hold.
template <class T> bool overlaps(const Shape3<T>& a, const Shape3<T>& b) {
    return std::visit([](const auto& sa, const auto& sb) { return overlaps(sa, sb); }, a, b);
}
/// report() of whichever shapes the variants hold.
template <class T> Report3<T> report(const Shape3<T>& a, const Shape3<T>& b, const ReportOptions3<T>& options = {}) {
    return std::visit([&](const auto& sa, const auto& sb) { return report(sa, sb, options); }, a, b);
}
/// True when the variant holds a box (an AABB or an OBB).
template <class T> bool isBox(const Shape3<T>& shape) {
    return std::holds_alternative<Aabb3<T>>(shape) || std::holds_alternative<Obb3<T>>(shape);
}
/// A box variant as an oriented box (an AABB has the world axes).
/// Precondition: isBox(shape); a sphere or capsule throws GeometryError.
template <class T> Obb3<T> asObb(const Shape3<T>& shape) {
    if (const auto* aabb = std::get_if<Aabb3<T>>(&shape)) return Obb3<T>::fromAabb(*aabb);
    if (const auto* obb = std::get_if<Obb3<T>>(&shape)) return *obb;
    throw GeometryError("asObb: a sphere or capsule is not a box");
}

} // namespace sat
