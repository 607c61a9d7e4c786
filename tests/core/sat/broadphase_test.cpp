// SPDX-License-Identifier: MIT
// The broad phase (sat/broadphase.hpp) against testing every pair.

#include <random>

#include <gtest/gtest.h>

#include "sat/broadphase.hpp"

namespace sat {
namespace {

Bounds2 box(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y1}}; }

std::vector<Bounds2> randomBoxes(std::size_t n, double world, double maxSize, unsigned seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> at(0.0, world), size(0.0, maxSize);
    std::vector<Bounds2> boxes;
    for (std::size_t i = 0; i < n; ++i) {
        const glm::dvec2 lo{at(random), at(random)};
        boxes.push_back({lo, lo + glm::dvec2(size(random), size(random))});
    }
    return boxes;
}

/// Clusters: most boxes piled around a few points, as in a level's rooms.
std::vector<Bounds2> clusteredBoxes(std::size_t n, unsigned seed) {
    std::mt19937 random(seed);
    std::normal_distribution<double> around(0.0, 3.0);
    std::uniform_int_distribution<int> which(0, 4);
    std::uniform_real_distribution<double> size(0.1, 2.0);
    const glm::dvec2 centres[] = {{0, 0}, {40, 0}, {40, 40}, {-25, 10}, {5, -60}};
    std::vector<Bounds2> boxes;
    for (std::size_t i = 0; i < n; ++i) {
        const glm::dvec2 lo = centres[which(random)] + glm::dvec2(around(random), around(random));
        boxes.push_back({lo, lo + glm::dvec2(size(random), size(random))});
    }
    return boxes;
}

TEST(BroadPhase, TwoOverlappingBoxesMakeOnePair) {
    const std::vector<Bounds2> boxes{box(0, 0, 2, 2), box(1, 1, 3, 3)};
    EXPECT_EQ(candidatePairs(boxes), (std::vector<CandidatePair>{{0, 1}}));
}

TEST(BroadPhase, TouchingBoundsAreCandidates) {
    // Closed sets: sharing the edge x = 2 or only the corner (2, 2) counts.
    const std::vector<Bounds2> boxes{box(0, 0, 2, 2), box(2, 0, 4, 2), box(-2, 2, 0, 4)};
    EXPECT_EQ(candidatePairs(boxes), (std::vector<CandidatePair>{{0, 1}, {0, 2}}));
}

TEST(BroadPhase, OverlapOnOneAxisOnlyIsNoCandidate) {
    const std::vector<Bounds2> boxes{box(0, 0, 2, 2), box(1, 5, 3, 7)};
    EXPECT_TRUE(candidatePairs(boxes).empty());
}

TEST(BroadPhase, MarginAddsPairsWithinThatGap) {
    const std::vector<Bounds2> boxes{box(0, 0, 1, 1), box(1.5, 0, 2.5, 1)}; // gap 0.5 along x
    EXPECT_TRUE(candidatePairs(boxes, 0.25).empty());
    EXPECT_EQ(candidatePairs(boxes, 0.5).size(), 1u);
}

TEST(BroadPhase, PairsAreSortedAndIndexedLowFirst) {
    // Inserted right to left, so the sweep meets them in reverse order.
    const std::vector<Bounds2> boxes{box(4, 0, 6, 1), box(2, 0, 4.5, 1), box(0, 0, 2.5, 1)};
    EXPECT_EQ(candidatePairs(boxes), (std::vector<CandidatePair>{{0, 1}, {1, 2}}));
}

TEST(BroadPhase, DuplicatesPairWithEachOther) {
    const std::vector<Bounds2> boxes(4, box(1, 1, 2, 2));
    EXPECT_EQ(candidatePairs(boxes).size(), 6u); // 4 choose 2
}

TEST(BroadPhase, ZeroSizeBoxesMeetWhenAtTheSamePoint) {
    const std::vector<Bounds2> boxes{box(1, 1, 1, 1), box(1, 1, 1, 1), box(1, 2, 1, 2), box(0, 0, 1, 1)};
    EXPECT_EQ(candidatePairs(boxes), (std::vector<CandidatePair>{{0, 1}, {0, 3}, {1, 3}}));
}

TEST(BroadPhase, EmptyAndSingleInputHaveNoPairs) {
    EXPECT_TRUE(candidatePairs(std::vector<Bounds2>{}).empty());
    EXPECT_TRUE(candidatePairs(std::vector<Bounds2>{box(0, 0, 1, 1)}).empty());
}

TEST(BroadPhase, MatchesBruteForceOnRandomBoxes) {
    for (unsigned seed = 1; seed <= 5; ++seed) {
        const auto boxes = randomBoxes(600, 100.0, 6.0, seed);
        EXPECT_EQ(candidatePairs(boxes), candidatePairsBruteForce(boxes)) << "seed " << seed;
        EXPECT_EQ(candidatePairs(boxes, 1.5), candidatePairsBruteForce(boxes, 1.5)) << "seed " << seed;
    }
}

TEST(BroadPhase, MatchesBruteForceOnClusteredBoxes) {
    const auto boxes = clusteredBoxes(1500, 7);
    const auto pairs = candidatePairs(boxes);
    EXPECT_GT(pairs.size(), 1500u); // the clusters really pile up
    EXPECT_EQ(pairs, candidatePairsBruteForce(boxes));
}

TEST(BroadPhase, MatchesBruteForceAtHugeCoordinates) {
    auto boxes = randomBoxes(400, 2e9, 2e8, 3); // 1e9-sized values, the scene limit
    for (Bounds2& b : boxes) b = {b.lo - 1e9, b.hi - 1e9};
    EXPECT_EQ(candidatePairs(boxes), candidatePairsBruteForce(boxes));
}

TEST(BroadPhase, ATallColumnSweepsAlongY) {
    // Every box spans the same x range: the sweep must pick y to stay fast,
    // and the answer is the same either way.
    std::vector<Bounds2> boxes;
    for (int i = 0; i < 200; ++i) boxes.push_back(box(0, i, 1, i + 0.5));
    EXPECT_TRUE(candidatePairs(boxes).empty());
    boxes.push_back(box(0.5, 10.25, 0.75, 11.25)); // touches boxes 10 and 11
    EXPECT_EQ(candidatePairs(boxes), (std::vector<CandidatePair>{{10, 200}, {11, 200}}));
}

TEST(BroadPhase3, MatchesBruteForceOnRandomBoxes) {
    std::mt19937 random(11);
    std::uniform_real_distribution<double> at(0.0, 30.0), size(0.0, 4.0);
    std::vector<Bounds3> boxes;
    for (int i = 0; i < 800; ++i) {
        const glm::dvec3 lo{at(random), at(random), at(random)};
        boxes.push_back({lo, lo + glm::dvec3(size(random), size(random), size(random))});
    }
    const auto pairs = candidatePairs(boxes);
    EXPECT_GT(pairs.size(), 100u);
    EXPECT_EQ(pairs, candidatePairsBruteForce(boxes));
    EXPECT_EQ(candidatePairs(boxes, 0.7), candidatePairsBruteForce(boxes, 0.7));
}

TEST(BroadPhase3, TouchingFacesAreCandidates) {
    const std::vector<Bounds3> boxes{{{0, 0, 0}, {1, 1, 1}}, {{1, 0, 0}, {2, 1, 1}}, {{0, 0, 1.5}, {1, 1, 2}}};
    EXPECT_EQ(candidatePairs(boxes), (std::vector<CandidatePair>{{0, 1}}));
}

} // namespace
} // namespace sat
