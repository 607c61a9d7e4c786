// SPDX-License-Identifier: MIT
#pragma once
// The Tiled map as read from a file, before conversion: the TMX and JSON
// readers (tiled_tmx.cpp, tiled_json.cpp) both fill these structs, so the
// geometry (tiled_convert.cpp) is written once. Pixels, y down, as Tiled
// stores them. Every node keeps the XML element path or JSON path it came
// from so that later problems can name it.

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/tiled.hpp"

namespace sat::tiled {

// Limits that keep a hostile file from exhausting memory or time.
inline constexpr std::int64_t kMaxLayerCells = std::int64_t{1} << 22; ///< tiles in one layer (or chunk)
inline constexpr std::int64_t kMaxTotalCells = std::int64_t{1} << 24; ///< tiles in all layers
inline constexpr double kMaxPixelCoordinate = 1e8;                    ///< |x|, |y|, sizes, offsets
inline constexpr double kMaxRotationDegrees = 1e6;                    ///< |rotation|: far past any turn Tiled writes
inline constexpr double kMaxTileSize = 65536;                         ///< tile width/height in pixels
inline constexpr int kMaxTilesetDepth = 8;                            ///< tileset files referring to tileset files
inline constexpr std::size_t kMaxShapes = 1'000'000;                  ///< colliders in one import

// Flip bits of a global tile id (docs: "Tile Flipping").
inline constexpr std::uint32_t kFlipHorizontal = 0x80000000u;
inline constexpr std::uint32_t kFlipVertical = 0x40000000u;
inline constexpr std::uint32_t kFlipDiagonal = 0x20000000u;
inline constexpr std::uint32_t kRotatedHex120 = 0x10000000u;
inline constexpr std::uint32_t kGidMask = 0x0fffffffu;

enum class ObjectKind { Rectangle, Polygon, Polyline, Ellipse, Point, Text, Tile, Template };

struct Object {
    std::string where; ///< element or JSON path, for messages
    int id = 0;
    std::string name;
    glm::dvec2 position{};  ///< x, y
    glm::dvec2 size{};      ///< width, height
    double rotationDeg = 0; ///< clockwise, about `position`
    bool visible = true;
    ObjectKind kind = ObjectKind::Rectangle;
    std::vector<glm::dvec2> points; ///< polygon/polyline, relative to position
    std::uint32_t gid = 0;          ///< tile objects, flip bits included
    bool hasSize = false;           ///< width/height given (tile objects default to the tile's)
    std::string templateFile;
};

struct Tile {
    glm::dvec2 imageSize{};     ///< image-collection tiles: their own size; 0: the tileset's
    std::vector<Object> shapes; ///< collision shapes, tile pixels
};

struct Tileset {
    std::string where;
    std::string file; ///< the file it came from (map or .tsx/.tsj)
    std::uint32_t firstGid = 1;
    std::string name;
    glm::dvec2 tileSize{};
    std::int64_t tileCount = -1; ///< -1: not given (maps older than Tiled 0.13); any local id is then taken as in it
    glm::dvec2 tileOffset{};
    std::string objectAlignment = "unspecified";
    std::map<std::uint32_t, Tile> tiles; ///< by local id
};

struct Chunk {
    std::int64_t x = 0, y = 0, width = 0, height = 0; ///< in tiles
    std::vector<std::uint32_t> gids;                  ///< row by row
};

enum class LayerKind { Tiles, Objects, Group, Image };

struct Layer {
    std::string where;
    LayerKind kind = LayerKind::Tiles;
    std::string name;
    bool visible = true;
    glm::dvec2 offset{};
    std::vector<Chunk> chunks;   ///< tile layers (finite maps: one chunk at 0,0)
    std::vector<Object> objects; ///< object layers
    std::vector<Layer> children; ///< group layers
};

struct Map {
    std::string file;
    std::string orientation;
    glm::dvec2 tileSize{};
    std::vector<Tileset> tilesets;
    std::vector<Layer> layers;
};

/// Everything a reader needs to load external tilesets and report problems.
struct ReadContext {
    std::filesystem::path directory;    ///< of the file being read
    std::vector<std::string> openFiles; ///< tileset chain, for recursion checks
    std::int64_t totalCells = 0;
    TiledImportWork work; ///< counted by the TMX reader
};

[[noreturn]] void fail(const std::string& file, const std::string& where, const std::string& message);

/// Reads a TMX map / TSX tileset document from text.
Map readTmx(std::string_view text, const std::string& file, ReadContext& context);
/// Reads a TMJ/JSON map from text.
Map readTmj(std::string_view text, const std::string& file, ReadContext& context);

/// Loads an external tileset (`.tsx` by XML content, else JSON) referenced as
/// `source` from `where` in `file`; `firstGid` from the map.
Tileset loadExternalTileset(const std::string& source, std::uint32_t firstGid, const std::string& file, const std::string& where,
                            ReadContext& context);
Tileset readTsx(std::string_view text, const std::string& file, ReadContext& context);
Tileset readTsj(std::string_view text, const std::string& file, ReadContext& context);

/// Tile data: "csv" text, or base64 with compression "" / "zlib" / "gzip"
/// ("zstd" is refused). Returns exactly `count` gids or throws via fail().
std::vector<std::uint32_t> decodeCsv(std::string_view text, std::int64_t count, const std::string& file,
                                     const std::string& where);
std::vector<std::uint32_t> decodeBase64Tiles(std::string_view text, std::string_view compression, std::int64_t count,
                                             const std::string& file, const std::string& where);
/// Checks a layer's or chunk's size against the limits and counts it.
void checkCells(std::int64_t width, std::int64_t height, const std::string& file, const std::string& where, ReadContext& context);
/// Rejects NaN, infinities and |value| > kMaxPixelCoordinate.
double checkedCoordinate(double value, const std::string& file, const std::string& where);
/// Rejects NaN, infinities and |degrees| > kMaxRotationDegrees.
double checkedRotation(double degrees, const std::string& file, const std::string& where);
/// `text` with every byte that is not part of valid UTF-8 replaced by U+FFFD,
/// so names survive the scene file's JSON (tinyxml2 does not check encodings).
std::string validUtf8(std::string_view text);
/// Whether the document `text`, read from file `name`, is XML: by the
/// extension (`.tmx`, `.tsx`: XML; `.tmj`, `.tsj`: JSON), so an empty or
/// broken `.tmx` is reported as XML; other names by content ('<' first).
bool isXmlDocument(std::string_view text, const std::string& name);
/// Reads a whole file, or fails naming `where` in `referrer`.
std::string readTextFile(const std::filesystem::path& path, const std::string& referrer, const std::string& where);

/// Converts a map into the scene, skipped list and warnings.
TiledImportResult convertMap(const Map& map, const TiledImportOptions& options);

} // namespace sat::tiled
