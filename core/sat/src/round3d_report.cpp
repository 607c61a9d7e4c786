// SPDX-License-Identifier: MIT
// The round 3D pairs' reports: every candidate axis with the stored shapes' intervals, the verdict, MTV,
// contacts and distance from the pair's work (round3d_axes.cpp).

#include <algorithm>
#include <cmath>

#include "round3d_work.hpp"
#include "sat/detail/exact3d.hpp" // keepSign
#include "sat/round3d.hpp"

namespace sat {

namespace {

using detail::keepSign;
using detail::round3::AxisWork;
using detail::round3::boxInDouble3;
using detail::round3::boxRound;
using detail::round3::Core;
using detail::round3::dotOf;
using detail::round3::roundCore3;
using detail::round3::roundRound;
using detail::round3::Vec3d;
using detail::round3::withSign;
using detail::round3::Work;

Interval<double> projectOnRound3Axis(const Obb3<double>& box, const Vec3d& direction) {
    const double centre = dotOf(box.center, direction);
    double radius = 0.0;
    for (int i = 0; i < 3; ++i) radius += box.halfExtents[i] * std::abs(dotOf(box.axes[static_cast<std::size_t>(i)], direction));
    return {centre - radius, centre + radius};
}
Interval<double> projectOnRound3Axis(const Core& round, const Vec3d& direction) {
    const double s = dotOf(round.start, direction), e = dotOf(round.end, direction);
    return {std::min(s, e) - round.radius, std::max(s, e) + round.radius};
}

/// The report from the pair's work: intervals of the stored shapes, flags,
/// first separating and best axes, verdict, MTV, contacts and distance.
template <class T, class ShapeA, class ShapeB>
Report3<T> finishRound3Report(const Work& work, const ShapeA& a, const ShapeB& b, const ReportOptions3<T>& options) {
    Report3<T> out;
    const bool exactVerdict = options.tolerance == T(0);
    double best = -INFINITY;
    for (std::size_t k = 0; k < work.axes.size(); ++k) {
        const AxisWork& axis = work.axes[k];
        AxisResult3<T> result;
        result.source = axis.source;
        result.degenerate = axis.degenerate;
        result.reason = axis.reason;
        result.crossLength = static_cast<T>(axis.crossLength);
        if (!axis.degenerate) {
            const Interval<double> ia = projectOnRound3Axis(a, axis.direction), ib = projectOnRound3Axis(b, axis.direction);
            result.direction = Vec3<T>(axis.direction);
            result.a = {static_cast<T>(ia.min), static_cast<T>(ia.max)};
            result.b = {static_cast<T>(ib.min), static_cast<T>(ib.max)};
            result.separation = keepSign<T>(axis.separation);
            result.separating = exactVerdict ? axis.separation > 0.0 : result.separation > options.tolerance;
            if (result.separating && out.firstSeparatingAxis < 0) out.firstSeparatingAxis = static_cast<int>(k);
            if (axis.separation > best) {
                best = axis.separation;
                out.bestAxis = static_cast<int>(k);
            }
        }
        out.axes.push_back(result);
    }
    if (out.bestAxis < 0) { // every axis degenerate: two cores that meet along a line, no direction
        best = -work.radiusSum;
    }
    out.axisSeparation = keepSign<T>(best);
    out.errorBound = static_cast<T>(work.window);
    if (exactVerdict) {
        out.verdict = work.pairSign > 0 ? Verdict::Separated : (best < 0.0 ? Verdict::Overlapping : Verdict::Touching);
    } else {
        out.verdict = classify(out.axisSeparation, options.tolerance);
    }
    if (out.bestAxis >= 0) {
        const AxisWork& axis = work.axes[static_cast<std::size_t>(out.bestAxis)];
        const Interval<double> ia = projectOnRound3Axis(a, axis.direction), ib = projectOnRound3Axis(b, axis.direction);
        const bool towardsB = (ib.min + ib.max) - (ia.min + ia.max) >= 0.0;
        out.normal = Vec3<T>(towardsB ? axis.direction : -axis.direction);
    } else {
        out.normal = Vec3<T>(work.fallbackNormal);
    }
    out.depth = out.verdict == Verdict::Separated || !(best < 0.0) ? T(0) : static_cast<T>(-best);
    if (options.computeDistance && work.pairSign > 0) {
        out.distance = keepSign<T>(withSign(std::max(work.coreDistance - work.radiusSum, best), 1));
    }
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

template <class T, class A, class B> Report3<T> roundPair3(const A& a, const B& b, const ReportOptions3<T>& options) {
    const Core ca = roundCore3(a), cb = roundCore3(b);
    const auto work = roundRound(ca, cb, true, options.tolerance == T(0));
    return finishRound3Report<T>(work, ca, cb, options);
}
template <class T, class Box, class Round>
Report3<T> boxPair3(const Box& box, const Round& round, bool boxIsA, const ReportOptions3<T>& options) {
    const Obb3<double> b = boxInDouble3(box);
    const Core c = roundCore3(round);
    const auto work = boxRound(b, c, boxIsA, options.tolerance == T(0));
    return boxIsA ? finishRound3Report<T>(work, b, c, options) : finishRound3Report<T>(work, c, b, options);
}

} // namespace

template <class T> Report3<T> report(const Sphere3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& o) {
    return roundPair3(a, b, o);
}
template <class T> Report3<T> report(const Sphere3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& o) {
    return roundPair3(a, b, o);
}
template <class T> Report3<T> report(const Capsule3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& o) {
    return roundPair3(a, b, o);
}
template <class T> Report3<T> report(const Capsule3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& o) {
    return roundPair3(a, b, o);
}
template <class T> Report3<T> report(const Obb3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(a, b, true, o);
}
template <class T> Report3<T> report(const Sphere3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(b, a, false, o);
}
template <class T> Report3<T> report(const Obb3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(a, b, true, o);
}
template <class T> Report3<T> report(const Capsule3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(b, a, false, o);
}
template <class T> Report3<T> report(const Aabb3<T>& a, const Sphere3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(a, b, true, o);
}
template <class T> Report3<T> report(const Sphere3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(b, a, false, o);
}
template <class T> Report3<T> report(const Aabb3<T>& a, const Capsule3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(a, b, true, o);
}
template <class T> Report3<T> report(const Capsule3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& o) {
    return boxPair3(b, a, false, o);
}

#define SATLAB_ROUND3_REPORT_PAIR(T, A, B) template Report3<T> report(const A<T>&, const B<T>&, const ReportOptions3<T>&);
#define SATLAB_ROUND3_REPORT_INSTANTIATE(T)                                                                                      \
    SATLAB_ROUND3_REPORT_PAIR(T, Sphere3, Sphere3)                                                                               \
    SATLAB_ROUND3_REPORT_PAIR(T, Sphere3, Capsule3)                                                                              \
    SATLAB_ROUND3_REPORT_PAIR(T, Capsule3, Sphere3)                                                                              \
    SATLAB_ROUND3_REPORT_PAIR(T, Capsule3, Capsule3)                                                                             \
    SATLAB_ROUND3_REPORT_PAIR(T, Obb3, Sphere3)                                                                                  \
    SATLAB_ROUND3_REPORT_PAIR(T, Sphere3, Obb3)                                                                                  \
    SATLAB_ROUND3_REPORT_PAIR(T, Obb3, Capsule3)                                                                                 \
    SATLAB_ROUND3_REPORT_PAIR(T, Capsule3, Obb3)                                                                                 \
    SATLAB_ROUND3_REPORT_PAIR(T, Aabb3, Sphere3)                                                                                 \
    SATLAB_ROUND3_REPORT_PAIR(T, Sphere3, Aabb3)                                                                                 \
    SATLAB_ROUND3_REPORT_PAIR(T, Aabb3, Capsule3)                                                                                \
    SATLAB_ROUND3_REPORT_PAIR(T, Capsule3, Aabb3)
SATLAB_ROUND3_REPORT_INSTANTIATE(float)
SATLAB_ROUND3_REPORT_INSTANTIATE(double)
#undef SATLAB_ROUND3_REPORT_INSTANTIATE
#undef SATLAB_ROUND3_REPORT_PAIR

} // namespace sat
