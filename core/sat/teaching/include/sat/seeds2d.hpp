// SPDX-License-Identifier: MIT
#pragma once
// The box tests of the seed articles (docs/seed-methods.md), each as its own
// function with the reference's inputs, so the app and the lessons can run
// them beside sat::overlaps. Each answers "do the closed boxes intersect?"
// (touching counts). Defined in src/seeds2d.cpp for float and double.
//
// The reproductions of the articles' slips live in sat/seed_slips2d.hpp and
// the list the app offers (with runMethod) in sat/seed_methods2d.hpp.

#include <array>
#include <optional>

#include "sat/shapes2d.hpp"
#include "sat/types.hpp"

namespace sat::seeds {

// ------------------------------------------------------------- the methods

/// Seed 000: on each of the four box axes (A.x, A.y, B.x, B.y, in that
/// early-out order) compare the centre offset's length along the axis with
/// the two projected radii r = hx*|axis.u| + hy*|axis.v|.
template <class T> bool seed000HalfWidth(const Obb2<T>& a, const Obb2<T>& b);

/// Seed 000's specialisation for a static axis-aligned tile: the tile's axes
/// are the world axes, so its projections need no dot products. Early-out
/// order as in the article: box.y, box.x, tile.y, tile.x.
template <class T> bool seed000ObbAabb(const Obb2<T>& box, const Aabb2<T>& tile);

/// Sizes a seed-001 test may use instead of a box's own half extents.
/// nullopt keeps the box's own; any value, zero included, replaces it (so a
/// zero-size probe at the box's centre can be asked for).
template <class T> struct TestHalfExtents2 {
    std::optional<T> x; ///< half size along x
    std::optional<T> y; ///< half size along y
};

/// Seed 001: |centre distance| <= summed half sizes on x, then on y.
template <class T>
bool seed001CentreDistance(const Aabb2<T>& a, const Aabb2<T>& b, const TestHalfExtents2<T>& sizeA = {},
                           const TestHalfExtents2<T>& sizeB = {});

/// The seed-003 article's tolerance against parallel edges.
inline constexpr double kSeed003Epsilon = 1e-5;

/// Seed 003: B's axes in A's frame (R[i][j] = A.axis_i . B.axis_j), the
/// centre offset in A's frame, and |R| + epsilon in every projected radius.
/// epsilon > 0 makes the test conservative: a gap up to epsilon times the
/// other box's summed half extents still reads as overlap (see the doc).
template <class T> bool seed003RotationMatrix(const Obb2<T>& a, const Obb2<T>& b, T epsilon = T(kSeed003Epsilon));

/// Seed 004's box, kept as the article keeps it: its corners (counter-
/// clockwise from the (-x, -y) corner), its two edges from corner 0 scaled
/// by 1 / length^2, and corner 0 projected on each scaled edge. Along a
/// scaled edge the box itself covers exactly [origin, origin + 1].
template <class T> struct CornerFrame2 {
    std::array<Vec2<T>, 4> corners{};    ///< counter-clockwise from the (-x, -y) corner
    std::array<Vec2<T>, 2> scaledAxes{}; ///< edges from corner 0, over length^2
    std::array<T, 2> origins{};          ///< corner 0 projected on each scaled edge
};
/// The box's corner frame, as seed 004 builds it.
template <class T> CornerFrame2<T> makeCornerFrame(const Obb2<T>& box);

/// Seed 004's one-way test: does `other` meet `self` along both of self's
/// edges? Intersection needs it both ways.
template <class T> bool seed004OverlapsOneWay(const CornerFrame2<T>& self, const CornerFrame2<T>& other);

/// Seed 004: corners projected on inverse-length axes, A's edges then B's.
template <class T> bool seed004CornerProjection(const Obb2<T>& a, const Obb2<T>& b);

// ------------------------------------------- per-axis numbers for teaching

/// One box's projected radius on an axis, as the seeds write it:
/// radius = halfX * absDotX + halfY * absDotY, where absDotX = |axis . u| and
/// absDotY = |axis . v| (u, v the box's own axes; seed 003 adds its epsilon
/// to both).
template <class T> struct ProjectedRadius2 {
    T halfX{}, halfY{};     ///< the box's half extents
    T absDotX{}, absDotY{}; ///< |axis . u| and |axis . v| (plus epsilon in seed 003)
    T radius{};             ///< halfX * absDotX + halfY * absDotY
};

/// One axis of a projected-radius method (000, 003): the boxes are apart on
/// `direction` when centreDistance > a.radius + b.radius.
template <class T> struct RadiusAxisTest2 {
    Role owner = Role::A;         ///< whose axis it is
    int index = 0;                ///< 0: that box's x axis, 1: its y axis
    Vec2<T> direction{};          ///< unit, world space
    T centreDistance{};           ///< |(centre of B - centre of A) . direction|
    ProjectedRadius2<T> a{}, b{}; ///< the radii of A and B
    bool separates = false;       ///< centreDistance > a.radius + b.radius
};

/// All four axes of a method in its early-out order, with the verdict.
template <class T> struct RadiusTrace2 {
    std::array<RadiusAxisTest2<T>, 4> axes{}; ///< in early-out order
    int firstSeparatingAxis = -1;             ///< where the fast test stops, -1: none
    bool overlaps = true;                     ///< the method's verdict
};

/// Seed 000's half-width test with every axis's numbers.
template <class T> RadiusTrace2<T> traceSeed000HalfWidth(const Obb2<T>& a, const Obb2<T>& b);
/// The tile's axes are reported with owner B (the tile is B).
template <class T> RadiusTrace2<T> traceSeed000ObbAabb(const Obb2<T>& box, const Aabb2<T>& tile);
/// Seed 003's rotation-matrix test with every axis's numbers.
template <class T> RadiusTrace2<T> traceSeed003RotationMatrix(const Obb2<T>& a, const Obb2<T>& b, T epsilon = T(kSeed003Epsilon));

/// One world axis of seed 001 (0: x, 1: y), with the half sizes the test
/// used (custom or the box's own): apart when centreDistance > halfA + halfB.
template <class T> struct CentreDistanceAxis2 {
    int index = 0;          ///< 0: x, 1: y
    T centreDistance{};     ///< |centre of B - centre of A| along the axis
    T halfA{}, halfB{};     ///< the half sizes used for A and B
    bool separates = false; ///< centreDistance > halfA + halfB
};
/// Seed 001's test with both axes' numbers.
template <class T> struct CentreDistanceTrace2 {
    std::array<CentreDistanceAxis2<T>, 2> axes{}; ///< x, then y
    int firstSeparatingAxis = -1;                 ///< where the fast test stops, -1: none
    bool overlaps = true;                         ///< the method's verdict
};
/// Seed 001's centre-distance test, traced.
template <class T>
CentreDistanceTrace2<T> traceSeed001CentreDistance(const Aabb2<T>& a, const Aabb2<T>& b, const TestHalfExtents2<T>& sizeA = {},
                                                   const TestHalfExtents2<T>& sizeB = {});

/// One axis of seed 004: `other` is the other box's corners projected on
/// the scaled edge, minus the origin, so the boxes meet on this axis exactly
/// when it meets [0, 1].
template <class T> struct CornerAxisTest2 {
    Role owner = Role::A;   ///< whose edge it is
    int index = 0;          ///< 0: edge corner0 -> corner1 (x), 1: corner0 -> corner3 (y)
    Vec2<T> scaledAxis{};   ///< edge / |edge|^2
    Interval<T> other{};    ///< the other box's corners on the scaled edge, minus the origin
    bool separates = false; ///< `other` misses [0, 1]
};
/// Seed 004's test with all four axes' numbers.
template <class T> struct CornerTrace2 {
    std::array<CornerAxisTest2<T>, 4> axes{}; ///< A's edges (B's corners), then B's (A's corners)
    int firstSeparatingAxis = -1;             ///< where the fast test stops, -1: none
    bool overlaps = true;                     ///< the method's verdict
};
/// Seed 004's corner-projection test, traced.
template <class T> CornerTrace2<T> traceSeed004CornerProjection(const Obb2<T>& a, const Obb2<T>& b);

} // namespace sat::seeds
