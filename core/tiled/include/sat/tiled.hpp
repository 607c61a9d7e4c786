// SPDX-License-Identifier: MIT
#pragma once
// Importing Tiled maps (https://www.mapeditor.org): orthogonal `.tmx` (XML)
// and `.tmj`/`.json` (JSON) maps with their external tilesets (`.tsx`,
// `.tsj`) become a SATlab scene of 2D colliders. The coordinate mapping,
// what is imported and what is skipped are documented in docs/tiled-import.md.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"

namespace sat {

/// How a map is imported.
struct TiledImportOptions {
    /// World units per Tiled pixel (> 0, finite). 1: one pixel is one unit.
    double scale = 1.0;
    /// Import hidden layers and hidden objects too (their shapes get
    /// `visible = false`); by default they are skipped and listed.
    bool includeHidden = false;
};

/// A map object (or tile collision shape) that produced no collider, and why.
struct SkippedObject {
    std::string name;  ///< the object's name, or "Layer/id" when it has none
    std::string layer; ///< layer path, nested groups joined by '/'
    std::string why;   ///< e.g. "ellipse: only rectangles, polygons and tiles become colliders"
    /// Equal when every member is equal.
    bool operator==(const SkippedObject&) const = default;
};

/// How much work an import took, counted as it goes: each count grows
/// linearly with the map, whatever its shape (1M objects in one layer cost
/// about 1M of each). The tests hold the importer to that.
struct TiledImportWork {
    std::uint64_t siblingSteps = 0; ///< XML elements visited while walking an element's children
    std::uint64_t pathsBuilt = 0;   ///< XML element paths (`map/objectgroup[1]/object[7]`) built for messages
    std::uint64_t nameProbes = 0;   ///< candidate shape names tried while making names unique
};

/// What an import gives: the scene, what was skipped, the warnings and the work counts.
struct TiledImportResult {
    /// The colliders, y-up world. Each shape's `group` is its layer path;
    /// the convex pieces of one concave polygon share `collider`.
    Scene scene;
    std::vector<SkippedObject> skipped; ///< objects that produced no collider
    /// Things the user should know that are not errors (image layers
    /// ignored, unknown tile ids, ...), one sentence each.
    std::vector<std::string> warnings;
    TiledImportWork work; ///< how much work the import took
    /// The map's tile width and height in world units (pixels times the
    /// scale); (0, 0) for a scene that is not a map (openSceneOrTiledMap).
    glm::dvec2 tileSize{};
};

/// A map that cannot be imported. It is a SceneLoadError, so code that opens
/// scenes reports it the same way: what() is `FILE: PATH: message` where
/// PATH is the XML element path (`map/layer[2]/data`) or the JSON path
/// (`layers[3].data`), or `FILE:LINE:COL: message` for malformed text.
class TiledLoadError : public SceneLoadError {
public:
    /// what() is `file: path: message`.
    TiledLoadError(const std::string& file, const std::string& path, const std::string& message);
};

/// Imports a `.tmx`, `.tmj` or Tiled `.json` map (the format is chosen by
/// the extension, `.tmx` XML and `.tmj` JSON, else by content: '<' starts
/// XML). Throws TiledLoadError.
TiledImportResult importTiledMap(const std::filesystem::path& file, const TiledImportOptions& options = {});

/// Same, from text already in memory; external tilesets are resolved
/// relative to `baseDirectory`. `sourceName` names the text in messages;
/// its extension picks the format as above.
TiledImportResult importTiledMapText(std::string_view text, const std::string& sourceName,
                                     const std::filesystem::path& baseDirectory, const TiledImportOptions& options = {});

/// True for `.tmx`/`.tmj` files, and for `.json` files whose content is a
/// Tiled map rather than a SATlab scene (no `"format": "satlab-scene"`,
/// but `"type": "map"` or `layers` + `orientation`). False when unreadable.
bool isTiledMap(const std::filesystem::path& file);

/// True when `file` is a regular file holding a SATlab scene: a JSON object
/// whose top-level "format" is "satlab-scene" (read no further than that).
/// `satlab import` overwrites only such files without `--force`.
bool isSatlabSceneFile(const std::filesystem::path& file);

/// A file opened by openSceneOrTiledMap.
struct SceneOrMap {
    TiledImportResult imported; ///< the scene; for a map also what was skipped and the warnings
    bool tiledMap = false;      ///< the file is a Tiled map (isTiledMap's rule), imported
};

/// Reads `file` once (sat/input_file.hpp: size limit, a FIFO read once),
/// then imports it as a Tiled map when isTiledMap's rule says so, else
/// parses it as a scene. Throws SceneLoadError (TiledLoadError for maps),
/// whose every message names the file.
SceneOrMap openSceneOrTiledMap(const std::filesystem::path& file, const TiledImportOptions& options = {});

/// Opens a SATlab scene or a Tiled map (by isTiledMap) with default import
/// options; the one call the CLI and the app's Open use. Throws
/// SceneLoadError (TiledLoadError for maps).
Scene loadSceneOrTiledMap(const std::filesystem::path& file, const TiledImportOptions& options = {});

} // namespace sat
