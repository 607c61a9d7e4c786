// For every pair kind, on 10,000 random pairs, the report's verdict agrees
// with the fast test (verdict != Separated exactly when overlaps()), and the
// report's first separating axis is where the fast test's early-out stops.
// Half the pairs sit on an integer grid so that exact touching is common.

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "sat/sat2d.hpp"

namespace {

template <class T> class RandomShapes {
public:
    explicit RandomShapes(unsigned seed) : engine_(seed) {}

    /// Every other call gives integer coordinates and sizes (touching is common).
    bool nextOnGrid() { return (calls_++ % 2) == 0; }

    sat::Aabb2<T> aabb(bool grid) { return {centre(grid), halfExtents(grid)}; }

    sat::Obb2<T> obb(bool grid) {
        // On the grid the box is turned by a multiple of 90 degrees.
        const T angle = grid ? T(std::numbers::pi / 2) * T(integer(0, 3)) : real(T(-4), T(4));
        return sat::Obb2<T>::fromAngle(centre(grid), halfExtents(grid), angle);
    }

    sat::ConvexPolygon2<T> polygon(bool grid) {
        for (;;) {
            try {
                return grid ? gridPolygon() : roundPolygon();
            } catch (const sat::GeometryError&) {
                // A rare degenerate draw: draw again.
            }
        }
    }

private:
    T real(T lo, T hi) { return std::uniform_real_distribution<T>(lo, hi)(engine_); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(engine_); }
    sat::Vec2<T> centre(bool grid) {
        return grid ? sat::Vec2<T>{T(integer(-3, 3)), T(integer(-3, 3))} : sat::Vec2<T>{real(-3, 3), real(-3, 3)};
    }
    sat::Vec2<T> halfExtents(bool grid) {
        return grid ? sat::Vec2<T>{T(integer(1, 2)), T(integer(1, 2))} : sat::Vec2<T>{real(T(0.2), 2), real(T(0.2), 2)};
    }
    /// Points at increasing angles on an ellipse are strictly convex.
    sat::ConvexPolygon2<T> roundPolygon() {
        const int count = integer(3, 8);
        const sat::Vec2<T> c = centre(false);
        const sat::Vec2<T> radius = halfExtents(false);
        std::vector<T> angles;
        for (int i = 0; i < count; ++i) angles.push_back(real(0, T(2 * std::numbers::pi)));
        std::sort(angles.begin(), angles.end());
        std::vector<sat::Vec2<T>> points;
        for (const T angle : angles) points.push_back(c + radius * sat::Vec2<T>{std::cos(angle), std::sin(angle)});
        return sat::ConvexPolygon2<T>::make(points);
    }
    /// Integer triangles and quads: a box's corners with one corner moved.
    sat::ConvexPolygon2<T> gridPolygon() {
        const sat::Vec2<T> c = centre(true);
        const sat::Vec2<T> h = halfExtents(true);
        std::vector<sat::Vec2<T>> points{c - h, {c.x + h.x, c.y - h.y}, c + h};
        if (integer(0, 1) == 1) points.push_back({c.x - h.x, c.y + h.y});
        return sat::ConvexPolygon2<T>::make(points);
    }

    std::mt19937 engine_;
    unsigned calls_ = 0;
};

constexpr int kPairs = 10000;

/// The fast test decides on the report's axes in the same order, so its
/// verdict is the report's, and no axis before firstSeparatingAxis separates.
template <class A, class B> void expectAgreement(const A& a, const B& b, int pair) {
    const auto r = sat::report(a, b);
    const bool fast = sat::overlaps(a, b);
    ASSERT_EQ(fast, r.verdict != sat::Verdict::Separated) << "pair " << pair;
    ASSERT_EQ(fast, r.firstSeparatingAxis < 0) << "pair " << pair;
}

template <class T, class MakeA, class MakeB> void checkPairs(unsigned seed, MakeA makeA, MakeB makeB) {
    RandomShapes<T> random(seed);
    int touching = 0;
    for (int i = 0; i < kPairs; ++i) {
        const bool grid = random.nextOnGrid();
        const auto a = makeA(random, grid);
        const auto b = makeB(random, grid);
        expectAgreement(a, b, i);
        if (::testing::Test::HasFatalFailure()) return;
        touching += sat::report(a, b).verdict == sat::Verdict::Touching ? 1 : 0;
    }
    // The grid half must actually exercise the touching boundary.
    EXPECT_GT(touching, 0);
}

template <class T> auto aabbs() { return [](RandomShapes<T>& r, bool grid) { return r.aabb(grid); }; }
template <class T> auto obbs() { return [](RandomShapes<T>& r, bool grid) { return r.obb(grid); }; }
template <class T> auto polygons() { return [](RandomShapes<T>& r, bool grid) { return r.polygon(grid); }; }

} // namespace

TEST(ReportAgreesWithFastTest, AabbAabb) { checkPairs<double>(1, aabbs<double>(), aabbs<double>()); }
TEST(ReportAgreesWithFastTest, ObbObb) { checkPairs<double>(2, obbs<double>(), obbs<double>()); }
TEST(ReportAgreesWithFastTest, ObbAabb) { checkPairs<double>(3, obbs<double>(), aabbs<double>()); }
TEST(ReportAgreesWithFastTest, AabbObb) { checkPairs<double>(4, aabbs<double>(), obbs<double>()); }
TEST(ReportAgreesWithFastTest, PolygonPolygon) { checkPairs<double>(5, polygons<double>(), polygons<double>()); }
TEST(ReportAgreesWithFastTest, PolygonObb) { checkPairs<double>(6, polygons<double>(), obbs<double>()); }
TEST(ReportAgreesWithFastTest, ObbPolygon) { checkPairs<double>(7, obbs<double>(), polygons<double>()); }
TEST(ReportAgreesWithFastTest, PolygonAabb) { checkPairs<double>(8, polygons<double>(), aabbs<double>()); }
TEST(ReportAgreesWithFastTest, AabbPolygon) { checkPairs<double>(9, aabbs<double>(), polygons<double>()); }

TEST(ReportAgreesWithFastTest, ObbObbInFloat) { checkPairs<float>(10, obbs<float>(), obbs<float>()); }
TEST(ReportAgreesWithFastTest, PolygonObbInFloat) { checkPairs<float>(11, polygons<float>(), obbs<float>()); }
TEST(ReportAgreesWithFastTest, AabbPolygonInFloat) { checkPairs<float>(12, aabbs<float>(), polygons<float>()); }
