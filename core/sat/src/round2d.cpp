// SPDX-License-Identifier: MIT
// The separating axis test of pairs with a circle or a capsule: the candidate
// axes from the pair's closest features, the fast tests, and the reports with
// their MTV, distance and contacts (docs/sat-2d.md, "Round shapes").

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "manifold2d_copy.hpp"
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
    RoundManifold2<T> out;
    copyReportVerdictAndContacts(roundReport(a, b, options), out);
    return out;
}

/// The best axis so far as indexOfBest keeps it (the first of the largest
/// separations), and whether any axis lies within the filter's bound.
template <class T> struct BestRoundAxis {
    AxisSource source{};
    Vec2<T> direction{};
    T separation{};
    bool onPositiveSide = true;
    bool seen = false;
    bool undecided = false;

    /// The axis `source`, computed as collectAxes computes it.
    template <class A, class B> void consider(const A& a, const B& b, const AxisSource& axisSource, T bound) {
        const FloatAxis<T> axis = floatAxis<T, false>(a, b, axisSource);
        const T bAfterA = axis.b.min - axis.a.max;
        const T aAfterB = axis.a.min - axis.b.max;
        const T axisSeparation = std::max(bAfterA, aAfterB);
        undecided |= std::abs(axisSeparation) <= bound;
        if (!seen || axisSeparation > separation) {
            seen = true;
            separation = axisSeparation;
            source = axisSource;
            direction = axis.direction;
            onPositiveSide = bAfterA >= aAfterB;
        }
    }
};

/// The verdict and MTV of the best axis, as settleAxes gives them; no contacts.
template <class T> RoundManifold2<T> manifoldOfBest(const BestRoundAxis<T>& best, T tolerance) {
    RoundManifold2<T> out;
    out.verdict = classify(best.separation, tolerance);
    out.axisSeparation = best.separation;
    out.normal = best.onPositiveSide ? best.direction : -best.direction;
    out.depth = std::max(T(0), -best.separation);
    return out;
}

/// clipContacts' one point, for an incident round point `q` of radius `radius`
/// (nothing to clip): half-way between the surfaces along `m`.
template <class T> Vec2<T> pointContact(const ContactFeature<T>& ref, const Vec2<T>& q, T radius, const Vec2<T>& m) {
    const T gap = dot(q - ref.points[0], m) - ref.radius - radius;
    return q - m * (radius + gap / T(2));
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
    if (out.verdict == Verdict::Separated) return out;
    out.axisSeparation = separation;
    out.normal = bAfterA >= aAfterB ? direction : -direction;
    out.depth = std::max(T(0), -separation);
    // The contact half-way between the surfaces along the normal.
    const T gap = dot(b.center - a.center, out.normal) - a.radius - b.radius;
    out.contacts[0] = b.center - out.normal * (b.radius + gap / T(2));
    out.contactCount = 1;
    return out;
}

/// Whether the closest-vertex axis of a box and a circle can be the report's
/// best axis or lie within the bound, from the centre's place in the box's
/// frame: a = hx - |x|, b = hy - |y| (> 0 inside the slab). With the nearest
/// corner at distance L, its axis separates by s_v and the box's own axes by
/// s_own = max(-a, -b) - r. Inside the box s_v = -L - r, and L - min(a, b) >=
/// 0.29 max(a, b); in the slab of x above a face (a >= 0 > b) s_v <= s_own -
/// a^2 / (a + |b|), and the same across. Each computed separation is within
/// the bound E of its exact value, so a margin above 3E leaves s_v below
/// s_own - E: never the first of the largest, and never within E when s_own
/// is not. The margins asked for here (4E, 16E) cover the rounding of a and b.
template <class T> bool boxCircleNeedsVertexAxis(T a, T b, T bound) {
    if (!(bound > T(0))) return true; // no bound (a field past the range of T): every axis
    if (a >= T(0) && b >= T(0)) return !(std::max(a, b) > T(16) * bound);
    if (a >= T(0)) return !(a * a > T(4) * bound * (a - b));
    if (b >= T(0)) return !(b * b > T(4) * bound * (b - a));
    return true; // beyond a corner (or NaN): the corner's axis decides
}

/// The centre of `circle` in the box's frame, as (hx - |x|, hy - |y|).
template <class T> Vec2<T> slabDepths(const Obb2<T>& box, const Vec2<T>& q) {
    const Vec2<T> d = q - box.center;
    return {box.halfExtents.x - std::abs(dot(d, box.axisX)), box.halfExtents.y - std::abs(dot(d, box.axisY))};
}
template <class T> Vec2<T> slabDepths(const Aabb2<T>& box, const Vec2<T>& q) {
    const Vec2<T> d = q - box.center;
    return {box.halfExtents.x - std::abs(d.x), box.halfExtents.y - std::abs(d.y)};
}

/// A box or polygon `shape` and a circle that overlap or touch (tolerance 0,
/// the fast test has said so): the report's axes in its order (the shape's
/// own, then the closest-vertex axis, each by floatAxis), the box's corner
/// axis left out where it cannot matter (boxCircleNeedsVertexAxis), and the
/// report's one contact. A pair with an axis within the bound takes the
/// report's numbers.
template <class T, class A, class B, class S>
RoundManifold2<T> shapeCircleManifold(const A& a, const B& b, const S& shape, const Circle2<T>& circle) {
    constexpr Role shapeRole = kIsCircle<A> ? Role::B : Role::A;
    const T bound = roundFilterBound(a, b);
    // The own axes' separations with the first of the largest kept by selects, not branches (which face wins
    // varies from pair to pair); the winner's direction and side are then computed again, the same numbers.
    const auto ownSeparation = [&](int k) {
        const FloatAxis<T> axis = floatAxis<T, false>(a, b, ownSource(shape, shapeRole, k));
        return std::max(axis.b.min - axis.a.max, axis.a.min - axis.b.max);
    };
    int bestOwn = 0;
    T bestOwnSeparation = ownSeparation(0);
    bool ownUndecided = std::abs(bestOwnSeparation) <= bound;
    for (int k = 1; k < ownAxisCount(shape); ++k) {
        const T separation = ownSeparation(k);
        ownUndecided |= std::abs(separation) <= bound;
        const bool larger = separation > bestOwnSeparation;
        bestOwn = larger ? k : bestOwn;
        bestOwnSeparation = larger ? separation : bestOwnSeparation;
    }
    BestRoundAxis<T> best;
    best.consider(a, b, ownSource(shape, shapeRole, bestOwn), bound);
    best.undecided = ownUndecided;
    bool vertexAxis = true;
    if constexpr (!std::is_same_v<S, ConvexPolygon2<T>>) {
        const Vec2<T> depths = slabDepths(shape, circle.center);
        vertexAxis = boxCircleNeedsVertexAxis(depths.x, depths.y, bound);
    }
    if (vertexAxis) {
        best.consider(a, b, AxisSource{shapeRole, AxisFeature::ClosestVertex, nearestVertex(shape, circle.center), 0}, bound);
    }
    if (best.undecided) [[unlikely]]
        return manifoldFromReport(a, b, T(0));
    RoundManifold2<T> out = manifoldOfBest(best, T(0));
    // The reference is the shape's face or vertex, the incident feature the centre (roundContacts).
    const Vec2<T> towards = shapeRole == Role::A ? out.normal : -out.normal;
    out.contacts[0] = pointContact(referenceFeature(shape, best.source, towards), circle.center, circle.radius, towards);
    out.contactCount = 1;
    return out;
}

/// The report's verdict, MTV and contacts of any round pair without its axis
/// list: each axis as collectAxes computes it, the best kept as indexOfBest
/// keeps it (the first of the largest), and where the report would evaluate
/// an axis exactly (tolerance 0, some axis within the bound) the report
/// itself. At tolerance 0 the first axis whose separation is above the bound
/// (certainly separating, as in the fast test) ends the loop. A separated
/// pair's manifold holds the verdict alone.
template <class T, class A, class B> RoundManifold2<T> everyAxisManifold(const A& a, const B& b, T tolerance) {
    if constexpr (kIsCircle<A> && kIsCircle<B>) return circlePairManifold(a, b, tolerance);
    const T bound = roundFilterBound(a, b);
    BestRoundAxis<T> best;
    bool certainlySeparated = false;
    forEachSource(a, b, FloatNearest{}, [&](const AxisSource& source) {
        best.consider(a, b, source, bound);
        certainlySeparated = tolerance == T(0) && best.separation > bound;
        return certainlySeparated;
    });
    if (certainlySeparated) return RoundManifold2<T>{};
    if (tolerance == T(0) && best.undecided) [[unlikely]] {
        RoundManifold2<T> exact = manifoldFromReport(a, b, tolerance);
        return exact.verdict == Verdict::Separated ? RoundManifold2<T>{} : exact;
    }
    RoundManifold2<T> out = manifoldOfBest(best, tolerance);
    if (out.verdict == Verdict::Separated) return RoundManifold2<T>{};
    const InlineVector<Vec2<T>, 2> contacts = roundContacts(a, b, best.source, out.normal, tolerance);
    out.contactCount = static_cast<int>(contacts.size());
    for (int i = 0; i < out.contactCount; ++i) out.contacts[i] = contacts[static_cast<std::size_t>(i)];
    return out;
}

/// The manifold, verdict first. At tolerance 0 a circle against a circle,
/// box or polygon asks the pair's inline fast test (exact) first and returns
/// a separated pair at once with the verdict alone; an overlapping or
/// touching pair then computes the report's best axis, MTV and contact in
/// straight-line code. The capsule pairs, whose fast test is the same axis
/// loop, run that loop once and stop at the first certain separation. Any
/// other tolerance classifies the report's largest separation, so it takes
/// every axis.
template <class T, class A, class B> RoundManifold2<T> roundManifold(const A& a, const B& b, T tolerance) {
    if constexpr (kIsCircle<A> && (kIsCircle<B> || !kIsRound<B>)) {
        if (tolerance == T(0) && !sat::overlaps(a, b)) return RoundManifold2<T>{};
    } else if constexpr (kIsCircle<B> && !kIsRound<A>) {
        if (tolerance == T(0) && !sat::overlaps(a, b)) return RoundManifold2<T>{};
    }
    if (tolerance != T(0)) return everyAxisManifold(a, b, tolerance);
    if constexpr (kIsCircle<A> && !kIsRound<B>) {
        return shapeCircleManifold(a, b, b, a);
    } else if constexpr (kIsCircle<B> && !kIsRound<A>) {
        return shapeCircleManifold(a, b, a, b);
    } else {
        return everyAxisManifold(a, b, tolerance);
    }
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
