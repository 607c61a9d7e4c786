// SPDX-License-Identifier: MIT
// The importer's entry points: pick the reader by content, convert, and
// frame the map in the scene's view; and the scene-or-map opener.

#include <algorithm>
#include <cmath>
#include <fstream>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "sat/input_file.hpp"
#include "sat/tiled.hpp"
#include "tiled_model.hpp"

namespace sat {
namespace {

/// A view that shows every shape: centre of their bounds, zoom so the map
/// fills about 1000 x 700 pixels.
std::optional<SceneView> frameView(const Scene& scene) {
    glm::dvec2 low{1e300, 1e300}, high{-1e300, -1e300};
    const auto add = [&](glm::dvec2 p, glm::dvec2 reach) {
        low = glm::min(low, p - reach);
        high = glm::max(high, p + reach);
    };
    for (const SceneShape& shape : scene.shapes) {
        if (const auto* box = std::get_if<Aabb2Spec>(&shape.spec)) add(box->center, box->halfExtents);
        if (const auto* box = std::get_if<Obb2Spec>(&shape.spec)) add(box->center, glm::dvec2(glm::length(box->halfExtents)));
        if (const auto* poly = std::get_if<Poly2Spec>(&shape.spec)) {
            for (const glm::dvec2 p : poly->points) add(p, {0, 0});
        }
        if (const auto* circle = std::get_if<Circle2Spec>(&shape.spec)) add(circle->center, glm::dvec2(circle->radius));
    }
    if (scene.shapes.empty()) return std::nullopt;
    const glm::dvec2 size = glm::max(high - low, glm::dvec2(1e-6));
    const double zoom = std::clamp(std::min(1000.0 / size.x, 700.0 / size.y), 1e-6, 1e6);
    return SceneView{(low + high) * 0.5, zoom};
}

void checkOptions(const TiledImportOptions& options, const std::string& file) {
    if (!std::isfinite(options.scale) || options.scale <= 0 || options.scale > 1e6) {
        std::ostringstream text;
        text << "scale must be a number in (0, 1e6], got " << options.scale;
        throw TiledLoadError(file, "", text.str());
    }
}

} // namespace

TiledImportResult importTiledMapText(std::string_view text, const std::string& sourceName,
                                     const std::filesystem::path& baseDirectory, const TiledImportOptions& options) {
    checkOptions(options, sourceName);
    tiled::ReadContext context{baseDirectory, {}, 0, {}};
    const tiled::Map map = tiled::isXmlDocument(text, sourceName) ? tiled::readTmx(text, sourceName, context)
                                                                  : tiled::readTmj(text, sourceName, context);
    TiledImportResult result = tiled::convertMap(map, options);
    result.work.siblingSteps += context.work.siblingSteps;
    result.work.pathsBuilt += context.work.pathsBuilt;
    result.scene.view = frameView(result.scene);
    return result;
}

TiledImportResult importTiledMap(const std::filesystem::path& file, const TiledImportOptions& options) {
    const std::string text = tiled::readTextFile(file, "", "");
    return importTiledMapText(text, file.string(), file.parent_path(), options);
}

namespace {
/// The top-level keys that tell a Tiled map from a scene, read without
/// building a DOM (for a large scene, most of the cost of the question),
/// stopping at "format" or at a syntax error: then it is no map.
struct TopLevelKeys : nlohmann::json_sax<nlohmann::json> {
    bool object = false, format = false, layers = false, orientation = false, typeSeen = false, typeNext = false;
    std::optional<std::string> type;
    std::optional<std::string> formatValue; ///< the top-level "format", when a string
    int depth = 0;

    /// After a value: stop once the format's value has been read.
    bool value() {
        typeNext = false;
        return !format;
    }
    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t&) override { return value(); }
    bool string(string_t& text) override {
        if (typeNext) type = text;
        if (format && depth == 1 && !formatValue) formatValue = text;
        return value();
    }
    bool binary(binary_t&) override { return value(); }
    bool start_object(std::size_t) override {
        if (depth == 0) object = true;
        typeNext = false;
        ++depth;
        return !format;
    }
    bool end_object() override { return --depth, true; }
    bool start_array(std::size_t) override {
        typeNext = false;
        ++depth;
        return !format;
    }
    bool end_array() override { return --depth, true; }
    bool key(string_t& name) override {
        if (depth != 1) return true;
        if (name == "format") format = true;
        layers = layers || name == "layers";
        orientation = orientation || name == "orientation";
        typeNext = name == "type";
        typeSeen = typeSeen || typeNext;
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        object = false; // malformed JSON is no map
        return false;
    }
};

std::string lowerExtension(const std::filesystem::path& file) {
    std::string extension = file.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return extension;
}

/// isTiledMap's rule on text already read: the extension decides, and for
/// `.json` the top-level keys.
bool isTiledMapText(const std::filesystem::path& file, std::string_view text) {
    const std::string extension = lowerExtension(file);
    if (extension != ".json") return extension == ".tmx" || extension == ".tmj";
    TopLevelKeys keys;
    nlohmann::json::sax_parse(text, &keys, nlohmann::json::input_format_t::json, true);
    if (!keys.object || keys.format) return false; // a SATlab scene (or not a map)
    if (keys.typeSeen) return keys.type && *keys.type == "map";
    return keys.layers && keys.orientation;
}
} // namespace

bool isTiledMap(const std::filesystem::path& file) {
    const std::string extension = lowerExtension(file);
    if (extension != ".json") return extension == ".tmx" || extension == ".tmj";
    try {
        return isTiledMapText(file, readInputFile(file));
    } catch (const InputFileError&) {
        return false;
    }
}

SceneOrMap openSceneOrTiledMap(const std::filesystem::path& file, const TiledImportOptions& options) {
    std::string text;
    try {
        text = readInputFile(file); // read once: a FIFO has no second reading for the loader
    } catch (const InputFileError& error) {
        throw SceneLoadError(file.string(), {error.what()});
    }
    SceneOrMap opened;
    opened.tiledMap = isTiledMapText(file, text);
    if (opened.tiledMap) {
        opened.imported = importTiledMapText(text, file.string(), file.parent_path(), options);
    } else {
        opened.imported.scene = parseScene(text, file.string());
    }
    return opened;
}

bool isSatlabSceneFile(const std::filesystem::path& file) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) return false; // never read a FIFO or a device to find out
    std::ifstream in(file, std::ios::binary);
    if (!in) return false;
    TopLevelKeys keys;
    nlohmann::json::sax_parse(in, &keys, nlohmann::json::input_format_t::json, true);
    return keys.object && keys.formatValue == "satlab-scene";
}

Scene loadSceneOrTiledMap(const std::filesystem::path& file, const TiledImportOptions& options) {
    return openSceneOrTiledMap(file, options).imported.scene;
}

} // namespace sat
