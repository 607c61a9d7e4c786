// SPDX-License-Identifier: MIT
// The explanation of round pairs' axes: where each axis comes from, why the closest-vertex axis moves, and a
// round shape's interval read as its centre's projection plus and minus its radius, with the report's numbers.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "sat/round2d.hpp"
#include "sat/round3d.hpp"
#include "ui/model/explain.hpp"
#include "ui/model/number_format.hpp"

namespace {

using Report2 = sat::Report2<double>;

/// The index of the report's first axis with that feature, -1 when it has none.
int axisWith(const Report2& report, sat::AxisFeature feature) {
    for (std::size_t i = 0; i < report.axes.size(); ++i)
        if (report.axes[i].source.feature == feature) return static_cast<int>(i);
    return -1;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// The unit box at the origin (A) and a circle of radius 1 at `center` (B).
Report2 boxAndCircle(sat::Vec2<double> center) {
    return sat::report(sat::Aabb2<double>{{0, 0}, {1, 1}}, sat::Circle2<double>{center, 1.0});
}

TEST(ExplainRound, ClosestVertexAxisSaysWhereItComesFrom) {
    // The circle beyond the box's top-right corner (1, 1), vertex 2 counter-clockwise from (-1, -1).
    const Report2 report = boxAndCircle({3, 3});
    const int axis = axisWith(report, sat::AxisFeature::ClosestVertex);
    ASSERT_GE(axis, 0);
    const std::string text = ui::explainAxis(report, axis, {"box", "coin"});
    EXPECT_TRUE(contains(text, "is the line from box's vertex 2, the one nearest coin's centre, to that centre "
                               "(box.closest-vertex2), direction (0.71, 0.71)"))
        << text;
    EXPECT_TRUE(contains(text, "coin is a circle: it has no edges, so it gives no axis of its own")) << text;
}

TEST(ExplainRound, ClosestVertexAxisSaysWhyItMoves) {
    const Report2 report = boxAndCircle({3, 3});
    const std::string text = ui::explainAxis(report, axisWith(report, sat::AxisFeature::ClosestVertex));
    EXPECT_TRUE(contains(text, "It moves as the shapes move: it turns as either shape is dragged, and when another of A's "
                               "vertices becomes the nearest to the centre, the axis jumps to that vertex."))
        << text;
}

TEST(ExplainRound, ClosestVertexAxisFollowsTheCircleToAnotherCorner) {
    // Dragged over to the top-left corner (-1, 1), vertex 3: the text names the new vertex and direction.
    const Report2 report = boxAndCircle({-3, 3});
    const std::string text = ui::explainAxis(report, axisWith(report, sat::AxisFeature::ClosestVertex));
    EXPECT_TRUE(contains(text, "A's vertex 3, the one nearest B's centre")) << text;
    EXPECT_TRUE(contains(text, "(A.closest-vertex3), direction (-0.71, 0.71)")) << text;
}

TEST(ExplainRound, CircleIntervalIsItsCentrePlusMinusItsRadius) {
    const Report2 report = boxAndCircle({3, 3});
    const int axis = axisWith(report, sat::AxisFeature::ClosestVertex);
    const sat::AxisResult2<double>& result = report.axes[static_cast<std::size_t>(axis)];
    const std::string text = ui::explainAxis(report, axis);
    // (3, 3) . (0.71, 0.71) = 4.24; the interval [3.24, 5.24] is that ± 1.
    EXPECT_TRUE(contains(text, "B's interval is its centre's projection " +
                                   ui::formatNumber((result.b.min + result.b.max) * 0.5) + " \xC2\xB1 its radius " +
                                   ui::formatNumber(1.0) + "."))
        << text;
    EXPECT_TRUE(contains(text, "centre's projection 4.24 ")) << text;
    EXPECT_FALSE(contains(text, "A's interval is its centre's")) << text; // the box's interval is not a centre ± radius
}

TEST(ExplainRound, TwoCirclesAreTestedOnTheirCentreLine) {
    const Report2 report = sat::report(sat::Circle2<double>{{0, 0}, 1.0}, sat::Circle2<double>{{3, 4}, 2.0});
    ASSERT_EQ(report.axes.size(), 1u);
    const std::string text = ui::explainAxis(report, 0, {"coin", "wheel"});
    EXPECT_TRUE(contains(text, "Axis 1 of 1 is the line from coin's centre to wheel's (coin.centre-line), direction "
                               "(0.60, 0.80)"))
        << text;
    EXPECT_TRUE(contains(text, "the one direction that can show a gap between them is the line through both centres")) << text;
    // (3, 4) . (0.6, 0.8) = 5: wheel covers [3, 7], coin [-1, 1]; the gap is 2.
    EXPECT_TRUE(contains(text, "coin's interval is its centre's projection 0.00 \xC2\xB1 its radius 1.00. wheel's interval "
                               "is its centre's projection 5.00 \xC2\xB1 its radius 2.00."))
        << text;
    EXPECT_TRUE(contains(text, "gap of 2.00")) << text;
}

TEST(ExplainRound, CapsuleNormalIsTheCapsulesOwnAxis) {
    // A level capsule from (-2, 0) to (2, 0), radius 0.5, and a unit box above it.
    const Report2 report = sat::report(sat::Capsule2<double>{{-2, 0}, {2, 0}, 0.5}, sat::Aabb2<double>{{0, 3}, {1, 1}});
    const int axis = axisWith(report, sat::AxisFeature::CapsuleNormal);
    ASSERT_GE(axis, 0);
    const std::string text = ui::explainAxis(report, axis, {"pill", "box"});
    EXPECT_TRUE(contains(text, "is the normal of pill's segment (pill.capsule-normal)")) << text;
    EXPECT_TRUE(contains(text, "the segment's normal is the one axis pill gives of its own")) << text;
    EXPECT_TRUE(contains(text, "pill's interval is its centre's projection 0.00 \xC2\xB1 its radius 0.50.")) << text;
}

TEST(ExplainRound, CapsuleEndAxisNamesTheEndAndTheVertex) {
    // The capsule's end 1 (3, 3) beyond the box's corner (1, 1): the box's vertex 2 to that end.
    const Report2 report = sat::report(sat::Aabb2<double>{{0, 0}, {1, 1}}, sat::Capsule2<double>{{3, 6}, {3, 3}, 0.5});
    const int axis = axisWith(report, sat::AxisFeature::ClosestVertexToEnd);
    ASSERT_GE(axis, 0);
    const auto& source = report.axes[static_cast<std::size_t>(axis)].source;
    const std::string text = ui::explainAxis(report, axis, {"box", "pill"});
    EXPECT_TRUE(contains(text, "the line from box's vertex " + std::to_string(source.index) + ", the one nearest end " +
                                   std::to_string(source.end) + " of pill's segment, to that end"))
        << text;
    EXPECT_TRUE(contains(text, "-to-pill.end" + std::to_string(source.end) + ")")) << text;
    EXPECT_TRUE(contains(text, "pill's end " + std::to_string(source.end) + " is a round cap")) << text;
    EXPECT_TRUE(contains(text, "the axis jumps to that vertex")) << text;
}

TEST(ExplainRound, BoxAxesOfARoundPairReadAsBefore) {
    const Report2 report = boxAndCircle({3, 3});
    const std::string text = ui::explainAxis(report, 0);
    EXPECT_TRUE(contains(text, "Axis 1 of 3 is A's x-axis (A.x)")) << text;
    EXPECT_FALSE(contains(text, "centre's projection")) << text;
    EXPECT_FALSE(contains(text, "It moves as the shapes move")) << text;
}

TEST(ExplainRound, RoundAxesIn3dNameTheirFeaturesNotBoxEdges) {
    // A sphere over the middle of a capsule: the axis through the capsule's nearest point, perpendicular to it.
    const sat::Report3<double> report = sat::report(sat::Sphere3<double>{{0, 2, 0}, 0.5},
                                                    sat::Capsule3<double>{{-2, 0, 0}, {2, 0, 0}, 0.5});
    const ui::InspectedPair names{"ball", "pole"};
    bool sawRound = false;
    for (const auto& axis : report.axes) {
        const std::string text = ui::describeAxis(axis.source, names);
        EXPECT_FALSE(contains(text, "edge")) << text;
        sawRound = sawRound || axis.source.kind != sat::AxisSource3::Kind::Face;
    }
    EXPECT_TRUE(sawRound);
    sat::AxisSource3 normal;
    normal.kind = sat::AxisSource3::Kind::CapsuleNormal;
    normal.shape = sat::Role::B;
    EXPECT_EQ(ui::describeAxis(normal, names), "pole's segment's normal towards ball");
    sat::AxisSource3 crossed;
    crossed.kind = sat::AxisSource3::Kind::EdgeSegment;
    crossed.shape = sat::Role::A;
    crossed.index = 2;
    EXPECT_EQ(ui::describeAxis(crossed, names), "ball's edge 2 \xC3\x97 pole's segment");
}

} // namespace
