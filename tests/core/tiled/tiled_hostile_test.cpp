// SPDX-License-Identifier: MIT
// The importer against hostile but legal-looking maps: work that stays
// linear in the objects of one layer (counted, not timed), self-crossing
// polygons, tiles in no tileset, negative sizes, absurd rotations, and
// empty or non-XML `.tmx` files. Every case names the file and the place.

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <sys/stat.h>

#include "sat/tiled.hpp"
#include "tiled_test_util.hpp"

namespace sat {
namespace {

TiledImportResult importHostile(const std::string& text, const std::string& name = "m.tmx") {
    return importTiledMapText(text, name, std::filesystem::temp_directory_path());
}

std::string hostileError(const std::string& text, const std::string& name = "m.tmx",
                         const std::filesystem::path& folder = std::filesystem::temp_directory_path()) {
    try {
        (void)importTiledMapText(text, name, folder);
    } catch (const TiledLoadError& error) {
        return error.what();
    }
    return "(no error)";
}

std::string hostileObjectMap(const std::string& objects) {
    return R"(<map orientation="orthogonal" tilewidth="16" tileheight="16"><objectgroup name="O">)" + objects +
           "</objectgroup></map>";
}

// --- Work grows linearly with the objects of one layer -------------------

TEST(TiledWork, MillionObjectsInOneLayerCostLinearWork) {
    constexpr std::uint64_t kObjects = 1'000'000;
    std::string text = R"(<map orientation="orthogonal" tilewidth="16" tileheight="16"><objectgroup name="O">)";
    text.reserve(kObjects * 40);
    for (std::uint64_t i = 1; i <= kObjects; ++i) text += "<object id=\"" + std::to_string(i) + "\" width=\"1\" height=\"1\"/>";
    text += "</objectgroup></map>";
    const TiledImportResult result = importHostile(text);
    ASSERT_EQ(result.scene.shapes.size(), kObjects);
    EXPECT_EQ(result.scene.shapes.back().name, "O/1000000");
    // Each object is one sibling step and one path; the map and its layer add a few.
    EXPECT_LE(result.work.siblingSteps, kObjects + 10);
    EXPECT_LE(result.work.pathsBuilt, kObjects + 10);
    EXPECT_LE(result.work.nameProbes, 2 * kObjects);
}

TEST(TiledWork, RepeatedNamesCostLinearProbes) {
    // Every object is "box" with id 1: names box, O/1, box~2, box~3, ... Searching
    // each suffix from ~2 again would try n^2/2 names.
    constexpr std::uint64_t kObjects = 20'000;
    std::string objects;
    for (std::uint64_t i = 0; i < kObjects; ++i) objects += R"(<object id="1" name="box" width="1" height="1"/>)";
    const TiledImportResult result = importHostile(hostileObjectMap(objects));
    ASSERT_EQ(result.scene.shapes.size(), kObjects);
    EXPECT_EQ(result.scene.shapes[1].name, "O/1");
    EXPECT_EQ(result.scene.shapes[2].name, "box~2");
    EXPECT_EQ(result.scene.shapes.back().name, "box~" + std::to_string(kObjects - 1));
    EXPECT_LE(result.work.nameProbes, 4 * kObjects);
}

TEST(TiledWork, PathsStillCountSiblingsOfTheSameName) {
    // Layers of other kinds and other elements between them do not count.
    const std::string message = hostileError(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <objectgroup name="A"/><layer name="L" width="1" height="1"><data encoding="csv">0</data></layer>
 <objectgroup name="B"><object id="1"/><properties/><object id="2"/><object id="3" x="oops"/></objectgroup></map>)");
    EXPECT_EQ(message, "m.tmx: map/objectgroup[2]/object[3]@x: must be a number, got \"oops\"");
}

TEST(TiledWork, PathsInsideTilesCountSiblings) {
    const std::string message = hostileError(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="2">
  <tile id="0"/>
  <tile id="1"><objectgroup><object id="1"/><object id="2"><polygon points="0,0 1"/></object></objectgroup></tile>
 </tileset></map>)");
    EXPECT_EQ(message,
              "m.tmx: map/tileset[1]/tile[2]/objectgroup[1]/object[2]/polygon[1]@points: point 1 must be \"x,y\", got \"1\"");
}

// --- Self-crossing polygons ----------------------------------------------

TEST(TiledPolygon, SelfCrossingPolygonIsSkippedAsCrossingItself) {
    // Edge (0,10)-(10,-10) crosses edge (0,0)-(20,0) at (5, 0): the outline has no single inside.
    const TiledImportResult result = importHostile(
        hostileObjectMap(R"(<object id="1" name="z" x="0" y="0"><polygon points="0,0 20,0 0,10 10,-10"/></object>)"));
    EXPECT_TRUE(result.scene.shapes.empty());
    ASSERT_EQ(result.skipped.size(), 1u);
    EXPECT_EQ(result.skipped[0].name, "z");
    EXPECT_EQ(result.skipped[0].layer, "O");
    EXPECT_EQ(result.skipped[0].why, "polygon crosses itself at (5, 0) px: it has no single inside to collide with");
}

TEST(TiledPolygon, SymmetricBowtieIsSkippedAsCrossingItselfNotAsArealess) {
    // Offset by the object's position: the crossing is at (100 + 5, 50 + 5).
    const TiledImportResult result = importHostile(
        hostileObjectMap(R"(<object id="1" name="bow" x="100" y="50"><polygon points="0,0 10,10 10,0 0,10"/></object>)"));
    EXPECT_TRUE(result.scene.shapes.empty());
    EXPECT_TRUE(test::skippedWith(result, "bow", "polygon crosses itself at (105, 55) px")) << result.skipped.at(0).why;
}

TEST(TiledPolygon, SelfCrossingJsonPolygonIsSkippedToo) {
    const TiledImportResult result = importHostile(
        R"({"type": "map", "orientation": "orthogonal", "tilewidth": 16, "tileheight": 16,
      "layers": [{"type": "objectgroup", "name": "O", "objects": [{"id": 1, "name": "z", "x": 0, "y": 0,
        "polygon": [{"x": 0, "y": 0}, {"x": 20, "y": 0}, {"x": 0, "y": 10}, {"x": 10, "y": -10}]}]}]})",
        "m.tmj");
    EXPECT_TRUE(result.scene.shapes.empty());
    EXPECT_TRUE(test::skippedWith(result, "z", "polygon crosses itself at (5, 0) px"));
}

TEST(TiledPolygon, SelfCrossingTileCollisionShapeIsListedOnce) {
    const TiledImportResult result = importHostile(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1">
  <tile id="0"><objectgroup><object id="1" x="0" y="0"><polygon points="0,0 16,16 16,0 0,16"/></object></objectgroup></tile>
 </tileset>
 <layer name="L" width="2" height="1"><data encoding="csv">1,1</data></layer></map>)");
    EXPECT_TRUE(result.scene.shapes.empty());
    ASSERT_EQ(result.skipped.size(), 1u); // once per layer, tile and shape, as other unusable tile shapes
    EXPECT_EQ(result.skipped[0], (SkippedObject{"L/tile 1 shape 0", "L",
                                                "collision shape of tile 1: polygon crosses itself at (8, 8) px of the tile "
                                                "image: it has no single inside to collide with (on 2 cells)"}));
}

TEST(TiledPolygon, ConcavePolygonThatDoesNotCrossStillImports) {
    // An arrow head: concave at (10, 5), simple.
    const TiledImportResult result = importHostile(
        hostileObjectMap(R"(<object id="1" name="arrow" x="0" y="0"><polygon points="0,0 20,5 0,10 10,5"/></object>)"));
    EXPECT_TRUE(result.skipped.empty());
    EXPECT_EQ(test::colliderCount(result.scene, "O"), 1u);
    EXPECT_EQ(result.scene.shapes.size(), 2u);
}

// --- Tiles in no tileset -------------------------------------------------

std::string hostileOneTileMap(const std::string& csv, const std::string& tilecount = R"( tilecount="1")") {
    return R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16")" +
           tilecount + R"(>
  <tile id="0"><objectgroup><object id="1" x="0" y="0" width="4" height="16"/></objectgroup></tile>
 </tileset>
 <layer name="Walls" width="4" height="1"><data encoding="csv">)" +
           csv + "</data></layer></map>";
}

TEST(TiledUnknownTiles, IdsPastTheTilesetAreSkippedAndWarnedNamingLayerAndCell) {
    const TiledImportResult result = importHostile(hostileOneTileMap("1,5,4294967295,5"));
    ASSERT_EQ(result.scene.shapes.size(), 1u); // gid 1 on cell 0,0
    ASSERT_EQ(result.skipped.size(), 2u);      // per tile id: 5 (twice), and 0x0fffffff with flip bits
    EXPECT_EQ(result.skipped[0],
              (SkippedObject{"Walls/1,0", "Walls", "tile id 5 is in no tileset (on 2 cells, the first at 1,0)"}));
    EXPECT_EQ(result.skipped[1],
              (SkippedObject{"Walls/2,0", "Walls", "tile id 268435455 (4294967295 with its flip bits) is in no tileset"}));
    ASSERT_EQ(result.warnings.size(), 1u);
    EXPECT_EQ(result.warnings[0],
              "layer \"Walls\": 3 tiles have ids in no tileset (such as tile id 5 at 1,0); nothing is imported for them");
}

TEST(TiledUnknownTiles, IdsBeforeTheFirstTilesetAreSkippedToo) {
    std::string text = hostileOneTileMap("0,1,1,1");
    text.replace(text.find("firstgid=\"1\""), 12, "firstgid=\"2\""); // gid 1 is now before every tileset
    const TiledImportResult result = importHostile(text);
    EXPECT_TRUE(result.scene.shapes.empty());
    ASSERT_EQ(result.skipped.size(), 1u);
    EXPECT_EQ(result.skipped[0].why, "tile id 1 is in no tileset (on 3 cells, the first at 1,0)");
}

TEST(TiledUnknownTiles, TileObjectPastTheTilesetIsSkipped) {
    const TiledImportResult result = importHostile(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1"/>
 <objectgroup name="O"><object id="3" gid="5" x="0" y="16"/></objectgroup></map>)");
    EXPECT_TRUE(result.scene.shapes.empty());
    EXPECT_TRUE(test::skippedWith(result, "O/3", "tile id 5 is in no tileset"));
}

TEST(TiledUnknownTiles, TilesetWithoutTilecountTakesEveryIdUpToTheNext) {
    // Tiled before 0.13 wrote no tilecount: the count is then unknown, not 0.
    const TiledImportResult result = importHostile(hostileOneTileMap("1,1,0,0", ""));
    EXPECT_EQ(result.scene.shapes.size(), 2u);
    EXPECT_TRUE(result.skipped.empty());
    EXPECT_TRUE(result.warnings.empty());
}

TEST(TiledUnknownTiles, SparseImageCollectionIdsCount) {
    // An image collection may hold ids 0 and 7 with tilecount 2: id 7 (gid 8) is in it.
    const TiledImportResult result = importHostile(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="c" tilewidth="16" tileheight="16" tilecount="2">
  <tile id="0"><image width="16" height="16" source="a.png"/></tile>
  <tile id="7"><image width="16" height="16" source="b.png"/>
   <objectgroup><object id="1" x="0" y="0" width="4" height="4"/></objectgroup></tile>
 </tileset>
 <layer name="L" width="1" height="1"><data encoding="csv">8</data></layer></map>)");
    EXPECT_EQ(result.scene.shapes.size(), 1u);
    EXPECT_TRUE(result.skipped.empty());
}

TEST(TiledUnknownTiles, JsonLayerWarnsToo) {
    const TiledImportResult result = importHostile(
        R"({"type": "map", "orientation": "orthogonal", "tilewidth": 16, "tileheight": 16,
      "tilesets": [{"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16, "tilecount": 1}],
      "layers": [{"type": "tilelayer", "name": "G", "width": 2, "height": 2, "data": [0, 0, 0, 5]}]})",
        "m.tmj");
    ASSERT_EQ(result.skipped.size(), 1u);
    EXPECT_EQ(result.skipped[0], (SkippedObject{"G/1,1", "G", "tile id 5 is in no tileset"}));
    ASSERT_EQ(result.warnings.size(), 1u);
    EXPECT_NE(result.warnings[0].find("layer \"G\": 1 tile has an id in no tileset"), std::string::npos) << result.warnings[0];
}

TEST(TiledUnknownTiles, NegativeTilecountIsAnError) {
    EXPECT_EQ(hostileError(hostileOneTileMap("1,1,1,1", R"( tilecount="-2")")),
              "m.tmx: map/tileset[1]@tilecount: must not be negative, got -2");
}

// --- Negative sizes, absurd rotations ------------------------------------

TEST(TiledSizes, NegativeRectangleIsSkippedWithTheSize) {
    const TiledImportResult result = importHostile(
        hostileObjectMap(R"(<object id="1" name="r" x="0" y="0" width="-4" height="4"/>)"));
    EXPECT_TRUE(result.scene.shapes.empty());
    EXPECT_TRUE(test::skippedWith(result, "r", "rectangle of negative size (-4 x 4 px)"));
}

TEST(TiledSizes, NegativeEllipsesAreSkippedWithTheSize) {
    // Equal sizes would make a circle of negative radius, unequal ones a polygon of negative half axes: both are
    // skipped as negative sizes, not as zero-size ones.
    const TiledImportResult result = importHostile(hostileObjectMap(
        R"(<object id="1" name="coin" x="0" y="0" width="-4" height="-4"><ellipse/></object>
           <object id="2" name="egg" x="0" y="0" width="8" height="-4"><ellipse/></object>)"));
    EXPECT_TRUE(result.scene.shapes.empty());
    EXPECT_TRUE(test::skippedWith(result, "coin", "ellipse of negative size (-4 x -4 px)"));
    EXPECT_TRUE(test::skippedWith(result, "egg", "ellipse of negative size (8 x -4 px)"));
}

TEST(TiledSizes, NegativeTileObjectIsSkippedNotResizedToTheTile) {
    const TiledImportResult result = importHostile(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1"/>
 <objectgroup name="O"><object id="1" name="t1" gid="1" x="0" y="16" width="-4" height="16"/></objectgroup></map>)");
    EXPECT_TRUE(result.scene.shapes.empty());
    EXPECT_TRUE(test::skippedWith(result, "t1", "tile object of negative size (-4 x 16 px)"));
}

TEST(TiledSizes, NegativeTileCollisionRectangleIsListedOncePerTile) {
    std::string text = hostileOneTileMap("1,1,1,0");
    text.replace(text.find("width=\"4\""), 9, "width=\"-4\"");
    const TiledImportResult result = importHostile(text);
    EXPECT_TRUE(result.scene.shapes.empty());
    ASSERT_EQ(result.skipped.size(), 1u);
    EXPECT_NE(result.skipped[0].why.find("rectangle of negative size (-4 x 16 px)"), std::string::npos) << result.skipped[0].why;
    EXPECT_NE(result.skipped[0].why.find("(on 3 cells)"), std::string::npos) << result.skipped[0].why;
}

TEST(TiledSizes, NegativeMapSizeIsAnError) {
    EXPECT_EQ(hostileError(R"(<map orientation="orthogonal" width="-4" height="4" tilewidth="16" tileheight="16"></map>)"),
              "m.tmx: map@width: map size must not be negative, got -4");
    EXPECT_EQ(hostileError(R"({"type": "map", "orientation": "orthogonal", "width": 4, "height": -4, "tilewidth": 16,
                                "tileheight": 16, "layers": []})",
                           "m.tmj"),
              "m.tmj: height: map size must not be negative, got -4");
}

TEST(TiledSizes, NegativeTileImageSizeIsAnError) {
    const std::string message = hostileError(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1"><tile id="0"><image width="-4" height="16"/></tile>
 </tileset></map>)");
    EXPECT_EQ(message, "m.tmx: map/tileset[1]/tile[1]/image[1]: image size must not be negative");
}

TEST(TiledSizes, NegativeLayerSizeIsAnError) {
    const std::string message = hostileError(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <layer name="L" width="-4" height="1"><data encoding="csv"></data></layer></map>)");
    EXPECT_EQ(message, "m.tmx: map/layer[1]: negative layer size -4x1");
}

TEST(TiledRotation, AbsurdRotationIsReportedInDegrees) {
    EXPECT_EQ(hostileError(hostileObjectMap(R"(<object id="1" x="0" y="0" width="1" height="1" rotation="1e308"/>)")),
              "m.tmx: map/objectgroup[1]/object[1]@rotation: absurd rotation 1e+308 degrees (limit: 1000000 degrees either way)");
    EXPECT_EQ(hostileError(R"({"type": "map", "orientation": "orthogonal", "tilewidth": 16, "tileheight": 16,
      "layers": [{"type": "objectgroup", "name": "O", "objects": [{"id": 1, "rotation": -2e6}]}]})",
                           "m.tmj"),
              "m.tmj: layers[0].objects[0].rotation: absurd rotation -2e+06 degrees (limit: 1000000 degrees either way)");
}

TEST(TiledRotation, ManyTurnsAreStillFine) {
    // 720 + 90 degrees: a quarter turn, exactly.
    const TiledImportResult result = importHostile(
        hostileObjectMap(R"(<object id="1" x="0" y="0" width="4" height="2" rotation="810"/>)"));
    ASSERT_EQ(result.scene.shapes.size(), 1u);
    EXPECT_EQ(std::get<Aabb2Spec>(result.scene.shapes[0].spec), (Aabb2Spec{{-1, -2}, {1, 2}}));
}

TEST(TiledBadInput, AbsurdCoordinateGivesAReadableLimit) {
    EXPECT_EQ(hostileError(hostileObjectMap(R"(<object id="1" x="1e300" y="0"/>)")),
              "m.tmx: map/objectgroup[1]/object[1]@x: absurd value 1e+300 (limit: 100000000 pixels)");
}

// --- Empty and non-XML .tmx ----------------------------------------------

TEST(TiledBadInput, EmptyTmxIsMalformedXmlNotJson) {
    EXPECT_EQ(hostileError(""), "m.tmx: malformed XML (TMX map): the file is empty (or only white space)");
    EXPECT_EQ(hostileError(" \n\t\n"), "m.tmx: malformed XML (TMX map): the file is empty (or only white space)");
}

TEST(TiledBadInput, NonXmlTmxIsMalformedXmlWithItsLine) {
    EXPECT_EQ(hostileError("\n\nhello, this is not a map\n"),
              "m.tmx:3: malformed XML (TMX map): text where an element was expected: this is not XML");
    EXPECT_EQ(hostileError("{\"type\": \"map\"}"),
              "m.tmx:1: malformed XML (TMX map): text where an element was expected: this is not XML");
}

TEST(TiledBadInput, CutOffTmxNamesTheElement) {
    EXPECT_EQ(hostileError("<map orientation=\"orthogonal\">\n<objectgroup"),
              "m.tmx:2: malformed XML (TMX map): an element is cut off or not closed (XMLElement name=objectgroup)");
}

TEST(TiledBadInput, EmptyTsxTilesetIsMalformedXml) {
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "satlab-tiled-empty-tsx";
    std::filesystem::create_directories(folder);
    std::ofstream(folder / "empty.tsx").flush();
    const std::string message = hostileError(R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" source="empty.tsx"/></map>)",
                                             "m.tmx", folder);
    EXPECT_EQ(message,
              (folder / "empty.tsx").string() + ": malformed XML (TSX tileset): the file is empty (or only white space)");
}

TEST(TiledBadInput, EmptyTmjIsStillMalformedJson) {
    EXPECT_NE(hostileError("", "m.tmj").find("m.tmj:1:1: malformed JSON"), std::string::npos) << hostileError("", "m.tmj");
}

// --- What `satlab import` may overwrite without --force -----------------

std::filesystem::path sniffFile(const std::string& name, const std::string& text) {
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "satlab-tiled-sniff";
    std::filesystem::create_directories(folder);
    std::ofstream(folder / name) << text;
    return folder / name;
}

TEST(TiledOutputSniff, SavedSceneIsASceneWhereverItsFormatKeyIs) {
    const std::filesystem::path saved = sniffFile("saved.json", "");
    saveScene(Scene{}, saved);
    EXPECT_TRUE(isSatlabSceneFile(saved));
    EXPECT_TRUE(
        isSatlabSceneFile(sniffFile("late.json", R"({"version": 1, "shapes": [{"format": "x"}], "format": "satlab-scene"})")));
}

TEST(TiledOutputSniff, OtherFilesAreNotScenes) {
    EXPECT_FALSE(isSatlabSceneFile(sniffFile("other.json", R"({"format": "something-else", "version": 1})")));
    EXPECT_FALSE(isSatlabSceneFile(sniffFile("nested.json", R"({"data": {"format": "satlab-scene"}})")));
    EXPECT_FALSE(isSatlabSceneFile(sniffFile("map.tmj", R"({"type": "map", "layers": [], "orientation": "orthogonal"})")));
    EXPECT_FALSE(isSatlabSceneFile(sniffFile("map.tmx", R"(<map orientation="orthogonal"/>)")));
    EXPECT_FALSE(isSatlabSceneFile(sniffFile("empty.json", "")));
    EXPECT_FALSE(isSatlabSceneFile(std::filesystem::temp_directory_path()));
    EXPECT_FALSE(isSatlabSceneFile("/no/such/file.json"));
}

TEST(TiledOutputSniff, AFifoIsNotOpened) {
    // Opening a FIFO with no writer would block: it is no regular file, so no scene.
    const std::filesystem::path fifo = std::filesystem::temp_directory_path() / "satlab-tiled-sniff-fifo";
    std::filesystem::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_FALSE(isSatlabSceneFile(fifo));
    std::filesystem::remove(fifo);
}

} // namespace
} // namespace sat
