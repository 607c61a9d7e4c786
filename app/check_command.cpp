// `satlab check`: load the scene, run sat::runCheck, print.

#include <ostream>

#include "app/cli.hpp"
#include "sat/tiled.hpp"

namespace app {

int runCheckCommand(const CheckRequest& request, std::ostream& out, std::ostream& err) {
    sat::Scene scene;
    try {
        scene = sat::loadSceneOrTiledMap(request.scene); // a scene, or a Tiled map imported on the fly
    } catch (const sat::SceneLoadError& error) {
        err << error.what() << '\n'; // every line already names the file
        return 2;
    }
    sat::CheckResult result;
    try {
        result = sat::runCheck(scene, request.options);
    } catch (const sat::CheckError& error) {
        err << request.scene.string() << ": " << error.what() << '\n';
        return 2;
    }
    out << (request.json ? sat::checkJson(result) : sat::checkTable(result) + sat::lintTable(result));
    out.flush();
    return sat::checkExitCode(result, request.failOnOverlap);
}

} // namespace app
