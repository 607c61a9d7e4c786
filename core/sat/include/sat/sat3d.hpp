// SPDX-License-Identifier: MIT
#pragma once
// The 3D separating axis test for boxes: fast boolean tests and full
// per-axis reports for AABB-AABB, AABB-OBB and OBB-OBB. docs/sat-3d.md has
// the method, the labels, the degenerate-axis threshold and the error bound.
// Spheres, capsules and Shape3, the variant of every 3D kind, come from
// sat/round3d.hpp, included at the bottom.
//
// Axis order (the "test order", also the early-out order of the fast tests):
//   0..2   A.face0..A.face2   A's axes (a box's x, y, z)
//   3..5   B.face0..B.face2   B's axes
//   6..14  A.edge<i>×B.edge<j> with index 6 + 3i + j: the cross product of
//          A's axis i (the direction of A's edges i) with B's axis j.
// Directions are unit length, world space. Face axes keep the sign of the
// box axis; a cross axis is A.axis_i x B.axis_j normalised.

#include <string>
#include <variant>

#include "sat/shapes3d.hpp"
#include "sat/types.hpp"

namespace sat {

// ---------------------------------------------------------------- fast tests
/// true when the closed boxes intersect (touching counts). Early-out, no
/// allocation. Defined in sat/detail/fast3d.hpp, included at the bottom.
template <class T> bool overlaps(const Aabb3<T>& a, const Aabb3<T>& b);
template <class T> bool overlaps(const Obb3<T>& a, const Obb3<T>& b);
template <class T> bool overlaps(const Aabb3<T>& a, const Obb3<T>& b);
template <class T> bool overlaps(const Obb3<T>& a, const Aabb3<T>& b);

// ------------------------------------------------------------------- reports

/// Which features produced an axis: a face normal of one box, or the cross
/// product of an edge direction of A with one of B.
struct AxisSource3 {
    /// Face: a box's face normal; EdgeEdge: the cross product of an edge of A and one of B.
    /// The round shapes' kinds (sat/round3d.hpp, docs/sat-3d.md "Round shapes"):
    /// Centres: the line through two spheres' centres. ClosestPoint: through
    /// the point of `shape`'s core (segment, or box) nearest to the other
    /// shape's core. CapsuleNormal: the same where that point lies inside
    /// `shape`'s segment, so the axis is perpendicular to it. EdgeSegment: box
    /// `shape`'s edge direction `index` crossed with the other's segment.
    /// SegmentSegment: A's segment crossed with B's.
    enum class Kind : std::uint8_t { Face, EdgeEdge, Centres, ClosestPoint, CapsuleNormal, EdgeSegment, SegmentSegment };
    Kind kind = Kind::Face; ///< which of the kinds
    Role shape = Role::A;   ///< Face: whose face; the round kinds: whose feature (see Kind)
    int index = 0;          ///< Face: the box axis (0..2). EdgeEdge: A's axis. EdgeSegment: the box axis
    int indexB = 0;         ///< EdgeEdge: B's axis
};
/// "A.face0", "B.face2", "A.edge1×B.edge2" (× is U+00D7, UTF-8 encoded);
/// round kinds "centres", "B.closest-point", "A.capsule-normal",
/// "A.edge0×B segment", "A segment×B segment".
std::string label(const AxisSource3& source);
/// The source of axis k (0..14) of the test order.
AxisSource3 axisSource3(int k);

/// Why an axis was skipped.
enum class DegenerateReason : std::uint8_t {
    None,          ///< the axis was tested
    ParallelEdges, ///< |A.edge_i x B.edge_j| below the threshold: the edges are parallel
    NotTested,     ///< an edge-edge axis left out by ReportOptions3::faceAxesOnly
};
/// Plain-words reason ("" for None).
const char* toString(DegenerateReason reason);

/// One candidate axis of a pair test.
template <class T> struct AxisResult3 {
    AxisSource3 source;      ///< where the axis comes from
    Vec3<T> direction{};     ///< unit length, world space; zero when degenerate
    Interval<T> a{}, b{};    ///< projections of A and B onto `direction` (world coordinates)
    T separation{};          ///< > 0 gap, < 0 overlap depth, 0 touching (0 when degenerate)
    bool separating = false; ///< separation > tolerance (never for a degenerate axis)
    /// Skipped: the cross product of two (nearly) parallel edges has no
    /// trustworthy direction (or the axis was left out, reason NotTested). `crossLength` is |A.edge_i x B.edge_j| (1 for
    /// face axes), compared with kParallelEdgeThreshold.
    bool degenerate = false;
    DegenerateReason reason = DegenerateReason::None; ///< why it was skipped; None when tested
    T crossLength{};                                  ///< |A.edge_i x B.edge_j|; 1 for face axes
};

/// Candidate axes of a box pair: 3 face axes of each box and 9 edge-edge cross products.
inline constexpr int kMaxAxes3 = 15;

/// What report() computes and how it decides touching.
template <class T> struct ReportOptions3 {
    /// |best separation| <= tolerance is "touching". 0: exact comparison.
    T tolerance = T(0);
    /// Test the six face axes only: the nine edge-edge axes are left out
    /// (degenerate, reason NotTested) and prove nothing. A wrong shortcut,
    /// kept to show what it costs: boxes separated only along an edge-edge
    /// axis are then called overlapping (docs/sat-3d.md, "Face axes only").
    bool faceAxesOnly = false;
    /// Compute the Euclidean distance of a separated pair (Report3::distance,
    /// from the closest features, found from the best axis). false: `distance` stays 0 and axisSeparation, a lower
    /// bound of it, is the only gap measured; every other field is the same.
    bool computeDistance = true;
};

/// How the contact points were found.
enum class ContactKind : std::uint8_t {
    None,     ///< separated: no contacts
    FaceFace, ///< incident face clipped against the reference face's side planes
    EdgeEdge, ///< the closest points of the two edges (on A's edge, then on B's)
    /// Deep overlap where neither of the above lies in both boxes: up to 4
    /// vertices of A ∩ B (each box's edges clipped to the other box).
    Intersection,
    /// A round pair: one point on the line between the two cores' closest
    /// points, splitting it in the ratio of the radii (on the box when one
    /// shape is a box).
    ClosestPoints,
    /// A round pair whose capsule lies along a box face or along the other
    /// capsule: the two ends of the part of the segment that does (or the
    /// ends of the part inside the box when the segment enters it).
    SegmentOverlap,
};
/// Plain-words name of the kind ("face-face", ...).
const char* toString(ContactKind kind);

/// Everything the SAT knows about a pair of boxes, by value.
template <class T> struct Report3 {
    InlineVector<AxisResult3<T>, kMaxAxes3> axes; ///< all 15 axes, in test order
    int firstSeparatingAxis = -1;                 ///< first separating axis in early-out order, -1 when none
    int bestAxis = -1;                            ///< axis of largest separation among non-degenerate ones (the MTV axis)
    Verdict verdict = Verdict::Separated;         ///< separated, touching or overlapping
    /// Largest separation over the non-degenerate axes: > 0 a gap along the
    /// best axis (a lower bound of the distance), <= 0 minus the depth.
    T axisSeparation{};
    /// Minimum translation: moving B by depth * normal leaves the boxes
    /// touching. depth >= 0 (0 when separated). normal is unit, from A to B;
    /// when separated it is the best axis, pointing from A to B.
    T depth{};
    Vec3<T> normal{}; ///< unit, from A to B
    /// Euclidean distance between the closed boxes: > 0 when separated, else 0.
    /// Also 0 when ReportOptions3::computeDistance is false.
    T distance{};
    /// Contact points (world space) when touching or overlapping: up to 4
    /// for face-face, 2 for edge-edge (see ContactKind). Every point lies in
    /// both closed boxes within `errorBound` + tolerance.
    ContactKind contactKind = ContactKind::None;
    InlineVector<Vec3<T>, 4> contacts; ///< the points; empty when separated
    /// The verdict is the exact one for these boxes whenever the exact
    /// separation exceeds this in magnitude (docs/sat-3d.md, "Error bound").
    T errorBound{};
};

/// All 15 axes of the box pair and what follows from them (Report3), for AABBs and OBBs in any combination.
template <class T> Report3<T> report(const Aabb3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Obb3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Aabb3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options = {});
template <class T> Report3<T> report(const Obb3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& options = {});

/// What a physics step or a collider check needs from a box pair's SAT, with
/// no per-axis directions, intervals or flags: the 15 axes' separations, the
/// verdict, the MTV, the error bound and the contact manifold. Every field is
/// the number `report(a, b, {tolerance, faceAxesOnly = false, computeDistance
/// = false})` gives, bit for bit (tests/core/sat/manifold3d_test.cpp compares
/// them field by field); a double pair, and a float pair on a CPU with AVX2,
/// take a path that computes only these (docs/sat-3d.md, "Box-pair manifolds").
/// A separated pair stops at its first separating axis, as the peers'
/// manifold routines do: only `verdict` and `firstSeparatingAxis` (the
/// report's) are set, `bestAxis` is -1 and every other field keeps its
/// default (0, no contacts), in float and in double.
template <class T> struct BoxManifold3 {
    /// AxisResult3::separation of the 15 axes in test order (0 for a skipped axis).
    T separation[kMaxAxes3]{};
    unsigned degenerateAxes = 0;                 ///< bit k: axis k skipped, edges parallel (AxisResult3::degenerate)
    int bestAxis = 0;                            ///< Report3::bestAxis; -1 for a separated pair
    int firstSeparatingAxis = -1;                ///< Report3::firstSeparatingAxis (-1 when none)
    Verdict verdict = Verdict::Separated;        ///< Report3::verdict
    T axisSeparation{};                          ///< separation[bestAxis]
    T depth{};                                   ///< MTV length: moving B by depth * normal leaves the boxes touching
    Vec3<T> normal{};                            ///< unit, from A to B along the best axis
    T errorBound{};                              ///< Report3::errorBound
    ContactKind contactKind = ContactKind::None; ///< Report3::contactKind
    InlineVector<Vec3<T>, 4> contacts;           ///< Report3::contacts
};

/// The manifold of one box pair (an AABB is Obb3::fromAabb). Preconditions as
/// for report().
template <class T> BoxManifold3<T> manifold(const Obb3<T>& a, const Obb3<T>& b, T tolerance = T(0));

} // namespace sat

#include "sat/detail/fast3d.hpp"
// Spheres, capsules and Shape3, the variant of every 3D kind.
#include "sat/round3d.hpp"
