// SPDX-License-Identifier: MIT
// Wall time per phase and peak memory of a command's run, for `--stats`.
#include "app/cli/run_stats.hpp"

#include <sys/resource.h>

namespace app {

double peakRssMiB() {
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0) return 0.0;
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux: kilobytes
}

} // namespace app
