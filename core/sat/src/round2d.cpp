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

template <class T, class A, class B> FloatAxis<T> floatAxis(const A& a, const B& b, const AxisSource& source) {
    FloatAxis<T> out;
    const T scale = roundScale(a) + roundScale(b);
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
        out.uncertainty = (ofA ? std::is_same_v<A, Aabb2<T>> : std::is_same_v<B, Aabb2<T>>) ? T(0)
                                                                                            : 4 * kRoundEps<T> * (1 + scale);
        return out;
    case AxisFeature::CentreLine: {
        const Vec2<T> v = roundPoint(b, 0) - roundPoint(a, 0);
        out.direction = unitOrX(v);
        out.uncertainty = uncertaintyOf(v, scale);
        break;
    }
    case AxisFeature::ClosestVertex:
    case AxisFeature::ClosestVertexToEnd: {
        const Vec2<T> v = ofA ? roundPoint(b, source.end) - vertexOf(a, source.index)
                              : roundPoint(a, source.end) - vertexOf(b, source.index);
        out.direction = unitOrX(v);
        out.uncertainty = uncertaintyOf(v, scale);
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

template <class T, class A, class B>
InlineVector<Vec2<T>, 2> roundContacts(const A& a, const B& b, const Report2<T>& report, T tolerance) {
    const AxisSource& source = report.axes[static_cast<std::size_t>(report.bestAxis)].source;
    // A keep limit a little above the tolerance, so that rounding does not drop a touching end.
    const T keepBelow = tolerance + roundFilterBound(a, b);
    if (source.shape == Role::A) {
        return clipContacts(referenceFeature(a, source, report.normal), incidentFeature(b, source, -report.normal), report.normal,
                            keepBelow);
    }
    return clipContacts(referenceFeature(b, source, -report.normal), incidentFeature(a, source, report.normal), -report.normal,
                        keepBelow);
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
    if (report.verdict != Verdict::Separated) report.contacts = roundContacts(a, b, report, options.tolerance);
    return report;
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
    template Report2<double> report(const ShapeA<double>&, const ShapeB<double>&, const ReportOptions2<double>&);
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
