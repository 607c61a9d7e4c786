// SPDX-License-Identifier: MIT
// The watched file's poll: each change on disk reported once, at most every half second of the app's clock.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "ui/model/watched_file.hpp"

namespace {

class WatchedFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = std::filesystem::temp_directory_path() /
                  ("satlab-watch-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        std::filesystem::create_directories(folder_);
        write("map.tmx", "one");
    }
    void TearDown() override { std::filesystem::remove_all(folder_); }
    void write(const std::string& name, const std::string& text) { std::ofstream(folder_ / name) << text; }
    std::filesystem::path file(const std::string& name) const { return folder_ / name; }

    std::filesystem::path folder_;
};

TEST_F(WatchedFileTest, UnchangedFileIsNoChange) {
    ui::WatchedFile watched;
    watched.watch(file("map.tmx"));
    EXPECT_FALSE(watched.poll(0.0));
    EXPECT_FALSE(watched.poll(1.0));
}

TEST_F(WatchedFileTest, ChangeIsReportedOnce) {
    ui::WatchedFile watched;
    watched.watch(file("map.tmx"));
    write("map.tmx", "two, longer");
    EXPECT_TRUE(watched.poll(0.0));
    EXPECT_FALSE(watched.poll(1.0));
}

TEST_F(WatchedFileTest, PollLooksAtTheDiskEveryHalfSecondOfTheClock) {
    ui::WatchedFile watched;
    watched.watch(file("map.tmx"));
    EXPECT_FALSE(watched.poll(10.0));
    write("map.tmx", "two, longer");
    EXPECT_FALSE(watched.poll(10.0 + ui::WatchedFile::kPollSeconds / 2)); // too soon: not looked at
    EXPECT_TRUE(watched.poll(10.0 + ui::WatchedFile::kPollSeconds));
}

TEST_F(WatchedFileTest, MissingFileIsNoChangeUntilItIsBack) {
    ui::WatchedFile watched;
    watched.watch(file("map.tmx"));
    std::filesystem::remove(file("map.tmx"));
    EXPECT_FALSE(watched.poll(0.0));
    write("map.tmx", "back, and longer");
    EXPECT_TRUE(watched.poll(1.0));
}

TEST_F(WatchedFileTest, ChangedDependencyIsAChange) {
    write("ground.tsx", "tiles");
    ui::WatchedFile watched;
    watched.watch(file("map.tmx"), {file("ground.tsx")});
    write("ground.tsx", "other tiles");
    EXPECT_TRUE(watched.poll(0.0));
}

TEST_F(WatchedFileTest, ClearedWatchesNothing) {
    ui::WatchedFile watched;
    watched.watch(file("map.tmx"));
    watched.clear();
    write("map.tmx", "two, longer");
    EXPECT_FALSE(watched.poll(0.0));
    EXPECT_TRUE(watched.file().empty());
}

} // namespace
