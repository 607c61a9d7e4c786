// SPDX-License-Identifier: MIT
// The recovery file's timer (app/window/recovery.cpp), with plain clock values.
#include <gtest/gtest.h>

#include <fstream>

#include "app/window/recovery.hpp"
#include "satlab_process.hpp"

namespace {

std::string text() { return "scene"; }

TEST(RecoveryKeeper, FirstWriteComesThirtySecondsAfterTheSceneBecameDirty) {
    e2e::TempFolder folder;
    app::RecoveryKeeper keeper(folder / "state/recovery.json");
    EXPECT_FALSE(keeper.update(100.0, true, text)); // became dirty at t = 100
    EXPECT_FALSE(keeper.update(129.9, true, text));
    EXPECT_TRUE(keeper.update(130.0, true, text));
    EXPECT_EQ(e2e::readText(folder / "state/recovery.json"), "scene");
}

TEST(RecoveryKeeper, WritesAgainEveryInterval) {
    e2e::TempFolder folder;
    app::RecoveryKeeper keeper(folder / "recovery.json");
    keeper.update(0.0, true, text);
    EXPECT_TRUE(keeper.update(30.0, true, text));
    EXPECT_FALSE(keeper.update(59.0, true, text));
    EXPECT_TRUE(keeper.update(60.0, true, text));
    EXPECT_EQ(keeper.writes(), 2);
}

TEST(RecoveryKeeper, CleanSceneNeverWrites) {
    e2e::TempFolder folder;
    app::RecoveryKeeper keeper(folder / "recovery.json");
    EXPECT_FALSE(keeper.update(0.0, false, text));
    EXPECT_FALSE(keeper.update(1000.0, false, text));
    EXPECT_FALSE(std::filesystem::exists(folder / "recovery.json"));
}

TEST(RecoveryKeeper, SavingDeletesTheFile) {
    e2e::TempFolder folder;
    app::RecoveryKeeper keeper(folder / "recovery.json");
    keeper.update(0.0, true, text);
    keeper.update(30.0, true, text);
    ASSERT_TRUE(std::filesystem::exists(folder / "recovery.json"));
    keeper.update(31.0, false, text); // saved
    EXPECT_FALSE(std::filesystem::exists(folder / "recovery.json"));
}

TEST(RecoveryKeeper, QuitAfterUnsavedWorkDeletesTheFile) {
    e2e::TempFolder folder;
    app::RecoveryKeeper keeper(folder / "recovery.json");
    keeper.update(0.0, true, text);
    keeper.update(30.0, true, text);
    keeper.onQuitConfirmed(); // the user answered "Don't save"
    EXPECT_FALSE(std::filesystem::exists(folder / "recovery.json"));
}

TEST(RecoveryKeeper, QuitKeepsAnOldFileNobodyLookedAt) {
    e2e::TempFolder folder;
    const auto file = folder / "recovery.json";
    std::ofstream(file) << "from a crash";
    app::RecoveryKeeper keeper(file);
    keeper.update(0.0, false, text);
    keeper.onQuitConfirmed();
    EXPECT_TRUE(std::filesystem::exists(file));
}

TEST(RecoveryKeeper, AFolderThatCannotBeMadeFailsTheWriteWithTheReason) {
    e2e::TempFolder folder;
    std::ofstream(folder / "state") << "a file where the folder should be";
    app::RecoveryKeeper keeper(folder / "state/satlab/recovery.json");
    EXPECT_FALSE(keeper.writeNow("scene"));
    EXPECT_NE(keeper.lastError().find("cannot create "), std::string::npos) << keeper.lastError();
    EXPECT_NE(keeper.lastError().find("Not a directory"), std::string::npos) << keeper.lastError();
}

TEST(RecoveryKeeper, AWriteThatWorksClearsTheLastError) {
    e2e::TempFolder folder;
    std::ofstream(folder / "state") << "in the way";
    app::RecoveryKeeper blocked(folder / "state/recovery.json");
    ASSERT_FALSE(blocked.writeNow("scene"));
    std::filesystem::remove(folder / "state");
    EXPECT_TRUE(blocked.writeNow("scene"));
    EXPECT_TRUE(blocked.lastError().empty());
}

TEST(RecoveryKeeper, CheckWritableSaysWhyTheFolderIsUnusable) {
    e2e::TempFolder folder;
    std::ofstream(folder / "state") << "in the way";
    const auto problem = app::RecoveryKeeper(folder / "state/satlab/recovery.json").checkWritable();
    ASSERT_TRUE(problem.has_value());
    EXPECT_NE(problem->find("Not a directory"), std::string::npos) << *problem;
}

TEST(RecoveryKeeper, CheckWritableMakesTheFolderAndLeavesItEmpty) {
    e2e::TempFolder folder;
    EXPECT_FALSE(app::RecoveryKeeper(folder / "state/satlab/recovery.json").checkWritable().has_value());
    ASSERT_TRUE(std::filesystem::is_directory(folder / "state/satlab"));
    EXPECT_TRUE(std::filesystem::is_empty(folder / "state/satlab"));
}

} // namespace
