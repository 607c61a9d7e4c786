// SPDX-License-Identifier: MIT
// For every pair kind, on 10,000 random pairs, the report's verdict agrees
// with the fast test (verdict != Separated exactly when overlaps()), and the
// report's first separating axis is where the fast test's early-out stops.
// Half the pairs sit on an integer grid so that exact touching is common.

#include <gtest/gtest.h>

#include "core/sat/random_shapes2d.hpp"
#include "sat/sat2d.hpp"

namespace {

using sat::test::aabbs;
using sat::test::obbs;
using sat::test::polygons;
using sat::test::RandomShapes;

constexpr int kAgreementPairs = 10000;

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
    for (int i = 0; i < kAgreementPairs; ++i) {
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
