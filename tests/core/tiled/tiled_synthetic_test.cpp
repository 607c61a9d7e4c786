// SPDX-License-Identifier: MIT
// The importer on small maps written here: tile data encodings, group
// offsets, tile object alignment, and bad input (every message names the
// file and the XML element or JSON path).

#include <algorithm>
#include <cmath>
#include <fstream>

#include <glm/geometric.hpp>

#include <gtest/gtest.h>

#include "sat/tiled.hpp"
#include "tiled_test_util.hpp"

namespace sat {
namespace {

// A 2x1 map of 16 px tiles; tile 0 of the tileset has a collision rectangle
// on its left 4 px. Cell (0,0) holds gid 1, cell (1,0) gid 1 flipped
// horizontally (0x80000001), whose rectangle is then on the right: x 28..32.
std::string tmxWithData(const std::string& dataElement) {
    return R"(<map orientation="orthogonal" width="2" height="1" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="1">
  <tile id="0"><objectgroup><object id="1" x="0" y="0" width="4" height="16"/></objectgroup></tile>
 </tileset>
 <layer name="Walls" width="2" height="1">)" +
           dataElement + R"(</layer>
</map>)";
}

TiledImportResult importText(const std::string& text, const TiledImportOptions& options = {}) {
    return importTiledMapText(text, "m.tmx", std::filesystem::temp_directory_path(), options);
}

std::string errorOf(const std::string& text, const std::string& name = "m.tmx",
                    const std::filesystem::path& folder = std::filesystem::temp_directory_path()) {
    try {
        (void)importTiledMapText(text, name, folder);
    } catch (const TiledLoadError& error) {
        return error.what();
    }
    return "(no error)";
}

void expectTwoWalls(const Scene& scene) {
    ASSERT_EQ(scene.shapes.size(), 2u);
    EXPECT_EQ(std::get<Aabb2Spec>(scene.shapes[0].spec), (Aabb2Spec{{2, -8}, {2, 8}}));
    EXPECT_EQ(std::get<Aabb2Spec>(scene.shapes[1].spec), (Aabb2Spec{{30, -8}, {2, 8}}));
    EXPECT_EQ(scene.shapes[1].name, "Walls/1,0");
    EXPECT_EQ(scene.shapes[1].group, "Walls");
}

TEST(TiledData, CsvTiles) { expectTwoWalls(importText(tmxWithData(R"(<data encoding="csv">1,2147483649</data>)")).scene); }

TEST(TiledData, Base64Tiles) { expectTwoWalls(importText(tmxWithData(R"(<data encoding="base64">AQAAAAEAAIA=</data>)")).scene); }

TEST(TiledData, Base64ZlibTiles) {
    expectTwoWalls(
        importText(tmxWithData(R"(<data encoding="base64" compression="zlib">eJxjZGBgYGRgaAAAAJQAgw==</data>)")).scene);
}

TEST(TiledData, Base64GzipTiles) {
    expectTwoWalls(
        importText(tmxWithData(R"(<data encoding="base64" compression="gzip">H4sIAAAAAAACA2NkYGBgZGBoAACyO4z8CAAAAA==</data>)"))
            .scene);
}

TEST(TiledData, XmlTileElements) {
    expectTwoWalls(importText(tmxWithData(R"(<data><tile gid="1"/><tile gid="2147483649"/></data>)")).scene);
}

TEST(TiledData, ScaleMultipliesEveryLength) {
    TiledImportOptions options;
    options.scale = 0.5;
    const Scene scene = importText(tmxWithData(R"(<data encoding="csv">1,0</data>)"), options).scene;
    ASSERT_EQ(scene.shapes.size(), 1u);
    EXPECT_EQ(std::get<Aabb2Spec>(scene.shapes[0].spec), (Aabb2Spec{{1, -4}, {1, 4}}));
}

TEST(TiledData, TileSizeIsThePixelsTimesTheScale) {
    TiledImportOptions options;
    options.scale = 0.5;
    const TiledImportResult result = importText(tmxWithData(R"(<data encoding="csv">1,0</data>)"), options);
    EXPECT_EQ(result.tileSize, glm::dvec2(8.0, 8.0)); // the snag map's default probe and sink come from it
}

TEST(TiledData, ZstdIsRefusedByName) {
    const std::string message = errorOf(tmxWithData(R"(<data encoding="base64" compression="zstd">AAAA</data>)"));
    EXPECT_NE(message.find("m.tmx: map/layer[1]/data[1]: zstd"), std::string::npos) << message;
}

TEST(TiledData, UnknownEncodingNamesTheAttribute) {
    const std::string message = errorOf(tmxWithData(R"(<data encoding="base85">xx</data>)"));
    EXPECT_NE(message.find("m.tmx: map/layer[1]/data[1]@encoding: unknown tile data encoding \"base85\""), std::string::npos)
        << message;
}

TEST(TiledData, CorruptZlibIsAnError) {
    const std::string message = errorOf(tmxWithData(R"(<data encoding="base64" compression="zlib">AAAAAAAA</data>)"));
    EXPECT_NE(message.find("map/layer[1]/data[1]: compressed tile data is corrupt"), std::string::npos) << message;
}

TEST(TiledData, WrongTileCountIsAnError) {
    const std::string message = errorOf(tmxWithData(R"(<data encoding="csv">1,1,1</data>)"));
    EXPECT_NE(message.find("map/layer[1]/data[1]: CSV tile data has more than the 2 tiles"), std::string::npos) << message;
}

TEST(TiledBadInput, MalformedXmlGivesTheLine) {
    const std::string message = errorOf("<map orientation=\"orthogonal\">\n<layer>\n</map>");
    EXPECT_NE(message.find("m.tmx:2: malformed XML"), std::string::npos) << message;
}

TEST(TiledBadInput, MalformedJsonGivesLineAndColumn) {
    const std::string message = errorOf("{\"type\": \"map\",\n \"layers\": [}", "m.tmj");
    EXPECT_NE(message.find("m.tmj:2:13: malformed JSON"), std::string::npos) << message;
}

TEST(TiledBadInput, JsonWrongTypeNamesThePath) {
    const std::string message = errorOf(R"({"type": "map", "tilewidth": 16, "tileheight": 16, "orientation": "orthogonal",
        "layers": [{"type": "objectgroup", "name": "o", "objects": [{"id": 1, "x": "12", "y": 0}]}]})",
                                        "m.tmj");
    EXPECT_NE(message.find("m.tmj: layers[0].objects[0].x: must be a number"), std::string::npos) << message;
}

TEST(TiledBadInput, IsometricMapsAreNotSupported) {
    const std::string message = errorOf(R"(<map orientation="isometric" tilewidth="16" tileheight="8"></map>)");
    EXPECT_NE(message.find("m.tmx: orientation: \"isometric\" maps are not supported"), std::string::npos) << message;
}

TEST(TiledBadInput, AbsurdLayerSizeIsRefusedBeforeReadingData) {
    const std::string message = errorOf(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <layer name="L" width="100000" height="100000"><data encoding="csv">1</data></layer></map>)");
    EXPECT_NE(message.find("map/layer[1]: layer of 100000x100000 tiles is larger than the limit"), std::string::npos) << message;
}

TEST(TiledBadInput, AbsurdCoordinateIsRefused) {
    const std::string message = errorOf(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <objectgroup name="o"><object id="1" x="1e300" y="0" width="1" height="1"/></objectgroup></map>)");
    EXPECT_NE(message.find("map/objectgroup[1]/object[1]@x: absurd value"), std::string::npos) << message;
}

TEST(TiledBadInput, MissingTilesetFileNamesTheElement) {
    const std::string message = errorOf(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" source="no-such-tileset.tsx"/></map>)");
    EXPECT_NE(message.find("m.tmx: map/tileset[1]@source: cannot open"), std::string::npos) << message;
    EXPECT_NE(message.find("no-such-tileset.tsx"), std::string::npos) << message;
}

TEST(TiledBadInput, RecursiveTilesetReferencesAreCaught) {
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "satlab-tiled-recursive";
    std::filesystem::create_directories(folder);
    std::ofstream(folder / "a.tsx") << R"(<tileset source="b.tsx"/>)";
    std::ofstream(folder / "b.tsx") << R"(<tileset source="a.tsx"/>)";
    const std::string message = errorOf(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" source="a.tsx"/></map>)",
                                        "m.tmx", folder);
    EXPECT_NE(message.find("recursive tileset reference"), std::string::npos) << message;
    EXPECT_NE(message.find("tileset@source"), std::string::npos) << message;
}

TEST(TiledLayers, GroupOffsetsAddUp) {
    const Scene scene = importText(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <group name="G" offsetx="10" offsety="20">
  <objectgroup name="O" offsetx="1" offsety="2"><object id="7" x="0" y="0" width="4" height="6"/></objectgroup>
 </group></map>)")
                            .scene;
    // Pixels x 11..15, y 22..28: centre (13, 25) -> world (13, -25).
    ASSERT_EQ(scene.shapes.size(), 1u);
    EXPECT_EQ(scene.shapes[0].name, "G/O/7");
    EXPECT_EQ(scene.shapes[0].group, "G/O");
    EXPECT_EQ(std::get<Aabb2Spec>(scene.shapes[0].spec), (Aabb2Spec{{13, -25}, {2, 3}}));
}

TEST(TiledLayers, TileObjectAlignmentMovesThePivot) {
    const Scene scene = importText(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1" columns="1" objectalignment="center"/>
 <objectgroup name="O"><object id="1" gid="1" x="100" y="100" width="32" height="16"/></objectgroup></map>)")
                            .scene;
    // Centre alignment: the pivot (100, 100) is the tile's centre: x 84..116, y 92..108.
    ASSERT_EQ(scene.shapes.size(), 1u);
    EXPECT_EQ(std::get<Aabb2Spec>(scene.shapes[0].spec), (Aabb2Spec{{100, -100}, {16, 8}}));
}

TEST(TiledLayers, DuplicateObjectNamesFallBackToLayerAndId) {
    const Scene scene = importText(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <objectgroup name="O"><object id="1" name="box" x="0" y="0" width="1" height="1"/>
  <object id="2" name="box" x="5" y="0" width="1" height="1"/></objectgroup></map>)")
                            .scene;
    ASSERT_EQ(scene.shapes.size(), 2u);
    EXPECT_EQ(scene.shapes[0].name, "box");
    EXPECT_EQ(scene.shapes[1].name, "O/2");
}

TEST(TiledLayers, InvalidUtf8InNamesBecomesReplacementCharacters) {
    // tinyxml2 does not check encodings; the scene file is JSON, which must be UTF-8.
    const Scene scene = importText(
                            "<map orientation=\"orthogonal\" tilewidth=\"16\" tileheight=\"16\">"
                            "<objectgroup name=\"O\"><object id=\"1\" name=\"a\xff\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>"
                            "</objectgroup></map>")
                            .scene;
    ASSERT_EQ(scene.shapes.size(), 1u);
    EXPECT_EQ(scene.shapes[0].name, "a\xEF\xBF\xBD");
    EXPECT_EQ(parseScene(serializeScene(scene), "s.json"), scene);
}

TEST(TiledLayers, JsonMapWithBase64ZlibLayer) {
    const Scene scene = importTiledMapText(R"({"type": "map", "orientation": "orthogonal", "tilewidth": 16, "tileheight": 16,
      "tilesets": [{"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16, "tilecount": 1,
                    "tiles": [{"id": 0, "objectgroup": {"objects": [{"id": 1, "x": 0, "y": 0, "width": 4, "height": 16}]}}]}],
      "layers": [{"type": "tilelayer", "name": "Walls", "width": 2, "height": 1, "encoding": "base64",
                  "compression": "zlib", "data": "eJxjZGBgYGRgaAAAAJQAgw=="}]})",
                                           "m.tmj", ".")
                            .scene;
    expectTwoWalls(scene);
}

} // namespace
} // namespace sat

namespace sat {
namespace {
// Found by fuzz_tiled_json: a number too large for a double escaped as an
// uncaught nlohmann out_of_range exception.
TEST(TiledBadInput, JsonNumberTooLargeForADoubleIsALoadError) {
    EXPECT_EQ(errorOf("{\"type\": \"map\",\n \"width\": 1e400}", "m.tmj"), "m.tmj:2:11: the number 1e400 does not fit a double");
}
/// A map of 16 px tiles with one object layer "Items" holding `objects`.
std::string tmxWithObjects(const std::string& objects) {
    return R"(<map orientation="orthogonal" width="4" height="4" tilewidth="16" tileheight="16">
 <objectgroup name="Items">)" +
           objects + R"(</objectgroup>
</map>)";
}

TEST(TiledEllipse, CircleTurnsAboutItsTopLeftLikeARectangle) {
    // 10 x 10 at (20, 30), turned 90 degrees clockwise about (20, 30): the centre (5, 5) from the pivot turns to
    // (-5, 5), so it is at (15, 35) px, world (15, -35); scale 0.5 halves everything.
    TiledImportOptions half;
    half.scale = 0.5;
    const TiledImportResult result = importText(
        tmxWithObjects(R"(<object id="1" name="coin" x="20" y="30" width="10" height="10" rotation="90"><ellipse/></object>)"),
        half);
    ASSERT_EQ(result.scene.shapes.size(), 1u);
    EXPECT_EQ(std::get<Circle2Spec>(result.scene.shapes[0].spec), (Circle2Spec{{7.5, -17.5}, 2.5}));
    EXPECT_EQ(result.scene.shapes[0].group, "Items");
    EXPECT_TRUE(result.warnings.empty());
    EXPECT_TRUE(result.skipped.empty());
}

TEST(TiledEllipse, OtherEllipsesBecomePolygonsOfSixteenToThirtyTwoSides) {
    // Half axes 4 and 2 px: 16 sides already keep within half a pixel. Half axes 400 and 200: 32 sides are
    // 400 (1 - cos(pi / 32)) = 1.9 px off at most, more than half a pixel, so the most sides are used.
    const TiledImportResult result = importText(tmxWithObjects(
        R"(<object id="1" name="egg" x="0" y="0" width="8" height="4"><ellipse/></object>
           <object id="2" name="lake" x="0" y="100" width="800" height="400"><ellipse/></object>)"));
    ASSERT_EQ(result.scene.shapes.size(), 2u);
    const auto& egg = std::get<Poly2Spec>(result.scene.shapes[0].spec);
    const auto& lake = std::get<Poly2Spec>(result.scene.shapes[1].spec);
    EXPECT_EQ(egg.points.size(), 16u);
    EXPECT_EQ(lake.points.size(), 32u);
    ASSERT_EQ(result.warnings.size(), 2u);
    // The message docs/tiled-import.md quotes.
    EXPECT_EQ(result.warnings[0], "ellipse \"egg\" (8 x 4 px) imported as a 16-sided polygon inside it, at most 0.0728142 px "
                                  "from the ellipse (SATlab's round kind is the circle)");
    EXPECT_NE(result.warnings[1].find("a 32-sided polygon"), std::string::npos) << result.warnings[1];
    // The error said is the largest distance from the ellipse to the polygon: measured here at 20000 points of
    // the ellipse (world units = px at scale 1; the lake's centre is (400, 300) px, world (400, -300)).
    double largest = 0;
    for (int i = 0; i < 20000; ++i) {
        const double t = 2 * 3.14159265358979323846 * i / 20000;
        const glm::dvec2 q{400 + 400 * std::cos(t), -300 - 200 * std::sin(t)};
        double nearest = 1e300;
        for (std::size_t k = 0; k < lake.points.size(); ++k) {
            const glm::dvec2 a = lake.points[k], b = lake.points[(k + 1) % lake.points.size()];
            const double along = std::clamp(glm::dot(q - a, b - a) / glm::dot(b - a, b - a), 0.0, 1.0);
            nearest = std::min(nearest, glm::length(q - (a + along * (b - a))));
        }
        largest = std::max(largest, nearest);
    }
    const std::string said = result.warnings[1].substr(result.warnings[1].find("at most ") + 8);
    EXPECT_GT(largest, 0.5);
    EXPECT_NEAR(std::stod(said), largest, 0.01) << said;
}

TEST(TiledEllipse, ZeroSizeEllipsesAreSkippedWithTheirReason) {
    const TiledImportResult result = importText(tmxWithObjects(
        R"(<object id="1" name="dot" x="5" y="5" width="0" height="0"><ellipse/></object>
           <object id="2" name="line" x="5" y="5" width="6" height="0"><ellipse/></object>)"));
    EXPECT_TRUE(result.scene.shapes.empty());
    EXPECT_TRUE(test::skippedWith(result, "dot", "zero-size ellipse"));
    EXPECT_TRUE(test::skippedWith(result, "line", "zero-size ellipse"));
}

TEST(TiledEllipse, TheSeamsMapHasItsCoinBack) {
    // assets/maps/seams.tmx and .tmj: the coin at (60, 36), 8 x 8: centre (64, 40) px, world (64, -40), radius 4.
    for (const char* map : {"seams.tmx", "seams.tmj"}) {
        const TiledImportResult result = importTiledMap(test::sourceDir() / "assets" / "maps" / map);
        const auto& coin = std::get<Circle2Spec>(test::shapeNamed(result.scene, "coin").spec);
        EXPECT_EQ(coin, (Circle2Spec{{64, -40}, 4})) << map;
        for (const SkippedObject& skipped : result.skipped) EXPECT_NE(skipped.name, "coin") << map;
    }
}

} // namespace
} // namespace sat
