// SPDX-License-Identifier: MIT
// Spheres and capsules as the 3D view edits them (ui/model/round3d_edit.hpp): frame, resizes, handle places, picking.
#include <cmath>
#include <string>

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>
#include <gtest/gtest.h>

#include "ui/camera_fixtures.hpp"
#include "ui/model/explain_round3d.hpp"
#include "ui/model/round3d_edit.hpp"

namespace {

using ui::test::expectNear;
using ui::test::frontCamera;

TEST(Round3Frame, CapsuleFrameRunsAlongTheSegmentAndEnclosesIt) {
    const sat::Capsule3<double> capsule{{0.0, 1.0, 0.0}, {0.0, 1.0, 4.0}, 0.5};
    const ui::Box3Frame frame = ui::round3Frame(capsule);
    expectNear(frame.center, {0.0, 1.0, 2.0}, 1e-15);
    expectNear(frame.halfExtents, {0.5, 2.5, 0.5}, 1e-15);
    expectNear(frame.axis(1), {0.0, 0.0, 1.0}, 1e-15);
    EXPECT_NEAR(glm::determinant(frame.rotation), 1.0, 1e-15);
}

TEST(Round3Frame, RoundTripsACapsuleAndASphere) {
    const sat::Capsule3<double> capsule{{1.0, -2.0, 0.5}, {-2.0, 3.0, 4.0}, 0.75};
    const sat::Capsule3<double> back = ui::round3FromFrame(ui::round3Frame(capsule));
    expectNear(back.start, capsule.start, 1e-12);
    expectNear(back.end, capsule.end, 1e-12);
    EXPECT_EQ(back.radius, capsule.radius);
    const sat::Capsule3<double> sphere{{2.0, 3.0, 4.0}, {2.0, 3.0, 4.0}, 1.5};
    const sat::Capsule3<double> sphereBack = ui::round3FromFrame(ui::round3Frame(sphere));
    EXPECT_EQ(sphereBack.start, sphere.start);
    EXPECT_EQ(sphereBack.end, sphere.end);
    EXPECT_EQ(sphereBack.radius, 1.5);
}

TEST(Round3Frame, TurningTheFrameTurnsTheSegmentAboutItsMiddle) {
    const sat::Capsule3<double> capsule{{-1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, 0.5};
    ui::Box3Frame frame = ui::round3Frame(capsule);
    frame.rotation = ui::rotationAbout({0.0, 0.0, 1.0}, 3.141592653589793 / 2) * frame.rotation;
    const sat::Capsule3<double> turned = ui::round3FromFrame(frame);
    expectNear(turned.start, {0.0, -1.0, 0.0}, 1e-12);
    expectNear(turned.end, {0.0, 1.0, 0.0}, 1e-12);
}

TEST(ResizedRadius, KeepsTheSegmentAndStopsAtTheSmallestRadius) {
    const sat::Capsule3<double> capsule{{-1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, 0.5};
    const sat::Capsule3<double> grown = ui::round3FromFrame(ui::resizedRadius(ui::round3Frame(capsule), 0.25, 0.0));
    EXPECT_DOUBLE_EQ(grown.radius, 0.75);
    expectNear(grown.start, capsule.start, 1e-15);
    expectNear(grown.end, capsule.end, 1e-15);
    EXPECT_EQ(ui::round3FromFrame(ui::resizedRadius(ui::round3Frame(capsule), -3.0, 0.0)).radius, sat::kMinHalfExtent);
}

TEST(ResizedRadius, SnapsTheRadiusToWholeSteps) {
    const sat::Capsule3<double> sphere{{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 1.0};
    EXPECT_DOUBLE_EQ(ui::round3FromFrame(ui::resizedRadius(ui::round3Frame(sphere), 0.37, 0.25)).radius, 1.25);
}

TEST(ResizedLength, TheOtherEndStays) {
    const sat::Capsule3<double> capsule{{-1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, 0.5};
    const sat::Capsule3<double> longer = ui::round3FromFrame(ui::resizedLength(ui::round3Frame(capsule), 1, 2.0, false, 0.0));
    expectNear(longer.start, {-1.0, 0.0, 0.0}, 1e-12);
    expectNear(longer.end, {3.0, 0.0, 0.0}, 1e-12);
    EXPECT_EQ(longer.radius, 0.5);
    const sat::Capsule3<double> startOut = ui::round3FromFrame(ui::resizedLength(ui::round3Frame(capsule), -1, -1.0, false, 0.0));
    expectNear(startOut.start, {-2.0, 0.0, 0.0}, 1e-12);
    expectNear(startOut.end, {1.0, 0.0, 0.0}, 1e-12);
}

TEST(ResizedLength, AboutTheCentreBothEndsMove) {
    const sat::Capsule3<double> capsule{{-1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, 0.5};
    const sat::Capsule3<double> longer = ui::round3FromFrame(ui::resizedLength(ui::round3Frame(capsule), 1, 1.0, true, 0.0));
    expectNear(longer.start, {-2.0, 0.0, 0.0}, 1e-12);
    expectNear(longer.end, {2.0, 0.0, 0.0}, 1e-12);
}

TEST(ResizedLength, DraggingPastTheOtherEndKeepsASegment) {
    const sat::Capsule3<double> capsule{{-1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, 0.5};
    const sat::Capsule3<double> shortest = ui::round3FromFrame(ui::resizedLength(ui::round3Frame(capsule), 1, -10.0, false, 0.0));
    EXPECT_GT(shortest.end.x, shortest.start.x);
    EXPECT_NEAR(shortest.start.x, -1.0, 1e-12);
    expectNear(ui::capsuleAxis(shortest), {1.0, 0.0, 0.0}, 1e-6);
}

TEST(RoundHandles, RadiusHandleSitsOnTheOutlineAcrossTheLineOfSight) {
    const ui::OrbitCamera camera = frontCamera();
    // A sphere's handle is to the right on screen; a vertical capsule's too (across its axis and the view).
    expectNear(ui::radiusHandlePoint({{1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, 2.0}, camera), {3.0, 0.0, 0.0}, 1e-12);
    expectNear(ui::radiusHandlePoint({{0.0, -1.0, 0.0}, {0.0, 3.0, 0.0}, 0.5}, camera), {0.5, 1.0, 0.0}, 1e-12);
}

TEST(RoundHandles, LengthHandlesAreTheTips) {
    const sat::Capsule3<double> capsule{{0.0, -1.0, 0.0}, {0.0, 3.0, 0.0}, 0.5};
    expectNear(ui::lengthHandlePoint(capsule, 1), {0.0, 3.5, 0.0}, 1e-15);
    expectNear(ui::lengthHandlePoint(capsule, -1), {0.0, -1.5, 0.0}, 1e-15);
}

TEST(RoundPicking, RayHitsTheNearSideOfTheSphere) {
    const ui::Ray3 ray{{0.0, 0.0, 10.0}, {0.0, 0.0, -1.0}};
    const auto t = ui::intersectRay(ray, sat::Capsule3<double>{{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 2.0});
    ASSERT_TRUE(t);
    EXPECT_DOUBLE_EQ(*t, 8.0);
}

TEST(RoundPicking, RayHitsTheCylinderBetweenTheEnds) {
    const ui::Ray3 ray{{0.5, 0.0, 10.0}, {0.0, 0.0, -1.0}};
    const auto t = ui::intersectRay(ray, sat::Capsule3<double>{{-2.0, 0.0, 0.0}, {2.0, 0.0, 0.0}, 1.0});
    ASSERT_TRUE(t);
    EXPECT_DOUBLE_EQ(*t, 9.0);
}

TEST(RoundPicking, RayPastTheCapsuleMisses) {
    const ui::Ray3 ray{{0.0, 1.5, 10.0}, {0.0, 0.0, -1.0}};
    EXPECT_FALSE(ui::intersectRay(ray, sat::Capsule3<double>{{-2.0, 0.0, 0.0}, {2.0, 0.0, 0.0}, 1.0}));
    // Just beyond the end's cap: past x = 3 the capsule ends.
    EXPECT_FALSE(
        ui::intersectRay({{3.01, 0.0, 10.0}, {0.0, 0.0, -1.0}}, sat::Capsule3<double>{{-2.0, 0.0, 0.0}, {2.0, 0.0, 0.0}, 1.0}));
}

TEST(RoundPicking, RayStartingInsideTheCylinderHitsAtZero) {
    // The origin is 0.5 from the middle of the segment, inside the radius 1 but outside both end balls.
    const ui::Ray3 ray{{0.0, 0.0, 0.5}, {0.0, 0.0, -1.0}};
    const auto t = ui::intersectRay(ray, sat::Capsule3<double>{{-2.0, 0.0, 0.0}, {2.0, 0.0, 0.0}, 1.0});
    ASSERT_TRUE(t);
    EXPECT_EQ(*t, 0.0);
}

/// The axis of `report` along +-x, or -1.
int axisAlongX(const sat::Report3<double>& report) {
    for (std::size_t k = 0; k < report.axes.size(); ++k)
        if (!report.axes[k].degenerate && std::abs(std::abs(report.axes[k].direction.x) - 1.0) < 1e-12)
            return static_cast<int>(k);
    return -1;
}

TEST(ExplainRoundFormula3, ASpheresShadowIsItsRadiusOnEveryAxis) {
    const sat::Capsule3<double> ball{{3.0, 0.0, 0.0}, {3.0, 0.0, 0.0}, 1.0};
    const sat::Obb3<double> box{{0, 0, 0}, {1, 1, 1}};
    const sat::Report3<double> report = sat::report(sat::Sphere3<double>{ball.start, ball.radius}, box);
    const int axis = axisAlongX(report);
    ASSERT_GE(axis, 0);
    const auto text = ui::explainRoundFormula3(report, {ball, true}, {box, false}, axis, {"A", "B"});
    ASSERT_TRUE(text);
    EXPECT_NE(text->find("rA = r = 1.00  (a sphere"), std::string::npos) << *text;
    EXPECT_NE(text->find("rB = hx\xC2\xB7|a\xC2\xB7u|"), std::string::npos) << *text;
    EXPECT_NE(text->find("|d\xC2\xB7"
                         "a| = 3.00"),
              std::string::npos)
        << *text;
    EXPECT_NE(text->find("apart on this axis, gap 1.00"), std::string::npos) << *text;
}

TEST(ExplainRoundFormula3, ACapsulesShadowAddsHalfItsSegmentsProjection) {
    const sat::Capsule3<double> capsule{{2.0, 0.0, 0.0}, {4.0, 0.0, 0.0}, 0.5};
    const sat::Obb3<double> box{{0, 0, 0}, {1, 1, 1}};
    const sat::Report3<double> report = sat::report(capsule, box);
    const int axis = axisAlongX(report);
    ASSERT_GE(axis, 0);
    const auto text = ui::explainRoundFormula3(report, {capsule, false}, {box, false}, axis, {"pill", "box"});
    ASSERT_TRUE(text);
    EXPECT_NE(text->find("r(pill) = r + |s\xC2\xB7"
                         "a|/2 = 0.50 + 2.00/2 = 1.50"),
              std::string::npos)
        << *text;
    EXPECT_NE(text->find("gap 0.50"), std::string::npos) << *text;
}

} // namespace
