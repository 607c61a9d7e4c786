// SPDX-License-Identifier: MIT
// sat::mergeColliders: touching pieces of one layer joined into convex pieces that do not snag.

#include <gtest/gtest.h>

#include "sat/snags.hpp"
#include "snags/snag_scenes.hpp"

namespace sat {
namespace {

using test::polygonShape;
using test::tileAt;

const SnagOptions kMergeTiles16{glm::dvec2(16.0, 16.0)};

TEST(MergeColliders, FlatRunBecomesOneBox) {
    const MergeResult merged = mergeColliders(test::tileRow(8));
    ASSERT_EQ(merged.scene.shapes.size(), 1u);
    const SceneShape& run = merged.scene.shapes[0];
    EXPECT_EQ(run.name, "t0");
    EXPECT_EQ(run.group, "Ground");
    EXPECT_EQ(run.spec, ShapeSpec(Aabb2Spec{{64.0, -8.0}, {64.0, 8.0}}));
    EXPECT_EQ(merged.merges, 7u);
    EXPECT_TRUE(findSnags(merged.scene, {}, kMergeTiles16).snags.empty());
}

TEST(MergeColliders, ChosenColliderAsProbeIsNeverMerged) {
    Scene scene = test::tileRow(4);
    scene.shapes.push_back(tileAt("player", 64.0, 0.0)); // in the layer and touching the run's end
    const MergeResult merged = mergeColliders(scene, std::string("Ground"), colliderProbe(scene, "player"), kMergeTiles16);
    ASSERT_EQ(merged.scene.shapes.size(), 2u);
    EXPECT_EQ(merged.scene.shapes[0].spec, ShapeSpec(Aabb2Spec{{32.0, -8.0}, {32.0, 8.0}}));
    EXPECT_EQ(merged.scene.shapes[1].name, "player");
    EXPECT_EQ(merged.scene.shapes[1].spec, scene.shapes[4].spec);
}

TEST(MergeColliders, SlopeJoinsTheFloorAtItsTop) {
    Scene scene;
    scene.shapes = {polygonShape("slope", {{0, -16}, {16, -16}, {16, 0}}), tileAt("flat", 16.0, 0.0)};
    const MergeResult merged = mergeColliders(scene);
    ASSERT_EQ(merged.scene.shapes.size(), 1u);
    const auto& points = std::get<Poly2Spec>(merged.scene.shapes[0].spec).points;
    EXPECT_EQ(points.size(), 4u);
}

TEST(MergeColliders, ValleyIsReCutToMeetBelowTheSurface) {
    Scene scene;
    scene.shapes = {tileAt("flat", 0.0, 0.0), polygonShape("ramp", {{16, -16}, {32, -16}, {32, 16}, {16, 0}})};
    ASSERT_FALSE(findSnags(scene, {}, kMergeTiles16).snags.empty());
    const MergeResult merged = mergeColliders(scene, std::nullopt, {}, kMergeTiles16);
    EXPECT_EQ(merged.recuts, 1u);
    EXPECT_TRUE(findSnags(merged.scene, {}, kMergeTiles16).snags.empty());
    ASSERT_EQ(merged.scene.shapes.size(), 2u);
    // The floor runs on under the slope; the slope is a wedge on top of it.
    EXPECT_EQ(merged.scene.shapes[0].spec, ShapeSpec(Aabb2Spec{{16.0, -8.0}, {16.0, 8.0}}));
    EXPECT_EQ(merged.scene.shapes[1].name, "ramp");
    EXPECT_EQ(std::get<Poly2Spec>(merged.scene.shapes[1].spec).points.size(), 3u);
}

TEST(MergeColliders, LayersAreMergedSeparately) {
    Scene scene;
    scene.shapes = {tileAt("a", 0.0, 0.0, "Ground"), tileAt("b", 16.0, 0.0, "Bridge")};
    EXPECT_EQ(mergeColliders(scene).scene.shapes, scene.shapes);
    EXPECT_EQ(mergeColliders(scene, std::string("Bridge")).scene.shapes, scene.shapes);
}

TEST(MergeColliders, OnlyTheNamedLayer) {
    Scene scene = test::tileRow(2);
    scene.shapes.push_back(tileAt("b0", 0.0, 32.0, "Bridge"));
    scene.shapes.push_back(tileAt("b1", 16.0, 32.0, "Bridge"));
    const MergeResult merged = mergeColliders(scene, std::string("Bridge"));
    ASSERT_EQ(merged.scene.shapes.size(), 3u);
    EXPECT_EQ(merged.scene.shapes[0], scene.shapes[0]);
    EXPECT_EQ(merged.scene.shapes[2].name, "b0");
    EXPECT_EQ(merged.scene.shapes[2].group, "Bridge");
}

TEST(MergeColliders, MisalignedTilesStaySeparate) {
    Scene scene;
    scene.shapes = {tileAt("a", 0.0, 0.0), tileAt("b", 16.0, 0.25)};
    const MergeResult merged = mergeColliders(scene);
    EXPECT_EQ(merged.scene.shapes, scene.shapes);
    EXPECT_FALSE(findSnags(merged.scene, {}, kMergeTiles16).snags.empty()) << "the snag is still reported, not hidden";
}

TEST(MergeColliders, OverlappingTilesStaySeparate) {
    Scene scene;
    scene.shapes = {tileAt("a", 0.0, 0.0), tileAt("b", 15.0, 0.0)};
    EXPECT_EQ(mergeColliders(scene).scene.shapes, scene.shapes);
}

TEST(MergeColliders, HiddenShapesNeverJoinVisibleOnes) {
    Scene scene = test::tileRow(3);
    scene.shapes[1].visible = false;
    const MergeResult merged = mergeColliders(scene);
    EXPECT_EQ(merged.scene.shapes, scene.shapes);
}

TEST(MergeColliders, ThreeDShapesAreKeptAsTheyAre) {
    Scene scene;
    scene.shapes.push_back(SceneShape{"box", Aabb3Spec{{0, 0, 0}, {1, 1, 1}}, std::nullopt, true, "Ground"});
    scene.shapes.push_back(SceneShape{"cube", Aabb3Spec{{2, 0, 0}, {1, 1, 1}}, std::nullopt, true, "Ground"});
    EXPECT_EQ(mergeColliders(scene).scene.shapes, scene.shapes);
}

TEST(MergeColliders, BlockOfTilesBecomesOneBox) {
    Scene scene = test::tileRow(4);
    for (int i = 0; i < 4; ++i) scene.shapes.push_back(tileAt(test::tileName("u", i), 16.0 * i, 16.0));
    const MergeResult merged = mergeColliders(scene);
    ASSERT_EQ(merged.scene.shapes.size(), 1u);
    EXPECT_EQ(merged.scene.shapes[0].spec, ShapeSpec(Aabb2Spec{{32.0, 0.0}, {32.0, 16.0}}));
}

} // namespace
} // namespace sat
