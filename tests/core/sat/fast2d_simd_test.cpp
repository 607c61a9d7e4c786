// SPDX-License-Identifier: MIT
// The float polygon projection of sat/detail/fast2d.hpp goes two vertices
// per SSE2 operation; it must give the interval the scalar dot products give
// (the fast test and the report both use it), for odd and even vertex counts.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <vector>

#include "sat/sat2d.hpp"

namespace {

using sat::ConvexPolygon2;
using sat::Vec2;

/// min and max of x * u.x + y * u.y over the vertices, one at a time.
sat::Interval<float> scalarProjection(const ConvexPolygon2<float>& polygon, const Vec2<float>& u) {
    float lo = polygon.vertex(0).x * u.x + polygon.vertex(0).y * u.y;
    float hi = lo;
    for (int i = 1; i < polygon.size(); ++i) {
        const float x = polygon.vertex(i).x * u.x + polygon.vertex(i).y * u.y;
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    return {lo, hi};
}

/// 3..64 points at increasing angles on an ellipse: strictly convex.
ConvexPolygon2<float> randomPolygon(std::mt19937& rng, int count) {
    std::uniform_real_distribution<float> unit(0, 1);
    const Vec2<float> centre{unit(rng) * 10 - 5, unit(rng) * 10 - 5};
    std::vector<Vec2<float>> points;
    for (int i = 0; i < count; ++i) {
        const float angle = (float(i) + 0.4f * unit(rng)) * 2 * std::numbers::pi_v<float> / float(count);
        points.push_back(centre + Vec2<float>{3 * std::cos(angle), 2 * std::sin(angle)});
    }
    return ConvexPolygon2<float>::make(points);
}

TEST(Fast2dProjection, FloatPolygonIntervalEqualsScalarDotProducts) {
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> angle(-4, 4);
    int checked = 0;
    for (int count = 3; count <= 64; ++count) {
        for (int draw = 0; draw < 50; ++draw) {
            const ConvexPolygon2<float> polygon = randomPolygon(rng, count);
            const float turn = angle(rng);
            const Vec2<float> u{std::cos(turn), std::sin(turn)};
            const sat::Interval<float> fast = sat::detail::project(polygon, u);
            const sat::Interval<float> scalar = scalarProjection(polygon, u);
            ASSERT_EQ(fast.min, scalar.min) << count << " vertices, draw " << draw;
            ASSERT_EQ(fast.max, scalar.max) << count << " vertices, draw " << draw;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 62 * 50);
}

TEST(Fast2dProjection, TriangleOnTheXAxisSpansItsXRange) {
    // Vertices (0, 0), (4, 0), (1, 3): on x they span [0, 4], on y [0, 3].
    const std::vector<Vec2<float>> points{{0, 0}, {4, 0}, {1, 3}};
    const ConvexPolygon2<float> triangle = ConvexPolygon2<float>::make(points);
    EXPECT_EQ(sat::detail::project(triangle, Vec2<float>{1, 0}).min, 0.0f);
    EXPECT_EQ(sat::detail::project(triangle, Vec2<float>{1, 0}).max, 4.0f);
    EXPECT_EQ(sat::detail::project(triangle, Vec2<float>{0, 1}).max, 3.0f);
}

} // namespace
