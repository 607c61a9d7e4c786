// SPDX-License-Identifier: MIT
// Intended findings: the sidecar's format and how runCheck leaves marked pairs out (docs/tiled-import.md).

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "sat/check.hpp"
#include "sat/intended.hpp"
#include "sat/scene.hpp"

namespace sat {
namespace {

/// "trigger" [-2,2]^2 holds "crate" [1.5,3.5]x[-1,1] 0.5 deep; "wall" at x 20 is far from both; "shelf" touches the crate.
Scene crateInTrigger() {
    const auto box = [](std::string name, double x, double half) {
        SceneShape shape;
        shape.name = std::move(name);
        shape.spec = Aabb2Spec{{x, 0.0}, {half, half}};
        return shape;
    };
    Scene scene;
    scene.shapes = {box("trigger", 0.0, 2.0), box("crate", 2.5, 1.0), box("wall", 20.0, 1.0), box("shelf", 4.5, 1.0)};
    return scene;
}

IntendedFindings crateMarked() {
    IntendedFindings intended;
    intended.set("crate", "trigger", true); // the other order than the scene's
    return intended;
}

TEST(Intended, PairsAreUnordered) {
    const IntendedFindings intended = crateMarked();
    EXPECT_TRUE(intended.contains("trigger", "crate"));
    EXPECT_TRUE(intended.contains("crate", "trigger"));
    EXPECT_FALSE(intended.contains("crate", "shelf"));
}

TEST(Intended, SetReportsWhetherItChangedAnything) {
    IntendedFindings intended = crateMarked();
    EXPECT_FALSE(intended.set("trigger", "crate", true));
    EXPECT_TRUE(intended.set("trigger", "crate", false));
    EXPECT_TRUE(intended.empty());
}

TEST(Intended, SidecarIsNamedAfterTheWholeFileName) {
    EXPECT_EQ(intendedSidecarPath("maps/seams.tmx"), std::filesystem::path("maps/seams.tmx.satlab-intended.json"));
}

TEST(Intended, SerializedTextParsesBackTheSame) {
    IntendedFindings intended = crateMarked();
    intended.pairs[0].note = "rests in the trigger on purpose";
    EXPECT_EQ(parseIntended(serializeIntended(intended), "x.json"), intended);
}

TEST(Intended, MissingSidecarIsNoMarks) { EXPECT_TRUE(loadIntended("/nonexistent/level.json.satlab-intended.json").empty()); }

TEST(Intended, WrongVersionNamesTheFieldAndFile) {
    try {
        parseIntended(R"({"format": "satlab-intended", "version": 7, "intended": []})", "level.json.satlab-intended.json");
        FAIL() << "version 7 was accepted";
    } catch (const SceneLoadError& error) {
        EXPECT_STREQ(error.what(), "level.json.satlab-intended.json: version: must be 1, got 7");
    }
}

TEST(Intended, SyntaxErrorNamesLineAndColumn) {
    try {
        parseIntended("{\n  \"format\": satlab\n}", "s.json");
        FAIL() << "malformed JSON was accepted";
    } catch (const SceneLoadError& error) {
        EXPECT_EQ(std::string(error.what()).rfind("s.json:2:13: ", 0), 0u) << error.what();
    }
}

TEST(IntendedCheck, MarkedPairIsLeftOutAndCountedAsIntended) {
    const IntendedFindings intended = crateMarked();
    CheckOptions options;
    options.intended = &intended;
    const CheckResult result = runCheck(crateInTrigger(), options);
    ASSERT_EQ(result.pairs.size(), 1u); // crate x shelf, touching
    EXPECT_EQ(result.pairs[0].a + result.pairs[0].b, "crateshelf");
    EXPECT_EQ(result.summary.overlapping, 0);
    EXPECT_EQ(result.summary.touching, 1);
    EXPECT_EQ(result.summary.intended, 1);
    EXPECT_TRUE(result.intendedGiven);
    EXPECT_EQ(checkExitCode(result, true), 1); // the touching shelf still fails
}

TEST(IntendedCheck, MarkedPairNeverStopsTheCheck) {
    const IntendedFindings intended = crateMarked();
    CheckOptions options;
    options.intended = &intended;
    options.stopAtFirstOverlap = true;
    const CheckResult result = runCheck(crateInTrigger(), options);
    ASSERT_EQ(result.pairs.size(), 1u);
    EXPECT_EQ(result.pairs[0].b, "shelf"); // stopped there, past the intended overlap
}

TEST(IntendedCheck, ListIntendedReportsAndCountsThemMarked) {
    const IntendedFindings intended = crateMarked();
    CheckOptions options;
    options.intended = &intended;
    options.listIntended = true;
    const CheckResult result = runCheck(crateInTrigger(), options);
    ASSERT_EQ(result.pairs.size(), 2u);
    EXPECT_TRUE(result.pairs[0].intended);
    EXPECT_FALSE(result.pairs[1].intended);
    EXPECT_EQ(result.summary.overlapping, 1);
    EXPECT_EQ(result.summary.intended, 1);
}

TEST(IntendedCheck, WithoutMarksTheOutputHasNoIntendedCount) {
    const CheckResult result = runCheck(crateInTrigger(), CheckOptions{});
    EXPECT_FALSE(result.intendedGiven);
    EXPECT_EQ(checkJson(result).find("intended"), std::string::npos);
}

} // namespace
} // namespace sat
