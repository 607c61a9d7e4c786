// The importer's entry points: pick the reader by content, convert, and
// frame the map in the scene's view; and the scene-or-map opener.

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "sat/tiled.hpp"
#include "tiled_model.hpp"

namespace sat {
namespace {

bool looksLikeXml(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    return first != std::string_view::npos && text[first] == '<';
}

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
    tiled::ReadContext context{baseDirectory, {}, 0};
    const tiled::Map map = looksLikeXml(text) ? tiled::readTmx(text, sourceName, context)
                                              : tiled::readTmj(text, sourceName, context);
    TiledImportResult result = tiled::convertMap(map, options);
    result.scene.view = frameView(result.scene);
    return result;
}

TiledImportResult importTiledMap(const std::filesystem::path& file, const TiledImportOptions& options) {
    const std::string text = tiled::readTextFile(file, "", "");
    return importTiledMapText(text, file.string(), file.parent_path(), options);
}

bool isTiledMap(const std::filesystem::path& file) {
    std::string extension = file.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == ".tmx" || extension == ".tmj") return true;
    if (extension != ".json") return false;
    std::ifstream in(file, std::ios::binary);
    if (!in) return false;
    const nlohmann::json root = nlohmann::json::parse(in, nullptr, false);
    if (!root.is_object() || root.contains("format")) return false; // a SATlab scene (or not a map)
    const auto type = root.find("type");
    if (type != root.end()) return *type == "map";
    return root.contains("layers") && root.contains("orientation");
}

Scene loadSceneOrTiledMap(const std::filesystem::path& file, const TiledImportOptions& options) {
    if (isTiledMap(file)) return importTiledMap(file, options).scene;
    return loadScene(file);
}

} // namespace sat
