// SPDX-License-Identifier: MIT
// From the map model to SATlab shapes: walks the layers, places objects and
// tile collision shapes in map pixels (tiled_geometry.cpp), maps them into
// the y-up world and names them. What cannot become a collider is listed as
// skipped, with the reason. docs/tiled-import.md is the user's view of this.

#include <map>
#include <optional>
#include <tuple>

#include "sat/convex_decomposition.hpp"
#include "tiled_emit.hpp"

namespace sat::tiled {
namespace {

const char* kindWord(ObjectKind kind) {
    switch (kind) {
    case ObjectKind::Rectangle: return "rectangle";
    case ObjectKind::Polygon: return "polygon";
    case ObjectKind::Polyline: return "polyline";
    case ObjectKind::Ellipse: return "ellipse";
    case ObjectKind::Point: return "point";
    case ObjectKind::Text: return "text";
    case ObjectKind::Tile: return "tile object";
    case ObjectKind::Template: return "template instance";
    }
    return "object";
}

/// Why an object kind gives no collider; empty when it does.
std::string unsupportedReason(const Object& object) {
    switch (object.kind) {
    case ObjectKind::Point: return "point: has no area to collide with";
    case ObjectKind::Polyline: return "polyline: an open line has no inside (draw a polygon for a solid collider)";
    case ObjectKind::Text: return "text: not a collider";
    case ObjectKind::Template:
        return "template instance (\"" + object.templateFile + "\"): object templates are not supported; detach it in Tiled";
    case ObjectKind::Rectangle:
    case ObjectKind::Ellipse:
    case ObjectKind::Tile:
        if (object.size.x < 0 || object.size.y < 0) {
            return std::string(kindWord(object.kind)) + " of negative size (" + numberText(object.size.x) + " x " +
                   numberText(object.size.y) + " px): Tiled never writes one; fix its width and height";
        }
        return {};
    default: return {};
    }
}

/// A non-circular ellipse gets the fewest sides (16 to 32) that keep its polygon within this of it: half a pixel,
/// below what Tiled draws.
constexpr double kEllipseTolerancePx = 0.5;

/// Why a tile's collision shape gives no collider; empty when it does. A tile's flips and scale may stretch an
/// ellipse, so a tile's ellipses are left out.
std::string tileShapeReason(const Object& shape) {
    if (shape.kind == ObjectKind::Ellipse) return "ellipse: a tile's collision ellipses are not imported (draw it as a polygon)";
    return unsupportedReason(shape);
}

class Converter {
public:
    Converter(const Map& map, const TiledImportOptions& options, TiledImportResult& result)
        : map_(map), emit_{map.file, options, result, {}, {}} {}

    void layers(const std::vector<Layer>& layers, const LayerFrame& parent) {
        for (const Layer& layer : layers) {
            LayerFrame frame{parent.path.empty() ? layer.name : parent.path + "/" + layer.name, parent.offset + layer.offset,
                             parent.hidden || !layer.visible};
            if (!layer.visible && !parent.hidden && !emit_.options.includeHidden) {
                emit_.skip(frame.path, frame, "hidden layer: nothing in it is imported (--include-hidden imports it)");
                continue;
            }
            if (layer.kind == LayerKind::Group) this->layers(layer.children, frame);
            if (layer.kind == LayerKind::Objects) objects(layer, frame);
            if (layer.kind == LayerKind::Tiles) tiles(layer, frame);
            if (layer.kind == LayerKind::Image) {
                emit_.result.warnings.push_back("image layer \"" + frame.path + "\" has no colliders; ignored");
            }
        }
    }

private:
    const Map& map_;
    Emitter emit_;
    /// Skipped tile collision shapes, counted per (layer, gid, shape) so a
    /// tile used on 500 cells is listed once.
    std::map<std::tuple<std::string, std::uint32_t, std::size_t>, std::pair<std::string, int>> tileSkips_;
    std::map<const Object*, std::string> tileShapeCrossings_; ///< tileShapeCrossing's answers

    /// The tileset that holds tile id `gid` (flip bits masked off): the one
    /// with the largest firstgid <= gid, when the id is one of its
    /// `tilecount` tiles or has a <tile> entry there (image collections may
    /// skip ids). Null when no tileset holds it.
    const Tileset* tilesetOf(std::uint32_t gid) const {
        const Tileset* found = nullptr;
        for (const Tileset& tileset : map_.tilesets) {
            if (tileset.firstGid <= gid && (found == nullptr || tileset.firstGid > found->firstGid)) found = &tileset;
        }
        if (found == nullptr) return nullptr;
        const std::uint32_t local = gid - found->firstGid;
        const bool counted = found->tileCount < 0 || static_cast<std::int64_t>(local) < found->tileCount;
        return counted || found->tiles.count(local) != 0 ? found : nullptr;
    }
    /// "tile id 268435455 (4294967295 with its flip bits)" or "tile id 5".
    static std::string tileIdText(std::uint32_t rawGid) {
        const std::uint32_t gid = rawGid & kGidMask;
        std::string text = "tile id " + std::to_string(gid);
        if (gid != rawGid) text += " (" + std::to_string(rawGid) + " with its flip bits)";
        return text;
    }
    static glm::dvec2 imageSizeOf(const Tileset& tileset, const Tile* tile) {
        return tile != nullptr && tile->imageSize.x > 0 && tile->imageSize.y > 0 ? tile->imageSize : tileset.tileSize;
    }
    static const Tile* tileOf(const Tileset& tileset, std::uint32_t gid) {
        const auto it = tileset.tiles.find(gid - tileset.firstGid);
        return it == tileset.tiles.end() ? nullptr : &it->second;
    }

    void objects(const Layer& layer, const LayerFrame& frame) {
        for (const Object& object : layer.objects) {
            const std::string fallback = frame.path + "/" + std::to_string(object.id);
            const std::string label = object.name.empty() ? fallback : object.name;
            LayerFrame objectFrame = frame;
            objectFrame.hidden = frame.hidden || !object.visible;
            if (!object.visible && !emit_.options.includeHidden) {
                emit_.skip(label, frame, "hidden object (--include-hidden imports it)");
                continue;
            }
            if (const std::string why = unsupportedReason(object); !why.empty()) {
                emit_.skip(label, frame, why);
                continue;
            }
            const std::string name = emit_.unique(object.name, fallback);
            const glm::dvec2 position = object.position + frame.offset;
            if (object.kind == ObjectKind::Rectangle) {
                const glm::dvec2 half = object.size * 0.5;
                emit_.rect(name, "", objectFrame,
                           PixelRect{position + rotateClockwise(half, object.rotationDeg), half, object.rotationDeg});
            } else if (object.kind == ObjectKind::Polygon) {
                PixelPolygon points;
                for (const glm::dvec2 p : object.points) points.push_back(position + rotateClockwise(p, object.rotationDeg));
                emit_.polygon(name, "", objectFrame, points);
            } else if (object.kind == ObjectKind::Ellipse) {
                ellipse(object, position, name, objectFrame);
            } else if (object.kind == ObjectKind::Tile) {
                tileObject(object, position, name, objectFrame);
            }
        }
    }

    /// An ellipse object: x, y is the top-left of its box before the turn, as for a rectangle. Width equal to height
    /// gives a circle2 (the turn moves only its centre); any other, a convex polygon with its vertices on the ellipse.
    void ellipse(const Object& object, glm::dvec2 position, const std::string& name, const LayerFrame& frame) {
        const glm::dvec2 half = object.size * 0.5;
        const glm::dvec2 center = position + rotateClockwise(half, object.rotationDeg);
        if (object.size.x == object.size.y) return emit_.circle(name, "", frame, center, half.x);
        if (!(half.x > 0 && half.y > 0)) {
            return emit_.skip(name, frame,
                              "zero-size ellipse (" + numberText(object.size.x) + " x " + numberText(object.size.y) +
                                  " px): it has no area to collide with");
        }
        const EllipsePolygon polygon = ellipsePolygon(half, kEllipseTolerancePx);
        PixelPolygon points;
        for (const glm::dvec2 p : polygon.points) points.push_back(center + rotateClockwise(p, object.rotationDeg));
        const std::size_t shapesBefore = emit_.result.scene.shapes.size();
        emit_.polygon(name, "", frame, points);
        if (emit_.result.scene.shapes.size() == shapesBefore) return; // skipped, with its reason
        emit_.result.warnings.push_back("ellipse \"" + name + "\" (" + numberText(object.size.x) + " x " +
                                        numberText(object.size.y) + " px) imported as a " +
                                        std::to_string(polygon.points.size()) + "-sided polygon inside it, at most " +
                                        numberText(polygon.error) + " px from the ellipse (SATlab's round kind is the circle)");
    }

    void tileObject(const Object& object, glm::dvec2 position, const std::string& name, const LayerFrame& frame) {
        const std::uint32_t gid = object.gid & kGidMask;
        const Tileset* tileset = tilesetOf(gid);
        if (gid == 0 || tileset == nullptr) return emit_.skip(name, frame, tileIdText(object.gid) + " is in no tileset");
        glm::dvec2 alignment{};
        if (!alignmentFraction(tileset->objectAlignment, alignment)) {
            return emit_.skip(
                name, frame, "unknown objectalignment \"" + tileset->objectAlignment + "\" in tileset \"" + tileset->name + "\"");
        }
        const Tile* tile = tileOf(*tileset, gid);
        const glm::dvec2 imageSize = imageSizeOf(*tileset, tile);
        const glm::dvec2 size = object.hasSize && object.size.x > 0 && object.size.y > 0 ? object.size : imageSize;
        const TilePlacement placement = tileObjectPlacement(position, size, object.rotationDeg, alignment, imageSize, object.gid,
                                                            tileset->tileOffset);
        if (tile == nullptr || tile->shapes.empty()) {
            // No collision shapes: the tile object's own rectangle is the collider.
            PixelRect rect;
            PixelPolygon unused;
            placeRect(placement, {0, 0}, imageSize, 0, rect, unused);
            return emit_.rect(name, "", frame, rect);
        }
        const bool several = tile->shapes.size() > 1;
        for (std::size_t k = 0; k < tile->shapes.size(); ++k) {
            const Object& shape = tile->shapes[k];
            const std::string shapeName = several ? emit_.unique(name + "/" + std::to_string(shape.id),
                                                                 name + "/" + std::to_string(k))
                                                  : name;
            if (const std::string why = tileShapeReason(shape); !why.empty()) {
                emit_.skip(shapeName, frame, "collision shape of tile " + std::to_string(gid) + ": " + why);
                continue;
            }
            placeShape(shape, placement, shapeName, several ? name : "", frame);
        }
    }

    /// One collision shape of a tile, at `placement`.
    void placeShape(const Object& shape, const TilePlacement& placement, const std::string& name, const std::string& collider,
                    const LayerFrame& frame) {
        if (shape.kind == ObjectKind::Polygon) {
            PixelPolygon points;
            for (const glm::dvec2 p : shape.points)
                points.push_back(placement.place(shape.position + rotateClockwise(p, shape.rotationDeg)));
            return emit_.polygon(name, collider, frame, points);
        }
        if (shape.kind != ObjectKind::Rectangle)
            return emit_.skip(name, frame, std::string(kindWord(shape.kind)) + " collision shape is not used");
        PixelRect rect;
        PixelPolygon corners;
        if (placeRect(placement, shape.position, shape.size, shape.rotationDeg, rect, corners))
            return emit_.rect(name, collider, frame, rect);
        emit_.polygon(name, collider, frame, corners);
    }

    /// Cells whose tile id is in no tileset, for one layer: per raw gid, the
    /// first such cell and how many there are.
    struct UnknownTile {
        std::int64_t column = 0, row = 0, cells = 0;
    };

    void tiles(const Layer& layer, const LayerFrame& frame) {
        std::map<std::uint32_t, UnknownTile> unknown;
        std::int64_t unknownCells = 0;
        for (const Chunk& chunk : layer.chunks) {
            for (std::size_t i = 0; i < chunk.gids.size(); ++i) {
                const std::uint32_t gid = chunk.gids[i] & kGidMask;
                if (gid == 0) continue;
                const std::int64_t column = chunk.x + static_cast<std::int64_t>(i) % chunk.width;
                const std::int64_t row = chunk.y + static_cast<std::int64_t>(i) / chunk.width;
                const Tileset* tileset = tilesetOf(gid);
                if (tileset == nullptr) {
                    UnknownTile& entry = unknown.try_emplace(chunk.gids[i], UnknownTile{column, row, 0}).first->second;
                    ++entry.cells;
                    ++unknownCells;
                    continue;
                }
                const Tile* tile = tileOf(*tileset, gid);
                if (tile == nullptr || tile->shapes.empty()) continue;
                cell(frame, *tileset, *tile, chunk.gids[i], column, row);
            }
        }
        if (unknown.empty()) return;
        for (const auto& [rawGid, entry] : unknown) {
            const std::string where = std::to_string(entry.column) + "," + std::to_string(entry.row);
            std::string why = tileIdText(rawGid) + " is in no tileset";
            if (entry.cells > 1) why += " (on " + std::to_string(entry.cells) + " cells, the first at " + where + ")";
            emit_.skip(frame.path + "/" + where, frame, why);
        }
        const auto& [firstGid, first] = *unknown.begin();
        const std::string firstCell = std::to_string(first.column) + "," + std::to_string(first.row);
        emit_.result.warnings.push_back("layer \"" + frame.path + "\": " + std::to_string(unknownCells) +
                                        (unknownCells == 1 ? " tile has an id" : " tiles have ids") + " in no tileset (such as " +
                                        tileIdText(firstGid) + " at " + firstCell + "); nothing is imported for them");
    }

    /// Why a tile's polygon collision shape is skipped when it crosses
    /// itself (the crossing in tile image pixels), else empty. Placing it on
    /// a cell flips, scales and turns it, which keeps a crossing a crossing,
    /// so it is checked once per shape, not once per cell.
    const std::string& tileShapeCrossing(const Object& shape) {
        const auto [it, fresh] = tileShapeCrossings_.try_emplace(&shape);
        if (fresh && shape.kind == ObjectKind::Polygon && shape.points.size() <= static_cast<std::size_t>(kMaxDecomposePoints)) {
            if (const std::optional<glm::dvec2> crossing = findSelfCrossing(simplifyOutline(shape.points))) {
                const glm::dvec2 at = shape.position + rotateClockwise(*crossing, shape.rotationDeg);
                it->second = "polygon crosses itself at (" + numberText(at.x) + ", " + numberText(at.y) +
                             ") px of the tile image: it has no single inside to collide with";
            }
        }
        return it->second;
    }

    void cell(const LayerFrame& frame, const Tileset& tileset, const Tile& tile, std::uint32_t rawGid, std::int64_t column,
              std::int64_t row) {
        const std::uint32_t gid = rawGid & kGidMask;
        const TilePlacement placement = tileCellPlacement({static_cast<double>(column), static_cast<double>(row)}, map_.tileSize,
                                                          imageSizeOf(tileset, &tile), rawGid, tileset.tileOffset, frame.offset);
        const std::string base = frame.path + "/" + std::to_string(column) + "," + std::to_string(row);
        const bool several = tile.shapes.size() > 1;
        for (std::size_t k = 0; k < tile.shapes.size(); ++k) {
            const Object& shape = tile.shapes[k];
            std::string why = tileShapeReason(shape);
            if (why.empty()) why = tileShapeCrossing(shape);
            if (!why.empty()) {
                auto& entry = tileSkips_[{frame.path, gid, k}];
                entry.first = why;
                ++entry.second;
                continue;
            }
            const std::string name = several ? emit_.unique("", base + "/" + std::to_string(k)) : emit_.unique("", base);
            placeShape(shape, placement, name, several ? base : "", frame);
        }
    }

public:
    void listTileSkips() {
        for (const auto& [key, entry] : tileSkips_) {
            const auto& [layer, gid, index] = key;
            emit_.result.skipped.push_back({layer + "/tile " + std::to_string(gid) + " shape " + std::to_string(index), layer,
                                            "collision shape of tile " + std::to_string(gid) + ": " + entry.first + " (on " +
                                                std::to_string(entry.second) + " cells)"});
        }
    }
};

} // namespace

TiledImportResult convertMap(const Map& map, const TiledImportOptions& options) {
    if (map.orientation != "orthogonal") {
        fail(map.file, "orientation", "\"" + map.orientation + "\" maps are not supported: SATlab imports orthogonal maps only");
    }
    if (!(map.tileSize.x > 0 && map.tileSize.y > 0 && map.tileSize.x <= kMaxTileSize && map.tileSize.y <= kMaxTileSize)) {
        fail(map.file, "tilewidth",
             "tile size must be in (0, " + numberText(kMaxTileSize) + "] pixels, got " + numberText(map.tileSize.x) + " x " +
                 numberText(map.tileSize.y));
    }
    for (const Tileset& tileset : map.tilesets) {
        if (!(tileset.tileSize.x >= 0 && tileset.tileSize.y >= 0 && tileset.tileSize.x <= kMaxTileSize &&
              tileset.tileSize.y <= kMaxTileSize)) {
            fail(tileset.file, tileset.where, "tile size must be in [0, " + numberText(kMaxTileSize) + "] pixels");
        }
    }
    TiledImportResult result;
    result.tileSize = map.tileSize * options.scale;
    Converter converter(map, options, result);
    converter.layers(map.layers, LayerFrame{});
    converter.listTileSkips();
    return result;
}

} // namespace sat::tiled
