// SPDX-License-Identifier: MIT
// Intended findings: the sidecar file's reading, writing and pair lookup.
#include "sat/intended.hpp"

#include <algorithm>
#include <system_error>

#include "sat/input_file.hpp"
#include "sat/scene.hpp"
#include "scene_internal.hpp"

namespace sat {

namespace {

using detail::Json;

bool isIntendedPair(const IntendedPair& pair, std::string_view a, std::string_view b) {
    return (pair.a == a && pair.b == b) || (pair.a == b && pair.b == a);
}

/// Line and column (1-based) of byte `offset` of `text`.
void intendedLineAndColumn(std::string_view text, std::size_t offset, std::size_t& line, std::size_t& column) {
    line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < std::min(offset, text.size()); ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    column = std::min(offset, text.size()) - lineStart + 1;
}

std::string readIntendedName(detail::ObjectReader& reader, std::string_view key) {
    const Json* value = reader.required(key);
    if (value == nullptr) return {};
    if (!value->is_string() || value->get<std::string>().empty()) {
        reader.problems().add(reader.pathOf(key), "must be a shape name (a non-empty string), got " + detail::describe(*value));
        return {};
    }
    return value->get<std::string>();
}

} // namespace

bool IntendedFindings::contains(std::string_view a, std::string_view b) const {
    return std::any_of(pairs.begin(), pairs.end(), [&](const IntendedPair& pair) { return isIntendedPair(pair, a, b); });
}

bool IntendedFindings::set(std::string_view a, std::string_view b, bool intended) {
    const auto found = std::find_if(pairs.begin(), pairs.end(),
                                    [&](const IntendedPair& pair) { return isIntendedPair(pair, a, b); });
    if (intended == (found != pairs.end())) return false;
    if (intended) pairs.push_back({std::string(a), std::string(b), {}});
    else pairs.erase(found);
    return true;
}

std::filesystem::path intendedSidecarPath(const std::filesystem::path& sceneOrMap) {
    std::filesystem::path sidecar = sceneOrMap;
    sidecar += ".satlab-intended.json";
    return sidecar;
}

IntendedFindings parseIntended(std::string_view text, const std::string& sourceName) {
    detail::Problems problems(sourceName);
    Json root;
    try {
        root = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& error) {
        std::size_t line = 0;
        std::size_t column = 0;
        intendedLineAndColumn(text, error.byte == 0 ? 0 : error.byte - 1, line, column);
        const std::string what = error.what();
        const std::size_t colon = what.find(": ", what.find("parse error"));
        problems.addAt(line, column, colon == std::string::npos ? what : what.substr(colon + 2));
        problems.raise();
    }
    if (!root.is_object()) {
        problems.add("", "must be a JSON object with \"format\": \"satlab-intended\", got " + detail::describe(root));
        problems.raise();
    }
    IntendedFindings findings;
    detail::ObjectReader reader(root, "", problems);
    if (const Json* format = reader.required("format"); format && *format != "satlab-intended")
        problems.add("format", "must be \"satlab-intended\", got " + detail::describe(*format));
    if (const Json* version = reader.required("version"); version && *version != 1)
        problems.add("version", "must be 1, got " + detail::describe(*version));
    if (const Json* list = reader.required("intended")) {
        if (!list->is_array()) problems.add("intended", "must be a list of pairs, got " + detail::describe(*list));
        else {
            for (std::size_t i = 0; i < list->size(); ++i) {
                const Json& item = (*list)[i];
                const std::string path = detail::childPath("intended", i);
                if (!item.is_object()) {
                    problems.add(path, "must be an object {\"a\": NAME, \"b\": NAME}, got " + detail::describe(item));
                    continue;
                }
                detail::ObjectReader pairReader(item, path, problems);
                IntendedPair pair{readIntendedName(pairReader, "a"), readIntendedName(pairReader, "b"), {}};
                if (const Json* note = pairReader.optional("note")) {
                    if (note->is_string()) pair.note = note->get<std::string>();
                    else problems.add(pairReader.pathOf("note"), "must be a string, got " + detail::describe(*note));
                }
                pairReader.rejectUnknown();
                if (!pair.a.empty() && !pair.b.empty()) findings.pairs.push_back(std::move(pair));
            }
        }
    }
    reader.rejectUnknown();
    if (!problems.empty()) problems.raise();
    return findings;
}

IntendedFindings loadIntended(const std::filesystem::path& sidecar) {
    std::error_code error;
    if (!std::filesystem::exists(sidecar, error)) return {};
    std::string text;
    try {
        text = readInputFile(sidecar);
    } catch (const InputFileError& e) {
        throw SceneLoadError(sidecar.string(), {e.what()}); // "FILE: reason"
    }
    return parseIntended(text, sidecar.string());
}

std::string serializeIntended(const IntendedFindings& findings) {
    using Ordered = nlohmann::ordered_json; // format, version, intended: in the documented order
    Ordered list = Ordered::array();
    for (const IntendedPair& pair : findings.pairs) {
        Ordered item = {{"a", pair.a}, {"b", pair.b}};
        if (!pair.note.empty()) item["note"] = pair.note;
        list.push_back(std::move(item));
    }
    Ordered root = {{"format", "satlab-intended"}, {"version", 1}, {"intended", std::move(list)}};
    return root.dump(2) + "\n";
}

void saveIntended(const IntendedFindings& findings, const std::filesystem::path& sidecar) {
    std::error_code error;
    if (findings.empty() && !std::filesystem::exists(sidecar, error)) return;
    writeFileAtomically(sidecar, serializeIntended(findings));
}

} // namespace sat
