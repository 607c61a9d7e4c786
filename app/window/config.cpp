// SPDX-License-Identifier: MIT
// SATlab's own files between runs: the config and state folders, preferences.json and imgui.ini.
#include "app/window/config.hpp"

#include <cstdlib>
#include <iostream>
#include <system_error>

#include <nlohmann/json.hpp>

#include "sat/input_file.hpp"
#include "sat/scene.hpp"

namespace app {
namespace {

/// An XDG variable counts only when set to an absolute path (XDG Base Directory spec).
std::optional<std::filesystem::path> absoluteOrNone(const char* value) {
    if (value == nullptr || *value == '\0') return std::nullopt;
    std::filesystem::path path(value);
    if (!path.is_absolute()) return std::nullopt;
    return path;
}

std::optional<int> positiveInt(const nlohmann::json& object, const char* key) {
    auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer()) return std::nullopt;
    const auto value = it->get<long long>();
    if (value <= 0 || value > 100000) return std::nullopt;
    return static_cast<int>(value);
}

constexpr float kMinUiScale = 0.5f;
constexpr float kMaxUiScale = 4.0f;

std::optional<float> validScale(double value) {
    if (!(value >= kMinUiScale && value <= kMaxUiScale)) return std::nullopt;
    return static_cast<float>(value);
}

} // namespace

float chooseUiScale(const char* environmentValue, const Preferences& preferences, float fromDisplay) {
    if (environmentValue != nullptr && *environmentValue != '\0') {
        char* end = nullptr;
        const double value = std::strtod(environmentValue, &end);
        if (end != environmentValue && *end == '\0') {
            if (auto scale = validScale(value)) return *scale;
        }
    }
    if (preferences.uiScale) return *preferences.uiScale;
    return fromDisplay;
}

ConfigPaths resolveConfigPaths(const char* xdgConfigHome, const char* xdgStateHome, const char* home) {
    ConfigPaths paths;
    if (auto config = absoluteOrNone(xdgConfigHome)) {
        paths.configDir = *config / "satlab";
    } else if (auto homeDir = absoluteOrNone(home)) {
        paths.configDir = *homeDir / ".config" / "satlab";
    } else {
        paths.configDir = std::filesystem::path(".satlab");
    }
    paths.imguiIni = paths.configDir / "imgui.ini";
    paths.preferences = paths.configDir / "preferences.json";
    paths.recordings = paths.configDir / "recordings";
    if (auto state = absoluteOrNone(xdgStateHome)) {
        paths.recoveryFile = *state / "satlab" / "recovery.json";
    } else {
        paths.recoveryFile = paths.configDir / "recovery.json";
    }
    return paths;
}

ConfigPaths configPathsFromEnvironment(const std::optional<std::filesystem::path>& configDirOverride) {
    if (configDirOverride) {
        ConfigPaths paths;
        paths.configDir = std::filesystem::absolute(*configDirOverride);
        paths.imguiIni = paths.configDir / "imgui.ini";
        paths.preferences = paths.configDir / "preferences.json";
        paths.recordings = paths.configDir / "recordings";
        paths.recoveryFile = paths.configDir / "recovery.json";
        return paths;
    }
    return resolveConfigPaths(std::getenv("XDG_CONFIG_HOME"), std::getenv("XDG_STATE_HOME"), std::getenv("HOME"));
}

Preferences parsePreferences(const std::string& text) {
    Preferences preferences;
    const auto json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object()) return preferences;
    if (auto window = json.find("window"); window != json.end() && window->is_object()) {
        preferences.windowWidth = positiveInt(*window, "width");
        preferences.windowHeight = positiveInt(*window, "height");
        if (auto maximized = window->find("maximized"); maximized != window->end() && maximized->is_boolean()) {
            preferences.windowMaximized = maximized->get<bool>();
        }
    }
    if (auto scale = json.find("ui_scale"); scale != json.end() && scale->is_number()) {
        preferences.uiScale = validScale(scale->get<double>());
    }
    if (auto editor = json.find("editor"); editor != json.end() && !editor->is_null()) {
        preferences.editorJson = editor->dump();
    }
    return preferences;
}

std::string serializePreferences(const Preferences& preferences) {
    nlohmann::json json = nlohmann::json::object();
    nlohmann::json window = nlohmann::json::object();
    if (preferences.windowWidth) window["width"] = *preferences.windowWidth;
    if (preferences.windowHeight) window["height"] = *preferences.windowHeight;
    window["maximized"] = preferences.windowMaximized;
    json["window"] = window;
    if (preferences.uiScale) json["ui_scale"] = *preferences.uiScale;
    if (!preferences.editorJson.empty()) {
        auto editor = nlohmann::json::parse(preferences.editorJson, nullptr, /*allow_exceptions=*/false);
        // Keep the editor's blob even when it is not JSON, as a string, rather than lose it.
        json["editor"] = editor.is_discarded() ? nlohmann::json(preferences.editorJson) : editor;
    }
    return json.dump(2) + "\n";
}

Preferences loadPreferences(const std::filesystem::path& file) {
    try {
        return parsePreferences(sat::readInputFile(file)); // one open, counted against the input size limit
    } catch (const sat::InputFileError&) {
        return {}; // no preferences yet, or unreadable: the defaults
    }
}

bool ensureFolder(const std::filesystem::path& folder) {
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        std::cerr << "satlab: cannot create " << folder.string() << ": " << error.message() << "\n";
        return false;
    }
    return true;
}

bool savePreferences(const std::filesystem::path& file, const Preferences& preferences) {
    if (!ensureFolder(file.parent_path())) return false;
    try {
        sat::writeFileAtomically(file, serializePreferences(preferences));
        return true;
    } catch (const std::exception& error) {
        std::cerr << "satlab: cannot save preferences: " << error.what() << "\n";
        return false;
    }
}

} // namespace app
