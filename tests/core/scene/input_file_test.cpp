// SPDX-License-Identifier: MIT
// readInputFile: one open, a counted limit, clear reasons; and the capped
// list of a scene's problems.

#include <csignal>
#include <fstream>
#include <optional>
#include <thread>

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sat/input_file.hpp"
#include "sat/scene.hpp"

namespace sat {
namespace {

std::filesystem::path tempPath(const std::string& name) {
    return std::filesystem::temp_directory_path() / ("satlab-input-" + std::to_string(::getpid()) + "-" + name);
}

std::string reasonOf(const std::filesystem::path& file, std::size_t limit = kMaxInputFileBytes) {
    try {
        (void)readInputFile(file, limit);
    } catch (const InputFileError& error) {
        EXPECT_EQ(std::string(error.what()), file.string() + ": " + error.reason());
        return error.reason();
    }
    return "read";
}

TEST(InputFile, ReadsARegularFileWhole) {
    const auto file = tempPath("plain.txt");
    std::ofstream(file) << "hello\nworld";
    EXPECT_EQ(readInputFile(file), "hello\nworld");
    std::filesystem::remove(file);
}

TEST(InputFile, FolderIsRefusedByName) {
    const auto folder = tempPath("folder.json");
    std::filesystem::create_directories(folder);
    EXPECT_EQ(reasonOf(folder), "is a folder, not a file");
    std::filesystem::remove(folder);
}

TEST(InputFile, MissingFileSaysWhy) { EXPECT_EQ(reasonOf(tempPath("missing.json")), "cannot open: No such file or directory"); }

TEST(InputFile, RegularFileOverTheLimitIsRefusedBeforeReading) {
    const auto file = tempPath("big.txt");
    std::ofstream(file) << std::string(3000, 'x');
    EXPECT_EQ(reasonOf(file, 2048), "file is too large (3000 bytes, limit 2048 bytes)");
    EXPECT_EQ(readInputFile(file, 3000).size(), 3000u);
    std::filesystem::remove(file);
}

TEST(InputFile, EndlessDeviceStopsAtTheLimit) {
    EXPECT_EQ(reasonOf("/dev/zero", std::size_t{1} << 20), "file is too large (more than 1048576 bytes, limit 1 MiB)");
}

std::optional<InputFileError::Kind> kindOf(const std::filesystem::path& file, std::size_t limit = kMaxInputFileBytes) {
    try {
        (void)readInputFile(file, limit);
    } catch (const InputFileError& error) {
        return error.kind();
    }
    return std::nullopt;
}

TEST(InputFile, KindSaysWhyWithoutReadingTheReason) {
    using Kind = InputFileError::Kind;
    EXPECT_EQ(kindOf(std::filesystem::temp_directory_path()), Kind::Folder);
    EXPECT_EQ(kindOf(tempPath("missing.json")), Kind::CannotOpen);
    EXPECT_EQ(kindOf("/dev/zero", 4096), Kind::TooLarge);
    const auto file = tempPath("sized.txt");
    std::ofstream(file) << std::string(100, 'x');
    EXPECT_EQ(kindOf(file, 99), Kind::TooLarge);
    EXPECT_EQ(kindOf(file, 100), std::nullopt);
    std::filesystem::remove(file);
}

TEST(InputFile, FifoIsReadOnceAndCounted) {
    const auto fifo = tempPath("pipe");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::thread writer([&fifo] { std::ofstream(fifo) << "once"; });
    EXPECT_EQ(readInputFile(fifo), "once");
    writer.join();
    // The reader stops after 1001 bytes and closes: the writer's next write fails (EPIPE, not a signal here).
    const auto previous = std::signal(SIGPIPE, SIG_IGN);
    std::thread flood([&fifo] { std::ofstream(fifo) << std::string(100000, 'y'); });
    EXPECT_EQ(reasonOf(fifo, 1000), "file is too large (more than 1000 bytes, limit 1000 bytes)");
    flood.join();
    std::signal(SIGPIPE, previous);
    std::filesystem::remove(fifo);
}

TEST(SceneProblems, TwentyAreListedThenACount) {
    std::string text = R"({"format": "satlab-scene", "version": 1, "shapes": [0)";
    for (int i = 1; i < 500; ++i) text += ",1";
    try {
        (void)parseScene(text + "]}", "many.json");
        ADD_FAILURE() << "accepted";
    } catch (const SceneLoadError& error) {
        ASSERT_EQ(error.problems().size(), 21u);
        EXPECT_EQ(error.problems()[0], "many.json: shapes[0]: must be an object, got 0");
        EXPECT_EQ(error.problems()[19], "many.json: shapes[19]: must be an object, got 1");
        EXPECT_EQ(error.problems()[20], "many.json: and 480 more problems");
    }
}

TEST(SceneProblems, HeaderProblemsStillComeBeforeTheShapes) {
    try {
        (void)parseScene(R"({"format": "x", "version": 1, "shapes": [1]})", "order.json");
        ADD_FAILURE() << "accepted";
    } catch (const SceneLoadError& error) {
        ASSERT_EQ(error.problems().size(), 2u);
        EXPECT_EQ(error.problems()[0], "order.json: format: must be \"satlab-scene\", got string \"x\"");
        EXPECT_EQ(error.problems()[1], "order.json: shapes[0]: must be an object, got 1");
    }
}

} // namespace
} // namespace sat
