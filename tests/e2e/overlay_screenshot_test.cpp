// SPDX-License-Identifier: MIT
// The SAT overlays in real screenshots: pixels of the shapes' colours where the
// intervals must be drawn (layout: ui/draw/overlay_layout.hpp, colours: the scene's).
#include <gtest/gtest.h>

#include "e2e_scenes.hpp"
#include "png_image.hpp"
#include "satlab_process.hpp"

namespace {

// kTwoBoxes, both selected: left (A) spans pixels 440..520, right (B) 540..620, tops at y 360.
// The lane of axis A.x runs 46 px above the pair (y 314) with A's interval as a bar just above
// it (y 307..312) and B's just below (y 316..321); the lane of A.y runs 46 px left of the pair
// (x 394) with A's bar left of it (x 385..390) and B's right of it (x 396..401).
const e2e::Rgb kLeftBlue = e2e::hexColor("#0072b2");
const e2e::Rgb kRightOrange = e2e::hexColor("#e69f00");
constexpr int kOverlayColourTolerance = 10;

const e2e::PixelRect kAOnLaneAx{445, 303, 515, 313};
const e2e::PixelRect kBOnLaneAx{545, 315, 572, 323}; // stops short of the rotate handle at x 580
const e2e::PixelRect kAOnLaneAy{383, 365, 393, 435};
const e2e::PixelRect kBOnLaneAy{395, 365, 405, 435};
const e2e::PixelRect kBetweenTheBoxes{524, 362, 537, 438};

/// kTwoBoxes with a third box far outside the view: with nothing selected
/// no pair is inspected (a scene of only two shapes would inspect them).
std::string withAThirdBox(std::string scene) {
    const std::string last = R"("color": "#e69f00"})";
    scene.replace(scene.rfind(last), last.size(), last + R"(,
  {"name": "far", "kind": "aabb2", "center": [40, 40], "half_extents": [1, 1], "color": "#009e73"})");
    return scene;
}

class OverlayScreenshot : public ::testing::Test {
protected:
    void SetUp() override {
        sandbox.write("boxes.json", withAThirdBox(e2e::kTwoBoxes));
        const auto run = sandbox.runScript("overlays", "screenshot none.png\nselect left right\nscreenshot pair.png\n",
                                           "boxes.json");
        ASSERT_EQ(run.exitCode, 0) << run.errors;
    }
    e2e::Sandbox sandbox;
};

TEST_F(OverlayScreenshot, NoLanesWithoutAnInspectedPair) {
    const e2e::PngImage none(sandbox.file("none.png"));
    EXPECT_EQ(none.countNear(kLeftBlue, kAOnLaneAx, kOverlayColourTolerance), 0);
    EXPECT_EQ(none.countNear(kRightOrange, kBOnLaneAx, kOverlayColourTolerance), 0);
}

TEST_F(OverlayScreenshot, BothIntervalsOnTheXLaneInTheShapesColours) {
    const e2e::PngImage pair(sandbox.file("pair.png"));
    EXPECT_GT(pair.countNear(kLeftBlue, kAOnLaneAx, kOverlayColourTolerance), 300);    // 70 x 6 px bar
    EXPECT_GT(pair.countNear(kRightOrange, kBOnLaneAx, kOverlayColourTolerance), 120); // 27 x 6 px bar
    EXPECT_EQ(pair.countNear(kRightOrange, kAOnLaneAx, kOverlayColourTolerance), 0);   // not swapped
}

TEST_F(OverlayScreenshot, BothIntervalsOnTheYLaneInTheShapesColours) {
    const e2e::PngImage pair(sandbox.file("pair.png"));
    EXPECT_GT(pair.countNear(kLeftBlue, kAOnLaneAy, kOverlayColourTolerance), 300);
    EXPECT_GT(pair.countNear(kRightOrange, kBOnLaneAy, kOverlayColourTolerance), 300);
}

TEST_F(OverlayScreenshot, SeparatingAxisAndLineAreEmphasised) {
    const e2e::PngImage pair(sandbox.file("pair.png"));
    // A.x separates them first: its lane line is drawn in the separating colour...
    EXPECT_GT(pair.countNear(e2e::kSeparatingYellow, {445, 313, 515, 316}, kOverlayColourTolerance), 50);
    // ...and so is the separating line in the 20 px gap between the boxes.
    EXPECT_GT(pair.countNear(e2e::kSeparatingYellow, kBetweenTheBoxes, kOverlayColourTolerance), 20);
    const e2e::PngImage none(sandbox.file("none.png"));
    EXPECT_EQ(none.countNear(e2e::kSeparatingYellow, kBetweenTheBoxes, kOverlayColourTolerance), 0);
}

TEST(OverlayScreenshotTwoShapes, NothingSelectedShowsTheOnlyPairLeftAsA) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("auto", "screenshot auto.png\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage shot(sandbox.file("auto.png"));
    EXPECT_GT(shot.countNear(kLeftBlue, kAOnLaneAx, kOverlayColourTolerance), 300);
    EXPECT_GT(shot.countNear(kRightOrange, kBOnLaneAx, kOverlayColourTolerance), 120);
    EXPECT_GT(shot.countNear(e2e::kSeparatingYellow, kBetweenTheBoxes, kOverlayColourTolerance), 20);
}

} // namespace
