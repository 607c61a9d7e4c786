// SPDX-License-Identifier: MIT
// A recorded frame as a scene: names made unique, ids kept, kinds converted, one dimension shown.
#include <gtest/gtest.h>

#include "ui/model/recording_scene.hpp"

namespace {

sat::capture::RecordedShape box2(std::uint64_t id, std::string name, double x) {
    return {id, std::move(name), sat::Aabb2<double>{{x, 0.0}, {1.0, 1.0}}};
}

TEST(RecordingScene, UniqueNamesAreKept) {
    sat::capture::Frame frame;
    frame.shapes = {box2(4, "player", 0.0), box2(9, "crate", 3.0)};
    const ui::FrameScene scene = ui::frameToScene(frame);
    ASSERT_EQ(scene.scene.shapes.size(), 2u);
    EXPECT_EQ(scene.scene.shapes[0].name, "player");
    EXPECT_EQ(scene.ids[1], 9u);
    EXPECT_EQ(scene.idOf("crate"), 9u);
}

TEST(RecordingScene, RepeatedAndEmptyNamesGetTheirIds) {
    sat::capture::Frame frame;
    frame.shapes = {box2(1, "tile", 0.0), box2(2, "tile", 2.0), box2(3, "", 4.0)};
    const ui::FrameScene scene = ui::frameToScene(frame);
    EXPECT_EQ(scene.scene.shapes[0].name, "tile#1");
    EXPECT_EQ(scene.scene.shapes[1].name, "tile#2");
    EXPECT_EQ(scene.scene.shapes[2].name, "#3");
    ASSERT_NE(scene.nameOf(2), nullptr);
    EXPECT_EQ(*scene.nameOf(2), "tile#2");
}

TEST(RecordingScene, TurnedBoxKeepsItsAngleInDegrees) {
    sat::capture::Frame frame;
    const auto box = sat::Obb2<float>::fromAngle({1.0f, 2.0f}, {0.5f, 0.25f}, 0.5235988f); // 30 degrees
    frame.shapes = {{7, "ramp", box}};
    const ui::FrameScene scene = ui::frameToScene(frame);
    const auto& spec = std::get<sat::Obb2Spec>(scene.scene.shapes[0].spec);
    EXPECT_NEAR(spec.angle.value, 30.0, 1e-4);
    EXPECT_TRUE(spec.angle.degrees);
    EXPECT_NEAR(spec.center.y, 2.0, 1e-6);
}

TEST(RecordingScene, TurnedBox3dWritesItsAxesAsMatrixColumns) {
    sat::capture::Frame frame;
    sat::Obb3<double> box;
    box.halfExtents = {1.0, 2.0, 3.0};
    box.axes = {sat::Vec3<double>{0, 1, 0}, sat::Vec3<double>{-1, 0, 0}, sat::Vec3<double>{0, 0, 1}}; // 90 degrees about z
    frame.shapes = {{1, "door", box}};
    const ui::FrameScene scene = ui::frameToScene(frame);
    const auto& spec = std::get<sat::Obb3Spec>(scene.scene.shapes[0].spec);
    EXPECT_EQ(spec.rotation.form, sat::RotationSpec::Form::Matrix);
    EXPECT_EQ(spec.rotation.matrixRows[1][0], 1.0); // axis x = (0, 1, 0): column 0
    EXPECT_EQ(spec.rotation.matrixRows[0][1], -1.0);
    EXPECT_TRUE(scene.scene.is3d());
}

TEST(RecordingScene, MixedFrameShowsTheKindItHasMoreOf) {
    sat::capture::Frame frame;
    frame.shapes = {box2(1, "a", 0.0), box2(2, "b", 2.0), {3, "c", sat::Aabb3<double>{{0, 0, 0}, {1, 1, 1}}}};
    const ui::FrameScene scene = ui::frameToScene(frame);
    EXPECT_EQ(scene.scene.shapes.size(), 2u);
    EXPECT_FALSE(scene.scene.is3d());
    EXPECT_EQ(scene.leftOut, 1u);
}

TEST(RecordingScene, CirclesAndCapsulesBecomeTheirSceneKinds) {
    sat::capture::Frame frame;
    frame.shapes = {{1, "coin", sat::Circle2<float>{{0.5f, -1.0f}, 0.25f}},
                    {2, "pill", sat::Capsule2<double>{{0, 0}, {2, 1}, 0.5}}};
    const ui::FrameScene scene = ui::frameToScene(frame);
    ASSERT_EQ(scene.scene.shapes.size(), 2u);
    EXPECT_EQ(std::get<sat::Circle2Spec>(scene.scene.shapes[0].spec), (sat::Circle2Spec{{0.5, -1.0}, 0.25}));
    EXPECT_EQ(std::get<sat::Capsule2Spec>(scene.scene.shapes[1].spec), sat::Capsule2Spec::fromEnds({0, 0}, {2, 1}, 0.5));
    EXPECT_FALSE(scene.scene.is3d());
}

TEST(RecordingScene, SpheresAndCapsulesAreShownIn3d) {
    sat::capture::Frame frame;
    frame.shapes = {{1, "ball", sat::Sphere3<double>{{1, 2, 3}, 0.5}},
                    {2, "rod", sat::Capsule3<float>{{0, 0, 0}, {0, 0, 2}, 0.125f}},
                    box2(3, "floor", 0.0)};
    const ui::FrameScene scene = ui::frameToScene(frame);
    ASSERT_EQ(scene.scene.shapes.size(), 2u);
    EXPECT_TRUE(scene.scene.is3d());
    EXPECT_EQ(scene.leftOut, 1u) << "the 2D box is left out";
    EXPECT_EQ(std::get<sat::Sphere3Spec>(scene.scene.shapes[0].spec), (sat::Sphere3Spec{{1, 2, 3}, 0.5}));
    EXPECT_EQ(std::get<sat::Capsule3Spec>(scene.scene.shapes[1].spec), (sat::Capsule3Spec{{0, 0, 0}, {0, 0, 2}, 0.125}));
}

} // namespace
