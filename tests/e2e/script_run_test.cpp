// SPDX-License-Identifier: MIT
// Script errors and screenshots through the real binary.
#include <gtest/gtest.h>

#include "e2e_scenes.hpp"
#include "png_image.hpp"
#include "satlab_process.hpp"

namespace {

TEST(EndToEnd, UnknownCommandExitsWith2AndNamesFileAndLine) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("bad", "wait 1\n\nfly 3 4\n");
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("bad.txt:3: unknown command 'fly'"), std::string::npos) << run.errors;
}

TEST(EndToEnd, SyntaxErrorStopsTheScriptBeforeAnyCommandRuns) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("late-error", "save early.json\nmouse-move 1\n");
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("early.json")));
    EXPECT_NE(run.errors.find("late-error.txt:2: wrong number of arguments; usage: mouse-move X Y"), std::string::npos)
        << run.errors;
}

TEST(EndToEnd, SelectingAnUnknownShapeExitsWith2) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("select", "select left\nselect Z\n", "boxes.json");
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("select.txt:2: no shape named 'Z'"), std::string::npos) << run.errors;
}

TEST(EndToEnd, MissingScriptExitsWith2) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.run({"--script", "nowhere.txt"});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("nowhere.txt:0: cannot read the script"), std::string::npos) << run.errors;
}

TEST(EndToEnd, ScreenshotHasTheWindowSize) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("shot", "window 640 480\nscreenshot small.png\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage image(sandbox.file("small.png"));
    EXPECT_EQ(image.width(), 640);
    EXPECT_EQ(image.height(), 480);
}

TEST(EndToEnd, ScreenshotShowsTheShapesInTheirColours) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("shot", "screenshot boxes.png\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage image(sandbox.file("boxes.png"));
    ASSERT_EQ(image.width(), e2e::kWindowWidth);
    // Outlines in the shapes' own colours: left 440..520 x 360..440, right 540..620.
    EXPECT_GT(image.countNear(e2e::hexColor("#0072b2"), {435, 355, 525, 445}, 12), 100);
    EXPECT_GT(image.countNear(e2e::hexColor("#e69f00"), {535, 355, 625, 445}, 12), 100);
    EXPECT_EQ(image.countNear(e2e::hexColor("#e69f00"), {435, 355, 525, 445}, 12), 0);
}

} // namespace

namespace {

TEST(EndToEnd, TitleShowsTheFileAndAStarWhileUnsaved) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("title",
                                       "expect-title \"boxes.json - SATlab\"\n"
                                       "drag 480 400 560 400\n"
                                       "expect-title \"boxes.json* - SATlab\"\n"
                                       "save copy.json\n"
                                       "expect-title \"copy.json - SATlab\"\n",
                                       "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
}

TEST(EndToEnd, WrongTitleExpectationExitsWith2) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("title", "drag 480 400 560 400\nexpect-title \"boxes.json - SATlab\"\n", "boxes.json");
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("title.txt:2: the window title is 'boxes.json* - SATlab'"), std::string::npos) << run.errors;
}

} // namespace
