// SPDX-License-Identifier: MIT
// Reading TMJ/JSON maps and TSJ tilesets (Tiled's JSON formats) into the map
// model. Paths in messages are JSON paths: `layers[3].objects[0].x`.

#include <algorithm>

#include <nlohmann/json.hpp>

#include "tiled_model.hpp"

namespace sat::tiled {
namespace {

using Json = nlohmann::json;

/// `where.key`, or `key` at the root.
std::string join(const std::string& where, const char* key) { return where.empty() ? std::string(key) : where + "." + key; }

class TmjReader {
public:
    TmjReader(std::string file, ReadContext& context) : file_(std::move(file)), context_(context) {}

    Map readMap(const Json& root);
    Tileset readTileset(const Json& value, const std::string& where);

private:
    std::string file_;
    ReadContext& context_;

    const Json* field(const Json& object, const char* key) const {
        const auto it = object.find(key);
        return it == object.end() || it->is_null() ? nullptr : &*it;
    }
    const Json& object(const Json& value, const std::string& where) const {
        if (!value.is_object()) fail(file_, where, std::string("must be an object, got ") + value.type_name());
        return value;
    }
    const Json& array(const Json& value, const std::string& where) const {
        if (!value.is_array()) fail(file_, where, std::string("must be an array, got ") + value.type_name());
        return value;
    }
    double number(const Json& parent, const char* key, const std::string& where, double fallback) const {
        const Json* value = field(parent, key);
        if (value == nullptr) return fallback;
        if (!value->is_number()) fail(file_, join(where, key), std::string("must be a number, got ") + value->type_name());
        return checkedCoordinate(value->get<double>(), file_, join(where, key));
    }
    /// A rotation in degrees (checkedRotation), 0 when absent.
    double angle(const Json& parent, const char* key, const std::string& where) const {
        const Json* value = field(parent, key);
        if (value == nullptr) return 0;
        if (!value->is_number()) fail(file_, join(where, key), std::string("must be a number, got ") + value->type_name());
        return checkedRotation(value->get<double>(), file_, join(where, key));
    }
    std::int64_t integer(const Json& parent, const char* key, const std::string& where, std::int64_t fallback) const {
        const Json* value = field(parent, key);
        if (value == nullptr) return fallback;
        if (value->is_number_unsigned() && value->get<std::uint64_t>() <= 0xffffffffULL) {
            return static_cast<std::int64_t>(value->get<std::uint64_t>());
        }
        if (!value->is_number_integer()) fail(file_, join(where, key), "must be an integer, got " + value->dump());
        return value->get<std::int64_t>();
    }
    std::string text(const Json& parent, const char* key, const std::string& where, const char* fallback = "") const {
        const Json* value = field(parent, key);
        if (value == nullptr) return fallback;
        if (!value->is_string()) fail(file_, join(where, key), std::string("must be a string, got ") + value->type_name());
        return value->get<std::string>();
    }
    bool flag(const Json& parent, const char* key, const std::string& where, bool fallback) const {
        const Json* value = field(parent, key);
        if (value == nullptr) return fallback;
        if (!value->is_boolean()) fail(file_, join(where, key), std::string("must be true or false, got ") + value->type_name());
        return value->get<bool>();
    }
    std::uint32_t gid(const Json& value, const std::string& where) const {
        if (!value.is_number_integer() || value.get<std::int64_t>() < 0 || value.get<std::int64_t>() > 0xffffffffLL) {
            fail(file_, where, "must be a tile id (an integer 0..4294967295), got " + value.dump());
        }
        return static_cast<std::uint32_t>(value.get<std::int64_t>());
    }

    Object readObject(const Json& value, const std::string& where) const;
    std::vector<std::uint32_t> readGids(const Json& layer, const Json& data, const std::string& where, std::int64_t count) const;
    void readTileData(const Json& value, const std::string& where, Layer& layer);
    void readLayers(const Json& list, const std::string& where, std::vector<Layer>& layers);
};

Object TmjReader::readObject(const Json& value, const std::string& where) const {
    object(value, where);
    Object result;
    result.where = where;
    result.id = static_cast<int>(integer(value, "id", where, 0));
    result.name = text(value, "name", where);
    result.position = {number(value, "x", where, 0), number(value, "y", where, 0)};
    result.hasSize = field(value, "width") != nullptr || field(value, "height") != nullptr;
    result.size = {number(value, "width", where, 0), number(value, "height", where, 0)};
    result.rotationDeg = angle(value, "rotation", where);
    result.visible = flag(value, "visible", where, true);
    if (const Json* g = field(value, "gid")) {
        result.gid = gid(*g, where + ".gid");
        result.kind = ObjectKind::Tile;
    }
    result.templateFile = text(value, "template", where);
    if (!result.templateFile.empty()) result.kind = ObjectKind::Template;
    if (flag(value, "ellipse", where, false)) result.kind = ObjectKind::Ellipse;
    if (flag(value, "point", where, false)) result.kind = ObjectKind::Point;
    if (field(value, "text") != nullptr) result.kind = ObjectKind::Text;
    for (const char* key : {"polygon", "polyline"}) {
        const Json* list = field(value, key);
        if (list == nullptr) continue;
        const std::string listPath = join(where, key);
        result.kind = std::string(key) == "polygon" ? ObjectKind::Polygon : ObjectKind::Polyline;
        for (std::size_t i = 0; i < array(*list, listPath).size(); ++i) {
            const std::string pointPath = listPath + "[" + std::to_string(i) + "]";
            const Json& point = object((*list)[i], pointPath);
            if (field(point, "x") == nullptr || field(point, "y") == nullptr) fail(file_, pointPath, "needs x and y");
            result.points.emplace_back(number(point, "x", pointPath, 0), number(point, "y", pointPath, 0));
        }
    }
    return result;
}

Tileset TmjReader::readTileset(const Json& value, const std::string& where) {
    object(value, where);
    if (const Json* source = field(value, "source")) {
        if (!source->is_string()) fail(file_, where + ".source", "must be a string");
        return loadExternalTileset(source->get<std::string>(), 1, file_, where + ".source", context_);
    }
    Tileset tileset;
    tileset.where = where;
    tileset.file = file_;
    tileset.name = text(value, "name", where);
    tileset.tileSize = {number(value, "tilewidth", where, 0), number(value, "tileheight", where, 0)};
    tileset.tileCount = integer(value, "tilecount", where, -1);
    if (tileset.tileCount < -1 || (tileset.tileCount == -1 && field(value, "tilecount") != nullptr)) {
        fail(file_, join(where, "tilecount"), "must not be negative, got " + std::to_string(tileset.tileCount));
    }
    tileset.objectAlignment = text(value, "objectalignment", where, "unspecified");
    if (const Json* offset = field(value, "tileoffset")) {
        object(*offset, where + ".tileoffset");
        tileset.tileOffset = {number(*offset, "x", where + ".tileoffset", 0), number(*offset, "y", where + ".tileoffset", 0)};
    }
    const Json* tiles = field(value, "tiles");
    if (tiles == nullptr) return tileset;
    for (std::size_t i = 0; i < array(*tiles, where + ".tiles").size(); ++i) {
        const std::string tilePath = where + ".tiles[" + std::to_string(i) + "]";
        const Json& tileValue = object((*tiles)[i], tilePath);
        const std::int64_t id = integer(tileValue, "id", tilePath, -1);
        if (id < 0 || id > kGidMask) fail(file_, tilePath + ".id", "tile id must be in 0.." + std::to_string(kGidMask));
        Tile tile;
        tile.imageSize = {number(tileValue, "imagewidth", tilePath, 0), number(tileValue, "imageheight", tilePath, 0)};
        if (tile.imageSize.x < 0 || tile.imageSize.y < 0) fail(file_, tilePath, "image size must not be negative");
        if (const Json* group = field(tileValue, "objectgroup")) {
            const std::string groupPath = tilePath + ".objectgroup";
            const Json* objects = field(object(*group, groupPath), "objects");
            for (std::size_t k = 0; objects != nullptr && k < array(*objects, groupPath + ".objects").size(); ++k) {
                tile.shapes.push_back(readObject((*objects)[k], groupPath + ".objects[" + std::to_string(k) + "]"));
            }
        }
        tileset.tiles[static_cast<std::uint32_t>(id)] = std::move(tile);
    }
    return tileset;
}

std::vector<std::uint32_t> TmjReader::readGids(const Json& layer, const Json& data, const std::string& where,
                                               std::int64_t count) const {
    if (data.is_string()) {
        const std::string encoding = text(layer, "encoding", where, "csv");
        if (encoding != "base64")
            fail(file_, where, "tile data is a string but the encoding is \"" + encoding + "\" (expected base64)");
        return decodeBase64Tiles(data.get<std::string>(), text(layer, "compression", where), count, file_, where);
    }
    array(data, where);
    if (static_cast<std::int64_t>(data.size()) != count) {
        fail(file_, where, "has " + std::to_string(data.size()) + " tiles, the layer needs " + std::to_string(count));
    }
    std::vector<std::uint32_t> gids;
    gids.reserve(data.size());
    for (std::size_t i = 0; i < data.size(); ++i) gids.push_back(gid(data[i], where + "[" + std::to_string(i) + "]"));
    return gids;
}

void TmjReader::readTileData(const Json& value, const std::string& where, Layer& layer) {
    if (const Json* chunks = field(value, "chunks")) { // infinite maps
        for (std::size_t i = 0; i < array(*chunks, where + ".chunks").size(); ++i) {
            const std::string chunkPath = where + ".chunks[" + std::to_string(i) + "]";
            const Json& chunkValue = object((*chunks)[i], chunkPath);
            Chunk chunk{integer(chunkValue, "x", chunkPath, 0),
                        integer(chunkValue, "y", chunkPath, 0),
                        integer(chunkValue, "width", chunkPath, 0),
                        integer(chunkValue, "height", chunkPath, 0),
                        {}};
            checkCells(chunk.width, chunk.height, file_, chunkPath, context_);
            checkedCoordinate(static_cast<double>(chunk.x), file_, chunkPath + ".x");
            checkedCoordinate(static_cast<double>(chunk.y), file_, chunkPath + ".y");
            const Json* data = field(chunkValue, "data");
            if (data == nullptr) fail(file_, chunkPath, "chunk has no data");
            // The chunk's data uses the layer's encoding and compression.
            chunk.gids = readGids(value, *data, chunkPath + ".data", chunk.width * chunk.height);
            layer.chunks.push_back(std::move(chunk));
        }
        return;
    }
    Chunk chunk{0, 0, integer(value, "width", where, 0), integer(value, "height", where, 0), {}};
    checkCells(chunk.width, chunk.height, file_, where, context_);
    const Json* data = field(value, "data");
    if (data == nullptr) fail(file_, where, "tile layer has no data");
    chunk.gids = readGids(value, *data, where + ".data", chunk.width * chunk.height);
    layer.chunks.push_back(std::move(chunk));
}

void TmjReader::readLayers(const Json& list, const std::string& where, std::vector<Layer>& layers) {
    for (std::size_t i = 0; i < array(list, where).size(); ++i) {
        const std::string layerPath = where + "[" + std::to_string(i) + "]";
        const Json& value = object(list[i], layerPath);
        Layer layer;
        layer.where = layerPath;
        layer.name = text(value, "name", layerPath);
        layer.visible = flag(value, "visible", layerPath, true);
        layer.offset = {number(value, "offsetx", layerPath, 0), number(value, "offsety", layerPath, 0)};
        const std::string type = text(value, "type", layerPath);
        if (type == "tilelayer") {
            readTileData(value, layerPath, layer);
        } else if (type == "objectgroup") {
            layer.kind = LayerKind::Objects;
            const Json* objects = field(value, "objects");
            for (std::size_t k = 0; objects != nullptr && k < array(*objects, layerPath + ".objects").size(); ++k) {
                layer.objects.push_back(readObject((*objects)[k], layerPath + ".objects[" + std::to_string(k) + "]"));
            }
        } else if (type == "group") {
            layer.kind = LayerKind::Group;
            if (const Json* children = field(value, "layers")) readLayers(*children, layerPath + ".layers", layer.children);
        } else if (type == "imagelayer") {
            layer.kind = LayerKind::Image;
        } else {
            fail(file_, layerPath + ".type",
                 "unknown layer type \"" + type + "\" (expected tilelayer, objectgroup, group or imagelayer)");
        }
        layers.push_back(std::move(layer));
    }
}

Map TmjReader::readMap(const Json& root) {
    object(root, "(root)");
    const std::string type = text(root, "type", "", "map");
    if (type != "map") fail(file_, "type", "must be \"map\", got \"" + type + "\"");
    Map map;
    map.file = file_;
    map.orientation = text(root, "orientation", "", "orthogonal");
    map.tileSize = {number(root, "tilewidth", "", 0), number(root, "tileheight", "", 0)};
    for (const char* side : {"width", "height"}) {
        // Not needed for placing anything, but a negative size means the file is broken.
        const std::int64_t tiles = integer(root, side, "", 0);
        if (tiles < 0) fail(file_, side, "map size must not be negative, got " + std::to_string(tiles));
    }
    if (const Json* tilesets = field(root, "tilesets")) {
        for (std::size_t i = 0; i < array(*tilesets, "tilesets").size(); ++i) {
            const std::string where = "tilesets[" + std::to_string(i) + "]";
            const std::int64_t firstGid = integer(object((*tilesets)[i], where), "firstgid", where, 1);
            if (firstGid < 1 || firstGid > kGidMask)
                fail(file_, where + ".firstgid", "must be in 1.." + std::to_string(kGidMask));
            Tileset tileset = readTileset((*tilesets)[i], where);
            tileset.firstGid = static_cast<std::uint32_t>(firstGid);
            map.tilesets.push_back(std::move(tileset));
        }
    }
    const Json* layers = field(root, "layers");
    if (layers == nullptr) fail(file_, "layers", "a map needs a layers array");
    readLayers(*layers, "layers", map.layers);
    return map;
}

/// line:column (1-based; the column counts bytes) of the character at `offset`.
std::string placeOf(std::string_view text, const std::string& file, std::size_t offset) {
    offset = std::min(offset, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

/// nlohmann's DOM builder, keeping where a number too large for a double
/// (1e400) ends: the SAX parse_error is told, the out_of_range it throws is not.
class DomBuilder : public nlohmann::detail::json_sax_dom_parser<Json> {
    using Base = nlohmann::detail::json_sax_dom_parser<Json>;

public:
    explicit DomBuilder(Json& result) : Base(result, true) {}
    std::size_t overflowStart = 0; ///< offset of the number's first character
    std::string overflowToken;
    template <class Exception> bool parse_error(std::size_t position, const std::string& lastToken, const Exception& error) {
        if (error.id == 406) { // "number overflow parsing"; `position` counts the characters read to its end
            overflowToken = lastToken;
            overflowStart = position - std::min(position, lastToken.size());
        }
        return Base::parse_error(position, lastToken, error);
    }
};

Json parseJson(std::string_view text, const std::string& file) {
    Json root;
    DomBuilder builder(root);
    try {
        Json::sax_parse(text.begin(), text.end(), &builder);
        return root;
    } catch (const Json::parse_error& error) {
        // Turn the byte offset into line:column so the user can find it.
        throw TiledLoadError(placeOf(text, file, error.byte == 0 ? 0 : error.byte - 1), "",
                             "malformed JSON (" + std::string(error.what()) + ")");
    } catch (const Json::out_of_range&) {
        throw TiledLoadError(placeOf(text, file, builder.overflowStart), "",
                             "the number " + builder.overflowToken + " does not fit a double");
    }
}

} // namespace

Map readTmj(std::string_view text, const std::string& file, ReadContext& context) {
    return TmjReader(file, context).readMap(parseJson(text, file));
}

Tileset readTsj(std::string_view text, const std::string& file, ReadContext& context) {
    const Json root = parseJson(text, file);
    return TmjReader(file, context).readTileset(root, "(root)");
}

} // namespace sat::tiled
