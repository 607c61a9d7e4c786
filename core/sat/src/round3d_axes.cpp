// SPDX-License-Identifier: MIT
// The round 3D pairs' candidate axes and contacts: the closest-point axis, the segments' cross product and a
// box's face and edge x segment axes, each with its exact sign at tolerance 0, and the contact points.

#include <algorithm>
#include <cmath>

#include "round3d_exact.hpp"
#include "round3d_work.hpp"
#include "sat/detail/fast3d.hpp" // kParallelEdgeThreshold

namespace sat::detail::round3 {

namespace {
/// Whether a pair's numbers are in the exact range, found out the first time
/// it is asked (by an axis within its window) and remembered.
template <class Check> class LazyExactRange {
public:
    explicit LazyExactRange(Check check) : check_(check) {}
    bool operator()() const {
        if (!known_) {
            value_ = check_();
            known_ = true;
        }
        return value_;
    }

private:
    Check check_;
    mutable bool known_ = false, value_ = false;
};
/// A new axis at the end of the pair's list, every field at its default. The axis is written in place: an
/// AxisWork built apart and pushed would be stored field by field and read back in vector halves, which the
/// processor cannot forward from the stores just made.
AxisWork& appendRound3Axis(Work& work) {
    work.axes.resizeForOverwrite(work.axes.size() + 1);
    AxisWork& axis = work.axes.back();
    axis = AxisWork{};
    return axis;
}
/// Liang-Barsky clipping of [q0, q0 + d] (box frame) to the slabs |x_i| <= h_i but `skip`: narrows
/// [from, to] to the parameters inside them (from > to: none).
void clipSegmentToSlabs(const Vec3d& q0, const Vec3d& d, const Vec3d& half, int skip, double& from, double& to) {
    for (int i = 0; i < 3 && from <= to; ++i) {
        if (i == skip) continue;
        if (d[i] == 0.0) {
            if (std::abs(q0[i]) > half[i]) to = -1.0;
            continue;
        }
        double t0 = (-half[i] - q0[i]) / d[i], t1 = (half[i] - q0[i]) / d[i];
        if (t0 > t1) std::swap(t0, t1);
        from = std::max(from, t0);
        to = std::min(to, t1);
    }
}
} // namespace

/// Two round shapes: the closest-point axis (the centres' line for two
/// spheres), and for two capsules the cross product of their segments.
Work roundRound(const Core& first, const Core& second, bool firstIsA, bool settle) {
    return roundRound(first, second, firstIsA, settle, roundRoundSign(first, second));
}

Work roundRound(const Core& first, const Core& second, bool firstIsA, bool settle, const RoundRoundSign& decided) {
    Work work;
    const Vec3d d1 = first.end - first.start, d2 = second.end - second.start;
    const SegmentPair& pair = decided.pair;
    work.radiusSum = decided.frame.radiusSum;
    work.coreDistance = pair.distance;
    work.closestFirst = pair.onFirst;
    work.closestSecond = pair.onSecond;
    work.weightFirst = work.radiusSum > 0.0 ? first.radius / work.radiusSum : 0.0;
    work.window = decided.frame.window;
    // Out of the exact range the rounded sign is taken; the range is checked only when an axis needs it.
    const LazyExactRange inRange{[&] { return inExactRange(first) && inExactRange(second); }};
    work.pairSign = decided.pairSign;
    const double gap = pair.distance - work.radiusSum;

    AxisWork& closest = appendRound3Axis(work);
    if (first.isPoint && second.isPoint) {
        closest.source = {AxisSource3::Kind::Centres, Role::A, 0, 0};
    } else {
        // The feature is the capsule's (the first one's when both are capsules).
        const bool onFirst = !first.isPoint;
        const double parameter = onFirst ? pair.s : pair.t;
        const bool inside = parameter > 0.0 && parameter < 1.0;
        closest.source = {inside ? AxisSource3::Kind::CapsuleNormal : AxisSource3::Kind::ClosestPoint, roleOf(onFirst, firstIsA),
                          0, 0};
    }
    closest.degenerate = !(pair.distance > 0.0);
    if (!closest.degenerate) {
        closest.direction = (pair.onSecond - pair.onFirst) / pair.distance;
        closest.separation = withSign(gap, work.pairSign);
    }
    const Vec3d along = dotOf(d1, d1) > 0.0 ? d1 : d2;
    if (dotOf(along, along) > 0.0) {
        // The world axis least aligned with the segment, made perpendicular to it.
        Vec3d other{0, 0, 0};
        other[std::abs(along.x) <= std::abs(along.y) && std::abs(along.x) <= std::abs(along.z)
                  ? 0
                  : (std::abs(along.y) <= std::abs(along.z) ? 1 : 2)] = 1.0;
        const Vec3d perpendicular = crossOf(along, other);
        work.fallbackNormal = perpendicular / lengthOf(perpendicular);
    }

    if (!first.isPoint && !second.isPoint) {
        AxisWork& crossAxis = appendRound3Axis(work);
        crossAxis.source = {AxisSource3::Kind::SegmentSegment, Role::A, 0, 0};
        const Vec3d normal = firstIsA ? crossOf(d1, d2) : crossOf(d2, d1);
        const double length = lengthOf(normal), scale = lengthOf(d1) * lengthOf(d2);
        crossAxis.crossLength = scale > 0.0 ? length / scale : 0.0;
        const bool nearlyParallel = !(length > kParallelEdgeThreshold<double> * scale) || !(scale > 0.0);
        const auto exactRadiusSum = [&] { return ExactReal(first.radius) + ExactReal(second.radius); };
        if (!nearlyParallel) {
            crossAxis.direction = normal / length;
            const double value = std::abs(dotOf(decided.frame.offset, crossAxis.direction)) - work.radiusSum;
            const int sign = settledSign(value, crossAxisWindow(decided.frame, length), settle, [&] {
                if (!inRange()) return roundedSign(value);
                bool isAxis = true;
                return segmentCrossAxisSign(exactVec(first.start), exactVec(first.end), exactVec(second.start),
                                            exactVec(second.end), exactRadiusSum(), isAxis);
            });
            crossAxis.separation = withSign(value, sign);
        } else if (settle && inRange()) {
            // At tolerance 0, as for the boxes' edge pairs, only an exactly zero cross product of the stored
            // segments is skipped; a nearly parallel pair is tested on the exact product's direction.
            bool isAxis = true;
            Vec3d unit{};
            const int sign = segmentCrossAxisSign(exactVec(first.start), exactVec(first.end), exactVec(second.start),
                                                  exactVec(second.end), exactRadiusSum(), isAxis, &unit);
            crossAxis.degenerate = !isAxis;
            if (isAxis) {
                crossAxis.direction = firstIsA ? unit : -unit;
                const double value = std::abs(dotOf(second.start - first.start, unit)) - work.radiusSum;
                crossAxis.separation = withSign(value, sign);
            }
        } else {
            crossAxis.degenerate = true;
        }
        if (crossAxis.degenerate) crossAxis.reason = DegenerateReason::ParallelEdges;

        // Parallel capsules lying side by side touch along a stretch: its two ends.
        if (nearlyParallel && work.pairSign <= 0 && dotOf(d1, d1) > 0.0) {
            const double a = dotOf(d1, d1);
            const double t0 = dotOf(second.start - first.start, d1) / a, t1 = dotOf(second.end - first.start, d1) / a;
            const double from = std::max(0.0, std::min(t0, t1)), to = std::min(1.0, std::max(t0, t1));
            if (to > from) {
                work.contactKind = ContactKind::SegmentOverlap;
                for (const double s : {from, to}) {
                    const Vec3d onFirst = first.start + d1 * s;
                    const Vec3d onSecond = second.start + d2 * closestParameter(onFirst, second.start, d2);
                    work.contacts.push_back(onFirst + (onSecond - onFirst) * work.weightFirst);
                }
            }
        }
    }
    return work;
}

/// A box against a round shape, in the box's stored frame: the box's three
/// face axes, for a capsule the three box edge directions crossed with the
/// segment, and the closest-point axis from the box's nearest point to the
/// segment's (docs/sat-3d.md, "Round shapes").
Work boxRound(const Obb3<double>& box, const Core& round, bool boxIsA, bool settle) {
    return boxRound(box, round, boxIsA, settle, boxRoundSign(box, round));
}

Work boxRound(const Obb3<double>& box, const Core& round, bool boxIsA, bool settle, const BoxRoundSign& decided) {
    Work work;
    const auto toWorldDirection = [&](const Vec3d& v) { return box.axes[0] * v.x + box.axes[1] * v.y + box.axes[2] * v.z; };
    const Vec3d half = box.halfExtents;
    const Vec3d q0 = decided.frame.q0, q1 = decided.frame.q1, d = decided.frame.d;
    const double r = round.radius;
    const SegmentBoxPair& pair = decided.pair;
    work.radiusSum = r;
    work.coreDistance = pair.distance;
    work.closestFirst = box.center + toWorldDirection(pair.onBox);
    work.closestSecond = round.start + (round.end - round.start) * pair.t;
    work.weightFirst = 0.0;
    work.window = decided.frame.window;
    // Out of the exact range the rounded sign is taken; the range is checked only when an axis needs it.
    const LazyExactRange inRange{[&] { return inExactRange(box) && inExactRange(round); }};
    work.pairSign = decided.pairSign;

    // The exact frame coordinates, made once and only when needed.
    bool haveExact = false;
    ExactVec3 s0, s1;
    const auto exactEnds = [&] {
        if (!haveExact) {
            s0 = toBoxFrame(box, round.start);
            s1 = round.isPoint ? s0 : toBoxFrame(box, round.end);
            haveExact = true;
        }
    };
    const double gap = pair.distance - r;

    const Role boxRole = boxIsA ? Role::A : Role::B;
    for (int i = 0; i < 3; ++i) {
        AxisWork& face = appendRound3Axis(work);
        face.source = {AxisSource3::Kind::Face, boxRole, i, 0};
        face.direction = box.axes[static_cast<std::size_t>(i)];
        const double low = std::min(q0[i], q1[i]) - r, high = std::max(q0[i], q1[i]) + r;
        const double value = std::max(low - half[i], -half[i] - high);
        const int sign = settledSign(value, work.window, settle, [&] {
            if (!inRange()) return roundedSign(value);
            exactEnds();
            return boxFaceAxisSign(half[i], s0[static_cast<std::size_t>(i)], s1[static_cast<std::size_t>(i)], r);
        });
        face.separation = withSign(value, sign);
    }
    if (!round.isPoint) {
        const double segmentLength = lengthOf(d);
        for (int i = 0; i < 3; ++i) {
            AxisWork& edge = appendRound3Axis(work);
            edge.source = {AxisSource3::Kind::EdgeSegment, boxRole, i, 0};
            Vec3d unit{};
            unit[i] = 1.0;
            const Vec3d along = crossOf(unit, d);
            const double length = lengthOf(along);
            edge.crossLength = segmentLength > 0.0 ? length / segmentLength : 0.0;
            Vec3d direction{};
            if (!(length > kParallelEdgeThreshold<double> * segmentLength)) {
                // At tolerance 0, as for the boxes' edge pairs, only an exactly zero cross product (the stored
                // segment exactly along edge i in the box's exact frame) is skipped; a nearly parallel one is
                // tested on the exact product's direction.
                bool isAxis = false;
                int sign = 0;
                if (settle && inRange()) {
                    exactEnds();
                    sign = boxEdgeSegmentAxisSign(half, i, s0, s1, r, isAxis, &direction);
                }
                if (!isAxis) {
                    edge.degenerate = true;
                    edge.reason = DegenerateReason::ParallelEdges;
                    continue;
                }
                const double boxRadius = half.x * std::abs(direction.x) + half.y * std::abs(direction.y) +
                                         half.z * std::abs(direction.z);
                edge.direction = toWorldDirection(direction);
                edge.separation = withSign(std::abs(dotOf(q0, direction)) - boxRadius - r, sign);
                continue;
            }
            direction = along / length;
            const double boxRadius = half.x * std::abs(direction.x) + half.y * std::abs(direction.y) +
                                     half.z * std::abs(direction.z);
            const double value = std::abs(dotOf(q0, direction)) - boxRadius - r;
            const int sign = settledSign(value, edgeAxisWindow(decided.frame, half, length), settle, [&] {
                if (!inRange()) return roundedSign(value);
                exactEnds();
                bool isAxis = true;
                return boxEdgeSegmentAxisSign(half, i, s0, s1, r, isAxis);
            });
            edge.direction = toWorldDirection(direction);
            edge.separation = withSign(value, sign);
        }
    }
    AxisWork& closest = appendRound3Axis(work);
    closest.source = {AxisSource3::Kind::ClosestPoint, boxRole, 0, 0};
    closest.degenerate = !(pair.distance > 0.0);
    if (!closest.degenerate) {
        closest.direction = toWorldDirection((pair.onSegment - pair.onBox) / pair.distance);
        closest.separation = withSign(gap, work.pairSign);
    }

    if (work.pairSign <= 0 && !round.isPoint) {
        // The segment entering the box: the ends of its part inside.
        double from = 0.0, to = 1.0;
        clipSegmentToSlabs(q0, d, half, -1, from, to);
        int along = -1; // a face the whole segment lies beside
        if (!(from <= to) && pair.distance > 0.0) {
            const Vec3d gapVector = pair.onSegment - pair.onBox;
            for (int i = 0; i < 3; ++i) {
                const int j = (i + 1) % 3, k = (i + 2) % 3;
                if (gapVector[j] == 0.0 && gapVector[k] == 0.0 &&
                    std::abs(d[i]) <= kParallelEdgeThreshold<double> * 1024.0 * lengthOf(d))
                    along = i;
            }
            if (along >= 0) {
                // Clip the segment to the face's rectangle (the two other slabs).
                from = 0.0;
                to = 1.0;
                clipSegmentToSlabs(q0, d, half, along, from, to);
            }
        }
        if (from < to && (pair.distance == 0.0 || along >= 0)) {
            work.contactKind = ContactKind::SegmentOverlap;
            for (const double t : {from, to}) {
                const Vec3d onBox = clampToBox(q0 + d * t, half);
                work.contacts.push_back(box.center + toWorldDirection(onBox));
            }
        }
    }
    return work;
}

} // namespace sat::detail::round3
