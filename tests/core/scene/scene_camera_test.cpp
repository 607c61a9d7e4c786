// SPDX-License-Identifier: MIT
// A 3D scene's optional camera (docs/scene-format.md, "camera"): read in
// degrees, checked against its ranges, written back exactly.

#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "scene_test_util.hpp"

namespace sat {
namespace {

using test::problemsOf;
using Problems = std::vector<std::string>;

constexpr const char* kBox = R"({"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]})";

std::string sceneWithCamera(const std::string& camera, const std::string& shapes = kBox) {
    return R"({"format": "satlab-scene", "version": 1, "camera": )" + camera + R"(, "shapes": [)" + shapes + "]}";
}

TEST(SceneCamera, ReadsEveryField) {
    const Scene scene = parseScene(sceneWithCamera(R"({"target": [1, 2, 3], "distance": 12.5, "yaw_deg": 30,
        "pitch_deg": -45, "projection": "orthographic"})"),
                                   "s.json");
    ASSERT_TRUE(scene.camera);
    EXPECT_EQ(*scene.camera, (SceneCamera{{1, 2, 3}, 12.5, 30, -45, true}));
    EXPECT_DOUBLE_EQ(scene.camera->yawRadians(), std::numbers::pi / 6);
    EXPECT_DOUBLE_EQ(scene.camera->pitchRadians(), -std::numbers::pi / 4);
}

TEST(SceneCamera, ProjectionIsPerspectiveWhenLeftOut) {
    const Scene scene = parseScene(sceneWithCamera(R"({"target": [0, 0, 0], "distance": 5, "yaw_deg": 0, "pitch_deg": 0})"),
                                   "s.json");
    ASSERT_TRUE(scene.camera);
    EXPECT_FALSE(scene.camera->orthographic);
}

TEST(SceneCamera, AFileWithoutOneHasNone) {
    EXPECT_FALSE(parseScene(test::sceneWith(kBox), "s.json").camera);
    EXPECT_EQ(serializeScene(parseScene(test::sceneWith(kBox), "s.json")).find("camera"), std::string::npos);
}

TEST(SceneCamera, RoundTripsExactly) {
    const std::string text = sceneWithCamera(R"({"target": [0.1, -2, 1e-3], "distance": 7.25, "yaw_deg": 33.3333333,
        "pitch_deg": 90, "projection": "orthographic"})");
    const Scene scene = parseScene(text, "s.json");
    const std::string saved = serializeScene(scene);
    EXPECT_NE(
        saved.find(
            R"("camera": {"target": [0.1, -2, 0.001], "distance": 7.25, "yaw_deg": 33.3333333, "pitch_deg": 90, "projection": "orthographic"})"),
        std::string::npos)
        << saved;
    EXPECT_EQ(parseScene(saved, "s.json"), scene);
    EXPECT_EQ(serializeScene(parseScene(saved, "s.json")), saved);
}

TEST(SceneCamera, FromRadiansRoundsToANinthDecimalOfADegree) {
    const SceneCamera camera = SceneCamera::fromRadians({0, 0, 0}, 10, std::numbers::pi / 4, std::numbers::pi / 2, false);
    EXPECT_EQ(camera.yawDeg, 45.0);   // not 45.00000000000001
    EXPECT_EQ(camera.pitchDeg, 90.0); // within the loader's [-90, 90]
    Scene scene = parseScene(test::sceneWith(kBox), "s.json");
    scene.camera = SceneCamera::fromRadians({1, 2, 3}, 4, 0.123456789, -0.5, false);
    const std::string saved = serializeScene(scene);
    EXPECT_EQ(parseScene(saved, "s.json"), scene);
    EXPECT_EQ(serializeScene(parseScene(saved, "s.json")), saved);
}

TEST(SceneCamera, RejectsOutOfRangeValuesNamingEachPath) {
    EXPECT_EQ(problemsOf(sceneWithCamera(R"({"target": [0, 2e9, 0], "distance": 0, "yaw_deg": 2e6, "pitch_deg": 91})")),
              (Problems{"s.json: camera.target[1]: must be within [-1e9, 1e9] (larger is absurd), got 2e+09",
                        "s.json: camera.distance: must be within [0.001, 1e6] (the 3D view's zoom limits), got 0",
                        "s.json: camera.yaw_deg: must be within [-1e6, 1e6] (larger is absurd), got 2e+06",
                        "s.json: camera.pitch_deg: must be within [-90, 90] (90 looks straight down), got 91"}));
}

TEST(SceneCamera, RejectsAFarDistanceAndAnUnknownProjection) {
    EXPECT_EQ(problemsOf(sceneWithCamera(R"({"target": [0, 0, 0], "distance": 2e6, "yaw_deg": 0, "pitch_deg": -90,
        "projection": "fisheye"})")),
              (Problems{"s.json: camera.distance: must be within [0.001, 1e6] (the 3D view's zoom limits), got 2e+06",
                        "s.json: camera.projection: must be \"perspective\" or \"orthographic\", got string \"fisheye\""}));
}

TEST(SceneCamera, NamesMissingWrongAndUnknownFields) {
    EXPECT_EQ(problemsOf(sceneWithCamera(R"({"target": [0, 0], "yaw_deg": "30", "pitch_deg": 0, "fov": 60})")),
              (Problems{"s.json: camera.target: must be an array of 3 numbers, got an array of 2",
                        "s.json: camera.distance: missing", "s.json: camera.yaw_deg: must be a number, got string \"30\"",
                        "s.json: camera.fov: unknown field (allowed: target, distance, yaw_deg, pitch_deg, projection)"}));
    EXPECT_EQ(problemsOf(sceneWithCamera("[1, 2]")), Problems{"s.json: camera: must be an object, got an array of 2"});
}

TEST(SceneCamera, IsForThreeDScenesOnly) {
    const std::string camera = R"({"target": [0, 0, 0], "distance": 5, "yaw_deg": 0, "pitch_deg": 0})";
    EXPECT_EQ(problemsOf(sceneWithCamera(camera, R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})")),
              Problems{"s.json: camera: a camera is for 3D scenes only (a 2D scene's window view is \"view\")"});
    EXPECT_EQ(problemsOf(sceneWithCamera(camera, "")),
              Problems{"s.json: camera: a camera is for 3D scenes only (a 2D scene's window view is \"view\")"});
}

TEST(SceneCamera, ABadShapeIsNotAlsoBlamedOnTheCamera) {
    // The only box is broken, so the loader cannot tell the scene is 3D: it reports the box alone.
    EXPECT_EQ(problemsOf(sceneWithCamera(R"({"target": [0, 0, 0], "distance": 5, "yaw_deg": 0, "pitch_deg": 0})",
                                         R"({"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 0]})")),
              Problems{"s.json: shapes[0].half_extents[2]: must be > 0, got 0"});
}

} // namespace
} // namespace sat
