// SPDX-License-Identifier: MIT
// The round pairs' manifold (sat::manifold of a circle or capsule pair)
// against the report it stands for, field by field: every pair kind in both
// orders, float and double, random pairs (half on the grid, where touching is
// common) and pairs pushed to touch, several tolerances.

#include <string>

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

/// Every field of the manifold equals the report's without the distance (== on the numbers: the same bits up to
/// the sign of zero).
template <class T, class A, class B>
void expectManifoldIsTheReport(const A& a, const B& b, T tolerance, const std::string& where) {
    sat::ReportOptions2<T> options;
    options.tolerance = tolerance;
    options.computeDistance = false;
    const sat::Report2<T> r = sat::report(a, b, options);
    const sat::RoundManifold2<T> m = sat::manifold(a, b, tolerance);
    ASSERT_EQ(m.verdict, r.verdict) << where;
    EXPECT_EQ(m.axisSeparation, r.axisSeparation) << where;
    EXPECT_EQ(m.depth, r.depth) << where;
    EXPECT_EQ(m.normal.x, r.normal.x) << where;
    EXPECT_EQ(m.normal.y, r.normal.y) << where;
    ASSERT_EQ(m.contactCount, static_cast<int>(r.contacts.size())) << where;
    for (int i = 0; i < m.contactCount; ++i) {
        EXPECT_EQ(m.contacts[i].x, r.contacts[static_cast<std::size_t>(i)].x) << where << " contact " << i;
        EXPECT_EQ(m.contacts[i].y, r.contacts[static_cast<std::size_t>(i)].y) << where << " contact " << i;
    }
    if (tolerance == T(0)) {
        EXPECT_EQ(m.verdict != sat::Verdict::Separated, sat::overlaps(a, b)) << where;
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
