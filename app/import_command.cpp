// `satlab import MAP -o SCENE.json`: a Tiled map into a scene file, with
// every skipped object and warning listed (docs/tiled-import.md).

#include <ostream>

#include "app/cli.hpp"

namespace app {

int runImportCommand(const ImportRequest& request, std::ostream& out, std::ostream& err) {
    sat::TiledImportResult result;
    try {
        result = sat::importTiledMap(request.map, request.options);
        sat::saveScene(result.scene, request.output);
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n'; // names the file and the element or JSON path
        return 2;
    } catch (const sat::SceneSaveError& error) {
        err << request.output.string() << ": " << error.what() << '\n';
        return 2;
    }
    for (const sat::SkippedObject& skipped : result.skipped) {
        err << request.map.string() << ": skipped " << skipped.name << " (layer " << skipped.layer << "): " << skipped.why << '\n';
    }
    for (const std::string& warning : result.warnings) err << request.map.string() << ": warning: " << warning << '\n';
    out << request.output.string() << ": " << result.scene.shapes.size() << " shapes, " << result.skipped.size()
        << " skipped\n";
    return 0;
}

} // namespace app
