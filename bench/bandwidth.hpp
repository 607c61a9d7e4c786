// SPDX-License-Identifier: MIT
#pragma once
// This machine's single-core memory read bandwidth, measured in the same run
// as the benchmarks: the memory-bound limit of a batch kernel is bandwidth /
// (bytes it reads per pair).

#include <cstddef>

namespace bench {

struct Bandwidth {
    double bytesPerSecond = 0.0;     ///< best pass, timed by this thread's CPU clock
    double wallBytesPerSecond = 0.0; ///< the same best pass by the wall clock
    std::size_t bufferBytes = 0;
    int passes = 0;
};

/// Sums a `bufferBytes` buffer of 64-bit words `passes` times (after one
/// pass that faults the pages in) and keeps the fastest pass. The default,
/// 256 MiB, is far beyond any cache.
Bandwidth measureReadBandwidth(std::size_t bufferBytes = std::size_t{256} << 20U, int passes = 5);

/// Registers `memory/read_bandwidth`: one sum of the same kind over a
/// 256 MiB buffer per iteration, bytes per second. As a benchmark it takes
/// part in the run's random interleaving, so its fastest repetition is drawn
/// from the same moments as the kernels' (bench/report divides by it).
void registerBandwidth();

/// The measurement main.cpp made before the benchmarks (0 before that).
double readBandwidth();
void setReadBandwidth(double bytesPerSecond);

} // namespace bench
