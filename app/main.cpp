// SPDX-License-Identifier: MIT
// satlab: `satlab [SCENE]` opens the window, `satlab check SCENE` tests a
// scene's pairs without one (docs/cli.md).

#include <exception>
#include <iostream>
#include <new>

#include "app/cli/cli.hpp"
#include "app/window/stop_signals.hpp"
#include "sat/detail/overloaded.hpp"

using sat::detail::Overloaded;

int main(int argc, char** argv) {
    app::installStopSignalHandlers(); // first: no command may leave a temporary file behind (stop_signals.hpp)
    try {
        const app::Command command = app::parseCommandLine(argc, argv);
        return std::visit(
            Overloaded{
                [](const app::CheckRequest& check) { return app::runCheckCommand(check, std::cout, std::cerr); },
                [](const app::WindowOptions& window) { return app::launchWindow(window); },
                [](const app::ImportRequest& import) { return app::runImportCommand(import, std::cout, std::cerr); },
                [](const app::GenerateRequest& generate) { return app::runGenerateCommand(generate, std::cout, std::cerr); },
                [](const app::RenderRequest& render) { return app::runRenderCommand(render, std::cout, std::cerr); },
                [](const app::RecordRequest& record) { return app::runRecordCommand(record, std::cout, std::cerr); },
                [](const app::ExportFrameRequest& request) { return app::runExportFrameCommand(request, std::cout, std::cerr); },
                [](const app::CliExit& exit) {
                    std::cout << exit.out;
                    std::cerr << exit.err;
                    return exit.code;
                },
            },
            command);
    } catch (const std::bad_alloc&) {
        // Not bad input: the work needs more memory than this process may have (docs/cli.md, exit codes).
        std::cerr << "satlab: out of memory\n";
        return app::kExitOutOfMemory;
    } catch (const std::exception& error) {
        std::cerr << "satlab: " << error.what() << '\n';
        return 2;
    }
}
