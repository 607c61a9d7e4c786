// SPDX-License-Identifier: MIT
// The 3D analysis: which pair is inspected (the 2D rule), the fast-test pair
// list, and "face axes only" on the bundled edge-edge scene.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "ui/model/analysis3d.hpp"
#include "ui/scene_builders.hpp"

namespace {

/// Unit cubes (half extent 1) on the x axis.
sat::SceneShape cubeAt(std::string name, double x) {
    return ui::test::shape(std::move(name), sat::Aabb3Spec{{x, 0.0, 0.0}, {1.0, 1.0, 1.0}});
}

ui::Selection selection3dOf(std::vector<std::string> names) {
    ui::Selection selection;
    selection.set(std::move(names));
    return selection;
}

std::filesystem::path bundledScene(const char* name) {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    const std::filesystem::path root =
        source ? std::filesystem::path(source)
               : std::filesystem::path(__FILE__).parent_path().parent_path().parent_path().parent_path();
    return root / "assets" / "scenes" / name;
}

ui::Analysis3dOptions faceAxesOnly() {
    ui::Analysis3dOptions options;
    options.faceAxesOnly = true;
    return options;
}

TEST(Analysis3d, TwoSelectedBoxesAreThePairInSelectionOrder) {
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("b", 1.5), cubeAt("c", 9.0)};
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, selection3dOf({"c", "a"}), {});
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->names.a, "c");
    EXPECT_EQ(analysis.inspected->names.b, "a");
    EXPECT_EQ(analysis.inspected->report.verdict, sat::Verdict::Separated);
    EXPECT_NEAR(analysis.inspected->report.distance, 7.0, 1e-12); // 9 - 1 - 1
}

TEST(Analysis3d, OneSelectedBoxInspectsItsDeepestOverlap) {
    // a overlaps b by 0.5 (centres 1.5 apart) and c by 0.8 (1.2 apart).
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("b", 1.5), cubeAt("c", -1.2)};
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, selection3dOf({"a"}), {});
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->names.b, "c");
    EXPECT_NEAR(analysis.inspected->report.depth, 0.8, 1e-12);
}

TEST(Analysis3d, OneSelectedBoxWithoutOverlapInspectsItsNearestNeighbour) {
    // Gaps from a: b 1 (centres 3 apart), c 3 (5 apart).
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("c", -5.0), cubeAt("b", 3.0)};
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, selection3dOf({"a"}), {});
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->names.b, "b");
    EXPECT_NEAR(analysis.inspected->report.distance, 1.0, 1e-12);
}

TEST(Analysis3d, NothingSelectedAmongThreeShapesInspectsNothing) {
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("b", 1.5), cubeAt("c", 6.0)};
    EXPECT_FALSE(ui::analyse3d(scene, {}, {}).inspected);
}

TEST(Analysis3d, NothingSelectedInATwoShapeSceneInspectsThatPair) {
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("b", 3.0)};
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, {}, {});
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->names, (ui::InspectedPair{"a", "b"}));
    EXPECT_NEAR(analysis.inspected->report.distance, 1.0, 1e-12);
}

TEST(Analysis3d, PairListHasTheFastTestsAnswerForEveryVisiblePair) {
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("b", 2.0), cubeAt("c", 9.0), cubeAt("hidden", 0.5)};
    scene.shapes[3].visible = false;
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, {}, {});
    ASSERT_EQ(analysis.pairs.size(), 3u);
    EXPECT_TRUE(analysis.pairs[0].intersecting); // a-b touch face to face: closed boxes intersect
    EXPECT_FALSE(analysis.pairs[1].intersecting);
    EXPECT_FALSE(analysis.pairs[2].intersecting);
    EXPECT_TRUE(analysis.intersecting[0]);
    EXPECT_FALSE(analysis.intersecting[2]);
}

TEST(Analysis3d, FaceAxesOnlyFalselyOverlapsOnTheBundledEdgeEdgeScene) {
    const sat::Scene scene = sat::loadScene(bundledScene("3d-edge-edge.json"));
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, selection3dOf({"A", "B"}), faceAxesOnly());
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->report.verdict, sat::Verdict::Overlapping);
    EXPECT_EQ(analysis.inspected->fullReport.verdict, sat::Verdict::Separated);
    EXPECT_TRUE(analysis.inspected->faceOnlyIsWrong());
    EXPECT_EQ(ui::faceOnlyWarning(*analysis.inspected),
              "face axes only: this verdict is wrong here \xE2\x80\x94 the pair is separated on A.edge0\xC3\x97"
              "B.edge2");
}

TEST(Analysis3d, FullTestSaysSeparatedOnTheBundledEdgeEdgeScene) {
    const sat::Scene scene = sat::loadScene(bundledScene("3d-edge-edge.json"));
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, selection3dOf({"A", "B"}), {});
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->report.verdict, sat::Verdict::Separated);
    EXPECT_EQ(analysis.inspected->report.firstSeparatingAxis, 8); // A.edge0×B.edge2
    EXPECT_FALSE(analysis.inspected->faceOnlyIsWrong());
}

TEST(Analysis3dState, ClickedAxisIsKeptForThePairAndDroppedWithIt) {
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("b", 1.5), cubeAt("c", 9.0)};
    ui::Analysis3dState state;
    state.refresh(scene, 1, selection3dOf({"a", "b"}), 0.0, false);
    state.selectedAxis = 4;
    scene.shapes[1].spec = sat::Aabb3Spec{{1.6, 0.0, 0.0}, {1.0, 1.0, 1.0}};
    state.refresh(scene, 2, selection3dOf({"a", "b"}), 0.0, false);
    EXPECT_EQ(state.selectedAxis, 4);
    state.refresh(scene, 2, selection3dOf({"a", "c"}), 0.0, false);
    EXPECT_EQ(state.selectedAxis, -1);
}

TEST(Analysis3dState, TwoDimensionalSceneHasNoResult) {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("flat", sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}));
    scene.shapes.push_back(ui::test::shape("flat2", sat::Aabb2Spec{{1.0, 0.0}, {1.0, 1.0}}));
    ui::Analysis3dState state;
    state.refresh(scene, 1, selection3dOf({"flat", "flat2"}), 0.0, false);
    EXPECT_FALSE(state.result.inspected);
    EXPECT_TRUE(state.result.pairs.empty());
}

} // namespace

// The Scene panel's rows of a 3D scene: the pairs the fast test finds, each
// with its report's verdict and depth (before, the panel read the 2D
// analysis only and listed no 3D pair).
TEST(Analysis3d, PairRowsOfTheScenePanelCarryTheReportsVerdictAndDepth) {
    sat::Scene scene;
    scene.shapes = {cubeAt("a", 0.0), cubeAt("b", 1.5), cubeAt("c", 3.5), cubeAt("d", 9.0)};
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, {}, {});
    std::vector<ui::PairRow3> rows;
    for (const ui::Pair3Status& pair : analysis.pairs)
        if (pair.intersecting) rows.push_back(ui::pairRow3d(scene, pair, 0.0));
    ASSERT_EQ(rows.size(), 2U); // a-b overlap, b-c touch; d is far
    EXPECT_EQ(rows[0].relation.a, "a");
    EXPECT_EQ(rows[0].relation.b, "b");
    EXPECT_EQ(rows[0].verdict, sat::Verdict::Overlapping);
    EXPECT_DOUBLE_EQ(rows[0].relation.depth, 0.5);
    EXPECT_EQ(rows[1].relation.a, "b");
    EXPECT_EQ(rows[1].relation.b, "c");
    EXPECT_EQ(rows[1].verdict, sat::Verdict::Touching);
    EXPECT_TRUE(rows[1].relation.intersecting);
}
