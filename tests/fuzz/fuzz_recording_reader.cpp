// SPDX-License-Identifier: MIT
// libFuzzer target for the .satrec file reader: any bytes, opened as a file,
// every frame read in order and one read by seeking, each frame's events
// computed. Nothing may crash, hang or grow without bound; a bad file is a
// RecordingError (docs/recording-format.md).
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

#include "sat/capture/events.hpp"
#include "sat/capture/recording.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const int fd = ::memfd_create("fuzz-satrec", MFD_CLOEXEC);
    if (fd < 0) return 0;
    for (std::size_t done = 0; done < size;) {
        const ssize_t wrote = ::write(fd, data + done, size - done);
        if (wrote <= 0) break;
        done += static_cast<std::size_t>(wrote);
    }
    const std::string path = "/proc/self/fd/" + std::to_string(fd);
    sat::capture::ReadLimits limits;
    limits.maxFrameBytes = 1 << 20;
    limits.maxShapesPerFrame = 4096;
    try {
        const sat::capture::Recording recording = sat::capture::Recording::open(path, limits);
        if (recording.frameCount() > 0) {
            sat::capture::EventDetector detector(sat::capture::EventOptions{.tolerance = 0.01});
            std::vector<sat::capture::Event> events;
            const std::size_t last = std::min<std::size_t>(recording.frameCount(), 64) - 1;
            recording.frames(0, last, [&](const sat::capture::Frame& frame) { detector.feed(frame, events); });
            (void)recording.frame(recording.frameCount() - 1); // a seek from the last keyframe
        }
    } catch (const sat::capture::RecordingError&) {
    }
    ::close(fd);
    return 0;
}
