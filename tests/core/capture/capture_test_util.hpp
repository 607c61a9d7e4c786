// SPDX-License-Identifier: MIT
#pragma once
// Helpers of the capture tests: temporary files and small recordings whose
// contents a reader can check by hand.

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "sat/capture/recorder.hpp"
#include "sat/capture/recording.hpp"

namespace capture_test {

/// A fresh folder under the system's temporary folder, removed at the end of the test.
class TempDir {
public:
    TempDir() {
        std::random_device seed;
        path_ = std::filesystem::temp_directory_path() / ("satlab-capture-" + std::to_string(seed()));
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

private:
    std::filesystem::path path_;
};

inline std::vector<std::uint8_t> readBytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void writeBytes(const std::filesystem::path& file, const std::vector<std::uint8_t>& bytes, std::size_t count) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(count));
}

/// Frame f of the sliding-box recording: box 1 ("pusher") at x = f, tile 2
/// fixed, tile 3 present in frames 0..2 only.
inline void recordSlidingFrame(sat::capture::Recorder& recorder, int f) {
    recorder.beginFrame(f / 60.0);
    recorder.shape(1, "pusher", sat::Aabb2<double>{{f * 1.0, 1.0}, {0.5, 0.5}});
    recorder.shape(2, "tile", sat::Aabb2<double>{{0.0, 0.0}, {0.5, 0.5}});
    if (f < 3) recorder.shape(3, "tile", sat::Aabb2<double>{{1.0, 0.0}, {0.5, 0.5}});
    recorder.endFrame();
}

} // namespace capture_test
