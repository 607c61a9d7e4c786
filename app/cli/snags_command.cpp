// SPDX-License-Identifier: MIT
// `satlab check SCENE --snags`: the seams a sliding box catches on (docs/snags.md).

#include <charconv>
#include <cmath>
#include <optional>
#include <ostream>

#include "app/cli/cli.hpp"
#include "sat/snag_report.hpp"
#include "sat/snags.hpp"

namespace app {

namespace {

/// `--probe W,H`: two finite numbers in (0, kMaxProbeSize], or nothing.
std::optional<glm::dvec2> parseProbeSize(const std::string& text) {
    const std::size_t comma = text.find(',');
    if (comma == std::string::npos) return std::nullopt;
    glm::dvec2 size{};
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    const auto [widthEnd, widthError] = std::from_chars(begin, begin + comma, size.x);
    const auto [heightEnd, heightError] = std::from_chars(begin + comma + 1, end, size.y);
    if (widthError != std::errc() || heightError != std::errc() || widthEnd != begin + comma || heightEnd != end)
        return std::nullopt;
    for (const double side : {size.x, size.y})
        if (!std::isfinite(side) || side <= 0.0 || side > sat::kMaxProbeSize) return std::nullopt;
    return size;
}

} // namespace

int runSnagCheck(const CheckRequest& request, std::ostream& out, std::ostream& err) {
    sat::SnagProbe probe;
    if (request.probe) {
        probe.size = parseProbeSize(*request.probe);
        if (!probe.size) {
            const std::string shown = request.probe->size() > 40 ? request.probe->substr(0, 40) + "..." : *request.probe;
            err << "satlab: --probe: must be W,H, two finite numbers in (0, 1e+09], got '" << shown << "'\n";
            return 2;
        }
    }
    sat::TiledImportResult imported;
    try {
        // Read once; a Tiled map is imported on the fly, what it skips listed as by `check`.
        imported = sat::openSceneOrTiledMap(request.scene).imported;
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n'; // every line already names the file
        return 2;
    }
    for (const sat::SkippedObject& s : imported.skipped)
        err << request.scene.string() << ": skipped " << s.name << " (layer " << s.layer << "): " << s.why << '\n';
    for (const std::string& warning : imported.warnings) err << request.scene.string() << ": warning: " << warning << '\n';
    if (request.probeCollider) {
        try {
            probe = sat::colliderProbe(imported.scene, *request.probeCollider);
        } catch (const sat::SnagOptionsError& error) {
            err << "satlab: " << request.scene.string() << ": " << error.what() << '\n'; // "probe collider: ..."
            return 2;
        }
    }
    sat::SnagOptions options;
    if (imported.tileSize.x > 0.0 && imported.tileSize.y > 0.0) options.tileSize = imported.tileSize;
    options.sink = request.sink;
    sat::SnagResult result;
    try {
        result = sat::findSnags(imported.scene, probe, options);
    } catch (const sat::SnagOptionsError& error) {
        err << "satlab: " << request.scene.string() << ": " << error.what() << '\n';
        return 2;
    } catch (const sat::GeometryError& error) {
        err << request.scene.string() << ": " << error.what() << '\n';
        return 2;
    }
    if (request.json) {
        sat::writeSnagJson(imported.scene, result, options, out);
    } else {
        sat::writeSnagTable(imported.scene, result, options, request.scene.string(), out);
    }
    out.flush();
    return request.failOnSnag && !result.snags.empty() ? 1 : 0;
}

} // namespace app
