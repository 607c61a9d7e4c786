// SPDX-License-Identifier: MIT
// examples/box2d-recorder run for a fixed number of steps, then its recording
// checked with `satlab check --events --json`: every frame is there, Box2D's
// contacts were recorded, and the pusher catching on a tile seam (a ghost
// collision) is reported as an event. Its balls are read back as circles with
// Box2D's own centres and radii.
#include <gtest/gtest.h>

// GCC 12 at -O3 reports std::string's own copies inside `a + b + c` as overflowing or overlapping, falsely: these
// tests build their messages and paths that way for reading's sake.
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wrestrict"

#include <nlohmann/json.hpp>

#include "cli/run_satlab.hpp"
#include "sat/capture/recording.hpp"

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

/// A ball as the example prints it at the end: "ball0: centre X Y, radius R", Box2D's floats to 9 digits.
struct PrintedBall {
    std::string name;
    float x = 0, y = 0, radius = 0;
};

std::vector<PrintedBall> printedBalls(const std::filesystem::path& output) {
    std::vector<PrintedBall> balls;
    std::ifstream in(output);
    for (std::string line; std::getline(in, line);) {
        char name[32];
        PrintedBall ball;
        if (std::sscanf(line.c_str(), "%31[a-z0-9]: centre %f %f, radius %f", name, &ball.x, &ball.y, &ball.radius) == 4) {
            ball.name = name;
            balls.push_back(ball);
        }
    }
    return balls;
}

TEST(Box2dRecorder, BallsAreRecordedAsCirclesWithBox2dsCentresAndRadii) {
    const auto folder = std::filesystem::temp_directory_path() / ("satlab-box2d-balls-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    const std::string recording = (folder / "box2d.satrec").string();
    const auto printed = folder / "out.txt";
    constexpr int kSteps = 90; // 1.5 s: the balls have landed and come to rest
    const std::string command = sat::test::shellQuoted(BOX2D_RECORDER_EXE) + " " + sat::test::shellQuoted(recording) + " " +
                                std::to_string(kSteps) + " >" + sat::test::shellQuoted(printed.string());
    ASSERT_EQ(std::system(command.c_str()), 0);
    const std::vector<PrintedBall> balls = printedBalls(printed);
    const sat::capture::Recording read = sat::capture::Recording::open(recording);
    const auto result = sat::test::runSatlab(
        {"check", recording, "--frames", std::to_string(kSteps - 1), "--json", "--tolerance", "0.03"});
    std::filesystem::remove_all(folder);
    ASSERT_EQ(balls.size(), 3u) << "the example prints where each of its three balls ends";
    ASSERT_EQ(read.frameCount(), static_cast<std::size_t>(kSteps));
    // Every frame has the three balls as float circles of Box2D's radii (0.25, 0.35, 0.45 as floats).
    const auto circleNamed = [](const sat::capture::Frame& frame, const std::string& name) -> const sat::Circle2<float>* {
        for (const auto& shape : frame.shapes)
            if (shape.name == name) return std::get_if<sat::Circle2<float>>(&shape.geometry);
        return nullptr;
    };
    const sat::capture::Frame first = read.frame(0), last = read.frame(kSteps - 1);
    for (int i = 0; i < 3; ++i) {
        const PrintedBall& ball = balls[static_cast<std::size_t>(i)];
        SCOPED_TRACE(ball.name);
        EXPECT_EQ(ball.name, "ball" + std::to_string(i));
        const sat::Circle2<float>* start = circleNamed(first, ball.name);
        const sat::Circle2<float>* end = circleNamed(last, ball.name);
        ASSERT_NE(start, nullptr);
        ASSERT_NE(end, nullptr);
        EXPECT_EQ(start->radius, 0.25f + 0.1f * static_cast<float>(i));
        EXPECT_EQ(start->center.x, 4.0f + static_cast<float>(i)) << "dropped straight down";
        EXPECT_LT(start->center.y, 2.0f + static_cast<float>(i)) << "one step of falling";
        // The last frame holds Box2D's own numbers, bit for bit: resting on its tile, top at y = 0.5.
        EXPECT_EQ(end->center.x, ball.x);
        EXPECT_EQ(end->center.y, ball.y);
        EXPECT_EQ(end->radius, ball.radius);
        EXPECT_NEAR(end->center.y - end->radius, 0.5f, 0.02f);
    }
    // satlab reads them as circles: each ball touches its tile, and Box2D has a contact for the pair.
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    int restingBalls = 0;
    for (const auto& pair : json["frames"][0]["pairs"])
        if (pair["b"].get<std::string>().starts_with("ball") && pair["a"].get<std::string>().starts_with("tile"))
            restingBalls += pair["verdict"] == "touching" && pair["engine_contact"].get<bool>() ? 1 : 0;
    EXPECT_EQ(restingBalls, 3) << result.out;
}

} // namespace
