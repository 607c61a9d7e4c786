// SPDX-License-Identifier: MIT
// The scene generator (sat/generate.hpp): deterministic, valid, level-like.

#include <gtest/gtest.h>

#include "sat/check.hpp"
#include "sat/generate.hpp"
#include "sat/input_file.hpp"

namespace sat {
namespace {

Scene generated(std::size_t count, int dimension, std::uint64_t seed, double overlapFraction = 0.1) {
    return generateScene(GenerateOptions{count, dimension, seed, overlapFraction});
}

TEST(Generate, SameSeedGivesTheSameBytes) {
    EXPECT_EQ(serializeScene(generated(500, 2, 42)), serializeScene(generated(500, 2, 42)));
    EXPECT_EQ(serializeScene(generated(200, 3, 42)), serializeScene(generated(200, 3, 42)));
}

TEST(Generate, OtherSeedGivesAnotherScene) {
    EXPECT_NE(serializeScene(generated(100, 2, 1)), serializeScene(generated(100, 2, 2)));
}

TEST(Generate, FileLoadsBackAsTheSameScene2d) {
    const Scene scene = generated(2000, 2, 5);
    ASSERT_EQ(scene.shapes.size(), 2000u);
    EXPECT_EQ(scene.shapes[0].name, "s0");
    EXPECT_EQ(scene.shapes[1999].name, "s1999");
    EXPECT_EQ(parseScene(serializeScene(scene), "generated.json"), scene);
}

TEST(Generate, FileLoadsBackAsTheSameScene3d) {
    const Scene scene = generated(500, 3, 5);
    EXPECT_TRUE(scene.is3d());
    EXPECT_EQ(parseScene(serializeScene(scene), "generated.json"), scene);
}

// The largest count makes a file every reader accepts, in 2D and 3D: bytes per
// shape measured on 20,000 shapes (names one digit shorter than at the
// maximum, hence the byte added) times the maximum stays under 256 MiB.
TEST(Generate, LargestCountFitsTheInputLimit) {
    for (const auto& [dimension, overlapFraction] :
         {std::pair{2, 0.0}, std::pair{2, 1.0}, std::pair{3, 0.0}, std::pair{3, 1.0}}) {
        const std::size_t sample = 20000;
        const std::string text = serializeScene(generated(sample, dimension, 1, overlapFraction));
        const double perShape = static_cast<double>(text.size()) / sample + 1.0;
        EXPECT_LT(perShape * static_cast<double>(kMaxGeneratedShapes), 0.95 * static_cast<double>(kMaxInputFileBytes))
            << dimension << "D: " << perShape << " bytes a shape";
    }
    EXPECT_THROW((void)generated(kMaxGeneratedShapes + 1, 2, 1), std::invalid_argument);
}

TEST(Generate, MixesTheThreeKinds2d) {
    const Scene scene = generated(1000, 2, 9);
    std::size_t perKind[3] = {0, 0, 0};
    for (const SceneShape& shape : scene.shapes) ++perKind[shape.spec.index()];
    // About 35 %, 40 % and 25 % (polygons a little fewer: the odd one falls back to a box).
    EXPECT_GT(perKind[0], 250u);
    EXPECT_GT(perKind[1], 300u);
    EXPECT_GT(perKind[2], 150u);
}

TEST(Generate, NoOverlapFractionMeansNothingTouches) {
    const CheckResult result = runCheck(generated(3000, 2, 3, 0.0), CheckOptions{});
    EXPECT_EQ(result.summary.overlapping + result.summary.touching, 0);
}

TEST(Generate, OverlapFractionMakesAboutThatManyOverlaps) {
    // Every shape placed "overlapping" overlaps the one before it; a few more
    // pairs happen where such a shape reaches into a neighbour's cell.
    const CheckResult result = runCheck(generated(3000, 2, 3, 0.2), CheckOptions{});
    EXPECT_GE(result.summary.overlapping + result.summary.touching, 500);
    EXPECT_LE(result.summary.overlapping + result.summary.touching, 1500);
}

TEST(Generate, OverlapFraction3d) {
    const CheckResult result = runCheck(generated(1000, 3, 3, 0.2), CheckOptions{});
    EXPECT_GE(result.summary.overlapping + result.summary.touching, 160);
}

TEST(Generate, ViewFramesTheScene) {
    const Scene scene = generated(1000, 2, 4);
    ASSERT_TRUE(scene.view.has_value());
    EXPECT_GT(scene.view->zoom, 0.0);
}

TEST(Generate, RejectsBadOptions) {
    EXPECT_THROW(generated(10, 4, 1), std::invalid_argument);
    EXPECT_THROW(generated(10, 2, 1, 1.5), std::invalid_argument);
    EXPECT_TRUE(generated(0, 2, 1).shapes.empty());
}

} // namespace
} // namespace sat
