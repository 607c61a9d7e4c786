// SPDX-License-Identifier: MIT
// Exact evaluation of one SAT axis of a 3D box pair with expansion arithmetic.

#include "sat/detail/exact3d.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "sat/detail/exact.hpp"

namespace sat::detail {

namespace {

using exact::Expansion;

/// A direction with exact components, each an expansion of at most N terms.
template <std::size_t N> using ExactVector3 = std::array<Expansion<N>, 3>;

/// u . L exactly, u a stored (double) vector.
template <std::size_t N> Expansion<6 * N> exactDot(const Vec3<double>& u, const ExactVector3<N>& direction) {
    return exact::scale(direction[0], u.x) + exact::scale(direction[1], u.y) + exact::scale(direction[2], u.z);
}

/// sum_i h_i |axis_i . L|: the box's projection radius on L, exactly.
template <std::size_t N> Expansion<36 * N> exactRadius(const Obb3<double>& box, const ExactVector3<N>& direction) {
    const auto term = [&](int i) {
        return exact::scale(exactDot(box.axes[static_cast<std::size_t>(i)], direction).abs(), box.halfExtents[i]);
    };
    return term(0) + term(1) + term(2);
}

/// The rounded unit vector of an exact direction: each component's
/// estimate is within a few ulps of the exact one, so the direction is
/// right to rounding however short L is.
template <std::size_t N> Vec3<double> unitOf(const ExactVector3<N>& direction) {
    Vec3<double> v{direction[0].estimate(), direction[1].estimate(), direction[2].estimate()};
    // Scaled first by the largest component: no underflow in the squares.
    const double largest = std::max(std::abs(v.x), std::max(std::abs(v.y), std::abs(v.z)));
    v /= largest;
    return v / std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}

/// The separation along L computed in double in world space, with a bound on
/// its error: the sign is certain when |separation| > bound. L's components
/// are the estimates of the exact ones (within 2 eps of each), `magnitude`
/// bounds |L_c| before cancellation (|p| + |q| for L_c = p - q; |L_c| on a
/// box axis). Every term of the separation is a product of at most three
/// factors summed with at most 11 others: each carries at most 8 eps of its
/// own size (2 from L, 3 from the products, 3 from the sums), so 16 eps of
/// the sum of the terms' sizes bounds the error with room to spare. Float
/// boxes widened to double are decided here almost always: their numbers
/// have 24 bits, the error is 2^-29 of theirs.
struct DoubleAxis {
    double separation = 0.0, bound = 0.0, centreDistance = 0.0;
};
DoubleAxis inDouble(const Obb3<double>& a, const Obb3<double>& b, const Vec3<double>& axis, const Vec3<double>& magnitude) {
    DoubleAxis out;
    const Vec3<double> offset = b.center - a.center; // rounded: 1 eps of |offset|
    double size = 0.0;
    for (int c = 0; c < 3; ++c) {
        out.centreDistance += offset[c] * axis[c];
        size += (std::abs(b.center[c]) + std::abs(a.center[c])) * magnitude[c];
    }
    out.separation = std::abs(out.centreDistance);
    for (const Obb3<double>* box : {&a, &b}) {
        for (int i = 0; i < 3; ++i) {
            const Vec3<double>& u = box->axes[static_cast<std::size_t>(i)];
            const double projection = u.x * axis.x + u.y * axis.y + u.z * axis.z;
            out.separation -= box->halfExtents[i] * std::abs(projection);
            size += box->halfExtents[i] *
                    (std::abs(u.x) * magnitude.x + std::abs(u.y) * magnitude.y + std::abs(u.z) * magnitude.z);
        }
    }
    out.bound = 16.0 * std::numeric_limits<double>::epsilon() * size;
    return out;
}

template <std::size_t N>
ExactAxis3 evaluate(const Obb3<double>& a, const Obb3<double>& b, const ExactVector3<N>& direction,
                    const Vec3<double>& magnitude) {
    ExactAxis3 out;
    if (direction[0].sign() == 0 && direction[1].sign() == 0 && direction[2].sign() == 0) {
        out.isAxis = false;
        return out;
    }
    out.direction = unitOf(direction);
    const Vec3<double> axis{direction[0].estimate(), direction[1].estimate(), direction[2].estimate()};
    const DoubleAxis rounded = inDouble(a, b, axis, magnitude);
    if (std::abs(rounded.separation) > rounded.bound) {
        out.sign = rounded.separation > 0.0 ? 1 : -1;
        out.towardsB = !(rounded.centreDistance < 0.0);
        out.separation = rounded.separation / std::sqrt(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z);
        if (out.sign > 0 && !(out.separation > 0.0)) out.separation = std::numeric_limits<double>::denorm_min();
        if (out.sign < 0 && !(out.separation < 0.0)) out.separation = -std::numeric_limits<double>::denorm_min();
        return out;
    }
    const Expansion<2> offset[3] = {exact::difference(b.center.x, a.center.x), exact::difference(b.center.y, a.center.y),
                                    exact::difference(b.center.z, a.center.z)};
    const auto centreDistance = offset[0] * direction[0] + offset[1] * direction[1] + offset[2] * direction[2];
    const auto separation = centreDistance.abs() - exactRadius(a, direction) - exactRadius(b, direction);
    out.sign = separation.sign();
    out.towardsB = centreDistance.sign() >= 0;
    // |L| from the rounded unit vector: separation / |L| = separation . (unit / L) per component; the
    // largest component of L has the best relative accuracy.
    int largest = 0;
    for (int c = 1; c < 3; ++c) {
        if (std::abs(out.direction[c]) > std::abs(out.direction[largest])) largest = c;
    }
    const double length = direction[static_cast<std::size_t>(largest)].estimate() / out.direction[largest];
    out.separation = separation.estimate() / length;
    // Keep the exact sign through underflow.
    if (out.sign > 0 && !(out.separation > 0.0)) out.separation = std::numeric_limits<double>::denorm_min();
    if (out.sign < 0 && !(out.separation < 0.0)) out.separation = -std::numeric_limits<double>::denorm_min();
    return out;
}

ExactVector3<1> exactVector(const Vec3<double>& v) { return {Expansion<1>(v.x), Expansion<1>(v.y), Expansion<1>(v.z)}; }

/// u x v exactly: each component a difference of two exact products.
ExactVector3<4> exactCross(const Vec3<double>& u, const Vec3<double>& v) {
    return {exact::product(u.y, v.z) - exact::product(u.z, v.y), exact::product(u.z, v.x) - exact::product(u.x, v.z),
            exact::product(u.x, v.y) - exact::product(u.y, v.x)};
}

Vec3<double> absolute(const Vec3<double>& v) { return {std::abs(v.x), std::abs(v.y), std::abs(v.z)}; }

} // namespace

ExactAxis3 exactBoxAxis(const Obb3<double>& a, const Obb3<double>& b, int k) {
    if (k < 6) {
        const Vec3<double>& axis = (k < 3 ? a : b).axes[static_cast<std::size_t>(k % 3)];
        return evaluate(a, b, exactVector(axis), absolute(axis));
    }
    const Vec3<double>& u = a.axes[static_cast<std::size_t>((k - 6) / 3)];
    const Vec3<double>& v = b.axes[static_cast<std::size_t>((k - 6) % 3)];
    const Vec3<double> magnitude{std::abs(u.y * v.z) + std::abs(u.z * v.y), std::abs(u.z * v.x) + std::abs(u.x * v.z),
                                 std::abs(u.x * v.y) + std::abs(u.y * v.x)};
    return evaluate(a, b, exactCross(u, v), magnitude);
}

ExactAxis3 exactBoxAxis(const Obb3<float>& a, const Obb3<float>& b, int k) {
    return exactBoxAxis(castShape<double>(a), castShape<double>(b), k);
}

bool exactBoxesOverlap(const Obb3<double>& a, const Obb3<double>& b) {
    for (int k = 0; k < 15; ++k) {
        const ExactAxis3 axis = exactBoxAxis(a, b, k);
        if (axis.isAxis && axis.sign > 0) return false;
    }
    return true;
}

bool exactIntervalsMeet(double centreA, double halfA, double centreB, double halfB) {
    return (exact::difference(centreB, centreA).abs() - exact::sum(halfA, halfB)).sign() <= 0;
}

} // namespace sat::detail
