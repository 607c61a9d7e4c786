// SPDX-License-Identifier: MIT
#pragma once
// `satlab --benchmark-frames N [SCENE]`: draws N frames of the window with
// every overlay on and prints how long they took (docs/performance-broadphase.md).

#include <iosfwd>

namespace app {

class WindowSession;

/// Draws two warm-up frames (the first analyses the scene; then the first
/// touching or overlapping pair is inspected, so the overlays and the SAT
/// panel have something to show), then `frames` timed frames, and prints
/// their statistics to `out`. Returns 0.
int runFrameBenchmark(WindowSession& session, int frames, std::ostream& out);

} // namespace app
