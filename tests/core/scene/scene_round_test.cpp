// SPDX-License-Identifier: MIT
// Round kinds in scene files: circle2, capsule2 (both forms), sphere3 and capsule3 read, written, checked.

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "sat/capture/recording.hpp"
#include "sat/check.hpp"
#include "sat/detail/scene_readings.hpp"
#include "sat/recording_scene.hpp"
#include "sat/scene3d.hpp"
#include "sat/scene_bounds.hpp"
#include "scene_test_util.hpp"

namespace sat {
namespace {

using Problems = std::vector<std::string>;
using test::problemsOf;
using test::sceneWith;

const std::string kRound2d = R"({"format": "satlab-scene", "version": 1, "shapes": [
 {"name": "coin", "kind": "circle2", "center": [1, -0.5], "radius": 0.25, "color": "#ffcc00"},
 {"name": "ends", "kind": "capsule2", "start": [0, 0], "end": [2, 1], "radius": 0.5, "group": "g"},
 {"name": "turned", "kind": "capsule2", "center": [5, 0], "half_length": 1.5, "angle_deg": 30, "radius": 0.25},
 {"name": "radians", "kind": "capsule2", "center": [9, 0], "half_length": 0, "angle_rad": 0.5, "radius": 1e-9}]})";

const std::string kRound3d = R"({"format": "satlab-scene", "version": 1, "shapes": [
 {"name": "ball", "kind": "sphere3", "center": [0, 1, 2], "radius": 0.5},
 {"name": "pill", "kind": "capsule3", "start": [0, 0, 0], "end": [0, 2, 0], "radius": 0.25, "visible": false},
 {"name": "box", "kind": "aabb3", "center": [3, 0, 0], "half_extents": [1, 1, 1]}]})";

/// What the fast reading makes of `text`, which must be the usual reading's scene.
Scene fastScene(const std::string& text) {
    const std::optional<Scene> fast = detail::parseSceneFast(text);
    EXPECT_TRUE(fast.has_value()) << text;
    return fast.value_or(Scene{});
}

TEST(SceneRound, ReadsEachRoundKindAsWritten) {
    const Scene scene = parseScene(kRound2d, "s.json");
    ASSERT_EQ(scene.shapes.size(), 4U);
    EXPECT_EQ(std::get<Circle2Spec>(scene.shapes[0].spec), (Circle2Spec{{1, -0.5}, 0.25}));
    EXPECT_EQ(std::get<Capsule2Spec>(scene.shapes[1].spec), Capsule2Spec::fromEnds({0, 0}, {2, 1}, 0.5));
    EXPECT_EQ(std::get<Capsule2Spec>(scene.shapes[2].spec), Capsule2Spec::fromCentre({5, 0}, 1.5, AngleSpec{30, true}, 0.25));
    EXPECT_EQ(std::get<Capsule2Spec>(scene.shapes[3].spec), Capsule2Spec::fromCentre({9, 0}, 0, AngleSpec{0.5, false}, 1e-9));
    EXPECT_STREQ(kindName(scene.shapes[0].spec), "circle2");
    EXPECT_STREQ(kindName(scene.shapes[1].spec), "capsule2");
    EXPECT_FALSE(scene.is3d());

    const Scene solid = parseScene(kRound3d, "s.json");
    EXPECT_EQ(std::get<Sphere3Spec>(solid.shapes[0].spec), (Sphere3Spec{{0, 1, 2}, 0.5}));
    EXPECT_EQ(std::get<Capsule3Spec>(solid.shapes[1].spec), (Capsule3Spec{{0, 0, 0}, {0, 2, 0}, 0.25}));
    EXPECT_STREQ(kindName(solid.shapes[0].spec), "sphere3");
    EXPECT_STREQ(kindName(solid.shapes[1].spec), "capsule3");
    EXPECT_TRUE(solid.is3d());
}

TEST(SceneRound, WritingBackKeepsEachFormAndEveryBit) {
    for (const std::string& text : {kRound2d, kRound3d}) {
        const Scene scene = parseScene(text, "s.json");
        const std::string saved = serializeScene(scene);
        const Scene again = parseScene(saved, "saved.json");
        EXPECT_EQ(again, scene);
        EXPECT_EQ(serializeScene(again), saved);
    }
    const std::string saved = serializeScene(parseScene(kRound2d, "s.json"));
    EXPECT_NE(saved.find(R"("kind": "capsule2", "start": [0, 0], "end": [2, 1], "radius": 0.5)"), std::string::npos) << saved;
    EXPECT_NE(saved.find(R"("center": [5, 0], "half_length": 1.5, "angle_deg": 30, "radius": 0.25)"), std::string::npos) << saved;
    EXPECT_NE(saved.find(R"("half_length": 0, "angle_rad": 0.5, "radius": 1e-09)"), std::string::npos) << saved;
}

TEST(SceneRound, FastReadingMakesTheUsualScene) {
    for (const std::string& text : {kRound2d, kRound3d}) {
        const Scene fast = fastScene(text);
        const Scene usual = detail::parseSceneAsOneDocument(text, "s.json");
        EXPECT_EQ(fast, usual);
        EXPECT_EQ(serializeScene(fast), serializeScene(usual));
    }
}

TEST(SceneRound, FastReadingNeverAcceptsAnEditTheUsualReadingRefuses) {
    // Every one-byte deletion, replacement and insertion: nothing, or the usual reading's scene.
    const std::string bytes = std::string("\"\\,:[]{}0-.e1 x");
    std::size_t taken = 0;
    for (const std::string& text : {kRound2d, kRound3d}) {
        std::vector<std::string> edits;
        for (std::size_t i = 0; i < text.size(); ++i) {
            edits.push_back(text.substr(0, i) + text.substr(i + 1));
            for (char c : bytes) edits.push_back(text.substr(0, i) + c + text.substr(i + 1));
        }
        for (const std::string& edit : edits) {
            const std::optional<Scene> fast = detail::parseSceneFast(edit);
            if (!fast) continue;
            ++taken;
            std::optional<Scene> usual;
            try {
                usual = detail::parseSceneAsOneDocument(edit, "s.json");
            } catch (const SceneLoadError&) {
            }
            ASSERT_TRUE(usual.has_value()) << edit;
            ASSERT_EQ(serializeScene(*fast), serializeScene(*usual)) << edit;
        }
    }
    EXPECT_GT(taken, 300U);
}

TEST(SceneRound, BadRadiusIsNamedWithItsPath) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "c", "kind": "circle2", "center": [0, 0], "radius": -1})")),
              Problems{"s.json: shapes[0].radius: must be > 0, got -1"});
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "c", "kind": "circle2", "center": [0, 0], "radius": "nan"})")),
              Problems{"s.json: shapes[0].radius: must be a number, got string \"nan\""});
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "c", "kind": "circle2", "center": [0, 0], "radius": 2e9})")),
              Problems{"s.json: shapes[0].radius: must be <= 1e9 (larger is absurd), got 2e+09"});
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "c", "kind": "circle2", "center": [0, 0]})")),
              Problems{"s.json: shapes[0].radius: missing"});
}

TEST(SceneRound, CapsuleFormsAreExactlyOne) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "k", "kind": "capsule2", "start": [0, 0], "end": [1, 0], "center": [0, 0],
                                      "radius": 1})")),
              Problems{"s.json: shapes[0]: give the segment either as start and end, or as center, half_length and "
                       "angle_deg (or angle_rad), not both"});
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "k", "kind": "capsule2", "radius": 1})")),
              Problems{"s.json: shapes[0]: missing the segment: give start and end, or center, half_length and angle_deg "
                       "(or angle_rad)"});
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "k", "kind": "capsule2", "start": [0, 0], "radius": 1})")),
              Problems{"s.json: shapes[0].end: missing"});
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "k", "kind": "capsule2", "center": [0, 0], "half_length": -1, "angle_deg": 0,
                                      "radius": 1})")),
              Problems{"s.json: shapes[0].half_length: must be >= 0, got -1"});
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "k", "kind": "capsule2", "center": [0, 0], "half_length": 1, "radius": 1})")),
              Problems{"s.json: shapes[0]: missing angle_deg or angle_rad (give exactly one)"});
    EXPECT_EQ(
        problemsOf(sceneWith(R"({"name": "k", "kind": "capsule2", "start": [0, 0], "end": [1, 0], "radius": 1,
                                      "half_extents": [1, 1]})")),
        Problems{"s.json: shapes[0].half_extents: unknown field for kind \"capsule2\" (allowed: name, color, visible, group, "
                 "collider, kind, radius, start, end)"});
}

TEST(SceneRound, ThreeDRoundKindsNameTheirProblems) {
    const auto scene3 = [](const std::string& shape) {
        return R"({"format": "satlab-scene", "version": 1, "shapes": [)" + shape + "]}";
    };
    EXPECT_EQ(problemsOf(scene3(R"({"name": "s", "kind": "sphere3", "center": [0, 0], "radius": 1})")),
              Problems{"s.json: shapes[0].center: must be an array of 3 numbers, got an array of 2"});
    EXPECT_EQ(problemsOf(scene3(R"({"name": "p", "kind": "capsule3", "start": [0, 0, 0], "end": [0, 1, 0], "radius": 0})")),
              Problems{"s.json: shapes[0].radius: must be > 0, got 0"});
    EXPECT_EQ(problemsOf(scene3(R"({"name": "p", "kind": "capsule3", "start": [0, 0, 0], "radius": 1})")),
              Problems{"s.json: shapes[0].end: missing"});
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "s", "kind": "sphere3", "center": [0, 0, 0], "radius": 1},
        {"name": "c", "kind": "circle2", "center": [0, 0], "radius": 1}]})"),
              Problems{"s.json: shapes[1].kind: circle2 is 2D but shapes[0] is 3D; a scene is 2D or 3D, not both"});
}

TEST(SceneRound, ShapesAreTheSatShapes) {
    const Scene scene = parseScene(kRound2d, "s.json");
    const auto circle = std::get<Circle2<double>>(toShape2<double>(scene.shapes[0].spec));
    EXPECT_EQ(circle.center, Vec2<double>(1, -0.5));
    EXPECT_EQ(circle.radius, 0.25);
    // 30 degrees: cos 30 = sqrt(3)/2, sin 30 = 1/2 (to rounding), half length 1.5 each way from (5, 0).
    const auto turned = std::get<Capsule2<double>>(toShape2<double>(scene.shapes[2].spec));
    EXPECT_NEAR(turned.start.x, 5 - 1.5 * std::sqrt(3.0) / 2, 1e-15);
    EXPECT_NEAR(turned.start.y, -0.75, 1e-15);
    EXPECT_NEAR(turned.end.x, 5 + 1.5 * std::sqrt(3.0) / 2, 1e-15);
    EXPECT_NEAR(turned.end.y, 0.75, 1e-15);
    const Scene solid = parseScene(kRound3d, "s.json");
    const auto pill = std::get<Capsule3<float>>(toShape3<float>(solid.shapes[1].spec));
    EXPECT_EQ(pill.end, Vec3<float>(0, 2, 0));
    EXPECT_EQ(pill.radius, 0.25f);
}

TEST(SceneRound, BoundsCoverTheRoundShapes) {
    const Scene scene = parseScene(kRound2d, "s.json");
    const Bounds2 coin = bounds2(scene.shapes[0].spec, 0.0);
    EXPECT_EQ(coin.lo, glm::dvec2(0.75, -0.75));
    EXPECT_EQ(coin.hi, glm::dvec2(1.25, -0.25));
    const Bounds2 ends = bounds2(scene.shapes[1].spec, 0.0);
    EXPECT_EQ(ends.lo, glm::dvec2(-0.5, -0.5));
    EXPECT_EQ(ends.hi, glm::dvec2(2.5, 1.5));
    const Bounds3 pill = bounds3(parseScene(kRound3d, "s.json").shapes[1].spec, 0.0);
    EXPECT_EQ(pill.lo, glm::dvec3(-0.25, -0.25, -0.25));
    EXPECT_EQ(pill.hi, glm::dvec3(0.25, 2.25, 0.25));
}

TEST(SceneRoundCheck, TouchingCirclesFarFromTheOriginAreTouching) {
    // Centres 3e8 + 1 and 3e8 + 3 apart by 2 = the sum of the radii: the discs meet at one point.
    const Scene scene = parseScene(sceneWith(R"({"name": "a", "kind": "circle2", "center": [300000001, 300000000], "radius": 1},
        {"name": "b", "kind": "circle2", "center": [300000003, 300000000], "radius": 1},
        {"name": "c", "kind": "capsule2", "start": [300000000, 300000005], "end": [300000004, 300000005], "radius": 0.5})"),
                                   "s.json");
    const CheckResult result = runCheck(scene, {});
    ASSERT_EQ(result.pairs.size(), 1U);
    EXPECT_EQ(result.pairs[0].a, "a");
    EXPECT_EQ(result.pairs[0].b, "b");
    EXPECT_EQ(result.pairs[0].verdict, Verdict::Touching);
    EXPECT_EQ(result.summary.pairsTested, 3);
    const nlohmann::json json = nlohmann::json::parse(checkJson(result));
    EXPECT_EQ(json["pairs"][0]["verdict"], "touching");
    EXPECT_NE(checkTable(result).find("touching"), std::string::npos);
}

TEST(SceneRoundCheck, NearMissAndToleranceApplyToRoundPairs) {
    // The capsule's bottom (y = 4.5) and the circle's top (y = 4.25) leave a gap of 0.25.
    const Scene scene = parseScene(sceneWith(R"({"name": "a", "kind": "circle2", "center": [0, 3.25], "radius": 1},
        {"name": "c", "kind": "capsule2", "center": [0, 5], "half_length": 2, "angle_deg": 0, "radius": 0.5})"),
                                   "s.json");
    CheckOptions near;
    near.near = 0.5;
    const CheckResult nearResult = runCheck(scene, near);
    ASSERT_EQ(nearResult.pairs.size(), 1U);
    EXPECT_EQ(nearResult.pairs[0].verdict, Verdict::Separated);
    EXPECT_TRUE(nearResult.pairs[0].nearMiss);
    EXPECT_DOUBLE_EQ(nearResult.pairs[0].separation, 0.25);
    CheckOptions tolerance;
    tolerance.tolerance = 0.25;
    const CheckResult toleranceResult = runCheck(scene, tolerance);
    ASSERT_EQ(toleranceResult.pairs.size(), 1U);
    EXPECT_EQ(toleranceResult.pairs[0].verdict, Verdict::Touching);
}

TEST(SceneRoundCheck, SpheresAndCapsulesInThreeD) {
    // The ball's lowest point is 2.75 - 0.5 = 2.25, the capsule's highest 2 + 0.25 = 2.25: they touch.
    const Scene scene = parseScene(R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "ball", "kind": "sphere3", "center": [0, 2.75, 0], "radius": 0.5},
        {"name": "pill", "kind": "capsule3", "start": [0, 0, 0], "end": [0, 2, 0], "radius": 0.25}]})",
                                   "s.json");
    CheckOptions pair;
    pair.pair = std::pair{std::string("ball"), std::string("pill")};
    const CheckResult result = runCheck(scene, pair);
    ASSERT_EQ(result.pairs.size(), 1U);
    EXPECT_EQ(result.dimension, 3);
    EXPECT_EQ(result.pairs[0].verdict, Verdict::Touching);
    EXPECT_FALSE(result.pairs[0].axes.empty());
}

TEST(SceneRoundRecording, RoundShapesAreRecordedAndComeBackAsTheirKinds) {
    // recordScene hands circles and capsules to the recorder; frameToScene makes them scene kinds again, a capsule
    // written in the centre form coming back as its end points.
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "satlab-scene-round-test.satrec";
    const Scene flat = parseScene(kRound2d, "s.json");
    const Scene solid = parseScene(kRound3d, "s.json");
    {
        capture::Recorder recorder(file);
        std::map<std::string, std::uint64_t> ids;
        for (const Scene* scene : {&flat, &solid}) {
            recorder.beginFrame(0.0);
            recordScene(*scene, recorder, ids);
            recorder.endFrame();
        }
        recorder.close();
        ASSERT_TRUE(recorder.status().ok()) << recorder.status().message.data();
    }
    const capture::Recording recording = capture::Recording::open(file);
    const Scene flatBack = frameToScene(recording.frame(0), "r.satrec");
    const Scene solidBack = frameToScene(recording.frame(1), "r.satrec");
    std::filesystem::remove(file);
    ASSERT_EQ(flatBack.shapes.size(), flat.shapes.size());
    EXPECT_EQ(std::get<Circle2Spec>(flatBack.shapes[0].spec), std::get<Circle2Spec>(flat.shapes[0].spec));
    for (std::size_t i = 1; i < flat.shapes.size(); ++i) {
        const auto& recorded = std::get<Capsule2Spec>(flatBack.shapes[i].spec);
        const auto& written = std::get<Capsule2Spec>(flat.shapes[i].spec);
        EXPECT_EQ(recorded.ends(), written.ends()) << flat.shapes[i].name;
        EXPECT_EQ(recorded.radius, written.radius) << flat.shapes[i].name;
    }
    ASSERT_EQ(solidBack.shapes.size(), solid.shapes.size());
    EXPECT_EQ(std::get<Sphere3Spec>(solidBack.shapes[0].spec), std::get<Sphere3Spec>(solid.shapes[0].spec));
    EXPECT_EQ(std::get<Capsule3Spec>(solidBack.shapes[1].spec), std::get<Capsule3Spec>(solid.shapes[1].spec));
}

} // namespace
} // namespace sat
