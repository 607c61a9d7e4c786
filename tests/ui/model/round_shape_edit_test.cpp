// SPDX-License-Identifier: MIT
// Editing circles and capsules (2D) and spheres and 3D capsules: outlines, hit tests, moves and turns.

#include <algorithm>
#include <cmath>

#include <gtest/gtest.h>

#include "ui/model/box3d_edit.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/model/tiled_coordinates.hpp"

namespace ui {
namespace {

TEST(RoundShapeEdit, CircleOutlineLiesOnTheCircleAndReachesItsExtremes) {
    const sat::ShapeSpec circle = sat::Circle2Spec{{3, -1}, 2};
    const std::vector<glm::dvec2> points = outline(circle);
    ASSERT_EQ(points.size(), static_cast<std::size_t>(kRoundOutlinePoints));
    for (const glm::dvec2& p : points) EXPECT_NEAR(std::hypot(p.x - 3, p.y + 1), 2.0, 1e-12);
    glm::dvec2 lo, hi;
    boundsOf(circle, lo, hi);
    EXPECT_NEAR(lo.x, 1, 1e-12);
    EXPECT_NEAR(lo.y, -3, 1e-12);
    EXPECT_NEAR(hi.x, 5, 1e-12);
    EXPECT_NEAR(hi.y, 1, 1e-12);
    EXPECT_EQ(shapeCenter(circle), glm::dvec2(3, -1));
}

TEST(RoundShapeEdit, CapsuleOutlineIsAStadium) {
    // Segment (0, 0) -> (4, 0), radius 1: every outline point is 1 from the segment; the flat sides are y = +-1.
    const sat::ShapeSpec capsule = sat::Capsule2Spec::fromEnds({0, 0}, {4, 0}, 1);
    const std::vector<glm::dvec2> points = outline(capsule);
    ASSERT_EQ(points.size(), static_cast<std::size_t>(kRoundOutlinePoints + 2));
    for (const glm::dvec2& p : points) {
        const double along = std::clamp(p.x, 0.0, 4.0);
        EXPECT_NEAR(std::hypot(p.x - along, p.y), 1.0, 1e-12);
    }
    glm::dvec2 lo, hi;
    boundsOf(capsule, lo, hi);
    EXPECT_NEAR(lo.x, -1, 1e-12);
    EXPECT_NEAR(hi.x, 5, 1e-12);
    EXPECT_NEAR(hi.y, 1, 1e-12);
    EXPECT_EQ(shapeCenter(capsule), glm::dvec2(2, 0));
}

TEST(RoundShapeEdit, PointInsideIsExactForRoundShapes) {
    const sat::ShapeSpec circle = sat::Circle2Spec{{0, 0}, 1};
    EXPECT_TRUE(containsPoint(circle, {0, 1})); // on the circle: closed
    EXPECT_FALSE(containsPoint(circle, {0.7, 0.72}));
    const sat::ShapeSpec capsule = sat::Capsule2Spec::fromCentre({0, 0}, 2, sat::AngleSpec{90, true}, 0.5);
    EXPECT_TRUE(containsPoint(capsule, {0.5, 2})); // beside the segment's upper end
    EXPECT_TRUE(containsPoint(capsule, {0, 2.5})); // the top of the upper cap
    EXPECT_FALSE(containsPoint(capsule, {0.4, 2.4}));
}

TEST(RoundShapeEdit, MovingKeepsTheFormWritten) {
    sat::ShapeSpec ends = sat::Capsule2Spec::fromEnds({0, 0}, {2, 0}, 1);
    setCenter(ends, {11, 5});
    EXPECT_EQ(std::get<sat::Capsule2Spec>(ends).start, glm::dvec2(10, 5));
    EXPECT_EQ(std::get<sat::Capsule2Spec>(ends).end, glm::dvec2(12, 5));
    EXPECT_EQ(std::get<sat::Capsule2Spec>(ends).form, sat::Capsule2Spec::Form::Ends);
    sat::ShapeSpec centre = sat::Capsule2Spec::fromCentre({1, 1}, 3, sat::AngleSpec{30, true}, 1);
    translate(centre, {2, -1});
    EXPECT_EQ(std::get<sat::Capsule2Spec>(centre).center, glm::dvec2(3, 0));
    EXPECT_EQ(std::get<sat::Capsule2Spec>(centre).angle, (sat::AngleSpec{30, true}));
    sat::ShapeSpec circle = sat::Circle2Spec{{0, 0}, 1};
    translate(circle, {-1, 4});
    EXPECT_EQ(std::get<sat::Circle2Spec>(circle).center, glm::dvec2(-1, 4));
}

TEST(RoundShapeEdit, CapsulesTurnCirclesDoNot) {
    sat::ShapeSpec centre = sat::Capsule2Spec::fromCentre({0, 0}, 1, sat::AngleSpec{10, true}, 1);
    EXPECT_TRUE(rotate(centre, 80));
    EXPECT_DOUBLE_EQ(angleDegrees(centre), 90);
    sat::ShapeSpec ends = sat::Capsule2Spec::fromEnds({-2, 0}, {2, 0}, 1);
    EXPECT_TRUE(rotate(ends, 90));
    EXPECT_NEAR(std::get<sat::Capsule2Spec>(ends).start.x, 0, 1e-15);
    EXPECT_NEAR(std::get<sat::Capsule2Spec>(ends).start.y, -2, 1e-15);
    EXPECT_NEAR(angleDegrees(ends), 90, 1e-12);
    sat::ShapeSpec circle = sat::Circle2Spec{{0, 0}, 1};
    EXPECT_FALSE(rotate(circle, 45));
    EXPECT_EQ(circle, (sat::ShapeSpec{sat::Circle2Spec{{0, 0}, 1}}));
}

TEST(RoundShapeEdit, CircleHasATiledPlacementACapsuleHasNone) {
    // A circle of radius 4 at (64, -40): Tiled's ellipse at x 60, y 36, 8 x 8 px.
    const std::optional<TiledPlacement> coin = tiledPlacement(sat::Circle2Spec{{64, -40}, 4});
    ASSERT_TRUE(coin.has_value());
    EXPECT_EQ(coin->position, glm::dvec2(60, 36));
    EXPECT_EQ(coin->size, glm::dvec2(8, 8));
    EXPECT_FALSE(tiledPlacement(sat::Capsule2Spec::fromEnds({0, 0}, {1, 0}, 1)).has_value());
}

TEST(RoundShapeEdit, SpheresAndCapsulesMoveIn3d) {
    sat::ShapeSpec sphere = sat::Sphere3Spec{{0, 0, 0}, 1};
    EXPECT_TRUE(translate3(sphere, {1, 2, 3}));
    EXPECT_EQ(std::get<sat::Sphere3Spec>(sphere).center, glm::dvec3(1, 2, 3));
    sat::ShapeSpec capsule = sat::Capsule3Spec{{0, 0, 0}, {0, 2, 0}, 0.5};
    EXPECT_TRUE(translate3(capsule, {1, 0, 0}));
    EXPECT_EQ(std::get<sat::Capsule3Spec>(capsule).start, glm::dvec3(1, 0, 0));
    EXPECT_EQ(std::get<sat::Capsule3Spec>(capsule).end, glm::dvec3(1, 2, 0));
    EXPECT_FALSE(box3Frame(capsule).has_value());
}

} // namespace
} // namespace ui
