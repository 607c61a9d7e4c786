// SPDX-License-Identifier: MIT
#pragma once
// Decoding one frame record's payload into the shapes present after it,
// shared by the file reader and the stream decoder (docs/recording-format.md).

#include <cstddef>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "sat/capture/frame.hpp"
#include "sat/capture/recording.hpp"

namespace sat::capture::detail {

/// A problem inside a payload: `offset` is counted from the payload's first byte.
struct PayloadError {
    std::size_t offset = 0;
    std::string message;
};

/// What the frames so far have built: the names of the current keyframe's
/// segment and the shapes present after the last frame applied.
struct DecodeState {
    std::vector<std::string> names;
    std::map<std::uint64_t, RecordedShape> shapes;
    bool started = false;        ///< a keyframe has been applied
    std::uint64_t lastIndex = 0; ///< the index of the last frame applied
    /// Forgets everything (before seeking to a keyframe).
    void reset();
};

/// A frame payload's fixed start.
struct FramePrefix {
    std::uint64_t index = 0;
    double time = 0.0;
    bool keyframe = false;
};

/// Reads the fixed start of a payload; throws PayloadError when it is shorter
/// or its time is not finite.
FramePrefix readFramePrefix(std::span<const std::uint8_t> payload);

/// Applies a whole payload to `state` and returns the frame it makes. A delta
/// frame must follow the frame before it (index + 1); a keyframe may follow
/// any, when `allowGaps` (a live stream that dropped frames). Throws
/// PayloadError; `state` is then unusable until a keyframe. Without
/// `wanted` only the state is updated and the frame returned has no shapes
/// (the frames on the way to a seek's target).
Frame applyFramePayload(std::span<const std::uint8_t> payload, DecodeState& state, const ReadLimits& limits, bool allowGaps,
                        bool wanted = true);

} // namespace sat::capture::detail
