// SPDX-License-Identifier: MIT
// The snag map in the window (docs/app.md, "The Snags panel"): the list and counts per layer, inspecting a snag,
// the probe's size and sink, the probe tool's switch of the MTV axis at a seam, and Merge layer with its undo.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

#include "png_image.hpp"
#include "satlab_process.hpp"

namespace {

/// Four 16-unit floor tiles in layer "ground" (x 0..64, top at y = 16) and a lone tile of layer "deco" away from
/// them. The default probe is 8 x 8 with a 0.016 sink; each of the three seams snags both ways.
const std::string kSnagFloor = R"({"format": "satlab-scene", "version": 1,
 "view": {"center": [32, 16], "zoom": 3},
 "shapes": [
  {"name": "tile0", "kind": "aabb2", "center": [8, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "tile1", "kind": "aabb2", "center": [24, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "tile2", "kind": "aabb2", "center": [40, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "tile3", "kind": "aabb2", "center": [56, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "lamp", "kind": "aabb2", "center": [32, 40], "half_extents": [4, 4], "group": "deco"}]})";

bool snagDumpHas(const std::string& dump, const std::string& line) { return dump.find(line) != std::string::npos; }

TEST(SnagsPanel, ListsTheSnagsPerLayerAndInspectingOneShowsTheProbeAtTheSeam) {
    e2e::Sandbox sandbox;
    sandbox.write("floor.json", kSnagFloor);
    const auto run = sandbox.runScript("inspect",
                                       "snags open\ndump-snags listed.txt\npixel-of tile0\npixel-of tile1\nsnag 0\n"
                                       "dump-snags inspected.txt\nfree-rect\npixel-of tile0\npixel-of tile1\n"
                                       "select lamp\ndump-snags selected.txt\n",
                                       "floor.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string listed = e2e::readText(sandbox.file("listed.txt"));
    EXPECT_TRUE(snagDumpHas(listed, "snags: 6 ")) << listed;
    EXPECT_TRUE(snagDumpHas(listed, "layer ground: colliders 4 snags 6\n")) << listed;
    EXPECT_TRUE(snagDumpHas(listed, "layer deco: colliders 1 snags 0\n")) << listed;
    EXPECT_TRUE(snagDumpHas(listed, "probe-at: none\n")) << listed;

    const std::string inspected = e2e::readText(sandbox.file("inspected.txt"));
    EXPECT_TRUE(snagDumpHas(inspected, "> tile0 \xE2\x86\x92 tile1 (B.x, depth 0.008) at (16, 16)\n")) << inspected;
    // The probe rests on tile0 with its leading side half a sink past the seam: tile1 pushes it back along x.
    EXPECT_TRUE(snagDumpHas(inspected, "probe-at: (12.01, 19.98) shows tile1 highlighted A.x\n")) << inspected;
    EXPECT_TRUE(snagDumpHas(inspected, "contact tile0 A.y push (0, 1) depth 0.016\n")) << inspected;
    EXPECT_TRUE(snagDumpHas(inspected, "contact tile1 A.x push (-1, 0) depth 0.008 snags\n")) << inspected;

    // The view is framed on the probe and tile1: zoomed in, tile1 inside the free rectangle.
    std::smatch rect;
    ASSERT_TRUE(std::regex_search(run.errors, rect, std::regex("free-rect: (-?[0-9]+) (-?[0-9]+) (-?[0-9]+) (-?[0-9]+)")))
        << run.errors;
    const std::regex pixelOf("pixel-of (tile[01]) centre: (-?[0-9]+) (-?[0-9]+)");
    std::vector<glm::dvec2> pixels;
    for (auto it = std::sregex_iterator(run.errors.begin(), run.errors.end(), pixelOf); it != std::sregex_iterator(); ++it)
        pixels.emplace_back(std::stod((*it)[2]), std::stod((*it)[3]));
    ASSERT_EQ(pixels.size(), 4u) << run.errors;
    EXPECT_GT(pixels[3].x - pixels[2].x, 2.0 * (pixels[1].x - pixels[0].x)) << "the view did not zoom in on the snag";
    const glm::dvec2 tile1 = pixels[3];
    EXPECT_GT(tile1.x, std::stod(rect[1]));
    EXPECT_GT(tile1.y, std::stod(rect[2]));
    EXPECT_LT(tile1.x, std::stod(rect[1]) + std::stod(rect[3])); // X Y W H
    EXPECT_LT(tile1.y, std::stod(rect[2]) + std::stod(rect[4]));
    // Selecting another shape puts the picture back to the selection's pair.
    const std::string selected = e2e::readText(sandbox.file("selected.txt"));
    EXPECT_TRUE(snagDumpHas(selected, "probe-at: none\n")) << selected;
}

TEST(SnagsPanel, ProbeSizeAndSinkAreTheFieldsAndABadProbeIsSaidNotCrashed) {
    e2e::Sandbox sandbox;
    sandbox.write("floor.json", kSnagFloor);
    const auto run = sandbox.runScript("fields",
                                       "snags open\nsnag-probe 4 6 0.5\ndump-snags set.txt\nsnag-probe 0 6 0\n"
                                       "dump-snags bad.txt\nsnag-probe 0 0 0\ndump-snags default.txt\n",
                                       "floor.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string set = e2e::readText(sandbox.file("set.txt"));
    EXPECT_TRUE(snagDumpHas(set, "probe: 4 x 6 sink 0.5\n")) << set;
    EXPECT_TRUE(snagDumpHas(set, "(B.x, depth 0.25)")) << set; // half a sink past the seam
    const std::string bad = e2e::readText(sandbox.file("bad.txt"));
    EXPECT_TRUE(snagDumpHas(bad, "error: probe size must be finite and in (0, 1e9], got 0,6\n")) << bad;
    const std::string byDefault = e2e::readText(sandbox.file("default.txt"));
    EXPECT_TRUE(snagDumpHas(byDefault, "probe: 8 x 8 sink 0.016\n")) << byDefault;
}

TEST(SnagsPanel, MapWithNoWalkableSurfaceHasNoSnags) {
    e2e::Sandbox sandbox;
    // A tall spike: both sides are steeper than 50 degrees and its base faces down.
    sandbox.write("spike.json", R"({"format": "satlab-scene", "version": 1, "view": {"center": [0, 0], "zoom": 40},
 "shapes": [{"name": "spike", "kind": "poly2", "points": [[-1, -3], [1, -3], [0, 0]]}]})");
    const auto run = sandbox.runScript("spike", "snags open\ndump-snags spike.txt\n", "spike.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string dump = e2e::readText(sandbox.file("spike.txt"));
    EXPECT_TRUE(snagDumpHas(dump, "snags: 0 seams 0 colliders 1 walkable-edges 0\n")) << dump;
}

TEST(ProbeTool, MtvAxisSwitchesFromTheSurfaceToTheNextTilesSideAtTheSeam) {
    e2e::Sandbox sandbox;
    sandbox.write("floor.json", kSnagFloor);
    // Where the tiles are: tile1's centre (24, 8) and tile2's (40, 8) give the pixels of a world unit.
    const auto where = sandbox.runScript("where", "wait 2\npixel-of tile1\npixel-of tile2\n", "floor.json");
    ASSERT_EQ(where.exitCode, 0) << where.errors;
    std::smatch one, two;
    ASSERT_TRUE(std::regex_search(where.errors, one, std::regex("pixel-of tile1 centre: (-?[0-9]+) (-?[0-9]+)")));
    ASSERT_TRUE(std::regex_search(where.errors, two, std::regex("pixel-of tile2 centre: (-?[0-9]+) (-?[0-9]+)")));
    const double perUnit = (std::stod(two[1]) - std::stod(one[1])) / 16.0;
    const auto px = [&](double x) {
        return std::to_string(static_cast<int>(std::lround(std::stod(one[1]) + (x - 24.0) * perUnit)));
    };
    const std::string above = std::to_string(static_cast<int>(std::lround(std::stod(one[2]) - 20.0 * perUnit))); // y = 28
    // Drag the probe along tile1 to the seam at x = 32 (its centre 4 short of it), then back to tile1's middle.
    const auto run = sandbox.runScript("probe",
                                       "key p\ndrag " + px(20) + " " + above + " " + px(28) + " " + above +
                                           "\ndump-snags seam.txt\ndrag " + px(28) + " " + above + " " + px(24) + " " + above +
                                           "\ndump-snags middle.txt\nkey p\ndump-snags off.txt\n",
                                       "floor.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string seam = e2e::readText(sandbox.file("seam.txt"));
    EXPECT_TRUE(snagDumpHas(seam, "shows tile2 highlighted A.x\n")) << seam;
    EXPECT_TRUE(snagDumpHas(seam, "contact tile2 A.x push (-1, 0) depth 0.008 snags\n")) << seam;
    EXPECT_TRUE(snagDumpHas(seam, "> tile1 \xE2\x86\x92 tile2 ")) << seam;
    const std::string middle = e2e::readText(sandbox.file("middle.txt"));
    EXPECT_TRUE(snagDumpHas(middle, "shows tile1 highlighted A.y\n")) << middle;
    EXPECT_TRUE(snagDumpHas(middle, "contact tile1 A.y push (0, 1) depth 0.016\n")) << middle;
    EXPECT_FALSE(snagDumpHas(middle, "snags\n")) << middle;
    EXPECT_TRUE(snagDumpHas(e2e::readText(sandbox.file("off.txt")), "probe-at: none\n"));
}

TEST(MergeLayer, PreviewShowsTheCountsAndApplyIsOneUndoStep) {
    e2e::Sandbox sandbox;
    sandbox.write("floor.json", kSnagFloor);
    const auto run = sandbox.runScript("merge",
                                       "snags open\nmerge-layer ground\ndump-snags preview.txt\nmerge-apply\n"
                                       "dump-snags merged.txt\nsave merged.json\nkey ctrl+z\nsave undone.json\n",
                                       "floor.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string preview = e2e::readText(sandbox.file("preview.txt"));
    EXPECT_TRUE(snagDumpHas(preview, "preview: ground shapes 5 -> 2 snags 6 -> 0\n")) << preview;
    const std::string merged = e2e::readText(sandbox.file("merged.txt"));
    EXPECT_TRUE(snagDumpHas(merged, "layer ground: colliders 1 snags 0\n")) << merged;
    EXPECT_TRUE(snagDumpHas(merged, "merged: ground: 5 shapes -> 2, snags 6 -> 0\n")) << merged;
    const std::string mergedScene = e2e::readText(sandbox.file("merged.json"));
    EXPECT_EQ(mergedScene.find("tile1"), std::string::npos) << mergedScene;
    const std::string undone = e2e::readText(sandbox.file("undone.json"));
    for (const char* name : {"tile0", "tile1", "tile2", "tile3", "lamp"})
        EXPECT_NE(undone.find(name), std::string::npos) << "one Ctrl+Z did not bring back " << name << ":\n" << undone;
}

/// A "panel NAME: X Y W H needs W H [collapsed]" line of a script's stderr: where the panel is and what its content needs.
struct SnagPanelFit {
    int x = 0, y = 0, width = 0, height = 0, neededWidth = 0, neededHeight = 0;
    bool collapsed = false;
};

std::optional<SnagPanelFit> snagPanelFit(const std::string& errors, const std::string& name) {
    std::smatch m;
    const std::regex line("panel " + name + ": (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+) needs ([0-9]+) ([0-9]+)( collapsed)?");
    if (!std::regex_search(errors, m, line)) return std::nullopt;
    return SnagPanelFit{std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4]),
                        std::stoi(m[5]), std::stoi(m[6]), m[7].matched};
}

std::string seamsMapPath() {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    return (std::filesystem::path(source ? source : ".") / "assets" / "maps" / "seams.tmx").string();
}

/// The Snags panel on seams.tmx (three layers) with a snag inspected and a merge previewed: its rows, the Merge layer
/// buttons, the preview's Apply and the list all show without the panel scrolling.
void expectSnagsPanelWhole(int width, int height) {
    e2e::Sandbox sandbox;
    const std::string size = std::to_string(width) + " " + std::to_string(height);
    const auto run = sandbox.runScript("whole" + std::to_string(width),
                                       "window " + size +
                                           "\nwait 3\nsnags open\nwait 3\nsnag 0\nmerge-layer Ground\nwait 3\n"
                                           "panel Snags\npanel Findings\nscreenshot snags.png\n",
                                       seamsMapPath());
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto snags = snagPanelFit(run.errors, "Snags");
    ASSERT_TRUE(snags.has_value()) << run.errors;
    EXPECT_FALSE(snags->collapsed);
    EXPECT_LE(snags->neededHeight, snags->height + 1) << size << ": the Snags panel scrolls\n" << run.errors;
    EXPECT_LE(snags->neededWidth, snags->width + 1) << size << ": the Snags panel scrolls sideways\n" << run.errors;
    EXPECT_LE(snags->x + snags->width, width);
    EXPECT_LE(snags->y + snags->height, height);
}

TEST(SnagsPanelLayout, ShowsItsRowsButtonsAndListWholeAt1280x800) { expectSnagsPanelWhole(1280, 800); }

TEST(SnagsPanelLayout, ShowsItsRowsButtonsAndListWholeAt1920x1080) { expectSnagsPanelWhole(1920, 1080); }

TEST(SnagsPanelLayout, OpenedBesideTheFindingsAt1280x800ItFoldsThem) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("fold", "window 1280 800\nwait 3\npanel Findings\nsnags open\nwait 3\npanel Findings\n",
                                       seamsMapPath());
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    std::vector<bool> folded;
    const std::regex line("panel Findings: [^\n]*?( collapsed)?\n");
    for (auto it = std::sregex_iterator(run.errors.begin(), run.errors.end(), line); it != std::sregex_iterator(); ++it)
        folded.push_back((*it)[1].matched);
    ASSERT_EQ(folded.size(), 2u) << run.errors;
    EXPECT_FALSE(folded[0]) << "a map opens with its Findings";
    EXPECT_TRUE(folded[1]) << "the Snags panel took the column's room";
}

/// Pixels of the light theme's overlap colour (the snag markers' diamonds and arrows) in the exported figure.
int snagMarkerPixels(const e2e::Sandbox& sandbox, const std::string& script) {
    const auto run = sandbox.runScript("export", script + "key ctrl+e\nwait 2\nkey enter\nwait 2\n", "floor.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage figure(sandbox.file("pictures") / "SATlab" / "floor.png");
    EXPECT_GT(figure.width(), 0) << run.errors;
    return figure.countNear(e2e::Rgb{200, 30, 30}, 12);
}

TEST(SnagFigures, ExportedFigureShowsTheMarkersWhileTheWindowDoes) {
    e2e::Sandbox sandbox;
    sandbox.write("floor.json", kSnagFloor);
    ::setenv("XDG_PICTURES_DIR", sandbox.file("pictures").c_str(), 1); // inherited by satlab
    const int without = snagMarkerPixels(sandbox, "");
    std::filesystem::remove(sandbox.file("pictures") / "SATlab" / "floor.png");
    const int with = snagMarkerPixels(sandbox, "snags open\nwait 2\n");
    ::unsetenv("XDG_PICTURES_DIR");
    // Three seams' markers (each seam's two snags share its point: one diamond, two arrows), over what the figure
    // draws in that colour anyway (the explained pair's overlap label, the touching corners).
    EXPECT_GT(with, without + 3 * 60) << "without the panel " << without << ", with it " << with;
}

TEST(SnagScript, BadArgumentsStopTheScriptNamingTheLine) {
    e2e::Sandbox sandbox;
    sandbox.write("floor.json", kSnagFloor);
    const auto negative = sandbox.runScript("negative", "snags open\nsnag-probe -1 4 0\n", "floor.json");
    EXPECT_EQ(negative.exitCode, 2);
    EXPECT_NE(negative.errors.find("negative.txt:2: W must be a number from 0 to 1e30, got '-1'"), std::string::npos)
        << negative.errors;
    const auto missing = sandbox.runScript("missing", "snag 6\n", "floor.json");
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.errors.find("missing.txt:1: no snag 6: the Snags panel lists 6"), std::string::npos) << missing.errors;
}

} // namespace
