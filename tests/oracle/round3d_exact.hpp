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

/// dist(cores), the exact squared distance's square root rounded to double (to an ulp or two).
double coreDistance(const sat::Capsule3<double>& a, const sat::Capsule3<double>& b);
double coreDistance(const sat::Obb3<double>& a, const sat::Capsule3<double>& b);

} // namespace oracle3
