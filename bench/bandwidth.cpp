#include "bandwidth.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
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

double wallSeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// Sums the buffer as kStreams equal parts read side by side, each with its
/// own sum: a batch kernel reads 12 to 30 arrays at once, and the hardware
/// prefetchers follow several streams better than one (one stream measured
/// about 20 % less here). The compiler vectorises each sum.
constexpr std::size_t kStreams = 8;

std::uint64_t streamingSum(const std::vector<std::uint64_t>& words) {
    const std::size_t part = words.size() / kStreams;
    std::uint64_t sums[kStreams] = {};
    const std::uint64_t* base = words.data();
    for (std::size_t i = 0; i < part; ++i) {
        for (std::size_t stream = 0; stream < kStreams; ++stream) sums[stream] += base[stream * part + i];
    }
    std::uint64_t total = 0;
    for (std::uint64_t sum : sums) total += sum;
    return total;
}

double measuredBandwidth = 0.0;

} // namespace

Bandwidth measureReadBandwidth(std::size_t bufferBytes, int passes) {
    std::vector<std::uint64_t> words(bufferBytes / sizeof(std::uint64_t));
    for (std::size_t i = 0; i < words.size(); ++i) words[i] = i; // faults every page in
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
    const double bytes = static_cast<double>(words.size() / kStreams * kStreams * sizeof(std::uint64_t));
    return {bytes / bestCpu, bytes / bestWall, bufferBytes, passes};
}

double readBandwidth() { return measuredBandwidth; }
void setReadBandwidth(double bytesPerSecond) { measuredBandwidth = bytesPerSecond; }

} // namespace bench
