// SPDX-License-Identifier: MIT
#pragma once
// The round 3D pairs' floating-point filters with a proven error bound (docs/accuracy.md, "Round 3D filter").

#include <limits>

#include "sat/shapes3d.hpp"

namespace sat::detail::round3 {

/// 8u (u = 2^-53, the unit roundoff of double): the share of S + Q that bounds the rounding error of the
/// double S - Q in pointPointFilteredSign (gamma_5 / (1 - gamma_5) times the slack of the bound's own roundings,
/// docs/accuracy.md).
inline constexpr double kPointPointFilterShare = 8.0 * (std::numeric_limits<double>::epsilon() / 2.0);

/// The sign of S - Q, S = |b - a|^2 and Q = (radiusA + radiusB)^2, when the double evaluation proves it;
/// 0 when it cannot (evaluate exactly then). Precondition: every number zero or within [2^-200, 2^200] in
/// magnitude (no underflow or overflow in the squares), radii >= 0.
inline int pointPointFilteredSign(const Vec3<double>& a, const Vec3<double>& b, double radiusA, double radiusB) {
    const double dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    const double squared = dx * dx + dy * dy + dz * dz;
    const double sum = radiusA + radiusB;
    const double sumSquared = sum * sum;
    const double difference = squared - sumSquared;
    const double bound = kPointPointFilterShare * (squared + sumSquared);
    if (difference > bound) return 1;
    if (difference < -bound) return -1;
    return 0;
}

} // namespace sat::detail::round3
