// SPDX-License-Identifier: MIT
// `satlab check` with intended findings: the sidecar SCENE.satlab-intended.json next to the scene leaves marked pairs
// out of what fails, counts them as intended, and `--all` lists them again (docs/tiled-import.md).

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_satlab.hpp"

namespace sat::test {
namespace {

using Json = nlohmann::json;

/// "crate" sits 0.5 deep inside "trigger"; "wall" is far from both.
const char* kCrateTriggerScene = R"({"format": "satlab-scene", "version": 1, "shapes": [
  {"name": "trigger", "kind": "aabb2", "center": [0, 0], "half_extents": [2, 2]},
  {"name": "crate", "kind": "aabb2", "center": [2.5, 0], "half_extents": [1, 1]},
  {"name": "wall", "kind": "aabb2", "center": [20, 0], "half_extents": [1, 1]}]})";

class IntendedCheck : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = tempPath(::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::create_directories(folder_);
        std::ofstream(scene()) << kCrateTriggerScene;
    }
    void TearDown() override { std::filesystem::remove_all(folder_); }
    std::string scene() const { return (folder_ / "level.json").string(); }
    void writeSidecar(const std::string& text) const { std::ofstream(scene() + ".satlab-intended.json") << text; }

    std::filesystem::path folder_;
};

const char* kCrateInTrigger =
    R"({"format": "satlab-intended", "version": 1, "intended": [{"a": "crate", "b": "trigger", "note": "on purpose"}]})";

TEST_F(IntendedCheck, WithoutSidecarTheOverlapFails) {
    const RunResult run = runSatlab({"check", scene(), "--fail-on-overlap"});
    EXPECT_EQ(run.code, 1) << run.out << run.err;
    EXPECT_EQ(run.out.find("intended"), std::string::npos) << run.out;
}

TEST_F(IntendedCheck, IntendedFindingDoesNotFailAndIsCountedAsIntended) {
    writeSidecar(kCrateInTrigger); // names in the other order than the scene's: pairs are unordered
    const RunResult run = runSatlab({"check", scene(), "--fail-on-overlap"});
    EXPECT_EQ(run.code, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("0 overlapping, 0 touching (double, tolerance 0); 1 intended, left out (--all lists them)"),
              std::string::npos)
        << run.out;
    EXPECT_EQ(run.out.find("crate"), std::string::npos) << "an intended finding was listed:\n" << run.out;
}

TEST_F(IntendedCheck, JsonCountsIntendedInItsSummary) {
    writeSidecar(kCrateInTrigger);
    const RunResult run = runSatlab({"check", scene(), "--json"});
    ASSERT_EQ(run.code, 0) << run.err;
    const Json json = Json::parse(run.out);
    EXPECT_EQ(json["summary"]["intended"], 1);
    EXPECT_EQ(json["summary"]["overlapping"], 0);
    EXPECT_TRUE(json["pairs"].empty());
}

TEST_F(IntendedCheck, AllListsAndCountsThemAgainMarked) {
    writeSidecar(kCrateInTrigger);
    const RunResult json = runSatlab({"check", scene(), "--json", "--all"});
    ASSERT_EQ(json.code, 0) << json.err;
    const Json parsed = Json::parse(json.out);
    ASSERT_EQ(parsed["pairs"].size(), 1u);
    EXPECT_EQ(parsed["pairs"][0]["intended"], true);
    EXPECT_EQ(parsed["summary"]["overlapping"], 1);
    EXPECT_EQ(parsed["summary"]["intended"], 1);
    const RunResult table = runSatlab({"check", scene(), "--all", "--fail-on-overlap"});
    EXPECT_EQ(table.code, 1) << table.out;
    EXPECT_NE(table.out.find("overlapping (intended)"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("; 1 intended, listed and counted (--all)"), std::string::npos) << table.out;
}

TEST_F(IntendedCheck, MalformedSidecarExitsTwoNamingItsLineAndColumn) {
    writeSidecar("{\"format\": \"satlab-intended\",\n \"version\": 1,\n \"intended\": [}\n");
    const RunResult run = runSatlab({"check", scene()});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find(scene() + ".satlab-intended.json:3:"), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty()) << run.out;
}

TEST_F(IntendedCheck, WrongFieldExitsTwoNamingItsPath) {
    writeSidecar(R"({"format": "satlab-intended", "version": 1, "intended": [{"a": "crate", "b": 3}]})");
    const RunResult run = runSatlab({"check", scene()});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find(scene() + ".satlab-intended.json: intended[0].b: must be a shape name"), std::string::npos) << run.err;
}

TEST_F(IntendedCheck, UnknownFieldIsRefused) {
    writeSidecar(R"({"format": "satlab-intended", "version": 1, "intended": [], "intented": []})");
    const RunResult run = runSatlab({"check", scene()});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("intented: unknown field"), std::string::npos) << run.err;
}

} // namespace
} // namespace sat::test
