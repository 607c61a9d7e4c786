// SPDX-License-Identifier: MIT
// What the Export figure dialog remembers, as the "figures" object of the
// editor's preferences (ui/editor/preferences.cpp). Fields that are missing or
// malformed are skipped one by one, like the rest of the preferences.
#include <nlohmann/json.hpp>

#include "ui/panels/figure_export.hpp"

namespace ui {
namespace {

using Json = nlohmann::json;

template <class T> void read(const Json& json, const char* key, T& target) {
    const auto it = json.find(key);
    if (it == json.end()) return;
    if constexpr (std::is_same_v<T, bool>) {
        if (it->is_boolean()) target = it->get<bool>();
    } else if constexpr (std::is_arithmetic_v<T>) {
        if (it->is_number()) target = it->get<T>();
    } else {
        if (it->is_string()) target = it->get<std::string>();
    }
}

} // namespace

std::string figurePreferencesJson(const FigureExportState& state) {
    const FigureOptions& o = state.options;
    Json json = {
        {"format", state.format == FigureFormat::Png ? "png" : "svg"},
        {"size_from_viewport", state.sizeFromViewport},
        {"width", o.width},
        {"height", o.height},
        {"scale", o.scale},
        {"supersample", o.supersample},
        {"transparent", o.transparent},
        {"theme", o.lightTheme ? "light" : "dark"},
        {"overlays", overlayList(o.overlays)},
        {"legend", o.legend},
        {"caption", o.caption},
        {"fit_scene", o.fitScene},
        {"export_folder", state.exportFolder.string()},
        {"screenshot_folder", state.screenshotFolder.string()},
    };
    return json.dump();
}

void loadFigurePreferences(std::string_view text, FigureExportState& state) {
    const Json json = Json::parse(text, nullptr, false);
    if (!json.is_object()) return;
    FigureOptions o = state.options;
    std::string format = state.format == FigureFormat::Png ? "png" : "svg";
    std::string theme = o.lightTheme ? "light" : "dark";
    std::string overlays = overlayList(o.overlays);
    std::string exportFolder = state.exportFolder.string();
    std::string screenshotFolder = state.screenshotFolder.string();
    read(json, "format", format);
    read(json, "size_from_viewport", state.sizeFromViewport);
    read(json, "width", o.width);
    read(json, "height", o.height);
    read(json, "scale", o.scale);
    read(json, "supersample", o.supersample);
    read(json, "transparent", o.transparent);
    read(json, "theme", theme);
    read(json, "overlays", overlays);
    read(json, "legend", o.legend);
    read(json, "caption", o.caption);
    read(json, "fit_scene", o.fitScene);
    read(json, "export_folder", exportFolder);
    read(json, "screenshot_folder", screenshotFolder);
    state.format = format == "svg" ? FigureFormat::Svg : FigureFormat::Png;
    o.lightTheme = theme != "dark";
    std::string error;
    if (const auto toggles = parseOverlayList(overlays, &error)) o.overlays = *toggles;
    // Out-of-range numbers fall back to what was there: the dialog must always be able to export.
    FigureOptions checked = o;
    checked.width = std::clamp(o.width, 1, kMaxFigureSide);
    checked.height = std::clamp(o.height, 1, kMaxFigureSide);
    if (!(o.scale > 0.0 && o.scale <= 8.0)) checked.scale = state.options.scale;
    checked.supersample = std::clamp(o.supersample, 1, kMaxSupersample);
    state.options = checked;
    state.exportFolder = exportFolder;
    state.screenshotFolder = screenshotFolder;
}

} // namespace ui
