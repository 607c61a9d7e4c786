// SPDX-License-Identifier: MIT
// Damaged recordings: a file cut at every byte opens up to its last whole
// frame and says what it dropped; a bad checksum, a later version or an
// absurd size is an error naming the file and the byte; a file larger than
// the memory a reader may take opens, scans and seeks within it.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "capture_test_util.hpp"

namespace {

using capture_test::TempDir;
using namespace sat::capture;

/// A small recording of 4 frames (keyframes at 0 and 2) and the offsets where its frames end.
struct SmallRecording {
    std::vector<std::uint8_t> bytes;
    std::vector<std::size_t> frameEnds; ///< the file size after each whole frame
};

SmallRecording makeSmall(const TempDir& dir) {
    const auto path = dir / "small.satrec";
    SmallRecording small;
    {
        Recorder recorder(path, RecorderOptions{.keyframeInterval = 2});
        for (int f = 0; f < 4; ++f) {
            capture_test::recordSlidingFrame(recorder, f);
            small.frameEnds.push_back(capture_test::readBytes(path).size());
        }
    }
    small.bytes = capture_test::readBytes(path);
    return small;
}

std::string openError(const std::filesystem::path& path) {
    try {
        Recording::open(path);
    } catch (const RecordingError& error) {
        return error.what();
    }
    return "";
}

TEST(CaptureDamaged, AFileCutAtEveryByteOpensUpToItsLastWholeFrame) {
    TempDir dir;
    const SmallRecording small = makeSmall(dir);
    const auto cut = dir / "cut.satrec";
    for (std::size_t size = 0; size < small.bytes.size(); ++size) {
        capture_test::writeBytes(cut, small.bytes, size);
        if (size < 16) {
            EXPECT_NE(openError(cut).find("shorter than the 16-byte header"), std::string::npos) << size;
            continue;
        }
        const Recording recording = Recording::open(cut);
        std::size_t whole = 0;
        while (whole < small.frameEnds.size() && small.frameEnds[whole] <= size) ++whole;
        ASSERT_EQ(recording.frameCount(), whole) << "cut at " << size;
        EXPECT_FALSE(recording.hadStoredIndex());
        const bool atFrameEnd = size == 16 || (whole > 0 && small.frameEnds[whole - 1] == size);
        if (atFrameEnd) {
            EXPECT_TRUE(recording.warnings().empty()) << size << ": " << recording.warnings().front();
        } else {
            ASSERT_EQ(recording.warnings().size(), 1u) << size;
            const std::string& warning = recording.warnings().front();
            EXPECT_NE(warning.find(cut.string() + ": byte "), std::string::npos) << warning;
            if (whole < small.frameEnds.size()) {
                EXPECT_NE(warning.find("cut inside frame " + std::to_string(whole)), std::string::npos) << warning;
            }
        }
        if (whole > 0) {
            EXPECT_EQ(recording.frame(whole - 1).index, whole - 1);
        }
    }
}

TEST(CaptureDamaged, TheWholeFileOpensThroughItsIndexWithoutWarnings) {
    TempDir dir;
    const SmallRecording small = makeSmall(dir);
    const Recording recording = Recording::open(dir / "small.satrec");
    EXPECT_TRUE(recording.hadStoredIndex());
    EXPECT_EQ(recording.frameCount(), 4u);
    EXPECT_TRUE(recording.warnings().empty());
}

TEST(CaptureDamaged, ABadChecksumIsAnErrorNamingTheFileAndTheByte) {
    TempDir dir;
    SmallRecording small = makeSmall(dir);
    const std::size_t frame1 = small.frameEnds[0];
    small.bytes[frame1 + 12 + 9] ^= 0x40; // a byte of frame 1's time
    const auto path = dir / "corrupt.satrec";
    capture_test::writeBytes(path, small.bytes, small.bytes.size());
    // Through the index: the file opens, and reading frame 1 fails.
    const Recording recording = Recording::open(path);
    EXPECT_NO_THROW(recording.frame(0));
    try {
        recording.frame(1);
        FAIL() << "no error";
    } catch (const RecordingError& error) {
        EXPECT_EQ(error.file(), path.string());
        EXPECT_EQ(error.offset(), frame1 + 8);
        EXPECT_NE(std::string(error.what()).find("frame 1: checksum mismatch"), std::string::npos) << error.what();
    }
    // Without the index, opening scans and finds it.
    const auto scanned = dir / "corrupt-cut.satrec";
    capture_test::writeBytes(scanned, small.bytes, small.frameEnds.back());
    EXPECT_NE(openError(scanned).find("byte " + std::to_string(frame1 + 8) + ": frame 1: checksum mismatch"), std::string::npos)
        << openError(scanned);
}

TEST(CaptureDamaged, ADamagedIndexIsReportedAndTheFramesAreScanned) {
    TempDir dir;
    SmallRecording small = makeSmall(dir);
    small.bytes[small.frameEnds.back() + 12 + 8] ^= 1; // the first index entry
    const auto path = dir / "index.satrec";
    capture_test::writeBytes(path, small.bytes, small.bytes.size());
    const Recording recording = Recording::open(path);
    EXPECT_FALSE(recording.hadStoredIndex());
    EXPECT_EQ(recording.frameCount(), 4u);
    ASSERT_EQ(recording.warnings().size(), 1u);
    EXPECT_NE(recording.warnings()[0].find("the stored index is damaged"), std::string::npos) << recording.warnings()[0];
}

TEST(CaptureDamaged, NotARecordingOrALaterVersionIsRefusedAtOnce) {
    TempDir dir;
    SmallRecording small = makeSmall(dir);
    const auto path = dir / "other.satrec";
    std::vector<std::uint8_t> text(64, 'x');
    capture_test::writeBytes(path, text, text.size());
    EXPECT_NE(openError(path).find("byte 0: not a SATlab recording"), std::string::npos) << openError(path);
    small.bytes[8] = 2; // version 2
    capture_test::writeBytes(path, small.bytes, small.bytes.size());
    EXPECT_NE(openError(path).find("byte 8: format version 2, this SATlab reads version 1"), std::string::npos)
        << openError(path);
    EXPECT_NE(openError(dir / "missing.satrec").find("cannot open"), std::string::npos);
    std::filesystem::create_directory(dir / "folder.satrec");
    EXPECT_NE(openError(dir / "folder.satrec").find("is a folder"), std::string::npos);
}

TEST(CaptureDamaged, AnAbsurdFrameLengthIsRefusedBeforeAnythingIsAllocated) {
    TempDir dir;
    SmallRecording small = makeSmall(dir);
    small.bytes.resize(small.frameEnds[0]);
    const std::uint8_t huge[4] = {0xFF, 0xFF, 0xFF, 0x7F};
    std::copy(huge, huge + 4, small.bytes.begin() + 16 + 4); // frame 0's length: 2 GiB
    const auto path = dir / "huge.satrec";
    capture_test::writeBytes(path, small.bytes, small.bytes.size());
    EXPECT_NE(openError(path).find("byte 20: frame 0: a frame of 2147483647 bytes (more than the limit"), std::string::npos)
        << openError(path);
}

TEST(CaptureStreamDecoder, BytesInPiecesOfAnySizeGiveTheFramesOfTheFile) {
    TempDir dir;
    const SmallRecording small = makeSmall(dir);
    for (std::size_t piece : {1u, 7u, 4096u}) {
        StreamDecoder decoder("test");
        std::vector<Frame> frames;
        for (std::size_t at = 0; at < small.bytes.size(); at += piece) {
            const std::size_t n = std::min(piece, small.bytes.size() - at);
            ASSERT_TRUE(decoder.feed(std::span(small.bytes.data() + at, n), [&](const Frame& f) { frames.push_back(f); }))
                << decoder.error();
        }
        ASSERT_EQ(frames.size(), 4u) << "pieces of " << piece;
        EXPECT_EQ(frames[3].shapes.size(), 2u);
        EXPECT_EQ(std::get<sat::Aabb2<double>>(frames[3].find(1)->geometry).center.x, 3.0);
        EXPECT_EQ(decoder.bytesPending(), 0u);
    }
}

TEST(CaptureStreamDecoder, AnOversizedFrameClosesTheStreamWithAMessage) {
    TempDir dir;
    SmallRecording small = makeSmall(dir);
    StreamDecoder decoder("127.0.0.1:5000", ReadLimits{.maxFrameBytes = 64});
    int frames = 0;
    EXPECT_FALSE(decoder.feed(small.bytes, [&](const Frame&) { ++frames; }));
    EXPECT_EQ(frames, 0);
    EXPECT_TRUE(decoder.failed());
    EXPECT_NE(decoder.error().find("127.0.0.1:5000: byte 20: a frame of"), std::string::npos) << decoder.error();
    EXPECT_FALSE(decoder.feed(small.bytes, [&](const Frame&) { ++frames; })); // stays failed
}

TEST(CaptureStreamDecoder, GarbageIsRefusedAtTheHeader) {
    StreamDecoder decoder("peer");
    const std::vector<std::uint8_t> http{'G', 'E', 'T', ' ', '/', ' ', 'H', 'T', 'T', 'P', '/', '1', '.', '1', '\r', '\n'};
    EXPECT_FALSE(decoder.feed(http, [](const Frame&) {}));
    EXPECT_NE(decoder.error().find("peer: byte 0: not a SATlab recording stream"), std::string::npos) << decoder.error();
}

} // namespace

namespace {

/// The process's address space now, in bytes (/proc/self/statm's first field).
std::size_t addressSpaceBytes() {
    std::ifstream statm("/proc/self/statm");
    std::size_t pages = 0;
    statm >> pages;
    return pages * static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
}

/// Runs `body` in a child whose address space may grow by at most `extra`
/// bytes; true when the child finished and `body` returned true.
template <class Body> bool inCappedChild(std::size_t extra, Body body) {
    const pid_t child = ::fork();
    if (child == 0) {
        const std::size_t cap = addressSpaceBytes() + extra;
        const rlimit limit{cap, cap};
        if (::setrlimit(RLIMIT_AS, &limit) != 0) ::_exit(126);
        bool ok = false;
        try {
            ok = body();
        } catch (...) {
        }
        ::_exit(ok ? 0 : 1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

TEST(CaptureDamaged, AFileLargerThanTheMemoryAllowedOpensScansAndSeeks) {
    TempDir dir;
    const auto path = dir / "big.satrec";
    constexpr int kFrames = 1500;
    {
        Recorder recorder(path, RecorderOptions{.keyframeInterval = 1}); // every frame whole: about 48 KB each
        for (int f = 0; f < kFrames; ++f) {
            recorder.beginFrame(f);
            for (std::uint64_t id = 0; id < 1000; ++id)
                recorder.shape(id, "box", sat::Aabb2<double>{{static_cast<double>(id), f * 0.01}, {0.5, 0.5}});
            recorder.endFrame();
        }
    }
    const std::size_t size = std::filesystem::file_size(path);
    ASSERT_GT(size, std::size_t{64} << 20);
    constexpr std::size_t kExtra = std::size_t{24} << 20; // a third of the file
    // Through the stored index, and by scanning the file without it.
    EXPECT_TRUE(inCappedChild(kExtra, [&] {
        const Recording recording = Recording::open(path);
        return recording.hadStoredIndex() && recording.frameCount() == kFrames &&
               recording.frame(kFrames - 1).shapes.size() == 1000;
    }));
    std::filesystem::resize_file(path, size - 100); // the trailer and the index's end gone: the frames are scanned
    EXPECT_TRUE(inCappedChild(kExtra, [&] {
        const Recording recording = Recording::open(path);
        return !recording.hadStoredIndex() && recording.frameCount() == kFrames && recording.warnings().size() == 1 &&
               recording.frame(kFrames - 1).shapes.size() == 1000;
    }));
}

} // namespace
