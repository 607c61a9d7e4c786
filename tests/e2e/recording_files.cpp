// SPDX-License-Identifier: MIT
// Small .satrec recordings for the window's tests.
#include "recording_files.hpp"

#include <stdexcept>

#include "sat/capture/recorder.hpp"

namespace e2e {

namespace {
void finish(sat::capture::Recorder& recorder, const std::filesystem::path& file) {
    recorder.close();
    if (!recorder.status().ok())
        throw std::runtime_error("could not write " + file.string() + ": " + recorder.status().message.data());
}
} // namespace

void writeSlidingBoxRecording(const std::filesystem::path& file) {
    sat::capture::Recorder recorder(file);
    for (int n = 0; n < kSlidingFrames; ++n) {
        recorder.beginFrame(0.1 * n);
        recorder.shape(1, "left", sat::Aabb2<double>{{0.0, 0.0}, {1.0, 1.0}});
        const double x = 5.5 - 0.3 * n;
        recorder.shape(2, n < 10 ? "right" : "mover", sat::Aabb2<double>{{x, 0.5}, {1.0, 1.0}});
        recorder.endFrame();
    }
    finish(recorder, file);
}

void writeBoxes3dRecording(const std::filesystem::path& file) {
    sat::capture::Recorder recorder(file);
    for (int n = 0; n < 6; ++n) {
        recorder.beginFrame(0.1 * n);
        recorder.shape(1, "floor", sat::Aabb3<double>{{0.0, 0.0, 0.0}, {2.0, 0.5, 2.0}});
        recorder.shape(2, "crate", sat::Aabb3<double>{{0.5, 2.5 - 0.4 * n, 0.0}, {0.5, 0.5, 0.5}});
        recorder.endFrame();
    }
    finish(recorder, file);
}

} // namespace e2e
