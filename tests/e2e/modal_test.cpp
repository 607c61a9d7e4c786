// SPDX-License-Identifier: MIT
// Answering the editor's questions with the mouse, as a person would: "Save changes?"
// when quitting with unsaved work, and "Recover unsaved work?" after a crash.
//
// Where the buttons are is found in a screenshot of the question
// (modal_buttons.hpp), so the tests do not depend on the wording's width.
#include <gtest/gtest.h>

#include <optional>

#include "e2e_scenes.hpp"
#include "modal_buttons.hpp"
#include "satlab_process.hpp"

namespace {

using e2e::centerOf;

using e2e::clickAt;
using e2e::Point;

constexpr const char* kDragAndQuit = "drag 480 400 560 400\nquit\nwait 3\n";

/// "Save changes?" has three buttons: Save, Don't save, Cancel.
class SaveChangesQuestion : public ::testing::Test {
protected:
    void SetUp() override {
        sandbox.write("boxes.json", e2e::kTwoBoxes);
        const auto look = sandbox.runScript("look", std::string(kDragAndQuit) + "screenshot question.png\n", "boxes.json");
        ASSERT_EQ(look.exitCode, 0) << look.errors;
        const auto row = e2e::modalButtonRow(sandbox.file("question.png"));
        ASSERT_TRUE(row.has_value()) << "no buttons: the question is not on screen";
        save = e2e::buttonCenter(*row, 0, 3);
        dontSave = e2e::buttonCenter(*row, 1, 3);
    }
    e2e::Sandbox sandbox;
    Point save{};
    Point dontSave{};
};

TEST_F(SaveChangesQuestion, DontSaveQuitsAndLeavesTheFileAsItWas) {
    const auto run = sandbox.runScript("dont-save", std::string(kDragAndQuit) + clickAt(dontSave) + "save after.json\n",
                                       "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("after.json"))); // the app had quit
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("boxes.json")), "left").x, -4.0, 1e-12);
}

TEST_F(SaveChangesQuestion, SaveWritesTheFileThenQuits) {
    const auto run = sandbox.runScript("save", std::string(kDragAndQuit) + clickAt(save) + "save after.json\n", "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("after.json")));
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("boxes.json")), "left").x, -2.0, 1e-9);
}

TEST_F(SaveChangesQuestion, EscapeCancelsTheQuit) {
    const auto run = sandbox.runScript("cancel", std::string(kDragAndQuit) + "key escape\nwait 2\nsave after.json\n",
                                       "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    ASSERT_TRUE(std::filesystem::exists(sandbox.file("after.json"))); // still running
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("after.json")), "left").x, -2.0, 1e-9);
}

TEST_F(SaveChangesQuestion, DontSaveAlsoDeletesTheRecoveryFile) {
    const auto run = sandbox.runScript(
        "dont-save-recovery", "drag 480 400 560 400\nadvance-clock 30\nwait 1\nquit\nwait 3\n" + clickAt(dontSave), "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.recoveryFile()));
}

/// "Recover unsaved work?" has two buttons: Recover, Discard.
class RecoveryQuestion : public ::testing::Test {
protected:
    void SetUp() override {
        sandbox.write("boxes.json", e2e::kTwoBoxes);
        const auto crash = sandbox.runScript("crash", "drag 480 400 560 400\nadvance-clock 30\nwait 1\n", "boxes.json");
        ASSERT_EQ(crash.exitCode, 0) << crash.errors;
        ASSERT_TRUE(std::filesystem::exists(sandbox.recoveryFile()));
        const auto look = sandbox.runScript("look", "wait 3\nscreenshot question.png\n");
        ASSERT_EQ(look.exitCode, 0) << look.errors;
        const auto row = e2e::modalButtonRow(sandbox.file("question.png"));
        ASSERT_TRUE(row.has_value()) << "no buttons: the offer is not on screen";
        recover = e2e::buttonCenter(*row, 0, 2);
        discard = e2e::buttonCenter(*row, 1, 2);
    }
    e2e::Sandbox sandbox;
    Point recover{};
    Point discard{};
};

TEST_F(RecoveryQuestion, RecoverBringsBackTheUnsavedDrag) {
    const auto run = sandbox.runScript("recover", "wait 3\n" + clickAt(recover) + "save recovered.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("recovered.json"));
    EXPECT_NEAR(centerOf(scene, "left").x, -2.0, 1e-9);
    EXPECT_FALSE(std::filesystem::exists(sandbox.recoveryFile())); // saved: no longer needed
}

TEST_F(RecoveryQuestion, DiscardDeletesTheRecoveryFile) {
    const auto run = sandbox.runScript("discard", "wait 3\n" + clickAt(discard) + "wait 1\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.recoveryFile()));
}

TEST_F(RecoveryQuestion, UnansweredOfferKeepsTheFileForNextTime) {
    const auto run = sandbox.runScript("ignore", "wait 3\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(std::filesystem::exists(sandbox.recoveryFile()));
}

} // namespace
