// SPDX-License-Identifier: MIT
// Circles and capsules against every 2D shape, checked against CGAL's exact
// kernel: the verdict of every pair equal to the exact squared distance
// between the shapes' cores compared with the squared sum of the radii, and
// the distance close to the exact one, on random, touching, translated and
// scaled sets (docs/accuracy.md, "Round shapes").
//
// The oracle reads the shapes as stored: a polygon's points, a box's corners
// c ± h.x axisX ± h.y axisY built exactly in CGAL's number type, a circle's
// centre, a capsule's end points, the radii. A core is a convex polygon, a
// segment or a point; the squared distance between two cores is CGAL's exact
// squared_distance (Epeck) between their edges, or 0 when they intersect.

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized" // CGAL's Epic_converter, as in oracle/exact2d.cpp
#endif
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>

#include "oracle/generators2d.hpp"
#include "sat/round2d.hpp"

namespace {

using Kernel = CGAL::Exact_predicates_exact_constructions_kernel;
using FT = Kernel::FT;
using Point = Kernel::Point_2;
using Segment = Kernel::Segment_2;

/// A shape's core (a convex polygon counter-clockwise, a segment or a point) and its radius.
struct Core {
    std::vector<Point> points;
    FT radius = 0;
};

template <class T> Point exactPoint(const sat::Vec2<T>& p) { return {double(p.x), double(p.y)}; }

template <class T> Core coreOf(const sat::ConvexPolygon2<T>& p) {
    Core core;
    for (const auto& v : p.vertices()) core.points.push_back(exactPoint(v));
    return core;
}
template <class T> Core boxCore(const sat::Vec2<T>& c, const sat::Vec2<T>& h, const sat::Vec2<T>& ax, const sat::Vec2<T>& ay) {
    Core core;
    const double sx[4] = {-1, 1, 1, -1};
    const double sy[4] = {-1, -1, 1, 1};
    for (int i = 0; i < 4; ++i) {
        const FT x = FT(double(c.x)) + FT(sx[i] * double(h.x)) * FT(double(ax.x)) + FT(sy[i] * double(h.y)) * FT(double(ay.x));
        const FT y = FT(double(c.y)) + FT(sx[i] * double(h.x)) * FT(double(ax.y)) + FT(sy[i] * double(h.y)) * FT(double(ay.y));
        core.points.emplace_back(x, y);
    }
    return core;
}
template <class T> Core coreOf(const sat::Obb2<T>& b) { return boxCore(b.center, b.halfExtents, b.axisX, b.axisY); }
template <class T> Core coreOf(const sat::Aabb2<T>& b) {
    return boxCore(b.center, b.halfExtents, sat::Vec2<T>{T(1), T(0)}, sat::Vec2<T>{T(0), T(1)});
}
template <class T> Core coreOf(const sat::Circle2<T>& c) { return {{exactPoint(c.center)}, FT(double(c.radius))}; }
template <class T> Core coreOf(const sat::Capsule2<T>& c) {
    Core core{{exactPoint(c.start)}, FT(double(c.radius))};
    if (c.start != c.end) core.points.push_back(exactPoint(c.end));
    return core;
}

/// A point inside or on a counter-clockwise convex polygon.
bool inside(const Point& p, const std::vector<Point>& polygon) {
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        if (CGAL::orientation(polygon[i], polygon[(i + 1) % polygon.size()], p) == CGAL::RIGHT_TURN) return false;
    }
    return true;
}

/// The edges of a core: a polygon's sides, a segment, or the point as a degenerate piece.
struct Piece {
    Point from, to;
    bool point() const { return from == to; }
};
std::vector<Piece> piecesOf(const Core& core) {
    std::vector<Piece> pieces;
    if (core.points.size() == 1) return {{core.points[0], core.points[0]}};
    if (core.points.size() == 2) return {{core.points[0], core.points[1]}};
    for (std::size_t i = 0; i < core.points.size(); ++i)
        pieces.push_back({core.points[i], core.points[(i + 1) % core.points.size()]});
    return pieces;
}
FT squaredDistance(const Piece& p, const Piece& q) {
    if (p.point() && q.point()) return CGAL::squared_distance(p.from, q.from);
    if (p.point()) return CGAL::squared_distance(p.from, Segment(q.from, q.to));
    if (q.point()) return CGAL::squared_distance(q.from, Segment(p.from, p.to));
    return CGAL::squared_distance(Segment(p.from, p.to), Segment(q.from, q.to));
}

/// Exact squared distance between two cores: 0 when one holds a point of the other, else the closest pair of pieces.
FT squaredDistance(const Core& a, const Core& b) {
    if (a.points.size() >= 3 &&
        std::any_of(b.points.begin(), b.points.end(), [&](const Point& p) { return inside(p, a.points); }))
        return 0;
    if (b.points.size() >= 3 &&
        std::any_of(a.points.begin(), a.points.end(), [&](const Point& p) { return inside(p, b.points); }))
        return 0;
    bool first = true;
    FT best = 0;
    for (const Piece& p : piecesOf(a)) {
        for (const Piece& q : piecesOf(b)) {
            const FT d = squaredDistance(p, q);
            if (first || d < best) best = d;
            first = false;
        }
    }
    return best;
}

struct Truth {
    sat::Verdict verdict;
    double distance; ///< the exact distance, rounded (0 unless separated)
};
Truth truthOf(const Core& a, const Core& b) {
    const FT d2 = squaredDistance(a, b);
    const FT r = a.radius + b.radius;
    const CGAL::Comparison_result c = CGAL::compare(d2, r * r);
    const sat::Verdict verdict = c == CGAL::LARGER  ? sat::Verdict::Separated
                                 : c == CGAL::EQUAL ? sat::Verdict::Touching
                                                    : sat::Verdict::Overlapping;
    const double distance = verdict == sat::Verdict::Separated ? std::sqrt(CGAL::to_double(d2)) - CGAL::to_double(r) : 0.0;
    return {verdict, distance};
}

template <class S> double scaleOf(const S& s) {
    const Core core = coreOf(s);
    double scale = CGAL::to_double(core.radius);
    for (const Point& p : core.points)
        scale = std::max(scale, std::abs(CGAL::to_double(p.x())) + std::abs(CGAL::to_double(p.y())));
    return scale;
}

/// Counts of what a run saw, so a test can say its set did reach touching pairs.
struct Seen {
    int pairs = 0, touching = 0, separated = 0, overlapping = 0;
};

/// Every check of one pair, both orders: verdicts equal to the oracle's, the
/// fast test equal to the report, the distance within the float path's accuracy.
template <class T, class A, class B> void checkPair(const A& a, const B& b, Seen& seen, const std::string& where) {
    const Truth truth = truthOf(coreOf(a), coreOf(b));
    const auto ab = sat::report(a, b);
    const auto ba = sat::report(b, a);
    ++seen.pairs;
    seen.touching += truth.verdict == sat::Verdict::Touching;
    seen.separated += truth.verdict == sat::Verdict::Separated;
    seen.overlapping += truth.verdict == sat::Verdict::Overlapping;
    ASSERT_EQ(ab.verdict, truth.verdict) << where;
    ASSERT_EQ(ba.verdict, truth.verdict) << where << " (swapped)";
    ASSERT_EQ(sat::overlaps(a, b), truth.verdict != sat::Verdict::Separated) << where;
    ASSERT_EQ(sat::overlaps(b, a), truth.verdict != sat::Verdict::Separated) << where << " (swapped)";
    // Accuracy of the float path's distance (docs/accuracy.md): a few units of T times the coordinates.
    const double tolerance = 64 * double(std::numeric_limits<T>::epsilon()) * (scaleOf(a) + scaleOf(b));
    EXPECT_NEAR(double(ab.distance), truth.distance, tolerance) << where;
    EXPECT_NEAR(double(ba.distance), truth.distance, tolerance) << where << " (swapped)";
}

// ------------------------------------------------------------ the shapes

template <class T> sat::Circle2<T> randomCircle(gen::Rng& rng, const gen::Params& p) {
    return {gen::randomCenter<T>(rng, p), T(rng.logUniform(p.sizeMin, p.sizeMax))};
}
template <class T> sat::Capsule2<T> randomCapsule(gen::Rng& rng, const gen::Params& p) {
    return sat::Capsule2<T>::fromCentre(gen::randomCenter<T>(rng, p), T(rng.logUniform(p.sizeMin, p.sizeMax)),
                                        gen::randomAngle<T>(rng), T(rng.logUniform(p.sizeMin / 2, p.sizeMax / 2)));
}

template <class S> struct Draw {
    static S make(gen::Rng& rng, const gen::Params& p) { return gen::Random<S>::make(rng, p).shape; }
};
template <class T> struct Draw<sat::Circle2<T>> {
    static sat::Circle2<T> make(gen::Rng& rng, const gen::Params& p) { return randomCircle<T>(rng, p); }
};
template <class T> struct Draw<sat::Capsule2<T>> {
    static sat::Capsule2<T> make(gen::Rng& rng, const gen::Params& p) { return randomCapsule<T>(rng, p); }
};

/// Every shape moved by `offset` and scaled by `factor` about the origin, each coordinate rounded to T once.
template <class T> struct Transform {
    glm::dvec2 offset{0, 0};
    double factor = 1;
    sat::Vec2<T> point(const sat::Vec2<T>& p) const { return sat::Vec2<T>(glm::dvec2(p) * factor + offset); }
    T length(T x) const { return T(double(x) * factor); }

    sat::Circle2<T> operator()(const sat::Circle2<T>& c) const { return {point(c.center), length(c.radius)}; }
    sat::Capsule2<T> operator()(const sat::Capsule2<T>& c) const { return {point(c.start), point(c.end), length(c.radius)}; }
    sat::Aabb2<T> operator()(const sat::Aabb2<T>& b) const {
        return {point(b.center), {length(b.halfExtents.x), length(b.halfExtents.y)}};
    }
    sat::Obb2<T> operator()(const sat::Obb2<T>& b) const {
        return {point(b.center), {length(b.halfExtents.x), length(b.halfExtents.y)}, b.axisX, b.axisY};
    }
    sat::ConvexPolygon2<T> operator()(const sat::ConvexPolygon2<T>& p) const {
        std::vector<sat::Vec2<T>> points;
        for (const auto& v : p.vertices()) points.push_back(point(v));
        return sat::ConvexPolygon2<T>::make(points);
    }
};

template <class T, class A, class B> Seen randomPairs(std::uint64_t seed, int count, const gen::Params& params) {
    Seen seen;
    for (int i = 0; i < count; ++i) {
        gen::Rng rng(seed, static_cast<std::uint64_t>(i));
        const A a = Draw<A>::make(rng, params);
        const B b = Draw<B>::make(rng, params);
        checkPair<T>(a, b, seen, "seed " + std::to_string(seed) + " index " + std::to_string(i));
        if (::testing::Test::HasFatalFailure()) break;
    }
    return seen;
}

// ------------------------------------------------------ touching by construction

using Vec = sat::Vec2<double>;

/// Directions of integer length 5 (Pythagorean), so that a centre placed
/// s * d from a point on an integer grid is exactly 5 s away.
constexpr std::array<Vec, 12> kFives = {Vec{3, 4},   Vec{4, 3},   Vec{-3, 4}, Vec{-4, 3}, Vec{3, -4}, Vec{4, -3},
                                        Vec{-3, -4}, Vec{-4, -3}, Vec{5, 0},  Vec{0, 5},  Vec{-5, 0}, Vec{0, -5}};

/// Integer polygons whose touching circles and capsules are exact: a box, a
/// triangle with a 3-4-5 edge, a quadrilateral.
std::vector<sat::ConvexPolygon2<double>> gridPolygons() {
    const std::vector<std::vector<Vec>> lists = {{{0, 0}, {8, 0}, {8, 6}, {0, 6}},
                                                 {{0, 0}, {8, 0}, {0, 6}},
                                                 {{-4, -2}, {4, -5}, {8, 3}, {-1, 7}},
                                                 {{0, 0}, {12, 0}, {4, 3}}};
    std::vector<sat::ConvexPolygon2<double>> out;
    for (const auto& list : lists) out.push_back(sat::ConvexPolygon2<double>::make(list));
    return out;
}

/// A circle touching a grid polygon exactly, and a direction along which
/// its centre may move and stay at least as far from the polygon (a capsule
/// from the centre along it touches too).
struct TouchingCircle {
    sat::Circle2<double> circle;
    Vec along;
};

/// At each vertex along every 5-direction inside its normal cone, and on each
/// edge whose outward normal is a 5-direction, at the edge's midpoint.
std::vector<TouchingCircle> touchingCircles(const sat::ConvexPolygon2<double>& p) {
    std::vector<TouchingCircle> out;
    const int n = p.size();
    for (int i = 0; i < n; ++i) {
        const Vec v = p.vertex(i);
        const Vec toPrev = p.vertex((i + n - 1) % n) - v;
        const Vec toNext = p.vertex((i + 1) % n) - v;
        for (const Vec& d : kFives) {
            if (glm::dot(d, toPrev) < 0 && glm::dot(d, toNext) < 0) out.push_back({{v + d * 0.5, 2.5}, d});
        }
        const Vec outward{toNext.y, -toNext.x};
        for (const Vec& d : kFives) {
            if (d.x * outward.y - d.y * outward.x == 0 && glm::dot(d, outward) > 0)
                out.push_back({{v + toNext * 0.5 + d * 0.25, 1.25}, toNext});
        }
    }
    return out;
}

template <class T> sat::ConvexPolygon2<T> polygonIn(const sat::ConvexPolygon2<double>& p) {
    std::vector<sat::Vec2<T>> points;
    for (const Vec& v : p.vertices()) points.emplace_back(v);
    return sat::ConvexPolygon2<T>::make(points);
}

template <class T> std::vector<Transform<T>> placements() {
    std::vector<Transform<T>> out;
    for (const double offset : {0.0, 1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25, 16777216.0}) out.push_back({{offset, -offset}, 1});
    out.push_back({{0, 0}, 16});
    out.push_back({{0, 0}, 1.0 / 16});
    out.push_back({{5e3 + 0.5, 1e3}, 16});
    return out;
}

} // namespace

// ------------------------------------------------------------------ tests

TEST(RoundOracle, RandomCirclesAgainstEveryShapeDouble) {
    const gen::Params params;
    const Seen boxes = randomPairs<double, sat::Circle2<double>, sat::Aabb2<double>>(401, 3000, params);
    randomPairs<double, sat::Circle2<double>, sat::Obb2<double>>(402, 3000, params);
    randomPairs<double, sat::Circle2<double>, sat::ConvexPolygon2<double>>(403, 3000, params);
    randomPairs<double, sat::Circle2<double>, sat::Circle2<double>>(404, 3000, params);
    randomPairs<double, sat::Circle2<double>, sat::Capsule2<double>>(405, 3000, params);
    EXPECT_GT(boxes.separated, 300);
    EXPECT_GT(boxes.overlapping, 300);
}

TEST(RoundOracle, RandomCapsulesAgainstEveryShapeDouble) {
    const gen::Params params;
    randomPairs<double, sat::Capsule2<double>, sat::Aabb2<double>>(411, 3000, params);
    randomPairs<double, sat::Capsule2<double>, sat::Obb2<double>>(412, 3000, params);
    const Seen polygons = randomPairs<double, sat::Capsule2<double>, sat::ConvexPolygon2<double>>(413, 3000, params);
    randomPairs<double, sat::Capsule2<double>, sat::Capsule2<double>>(414, 3000, params);
    EXPECT_GT(polygons.separated, 300);
    EXPECT_GT(polygons.overlapping, 300);
}

TEST(RoundOracle, RandomPairsFarFromTheOriginAndInFloat) {
    gen::Params far;
    far.origin = {1e6 + 0.25, -1.2345e5};
    randomPairs<double, sat::Circle2<double>, sat::ConvexPolygon2<double>>(421, 2000, far);
    randomPairs<double, sat::Capsule2<double>, sat::Obb2<double>>(422, 2000, far);
    const gen::Params params;
    randomPairs<float, sat::Circle2<float>, sat::ConvexPolygon2<float>>(423, 2000, params);
    randomPairs<float, sat::Capsule2<float>, sat::Aabb2<float>>(424, 2000, params);
    randomPairs<float, sat::Capsule2<float>, sat::Capsule2<float>>(425, 2000, params);
    randomPairs<float, sat::Circle2<float>, sat::Obb2<float>>(426, 2000, params);
}

/// The radius as built, and one unit in the last place below and above it:
/// touching, then just separated, then just overlapping.
template <class T> std::array<T, 3> nudged(double radius) {
    const T r = T(radius);
    return {r, std::nextafter(r, T(0)), std::nextafter(r, std::numeric_limits<T>::infinity())};
}

/// Every touching construction against the grid polygons (and, for the
/// box-shaped one, the same region as an AABB and as a quarter-turned OBB),
/// moved and scaled, each radius nudged.
template <class T> Seen touchingAgainstPolygons() {
    Seen seen;
    const auto polygons = gridPolygons();
    for (std::size_t k = 0; k < polygons.size(); ++k) {
        for (const TouchingCircle& touching : touchingCircles(polygons[k])) {
            for (const Transform<T>& place : placements<T>()) {
                const sat::ConvexPolygon2<T> polygon = place(polygonIn<T>(polygons[k]));
                const sat::Aabb2<T> box = place(sat::Aabb2<T>{{T(4), T(3)}, {T(4), T(3)}});
                const sat::Obb2<T> turned = place(sat::Obb2<T>{{T(4), T(3)}, {T(3), T(4)}, {T(0), T(1)}, {T(-1), T(0)}});
                const sat::Vec2<T> centre(touching.circle.center);
                const sat::Vec2<T> far(touching.circle.center + touching.along);
                for (const T radius : nudged<T>(touching.circle.radius)) {
                    const sat::Circle2<T> circle = place(sat::Circle2<T>{centre, radius});
                    const sat::Capsule2<T> capsule = place(sat::Capsule2<T>{centre, far, radius});
                    const std::string where = "polygon " + std::to_string(k) + " circle at " + std::to_string(centre.x) + ", " +
                                              std::to_string(centre.y) + " offset " + std::to_string(place.offset.x) +
                                              " factor " + std::to_string(place.factor);
                    checkPair<T>(circle, polygon, seen, where);
                    checkPair<T>(capsule, polygon, seen, where + " (capsule)");
                    if (k == 0) {
                        checkPair<T>(circle, box, seen, where + " (AABB)");
                        checkPair<T>(capsule, turned, seen, where + " (OBB, capsule)");
                    }
                    if (::testing::Test::HasFatalFailure()) return seen;
                }
            }
        }
    }
    return seen;
}

/// Round against round: 3-4-5 centre lines, parallel capsules, end to end, end to side.
template <class T> Seen touchingRoundPairs() {
    Seen seen;
    using C = sat::Circle2<T>;
    using K = sat::Capsule2<T>;
    for (const Transform<T>& place : placements<T>()) {
        const std::string where = "offset " + std::to_string(place.offset.x) + " factor " + std::to_string(place.factor);
        for (const T r : nudged<T>(2)) {
            checkPair<T>(place(C{{T(0), T(0)}, r}), place(C{{T(3), T(4)}, T(3)}), seen, where + " circles");
            checkPair<T>(place(K{{T(0), T(0)}, {T(6), T(0)}, r - T(1)}), place(K{{T(2), T(3)}, {T(9), T(3)}, T(2)}), seen,
                         where + " parallel capsules");
            checkPair<T>(place(K{{T(0), T(0)}, {T(-5), T(0)}, r}), place(K{{T(3), T(4)}, {T(6), T(8)}, T(3)}), seen,
                         where + " capsules end to end");
            checkPair<T>(place(K{{T(0), T(0)}, {T(0), T(-6)}, r}), place(C{{T(3), T(4)}, T(3)}), seen,
                         where + " capsule end, circle");
            checkPair<T>(place(K{{T(-4), T(0)}, {T(4), T(0)}, r - T(1)}), place(C{{T(1), T(3)}, T(2)}), seen,
                         where + " capsule side, circle");
            if (::testing::Test::HasFatalFailure()) return seen;
        }
    }
    return seen;
}

TEST(RoundOracle, TouchingConstructionsDouble) {
    const Seen polygons = touchingAgainstPolygons<double>();
    const Seen rounds = touchingRoundPairs<double>();
    // Each construction is exactly touching before its nudges; the checks above compared every verdict.
    EXPECT_GT(polygons.touching, 300);
    EXPECT_GT(polygons.separated, 300);
    EXPECT_GT(polygons.overlapping, 300);
    EXPECT_GE(rounds.touching, 40);
}

TEST(RoundOracle, TouchingConstructionsFloat) {
    const Seen polygons = touchingAgainstPolygons<float>();
    const Seen rounds = touchingRoundPairs<float>();
    EXPECT_GT(polygons.touching, 200);
    EXPECT_GE(rounds.touching, 30);
}
