// SPDX-License-Identifier: MIT
// The app's side of the editor's figure features: PNG writing, screenshot folder, screenshots.
#include "app/image/figure_hooks.hpp"

#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <system_error>

#include "app/image/figure_png.hpp"
#include "app/image/png_file.hpp"
#include "app/window/platform.hpp"
#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"

namespace app {
namespace {

/// XDG_PICTURES_DIR="$HOME/Pictures" from user-dirs.dirs (the xdg-user-dirs format), if present.
std::filesystem::path picturesFromUserDirs(const std::filesystem::path& home) {
    const char* config = std::getenv("XDG_CONFIG_HOME");
    const std::filesystem::path folder = config && config[0] == '/' ? std::filesystem::path(config) : home / ".config";
    std::ifstream in(folder / "user-dirs.dirs");
    std::string line;
    const std::string key = "XDG_PICTURES_DIR=\"";
    while (std::getline(in, line)) {
        if (line.rfind(key, 0) != 0 || line.back() != '"') continue;
        std::string value = line.substr(key.size(), line.size() - key.size() - 1);
        if (value.rfind("$HOME", 0) == 0) value = home.string() + value.substr(5);
        if (!value.empty() && value[0] == '/') return value;
    }
    return {};
}

} // namespace

std::filesystem::path defaultScreenshotFolder() {
    if (const char* pictures = std::getenv("XDG_PICTURES_DIR"); pictures && pictures[0] == '/')
        return std::filesystem::path(pictures) / "SATlab";
    const char* homeVariable = std::getenv("HOME");
    const std::filesystem::path home = homeVariable && homeVariable[0] == '/' ? homeVariable : "/tmp";
    const std::filesystem::path fromUserDirs = picturesFromUserDirs(home);
    return (fromUserDirs.empty() ? home / "Pictures" : fromUserDirs) / "SATlab";
}

void installFigureHooks(ui::Editor& editor) {
    ui::FigureExportState& figures = editor.state().figureExport;
    figures.defaultFolder = defaultScreenshotFolder();
    figures.writePng = [](const ui::Figure& figure, double scale, int supersample, const std::filesystem::path& file,
                          std::string* error) { return writeFigurePng(figure, scale, supersample, file, error); };
}

void saveRequestedScreenshot(Platform& platform, ui::Editor& editor) {
    ui::EditorState& state = editor.state();
    if (!state.figureExport.screenshotRequested) return;
    state.figureExport.screenshotRequested = false;
    const std::filesystem::path folder = state.figureExport.screenshotFolderOrDefault();
    std::error_code folderError;
    std::filesystem::create_directories(folder, folderError);
    const std::string name = ui::screenshotName(ui::figureBaseName(state), std::time(nullptr));
    std::filesystem::path file = folder / name;
    std::error_code existsError;
    for (int n = 2; std::filesystem::exists(file, existsError); ++n) // two in one second: name-2.png, ...
        file = folder / (name.substr(0, name.size() - 4) + "-" + std::to_string(n) + ".png");
    std::string error;
    if (folderError) error = "cannot create " + folder.string() + ": " + folderError.message();
    else if (!writePngAtomically(platform.readBackBuffer(), file, &error)) error = error.empty() ? "write failed" : error;
    if (error.empty()) {
        state.setStatus("Screenshot saved: " + file.string(), 8.0);
        std::cerr << "satlab: screenshot saved: " << file.string() << "\n";
    } else {
        state.setStatus("Screenshot failed: " + error, 8.0);
        std::cerr << "satlab: screenshot failed: " << error << "\n";
    }
}

} // namespace app
