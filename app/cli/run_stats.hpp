// SPDX-License-Identifier: MIT
#pragma once
// Measuring a command's run for `--stats` (docs/performance-broadphase.md):
// wall time per phase and the peak memory of the process.

#include <chrono>
#include <string>

namespace app {

/// Peak resident set size of this process so far, in MiB (getrusage's ru_maxrss).
double peakRssMiB();

/// Seconds since it was made, or since the last lap.
class PhaseClock {
public:
    double lap() {
        const auto now = std::chrono::steady_clock::now();
        const double seconds = std::chrono::duration<double>(now - last_).count();
        last_ = now;
        return seconds;
    }

private:
    std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

} // namespace app
