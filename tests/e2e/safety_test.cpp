// SPDX-License-Identifier: MIT
// Nothing is lost: the quit guard, the recovery file and failed loads, through the real binary.
#include <gtest/gtest.h>

#include "e2e_scenes.hpp"
#include "modal_buttons.hpp"
#include "satlab_process.hpp"

namespace {

using e2e::centerOf;

TEST(EndToEnd, QuitWithNothingUnsavedEndsTheRunAtOnce) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("quit-clean", "quit\nsave after-quit.json\n", "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("after-quit.json"))); // the app was gone
    EXPECT_NE(run.errors.find("quit-clean.txt:1: note: the app quit here"), std::string::npos) << run.errors;
}

TEST(EndToEnd, QuitWithUnsavedChangesDoesNotQuit) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // The app must still be there after `quit` (asking), so the later save happens.
    const auto run = sandbox.runScript("quit-dirty", "drag 480 400 560 400\nquit\nwait 3\nsave kept.json\n", "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    ASSERT_TRUE(std::filesystem::exists(sandbox.file("kept.json")));
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("kept.json")), "left").x, -2.0, 1e-9);
    EXPECT_EQ(run.errors.find("the app quit here"), std::string::npos) << run.errors;
}

TEST(EndToEnd, CtrlQWithNothingUnsavedQuits) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("ctrl-q", "key ctrl+q\nsave after-quit.json\n", "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("after-quit.json")));
}

TEST(EndToEnd, CtrlQWithUnsavedChangesAsksOnceAndEscapeCancels) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("ctrl-q",
                                       "drag 480 400 560 400\nkey ctrl+q\nwait 2\nscreenshot asked.png\n"
                                       "key escape\nwait 2\nscreenshot answered.png\n",
                                       "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(e2e::modalButtonRow(sandbox.file("asked.png")).has_value()) << "Save changes? was not asked";
    EXPECT_FALSE(e2e::modalButtonRow(sandbox.file("answered.png")).has_value()) << "asked twice";
}

TEST(EndToEnd, RecoveryFileIsWrittenThirtySecondsAfterAnEdit) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto early = sandbox.runScript("early", "drag 480 400 560 400\nadvance-clock 29\nwait 1\n", "boxes.json");
    ASSERT_EQ(early.exitCode, 0) << early.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.recoveryFile()));

    const auto late = sandbox.runScript("late", "drag 480 400 560 400\nadvance-clock 30\nwait 1\n", "boxes.json");
    ASSERT_EQ(late.exitCode, 0) << late.errors;
    ASSERT_TRUE(std::filesystem::exists(sandbox.recoveryFile()));
    const auto recovered = sat::parseScene(e2e::readText(sandbox.recoveryFile()), "recovery");
    EXPECT_NEAR(centerOf(recovered, "left").x, -2.0, 1e-9); // the unsaved drag is in it
}

TEST(EndToEnd, RecoveryFileIsOfferedOnTheNextStart) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    ASSERT_EQ(sandbox.runScript("crash", "drag 480 400 560 400\nadvance-clock 30\nwait 1\n", "boxes.json").exitCode, 0);
    ASSERT_TRUE(std::filesystem::exists(sandbox.recoveryFile()));
    const auto next = sandbox.runScript("next", "wait 2\nscreenshot offer.png\n");
    ASSERT_EQ(next.exitCode, 0) << next.errors;
    EXPECT_NE(next.errors.find("unsaved work from an earlier session is in " + sandbox.recoveryFile().string()),
              std::string::npos)
        << next.errors;
}

TEST(EndToEnd, SavingDeletesTheRecoveryFile) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("save", "drag 480 400 560 400\nadvance-clock 30\nwait 1\nsave boxes.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.recoveryFile()));
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("boxes.json")), "left").x, -2.0, 1e-9);
}

constexpr const char* kBrokenScene = R"({"format": "satlab-scene", "version": 1, "shapes": [{"name": "left", "kind": "aabb2",)";

TEST(EndToEnd, FileThatFailsToLoadShowsTheErrorAndLeavesTheSceneUntouched) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("broken.json", kBrokenScene);
    const auto run = sandbox.runScript("broken", "open broken.json\nwait 3\nscreenshot error.png\nsave after.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(e2e::modalButtonRow(sandbox.file("error.png")).has_value()) << "no error message on screen";
    const auto scene = sat::loadScene(sandbox.file("after.json"));
    EXPECT_EQ(scene.shapes.size(), 2u);
    EXPECT_NEAR(centerOf(scene, "left").x, -4.0, 1e-12);
    EXPECT_NE(run.errors.find("broken.json is not open"), std::string::npos) << run.errors;
}

TEST(EndToEnd, FailedOpenAfterDontSaveKeepsTheUnsavedEdit) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("broken.json", kBrokenScene);
    const std::string dirtyOpen = "drag 480 400 560 400\nopen broken.json\nwait 3\n";
    ASSERT_EQ(sandbox.runScript("look", dirtyOpen + "screenshot question.png\n", "boxes.json").exitCode, 0);
    const auto row = e2e::modalButtonRow(sandbox.file("question.png")); // Save changes? Save, Don't save, Cancel
    ASSERT_TRUE(row.has_value()) << "Save changes? is not on screen";
    const auto run = sandbox.runScript("dont-save", dirtyOpen + e2e::clickAt(e2e::buttonCenter(*row, 1, 3)) + "save after.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("after.json"));
    EXPECT_EQ(scene.shapes.size(), 2u);
    EXPECT_NEAR(centerOf(scene, "left").x, -2.0, 1e-9); // the load failed, so the dragged scene stayed
}

TEST(EndToEnd, SceneArgumentThatFailsToLoadStopsAScriptWithStatus2) {
    e2e::Sandbox sandbox;
    sandbox.write("broken.json", "{");
    const auto run = sandbox.runScript("s", "wait 1\n", "broken.json");
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("broken.json"), std::string::npos) << run.errors;
}

} // namespace
