// SPDX-License-Identifier: MIT
// The separating axis test of pairs with a circle or a capsule: the candidate
// axes from the pair's closest features, the fast tests, and the reports with
// their MTV, distance and contacts (docs/sat-2d.md, "Round shapes").

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "round2d_detail.hpp"

namespace sat {
namespace detail::round2 {
namespace {

template <class T> constexpr T kRoundEps = std::numeric_limits<T>::epsilon();

/// One axis in T: its direction, both intervals and its uncertainty.
template <class T> struct FloatAxis {
    Vec2<T> direction;
    Interval<T> a, b;
    T uncertainty;
};

/// The direction uncertainty of a computed direction (markDuplicates): 0
/// for an AABB's axes, else 4 eps (1 + M / |v|) for a direction computed
/// from a vector v of coordinates up to M (as for polygon edges).
template <class T> T uncertaintyOf(const Vec2<T>& v, T scale) {
    const T length = std::sqrt(dot(v, v));
    return length > T(0) ? 4 * kRoundEps<T> * (1 + scale / length) : T(1);
}

/// Axis `source` in T; `kWithUncertainty` false leaves `uncertainty` unset
/// (the manifold, which has no duplicate check, skips its square root).
template <class T, bool kWithUncertainty = true, class A, class B>
FloatAxis<T> floatAxis(const A& a, const B& b, const AxisSource& source) {
    FloatAxis<T> out{};
    const T scale = kWithUncertainty ? roundScale(a) + roundScale(b) : T(0);
    const bool ofA = source.shape == Role::A;
    switch (source.feature) {
    case AxisFeature::Own:
    case AxisFeature::CapsuleNormal:
        if (ofA) {
            out.direction = ownDirection(a, source.index);
            out.a = ownProjection(a, source.index);
            out.b = projectRound(b, out.direction);
        } else {
            out.direction = ownDirection(b, source.index);
            out.a = projectRound(a, out.direction);
            out.b = ownProjection(b, source.index);
        }
        // An AABB's axes are exact; every other own axis is a computed direction.
        if constexpr (kWithUncertainty)
            out.uncertainty = (ofA ? std::is_same_v<A, Aabb2<T>> : std::is_same_v<B, Aabb2<T>>) ? T(0)
                                                                                                : 4 * kRoundEps<T> * (1 + scale);
        return out;
    case AxisFeature::CentreLine: {
        const Vec2<T> v = roundPoint(b, 0) - roundPoint(a, 0);
        out.direction = unitOrX(v);
        if constexpr (kWithUncertainty) out.uncertainty = uncertaintyOf(v, scale);
        break;
    }
    case AxisFeature::ClosestVertex:
    case AxisFeature::ClosestVertexToEnd: {
        const Vec2<T> v = ofA ? roundPoint(b, source.end) - vertexOf(a, source.index)
                              : roundPoint(a, source.end) - vertexOf(b, source.index);
        out.direction = unitOrX(v);
        if constexpr (kWithUncertainty) out.uncertainty = uncertaintyOf(v, scale);
        break;
    }
    }
    out.a = projectRound(a, out.direction);
    out.b = projectRound(b, out.direction);
    return out;
}

template <class T> T gapOf(const Interval<T>& a, const Interval<T>& b) { return std::max(b.min - a.max, a.min - b.max); }

template <class T, class A, class B, class Nearest> AxisList<T> collectAxes(const A& a, const B& b, const Nearest& nearest) {
    AxisList<T> list;
    forEachSource(a, b, nearest, [&](const AxisSource& source) {
        const FloatAxis<T> axis = floatAxis<T>(a, b, source);
        const T bAfterA = axis.b.min - axis.a.max;
        const T aAfterB = axis.a.min - axis.b.max;
        list.add(source, axis.direction, axis.a, axis.b, std::max(bAfterA, aAfterB), bAfterA >= aAfterB, axis.uncertainty);
        return false;
    });
    return list;
}

/// At tolerance 0, an axis within the bound takes its exact separation, as
/// refineAxis does for the polygon pairs (a nonzero value keeps its sign).
template <class T, class A, class B> void refineRoundAxis(AxisResult2<T>& axis, const A& a, const B& b) {
    const ExactAxis2 exact = exactRoundAxis(a, b, axis.source);
    axis.bOnPositiveSide = exact.bOnPositiveSide;
    if (exact.sign == 0) {
        axis.separation = T(0);
        return;
    }
    const T rounded = static_cast<T>(exact.separation);
    axis.separation = rounded != T(0) ? rounded : std::copysign(std::numeric_limits<T>::denorm_min(), T(exact.sign));
}

// --------------------------------------------------------------- contacts

/// One side's part in a contact: one point or a segment, and a radius.
template <class T> struct ContactFeature {
    Vec2<T> points[2];
    int count = 1;
    T radius{};
};

/// The edge of a box or polygon whose outward normal leans most toward
/// `towards` (most: the reference face; least: the incident edge).
template <class S, class T> ContactFeature<T> polygonEdge(const S& s, const Vec2<T>& towards, bool most) {
    int best = 0;
    T bestDot = T(0);
    const int n = vertexCount(s);
    for (int i = 0; i < n; ++i) {
        const T along = dot(edgeNormal(s, i), towards);
        if (i == 0 || (most ? along > bestDot : along < bestDot)) {
            bestDot = along;
            best = i;
        }
    }
    return {{vertexOf(s, best), vertexOf(s, (best + 1) % n)}, 2, T(0)};
}

/// The feature of `s` that faces a partner lying along `towards`.
template <class S, class T> ContactFeature<T> facingFeature(const S& s, const Vec2<T>& towards) {
    if constexpr (kIsCircle<S>) {
        return {{s.center, s.center}, 1, s.radius};
    } else if constexpr (kIsCapsule<S>) {
        return {{s.start, s.end}, s.isCircle() ? 1 : 2, s.radius};
    } else {
        return polygonEdge(s, towards, true);
    }
}

/// The reference feature of the best axis, owned by `s`; `towards` points
/// from s to its partner.
template <class S, class T> ContactFeature<T> referenceFeature(const S& s, const AxisSource& source, const Vec2<T>& towards) {
    switch (source.feature) {
    case AxisFeature::Own:
    case AxisFeature::CapsuleNormal: return facingFeature(s, towards);
    case AxisFeature::CentreLine: return {{vertexOf(s, 0), vertexOf(s, 0)}, 1, radiusOf(s)};
    case AxisFeature::ClosestVertex:
    case AxisFeature::ClosestVertexToEnd: break;
    }
    const Vec2<T> vertex = vertexOf(s, source.index);
    return {{vertex, vertex}, 1, radiusOf(s)};
}

/// Contacts of a touching or overlapping pair (up to two): the incident
/// feature's points clipped to the reference feature's extent across `m`
/// (Box2D's clipping, b2ClipSegmentToLine), each placed half-way between the
/// two surfaces; points whose own gap is above `keepBelow` are dropped,
/// except the deepest.
template <class T>
InlineVector<Vec2<T>, 2> clipContacts(const ContactFeature<T>& ref, const ContactFeature<T>& incident, const Vec2<T>& m,
                                      T keepBelow) {
    const Vec2<T> tangent{-m.y, m.x};
    Vec2<T> candidates[2] = {incident.points[0], incident.points[1]};
    int count = incident.count;
    if (ref.count == 2 && incident.count == 2) {
        const T lo = std::min(dot(ref.points[0], tangent), dot(ref.points[1], tangent));
        const T hi = std::max(dot(ref.points[0], tangent), dot(ref.points[1], tangent));
        const T t0 = dot(incident.points[0], tangent);
        const T t1 = dot(incident.points[1], tangent);
        if (t0 != t1) {
            for (Vec2<T>& point : candidates) {
                const T t = std::clamp(dot(point, tangent), lo, hi);
                const T along = std::clamp((t - t0) / (t1 - t0), T(0), T(1));
                point = incident.points[0] + (incident.points[1] - incident.points[0]) * along;
            }
            if (candidates[0] == candidates[1]) count = 1;
        }
    }
    InlineVector<Vec2<T>, 2> contacts;
    T gaps[2];
    int deepest = 0;
    for (int i = 0; i < count; ++i) {
        gaps[i] = dot(candidates[i] - ref.points[0], m) - ref.radius - incident.radius;
        if (gaps[i] < gaps[deepest]) deepest = i;
    }
    for (int i = 0; i < count; ++i) {
        if (i != deepest && gaps[i] > keepBelow) continue;
        contacts.push_back(candidates[i] - m * (incident.radius + gaps[i] / T(2)));
    }
    return contacts;
}

/// The partner's feature: the round point of a closest-vertex or
/// centre-line axis, else whatever of it faces the reference.
template <class S, class T> ContactFeature<T> incidentFeature(const S& s, const AxisSource& source, const Vec2<T>& towardsRef) {
    if (source.feature != AxisFeature::Own && source.feature != AxisFeature::CapsuleNormal) {
        const Vec2<T> q = roundPoint(s, source.end);
        return {{q, q}, 1, radiusOf(s)};
    }
    return facingFeature(s, towardsRef);
}

/// Contacts of the best axis `source` and the MTV normal (from A to B).
template <class T, class A, class B>
InlineVector<Vec2<T>, 2> roundContacts(const A& a, const B& b, const AxisSource& source, const Vec2<T>& normal, T tolerance) {
    // A keep limit a little above the tolerance, so that rounding does not drop a touching end.
    const T keepBelow = tolerance + roundFilterBound(a, b);
    if (source.shape == Role::A) {
        return clipContacts(referenceFeature(a, source, normal), incidentFeature(b, source, -normal), normal, keepBelow);
    }
    return clipContacts(referenceFeature(b, source, -normal), incidentFeature(a, source, normal), -normal, keepBelow);
}

// ------------------------------------------------------ report, fast test

template <class T, class A, class B> Report2<T> roundReport(const A& a, const B& b, const ReportOptions2<T>& options) {
    AxisList<T> list = collectAxes<T>(a, b, FloatNearest{});
    if (options.tolerance == T(0)) {
        const T bound = roundFilterBound(a, b);
        const auto undecided = [&](const AxisResult2<T>& axis) { return std::abs(axis.separation) <= bound; };
        if (std::any_of(list.axes.begin(), list.axes.end(), undecided)) [[unlikely]] {
            // The exact answer needs the exactly nearest vertices, then each undecided axis exactly.
            list = collectAxes<T>(a, b, ExactNearest{});
            for (AxisResult2<T>& axis : list.axes) {
                if (undecided(axis)) refineRoundAxis(axis, a, b);
            }
        }
    }
    Report2<T> report;
    report.axes = list.axes;
    settleAxes(report, list.directionUncertainty.data(), options);
    // With these axes the largest separation of a separated pair is its distance (see forEachSource).
    report.distance = report.axisSeparation > T(0) && options.computeDistance ? report.axisSeparation : T(0);
    if (report.verdict != Verdict::Separated) {
        const AxisSource& source = report.axes[static_cast<std::size_t>(report.bestAxis)].source;
        report.contacts = roundContacts(a, b, source, report.normal, options.tolerance);
    }
    return report;
}

/// The manifold from the report itself: the cold path of the manifolds, for
/// a pair whose report evaluates some axis exactly.
template <class T, class A, class B>
[[gnu::cold, gnu::noinline]] RoundManifold2<T> manifoldFromReport(const A& a, const B& b, T tolerance) {
    ReportOptions2<T> options;
    options.tolerance = tolerance;
    options.computeDistance = false;
    const Report2<T> exact = roundReport(a, b, options);
    RoundManifold2<T> out;
    out.verdict = exact.verdict;
    out.axisSeparation = exact.axisSeparation;
    out.depth = exact.depth;
    out.normal = exact.normal;
    out.contactCount = static_cast<int>(exact.contacts.size());
    for (int i = 0; i < out.contactCount; ++i) out.contacts[i] = exact.contacts[static_cast<std::size_t>(i)];
    return out;
}

/// Two circles: the report's one axis (the centre line, floatAxis's
/// numbers) and its one contact (clipContacts' numbers for two points), in
/// straight-line code.
template <class T> RoundManifold2<T> circlePairManifold(const Circle2<T>& a, const Circle2<T>& b, T tolerance) {
    const Vec2<T> direction = unitOrX(b.center - a.center);
    const Interval<T> onA = projectRound(a, direction);
    const Interval<T> onB = projectRound(b, direction);
    const T bAfterA = onB.min - onA.max;
    const T aAfterB = onA.min - onB.max;
    const T separation = std::max(bAfterA, aAfterB);
    const T bound = roundFilterBound(a, b);
    if (tolerance == T(0) && std::abs(separation) <= bound) [[unlikely]]
        return manifoldFromReport(a, b, tolerance);
    RoundManifold2<T> out;
    out.verdict = classify(separation, tolerance);
    out.axisSeparation = separation;
    out.normal = bAfterA >= aAfterB ? direction : -direction;
    out.depth = std::max(T(0), -separation);
    // The contact half-way between the surfaces along the normal, written whatever the verdict; counted when
    // the circles touch or overlap.
    const T gap = dot(b.center - a.center, out.normal) - a.radius - b.radius;
    out.contacts[0] = b.center - out.normal * (b.radius + gap / T(2));
    out.contactCount = out.verdict != Verdict::Separated ? 1 : 0;
    if (out.contactCount == 0) out.contacts[0] = Vec2<T>{};
    return out;
}

/// The report's verdict, MTV and contacts without its axis list: each axis as
/// collectAxes computes it, the best kept as indexOfBest keeps it (the first
/// of the largest), and where the report would evaluate an axis exactly
/// (tolerance 0, some axis within the bound) the report itself.
template <class T, class A, class B> RoundManifold2<T> roundManifold(const A& a, const B& b, T tolerance) {
    if constexpr (kIsCircle<A> && kIsCircle<B>) return circlePairManifold(a, b, tolerance);
    const T bound = roundFilterBound(a, b);
    AxisSource bestSource{};
    Vec2<T> bestDirection{};
    T best{};
    bool bestOnPositiveSide = true;
    bool first = true;
    bool undecided = false;
    forEachSource(a, b, FloatNearest{}, [&](const AxisSource& source) {
        const FloatAxis<T> axis = floatAxis<T, false>(a, b, source);
        const T bAfterA = axis.b.min - axis.a.max;
        const T aAfterB = axis.a.min - axis.b.max;
        const T separation = std::max(bAfterA, aAfterB);
        undecided |= std::abs(separation) <= bound;
        if (first || separation > best) {
            first = false;
            best = separation;
            bestSource = source;
            bestDirection = axis.direction;
            bestOnPositiveSide = bAfterA >= aAfterB;
        }
        return false;
    });
    if (tolerance == T(0) && undecided) [[unlikely]]
        return manifoldFromReport(a, b, tolerance);
    RoundManifold2<T> out;
    out.verdict = classify(best, tolerance);
    out.axisSeparation = best;
    out.normal = bestOnPositiveSide ? bestDirection : -bestDirection;
    out.depth = std::max(T(0), -best);
    if (out.verdict != Verdict::Separated) {
        const InlineVector<Vec2<T>, 2> contacts = roundContacts(a, b, bestSource, out.normal, tolerance);
        out.contactCount = static_cast<int>(contacts.size());
        for (int i = 0; i < out.contactCount; ++i) out.contacts[i] = contacts[static_cast<std::size_t>(i)];
    }
    return out;
}

/// The axes in test order, stopping at the first certain separation; the
/// exact path when none separates certainly and some lies within the bound.
template <class A, class B> bool roundOverlaps(const A& a, const B& b) {
    using T = decltype(roundScale(a));
    const T bound = roundFilterBound(a, b);
    bool separated = false;
    bool undecided = false;
    forEachSource(a, b, FloatNearest{}, [&](const AxisSource& source) {
        const FloatAxis<T> axis = floatAxis<T>(a, b, source);
        const T gap = gapOf(axis.a, axis.b);
        separated = gap > bound;
        undecided |= gap >= -bound;
        return separated;
    });
    if (separated) return false;
    if (undecided) [[unlikely]]
        return overlapsRoundExactly(a, b);
    return true;
}

} // namespace
} // namespace detail::round2

// Each pair's overloads, defined once for any T, then instantiated for float and double.
#define SATLAB_ROUND2D_PAIR(ShapeA, ShapeB)                                                                                      \
    template <class T> Report2<T> report(const ShapeA<T>& a, const ShapeB<T>& b, const ReportOptions2<T>& options) {             \
        return detail::round2::roundReport(a, b, options);                                                                       \
    }                                                                                                                            \
    template Report2<float> report(const ShapeA<float>&, const ShapeB<float>&, const ReportOptions2<float>&);                    \
    template Report2<double> report(const ShapeA<double>&, const ShapeB<double>&, const ReportOptions2<double>&);                \
    template <class T> RoundManifold2<T> manifold(const ShapeA<T>& a, const ShapeB<T>& b, T tolerance) {                         \
        return detail::round2::roundManifold(a, b, tolerance);                                                                   \
    }                                                                                                                            \
    template RoundManifold2<float> manifold(const ShapeA<float>&, const ShapeB<float>&, float);                                  \
    template RoundManifold2<double> manifold(const ShapeA<double>&, const ShapeB<double>&, double);
#define SATLAB_ROUND2D_OVERLAPS(ShapeA, ShapeB)                                                                                  \
    template <class T> bool overlaps(const ShapeA<T>& a, const ShapeB<T>& b) { return detail::round2::roundOverlaps(a, b); }     \
    template bool overlaps(const ShapeA<float>&, const ShapeB<float>&);                                                          \
    template bool overlaps(const ShapeA<double>&, const ShapeB<double>&);

SATLAB_ROUND2D_PAIR(Circle2, Circle2)
SATLAB_ROUND2D_PAIR(Circle2, Capsule2)
SATLAB_ROUND2D_PAIR(Capsule2, Circle2)
SATLAB_ROUND2D_PAIR(Capsule2, Capsule2)
SATLAB_ROUND2D_PAIR(Circle2, Aabb2)
SATLAB_ROUND2D_PAIR(Aabb2, Circle2)
SATLAB_ROUND2D_PAIR(Circle2, Obb2)
SATLAB_ROUND2D_PAIR(Obb2, Circle2)
SATLAB_ROUND2D_PAIR(Circle2, ConvexPolygon2)
SATLAB_ROUND2D_PAIR(ConvexPolygon2, Circle2)
SATLAB_ROUND2D_PAIR(Capsule2, Aabb2)
SATLAB_ROUND2D_PAIR(Aabb2, Capsule2)
SATLAB_ROUND2D_PAIR(Capsule2, Obb2)
SATLAB_ROUND2D_PAIR(Obb2, Capsule2)
SATLAB_ROUND2D_PAIR(Capsule2, ConvexPolygon2)
SATLAB_ROUND2D_PAIR(ConvexPolygon2, Capsule2)

// The circle pairs' fast tests are inline, in sat/detail/round2d_fast.hpp.
SATLAB_ROUND2D_OVERLAPS(Circle2, Capsule2)
SATLAB_ROUND2D_OVERLAPS(Capsule2, Circle2)
SATLAB_ROUND2D_OVERLAPS(Capsule2, Capsule2)
SATLAB_ROUND2D_OVERLAPS(Capsule2, Aabb2)
SATLAB_ROUND2D_OVERLAPS(Aabb2, Capsule2)
SATLAB_ROUND2D_OVERLAPS(Capsule2, Obb2)
SATLAB_ROUND2D_OVERLAPS(Obb2, Capsule2)
SATLAB_ROUND2D_OVERLAPS(Capsule2, ConvexPolygon2)
SATLAB_ROUND2D_OVERLAPS(ConvexPolygon2, Capsule2)

#undef SATLAB_ROUND2D_PAIR
#undef SATLAB_ROUND2D_OVERLAPS

} // namespace sat
