// SPDX-License-Identifier: MIT
// forEachCandidatePair: the broad phase's pairs in order, a window at a time.

#include <random>

#include <gtest/gtest.h>

#include "sat/broadphase.hpp"

namespace sat {
namespace {

std::vector<CandidatePair> visitAll(std::span<const Bounds2> boxes, std::size_t windowPairs, std::size_t* held = nullptr) {
    std::vector<CandidatePair> pairs;
    const CandidateVisit visit = forEachCandidatePair(
        boxes, 0.0,
        [&](CandidatePair pair) {
            pairs.push_back(pair);
            return true;
        },
        windowPairs);
    if (held) *held = visit.visited;
    return pairs;
}

std::vector<Bounds2> clustered(std::size_t n, unsigned seed) {
    std::mt19937 random(seed);
    std::normal_distribution<double> around(0.0, 2.0);
    std::uniform_real_distribution<double> size(0.1, 3.0);
    std::vector<Bounds2> boxes;
    for (std::size_t i = 0; i < n; ++i) {
        const glm::dvec2 lo{around(random), around(random)};
        boxes.push_back({lo, lo + glm::dvec2(size(random), size(random))});
    }
    return boxes;
}

TEST(BroadPhaseWindows, SmallWindowsGiveTheSamePairsInTheSameOrder) {
    const auto boxes = clustered(700, 3);
    const std::vector<CandidatePair> all = candidatePairs(boxes);
    ASSERT_GT(all.size(), 20u * boxes.size()); // many windows of 2n pairs
    std::size_t visited = 0;
    EXPECT_EQ(visitAll(boxes, 1, &visited), all); // the smallest window: 2n pairs
    EXPECT_EQ(visited, all.size());
    EXPECT_EQ(visitAll(boxes, 5000), all);
}

TEST(BroadPhaseWindows, IdenticalBoxesEveryPairOnce) {
    const std::vector<Bounds2> boxes(300, Bounds2{{0, 0}, {1, 1}});
    const std::vector<CandidatePair> pairs = visitAll(boxes, 1);
    ASSERT_EQ(pairs.size(), 300u * 299u / 2u);
    EXPECT_EQ(pairs.front(), (CandidatePair{0, 1}));
    EXPECT_EQ(pairs.back(), (CandidatePair{298, 299}));
    EXPECT_TRUE(std::is_sorted(pairs.begin(), pairs.end(),
                               [](CandidatePair x, CandidatePair y) { return x.a < y.a || (x.a == y.a && x.b < y.b); }));
}

TEST(BroadPhaseWindows, VisitStopsWhenAsked) {
    const std::vector<Bounds2> boxes(100, Bounds2{{0, 0}, {1, 1}});
    std::vector<CandidatePair> seen;
    const CandidateVisit visit = forEachCandidatePair(std::span<const Bounds2>(boxes), 0.0, [&](CandidatePair pair) {
        seen.push_back(pair);
        return seen.size() < 3;
    });
    EXPECT_EQ(visit.visited, 3u);
    EXPECT_EQ(seen, (std::vector<CandidatePair>{{0, 1}, {0, 2}, {0, 3}}));
}

TEST(BroadPhaseWindows, ThreeDimensionsToo) {
    std::mt19937 random(5);
    std::uniform_real_distribution<double> at(0.0, 8.0), size(0.0, 3.0);
    std::vector<Bounds3> boxes;
    for (int i = 0; i < 500; ++i) {
        const glm::dvec3 lo{at(random), at(random), at(random)};
        boxes.push_back({lo, lo + glm::dvec3(size(random), size(random), size(random))});
    }
    std::vector<CandidatePair> pairs;
    forEachCandidatePair(
        std::span<const Bounds3>(boxes), 0.5,
        [&](CandidatePair pair) {
            pairs.push_back(pair);
            return true;
        },
        1);
    EXPECT_EQ(pairs, candidatePairsBruteForce(boxes, 0.5));
}

} // namespace
} // namespace sat
