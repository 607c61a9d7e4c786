// SPDX-License-Identifier: MIT
// A recording's playback: stepping, seeking, the recording's clock, speed and the loop range.
#include <gtest/gtest.h>

#include "ui/model/timeline.hpp"

namespace {

/// Frames 0.1 s apart.
ui::Timeline tenFrames() {
    ui::Timeline timeline;
    timeline.reset({0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9});
    return timeline;
}

TEST(Timeline, StepStaysWithinTheFramesAndPauses) {
    ui::Timeline timeline = tenFrames();
    timeline.play();
    timeline.step(-1);
    EXPECT_EQ(timeline.current(), 0u);
    EXPECT_FALSE(timeline.playing());
    timeline.seek(9);
    timeline.step(1);
    EXPECT_EQ(timeline.current(), 9u);
}

TEST(Timeline, SeekClampsToTheLastFrame) {
    ui::Timeline timeline = tenFrames();
    timeline.seek(100);
    EXPECT_EQ(timeline.current(), 9u);
}

TEST(Timeline, PlaybackFollowsTheRecordingsClock) {
    ui::Timeline timeline = tenFrames();
    timeline.play();
    EXPECT_FALSE(timeline.advance(0.05));
    EXPECT_TRUE(timeline.advance(0.06)); // 0.11 s: frame 1
    EXPECT_EQ(timeline.current(), 1u);
}

TEST(Timeline, SpeedScalesTheClock) {
    ui::Timeline timeline = tenFrames();
    timeline.setSpeed(4.0);
    timeline.play();
    timeline.advance(0.1); // 0.4 s of recording
    EXPECT_EQ(timeline.current(), 4u);
}

TEST(Timeline, PlaybackStopsAtTheEndWithoutALoop) {
    ui::Timeline timeline = tenFrames();
    timeline.play();
    timeline.advance(5.0);
    EXPECT_EQ(timeline.current(), 9u);
    EXPECT_FALSE(timeline.playing());
}

TEST(Timeline, LoopWrapsToItsFirstFrame) {
    ui::Timeline timeline = tenFrames();
    timeline.setLoop(6, 3); // put in order: 3..6
    EXPECT_EQ(timeline.loopFirst(), 3u);
    EXPECT_EQ(timeline.loopLast(), 6u);
    timeline.play(); // from frame 0, outside the loop: starts at its first frame
    EXPECT_EQ(timeline.current(), 3u);
    timeline.advance(0.31); // past frame 6's time
    timeline.advance(0.01);
    EXPECT_EQ(timeline.current(), 3u);
    EXPECT_TRUE(timeline.playing());
}

TEST(Timeline, SpeedIsClamped) {
    ui::Timeline timeline = tenFrames();
    timeline.setSpeed(1000.0);
    EXPECT_EQ(timeline.speed(), ui::kMaxPlaybackSpeed);
    timeline.setSpeed(0.0);
    EXPECT_EQ(timeline.speed(), ui::kMinPlaybackSpeed);
}

TEST(Timeline, DroppingOldFramesKeepsTheShownFrame) {
    ui::Timeline timeline = tenFrames();
    timeline.seek(5);
    timeline.dropFront(2);
    EXPECT_EQ(timeline.frameCount(), 8u);
    EXPECT_EQ(timeline.current(), 3u);
    EXPECT_DOUBLE_EQ(timeline.time(timeline.current()), 0.5);
}

} // namespace

namespace {

TEST(TimelineText, OfNIsTheFrameCountWithFramesFromZero) {
    EXPECT_EQ(ui::frameOfText(0, 5, 20), "frame 5 of 20");
    EXPECT_EQ(ui::frameOfText(0, 19, 20), "frame 19 of 20"); // the last of 20 frames
    EXPECT_EQ(ui::frameOfText(0, 0, 1), "frame 0 of 1");
}

TEST(TimelineText, LiveTimelineCountsTheFramesReceived) {
    // A live timeline keeping 3000 frames from frame 500 on: 3500 received, its first shown as frame 500.
    EXPECT_EQ(ui::frameOfText(500, 0, 3000), "frame 500 of 3500");
}

} // namespace
