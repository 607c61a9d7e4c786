// SPDX-License-Identifier: MIT
// Stop signals and failed recovery through the real binary: SIGHUP, SIGINT and SIGTERM keep unsaved work, a
// recovery file that cannot be written is said plainly, an interrupted write leaves no temporary file, and a
// write through a dangling symbolic link keeps the link.
#include <gtest/gtest.h>

#include <csignal>

#include <poll.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <unistd.h>

#include "e2e_scenes.hpp"
#include "modal_buttons.hpp"
#include "satlab_process.hpp"

namespace {

using e2e::centerOf;

/// Moves "left" from x = -4 to x = -2 (unsaved), says so on stderr, then waits for a signal far longer than
/// any test runs: 1,000,000 frames.
constexpr const char* kEditThenWait = "drag 480 400 560 400\npixel-of left\nwait 1000000\n";
constexpr const char* kEdited = "pixel-of left centre: ";

struct StopSignalCase {
    int signal;
    int status;
};

class StopSignal : public ::testing::TestWithParam<StopSignalCase> {};

TEST_P(StopSignal, EndsAScriptBetweenFramesAndKeepsTheUnsavedEdit) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("edit.txt", kEditThenWait);
    e2e::RunningSatlab satlab = sandbox.start({"--script", "edit.txt", "boxes.json"});
    ASSERT_TRUE(satlab.waitForErrors(kEdited)) << "the edit was not made";
    satlab.signal(GetParam().signal);
    const e2e::RunResult run = satlab.wait();
    ASSERT_FALSE(run.timedOut) << "the signal did not stop the script";
    EXPECT_EQ(run.exitCode, GetParam().status) << run.errors;
    EXPECT_NE(run.errors.find("edit.txt:3: stopped by SIG"), std::string::npos) << run.errors;
    ASSERT_TRUE(std::filesystem::exists(sandbox.recoveryFile())) << run.errors;
    const sat::Scene recovered = sat::parseScene(e2e::readText(sandbox.recoveryFile()), "recovery");
    EXPECT_NEAR(centerOf(recovered, "left").x, -2.0, 1e-9);
}

INSTANTIATE_TEST_SUITE_P(HupIntTerm, StopSignal,
                         ::testing::Values(StopSignalCase{SIGHUP, 129}, StopSignalCase{SIGINT, 130},
                                           StopSignalCase{SIGTERM, 143}),
                         [](const auto& testCase) { return std::to_string(testCase.param.status); });

TEST(StopSignal, SighupEndsTheInteractiveWindowWithItsStatus) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // A recovery file from "an earlier session" makes the window say on stderr that it is up.
    std::filesystem::create_directories(sandbox.recoveryFile().parent_path());
    sandbox.write("state/satlab/recovery.json", e2e::kOverlappingBoxes);
    e2e::RunningSatlab satlab = sandbox.start({"boxes.json"});
    ASSERT_TRUE(satlab.waitForErrors("unsaved work from an earlier session"));
    satlab.signal(SIGHUP);
    const e2e::RunResult run = satlab.wait();
    ASSERT_FALSE(run.timedOut);
    EXPECT_EQ(run.killedBy, 0) << "SIGHUP killed the window instead of stopping it";
    EXPECT_EQ(run.exitCode, 129) << run.errors;
    EXPECT_NE(run.errors.find("satlab: stopped by SIGHUP"), std::string::npos) << run.errors;
    EXPECT_TRUE(std::filesystem::exists(sandbox.recoveryFile())) << "nobody answered the recovery question: kept";
}

/// A sandbox whose state folder cannot be made: XDG_STATE_HOME is a regular file (this works for root too).
void makeRecoveryUnwritable(const e2e::Sandbox& sandbox) { sandbox.write("state", "a file, not a folder\n"); }

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

TEST(RecoveryOff, StopSignalSaysTheEditIsLostAndExits73) {
    e2e::Sandbox sandbox;
    makeRecoveryUnwritable(sandbox);
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // Escape answers the "Recovery is off" notice so the drag reaches the scene.
    sandbox.write("edit.txt", std::string("wait 2\nkey escape\n") + kEditThenWait);
    e2e::RunningSatlab satlab = sandbox.start({"--script", "edit.txt", "boxes.json"});
    ASSERT_TRUE(satlab.waitForErrors(kEdited));
    satlab.signal(SIGTERM);
    const e2e::RunResult run = satlab.wait();
    ASSERT_FALSE(run.timedOut);
    EXPECT_EQ(run.exitCode, 73) << run.errors;
    EXPECT_NE(run.errors.find("the unsaved changes are LOST: the recovery file could not be written"), std::string::npos)
        << run.errors;
    EXPECT_NE(run.errors.find("Not a directory"), std::string::npos) << run.errors;
}

TEST(RecoveryOff, StopSignalWithNothingUnsavedLosesNothing) {
    e2e::Sandbox sandbox;
    makeRecoveryUnwritable(sandbox);
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("idle.txt", "pixel-of left\nwait 1000000\n");
    e2e::RunningSatlab satlab = sandbox.start({"--script", "idle.txt", "boxes.json"});
    ASSERT_TRUE(satlab.waitForErrors(kEdited));
    satlab.signal(SIGTERM);
    const e2e::RunResult run = satlab.wait();
    EXPECT_EQ(run.exitCode, 143) << run.errors;
    EXPECT_EQ(run.errors.find("LOST"), std::string::npos) << run.errors;
}

TEST(RecoveryOff, TheWindowSaysSoOnceAtTheStart) {
    e2e::Sandbox sandbox;
    makeRecoveryUnwritable(sandbox);
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // The notice at the start; after escape, an edit and a failed 30-second write: no second notice.
    const auto run = sandbox.runScript("notice",
                                       "wait 2\nscreenshot notice.png\nkey escape\nwait 2\n"
                                       "drag 480 400 560 400\nadvance-clock 30\nwait 2\nscreenshot later.png\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(e2e::modalButtonRow(sandbox.file("notice.png")).has_value()) << "no notice in the window";
    EXPECT_FALSE(e2e::modalButtonRow(sandbox.file("later.png")).has_value()) << "the notice came twice";
    EXPECT_EQ(occurrences(run.errors, "satlab: recovery is off: cannot create "), 1u) << run.errors;
    // The timer's failed write is still reported, once.
    EXPECT_EQ(occurrences(run.errors, "satlab: cannot write the recovery file: "), 1u) << run.errors;
}

TEST(RecoveryOff, NoNoticeWhenTheFileCanBeWritten) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("quiet", "wait 2\nscreenshot start.png\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_FALSE(e2e::modalButtonRow(sandbox.file("start.png")).has_value());
    EXPECT_EQ(run.errors.find("recovery is off"), std::string::npos) << run.errors;
    EXPECT_TRUE(std::filesystem::is_empty(sandbox.recoveryFile().parent_path())) << "the check left a file behind";
}

/// The names in `folder` that are atomic writes' temporary files.
std::vector<std::string> tempFilesIn(const std::filesystem::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const std::string name = entry.path().filename().string();
        if (name.find(".tmp-") != std::string::npos) names.push_back(name);
    }
    return names;
}

class StopDuringWrite : public ::testing::TestWithParam<int> {};

// `generate` is stopped (SIGSTOP) the moment its temporary file appears (inotify), so the stop signal is
// certain to come while the write is in progress; then the signal, then SIGCONT.
TEST_P(StopDuringWrite, GenerateLeavesNoTemporaryFile) {
    const int stopSignal = GetParam();
    e2e::Sandbox sandbox;
    const int watch = inotify_init1(IN_CLOEXEC);
    ASSERT_GE(watch, 0);
    ASSERT_GE(inotify_add_watch(watch, sandbox.root().c_str(), IN_CREATE), 0);
    // 200,000 shapes: a 25 MB file, far more than the write can finish while the stop is on its way (a few MB
    // take longer than a wake-up); about 150 MB of memory.
    e2e::RunningSatlab satlab = sandbox.start({"generate", "-o", "big.json", "--count", "200000"}, "generate");
    bool stopped = false;
    alignas(inotify_event) char events[4096];
    pollfd ready{watch, POLLIN, 0};
    bool seen = false;
    while (!seen && poll(&ready, 1, 60000) == 1) {
        const ssize_t length = read(watch, events, sizeof events);
        for (ssize_t at = 0; at < length;) {
            const auto* event = reinterpret_cast<const inotify_event*>(events + at);
            if (event->len > 0 && std::string(event->name).find("big.json.tmp-") != std::string::npos) {
                seen = true;
                stopped = satlab.stop();
                break;
            }
            at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
        }
    }
    close(watch);
    ASSERT_TRUE(seen) << "no temporary file appeared";
    ASSERT_TRUE(stopped) << "generate ended before it could be stopped";
    ASSERT_EQ(tempFilesIn(sandbox.root()).size(), 1u) << "the write ended before the stop: make the file bigger";
    satlab.signal(stopSignal);
    satlab.signal(SIGCONT);
    const e2e::RunResult run = satlab.wait();
    ASSERT_FALSE(run.timedOut);
    EXPECT_EQ(run.killedBy, stopSignal) << "exit " << run.exitCode << ": " << run.errors;
    EXPECT_TRUE(tempFilesIn(sandbox.root()).empty());
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("big.json")));
}

INSTANTIATE_TEST_SUITE_P(HupIntTerm, StopDuringWrite, ::testing::Values(SIGHUP, SIGINT, SIGTERM),
                         [](const auto& testCase) { return std::to_string(testCase.param); });

TEST(AtomicWrite, GenerateThroughADanglingSymlinkCreatesItsTargetAndKeepsTheLink) {
    e2e::Sandbox sandbox;
    std::filesystem::create_directory(sandbox.file("sub"));
    std::filesystem::create_symlink("sub/target.json", sandbox.file("link.json"));
    const auto run = sandbox.run({"generate", "-o", "link.json", "--count", "3"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(std::filesystem::is_symlink(sandbox.file("link.json")));
    EXPECT_EQ(sat::loadScene(sandbox.file("sub/target.json")).shapes.size(), 3u);
}

TEST(StopSignal, ASighupIgnoredAtStartStaysIgnored) {
    // `nohup satlab ...`: closing the terminal must not stop the window. The SIGTERM after the SIGHUP then
    // decides the status: 143, where a handled SIGHUP would have made it 129.
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("idle.txt", "pixel-of left\nwait 1000000\n");
    e2e::RunningSatlab satlab = sandbox.start({"--script", "idle.txt", "boxes.json"}, "nohup", {SIGHUP});
    ASSERT_TRUE(satlab.waitForErrors(kEdited));
    satlab.signal(SIGHUP);
    satlab.signal(SIGTERM);
    const e2e::RunResult run = satlab.wait();
    ASSERT_FALSE(run.timedOut);
    EXPECT_EQ(run.exitCode, 143) << run.errors;
}

} // namespace
