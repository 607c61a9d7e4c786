// SPDX-License-Identifier: MIT
// `satlab check --snags` and `satlab import --merge` end to end: the real
// binary on assets/maps/snags.tmx (docs/snags.md).
//
// snags.tmx, 16 px tiles. Ground: a level run of eight tiles (row 5), a slope
// tile rising from it at x 64 and the higher run it leads to (x 80..128).
// Blocks: b1, b2, step (one pixel higher), b4, low (a quarter pixel lower), b6.

#include <filesystem>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_satlab.hpp"

namespace sat::test {
namespace {

using Json = nlohmann::json;

std::string snagsMap() {
    std::string path = SATLAB_MAPS_DIR; // appended: g++ 12 warns falsely (-Warray-bounds) on string(literal) + "/"
    path += "/snags.tmx";
    return path;
}

TEST(CliSnags, JsonListsEverySnagWithItsAxisAndCountsPerLayer) {
    const RunResult run = runSatlab({"check", snagsMap(), "--snags", "--json"});
    ASSERT_EQ(run.code, 0) << run.err;
    const Json json = Json::parse(run.out);
    ASSERT_EQ(json["snags"].size(), 25u) << run.out;
    EXPECT_EQ(json["layers"], Json::parse(R"({"Ground": 19, "Blocks": 6})"));
    bool stepFound = false;
    for (const Json& snag : json["snags"]) {
        for (const char* key : {"a", "b", "point", "surface_normal", "snag_axis", "depth"})
            EXPECT_TRUE(snag.contains(key)) << key;
        if (snag["a"] == "b2" && snag["b"] == "step") {
            stepFound = true;
            EXPECT_EQ(snag["point"], Json::parse("[192.0, -80.0]"));
            EXPECT_EQ(snag["surface_normal"], Json::parse("[0.0, 1.0]"));
            EXPECT_EQ(snag["snag_axis"], Json::parse("[-1.0, 0.0]"));
            EXPECT_NEAR(snag["depth"].get<double>(), 0.008, 1e-9); // half the sink, 1e-3 x 16 px
        }
        EXPECT_FALSE(snag["a"] == "b4" && snag["b"] == "low") << "a step down a quarter pixel does not snag";
    }
    EXPECT_TRUE(stepFound) << "the one-pixel step up snags";
    EXPECT_EQ(json["tile_size_from"], "map");
}

TEST(CliSnags, TableSaysWhatItUsedAndCountsPerLayer) {
    const RunResult run = runSatlab({"check", snagsMap(), "--snags"});
    ASSERT_EQ(run.code, 0) << run.err;
    EXPECT_NE(run.out.find("probe 8 x 8, sink 0.016, tile 16 x 16 (the map's), walkable within 50 degrees of up"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("25 snags at "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("snags per layer: Ground 19, Blocks 6"), std::string::npos) << run.out;
}

TEST(CliSnags, FailOnSnagExitsOneAsForOverlaps) {
    EXPECT_EQ(runSatlab({"check", snagsMap(), "--snags", "--fail-on-snag"}).code, 1);
    // A lone tile has no seam.
    const std::string lone = writeTemp("lone.json", R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "t", "kind": "aabb2", "center": [0, 0], "half_extents": [8, 8]}]})");
    EXPECT_EQ(runSatlab({"check", lone, "--snags", "--fail-on-snag"}).code, 0);
}

TEST(CliSnags, BadProbeSizesExitTwoWithAMessage) {
    for (const char* probe : {"0,4", "-1,4", "nan,4", "inf,4", "4", "4,4x", "1e300,4", ""}) {
        const RunResult run = runSatlab({"check", snagsMap(), "--probe", probe});
        EXPECT_EQ(run.code, 2) << probe;
        EXPECT_NE(run.err.find("--probe"), std::string::npos) << probe << ": " << run.err;
        EXPECT_TRUE(run.out.empty()) << probe;
    }
}

TEST(CliSnags, BadSinksExitTwoWithAMessage) {
    for (const char* sink : {"0", "-1", "nan", "100"}) {
        const RunResult run = runSatlab({"check", snagsMap(), "--snags", "--sink", sink});
        EXPECT_EQ(run.code, 2) << sink;
        EXPECT_NE(run.err.find("sink"), std::string::npos) << sink << ": " << run.err;
        EXPECT_TRUE(run.out.empty()) << sink;
    }
}

TEST(CliSnags, NoWalkableSurfaceSaysSoPlainly) {
    // Two tall spikes side by side: every edge is steeper than 50 degrees.
    const std::string spikes = writeTemp("spikes.json", R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "s1", "kind": "poly2", "points": [[0, 0], [1, 0], [0.5, 10]]},
        {"name": "s2", "kind": "poly2", "points": [[1, 0], [2, 0], [1.5, 10]]}]})");
    const RunResult run = runSatlab({"check", spikes, "--snags", "--fail-on-snag"});
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_NE(run.out.find("no walkable surface"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("0 snags"), std::string::npos) << run.out;
    const RunResult json = runSatlab({"check", spikes, "--snags", "--json"});
    ASSERT_EQ(json.code, 0) << json.err;
    const Json parsed = Json::parse(json.out);
    EXPECT_TRUE(parsed["snags"].empty());
    EXPECT_EQ(parsed["walkable_edges"], 0);
    EXPECT_NE(parsed["message"].get<std::string>().find("no walkable surface"), std::string::npos) << json.out;
}

std::string seamsMap(const char* extension) {
    std::string path = SATLAB_MAPS_DIR;
    path += "/seams.";
    path += extension;
    return path;
}

TEST(CliSnags, SeamsMapHoldsTheClassicCases) {
    // assets/maps/seams.tmx: the cases of snags.tmx 160 px right and 32 px higher, and its own ground's flat run.
    const RunResult run = runSatlab({"check", seamsMap("tmx"), "--snags", "--json"});
    ASSERT_EQ(run.code, 0) << run.err;
    const Json json = Json::parse(run.out);
    EXPECT_EQ(json["layers"], Json::parse(R"({"Ground": 33, "Walls": 0, "Blocks": 6})"));
    ASSERT_EQ(json["snags"].size(), 39u);
    const auto snagged = [&](const char* a, const char* b, double travelX) {
        for (const Json& snag : json["snags"])
            if (snag["a"] == a && snag["b"] == b && snag["travel"][0].get<double>() == travelX) return true;
        return false;
    };
    EXPECT_TRUE(snagged("Ground/2,3", "Ground/3,3", 1.0)) << "a flat run snags at each seam";
    EXPECT_TRUE(snagged("Ground/3,3", "Ground/2,3", -1.0)) << "both ways";
    EXPECT_TRUE(snagged("Ground/15,2", "Ground/14,2", -1.0)) << "off a flat run onto a slope tile's upright side";
    EXPECT_FALSE(snagged("Ground/14,2", "Ground/15,2", 1.0)) << "up a slope onto a flat tile rides over";
    EXPECT_TRUE(snagged("b2", "step", 1.0)) << "a step one pixel up";
    EXPECT_FALSE(snagged("step", "b4", 1.0)) << "a step one pixel down";
    EXPECT_TRUE(snagged("low", "b6", 1.0)) << "up from a tile a quarter pixel lower";
    EXPECT_FALSE(snagged("b4", "low", 1.0)) << "down onto it";
    // The .tmj twin is the same map.
    const RunResult twin = runSatlab({"check", seamsMap("tmj"), "--snags", "--json"});
    ASSERT_EQ(twin.code, 0) << twin.err;
    EXPECT_EQ(Json::parse(twin.out), json);
}

TEST(CliImportMerge, SeamsMapKeepsTheSnagsOnlyMergingCannotRemove) {
    const std::string output = tempPath("seams-merged.json");
    std::filesystem::remove(output);
    const RunResult run = runSatlab({"import", seamsMap("tmx"), "--merge", "-o", output});
    ASSERT_EQ(run.code, 0) << run.err;
    // The flat runs become boxes; the step and the lower block stay (4 snags), as in snags.tmx; the coin, a
    // circle, is left as it is.
    EXPECT_NE(run.out.find("merged 32 shapes into 14; snags before 39, after 4"), std::string::npos) << run.out;
    std::filesystem::remove(output);
}

/// A run of three 16-unit tiles and a 4 x 2 "player" box standing on the first seam, in a layer of its own.
const char* const kPlayerOnTiles = R"({"format": "satlab-scene", "version": 1, "shapes": [
    {"name": "t0", "kind": "aabb2", "center": [8, -8], "half_extents": [8, 8], "group": "Ground"},
    {"name": "t1", "kind": "aabb2", "center": [24, -8], "half_extents": [8, 8], "group": "Ground"},
    {"name": "t2", "kind": "aabb2", "center": [40, -8], "half_extents": [8, 8], "group": "Ground"},
    {"name": "player", "kind": "aabb2", "center": [16, 1], "half_extents": [2, 1], "group": "Actors"}]})";

TEST(CliSnags, ProbeColliderSlidesTheNamedShapeAndLeavesItOut) {
    const std::string scene = writeTemp("player.json", kPlayerOnTiles);
    const RunResult run = runSatlab({"check", scene, "--probe-collider", "player", "--json"});
    ASSERT_EQ(run.code, 0) << run.err;
    const Json json = Json::parse(run.out);
    EXPECT_EQ(json["probe"], Json::parse("[4.0, 2.0]"));
    EXPECT_EQ(json["probe_collider"], "player");
    ASSERT_EQ(json["snags"].size(), 4u) << run.out; // two seams, both ways; none with the player itself
    for (const Json& snag : json["snags"]) {
        EXPECT_NE(snag["a"], "player");
        EXPECT_NE(snag["b"], "player");
    }
    // The player's layer is still a layer of the scene: listed, with no snag of its own.
    EXPECT_EQ(json["layers"], Json::parse(R"({"Ground": 4, "Actors": 0})"));
    const RunResult table = runSatlab({"check", scene, "--probe-collider", "player"});
    ASSERT_EQ(table.code, 0) << table.err;
    EXPECT_NE(table.out.find(": probe player (the collider, its outline 4 x 2), sink 0.016"), std::string::npos) << table.out;
}

TEST(CliSnags, ProbeColliderThatIsNoneOrNot2dExitsTwoWithAMessage) {
    const std::string scene = writeTemp("player.json", kPlayerOnTiles);
    const RunResult unknown = runSatlab({"check", scene, "--probe-collider", "hero"});
    EXPECT_EQ(unknown.code, 2);
    EXPECT_NE(unknown.err.find(scene + ": probe collider: no shape named 'hero'"), std::string::npos) << unknown.err;
    EXPECT_TRUE(unknown.out.empty());
    const std::string crates = writeTemp("crates.json", R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "crate", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]}]})");
    const RunResult solid = runSatlab({"check", crates, "--probe-collider", "crate"});
    EXPECT_EQ(solid.code, 2);
    EXPECT_NE(solid.err.find("'crate' is a 3D shape (aabb3); the probe must be a 2D collider"), std::string::npos) << solid.err;
    EXPECT_TRUE(solid.out.empty());
    // A box and a collider at once is a usage error.
    const RunResult both = runSatlab({"check", scene, "--probe", "4,4", "--probe-collider", "player"});
    EXPECT_EQ(both.code, 2);
    EXPECT_NE(both.err.find("excludes"), std::string::npos) << both.err;
    EXPECT_TRUE(both.out.empty());
}

TEST(CliImportMerge, ReportsSnagsBeforeAndAfterAndKeepsLayers) {
    const std::string output = tempPath("snags-merged.json");
    std::filesystem::remove(output);
    const RunResult run = runSatlab({"import", snagsMap(), "--merge", "-o", output});
    ASSERT_EQ(run.code, 0) << run.err;
    EXPECT_NE(run.out.find("merged 18 shapes into 7; snags before 25, after 4"), std::string::npos) << run.out;
    const Json scene = Json::parse(readAll(output));
    ASSERT_EQ(scene["shapes"].size(), 7u);
    // The level run is one box; the slope and the higher run one polygon on it.
    EXPECT_EQ(scene["shapes"][1]["kind"], "aabb2");
    EXPECT_EQ(scene["shapes"][1]["half_extents"], Json::parse("[64, 8]"));
    for (const Json& shape : scene["shapes"]) EXPECT_TRUE(shape["group"] == "Ground" || shape["group"] == "Blocks");
    std::filesystem::remove(output);
}

} // namespace
} // namespace sat::test
