// Exact evaluation of one SAT axis of a 3D box pair with expansion arithmetic.

#include "sat/detail/exact3d.hpp"

#include <array>
#include <cmath>

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

template <std::size_t N>
ExactAxis3 evaluate(const Obb3<double>& a, const Obb3<double>& b, const ExactVector3<N>& direction) {
    ExactAxis3 out;
    if (direction[0].sign() == 0 && direction[1].sign() == 0 && direction[2].sign() == 0) {
        out.isAxis = false;
        return out;
    }
    const Expansion<2> offset[3] = {exact::difference(b.center.x, a.center.x), exact::difference(b.center.y, a.center.y),
                                    exact::difference(b.center.z, a.center.z)};
    const auto centreDistance = offset[0] * direction[0] + offset[1] * direction[1] + offset[2] * direction[2];
    const auto separation = centreDistance.abs() - exactRadius(a, direction) - exactRadius(b, direction);
    out.sign = separation.sign();
    out.towardsB = centreDistance.sign() >= 0;
    out.direction = unitOf(direction);
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

} // namespace

ExactAxis3 exactBoxAxis(const Obb3<double>& a, const Obb3<double>& b, int k) {
    if (k < 3) return evaluate(a, b, exactVector(a.axes[static_cast<std::size_t>(k)]));
    if (k < 6) return evaluate(a, b, exactVector(b.axes[static_cast<std::size_t>(k - 3)]));
    const auto i = static_cast<std::size_t>((k - 6) / 3);
    const auto j = static_cast<std::size_t>((k - 6) % 3);
    return evaluate(a, b, exactCross(a.axes[i], b.axes[j]));
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
