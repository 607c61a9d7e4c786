// SPDX-License-Identifier: MIT
// The 3D axes in real screenshots: the bundled edge-edge scene with A and B
// selected and its only separating axis, A.edge0×B.edge2 (row 8), clicked by
// `select-axis 8`; then with "face axes only" (docs/axes3d.md).
//
// The 3D view frames the pair in the free middle of the 1280x800 window:
// between the left-hand panels (to x 270), the axis strip (from x 850, to
// y 440) and the SAT panel (from y 450).
#include <gtest/gtest.h>

#include <cstdlib>

#include "app/script/script.hpp"
#include "png_image.hpp"
#include "satlab_process.hpp"
#include "script_suite.hpp"

namespace {

const e2e::Rgb kColorA = e2e::hexColor("#4e79a7");     // the scene's colour for A
const e2e::Rgb kColorB = e2e::hexColor("#e15759");     // and for B
const e2e::Rgb kSeparating = e2e::hexColor("#ffd60a"); // dark theme: first separating axis
const e2e::Rgb kWarning = e2e::hexColor("#ffaa28");    // dark theme: warnings
constexpr int kAxesColourTolerance = 8;

const e2e::PixelRect kFreeView{280, 150, 845, 445}; // the view around the pair, clear of every panel
const e2e::PixelRect kBanner{280, 25, 845, 145};    // the verdict lines at the top left of the view
const e2e::PixelRect kStrip{855, 55, 1270, 440};    // the axis strip's rows

std::filesystem::path edgeEdgeScene() {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    const std::filesystem::path root = source ? std::filesystem::path(source)
                                              : std::filesystem::path(__FILE__).parent_path().parent_path().parent_path();
    return root / "assets" / "scenes" / "3d-edge-edge.json";
}

class Axes3dScreenshot : public e2e::ScriptSuite<Axes3dScreenshot> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        return sandbox.runScript("axes3d",
                                 "select A B\n"
                                 "screenshot none.png\n"
                                 "select-axis 8\n"
                                 "screenshot axis8.png\n"
                                 "face-axes-only on\n"
                                 "screenshot faceonly.png\n",
                                 edgeEdgeScene().string());
    }

protected:
    static e2e::PngImage image(const char* name) { return e2e::PngImage(sandbox->file(name)); }
};

TEST_F(Axes3dScreenshot, ClickedEdgeAxisDrawsBothIntervalsInTheBoxColours) {
    const e2e::PngImage axis = image("axis8.png");
    // Each interval is a 6 px bar along the axis line, a few boxes' lengths long.
    EXPECT_GT(axis.countNear(kColorA, kFreeView, kAxesColourTolerance), 150); // 289 when written
    EXPECT_GT(axis.countNear(kColorB, kFreeView, kAxesColourTolerance), 150); // 343
}

TEST_F(Axes3dScreenshot, NoAxisClickedDrawsTheDecidingAxisWithBothIntervals) {
    // Without a hover or a click the view draws the deciding axis, here the first separating one (row 8).
    const e2e::PngImage none = image("none.png");
    EXPECT_GT(none.countNear(kColorA, kFreeView, kAxesColourTolerance), 150);
    EXPECT_GT(none.countNear(kColorB, kFreeView, kAxesColourTolerance), 150);
}

TEST_F(Axes3dScreenshot, FirstSeparatingAxisIsDrawnInTheSeparatingColour) {
    EXPECT_GT(image("axis8.png").countNear(kSeparating, kFreeView, kAxesColourTolerance), 100); // 314 when written
    EXPECT_GT(image("none.png").countNear(kSeparating, kFreeView, kAxesColourTolerance), 100);  // drawn by default
}

TEST_F(Axes3dScreenshot, StripMarksTheEarlyOutOnlyWhenAnAxisSeparates) {
    // The full test stops at row 8: its name and the "test stops here" line are in the separating colour.
    EXPECT_GT(image("axis8.png").countNear(kSeparating, kStrip, kAxesColourTolerance), 300);
    // Face axes only: nothing separates, so there is no early-out mark.
    EXPECT_LT(image("faceonly.png").countNear(kSeparating, kStrip, kAxesColourTolerance), 20);
}

TEST_F(Axes3dScreenshot, FaceAxesOnlyShowsTheWarning) {
    EXPECT_GT(image("faceonly.png").countNear(kWarning, kBanner, kAxesColourTolerance), 1000);
    EXPECT_EQ(image("axis8.png").countNear(kWarning, kBanner, kAxesColourTolerance), 0);
}

TEST(Axes3dHover, TheDecidingAxisIsDrawnUntilARowIsHovered) {
    // Before: the deciding axis, A.edge0×B.edge2 (the first separating), with the two edges that make it. Then
    // the pointer rests on the axis strip's row 2, A.face2 (rows are 18 px apart from y 95 in the default layout),
    // and the view draws that axis instead, as a click would.
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("hover",
                                       "select A B\nscreenshot before.png\nmouse-move 1100 131\nwait 2\nscreenshot hover.png\n",
                                       edgeEdgeScene().string());
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage before(sandbox.file("before.png")), hover(sandbox.file("hover.png"));
    EXPECT_GT(before.countNear(kColorA, kFreeView, kAxesColourTolerance), 150);
    EXPECT_GT(before.countNear(kSeparating, kFreeView, kAxesColourTolerance), 100); // the first separating axis' colour
    EXPECT_GT(hover.countNear(kColorA, kFreeView, kAxesColourTolerance), 150);
    EXPECT_GT(hover.countNear(kColorB, kFreeView, kAxesColourTolerance), 150);
    EXPECT_LT(hover.countNear(kSeparating, kFreeView, kAxesColourTolerance), 20); // A.face2 does not separate
    // The two edges are drawn light over a dark outline: A's edge in A's colour lightened by 35%.
    const e2e::Rgb edgeA{static_cast<int>(0x4e + (255 - 0x4e) * 0.35), static_cast<int>(0x79 + (255 - 0x79) * 0.35),
                         static_cast<int>(0xa7 + (255 - 0xa7) * 0.35)};
    EXPECT_GT(before.countNear(edgeA, kFreeView, 12), 60);
    EXPECT_LT(hover.countNear(edgeA, kFreeView, 12), 60);
}

TEST(Axes3dScriptParse, SelectAxisTakesARowOrMinusOne) {
    const app::Script script = app::parseScript("select-axis 8\nselect-axis -1\nface-axes-only on\n", "s.txt", "/base");
    ASSERT_EQ(script.commands.size(), 3u);
    EXPECT_EQ(std::get<app::cmd::SelectAxis>(script.commands[0].action).axis, 8);
    EXPECT_EQ(std::get<app::cmd::SelectAxis>(script.commands[1].action).axis, -1);
    EXPECT_TRUE(std::get<app::cmd::FaceAxesOnly>(script.commands[2].action).on);
}

TEST(Axes3dScriptParse, SelectAxisPastTheLastRowIsAnError) {
    EXPECT_THROW(app::parseScript("select-axis 15\n", "s.txt", "/base"), app::ScriptError);
    EXPECT_THROW(app::parseScript("face-axes-only maybe\n", "s.txt", "/base"), app::ScriptError);
}

} // namespace
