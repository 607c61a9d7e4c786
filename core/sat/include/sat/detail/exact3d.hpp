// SPDX-License-Identifier: MIT
#pragma once
// Exact evaluation of one SAT axis of a 3D box pair, for the rare pairs the
// floating-point filter cannot decide (docs/sat-3d.md, "Exact verdicts in 3D").
//
// A box is the exact set {centre + sum s_i axis_i : |s_i| <= h_i} of its
// stored numbers (float widened to double exactly). Axis k of the test order
// is L = A.axis_k (k < 3), B.axis_{k-3} (k < 6) or the exact cross product
// A.axis_i x B.axis_j (k = 6 + 3i + j); an exactly zero cross product is not
// an axis. Along L the boxes are separated when
//     |L . (cB - cA)| - sum_i hA_i |A.axis_i . L| - sum_j hB_j |B.axis_j . L| > 0,
// evaluated here with sat::exact expansions: no rounding in the sign.

#include <cmath>
#include <limits>

#include "sat/shapes3d.hpp"

namespace sat::detail {

/// One axis evaluated exactly.
struct ExactAxis3 {
    bool isAxis = true; ///< false: the cross product is exactly zero (parallel edges), no axis
    int sign = 0;       ///< exact sign of the separation: > 0 gap, 0 touching, < 0 overlap
    /// The separation along the unit direction L / |L|, to a few ulps, with
    /// exactly the sign of `sign` (0 only when touching).
    double separation = 0.0;
    /// L / |L| in world space (rounded from the exact L); zero when !isAxis.
    Vec3<double> direction{};
    /// true when L . (cB - cA) >= 0 exactly: L points from A to B.
    bool towardsB = true;
};

/// Axis k (0..14, the test order of sat3d.hpp) of the stored boxes, exactly.
/// Out of line and cold: the filters call it only within their error bound.
[[gnu::cold]] ExactAxis3 exactBoxAxis(const Obb3<double>& a, const Obb3<double>& b, int k);
/// Float boxes widened to double (exactly).
[[gnu::cold]] ExactAxis3 exactBoxAxis(const Obb3<float>& a, const Obb3<float>& b, int k);

/// The exact verdict with every axis evaluated exactly, no filter: the
/// reference the filtered paths are tested against.
bool exactBoxesOverlap(const Obb3<double>& a, const Obb3<double>& b);

/// true when the exact cross product u x v is the zero vector (each
/// component a difference of two products, compared as exact two-term sums).
inline bool crossIsExactlyZero(const Vec3<double>& u, const Vec3<double>& v) {
    const auto equalProducts = [](double p, double q, double r, double s) {
        const double high1 = p * q, high2 = r * s;
        return high1 == high2 && std::fma(p, q, -high1) == std::fma(r, s, -high2);
    };
    return equalProducts(u.y, v.z, u.z, v.y) && equalProducts(u.z, v.x, u.x, v.z) && equalProducts(u.x, v.y, u.y, v.x);
}

/// The filter's bound on the unnormalised separation of any axis
/// (|centreDistance| - radiusA - radiusB measured along a vector of length
/// <= 1 + 4 eps in A's frame): 64 eps (|T|_1 + |hA|_1 + |hB|_1), T the centre
/// offset in A's frame. Outside +-bound the floating-point sign is the exact
/// one (docs/sat-3d.md, "Exact verdicts in 3D", which derives it and states
/// its precondition: stored axes orthonormal within 4 eps, as the factories
/// make them).
template <class T> inline T exactFilterBound(const Vec3<T>& offset, const Vec3<T>& halfA, const Vec3<T>& halfB) {
    const T sum = ((std::abs(offset.x) + std::abs(offset.y)) + std::abs(offset.z)) + ((halfA.x + halfA.y) + halfA.z) +
                  ((halfB.x + halfB.y) + halfB.z);
    return T(64) * std::numeric_limits<T>::epsilon() * sum;
}

/// The bound the vector paths use (float: 4-lane, AVX2/AVX-512VL and the
/// batch kernels, all with these operations in this order so that they
/// decide the same pairs; double: the AVX2 kernel): 64 eps ((1.75 |d|_1 +
/// |hA|_1) + |hB|_1), d the rounded world offset B.centre - A.centre. It
/// needs no number of the frame, so it is ready before the first axis is:
/// |T|_1 <= sqrt(3) |T|_2 and
/// |T|_2 = |A^T d|_2 <= (1 + 4 eps) |d|_2 <= 1.0001 |d|_1, so it is at least
/// exactFilterBound. (For a frame whose offset is T itself, pass T as d.)
template <class T> inline T exactFilterBoundLanes(const T* offset, const T* halfA, const T* halfB) {
    const T reach = (std::abs(offset[0]) + std::abs(offset[1])) + std::abs(offset[2]);
    return ((T(1.75) * reach + ((halfA[0] + halfA[1]) + halfA[2])) + ((halfB[0] + halfB[1]) + halfB[2])) *
           (T(64) * std::numeric_limits<T>::epsilon());
}

/// A separation in T with the sign of the exact one: a nonzero double that
/// rounds to 0 in float becomes the smallest subnormal of that sign.
template <class T> inline T keepSign(double separation) {
    const T rounded = static_cast<T>(separation);
    if (separation > 0.0 && !(rounded > T(0))) return std::numeric_limits<T>::denorm_min();
    if (separation < 0.0 && !(rounded < T(0))) return -std::numeric_limits<T>::denorm_min();
    return rounded;
}

} // namespace sat::detail
