// SPDX-License-Identifier: MIT
// Reading TMX maps and TSX tilesets (Tiled's XML formats) with tinyxml2 into
// the map model. Element paths in messages are written like
// `map/group[1]/layer[2]/data`: 1-based among siblings of the same name.

#include <cstring>
#include <optional>
#include <string_view>
#include <unordered_map>

#include <tinyxml2.h>

#include "tiled_model.hpp"

namespace sat::tiled {
namespace {

using tinyxml2::XMLElement;

/// An element and the path that names it in messages.
struct Node {
    const XMLElement* element;
    std::string where;
};

/// Calls `visit` with each child element of `parent` named `name` (every
/// child when `name` is null) and its path. The 1-based index among siblings
/// of the same name is counted as the walk goes, so a layer of n objects
/// costs n steps; work.siblingSteps and work.pathsBuilt count them.
template <class Visit> void forEachTmxChild(const Node& parent, const char* name, TiledImportWork& work, Visit&& visit) {
    std::unordered_map<std::string_view, int> countsByName; // only when walking every child
    int count = 0;
    for (const XMLElement* e = parent.element->FirstChildElement(name); e != nullptr; e = e->NextSiblingElement(name)) {
        ++work.siblingSteps;
        const int index = name != nullptr ? ++count : ++countsByName[e->Name()];
        ++work.pathsBuilt;
        visit(Node{e, parent.where + "/" + e->Name() + "[" + std::to_string(index) + "]"});
    }
}

/// The first child element named `name`, with its path (index 1), or none.
std::optional<Node> firstTmxChild(const Node& parent, const char* name, TiledImportWork& work) {
    const XMLElement* child = parent.element->FirstChildElement(name);
    if (child == nullptr) return std::nullopt;
    ++work.siblingSteps;
    ++work.pathsBuilt;
    return Node{child, parent.where + "/" + name + "[1]"};
}

class TmxReader {
public:
    TmxReader(std::string file, ReadContext& context) : file_(std::move(file)), context_(context) {}

    Map readMap(const Node& root);
    Tileset readTileset(const Node& node);

private:
    std::string file_;
    ReadContext& context_;

    std::string text(const Node& node, const char* name, const char* fallback = "") const {
        const char* value = node.element->Attribute(name);
        return validUtf8(value != nullptr ? value : fallback);
    }
    double number(const Node& node, const char* name, double fallback) const {
        if (node.element->Attribute(name) == nullptr) return fallback;
        double value = 0;
        if (node.element->QueryDoubleAttribute(name, &value) != tinyxml2::XML_SUCCESS) {
            fail(file_, node.where + "@" + name, "must be a number, got \"" + text(node, name) + "\"");
        }
        return checkedCoordinate(value, file_, node.where + "@" + name);
    }
    /// A rotation in degrees (checkedRotation), 0 when absent.
    double angle(const Node& node, const char* name) const {
        if (node.element->Attribute(name) == nullptr) return 0;
        double value = 0;
        if (node.element->QueryDoubleAttribute(name, &value) != tinyxml2::XML_SUCCESS) {
            fail(file_, node.where + "@" + name, "must be a number, got \"" + text(node, name) + "\"");
        }
        return checkedRotation(value, file_, node.where + "@" + name);
    }
    std::int64_t integer(const Node& node, const char* name, std::int64_t fallback) const {
        if (node.element->Attribute(name) == nullptr) return fallback;
        std::int64_t value = 0;
        if (node.element->QueryInt64Attribute(name, &value) != tinyxml2::XML_SUCCESS) {
            fail(file_, node.where + "@" + name, "must be an integer, got \"" + text(node, name) + "\"");
        }
        return value;
    }
    std::uint32_t gid(const Node& node, const char* name) const {
        const std::int64_t value = integer(node, name, 0);
        if (value < 0 || value > 0xffffffffLL) fail(file_, node.where + "@" + name, "tile id out of range");
        return static_cast<std::uint32_t>(value);
    }
    bool visible(const Node& node) const { return integer(node, "visible", 1) != 0; }

    std::vector<glm::dvec2> points(const Node& node) const;
    Object readObject(const Node& node) const;
    Tile readTile(const Node& node) const;
    void readLayers(const Node& parent, std::vector<Layer>& layers);
    void readTileData(const Node& layerNode, Layer& layer);
    std::vector<std::uint32_t> readGids(const Node& data, const Node& body, std::int64_t count) const;
};

std::vector<glm::dvec2> TmxReader::points(const Node& node) const {
    const std::string where = node.where + "@points";
    std::vector<glm::dvec2> result;
    const std::string list = text(node, "points");
    std::size_t i = 0;
    while (i < list.size()) {
        while (i < list.size() && list[i] == ' ') ++i;
        if (i == list.size()) break;
        const std::size_t end = std::min(list.find(' ', i), list.size());
        const std::string pair = list.substr(i, end - i);
        const std::size_t comma = pair.find(',');
        char* rest = nullptr;
        const double x = std::strtod(pair.c_str(), &rest);
        const bool xOk = comma != std::string::npos && rest == pair.c_str() + comma;
        const double y = xOk ? std::strtod(pair.c_str() + comma + 1, &rest) : 0.0;
        if (!xOk || rest == pair.c_str() + comma + 1 || *rest != '\0') {
            fail(file_, where, "point " + std::to_string(result.size()) + " must be \"x,y\", got \"" + pair + "\"");
        }
        result.emplace_back(checkedCoordinate(x, file_, where), checkedCoordinate(y, file_, where));
        i = end;
    }
    return result;
}

Object TmxReader::readObject(const Node& node) const {
    Object object;
    object.where = node.where;
    object.id = static_cast<int>(integer(node, "id", 0));
    object.name = text(node, "name");
    object.position = {number(node, "x", 0), number(node, "y", 0)};
    object.hasSize = node.element->Attribute("width") != nullptr || node.element->Attribute("height") != nullptr;
    object.size = {number(node, "width", 0), number(node, "height", 0)};
    object.rotationDeg = angle(node, "rotation");
    object.visible = visible(node);
    object.gid = gid(node, "gid");
    object.templateFile = text(node, "template");
    if (object.gid != 0) object.kind = ObjectKind::Tile;
    if (!object.templateFile.empty()) object.kind = ObjectKind::Template;
    forEachTmxChild(node, nullptr, context_.work, [&](const Node& child) {
        const std::string_view name = child.element->Name();
        if (name == "ellipse") object.kind = ObjectKind::Ellipse;
        if (name == "point") object.kind = ObjectKind::Point;
        if (name == "text") object.kind = ObjectKind::Text;
        if (name == "polygon" || name == "polyline") {
            object.kind = name == "polygon" ? ObjectKind::Polygon : ObjectKind::Polyline;
            object.points = points(child);
        }
    });
    return object;
}

Tile TmxReader::readTile(const Node& node) const {
    Tile tile;
    if (const std::optional<Node> image = firstTmxChild(node, "image", context_.work)) {
        tile.imageSize = {number(*image, "width", 0), number(*image, "height", 0)};
        if (tile.imageSize.x < 0 || tile.imageSize.y < 0) fail(file_, image->where, "image size must not be negative");
    }
    if (const std::optional<Node> group = firstTmxChild(node, "objectgroup", context_.work)) {
        forEachTmxChild(*group, "object", context_.work, [&](const Node& o) { tile.shapes.push_back(readObject(o)); });
    }
    return tile;
}

Tileset TmxReader::readTileset(const Node& node) {
    Tileset tileset;
    tileset.where = node.where;
    tileset.file = file_;
    if (const char* source = node.element->Attribute("source")) {
        // A tileset document may itself point elsewhere; follow it (with the recursion check).
        return loadExternalTileset(source, 1, file_, node.where + "@source", context_);
    }
    tileset.name = text(node, "name");
    tileset.tileSize = {number(node, "tilewidth", 0), number(node, "tileheight", 0)};
    tileset.tileCount = integer(node, "tilecount", -1);
    if (tileset.tileCount < -1 || (tileset.tileCount == -1 && node.element->Attribute("tilecount") != nullptr)) {
        fail(file_, node.where + "@tilecount", "must not be negative, got " + std::to_string(tileset.tileCount));
    }
    tileset.objectAlignment = text(node, "objectalignment", "unspecified");
    if (const std::optional<Node> offset = firstTmxChild(node, "tileoffset", context_.work)) {
        tileset.tileOffset = {number(*offset, "x", 0), number(*offset, "y", 0)};
    }
    forEachTmxChild(node, "tile", context_.work, [&](const Node& tileNode) {
        const std::int64_t id = integer(tileNode, "id", -1);
        if (id < 0 || id > kGidMask) fail(file_, tileNode.where + "@id", "tile id must be in 0.." + std::to_string(kGidMask));
        tileset.tiles[static_cast<std::uint32_t>(id)] = readTile(tileNode);
    });
    return tileset;
}

std::vector<std::uint32_t> TmxReader::readGids(const Node& data, const Node& body, std::int64_t count) const {
    const std::string encoding = text(data, "encoding");
    const char* content = body.element->GetText();
    if (encoding == "csv") return decodeCsv(content != nullptr ? content : "", count, file_, body.where);
    if (encoding == "base64") {
        return decodeBase64Tiles(content != nullptr ? content : "", text(data, "compression"), count, file_, body.where);
    }
    if (!encoding.empty()) {
        fail(file_, data.where + "@encoding", "unknown tile data encoding \"" + encoding + "\" (expected csv or base64)");
    }
    std::vector<std::uint32_t> gids; // the old XML form: one <tile gid=".."/> per cell
    forEachTmxChild(body, "tile", context_.work, [&](const Node& t) {
        if (static_cast<std::int64_t>(gids.size()) == count)
            fail(file_, body.where, "more <tile> elements than the layer has tiles");
        gids.push_back(gid(t, "gid"));
    });
    if (static_cast<std::int64_t>(gids.size()) != count) {
        fail(file_, body.where, "has " + std::to_string(gids.size()) + " tiles, the layer needs " + std::to_string(count));
    }
    return gids;
}

void TmxReader::readTileData(const Node& layerNode, Layer& layer) {
    const std::optional<Node> data = firstTmxChild(layerNode, "data", context_.work);
    if (!data) fail(file_, layerNode.where, "tile layer has no <data>");
    const Node& dataNode = *data;
    if (dataNode.element->FirstChildElement("chunk") != nullptr) { // infinite maps
        forEachTmxChild(dataNode, "chunk", context_.work, [&](const Node& chunkNode) {
            Chunk chunk{integer(chunkNode, "x", 0),
                        integer(chunkNode, "y", 0),
                        integer(chunkNode, "width", 0),
                        integer(chunkNode, "height", 0),
                        {}};
            checkCells(chunk.width, chunk.height, file_, chunkNode.where, context_);
            checkedCoordinate(static_cast<double>(chunk.x), file_, chunkNode.where + "@x");
            checkedCoordinate(static_cast<double>(chunk.y), file_, chunkNode.where + "@y");
            chunk.gids = readGids(dataNode, chunkNode, chunk.width * chunk.height);
            layer.chunks.push_back(std::move(chunk));
        });
        return;
    }
    Chunk chunk{0, 0, integer(layerNode, "width", 0), integer(layerNode, "height", 0), {}};
    checkCells(chunk.width, chunk.height, file_, layerNode.where, context_);
    chunk.gids = readGids(dataNode, dataNode, chunk.width * chunk.height);
    layer.chunks.push_back(std::move(chunk));
}

void TmxReader::readLayers(const Node& parent, std::vector<Layer>& layers) {
    forEachTmxChild(parent, nullptr, context_.work, [&](const Node& node) {
        const std::string_view kind = node.element->Name();
        if (kind != "layer" && kind != "objectgroup" && kind != "group" && kind != "imagelayer") return;
        Layer layer;
        layer.where = node.where;
        layer.name = text(node, "name");
        layer.visible = visible(node);
        layer.offset = {number(node, "offsetx", 0), number(node, "offsety", 0)};
        if (kind == "layer") {
            layer.kind = LayerKind::Tiles;
            readTileData(node, layer);
        } else if (kind == "objectgroup") {
            layer.kind = LayerKind::Objects;
            forEachTmxChild(node, "object", context_.work, [&](const Node& o) { layer.objects.push_back(readObject(o)); });
        } else if (kind == "group") {
            layer.kind = LayerKind::Group;
            readLayers(node, layer.children);
        } else {
            layer.kind = LayerKind::Image;
        }
        layers.push_back(std::move(layer));
    });
}

Map TmxReader::readMap(const Node& root) {
    Map map;
    map.file = file_;
    map.orientation = text(root, "orientation", "orthogonal");
    map.tileSize = {number(root, "tilewidth", 0), number(root, "tileheight", 0)};
    for (const char* side : {"width", "height"}) {
        // Not needed for placing anything, but a negative size means the file is broken.
        const std::int64_t tiles = integer(root, side, 0);
        if (tiles < 0) fail(file_, root.where + "@" + side, "map size must not be negative, got " + std::to_string(tiles));
    }
    forEachTmxChild(root, "tileset", context_.work, [&](const Node& node) {
        const std::int64_t firstGid = integer(node, "firstgid", 1);
        if (firstGid < 1 || firstGid > kGidMask)
            fail(file_, node.where + "@firstgid", "must be in 1.." + std::to_string(kGidMask));
        Tileset tileset = readTileset(node);
        tileset.firstGid = static_cast<std::uint32_t>(firstGid);
        map.tilesets.push_back(std::move(tileset));
    });
    readLayers(root, map.layers);
    return map;
}

/// What tinyxml2's error means, in words, with its own detail when it gives one.
std::string tmxXmlProblem(const tinyxml2::XMLDocument& document) {
    std::string words;
    switch (document.ErrorID()) {
    case tinyxml2::XML_ERROR_EMPTY_DOCUMENT: words = "the file is empty (or only white space)"; break;
    case tinyxml2::XML_ERROR_PARSING_TEXT: words = "text where an element was expected: this is not XML"; break;
    case tinyxml2::XML_ERROR_PARSING_ELEMENT: words = "an element is cut off or not closed"; break;
    case tinyxml2::XML_ERROR_MISMATCHED_ELEMENT: words = "an end tag does not match its start tag"; break;
    case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE: words = "an attribute is not written name=\"value\""; break;
    default: return document.ErrorStr();
    }
    // ErrorStr() ends with ": detail" (such as the element's name) when tinyxml2 has one.
    const std::string full = document.ErrorStr();
    const std::size_t line = full.find("Line number=");
    const std::size_t detail = line == std::string::npos ? std::string::npos : full.find(": ", line);
    return detail == std::string::npos ? words : words + " (" + full.substr(detail + 2) + ")";
}

const XMLElement* parse(tinyxml2::XMLDocument& document, std::string_view text, const std::string& file, const char* rootName) {
    if (document.Parse(text.data(), text.size()) != tinyxml2::XML_SUCCESS) {
        // FILE:LINE when tinyxml2 knows the line (it gives 0 for an empty document).
        const int line = document.ErrorLineNum();
        const char* kind = std::strcmp(rootName, "map") == 0 ? "TMX map" : "TSX tileset";
        throw TiledLoadError(line > 0 ? file + ":" + std::to_string(line) : file, "",
                             std::string("malformed XML (") + kind + "): " + tmxXmlProblem(document));
    }
    const XMLElement* root = document.RootElement();
    if (root == nullptr || std::strcmp(root->Name(), rootName) != 0) {
        fail(file, root != nullptr ? root->Name() : "", std::string("the root element must be <") + rootName + ">");
    }
    return root;
}

} // namespace

Map readTmx(std::string_view text, const std::string& file, ReadContext& context) {
    tinyxml2::XMLDocument document;
    const XMLElement* root = parse(document, text, file, "map");
    return TmxReader(file, context).readMap({root, "map"});
}

Tileset readTsx(std::string_view text, const std::string& file, ReadContext& context) {
    tinyxml2::XMLDocument document;
    const XMLElement* root = parse(document, text, file, "tileset");
    return TmxReader(file, context).readTileset({root, "tileset"});
}

} // namespace sat::tiled
