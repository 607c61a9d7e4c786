// SPDX-License-Identifier: MIT
#pragma once
// The round 3D pairs' outcome from their axes (not public API): the best axis, verdict, MTV and contacts that
// the reports (round3d_report.cpp) and the manifolds (round3d_manifold.cpp) both give.

#include <algorithm>
#include <cmath>

#include "round3d_work.hpp"
#include "sat/detail/exact3d.hpp" // keepSign
#include "sat/round3d.hpp"

namespace sat::detail::round3 {

inline Interval<double> projectOnRound3Axis(const Obb3<double>& box, const Vec3d& direction) {
    const double centre = dotOf(box.center, direction);
    double radius = 0.0;
    for (int i = 0; i < 3; ++i) radius += box.halfExtents[i] * std::abs(dotOf(box.axes[static_cast<std::size_t>(i)], direction));
    return {centre - radius, centre + radius};
}
inline Interval<double> projectOnRound3Axis(const Core& round, const Vec3d& direction) {
    const double s = dotOf(round.start, direction), e = dotOf(round.end, direction);
    return {std::min(s, e) - round.radius, std::max(s, e) + round.radius};
}
/// true when B's interval on `direction` lies on its positive side of A's
/// (by their midpoints): the MTV normal is then `direction`, else its opposite.
template <class ShapeA, class ShapeB> bool pointFromAToB(const ShapeA& a, const ShapeB& b, const Vec3d& direction) {
    const Interval<double> ia = projectOnRound3Axis(a, direction), ib = projectOnRound3Axis(b, direction);
    return (ib.min + ib.max) - (ia.min + ia.max) >= 0.0;
}

/// The numbers that follow from the pair's axes: the best axis (its index in
/// `bestAxis`, -1 when every axis is degenerate), verdict, MTV and contacts.
template <class T, class ShapeA, class ShapeB>
RoundManifold3<T> round3Outcome(const Work& work, const ShapeA& a, const ShapeB& b, T tolerance, int& bestAxis) {
    RoundManifold3<T> out;
    double best = -INFINITY;
    bestAxis = -1;
    for (std::size_t k = 0; k < work.axes.size(); ++k) {
        const AxisWork& axis = work.axes[k];
        if (!axis.degenerate && axis.separation > best) {
            best = axis.separation;
            bestAxis = static_cast<int>(k);
        }
    }
    if (bestAxis < 0) best = -work.radiusSum; // every axis degenerate: two cores that meet along a line, no direction
    out.axisSeparation = keepSign<T>(best);
    out.errorBound = static_cast<T>(work.window);
    if (tolerance == T(0)) {
        out.verdict = work.pairSign > 0 ? Verdict::Separated : (best < 0.0 ? Verdict::Overlapping : Verdict::Touching);
    } else {
        out.verdict = classify(out.axisSeparation, tolerance);
    }
    if (bestAxis >= 0) {
        const Vec3d& direction = work.axes[static_cast<std::size_t>(bestAxis)].direction;
        out.normal = Vec3<T>(pointFromAToB(a, b, direction) ? direction : -direction);
    } else {
        out.normal = Vec3<T>(work.fallbackNormal);
    }
    out.depth = out.verdict == Verdict::Separated || !(best < 0.0) ? T(0) : static_cast<T>(-best);
    if (out.verdict != Verdict::Separated) {
        out.contactKind = work.contactKind;
        if (work.contactKind == ContactKind::SegmentOverlap) {
            for (const Vec3d& p : work.contacts) out.contacts.push_back(Vec3<T>(p));
        } else {
            out.contacts.push_back(Vec3<T>(work.closestFirst + (work.closestSecond - work.closestFirst) * work.weightFirst));
        }
    }
    return out;
}

} // namespace sat::detail::round3
