// SPDX-License-Identifier: MIT
// Imported shapes back in Tiled's y-down pixels: the importer's mapping undone (docs/tiled-import.md).
#include <gtest/gtest.h>

#include <cmath>

#include "sat/scene.hpp"
#include "ui/model/tiled_coordinates.hpp"

namespace {

TEST(TiledCoordinates, AxisAlignedBoxShowsItsTopLeftAndSize) {
    // Tiled's ledge in seams.tmx: x 16, y 16, 32 x 8 px -> aabb2 centre (32, -20), half extents (16, 4).
    const auto placement = ui::tiledPlacement(sat::Aabb2Spec{{32.0, -20.0}, {16.0, 4.0}});
    ASSERT_TRUE(placement.has_value());
    EXPECT_TRUE(placement->rectangle);
    EXPECT_DOUBLE_EQ(placement->position.x, 16.0);
    EXPECT_DOUBLE_EQ(placement->position.y, 16.0);
    EXPECT_DOUBLE_EQ(placement->size.x, 32.0);
    EXPECT_DOUBLE_EQ(placement->size.y, 8.0);
    EXPECT_EQ(placement->rotationDeg, 0.0);
}

TEST(TiledCoordinates, TurnedBoxShowsTiledsPivotAndClockwiseRotation) {
    // docs/tiled-import.md's worked example: x=269.667, y=184.667, w=25.3333, h=31.3333, r=-57 imports as an obb2
    // with centre (289.7049, -182.5765), half extents (12.66665, 15.66665) and angle_deg 57.
    sat::Obb2Spec box;
    box.center = {289.70488, -182.57650};
    box.halfExtents = {12.66665, 15.66665};
    box.angle = sat::AngleSpec{57.0, true};
    const auto placement = ui::tiledPlacement(box);
    ASSERT_TRUE(placement.has_value());
    EXPECT_NEAR(placement->position.x, 269.667, 1e-3);
    EXPECT_NEAR(placement->position.y, 184.667, 1e-3);
    EXPECT_NEAR(placement->size.x, 25.3333, 1e-9);
    EXPECT_NEAR(placement->size.y, 31.3333, 1e-9);
    EXPECT_DOUBLE_EQ(placement->rotationDeg, -57.0);
}

TEST(TiledCoordinates, PolygonShowsItsPointsWithYDown) {
    const auto placement = ui::tiledPlacement(sat::Poly2Spec{{{96.0, -48.0}, {128.0, -48.0}, {128.0, -32.0}}});
    ASSERT_TRUE(placement.has_value());
    EXPECT_FALSE(placement->rectangle);
    ASSERT_EQ(placement->points.size(), 3u);
    EXPECT_EQ(placement->points[0], glm::dvec2(96.0, 48.0));
    EXPECT_EQ(placement->points[2], glm::dvec2(128.0, 32.0));
}

TEST(TiledCoordinates, ScaleDividesBackToPixels) {
    // A map imported at 0.5 world units per pixel: world (8, -10) is pixel (16, 20).
    EXPECT_EQ(ui::toTiledPixels({8.0, -10.0}, 0.5), glm::dvec2(16.0, 20.0));
}

TEST(TiledCoordinates, ZeroIsNeverNegative) {
    const glm::dvec2 origin = ui::toTiledPixels({0.0, 0.0});
    EXPECT_FALSE(std::signbit(origin.y));
}

TEST(TiledCoordinates, ThreeDimensionalShapesHaveNone) { EXPECT_FALSE(ui::tiledPlacement(sat::Aabb3Spec{}).has_value()); }

} // namespace
