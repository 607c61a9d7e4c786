// SPDX-License-Identifier: MIT
// Convex decomposition of concave polygons, the scene's `collider` field,
// and the lint additions to check (pieces of one collider, near misses,
// per-layer summary).

#include <cmath>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "sat/check.hpp"
#include "sat/convex_decomposition.hpp"

namespace sat {
namespace {

double totalArea(const std::vector<std::vector<glm::dvec2>>& pieces) {
    double sum = 0;
    for (const auto& piece : pieces) sum += std::abs(twiceSignedArea(piece)) / 2;
    return sum;
}

TEST(ConvexDecomposition, ConvexPolygonStaysOnePiece) {
    const std::vector<glm::dvec2> square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
    EXPECT_EQ(decomposeConvex(square).size(), 1u);
}

TEST(ConvexDecomposition, LShapeSplitsIntoTwoConvexPiecesOfArea3) {
    // An L of three unit squares: area 3, one reflex vertex at (1, 1).
    const std::vector<glm::dvec2> l{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}};
    const auto pieces = decomposeConvex(l);
    EXPECT_EQ(pieces.size(), 2u); // one reflex vertex: Hertel-Mehlhorn keeps one diagonal
    for (const auto& piece : pieces) EXPECT_TRUE(isValidConvexPolygon(piece));
    EXPECT_DOUBLE_EQ(totalArea(pieces), 3.0);
}

TEST(ConvexDecomposition, ClockwiseInputGivesTheSamePieces) {
    const std::vector<glm::dvec2> l{{0, 2}, {1, 2}, {1, 1}, {2, 1}, {2, 0}, {0, 0}};
    EXPECT_DOUBLE_EQ(totalArea(decomposeConvex(l)), 3.0);
}

TEST(ConvexDecomposition, CombWithFourTeethKeepsItsArea) {
    // Base 0..7 x 0..1 with teeth 1 wide and 2 tall at x = 0, 2, 4, 6: area 7 + 4*2 = 15.
    const std::vector<glm::dvec2> comb{{0, 0}, {7, 0}, {7, 3}, {6, 3}, {6, 1}, {5, 1}, {5, 3}, {4, 3},
                                       {4, 1}, {3, 1}, {3, 3}, {2, 3}, {2, 1}, {1, 1}, {1, 3}, {0, 3}};
    const auto pieces = decomposeConvex(comb);
    for (const auto& piece : pieces) EXPECT_TRUE(isValidConvexPolygon(piece));
    EXPECT_NEAR(totalArea(pieces), 15.0, 1e-12);
}

TEST(ConvexDecomposition, CollinearPointsAreDroppedNotRejected) {
    const std::vector<glm::dvec2> square{{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}};
    const auto pieces = decomposeConvex(square);
    ASSERT_EQ(pieces.size(), 1u);
    EXPECT_EQ(pieces[0].size(), 4u);
}

TEST(ConvexDecomposition, SelfCrossingOutlineIsAnError) {
    const std::vector<glm::dvec2> bowtie{{0, 0}, {2, 2}, {2, 0}, {0, 2}};
    EXPECT_THROW(decomposeConvex(bowtie), GeometryError);
}

TEST(SelfCrossing, ProperCrossingGivesThePoint) {
    const std::vector<glm::dvec2> bowtie{{0, 0}, {10, 10}, {10, 0}, {0, 10}};
    EXPECT_EQ(findSelfCrossing(bowtie), glm::dvec2(5, 5));
}

TEST(SelfCrossing, OutlineThroughAnEdgeAtItsOwnVertexCrosses) {
    // The vertex (2, 0) lies on edge (0,0)-(4,0), its neighbours (1, 1) and (2, -1) on either side of it;
    // no two edges cross inside both.
    const std::vector<glm::dvec2> outline{{0, 0}, {4, 0}, {4, 2}, {1, 1}, {2, 0}, {2, -1}};
    EXPECT_EQ(findSelfCrossing(outline), glm::dvec2(2, 0));
}

TEST(SelfCrossing, SimpleAndTouchingOutlinesDoNotCross) {
    const std::vector<glm::dvec2> l{{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}};
    EXPECT_EQ(findSelfCrossing(l), std::nullopt);
    // Two squares meeting at the corner (1, 1), drawn as one outline: it touches itself there, without crossing.
    const std::vector<glm::dvec2> pinched{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}, {1, 2}, {1, 1}, {0, 1}};
    EXPECT_EQ(findSelfCrossing(pinched), std::nullopt);
    // A vertex on an edge with both neighbours on one side: a touch, not a crossing.
    const std::vector<glm::dvec2> notch{{0, 0}, {4, 0}, {4, 4}, {3, 4}, {2, 0}, {1, 4}, {0, 4}};
    EXPECT_EQ(findSelfCrossing(notch), std::nullopt);
}

TEST(ConvexDecomposition, CrossingOutlineIsRefusedBeforeEarClipping) {
    // Ear clipping alone finds ears here and covers the hull (area 250 for an outline of area 100).
    const std::vector<glm::dvec2> crossing{{0, 0}, {20, 0}, {0, 10}, {10, -10}};
    try {
        (void)decomposeConvex(crossing);
        ADD_FAILURE() << "no error";
    } catch (const GeometryError& error) {
        EXPECT_NE(std::string(error.what()).find("polygon crosses itself"), std::string::npos) << error.what();
    }
}

TEST(ConvexDecomposition, ZeroAreaIsAnError) {
    const std::vector<glm::dvec2> line{{0, 0}, {1, 1}, {2, 2}};
    EXPECT_THROW(decomposeConvex(line), GeometryError);
}

TEST(SceneCollider, RoundTripsThroughTheFile) {
    Scene scene;
    SceneShape piece{"Walls/12#0", Poly2Spec{{{0, 0}, {1, 0}, {0, 1}}}, std::nullopt, true, "Walls"};
    piece.collider = "Walls/12";
    scene.shapes.push_back(piece);
    const std::string text = serializeScene(scene);
    EXPECT_NE(text.find("\"collider\": \"Walls/12\""), std::string::npos);
    EXPECT_EQ(parseScene(text, "s.json"), scene);
}

TEST(SceneCollider, EmptyColliderIsRejected) {
    EXPECT_THROW(parseScene(R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "collider": ""}]})",
                            "s.json"),
                 SceneLoadError);
}

Scene lintScene() {
    // Two pieces of one collider sharing an edge; a box 0.25 to the right of
    // them (a seam); a box on another layer overlapping the first piece.
    Scene scene;
    scene.shapes.push_back({"W#0", Aabb2Spec{{0, 0}, {1, 1}}, std::nullopt, true, "Walls"});
    scene.shapes.push_back({"W#1", Aabb2Spec{{2, 0}, {1, 1}}, std::nullopt, true, "Walls"});
    // Assigned as std::string: GCC 12 at -O3 warns falsely (-Wstringop-overflow)
    // on assigning the literal through the optional in some unity batches.
    const std::string collider = "W";
    scene.shapes[0].collider = collider;
    scene.shapes[1].collider = collider;
    scene.shapes.push_back({"Next", Aabb2Spec{{4.25, 0}, {1, 1}}, std::nullopt, true, "Walls"});
    scene.shapes.push_back({"Coin", Aabb2Spec{{0, 0.5}, {0.5, 0.5}}, std::nullopt, true, "Items"});
    return scene;
}

TEST(CheckLint, PiecesOfOneColliderAreNotPaired) {
    const CheckResult result = runCheck(lintScene(), {});
    // 4 shapes, 6 pairs, minus the W#0-W#1 pair.
    EXPECT_EQ(result.summary.pairsTested, 5);
    ASSERT_EQ(result.pairs.size(), 1u);
    EXPECT_EQ(result.pairs[0].b, "Coin");
}

TEST(CheckLint, NearMissesBelowTheDistanceAreListed) {
    CheckOptions options;
    options.near = 0.5;
    const CheckResult result = runCheck(lintScene(), options);
    ASSERT_EQ(result.pairs.size(), 2u);
    EXPECT_STREQ(pairKind(result.pairs[0]), "overlapping"); // W#0-Coin
    EXPECT_STREQ(pairKind(result.pairs[1]), "near");        // W#1-Next: gap 4.25-1 - 3 = 0.25
    EXPECT_NEAR(result.pairs[1].separation, 0.25, 1e-12);
    EXPECT_EQ(result.summary.nearMisses, 1);
}

TEST(CheckLint, NearMissesAtOrAboveTheDistanceAreNot) {
    CheckOptions options;
    options.near = 0.25;
    EXPECT_EQ(runCheck(lintScene(), options).summary.nearMisses, 0);
}

TEST(CheckLint, JsonCarriesKindsAndPerLayerSummary) {
    CheckOptions options;
    options.near = 0.5;
    const auto json = nlohmann::json::parse(checkJson(runCheck(lintScene(), options)));
    EXPECT_EQ(json["pairs"][1]["kind"], "near");
    EXPECT_EQ(json["summary"]["near"], 1);
    EXPECT_EQ(json["layers"], nlohmann::json::parse(R"([
        {"group": "Walls", "shapes": 3, "overlapping": 1, "touching": 0, "near": 1},
        {"group": "Items", "shapes": 1, "overlapping": 1, "touching": 0, "near": 0}])"));
}

TEST(CheckLint, NegativeNearIsAnError) {
    CheckOptions options;
    options.near = -1;
    EXPECT_THROW(runCheck(lintScene(), options), CheckError);
}

} // namespace
} // namespace sat
