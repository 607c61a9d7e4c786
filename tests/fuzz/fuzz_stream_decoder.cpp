// SPDX-License-Identifier: MIT
// libFuzzer target for the live stream decoder: any bytes, fed in pieces
// whose sizes the first byte picks, each decoded frame's events computed.
// Nothing may crash or grow without bound; a bad stream stops with a message.
#include <cstddef>
#include <cstdint>
#include <span>

#include "sat/capture/events.hpp"
#include "sat/capture/recording.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t piece = 1 + data[0] % 64;
    sat::capture::ReadLimits limits;
    limits.maxFrameBytes = 1 << 20;
    limits.maxShapesPerFrame = 4096;
    sat::capture::StreamDecoder decoder("fuzz", limits);
    sat::capture::EventDetector detector;
    std::vector<sat::capture::Event> events;
    const std::span<const std::uint8_t> bytes(data + 1, size - 1);
    for (std::size_t at = 0; at < bytes.size(); at += piece) {
        const std::size_t n = std::min(piece, bytes.size() - at);
        if (!decoder.feed(bytes.subspan(at, n), [&](const sat::capture::Frame& frame) { detector.feed(frame, events); })) {
            if (decoder.error().empty()) __builtin_trap(); // a failure always says why
            break;
        }
    }
    return 0;
}
