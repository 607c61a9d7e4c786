// SPDX-License-Identifier: MIT
// `satlab generate`, `satlab check --stats` and `satlab --benchmark-frames`
// end to end (docs/cli.md, docs/performance-broadphase.md).

#include <cstdlib>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_satlab.hpp"
#include "sat/scene.hpp"

namespace sat::test {
namespace {

TEST(CliGenerate, WritesASceneThatLoads) {
    const std::string file = tempPath("generated.json");
    const RunResult run = runSatlab({"generate", "-o", file, "--count", "300", "--seed", "4"});
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_EQ(run.out, file + ": 300 shapes (2D, seed 4)\n");
    const Scene scene = loadScene(file);
    EXPECT_EQ(scene.shapes.size(), 300u);
    EXPECT_FALSE(scene.is3d());
    std::filesystem::remove(file);
}

TEST(CliGenerate, SameSeedSameBytes) {
    const std::string first = tempPath("first.json"), second = tempPath("second.json");
    ASSERT_EQ(runSatlab({"generate", "-o", first, "--count", "200", "--dim", "3", "--seed", "9"}).code, 0);
    ASSERT_EQ(runSatlab({"generate", "-o", second, "--count", "200", "--dim", "3", "--seed", "9"}).code, 0);
    EXPECT_EQ(readAll(first), readAll(second));
    EXPECT_TRUE(loadScene(first).is3d());
    std::filesystem::remove(first);
    std::filesystem::remove(second);
}

TEST(CliGenerate, BadOptionsExit2) {
    EXPECT_EQ(runSatlab({"generate", "-o", tempPath("x.json"), "--count", "10", "--dim", "4"}).code, 2);
    EXPECT_EQ(runSatlab({"generate", "-o", tempPath("x.json"), "--count", "10", "--overlap-fraction", "2"}).code, 2);
    EXPECT_EQ(runSatlab({"generate", "--count", "10"}).code, 2); // no -o
}

TEST(CliCheck, StatsGoToStderrAndLeaveStdoutAlone) {
    const RunResult plain = runSatlab({"check", scene("touching.json"), "--json"});
    const RunResult stats = runSatlab({"check", scene("touching.json"), "--json", "--stats"});
    EXPECT_EQ(stats.code, 0);
    EXPECT_EQ(stats.out, plain.out);
    EXPECT_NE(stats.err.find("stats: load "), std::string::npos) << stats.err;
    EXPECT_NE(stats.err.find("peak RSS "), std::string::npos) << stats.err;
}

TEST(CliBenchmarkFrames, PrintsFrameTimesUnderOffscreen) {
    const std::string file = tempPath("frames.json");
    ASSERT_EQ(runSatlab({"generate", "-o", file, "--count", "200", "--overlap-fraction", "0.3"}).code, 0);
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    const RunResult run = runSatlab({"--benchmark-frames", "5", file, "--config-dir", tempPath("config")});
    unsetenv("SDL_VIDEODRIVER");
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_NE(run.out.find("5 frames, 200 shapes, inspected pair: s"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("cpu    median "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("p99 "), std::string::npos);
    std::filesystem::remove(file);
    std::filesystem::remove_all(tempPath("config"));
}

} // namespace
} // namespace sat::test
