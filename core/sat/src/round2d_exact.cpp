// SPDX-License-Identifier: MIT
// The exact path of the round 2D pairs: an axis evaluated in expansion
// arithmetic, and the nearest vertex chosen exactly, for the rare pairs the
// floating-point filter cannot decide (docs/accuracy.md, "Round shapes").
//
// The shapes as stored, floats widened to double exactly: a circle is its
// centre and radius, a capsule its two end points and radius, a box and a
// polygon as in exact2d.cpp (a box's corners are c ± h.x axisX ± h.y axisY,
// exactly). An axis L is the exact vector its source stands for: a box's
// stored axis, the perpendicular of a polygon's edge or of a capsule's
// segment, or the difference of two points. On L, the gap is
// D - R |L| with D = max(B.min - A.max, A.min - B.max) of the shapes'
// cores projected on L (exact) and R the sum of the radii; |L| is irrational,
// so for D > 0 its sign is that of D^2 - R^2 (L . L), a polynomial.

#include <cassert>
#include <cmath>
#include <cstddef>
#include <limits>
#include <type_traits>
#include <vector>

#include "round2d_detail.hpp"
#include "sat/detail/exact.hpp"

namespace sat::detail::round2 {
namespace {

/// Most terms of one value. Every value here is a polynomial of degree at
/// most 8 in the stored numbers (a box corner's D, squared); with their
/// magnitudes in [2^-100, 2^100] (round2d.hpp) its nonzero bits lie within
/// about 8 * 153 + 8 * 100 < 2048 positions, and the terms of a
/// nonoverlapping expansion cover distinct bits.
constexpr std::size_t kWideTerms = 2048;

/// A nonoverlapping expansion, its terms on the heap: a value may need up to
/// kWideTerms terms (16 KiB), and a dozen of them live at once, far more than
/// the stack of a small worker thread holds. Only this cold exact path
/// allocates; the filtered fast path never builds one.
class Wide {
public:
    Wide() = default;
    explicit Wide(double x) {
        if (x != 0.0) push(x);
    }

    std::size_t size() const { return terms_.size(); }
    double term(std::size_t i) const { return terms_[i]; }
    void push(double x) {
        assert(terms_.size() < kWideTerms);
        terms_.push_back(x);
    }
    int sign() const { return terms_.empty() ? 0 : (terms_.back() > 0.0 ? 1 : -1); }
    double estimate() const {
        double sum = 0.0;
        for (const double t : terms_) sum += t;
        return sum;
    }
    Wide negated() const {
        Wide out;
        out.reserve(terms_.size());
        for (const double t : terms_) out.push(-t);
        return out;
    }
    Wide abs() const { return sign() < 0 ? negated() : *this; }
    void reserve(std::size_t terms) { terms_.reserve(terms); }

private:
    std::vector<double> terms_;
};

/// e + b (Shewchuk's Grow-Expansion with zero elimination, as sat::exact::grow).
Wide grow(const Wide& e, double b) {
    Wide out;
    out.reserve(e.size() + 1);
    double q = b;
    for (std::size_t i = 0; i < e.size(); ++i) {
        double qNew, h;
        exact::twoSum(q, e.term(i), qNew, h);
        if (h != 0.0) out.push(h);
        q = qNew;
    }
    if (q != 0.0) out.push(q);
    return out;
}
Wide operator+(const Wide& e, const Wide& f) {
    Wide out = e;
    for (std::size_t j = 0; j < f.size(); ++j) out = grow(out, f.term(j));
    return out;
}
Wide operator-(const Wide& e, const Wide& f) { return e + f.negated(); }
/// e * b (Shewchuk's Scale-Expansion with zero elimination).
Wide operator*(const Wide& e, double b) {
    Wide out;
    if (e.size() == 0 || b == 0.0) return out;
    out.reserve(2 * e.size());
    double q, h;
    exact::twoProduct(e.term(0), b, q, h);
    if (h != 0.0) out.push(h);
    for (std::size_t i = 1; i < e.size(); ++i) {
        double high, low, partial;
        exact::twoProduct(e.term(i), b, high, low);
        exact::twoSum(q, low, partial, h);
        if (h != 0.0) out.push(h);
        double qNew;
        exact::twoSum(high, partial, qNew, h);
        if (h != 0.0) out.push(h);
        q = qNew;
    }
    if (q != 0.0) out.push(q);
    return out;
}
Wide operator*(const Wide& e, const Wide& f) {
    Wide out;
    for (std::size_t j = 0; j < f.size(); ++j) out = out + e * f.term(j);
    return out;
}
int compare(const Wide& a, const Wide& b) { return (a - b).sign(); }
Wide exactDifference(double a, double b) { return Wide(a) - Wide(b); }

struct WidePoint {
    Wide x, y;
};
WidePoint difference(const WidePoint& p, const WidePoint& q) { return {p.x - q.x, p.y - q.y}; }
Wide dotWith(const WidePoint& direction, double x, double y) { return direction.x * x + direction.y * y; }

template <class T> WidePoint widePoint(const Vec2<T>& p) { return {Wide(double(p.x)), Wide(double(p.y))}; }

// ------------------------------------------------------------ exact vertices

/// Corner i of a box, counter-clockwise from (-x, -y) as corners() lists them.
template <class T> WidePoint exactCorner(const Vec2<T>& c, const Vec2<T>& h, const Vec2<T>& ax, const Vec2<T>& ay, int i) {
    const double sx = (i == 1 || i == 2) ? double(h.x) : -double(h.x);
    const double sy = i >= 2 ? double(h.y) : -double(h.y);
    return {Wide(double(c.x)) + Wide(double(ax.x)) * sx + Wide(double(ay.x)) * sy,
            Wide(double(c.y)) + Wide(double(ax.y)) * sx + Wide(double(ay.y)) * sy};
}
template <class T> WidePoint exactVertex(const Obb2<T>& b, int i) {
    return exactCorner(b.center, b.halfExtents, b.axisX, b.axisY, i);
}
template <class T> WidePoint exactVertex(const Aabb2<T>& b, int i) {
    return exactCorner(b.center, b.halfExtents, Vec2<T>{T(1), T(0)}, Vec2<T>{T(0), T(1)}, i);
}
template <class T> WidePoint exactVertex(const ConvexPolygon2<T>& p, int i) { return widePoint(p.vertex(i)); }
template <class T> WidePoint exactVertex(const Capsule2<T>& c, int i) { return widePoint(i == 0 ? c.start : c.end); }
template <class T> WidePoint exactVertex(const Circle2<T>& c, int) { return widePoint(c.center); }

// --------------------------------------------------------- exact projections

struct WideInterval {
    Wide min, max;
};
template <class T> WideInterval exactCore(const ConvexPolygon2<T>& polygon, const WidePoint& direction) {
    WideInterval out{dotWith(direction, double(polygon.vertex(0).x), double(polygon.vertex(0).y)), Wide()};
    out.max = out.min;
    for (int i = 1; i < polygon.size(); ++i) {
        const Wide value = dotWith(direction, double(polygon.vertex(i).x), double(polygon.vertex(i).y));
        if (compare(value, out.min) < 0) out.min = value;
        if (compare(value, out.max) > 0) out.max = value;
    }
    return out;
}
/// c . L ± (h.x |axisX . L| + h.y |axisY . L|).
template <class T>
WideInterval exactBoxCore(const Vec2<T>& c, const Vec2<T>& h, const Vec2<T>& ax, const Vec2<T>& ay, const WidePoint& direction) {
    const Wide middle = dotWith(direction, double(c.x), double(c.y));
    const Wide radius = dotWith(direction, double(ax.x), double(ax.y)).abs() * double(h.x) +
                        dotWith(direction, double(ay.x), double(ay.y)).abs() * double(h.y);
    return {middle - radius, middle + radius};
}
template <class T> WideInterval exactCore(const Obb2<T>& b, const WidePoint& direction) {
    return exactBoxCore(b.center, b.halfExtents, b.axisX, b.axisY, direction);
}
template <class T> WideInterval exactCore(const Aabb2<T>& b, const WidePoint& direction) {
    return exactBoxCore(b.center, b.halfExtents, Vec2<T>{T(1), T(0)}, Vec2<T>{T(0), T(1)}, direction);
}
template <class T> WideInterval exactCore(const Circle2<T>& c, const WidePoint& direction) {
    const Wide middle = dotWith(direction, double(c.center.x), double(c.center.y));
    return {middle, middle};
}
template <class T> WideInterval exactCore(const Capsule2<T>& c, const WidePoint& direction) {
    const Wide x0 = dotWith(direction, double(c.start.x), double(c.start.y));
    const Wide x1 = dotWith(direction, double(c.end.x), double(c.end.y));
    return compare(x0, x1) <= 0 ? WideInterval{x0, x1} : WideInterval{x1, x0};
}

// ------------------------------------------------------------ exact axes

template <class T> WidePoint exactOwnAxis(const ConvexPolygon2<T>& polygon, int k) {
    const Vec2<T>& from = polygon.vertex(k);
    const Vec2<T>& to = polygon.vertex((k + 1) % polygon.size());
    return {exactDifference(double(to.y), double(from.y)), exactDifference(double(from.x), double(to.x))};
}
template <class T> WidePoint exactOwnAxis(const Obb2<T>& b, int k) { return widePoint(k == 0 ? b.axisX : b.axisY); }
template <class T> WidePoint exactOwnAxis(const Aabb2<T>&, int k) { return {Wide(k == 0 ? 1.0 : 0.0), Wide(k == 0 ? 0.0 : 1.0)}; }
template <class T> WidePoint exactOwnAxis(const Capsule2<T>& c, int) {
    return {exactDifference(double(c.start.y), double(c.end.y)), exactDifference(double(c.end.x), double(c.start.x))};
}
template <class T> WidePoint exactOwnAxis(const Circle2<T>&, int) { return {Wide(1.0), Wide()}; } // never asked: no own axes

/// The zero vector (coincident points) becomes (1, 0), as unitOrX does.
WidePoint nonZero(WidePoint v) {
    if (v.x.sign() == 0 && v.y.sign() == 0) v.x = Wide(1.0);
    return v;
}

template <class A, class B> WidePoint exactDirection(const A& a, const B& b, const AxisSource& source) {
    const bool ofA = source.shape == Role::A;
    switch (source.feature) {
    case AxisFeature::Own:
    case AxisFeature::CapsuleNormal: return ofA ? exactOwnAxis(a, source.index) : exactOwnAxis(b, source.index);
    case AxisFeature::CentreLine: return nonZero(difference(widePoint(roundPoint(b, 0)), widePoint(roundPoint(a, 0))));
    case AxisFeature::ClosestVertex:
    case AxisFeature::ClosestVertexToEnd: break;
    }
    return nonZero(ofA ? difference(widePoint(roundPoint(b, source.end)), exactVertex(a, source.index))
                       : difference(widePoint(roundPoint(a, source.end)), exactVertex(b, source.index)));
}

} // namespace

template <class A, class B> ExactAxis2 exactRoundAxis(const A& a, const B& b, const AxisSource& source) {
    const WidePoint direction = exactDirection(a, b, source);
    const WideInterval onA = exactCore(a, direction);
    const WideInterval onB = exactCore(b, direction);
    const Wide bAfterA = onB.min - onA.max;
    const Wide aAfterB = onA.min - onB.max;
    ExactAxis2 out;
    out.bOnPositiveSide = compare(bAfterA, aAfterB) >= 0;
    const Wide& core = out.bOnPositiveSide ? bAfterA : aAfterB; // D: the gap of the cores, times |L|
    const Wide radii = Wide(double(radiusOf(a))) + Wide(double(radiusOf(b)));
    const Wide lengthSquared = direction.x * direction.x + direction.y * direction.y;
    const double length = std::sqrt(lengthSquared.estimate());
    // gap = D / |L| - R. For D > 0 and R > 0 the rounded value comes from
    // (D^2 - R^2 L.L) / (|L| (D + R |L|)), whose numerator is exact, so a
    // tiny gap keeps its digits.
    double gap = 0.0;
    if (core.sign() <= 0) {
        out.sign = core.sign() == 0 && radii.sign() == 0 ? 0 : -1;
        gap = core.estimate() / length - radii.estimate();
    } else if (radii.sign() == 0) {
        out.sign = 1;
        gap = core.estimate() / length;
    } else {
        const Wide numerator = core * core - radii * radii * lengthSquared;
        out.sign = numerator.sign();
        gap = numerator.estimate() / (length * (core.estimate() + radii.estimate() * length));
    }
    if (out.sign == 0) return out;
    // A value rounded to 0 or past it keeps the exact sign as the smallest subnormal.
    out.separation = (gap > 0.0) == (out.sign > 0) && gap != 0.0
                         ? gap
                         : std::copysign(std::numeric_limits<double>::denorm_min(), double(out.sign));
    return out;
}

namespace {
/// A float shape widened to double exactly (a polygon made again from its
/// vertices, the same closed set).
template <class S> auto widenedToDouble(const S& s) { return castShape<double>(s); }
ConvexPolygon2<double> widenedToDouble(const ConvexPolygon2<float>& polygon) {
    const std::vector<Vec2<double>> points(polygon.vertices().begin(), polygon.vertices().end());
    return ConvexPolygon2<double>::make(points);
}
} // namespace

template <class A, class B> bool overlapsRoundExactly(const A& a, const B& b) {
    using T = decltype(roundScale(a));
    if constexpr (std::is_same_v<T, float> && !std::is_same_v<A, Obb2<T>> && !std::is_same_v<B, Obb2<T>>) {
        // Float pairs the float filter leaves open are nearly all decided by the same fast test in double
        // (its bound is 2^29 times smaller) on the exactly widened shapes; that test is exact too (its own
        // open pairs go to the double exact path), and far cheaper than the expansions below. A polygon
        // that double's make() would reject (collinear there) goes on below in float. Not for an OBB: the
        // fast tests take its stored axes as unit and perpendicular, which a float box's are only to float
        // precision, inside float's bound but not double's.
        try {
            return overlaps(widenedToDouble(a), widenedToDouble(b));
        } catch (const GeometryError&) {
        }
    }
    bool separated = false;
    forEachSource(a, b, ExactNearest{}, [&](const AxisSource& source) {
        separated = exactRoundAxis(a, b, source).sign > 0;
        return separated;
    });
    return !separated;
}

template <class S, class T> int exactNearestVertex(const S& s, const Vec2<T>& q) {
    const WidePoint point = widePoint(q);
    int best = 0;
    Wide bestSquared;
    for (int i = 0; i < vertexCount(s); ++i) {
        const WidePoint d = difference(point, exactVertex(s, i));
        const Wide squared = d.x * d.x + d.y * d.y;
        if (i == 0 || compare(squared, bestSquared) < 0) {
            bestSquared = squared;
            best = i;
        }
    }
    return best;
}

#define SATLAB_ROUND2D_EXACT_PAIR(T, ShapeA, ShapeB)                                                                             \
    template ExactAxis2 exactRoundAxis(const ShapeA<T>&, const ShapeB<T>&, const AxisSource&);                                   \
    template bool overlapsRoundExactly(const ShapeA<T>&, const ShapeB<T>&);
#define SATLAB_ROUND2D_EXACT_PAIRS(T)                                                                                            \
    SATLAB_ROUND2D_EXACT_PAIR(T, Circle2, Circle2)                                                                               \
    SATLAB_ROUND2D_EXACT_PAIR(T, Circle2, Capsule2)                                                                              \
    SATLAB_ROUND2D_EXACT_PAIR(T, Capsule2, Circle2)                                                                              \
    SATLAB_ROUND2D_EXACT_PAIR(T, Capsule2, Capsule2)                                                                             \
    SATLAB_ROUND2D_EXACT_PAIR(T, Circle2, Aabb2)                                                                                 \
    SATLAB_ROUND2D_EXACT_PAIR(T, Aabb2, Circle2)                                                                                 \
    SATLAB_ROUND2D_EXACT_PAIR(T, Circle2, Obb2)                                                                                  \
    SATLAB_ROUND2D_EXACT_PAIR(T, Obb2, Circle2)                                                                                  \
    SATLAB_ROUND2D_EXACT_PAIR(T, Circle2, ConvexPolygon2)                                                                        \
    SATLAB_ROUND2D_EXACT_PAIR(T, ConvexPolygon2, Circle2)                                                                        \
    SATLAB_ROUND2D_EXACT_PAIR(T, Capsule2, Aabb2)                                                                                \
    SATLAB_ROUND2D_EXACT_PAIR(T, Aabb2, Capsule2)                                                                                \
    SATLAB_ROUND2D_EXACT_PAIR(T, Capsule2, Obb2)                                                                                 \
    SATLAB_ROUND2D_EXACT_PAIR(T, Obb2, Capsule2)                                                                                 \
    SATLAB_ROUND2D_EXACT_PAIR(T, Capsule2, ConvexPolygon2)                                                                       \
    SATLAB_ROUND2D_EXACT_PAIR(T, ConvexPolygon2, Capsule2)                                                                       \
    template int exactNearestVertex(const Aabb2<T>&, const Vec2<T>&);                                                            \
    template int exactNearestVertex(const Obb2<T>&, const Vec2<T>&);                                                             \
    template int exactNearestVertex(const ConvexPolygon2<T>&, const Vec2<T>&);                                                   \
    template int exactNearestVertex(const Capsule2<T>&, const Vec2<T>&);

SATLAB_ROUND2D_EXACT_PAIRS(float)
SATLAB_ROUND2D_EXACT_PAIRS(double)

#undef SATLAB_ROUND2D_EXACT_PAIR
#undef SATLAB_ROUND2D_EXACT_PAIRS

} // namespace sat::detail::round2
