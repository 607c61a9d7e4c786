// SPDX-License-Identifier: MIT
#pragma once
// What the app gives the editor's figure features (ui/panels/figure_export.hpp):
// the PNG writer (GL lives here, not in ui), the default screenshot folder,
// and the screenshot itself, taken from the finished frame.

#include <filesystem>

namespace ui {
class Editor;
}

namespace app {

class Platform;

/// $XDG_PICTURES_DIR/SATlab; else the XDG_PICTURES_DIR of ~/.config/user-dirs.dirs;
/// else ~/Pictures/SATlab.
std::filesystem::path defaultScreenshotFolder();

/// Sets the editor's PNG writer and default screenshot folder.
void installFigureHooks(ui::Editor& editor);

/// After the frame is rendered (before it is shown): when the editor asked
/// for a screenshot (F12, File > Screenshot), reads the frame back and writes
/// <scene>-YYYYmmdd-HHMMSS.png into the screenshot folder (created if
/// missing), then puts the path, or what went wrong, in the status line.
void saveRequestedScreenshot(Platform& platform, ui::Editor& editor);

} // namespace app
