// SPDX-License-Identifier: MIT
// Reproductions of the seed articles' slips, kept for the lessons. Each is
// built from the correct method plus the one thing the article got wrong, so
// the difference between them is exactly the slip (docs/seed-methods.md).
#include "sat/seed_slips2d.hpp"

#include <cmath>
#include <cstddef>
#include <numbers>

#include "sat/detail/fast2d.hpp"
#include "sat/seeds2d.hpp"

namespace sat::seeds {
namespace {

using sat::detail::dot;

/// Counter-clockwise angle of the box's x axis in [0, 2 pi).
template <class T> T angleFromZero(const Obb2<T>& box) {
    const T angle = box.angle();
    return angle < T(0) ? angle + T(2 * std::numbers::pi) : angle;
}

} // namespace

template <class T> bool slip000SwappedProjections(const Obb2<T>& a, const Obb2<T>& b) {
    const Vec2<T> offset = b.center - a.center;
    const T cosine = std::abs(dot(a.axisX, b.axisX));
    const T sine = std::abs(dot(a.axisX, b.axisY));
    const Vec2<T> ha = a.halfExtents;
    const Vec2<T> hb = b.halfExtents;
    // The right-hand sides are those of seed000HalfWidth, in its order; each
    // left-hand side is the offset along the box's other axis (the slip).
    if (std::abs(dot(offset, a.axisY)) > ha.x + hb.x * cosine + hb.y * sine) return false;
    if (std::abs(dot(offset, a.axisX)) > ha.y + hb.x * sine + hb.y * cosine) return false;
    if (std::abs(dot(offset, b.axisY)) > hb.x + ha.x * cosine + ha.y * sine) return false;
    return std::abs(dot(offset, b.axisX)) <= hb.y + ha.x * sine + ha.y * cosine;
}

template <class T> RadiusTrace2<T> traceSlip000SwappedProjections(const Obb2<T>& a, const Obb2<T>& b) {
    RadiusTrace2<T> trace = traceSeed000HalfWidth(a, b);
    trace.firstSeparatingAxis = -1;
    for (std::size_t i = 0; i < trace.axes.size(); ++i) {
        RadiusAxisTest2<T>& axis = trace.axes[i];
        const Obb2<T>& owner = axis.owner == Role::A ? a : b;
        const Vec2<T> otherAxis = axis.index == 0 ? owner.axisY : owner.axisX;
        axis.centreDistance = std::abs(dot(b.center - a.center, otherAxis));
        axis.separates = axis.centreDistance > axis.a.radius + axis.b.radius;
        if (axis.separates && trace.firstSeparatingAxis < 0) trace.firstSeparatingAxis = static_cast<int>(i);
    }
    trace.overlaps = trace.firstSeparatingAxis < 0;
    return trace;
}

template <class T> Obb2<T> slip000BoxAsRead(const Obb2<T>& box, Vec2<T> displayPosition) {
    const T degrees = box.angle() * T(180 / std::numbers::pi);
    return Obb2<T>::fromAngle(displayPosition, box.halfExtents, degrees); // degrees used as radians: the slip
}

template <class T> bool slip000ObbAabbAsWritten(const Obb2<T>& box, const Aabb2<T>& tile, Vec2<T> displayPosition) {
    return seed000ObbAabb(slip000BoxAsRead(box, displayPosition), tile);
}

template <class T> bool slip001ZeroMeansRealSize(const Aabb2<T>& a, const Aabb2<T>& b, Vec2<T> customHalfA, Vec2<T> customHalfB) {
    const auto chosen = [](T custom, T own) { return custom == T(0) ? own : custom; }; // the slip: 0 cannot be asked for
    const TestHalfExtents2<T> sizeA{chosen(customHalfA.x, a.halfExtents.x), chosen(customHalfA.y, a.halfExtents.y)};
    const TestHalfExtents2<T> sizeB{chosen(customHalfB.x, b.halfExtents.x), chosen(customHalfB.y, b.halfExtents.y)};
    return seed001CentreDistance(a, b, sizeA, sizeB);
}

template <class T> T slip003WrappedAngle(T angleRad) {
    const double value = static_cast<double>(angleRad);
    const double pi = std::numbers::pi;
    if (value < pi && value > -pi) return angleRad;
    // C#'s % on floating point is fmod (the result has the dividend's sign).
    // Intended: value % (2 pi). Written: value % pi * 2, i.e. (value % pi) * 2.
    const double folded = std::abs(std::fmod(value, pi) * 2);
    return static_cast<T>(value >= pi ? folded - pi : folded + pi);
}

template <class T> Obb2<T> slip003ObbFromAngle(Vec2<T> center, Vec2<T> halfExtents, T angleRad) {
    return Obb2<T>::fromAngle(center, halfExtents, slip003WrappedAngle(angleRad));
}

template <class T> bool slip003AngleWrapAsWritten(const Obb2<T>& a, const Obb2<T>& b) {
    const Obb2<T> aAsSet = slip003ObbFromAngle(a.center, a.halfExtents, angleFromZero(a));
    const Obb2<T> bAsSet = slip003ObbFromAngle(b.center, b.halfExtents, angleFromZero(b));
    return seed003RotationMatrix(aAsSet, bAsSet);
}

#define SATLAB_SEED_SLIPS2D_INSTANTIATE(T)                                                                                       \
    template bool slip000SwappedProjections<T>(const Obb2<T>&, const Obb2<T>&);                                                  \
    template RadiusTrace2<T> traceSlip000SwappedProjections<T>(const Obb2<T>&, const Obb2<T>&);                                  \
    template Obb2<T> slip000BoxAsRead<T>(const Obb2<T>&, Vec2<T>);                                                               \
    template bool slip000ObbAabbAsWritten<T>(const Obb2<T>&, const Aabb2<T>&, Vec2<T>);                                          \
    template bool slip001ZeroMeansRealSize<T>(const Aabb2<T>&, const Aabb2<T>&, Vec2<T>, Vec2<T>);                               \
    template T slip003WrappedAngle<T>(T);                                                                                        \
    template Obb2<T> slip003ObbFromAngle<T>(Vec2<T>, Vec2<T>, T);                                                                \
    template bool slip003AngleWrapAsWritten<T>(const Obb2<T>&, const Obb2<T>&);

SATLAB_SEED_SLIPS2D_INSTANTIATE(float)
SATLAB_SEED_SLIPS2D_INSTANTIATE(double)

} // namespace sat::seeds
