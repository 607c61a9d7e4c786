// SPDX-License-Identifier: MIT
// The preferences blob the app keeps in the XDG config folder: recent files,
// overlay toggles, panels, precision, tolerance and method. Unknown or
// malformed fields are skipped one by one, so an old or hand-edited file
// never stops the app.
#include "ui/editor/preferences.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "ui/editor/editor_state.hpp"

namespace ui {
namespace {

using Json = nlohmann::json;

constexpr std::size_t kMaxRecentFiles = 10;

struct ToggleField {
    const char* key;
    bool OverlayToggles::*member;
};
constexpr ToggleField kToggles[] = {
    {"grid", &OverlayToggles::grid},
    {"names", &OverlayToggles::names},
    {"intersections", &OverlayToggles::intersections},
    {"axes", &OverlayToggles::axes},
    {"intervals", &OverlayToggles::intervals},
    {"numbers", &OverlayToggles::numbers},
    {"projections", &OverlayToggles::projections},
    {"separating_line", &OverlayToggles::separatingLine},
    {"mtv", &OverlayToggles::mtv},
    {"contacts", &OverlayToggles::contacts},
    {"duplicate_axes", &OverlayToggles::duplicateAxes},
};

void readBool(const Json& object, const char* key, bool& target) {
    if (const auto it = object.find(key); it != object.end() && it->is_boolean()) target = it->get<bool>();
}

void readOverlays(const Json& json, OverlayToggles& toggles) {
    const auto it = json.find("overlays");
    if (it == json.end() || !it->is_object()) return;
    for (const ToggleField& field : kToggles) readBool(*it, field.key, toggles.*field.member);
}

void readAnalysis(const Json& json, AnalysisOptions& options) {
    if (const auto it = json.find("precision"); it != json.end() && it->is_string())
        options.precision = it->get<std::string>() == "float" ? Precision::Float : Precision::Double;
    if (const auto it = json.find("tolerance"); it != json.end() && it->is_number() && it->get<double>() >= 0.0)
        options.tolerance = it->get<double>();
    if (const auto it = json.find("method"); it != json.end() && it->is_string())
        for (const auto& info : sat::seeds::methods2())
            if (it->get<std::string>() == info.name) options.method = info.id;
}

} // namespace

void Preferences::addRecent(const std::filesystem::path& file) {
    std::error_code ec;
    std::filesystem::path absolute = std::filesystem::absolute(file, ec);
    if (ec) absolute = file;
    recent.erase(std::remove(recent.begin(), recent.end(), absolute), recent.end());
    recent.insert(recent.begin(), absolute);
    if (recent.size() > kMaxRecentFiles) recent.resize(kMaxRecentFiles);
    ++revision;
}

std::string Editor::preferencesJson() const {
    const EditorState& s = *state_;
    Json json;
    json["recent"] = Json::array();
    for (const auto& file : s.preferences.recent) json["recent"].push_back(file.string());
    for (const ToggleField& field : kToggles) json["overlays"][field.key] = s.view.toggles.*field.member;
    json["panels"] = {{"scene", s.view.panels.scene}, {"inspector", s.view.panels.inspector}, {"sat", s.view.panels.sat}};
    json["precision"] = s.analysis.options.precision == Precision::Float ? "float" : "double";
    json["tolerance"] = s.analysis.options.tolerance;
    json["method"] = sat::seeds::methodInfo(s.analysis.options.method).name;
    json["size_as_half_extents"] = s.inspector.sizeAsHalfExtents;
    json["figures"] = Json::parse(figurePreferencesJson(s.figureExport));
    return json.dump(2);
}

void Editor::loadPreferencesJson(std::string_view text) {
    EditorState& s = *state_;
    const Json json = Json::parse(text, nullptr, false);
    if (!json.is_object()) return;
    if (const auto it = json.find("recent"); it != json.end() && it->is_array()) {
        s.preferences.recent.clear();
        for (const Json& entry : *it)
            if (entry.is_string()) s.preferences.recent.emplace_back(entry.get<std::string>());
    }
    readOverlays(json, s.view.toggles);
    if (const auto it = json.find("panels"); it != json.end() && it->is_object()) {
        readBool(*it, "scene", s.view.panels.scene);
        readBool(*it, "inspector", s.view.panels.inspector);
        readBool(*it, "sat", s.view.panels.sat);
    }
    readAnalysis(json, s.analysis.options);
    readBool(json, "size_as_half_extents", s.inspector.sizeAsHalfExtents);
    if (const auto it = json.find("figures"); it != json.end()) loadFigurePreferences(it->dump(), s.figureExport);
}

} // namespace ui
