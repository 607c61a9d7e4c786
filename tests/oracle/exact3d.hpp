// SPDX-License-Identifier: MIT
#pragma once
// An exact oracle for the intersection of two boxes in 3D, independent of
// the SAT code under test (docs/sat-3d.md, "Oracle").
//
// A box is given by the very doubles the tested code sees: centre, three
// axes and half extents. Its corners c + sum(+-h_i a_i) are built in exact
// rational arithmetic (CGAL Epeck), so each face is an exact parallelogram
// and the box is the exact parallelepiped those doubles describe (the axes
// need not be exactly orthonormal). Two closed boxes intersect iff a
// boundary triangle of one meets a boundary triangle of the other, or a
// corner of one lies in the other: decided by CGAL's closed-triangle
// do_intersect and orientation predicates, exactly.
// Only exact3d.cpp includes CGAL.

#include <array>

#include <glm/vec3.hpp>

namespace oracle3 {

struct Box {
    glm::dvec3 center{};
    std::array<glm::dvec3, 3> axes{};
    glm::dvec3 halfExtents{};
};

/// Closed boxes intersect (touching counts). Exact.
bool intersects(const Box& a, const Box& b);

/// Best SAT axis over all 15 directions (face axes and every non-zero cross
/// product, none skipped), each interval projected from the corners in long
/// double about A's centre: > 0 a gap (a lower bound of the distance), < 0
/// minus the penetration depth. Used only to decide whether a case is far
/// enough from touching to compare verdicts; its error (~1e-18 of the
/// boxes' size) is far below any bound it is compared with.
double satSeparation(const Box& a, const Box& b);

/// The SAT of the stored numbers in exact rational arithmetic, independent
/// of sat::exact: the 15 candidate axes (each box's three axes and the nine
/// exact cross products, an exactly zero one left out), on each
/// |L.(cB - cA)| - sum hA_i |A.axis_i.L| - sum hB_j |B.axis_j.L|. +1 when
/// some axis has a positive gap (separated), 0 when the largest is exactly 0
/// (touching), -1 otherwise (overlapping): docs/sat-3d.md's exact verdict.
int satVerdictSign(const Box& a, const Box& b);

/// Distance from p to the closed box (0 inside), in long double about the
/// box centre.
double distanceToBox(const Box& box, const glm::dvec3& p);

} // namespace oracle3
