// SPDX-License-Identifier: MIT
// `satlab import MAP -o SCENE.json`: a Tiled map into a scene file, with
// every skipped object and warning listed (docs/tiled-import.md).

#include <filesystem>
#include <ostream>

#include "app/cli/cli.hpp"
#include "sat/snags.hpp"

namespace app {
namespace {

/// Why `satlab import` must not write its output, or empty when it may: the
/// output is the map itself (by inode: through symlinks, hard links and
/// other spellings of the path), a folder, or, without --force, an existing
/// file that is not a SATlab scene (another map, a tileset, anything else).
std::string importOutputRefusal(const ImportRequest& request) {
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(request.output, error);
    if (!std::filesystem::exists(status)) return {}; // a new file (a dangling link's target too)
    if (std::filesystem::equivalent(request.map, request.output, error)) {
        return "is the map being imported; write the scene to another file (-o SCENE.json)";
    }
    if (std::filesystem::is_directory(status)) return "is a folder; give a file name (-o SCENE.json)";
    if (!request.force && !sat::isSatlabSceneFile(request.output)) {
        return "exists and is not a SATlab scene; not overwritten (--force overwrites it)";
    }
    return {};
}

/// `--merge`: replaces the imported scene by its merged form and says what changed, snags before and after
/// (the default probe on the map's tiles).
std::string mergeForImport(const ImportRequest& request, sat::TiledImportResult& imported) {
    sat::SnagOptions options;
    options.tileSize = imported.tileSize;
    const std::size_t before = sat::findSnags(imported.scene, {}, options).snags.size();
    sat::MergeResult merged = sat::mergeColliders(imported.scene, std::nullopt, {}, options);
    const std::size_t after = sat::findSnags(merged.scene, {}, options).snags.size();
    imported.scene = std::move(merged.scene);
    return request.map.string() + ": merged " + std::to_string(merged.shapesBefore) + " shapes into " +
           std::to_string(merged.shapesAfter) + "; snags before " + std::to_string(before) + ", after " + std::to_string(after) +
           "\n";
}

} // namespace

int runImportCommand(const ImportRequest& request, std::ostream& out, std::ostream& err) {
    if (const std::string refusal = importOutputRefusal(request); !refusal.empty()) {
        err << request.output.string() << ": " << refusal << '\n';
        return 2;
    }
    sat::TiledImportResult result;
    std::string mergeLine;
    try {
        result = sat::importTiledMap(request.map, request.options);
        if (request.merge) mergeLine = mergeForImport(request, result);
        sat::saveScene(result.scene, request.output);
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n'; // names the file and the element or JSON path
        return 2;
    } catch (const sat::SceneSaveError& error) {
        err << request.output.string() << ": " << error.what() << '\n';
        return 2;
    } catch (const sat::GeometryError& error) { // --merge on a collider the SAT cannot take
        err << request.map.string() << ": cannot merge: " << error.what() << '\n';
        return 2;
    }
    for (const sat::SkippedObject& skipped : result.skipped) {
        err << request.map.string() << ": skipped " << skipped.name << " (layer " << skipped.layer << "): " << skipped.why
            << '\n';
    }
    for (const std::string& warning : result.warnings) err << request.map.string() << ": warning: " << warning << '\n';
    out << request.output.string() << ": " << result.scene.shapes.size() << " shapes, " << result.skipped.size() << " skipped\n";
    out << mergeLine;
    return 0;
}

} // namespace app
