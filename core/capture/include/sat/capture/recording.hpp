// SPDX-License-Identifier: MIT
#pragma once
// Reading .satrec recordings: a Recording opened from a file (any frame on
// demand, the file never read whole) and a StreamDecoder fed the bytes of a
// live connection (docs/recording-format.md).

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "sat/capture/frame.hpp"

namespace sat::capture {

/// Limits every reader applies before it allocates; anything larger is
/// refused as absurd with a message saying which limit.
struct ReadLimits {
    std::uint32_t maxFrameBytes = 64u << 20;    ///< one frame record's payload
    std::uint32_t maxShapesPerFrame = 1u << 20; ///< shapes present in one frame
    std::uint64_t maxFrames = 1ull << 32;       ///< frames in one recording
};

/// A recording that cannot be read. what() is "FILE: byte OFFSET: what is wrong".
class RecordingError : public std::runtime_error {
public:
    /// `file` and `offset` locate the problem; `problem` says what it is.
    RecordingError(std::string file, std::uint64_t offset, const std::string& problem);
    /// The file (or stream) name.
    const std::string& file() const { return file_; }
    /// The byte of the file where the problem is.
    std::uint64_t offset() const { return offset_; }

private:
    std::string file_;
    std::uint64_t offset_;
};

/// A .satrec file opened for reading. Opening reads the header and the index
/// the recorder stores at the end; a file without one (cut off, or its
/// recorder killed) is scanned frame by frame instead, with a bounded buffer,
/// and opens up to its last whole frame. Frames are read on demand.
class Recording {
public:
    /// Opens `path`. Throws RecordingError when it is not a recording, is of
    /// a later version, or is damaged before its first frame.
    static Recording open(const std::filesystem::path& path, const ReadLimits& limits = {});
    Recording(Recording&&) noexcept;
    /// Takes other's file.
    Recording& operator=(Recording&&) noexcept;
    /// Closes the file.
    ~Recording();

    /// Frames in the recording (whole ones only).
    std::size_t frameCount() const;
    /// Frame n's time in seconds (n < frameCount()).
    double time(std::size_t n) const;
    /// True when the frame holds every shape (a keyframe).
    bool isKeyframe(std::size_t n) const;
    /// Frame n, its shapes rebuilt from the keyframe before it. Throws
    /// RecordingError (file, byte, what) for a damaged frame; std::out_of_range
    /// for n >= frameCount().
    Frame frame(std::size_t n) const;
    /// Frames first..last (inclusive, last < frameCount()) in order, each
    /// handed to `each`: read one after the other, so a long range costs one
    /// read per frame, not a rebuild from its keyframe each. Throws as frame().
    void frames(std::size_t first, std::size_t last, const std::function<void(const Frame&)>& each) const;
    /// What opening dropped or noticed, one sentence each, e.g. "run.satrec:
    /// byte 5210: cut inside frame 17 (40 of 312 bytes); frames 0 to 16 kept".
    /// Empty for a whole file.
    const std::vector<std::string>& warnings() const;
    /// True when the index came from the end of the file, false when opening
    /// scanned the frames.
    bool hadStoredIndex() const;
    /// The file's version (the format's kFormatVersion it was written with).
    int version() const;
    /// The path it was opened from.
    const std::filesystem::path& path() const;

    struct Impl; ///< the reader's state

private:
    explicit Recording(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

/// Decodes a byte stream (the recorder's TCP stream: a header, then frame
/// records) as it arrives, in pieces of any size. Memory is bounded by
/// ReadLimits::maxFrameBytes plus the shapes of one frame.
class StreamDecoder {
public:
    /// `name` names the stream in messages ("127.0.0.1:40122").
    explicit StreamDecoder(std::string name = "stream", const ReadLimits& limits = {});
    StreamDecoder(StreamDecoder&&) noexcept;
    /// Takes other's state.
    StreamDecoder& operator=(StreamDecoder&&) noexcept;
    /// Frees the bytes held.
    ~StreamDecoder();

    /// Feeds the next bytes; calls `onFrame` for each frame they complete.
    /// Returns false once the stream is bad (then error() says why and
    /// further bytes are ignored): the connection should be closed.
    bool feed(std::span<const std::uint8_t> bytes, const std::function<void(const Frame&)>& onFrame);
    /// True after a bad stream.
    bool failed() const;
    /// Why the stream is bad: "NAME: byte OFFSET: what is wrong". Empty when fine.
    const std::string& error() const;
    /// Frames decoded so far.
    std::uint64_t framesDecoded() const;
    /// Bytes received but not yet part of a whole frame (a frame in transit).
    std::size_t bytesPending() const;

    struct Impl; ///< the decoder's state

private:
    std::unique_ptr<Impl> impl_;
};

} // namespace sat::capture
