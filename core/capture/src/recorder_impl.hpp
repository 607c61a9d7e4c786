// SPDX-License-Identifier: MIT
#pragma once
// The Recorder's state: the shapes it has seen by id, the interned names, the
// frame being built and the two outputs (the file and the TCP stream).

#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

#include "sat/capture/frame.hpp"
#include "sat/capture/recorder.hpp"
#include "stream_sender.hpp"

namespace sat::capture {

inline constexpr std::uint64_t kNeverFrame = std::numeric_limits<std::uint64_t>::max();

/// One shape id the recorder has been given, and what it last wrote for it.
struct ShapeEntry {
    std::uint64_t id = 0;
    std::uint32_t name = 0;                    ///< into Recorder::Impl::names
    std::uint32_t writtenName = 0;             ///< the name last written with it
    std::uint64_t givenIn = kNeverFrame;       ///< the frame that gave it last
    std::uint64_t writtenIn = kNeverFrame;     ///< the last frame that had it
    std::vector<std::uint8_t> geometry;        ///< this frame's kind, precision, count and numbers
    std::vector<std::uint8_t> writtenGeometry; ///< the same, as last written
};

/// An interned name and where it was last defined.
struct NameEntry {
    std::string text;
    std::uint64_t segment = kNeverFrame; ///< the keyframe segment that defined it
    std::uint32_t number = 0;            ///< its number in that segment
};

/// An engine contact as given, checked at endFrame.
struct ContactEntry {
    std::uint64_t idA = 0, idB = 0;
    int dimension = 2;
    double normal[3] = {0, 0, 0};
    double depth = 0;
    int pointCount = 0;
    double points[kMaxContactPoints][3] = {};
};

struct Recorder::Impl {
    RecorderOptions options;
    Status status;
    // The shapes and names seen so far.
    std::vector<ShapeEntry> shapes;
    std::unordered_map<std::uint64_t, std::uint32_t> slotOfId;
    std::vector<NameEntry> names;
    std::unordered_map<std::string, std::uint32_t> nameOfText;
    // The frame being built.
    bool inFrame = false;
    std::uint64_t frame = 0; ///< the number of the frame being built (== status.framesRecorded)
    double time = 0.0;
    bool keyframe = false;
    bool needKeyframe = true;
    std::uint64_t segment = kNeverFrame; ///< the current keyframe's frame number
    std::uint32_t segmentNames = 0;      ///< names defined in the current segment
    std::uint64_t lastKeyframe = 0;
    std::vector<std::uint32_t> given; ///< slots given in this frame
    std::vector<ContactEntry> contacts;
    std::vector<std::uint8_t> namesBytes, shapesBytes, tailBytes, record;
    // The file.
    std::string fileName;
    int fd = -1;
    std::uint64_t fileBytes = 0;       ///< whole frames written so far, header included
    std::FILE* indexScratch = nullptr; ///< the index entries, appended to the file at close
    // The stream.
    StreamSender stream;
    std::uint64_t streamFrom = kNeverFrame; ///< the first frame the stream gets

    ~Impl();
    void note(const char* format, ...) noexcept __attribute__((format(printf, 2, 3)));
    ShapeEntry* begin(std::uint64_t id, std::string_view name) noexcept;
    void finishFrame() noexcept;
    void writeToFile() noexcept;
    void failFile(const char* what, int error) noexcept;
    void finishFile() noexcept;
};

} // namespace sat::capture
