// SPDX-License-Identifier: MIT
// Scripts that cannot run or would not end, through the real binary: a folder or an endless file as the
// script, a huge bad line, --script-timeout, and a command stuck on a file that blocks.
#include <gtest/gtest.h>

#include <csignal>

#include <sys/stat.h>

#include "e2e_scenes.hpp"
#include "satlab_process.hpp"

namespace {

TEST(ScriptFile, AFolderIsBadInputNamedInTheMessage) {
    e2e::Sandbox sandbox;
    std::filesystem::create_directory(sandbox.file("scripts"));
    const auto run = sandbox.run({"--script", "scripts"});
    EXPECT_EQ(run.exitCode, 2) << run.errors;
    EXPECT_NE(run.errors.find("scripts:0: is a folder, not a script"), std::string::npos) << run.errors;
}

TEST(ScriptFile, AnEndlessFileIsRefusedAtItsLimit) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.run({"--script", "/dev/zero"});
    EXPECT_EQ(run.exitCode, 2) << run.errors;
    EXPECT_NE(run.errors.find("/dev/zero:0: the script is larger than 64 MiB"), std::string::npos) << run.errors;
}

TEST(ScriptFile, AHugeBadLineIsCutInTheMessage) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("huge", std::string("wait 1\n").append(10'000'000, 'x').append("\n"));
    EXPECT_EQ(run.exitCode, 2);
    const std::string cut =
        std::string("huge.txt:2: unknown command '").append(200, 'x').append("\xE2\x80\xA6' (10000000 bytes)");
    EXPECT_NE(run.errors.find(cut), std::string::npos) << run.errors.substr(0, 600);
    EXPECT_LT(run.errors.size(), 1000u);
}

TEST(ScriptTimeout, StopsAWaitWithStatus124) {
    e2e::Sandbox sandbox;
    sandbox.write("long.txt", "wait 1000000\n");
    const auto run = sandbox.run({"--script", "long.txt", "--script-timeout", "1"});
    EXPECT_EQ(run.exitCode, 124) << run.errors;
    EXPECT_NE(run.errors.find("long.txt:1: stopped: the script ran longer than its 1 s (--script-timeout)"), std::string::npos)
        << run.errors;
}

TEST(ScriptTimeout, KeepsTheUnsavedEditInTheRecoveryFile) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("edit.txt", "drag 480 400 560 400\nwait 1000000\n");
    const auto run = sandbox.run({"--script", "edit.txt", "--script-timeout", "2", "boxes.json"});
    EXPECT_EQ(run.exitCode, 124) << run.errors;
    ASSERT_TRUE(std::filesystem::exists(sandbox.recoveryFile())) << run.errors;
    const sat::Scene recovered = sat::parseScene(e2e::readText(sandbox.recoveryFile()), "recovery");
    EXPECT_NEAR(e2e::centerOf(recovered, "left").x, -2.0, 1e-9);
}

TEST(ScriptTimeout, ZeroMeansNoLimit) {
    e2e::Sandbox sandbox;
    sandbox.write("short.txt", "wait 2\n");
    const auto unlimited = sandbox.run({"--script", "short.txt", "--script-timeout", "0"});
    EXPECT_EQ(unlimited.exitCode, 0) << unlimited.errors;
}

TEST(ScriptTimeout, RefusesWhatIsNotANumberOfSeconds) {
    e2e::Sandbox sandbox;
    sandbox.write("short.txt", "wait 1\n");
    for (const std::string bad : {"nan", "-1", "inf", "1e7", "abc"}) {
        const auto run = sandbox.run({"--script", "short.txt", "--script-timeout", bad});
        EXPECT_EQ(run.exitCode, 2) << "'" << bad << "': " << run.errors;
        EXPECT_NE(run.errors.find("--script-timeout"), std::string::npos) << run.errors;
    }
}

TEST(ScriptTimeout, NeedsAScript) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.run({"--script-timeout", "5"});
    EXPECT_EQ(run.exitCode, 2) << run.errors;
    EXPECT_NE(run.errors.find("--script"), std::string::npos) << run.errors;
}

/// A script whose second command blocks for good: it writes to a FIFO nobody reads.
void writeStuckScript(const e2e::Sandbox& sandbox) {
    ASSERT_EQ(mkfifo(sandbox.file("nobody-reads").c_str(), 0600), 0);
    sandbox.write("stuck.txt", "pixel-of left\ndump-explanation nobody-reads\n");
    sandbox.write("boxes.json", e2e::kTwoBoxes);
}

TEST(ScriptTimeout, EndsACommandThatNeverReturns) {
    e2e::Sandbox sandbox;
    writeStuckScript(sandbox);
    e2e::RunningSatlab satlab = sandbox.start({"--script", "stuck.txt", "--script-timeout", "1", "boxes.json"});
    const e2e::RunResult run = satlab.wait(120.0);
    ASSERT_FALSE(run.timedOut) << "the stuck command was not ended";
    EXPECT_EQ(run.exitCode, 124) << run.errors;
    EXPECT_NE(run.errors.find("stuck.txt:2: stopped: the script ran longer than its 1 s (--script-timeout); the "
                              "command did not finish within 5 s, so the recovery file was not written"),
              std::string::npos)
        << run.errors;
}

TEST(StopSignal, EndsAScriptCommandThatNeverReturns) {
    e2e::Sandbox sandbox;
    writeStuckScript(sandbox);
    e2e::RunningSatlab satlab = sandbox.start({"--script", "stuck.txt", "--script-timeout", "0", "boxes.json"});
    ASSERT_TRUE(satlab.waitForErrors("pixel-of left centre: "));
    satlab.signal(SIGTERM);
    const e2e::RunResult run = satlab.wait(120.0);
    ASSERT_FALSE(run.timedOut) << "SIGTERM did not end the stuck command";
    EXPECT_EQ(run.exitCode, 143) << run.errors;
    EXPECT_NE(run.errors.find("stuck.txt:2: stopped by SIGTERM; the command did not finish"), std::string::npos) << run.errors;
}

} // namespace
