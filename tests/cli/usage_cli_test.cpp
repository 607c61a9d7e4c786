// SPDX-License-Identifier: MIT
// satlab's command line: help, version and usage errors (exit 2, message on
// stderr).

#include <gtest/gtest.h>

#include "run_satlab.hpp"

namespace sat::test {
namespace {

TEST(CliUsage, HelpExitsZeroOnStdout) {
    const RunResult run = runSatlab({"--help"});
    EXPECT_EQ(run.code, 0);
    EXPECT_NE(run.out.find("check"), std::string::npos);
}

TEST(CliUsage, CheckHelpListsItsOptions) {
    const RunResult run = runSatlab({"check", "--help"});
    EXPECT_EQ(run.code, 0);
    EXPECT_NE(run.out.find("--fail-on-overlap"), std::string::npos) << run.out;
}

TEST(CliUsage, VersionExitsZero) {
    const RunResult run = runSatlab({"--version"});
    EXPECT_EQ(run.code, 0);
    EXPECT_EQ(run.out, "satlab 0.2.0\n");
}

TEST(CliUsage, CheckWithoutSceneExitsTwo) {
    const RunResult run = runSatlab({"check"});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("scene is required"), std::string::npos) << run.err;
}

TEST(CliUsage, UnknownOptionExitsTwo) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "--jsno"});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("--jsno"), std::string::npos) << run.err;
}

TEST(CliUsage, PairNeedsTwoNames) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "--pair", "A"});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("--pair"), std::string::npos) << run.err;
}

TEST(CliUsage, PrecisionMustBeFloatOrDouble) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "--precision", "half"});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("half"), std::string::npos) << run.err;
}

TEST(CliUsage, ToleranceMustBeANumber) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "--tolerance", "lots"});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("--tolerance"), std::string::npos) << run.err;
}

TEST(CliUsage, NegativeToleranceExitsTwo) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "--tolerance=-1"});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("--tolerance: must be a finite number >= 0, got '-1'"), std::string::npos) << run.err;
}

TEST(CliUsage, UnknownSubcommandArgumentExitsTwo) {
    const RunResult run = runSatlab({"check", scene("touching.json"), "extra.json"});
    EXPECT_EQ(run.code, 2);
}

} // namespace
} // namespace sat::test
