// SPDX-License-Identifier: MIT
// The round 3D pairs' manifolds: the verdict first from the fast tests' certificates, then for a pair that
// meets only the numbers an engine takes (docs/sat-3d.md, "Round shapes").

#include <cmath>
#include <type_traits>

#include "round3d_exact.hpp"
#include "round3d_outcome.hpp"
#include "round3d_work.hpp"
#include "sat/detail/exact3d.hpp" // keepSign
#include "sat/round3d.hpp"

namespace sat {

namespace {

using detail::keepSign;
using detail::round3::boxFaceAxisSign;
using detail::round3::boxInDouble3;
using detail::round3::boxRound;
using detail::round3::boxRoundQuickSign;
using detail::round3::BoxRoundSign;
using detail::round3::boxRoundSignInto;
using detail::round3::clampToBox;
using detail::round3::closestSegmentBox;
using detail::round3::Core;
using detail::round3::ExactVec3;
using detail::round3::fillBoxRoundFrame;
using detail::round3::inExactRange;
using detail::round3::pointFromAToB;
using detail::round3::round3Outcome;
using detail::round3::roundCore3;
using detail::round3::roundedSign;
using detail::round3::roundRound;
using detail::round3::RoundRoundSign;
using detail::round3::roundRoundSign;
using detail::round3::settledSign;
using detail::round3::toBoxFrame;
using detail::round3::Vec3d;
using detail::round3::withSign;

/// A box and a sphere whose frame and closest pair are in `decided`: the report's outcome without its Work,
/// the same numbers in the same order (boxRound, round3Outcome) for a point core: the three face axes, then
/// the closest-point axis.
template <class T>
RoundManifold3<T> sphereBoxOutcome(const Obb3<double>& box, const Core& sphere, bool boxIsA, T tolerance,
                                   const BoxRoundSign& decided) {
    const Vec3d& half = box.halfExtents;
    const double r = sphere.radius;
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
    const auto toWorldDirection = [&](const Vec3d& v) { return box.axes[0] * v.x + box.axes[1] * v.y + box.axes[2] * v.z; };
    const auto& pair = decided.pair;
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

/// A box and a sphere at tolerance 0, in straight-line code: the centre in the box's frame, its clamp to the
/// box, and the squared excess against (r +- window)^2 (boxRoundQuickSign's certificate for a point core). A
/// proved gap returns the separated manifold; a proved overlap computes the three face axes, the
/// closest-point axis and the contact with the operations of fillBoxRoundFrame, boxRoundSignInto and
/// sphereBoxOutcome, so every number is theirs. Returns +1 or -1 when proved, 0 when neither is (the caller
/// takes the report's path then).
template <class T> int sphereBoxContact(const Obb3<double>& box, const Core& sphere, bool boxIsA, RoundManifold3<T>& out) {
    const Vec3d& half = box.halfExtents;
    const Vec3d& centre = sphere.start;
    const double r = sphere.radius;
    const Vec3d offset = centre - box.center;
    const double offsetNorm = detail::round3::norm1(offset);
    const Vec3d q{detail::round3::dotOf(box.axes[0], offset), detail::round3::dotOf(box.axes[1], offset),
                  detail::round3::dotOf(box.axes[2], offset)};
    const double qNorm = detail::round3::norm1(q);
    const double window = detail::round3::kBoxRoundShare *
                          (qNorm + qNorm + detail::round3::norm1(half) + r + offsetNorm + offsetNorm);
    const Vec3d onBox = clampToBox(q, half);
    const Vec3d gap = q - onBox;
    const double squared = detail::round3::dotOf(gap, gap);
    const double reach = r + window, inner = r - window;
    if (squared > reach * reach) return 1;
    if (!(inner > 0.0 && squared < inner * inner)) return 0;
    double best = -INFINITY;
    Vec3d direction{};
    for (std::size_t i = 0; i < 3; ++i) {
        const int axis = static_cast<int>(i);
        const double value = std::max((q[axis] - r) - half[axis], -half[axis] - (q[axis] + r));
        double separation = value;
        if (!(std::abs(value) > window)) {
            // Within the window the face's sign is evaluated exactly, as the report does.
            const int sign = settledSign(value, window, true, [&] {
                if (!inExactRange(box) || !inExactRange(sphere)) return roundedSign(value);
                const ExactVec3 s = toBoxFrame(box, centre);
                return boxFaceAxisSign(half[axis], s[i], s[i], r);
            });
            separation = withSign(value, sign);
        }
        if (separation > best) {
            best = separation;
            direction = box.axes[i];
        }
    }
    const double distance = std::sqrt(squared);
    if (distance > 0.0) {
        const double separation = withSign(distance - r, -1);
        if (separation > best) {
            best = separation;
            const Vec3d unit = gap / distance;
            direction = box.axes[0] * unit.x + box.axes[1] * unit.y + box.axes[2] * unit.z;
        }
    }
    out.axisSeparation = keepSign<T>(best);
    out.errorBound = static_cast<T>(window);
    out.verdict = best < 0.0 ? Verdict::Overlapping : Verdict::Touching;
    // pointFromAToB: the midpoints of the box's and the sphere's intervals on `direction`.
    const double boxCentre = detail::round3::dotOf(box.center, direction);
    double boxRadius = 0.0;
    for (std::size_t i = 0; i < 3; ++i) {
        boxRadius += half[static_cast<int>(i)] * std::abs(detail::round3::dotOf(box.axes[i], direction));
    }
    const double along = detail::round3::dotOf(centre, direction);
    const double boxMiddle = (boxCentre - boxRadius) + (boxCentre + boxRadius), sphereMiddle = (along - r) + (along + r);
    const bool towardsB = boxIsA ? sphereMiddle - boxMiddle >= 0.0 : boxMiddle - sphereMiddle >= 0.0;
    out.normal = Vec3<T>(towardsB ? direction : -direction);
    out.depth = !(best < 0.0) ? T(0) : static_cast<T>(-best);
    out.contactKind = ContactKind::ClosestPoints;
    const Vec3d onBoxWorld = box.center + (box.axes[0] * onBox.x + box.axes[1] * onBox.y + box.axes[2] * onBox.z);
    const Vec3d onSphere = centre + (centre - centre) * 0.0;
    out.contacts.push_back(Vec3<T>(onBoxWorld + (onSphere - onBoxWorld) * 0.0));
    return -1;
}

template <class T> const Obb3<T>& asObb3(const Obb3<T>& box) { return box; }
template <class T> Obb3<T> asObb3(const Aabb3<T>& box) { return Obb3<T>::fromAabb(box); }

/// A box and a round shape. At tolerance 0 the fast test's certificates decide first: a proved gap returns
/// the separated manifold at once, a proved overlap skips the closest pair's filter (its sign is -1, as the
/// report's exact sign). A sphere then takes sphereBoxOutcome, a capsule its axes (boxRound) and their
/// outcome, so every number is the report's.
template <class T, class Box, class Round>
RoundManifold3<T> boxManifold3(const Box& box, const Round& round, bool boxIsA, T tolerance) {
    if constexpr (std::is_same_v<Round, Sphere3<T>>) {
        // The fast test's own first step on the stored numbers: a proved gap returns before anything is
        // widened; a proved overlap takes the straight-line contact. The pair's frame and closest pair are
        // made (and zeroed) only for the pairs these leave.
        if (tolerance == T(0)) {
            const int filtered = detail::round3::sphereBoxFilteredSign(asObb3(box), round);
            if (filtered > 0) return {};
            if (filtered < 0) {
                RoundManifold3<T> out;
                if (sphereBoxContact(boxInDouble3(box), roundCore3(round), boxIsA, out) != 0) return out;
            }
        }
    }
    const Obb3<double> b = boxInDouble3(box);
    const Core c = roundCore3(round);
    BoxRoundSign decided;
    fillBoxRoundFrame(decided.frame, b, c.start, c.end, c.isPoint, c.radius);
    const int quick = tolerance == T(0) ? boxRoundQuickSign(b, c, decided.frame) : 0;
    if (quick > 0) return {};
    if (quick < 0) {
        const auto& frame = decided.frame;
        if (c.isPoint) {
            decided.pair.t = 0.0;
            decided.pair.onSegment = frame.q0;
            decided.pair.onBox = clampToBox(frame.q0, b.halfExtents);
            decided.pair.distance = detail::round3::lengthOf(frame.q0 - decided.pair.onBox);
        } else {
            decided.pair = closestSegmentBox(frame.q0, frame.d, b.halfExtents);
        }
        decided.pairSign = -1;
    } else {
        boxRoundSignInto(b, c, decided);
        if (tolerance == T(0) && decided.pairSign > 0) return {};
    }
    if (c.isPoint) return sphereBoxOutcome(b, c, boxIsA, tolerance, decided);
    const auto work = boxRound(b, c, boxIsA, tolerance == T(0), decided);
    int bestAxis = -1;
    return boxIsA ? round3Outcome(work, b, c, tolerance, bestAxis) : round3Outcome(work, c, b, tolerance, bestAxis);
}

/// Two round shapes: at tolerance 0 a separated pair returns at once from the cores' closest pair and its
/// sign (the fast test's); a pair that meets takes its axes from the same closest pair.
template <class T, class A, class B> RoundManifold3<T> roundManifold3(const A& a, const B& b, T tolerance) {
    const Core ca = roundCore3(a), cb = roundCore3(b);
    const RoundRoundSign decided = roundRoundSign(ca, cb);
    if (tolerance == T(0) && decided.pairSign > 0) return {};
    int bestAxis = -1;
    return round3Outcome(roundRound(ca, cb, true, tolerance == T(0), decided), ca, cb, tolerance, bestAxis);
}

} // namespace

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

#define SATLAB_ROUND3_MANIFOLD_PAIR(T, A, B) template RoundManifold3<T> manifold(const A<T>&, const B<T>&, T);
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_MANIFOLD_PAIR, float)
SATLAB_ROUND3_PAIR_KINDS(SATLAB_ROUND3_MANIFOLD_PAIR, double)
#undef SATLAB_ROUND3_MANIFOLD_PAIR

} // namespace sat
