// SPDX-License-Identifier: MIT
// Tests of the snag map's model: counts per layer, the probe at rest and at a snag, the layer merge and its undo.
#include <gtest/gtest.h>

#include <cmath>

#include "support/approx.hpp"
#include "ui/model/document.hpp"
#include "ui/model/snag_view.hpp"
#include "ui/scene_builders.hpp"

namespace {

/// Three 16 px floor tiles side by side (layer "ground", x from 0 to 48, top at y = 16) and one lone tile of
/// layer "ledge" high above them: the ground's two seams snag, the lone tile has none.
sat::Scene snagFloor() {
    sat::Scene scene;
    for (int i = 0; i < 3; ++i) {
        sat::SceneShape tile = ui::test::shape("ground" + std::to_string(i), sat::Aabb2Spec{{8.0 + 16.0 * i, 8.0}, {8.0, 8.0}});
        tile.group = "ground";
        scene.shapes.push_back(tile);
    }
    sat::SceneShape ledge = ui::test::shape("ledge", sat::Aabb2Spec{{100.0, 100.0}, {8.0, 8.0}});
    ledge.group = "ledge";
    scene.shapes.push_back(ledge);
    return scene;
}

TEST(SnagView, CountsTheSnagsOfEachLayer) {
    const ui::SnagMap map = ui::findSceneSnags(snagFloor(), {});
    ASSERT_EQ(map.layers.size(), 2u);
    EXPECT_EQ(map.layers[0].group, "ground");
    EXPECT_EQ(map.layers[0].colliders, 3u);
    EXPECT_EQ(map.layers[0].snags, map.result.snags.size());
    EXPECT_GE(map.layers[0].snags, 2u); // each seam snags a box sliding into it, one way at least
    EXPECT_EQ(map.layers[1].group, "ledge");
    EXPECT_EQ(map.layers[1].snags, 0u);
}

TEST(SnagView, PanelSettingsReachTheFinder) {
    ui::SnagSettings settings;
    settings.probeSize = glm::dvec2(4.0, 6.0);
    settings.sink = 0.5;
    const ui::SnagMap map = ui::findSceneSnags(snagFloor(), settings);
    EXPECT_DOUBLE_EQ(map.result.sink, 0.5);
    const ui::SnagSettings resolved = ui::resolvedSettings(map.result, snagFloor());
    ASSERT_TRUE(resolved.probeSize);
    EXPECT_DOUBLE_EQ(resolved.probeSize->x, 4.0);
    EXPECT_DOUBLE_EQ(resolved.probeSize->y, 6.0);
}

TEST(SnagView, UnusableProbeIsAnErrorNotACrash) {
    ui::SnagSettings settings;
    settings.probeSize = glm::dvec2(0.0, 6.0);
    EXPECT_THROW(ui::findSceneSnags(snagFloor(), settings), sat::SnagOptionsError);
}

TEST(SnagView, ProbeFallsOntoTheSurfaceAndSinks) {
    const glm::dvec2 center = ui::restingProbeCenter(snagFloor(), {4.0, 4.0}, {20.0, 40.0}, 0.25);
    EXPECT_DOUBLE_EQ(center.x, 20.0);
    EXPECT_DOUBLE_EQ(center.y, 16.0 + 4.0 - 0.25);
}

TEST(SnagView, ProbeWithNothingBelowStaysAtThePointer) {
    const glm::dvec2 center = ui::restingProbeCenter(snagFloor(), {4.0, 4.0}, {-50.0, 40.0}, 0.25);
    EXPECT_DOUBLE_EQ(center.x, -50.0);
    EXPECT_DOUBLE_EQ(center.y, 40.0);
}

TEST(SnagView, ProbeInsideOneTileIsPushedUp) {
    const ui::ProbePlacement probe = ui::placeProbe(snagFloor(), {4.0, 4.0}, {24.0, 19.75});
    ASSERT_EQ(probe.contacts.size(), 1u);
    EXPECT_EQ(probe.contacts[0].index, 1u);
    EXPECT_FALSE(probe.contacts[0].snags);
    EXPECT_NEAR(probe.contacts[0].push.y, 1.0, 1e-12);
    EXPECT_NEAR(probe.contacts[0].depth, 0.25, 1e-12);
    ASSERT_TRUE(probe.shown);
}

TEST(SnagView, ProbeJustPastASeamIsPushedBackByTheNextTile) {
    // The leading side 0.1 past the seam at x = 16, sunk 0.25: tile 1's side is the shallower way out.
    const ui::ProbePlacement probe = ui::placeProbe(snagFloor(), {4.0, 4.0}, {12.1, 19.75});
    ASSERT_EQ(probe.contacts.size(), 2u);
    ASSERT_TRUE(probe.shown);
    const ui::ProbeContact& shown = probe.contacts[*probe.shown];
    EXPECT_EQ(shown.index, 1u);
    EXPECT_TRUE(shown.snags);
    EXPECT_NEAR(shown.push.x, -1.0, 1e-12);
    EXPECT_NEAR(shown.depth, 0.1, 1e-9);
}

TEST(SnagView, ProbeContactDirectionNeverReadsNegativeZero) {
    // The push back from the next tile is (-1, -0): the panel's line must read (-1.00, 0.00).
    const sat::Scene scene = snagFloor();
    const ui::ProbePlacement probe = ui::placeProbe(scene, {4.0, 4.0}, {12.1, 19.75});
    ASSERT_TRUE(probe.shown);
    ASSERT_TRUE(std::signbit(probe.contacts[*probe.shown].push.y)) << "the push's y is -0: what the text must hide";
    const std::string shown = ui::probeContactText(scene, probe.contacts[*probe.shown]);
    EXPECT_EQ(shown, "ground1: MTV A.x (-1.00, 0.00) depth 0.1: snags");
    ui::ProbeContact up{0, {-0.0, 1.0}, 0.25, "B.y", false};
    EXPECT_EQ(ui::probeContactText(scene, up), "ground0: MTV B.y (0.00, 1.00) depth 0.25");
    const ui::ProbeContact touching{2, {0.0, 1.0}, -0.0, "B.y", false};
    EXPECT_EQ(ui::probeContactText(scene, touching), "ground2: MTV B.y (0.00, 1.00) depth 0");
}

TEST(SnagView, ProbeAtASnagShowsTheColliderItCatchesOn) {
    const sat::Scene scene = snagFloor();
    const ui::SnagMap map = ui::findSceneSnags(scene, {});
    ASSERT_FALSE(map.result.snags.empty());
    const sat::Snag& snag = map.result.snags.front();
    const ui::ProbePlacement probe = ui::probeAtSnag(scene, map.result, snag);
    EXPECT_TRUE(sat::test::near(probe.center, snag.probeCenter, 1e-12));
    ASSERT_TRUE(probe.shown);
    EXPECT_EQ(probe.contacts[*probe.shown].index, snag.b);
    EXPECT_TRUE(probe.contacts[*probe.shown].snags);
    EXPECT_TRUE(sat::test::near(probe.contacts[*probe.shown].push, snag.snagAxis, 1e-12));
    EXPECT_NEAR(probe.contacts[*probe.shown].depth, snag.depth, 1e-12);
}

TEST(SnagView, ProbeTakesANameTheSceneDoesNotUse) {
    sat::Scene scene = snagFloor();
    scene.shapes.push_back(ui::test::shape("probe", sat::Aabb2Spec{{0.0, 50.0}, {1.0, 1.0}}));
    const sat::Scene withProbe = ui::sceneWithProbe(scene, ui::placeProbe(scene, {4.0, 4.0}, {24.0, 19.75}));
    ASSERT_EQ(withProbe.shapes.size(), scene.shapes.size() + 1);
    EXPECT_EQ(withProbe.shapes.back().name, "probe1");
}

TEST(SnagView, MergePreviewCountsTheLayersSnagsBeforeAndAfter) {
    const sat::Scene scene = snagFloor();
    const ui::LayerMergePreview preview = ui::previewLayerMerge(scene, "ground", {}, 7);
    EXPECT_EQ(preview.snagsBefore, ui::findSceneSnags(scene, {}).layers[0].snags);
    EXPECT_GT(preview.snagsBefore, 0u);
    EXPECT_EQ(preview.snagsAfter, 0u);
    EXPECT_EQ(preview.merge.shapesAfter, 2u); // one ground box and the ledge
}

TEST(SnagView, AppliedMergeIsOneUndoStep) {
    ui::Document document;
    document.reset(snagFloor(), {}, false);
    const ui::LayerMergePreview preview = ui::previewLayerMerge(document.scene(), "ground", {}, document.revision());
    ASSERT_TRUE(ui::applyLayerMerge(document, preview));
    EXPECT_EQ(document.scene().shapes.size(), 2u);
    EXPECT_EQ(document.undoName(), "Merge layer ground");
    document.undo();
    EXPECT_EQ(document.scene(), snagFloor());
    EXPECT_FALSE(document.canUndo());
}

TEST(SnagView, StalePreviewIsNotApplied) {
    ui::Document document;
    document.reset(snagFloor(), {}, false);
    const ui::LayerMergePreview preview = ui::previewLayerMerge(document.scene(), "ground", {}, document.revision());
    document.beginEdit("Move");
    document.editable().shapes[3].spec = sat::Aabb2Spec{{200.0, 100.0}, {8.0, 8.0}};
    document.endEdit();
    EXPECT_FALSE(ui::applyLayerMerge(document, preview));
    EXPECT_EQ(document.scene().shapes.size(), 4u);
}

} // namespace
