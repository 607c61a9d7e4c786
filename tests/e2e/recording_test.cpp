// SPDX-License-Identifier: MIT
// Recordings in the window: opening a .satrec (command line, drop, bad files),
// the timeline's keys and script commands, the pair followed by id, the event
// track, and the frame exported as a scene.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "png_image.hpp"
#include "recording_files.hpp"
#include "sat/capture/recorder.hpp"
#include "satlab_process.hpp"
#include "script_suite.hpp"

namespace {

/// The value of the line "key: value" in a dump-timeline file.
std::string field(const std::string& dump, const std::string& key) {
    std::istringstream in(dump);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(key + ": ", 0) == 0) return line.substr(key.size() + 2);
    return "<no " + key + ">";
}

/// Opens the sliding-box recording from the command line, steps with the keys,
/// scrubs with `frame`, plays, exports the frame, and takes a screenshot.
class RecordingTimeline : public e2e::ScriptSuite<RecordingTimeline> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        e2e::writeSlidingBoxRecording(sandbox.file("slide.satrec"));
        return sandbox.runScript("timeline",
                                 "wait 3\n"
                                 "dump-timeline opened.txt\n"
                                 "select left right\n"
                                 "key .\nkey .\nkey .\nkey ,\n"
                                 "dump-timeline stepped.txt\n"
                                 "frame 13\n"
                                 "dump-timeline scrubbed.txt\n"
                                 "key space\n"
                                 "advance-clock 0.25\n"
                                 "key space\n"
                                 "dump-timeline played.txt\n"
                                 "save frame.json\n"
                                 "frame 12\n"
                                 "screenshot shot.png\n"
                                 "dump-timeline shot.txt\n"
                                 "frame 5\n"
                                 "screenshot before.png\n",
                                 "slide.satrec");
    }
};

TEST_F(RecordingTimeline, OpensAtTheFirstFrameWithEveryFrame) {
    const std::string dump = e2e::readText(sandbox->file("opened.txt"));
    EXPECT_EQ(field(dump, "recording"), "slide.satrec");
    EXPECT_EQ(field(dump, "frames"), "20");
    EXPECT_EQ(field(dump, "frame"), "0");
    EXPECT_EQ(field(dump, "playing"), "no");
}

TEST_F(RecordingTimeline, PeriodAndCommaStepOneFrame) {
    EXPECT_EQ(field(e2e::readText(sandbox->file("stepped.txt")), "frame"), "2");
}

TEST_F(RecordingTimeline, FrameCommandScrubsAndThePairFollowsItsIds) {
    const std::string dump = e2e::readText(sandbox->file("scrubbed.txt"));
    EXPECT_EQ(field(dump, "frame"), "13");
    // The timeline's words: "of" the frame count, frames from 0 as the status line's "20 frames" counts them.
    EXPECT_EQ(field(dump, "shown"), "frame 13 of 20");
    // Id 2 is called "mover" from frame 10 on: the selection followed the id, not the name.
    EXPECT_EQ(field(dump, "selected"), "left mover");
}

TEST_F(RecordingTimeline, SpacePlaysOnTheRecordingsClock) {
    const std::string dump = e2e::readText(sandbox->file("played.txt"));
    EXPECT_EQ(field(dump, "playing"), "no");
    // 0.25 s at speed 1 from frame 13 (frames 0.1 s apart): two frames on.
    EXPECT_EQ(field(dump, "frame"), "15");
}

TEST_F(RecordingTimeline, EventsOfThePairAreFound) {
    const std::string dump = e2e::readText(sandbox->file("shot.txt"));
    EXPECT_NE(dump.find("event 12 1 2 verdict: separated -> overlapping"), std::string::npos) << dump;
    EXPECT_NE(dump.find("event 17 1 2 mtv_axis"), std::string::npos) << dump;
}

TEST_F(RecordingTimeline, SavedFrameIsASceneOfThatFrame) {
    const std::string scene = e2e::readText(sandbox->file("frame.json"));
    EXPECT_NE(scene.find(R"({"name": "mover", "kind": "aabb2", "center": [1, 0.5])"), std::string::npos) << scene;
    // Frame 15: id 2 is "mover" at x = 5.5 - 0.3 * 15 = 1.
}

TEST_F(RecordingTimeline, StripShowsTheCurrentFrameAndTheVerdictMark) {
    const std::string dump = e2e::readText(sandbox->file("shot.txt"));
    int x = 0, y = 0, width = 0, height = 0;
    std::istringstream(field(dump, "strip")) >> x >> y >> width >> height;
    ASSERT_GT(width, 300);
    ASSERT_GT(height, 40);
    // The current frame's marker (white) at frame 12, over the verdict event's mark; at frame 5 that mark (orange) shows.
    const e2e::PngImage at12(sandbox->file("shot.png"));
    const e2e::PngImage at5(sandbox->file("before.png"));
    const e2e::PixelRect track{x, y + height / 3, x + width, y + 2 * height / 3};
    const auto marker = at12.boundsOf(e2e::Rgb{255, 255, 255}, track, 4);
    const auto mark = at5.boundsOf(e2e::hexColor("#e69f00"), track, 12);
    ASSERT_TRUE(mark.has_value());
    ASSERT_TRUE(marker.has_value());
    EXPECT_NEAR((mark->x0 + mark->x1) / 2.0, (marker->x0 + marker->x1) / 2.0, 4.0);
    EXPECT_GT(mark->x0, x + width / 2); // frame 12 of 0..19 lies right of the middle
}

} // namespace

namespace {

TEST(RecordingOpen, DroppedRecordingOpensOnTheTimeline) {
    e2e::Sandbox sandbox;
    e2e::writeSlidingBoxRecording(sandbox.file("slide.satrec"));
    const auto run = sandbox.runScript("drop", "drop slide.satrec\ndump-timeline dropped.txt\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string dump = e2e::readText(sandbox.file("dropped.txt"));
    EXPECT_EQ(field(dump, "recording"), "slide.satrec");
    EXPECT_EQ(field(dump, "frames"), "20");
}

TEST(RecordingOpen, CutRecordingOpensUpToItsLastWholeFrameAndSaysWhatWasDropped) {
    e2e::Sandbox sandbox;
    e2e::writeSlidingBoxRecording(sandbox.file("whole.satrec"));
    const std::string bytes = e2e::readText(sandbox.file("whole.satrec"));
    sandbox.write("cut.satrec", bytes.substr(0, bytes.size() / 2));
    const auto run = sandbox.runScript("cut", "dump-timeline cut.txt\n", "cut.satrec");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string dump = e2e::readText(sandbox.file("cut.txt"));
    const int frames = std::stoi(field(dump, "frames"));
    EXPECT_GT(frames, 0);
    EXPECT_LT(frames, e2e::kSlidingFrames);
    EXPECT_NE(field(dump, "warning").find("cut.satrec"), std::string::npos) << dump;
}

TEST(RecordingOpen, DamagedRecordingIsRefusedWithTheReadersMessage) {
    e2e::Sandbox sandbox;
    sandbox.write("bad.satrec", "this is not a recording at all, only text\n");
    const auto run = sandbox.runScript("bad", "quit\n", "bad.satrec");
    EXPECT_EQ(run.exitCode, 2); // as `satlab check` exits for a damaged recording
    EXPECT_NE(run.errors.find("bad.satrec: byte 0"), std::string::npos) << run.errors;
}

TEST(RecordingOpen, DamagedRecordingOpenedInTheWindowLeavesTheSceneAndSaysWhy) {
    e2e::Sandbox sandbox;
    sandbox.write("bad.satrec", "SATREC\r\n but then nothing that makes sense at all\n");
    const auto run = sandbox.runScript("bad", "open bad.satrec\ndump-timeline none.txt\nscreenshot bad.png\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(field(e2e::readText(sandbox.file("none.txt")), "recording"), "none");
}

} // namespace

namespace {

// At 1280x800 with the default panels the timeline strip is 314 373 952 96 (dump-timeline's `strip:`): its track
// runs from x 326 to 1254 at y 414..436, and the Events panel's first row (frame 12, verdict) is at y 88.
TEST(RecordingClicks, ClickOnTheTrackGoesToThatFrameAndAnEventRowToItsFrameAndPair) {
    e2e::Sandbox sandbox;
    e2e::writeSlidingBoxRecording(sandbox.file("slide.satrec"));
    const auto run = sandbox.runScript("clicks",
                                       "wait 3\n"
                                       "dump-timeline start.txt\n"
                                       "mouse-move 570 425\nmouse-down left\nmouse-up left\n"
                                       "dump-timeline track.txt\n"
                                       "mouse-move 900 88\nmouse-down left\nmouse-up left\n"
                                       "dump-timeline event.txt\n",
                                       "slide.satrec");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    ASSERT_EQ(field(e2e::readText(sandbox.file("start.txt")), "strip"), "314 373 952 96");
    EXPECT_EQ(field(e2e::readText(sandbox.file("track.txt")), "frame"), "5"); // 326 + 928 * 5 / 19 = 570
    const std::string event = e2e::readText(sandbox.file("event.txt"));
    EXPECT_EQ(field(event, "frame"), "12");
    EXPECT_EQ(field(event, "selected"), "left mover");
}

} // namespace

namespace {

TEST(RecordingOpen, RecordingOf3dBoxesOpensInThe3dView) {
    e2e::Sandbox sandbox;
    e2e::writeBoxes3dRecording(sandbox.file("boxes3d.satrec"));
    // `panel SAT##3d` fails the script unless the 3D SAT panel was shown.
    const auto run = sandbox.runScript("three", "frame 5\npanel SAT##3d\ndump-timeline three.txt\n", "boxes3d.satrec");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(field(e2e::readText(sandbox.file("three.txt")), "frame"), "5");
}

TEST(RecordingOpen, RecordedCirclesAreTestedAsCircles) {
    // A coin (circle) 0.5 from a crate's corner: the pair's axes include the crate's closest-vertex axis, which only
    // a round shape has, so the frame reached the window as a circle, not as a box.
    e2e::Sandbox sandbox;
    {
        sat::capture::Recorder recorder(sandbox.file("coin.satrec"));
        for (int f = 0; f < 3; ++f) {
            recorder.beginFrame(f / 60.0);
            recorder.shape(1, "crate", sat::Aabb2<double>{{0, 0}, {1, 1}});
            recorder.shape(2, "coin", sat::Circle2<float>{{2.5f, 2.5f}, 0.25f + 0.25f * static_cast<float>(f)});
            recorder.endFrame();
        }
    }
    const auto run = sandbox.runScript(
        "coin", "frame 2\nselect crate coin\ndump-explanation coin.txt\ndump-timeline coin-timeline.txt\n", "coin.satrec");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(field(e2e::readText(sandbox.file("coin-timeline.txt")), "frame"), "2");
    const std::string explanation = e2e::readText(sandbox.file("coin.txt"));
    EXPECT_NE(explanation.find("crate.closest-vertex"), std::string::npos) << explanation;
}

TEST(RecordingOpen, EditedFrameIsNotLeftWithoutAsking) {
    e2e::Sandbox sandbox;
    e2e::writeSlidingBoxRecording(sandbox.file("slide.satrec"));
    // Nudge `left` in frame 0, then ask for frame 5: the "Save changes?" question comes first and the frame stays.
    const auto run = sandbox.runScript("edit",
                                       "select left\nkey right\nframe 5\ndump-timeline asked.txt\n"
                                       "expect-title \"slide.satrec, frame 0* - SATlab\"\n",
                                       "slide.satrec");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(field(e2e::readText(sandbox.file("asked.txt")), "frame"), "0");
}

} // namespace
