// SPDX-License-Identifier: MIT
// The frame benchmark (frame_benchmark.hpp). Per frame it measures the main
// thread's CPU time (building the frame: the editor, ImGui, issuing GL
// calls; Mesa's llvmpipe rasterises on threads of its own) and the wall time
// from the start of the frame until it has been presented.

#include "app/window/frame_benchmark.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <ostream>
#include <vector>

#include "app/window/window_session.hpp"
#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"

namespace app {

namespace {

double threadCpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

/// Median, 99th percentile (nearest rank), min and max, in milliseconds.
std::string summary(const char* label, std::vector<double> seconds) {
    std::sort(seconds.begin(), seconds.end());
    const std::size_t n = seconds.size();
    const auto at = [&](double q) {
        return 1e3 * seconds[std::min(n - 1, static_cast<std::size_t>(q * static_cast<double>(n - 1) + 0.5))];
    };
    char line[160];
    std::snprintf(line, sizeof line, "%-6s median %.3f ms  p99 %.3f ms  min %.3f ms  max %.3f ms\n", label, at(0.5), at(0.99),
                  1e3 * seconds.front(), 1e3 * seconds.back());
    return line;
}

/// Inspects the first pair of the 2D analysis that touches or overlaps.
std::string inspectFirstIntersectingPair(ui::Editor& editor) {
    for (const ui::PairStatus& pair : editor.state().analysis.result.pairs) {
        if (!pair.relation.intersecting) continue;
        editor.select(pair.relation.a, pair.relation.b);
        return pair.relation.a + " x " + pair.relation.b;
    }
    return "none";
}

} // namespace

int runFrameBenchmark(WindowSession& session, int frames, std::ostream& out) {
    session.pumpEvents();
    session.drawFrame();
    const std::string inspected = inspectFirstIntersectingPair(session.editor());
    session.pumpEvents();
    session.drawFrame();
    std::vector<double> cpu, wall;
    for (int i = 0; i < frames && !session.shouldClose(); ++i) {
        const auto wallStart = std::chrono::steady_clock::now();
        const double cpuStart = threadCpuSeconds();
        session.pumpEvents();
        session.drawFrame();
        cpu.push_back(threadCpuSeconds() - cpuStart);
        wall.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count());
    }
    const auto& scene = session.editor().state().document.scene();
    out << cpu.size() << " frames, " << scene.shapes.size() << " shapes, inspected pair: " << inspected << "\n";
    if (cpu.empty()) return 0;
    out << summary("cpu", cpu) << summary("total", wall);
    out.flush();
    return 0;
}

} // namespace app
