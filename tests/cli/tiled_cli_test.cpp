// SPDX-License-Identifier: MIT
// `satlab import` and `satlab check MAP` end to end: the real binary on the
// bundled example map assets/maps/seams.tmx (and its .tmj twin).
//
// seams.tmx, 16 px tiles: 8 ground tiles (row 3, each a 16x16 collision
// rectangle), "ledge" x 16..48 and "ledge2" x 48.5..80.5 (a 0.5 px seam), a
// concave "ramp" (2 convex pieces), a "crate" rotated 30 degrees, a circle
// "coin" and a hidden layer "Secret" (skipped); right of them the
// classic snag cases (docs/snags.md): 12 more Ground tiles (a flat run of 8 in
// row 3, a slope tile and 3 tiles on it in row 2) and 6 blocks of layer
// Blocks: 32 shapes.

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <utility>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_satlab.hpp"
#include "sat/scene.hpp"

namespace sat::test {
namespace {

using Json = nlohmann::json;

std::string exampleMap(const std::string& name) {
    std::string path = SATLAB_MAPS_DIR; // appended: g++ 12 warns falsely (-Warray-bounds) on string(literal) + "/"
    path += '/';
    path += name;
    return path;
}

TEST(CliImport, WritesTheSceneAndListsSkippedObjects) {
    const std::string output = tempPath("seams.json");
    const RunResult run = runSatlab({"import", exampleMap("seams.tmx"), "-o", output});
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_NE(run.out.find("32 shapes, 1 skipped"), std::string::npos) << run.out;
    EXPECT_EQ(run.err.find("skipped coin"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("skipped Secret (layer Secret): hidden layer"), std::string::npos) << run.err;
    const Scene scene = loadScene(output);
    ASSERT_EQ(scene.shapes.size(), 32u);
    // coin: x 60, y 36, 8 x 8 px -> centre (64, -40), radius 4.
    EXPECT_EQ(std::get<Circle2Spec>(scene.find("coin")->spec), (Circle2Spec{{64, -40}, 4}));
    // ledge: x 16..48, y 16..24 px -> centre (32, -20), half (16, 4).
    EXPECT_EQ(std::get<Aabb2Spec>(scene.find("ledge")->spec), (Aabb2Spec{{32, -20}, {16, 4}}));
    EXPECT_EQ(scene.find("ramp#1")->collider, "ramp");
    std::filesystem::remove(output);
}

TEST(CliImport, ScaleAndIncludeHidden) {
    const std::string output = tempPath("seams-scaled.json");
    const RunResult run = runSatlab({"import", exampleMap("seams.tmx"), "-o", output, "--scale", "0.0625", "--include-hidden"});
    EXPECT_EQ(run.code, 0) << run.err;
    const Scene scene = loadScene(output);
    ASSERT_EQ(scene.shapes.size(), 33u);
    // 1/16 world units per pixel: the ledge is 2 x 0.5 tiles at (2, -1.25).
    EXPECT_EQ(std::get<Aabb2Spec>(scene.find("ledge")->spec), (Aabb2Spec{{2, -1.25}, {1, 0.25}}));
    EXPECT_FALSE(scene.find("hidden wall")->visible);
    std::filesystem::remove(output);
}

TEST(CliImport, BadMapExitsTwoNamingTheElement) {
    const std::string map = writeTemp("bad.tmx", R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <layer name="L" width="2" height="1"><data encoding="base64" compression="zstd">AAAA</data></layer></map>)");
    const RunResult run = runSatlab({"import", map, "-o", tempPath("never.json")});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find(map + ": map/layer[1]/data[1]: zstd"), std::string::npos) << run.err;
    EXPECT_FALSE(std::filesystem::exists(tempPath("never.json")));
}

TEST(CliImport, MissingMapExitsTwo) {
    const RunResult run = runSatlab({"import", "/no/such/map.tmx", "-o", tempPath("never.json")});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("/no/such/map.tmx: cannot open: No such file or directory"), std::string::npos) << run.err;
}

/// A private copy of seams.tmx (and a folder for it) that a test may try to overwrite.
struct ImportOverwriteFolder {
    std::filesystem::path folder;
    std::filesystem::path map;
    std::string original;

    explicit ImportOverwriteFolder(const std::string& name)
        : folder(std::filesystem::path(tempPath(name))), map(folder / "seams.tmx") {
        std::filesystem::remove_all(folder);
        std::filesystem::create_directories(folder);
        std::filesystem::copy_file(exampleMap("seams.tmx"), map);
        original = readAll(map);
    }
    ~ImportOverwriteFolder() { std::filesystem::remove_all(folder); }
};

TEST(CliImportOverwrite, RefusesToWriteOverTheMapItself) {
    const ImportOverwriteFolder f("overwrite-same");
    const RunResult run = runSatlab({"import", f.map.string(), "-o", f.map.string()});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.err, f.map.string() + ": is the map being imported; write the scene to another file (-o SCENE.json)\n");
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(readAll(f.map), f.original);
}

TEST(CliImportOverwrite, ForceDoesNotAllowWritingOverTheMap) {
    const ImportOverwriteFolder f("overwrite-same-force");
    const RunResult run = runSatlab({"import", f.map.string(), "-o", f.map.string(), "--force"});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("is the map being imported"), std::string::npos) << run.err;
    EXPECT_EQ(readAll(f.map), f.original);
}

TEST(CliImportOverwrite, SeesTheMapThroughASymlinkAHardLinkAndAnotherSpelling) {
    const ImportOverwriteFolder f("overwrite-aliases");
    std::filesystem::create_symlink(f.map, f.folder / "link.json");
    std::filesystem::create_hard_link(f.map, f.folder / "hard.json");
    std::filesystem::create_directories(f.folder / "sub");
    const std::string respelled = (f.folder / "sub" / ".." / "." / "seams.tmx").string();
    for (const std::string& output : {(f.folder / "link.json").string(), (f.folder / "hard.json").string(), respelled}) {
        const RunResult run = runSatlab({"import", f.map.string(), "-o", output, "--force"});
        EXPECT_EQ(run.code, 2) << output;
        EXPECT_NE(run.err.find(output + ": is the map being imported"), std::string::npos) << run.err;
        EXPECT_EQ(readAll(f.map), f.original) << output;
    }
    EXPECT_TRUE(std::filesystem::is_symlink(f.folder / "link.json"));
}

TEST(CliImportOverwrite, ExistingFileThatIsNoSceneNeedsForce) {
    const ImportOverwriteFolder f("overwrite-other");
    const std::filesystem::path notes = f.folder / "notes.json";
    std::ofstream(notes) << "{\"todo\": \"my notes\"}\n";
    const RunResult refused = runSatlab({"import", f.map.string(), "-o", notes.string()});
    EXPECT_EQ(refused.code, 2);
    EXPECT_EQ(refused.err, notes.string() + ": exists and is not a SATlab scene; not overwritten (--force overwrites it)\n");
    EXPECT_EQ(readAll(notes), "{\"todo\": \"my notes\"}\n");

    const RunResult forced = runSatlab({"import", f.map.string(), "-o", notes.string(), "--force"});
    EXPECT_EQ(forced.code, 0) << forced.err;
    EXPECT_EQ(loadScene(notes).shapes.size(), 32u); // seams.tmx
}

TEST(CliImportOverwrite, AnotherMapIsNoSceneEither) {
    const ImportOverwriteFolder f("overwrite-map");
    const std::filesystem::path other = f.folder / "other.tmx";
    std::filesystem::copy_file(f.map, other);
    const RunResult run = runSatlab({"import", f.map.string(), "-o", other.string()});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find("not a SATlab scene"), std::string::npos) << run.err;
    EXPECT_EQ(readAll(other), f.original);
}

TEST(CliImportOverwrite, AnExistingSceneIsReplacedWithoutForce) {
    const ImportOverwriteFolder f("overwrite-scene");
    const std::filesystem::path output = f.folder / "scene.json";
    ASSERT_EQ(runSatlab({"import", f.map.string(), "-o", output.string()}).code, 0);
    const RunResult again = runSatlab({"import", f.map.string(), "-o", output.string(), "--scale", "2"});
    EXPECT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(std::get<Aabb2Spec>(loadScene(output).find("ledge")->spec), (Aabb2Spec{{64, -40}, {32, 8}}));
}

TEST(CliImportOverwrite, AFolderIsRefused) {
    const ImportOverwriteFolder f("overwrite-folder");
    const RunResult run = runSatlab({"import", f.map.string(), "-o", f.folder.string(), "--force"});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.err, f.folder.string() + ": is a folder; give a file name (-o SCENE.json)\n");
}

TEST(CliImport, EmptyTmxIsMalformedXml) {
    const std::string map = writeTemp("empty.tmx", "");
    const RunResult run = runSatlab({"import", map, "-o", tempPath("never.json")});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.err, map + ": malformed XML (TMX map): the file is empty (or only white space)\n");
    EXPECT_FALSE(std::filesystem::exists(tempPath("never.json")));
}

TEST(CliCheckMap, NonXmlTmxIsMalformedXmlWithTheLine) {
    const std::string map = writeTemp("text.tmx", "this is not a map\n");
    const RunResult run = runSatlab({"check", map});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find(map + ":1: malformed XML (TMX map)"), std::string::npos) << run.err;
}

TEST(CliImport, TilesInNoTilesetAreWarnedAndCounted) {
    const std::string map = writeTemp("unknown-tiles.tmx", R"(<map orientation="orthogonal" tilewidth="16" tileheight="16">
 <tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="1"/>
 <layer name="Ground" width="2" height="1"><data encoding="csv">5,4294967295</data></layer></map>)");
    const std::string output = tempPath("unknown-tiles.json");
    const RunResult run = runSatlab({"import", map, "-o", output});
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_EQ(run.out, output + ": 0 shapes, 2 skipped\n");
    EXPECT_NE(run.err.find(map + ": skipped Ground/0,0 (layer Ground): tile id 5 is in no tileset"), std::string::npos)
        << run.err;
    EXPECT_NE(run.err.find(map + ": warning: layer \"Ground\": 2 tiles have ids in no tileset"), std::string::npos) << run.err;
    std::filesystem::remove(output);
}

TEST(CliCheckMap, NearMissAndOverlapWithKinds) {
    const RunResult run = runSatlab({"check", exampleMap("seams.tmx"), "--json", "--near", "1"});
    EXPECT_EQ(run.code, 0) << run.err;
    const Json json = Json::parse(run.out);
    bool seam = false, crate = false;
    for (const Json& pair : json["pairs"]) {
        if (pair["a"] == "ledge" && pair["b"] == "ledge2") {
            seam = true;
            EXPECT_EQ(pair["kind"], "near");
            EXPECT_NEAR(pair["separation"].get<double>(), 0.5, 1e-12);
        }
        if (pair["b"] == "crate" && pair["kind"] == "overlapping") crate = true;
        EXPECT_FALSE(pair["a"] == "ramp#0" && pair["b"] == "ramp#1"); // one collider: never paired
    }
    EXPECT_TRUE(seam);
    EXPECT_TRUE(crate);
    // The ledges alone: the ramp's lower piece meets a ground tile's corner exactly (below).
    EXPECT_EQ(json["summary"]["near"].get<int>(), 1);
    ASSERT_EQ(json["layers"].size(), 3u);
    EXPECT_EQ(json["layers"][0]["group"], "Ground");
    EXPECT_EQ(json["layers"][0]["shapes"], 20); // 8 on the left, 12 of the snag cases
    EXPECT_EQ(json["layers"][2]["group"], "Blocks");
    EXPECT_EQ(json["layers"][2]["shapes"], 6);
}

TEST(CliCheckMap, GroundTileAndRampMeetingAtACornerAreTouching) {
    // Ground/5,3 (x 80..96, y -64..-48) and ramp#1 (96,-48), (112,-40), (96,-32) share the point (96, -48).
    const RunResult run = runSatlab({"check", exampleMap("seams.tmx"), "--json", "--near", "0.5"});
    ASSERT_EQ(run.code, 0) << run.err;
    const Json json = Json::parse(run.out);
    int found = 0;
    for (const Json& pair : json["pairs"]) {
        const bool ground = pair["a"] == "Ground/5,3" || pair["b"] == "Ground/5,3";
        const bool ramp = pair["a"] == "ramp#1" || pair["b"] == "ramp#1";
        if (!ground || !ramp) continue;
        ++found;
        EXPECT_EQ(pair["kind"], "touching");
        EXPECT_EQ(pair["separation"].get<double>(), 0.0);
        EXPECT_EQ(pair["depth"].get<double>(), 0.0);
        EXPECT_TRUE(pair["first_separating_axis"].is_null());
    }
    EXPECT_EQ(found, 1) << run.out;
}

TEST(CliCheckMap, SlopesMeetingFarFromTheOriginAreTouchingNotNearMisses) {
    // Slope tiles (45 degrees and 2:1) and a block tile at x ~ 123456, y ~ 65536 px: each
    // pair below shares an edge or a point exactly; no pair is a near miss.
    const std::string map = writeTemp("far-slopes.tmx", R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="4" tilewidth="32" tileheight="32" infinite="0">
 <objectgroup id="1" name="Slopes">
  <object id="1" name="up45" x="123456" y="65536"><polygon points="0,0 32,0 32,-32"/></object>
  <object id="2" name="down45" x="123456" y="65536"><polygon points="0,0 32,-32 0,-32"/></object>
  <object id="3" name="up21" x="123488" y="65536"><polygon points="0,0 64,0 64,-32"/></object>
  <object id="4" name="cap21" x="123488" y="65536"><polygon points="0,0 64,-32 0,-32"/></object>
  <object id="5" name="block" x="123552" y="65504" width="32" height="32"/>
 </objectgroup>
</map>
)");
    const RunResult run = runSatlab({"check", map, "--json", "--near", "1"});
    ASSERT_EQ(run.code, 0) << run.err;
    const Json json = Json::parse(run.out);
    const std::set<std::pair<std::string, std::string>> meeting = {{"up45", "down45"},  {"up45", "up21"},  {"up45", "cap21"},
                                                                   {"down45", "cap21"}, {"up21", "cap21"}, {"up21", "block"},
                                                                   {"cap21", "block"}};
    std::set<std::pair<std::string, std::string>> touching;
    for (const Json& pair : json["pairs"]) {
        EXPECT_EQ(pair["kind"], "touching") << pair.dump();
        EXPECT_EQ(pair["separation"].get<double>(), 0.0) << pair.dump();
        touching.insert({pair["a"].get<std::string>(), pair["b"].get<std::string>()});
    }
    EXPECT_EQ(touching, meeting);
    EXPECT_EQ(json["summary"]["touching"].get<int>(), 7);
    EXPECT_EQ(json["summary"]["overlapping"].get<int>(), 0);
    EXPECT_EQ(json["summary"]["near"].get<int>(), 0);
    std::filesystem::remove(map);
}

TEST(CliCheckMap, ListsTheSkippedObjectsOnStderr) {
    // Never silently dropped: `check MAP` names what the import left out, as `import` does (stdout stays the report).
    const RunResult run = runSatlab({"check", exampleMap("seams.tmx"), "--json"});
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_NE(run.err.find(exampleMap("seams.tmx") + ": skipped "), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("hidden layer"), std::string::npos) << run.err;
    EXPECT_TRUE(Json::parse(run.out).contains("summary")); // stdout is still the JSON report
}

TEST(CliCheckMap, TiledJsonNamedDotJsonIsDetectedByContent) {
    std::ifstream in(exampleMap("seams.tmj"));
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const RunResult run = runSatlab({"check", writeTemp("seams-map.json", text), "--json"});
    EXPECT_EQ(run.code, 0) << run.err;
    EXPECT_EQ(Json::parse(run.out)["summary"]["shapes"], 32);
}

TEST(CliCheckMap, MalformedMapExitsTwo) {
    const std::string map = writeTemp("broken.tmx", "<map orientation=\"orthogonal\">\n<layer>\n</map>");
    const RunResult run = runSatlab({"check", map});
    EXPECT_EQ(run.code, 2);
    EXPECT_NE(run.err.find(map + ":2: malformed XML"), std::string::npos) << run.err;
}

TEST(CliCheckMap, NegativeNearIsAUsageError) {
    const RunResult run = runSatlab({"check", exampleMap("seams.tmx"), "--near", "-1"});
    EXPECT_EQ(run.code, 2);
}

} // namespace
} // namespace sat::test
