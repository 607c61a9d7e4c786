// SPDX-License-Identifier: MIT
// Hostile but fair inputs to the command line: huge overlap counts, inputs
// of unknown size, folders, FIFOs, floods of bad shapes and bad numbers.
// Memory cases run the real binary under an address-space cap and are judged
// by what it prints and its exit code, never by time.

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <fstream>
#include <thread>

#include "run_capped.hpp"
#include "run_satlab.hpp"

namespace sat::test {
namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

std::string lastLine(const std::string& text) {
    const std::size_t end = text.find_last_not_of('\n');
    if (end == std::string::npos) return {};
    const std::size_t start = text.rfind('\n', end);
    return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

std::size_t lines(const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

// 1600 identical boxes: 1,279,200 overlapping pairs. Holding them (about
// 1.3 KB each) needs 1.7 GB; streamed, the table goes out under a 1 GiB cap.
TEST(CliHostileCheck, ManyOverlapsStreamTheTableUnderAMemoryCap) {
    const std::string file = writeTemp("same1600.json", sameBoxesScene(1600));
    const CappedRun run = runSatlabCapped({"check", file}, 1024 * kMiB);
    ASSERT_EQ(run.code, 0) << run.err;
    EXPECT_EQ(run.head.substr(0, run.head.find('\n')),
              "1600 shapes (2D), double, tolerance 0: more than 1000 pairs to list, in blocks; the counts follow them");
    EXPECT_EQ(lastLine(run.tail),
              "1600 shapes (2D), 1279200 pairs tested: 1279200 overlapping, 0 touching (double, tolerance 0)");
    // A heading, then per block of 1000 pairs a blank line and a header row; the summary after a blank line.
    const std::size_t pairs = 1279200, blocks = (pairs + 999) / 1000;
    EXPECT_EQ(run.outLines, 1 + pairs + 2 * blocks + 2);
}

TEST(CliHostileCheck, ManyOverlapsStreamTheJsonUnderAMemoryCap) {
    const std::string file = writeTemp("same1600j.json", sameBoxesScene(1600));
    const CappedRun run = runSatlabCapped({"check", file, "--json"}, 1024 * kMiB);
    ASSERT_EQ(run.code, 0) << run.err;
    EXPECT_EQ(run.head.substr(0, 17), "{\n  \"pairs\": [\n  ");
    const std::string summary = R"("summary": {
    "shapes": 1600,
    "pairs_tested": 1279200,
    "overlapping": 1279200,
    "touching": 0
  }
}
)";
    EXPECT_EQ(run.tail.substr(run.tail.size() - summary.size()), summary);
}

// 20,000 identical boxes have 2e8 candidate pairs (3.2 GB as a list): with
// --fail-on-overlap the check stops at the first one, under a 1 GiB cap.
TEST(CliHostileCheck, FailOnOverlapStopsAtTheFirstOverlap) {
    const std::string file = writeTemp("same20000.json", sameBoxesScene(20000));
    const CappedRun run = runSatlabCapped({"check", file, "--fail-on-overlap"}, 1024 * kMiB);
    EXPECT_EQ(run.code, 1) << run.err;
    EXPECT_EQ(run.head, "20000 shapes (2D), 1 pair tested (stopped at the first overlap: --fail-on-overlap): 1 overlapping, "
                        "0 touching (double, tolerance 0)\n\n"
                        "A   B   verdict      separation  depth  normal  first separating axis\n"
                        "b0  b1  overlapping  -2          2      (1, 0)  -\n");
}

TEST(CliHostileCheck, FailOnOverlapJsonSaysItStopped) {
    const std::string file = writeTemp("same3.json", sameBoxesScene(3));
    const RunResult run = runSatlab({"check", file, "--json", "--fail-on-overlap"});
    EXPECT_EQ(run.code, 1) << run.err;
    EXPECT_NE(run.out.find(R"("pairs_tested": 1,)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(R"("stopped": true)"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find(R"("b": "b2")"), std::string::npos) << "only the first pair: " << run.out;
}

// Memory that runs out is not bad input: its own message and exit code 3.
// (A million shapes take generate about 1 GB; the process itself, libraries mapped, about 100 MB of address space.)
TEST(CliHostileCheck, OutOfMemoryExitsThreeWithItsOwnMessage) {
    const std::string file = writeTemp("oom.json", "");
    std::filesystem::remove(file);
    const CappedRun run = runSatlabCapped({"generate", "-o", file, "--count", "1000000"}, 300 * kMiB);
    EXPECT_EQ(run.code, 3) << run.err;
    EXPECT_EQ(run.err, "satlab: out of memory\n");
    EXPECT_FALSE(std::filesystem::exists(file));
}

// An input of unknown size is read with a counted limit: /dev/zero stops at 256 MiB.
TEST(CliHostileInput, EndlessDeviceIsRefusedAtTheSizeLimit) {
    const CappedRun run = runSatlabCapped({"check", "/dev/zero"}, 1024 * kMiB);
    EXPECT_EQ(run.code, 2) << run.err;
    EXPECT_EQ(run.err, "/dev/zero: file is too large (more than 268435456 bytes, limit 256 MiB)\n");
    EXPECT_EQ(run.outBytes, 0u);
}

// A FIFO gives its bytes once: the scene is read by one open, one read.
TEST(CliHostileInput, FifoSceneIsReadOnce) {
    const std::string fifo = writeTemp("scene-fifo.json", "");
    std::filesystem::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::thread writer([&fifo] { std::ofstream(fifo) << sameBoxesScene(2); });
    const RunResult run = runSatlab({"check", fifo});
    writer.join();
    std::filesystem::remove(fifo);
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_EQ(run.out.substr(0, run.out.find('\n')),
              "2 shapes (2D), 1 pair tested: 1 overlapping, 0 touching (double, tolerance 0)");
}

// A folder is bad input (2) that names it, for check and render alike.
TEST(CliHostileInput, FolderIsBadInputNamingIt) {
    const std::filesystem::path folder = std::filesystem::temp_directory_path() /
                                         ("satlab-cli-dir-" + std::to_string(::getpid()) + ".json");
    std::filesystem::create_directories(folder);
    const RunResult check = runSatlab({"check", folder.string()});
    const RunResult render = runSatlab({"render", folder.string(), "-o", (folder.parent_path() / "never.svg").string()});
    std::filesystem::remove(folder);
    EXPECT_EQ(check.code, 2);
    EXPECT_EQ(check.err, folder.string() + ": is a folder, not a file\n");
    EXPECT_EQ(render.code, 2);
    EXPECT_NE(render.err.find(folder.string() + ": is a folder, not a file"), std::string::npos) << render.err;
}

// Five million numbers for shapes (10 MB): five million messages, and as many
// shapes made up front, would not fit under the cap; 20 are listed, then a count.
TEST(CliHostileInput, FloodOfBadShapesListsTwentyThenACount) {
    std::string text = R"({"format": "satlab-scene", "version": 1, "shapes": [0)";
    text.reserve(10'000'100);
    for (int i = 1; i < 5'000'000; ++i) text += ",1";
    const std::string file = writeTemp("numbers.json", text + "]}");
    const CappedRun run = runSatlabCapped({"check", file}, 1024 * kMiB);
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(lines(run.err), 21u) << run.err.substr(0, 2000);
    EXPECT_EQ(run.err.substr(0, run.err.find('\n')), file + ": shapes[0]: must be an object, got 0");
    EXPECT_EQ(lastLine(run.err), file + ": and 4999980 more problems");
    for (std::size_t start = 0; start < run.err.size(); start = run.err.find('\n', start) + 1)
        EXPECT_EQ(run.err.compare(start, file.size() + 2, file + ": "), 0) << "every line names the file";
}

// Every number option is checked the same way: finite, in range, limits in short numbers.
struct BadNumber {
    std::vector<std::string> args;
    std::string message; ///< expected in stderr
};

class CliBadNumber : public ::testing::TestWithParam<BadNumber> {};

TEST_P(CliBadNumber, IsRefusedWithAShortMessage) {
    std::vector<std::string> args = GetParam().args;
    for (std::string& arg : args)
        if (arg == "SCENE") arg = scene("touching.json");
    const RunResult run = runSatlab(args);
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find(GetParam().message), std::string::npos) << run.err;
    EXPECT_LT(run.err.size(), 300u) << run.err;
}

const BadNumber kBadNumbers[] = {
    {{"check", "SCENE", "--near", "nan"}, "--near: must be a finite number >= 0, got 'nan'"},
    {{"check", "SCENE", "--near", "-1"}, "--near: must be a finite number >= 0, got '-1'"},
    {{"check", "SCENE", "--near", "1e999"}, "--near: must be a finite number >= 0, got '1e999'"},
    {{"check", "SCENE", "--tolerance", "nan"}, "--tolerance: must be a finite number >= 0, got 'nan'"},
    {{"check", "SCENE", "--tolerance", "inf"}, "--tolerance: must be a finite number >= 0, got 'inf'"},
    {{"check", "SCENE", "--tolerance", "1x"}, "--tolerance: must be a finite number >= 0, got '1x'"},
    {{"generate", "-o", "/tmp/never.json", "--count", "-1"}, "--count: must be an integer from 0 to 1000000, got '-1'"},
    {{"generate", "-o", "/tmp/never.json", "--count", "1000001"}, "--count: must be an integer from 0 to 1000000, got '1000001'"},
    {{"generate", "-o", "/tmp/never.json", "--count", "10", "--overlap-fraction", "nan"},
     "--overlap-fraction: must be a number in [0, 1], got 'nan'"},
    {{"generate", "-o", "/tmp/never.json", "--count", "10", "--seed", "-5"}, "--seed: must be an integer >= 0, got '-5'"},
    {{"import", "map.tmx", "-o", "/tmp/never.json", "--scale", "0"}, "--scale: must be a number in (0, 1e+06], got '0'"},
    {{"render", "SCENE", "-o", "/tmp/never.svg", "--scale", "nan"}, "--scale: must be a finite number > 0, got 'nan'"},
    {{"render", "SCENE", "-o", "/tmp/never.png", "--supersample", "9"}, "--supersample: must be an integer from 1 to 4, got '9'"},
    {{"--width", "1e9"}, "--width: must be an integer from 64 to 16384, got '1e9'"},
    {{"--benchmark-frames", "0"}, "--benchmark-frames: must be an integer from 1 to 1000000, got '0'"},
    {{"check", "SCENE", "--near", std::string(5000, '9')},
     "--near: must be a finite number >= 0, got '9999999999999999999999999999999999999999...'"},
};
INSTANTIATE_TEST_SUITE_P(EveryNumberOption, CliBadNumber, ::testing::ValuesIn(kBadNumbers));

} // namespace
} // namespace sat::test
