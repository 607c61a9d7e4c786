// SPDX-License-Identifier: MIT
// The Findings panel's model: the same lint as `satlab check --near D`,
// ordered most severe first, and a click inspects the pair.

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include <gtest/gtest.h>

#include "sat/tiled.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/findings_actions.hpp"
#include "ui/panels/lint_panel.hpp"
#include "ui/scene_builders.hpp"

namespace ui {
namespace {

sat::SceneShape box(std::string name, double x, double width) {
    return test::shape(std::move(name), sat::Aabb2Spec{{x + width / 2, 0.0}, {width / 2, 1.0}});
}

/// A row of unit-high boxes along x: [0,2] and [1.5,3] overlap by 0.5, [3,4]
/// touches the second, [4.25,5] is 0.25 from the third, [9,10] is far.
sat::Scene row() {
    sat::Scene scene;
    scene.shapes = {box("P", 0.0, 2.0), box("Q", 1.5, 1.5), box("R", 3.0, 1.0), box("S", 4.25, 0.75), box("T", 9.0, 1.0)};
    return scene;
}

TEST(LintScene, ListsOverlapThenTouchingThenNearMisses) {
    const LintReport report = lintScene(row(), 0.5);
    ASSERT_EQ(report.findings.size(), 3u);
    EXPECT_EQ(report.findings[0].kind, "overlapping");
    EXPECT_EQ(report.findings[0].a + report.findings[0].b, "PQ");
    EXPECT_DOUBLE_EQ(report.findings[0].separation, -0.5);
    EXPECT_EQ(report.findings[1].kind, "touching");
    EXPECT_EQ(report.findings[1].a + report.findings[1].b, "QR");
    EXPECT_EQ(report.findings[2].kind, "near");
    EXPECT_EQ(report.findings[2].a + report.findings[2].b, "RS");
    EXPECT_DOUBLE_EQ(report.findings[2].separation, 0.25);
    EXPECT_EQ(report.shapes, 5);
}

TEST(LintScene, NearDistanceZeroListsNoNearMisses) {
    const LintReport report = lintScene(row(), 0.0);
    ASSERT_EQ(report.findings.size(), 2u);
    EXPECT_NE(report.findings.back().kind, "near");
}

TEST(LintScene, NearMissesClosestFirst) {
    sat::Scene scene = row();
    scene.shapes.push_back(box("U", 10.1, 1.0)); // 0.1 from T: closer than R-S (0.25)
    const LintReport report = lintScene(scene, 0.5);
    ASSERT_EQ(report.findings.size(), 4u);
    EXPECT_EQ(report.findings[2].a + report.findings[2].b, "TU");
    EXPECT_EQ(report.findings[3].a + report.findings[3].b, "RS");
}

TEST(LintScene, ImportedMapHasAFindingPerLayerSummary) {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    ASSERT_NE(source, nullptr);
    const sat::Scene map = sat::loadSceneOrTiledMap(std::filesystem::path(source) / "assets" / "maps" / "seams.tmx");
    const LintReport report = lintScene(map, 1.0);
    EXPECT_FALSE(report.layers.empty());
    EXPECT_TRUE(
        std::any_of(report.findings.begin(), report.findings.end(), [](const LintFinding& f) { return f.kind == "near"; }));
}

TEST(LintPanel, ClickingAFindingSelectsItsPairAsAAndB) {
    EditorState state{EditorConfig{}};
    state.document.reset(row(), {}, false);
    const LintReport report = lintScene(state.document.scene(), 0.5);
    inspectFinding(state, report.findings[2]);
    EXPECT_EQ(state.selection.names(), (std::vector<std::string>{"R", "S"}));
    // The view frames the pair: its centre lies between R and S.
    EXPECT_GT(state.view.transform.center.x, 3.0);
    EXPECT_LT(state.view.transform.center.x, 5.0);
}

TEST(LintPanel, OpeningAMapKeepsWhatTheImportSkipped) {
    // The app lists the skipped objects (seams.tmx: a hidden layer), never drops them silently.
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    ASSERT_NE(source, nullptr);
    const std::filesystem::path maps = std::filesystem::path(source) / "assets" / "maps";
    EditorState state{EditorConfig{}};
    std::string error;
    ASSERT_TRUE(state.load(maps / "seams.tmx", false, &error)) << error;
    const sat::TiledImportResult direct = sat::importTiledMap(maps / "seams.tmx");
    ASSERT_FALSE(direct.skipped.empty());
    EXPECT_EQ(state.lint.skipped, direct.skipped);
    EXPECT_EQ(state.lint.importWarnings, direct.warnings);
    EXPECT_TRUE(std::any_of(state.lint.skipped.begin(), state.lint.skipped.end(),
                            [](const sat::SkippedObject& s) { return s.why.find("hidden layer") != std::string::npos; }));
    // A plain scene afterwards clears the list.
    ASSERT_TRUE(state.load(std::filesystem::path(source) / "assets" / "scenes" / "welcome.json", false, &error)) << error;
    EXPECT_TRUE(state.lint.skipped.empty());
}

TEST(LintPanel, HidingALayerHidesEachOfItsShapesInOneUndoStep) {
    sat::Scene scene = row();
    for (auto& shape : scene.shapes) shape.group = shape.name < "R" ? "Walls" : "Props";
    Document document;
    document.reset(scene, {}, false);
    EXPECT_TRUE(setLayerVisible(document, "Walls", false));
    for (const auto& shape : document.scene().shapes) EXPECT_EQ(shape.visible, shape.group != "Walls") << shape.name;
    EXPECT_EQ(document.undoName(), "Hide layer Walls");
    EXPECT_FALSE(setLayerVisible(document, "Walls", false)); // already hidden: no empty undo step
    document.undo();
    for (const auto& shape : document.scene().shapes) EXPECT_TRUE(shape.visible) << shape.name;
}

TEST(LintPanel, SteppedRowGoesToTheNextAndPreviousAndWraps) {
    EXPECT_EQ(steppedRow(-1, 3, 1), 0);  // nothing inspected: N starts at the first
    EXPECT_EQ(steppedRow(-1, 3, -1), 2); // and Shift+N at the last
    EXPECT_EQ(steppedRow(0, 3, 1), 1);
    EXPECT_EQ(steppedRow(2, 3, 1), 0);
    EXPECT_EQ(steppedRow(0, 3, -1), 2);
    EXPECT_EQ(steppedRow(-1, 0, 1), -1);
}

TEST(LintPanel, StepFindingInspectsTheNextListedPairAndOpensThePanel) {
    EditorState state{EditorConfig{}};
    state.document.reset(row(), {}, false);
    state.lint.nearDistance = 0.5f;
    ASSERT_TRUE(stepFinding(state, 1));
    EXPECT_EQ(state.selection.names(), (std::vector<std::string>{"P", "Q"}));
    EXPECT_TRUE(state.lint.open);
    EXPECT_TRUE(state.lint.scrollToInspected);
    ASSERT_TRUE(stepFinding(state, 1));
    EXPECT_EQ(state.selection.names(), (std::vector<std::string>{"Q", "R"}));
    ASSERT_TRUE(stepFinding(state, -1));
    EXPECT_EQ(state.selection.names(), (std::vector<std::string>{"P", "Q"}));
    // Hidden touching pairs are skipped, as the list skips them.
    state.lint.showTouching = false;
    ASSERT_TRUE(stepFinding(state, 1));
    EXPECT_EQ(state.selection.names(), (std::vector<std::string>{"R", "S"}));
}

TEST(LintPanel, StepFindingWithNothingListedSaysSo) {
    EditorState state{EditorConfig{}};
    sat::Scene scene;
    scene.shapes = {box("P", 0.0, 1.0), box("T", 9.0, 1.0)};
    state.document.reset(scene, {}, false);
    EXPECT_FALSE(stepFinding(state, 1));
    EXPECT_TRUE(state.selection.empty());
    EXPECT_FALSE(state.status.message.empty());
}

} // namespace
} // namespace ui
