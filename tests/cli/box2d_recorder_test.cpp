// SPDX-License-Identifier: MIT
// examples/box2d-recorder run for a fixed number of steps, then its recording
// checked with `satlab check --events --json`: every frame is there, Box2D's
// contacts were recorded, and the pusher catching on a tile seam (a ghost
// collision) is reported as an event.
#include <gtest/gtest.h>

// GCC 12 at -O3 reports std::string's own copies inside `a + b + c` as overflowing or overlapping, falsely: these
// tests build their messages and paths that way for reading's sake.
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wrestrict"

#include <nlohmann/json.hpp>

#include "cli/run_satlab.hpp"

namespace {

TEST(Box2dRecorder, EveryStepIsAFrameAndTheSeamsShowAsEvents) {
    const auto folder = std::filesystem::temp_directory_path() / ("satlab-box2d-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    const std::string recording = (folder / "box2d.satrec").string();
    constexpr int kSteps = 120; // 2 s at 60 Hz
    const std::string command = sat::test::shellQuoted(BOX2D_RECORDER_EXE) + " " + sat::test::shellQuoted(recording) + " " +
                                std::to_string(kSteps) + " >/dev/null";
    ASSERT_EQ(std::system(command.c_str()), 0);
    // Box2D keeps polygons 0.01 apart (their skin): a tolerance of 0.03 calls resting boxes touching.
    const auto result = sat::test::runSatlab({"check", recording, "--events", "--json", "--tolerance", "0.03"});
    std::filesystem::remove_all(folder);
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    ASSERT_EQ(json["frame_count"], kSteps);
    ASSERT_EQ(json["frames"].size(), static_cast<std::size_t>(kSteps));
    for (int i = 0; i < kSteps; ++i) ASSERT_EQ(json["frames"][static_cast<std::size_t>(i)]["frame"], i);
    bool engineContacts = false;
    for (const auto& frame : json["frames"])
        for (const auto& pair : frame["pairs"]) engineContacts = engineContacts || pair["engine_contact"].get<bool>();
    EXPECT_TRUE(engineContacts) << "Box2D's manifolds are recorded as the engine's contacts";
    // The ghost collision: the pusher slides on tile1 and catches on the seam before tile2, whose side it meets
    // with a sideways normal. The check reports it as an event for (tile2, pusher) with the x axis deciding.
    int seamFrame = -1;
    for (const auto& e : json["events"])
        if (e["a"] == "tile2" && e["b"] == "pusher" && e["type"] == "verdict") seamFrame = e["frame"];
    ASSERT_GE(seamFrame, 0) << "no event at the seam between tile1 and tile2";
    bool sideways = false;
    for (const auto& pair : json["frames"][static_cast<std::size_t>(seamFrame)]["pairs"])
        if (pair["a"] == "tile2" && pair["b"] == "pusher")
            sideways = pair["axis"] == "A.x" && pair["normal"] == nlohmann::json::array({-1, 0});
    EXPECT_TRUE(sideways) << "at the seam the x axis decides";
    // The pusher stays caught, and Box2D resolves a contact against tile2's side: the last frame has both.
    bool caught = false;
    for (const auto& pair : json["frames"][kSteps - 1]["pairs"])
        caught = caught ||
                 (pair["a"] == "tile2" && pair["b"] == "pusher" && pair["axis"] == "A.x" && pair["engine_contact"].get<bool>());
    EXPECT_TRUE(caught);
}

} // namespace
