// SPDX-License-Identifier: MIT
// The round pairs' manifold (sat::manifold of a circle or capsule pair)
// against the report it stands for, field by field: every pair kind in both
// orders, float and double, random pairs (half on the grid, where touching is
// common), pairs pushed to touch, several tolerances, and the deep overlaps
// and near-corner places where the box-circle path leaves the corner's axis
// out.

#include <random>
#include <string>
#include <type_traits>

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
using sat::test::RandomShapes;

/// The manifold of a separated pair: the verdict alone, every other field zero.
template <class T> void expectVerdictAlone(const sat::RoundManifold2<T>& m, const std::string& where) {
    EXPECT_EQ(m.axisSeparation, T(0)) << where;
    EXPECT_EQ(m.depth, T(0)) << where;
    EXPECT_EQ(m.normal.x, T(0)) << where;
    EXPECT_EQ(m.normal.y, T(0)) << where;
    EXPECT_EQ(m.contactCount, 0) << where;
    for (const sat::Vec2<T>& contact : m.contacts) {
        EXPECT_EQ(contact.x, T(0)) << where;
        EXPECT_EQ(contact.y, T(0)) << where;
    }
}

/// The manifold's verdict is the report's without the distance; a separated pair's manifold is the verdict alone,
/// and every field of any other equals the report's (== on the numbers: the same bits up to the sign of zero).
template <class T, class A, class B>
void expectManifoldIsTheReport(const A& a, const B& b, T tolerance, const std::string& where) {
    sat::ReportOptions2<T> options;
    options.tolerance = tolerance;
    options.computeDistance = false;
    const sat::Report2<T> r = sat::report(a, b, options);
    const sat::RoundManifold2<T> m = sat::manifold(a, b, tolerance);
    ASSERT_EQ(m.verdict, r.verdict) << where;
    if (tolerance == T(0)) {
        EXPECT_EQ(m.verdict != sat::Verdict::Separated, sat::overlaps(a, b)) << where;
    }
    if (r.verdict == sat::Verdict::Separated) {
        expectVerdictAlone(m, where);
        return;
    }
    EXPECT_EQ(m.axisSeparation, r.axisSeparation) << where;
    EXPECT_EQ(m.depth, r.depth) << where;
    EXPECT_EQ(m.normal.x, r.normal.x) << where;
    EXPECT_EQ(m.normal.y, r.normal.y) << where;
    ASSERT_EQ(m.contactCount, static_cast<int>(r.contacts.size())) << where;
    for (int i = 0; i < m.contactCount; ++i) {
        EXPECT_EQ(m.contacts[i].x, r.contacts[static_cast<std::size_t>(i)].x) << where << " contact " << i;
        EXPECT_EQ(m.contacts[i].y, r.contacts[static_cast<std::size_t>(i)].y) << where << " contact " << i;
    }
}

/// The pair as drawn, then B moved along the report's normal until the best axis reads 0: a pair within the
/// filter's bound, where the exact path decides.
template <class T, class A, class B> void checkRoundManifoldPair(const A& a, const B& b, const std::string& where) {
    for (const T tolerance : {T(0), T(1e-3), T(0.25)}) {
        expectManifoldIsTheReport(a, b, tolerance, where + " tolerance " + std::to_string(tolerance));
        expectManifoldIsTheReport(b, a, tolerance, where + " swapped, tolerance " + std::to_string(tolerance));
    }
    const sat::Report2<T> r = sat::report(a, b);
    const B touching = moved(b, r.normal * (-r.axisSeparation));
    expectManifoldIsTheReport(a, touching, T(0), where + " pushed to touch");
    expectManifoldIsTheReport(touching, a, T(0), where + " pushed to touch, swapped");
}

template <class T, class MakeA, class MakeB> void runRoundManifoldPairs(unsigned seed, MakeA makeA, MakeB makeB, int count) {
    RandomShapes<T> shapes(seed);
    RandomRound<T> round(seed + 1);
    for (int i = 0; i < count; ++i) {
        const bool grid = shapes.nextOnGrid();
        const auto a = makeA(shapes, round, grid);
        const auto b = makeB(shapes, round, grid);
        checkRoundManifoldPair<T>(a, b, "seed " + std::to_string(seed) + " pair " + std::to_string(i));
        if (::testing::Test::HasFatalFailure()) return;
    }
}

} // namespace

TEST(RoundManifold, CircleCircleIsTheReport) {
    runRoundManifoldPairs<float>(1100, randomCircles<float>(), randomCircles<float>(), 1000);
    runRoundManifoldPairs<double>(1101, randomCircles<double>(), randomCircles<double>(), 1000);
}

TEST(RoundManifold, CircleCapsuleIsTheReport) {
    runRoundManifoldPairs<float>(1110, randomCircles<float>(), randomCapsules<float>(), 1000);
    runRoundManifoldPairs<double>(1111, randomCircles<double>(), randomCapsules<double>(), 1000);
}

TEST(RoundManifold, CapsuleCapsuleIsTheReport) {
    runRoundManifoldPairs<float>(1120, randomCapsules<float>(), randomCapsules<float>(), 1000);
    runRoundManifoldPairs<double>(1121, randomCapsules<double>(), randomCapsules<double>(), 1000);
}

TEST(RoundManifold, CircleBoxIsTheReport) {
    runRoundManifoldPairs<float>(1130, randomCircles<float>(), randomAabbs<float>(), 1000);
    runRoundManifoldPairs<double>(1131, randomCircles<double>(), randomAabbs<double>(), 1000);
    runRoundManifoldPairs<float>(1132, randomCircles<float>(), randomObbs<float>(), 1000);
    runRoundManifoldPairs<double>(1133, randomCircles<double>(), randomObbs<double>(), 1000);
}

TEST(RoundManifold, CirclePolygonIsTheReport) {
    runRoundManifoldPairs<float>(1140, randomCircles<float>(), randomPolygons<float>(), 1000);
    runRoundManifoldPairs<double>(1141, randomCircles<double>(), randomPolygons<double>(), 1000);
}

TEST(RoundManifold, CapsuleBoxIsTheReport) {
    runRoundManifoldPairs<float>(1150, randomCapsules<float>(), randomAabbs<float>(), 1000);
    runRoundManifoldPairs<double>(1151, randomCapsules<double>(), randomAabbs<double>(), 1000);
    runRoundManifoldPairs<float>(1152, randomCapsules<float>(), randomObbs<float>(), 1000);
    runRoundManifoldPairs<double>(1153, randomCapsules<double>(), randomObbs<double>(), 1000);
}

TEST(RoundManifold, CapsulePolygonIsTheReport) {
    runRoundManifoldPairs<float>(1160, randomCapsules<float>(), randomPolygons<float>(), 1000);
    runRoundManifoldPairs<double>(1161, randomCapsules<double>(), randomPolygons<double>(), 1000);
}

TEST(RoundManifold, TouchingCirclesGiveOneContactBetweenThem) {
    const sat::RoundManifold2<double> m = sat::manifold(sat::Circle2<double>{{0, 0}, 1}, sat::Circle2<double>{{3, 4}, 4});
    EXPECT_EQ(m.verdict, sat::Verdict::Touching);
    EXPECT_EQ(m.depth, 0.0);
    EXPECT_NEAR(m.normal.x, 0.6, 1e-15);
    EXPECT_NEAR(m.normal.y, 0.8, 1e-15);
    ASSERT_EQ(m.contactCount, 1);
    EXPECT_NEAR(m.contacts[0].x, 0.6, 1e-15);
    EXPECT_NEAR(m.contacts[0].y, 0.8, 1e-15);
}

TEST(RoundManifold, SeparatedPairGivesTheVerdictAlone) {
    // Centres 5 apart, radii 1 and 2: a gap of 2 along the centre line, which the manifold does not report.
    const sat::RoundManifold2<double> circles = sat::manifold(sat::Circle2<double>{{0, 0}, 1}, sat::Circle2<double>{{3, 4}, 2});
    EXPECT_EQ(circles.verdict, sat::Verdict::Separated);
    expectVerdictAlone(circles, "two circles");
    const sat::Obb2<float> box = sat::Obb2<float>::fromAngle({0, 0}, {1, 1}, 0.5f);
    const sat::RoundManifold2<float> boxCircle = sat::manifold(box, sat::Circle2<float>{{4, 0}, 1});
    EXPECT_EQ(boxCircle.verdict, sat::Verdict::Separated);
    expectVerdictAlone(boxCircle, "box and circle");
    const sat::RoundManifold2<float> tolerant = sat::manifold(box, sat::Circle2<float>{{4, 0}, 1}, 0.25f);
    EXPECT_EQ(tolerant.verdict, sat::Verdict::Separated);
    expectVerdictAlone(tolerant, "box and circle, tolerance 0.25");
}

namespace {

/// A circle centred at (x, y) in the box's frame (x, y in units of the half extents), both orders, tolerance 0 and
/// 1e-3: inside, in the slabs near a face, on a corner's lines and beyond the corners, where the straight-line
/// box-circle path decides whether the corner's axis can matter.
template <class T, class Box> void checkCircleAroundBox(const Box& box, T x, T y, T radius, const std::string& where) {
    const sat::Obb2<T> frame = [&] {
        if constexpr (std::is_same_v<Box, sat::Obb2<T>>) {
            return box;
        } else {
            return sat::Obb2<T>::fromAabb(box);
        }
    }();
    const sat::Vec2<T> centre = frame.center + frame.axisX * (x * frame.halfExtents.x) + frame.axisY * (y * frame.halfExtents.y);
    const sat::Circle2<T> circle{centre, radius};
    for (const T tolerance : {T(0), T(1e-3)}) {
        expectManifoldIsTheReport(box, circle, tolerance, where);
        expectManifoldIsTheReport(circle, box, tolerance, where + " swapped");
    }
}

template <class T> void runCirclesAroundBoxes(unsigned seed, int count) {
    std::mt19937 engine(seed);
    const auto real = [&](double lo, double hi) { return T(std::uniform_real_distribution<double>(lo, hi)(engine)); };
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(engine); };
    for (int i = 0; i < count; ++i) {
        const sat::Vec2<T> centre{real(-50, 50), real(-50, 50)};
        const sat::Vec2<T> half{real(0.01, 3), real(0.01, 3)};
        const T radius = pick(8) == 0 ? T(0) : real(0.01, 3);
        // Near a corner's lines (x or y at +-1 to within a few ulps or a tenth), inside, or anywhere about the box.
        const T near = pick(2) == 0 ? real(-1e-5, 1e-5) : real(-0.1, 0.1);
        T x = real(-2, 2);
        T y = real(-2, 2);
        switch (pick(4)) {
        case 0: x = (pick(2) == 0 ? T(1) : T(-1)) + near; break;
        case 1: y = (pick(2) == 0 ? T(1) : T(-1)) + near; break;
        case 2:
            x = real(-1, 1);
            y = real(-1, 1);
            break;
        default: break;
        }
        const std::string where = "seed " + std::to_string(seed) + " pair " + std::to_string(i);
        checkCircleAroundBox(sat::Obb2<T>::fromAngle(centre, half, real(0, 7)), x, y, radius, where + " obb");
        checkCircleAroundBox(sat::Aabb2<T>{centre, half}, x, y, radius, where + " aabb");
        if (::testing::Test::HasFatalFailure()) return;
    }
}

} // namespace

TEST(RoundManifold, CircleAroundABoxIsTheReport) {
    runCirclesAroundBoxes<float>(1170, 4000);
    runCirclesAroundBoxes<double>(1171, 4000);
}

TEST(RoundManifold, CircleDeepInAPolygonIsTheReport) {
    // B's centre near A's, as the benchmark draws them: most pairs overlap, many deeply.
    RandomShapes<float> shapes(1180);
    std::mt19937 engine(1181);
    const auto real = [&](float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(engine); };
    for (int i = 0; i < 4000; ++i) {
        const sat::ConvexPolygon2<float> polygon = shapes.polygon(false);
        const sat::Vec2<float> centre = polygon.vertex(0) * real(0, 1) + polygon.vertex(polygon.size() / 2) * real(0, 1);
        const sat::Circle2<float> circle{centre, real(0.05f, 2)};
        expectManifoldIsTheReport(polygon, circle, 0.0f, "pair " + std::to_string(i));
        expectManifoldIsTheReport(circle, polygon, 0.0f, "pair " + std::to_string(i) + " swapped");
        if (::testing::Test::HasFatalFailure()) return;
    }
}
