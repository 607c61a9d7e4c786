// SPDX-License-Identifier: MIT
// Reports of box pairs (AABB, OBB), with numbers a reader can check by hand.

#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "sat/sat2d.hpp"
#include "support/approx.hpp"

namespace {

using Vec = sat::Vec2<double>;
using Aabb = sat::Aabb2<double>;
using Obb = sat::Obb2<double>;
constexpr double kQuarterTurn = std::numbers::pi / 2;
constexpr double kEighthTurn = std::numbers::pi / 4;

template <class Report> bool hasContact(const Report& report, Vec point, double tolerance) {
    for (const Vec& c : report.contacts) {
        if (std::abs(c.x - point.x) <= tolerance && std::abs(c.y - point.y) <= tolerance) return true;
    }
    return false;
}

} // namespace

TEST(Label, NamesBoxAxesAndPolygonEdges) {
    EXPECT_EQ(sat::label({sat::Role::A, true, 0}), "A.x");
    EXPECT_EQ(sat::label({sat::Role::A, true, 1}), "A.y");
    EXPECT_EQ(sat::label({sat::Role::B, true, 0}), "B.x");
    EXPECT_EQ(sat::label({sat::Role::A, false, 3}), "A.edge3");
}

TEST(AabbAabb, AxesAreListedInTestOrder) {
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{5, 0}, {1, 1}});
    ASSERT_EQ(r.axes.size(), 4u);
    EXPECT_EQ(sat::label(r.axes[0].source), "A.x");
    EXPECT_EQ(sat::label(r.axes[1].source), "A.y");
    EXPECT_EQ(sat::label(r.axes[2].source), "B.x");
    EXPECT_EQ(sat::label(r.axes[3].source), "B.y");
}

TEST(AabbAabb, IntervalsAndSeparationOnEachAxis) {
    // A spans x [-1, 1], B spans x [4, 6]: gap 3. On y both span [-1, 1].
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{5, 0}, {1, 1}});
    EXPECT_INTERVAL_NEAR(r.axes[0].a, (sat::Interval<double>{-1, 1}), 0.0);
    EXPECT_INTERVAL_NEAR(r.axes[0].b, (sat::Interval<double>{4, 6}), 0.0);
    EXPECT_EQ(r.axes[0].separation, 3.0);
    EXPECT_TRUE(r.axes[0].separating);
    EXPECT_EQ(r.axes[1].separation, -2.0);
    EXPECT_FALSE(r.axes[1].separating);
}

TEST(AabbAabb, BAxesAreExactDuplicatesOfA) {
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{5, 0}, {1, 1}});
    EXPECT_FALSE(r.axes[0].duplicate);
    EXPECT_FALSE(r.axes[1].duplicate);
    EXPECT_EQ(r.axes[2].duplicateOf, 0);
    EXPECT_EQ(r.axes[3].duplicateOf, 1);
}

TEST(AabbAabb, SeparatedReportsFirstAxisAndDistance) {
    // Corner (1, 1) of A and corner (3, 4) of B are closest: distance sqrt(4 + 9).
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{4, 5}, {1, 1}});
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
    EXPECT_EQ(r.firstSeparatingAxis, 0);
    EXPECT_EQ(r.bestAxis, 1); // y gap 3 beats x gap 2
    EXPECT_EQ(r.axisSeparation, 3.0);
    EXPECT_NEAR(r.distance, std::sqrt(13.0), 1e-15);
    EXPECT_EQ(r.depth, 0.0);
    EXPECT_TRUE(r.contacts.empty());
}

TEST(AabbAabb, TouchingEdgeToEdge) {
    // A's right side x = 1 meets B's left side on y in [-0.5, 1].
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{2, 0.5}, {1, 1}});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_EQ(r.depth, 0.0);
    EXPECT_EQ(r.distance, 0.0);
    EXPECT_VEC_NEAR(r.normal, (Vec{1, 0}), 0.0);
    ASSERT_EQ(r.contacts.size(), 2u);
    EXPECT_TRUE(hasContact(r, {1, -0.5}, 1e-15));
    EXPECT_TRUE(hasContact(r, {1, 1}, 1e-15));
}

TEST(AabbAabb, TouchingCornerToCorner) {
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{2, 2}, {1, 1}});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec{1, 1}), 1e-15);
}

TEST(AabbAabb, ContainmentPushesTheShorterWay) {
    // B (x in [0, 2]) inside A (x in [-3, 3]): pushing B right by 3 frees it,
    // left would take 5, up or down 4.
    const auto r = sat::report(Aabb{{0, 0}, {3, 3}}, Aabb{{1, 0}, {1, 1}});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_EQ(r.depth, 3.0);
    EXPECT_VEC_NEAR(r.normal, (Vec{1, 0}), 0.0);
}

TEST(AabbAabb, NormalPointsFromAToBWhenBIsOnTheLeft) {
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{-1.5, 0}, {1, 1}});
    EXPECT_EQ(r.depth, 0.5);
    EXPECT_VEC_NEAR(r.normal, (Vec{-1, 0}), 0.0);
}

TEST(AabbAabb, OverlapContactsSitHalfwayIntoTheOverlap) {
    // B's left side x = 0.5 is 0.5 inside A's right side x = 1: contacts at x = 0.75.
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{1.5, 0}, {1, 0.5}});
    ASSERT_EQ(r.contacts.size(), 2u);
    EXPECT_TRUE(hasContact(r, {0.75, 0.5}, 1e-15));
    EXPECT_TRUE(hasContact(r, {0.75, -0.5}, 1e-15));
}

TEST(AabbAabb, ToleranceMakesATinyGapTouching) {
    const Aabb a{{0, 0}, {1, 1}};
    const Aabb b{{2 + 1e-9, 0}, {1, 1}};
    EXPECT_EQ(sat::report(a, b).verdict, sat::Verdict::Separated);
    const auto r = sat::report(a, b, {1e-6});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_EQ(r.firstSeparatingAxis, -1);
    EXPECT_EQ(r.depth, 0.0);
    EXPECT_NEAR(r.distance, 1e-9, 1e-15);
    EXPECT_EQ(r.contacts.size(), 2u);
}

TEST(ObbObb, SeparatedOnlyOnAxisOfB) {
    // A: unit-half square turned 45 degrees (a diamond reaching x = sqrt 2).
    // B: axis-aligned, half 0.5, at x = 2.2. On A's diagonals the gap does not
    // show (2.2 / sqrt 2 = 1.556 < 1 + 0.5 sqrt 2 = 1.707); on B.x it does:
    // 2.2 - (sqrt 2 + 0.5) = 0.2858.
    const auto r = sat::report(Obb::fromAngle({0, 0}, {1, 1}, kEighthTurn), Obb{{2.2, 0}, {0.5, 0.5}});
    EXPECT_FALSE(r.axes[0].separating);
    EXPECT_FALSE(r.axes[1].separating);
    EXPECT_TRUE(r.axes[2].separating);
    EXPECT_FALSE(r.axes[3].separating);
    EXPECT_EQ(r.firstSeparatingAxis, 2);
    EXPECT_NEAR(r.axes[2].separation, 2.2 - (std::sqrt(2.0) + 0.5), 1e-15);
}

TEST(ObbAabb, SeparatedOnlyOnAxisOfB) {
    // The same pair with B as an AABB: the specialised test agrees.
    const auto r = sat::report(Obb::fromAngle({0, 0}, {1, 1}, kEighthTurn), Aabb{{2.2, 0}, {0.5, 0.5}});
    EXPECT_EQ(r.firstSeparatingAxis, 2);
    EXPECT_EQ(sat::label(r.axes[2].source), "B.x");
    EXPECT_NEAR(r.axes[2].separation, 2.2 - (std::sqrt(2.0) + 0.5), 1e-15);
}

TEST(AabbObb, SeparatedOnlyOnAxisOfA) {
    // Roles swapped: now the AABB's x axis (A.x) is the one that separates.
    const auto r = sat::report(Aabb{{2.2, 0}, {0.5, 0.5}}, Obb::fromAngle({0, 0}, {1, 1}, kEighthTurn));
    EXPECT_EQ(r.firstSeparatingAxis, 0);
    EXPECT_FALSE(r.axes[2].separating);
    EXPECT_FALSE(r.axes[3].separating);
    EXPECT_VEC_NEAR(r.normal, (Vec{-1, 0}), 0.0);
}

TEST(ObbAabb, QuarterTurnGivesTheSameDepthAsTheUnturnedBox) {
    // A half (2, 1) turned 90 degrees covers x in [-1, 1]; B covers x in [0.5, 2.5].
    const auto r = sat::report(Obb::fromAngle({0, 0}, {2, 1}, kQuarterTurn), Aabb{{1.5, 0}, {1, 1}});
    EXPECT_EQ(r.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(r.depth, 0.5, 1e-15);
    EXPECT_VEC_NEAR(r.normal, (Vec{1, 0}), 1e-15);
}

TEST(ObbAabb, QuarterTurnAxesAreFlaggedDuplicate) {
    // A.x is turned onto world y (B.y) and A.y onto world -x (B.x).
    const auto r = sat::report(Obb::fromAngle({0, 0}, {2, 1}, kQuarterTurn), Aabb{{1.5, 0}, {1, 1}});
    EXPECT_EQ(r.axes[2].duplicateOf, 1);
    EXPECT_EQ(r.axes[3].duplicateOf, 0);
}

TEST(ObbObb, SlightlyTurnedAxesAreNotDuplicates) {
    const auto r = sat::report(Obb{{0, 0}, {1, 1}}, Obb::fromAngle({3, 0}, {1, 1}, 1e-6));
    EXPECT_FALSE(r.axes[2].duplicate);
    EXPECT_FALSE(r.axes[3].duplicate);
}

TEST(ObbObb, TouchingCornerOnFace) {
    // B is a diamond (45 degrees, half sqrt 2 / 2 so its corners are 1 from
    // its centre) whose left corner rests on A's right face x = 1.
    const double half = std::sqrt(0.5);
    const auto r = sat::report(Obb{{0, 0}, {1, 1}}, Obb::fromAngle({2, 0}, {half, half}, kEighthTurn), {1e-12});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec{1, 0}), 1e-12);
}

TEST(Report2, FloatAndDoubleAgreeOnASimplePair) {
    const auto rd = sat::report(Obb::fromAngle({0, 0}, {2, 1}, 0.3), Aabb{{2.5, 1}, {1, 1}});
    const auto rf = sat::report(sat::Obb2<float>::fromAngle({0, 0}, {2, 1}, 0.3f), sat::Aabb2<float>{{2.5f, 1}, {1, 1}});
    EXPECT_EQ(rf.verdict, rd.verdict);
    EXPECT_EQ(rf.bestAxis, rd.bestAxis);
    EXPECT_NEAR(rf.depth, rd.depth, 1e-6);
    EXPECT_EQ(rf.contacts.size(), rd.contacts.size());
}

TEST(ObbAabb, CornerIntoFaceGivesOneContactHalfwayIn) {
    // B is a diamond whose left corner (0.5, 0) is 0.5 inside A's right face
    // x = 1: one contact, half-way between the corner and the face.
    const double half = std::sqrt(0.5);
    const auto r = sat::report(Obb::fromAngle({1.5, 0}, {half, half}, kEighthTurn), Aabb{{0, 0}, {1, 1}});
    EXPECT_NEAR(r.depth, 0.5, 1e-15);
    EXPECT_VEC_NEAR(r.normal, (Vec{-1, 0}), 1e-15);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec{0.75, 0}), 1e-15);
}

TEST(AabbAabb, ToleranceCallsATinyOverlapTouchingAndKeepsItsDepth) {
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{2 - 1e-9, 0}, {1, 1}}, {1e-6});
    EXPECT_EQ(r.verdict, sat::Verdict::Touching);
    EXPECT_NEAR(r.depth, 1e-9, 1e-15);
}

TEST(Report2, CastReportWidensEveryMember) {
    const auto narrow = sat::report(sat::Aabb2<float>{{0, 0}, {1, 1}}, sat::Aabb2<float>{{-1.5f, 0}, {1, 1}});
    const auto wide = sat::castReport<double>(narrow);
    ASSERT_EQ(wide.axes.size(), narrow.axes.size());
    EXPECT_EQ(wide.axes[0].bOnPositiveSide, false);
    EXPECT_EQ(wide.axes[2].duplicateOf, 0);
    EXPECT_EQ(wide.depth, 0.5);
    EXPECT_VEC_NEAR(wide.normal, (Vec{-1, 0}), 0.0);
    EXPECT_EQ(wide.contacts.size(), narrow.contacts.size());
}

TEST(Report2, AnyShapeVariantDispatchesToThePairKind) {
    const sat::Shape2<double> a = Obb::fromAngle({0, 0}, {1, 1}, kEighthTurn);
    const sat::Shape2<double> b = Aabb{{2.2, 0}, {0.5, 0.5}};
    EXPECT_FALSE(sat::overlaps(a, b));
    EXPECT_EQ(sat::report(a, b).firstSeparatingAxis, 2);
}

TEST(AabbAabb, ZeroSizeBoxIsAPointWithOneContact) {
    // The point (0.5, 0) is 0.5 inside A's right face.
    const auto r = sat::report(Aabb{{0, 0}, {1, 1}}, Aabb{{0.5, 0}, {0, 0}});
    EXPECT_EQ(r.depth, 0.5);
    EXPECT_VEC_NEAR(r.normal, (Vec{1, 0}), 0.0);
    ASSERT_EQ(r.contacts.size(), 1u);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec{0.75, 0}), 1e-15);
}

TEST(ObbObb, FirstSeparatingAxisIsTheEarliestInTestOrder) {
    // B is 3 right and 3 up of A: A.x separates (gap 1), and so do A.y and
    // B's axes; the fast test stops at A.x, index 0.
    const auto r = sat::report(Obb{{0, 0}, {1, 1}}, Obb{{3, 3}, {1, 1}});
    EXPECT_TRUE(r.axes[1].separating);
    EXPECT_EQ(r.firstSeparatingAxis, 0);
}

TEST(ObbObb, LaterAxisIsFirstWhenEarlierOnesOverlap) {
    // Only y separates: B is straight above A with a gap of 1.
    const auto r = sat::report(Obb{{0, 0}, {1, 1}}, Obb{{0.5, 3}, {1, 1}});
    EXPECT_FALSE(r.axes[0].separating);
    EXPECT_EQ(r.firstSeparatingAxis, 1);
    EXPECT_EQ(r.axisSeparation, 1.0);
}

TEST(ObbObb, HalfTurnOfBothBoxesKeepsTheDepth) {
    // Turning a box by 180 degrees leaves the same set of points.
    const double halfTurn = 2 * kQuarterTurn;
    const auto straight = sat::report(Obb{{0, 0}, {2, 1}}, Obb{{2.5, 0.5}, {1, 1}});
    const auto turned = sat::report(Obb::fromAngle({0, 0}, {2, 1}, halfTurn), Obb::fromAngle({2.5, 0.5}, {1, 1}, halfTurn));
    EXPECT_EQ(turned.verdict, straight.verdict);
    EXPECT_NEAR(turned.depth, straight.depth, 1e-15);
    EXPECT_VEC_NEAR(turned.normal, straight.normal, 1e-15);
}
