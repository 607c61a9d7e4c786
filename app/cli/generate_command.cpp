// SPDX-License-Identifier: MIT
// `satlab generate -o OUT.json --count N`: a level-like scene of N shapes
// (sat/generate.hpp), written atomically (docs/cli.md).

#include <ostream>
#include <stdexcept>
#include <string>

#include "app/cli/cli.hpp"
#include "sat/input_file.hpp"

namespace app {

int runGenerateCommand(const GenerateRequest& request, std::ostream& out, std::ostream& err) {
    sat::Scene scene;
    try {
        scene = sat::generateScene(request.options);
        const std::string text = sat::serializeScene(scene);
        // kMaxGeneratedShapes keeps every scene under the readers' limit; this says so if that ever fails.
        if (text.size() > sat::kMaxInputFileBytes)
            throw std::invalid_argument("the scene would be " + std::to_string(text.size()) +
                                        " bytes, more than satlab reads (256 MiB); lower --count");
        sat::writeFileAtomically(request.output, text);
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
