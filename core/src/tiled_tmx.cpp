// Reading TMX maps and TSX tilesets (Tiled's XML formats) with tinyxml2 into
// the map model. Element paths in messages are written like
// `map/group[1]/layer[2]/data`: 1-based among siblings of the same name.

#include <cstring>

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

std::string childPath(const Node& parent, const XMLElement* child) {
    int index = 1;
    for (const XMLElement* e = parent.element->FirstChildElement(child->Name()); e != child;
         e = e->NextSiblingElement(child->Name())) {
        ++index;
    }
    return parent.where + "/" + child->Name() + "[" + std::to_string(index) + "]";
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
    object.rotationDeg = number(node, "rotation", 0);
    object.visible = visible(node);
    object.gid = gid(node, "gid");
    object.templateFile = text(node, "template");
    if (object.gid != 0) object.kind = ObjectKind::Tile;
    if (!object.templateFile.empty()) object.kind = ObjectKind::Template;
    for (const XMLElement* child = node.element->FirstChildElement(); child != nullptr; child = child->NextSiblingElement()) {
        const std::string name = child->Name();
        const Node childNode{child, childPath(node, child)};
        if (name == "ellipse") object.kind = ObjectKind::Ellipse;
        if (name == "point") object.kind = ObjectKind::Point;
        if (name == "text") object.kind = ObjectKind::Text;
        if (name == "polygon" || name == "polyline") {
            object.kind = name == "polygon" ? ObjectKind::Polygon : ObjectKind::Polyline;
            object.points = points(childNode);
        }
    }
    return object;
}

Tile TmxReader::readTile(const Node& node) const {
    Tile tile;
    if (const XMLElement* image = node.element->FirstChildElement("image")) {
        const Node imageNode{image, childPath(node, image)};
        tile.imageSize = {number(imageNode, "width", 0), number(imageNode, "height", 0)};
    }
    if (const XMLElement* group = node.element->FirstChildElement("objectgroup")) {
        const Node groupNode{group, childPath(node, group)};
        for (const XMLElement* o = group->FirstChildElement("object"); o != nullptr; o = o->NextSiblingElement("object")) {
            tile.shapes.push_back(readObject({o, childPath(groupNode, o)}));
        }
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
    tileset.tileCount = integer(node, "tilecount", 0);
    tileset.objectAlignment = text(node, "objectalignment", "unspecified");
    if (const XMLElement* offset = node.element->FirstChildElement("tileoffset")) {
        const Node offsetNode{offset, childPath(node, offset)};
        tileset.tileOffset = {number(offsetNode, "x", 0), number(offsetNode, "y", 0)};
    }
    for (const XMLElement* t = node.element->FirstChildElement("tile"); t != nullptr; t = t->NextSiblingElement("tile")) {
        const Node tileNode{t, childPath(node, t)};
        const std::int64_t id = integer(tileNode, "id", -1);
        if (id < 0 || id > kGidMask) fail(file_, tileNode.where + "@id", "tile id must be in 0.." + std::to_string(kGidMask));
        tileset.tiles[static_cast<std::uint32_t>(id)] = readTile(tileNode);
    }
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
    for (const XMLElement* t = body.element->FirstChildElement("tile"); t != nullptr; t = t->NextSiblingElement("tile")) {
        if (static_cast<std::int64_t>(gids.size()) == count) fail(file_, body.where, "more <tile> elements than the layer has tiles");
        gids.push_back(gid({t, childPath(body, t)}, "gid"));
    }
    if (static_cast<std::int64_t>(gids.size()) != count) {
        fail(file_, body.where, "has " + std::to_string(gids.size()) + " tiles, the layer needs " + std::to_string(count));
    }
    return gids;
}

void TmxReader::readTileData(const Node& layerNode, Layer& layer) {
    const XMLElement* data = layerNode.element->FirstChildElement("data");
    if (data == nullptr) fail(file_, layerNode.where, "tile layer has no <data>");
    const Node dataNode{data, childPath(layerNode, data)};
    if (const XMLElement* first = data->FirstChildElement("chunk")) { // infinite maps
        for (const XMLElement* c = first; c != nullptr; c = c->NextSiblingElement("chunk")) {
            const Node chunkNode{c, childPath(dataNode, c)};
            Chunk chunk{integer(chunkNode, "x", 0), integer(chunkNode, "y", 0), integer(chunkNode, "width", 0),
                        integer(chunkNode, "height", 0), {}};
            checkCells(chunk.width, chunk.height, file_, chunkNode.where, context_);
            checkedCoordinate(static_cast<double>(chunk.x), file_, chunkNode.where + "@x");
            checkedCoordinate(static_cast<double>(chunk.y), file_, chunkNode.where + "@y");
            chunk.gids = readGids(dataNode, chunkNode, chunk.width * chunk.height);
            layer.chunks.push_back(std::move(chunk));
        }
        return;
    }
    Chunk chunk{0, 0, integer(layerNode, "width", 0), integer(layerNode, "height", 0), {}};
    checkCells(chunk.width, chunk.height, file_, layerNode.where, context_);
    chunk.gids = readGids(dataNode, dataNode, chunk.width * chunk.height);
    layer.chunks.push_back(std::move(chunk));
}

void TmxReader::readLayers(const Node& parent, std::vector<Layer>& layers) {
    for (const XMLElement* e = parent.element->FirstChildElement(); e != nullptr; e = e->NextSiblingElement()) {
        const std::string kind = e->Name();
        if (kind != "layer" && kind != "objectgroup" && kind != "group" && kind != "imagelayer") continue;
        const Node node{e, childPath(parent, e)};
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
            for (const XMLElement* o = e->FirstChildElement("object"); o != nullptr; o = o->NextSiblingElement("object")) {
                layer.objects.push_back(readObject({o, childPath(node, o)}));
            }
        } else if (kind == "group") {
            layer.kind = LayerKind::Group;
            readLayers(node, layer.children);
        } else {
            layer.kind = LayerKind::Image;
        }
        layers.push_back(std::move(layer));
    }
}

Map TmxReader::readMap(const Node& root) {
    Map map;
    map.file = file_;
    map.orientation = text(root, "orientation", "orthogonal");
    map.tileSize = {number(root, "tilewidth", 0), number(root, "tileheight", 0)};
    for (const XMLElement* t = root.element->FirstChildElement("tileset"); t != nullptr; t = t->NextSiblingElement("tileset")) {
        const Node node{t, childPath(root, t)};
        const std::int64_t firstGid = integer(node, "firstgid", 1);
        if (firstGid < 1 || firstGid > kGidMask) fail(file_, node.where + "@firstgid", "must be in 1.." + std::to_string(kGidMask));
        Tileset tileset = readTileset(node);
        tileset.firstGid = static_cast<std::uint32_t>(firstGid);
        map.tilesets.push_back(std::move(tileset));
    }
    readLayers(root, map.layers);
    return map;
}

const XMLElement* parse(tinyxml2::XMLDocument& document, std::string_view text, const std::string& file,
                        const char* rootName) {
    if (document.Parse(text.data(), text.size()) != tinyxml2::XML_SUCCESS) {
        throw TiledLoadError(file + ":" + std::to_string(document.ErrorLineNum()), "",
                             std::string("malformed XML: ") + document.ErrorStr());
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
