// SPDX-License-Identifier: MIT
// `satlab check` end to end: the real binary on the bundled scenes; stdout
// JSON, stderr messages and exit codes 0 / 1 / 2 (docs/cli.md).

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_satlab.hpp"

namespace sat::test {
namespace {

using Json = nlohmann::json;

TEST(CliCheck, JsonOfTouchingScene) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "--json"});
    EXPECT_EQ(run.code, 0);
    EXPECT_EQ(run.err, "");
    const Json json = Json::parse(run.out);
    EXPECT_EQ(json["summary"], Json::parse(R"({"shapes": 3, "pairs_tested": 3, "overlapping": 0, "touching": 2})"));
    EXPECT_EQ(json["pairs"][0]["verdict"], "touching");
    EXPECT_FALSE(json["pairs"][0].contains("axes"));
}

TEST(CliCheck, PairAlwaysCarriesItsAxes) {
    const RunResult run = runSatlab({"check", scene("separated-on-b-axis.json"), "--json", "--pair", "A", "B"});
    EXPECT_EQ(run.code, 0);
    const Json pair = Json::parse(run.out)["pairs"][0];
    EXPECT_EQ(pair["verdict"], "separated");
    EXPECT_EQ(pair["first_separating_axis"], 2);
    EXPECT_EQ(pair["axes"][2]["source"], "B.x");
    EXPECT_NEAR(pair["separation"].get<double>(), std::sqrt(2.0) - 1, 1e-12);
}

TEST(CliCheck, AxesFlagAddsAxesToListedPairs) {
    const RunResult run = runSatlab({"check", scene("containment.json"), "--json", "--axes"});
    const Json pair = Json::parse(run.out)["pairs"][0];
    EXPECT_EQ(pair["axes"].size(), 4u);
    EXPECT_EQ(pair["depth"], 2.5);
}

TEST(CliCheck, ReadableTableByDefault) {
    const RunResult run = runSatlab({"check", scene("containment.json")});
    EXPECT_EQ(run.code, 0);
    EXPECT_NE(run.out.find("A  B  overlapping  -2.5        2.5    (0, 1)"), std::string::npos) << run.out;
}

TEST(CliCheck, FailOnOverlapExitsOneWhenShapesTouch) {
    EXPECT_EQ(runSatlab({"check", scene("touching.json"), "--fail-on-overlap"}).code, 1);
}

TEST(CliCheck, FailOnOverlapExitsZeroWhenAllApart) {
    EXPECT_EQ(runSatlab({"check", scene("separated-on-b-axis.json"), "--fail-on-overlap"}).code, 0);
}

TEST(CliCheck, ToleranceOption) {
    const RunResult run = runSatlab({"check", scene("separated-on-b-axis.json"), "--json", "--tolerance", "0.5"});
    EXPECT_EQ(Json::parse(run.out)["summary"]["touching"], 1);
}

TEST(CliCheck, FloatPrecisionOption) {
    const RunResult run = runSatlab(
        {"check", scene("separated-on-b-axis.json"), "--json", "--pair", "A", "B", "--precision", "float"});
    EXPECT_EQ(run.code, 0);
    EXPECT_NEAR(Json::parse(run.out)["pairs"][0]["separation"].get<double>(), std::sqrt(2.0) - 1, 1e-6);
}

TEST(CliCheck, UnknownPairNameExitsTwoNamingIt) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "--pair", "A", "Nope"});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("touching.json: --pair: no shape named \"Nope\""), std::string::npos) << run.err;
}

TEST(CliCheck, MissingFileExitsTwoNamingIt) {
    const RunResult run = runSatlab({"check", "/nonexistent/scene.json"});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.err, "/nonexistent/scene.json: cannot open: No such file or directory\n");
}

TEST(CliCheck, MalformedJsonExitsTwoWithLineAndColumn) {
    const std::string file = writeTemp("malformed.json", "{\n  \"format\": \"satlab-scene\",\n  \"version\" 1\n}");
    const RunResult run = runSatlab({"check", file});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.err.rfind(file + ":3:13: syntax error", 0), 0u) << run.err;
}

TEST(CliCheck, InvalidSceneExitsTwoWithEveryProblem) {
    const std::string file = writeTemp("invalid.json", R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "A", "kind": "aabb2", "center": [0, "nan"], "half_extents": [1, -2]}]})");
    const RunResult run = runSatlab({"check", file, "--json"});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, file + ": shapes[0].center[1]: must be a number, got string \"nan\"\n" + file +
                           ": shapes[0].half_extents[1]: must be > 0, got -2\n");
}

TEST(CliCheck, ThreeDimensionalSceneReportsFifteenAxes) {
    // B is A's unit cube turned 45 degrees about z, 1 to the right: overlapping.
    const std::string file = writeTemp("boxes3d.json", R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
        {"name": "B", "kind": "obb3", "center": [1, 0, 0], "half_extents": [1, 1, 1], "euler_deg": [0, 0, 45]}]})");
    const RunResult run = runSatlab({"check", file, "--json", "--pair", "A", "B"});
    EXPECT_EQ(run.code, 0) << run.err;
    const Json pair = Json::parse(run.out)["pairs"][0];
    EXPECT_EQ(pair["verdict"], "overlapping");
    EXPECT_EQ(pair["normal"].size(), 3u);
    ASSERT_EQ(pair["axes"].size(), 15u);
    EXPECT_EQ(pair["axes"][14]["source"], std::string("A.edge2\xC3\x97"
                                                      "B.edge2"));
    EXPECT_EQ(pair["axes"][14]["degenerate"], true);
}

TEST(CliCheck, PitfallSceneOverlaps) {
    const RunResult run = runSatlab({"check", scene("pitfall-parallel-edges.json"), "--json", "--fail-on-overlap"});
    EXPECT_EQ(run.code, 1) << run.err;
    const Json json = Json::parse(run.out);
    EXPECT_EQ(json["pairs"][0]["verdict"], "overlapping");
    EXPECT_GT(json["pairs"][0]["depth"].get<double>(), 1.0);
}

} // namespace
} // namespace sat::test
