// SPDX-License-Identifier: MIT
// Tests of ui::analyse: which pairs relate, depths from the report, hidden shapes, precision.
#include <gtest/gtest.h>

#include "support/approx.hpp"
#include "ui/model/analysis.hpp"
#include "ui/scene_builders.hpp"

namespace {

/// Two unit-half-extent boxes 1.5 apart on x: they overlap by 0.5.
sat::Scene overlappingBoxes() {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("a", sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}));
    scene.shapes.push_back(ui::test::shape("b", sat::Aabb2Spec{{1.5, 0.0}, {1.0, 1.0}}));
    scene.shapes.push_back(ui::test::shape("far", sat::Aabb2Spec{{10.0, 0.0}, {1.0, 1.0}}));
    return scene;
}

ui::Selection selectionOf(std::vector<std::string> names) {
    ui::Selection selection;
    selection.set(std::move(names));
    return selection;
}

TEST(Analysis, EveryPairOfVisibleShapesIsRelated) {
    const ui::SceneAnalysis analysis = ui::analyse(overlappingBoxes(), {}, {});
    EXPECT_EQ(analysis.pairs.size(), 3u);
}

TEST(Analysis, OverlapDepthComesFromTheReport) {
    const ui::SceneAnalysis analysis = ui::analyse(overlappingBoxes(), {}, {});
    EXPECT_TRUE(analysis.pairs[0].relation.intersecting);
    EXPECT_NEAR(analysis.pairs[0].relation.depth, 0.5, 1e-12);
    EXPECT_TRUE(analysis.intersecting[0]);
    EXPECT_FALSE(analysis.intersecting[2]);
}

TEST(Analysis, HiddenShapesAreLeftOut) {
    sat::Scene scene = overlappingBoxes();
    scene.shapes[1].visible = false;
    EXPECT_EQ(ui::analyse(scene, {}, {}).pairs.size(), 1u);
}

TEST(Analysis, PiecesOfOneColliderAreNotPaired) {
    sat::Scene scene = overlappingBoxes();
    scene.shapes[0].collider = "ramp";
    scene.shapes[1].collider = "ramp";
    const ui::SceneAnalysis analysis = ui::analyse(scene, {}, {});
    EXPECT_EQ(analysis.pairs.size(), 2u);
    EXPECT_FALSE(analysis.intersecting[0]);
}

TEST(Analysis, InspectedPairCarriesTheFullReport) {
    const ui::SceneAnalysis analysis = ui::analyse(overlappingBoxes(), selectionOf({"a", "b"}), {});
    ASSERT_TRUE(analysis.inspected.has_value());
    const auto& report = analysis.inspected->report;
    EXPECT_EQ(report.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(report.depth, 0.5, 1e-12);
    EXPECT_VEC_NEAR(report.normal, (glm::dvec2{1.0, 0.0}), 1e-12); // from A to B
}

TEST(Analysis, FloatPrecisionGivesTheSameNumbersForExactInputs) {
    ui::AnalysisOptions options;
    options.precision = ui::Precision::Float;
    const ui::SceneAnalysis analysis = ui::analyse(overlappingBoxes(), selectionOf({"a", "b"}), options);
    ASSERT_TRUE(analysis.inspected.has_value());
    EXPECT_NEAR(analysis.inspected->report.depth, 0.5, 1e-7);
}

TEST(Analysis, ReferenceMethodNeverDisagreesWithItself) {
    const ui::SceneAnalysis analysis = ui::analyse(overlappingBoxes(), selectionOf({"a", "b"}), {});
    ASSERT_FALSE(analysis.inspected->methods.empty());
    EXPECT_EQ(analysis.inspected->methods[0].method, sat::seeds::Method2::Reference);
    EXPECT_EQ(analysis.inspected->methods[0].intersects, std::optional<bool>(true));
    EXPECT_FALSE(analysis.inspected->methods[0].disagrees);
}

TEST(Analysis, BoxMethodsDoNotApplyToPolygons) {
    sat::Scene scene = overlappingBoxes();
    scene.shapes[1].spec = sat::Poly2Spec{{{1.0, -1.0}, {3.0, -1.0}, {2.0, 1.0}}};
    const ui::SceneAnalysis analysis = ui::analyse(scene, selectionOf({"a", "b"}), {});
    ASSERT_TRUE(analysis.inspected.has_value());
    for (const ui::MethodAnswer& answer : analysis.inspected->methods) {
        if (answer.method == sat::seeds::Method2::Seed000HalfWidth) {
            EXPECT_FALSE(answer.intersects.has_value());
        }
    }
}

TEST(Analysis, InvalidPolygonIsReportedNotTested) {
    sat::Scene scene = overlappingBoxes();
    scene.shapes[1].spec = sat::Poly2Spec{{{0.0, 0.0}, {1.0, 0.0}, {2.0, 0.0}}}; // collinear
    const ui::SceneAnalysis analysis = ui::analyse(scene, {}, {});
    EXPECT_FALSE(analysis.problems[1].empty());
    EXPECT_EQ(analysis.pairs.size(), 1u); // only a - far
}

} // namespace

namespace {

TEST(Analysis, LargeScenesReportOnlyPairsWhoseBoundsTouch) {
    sat::Scene scene;
    for (int i = 0; i < 70; ++i) { // a row of unit boxes 3 apart; only the last two overlap
        std::string name = "s";
        name += std::to_string(i); // (not "s" + ...: g++ 12 -O3 warns falsely about that, -Wrestrict)
        scene.shapes.push_back(ui::test::shape(name, sat::Aabb2Spec{{3.0 * i, 0.0}, {1.0, 1.0}}));
    }
    std::get<sat::Aabb2Spec>(scene.shapes[69].spec).center.x = 3.0 * 68 + 1.5;
    const ui::SceneAnalysis analysis = ui::analyse(scene, {}, {});
    ASSERT_EQ(analysis.pairs.size(), 1u);
    EXPECT_TRUE(analysis.pairs[0].relation.intersecting);
}

} // namespace

namespace {

/// A thin upright box (90 degrees) and a tile up and to its left, 0.4 apart.
/// Read as 90 radians (about 117 degrees), the box would lean onto the tile.
sat::Scene leaningBoxAndTile() {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("box", sat::Obb2Spec{{0.0, 0.0}, {3.0, 0.1}, sat::AngleSpec{90.0, true}}));
    scene.shapes.push_back(ui::test::shape("tile", sat::Aabb2Spec{{-1.0, 2.0}, {0.5, 0.5}}));
    return scene;
}

TEST(Analysis, PairWhereTheChosenMethodDisagreesIsMarked) {
    ui::AnalysisOptions options;
    options.method = sat::seeds::Method2::Slip000DegreesAsRadians;
    const ui::SceneAnalysis analysis = ui::analyse(leaningBoxAndTile(), {}, options);
    ASSERT_EQ(analysis.pairs.size(), 1u);
    EXPECT_FALSE(analysis.pairs[0].relation.intersecting); // the reference: apart
    EXPECT_EQ(analysis.pairs[0].methodSays, std::optional<bool>(true));
    EXPECT_TRUE(analysis.pairs[0].methodDisagrees);
}

TEST(Analysis, ReferenceChoiceMarksNoPair) {
    const ui::SceneAnalysis analysis = ui::analyse(leaningBoxAndTile(), {}, {});
    EXPECT_FALSE(analysis.pairs[0].methodDisagrees);
}

} // namespace
