// SPDX-License-Identifier: MIT
// The exact path of the 2D tests: one candidate axis of a pair evaluated in
// expansion arithmetic (sat/detail/exact.hpp), for the rare axes the
// floating-point filter of sat/detail/exact2d.hpp cannot decide.
//
// The shapes as stored, floats widened to double exactly: a polygon is the
// convex hull of its points, an AABB its centre ± half extents, an OBB the
// set {c + s.x axisX + s.y axisY : |s.x| <= h.x, |s.y| <= h.y} of its stored
// fields. An axis L is a box's stored axis, or the exact perpendicular
// (e.y, -e.x) of a polygon's exact edge vector e. A shape's projection on L:
// a polygon's min and max of v . L over its points; a box's c . L ± Σ h_i |axis_i . L|.
// The separation on L is max(B.min - A.max, A.min - B.max), as the report
// computes it, here with no rounding at all.

#include "sat/sat2d.hpp"

#include <cmath>
#include <limits>

#include "sat/detail/exact.hpp"

namespace sat::detail {
namespace {

using exact::Expansion;

/// A candidate axis, each component exact (a difference of two doubles at most).
struct ExactDirection {
    Expansion<2> x, y;
};

/// A projected interval. 40 terms hold a box's c . L ± r (8 + 32).
using ProjectionValue = Expansion<40>;
struct ExactInterval {
    ProjectionValue min, max;
};

template <std::size_t N, std::size_t M> Expansion<N> widenExpansion(const Expansion<M>& e) {
    static_assert(M <= N);
    Expansion<N> out;
    for (std::size_t i = 0; i < e.size(); ++i) out.push(e.term(i));
    return out;
}

Expansion<8> exactDot(double x, double y, const ExactDirection& direction) {
    return exact::scale(direction.x, x) + exact::scale(direction.y, y);
}

template <class T> ExactInterval exactProjection(const ConvexPolygon2<T>& polygon, const ExactDirection& direction) {
    Expansion<8> lo = exactDot(double(polygon.vertex(0).x), double(polygon.vertex(0).y), direction);
    Expansion<8> hi = lo;
    for (int i = 1; i < polygon.size(); ++i) {
        const Expansion<8> value = exactDot(double(polygon.vertex(i).x), double(polygon.vertex(i).y), direction);
        if (exact::compare(value, lo) < 0) lo = value;
        if (exact::compare(value, hi) > 0) hi = value;
    }
    return {widenExpansion<40>(lo), widenExpansion<40>(hi)};
}

/// c . L ± (h.x |axisX . L| + h.y |axisY . L|).
template <class T>
ExactInterval exactBoxProjection(const Vec2<T>& center, const Vec2<T>& halfExtents, const Vec2<T>& axisX, const Vec2<T>& axisY,
                                 const ExactDirection& direction) {
    const Expansion<8> middle = exactDot(double(center.x), double(center.y), direction);
    const Expansion<16> alongX = exact::scale(exactDot(double(axisX.x), double(axisX.y), direction).abs(), double(halfExtents.x));
    const Expansion<16> alongY = exact::scale(exactDot(double(axisY.x), double(axisY.y), direction).abs(), double(halfExtents.y));
    const Expansion<32> radius = alongX + alongY;
    return {middle - radius, middle + radius};
}
template <class T> ExactInterval exactProjection(const Obb2<T>& box, const ExactDirection& direction) {
    return exactBoxProjection(box.center, box.halfExtents, box.axisX, box.axisY, direction);
}
template <class T> ExactInterval exactProjection(const Aabb2<T>& box, const ExactDirection& direction) {
    return exactBoxProjection(box.center, box.halfExtents, Vec2<T>{T(1), T(0)}, Vec2<T>{T(0), T(1)}, direction);
}

/// Axis k of a shape, as in detail::axisDirection but exact.
template <class T> ExactDirection exactAxisOf(const ConvexPolygon2<T>& polygon, int k) {
    const Vec2<T>& from = polygon.vertex(k);
    const Vec2<T>& to = polygon.vertex((k + 1) % polygon.size());
    // The outward normal of a counter-clockwise edge e is e turned clockwise: (e.y, -e.x).
    return {exact::difference(double(to.y), double(from.y)), exact::difference(double(from.x), double(to.x))};
}
template <class T> ExactDirection exactAxisOf(const Obb2<T>& box, int k) {
    const Vec2<T>& axis = k == 0 ? box.axisX : box.axisY;
    return {Expansion<2>(double(axis.x)), Expansion<2>(double(axis.y))};
}
template <class T> ExactDirection exactAxisOf(const Aabb2<T>&, int k) {
    return {Expansion<2>(k == 0 ? 1.0 : 0.0), Expansion<2>(k == 0 ? 0.0 : 1.0)};
}

/// |L| in double (the estimate's scale; only its positivity matters for the sign).
double directionLength(const ExactDirection& direction) { return std::hypot(direction.x.estimate(), direction.y.estimate()); }

} // namespace

template <class A, class B> ExactAxis2 exactAxis(const A& a, const B& b, const AxisSource& source) {
    const ExactDirection direction = source.shape == Role::A ? exactAxisOf(a, source.index) : exactAxisOf(b, source.index);
    const ExactInterval onA = exactProjection(a, direction);
    const ExactInterval onB = exactProjection(b, direction);
    const Expansion<80> bAfterA = onB.min - onA.max;
    const Expansion<80> aAfterB = onA.min - onB.max;
    ExactAxis2 out;
    out.bOnPositiveSide = exact::compare(bAfterA, aAfterB) >= 0;
    const Expansion<80>& gap = out.bOnPositiveSide ? bAfterA : aAfterB;
    out.sign = gap.sign();
    if (out.sign == 0) return out;
    // The estimate has the exact sign; a quotient that underflows to 0 keeps it as the smallest subnormal.
    const double along = gap.estimate() / directionLength(direction);
    out.separation = along != 0.0 ? along : std::copysign(std::numeric_limits<double>::denorm_min(), double(out.sign));
    return out;
}

template <class A, class B> bool overlapsExactly(const A& a, const B& b) {
    for (int k = 0; k < axisCount(a); ++k) {
        if (exactAxis(a, b, AxisSource{Role::A, false, k}).sign > 0) return false;
    }
    for (int k = 0; k < axisCount(b); ++k) {
        if (exactAxis(a, b, AxisSource{Role::B, false, k}).sign > 0) return false;
    }
    return true;
}

template <class T, class A, class B> void refineAxis(AxisResult2<T>& axis, const A& a, const B& b) {
    const ExactAxis2 exactResult = exactAxis(a, b, axis.source);
    axis.bOnPositiveSide = exactResult.bOnPositiveSide;
    if (exactResult.sign == 0) {
        axis.separation = T(0);
        return;
    }
    // Rounded to T; a float that underflows to 0 keeps the sign as T's smallest subnormal.
    const T rounded = static_cast<T>(exactResult.separation);
    axis.separation = rounded != T(0) ? rounded : std::copysign(std::numeric_limits<T>::denorm_min(), T(exactResult.sign));
}

#define SATLAB_EXACT2D_PAIR(T, ShapeA, ShapeB)                                                                                   \
    template ExactAxis2 exactAxis(const ShapeA<T>&, const ShapeB<T>&, const AxisSource&);                                        \
    template bool overlapsExactly(const ShapeA<T>&, const ShapeB<T>&);                                                           \
    template void refineAxis(AxisResult2<T>&, const ShapeA<T>&, const ShapeB<T>&);
#define SATLAB_EXACT2D_PAIRS(T)                                                                                                  \
    SATLAB_EXACT2D_PAIR(T, Aabb2, Aabb2)                                                                                         \
    SATLAB_EXACT2D_PAIR(T, Obb2, Obb2)                                                                                           \
    SATLAB_EXACT2D_PAIR(T, Obb2, Aabb2)                                                                                          \
    SATLAB_EXACT2D_PAIR(T, Aabb2, Obb2)                                                                                          \
    SATLAB_EXACT2D_PAIR(T, ConvexPolygon2, ConvexPolygon2)                                                                       \
    SATLAB_EXACT2D_PAIR(T, ConvexPolygon2, Obb2)                                                                                 \
    SATLAB_EXACT2D_PAIR(T, Obb2, ConvexPolygon2)                                                                                 \
    SATLAB_EXACT2D_PAIR(T, ConvexPolygon2, Aabb2)                                                                                \
    SATLAB_EXACT2D_PAIR(T, Aabb2, ConvexPolygon2)

SATLAB_EXACT2D_PAIRS(float)
SATLAB_EXACT2D_PAIRS(double)

} // namespace sat::detail
