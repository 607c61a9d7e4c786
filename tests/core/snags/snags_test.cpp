// SPDX-License-Identifier: MIT
// sat::findSnags: which seams snag, in which direction, on which axis.

#include <cmath>
#include <limits>
#include <sstream>

#include <gtest/gtest.h>

#include "sat/snags.hpp"
#include "snags/snag_scenes.hpp"
#include "support/approx.hpp"

namespace sat {
namespace {

using test::polygonShape;
using test::tileAt;

const SnagOptions kTiles16{glm::dvec2(16.0, 16.0)};

/// The snags, one a line, for failure messages.
std::string describe(const SnagResult& result) {
    std::ostringstream text;
    for (const Snag& s : result.snags)
        text << s.a << "->" << s.b << " at (" << s.point.x << "," << s.point.y << ") travel (" << s.travel.x << "," << s.travel.y
             << ") axis (" << s.snagAxis.x << "," << s.snagAxis.y << ") " << s.axisLabel << " depth " << s.depth << " probe at ("
             << s.probeCenter.x << "," << s.probeCenter.y << ")\n";
    return text.str();
}

std::size_t snagsTravelling(const SnagResult& result, double travelX) {
    std::size_t count = 0;
    for (const Snag& snag : result.snags) count += (snag.travel.x * travelX > 0.0) ? 1 : 0;
    return count;
}

TEST(FindSnags, AlignedFlatTilesSnagBothWays) {
    const SnagResult result = findSnags(test::tileRow(2), {}, kTiles16);
    ASSERT_EQ(result.snags.size(), 2u);
    const Snag& right = result.snags[0].travel.x > 0 ? result.snags[0] : result.snags[1];
    EXPECT_EQ(right.a, 0u);
    EXPECT_EQ(right.b, 1u);
    EXPECT_VEC_NEAR(right.point, glm::dvec2(16.0, 0.0), 0.0);
    EXPECT_VEC_NEAR(right.surfaceNormal, glm::dvec2(0.0, 1.0), 0.0);
    EXPECT_VEC_NEAR(right.snagAxis, glm::dvec2(-1.0, 0.0), 0.0);
    // Half a sink (0.016 / 2) past the seam, sunk 0.016: the side axis is the smaller push.
    EXPECT_NEAR(right.depth, 0.008, 1e-12);
    EXPECT_EQ(right.axisLabel, "B.x");
}

TEST(FindSnags, DefaultsComeFromTheTileSize) {
    const SnagResult result = findSnags(test::tileRow(2), {}, kTiles16);
    EXPECT_TRUE(result.tileSizeGiven);
    EXPECT_DOUBLE_EQ(result.sink, 0.016);
    EXPECT_DOUBLE_EQ(result.maxStep, 2.0);
    EXPECT_VEC_NEAR(result.probe[2], glm::dvec2(4.0, 4.0), 0.0); // an 8 x 8 box: half a tile
}

TEST(FindSnags, PlainSceneTakesTheMedianShapeSizeAsTile) {
    Scene scene = test::tileRow(3);
    scene.shapes.push_back(SceneShape{"big", Aabb2Spec{{0.0, 100.0}, {50.0, 2.0}}, std::nullopt, true, ""});
    const SnagResult result = findSnags(scene);
    EXPECT_FALSE(result.tileSizeGiven);
    EXPECT_VEC_NEAR(result.tileSize, glm::dvec2(16.0, 16.0), 1e-9);
}

TEST(FindSnags, StepDownDoesNotSnagStepUpDoes) {
    Scene scene;
    scene.shapes = {tileAt("high", 0.0, 0.0), tileAt("low", 16.0, -0.25)};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    EXPECT_EQ(snagsTravelling(result, +1.0), 0u) << "stepping down a quarter pixel";
    ASSERT_EQ(snagsTravelling(result, -1.0), 1u) << "stepping up a quarter pixel";
    EXPECT_EQ(result.snags[0].a, 1u);
    EXPECT_VEC_NEAR(result.snags[0].snagAxis, glm::dvec2(1.0, 0.0), 0.0);
}

TEST(FindSnags, OnePixelStepSnags) {
    Scene scene;
    scene.shapes = {tileAt("floor", 0.0, 0.0), tileAt("step", 16.0, 1.0)};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    ASSERT_EQ(snagsTravelling(result, +1.0), 1u);
    EXPECT_VEC_NEAR(result.snags[0].point, glm::dvec2(16.0, 0.0), 0.0);
}

TEST(FindSnags, WallIsNotASeam) {
    Scene scene;
    scene.shapes = {tileAt("floor", 0.0, 0.0), SceneShape{"wall", Aabb2Spec{{24.0, 0.0}, {8.0, 16.0}}, std::nullopt, true, ""}};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    EXPECT_EQ(result.seams, 0u);
    EXPECT_TRUE(result.snags.empty()) << describe(result);
}

TEST(FindSnags, UpASlopeOntoFlatRidesOverDownOffFlatCatches) {
    Scene scene;
    scene.shapes = {polygonShape("slope", {{0, -16}, {16, -16}, {16, 0}}), tileAt("flat", 16.0, 0.0)};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    EXPECT_EQ(result.seams, 2u);
    EXPECT_EQ(snagsTravelling(result, +1.0), 0u) << describe(result);
    // Leaving the flat tile, the sunk probe meets the slope tile's side below the corner.
    ASSERT_EQ(snagsTravelling(result, -1.0), 1u) << describe(result);
    EXPECT_VEC_NEAR(result.snags[0].snagAxis, glm::dvec2(1.0, 0.0), 0.0);
}

TEST(FindSnags, ValleyWithAnUprightSideCatchesTheSunkProbe) {
    Scene scene;
    scene.shapes = {tileAt("flat", 0.0, 0.0), polygonShape("ramp", {{16, -16}, {32, -16}, {32, 16}, {16, 0}})};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    ASSERT_EQ(snagsTravelling(result, +1.0), 1u) << describe(result);
    EXPECT_EQ(snagsTravelling(result, -1.0), 0u) << describe(result);
}

TEST(FindSnags, OneSlopeOfTwoTilesDoesNotSnag) {
    Scene scene;
    scene.shapes = {polygonShape("lower", {{0, -16}, {16, -16}, {16, 0}}),
                    polygonShape("upper", {{16, -16}, {32, -16}, {32, 16}, {16, 0}})};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    EXPECT_TRUE(result.snags.empty()) << describe(result);
}

TEST(FindSnags, SlopeRisingFromACornerDoesNotSnag) {
    Scene scene; // the slope tile has no upright side: only its corner meets the probe, which rides up
    scene.shapes = {tileAt("flat", 0.0, 0.0), polygonShape("wedge", {{16, 0}, {32, 0}, {32, 16}})};
    scene.shapes[0] = SceneShape{"floor", Aabb2Spec{{16.0, -8.0}, {16.0, 8.0}}, std::nullopt, true, ""};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    EXPECT_GE(result.seams, 1u) << "the wedge's corner on the floor is a seam";
    EXPECT_TRUE(result.snags.empty()) << describe(result);
}

TEST(FindSnags, LipOnTheSurfaceSnags) {
    Scene scene; // a quarter-unit plate lying on a floor: its side is a step
    scene.shapes = {SceneShape{"floor", Aabb2Spec{{16.0, -8.0}, {16.0, 8.0}}, std::nullopt, true, ""},
                    SceneShape{"plate", Aabb2Spec{{24.0, 0.125}, {8.0, 0.125}}, std::nullopt, true, ""}};
    const SnagResult result = findSnags(scene, {}, kTiles16);
    ASSERT_EQ(snagsTravelling(result, +1.0), 1u) << describe(result);
    EXPECT_VEC_NEAR(result.snags[0].point, glm::dvec2(16.0, 0.0), 0.0);
}

TEST(FindSnags, NoWalkableSurfaceMeansNoSnags) {
    Scene scene = test::tileRow(2);
    SnagOptions steep = kTiles16;
    for (SceneShape& shape : scene.shapes) shape.spec = Obb2Spec{std::get<Aabb2Spec>(shape.spec).center, {8, 8}, {45.0, true}};
    steep.walkableAngleDeg = 30.0;
    const SnagResult result = findSnags(scene, {}, steep);
    EXPECT_EQ(result.walkableEdges, 0u);
    EXPECT_TRUE(result.snags.empty()) << describe(result);
}

TEST(FindSnags, ThreeDShapesHaveNoWalkableSurface) {
    Scene scene;
    scene.shapes.push_back(SceneShape{"box", Aabb3Spec{{0, 0, 0}, {8, 8, 8}}, std::nullopt, true, ""});
    const SnagResult result = findSnags(scene, {}, kTiles16);
    EXPECT_EQ(result.colliders, 0u);
    EXPECT_EQ(result.walkableEdges, 0u);
}

TEST(FindSnags, ChosenColliderAsProbe) {
    SnagProbe diamond; // pointed bottom: it rides over an aligned seam
    diamond.outline = {{0, -4}, {4, 0}, {0, 4}, {-4, 0}};
    EXPECT_TRUE(findSnags(test::tileRow(2), diamond, kTiles16).snags.empty());
}

TEST(FindSnags, SceneColliderAsProbeIsItsOutlineAndIsNotSlidOn) {
    Scene scene = test::tileRow(2);
    // A 4 x 2 player box standing on the seam: as a collider it would make seams of its own with both tiles.
    scene.shapes.push_back(SceneShape{"player", Aabb2Spec{{16.0, 1.0}, {2.0, 1.0}}, std::nullopt, true, "Actors"});
    const SnagProbe probe = colliderProbe(scene, "player");
    ASSERT_EQ(probe.collider, std::optional<std::size_t>(2));
    ASSERT_EQ(probe.outline.size(), 4u);
    EXPECT_VEC_NEAR(probe.outline[2], glm::dvec2(2.0, 1.0), 0.0); // around its own centre
    const SnagResult result = findSnags(scene, probe, kTiles16);
    EXPECT_EQ(result.colliders, 2u) << "the probe's own collider is not slid on";
    ASSERT_EQ(result.snags.size(), 2u) << describe(result); // the tiles' seam, both ways, as a plain box would
    for (const Snag& snag : result.snags) {
        EXPECT_NE(snag.a, 2u);
        EXPECT_NE(snag.b, 2u);
    }
    EXPECT_VEC_NEAR(result.probe[2], glm::dvec2(2.0, 1.0), 0.0);
}

TEST(FindSnags, SceneColliderAsProbeMustBeA2dShapeOfTheScene) {
    Scene scene = test::tileRow(2);
    scene.shapes.push_back(SceneShape{"crate", Aabb3Spec{{0, 0, 0}, {1, 1, 1}}, std::nullopt, true, ""});
    EXPECT_THROW(colliderProbe(scene, "nobody"), SnagOptionsError);
    try {
        colliderProbe(scene, "crate");
        ADD_FAILURE() << "a 3D probe was taken";
    } catch (const SnagOptionsError& error) {
        EXPECT_NE(std::string(error.what()).find("'crate' is a 3D shape"), std::string::npos) << error.what();
    }
}

TEST(FindSnags, RejectsUnusableProbes) {
    const Scene scene = test::tileRow(2);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const glm::dvec2 size : {glm::dvec2(0, 8), glm::dvec2(8, -1), glm::dvec2(nan, 8), glm::dvec2(8, 1e300)}) {
        EXPECT_THROW(findSnags(scene, SnagProbe{size}, kTiles16), SnagOptionsError) << size.x << "," << size.y;
    }
    SnagOptions deep = kTiles16;
    deep.sink = 8.0; // as deep as the probe is high
    EXPECT_THROW(findSnags(scene, {}, deep), SnagOptionsError);
    SnagProbe concave;
    concave.outline = {{0, 0}, {4, 0}, {1, 1}, {0, 4}};
    EXPECT_THROW(findSnags(scene, concave, kTiles16), SnagOptionsError);
}

TEST(FindSnags, LongRowSnagsAtEverySeam) {
    const SnagResult result = findSnags(test::tileRow(500), {}, kTiles16);
    EXPECT_EQ(result.seams, 2u * 499u);
    EXPECT_EQ(result.snags.size(), 2u * 499u);
}

TEST(FindSnagsRound, CircleProbeRidesOverTheSeamsABoxSnagsOn) {
    // Radius 4 (half a tile), sunk 0.016 and half a sink past the seam at x = 16: its centre is at height
    // 4 - 0.016, and at the tiles' top (y = 0) it reaches only sqrt(4^2 - 3.984^2) = 0.36 either side of
    // x = 16.008 - 4, short of the next tile's side. A box probe snags there both ways.
    SnagProbe circle;
    circle.round = SnagProbe::Round{{0, 0}, {0, 0}, 4.0};
    const SnagResult result = findSnags(test::tileRow(2), circle, kTiles16);
    EXPECT_TRUE(result.snags.empty()) << describe(result);
    EXPECT_EQ(result.seams, 2u);
    EXPECT_EQ(result.probe.size(), 64u);
    EXPECT_EQ(findSnags(test::tileRow(2), {}, kTiles16).snags.size(), 2u);
}

TEST(FindSnagsRound, SmallCircleProbeSnagsOnAStepAboveItsCentre) {
    // Tile b's top is 1.5 above tile a's; a circle of radius 1 sliding right on a, sunk 0.016, has its centre at
    // height 0.984, below b's top: half a sink past x = 16, b's side pushes it back by 0.008 along -x (B.x).
    Scene scene;
    scene.shapes.push_back(test::tileAt("a", 0, 0));
    scene.shapes.push_back(SceneShape{"b", Aabb2Spec{{24.0, -7.25}, {8.0, 8.75}}, std::nullopt, true, "Ground"});
    scene.shapes.push_back(SceneShape{"ball", Circle2Spec{{100.0, 100.0}, 1.0}, std::nullopt, true, "Actors"});
    const SnagProbe probe = colliderProbe(scene, "ball");
    ASSERT_TRUE(probe.round.has_value());
    EXPECT_EQ(probe.round->radius, 1.0);
    EXPECT_VEC_NEAR(probe.round->start, glm::dvec2(0.0, 0.0), 0.0);
    const SnagResult result = findSnags(scene, probe, kTiles16);
    EXPECT_EQ(result.colliders, 2u);
    ASSERT_EQ(result.snags.size(), 1u) << describe(result);
    const Snag& snag = result.snags[0];
    EXPECT_EQ(snag.a, 0u);
    EXPECT_EQ(snag.b, 1u);
    EXPECT_VEC_NEAR(snag.travel, glm::dvec2(1.0, 0.0), 0.0);
    EXPECT_VEC_NEAR(snag.snagAxis, glm::dvec2(-1.0, 0.0), 0.0);
    EXPECT_EQ(snag.axisLabel, "B.x");
    EXPECT_NEAR(snag.depth, 0.008, 1e-12);
    EXPECT_VEC_NEAR(snag.probeCenter, glm::dvec2(15.008, 0.984), 1e-12);
}

TEST(FindSnagsRound, UprightCapsuleProbeStandsOnItsLowerEnd) {
    // A capsule from (0, -1) to (0, 1) around its centre, radius 1: it is placed by its lowest point, 1 + 1
    // below the centre, so it snags on the same step as the circle of radius 1, its centre 1 higher.
    Scene scene;
    scene.shapes.push_back(test::tileAt("a", 0, 0));
    scene.shapes.push_back(SceneShape{"b", Aabb2Spec{{24.0, -7.25}, {8.0, 8.75}}, std::nullopt, true, "Ground"});
    scene.shapes.push_back(
        SceneShape{"hero", Capsule2Spec::fromEnds({100.0, 99.0}, {100.0, 101.0}, 1.0), std::nullopt, true, "Actors"});
    const SnagResult result = findSnags(scene, colliderProbe(scene, "hero"), kTiles16);
    ASSERT_EQ(result.snags.size(), 1u) << describe(result);
    EXPECT_VEC_NEAR(result.snags[0].probeCenter, glm::dvec2(15.008, 1.984), 1e-12);
    EXPECT_NEAR(result.snags[0].depth, 0.008, 1e-12);
}

TEST(FindSnagsRound, RoundCollidersHaveNoWalkableEdgesAndNoSidesToSnagOn) {
    // A coin lying across the seam of two tiles: the seam still snags a box both ways, and the coin adds nothing.
    Scene scene = test::tileRow(2);
    scene.shapes.push_back(SceneShape{"coin", Circle2Spec{{16.0, 2.0}, 2.0}, std::nullopt, true, "Items"});
    const SnagResult result = findSnags(scene, {}, kTiles16);
    EXPECT_EQ(result.colliders, 3u);
    ASSERT_EQ(result.snags.size(), 2u) << describe(result);
    for (const Snag& snag : result.snags) EXPECT_NE(snag.b, 2u);
}

TEST(FindSnagsRound, RejectsUnusableRoundProbes) {
    SnagProbe flat;
    flat.round = SnagProbe::Round{{0, 0}, {0, 0}, 0.0};
    EXPECT_THROW(findSnags(test::tileRow(2), flat, kTiles16), SnagOptionsError);
    SnagProbe far;
    far.round = SnagProbe::Round{{0, 0}, {2e9, 0}, 1.0};
    EXPECT_THROW(findSnags(test::tileRow(2), far, kTiles16), SnagOptionsError);
}

} // namespace
} // namespace sat
