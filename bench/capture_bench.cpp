// SPDX-License-Identifier: MIT
// The flight recorder (docs/recording-format.md, "Cost"):
// - capture/frame/1000_shapes: one frame of 1000 oriented boxes handed to a
//   Recorder writing a file, 100 of them moved each frame (the others are
//   compared and left out until the next keyframe, every 60 frames).
//   Items processed = shapes.
// - capture/seek/1000000x1000: one frame, chosen at random, read from a
//   recording of 1,000,000 frames of 1000 shapes (10 moving per frame): the
//   keyframe before it and the frames up to it. The recording is made once
//   (about 1.3 GB, in the temporary folder, kept for the next run) and opened
//   outside the timing; the `open_ms` counter is how long opening took (it
//   reads the index stored at the end, never the frames).
// Registered at start-up: no call in main.cpp.

#include <chrono>
#include <filesystem>
#include <random>

#include <benchmark/benchmark.h>

#include "sat/capture/recorder.hpp"
#include "sat/capture/recording.hpp"

namespace {

namespace capture = sat::capture;

void recordFrame(capture::Recorder& recorder, std::uint64_t frame, int shapes, int moving) {
    static const char* const kNames[] = {"tile", "crate", "enemy", "pickup"};
    recorder.beginFrame(static_cast<double>(frame) / 60.0);
    for (int id = 0; id < shapes; ++id) {
        // Shape `id` moves in this frame when it is one of the `moving` after frame * moving (mod shapes).
        const int first = static_cast<int>((frame * static_cast<std::uint64_t>(moving)) % static_cast<std::uint64_t>(shapes));
        const bool moves = (id - first + shapes) % shapes < moving;
        const double shift = moves ? 0.001 * static_cast<double>(frame % 1000) : 0.0;
        recorder.shape(static_cast<std::uint64_t>(id), kNames[id % 4],
                       sat::Obb2<double>::fromAngle({(id % 40) * 2.0 + shift, (id / 40) * 2.0}, {0.5, 0.4}, 0.1 * (id % 7)));
    }
    recorder.endFrame();
}

void captureFrame(benchmark::State& state) {
    const auto path = std::filesystem::temp_directory_path() / "satlab-bench-capture-frame.satrec";
    capture::Recorder recorder(path);
    std::uint64_t frame = 0;
    for (; frame < 120; ++frame) recordFrame(recorder, frame, 1000, 100); // warm-up
    for (auto _ : state) recordFrame(recorder, frame++, 1000, 100);
    state.SetItemsProcessed(state.iterations() * 1000);
    if (!recorder.status().ok()) state.SkipWithError(recorder.status().message.data());
    recorder.close();
    std::filesystem::remove(path);
}
BENCHMARK(captureFrame)->Name("capture/frame/1000_shapes")->Unit(benchmark::kMicrosecond);

constexpr std::uint64_t kSeekFrames = 1000000;
constexpr int kSeekShapes = 1000;

/// The big recording, made on first use (or kept from an earlier run when it opens whole).
std::filesystem::path bigRecording() {
    const auto path = std::filesystem::temp_directory_path() / "satlab-bench-seek-1000000x1000.satrec";
    try {
        if (std::filesystem::exists(path) && capture::Recording::open(path).frameCount() == kSeekFrames) return path;
    } catch (const capture::RecordingError&) {
    }
    capture::Recorder recorder(path);
    for (std::uint64_t frame = 0; frame < kSeekFrames; ++frame) recordFrame(recorder, frame, kSeekShapes, 10);
    recorder.close();
    return path;
}

void captureSeek(benchmark::State& state) {
    const auto path = bigRecording();
    const auto start = std::chrono::steady_clock::now();
    const capture::Recording recording = capture::Recording::open(path);
    const double openMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (recording.frameCount() != kSeekFrames || !recording.hadStoredIndex()) {
        state.SkipWithError("the recording did not open whole");
        return;
    }
    std::mt19937_64 random(1);
    std::uniform_int_distribution<std::size_t> pick(0, kSeekFrames - 1);
    std::size_t shapes = 0;
    for (auto _ : state) {
        const capture::Frame frame = recording.frame(pick(random));
        shapes = frame.shapes.size();
        benchmark::DoNotOptimize(frame.shapes.data());
    }
    state.counters["open_ms"] = openMs;
    state.counters["shapes"] = static_cast<double>(shapes);
}
BENCHMARK(captureSeek)->Name("capture/seek/1000000x1000")->Unit(benchmark::kMillisecond)->Iterations(200);

} // namespace
