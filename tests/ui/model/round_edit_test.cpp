// SPDX-License-Identifier: MIT
// Tests of the round shapes' editing geometry: handle places, radius edits, extents along an axis, specs.
#include <cmath>
#include <stdexcept>
#include <vector>

#include <glm/geometric.hpp>

#include <gtest/gtest.h>

#include "support/approx.hpp"
#include "ui/model/round_edit.hpp"

namespace {

const sat::Circle2<double> kCoin{{2.0, 1.0}, 0.5};
/// Level, from (-2, 0) to (2, 0), radius 1.
const sat::Capsule2<double> kPill{{-2.0, 0.0}, {2.0, 0.0}, 1.0};

TEST(RoundEdit, RadiusHandlesSitOnTheRim) {
    EXPECT_VEC_NEAR(ui::radiusHandle(kCoin), (glm::dvec2{2.5, 1.0}), 1e-12);
    EXPECT_VEC_NEAR(ui::radiusHandle(kPill), (glm::dvec2{0.0, 1.0}), 1e-12); // the normal turns +x to +y
    const sat::Capsule2<double> upright{{0.0, 0.0}, {0.0, 4.0}, 0.5};
    EXPECT_VEC_NEAR(ui::radiusHandle(upright), (glm::dvec2{-0.5, 2.0}), 1e-12);
}

TEST(RoundEdit, RadiusThroughAPointIsItsDistanceFromTheCore) {
    EXPECT_NEAR(ui::radiusThrough(kCoin, {2.0, 3.0}), 2.0, 1e-12);
    EXPECT_NEAR(ui::radiusThrough(kPill, {1.0, -3.0}), 3.0, 1e-12); // beside the segment: straight down to it
    EXPECT_NEAR(ui::radiusThrough(kPill, {5.0, 4.0}), 5.0, 1e-12);  // past the end: from the end point (3-4-5)
    EXPECT_EQ(ui::radiusThrough(kCoin, kCoin.center), ui::kMinRadius);
}

TEST(RoundEdit, CircleExtentIsTheCentrePlusMinusTheRadius) {
    const glm::dvec2 direction = glm::normalize(glm::dvec2{1.0, 1.0});
    const ui::RoundExtent extent = ui::roundExtent(kCoin, direction);
    EXPECT_VEC_NEAR(extent.lowCentre, kCoin.center, 0.0);
    EXPECT_NEAR(glm::dot(extent.low, direction), glm::dot(kCoin.center, direction) - 0.5, 1e-12);
    EXPECT_NEAR(glm::dot(extent.high, direction), glm::dot(kCoin.center, direction) + 0.5, 1e-12);
}

TEST(RoundEdit, CapsuleExtentStartsAtTheEndFurthestBack) {
    const ui::RoundExtent extent = ui::roundExtent(kPill, {-1.0, 0.0}); // looking along -x the end comes first
    EXPECT_VEC_NEAR(extent.lowCentre, kPill.end, 0.0);
    EXPECT_VEC_NEAR(extent.low, (glm::dvec2{3.0, 0.0}), 1e-12);
    EXPECT_VEC_NEAR(extent.high, (glm::dvec2{-3.0, 0.0}), 1e-12);
}

/// The first axis of `report` with that feature.
const sat::AxisResult2<double>& firstAxisWith(const sat::Report2<double>& report, sat::AxisFeature feature) {
    for (const auto& axis : report.axes)
        if (axis.source.feature == feature) return axis;
    throw std::runtime_error("no such axis");
}

TEST(RoundEdit, SatVerticesAreNumberedAsTheCoreNumbersThem) {
    const auto box = ui::satVertices(sat::Aabb2Spec{{0.0, 0.0}, {2.0, 1.0}});
    ASSERT_EQ(box.size(), 4u);
    EXPECT_VEC_NEAR(box[0], (glm::dvec2{-2.0, -1.0}), 0.0);
    EXPECT_VEC_NEAR(box[2], (glm::dvec2{2.0, 1.0}), 0.0);
    // A clockwise polygon is stored reversed by the core: its vertex 0 is the last point written.
    const auto clockwise = ui::satVertices(sat::Poly2Spec{{{0.0, 0.0}, {0.0, 2.0}, {2.0, 0.0}}});
    ASSERT_EQ(clockwise.size(), 3u);
    EXPECT_VEC_NEAR(clockwise[0], (glm::dvec2{2.0, 0.0}), 0.0);
    const auto pill = ui::satVertices(sat::Capsule2Spec::fromEnds({1.0, 2.0}, {3.0, 4.0}, 0.5));
    ASSERT_EQ(pill.size(), 2u);
    EXPECT_VEC_NEAR(pill[1], (glm::dvec2{3.0, 4.0}), 0.0);
}

TEST(RoundEdit, TheClosestVertexAxisRunsFromTheNearestCornerToTheCentre) {
    const sat::Aabb2Spec box{{0.0, 0.0}, {1.0, 1.0}};
    for (const glm::dvec2 centre : {glm::dvec2{3.0, 3.0}, glm::dvec2{-3.0, 2.5}, glm::dvec2{0.5, -4.0}}) {
        const sat::Report2<double> report = sat::report(sat::Aabb2<double>{{0.0, 0.0}, {1.0, 1.0}},
                                                        sat::Circle2<double>{centre, 1.0});
        const auto ends = ui::closestVertexAxisEnds(firstAxisWith(report, sat::AxisFeature::ClosestVertex).source, box,
                                                    sat::Circle2Spec{centre, 1.0});
        ASSERT_TRUE(ends.has_value());
        // The corner nearest the centre, whichever it is.
        const glm::dvec2 nearest{centre.x > 0.0 ? 1.0 : -1.0, centre.y > 0.0 ? 1.0 : -1.0};
        EXPECT_VEC_NEAR(ends->first, nearest, 0.0);
        EXPECT_VEC_NEAR(ends->second, centre, 0.0);
    }
}

TEST(RoundEdit, TheClosestVertexOfAClockwisePolygonIsTheRightPoint) {
    const std::vector<glm::dvec2> points{{0.0, 0.0}, {0.0, 2.0}, {3.0, 2.0}, {3.0, 0.0}}; // clockwise
    const glm::dvec2 centre{5.0, 4.0};
    const sat::Report2<double> report = sat::report(sat::Circle2<double>{centre, 0.5}, sat::ConvexPolygon2<double>::make(points));
    const auto ends = ui::closestVertexAxisEnds(firstAxisWith(report, sat::AxisFeature::ClosestVertex).source,
                                                sat::Circle2Spec{centre, 0.5}, sat::Poly2Spec{points});
    ASSERT_TRUE(ends.has_value());
    EXPECT_VEC_NEAR(ends->first, (glm::dvec2{3.0, 2.0}), 0.0);
}

TEST(RoundEdit, ACapsuleEndAxisPointsAtThatEnd) {
    const sat::Capsule2Spec pill = sat::Capsule2Spec::fromEnds({3.0, 6.0}, {3.0, 3.0}, 0.5);
    const sat::Report2<double> report = sat::report(sat::Aabb2<double>{{0.0, 0.0}, {1.0, 1.0}}, *ui::capsuleOf(pill));
    const auto& axis = firstAxisWith(report, sat::AxisFeature::ClosestVertexToEnd);
    const auto ends = ui::closestVertexAxisEnds(axis.source, sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}, pill);
    ASSERT_TRUE(ends.has_value());
    EXPECT_VEC_NEAR(ends->second, (axis.source.end == 0 ? glm::dvec2{3.0, 6.0} : glm::dvec2{3.0, 3.0}), 0.0);
    EXPECT_FALSE(ui::closestVertexAxisEnds(report.axes[0].source, sat::Aabb2Spec{}, pill).has_value()); // A.x
}

} // namespace
