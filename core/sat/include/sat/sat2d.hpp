// SPDX-License-Identifier: MIT
#pragma once
// The 2D separating axis test: fast boolean tests and full per-axis reports
// for every pair of AABB, OBB and convex polygon. Circles, capsules and
// Shape2, the variant of every 2D kind, come from sat/round2d.hpp, included
// at the bottom.
//
// Axis order (the "test order", also the early-out order of the fast tests):
//   box:     its x axis, then its y axis (labelled A.x, A.y / B.x, B.y)
//   polygon: the outward normal of each edge i (vertex i -> i+1), labelled A.edge<i>
// A's axes come first, then B's. Directions are unit length, world space, and
// keep the sign of the feature that produced them (box axis or outward normal).
//
// At tolerance 0 every answer is exact for the shapes as stored (the
// definition: docs/accuracy.md, "Exact verdicts"): each axis is computed in
// T, and an axis within the pair's rounding-error bound is evaluated again
// exactly (sat/detail/exact2d.hpp). So `report(a, b).verdict !=
// Verdict::Separated` exactly when `overlaps(a, b)`, and
// `firstSeparatingAxis` is the first axis with an exactly positive gap.
// How the test, MTV, distance and contacts work: docs/sat-2d.md.
//
// Preconditions, not checked here (the scene loader and
// ConvexPolygon2::make check them): finite coordinates, half extents >= 0,
// OBB axes unit length and perpendicular.

#include <string>
#include <variant>

#include "sat/shapes2d.hpp"
#include "sat/types.hpp"

namespace sat {

// ---------------------------------------------------------------- fast tests
/// true when the closed shapes intersect (touching counts). Early-out, no
/// allocation. Defined in sat/detail/fast2d.hpp, included at the bottom.
template <class T> bool overlaps(const Aabb2<T>& a, const Aabb2<T>& b);
template <class T> bool overlaps(const Obb2<T>& a, const Obb2<T>& b);
template <class T> bool overlaps(const Obb2<T>& a, const Aabb2<T>& b);
template <class T> bool overlaps(const Aabb2<T>& a, const Obb2<T>& b);
template <class T> bool overlaps(const ConvexPolygon2<T>& a, const ConvexPolygon2<T>& b);
template <class T> bool overlaps(const ConvexPolygon2<T>& a, const Obb2<T>& b);
template <class T> bool overlaps(const Obb2<T>& a, const ConvexPolygon2<T>& b);
template <class T> bool overlaps(const ConvexPolygon2<T>& a, const Aabb2<T>& b);
template <class T> bool overlaps(const Aabb2<T>& a, const ConvexPolygon2<T>& b);

// ------------------------------------------------------------------- reports

/// What kind of feature produced an axis. Boxes and polygons give their own
/// axes; the axes of pairs with a circle or capsule (sat/round2d.hpp) come
/// from the closest features of the pair (docs/sat-2d.md, "Round shapes").
enum class AxisFeature : std::uint8_t {
    Own,               ///< a box's axis or a polygon's edge normal (`boxAxis`, `index`)
    CapsuleNormal,     ///< the normal of a capsule's segment, turned counter-clockwise from end 0 -> end 1
    CentreLine,        ///< circle-circle: from A's centre to B's
    ClosestVertex,     ///< from vertex `index` of `shape` to the partner circle's centre
    ClosestVertexToEnd ///< from vertex `index` of `shape` to end point `end` of the partner capsule
};

/// Which shape and which feature produced an axis. A capsule's vertices are
/// its two end points (0 and 1); a box's are its corners, counter-clockwise
/// from (-x, -y).
struct AxisSource {
    Role shape = Role::A;                   ///< the shape whose feature it is
    bool boxAxis = false;                   ///< true: a box's own axis (index 0 = x, 1 = y); false: polygon edge normal
    AxisFeature feature = AxisFeature::Own; ///< the kind of feature
    std::uint8_t end = 0;                   ///< ClosestVertexToEnd: the partner capsule's end point (0 or 1)
    int index = 0;                          ///< the box axis, the polygon edge, or the vertex

    /// Shape A's own axis 0 (every field at its default).
    constexpr AxisSource() = default;
    /// A box's axis or a polygon's edge normal, as listed by the box and polygon pairs.
    constexpr AxisSource(Role shapeRole, bool isBoxAxis, int featureIndex)
        : shape(shapeRole), boxAxis(isBoxAxis), index(featureIndex) {}
    /// An axis of a pair with a round shape.
    constexpr AxisSource(Role shapeRole, AxisFeature kind, int vertex = 0, int partnerEnd = 0)
        : shape(shapeRole), feature(kind), end(static_cast<std::uint8_t>(partnerEnd)), index(vertex) {}
};
/// "A.x", "B.y", "A.edge3", "A.capsule-normal", "A.centre-line",
/// "B.closest-vertex2", "B.closest-vertex1-to-A.end0".
std::string label(const AxisSource& source);

/// One candidate axis of a pair test.
template <class T> struct AxisResult2 {
    AxisSource source;    ///< where the axis comes from
    Vec2<T> direction{};  ///< unit length, world space
    Interval<T> a{}, b{}; ///< projections of A and B onto `direction`
    /// > 0 gap, < 0 overlap depth (the smaller push), 0 touching. Computed as
    /// the fast test computes it: box pairs |centre distance| - (rA + rB),
    /// pairs with a polygon max(b.min - a.max, a.min - b.max). At tolerance
    /// 0 its sign is exact: 0 exactly when the axis touches, and an axis
    /// within the rounding-error bound carries the exact value, rounded. It
    /// may then differ from intervalSeparation(a, b) in the last bits.
    T separation{};
    bool separating = false; ///< separation > tolerance
    /// Parallel (or anti-parallel) to an earlier axis of the report, so it
    /// repeats that axis's test; `duplicateOf` is that axis's index (the
    /// earliest such axis). Exact for AABB axes; box axes within 4 eps of
    /// each other; a polygon edge within 4 eps (1 + M / |edge|), M its
    /// largest coordinate, the rounding of its input coordinates
    /// (docs/sat-2d.md). Duplicates are still tested, as the fast test does.
    bool duplicate = false;
    int duplicateOf = -1; ///< -1 when not a duplicate
    /// B lies on the positive side of `direction` along this axis (its
    /// interval is pushed out along +direction), so this axis's candidate
    /// normal from A to B is +direction; otherwise -direction.
    bool bOnPositiveSide = true;
};

/// Most candidate axes of a 2D pair: every edge normal of two largest polygons.
inline constexpr int kMaxAxes2 = 2 * kMaxPolygonVertices;

/// What report() computes and how it decides touching.
template <class T> struct ReportOptions2 {
    /// |best separation| <= tolerance is "touching". 0: the exact verdict
    /// (docs/accuracy.md); > 0: the floating-point separations compared with it.
    T tolerance = T(0);
    /// Compute the Euclidean distance of separated pairs (a search over
    /// vertex-edge pairs that costs more than the rest of a box pair's
    /// report). false: `distance` stays 0 and axisSeparation, a lower bound
    /// of it, is the only gap measured; every other field is the same.
    bool computeDistance = true;
};

/// Everything the SAT knows about a pair, by value.
template <class T> struct Report2 {
    InlineVector<AxisResult2<T>, kMaxAxes2> axes; ///< every candidate axis, in test order
    int firstSeparatingAxis = -1;                 ///< index into `axes` of the first separating axis, -1 when none
    int bestAxis = -1; ///< index of the axis of largest separation (the MTV axis; the first in test order among equals)
    Verdict verdict = Verdict::Separated; ///< separated, touching or overlapping
    /// Largest separation over all axes: > 0 gap along the best axis (a
    /// lower bound of the distance), <= 0 minus the penetration depth.
    T axisSeparation{};
    /// Minimum translation: moving B by depth * normal leaves the shapes
    /// touching. depth >= 0 (0 when separated). normal is unit, from A to B;
    /// when separated it is the best axis, pointing from A to B.
    T depth{};
    Vec2<T> normal{}; ///< unit, from A to B
    /// Euclidean distance between the closed shapes, computed whenever
    /// axisSeparation > 0 (also when a tolerance calls the pair touching),
    /// else 0; never below axisSeparation, so a separated pair's is > 0.
    /// Also 0 when ReportOptions2::computeDistance is false.
    T distance{};
    /// Up to two contact points (world space) when touching or overlapping,
    /// found by clipping the incident edge against the reference face (Box2D
    /// style); each lies half-way between the incident edge and the
    /// reference face, so on touching shapes it is on both.
    InlineVector<Vec2<T>, 2> contacts;
};

/// The same report in another precision (e.g. a float report widened to
/// double for display); every member is converted.
template <class To, class From> Report2<To> castReport(const Report2<From>& in) {
    Report2<To> out;
    for (const AxisResult2<From>& axis : in.axes) {
        AxisResult2<To> cast;
        cast.source = axis.source;
        cast.direction = Vec2<To>(axis.direction);
        cast.a = {To(axis.a.min), To(axis.a.max)};
        cast.b = {To(axis.b.min), To(axis.b.max)};
        cast.separation = To(axis.separation);
        cast.separating = axis.separating;
        cast.duplicate = axis.duplicate;
        cast.duplicateOf = axis.duplicateOf;
        cast.bOnPositiveSide = axis.bOnPositiveSide;
        out.axes.push_back(cast);
    }
    out.firstSeparatingAxis = in.firstSeparatingAxis;
    out.bestAxis = in.bestAxis;
    out.verdict = in.verdict;
    out.axisSeparation = To(in.axisSeparation);
    out.depth = To(in.depth);
    out.normal = Vec2<To>(in.normal);
    out.distance = To(in.distance);
    for (const Vec2<From>& contact : in.contacts) out.contacts.push_back(Vec2<To>(contact));
    return out;
}

/// Every candidate axis of the pair and what follows from them (Report2), for every pair of 2D shape kinds.
template <class T> Report2<T> report(const Aabb2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Obb2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Aabb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options = {});
template <class T>
Report2<T> report(const ConvexPolygon2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Obb2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options = {});
template <class T> Report2<T> report(const Aabb2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options = {});

// ----------------------------------------------------- box-pair manifolds

/// What a physics step or a collider check needs from a box pair's SAT, with
/// no per-axis intervals, directions or flags: the four axes' separations, the
/// verdict, the MTV and the contact points. Every field is the number
/// `report(a, b, {tolerance, computeDistance = false})` gives (same operations,
/// same order; tests/core/sat/manifold2d_test.cpp compares them field by field).
template <class T> struct BoxManifold2 {
    /// AxisResult2::separation of the axes in test order: A.x, A.y, B.x, B.y.
    T separation[4]{};
    int bestAxis = 0;                     ///< Report2::bestAxis (0..3)
    int firstSeparatingAxis = -1;         ///< Report2::firstSeparatingAxis (-1 when none)
    Verdict verdict = Verdict::Separated; ///< Report2::verdict
    T axisSeparation{};                   ///< separation[bestAxis]
    T depth{};                            ///< MTV length: moving B by depth * normal leaves the boxes touching
    Vec2<T> normal{};                     ///< unit, from A to B along the best axis
    int contactCount = 0;                 ///< 0 when separated, else 1 or 2
    Vec2<T> contacts[2]{};                ///< Report2::contacts; (0, 0) past contactCount
};

/// The manifold of one box pair (both OBBs; an AABB is Obb2::fromAabb).
/// Preconditions as for report(), and axisY == (-axisX.y, axisX.x) exactly
/// (Obb2::fromAngle and fromAabb give that). Many pairs at once, in vector
/// lanes: sat::batch::manifolds (sat/batch.hpp).
template <class T> BoxManifold2<T> manifold(const Obb2<T>& a, const Obb2<T>& b, T tolerance = T(0));

} // namespace sat

#include "sat/detail/fast2d.hpp"
// Circles, capsules and Shape2, the variant of every 2D kind.
#include "sat/round2d.hpp"
