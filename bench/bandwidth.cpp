// SPDX-License-Identifier: MIT
// Measures single-core memory read bandwidth, the memory-bound limit of the batch kernels.
#include "bandwidth.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <vector>

#include <benchmark/benchmark.h>

namespace bench {
namespace {

double threadSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

double wallSeconds() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

/// Sums the buffer as kStreams equal parts read side by side, each with its
/// own sums: a 2D batch kernel reads 12 arrays at once (3D: 30), and the
/// hardware prefetchers follow several streams better than one. Each stream
/// is read a cache line (64 bytes) at a time in 16-byte vectors with
/// independent sums, so the loop's own instructions never bound it below what
/// a kernel streams. 12 streams read fastest here; at 16 the prefetchers give
/// up (bench/README.md).
constexpr std::size_t kStreams = 12;
constexpr std::size_t kLineWords = 8; // 64 bytes

using Words2 = std::uint64_t __attribute__((vector_size(16)));

std::size_t partWords(std::size_t words) { return words / kStreams / kLineWords * kLineWords; }

std::uint64_t streamingSum(const std::vector<std::uint64_t>& words) {
    const std::size_t part = partWords(words.size());
    Words2 sums[kStreams][4] = {};
    const std::uint64_t* base = words.data();
    for (std::size_t i = 0; i < part; i += kLineWords) {
        for (std::size_t stream = 0; stream < kStreams; ++stream) {
            const std::uint64_t* line = base + stream * part + i;
            for (std::size_t k = 0; k < 4; ++k) {
                Words2 v;
                std::memcpy(&v, line + 2 * k, sizeof v);
                sums[stream][k] += v;
            }
        }
    }
    std::uint64_t total = 0;
    for (const auto& stream : sums)
        for (const Words2& v : stream) total += v[0] + v[1];
    return total;
}

double measuredBandwidth = 0.0;

/// A buffer of `bytes` whose pages are all faulted in (each word written).
std::vector<std::uint64_t> filledWords(std::size_t bytes) {
    std::vector<std::uint64_t> words(bytes / sizeof(std::uint64_t));
    for (std::size_t i = 0; i < words.size(); ++i) words[i] = i;
    return words;
}

} // namespace

Bandwidth measureReadBandwidth(std::size_t bufferBytes, int passes) {
    const std::vector<std::uint64_t> words = filledWords(bufferBytes);
    benchmark::DoNotOptimize(streamingSum(words));
    double bestCpu = 1e30;
    double bestWall = 1e30;
    for (int pass = 0; pass < passes; ++pass) {
        const double cpu0 = threadSeconds();
        const double wall0 = wallSeconds();
        benchmark::DoNotOptimize(streamingSum(words));
        bestCpu = std::min(bestCpu, threadSeconds() - cpu0);
        bestWall = std::min(bestWall, wallSeconds() - wall0);
    }
    const double bytes = static_cast<double>(partWords(words.size()) * kStreams * sizeof(std::uint64_t));
    return {bytes / bestCpu, bytes / bestWall, bufferBytes, passes};
}

void registerBandwidth() {
    benchmark::RegisterBenchmark("memory/read_bandwidth", [](benchmark::State& state) {
        static const std::vector<std::uint64_t> words = filledWords(std::size_t{256} << 20U);
        for (auto _ : state) benchmark::DoNotOptimize(streamingSum(words));
        const double bytes = static_cast<double>(partWords(words.size()) * kStreams * sizeof(std::uint64_t));
        state.SetBytesProcessed(static_cast<std::int64_t>(bytes * static_cast<double>(state.iterations())));
    });
}

double readBandwidth() { return measuredBandwidth; }
void setReadBandwidth(double bytesPerSecond) { measuredBandwidth = bytesPerSecond; }

} // namespace bench
