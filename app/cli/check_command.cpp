// SPDX-License-Identifier: MIT
// `satlab check`: load the scene, run sat::runCheck, print.

#include <algorithm>
#include <cstdio>
#include <ostream>

#include "app/cli/cli.hpp"
#include "app/cli/run_stats.hpp"
#include "sat/intended.hpp"
#include "sat/tiled.hpp"

namespace app {

namespace {
/// `--stats` (docs/performance-broadphase.md): seconds per phase and peak memory.
void printStats(std::ostream& err, double load, const sat::CheckResult& result, double output) {
    char text[256];
    std::snprintf(text, sizeof text,
                  "stats: load %.3f s, broad phase %.3f s (%zu candidate pairs), narrow phase %.3f s, output %.3f s, "
                  "peak RSS %.1f MiB\n",
                  load, result.timings.broadPhase, result.timings.candidates, result.timings.narrowPhase, output, peakRssMiB());
    err << text;
}
} // namespace

int runCheckCommand(const CheckRequest& request, std::ostream& out, std::ostream& err) {
    if (isRecordingFile(request.scene)) return runRecordingCheck(request, out, err);
    if (request.events || !request.frames.empty()) {
        err << request.scene.string() << ": --events and --frames are for recordings (.satrec)\n";
        return 2;
    }
    PhaseClock clock;
    sat::Scene scene;
    try {
        // The file is read once; a Tiled map is imported on the fly, what it skips listed as by `import`.
        sat::TiledImportResult imported = sat::openSceneOrTiledMap(request.scene).imported;
        for (const sat::SkippedObject& s : imported.skipped)
            err << request.scene.string() << ": skipped " << s.name << " (layer " << s.layer << "): " << s.why << '\n';
        for (const std::string& warning : imported.warnings) err << request.scene.string() << ": warning: " << warning << '\n';
        scene = std::move(imported.scene);
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n'; // every line already names the file
        return 2;
    }
    // The findings marked intended, from the sidecar next to SCENE (docs/tiled-import.md, "Intended findings").
    sat::IntendedFindings intended;
    try {
        intended = sat::loadIntended(sat::intendedSidecarPath(request.scene));
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n'; // every line names the sidecar and the place in it
        return 2;
    }
    const double load = clock.lap();
    sat::CheckOptions options = request.options;
    options.intended = &intended;
    options.stopAtFirstOverlap = request.failOnOverlap; // exit 1 as soon as an overlap is known
    sat::CheckJsonWriter json(out);
    sat::CheckTableWriter table(out);
    sat::CheckResult result;
    try {
        // The pairs are printed as they are found; a CheckError comes before the first one.
        result = sat::runCheck(scene, options, request.json ? static_cast<sat::CheckSink&>(json) : table);
    } catch (const sat::CheckError& error) {
        err << request.scene.string() << ": " << error.what() << '\n';
        return 2;
    }
    out.flush();
    // The pairs were printed while they were tested: the output's own time is what is left.
    if (request.stats)
        printStats(err, load, result, std::max(0.0, clock.lap() - result.timings.broadPhase - result.timings.narrowPhase));
    return sat::checkExitCode(result, request.failOnOverlap);
}

} // namespace app
