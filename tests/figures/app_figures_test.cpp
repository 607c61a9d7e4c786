// SPDX-License-Identifier: MIT
// The window's figure features end to end, driven by scripts like a person:
// F12 saves a screenshot into the pictures folder, Ctrl+E then Enter exports
// the figure the dialog describes. XDG_PICTURES_DIR points into the sandbox.
#include <cstdlib>
#include <regex>

#include <gtest/gtest.h>

#include "image_compare.hpp"
#include "render_run.hpp"
#include "tests/e2e/e2e_scenes.hpp"

namespace {

class AppFigures : public ::testing::Test {
protected:
    void SetUp() override {
        sandbox.write("boxes.json", e2e::kTwoBoxes);
        ::setenv("XDG_PICTURES_DIR", sandbox.file("pictures").c_str(), 1); // inherited by satlab
    }
    void TearDown() override { ::unsetenv("XDG_PICTURES_DIR"); }
    std::vector<std::filesystem::path> saved() const {
        std::vector<std::filesystem::path> files;
        std::error_code error;
        for (const auto& entry : std::filesystem::directory_iterator(sandbox.file("pictures") / "SATlab", error))
            files.push_back(entry.path());
        return files;
    }
    e2e::Sandbox sandbox;
};

TEST_F(AppFigures, F12SavesTheWindowNamedAfterTheSceneAndTime) {
    const auto run = sandbox.runScript("f12", "key f12\nwait 2\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto files = saved();
    ASSERT_EQ(files.size(), 1u);
    EXPECT_TRUE(std::regex_match(files[0].filename().string(), std::regex(R"(boxes-\d{8}-\d{6}\.png)"))) << files[0].filename();
    const auto image = figures::loadPng(files[0]);
    EXPECT_EQ(image.width, 1280); // the whole window
    EXPECT_EQ(image.height, 800);
    EXPECT_NE(run.errors.find("screenshot saved: " + files[0].string()), std::string::npos) << run.errors;
}

TEST_F(AppFigures, TwoScreenshotsInOneSecondDoNotOverwrite) {
    const auto run = sandbox.runScript("f12twice", "key f12\nkey f12\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(saved().size(), 2u);
}

TEST_F(AppFigures, CtrlEThenEnterExportsTheViewportFigure) {
    const auto run = sandbox.runScript("export", "select left right\nkey ctrl+e\nwait 2\nkey enter\nwait 2\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto figure = figures::loadPng(sandbox.file("pictures") / "SATlab" / "boxes-figure.png");
    // Scale 1 of the viewport: the window's size, without its panels: the light theme's white corner.
    EXPECT_EQ(figure.width, 1280);
    EXPECT_EQ(figure.height, 800);
    EXPECT_EQ(figure.channel(2, 2, 0), 255);
    EXPECT_EQ(figure.channel(2, 2, 2), 255);
}

// assets/scenes/3d-edge-edge.json: A's first separating axis against B is A.edge0 x B.edge2.
const std::string kEdgeEdge = R"({"format": "satlab-scene", "version": 1, "shapes": [
  {"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "color": "#4e79a7"},
  {"name": "B", "kind": "obb3", "center": [0, 2.0707106781186548, 2.0707106781186548], "half_extents": [1, 1, 1],
   "rotation": [[0.7071067811865476, -0.7071067811865476, 0], [0.5, 0.5, -0.7071067811865476],
                [0.5, 0.5, 0.7071067811865476]], "color": "#e15759"}]}
)";

TEST_F(AppFigures, A3dFigureFollowsTheWindowsPairOrder) {
    sandbox.write("edge.json", kEdgeEdge);
    const auto figure = sandbox.file("pictures") / "SATlab" / "edge-figure.png";
    const auto exportWith = [&](const std::string& names) {
        const auto run = sandbox.runScript("export3d", "select " + names + "\nkey ctrl+e\nwait 2\nkey enter\nwait 2\n",
                                           "edge.json");
        EXPECT_EQ(run.exitCode, 0) << run.errors;
        std::string bytes = e2e::readText(figure);
        std::filesystem::remove(figure);
        return bytes;
    };
    const std::string forward = exportWith("A B");
    const std::string backward = exportWith("B A");
    ASSERT_FALSE(forward.empty());
    ASSERT_FALSE(backward.empty());
    // With B as A the deciding axis is A.edge2 x B.edge0 and the roles' colours swap: another picture.
    EXPECT_NE(forward, backward);
}

} // namespace
