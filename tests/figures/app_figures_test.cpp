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
    const auto figure = figures::loadPng(sandbox.file("pictures") / "SATlab" / "boxes.png");
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
    const auto figure = sandbox.file("pictures") / "SATlab" / "edge.png";
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

// ---- names, replacing, step mode

std::filesystem::path pictures(const e2e::Sandbox& sandbox, const std::string& name) {
    return sandbox.file("pictures") / "SATlab" / name;
}

TEST_F(AppFigures, ALessonsFigureAndScreenshotAreNamedAfterTheLesson) {
    const auto run = sandbox.runScript("lesson", "key ctrl+l\nkey pagedown\nwait 2\nkey f12\nwait 2\n"
                                                 "key ctrl+e\nwait 2\nkey enter\nwait 2\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(std::filesystem::exists(pictures(sandbox, "lesson-02-separated-on-b-axis.png")));
    bool screenshot = false;
    for (const auto& file : saved())
        screenshot = screenshot ||
                     std::regex_match(file.filename().string(), std::regex(R"(lesson-02-separated-on-b-axis-\d{8}-\d{6}\.png)"));
    EXPECT_TRUE(screenshot);
}

TEST_F(AppFigures, ExportAsksBeforeReplacingAFileAndCancelKeepsIt) {
    const auto existing = pictures(sandbox, "boxes.png");
    std::filesystem::create_directories(existing.parent_path());
    sandbox.write("pictures/SATlab/boxes.png", "the user's own file");
    // Export, then Esc on the question: the file is left as it was.
    auto run = sandbox.runScript("cancel", "key ctrl+e\nwait 2\nkey enter\nwait 2\nkey escape\nwait 2\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(e2e::readText(existing) == "the user's own file") << "replaced without asking";
    // Export, then Enter on the question (Replace): now it is the figure.
    run = sandbox.runScript("replace", "key ctrl+e\nwait 2\nkey enter\nwait 2\nkey enter\nwait 2\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(figures::loadPng(existing).width, 1280);
}

TEST_F(AppFigures, ExportInStepModeFiguresTheCurrentStep) {
    // left and right: A.x separates them, so step mode's one step shows A.x's lane alone; the whole test also A.y's.
    auto run = sandbox.runScript("whole", "select left right\nkey ctrl+e\nwait 2\nkey enter\nwait 2\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    run = sandbox.runScript("step", "select left right\nkey t\nwait 40\nkey ctrl+e\nwait 2\nkey enter\nwait 2\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string whole = e2e::readText(pictures(sandbox, "boxes.png"));
    const std::string step = e2e::readText(pictures(sandbox, "boxes-step-01.png"));
    ASSERT_FALSE(whole.empty());
    ASSERT_FALSE(step.empty());
    EXPECT_TRUE(whole != step) << "the step's figure is the whole test's";
}

TEST_F(AppFigures, ExportEveryStepWritesOneNumberedFigurePerStepAndAsksBeforeReplacing) {
    // Continued through all axes: A.x, A.y (B's are parallel to them), then the verdict.
    const std::string script = "select left right\nkey t\nwait 40\nkey c\nwait 40\nkey ctrl+e\nwait 2\nkey shift+enter\nwait 2\n";
    auto run = sandbox.runScript("every", script, "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    std::vector<std::string> steps;
    for (const char* name : {"boxes-step-01.png", "boxes-step-02.png", "boxes-step-03.png"}) {
        steps.push_back(e2e::readText(pictures(sandbox, name)));
        EXPECT_FALSE(steps.back().empty()) << name;
    }
    EXPECT_FALSE(std::filesystem::exists(pictures(sandbox, "boxes-step-04.png")));
    EXPECT_TRUE(steps[0] != steps[1]);
    EXPECT_TRUE(steps[1] != steps[2]);
    // Again, with one of them changed by the user: nothing is written until the question is answered.
    sandbox.write("pictures/SATlab/boxes-step-02.png", "kept");
    run = sandbox.runScript("again", script + "key escape\nwait 2\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(e2e::readText(pictures(sandbox, "boxes-step-02.png")) == "kept") << "replaced without asking";
}

} // namespace
