// SPDX-License-Identifier: MIT
#pragma once
// Exact predicates for the round 3D pairs (spheres, capsules, boxes): the sign
// of a squared distance minus a squared radius, and of each SAT axis's
// separation, decided without rounding (docs/sat-3d.md, "Round shapes").
//
// A sphere is its stored centre and radius, a capsule its two stored end
// points and radius. A box is judged in its stored frame: a point p has the
// box coordinates A^T (p - c) computed exactly from the stored (rounded)
// axes, and the box is [-h, h]^3 there; distances to a box are measured in
// those coordinates (for a box whose stored axes are exactly orthonormal,
// such as an AABB or a quarter turn, that is the Euclidean distance).
//
// The polynomials here reach degree 6 in the inputs, too many terms for the
// fixed-capacity expansions of sat/detail/exact.hpp: ExactReal keeps its
// terms in a std::vector. These functions run only for pairs the
// floating-point filters cannot decide (sat/detail/round3d_filter.hpp).

#include <vector>

#include "sat/shapes3d.hpp"

namespace sat::detail::round3 {

/// A nonoverlapping expansion of any length (Shewchuk's algorithms, as in
/// sat/detail/exact.hpp), smallest term first, no zero terms.
class ExactReal {
public:
    ExactReal() = default;
    /// The exact value of one double.
    explicit ExactReal(double value) {
        if (value != 0.0) terms_.push_back(value);
    }
    /// -1, 0 or +1: the exact sign.
    int sign() const { return terms_.empty() ? 0 : (terms_.back() > 0.0 ? 1 : -1); }
    /// The value rounded (the terms summed smallest first).
    double estimate() const;
    ExactReal operator-() const;
    ExactReal abs() const { return sign() < 0 ? -*this : *this; }
    friend ExactReal operator+(const ExactReal& a, const ExactReal& b);
    friend ExactReal operator-(const ExactReal& a, const ExactReal& b) { return a + (-b); }
    friend ExactReal operator*(const ExactReal& a, const ExactReal& b);
    /// This times one double, exactly.
    ExactReal scaled(double factor) const;

private:
    void grow(double term);
    std::vector<double> terms_;
};

/// A point or vector with exact coordinates.
using ExactVec3 = std::array<ExactReal, 3>;

/// The squared distance's sign against a squared radius: -1 closer, 0 at
/// exactly that distance, +1 farther.
/// |x - segment [p0, p1]|^2 - R^2 (p0 == p1: a point).
int pointSegmentSign(const ExactVec3& x, const ExactVec3& p0, const ExactVec3& p1, const ExactReal& radiusSquared);
/// dist([p0, p1], [q0, q1])^2 - R^2.
int segmentSegmentSign(const ExactVec3& p0, const ExactVec3& p1, const ExactVec3& q0, const ExactVec3& q1,
                       const ExactReal& radiusSquared);

/// p in the box's stored frame: A^T (p - c), exactly.
ExactVec3 toBoxFrame(const Obb3<double>& box, const Vec3<double>& p);
/// dist(segment [s0, s1] given in the box frame, [-h, h]^3)^2 - r^2.
int segmentBoxSign(const Vec3<double>& halfExtents, const ExactVec3& s0, const ExactVec3& s1, double radius);

/// Sign of the separation on the box's face axis i (box frame): the segment's
/// interval widened by r against [-h_i, h_i].
int boxFaceAxisSign(double halfExtent, const ExactReal& s0, const ExactReal& s1, double radius);
/// Sign of the separation on L = e_i x (s1 - s0) in the box frame:
/// |s0 . L| - sum_j h_j |L_j| - r |L|. `isAxis` false when L is exactly 0;
/// otherwise `unit`, when given, receives L's direction rounded to unit length.
int boxEdgeSegmentAxisSign(const Vec3<double>& halfExtents, int i, const ExactVec3& s0, const ExactVec3& s1, double radius,
                           bool& isAxis, Vec3<double>* unit = nullptr);
/// Sign of |(q0 - p0) . L| - R |L| on L = (p1 - p0) x (q1 - q0); `isAxis`
/// false when L is exactly 0 (parallel segments, or a point); otherwise
/// `unit`, when given, receives L's direction rounded to unit length.
int segmentCrossAxisSign(const ExactVec3& p0, const ExactVec3& p1, const ExactVec3& q0, const ExactVec3& q1,
                         const ExactReal& radius, bool& isAxis, Vec3<double>* unit = nullptr);

/// A double vector as exact coordinates.
ExactVec3 exactVec(const Vec3<double>& v);

} // namespace sat::detail::round3
