// SPDX-License-Identifier: MIT
// Names and roles, verdict colours, handles and framing in the real window:
// the Explanation calls shapes by their names whatever their roles, the Scene
// panel shows touching in the touching colour, 3D face handles stand out on a
// red box, and Shift+F frames the selection in 2D and 3D.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include "png_image.hpp"
#include "satlab_process.hpp"

namespace {

struct Point2 {
    int x = 0, y = 0;
};

/// assets/scenes/NAME in the source tree (SATLAB_SOURCE_DIR, set by ctest).
std::string bundledScene(const std::string& name) {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    return std::string(source ? source : ".") + "/assets/scenes/" + name;
}

/// Every `pixel-of NAME PART: X Y` line for `name` on stderr, in order.
std::vector<Point2> pixelsOf(const std::string& errors, const std::string& name) {
    std::vector<Point2> points;
    const std::regex line("pixel-of " + name + " [a-z+-]+: (-?[0-9]+) (-?[0-9]+)");
    for (auto it = std::sregex_iterator(errors.begin(), errors.end(), line); it != std::sregex_iterator(); ++it)
        points.push_back({std::stoi((*it)[1]), std::stoi((*it)[2])});
    return points;
}

double distance(Point2 p, Point2 q) { return std::hypot(p.x - q.x, p.y - q.y); }

TEST(NamesAndRoles, TheExplanationCallsTheShapesByTheirNamesWhateverTheirRoles) {
    e2e::Sandbox sandbox;
    // The welcome scene: B is an upright box, A a box turned 30 degrees. `select B A` makes B the pair's first
    // shape: the test's first axis is B's x-axis, and the text must not call it A's.
    const auto run = sandbox.runScript("names", "select B A\ndump-explanation swapped.txt\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string text = e2e::readText(sandbox.file("swapped.txt"));
    EXPECT_NE(text.find("Axis 1 of 4 is B's x-axis (B.x)"), std::string::npos) << text;
    EXPECT_NE(text.find("Axis 3 of 4 is A's x-axis (A.x)"), std::string::npos) << text;
    EXPECT_NE(text.find("B covers "), std::string::npos) << text;
}

// Two boxes that share an edge: the Scene panel lists the pair as touching.
const std::string kTouching = R"({"format": "satlab-scene", "version": 1,
 "view": {"center": [0, 0], "zoom": 40},
 "shapes": [
  {"name": "left", "kind": "aabb2", "center": [-1, 0], "half_extents": [1, 1], "color": "#0072b2"},
  {"name": "right", "kind": "aabb2", "center": [1, 0], "half_extents": [1, 1], "color": "#009e73"}]}
)";

/// The rectangle a `panel NAME: X Y W H ...` line printed.
e2e::PixelRect panelRect(const std::string& errors, const std::string& name) {
    std::smatch match;
    const std::regex line("panel " + name + ": (-?[0-9.]+) (-?[0-9.]+) ([0-9.]+) ([0-9.]+)");
    if (!std::regex_search(errors, match, line)) throw std::runtime_error("no panel " + name + " in: " + errors);
    const int x = static_cast<int>(std::stod(match[1])), y = static_cast<int>(std::stod(match[2]));
    return {x, y, x + static_cast<int>(std::stod(match[3])), y + static_cast<int>(std::stod(match[4]))};
}

TEST(VerdictColours, TheSceneListShowsTouchingInTheTouchingColour) {
    e2e::Sandbox sandbox;
    sandbox.write("touching.json", kTouching);
    const auto run = sandbox.runScript("touching", "wait 2\nscreenshot shot.png\npanel Scene\n", "touching.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage shot(sandbox.file("shot.png"));
    const e2e::PixelRect scene = panelRect(run.errors, "Scene");
    // Theme::dark(): touching #ffd60a, overlap #ff5c5c. The pair's row is text: a few dozen pixels of its colour.
    EXPECT_GT(shot.countNear({255, 214, 10}, scene, 40), 20);
    EXPECT_EQ(shot.countNear({255, 92, 92}, scene, 40), 0);
}

TEST(Handles3d, FaceHandlesHaveARingInTheSelectionColour) {
    e2e::Sandbox sandbox;
    // assets/scenes/3d-edge-edge.json: B is red (#e15759), as the x handles are.
    const std::string scene = bundledScene("3d-edge-edge.json");
    const auto run = sandbox.runScript("handles",
                                       "view-preset iso\nselect B\nwait 2\nscreenshot shot.png\npixel-of B +x\n"
                                       "pixel-of B -x\npixel-of B +y\npixel-of B -y\npixel-of B +z\npixel-of B -z\n",
                                       scene);
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage shot(sandbox.file("shot.png"));
    int ringed = 0;
    for (const Point2 handle : pixelsOf(run.errors, "B")) {
        // The outer ring runs 6 to 7.5 px from a handle's centre (4.5 px square, 1.5 px fill, 1.5 px ring).
        const e2e::PixelRect ring{handle.x + 6, handle.y - 1, handle.x + 8, handle.y + 1};
        if (shot.countNear({255, 255, 255}, ring, 30) > 0) ++ringed;
    }
    EXPECT_GE(ringed, 2); // the handles drawn from this view (those facing the eye are left out)
}

/// The middle of the viewport's free rectangle from the `free-rect: X Y W H` line.
Point2 freeRectMiddle(const std::string& errors) {
    std::smatch match;
    const std::regex line("free-rect: (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)");
    if (!std::regex_search(errors, match, line)) throw std::runtime_error("no free-rect in: " + errors);
    return {std::stoi(match[1]) + std::stoi(match[3]) / 2, std::stoi(match[2]) + std::stoi(match[4]) / 2};
}

TEST(FrameSelected, ShiftFFramesTheSelectionAndFFramesAll) {
    e2e::Sandbox sandbox;
    // The welcome scene: C is the polygon far left of A and B. Framing C alone zooms in on it: A moves away from it.
    const auto run = sandbox.runScript("frame2d", "free-rect\npixel-of A\npixel-of C\nselect C\nkey shift+f\npixel-of A\n"
                                                  "pixel-of C\nkey f\npixel-of A\npixel-of C\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto a = pixelsOf(run.errors, "A");
    const auto c = pixelsOf(run.errors, "C");
    ASSERT_EQ(a.size(), 3u);
    ASSERT_EQ(c.size(), 3u);
    EXPECT_GT(distance(a[1], c[1]), 1.5 * distance(a[0], c[0])); // Shift+F: C fills the view
    // ...the middle of the part of the window the panels leave to the picture (docs/app.md, "The layout")
    EXPECT_LT(distance(c[1], freeRectMiddle(run.errors)), 40.0);
    EXPECT_LT(distance(a[2], c[2]), distance(a[1], c[1])); // F: everything again
}

TEST(FrameSelected, ShiftFFramesTheSelectedBoxIn3d) {
    e2e::Sandbox sandbox;
    const std::string scene = bundledScene("3d-edge-edge.json");
    const auto run = sandbox.runScript("frame3d", "pixel-of A\npixel-of B\nselect A\nkey shift+f\npixel-of A\npixel-of B\n",
                                       scene);
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto a = pixelsOf(run.errors, "A");
    const auto b = pixelsOf(run.errors, "B");
    ASSERT_EQ(a.size(), 2u);
    ASSERT_EQ(b.size(), 2u);
    EXPECT_GT(distance(a[1], b[1]), 1.3 * distance(a[0], b[0])); // closer in on A alone
}

TEST(DragReadout, AMoveIsReadOutByThePointerWhileTheButtonIsDown) {
    e2e::Sandbox sandbox;
    // Where the welcome scene's polygon C is drawn, then a drag of it 150 px to the right, looked at mid-drag and
    // after the release.
    const auto where = sandbox.runScript("where", "pixel-of C\n");
    ASSERT_EQ(where.exitCode, 0) << where.errors;
    const auto c = pixelsOf(where.errors, "C");
    ASSERT_EQ(c.size(), 1u);
    const Point2 end{c[0].x + 150, c[0].y};
    const std::string script = "select C\nmouse-move " + std::to_string(c[0].x) + " " + std::to_string(c[0].y) +
                               "\nmouse-down left\nmouse-move " + std::to_string(c[0].x + 75) + " " + std::to_string(c[0].y) +
                               "\nmouse-move " + std::to_string(end.x) + " " + std::to_string(end.y) +
                               "\nwait 2\nscreenshot during.png\nmouse-up left\nwait 2\nscreenshot after.png\n";
    const auto run = sandbox.runScript("drag", script);
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    // The readout's text ("Δx 3.26  Δy 0.00", the theme's text colour) up and to the right of the pointer, clear of
    // the polygon's own handles (which move with it).
    const e2e::PixelRect readout{end.x + 60, end.y - 34, end.x + 130, end.y - 22};
    const e2e::Rgb text{236, 239, 244};
    EXPECT_GT(e2e::PngImage(sandbox.file("during.png")).countNear(text, readout, 40), 20);
    EXPECT_LT(e2e::PngImage(sandbox.file("after.png")).countNear(text, readout, 40), 5);
}

} // namespace
