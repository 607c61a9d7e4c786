// SPDX-License-Identifier: MIT
// The round 3D pairs' reports: every candidate axis with the stored shapes' intervals, the verdict, MTV,
// contacts and distance from the pair's work (round3d_axes.cpp).

#include <algorithm>
#include <cmath>

#include "round3d_exact.hpp"
#include "round3d_work.hpp"
#include "sat/detail/exact3d.hpp" // keepSign
#include "sat/round3d.hpp"

namespace sat {

namespace {

using detail::keepSign;
using detail::round3::AxisWork;
using detail::round3::boxFaceAxisSign;
using detail::round3::boxInDouble3;
using detail::round3::boxRound;
using detail::round3::BoxRoundSign;
using detail::round3::boxRoundSignInto;
using detail::round3::Core;
using detail::round3::dotOf;
using detail::round3::ExactVec3;
using detail::round3::fillBoxRoundFrame;
using detail::round3::inExactRange;
using detail::round3::roundCore3;
using detail::round3::roundedSign;
using detail::round3::roundRound;
using detail::round3::SegmentBoxPair;
using detail::round3::settledSign;
using detail::round3::toBoxFrame;
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

/// A box and a sphere: the report's outcome without its Work, the same
/// numbers in the same order (boxRound, round3Outcome) for a point core:
/// the three face axes, then the closest-point axis.
template <class T> RoundManifold3<T> sphereBoxManifold(const Obb3<double>& box, const Core& sphere, bool boxIsA, T tolerance) {
    const Vec3d& half = box.halfExtents;
    const double r = sphere.radius;
    const auto toWorldDirection = [&](const Vec3d& v) { return box.axes[0] * v.x + box.axes[1] * v.y + box.axes[2] * v.z; };
    BoxRoundSign decided;
    fillBoxRoundFrame(decided.frame, box, sphere.start, sphere.end, true, r);
    boxRoundSignInto(box, sphere, decided);
    const Vec3d& q = decided.frame.q0;
    const double window = decided.frame.window;
    // As boxRound's settle flag; the range is checked only for an axis within the window.
    const bool settle = tolerance == T(0);
    double best = -INFINITY;
    Vec3d direction{};
    for (std::size_t i = 0; i < 3; ++i) {
        const int axis = static_cast<int>(i);
        const double value = std::max((q[axis] - r) - half[axis], -half[axis] - (q[axis] + r));
        const int sign = settledSign(value, window, settle, [&] {
            if (!inExactRange(box) || !inExactRange(sphere)) return roundedSign(value);
            const ExactVec3 s = toBoxFrame(box, sphere.start);
            return boxFaceAxisSign(half[axis], s[i], s[i], r);
        });
        const double separation = withSign(value, sign);
        if (separation > best) {
            best = separation;
            direction = box.axes[i];
        }
    }
    const SegmentBoxPair& pair = decided.pair;
    if (pair.distance > 0.0) {
        const double separation = withSign(pair.distance - r, decided.pairSign);
        if (separation > best) {
            best = separation;
            direction = toWorldDirection((pair.onSegment - pair.onBox) / pair.distance);
        }
    }
    RoundManifold3<T> out;
    out.axisSeparation = keepSign<T>(best);
    out.errorBound = static_cast<T>(window);
    if (tolerance == T(0)) {
        out.verdict = decided.pairSign > 0 ? Verdict::Separated : (best < 0.0 ? Verdict::Overlapping : Verdict::Touching);
    } else {
        out.verdict = classify(out.axisSeparation, tolerance);
    }
    const bool towardsB = boxIsA ? pointFromAToB(box, sphere, direction) : pointFromAToB(sphere, box, direction);
    out.normal = Vec3<T>(towardsB ? direction : -direction);
    out.depth = out.verdict == Verdict::Separated || !(best < 0.0) ? T(0) : static_cast<T>(-best);
    if (out.verdict != Verdict::Separated) {
        out.contactKind = ContactKind::ClosestPoints;
        const Vec3d onBox = box.center + toWorldDirection(pair.onBox);
        const Vec3d onSphere = sphere.start + (sphere.end - sphere.start) * pair.t;
        out.contacts.push_back(Vec3<T>(onBox + (onSphere - onBox) * 0.0));
    }
    return out;
}

template <class T, class A, class B> Report3<T> roundPair3(const A& a, const B& b, const ReportOptions3<T>& options) {
    const Core ca = roundCore3(a), cb = roundCore3(b);
    const auto work = roundRound(ca, cb, true, options.tolerance == T(0));
    return finishRound3Report<T>(work, ca, cb, options);
}
template <class T, class A, class B> RoundManifold3<T> roundManifold3(const A& a, const B& b, T tolerance) {
    const Core ca = roundCore3(a), cb = roundCore3(b);
    int bestAxis = -1;
    return round3Outcome(roundRound(ca, cb, true, tolerance == T(0)), ca, cb, tolerance, bestAxis);
}
template <class T, class Box, class Round>
RoundManifold3<T> boxManifold3(const Box& box, const Round& round, bool boxIsA, T tolerance) {
    const Obb3<double> b = boxInDouble3(box);
    const Core c = roundCore3(round);
    if (c.isPoint) return sphereBoxManifold(b, c, boxIsA, tolerance);
    const auto work = boxRound(b, c, boxIsA, tolerance == T(0));
    int bestAxis = -1;
    return boxIsA ? round3Outcome(work, b, c, tolerance, bestAxis) : round3Outcome(work, c, b, tolerance, bestAxis);
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

template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Sphere3<T>& b, T tolerance) {
    return roundManifold3(a, b, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Capsule3<T>& b, T tolerance) {
    return roundManifold3(a, b, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Sphere3<T>& b, T tolerance) {
    return roundManifold3(a, b, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Capsule3<T>& b, T tolerance) {
    return roundManifold3(a, b, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Obb3<T>& a, const Sphere3<T>& b, T tolerance) {
    return boxManifold3(a, b, true, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Obb3<T>& b, T tolerance) {
    return boxManifold3(b, a, false, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Obb3<T>& a, const Capsule3<T>& b, T tolerance) {
    return boxManifold3(a, b, true, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Obb3<T>& b, T tolerance) {
    return boxManifold3(b, a, false, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Aabb3<T>& a, const Sphere3<T>& b, T tolerance) {
    return boxManifold3(a, b, true, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Sphere3<T>& a, const Aabb3<T>& b, T tolerance) {
    return boxManifold3(b, a, false, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Aabb3<T>& a, const Capsule3<T>& b, T tolerance) {
    return boxManifold3(a, b, true, tolerance);
}
template <class T> RoundManifold3<T> manifold(const Capsule3<T>& a, const Aabb3<T>& b, T tolerance) {
    return boxManifold3(b, a, false, tolerance);
}

#define SATLAB_ROUND3_REPORT_PAIR(T, A, B)                                                                                       \
    template Report3<T> report(const A<T>&, const B<T>&, const ReportOptions3<T>&);                                              \
    template RoundManifold3<T> manifold(const A<T>&, const B<T>&, T);
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_REPORT_PAIR, float)
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_REPORT_PAIR, double)
#undef SATLAB_ROUND3_REPORT_PAIR

} // namespace sat
