// SPDX-License-Identifier: MIT
// The end-to-end test's own reading of a Tiled map (see tiled_truth.hpp).
// Deliberately plain: one neutral model filled from XML or JSON, then
// Tiled's placement rules in y-down map pixels. It shares no code with
// core/tiled/src/tiled_*.
#include "tiled_truth.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>
#include <tinyxml2.h>

namespace truth {
namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

constexpr double kPi = 3.14159265358979323846;

enum class Kind { Rectangle, Polygon, Ellipse, Skipped };

/// An object as the map file states it (a map object or a tile's collision shape).
struct Object {
    int id = 0;
    std::string name;
    double x = 0, y = 0, width = 0, height = 0, rotation = 0;
    bool hasSize = false;
    std::uint32_t gid = 0; ///< with its flip bits; 0: not a tile object
    Kind kind = Kind::Rectangle;
    std::vector<Point> points;
    bool visible = true;
};

struct Tile {
    double imageWidth = 0, imageHeight = 0;
    bool hasShapes = false; ///< an objectgroup with at least one object
    std::vector<Object> shapes;
};

struct Tileset {
    std::uint32_t firstGid = 0;
    double tileWidth = 0, tileHeight = 0;
    std::string alignment = "unspecified";
    Point offset;
    std::map<std::uint32_t, Tile> tiles; ///< by local id; tiles without an entry use the tileset's size and have no shapes
    Tile tile(std::uint32_t id) const {
        auto found = tiles.find(id);
        Tile t = found != tiles.end() ? found->second : Tile{};
        if (t.imageWidth <= 0) t.imageWidth = tileWidth;
        if (t.imageHeight <= 0) t.imageHeight = tileHeight;
        return t;
    }
};

constexpr std::uint32_t kFlipH = 0x80000000u, kFlipV = 0x40000000u, kFlipD = 0x20000000u, kFlags = 0xF0000000u;

/// Clockwise on screen by `degrees` in y-down coordinates, about the origin.
Point turn(Point p, double degrees) {
    const double r = degrees * kPi / 180.0;
    return {p.x * std::cos(r) - p.y * std::sin(r), p.x * std::sin(r) + p.y * std::cos(r)};
}

double area(const std::vector<Point>& ring) {
    double twice = 0;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const Point a = ring[i], b = ring[(i + 1) % ring.size()];
        twice += a.x * b.y - a.y * b.x;
    }
    return std::abs(twice) / 2;
}

/// The outline of a rectangle or polygon object in its own frame: rotated about (x, y), then placed at (x, y).
std::vector<Point> outlineOf(const Object& object) {
    std::vector<Point> local;
    if (object.kind == Kind::Rectangle) local = {{0, 0}, {object.width, 0}, {object.width, object.height}, {0, object.height}};
    else local = object.points;
    if (object.kind == Kind::Ellipse) { // the ellipse in its box, (x, y) its top-left: 720 points, within 1e-5 of its size
        local.clear();
        const double a = object.width / 2, b = object.height / 2;
        for (int i = 0; i < 720; ++i) local.push_back({a + a * std::cos(i * kPi / 360), b + b * std::sin(i * kPi / 360)});
    }
    std::vector<Point> ring;
    for (const Point p : local) {
        const Point q = turn(p, object.rotation);
        ring.push_back({object.x + q.x, object.y + q.y});
    }
    return ring;
}

/// Whether an object (or tile shape) is a collider at all, by Tiled's kinds and SATlab's documented rules.
bool isCollider(const Object& object) {
    if (object.kind == Kind::Skipped) return false;
    if (object.kind == Kind::Rectangle || object.kind == Kind::Ellipse) return object.width > 0 && object.height > 0;
    return object.points.size() >= 3 && area(object.points) > 0;
}

/// A point of a tile image (image pixels) as drawn with the gid's flip bits: diagonal first (swap x and y,
/// and the image's sides), then horizontal, then vertical.
Point flip(Point p, std::uint32_t gid, double width, double height) {
    if (gid & kFlipD) {
        std::swap(p.x, p.y);
        std::swap(width, height);
    }
    if (gid & kFlipH) p.x = width - p.x;
    if (gid & kFlipV) p.y = height - p.y;
    return p;
}

Point alignmentFraction(const std::string& alignment) {
    static const std::map<std::string, Point> fractions = {
        {"unspecified", {0, 1}}, {"bottomleft", {0, 1}}, {"topleft", {0, 0}}, {"top", {0.5, 0}},    {"topright", {1, 0}},
        {"left", {0, 0.5}},      {"center", {0.5, 0.5}}, {"right", {1, 0.5}}, {"bottom", {0.5, 1}}, {"bottomright", {1, 1}}};
    const auto found = fractions.find(alignment);
    if (found == fractions.end()) throw TruthError("unknown objectalignment " + alignment);
    return found->second;
}

// ---- the neutral model, from XML ----

double attr(const tinyxml2::XMLElement* e, const char* name, double fallback = 0) { return e->DoubleAttribute(name, fallback); }
std::string text(const tinyxml2::XMLElement* e, const char* name) {
    const char* value = e->Attribute(name);
    return value ? value : "";
}

std::vector<Point> pointList(const std::string& list) {
    std::vector<Point> points;
    std::istringstream in(list);
    std::string pair;
    while (in >> pair) {
        const std::size_t comma = pair.find(',');
        if (comma == std::string::npos) throw TruthError("bad point " + pair);
        points.push_back({std::stod(pair.substr(0, comma)), std::stod(pair.substr(comma + 1))});
    }
    return points;
}

Object xmlObject(const tinyxml2::XMLElement* e) {
    Object o;
    o.id = e->IntAttribute("id");
    o.name = text(e, "name");
    o.x = attr(e, "x");
    o.y = attr(e, "y");
    o.hasSize = e->Attribute("width") != nullptr;
    o.width = attr(e, "width");
    o.height = attr(e, "height");
    o.rotation = attr(e, "rotation");
    o.gid = e->UnsignedAttribute("gid");
    o.visible = e->IntAttribute("visible", 1) != 0;
    if (e->Attribute("template")) o.kind = Kind::Skipped;
    if (e->FirstChildElement("point") || e->FirstChildElement("polyline") || e->FirstChildElement("text")) o.kind = Kind::Skipped;
    if (e->FirstChildElement("ellipse") && !e->Attribute("template")) o.kind = Kind::Ellipse;
    if (const auto* polygon = e->FirstChildElement("polygon")) {
        o.kind = Kind::Polygon;
        o.points = pointList(text(polygon, "points"));
    }
    return o;
}

void readXmlTiles(const tinyxml2::XMLElement* tileset, Tileset& out) {
    for (auto* tile = tileset->FirstChildElement("tile"); tile; tile = tile->NextSiblingElement("tile")) {
        Tile t;
        if (const auto* image = tile->FirstChildElement("image")) {
            t.imageWidth = attr(image, "width");
            t.imageHeight = attr(image, "height");
        }
        if (const auto* group = tile->FirstChildElement("objectgroup")) {
            if (group->Attribute("offsetx") || group->Attribute("offsety")) throw TruthError("tile objectgroup offsets");
            for (auto* o = group->FirstChildElement("object"); o; o = o->NextSiblingElement("object")) {
                t.shapes.push_back(xmlObject(o));
                t.hasShapes = true;
            }
        }
        out.tiles[tile->UnsignedAttribute("id")] = t;
    }
}

void readXmlTilesetBody(const tinyxml2::XMLElement* e, Tileset& out) {
    out.tileWidth = attr(e, "tilewidth");
    out.tileHeight = attr(e, "tileheight");
    if (e->Attribute("objectalignment")) out.alignment = text(e, "objectalignment");
    if (e->Attribute("tilerendersize") && text(e, "tilerendersize") != "tile") throw TruthError("tilerendersize");
    if (const auto* offset = e->FirstChildElement("tileoffset")) out.offset = {attr(offset, "x"), attr(offset, "y")};
    readXmlTiles(e, out);
}

Tileset jsonTileset(const Json& j);

Tileset externalTileset(const fs::path& file, std::uint32_t firstGid) {
    Tileset tileset;
    const std::string ext = file.extension().string();
    if (ext == ".tsx") {
        tinyxml2::XMLDocument doc;
        if (doc.LoadFile(file.string().c_str()) != tinyxml2::XML_SUCCESS) throw TruthError("cannot read " + file.string());
        readXmlTilesetBody(doc.FirstChildElement("tileset"), tileset);
    } else {
        std::ifstream in(file);
        if (!in) throw TruthError("cannot read " + file.string());
        tileset = jsonTileset(Json::parse(in));
    }
    tileset.firstGid = firstGid;
    return tileset;
}

// ---- from JSON ----

Object jsonObject(const Json& j) {
    Object o;
    o.id = j.value("id", 0);
    o.name = j.value("name", "");
    o.x = j.value("x", 0.0);
    o.y = j.value("y", 0.0);
    o.hasSize = j.contains("width");
    o.width = j.value("width", 0.0);
    o.height = j.value("height", 0.0);
    o.rotation = j.value("rotation", 0.0);
    o.gid = j.value("gid", std::uint32_t{0});
    o.visible = j.value("visible", true);
    if (j.contains("template") || j.value("point", false) || j.contains("polyline") || j.contains("text")) o.kind = Kind::Skipped;
    if (j.value("ellipse", false) && !j.contains("template")) o.kind = Kind::Ellipse;
    if (j.contains("polygon")) {
        o.kind = Kind::Polygon;
        for (const Json& p : j["polygon"]) o.points.push_back({p["x"].get<double>(), p["y"].get<double>()});
    }
    return o;
}

Tileset jsonTileset(const Json& j) {
    Tileset t;
    t.tileWidth = j.value("tilewidth", 0.0);
    t.tileHeight = j.value("tileheight", 0.0);
    t.alignment = j.value("objectalignment", "unspecified");
    if (j.value("tilerendersize", "tile") != "tile") throw TruthError("tilerendersize");
    if (j.contains("tileoffset")) t.offset = {j["tileoffset"].value("x", 0.0), j["tileoffset"].value("y", 0.0)};
    if (j.contains("tiles")) {
        for (const Json& tile : j["tiles"]) {
            Tile out;
            out.imageWidth = tile.value("imagewidth", 0.0);
            out.imageHeight = tile.value("imageheight", 0.0);
            if (tile.contains("objectgroup")) {
                for (const Json& o : tile["objectgroup"]["objects"]) {
                    out.shapes.push_back(jsonObject(o));
                    out.hasShapes = true;
                }
            }
            t.tiles[tile["id"].get<std::uint32_t>()] = out;
        }
    }
    return t;
}

// ---- placing ----

class Builder {
public:
    MapTruth truth;
    std::vector<Tileset> tilesets;
    double tileWidth = 0, tileHeight = 0;

    const Tileset* tilesetOf(std::uint32_t gid) const {
        const Tileset* best = nullptr;
        for (const Tileset& t : tilesets)
            if (t.firstGid <= gid && (!best || t.firstGid > best->firstGid)) best = &t;
        return best;
    }

    bool anyTileShapes() const {
        for (const Tileset& t : tilesets)
            for (const auto& [id, tile] : t.tiles)
                if (tile.hasShapes) return true;
        return false;
    }

    /// A map object (offset: the sum of its layer's and its groups' offsets).
    void object(const Object& o, const std::string& layer, Point offset) {
        const std::string what = layer + ": object " + std::to_string(o.id) + (o.name.empty() ? "" : " '" + o.name + "'");
        if (!o.visible || o.kind == Kind::Skipped) {
            ++truth.skipped;
            return;
        }
        if (o.gid != 0) return tileObject(o, what, offset);
        if (!isCollider(o)) {
            ++truth.skipped;
            return;
        }
        add(what, outlineOf(o), offset);
    }

    /// A tile object: its tile's collision shapes in the image, flipped, scaled to the object's size, the image
    /// placed by the tileset's alignment (and tileoffset) about the pivot (x, y), all turned clockwise about it.
    void tileObject(const Object& o, const std::string& what, Point offset) {
        const std::uint32_t id = o.gid & ~kFlags;
        const Tileset* tileset = tilesetOf(id);
        if (!tileset) return;
        if (o.gid & kFlipD) throw TruthError(what + ": diagonal flip on a tile object");
        const Tile tile = tileset->tile(id - tileset->firstGid);
        const double w = o.hasSize ? o.width : tile.imageWidth, h = o.hasSize ? o.height : tile.imageHeight;
        const Point f = alignmentFraction(tileset->alignment);
        const Point topLeft{-f.x * w + tileset->offset.x, -f.y * h + tileset->offset.y};
        const auto place = [&](Point imagePoint) {
            const Point q = flip(imagePoint, o.gid, tile.imageWidth, tile.imageHeight);
            const Point local{topLeft.x + q.x * w / tile.imageWidth, topLeft.y + q.y * h / tile.imageHeight};
            const Point turned = turn(local, o.rotation);
            return Point{o.x + turned.x, o.y + turned.y};
        };
        if (!tile.hasShapes) { // the object's own rectangle
            add(what,
                {place({0, 0}), place({tile.imageWidth, 0}), place({tile.imageWidth, tile.imageHeight}),
                 place({0, tile.imageHeight})},
                offset);
            return;
        }
        for (std::size_t k = 0; k < tile.shapes.size(); ++k) { // a tile's own ellipses are left out (docs/tiled-import.md)
            if (!isCollider(tile.shapes[k]) || !tile.shapes[k].visible || tile.shapes[k].kind == Kind::Ellipse) {
                ++truth.skipped;
                continue;
            }
            std::vector<Point> ring;
            for (const Point p : outlineOf(tile.shapes[k])) ring.push_back(place(p));
            add(what + " shape " + std::to_string(k), ring, offset);
        }
    }

    /// A cell of a tile layer: the tile image's bottom-left on the cell's bottom-left, shapes flipped in the image.
    void cell(std::uint32_t gid, int column, int row, const std::string& layer, Point offset) {
        const std::uint32_t id = gid & ~kFlags;
        const Tileset* tileset = id == 0 ? nullptr : tilesetOf(id);
        if (!tileset) return;
        const Tile tile = tileset->tile(id - tileset->firstGid);
        if (!tile.hasShapes) return;
        if ((gid & kFlipD) && tile.imageWidth != tile.imageHeight)
            throw TruthError(layer + ": diagonal flip of a non-square tile");
        const Point topLeft{column * tileWidth + tileset->offset.x,
                            (row + 1) * tileHeight - tile.imageHeight + tileset->offset.y};
        for (std::size_t k = 0; k < tile.shapes.size(); ++k) {
            if (!isCollider(tile.shapes[k]) || !tile.shapes[k].visible || tile.shapes[k].kind == Kind::Ellipse) continue;
            std::vector<Point> ring;
            for (const Point p : outlineOf(tile.shapes[k])) {
                const Point q = flip(p, gid, tile.imageWidth, tile.imageHeight);
                ring.push_back({topLeft.x + q.x, topLeft.y + q.y});
            }
            add(layer + ": cell " + std::to_string(column) + "," + std::to_string(row) + " shape " + std::to_string(k), ring,
                offset);
        }
    }

    void add(const std::string& what, std::vector<Point> ring, Point offset) {
        for (Point& p : ring) {
            p.x += offset.x;
            p.y += offset.y;
        }
        truth.regions.push_back({what, std::move(ring)});
    }
};

// ---- layers ----

std::vector<std::uint32_t> csv(const std::string& data) {
    std::vector<std::uint32_t> gids;
    std::string item;
    std::istringstream in(data);
    while (std::getline(in, item, ',')) {
        std::size_t start = item.find_first_not_of(" \t\r\n");
        if (start == std::string::npos) continue;
        gids.push_back(static_cast<std::uint32_t>(std::stoul(item.substr(start))));
    }
    return gids;
}

void xmlLayers(const tinyxml2::XMLElement* parent, Builder& b, Point offset, const std::string& path, bool tiles) {
    for (auto* e = parent->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const std::string kind = e->Name();
        if (kind != "layer" && kind != "objectgroup" && kind != "group" && kind != "imagelayer") continue;
        const std::string name = path.empty() ? text(e, "name") : path + "/" + text(e, "name");
        const bool visible = e->IntAttribute("visible", 1) != 0;
        const Point at{offset.x + attr(e, "offsetx"), offset.y + attr(e, "offsety")};
        if (kind == "group") {
            if (visible) xmlLayers(e, b, at, name, tiles);
            continue;
        }
        if (kind == "objectgroup") {
            for (auto* o = e->FirstChildElement("object"); o; o = o->NextSiblingElement("object")) {
                if (visible) b.object(xmlObject(o), name, at);
                else ++b.truth.skipped;
            }
        }
        if (kind == "layer" && visible && tiles) {
            const auto* data = e->FirstChildElement("data");
            if (!data || text(data, "encoding") != "csv") throw TruthError(name + ": only CSV tile data here");
            const std::vector<std::uint32_t> gids = csv(data->GetText() ? data->GetText() : "");
            const int width = e->IntAttribute("width");
            for (std::size_t i = 0; i < gids.size(); ++i)
                b.cell(gids[i], static_cast<int>(i) % width, static_cast<int>(i) / width, name, at);
        }
    }
}

void jsonLayers(const Json& layers, Builder& b, Point offset, const std::string& path) {
    const bool tiles = b.anyTileShapes();
    for (const Json& layer : layers) {
        const std::string type = layer["type"];
        const std::string name = path.empty() ? layer["name"].get<std::string>() : path + "/" + layer["name"].get<std::string>();
        const bool visible = layer.value("visible", true);
        const Point at{offset.x + layer.value("offsetx", 0.0), offset.y + layer.value("offsety", 0.0)};
        if (type == "group") {
            if (visible) jsonLayers(layer["layers"], b, at, name);
        } else if (type == "objectgroup") {
            for (const Json& o : layer["objects"]) {
                if (visible) b.object(jsonObject(o), name, at);
                else ++b.truth.skipped;
            }
        } else if (type == "tilelayer" && visible && tiles) {
            if (layer.contains("chunks") || !layer["data"].is_array()) throw TruthError(name + ": only plain data arrays here");
            const int width = layer["width"];
            for (std::size_t i = 0; i < layer["data"].size(); ++i)
                b.cell(layer["data"][i].get<std::uint32_t>(), static_cast<int>(i) % width, static_cast<int>(i) / width, name, at);
        }
    }
}

MapTruth readXmlMap(const fs::path& file) {
    tinyxml2::XMLDocument doc;
    if (doc.LoadFile(file.string().c_str()) != tinyxml2::XML_SUCCESS) throw TruthError("cannot read " + file.string());
    const auto* map = doc.FirstChildElement("map");
    if (!map || text(map, "orientation") != "orthogonal" || map->IntAttribute("infinite") != 0)
        throw TruthError("not a finite orthogonal map");
    Builder b;
    b.tileWidth = attr(map, "tilewidth");
    b.tileHeight = attr(map, "tileheight");
    for (auto* e = map->FirstChildElement("tileset"); e; e = e->NextSiblingElement("tileset")) {
        const std::uint32_t first = e->UnsignedAttribute("firstgid");
        if (e->Attribute("source")) {
            b.tilesets.push_back(externalTileset(file.parent_path() / text(e, "source"), first));
        } else {
            Tileset t;
            readXmlTilesetBody(e, t);
            t.firstGid = first;
            b.tilesets.push_back(t);
        }
    }
    b.truth.width = map->IntAttribute("width") * b.tileWidth;
    b.truth.height = map->IntAttribute("height") * b.tileHeight;
    xmlLayers(map, b, {0, 0}, "", b.anyTileShapes());
    return b.truth;
}

MapTruth readJsonMap(const fs::path& file) {
    std::ifstream in(file);
    if (!in) throw TruthError("cannot read " + file.string());
    const Json map = Json::parse(in);
    if (map.value("orientation", "") != "orthogonal" || map.value("infinite", false))
        throw TruthError("not a finite orthogonal map");
    Builder b;
    b.tileWidth = map["tilewidth"];
    b.tileHeight = map["tileheight"];
    for (const Json& t : map["tilesets"]) {
        const std::uint32_t first = t["firstgid"];
        if (t.contains("source")) {
            b.tilesets.push_back(externalTileset(file.parent_path() / t["source"].get<std::string>(), first));
        } else {
            Tileset tileset = jsonTileset(t);
            tileset.firstGid = first;
            b.tilesets.push_back(tileset);
        }
    }
    b.truth.width = map["width"].get<int>() * b.tileWidth;
    b.truth.height = map["height"].get<int>() * b.tileHeight;
    jsonLayers(map["layers"], b, {0, 0}, "");
    return b.truth;
}

} // namespace

MapTruth readMap(const fs::path& file) { return file.extension() == ".tmx" ? readXmlMap(file) : readJsonMap(file); }

bool contains(const std::vector<Point>& ring, Point p) {
    bool inside = false;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        const Point a = ring[i], b = ring[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
    }
    return inside;
}

double distanceToOutline(const std::vector<Point>& ring, Point p) {
    double best = INFINITY; // squared
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const Point a = ring[i], b = ring[(i + 1) % ring.size()];
        const double dx = b.x - a.x, dy = b.y - a.y;
        const double length2 = dx * dx + dy * dy;
        double t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0;
        t = std::clamp(t, 0.0, 1.0);
        const double ex = p.x - (a.x + t * dx), ey = p.y - (a.y + t * dy);
        best = std::min(best, ex * ex + ey * ey);
    }
    return std::sqrt(best);
}

} // namespace truth
