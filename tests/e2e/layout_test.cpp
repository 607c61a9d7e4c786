// SPDX-License-Identifier: MIT
// The window's layout in the real app (docs/app.md, "The window"): at
// 1280x800, 1920x1080 and UI scale 1.5, for a 2D scene, a Tiled map and a 3D
// scene, no panel overlaps the viewport's free rectangle, and after F the
// drawn picture lies inside it. Asked through the script commands free-rect,
// panel and picture-extent (docs/scripting.md).
#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "satlab_process.hpp"

namespace {

struct Rect {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool overlaps(const Rect& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
    bool contains(const Rect& o) const { return o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1; }
};

std::ostream& operator<<(std::ostream& out, const Rect& r) {
    return out << "[" << r.x0 << ", " << r.y0 << "] - [" << r.x1 << ", " << r.y1 << "]";
}

/// The first "LABEL: X Y W H" line of a script's stderr (free-rect, panel NAME: ... needs ...).
std::optional<Rect> sizedRect(const std::string& errors, const std::string& label) {
    const std::regex line(label + ": (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)");
    std::smatch m;
    if (!std::regex_search(errors, m, line)) return std::nullopt;
    const int x = std::stoi(m[1]), y = std::stoi(m[2]);
    return Rect{x, y, x + std::stoi(m[3]), y + std::stoi(m[4])};
}

/// The "picture-extent: X0 Y0 X1 Y1" line.
std::optional<Rect> pictureExtent(const std::string& errors) {
    const std::regex line("picture-extent: (-?[0-9]+) (-?[0-9]+) (-?[0-9]+) (-?[0-9]+)");
    std::smatch m;
    if (!std::regex_search(errors, m, line)) return std::nullopt;
    return Rect{std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4])};
}

std::string asset(const std::string& path) {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    return std::string(source ? source : ".") + "/assets/" + path;
}

struct WindowSize {
    int width, height;
    double scale;
};

struct SceneCase {
    const char* name;
    std::string file;                ///< empty: the welcome scene
    std::vector<std::string> panels; ///< the panels it shows (ImGui window names)
    bool lessonsOpen = false;        ///< the Lessons panel is opened first (Ctrl+L), then the scene
};

struct LayoutCase {
    WindowSize size;
    SceneCase scene;
};

std::string caseName(const ::testing::TestParamInfo<LayoutCase>& info) {
    const LayoutCase& c = info.param;
    return std::string(c.scene.name) + "_" + std::to_string(c.size.width) + "x" + std::to_string(c.size.height) + "_scale" +
           (c.size.scale == 1.0 ? "1" : "1_5");
}

class WindowLayout : public ::testing::TestWithParam<LayoutCase> {};

TEST_P(WindowLayout, NoPanelCoversTheFreeRectangleAndFrameAllDrawsInsideIt) {
    const LayoutCase& c = GetParam();
    std::string script = "ui-scale " + std::to_string(c.size.scale) + "\nwindow " + std::to_string(c.size.width) + " " +
                         std::to_string(c.size.height) + "\nwait 2\n";
    if (c.scene.lessonsOpen) script += "key ctrl+l\nwait 2\n";
    if (!c.scene.file.empty()) script += "open \"" + c.scene.file + "\"\nwait 3\n";
    script += "key f\nwait 3\nfree-rect\npicture-extent\n";
    for (const std::string& panel : c.scene.panels) script += "panel \"" + panel + "\"\n";
    script += "screenshot layout.png\n";
    const e2e::Sandbox sandbox;
    const e2e::RunResult result = sandbox.runScript("layout", script);
    ASSERT_EQ(result.exitCode, 0) << result.errors;

    const auto free = sizedRect(result.errors, "free-rect");
    ASSERT_TRUE(free) << result.errors;
    const Rect window{0, 0, c.size.width, c.size.height};
    EXPECT_TRUE(window.contains(*free)) << *free;
    // The picture keeps a real part of the window, whatever the size and scale.
    EXPECT_GE(free->x1 - free->x0, c.size.width / 4) << *free;
    EXPECT_GE(free->y1 - free->y0, c.size.height / 4) << *free;
    for (const std::string& name : c.scene.panels) {
        const auto panel = sizedRect(result.errors, "panel " + name);
        ASSERT_TRUE(panel) << name << "\n" << result.errors;
        // Less a pixel on each side: the script rounds both rectangles to whole pixels.
        const Rect inner{free->x0 + 1, free->y0 + 1, free->x1 - 1, free->y1 - 1};
        EXPECT_FALSE(panel->overlaps(inner)) << name << " " << *panel << " over the free rectangle " << *free;
        EXPECT_TRUE(window.contains(*panel)) << name << " " << *panel;
    }
    const auto drawn = pictureExtent(result.errors);
    ASSERT_TRUE(drawn) << result.errors;
    EXPECT_TRUE(free->contains(*drawn)) << "picture " << *drawn << " outside the free rectangle " << *free;
    // And F makes the picture fill a good part of it (a 3D pair is framed by its bounding sphere, which is generous).
    EXPECT_GE(std::max(drawn->x1 - drawn->x0, drawn->y1 - drawn->y0) * 3, std::min(free->x1 - free->x0, free->y1 - free->y0))
        << *drawn << " in " << *free;
}

const std::vector<WindowSize> kSizes{{1280, 800, 1.0}, {1920, 1080, 1.0}, {1280, 800, 1.5}};

std::vector<LayoutCase> layoutCases() {
    const std::vector<SceneCase> scenes{
        {"welcome", "", {"Scene", "Inspector", "SAT"}},
        {"seams", asset("maps/seams.tmx"), {"Scene", "Inspector", "SAT", "Findings"}},
        {"edge_edge_3d", asset("scenes/3d-edge-edge.json"), {"Scene", "Inspector", "SAT##3d", "Axis strip"}},
        // A Lessons panel left open does not cover a map: it lives in the left column.
        {"seams_with_lessons", asset("maps/seams.tmx"), {"Scene", "Inspector", "Lessons", "SAT", "Findings"}, true},
    };
    std::vector<LayoutCase> cases;
    for (const WindowSize& size : kSizes)
        for (const SceneCase& scene : scenes) cases.push_back({size, scene});
    return cases;
}

INSTANTIATE_TEST_SUITE_P(SizesAndScenes, WindowLayout, ::testing::ValuesIn(layoutCases()), caseName);

/// F6 hides the left column and F7 the right side: the free rectangle grows into their room.
TEST(WindowLayoutKeys, F6AndF7HideTheSideDocksAndGiveTheirRoomToThePicture) {
    const e2e::Sandbox sandbox;
    const e2e::RunResult result = sandbox.runScript(
        "docks", "window 1280 800\nwait 2\nfree-rect\nkey f6\nwait 2\nfree-rect\nkey f7\nwait 2\nfree-rect\n");
    ASSERT_EQ(result.exitCode, 0) << result.errors;
    std::vector<Rect> frees;
    const std::regex line("free-rect: (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)");
    for (auto it = std::sregex_iterator(result.errors.begin(), result.errors.end(), line); it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        const int x = std::stoi(m[1]), y = std::stoi(m[2]);
        frees.push_back({x, y, x + std::stoi(m[3]), y + std::stoi(m[4])});
    }
    ASSERT_EQ(frees.size(), 3u) << result.errors;
    EXPECT_LT(frees[1].x0, frees[0].x0); // the left column hidden: the picture starts further left
    EXPECT_EQ(frees[1].y1, frees[0].y1);
    EXPECT_GT(frees[2].y1, frees[1].y1); // the SAT panel hidden: the picture reaches further down
}

TEST(WindowLayoutOpen, ATiledMapOpensFramedInsideTheFreeRectangle) {
    // The importer's view fits a whole window; opened in the window, the map is framed where no dock covers it.
    const e2e::Sandbox sandbox;
    const e2e::RunResult result = sandbox.runScript("map", "window 1280 800\nopen \"" + asset("maps/seams.tmx") +
                                                               "\"\nwait 3\nfree-rect\npicture-extent\n");
    ASSERT_EQ(result.exitCode, 0) << result.errors;
    const auto free = sizedRect(result.errors, "free-rect");
    const auto drawn = pictureExtent(result.errors);
    ASSERT_TRUE(free && drawn) << result.errors;
    EXPECT_TRUE(free->contains(*drawn)) << "picture " << *drawn << " outside the free rectangle " << *free;
}

} // namespace
