// SPDX-License-Identifier: MIT
// What a level designer expects of the window: live reload of the open map or scene, the Findings panel's keys and
// list, and file dialogs that start next to the open file.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "e2e_scenes.hpp"
#include "modal_buttons.hpp"
#include "sat/intended.hpp"
#include "sat/scene.hpp"
#include "satlab_process.hpp"

namespace {

std::string levelSeamsMap() {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    return e2e::readText(std::filesystem::path(source ? source : ".") / "assets" / "maps" / "seams.tmx");
}

/// seams.tmx with `from` replaced by `to` (once; the text must be there).
std::string levelSeamsWith(const std::string& from, const std::string& to) {
    std::string text = levelSeamsMap();
    const std::size_t at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("seams.tmx has no " + from);
    return text.replace(at, from.size(), to);
}

const std::string kLedge2 = R"(name="ledge2" x="48.5")";
const std::string kLedge2Moved = R"(name="ledge2" x="60")"; // 12 px from ledge: no longer a near miss

/// The lines of a dump-findings file after its two header lines.
std::vector<std::string> dumpedFindingLines(const std::string& dump) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (int header = 0; header < 2; ++header) start = dump.find('\n', start) + 1;
    while (start < dump.size()) {
        const std::size_t end = dump.find('\n', start);
        lines.push_back(dump.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

bool dumpListsPair(const std::string& dump, const std::string& pair) { return dump.find(pair) != std::string::npos; }

/// "pixel-of NAME centre: X Y" lines of a script's stderr, in order.
std::vector<std::string> reloadPixelOfLines(const std::string& errors) {
    std::vector<std::string> lines;
    std::regex pattern("pixel-of [^\n]*");
    for (auto it = std::sregex_iterator(errors.begin(), errors.end(), pattern); it != std::sregex_iterator(); ++it)
        lines.push_back(it->str());
    return lines;
}

TEST(LiveReload, ChangedMapIsReloadedKeepingSelectionAndViewAsOneUndoStep) {
    e2e::Sandbox sandbox;
    std::filesystem::create_directories(sandbox.file("maps"));
    sandbox.write("maps/seams.tmx", levelSeamsMap());
    sandbox.write("maps/seams-v2.tmx", levelSeamsWith(kLedge2, kLedge2Moved));
    // Zoom in first: a reload that re-framed the map would move the ledge's pixel.
    const auto run = sandbox.runScript("reload",
                                       "select ledge ledge2\nmouse-move 500 300\nwheel 2\nwait 2\npixel-of ledge\n"
                                       "dump-findings before.txt\ncopy-file maps/seams-v2.tmx maps/seams.tmx\n"
                                       "advance-clock 1\nwait 2\npixel-of ledge\ndump-findings after.txt\n"
                                       "expect-title \"Untitled - SATlab\"\nsave reloaded.json\nkey ctrl+z\nsave undone.json\n",
                                       "maps/seams.tmx");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string before = e2e::readText(sandbox.file("before.txt"));
    const std::string after = e2e::readText(sandbox.file("after.txt"));
    EXPECT_TRUE(dumpListsPair(before, "ledge × ledge2")) << before;
    EXPECT_FALSE(dumpListsPair(after, "ledge × ledge2")) << "the Findings did not follow the map:\n" << after;
    EXPECT_EQ(after.rfind("inspected: ledge ledge2\n", 0), 0u) << "the selection was not kept:\n" << after;
    const auto pixels = reloadPixelOfLines(run.errors);
    ASSERT_EQ(pixels.size(), 2u) << run.errors;
    EXPECT_EQ(pixels[0].substr(pixels[0].find(':')), pixels[1].substr(pixels[1].find(':'))) << "the view moved";
    // The reload is one step: Ctrl+Z gives the map as it was.
    EXPECT_DOUBLE_EQ(e2e::centerOf(sat::loadScene(sandbox.file("reloaded.json")), "ledge2").x, 76.0);
    EXPECT_DOUBLE_EQ(e2e::centerOf(sat::loadScene(sandbox.file("undone.json")), "ledge2").x, 64.5);
}

TEST(LiveReload, HalfWrittenFileKeepsTheSceneUntilTheNextChange) {
    e2e::Sandbox sandbox;
    const std::string map = levelSeamsMap();
    sandbox.write("seams.tmx", map);
    sandbox.write("half.tmx", map.substr(0, map.size() / 2));
    sandbox.write("v2.tmx", levelSeamsWith(kLedge2, kLedge2Moved));
    const auto run = sandbox.runScript("half",
                                       "copy-file half.tmx seams.tmx\nadvance-clock 1\nwait 2\ndump-findings half.txt\n"
                                       "copy-file v2.tmx seams.tmx\nadvance-clock 1\nwait 2\ndump-findings whole.txt\n",
                                       "seams.tmx");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string half = e2e::readText(sandbox.file("half.txt"));
    EXPECT_TRUE(dumpListsPair(half, "ledge × ledge2")) << "a file that does not load replaced the scene:\n" << half;
    EXPECT_GT(dumpedFindingLines(half).size(), 3u) << half;
    EXPECT_FALSE(dumpListsPair(e2e::readText(sandbox.file("whole.txt")), "ledge × ledge2")) << "the next change was not loaded";
}

TEST(LiveReload, UnsavedEditsStayOneUndoAwayAndTheSceneStaysUnsaved) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("boxes-v2.json", e2e::kOverlappingBoxes);
    const auto run = sandbox.runScript("edited",
                                       "select right\nkey right\ncopy-file boxes-v2.json boxes.json\nadvance-clock 1\n"
                                       "wait 2\nexpect-title \"boxes.json* - SATlab\"\nsave reloaded.json\nkey ctrl+z\n"
                                       "save mine.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_DOUBLE_EQ(e2e::centerOf(sat::loadScene(sandbox.file("reloaded.json")), "left").x, -3.0);
    const sat::Scene mine = sat::loadScene(sandbox.file("mine.json"));
    EXPECT_DOUBLE_EQ(e2e::centerOf(mine, "left").x, -4.0);
    EXPECT_NEAR(e2e::centerOf(mine, "right").x, -1.4, 1e-9); // the nudge before the reload
}

TEST(LiveReload, AfterSaveAsTheSavedFileIsTheOneWatched) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes); // 0.5 apart: a near miss
    sandbox.write("boxes-v2.json", e2e::kOverlappingBoxes);
    const auto run = sandbox.runScript("saveas",
                                       "save mine.json\ncopy-file boxes-v2.json boxes.json\nadvance-clock 1\nwait 2\n"
                                       "dump-findings left-behind.txt\ncopy-file boxes-v2.json mine.json\nadvance-clock 1\n"
                                       "wait 2\ndump-findings saved.txt\nexpect-title \"mine.json - SATlab\"\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string leftBehind = e2e::readText(sandbox.file("left-behind.txt"));
    const std::string saved = e2e::readText(sandbox.file("saved.txt"));
    EXPECT_EQ(leftBehind.find("overlapping"), std::string::npos) << "the file saved away from was reloaded:\n" << leftBehind;
    EXPECT_NE(saved.find("overlapping left × right"), std::string::npos) << "the saved file was not followed:\n" << saved;
}

TEST(LiveReload, ChangedExternalTilesetReloadsItsMap) {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    const std::filesystem::path maps = std::filesystem::path(source ? source : ".") / "tests" / "figures" / "maps";
    const std::string tileset = e2e::readText(maps / "e2e-props.tsx");
    const std::string from = R"(<object id="1" x="4" y="2" width="20" height="10"/>)";
    ASSERT_NE(tileset.find(from), std::string::npos);
    std::string wider = tileset;
    wider.replace(wider.find(from), from.size(), R"(<object id="1" x="4" y="2" width="28" height="10"/>)");
    e2e::Sandbox sandbox;
    sandbox.write("e2e.tmx", e2e::readText(maps / "e2e.tmx"));
    sandbox.write("e2e-props.tsx", tileset);
    sandbox.write("wider.tsx", wider);
    const auto unchanged = sandbox.runScript("same", "advance-clock 1\nwait 2\nsave same.json\n", "e2e.tmx");
    ASSERT_EQ(unchanged.exitCode, 0) << unchanged.errors;
    const auto changed = sandbox.runScript(
        "wider", "copy-file wider.tsx e2e-props.tsx\nadvance-clock 1\nwait 2\nsave wider.json\n", "e2e.tmx");
    ASSERT_EQ(changed.exitCode, 0) << changed.errors;
    const sat::Scene same = sat::loadScene(sandbox.file("same.json"));
    const sat::Scene reloaded = sat::loadScene(sandbox.file("wider.json"));
    ASSERT_EQ(same.shapes.size(), reloaded.shapes.size());
    EXPECT_NE(same.shapes, reloaded.shapes) << "the map was not reloaded when its tileset changed";
}

TEST(FindingsKeys, NAndShiftNInspectTheNextAndPreviousFinding) {
    e2e::Sandbox sandbox;
    sandbox.write("seams.tmx", levelSeamsMap());
    const auto run = sandbox.runScript("keys",
                                       "key n\ndump-findings first.txt\npixel-of crate\nkey n\n"
                                       "dump-findings second.txt\nkey shift+n\ndump-findings back.txt\n"
                                       "key shift+n\ndump-findings last.txt\n",
                                       "seams.tmx");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::vector<std::string> rows = dumpedFindingLines(e2e::readText(sandbox.file("first.txt")));
    ASSERT_GE(rows.size(), 3u);
    const auto marked = [&](const std::string& file) {
        const std::vector<std::string> lines = dumpedFindingLines(e2e::readText(sandbox.file(file)));
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (lines[i].rfind("> ", 0) == 0) return static_cast<int>(i);
        return -1;
    };
    EXPECT_EQ(marked("first.txt"), 0);
    EXPECT_EQ(marked("second.txt"), 1);
    EXPECT_EQ(marked("back.txt"), 0);
    EXPECT_EQ(marked("last.txt"), static_cast<int>(rows.size()) - 1); // Shift+N from the first wraps to the last
    // The first finding is the deepest overlap, a ground tile × crate (scene order): it is inspected as A and B and
    // framed, so the crate is drawn inside the window.
    EXPECT_EQ(e2e::readText(sandbox.file("first.txt")).rfind("inspected: Ground/1,3 crate\n", 0), 0u);
    std::smatch pixel;
    ASSERT_TRUE(std::regex_search(run.errors, pixel, std::regex("pixel-of crate centre: (-?[0-9]+) (-?[0-9]+)"))) << run.errors;
    EXPECT_GT(std::stoi(pixel[1]), 0);
    EXPECT_LT(std::stoi(pixel[1]), e2e::kWindowWidth);
    EXPECT_GT(std::stoi(pixel[2]), 0);
    EXPECT_LT(std::stoi(pixel[2]), e2e::kWindowHeight);
}

/// Two overlapping pairs of boxes 60 apart, the camera looking at the empty middle: neither pair is in view.
/// "near1 × near2" overlaps by 1, "far1 × far2" by 0.5, so N inspects near first, then far.
const std::string kTwoPairs3d = R"({"format": "satlab-scene", "version": 1,
 "camera": {"target": [0, 0, 0], "distance": 8, "yaw_deg": 0, "pitch_deg": 0, "projection": "perspective"},
 "shapes": [
  {"name": "near1", "kind": "aabb3", "center": [-30, 0, 0], "half_extents": [1, 1, 1]},
  {"name": "near2", "kind": "aabb3", "center": [-29, 0, 0], "half_extents": [1, 1, 1]},
  {"name": "far1", "kind": "aabb3", "center": [30, 0, 0], "half_extents": [1, 1, 1]},
  {"name": "far2", "kind": "aabb3", "center": [31.5, 0, 0], "half_extents": [1, 1, 1]}]}
)";

struct FindingsPixel {
    int x, y;
};

/// The "pixel-of NAME centre: X Y" lines of a script's stderr for `name`, in order.
std::vector<FindingsPixel> findingsPixelsOf(const std::string& errors, const std::string& name) {
    std::vector<FindingsPixel> pixels;
    const std::regex pattern("pixel-of " + name + " centre: (-?[0-9]+) (-?[0-9]+)");
    for (auto it = std::sregex_iterator(errors.begin(), errors.end(), pattern); it != std::sregex_iterator(); ++it)
        pixels.push_back({std::stoi((*it)[1]), std::stoi((*it)[2])});
    return pixels;
}

bool insideWindow(const FindingsPixel& pixel) {
    return pixel.x > 0 && pixel.x < e2e::kWindowWidth && pixel.y > 0 && pixel.y < e2e::kWindowHeight;
}

TEST(FindingsKeys, NAndShiftNFrameTheInspectedPairIn3d) {
    e2e::Sandbox sandbox;
    sandbox.write("pairs.json", kTwoPairs3d);
    const auto run = sandbox.runScript("frame3d",
                                       "wait 2\nkey n\nwait 2\ndump-findings first.txt\npixel-of near1\npixel-of near2\n"
                                       "key n\nwait 2\ndump-findings second.txt\npixel-of far1\npixel-of far2\n"
                                       "key shift+n\nwait 2\npixel-of near1\n",
                                       "pairs.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(e2e::readText(sandbox.file("first.txt")).rfind("inspected: near1 near2\n", 0), 0u);
    EXPECT_EQ(e2e::readText(sandbox.file("second.txt")).rfind("inspected: far1 far2\n", 0), 0u);
    const auto near1 = findingsPixelsOf(run.errors, "near1");
    const auto near2 = findingsPixelsOf(run.errors, "near2");
    const auto far1 = findingsPixelsOf(run.errors, "far1");
    const auto far2 = findingsPixelsOf(run.errors, "far2");
    ASSERT_EQ(near1.size(), 2u) << run.errors;
    ASSERT_EQ(near2.size(), 1u) << run.errors;
    ASSERT_EQ(far1.size(), 1u) << run.errors;
    ASSERT_EQ(far2.size(), 1u) << run.errors;
    // Each inspected pair is on screen and framed to fill the view: its centres well apart.
    for (const FindingsPixel& pixel : {near1[0], near2[0], far1[0], far2[0], near1[1]})
        EXPECT_TRUE(insideWindow(pixel)) << pixel.x << " " << pixel.y << "\n" << run.errors;
    EXPECT_GT(near2[0].x - near1[0].x, 60) << run.errors;
    EXPECT_GT(far2[0].x - far1[0].x, 60) << run.errors;
}

/// A map-like scene (grouped shapes) with 60 overlapping pairs: more findings than the list shows at once.
std::string manyFindingsScene() {
    std::string shapes;
    for (int i = 0; i < 61; ++i) {
        if (i > 0) shapes += ",\n";
        shapes += R"({"name": "b)" + std::to_string(i) + R"(", "kind": "aabb2", "center": [)" + std::to_string(i * 1.5) +
                  R"(, 0], "half_extents": [1, 1], "group": "Walls"})";
    }
    return R"({"format": "satlab-scene", "version": 1, "view": {"center": [45, 0], "zoom": 10}, "shapes": [)" + shapes + "]}\n";
}

TEST(FindingsList, StartsAtTheTopWhenTheSceneIsOpenedAgain) {
    e2e::Sandbox sandbox;
    sandbox.write("many.json", manyFindingsScene());
    const auto run = sandbox.runScript("top",
                                       "key shift+n\nwait 2\ndump-findings bottom.txt\nopen many.json\nwait 2\n"
                                       "dump-findings reopened.txt\n",
                                       "many.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::regex scroll("list: scroll ([0-9]+) height ([0-9]+)");
    std::smatch bottom, reopened;
    const std::string bottomText = e2e::readText(sandbox.file("bottom.txt"));
    const std::string reopenedText = e2e::readText(sandbox.file("reopened.txt"));
    ASSERT_TRUE(std::regex_search(bottomText, bottom, scroll)) << bottomText;
    ASSERT_TRUE(std::regex_search(reopenedText, reopened, scroll)) << reopenedText;
    EXPECT_GT(std::stoi(bottom[1]), 0) << "Shift+N did not scroll the list to the last finding";
    EXPECT_EQ(std::stoi(reopened[1]), 0) << "the list stayed scrolled after the scene was opened again";
    EXPECT_GE(std::stoi(reopened[2]), 150) << "the list is squeezed";
}

TEST(FindingsList, ExpandedSectionsAboveDoNotSqueezeTheList) {
    e2e::Sandbox sandbox;
    sandbox.write("seams.tmx", levelSeamsMap());
    // Where the panel is (the layout may move it); its two section headers lie 98 and 128 px below its top.
    const auto where = sandbox.runScript("where", "wait 2\npanel Findings\n", "seams.tmx");
    ASSERT_EQ(where.exitCode, 0) << where.errors;
    std::smatch rect;
    ASSERT_TRUE(std::regex_search(where.errors, rect, std::regex("panel Findings: (-?[0-9]+) (-?[0-9]+)"))) << where.errors;
    const int x = std::stoi(rect[1]) + 170;
    const int top = std::stoi(rect[2]);
    const auto click = [&](int y) {
        return "mouse-move " + std::to_string(x) + " " + std::to_string(y) + "\nmouse-down left\nmouse-up left\nwait 2\n";
    };
    // "Per layer" first: opening "Not imported" moves it down.
    const auto run = sandbox.runScript("expand", click(top + 128) + click(top + 98) + "dump-findings expanded.txt\n",
                                       "seams.tmx");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string dump = e2e::readText(sandbox.file("expanded.txt"));
    std::smatch list;
    ASSERT_TRUE(std::regex_search(dump, list, std::regex("list: scroll [0-9]+ height ([0-9]+)"))) << dump;
    EXPECT_GE(std::stoi(list[1]), 150) << "the list is squeezed under the expanded sections";
}

TEST(IntendedFindings, IMarksTheInspectedFindingInTheSidecarUndoablyAndItIsReadBack) {
    e2e::Sandbox sandbox;
    sandbox.write("seams.tmx", levelSeamsMap());
    const auto sidecar = sandbox.file("seams.tmx.satlab-intended.json");
    const auto run = sandbox.runScript("mark",
                                       "key n\nkey i\ndump-findings marked.txt\ncopy-file seams.tmx.satlab-intended.json "
                                       "marked.json\nkey ctrl+z\ndump-findings undone.txt\ncopy-file "
                                       "seams.tmx.satlab-intended.json undone.json\nkey shift+ctrl+z\n",
                                       "seams.tmx");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string marked = e2e::readText(sandbox.file("marked.txt"));
    const std::vector<std::string> rows = dumpedFindingLines(marked);
    ASSERT_FALSE(rows.empty());
    EXPECT_NE(rows[0].find(" intended"), std::string::npos) << marked;
    // "> overlapping A × B overlap D intended": the pair between the kind and the amount.
    const std::size_t pairStart = rows[0].find(' ', 2) + 1;
    const std::string pair = rows[0].substr(pairStart, rows[0].rfind(" overlap ") - pairStart);
    const sat::IntendedFindings saved = sat::loadIntended(sandbox.file("marked.json"));
    ASSERT_EQ(saved.pairs.size(), 1u);
    EXPECT_EQ(saved.pairs[0].a + " × " + saved.pairs[0].b, pair);
    EXPECT_EQ(dumpedFindingLines(e2e::readText(sandbox.file("undone.txt")))[0].find(" intended"), std::string::npos);
    EXPECT_TRUE(sat::loadIntended(sandbox.file("undone.json")).empty()) << "Ctrl+Z did not reach the sidecar";
    EXPECT_EQ(sat::loadIntended(sidecar), saved) << "redo did not write the mark again";
    // Opened again, the map shows the mark from its sidecar, and N starts at the first finding not intended.
    const auto again = sandbox.runScript("again", "key n\ndump-findings again.txt\n", "seams.tmx");
    ASSERT_EQ(again.exitCode, 0) << again.errors;
    const std::vector<std::string> reopened = dumpedFindingLines(e2e::readText(sandbox.file("again.txt")));
    ASSERT_GE(reopened.size(), 2u);
    EXPECT_NE(reopened[0].find(" intended"), std::string::npos);
    EXPECT_EQ(reopened[1].rfind("> ", 0), 0u) << "N stopped on an intended finding";
}

TEST(IntendedFindings, SidecarThatDoesNotLoadIsShownAndNeverOverwritten) {
    e2e::Sandbox sandbox;
    sandbox.write("seams.tmx", levelSeamsMap());
    const std::string broken = "{\"format\": \"satlab-intended\", \"version\": 1, \"intended\": [{\"a\": \"crate\"}]}\n";
    sandbox.write("seams.tmx.satlab-intended.json", broken);
    const auto run = sandbox.runScript("broken", "screenshot message.png\nkey escape\nkey n\nkey i\nwait 2\n", "seams.tmx");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(e2e::readText(sandbox.file("seams.tmx.satlab-intended.json")), broken) << "the user's file was overwritten";
}

TEST(FileDialogs, SaveAsOfAMapProposesItsNameInItsFolder) {
    e2e::Sandbox sandbox;
    std::filesystem::create_directories(sandbox.file("maps"));
    sandbox.write("maps/seams.tmx", levelSeamsMap());
    // The script runs in the sandbox (the browser's start folder without a file): the map's own folder must win.
    const auto run = sandbox.runScript(
        "saveas", "key shift+ctrl+s\nwait 2\nkey enter\nwait 2\nexpect-title \"seams.json - SATlab\"\n", "maps/seams.tmx");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(std::filesystem::exists(sandbox.file("maps/seams.json")));
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("scene.json")));
}

/// Save As from boxes.json, typing "other" (the proposed name is selected: typing replaces it), then Enter.
const std::string kSaveAsOther = "key shift+ctrl+s\nwait 2\nkey o\nkey t\nkey h\nkey e\nkey r\nkey enter\nwait 2\n";
const std::string kReplaceQuestion = "panel \"Replace other.json?###replace\"\n";

TEST(FileDialogs, SaveAsOverAnExistingFileAsksAndCancelKeepsItAndTheBrowser) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("other.json", e2e::kOverlappingBoxes);
    const auto run = sandbox.runScript("cancel",
                                       kSaveAsOther + kReplaceQuestion + "screenshot question.png\nkey escape\nwait 2\n" +
                                           "panel \"Save scene as\"\nexpect-title \"boxes.json - SATlab\"\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors; // the question and, after Cancel, the browser were shown
    EXPECT_NE(run.errors.find("panel Replace other.json?###replace:"), std::string::npos) << run.errors;
    EXPECT_EQ(e2e::readText(sandbox.file("other.json")), e2e::kOverlappingBoxes);
    EXPECT_TRUE(e2e::modalButtonRow(sandbox.file("question.png")).has_value()) << "no Replace / Cancel buttons";
}

TEST(FileDialogs, SaveAsOverAnExistingFileReplacesItOnlyWhenAsked) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("other.json", e2e::kOverlappingBoxes);
    // Cancel once, then Enter in the name field asks again and Enter answers Replace.
    const auto run = sandbox.runScript("replace",
                                       kSaveAsOther + "key escape\nwait 2\nkey enter\nwait 2\n" + kReplaceQuestion +
                                           "key enter\nwait 2\nexpect-title \"other.json - SATlab\"\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(e2e::centerOf(sat::loadScene(sandbox.file("other.json")), "left").x, -4.0, 1e-12);
}

TEST(FileDialogs, ScriptedSaveNamesItsFileAndReplacesItWithoutAsking) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("other.json", e2e::kOverlappingBoxes);
    const auto run = sandbox.runScript("save", "save other.json\nexpect-title \"other.json - SATlab\"\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(e2e::centerOf(sat::loadScene(sandbox.file("other.json")), "left").x, -4.0, 1e-12);
}

} // namespace
