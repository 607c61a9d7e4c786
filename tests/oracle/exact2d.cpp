// SPDX-License-Identifier: MIT
// The exact 2D oracle (see exact2d.hpp). The only file that includes CGAL.
#include "oracle/exact2d.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

// g++ 12 at -O2 with sanitizers warns "may be used uninitialized" inside
// CGAL's Epic_converter (a default-constructed Triangle_2 returned with
// `false`); the warning comes from the optimiser, after inlining, so a
// push/pop around the includes cannot reach it. Third-party false positive,
// silenced for this one file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Gmpzf.h>

namespace oracle {
namespace {

using Epick = CGAL::Exact_predicates_inexact_constructions_kernel;
using Epeck = CGAL::Exact_predicates_exact_constructions_kernel;
/// Exact binary floating point: sums, differences and products of doubles
/// are exact (no division needed by the SAT).
using Exact = CGAL::Gmpzf;

Epick::Point_2 toEpick(Point p) { return {p.x, p.y}; }
Epeck::Point_2 toEpeck(Point p) { return {p.x, p.y}; }

CGAL::Orientation orientation(Point p, Point q, Point r) { return CGAL::orientation(toEpick(p), toEpick(q), toEpick(r)); }

std::size_t next(std::size_t i, std::size_t n) { return i + 1 == n ? 0 : i + 1; }

bool someEdgeSeparates(const Polygon& owner, const Polygon& other) {
    for (std::size_t i = 0; i < owner.size(); ++i) {
        const Point p = owner[i];
        const Point q = owner[next(i, owner.size())];
        const bool allBeyond = std::all_of(other.begin(), other.end(),
                                           [&](Point v) { return orientation(p, q, v) == CGAL::RIGHT_TURN; });
        if (allBeyond) return true;
    }
    return false;
}

/// Projections onto the right-hand normal n = (edge.y, -edge.x) of the edge
/// p -> q (the outward normal of a counter-clockwise edge), not normalised.
template <class Number> struct EdgeFrame {
    Number nx, ny;
    EdgeFrame(Point p, Point q) : nx(Number(q.y) - Number(p.y)), ny(Number(p.x) - Number(q.x)) {}
    Number project(Point v) const { return nx * Number(v.x) + ny * Number(v.y); }
};

/// The two signed interval gaps of one axis, times |n|: the other shape after
/// the owner, and the owner after the other.
template <class Number>
std::pair<Number, Number> gaps(const EdgeFrame<Number>& frame, const Polygon& owner, const Polygon& other) {
    auto range = [&](const Polygon& polygon) {
        Number lo = frame.project(polygon[0]);
        Number hi = lo;
        for (const Point& v : polygon) {
            const Number x = frame.project(v);
            if (x < lo) lo = x;
            if (x > hi) hi = x;
        }
        return std::pair{lo, hi};
    };
    const auto [ownerMin, ownerMax] = range(owner);
    const auto [otherMin, otherMax] = range(other);
    return {otherMin - ownerMax, ownerMin - otherMax};
}

/// One candidate axis of the exact SAT: an edge of `owner` (A or B).
struct AxisValue {
    int sign;          ///< exact sign of the separation
    double separation; ///< the separation, within 2^-9 u R of exact (docs/accuracy.md)
    Point direction;   ///< unit, from A to B
};

/// The gaps are first evaluated in long double (64-bit significand). Each
/// projection nx*x + ny*y is then within 3 * 2^-64 |n| |v|_1 of exact
/// (one rounding for each difference, product and sum; Higham, ASNA 3.1),
/// so a gap, including a wrong pick among near-equal extremes, is within
/// 20 * 2^-64 |n| R1 (R1 the largest |v|_1). When a gap is not clear of
/// 36 * 2^-64 |n| R1, the whole axis is evaluated exactly (Gmpzf), so its sign is
/// always exact.
AxisValue edgeAxis(const Polygon& owner, const Polygon& other, std::size_t i, bool ownerIsA, double r1) {
    static_assert(std::numeric_limits<long double>::digits >= 64, "needs x87 extended precision");
    using L = long double;
    const Point p = owner[i];
    const Point q = owner[next(i, owner.size())];
    const EdgeFrame<L> frame(p, q);
    const L length = std::sqrt(frame.nx * frame.nx + frame.ny * frame.ny);
    const L errorBound = 36 * std::numeric_limits<L>::epsilon() / 2 * length * L(r1);
    auto [otherAfter, ownerAfter] = gaps(frame, owner, other);
    const bool otherFirst = otherAfter >= ownerAfter;
    L gap = otherFirst ? otherAfter : ownerAfter;
    int sign = gap > 0 ? 1 : -1;
    bool pickOtherFirst = otherFirst;
    if (std::abs(gap) <= errorBound) {
        const auto [exactOtherAfter, exactOwnerAfter] = gaps(EdgeFrame<Exact>(p, q), owner, other);
        pickOtherFirst = exactOtherAfter >= exactOwnerAfter;
        const Exact& exactGap = pickOtherFirst ? exactOtherAfter : exactOwnerAfter;
        gap = L(CGAL::to_double(exactGap));
        sign = CGAL::sign(exactGap);
    }
    const Point outward{double(frame.nx / length), double(frame.ny / length)};
    // B after A along +n when the owner is A and the other comes after it.
    const bool plus = pickOtherFirst == ownerIsA;
    return {sign, double(gap / length), plus ? outward : -outward};
}

double largestL1(const Polygon& a, const Polygon& b) {
    double r1 = 0;
    for (const Polygon* polygon : {&a, &b})
        for (const Point& v : *polygon) r1 = std::max(r1, std::abs(v.x) + std::abs(v.y));
    return r1;
}

/// A vertex and an edge whose distance is a candidate for the minimum.
struct VertexEdge {
    Point vertex, edgeFrom, edgeTo;
    double rough; ///< the distance in double (error a few u R)
};

double roughDistance(Point p, Point s0, Point s1) {
    const Point edge = s1 - s0;
    const double lengthSquared = edge.x * edge.x + edge.y * edge.y;
    const double t = std::clamp(((p.x - s0.x) * edge.x + (p.y - s0.y) * edge.y) / lengthSquared, 0.0, 1.0);
    return std::hypot(p.x - (s0.x + t * edge.x), p.y - (s0.y + t * edge.y));
}

void addVertexEdges(const Polygon& from, const Polygon& to, std::vector<VertexEdge>& out) {
    for (const Point& v : from)
        for (std::size_t i = 0; i < to.size(); ++i) {
            const Point s0 = to[i];
            const Point s1 = to[next(i, to.size())];
            out.push_back({v, s0, s1, roughDistance(v, s0, s1)});
        }
}

/// The exact smallest distance among the candidates: doubles only pick the
/// candidates within 1e-9 R of the rough minimum (a million times their
/// error), CGAL's exact kernel evaluates and compares those.
double exactSmallest(const std::vector<VertexEdge>& candidates, double radius) {
    double roughMin = HUGE_VAL;
    for (const VertexEdge& c : candidates) roughMin = std::min(roughMin, c.rough);
    std::optional<Epeck::FT> best;
    for (const VertexEdge& c : candidates) {
        if (c.rough > roughMin + 1e-9 * radius) continue;
        const Epeck::FT d2 = CGAL::squared_distance(toEpeck(c.vertex), Epeck::Segment_2(toEpeck(c.edgeFrom), toEpeck(c.edgeTo)));
        if (!best || d2 < *best) best = d2;
    }
    return std::sqrt(CGAL::to_double(CGAL::exact(*best)));
}

} // namespace

std::optional<Polygon> convexCcw(std::span<const Point> points) {
    const std::size_t n = points.size();
    if (n < 3) return std::nullopt;
    int left = 0;
    int right = 0;
    double turning = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Point p = points[i];
        const Point q = points[next(i, n)];
        const Point r = points[next(next(i, n), n)];
        const CGAL::Orientation o = orientation(p, q, r);
        left += o == CGAL::LEFT_TURN;
        right += o == CGAL::RIGHT_TURN;
        const Point e0 = q - p;
        const Point e1 = r - q;
        turning += std::atan2(e0.x * e1.y - e0.y * e1.x, e0.x * e1.x + e0.y * e1.y);
    }
    const bool allLeft = left == static_cast<int>(n);
    const bool allRight = right == static_cast<int>(n);
    // Equal signs everywhere still allow a star that winds twice: total turn 2 pi.
    if (!(allLeft || allRight) || std::abs(std::abs(turning) - 2 * std::numbers::pi) > 1.0) return std::nullopt;
    Polygon polygon(points.begin(), points.end());
    if (allRight) std::reverse(polygon.begin(), polygon.end());
    return polygon;
}

bool intersects(const Polygon& a, const Polygon& b) { return !someEdgeSeparates(a, b) && !someEdgeSeparates(b, a); }

bool intersectsByTriangles(const Polygon& a, const Polygon& b) {
    for (std::size_t i = 1; i + 1 < a.size(); ++i) {
        const Epeck::Triangle_2 ta(toEpeck(a[0]), toEpeck(a[i]), toEpeck(a[i + 1]));
        for (std::size_t j = 1; j + 1 < b.size(); ++j) {
            const Epeck::Triangle_2 tb(toEpeck(b[0]), toEpeck(b[j]), toEpeck(b[j + 1]));
            if (CGAL::do_intersect(ta, tb)) return true;
        }
    }
    return false;
}

ExactAxis bestAxis(const Polygon& a, const Polygon& b) {
    ExactAxis best{-HUGE_VAL, {}, false};
    int bestSign = -2;
    auto consider = [&](const AxisValue& axis) {
        bestSign = std::max(bestSign, axis.sign);
        if (axis.separation > best.separation) {
            best.separation = axis.separation;
            best.direction = axis.direction;
        }
    };
    const double r1 = largestL1(a, b);
    for (std::size_t i = 0; i < a.size(); ++i) consider(edgeAxis(a, b, i, true, r1));
    for (std::size_t i = 0; i < b.size(); ++i) consider(edgeAxis(b, a, i, false, r1));
    best.touching = bestSign == 0;
    if (best.touching) best.separation = 0; // rounding cannot move an exact zero, but be explicit
    return best;
}

double distance(const Polygon& a, const Polygon& b) {
    if (intersects(a, b)) return 0;
    // Two disjoint segments are closest at an endpoint of one of them (RTCD
    // 5.1.9), so the minimum over segment pairs is the minimum over vertex-edge
    // pairs, both ways.
    std::vector<VertexEdge> candidates;
    addVertexEdges(a, b, candidates);
    addVertexEdges(b, a, candidates);
    return exactSmallest(candidates, radius(a, b));
}

double distance(Point p, const Polygon& polygon) {
    const bool inside = std::none_of(polygon.begin(), polygon.end(), [&](const Point& v) {
        const Point w = polygon[next(static_cast<std::size_t>(&v - polygon.data()), polygon.size())];
        return orientation(v, w, p) == CGAL::RIGHT_TURN;
    });
    if (inside) return 0;
    std::vector<VertexEdge> candidates;
    addVertexEdges(Polygon{p}, polygon, candidates);
    return exactSmallest(candidates, radius(Polygon{p}, polygon));
}

namespace {

struct StoredAxis {
    Exact x, y;
};
struct ExactInterval {
    Exact min, max;
};

Exact absolute(const Exact& value) { return value < Exact(0) ? -value : value; }

std::vector<StoredAxis> storedAxes(const StoredShape& shape) {
    std::vector<StoredAxis> axes;
    if (shape.points.empty()) {
        axes.push_back({Exact(shape.axisX.x), Exact(shape.axisX.y)});
        axes.push_back({Exact(shape.axisY.x), Exact(shape.axisY.y)});
        return axes;
    }
    for (std::size_t i = 0; i < shape.points.size(); ++i) {
        const Point p = shape.points[i];
        const Point q = shape.points[next(i, shape.points.size())];
        axes.push_back({Exact(q.y) - Exact(p.y), Exact(p.x) - Exact(q.x)});
    }
    return axes;
}

ExactInterval storedProjection(const StoredShape& shape, const StoredAxis& axis) {
    const auto dot = [&](Point v) { return axis.x * Exact(v.x) + axis.y * Exact(v.y); };
    if (shape.points.empty()) {
        const Exact middle = dot(shape.center);
        const Exact radius = Exact(shape.halfExtents.x) * absolute(dot(shape.axisX)) +
                             Exact(shape.halfExtents.y) * absolute(dot(shape.axisY));
        return {middle - radius, middle + radius};
    }
    ExactInterval out{dot(shape.points[0]), dot(shape.points[0])};
    for (const Point& v : shape.points) {
        const Exact value = dot(v);
        if (value < out.min) out.min = value;
        if (out.max < value) out.max = value;
    }
    return out;
}

} // namespace

std::vector<int> exactAxisSigns(const StoredShape& a, const StoredShape& b) {
    std::vector<StoredAxis> axes = storedAxes(a);
    for (const StoredAxis& axis : storedAxes(b)) axes.push_back(axis);
    std::vector<int> signs;
    for (const StoredAxis& axis : axes) {
        const ExactInterval onA = storedProjection(a, axis);
        const ExactInterval onB = storedProjection(b, axis);
        const Exact bAfterA = onB.min - onA.max;
        const Exact aAfterB = onA.min - onB.max;
        const Exact gap = bAfterA < aAfterB ? aAfterB : bAfterA;
        signs.push_back(gap < Exact(0) ? -1 : Exact(0) < gap ? 1 : 0);
    }
    return signs;
}

double radius(const Polygon& a, const Polygon& b) {
    double r = 0;
    for (const Polygon* polygon : {&a, &b})
        for (const Point& v : *polygon) r = std::max(r, std::hypot(v.x, v.y));
    return r;
}

} // namespace oracle
