// SPDX-License-Identifier: MIT
// Tests of the axis lanes' layout: projection, placement beside the pair, picking.
#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include "support/approx.hpp"
#include "ui/draw/overlay_layout.hpp"

namespace {

ui::ViewTransform view() {
    ui::ViewTransform v;
    v.zoom = 50.0;
    v.size = {800.0, 600.0};
    return v;
}

/// A report with one axis along +x: A covers [-1, 1], B covers [2, 4].
sat::Report2<double> oneAxisReport() {
    sat::Report2<double> report;
    sat::AxisResult2<double> axis;
    axis.direction = {1.0, 0.0};
    axis.a = {-1.0, 1.0};
    axis.b = {2.0, 4.0};
    axis.separation = 1.0;
    report.axes.push_back(axis);
    return report;
}

const std::vector<glm::dvec2> kSquareA{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
const std::vector<glm::dvec2> kSquareB{{2, -1}, {4, -1}, {4, 1}, {2, 1}};

TEST(OverlayLayout, LanePointProjectsOntoTheAxisAtItsParameter) {
    const auto lanes = ui::layoutLanes(oneAxisReport(), kSquareA, kSquareB, view());
    ASSERT_EQ(lanes.size(), 1u);
    // Where A's interval ends on the lane is where A's corner projects: x = 1.
    EXPECT_NEAR(glm::dot(lanes[0].at(1.0), lanes[0].direction), 1.0, 1e-12);
}

TEST(OverlayLayout, LaneLiesBesideBothShapes) {
    const auto lanes = ui::layoutLanes(oneAxisReport(), kSquareA, kSquareB, view());
    // The shapes reach 1 along the lane's normal; the lane sits kLaneMarginPx (in world units) past that.
    EXPECT_NEAR(lanes[0].offset, 1.0 + ui::kLaneMarginPx / 50.0, 1e-12);
}

TEST(OverlayLayout, LaneCoversBothIntervalsWithPadding) {
    const auto lanes = ui::layoutLanes(oneAxisReport(), kSquareA, kSquareB, view());
    EXPECT_NEAR(lanes[0].tMin, -1.0 - ui::kLanePaddingPx / 50.0, 1e-12);
    EXPECT_NEAR(lanes[0].tMax, 4.0 + ui::kLanePaddingPx / 50.0, 1e-12);
}

TEST(OverlayLayout, PerpendicularAxesGoToDifferentSides) {
    sat::Report2<double> report = oneAxisReport();
    sat::AxisResult2<double> y = report.axes[0];
    y.direction = {0.0, 1.0};
    report.axes.push_back(y);
    sat::AxisResult2<double> x2 = report.axes[0]; // a second x axis goes to the side opposite the first
    report.axes.push_back(x2);
    const auto lanes = ui::layoutLanes(report, kSquareA, kSquareB, view());
    ASSERT_EQ(lanes.size(), 3u);
    EXPECT_NEAR(glm::dot(lanes[0].normal, lanes[2].normal), -1.0, 1e-12);
}

TEST(OverlayLayout, DuplicateAxesAreLeftOutWhenAsked) {
    sat::Report2<double> report = oneAxisReport();
    sat::AxisResult2<double> copy = report.axes[0];
    copy.duplicate = true;
    copy.duplicateOf = 0;
    report.axes.push_back(copy);
    EXPECT_EQ(ui::layoutLanes(report, kSquareA, kSquareB, view(), false).size(), 1u);
    EXPECT_EQ(ui::layoutLanes(report, kSquareA, kSquareB, view(), true).size(), 2u);
}

TEST(OverlayLayout, PickFindsTheLaneUnderTheMouse) {
    const ui::ViewTransform v = view();
    const auto lanes = ui::layoutLanes(oneAxisReport(), kSquareA, kSquareB, v);
    const glm::dvec2 onLane = v.toScreen(lanes[0].at(1.5));
    EXPECT_EQ(ui::pickLane(lanes, v, onLane + glm::dvec2(0.0, 3.0), 8.0), std::optional<int>(0));
    EXPECT_FALSE(ui::pickLane(lanes, v, onLane + glm::dvec2(0.0, 30.0), 8.0).has_value());
}

} // namespace
