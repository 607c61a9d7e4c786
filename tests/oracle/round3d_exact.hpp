// SPDX-License-Identifier: MIT
#pragma once
// The exact oracle for spheres and capsules against each other and boxes:
// CGAL's exact kernel decides sign(dist(cores)^2 - (rA + rB)^2).

#include "sat/round3d.hpp"

namespace oracle3 {

/// The exact sign of dist(cores)^2 - (rA + rB)^2: > 0 separated, 0 touching,
/// < 0 overlapping. A sphere's core is its centre, a capsule's its segment;
/// a box is judged in its stored frame (local coordinates A^T (p - c),
/// computed exactly, against [-h, h]^3), as docs/sat-3d.md defines it.
int roundSign(const sat::Sphere3<double>& a, const sat::Sphere3<double>& b);
int roundSign(const sat::Sphere3<double>& a, const sat::Capsule3<double>& b);
int roundSign(const sat::Capsule3<double>& a, const sat::Capsule3<double>& b);
int roundSign(const sat::Obb3<double>& a, const sat::Sphere3<double>& b);
int roundSign(const sat::Obb3<double>& a, const sat::Capsule3<double>& b);

/// The exact sign of one candidate axis's separation (docs/sat-3d.md, "Round shapes"), 2 when the axis is
/// exactly zero: the capsules' cross product L = (a.end - a.start) x (b.end - b.start),
/// |(b.start - a.start) . L| - (rA + rB) |L|; the box's face axis i in its stored frame; the box's edge i x
/// segment axis L = e_i x (s1 - s0) in the stored frame, |s0 . L| - sum_j h_j |L_j| - r |L|.
int crossAxisSign(const sat::Capsule3<double>& a, const sat::Capsule3<double>& b);
int faceAxisSign(const sat::Obb3<double>& box, const sat::Capsule3<double>& b, int i);
int edgeAxisSign(const sat::Obb3<double>& box, const sat::Capsule3<double>& b, int i);

/// dist(cores), the exact squared distance's square root rounded to double (to an ulp or two).
double coreDistance(const sat::Capsule3<double>& a, const sat::Capsule3<double>& b);
double coreDistance(const sat::Obb3<double>& a, const sat::Capsule3<double>& b);

} // namespace oracle3
