// SPDX-License-Identifier: MIT
// saveScene writes atomically (PLATFORM.md): the mode of an existing file is
// kept, and a failed save throws SceneSaveError, leaves the target as it was
// and leaves no temporary file behind.

#include <algorithm>
#include <csignal>
#include <fstream>
#include <sstream>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "sat/atomic_file.hpp"
#include "scene_test_util.hpp"

namespace sat {
namespace {

namespace fs = std::filesystem;

/// A fresh folder for one test, removed afterwards.
class SceneSave : public ::testing::Test {
protected:
    void SetUp() override {
        std::string pattern = (fs::temp_directory_path() / "satlab-save-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        folder_ = pattern;
    }
    void TearDown() override {
        fs::permissions(folder_, fs::perms::owner_all, fs::perm_options::add);
        fs::remove_all(folder_);
    }
    static Scene twoBoxes() {
        Scene scene;
        scene.shapes.push_back({"A", Aabb2Spec{{0, 0}, {1, 1}}, std::nullopt, true, ""});
        scene.shapes.push_back({"B", Aabb2Spec{{3, 0}, {1, 1}}, std::nullopt, true, ""});
        return scene;
    }
    static std::string read(const fs::path& file) {
        std::ifstream in(file);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }
    static void write(const fs::path& file, const std::string& text) { std::ofstream(file) << text; }
    std::vector<std::string> entries() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(folder_)) names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }
    fs::path folder_;
};

TEST_F(SceneSave, WritesAFileThatLoadsBack) {
    saveScene(twoBoxes(), folder_ / "s.json");
    EXPECT_EQ(loadScene(folder_ / "s.json"), twoBoxes());
    EXPECT_EQ(entries(), std::vector<std::string>{"s.json"});
}

TEST_F(SceneSave, KeepsTheModeOfTheFileItReplaces) {
    const fs::path file = folder_ / "s.json";
    write(file, "old");
    ASSERT_EQ(::chmod(file.c_str(), 0640), 0);
    saveScene(twoBoxes(), file);
    struct stat info {};
    ASSERT_EQ(::stat(file.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 07777, 0640u);
}

TEST_F(SceneSave, NewFileGetsTheUmaskMode) {
    const mode_t old = ::umask(022);
    saveScene(twoBoxes(), folder_ / "s.json");
    ::umask(old);
    struct stat info {};
    ASSERT_EQ(::stat((folder_ / "s.json").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 07777, 0644u); // not mkstemp's 0600
}

TEST_F(SceneSave, IntoAMissingFolderThrowsAndLeavesNothing) {
    EXPECT_THROW(saveScene(twoBoxes(), folder_ / "missing" / "s.json"), SceneSaveError);
    EXPECT_TRUE(entries().empty());
}

TEST_F(SceneSave, IntoAReadOnlyFolderThrowsAndKeepsTheTarget) {
    if (::geteuid() == 0) GTEST_SKIP() << "root ignores folder permissions; the file-size-limit test covers this case";
    const fs::path file = folder_ / "s.json";
    write(file, "original");
    ASSERT_EQ(::chmod(folder_.c_str(), 0555), 0);
    EXPECT_THROW(saveScene(twoBoxes(), file), SceneSaveError);
    EXPECT_EQ(read(file), "original");
    EXPECT_EQ(entries(), std::vector<std::string>{"s.json"});
}

TEST_F(SceneSave, FailedWriteKeepsTheTargetAndRemovesTheTemporaryFile) {
    const fs::path file = folder_ / "s.json";
    write(file, "original");
    // A file-size limit makes write() fail with EFBIG, even for root.
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &old), 0);
    rlimit tiny = old;
    tiny.rlim_cur = 16;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &tiny), 0);
    EXPECT_THROW(saveScene(twoBoxes(), file), SceneSaveError);
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    EXPECT_EQ(read(file), "original");
    EXPECT_EQ(entries(), std::vector<std::string>{"s.json"});
}

TEST_F(SceneSave, RefusesAnInvalidSceneAndKeepsTheTarget) {
    const fs::path file = folder_ / "s.json";
    write(file, "original");
    Scene scene = twoBoxes();
    scene.shapes[1].name = "A";
    EXPECT_THROW(saveScene(scene, file), SceneSaveError);
    EXPECT_EQ(read(file), "original");
}

TEST_F(SceneSave, ThroughASymlinkReplacesTheFileItPointsTo) {
    const fs::path real = folder_ / "real.json";
    write(real, "original");
    fs::create_symlink(real, folder_ / "link.json");
    saveScene(twoBoxes(), folder_ / "link.json");
    EXPECT_TRUE(fs::is_symlink(folder_ / "link.json"));
    EXPECT_EQ(loadScene(real), twoBoxes());
}

TEST_F(SceneSave, ThroughADanglingSymlinkCreatesTheFileAndKeepsTheLink) {
    fs::create_symlink("real.json", folder_ / "link.json"); // relative: from the link's folder
    saveScene(twoBoxes(), folder_ / "link.json");
    EXPECT_TRUE(fs::is_symlink(folder_ / "link.json"));
    EXPECT_EQ(loadScene(folder_ / "real.json"), twoBoxes());
    EXPECT_EQ(entries(), (std::vector<std::string>{"link.json", "real.json"}));
}

TEST_F(SceneSave, ThroughAChainOfLinksWritesWhereTheLastOnePoints) {
    fs::create_directory(folder_ / "sub");
    fs::create_symlink("../real.json", folder_ / "sub" / "second.json"); // dangling, relative to sub/
    fs::create_symlink("sub/second.json", folder_ / "first.json");
    saveScene(twoBoxes(), folder_ / "first.json");
    EXPECT_TRUE(fs::is_symlink(folder_ / "first.json"));
    EXPECT_TRUE(fs::is_symlink(folder_ / "sub" / "second.json"));
    EXPECT_EQ(loadScene(folder_ / "real.json"), twoBoxes());
}

TEST_F(SceneSave, ThroughASymlinkLoopThrowsAndKeepsTheLinks) {
    fs::create_symlink("b.json", folder_ / "a.json");
    fs::create_symlink("a.json", folder_ / "b.json");
    EXPECT_THROW(saveScene(twoBoxes(), folder_ / "a.json"), SceneSaveError);
    EXPECT_TRUE(fs::is_symlink(folder_ / "a.json"));
    EXPECT_EQ(entries(), (std::vector<std::string>{"a.json", "b.json"}));
}

/// What removeUnfinishedTempFiles left of a write in progress, seen from a
/// signal handler that interrupts that write (SIGXFSZ, raised by write()
/// itself past a file-size limit).
struct TempFilesSeenInHandler {
    std::string folder;
    int before = -1;
    int after = -1;
};
TempFilesSeenInHandler tempFilesSeen;

int countTempFiles(const std::string& folder) {
    int count = 0;
    for (const auto& entry : fs::directory_iterator(folder))
        count += entry.path().filename().string().find(".tmp-") != std::string::npos;
    return count;
}

void onFileSizeSignal(int) {
    // Not async-signal-safe (directory listing), but this signal comes from
    // write() in this thread, never from inside the allocator: fine for a test.
    tempFilesSeen.before = countTempFiles(tempFilesSeen.folder);
    removeUnfinishedTempFiles();
    tempFilesSeen.after = countTempFiles(tempFilesSeen.folder);
}

TEST_F(SceneSave, RemoveUnfinishedTempFilesRemovesTheTemporaryFileOfAWriteInProgress) {
    const fs::path file = folder_ / "s.json";
    write(file, "original");
    tempFilesSeen = {folder_.string(), -1, -1};
    const auto oldHandler = std::signal(SIGXFSZ, onFileSizeSignal);
    rlimit old{};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &old), 0);
    rlimit tiny = old;
    tiny.rlim_cur = 16;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &tiny), 0);
    EXPECT_THROW(writeFileAtomically(file, std::string(1000, 'x')), SceneSaveError);
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    EXPECT_EQ(tempFilesSeen.before, 1); // the write was in progress
    EXPECT_EQ(tempFilesSeen.after, 0);
    EXPECT_EQ(read(file), "original");
}

TEST_F(SceneSave, RemoveUnfinishedTempFilesKeepsFinishedFiles) {
    writeFileAtomically(folder_ / "done.txt", "kept");
    removeUnfinishedTempFiles();
    EXPECT_EQ(read(folder_ / "done.txt"), "kept");
    EXPECT_EQ(entries(), std::vector<std::string>{"done.txt"});
}

TEST_F(SceneSave, WriteFileAtomicallyWritesExactBytes) {
    writeFileAtomically(folder_ / "notes.txt", std::string("a\0b", 3));
    EXPECT_EQ(read(folder_ / "notes.txt"), std::string("a\0b", 3));
}

} // namespace
} // namespace sat
