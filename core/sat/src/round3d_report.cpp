// SPDX-License-Identifier: MIT
// The round 3D pairs' reports: every candidate axis with the stored shapes' intervals, the verdict, MTV,
// contacts and distance from the pair's work (round3d_axes.cpp).

#include <algorithm>
#include <cmath>

#include "round3d_outcome.hpp"
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
using detail::round3::projectOnRound3Axis;
using detail::round3::round3Outcome;
using detail::round3::roundCore3;
using detail::round3::roundRound;
using detail::round3::withSign;
using detail::round3::Work;

/// The report from the pair's work: intervals of the stored shapes, flags,
/// first separating and best axes, verdict, MTV, contacts and distance.
template <class T, class ShapeA, class ShapeB>
Report3<T> finishRound3Report(const Work& work, const ShapeA& a, const ShapeB& b, const ReportOptions3<T>& options) {
    Report3<T> out;
    const RoundManifold3<T> outcome = round3Outcome(work, a, b, options.tolerance, out.bestAxis);
    const bool exactVerdict = options.tolerance == T(0);
    out.axes.resizeForOverwrite(work.axes.size());
    for (std::size_t k = 0; k < work.axes.size(); ++k) {
        const AxisWork& axis = work.axes[k];
        AxisResult3<T>& result = out.axes[k];
        result = AxisResult3<T>{};
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
        }
    }
    out.axisSeparation = outcome.axisSeparation;
    out.errorBound = outcome.errorBound;
    out.verdict = outcome.verdict;
    out.normal = outcome.normal;
    out.depth = outcome.depth;
    if (options.computeDistance && work.pairSign > 0) {
        const double best = out.bestAxis >= 0 ? work.axes[static_cast<std::size_t>(out.bestAxis)].separation : -work.radiusSum;
        out.distance = keepSign<T>(withSign(std::max(work.coreDistance - work.radiusSum, best), 1));
    }
    out.contactKind = outcome.contactKind;
    out.contacts = outcome.contacts;
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
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_REPORT_PAIR, float)
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_REPORT_PAIR, double)
#undef SATLAB_ROUND3_REPORT_PAIR

} // namespace sat
