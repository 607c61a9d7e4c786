// `satlab check`: load the scene, run sat::runCheck, print.

#include <ostream>

#include "app/cli.hpp"

namespace app {

int runCheckCommand(const CheckRequest& request, std::ostream& out, std::ostream& err) {
    sat::Scene scene;
    try {
        scene = sat::loadScene(request.scene);
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
    out << (request.json ? sat::checkJson(result) : sat::checkTable(result));
    out.flush();
    return sat::checkExitCode(result, request.failOnOverlap);
}

} // namespace app
