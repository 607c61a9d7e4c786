// SPDX-License-Identifier: MIT
// Tests of the 2D viewport's world-to-screen transform: zoom, pan, framing.
#include <gtest/gtest.h>

#include "support/approx.hpp"
#include "ui/model/view_transform.hpp"

namespace {

ui::ViewTransform view800x600() {
    ui::ViewTransform view;
    view.center = {0.0, 0.0};
    view.zoom = 50.0;
    view.origin = {0.0, 0.0};
    view.size = {800.0, 600.0};
    return view;
}

TEST(ViewTransform, ViewCentreIsAtWindowCentre) {
    EXPECT_VEC_NEAR(view800x600().toScreen({0.0, 0.0}), (glm::dvec2{400.0, 300.0}), 1e-12);
}

TEST(ViewTransform, OneUnitUpIsZoomPixelsUpTheScreen) {
    // y up in the world, down on the screen: (1, 1) is 50 px right and 50 px up.
    EXPECT_VEC_NEAR(view800x600().toScreen({1.0, 1.0}), (glm::dvec2{450.0, 250.0}), 1e-12);
}

TEST(ViewTransform, ToWorldInvertsToScreen) {
    ui::ViewTransform view = view800x600();
    view.center = {3.0, -2.0};
    view.zoom = 37.0;
    EXPECT_VEC_NEAR(view.toWorld(view.toScreen({1.25, 7.5})), (glm::dvec2{1.25, 7.5}), 1e-12);
}

TEST(ViewTransform, ZoomKeepsThePointUnderTheCursor) {
    ui::ViewTransform view = view800x600();
    const glm::dvec2 cursor{600.0, 100.0}; // world (4, 4)
    view.zoomAbout(cursor, 2.0);
    EXPECT_DOUBLE_EQ(view.zoom, 100.0);
    EXPECT_VEC_NEAR(view.toWorld(cursor), (glm::dvec2{4.0, 4.0}), 1e-12);
}

TEST(ViewTransform, PanMovesThePictureWithTheMouse) {
    ui::ViewTransform view = view800x600();
    view.panBy({50.0, 0.0}); // drag right by one unit: the world moves right, the centre left
    EXPECT_VEC_NEAR(view.center, (glm::dvec2{-1.0, 0.0}), 1e-12);
}

TEST(ViewTransform, FrameFitsTheBoundsWithTheMargin) {
    ui::ViewTransform view = view800x600();
    view.frame({0.0, 0.0}, {10.0, 2.0}, 100.0); // 600 px of room across 10 units
    EXPECT_DOUBLE_EQ(view.zoom, 60.0);
    EXPECT_VEC_NEAR(view.center, (glm::dvec2{5.0, 1.0}), 1e-12);
}

TEST(ViewTransform, GridStepIsOneTwoOrFiveTimesAPowerOfTen) {
    ui::ViewTransform view = view800x600();
    EXPECT_DOUBLE_EQ(view.gridStep(40.0), 1.0); // 40 px / 50 px per unit = 0.8 -> 1
    view.zoom = 10.0;
    EXPECT_DOUBLE_EQ(view.gridStep(40.0), 5.0); // 4 units -> 5
    view.zoom = 400.0;
    EXPECT_DOUBLE_EQ(view.gridStep(40.0), 0.1); // 0.1 units -> 0.1
}

TEST(ViewTransform, FrameInPutsTheBoxInTheMiddleOfTheGivenRectangle) {
    ui::ViewTransform view; // 1280 x 800 from (0, 0)
    // The box [0, 10] x [0, 5] in the rectangle (300, 20) - (1000, 420), 50 px margins: 600 x 300 of room, zoom 60.
    view.frameIn({0.0, 0.0}, {10.0, 5.0}, {300.0, 20.0}, {1000.0, 420.0}, 50.0);
    EXPECT_DOUBLE_EQ(view.zoom, 60.0);
    const glm::dvec2 middle = view.toScreen({5.0, 2.5});
    EXPECT_NEAR(middle.x, 650.0, 1e-9);
    EXPECT_NEAR(middle.y, 220.0, 1e-9);
    EXPECT_NEAR(view.toScreen({0.0, 5.0}).y, 70.0, 1e-9); // the box's top edge: the margin under the rectangle's top
}

} // namespace
