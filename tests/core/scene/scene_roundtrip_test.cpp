// SPDX-License-Identifier: MIT
// Saving writes the same format back: load -> save -> load gives the same
// scene, save -> load -> save the same bytes.

#include <cmath>

#include <gtest/gtest.h>

#include "scene_test_util.hpp"

namespace sat {
namespace {

Scene reloaded(const Scene& scene) { return parseScene(serializeScene(scene), "saved.json"); }

void expectRoundTrip(const Scene& scene) {
    const std::string saved = serializeScene(scene);
    const Scene again = parseScene(saved, "saved.json");
    EXPECT_EQ(again, scene);
    EXPECT_EQ(serializeScene(again), saved);
}

TEST(SceneRoundTrip, EveryBundledScene) {
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::bundledScenes())) {
        if (entry.path().extension() != ".json") continue;
        SCOPED_TRACE(entry.path().string());
        expectRoundTrip(loadScene(entry.path()));
        ++count;
    }
    EXPECT_GE(count, 5);
}

TEST(SceneRoundTrip, DoublesKeepEveryBit) {
    Scene scene;
    scene.shapes.push_back({"A", Aabb2Spec{{0.1, 1.0 / 3.0}, {1e-9, 123456789.123456789}}, std::nullopt, true, ""});
    scene.shapes.push_back(
        {"B", Obb2Spec{{-0.0, 5e-324}, {0.7, 0.3}, {std::nextafter(30.0, 31.0), true}}, std::nullopt, true, ""});
    const Scene again = reloaded(scene);
    const auto& b = std::get<Obb2Spec>(again.shapes[1].spec);
    EXPECT_TRUE(std::signbit(b.center.x));
    EXPECT_EQ(b.angle.value, std::nextafter(30.0, 31.0));
    expectRoundTrip(scene);
}

TEST(SceneRoundTrip, WholeNumbersAreWrittenWithoutADecimalPoint) {
    Scene scene;
    scene.shapes.push_back({"A", Aabb2Spec{{3, -2}, {1, 0.5}}, std::nullopt, true, ""});
    EXPECT_NE(serializeScene(scene).find(R"("center": [3, -2], "half_extents": [1, 0.5])"), std::string::npos);
}

TEST(SceneRoundTrip, OptionalFieldsSurvive) {
    Scene scene;
    scene.view = SceneView{{1.5, -2}, 75};
    scene.lessonJson = R"({"steps":[1,2.5],"text":"Two boxes, one gap.","title":"The idea"})";
    scene.shapes.push_back({"A", Aabb2Spec{}, Color{1, 0, 0, 1}, false, "Walls"});
    scene.shapes.push_back({"B", Poly2Spec{{{0, 0}, {2, 0}, {1, 2}}}, *parseColor("#11223344"), true, ""});
    expectRoundTrip(scene);
}

TEST(SceneRoundTrip, AngleInRadiansStaysInRadians) {
    Scene scene;
    scene.shapes.push_back({"A", Obb2Spec{{0, 0}, {1, 1}, {0.25, false}}, std::nullopt, true, ""});
    EXPECT_NE(serializeScene(scene).find(R"("angle_rad": 0.25)"), std::string::npos);
    expectRoundTrip(scene);
}

TEST(SceneRoundTrip, EachRotationFormStaysAsWritten) {
    Scene scene;
    RotationSpec matrix;
    matrix.form = RotationSpec::Form::Matrix;
    matrix.matrixRows = {{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}};
    RotationSpec quat;
    quat.form = RotationSpec::Form::Quaternion;
    quat.quatWxyz = {std::sqrt(0.5), 0, 0, std::sqrt(0.5)};
    RotationSpec euler;
    euler.eulerDeg = {10, 20, 30};
    scene.shapes.push_back({"M", Obb3Spec{{0, 0, 0}, {1, 2, 3}, matrix}, std::nullopt, true, ""});
    scene.shapes.push_back({"Q", Obb3Spec{{5, 0, 0}, {1, 1, 1}, quat}, std::nullopt, true, ""});
    scene.shapes.push_back({"E", Obb3Spec{{0, 5, 0}, {1, 1, 1}, euler}, std::nullopt, true, ""});
    scene.shapes.push_back({"F", Aabb3Spec{{0, 0, 5}, {1, 1, 1}}, std::nullopt, true, ""});
    expectRoundTrip(scene);
}

TEST(SceneRoundTrip, NamesWithQuotesAndUnicodeAreEscaped) {
    Scene scene;
    scene.shapes.push_back({"wall \"north\"\n\u00e9", Aabb2Spec{}, std::nullopt, true, ""});
    expectRoundTrip(scene);
}

TEST(SceneColor, ParsesShortAndLongForms) {
    EXPECT_EQ(parseColor("#ff0000"), (Color{1, 0, 0, 1}));
    EXPECT_EQ(parseColor("#00FF0000"), (Color{0, 1, 0, 0}));
    EXPECT_EQ(parseColor("ff0000"), std::nullopt);
    EXPECT_EQ(parseColor("#ff00zz"), std::nullopt);
}

TEST(SceneColor, FormatsOpaqueColoursWithoutAlpha) {
    EXPECT_EQ(formatColor(Color{1, 0.5f, 0, 1}), "#ff8000");
    EXPECT_EQ(formatColor(Color{0, 0, 0, 0.5f}), "#00000080");
}

} // namespace
} // namespace sat
