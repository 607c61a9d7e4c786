// SPDX-License-Identifier: MIT
// The benchmarks' pair generator (bench/pairs.hpp): exact shares of
// intersecting pairs, reproducible from the seed, none near touching.

#include <gtest/gtest.h>

#include <stdexcept>

#include "pairs.hpp"

namespace {

using bench::Scenario;

constexpr std::size_t kCount = 200;

TEST(BenchPairs, IntersectingCountIsTheScenarioShareOfTheCount) {
    EXPECT_EQ(bench::intersectingCount(Scenario::Sep10, 200), 20U);
    EXPECT_EQ(bench::intersectingCount(Scenario::Mix50, 200), 100U);
    EXPECT_EQ(bench::intersectingCount(Scenario::Ovl90, 200), 180U);
    EXPECT_EQ(bench::intersectingCount(Scenario::Ovl100, 200), 200U);
}

TEST(BenchPairs, CountThatIsNoMultipleOfTenIsRejected) {
    EXPECT_THROW(bench::intersectingCount(Scenario::Sep10, 205), std::invalid_argument);
}

template <class Make> void expectExactShares(Make make) {
    for (Scenario scenario : bench::kScenarios) {
        const auto pairs = make(scenario, kCount, bench::seedOf(1, scenario));
        ASSERT_EQ(pairs.size(), kCount);
        EXPECT_EQ(pairs.intersectingPairs(), bench::intersectingCount(scenario, kCount)) << bench::scenarioName(scenario);
    }
}

TEST(BenchPairs, Aabb2ScenariosHoldExactShares) { expectExactShares(bench::makeAabb2Pairs); }
TEST(BenchPairs, Obb2ScenariosHoldExactShares) {
    expectExactShares([](Scenario s, std::size_t n, std::uint64_t seed) { return bench::makeObb2Pairs(s, n, seed); });
}
TEST(BenchPairs, Obb2Aabb2ScenariosHoldExactShares) { expectExactShares(bench::makeObb2Aabb2Pairs); }
TEST(BenchPairs, Poly8ScenariosHoldExactShares) { expectExactShares(bench::makePoly8Pairs); }
TEST(BenchPairs, Obb3ScenariosHoldExactShares) {
    expectExactShares([](Scenario s, std::size_t n, std::uint64_t seed) { return bench::makeObb3Pairs(s, n, seed); });
}

TEST(BenchPairs, Obb3ScenariosJudgedByFastTestsHoldExactSharesOfTheReferenceVerdict) {
    for (Scenario scenario : bench::kScenarios) {
        const bench::Obb3Pairs pairs = bench::makeObb3Pairs(scenario, kCount, 3, bench::Judge::FastTests);
        std::size_t intersecting = 0;
        for (std::size_t i = 0; i < kCount; ++i) {
            const auto report = sat::report(sat::castShape<double>(pairs.a[i]), sat::castShape<double>(pairs.b[i]));
            intersecting += report.verdict != sat::Verdict::Separated ? 1U : 0U;
            EXPECT_GT(std::abs(report.axisSeparation), bench::kGeneratorClearance) << "pair " << i;
        }
        EXPECT_EQ(intersecting, bench::intersectingCount(scenario, kCount)) << bench::scenarioName(scenario);
    }
}

TEST(BenchPairs, ReferenceVerdictIsTheFastTestsOnTheWidenedShapes) {
    const bench::Obb3Pairs pairs = bench::makeObb3Pairs(Scenario::Mix50, kCount, 7);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const bool fast = sat::overlaps(sat::castShape<double>(pairs.a[i]), sat::castShape<double>(pairs.b[i]));
        EXPECT_EQ(fast, pairs.intersects[i] != 0) << "pair " << i;
        EXPECT_EQ(pairs.separation[i] <= 0.0, pairs.intersects[i] != 0) << "pair " << i;
    }
}

TEST(BenchPairs, NoPairLiesWithinTheClearanceOfTouching) {
    const bench::Obb2Pairs pairs = bench::makeObb2Pairs(Scenario::Mix50, kCount, 11);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        EXPECT_GT(std::abs(pairs.separation[i]), bench::kGeneratorClearance) << "pair " << i;
        EXPECT_FALSE(pairs.nearTouching(i));
    }
}

TEST(BenchPairs, SameSeedGivesTheSamePairs) {
    const bench::Obb2Pairs first = bench::makeObb2Pairs(Scenario::Ovl90, kCount, 42);
    const bench::Obb2Pairs second = bench::makeObb2Pairs(Scenario::Ovl90, kCount, 42);
    for (std::size_t i = 0; i < kCount; ++i) {
        EXPECT_EQ(first.a[i].center, second.a[i].center);
        EXPECT_EQ(first.b[i].axisX, second.b[i].axisX);
    }
}

TEST(BenchPairs, OtherSeedGivesOtherPairs) {
    const bench::Obb2Pairs first = bench::makeObb2Pairs(Scenario::Ovl90, kCount, 42);
    const bench::Obb2Pairs second = bench::makeObb2Pairs(Scenario::Ovl90, kCount, 43);
    EXPECT_NE(first.a[0].center, second.a[0].center);
}

TEST(BenchPairs, IntersectingPairsAreSpreadThroughTheSet) {
    // Quotas fill in draw order; the shuffle must not leave them grouped.
    const bench::Aabb2Pairs pairs = bench::makeAabb2Pairs(Scenario::Mix50, kCount, 5);
    std::size_t firstHalf = 0;
    for (std::size_t i = 0; i < kCount / 2; ++i) firstHalf += pairs.intersects[i];
    EXPECT_GT(firstHalf, 30U);
    EXPECT_LT(firstHalf, 70U);
}

} // namespace
