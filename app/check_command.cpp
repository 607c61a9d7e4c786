// `satlab check`: load the scene, run sat::runCheck, print.

#include <cstdio>
#include <ostream>

#include "app/cli.hpp"
#include "app/run_stats.hpp"
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
    PhaseClock clock;
    sat::Scene scene;
    try {
        if (sat::isTiledMap(request.scene)) { // a Tiled map, imported on the fly; what it skips is listed as by `import`
            sat::TiledImportResult imported = sat::importTiledMap(request.scene);
            for (const sat::SkippedObject& s : imported.skipped)
                err << request.scene.string() << ": skipped " << s.name << " (layer " << s.layer << "): " << s.why << '\n';
            for (const std::string& warning : imported.warnings) err << request.scene.string() << ": warning: " << warning << '\n';
            scene = std::move(imported.scene);
        } else {
            scene = sat::loadScene(request.scene);
        }
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n'; // every line already names the file
        return 2;
    }
    const double load = clock.lap();
    sat::CheckResult result;
    try {
        result = sat::runCheck(scene, request.options);
    } catch (const sat::CheckError& error) {
        err << request.scene.string() << ": " << error.what() << '\n';
        return 2;
    }
    clock.lap();
    out << (request.json ? sat::checkJson(result) : sat::checkTable(result) + sat::lintTable(result));
    out.flush();
    if (request.stats) printStats(err, load, result, clock.lap());
    return sat::checkExitCode(result, request.failOnOverlap);
}

} // namespace app
