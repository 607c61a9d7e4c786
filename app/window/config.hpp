// SPDX-License-Identifier: MIT
#pragma once
// Where SATlab keeps its own files between runs (not scenes): the XDG config
// folder holds imgui.ini (panel layout) and preferences.json (window size and
// the editor's preferences: recent files, overlay toggles...); the recovery
// file goes to $XDG_STATE_HOME/satlab when that is set, else the config folder.

#include <filesystem>
#include <optional>
#include <string>

namespace app {

struct ConfigPaths {
    std::filesystem::path configDir;    ///< $XDG_CONFIG_HOME/satlab or ~/.config/satlab
    std::filesystem::path imguiIni;     ///< configDir/imgui.ini
    std::filesystem::path preferences;  ///< configDir/preferences.json
    std::filesystem::path recoveryFile; ///< $XDG_STATE_HOME/satlab/recovery.json or configDir/recovery.json
    std::filesystem::path recordings;   ///< configDir/recordings: what `--listen` received, one .satrec a connection
};

/// The folders from the environment's values (null or empty when unset). XDG
/// says relative paths are invalid and must be ignored; so are they here.
/// Without XDG_CONFIG_HOME and HOME the config folder is ./.satlab.
ConfigPaths resolveConfigPaths(const char* xdgConfigHome, const char* xdgStateHome, const char* home);
/// resolveConfigPaths with the process environment; `configDirOverride`
/// replaces the config folder (and the recovery file's folder) when set.
ConfigPaths configPathsFromEnvironment(const std::optional<std::filesystem::path>& configDirOverride);

/// What preferences.json holds. Fields missing or malformed in the file are
/// left at their defaults one by one; the file never stops the app starting.
struct Preferences {
    std::optional<int> windowWidth; ///< window pixels, last size the user left
    std::optional<int> windowHeight;
    bool windowMaximized = false;
    std::optional<float> uiScale; ///< "ui_scale": text and sizes, 1 = 96 dpi; none: from the display
    std::string editorJson;       ///< ui::Editor::preferencesJson(), kept verbatim
};

Preferences parsePreferences(const std::string& text);
std::string serializePreferences(const Preferences& preferences);

/// Reads preferences.json; defaults when missing or unreadable.
Preferences loadPreferences(const std::filesystem::path& file);
/// Creates the folder and writes atomically. Returns false (and says why on
/// stderr) on failure: losing preferences must not stop the app.
bool savePreferences(const std::filesystem::path& file, const Preferences& preferences);

/// The UI scale to use: $SATLAB_UI_SCALE (a number 0.5..4), else the
/// preferences' ui_scale, else `fromDisplay`. Out-of-range values are ignored.
float chooseUiScale(const char* environmentValue, const Preferences& preferences, float fromDisplay);

/// Creates `folder` (and parents) if needed; false on failure.
bool ensureFolder(const std::filesystem::path& folder);

} // namespace app
