// SPDX-License-Identifier: MIT
// Tests of selection by click and shift-click and of which pair is inspected.
#include <gtest/gtest.h>

#include "ui/model/selection.hpp"
#include "ui/scene_builders.hpp"

namespace {

TEST(Selection, ClickSelectsOneShape) {
    ui::Selection selection;
    selection.click("a", false);
    selection.click("b", false);
    EXPECT_EQ(selection.names(), (std::vector<std::string>{"b"}));
}

TEST(Selection, ShiftClickAddsTheSecondShapeAsB) {
    ui::Selection selection;
    selection.click("a", false);
    selection.click("b", true);
    EXPECT_EQ(selection.names(), (std::vector<std::string>{"a", "b"}));
}

TEST(Selection, ShiftClickWithTwoSelectedReplacesB) {
    ui::Selection selection;
    selection.click("a", false);
    selection.click("b", true);
    selection.click("c", true);
    EXPECT_EQ(selection.names(), (std::vector<std::string>{"a", "c"}));
}

TEST(Selection, ShiftClickOnASelectedShapeDeselectsIt) {
    ui::Selection selection;
    selection.click("a", false);
    selection.click("b", true);
    selection.click("a", true);
    EXPECT_EQ(selection.names(), (std::vector<std::string>{"b"}));
}

TEST(Selection, PruneDropsShapesTheSceneLost) {
    ui::Selection selection;
    selection.set({"a", "gone"});
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("a", sat::Aabb2Spec{}));
    selection.prune(scene);
    EXPECT_EQ(selection.names(), (std::vector<std::string>{"a"}));
}

TEST(InspectedPair, TwoSelectedShapesAreThePairInSelectionOrder) {
    ui::Selection selection;
    selection.set({"b", "a"});
    EXPECT_EQ(ui::inspectedPair(selection, {}), (ui::InspectedPair{"b", "a"}));
}

TEST(InspectedPair, OneSelectedPairsWithTheShapeItOverlapsMost) {
    ui::Selection selection;
    selection.set({"a"});
    const std::vector<ui::PairRelation> relations{
        {"a", "b", true, 0.25, 0.0}, {"c", "a", true, 0.75, 0.0}, {"b", "c", true, 2.0, 0.0}};
    EXPECT_EQ(ui::inspectedPair(selection, relations), (ui::InspectedPair{"a", "c"}));
}

TEST(InspectedPair, OneSelectedOverlappingNothingPairsWithTheNearest) {
    ui::Selection selection;
    selection.set({"a"});
    const std::vector<ui::PairRelation> relations{{"a", "b", false, 0.0, 3.0}, {"a", "c", false, 0.0, 1.5}};
    EXPECT_EQ(ui::inspectedPair(selection, relations), (ui::InspectedPair{"a", "c"}));
}

TEST(InspectedPair, OverlapWinsOverANearerSeparatedShape) {
    ui::Selection selection;
    selection.set({"a"});
    const std::vector<ui::PairRelation> relations{{"a", "b", false, 0.0, 0.01}, {"a", "c", true, 0.0, 0.0}};
    EXPECT_EQ(ui::inspectedPair(selection, relations), (ui::InspectedPair{"a", "c"}));
}

TEST(InspectedPair, NothingSelectedInspectsNothing) {
    EXPECT_FALSE(ui::inspectedPair(ui::Selection{}, {{"a", "b", true, 1.0, 0.0}}).has_value());
}

sat::Scene sceneOf(std::initializer_list<const char*> names) {
    sat::Scene scene;
    for (const char* name : names) scene.shapes.push_back(ui::test::shape(name, sat::Aabb2Spec{}));
    return scene;
}

TEST(OnlyPair, NothingSelectedInATwoShapeSceneInspectsThatPairInSceneOrder) {
    EXPECT_EQ(ui::onlyPair(ui::Selection{}, sceneOf({"b", "a"})), (ui::InspectedPair{"b", "a"}));
}

TEST(OnlyPair, MoreOrFewerShapesOrASelectionLeaveItToTheSelection) {
    EXPECT_FALSE(ui::onlyPair(ui::Selection{}, sceneOf({"a", "b", "c"})).has_value());
    EXPECT_FALSE(ui::onlyPair(ui::Selection{}, sceneOf({"a"})).has_value());
    ui::Selection selection;
    selection.set({"b"});
    EXPECT_FALSE(ui::onlyPair(selection, sceneOf({"a", "b"})).has_value());
}

TEST(OnlyPair, HiddenShapesDoNotCount) {
    sat::Scene scene = sceneOf({"a", "hidden", "b"});
    scene.shapes[1].visible = false;
    EXPECT_EQ(ui::onlyPair(ui::Selection{}, scene), (ui::InspectedPair{"a", "b"}));
    scene.shapes[2].visible = false;
    EXPECT_FALSE(ui::onlyPair(ui::Selection{}, scene).has_value());
}

TEST(NamesAndRoles, AnAxisIsLabelledByTheShapesItComesFrom) {
    EXPECT_EQ(ui::namedAxisLabel("A.x", {"box", "floor"}), "box.x");
    EXPECT_EQ(ui::namedAxisLabel("B.edge2", {"box", "floor"}), "floor.edge2");
    EXPECT_EQ(ui::namedAxisLabel("A.x", {"A", "B"}), "A.x"); // shapes named A and B in that order: as the core says
}

TEST(NamesAndRoles, ACapsuleEndAxisNamesBothShapes) {
    EXPECT_EQ(ui::namedAxisLabel("B.closest-vertex1-to-A.end0", {"pill", "box"}), "box.closest-vertex1-to-pill.end0");
    EXPECT_EQ(ui::namedAxisLabel("A.closest-vertex3-to-B.end1", {"B", "A"}), "B.closest-vertex3-to-A.end1");
    EXPECT_EQ(ui::namedAxisLabel("A.centre-line", {"coin", "wheel"}), "coin.centre-line");
}

TEST(NamesAndRoles, SwappedNamesNeverReadAsTheOtherShape) {
    // select B A: the pair's first shape is B. The core's A.edge2×B.edge0 is B's edge 2 and A's edge 0.
    EXPECT_EQ(ui::namedAxisLabel("A.edge2\xC3\x97"
                                 "B.edge0",
                                 {"B", "A"}),
              "B.edge2\xC3\x97"
              "A.edge0");
    EXPECT_EQ(ui::namedAxisLabel("A.face1", {"B", "A"}), "B.face1");
    EXPECT_EQ(ui::pairTitle({"B", "A"}), "B and A");
}

} // namespace
