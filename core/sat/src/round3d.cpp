// SPDX-License-Identifier: MIT
// Spheres and capsules against each other and against boxes: candidate axes,
// the floating-point filter with its exact fallback, MTV, contacts and distance.

#include "sat/round3d.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "round3d_exact.hpp"
#include "round3d_geometry.hpp"
#include "sat/detail/exact3d.hpp" // keepSign
#include "sat/detail/fast3d.hpp"  // kParallelEdgeThreshold

namespace sat {

namespace detail::round3 {

namespace {

/// The filter's window as a share of the pair's size. The double closest-point
/// computations are expected to be off by a few hundred eps of the size
/// (about 2^-43): a margin of 2^13, not a proof (docs/sat-3d.md, "Round
/// shapes"). Outside the window the floating-point sign is taken; inside, the
/// sign is evaluated exactly.
constexpr double kWindowShare = 0x1p-30;

/// A round shape's core (a segment; a point for a sphere) and radius.
struct Core {
    Vec3d start{}, end{};
    double radius = 0.0;
    bool isPoint = false;
};
Core coreOf(const Sphere3<double>& s) { return {s.center, s.center, s.radius, true}; }
Core coreOf(const Capsule3<double>& c) { return {c.start, c.end, c.radius, false}; }

/// One candidate axis before it becomes an AxisResult3: `separation` has the
/// exact sign when `settled`.
struct AxisWork {
    AxisSource3 source;
    Vec3d direction{}; ///< unit, world space; zero when degenerate
    double separation = 0.0;
    bool degenerate = false;
    DegenerateReason reason = DegenerateReason::None;
    double crossLength = 1.0;
};

/// What a pair kind's computation hands to the report.
struct Work {
    InlineVector<AxisWork, 8> axes;
    int pairSign = 0;          ///< sign of dist(cores) - (rA + rB), exact (filtered, or evaluated exactly)
    double coreDistance = 0.0; ///< dist(cores), rounded
    double radiusSum = 0.0;
    double window = 0.0;                   ///< the filter's window: errorBound
    Vec3d closestFirst{}, closestSecond{}; ///< the cores' closest points, world space (first, second as computed)
    double weightFirst = 0.0;              ///< rFirst / (rFirst + rSecond): where the contact splits the line
    /// The MTV normal when every axis is degenerate (cores that meet with no
    /// direction between them): perpendicular to a capsule's segment, along
    /// which pushing B by the radii's sum separates.
    Vec3d fallbackNormal{0, 0, 1};
    ContactKind contactKind = ContactKind::ClosestPoints;
    InlineVector<Vec3d, 4> contacts; ///< set when contactKind is SegmentOverlap
};

/// `value` with the exact sign `sign` (0 when touching, the smallest
/// subnormal of the sign where the rounded value disagrees).
double withSign(double value, int sign) {
    if (sign == 0) return 0.0;
    if (sign > 0 && !(value > 0.0)) return std::numeric_limits<double>::denorm_min();
    if (sign < 0 && !(value < 0.0)) return -std::numeric_limits<double>::denorm_min();
    return value;
}

/// The sign of `value` when it is outside the window, else `exactSign()`.
template <class ExactSign> int settledSign(double value, double window, bool settle, ExactSign&& exactSign) {
    if (!settle || std::abs(value) > window) return value > 0.0 ? 1 : (value < 0.0 ? -1 : 0);
    return exactSign();
}

Role roleOf(bool first, bool firstIsA) { return first == firstIsA ? Role::A : Role::B; }

/// Two round shapes: the closest-point axis (the centres' line for two
/// spheres), and for two capsules the cross product of their segments.
/// The cores' closest pair and the pair's exact sign: what overlaps() needs,
/// and where report() starts, so both decide on the same numbers.
struct RoundRoundSign {
    SegmentPair pair;
    double radiusSum = 0.0, window = 0.0;
    int pairSign = 0;
};
RoundRoundSign roundRoundSign(const Core& first, const Core& second) {
    RoundRoundSign out;
    const Vec3d d1 = first.end - first.start, d2 = second.end - second.start;
    if (first.isPoint && second.isPoint) {
        out.pair.onFirst = first.start;
        out.pair.onSecond = second.start;
        out.pair.distance = lengthOf(second.start - first.start);
    } else {
        out.pair = closestSegmentPair(first.start, d1, second.start, d2);
    }
    out.radiusSum = first.radius + second.radius;
    out.window = (norm1(second.start - first.start) + norm1(d1) + norm1(d2) + out.radiusSum) * kWindowShare;
    const double gap = out.pair.distance - out.radiusSum;
    out.pairSign = settledSign(gap, out.window, true, [&] {
        const ExactReal radius = ExactReal(first.radius) + ExactReal(second.radius);
        return segmentSegmentSign(exactVec(first.start), exactVec(first.end), exactVec(second.start), exactVec(second.end),
                                  radius * radius);
    });
    return out;
}

Work roundRound(const Core& first, const Core& second, bool firstIsA, bool settle) {
    Work work;
    const Vec3d d1 = first.end - first.start, d2 = second.end - second.start;
    const RoundRoundSign decided = roundRoundSign(first, second);
    const SegmentPair& pair = decided.pair;
    work.radiusSum = decided.radiusSum;
    work.coreDistance = pair.distance;
    work.closestFirst = pair.onFirst;
    work.closestSecond = pair.onSecond;
    work.weightFirst = work.radiusSum > 0.0 ? first.radius / work.radiusSum : 0.0;
    work.window = decided.window;
    work.pairSign = decided.pairSign;
    const double gap = pair.distance - work.radiusSum;

    AxisWork closest;
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
    work.axes.push_back(closest);
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
        AxisWork crossAxis;
        crossAxis.source = {AxisSource3::Kind::SegmentSegment, Role::A, 0, 0};
        const Vec3d normal = firstIsA ? crossOf(d1, d2) : crossOf(d2, d1);
        const double length = lengthOf(normal), scale = lengthOf(d1) * lengthOf(d2);
        crossAxis.crossLength = scale > 0.0 ? length / scale : 0.0;
        const bool nearlyParallel = !(length > kParallelEdgeThreshold<double> * scale) || !(scale > 0.0);
        const auto exactRadiusSum = [&] { return ExactReal(first.radius) + ExactReal(second.radius); };
        if (!nearlyParallel) {
            crossAxis.direction = normal / length;
            const double value = std::abs(dotOf(second.start - first.start, crossAxis.direction)) - work.radiusSum;
            const int sign = settledSign(value, work.window, settle, [&] {
                bool isAxis = true;
                return segmentCrossAxisSign(exactVec(first.start), exactVec(first.end), exactVec(second.start),
                                            exactVec(second.end), exactRadiusSum(), isAxis);
            });
            crossAxis.separation = withSign(value, sign);
        } else if (settle) {
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
        work.axes.push_back(crossAxis);

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

/// The round core in the box's frame, its closest pair with the box and the
/// pair's exact sign (as RoundRoundSign).
struct BoxRoundSign {
    Vec3d q0{}, q1{}, d{};
    SegmentBoxPair pair;
    double window = 0.0;
    int pairSign = 0;
};
BoxRoundSign boxRoundSign(const Obb3<double>& box, const Core& round) {
    BoxRoundSign out;
    const auto toFrame = [&](const Vec3d& p) {
        const Vec3d offset = p - box.center;
        return Vec3d{dotOf(box.axes[0], offset), dotOf(box.axes[1], offset), dotOf(box.axes[2], offset)};
    };
    const Vec3d& half = box.halfExtents;
    out.q0 = toFrame(round.start);
    out.q1 = round.isPoint ? out.q0 : toFrame(round.end);
    out.d = out.q1 - out.q0;
    if (round.isPoint) {
        out.pair.onSegment = out.q0;
        out.pair.onBox = clampToBox(out.q0, half);
        out.pair.distance = lengthOf(out.q0 - out.pair.onBox);
    } else {
        out.pair = closestSegmentBox(out.q0, out.d, half);
    }
    out.window = (norm1(out.q0) + norm1(out.d) + norm1(half) + round.radius) * kWindowShare;
    out.pairSign = settledSign(out.pair.distance - round.radius, out.window, true, [&] {
        const ExactVec3 s0 = toBoxFrame(box, round.start);
        return segmentBoxSign(half, s0, round.isPoint ? s0 : toBoxFrame(box, round.end), round.radius);
    });
    return out;
}

/// overlaps() of a box and a round shape: the quick certificates first, each
/// decided only with a margin of the filter's window (so it agrees with the
/// exact answer, as boxRoundSign does), then boxRoundSign for the rest. A
/// face axis or a box edge x segment axis separating by more than the window
/// proves a gap; an end point or the middle of the segment nearer to the box
/// than r by more than the window proves an overlap.
bool boxRoundOverlap(const Obb3<double>& box, const Core& round) {
    const Vec3d& half = box.halfExtents;
    const double r = round.radius;
    const Vec3d startOffset = round.start - box.center;
    const Vec3d q0{dotOf(box.axes[0], startOffset), dotOf(box.axes[1], startOffset), dotOf(box.axes[2], startOffset)};
    Vec3d q1 = q0;
    if (!round.isPoint) {
        const Vec3d endOffset = round.end - box.center;
        q1 = {dotOf(box.axes[0], endOffset), dotOf(box.axes[1], endOffset), dotOf(box.axes[2], endOffset)};
    }
    const Vec3d d = q1 - q0;
    const double window = (norm1(q0) + norm1(d) + norm1(half) + r) * kWindowShare;
    const double reach = r + window, inner = r - window;
    for (int i = 0; i < 3; ++i) {
        if (std::min(q0[i], q1[i]) - half[i] > reach || -half[i] - std::max(q0[i], q1[i]) > reach) return false;
    }
    const auto excessSquared = [&](const Vec3d& p) {
        double sum = 0.0;
        for (int i = 0; i < 3; ++i) {
            const double excess = std::abs(p[i]) - half[i];
            if (excess > 0.0) sum += excess * excess;
        }
        return sum;
    };
    const double startSquared = excessSquared(q0);
    if (inner > 0.0 && startSquared < inner * inner) return true;
    if (round.isPoint) {
        if (startSquared > reach * reach) return false;
    } else {
        if (inner > 0.0 && (excessSquared(q1) < inner * inner || excessSquared((q0 + q1) * 0.5) < inner * inner)) return true;
        for (int i = 0; i < 3; ++i) {
            const int j = (i + 1) % 3, k = (i + 2) % 3;
            // L = e_i x d = (0 in i, -d_k in j, d_j in k); the segment projects to q0 . L, the box to sum h |L|.
            const double lj = -d[k], lk = d[j];
            const double gap = std::abs(q0[j] * lj + q0[k] * lk) - half[j] * std::abs(lj) - half[k] * std::abs(lk);
            if (gap > 0.0 && gap * gap > reach * reach * (lj * lj + lk * lk) * 1.000001) return false;
        }
    }
    return boxRoundSign(box, round).pairSign <= 0;
}

/// A box against a round shape, in the box's stored frame: the box's three
/// face axes, for a capsule the three box edge directions crossed with the
/// segment, and the closest-point axis from the box's nearest point to the
/// segment's (docs/sat-3d.md, "Round shapes").
Work boxRound(const Obb3<double>& box, const Core& round, bool boxIsA, bool settle) {
    Work work;
    const auto toWorldDirection = [&](const Vec3d& v) { return box.axes[0] * v.x + box.axes[1] * v.y + box.axes[2] * v.z; };
    const Vec3d half = box.halfExtents;
    const BoxRoundSign decided = boxRoundSign(box, round);
    const Vec3d q0 = decided.q0, q1 = decided.q1, d = decided.d;
    const double r = round.radius;
    const SegmentBoxPair& pair = decided.pair;
    work.radiusSum = r;
    work.coreDistance = pair.distance;
    work.closestFirst = box.center + toWorldDirection(pair.onBox);
    work.closestSecond = round.start + (round.end - round.start) * pair.t;
    work.weightFirst = 0.0;
    work.window = decided.window;
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
        AxisWork face;
        face.source = {AxisSource3::Kind::Face, boxRole, i, 0};
        face.direction = box.axes[static_cast<std::size_t>(i)];
        const double low = std::min(q0[i], q1[i]) - r, high = std::max(q0[i], q1[i]) + r;
        const double value = std::max(low - half[i], -half[i] - high);
        const int sign = settledSign(value, work.window, settle, [&] {
            exactEnds();
            return boxFaceAxisSign(half[i], s0[static_cast<std::size_t>(i)], s1[static_cast<std::size_t>(i)], r);
        });
        face.separation = withSign(value, sign);
        work.axes.push_back(face);
    }
    if (!round.isPoint) {
        const double segmentLength = lengthOf(d);
        for (int i = 0; i < 3; ++i) {
            AxisWork edge;
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
                if (settle) {
                    exactEnds();
                    sign = boxEdgeSegmentAxisSign(half, i, s0, s1, r, isAxis, &direction);
                }
                if (!isAxis) {
                    edge.degenerate = true;
                    edge.reason = DegenerateReason::ParallelEdges;
                    work.axes.push_back(edge);
                    continue;
                }
                const double boxRadius = half.x * std::abs(direction.x) + half.y * std::abs(direction.y) +
                                         half.z * std::abs(direction.z);
                edge.direction = toWorldDirection(direction);
                edge.separation = withSign(std::abs(dotOf(q0, direction)) - boxRadius - r, sign);
                work.axes.push_back(edge);
                continue;
            }
            direction = along / length;
            const double boxRadius = half.x * std::abs(direction.x) + half.y * std::abs(direction.y) +
                                     half.z * std::abs(direction.z);
            const double value = std::abs(dotOf(q0, direction)) - boxRadius - r;
            const int sign = settledSign(value, work.window, settle, [&] {
                exactEnds();
                bool isAxis = true;
                return boxEdgeSegmentAxisSign(half, i, s0, s1, r, isAxis);
            });
            edge.direction = toWorldDirection(direction);
            edge.separation = withSign(value, sign);
            work.axes.push_back(edge);
        }
    }
    AxisWork closest;
    closest.source = {AxisSource3::Kind::ClosestPoint, boxRole, 0, 0};
    closest.degenerate = !(pair.distance > 0.0);
    if (!closest.degenerate) {
        closest.direction = toWorldDirection((pair.onSegment - pair.onBox) / pair.distance);
        closest.separation = withSign(gap, work.pairSign);
    }
    work.axes.push_back(closest);

    if (work.pairSign <= 0 && !round.isPoint) {
        // The segment entering the box: the ends of its part inside (Liang-Barsky clipping in the frame).
        double from = 0.0, to = 1.0;
        for (int i = 0; i < 3 && from <= to; ++i) {
            if (d[i] == 0.0) {
                if (std::abs(q0[i]) > half[i]) to = -1.0;
                continue;
            }
            double t0 = (-half[i] - q0[i]) / d[i], t1 = (half[i] - q0[i]) / d[i];
            if (t0 > t1) std::swap(t0, t1);
            from = std::max(from, t0);
            to = std::min(to, t1);
        }
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
                for (int i = 0; i < 3 && from <= to; ++i) {
                    if (i == along) continue;
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

Interval<double> project(const Obb3<double>& box, const Vec3d& direction) {
    const double centre = dotOf(box.center, direction);
    double radius = 0.0;
    for (int i = 0; i < 3; ++i) radius += box.halfExtents[i] * std::abs(dotOf(box.axes[static_cast<std::size_t>(i)], direction));
    return {centre - radius, centre + radius};
}
Interval<double> project(const Core& round, const Vec3d& direction) {
    const double s = dotOf(round.start, direction), e = dotOf(round.end, direction);
    return {std::min(s, e) - round.radius, std::max(s, e) + round.radius};
}

/// The report from the pair's work: intervals of the stored shapes, flags,
/// first separating and best axes, verdict, MTV, contacts and distance.
template <class T, class ShapeA, class ShapeB>
Report3<T> finish(const Work& work, const ShapeA& a, const ShapeB& b, const ReportOptions3<T>& options) {
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
            const Interval<double> ia = project(a, axis.direction), ib = project(b, axis.direction);
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
        const Interval<double> ia = project(a, axis.direction), ib = project(b, axis.direction);
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

} // namespace

} // namespace detail::round3

namespace {

using detail::round3::Core;

template <class T> Core roundCore3(const Sphere3<T>& s) { return detail::round3::coreOf(castShape<double>(s)); }
template <class T> Core roundCore3(const Capsule3<T>& c) { return detail::round3::coreOf(castShape<double>(c)); }
template <class T> Obb3<double> boxInDouble3(const Obb3<T>& b) { return castShape<double>(b); }
template <class T> Obb3<double> boxInDouble3(const Aabb3<T>& b) { return Obb3<double>::fromAabb(castShape<double>(b)); }

template <class T, class A, class B> Report3<T> roundPair3(const A& a, const B& b, const ReportOptions3<T>& options) {
    const Core ca = roundCore3(a), cb = roundCore3(b);
    const auto work = detail::round3::roundRound(ca, cb, true, options.tolerance == T(0));
    return detail::round3::finish<T>(work, ca, cb, options);
}
template <class T, class Box, class Round>
Report3<T> boxPair3(const Box& box, const Round& round, bool boxIsA, const ReportOptions3<T>& options) {
    const Obb3<double> b = boxInDouble3(box);
    const Core c = roundCore3(round);
    const auto work = detail::round3::boxRound(b, c, boxIsA, options.tolerance == T(0));
    return boxIsA ? detail::round3::finish<T>(work, b, c, options) : detail::round3::finish<T>(work, c, b, options);
}
template <class A, class B> bool roundOverlap3(const A& a, const B& b) {
    return detail::round3::roundRoundSign(roundCore3(a), roundCore3(b)).pairSign <= 0;
}
template <class Box, class Round> bool boxOverlap3(const Box& box, const Round& round) {
    return detail::round3::boxRoundOverlap(boxInDouble3(box), roundCore3(round));
}
/// A sphere against a box: the squared distance from the centre to the box
/// in its frame against (r +- window)^2, widened to double as it is read;
/// boxRoundSign for the pairs within the window.
template <class T> bool sphereBoxOverlap3(const Obb3<T>& box, const Sphere3<T>& sphere) {
    const double ox = double(sphere.center.x) - double(box.center.x), oy = double(sphere.center.y) - double(box.center.y),
                 oz = double(sphere.center.z) - double(box.center.z);
    double squared = 0.0, size = 0.0;
    for (std::size_t i = 0; i < 3; ++i) {
        const Vec3<T>& axis = box.axes[i];
        const double along = std::abs(double(axis.x) * ox + double(axis.y) * oy + double(axis.z) * oz);
        const double half = double(box.halfExtents[static_cast<int>(i)]);
        const double excess = std::max(along - half, 0.0);
        squared += excess * excess;
        size += along + half;
    }
    const double r = double(sphere.radius);
    const double window = (size + r) * detail::round3::kWindowShare;
    const double reach = r + window, inner = r - window;
    if (squared > reach * reach) return false;
    if (inner > 0.0 && squared < inner * inner) return true;
    return detail::round3::boxRoundSign(boxInDouble3(box), roundCore3(sphere)).pairSign <= 0;
}
template <class T> bool sphereBoxOverlap3(const Aabb3<T>& box, const Sphere3<T>& sphere) {
    return sphereBoxOverlap3(Obb3<T>::fromAabb(box), sphere);
}

} // namespace

template <class T> bool overlaps(const Sphere3<T>& a, const Sphere3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Sphere3<T>& a, const Capsule3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Sphere3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Capsule3<T>& b) { return roundOverlap3(a, b); }
template <class T> bool overlaps(const Obb3<T>& a, const Sphere3<T>& b) { return sphereBoxOverlap3(a, b); }
template <class T> bool overlaps(const Sphere3<T>& a, const Obb3<T>& b) { return sphereBoxOverlap3(b, a); }
template <class T> bool overlaps(const Obb3<T>& a, const Capsule3<T>& b) { return boxOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Obb3<T>& b) { return boxOverlap3(b, a); }
template <class T> bool overlaps(const Aabb3<T>& a, const Sphere3<T>& b) { return sphereBoxOverlap3(a, b); }
template <class T> bool overlaps(const Sphere3<T>& a, const Aabb3<T>& b) { return sphereBoxOverlap3(b, a); }
template <class T> bool overlaps(const Aabb3<T>& a, const Capsule3<T>& b) { return boxOverlap3(a, b); }
template <class T> bool overlaps(const Capsule3<T>& a, const Aabb3<T>& b) { return boxOverlap3(b, a); }

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

#define SATLAB_ROUND3_PAIR(T, A, B)                                                                                              \
    template bool overlaps(const A<T>&, const B<T>&);                                                                            \
    template Report3<T> report(const A<T>&, const B<T>&, const ReportOptions3<T>&);
#define SATLAB_ROUND3_INSTANTIATE(T)                                                                                             \
    SATLAB_ROUND3_PAIR(T, Sphere3, Sphere3)                                                                                      \
    SATLAB_ROUND3_PAIR(T, Sphere3, Capsule3)                                                                                     \
    SATLAB_ROUND3_PAIR(T, Capsule3, Sphere3)                                                                                     \
    SATLAB_ROUND3_PAIR(T, Capsule3, Capsule3)                                                                                    \
    SATLAB_ROUND3_PAIR(T, Obb3, Sphere3)                                                                                         \
    SATLAB_ROUND3_PAIR(T, Sphere3, Obb3)                                                                                         \
    SATLAB_ROUND3_PAIR(T, Obb3, Capsule3)                                                                                        \
    SATLAB_ROUND3_PAIR(T, Capsule3, Obb3)                                                                                        \
    SATLAB_ROUND3_PAIR(T, Aabb3, Sphere3)                                                                                        \
    SATLAB_ROUND3_PAIR(T, Sphere3, Aabb3)                                                                                        \
    SATLAB_ROUND3_PAIR(T, Aabb3, Capsule3)                                                                                       \
    SATLAB_ROUND3_PAIR(T, Capsule3, Aabb3)
SATLAB_ROUND3_INSTANTIATE(float)
SATLAB_ROUND3_INSTANTIATE(double)
#undef SATLAB_ROUND3_INSTANTIATE
#undef SATLAB_ROUND3_PAIR

} // namespace sat
