// SPDX-License-Identifier: MIT
// `satlab check`'s logic on the bundled scenes, with numbers a reader can
// check by hand (the scenes' comments are in docs/scene-format.md).

#include <charconv>
#include <cmath>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "sat/check.hpp"
#include "scene_test_util.hpp"

namespace sat {
namespace {

using test::bundledScene;
const double kRoot2 = std::sqrt(2.0);

CheckOptions pairOf(const std::string& a, const std::string& b) {
    CheckOptions options;
    options.pair = std::pair{a, b};
    return options;
}

TEST(Check, SeparatedOnlyOnTheAxisOfB) {
    // A = [-1,1]^2; B = unit box turned 45 degrees at (2,2). On A's axes B
    // covers [2-sqrt2, 2+sqrt2], overlapping A by sqrt2-1; on B's x axis A
    // covers [-sqrt2, sqrt2] and B [2sqrt2-1, 2sqrt2+1]: a gap of sqrt2-1.
    const CheckResult result = runCheck(bundledScene("separated-on-b-axis.json"), pairOf("A", "B"));
    ASSERT_EQ(result.pairs.size(), 1u);
    const CheckPair& pair = result.pairs[0];
    EXPECT_EQ(pair.verdict, Verdict::Separated);
    EXPECT_EQ(pair.firstSeparatingAxis, 2);
    ASSERT_EQ(pair.axes.size(), 4u);
    EXPECT_EQ(pair.axes[2].source, "B.x");
    EXPECT_NEAR(pair.axes[0].separation, -(kRoot2 - 1), 1e-12);
    EXPECT_NEAR(pair.axes[2].separation, kRoot2 - 1, 1e-12);
    EXPECT_NEAR(pair.separation, kRoot2 - 1, 1e-12); // corner (1,1) to B's face
    EXPECT_EQ(pair.depth, 0.0);
}

TEST(Check, PairIsReportedWithItsAxesWhateverTheVerdict) {
    const CheckResult result = runCheck(bundledScene("separated-on-b-axis.json"), pairOf("A", "B"));
    EXPECT_TRUE(result.pairs[0].withAxes);
    EXPECT_EQ(result.summary.pairsTested, 1);
}

TEST(Check, WithoutPairOnlyOverlappingOrTouchingPairsAreListed) {
    const CheckResult result = runCheck(bundledScene("separated-on-b-axis.json"), {});
    EXPECT_TRUE(result.pairs.empty());
    EXPECT_EQ(result.summary.pairsTested, 1);
    EXPECT_EQ(result.summary.shapes, 2);
}

TEST(Check, TouchingEdgeToEdgeCountsAsOverlap) {
    // A = [-1,1]^2, B = [1,3]x[-0.5,1.5], C = [-1.5,0.5]x[1,2] (a 90-degree OBB):
    // A touches B at x = 1 and C at y = 1; B and C are 0.5 apart.
    const CheckResult result = runCheck(bundledScene("touching.json"), {});
    EXPECT_EQ(result.summary.pairsTested, 3);
    EXPECT_EQ(result.summary.touching, 2);
    EXPECT_EQ(result.summary.overlapping, 0);
    ASSERT_EQ(result.pairs.size(), 2u);
    EXPECT_EQ(result.pairs[0].a + result.pairs[0].b, "AB"); // scene order
    EXPECT_EQ(result.pairs[1].a + result.pairs[1].b, "AC");
    EXPECT_EQ(result.pairs[0].verdict, Verdict::Touching);
    EXPECT_TRUE(result.pairs[0].overlap());
    EXPECT_EQ(result.pairs[0].depth, 0.0);
    EXPECT_EQ(result.pairs[0].separation, 0.0);
    EXPECT_EQ(result.pairs[0].normal, (std::vector<double>{1, 0}));
}

TEST(Check, ContainmentPushesOutTheShortWay) {
    // B = [0,2]x[0.5,1.5] inside A = [-4,4]x[-3,3]: leaving upwards takes 2.5,
    // rightwards 4, so the MTV is 2.5 along +y.
    const CheckResult result = runCheck(bundledScene("containment.json"), {});
    ASSERT_EQ(result.pairs.size(), 1u);
    EXPECT_EQ(result.pairs[0].verdict, Verdict::Overlapping);
    EXPECT_DOUBLE_EQ(result.pairs[0].depth, 2.5);
    EXPECT_DOUBLE_EQ(result.pairs[0].separation, -2.5);
    EXPECT_EQ(result.pairs[0].normal, (std::vector<double>{0, 1}));
}

TEST(Check, PolygonsOverlapAcrossTheTrianglesSlantedEdge) {
    // The square's corner (3,1) is inside the triangle; along the outward
    // normal (2,1)/sqrt5 of the edge (4,0)-(2,4) the overlap is 1/sqrt5.
    const CheckResult result = runCheck(bundledScene("polygons.json"), pairOf("triangle", "square"));
    const CheckPair& pair = result.pairs[0];
    EXPECT_EQ(pair.verdict, Verdict::Overlapping);
    EXPECT_NEAR(pair.depth, 1 / std::sqrt(5.0), 1e-12);
    EXPECT_NEAR(pair.normal[0], 2 / std::sqrt(5.0), 1e-12);
    EXPECT_NEAR(pair.normal[1], 1 / std::sqrt(5.0), 1e-12);
}

TEST(Check, PolygonsApartReportTheirDistance) {
    // The hexagon's vertex (-0.5,0) is 0.5 from the triangle's vertex (0,0).
    const CheckResult result = runCheck(bundledScene("polygons.json"), pairOf("triangle", "hexagon"));
    EXPECT_EQ(result.pairs[0].verdict, Verdict::Separated);
    EXPECT_NEAR(result.pairs[0].separation, 0.5, 1e-12);
}

TEST(Check, WelcomeSceneHasOneOverlap) {
    const CheckResult result = runCheck(bundledScene("welcome.json"), {});
    EXPECT_EQ(result.summary.pairsTested, 3);
    EXPECT_EQ(result.summary.overlapping, 1);
    ASSERT_EQ(result.pairs.size(), 1u);
    EXPECT_EQ(result.pairs[0].a + result.pairs[0].b, "AB");
}

TEST(Check, ToleranceTurnsANearGapIntoTouching) {
    CheckOptions options = pairOf("A", "B");
    options.tolerance = 0.5; // the gap is sqrt2 - 1 = 0.414
    EXPECT_EQ(runCheck(bundledScene("separated-on-b-axis.json"), options).pairs[0].verdict, Verdict::Touching);
}

TEST(Check, FloatPrecisionPrintsFloatValues) {
    CheckOptions options = pairOf("A", "B");
    options.precision = Precision::Float;
    const double separation = runCheck(bundledScene("separated-on-b-axis.json"), options).pairs[0].separation;
    EXPECT_NEAR(separation, kRoot2 - 1, 1e-6);
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, static_cast<float>(separation)).ptr;
    EXPECT_EQ(separation, std::strtod(std::string(text, end).c_str(), nullptr)); // the float's shortest decimal
}

TEST(Check, UnknownPairNameIsAnError) {
    try {
        (void)runCheck(bundledScene("touching.json"), pairOf("A", "Q"));
        FAIL() << "expected CheckError";
    } catch (const CheckError& error) {
        EXPECT_STREQ(error.what(), "--pair: no shape named \"Q\" in the scene (its shapes: A, B, C)");
    }
}

TEST(Check, PairOfOneShapeWithItselfIsAnError) {
    EXPECT_THROW((void)runCheck(bundledScene("touching.json"), pairOf("A", "A")), CheckError);
}

TEST(Check, NegativeToleranceIsAnError) {
    CheckOptions options;
    options.tolerance = -1;
    EXPECT_THROW((void)runCheck(bundledScene("touching.json"), options), CheckError);
}

TEST(Check, ThreeDimensionalScenesGiveVectorsOfThreeAndFifteenAxes) {
    // Unit cubes 1 apart on x overlap by 1; z against z is a parallel pair.
    Scene scene;
    scene.shapes.push_back({"A", Aabb3Spec{}, std::nullopt, true, ""});
    scene.shapes.push_back({"B", Aabb3Spec{{1, 0, 0}, {1, 1, 1}}, std::nullopt, true, ""});
    const CheckResult result = runCheck(scene, {});
    EXPECT_EQ(result.dimension, 3);
    ASSERT_EQ(result.pairs.size(), 1u);
    const CheckPair& pair = result.pairs[0];
    EXPECT_EQ(pair.verdict, Verdict::Overlapping);
    EXPECT_EQ(pair.depth, 1.0);
    EXPECT_EQ(pair.normal, (std::vector<double>{1, 0, 0}));
    ASSERT_EQ(pair.axes.size(), 15u);
    EXPECT_TRUE(pair.axes[14].degenerate);
    EXPECT_FALSE(pair.axes[14].degenerateReason.empty());
}

TEST(CheckExitCode, OneWhenFailOnOverlapAndSomethingTouches) {
    const CheckResult result = runCheck(bundledScene("touching.json"), {});
    EXPECT_EQ(checkExitCode(result, true), 1);
    EXPECT_EQ(checkExitCode(result, false), 0);
}

TEST(CheckExitCode, ZeroWhenNothingOverlaps) {
    EXPECT_EQ(checkExitCode(runCheck(bundledScene("separated-on-b-axis.json"), {}), true), 0);
}

} // namespace
} // namespace sat
