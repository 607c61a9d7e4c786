// SPDX-License-Identifier: MIT
// Spheres and capsules against each other and boxes: hand-checked numbers, labels, exact touching.

#include <gtest/gtest.h>

#include <string>

#include "sat/round3d.hpp"

namespace {

using sat::Capsule3;
using sat::Obb3;
using sat::Sphere3;
using sat::Verdict;
using Vec = sat::Vec3<double>;

std::string labels(const sat::Report3<double>& r) {
    std::string out;
    for (const auto& axis : r.axes) out += sat::label(axis.source) + (axis.degenerate ? "(skipped)" : "") + " ";
    return out;
}

TEST(RoundSphereSphere, ThreeFourFiveTouchingFarFromTheOrigin) {
    // |c2 - c1| = 5 = r1 + r2 exactly, at (5000, 3000, 7).
    const Sphere3<double> a{{5000, 3000, 7}, 2}, b{{5003, 3004, 7}, 3};
    const auto r = sat::report(a, b);
    EXPECT_EQ(r.verdict, Verdict::Touching);
    EXPECT_TRUE(sat::overlaps(a, b));
    EXPECT_EQ(r.axisSeparation, 0.0);
    EXPECT_EQ(r.depth, 0.0);
    EXPECT_EQ(labels(r), "centres ");
    EXPECT_NEAR(r.normal.x, 0.6, 1e-15);
    EXPECT_NEAR(r.normal.y, 0.8, 1e-15);
    ASSERT_EQ(r.contacts.size(), 1U);
    EXPECT_NEAR(r.contacts[0].x, 5001.2, 1e-9);
}

TEST(RoundSphereSphere, OneUlpFartherIsSeparatedWithAPositiveGap) {
    const Sphere3<double> a{{5000, 3000, 7}, 2}, b{{5003, 3004, 7}, std::nextafter(3.0, 0.0)};
    const auto r = sat::report(a, b);
    EXPECT_EQ(r.verdict, Verdict::Separated);
    EXPECT_FALSE(sat::overlaps(a, b));
    EXPECT_GT(r.axisSeparation, 0.0);
    EXPECT_GT(r.distance, 0.0);
    EXPECT_EQ(r.firstSeparatingAxis, 0);
}

TEST(RoundSphereSphere, FloatTouchingIsExact) {
    const Sphere3<float> a{{4096, -2048, 1}, 2}, b{{4099, -2044, 1}, 3};
    EXPECT_EQ(sat::report(a, b).verdict, Verdict::Touching);
    EXPECT_TRUE(sat::overlaps(a, b));
}

TEST(RoundSphereBox, TouchingAFaceAnEdgeAndACorner) {
    const Obb3<double> box = Obb3<double>::fromEulerDegrees({1000, 2000, 3000}, {1, 2, 3}, {0, 0, 90});
    // Quarter turn about z: the box spans x 998..1002 (2 along y turned), y 1999..2001, z 2997..3003.
    const Sphere3<double> face{{1000, 2004, 3000}, 3};
    const Sphere3<double> edge{{1005, 2005, 3000}, 5};   // nearest point (1002, 2001, 3000): 3-4-5
    const Sphere3<double> corner{{1002, 2003, 3005}, 3}; // nearest (1002, 2001, 3003): (0, 2, 2), |.|^2 = 8 < 9
    EXPECT_EQ(sat::report(box, face).verdict, Verdict::Touching);
    EXPECT_EQ(sat::report(box, edge).verdict, Verdict::Touching);
    EXPECT_EQ(sat::report(box, corner).verdict, Verdict::Overlapping);
    EXPECT_EQ(sat::report(box, edge).axes.back().separation, 0.0);
    EXPECT_EQ(labels(sat::report(box, face)), "A.face0 A.face1 A.face2 A.closest-point ");
    EXPECT_EQ(labels(sat::report(face, box)), "B.face0 B.face1 B.face2 B.closest-point ");
}

TEST(RoundSphereBox, CentreInsideTakesTheShallowestFace) {
    const sat::Aabb3<double> box{{0, 0, 0}, {4, 2, 3}};
    const Sphere3<double> s{{0, 1.5, 0}, 0.25};
    const auto r = sat::report(box, s);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_TRUE(r.axes.back().degenerate);
    EXPECT_EQ(r.bestAxis, 1);
    EXPECT_DOUBLE_EQ(r.depth, 0.75); // 2 - 1.5 + 0.25
    EXPECT_EQ(r.normal, Vec(0, 1, 0));
}

TEST(RoundCapsuleCapsule, CrossedSegmentsTouchAtRadiusSum) {
    // Segments along x at z = 0 and along y at z = 3: distance 3 = 1 + 2.
    const Capsule3<double> a{{-5, 0, 0}, {5, 0, 0}, 1}, b{{0, -5, 3}, {0, 5, 3}, 2};
    const auto r = sat::report(a, b);
    EXPECT_EQ(r.verdict, Verdict::Touching);
    EXPECT_EQ(labels(r), "A.capsule-normal A segment\xC3\x97"
                         "B segment ");
    EXPECT_EQ(r.normal, Vec(0, 0, 1));
    ASSERT_EQ(r.contacts.size(), 1U);
    EXPECT_NEAR(r.contacts[0].z, 1.0, 1e-15);
}

TEST(RoundCapsuleCapsule, ParallelSideBySideGivesTheOverlapStretch) {
    const Capsule3<double> a{{0, 0, 0}, {10, 0, 0}, 1}, b{{6, 1.5, 0}, {16, 1.5, 0}, 1};
    const auto r = sat::report(a, b);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_DOUBLE_EQ(r.depth, 0.5);
    EXPECT_EQ(r.contactKind, sat::ContactKind::SegmentOverlap);
    ASSERT_EQ(r.contacts.size(), 2U);
    EXPECT_DOUBLE_EQ(r.contacts[0].x, 6.0);
    EXPECT_DOUBLE_EQ(r.contacts[1].x, 10.0);
    EXPECT_TRUE(r.axes[1].degenerate);
}

TEST(RoundSphereCapsule, EndCapIsAClosestPointAxis) {
    const Capsule3<double> c{{0, 0, 0}, {4, 0, 0}, 1};
    const Sphere3<double> s{{7, 0, 0}, 2};
    const auto r = sat::report(s, c);
    EXPECT_EQ(r.verdict, Verdict::Touching);
    EXPECT_EQ(labels(r), "B.closest-point ");
    EXPECT_EQ(r.normal, Vec(-1, 0, 0));
    EXPECT_EQ(labels(sat::report(Sphere3<double>{{2, 3, 0}, 2}, c)), "B.capsule-normal ");
}

TEST(RoundBoxCapsule, LyingOnAFaceGivesTwoContacts) {
    const sat::Aabb3<double> box{{0, 0, 0}, {2, 2, 2}};
    const Capsule3<double> c{{-5, 0, 3}, {1, 0, 3}, 1};
    const auto r = sat::report(box, c);
    EXPECT_EQ(r.verdict, Verdict::Touching);
    EXPECT_EQ(labels(r), "A.face0 A.face1 A.face2 A.edge0\xC3\x97"
                         "B segment(skipped) A.edge1\xC3\x97"
                         "B segment A.edge2\xC3\x97"
                         "B segment A.closest-point ");
    EXPECT_EQ(r.contactKind, sat::ContactKind::SegmentOverlap);
    ASSERT_EQ(r.contacts.size(), 2U);
    EXPECT_EQ(r.contacts[0], Vec(-2, 0, 2));
    EXPECT_EQ(r.contacts[1], Vec(1, 0, 2));
}

TEST(RoundBoxCapsule, SeparatedOnlyByTheEdgeSegmentAxisOrTheClosestPoint) {
    // A diagonal segment passing a box's edge: no face axis separates.
    const sat::Aabb3<double> box{{0, 0, 0}, {1, 1, 1}};
    const Capsule3<double> c{{3, 0, 0}, {0, 3, 0}, 0.25};
    const auto r = sat::report(box, c);
    EXPECT_EQ(r.verdict, Verdict::Separated);
    for (int k = 0; k < 3; ++k) EXPECT_FALSE(r.axes[static_cast<std::size_t>(k)].separating);
    // The segment's nearest point is (1.5, 1.5, 0), the box's (1, 1, 0): gap sqrt(0.5) - 0.25.
    EXPECT_NEAR(r.distance, std::sqrt(0.5) - 0.25, 1e-15);
    EXPECT_TRUE(r.axes[5].separating); // A.edge2 x B segment: the line x + y = 3 against the corner
}

TEST(RoundBoxCapsule, SegmentThroughTheBoxClipsItsContacts) {
    const Obb3<double> box = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 90, 0});
    const Capsule3<double> c{{-3, 0.5, 0}, {3, 0.5, 0}, 0.1};
    const auto r = sat::report(c, box);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_NEAR(r.depth, 0.6, 1e-15); // 1 - 0.5 + 0.1 along y
    ASSERT_EQ(r.contacts.size(), 2U);
    EXPECT_NEAR(std::abs(r.contacts[0].x), 1.0, 1e-15);
    EXPECT_NEAR(r.normal.y, -1.0, 1e-15); // from A (the capsule) towards B's centre
}

TEST(RoundVerdicts, OverlapsAgreesWithTheReportOnEveryKindPair) {
    const Sphere3<double> s{{0.5, 0, 0}, 1};
    const Capsule3<double> c{{0, 1, 0}, {2, 3, 0}, 0.5};
    const Obb3<double> o = Obb3<double>::fromEulerDegrees({1, 1, 1}, {0.5, 0.5, 0.5}, {10, 20, 30});
    const sat::Aabb3<double> aabb{{-1, -1, -1}, {0.25, 0.25, 0.25}};
    EXPECT_EQ(sat::overlaps(s, c), sat::report(s, c).verdict != Verdict::Separated);
    EXPECT_EQ(sat::overlaps(c, s), sat::report(c, s).verdict != Verdict::Separated);
    EXPECT_EQ(sat::overlaps(c, c), sat::report(c, c).verdict != Verdict::Separated);
    EXPECT_EQ(sat::overlaps(o, c), sat::report(o, c).verdict != Verdict::Separated);
    EXPECT_EQ(sat::overlaps(c, o), sat::report(c, o).verdict != Verdict::Separated);
    EXPECT_EQ(sat::overlaps(aabb, s), sat::report(aabb, s).verdict != Verdict::Separated);
    EXPECT_EQ(sat::overlaps(s, aabb), sat::report(s, aabb).verdict != Verdict::Separated);
    EXPECT_EQ(sat::overlaps(aabb, c), sat::report(aabb, c).verdict != Verdict::Separated);
}

TEST(RoundTolerance, NearPairWithinToleranceIsTouching) {
    const Sphere3<double> a{{0, 0, 0}, 1}, b{{2.05, 0, 0}, 1};
    EXPECT_EQ(sat::report(a, b).verdict, Verdict::Separated);
    sat::ReportOptions3<double> options;
    options.tolerance = 0.1;
    EXPECT_EQ(sat::report(a, b, options).verdict, Verdict::Touching);
}

TEST(RoundValidity, NegativeOrNonFiniteRadiusIsInvalid) {
    EXPECT_TRUE(sat::isValid(Sphere3<double>{{0, 0, 0}, 0}));
    EXPECT_FALSE(sat::isValid(Sphere3<double>{{0, 0, 0}, -1}));
    EXPECT_FALSE(sat::isValid(Capsule3<float>{{0, 0, 0}, {0, NAN, 0}, 1}));
}

} // namespace

namespace {

TEST(RoundDegenerate, SphereCentredOnTheSegmentIsPushedOutSideways) {
    // No direction between the cores: the normal is perpendicular to the segment, the depth the radii's sum.
    const Capsule3<double> c{{0, 0, 0}, {4, 0, 0}, 1};
    const Sphere3<double> s{{2, 0, 0}, 0.5};
    const auto r = sat::report(c, s);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_DOUBLE_EQ(r.depth, 1.5);
    EXPECT_EQ(r.normal.x, 0.0);
    const Sphere3<double> pushed{s.center + r.normal * (r.depth * (1 + 1e-9)), s.radius};
    EXPECT_FALSE(sat::overlaps(c, pushed));
}

} // namespace
