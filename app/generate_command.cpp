// `satlab generate -o OUT.json --count N`: a level-like scene of N shapes
// (sat/generate.hpp), written atomically (docs/cli.md).

#include <ostream>
#include <stdexcept>

#include "app/cli.hpp"

namespace app {

int runGenerateCommand(const GenerateRequest& request, std::ostream& out, std::ostream& err) {
    sat::Scene scene;
    try {
        scene = sat::generateScene(request.options);
        sat::writeFileAtomically(request.output, sat::serializeScene(scene));
    } catch (const std::invalid_argument& error) {
        err << "satlab generate: " << error.what() << '\n';
        return 2;
    } catch (const sat::SceneSaveError& error) {
        err << error.what() << '\n'; // names the file
        return 2;
    }
    out << request.output.string() << ": " << scene.shapes.size() << " shapes (" << request.options.dimension << "D, seed "
        << request.options.seed << ")\n";
    return 0;
}

} // namespace app
