// SPDX-License-Identifier: MIT
// Properties of every pair with a circle or a capsule on seeded random
// shapes (half of them on an integer grid, where touching is common):
// the fast test agrees with the report, a translation on the grid keeps the
// verdict, swapping A and B flips the normal and keeps the depth, and pushing
// B by the MTV leaves the pair touching within the stated accuracy.

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/sat/random_round2d.hpp"
#include "core/sat/random_shapes2d.hpp"
#include "sat/round2d.hpp"

namespace {

using sat::test::moved;
using sat::test::randomAabbs;
using sat::test::randomCapsules;
using sat::test::randomCircles;
using sat::test::randomObbs;
using sat::test::randomPolygons;
using sat::test::RandomRound;

/// The coordinates' scale, for the accuracy of float and double reports (docs/accuracy.md, "Round shapes").
template <class T> T accuracy() { return T(2048) * std::numeric_limits<T>::epsilon(); }

template <class T, class A, class B> void checkProperties(const A& a, const B& b, bool grid, const std::string& where) {
    const auto ab = sat::report(a, b);
    const auto ba = sat::report(b, a);
    ASSERT_EQ(sat::overlaps(a, b), ab.verdict != sat::Verdict::Separated) << where;
    ASSERT_EQ(sat::overlaps(b, a), ba.verdict != sat::Verdict::Separated) << where;
    // Swapping A and B: the same verdict and depth, the normal flipped.
    ASSERT_EQ(ab.verdict, ba.verdict) << where;
    EXPECT_NEAR(ab.depth, ba.depth, accuracy<T>()) << where;
    EXPECT_NEAR(ab.distance, ba.distance, accuracy<T>()) << where;
    if (ab.verdict == sat::Verdict::Overlapping && ab.depth > T(0.01)) {
        // With a unique best feature the MTV is unique, so the normals are opposite. Not so when two
        // axes tie, or when B overlaps A's interval by as much on both sides (B centred on A along the
        // axis: either way out is as short, and both orders take the axis's own direction).
        const T along = ab.normal.x * ba.normal.x + ab.normal.y * ba.normal.y;
        const bool tie = std::count_if(ab.axes.begin(), ab.axes.end(), [&](const auto& axis) {
                             return std::abs(axis.separation - ab.axisSeparation) < T(1e-3);
                         }) > 1;
        const auto& best = ab.axes[static_cast<std::size_t>(ab.bestAxis)];
        const bool centred = std::abs((best.b.min - best.a.max) - (best.a.min - best.b.max)) < T(1e-3);
        if (!tie && !centred) {
            EXPECT_NEAR(along, T(-1), accuracy<T>()) << where;
        }
    }
    // A translation by whole numbers keeps integer coordinates exact, so the verdict is the same.
    if (grid) {
        const sat::Vec2<T> offset{T(4096), T(-1024)};
        EXPECT_EQ(sat::report(moved(a, offset), moved(b, offset)).verdict, ab.verdict) << where;
    }
    // Pushing B by depth * normal leaves the pair touching: separation within the accuracy of 0.
    if (ab.verdict == sat::Verdict::Overlapping) {
        const auto pushed = sat::report(a, moved(b, ab.normal * ab.depth));
        EXPECT_NEAR(pushed.axisSeparation, T(0), accuracy<T>() * (T(1) + ab.depth)) << where;
    }
    if (ab.verdict == sat::Verdict::Separated) {
        EXPECT_GT(ab.distance, T(0)) << where;
        EXPECT_GE(ab.distance, ab.axisSeparation) << where;
    } else {
        EXPECT_GE(ab.contacts.size(), 1u) << where;
    }
}

template <class T, class MakeA, class MakeB> void runProperties(unsigned seed, MakeA makeA, MakeB makeB, int count) {
    sat::test::RandomShapes<T> shapes(seed);
    RandomRound<T> round(seed + 1);
    for (int i = 0; i < count; ++i) {
        const bool grid = shapes.nextOnGrid();
        const auto a = makeA(shapes, round, grid);
        const auto b = makeB(shapes, round, grid);
        checkProperties<T>(a, b, grid, "seed " + std::to_string(seed) + " pair " + std::to_string(i));
        if (::testing::Test::HasFatalFailure()) return;
    }
}

template <class T> void runEveryPairKind(unsigned seed, int count) {
    runProperties<T>(seed + 0, randomCircles<T>(), randomCircles<T>(), count);
    runProperties<T>(seed + 10, randomCircles<T>(), randomCapsules<T>(), count);
    runProperties<T>(seed + 20, randomCapsules<T>(), randomCapsules<T>(), count);
    runProperties<T>(seed + 30, randomCircles<T>(), randomAabbs<T>(), count);
    runProperties<T>(seed + 40, randomCircles<T>(), randomObbs<T>(), count);
    runProperties<T>(seed + 50, randomCircles<T>(), randomPolygons<T>(), count);
    runProperties<T>(seed + 60, randomCapsules<T>(), randomAabbs<T>(), count);
    runProperties<T>(seed + 70, randomCapsules<T>(), randomObbs<T>(), count);
    runProperties<T>(seed + 80, randomCapsules<T>(), randomPolygons<T>(), count);
}

} // namespace

TEST(RoundProperties, EveryPairKindDouble) { runEveryPairKind<double>(700, 2000); }

TEST(RoundProperties, EveryPairKindFloat) { runEveryPairKind<float>(900, 2000); }

namespace {

/// A regular polygon of `count` vertices (count up to 64: past 8 its arrays are on the heap).
sat::ConvexPolygon2<float> regularPolygonForLanes(int count, float radius, sat::Vec2<float> centre) {
    std::vector<sat::Vec2<float>> points;
    for (int k = 0; k < count; ++k) {
        const double angle = 2 * std::numbers::pi * k / count + 0.1;
        points.push_back(
            {centre.x + radius * static_cast<float>(std::cos(angle)), centre.y + radius * static_cast<float>(std::sin(angle))});
    }
    return sat::ConvexPolygon2<float>::make(points);
}

} // namespace

// The float polygon-circle test takes four faces to a vector; sizes that are not a multiple of four, and polygons
// past eight vertices, must give the face loop's verdict and the report's.
TEST(RoundProperties, FloatPolygonCircleLanesAgreeWithTheFaceLoopAndTheReport) {
    std::mt19937 engine(4242);
    std::uniform_real_distribution<float> coordinate(-3.0f, 3.0f);
    std::uniform_real_distribution<float> radius(0.0f, 1.5f);
    for (const int count : {3, 4, 5, 7, 8, 9, 13, 16, 33, 64}) {
        const sat::ConvexPolygon2<float> polygon = regularPolygonForLanes(count, 1.5f, {0.25f, -0.5f});
        for (int i = 0; i < 2000; ++i) {
            const sat::Circle2<float> circle{{coordinate(engine), coordinate(engine)}, radius(engine)};
            const bool loop = sat::detail::round2::polygonCircleOverlaps(polygon, circle, polygon, circle);
            ASSERT_EQ(sat::overlaps(polygon, circle), loop) << count << " vertices, circle " << i;
            ASSERT_EQ(sat::overlaps(circle, polygon), loop) << count << " vertices, circle " << i;
            ASSERT_EQ(sat::report(polygon, circle).verdict != sat::Verdict::Separated, loop)
                << count << " vertices, circle " << i;
        }
    }
}

namespace {

/// A circle of radius `radius` whose centre lies `distance` from `from` along the unit direction `along`.
sat::Circle2<float> circleAt(sat::Vec2<float> from, sat::Vec2<double> along, double distance, float radius) {
    return {{static_cast<float>(from.x + along.x * distance), static_cast<float>(from.y + along.y * distance)}, radius};
}

/// Gaps around touching in units of the radius: within rounding, within the filter's bound, and well past it.
constexpr double kNearTouching[] = {0.0, 1e-7, -1e-7, 3e-6, -3e-6, 2e-5, -2e-5, 1e-4, -1e-4, 1e-3, -1e-3, 0.05, -0.05};

/// The fast test's verdict against the report's (exact at tolerance 0), both orders.
template <class S> void expectFastTestIsTheReport(const S& shape, const sat::Circle2<float>& circle, const std::string& where) {
    const bool reportSays = sat::report(shape, circle).verdict != sat::Verdict::Separated;
    ASSERT_EQ(sat::overlaps(shape, circle), reportSays) << where;
    ASSERT_EQ(sat::overlaps(circle, shape), reportSays) << where;
}

} // namespace

// The float polygon-circle test decides from each edge's squared distance with margins of the filter's bound, and
// the box-circle test from the squared distance beyond a corner: circles just inside and outside touching at every
// vertex (along the outward bisector and along each edge's line past its end) and at points along every edge.
TEST(RoundProperties, FloatCircleNearTouchingAPolygonOrBoxIsTheReport) {
    std::mt19937 engine(4343);
    std::uniform_real_distribution<float> unit(0.0f, 1.0f);
    for (int trial = 0; trial < 40; ++trial) {
        const int count = 3 + trial % 10;
        const sat::Vec2<float> centre{unit(engine) * 20 - 10, unit(engine) * 20 - 10};
        const sat::ConvexPolygon2<float> polygon = regularPolygonForLanes(count, 0.3f + 2 * unit(engine), centre);
        const sat::Obb2<float> box = sat::Obb2<float>::fromAngle(centre, {0.2f + unit(engine), 0.2f + unit(engine)},
                                                                 7 * unit(engine));
        const float radius = 0.05f + 2 * unit(engine);
        const std::array<sat::Vec2<float>, 4> corners = sat::corners(box);
        for (int i = 0; i < count + 4; ++i) {
            const bool ofBox = i >= count;
            const int n = ofBox ? 4 : count;
            const int k = ofBox ? i - count : i;
            const sat::Vec2<float> v = ofBox ? corners[static_cast<std::size_t>(k)] : polygon.vertex(k);
            const sat::Vec2<float> next = ofBox ? corners[static_cast<std::size_t>((k + 1) % n)] : polygon.vertex((k + 1) % n);
            const sat::Vec2<float> previous = ofBox ? corners[static_cast<std::size_t>((k + n - 1) % n)]
                                                    : polygon.vertex((k + n - 1) % n);
            const auto unitOf = [](double x, double y) {
                const double length = std::hypot(x, y);
                return sat::Vec2<double>{x / length, y / length};
            };
            const sat::Vec2<double> alongEdge = unitOf(double(v.x) - previous.x, double(v.y) - previous.y);
            const sat::Vec2<double> outward = unitOf(alongEdge.y, -alongEdge.x);
            const sat::Vec2<double> nextOutward = [&] {
                const sat::Vec2<double> e = unitOf(double(next.x) - v.x, double(next.y) - v.y);
                return sat::Vec2<double>{e.y, -e.x};
            }();
            const sat::Vec2<double> bisector = unitOf(outward.x + nextOutward.x, outward.y + nextOutward.y);
            const sat::Vec2<float> middle{(v.x + next.x) / 2, (v.y + next.y) / 2};
            for (const double gap : kNearTouching) {
                const double reach = radius * (1 + gap);
                const std::string where = "trial " + std::to_string(trial) + (ofBox ? " corner " : " vertex ") +
                                          std::to_string(k) + " gap " + std::to_string(gap);
                const sat::Circle2<float> atBisector = circleAt(v, bisector, reach, radius);
                const sat::Circle2<float> pastEnd = circleAt(v, alongEdge, reach, radius);
                const sat::Circle2<float> onEdge = circleAt(middle, nextOutward, reach, radius);
                if (ofBox) {
                    expectFastTestIsTheReport(box, atBisector, where + " bisector");
                    expectFastTestIsTheReport(box, pastEnd, where + " past the end");
                    expectFastTestIsTheReport(box, onEdge, where + " edge");
                } else {
                    expectFastTestIsTheReport(polygon, atBisector, where + " bisector");
                    expectFastTestIsTheReport(polygon, pastEnd, where + " past the end");
                    expectFastTestIsTheReport(polygon, onEdge, where + " edge");
                }
                if (::testing::Test::HasFatalFailure()) return;
            }
        }
    }
}
