// SPDX-License-Identifier: MIT
// `satlab check` uses the broad phase and answers as testing every pair would.

#include <gtest/gtest.h>

#include "sat/check.hpp"
#include "sat/generate.hpp"

namespace sat {
namespace {

/// The reference: every pair (i < j) in scene order, as runCheck did before
/// the broad phase. `fastFilter`: skip pairs the fast test finds apart
/// (it equals the report's verdict at tolerance 0, sat/detail/fast2d.hpp).
CheckResult allPairs(const Scene& scene, const CheckOptions& options, bool fastFilter) {
    CheckResult result;
    result.summary.shapes = static_cast<int>(scene.shapes.size());
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        const Shape2<double> a = toShape2<double>(scene.shapes[i].spec);
        for (std::size_t j = i + 1; j < scene.shapes.size(); ++j) {
            if (sameCollider(scene.shapes[i], scene.shapes[j])) continue;
            ++result.summary.pairsTested;
            if (fastFilter && !overlaps(a, toShape2<double>(scene.shapes[j].spec))) continue;
            CheckPair pair = checkPair2(scene.shapes[i], scene.shapes[j], options);
            pair.nearMiss = options.near && !pair.overlap() && pair.separation < *options.near;
            if (pair.verdict == Verdict::Overlapping) ++result.summary.overlapping;
            if (pair.verdict == Verdict::Touching) ++result.summary.touching;
            if (pair.nearMiss) ++result.summary.nearMisses;
            if (pair.overlap() || pair.nearMiss) result.pairs.push_back(std::move(pair));
        }
    }
    return result;
}

std::vector<std::pair<std::string, std::string>> names(const CheckResult& result) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const CheckPair& pair : result.pairs) out.emplace_back(pair.a, pair.b);
    return out;
}

TEST(CheckBroadPhase, GeneratedSceneGivesTheAllPairsAnswer) {
    const Scene scene = generateScene(GenerateOptions{2000, 2, 17, 0.15});
    const CheckResult fast = runCheck(scene, CheckOptions{});
    const CheckResult reference = allPairs(scene, CheckOptions{}, true);
    EXPECT_EQ(fast.summary.pairsTested, 2000 * 1999 / 2);
    EXPECT_GT(fast.pairs.size(), 250u);
    EXPECT_LT(fast.timings.candidates, 20000u); // far fewer than 2 million pairs were looked at
    EXPECT_EQ(names(fast), names(reference));
    CheckResult expected = fast; // same dimension, precision and flags; only pairs and counts differ
    expected.pairs = reference.pairs;
    expected.summary = reference.summary;
    EXPECT_EQ(checkJson(fast), checkJson(expected));
    EXPECT_EQ(checkTable(fast), checkTable(expected));
}

TEST(CheckBroadPhase, NearMissesAndToleranceMatchEveryPairReported) {
    // Full reports of every pair: a smaller scene.
    const Scene scene = generateScene(GenerateOptions{300, 2, 23, 0.2});
    CheckOptions options;
    options.near = 1.5;
    options.tolerance = 0.01;
    const CheckResult fast = runCheck(scene, options);
    const CheckResult reference = allPairs(scene, options, false);
    EXPECT_GT(fast.summary.nearMisses, 0);
    EXPECT_EQ(names(fast), names(reference));
    EXPECT_EQ(fast.summary.nearMisses, reference.summary.nearMisses);
    EXPECT_EQ(fast.summary.touching, reference.summary.touching);
    EXPECT_EQ(fast.summary.overlapping, reference.summary.overlapping);
}

TEST(CheckBroadPhase, FloatPrecisionMatchesEveryPair) {
    const Scene scene = generateScene(GenerateOptions{250, 2, 29, 0.3});
    CheckOptions options;
    options.precision = Precision::Float;
    const CheckResult fast = runCheck(scene, options);
    EXPECT_EQ(names(fast), names(allPairs(scene, options, false)));
}

TEST(CheckBroadPhase, PiecesOfOneColliderAreNotCountedAsTested) {
    Scene scene = generateScene(GenerateOptions{10, 2, 1, 0.0});
    for (std::size_t i = 0; i < 4; ++i) scene.shapes[i].collider = "wall";
    EXPECT_EQ(runCheck(scene, CheckOptions{}).summary.pairsTested, 45 - 6);
}

} // namespace
} // namespace sat
