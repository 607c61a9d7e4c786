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

TEST_F(WatchedFileTest, TmxMapDependsOnItsExternalTilesets) {
    write("level.tmx", R"(<?xml version="1.0"?>
<map width="2" height="2" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="inline" tilewidth="16" tileheight="16"><image source="inline.png"/></tileset>
 <tileset firstgid="5" source="props.tsx"/>
 <tileset firstgid="9"
          source="../shared/ground.tsx"/>
</map>)");
    EXPECT_EQ(ui::tiledMapDependencies(file("level.tmx")),
              (std::vector<std::filesystem::path>{file("props.tsx"), folder_ / "../shared/ground.tsx"}));
}

TEST_F(WatchedFileTest, TmjMapDependsOnItsExternalTilesets) {
    write("level.tmj", R"({"type": "map", "tilesets": [{"firstgid": 1, "source" : "props.tsj"},
        {"firstgid": 9, "source": "sub\/ground.tsj"}], "layers": []})");
    EXPECT_EQ(ui::tiledMapDependencies(file("level.tmj")),
              (std::vector<std::filesystem::path>{file("props.tsj"), file("sub/ground.tsj")}));
}

TEST_F(WatchedFileTest, UnreadableMapHasNoDependencies) { EXPECT_TRUE(ui::tiledMapDependencies(file("missing.tmx")).empty()); }

TEST_F(WatchedFileTest, ClearedWatchesNothing) {
    ui::WatchedFile watched;
    watched.watch(file("map.tmx"));
    watched.clear();
    write("map.tmx", "two, longer");
    EXPECT_FALSE(watched.poll(0.0));
    EXPECT_TRUE(watched.file().empty());
}

} // namespace
