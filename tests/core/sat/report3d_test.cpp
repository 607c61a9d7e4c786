// SPDX-License-Identifier: MIT
// The 3D report on pairs a reader can check by hand (report3d_cases.hpp).

#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>

#include "core/sat/report3d_cases.hpp"
#include "sat/sat3d.hpp"
#include "support/approx.hpp"

namespace sat {
namespace {

using test::kRoot2;
using test::unitCube;

constexpr int kBFace0 = 3;
using test::kEdge0Edge2;

TEST(Report3Labels, NameFacesAndEdgePairsInTestOrder) {
    EXPECT_EQ(label(axisSource3(0)), "A.face0");
    EXPECT_EQ(label(axisSource3(5)), "B.face2");
    EXPECT_EQ(label(axisSource3(7)), "A.edge0\xC3\x97"
                                     "B.edge1");
    EXPECT_EQ(label(axisSource3(14)), "A.edge2\xC3\x97"
                                      "B.edge2");
}

TEST(ObbObb3, SeparatedOnlyOnFaceAxisOfB) {
    const Report3<double> r = report(unitCube<double>(), test::cubeTurned45AboutZ<double>());
    for (int k = 0; k < 3; ++k) EXPECT_FALSE(r.axes[static_cast<std::size_t>(k)].separating) << k;
    EXPECT_EQ(r.firstSeparatingAxis, kBFace0);
    EXPECT_EQ(r.verdict, Verdict::Separated);
    EXPECT_NEAR(r.axes[kBFace0].separation, kRoot2 - 1, 1e-12);
    EXPECT_INTERVAL_NEAR(r.axes[kBFace0].a, (Interval<double>{-kRoot2, kRoot2}), 1e-12);
    EXPECT_INTERVAL_NEAR(r.axes[kBFace0].b, (Interval<double>{2 * kRoot2 - 1, 2 * kRoot2 + 1}), 1e-12);
    EXPECT_NEAR(r.distance, kRoot2 - 1, 1e-12);
    EXPECT_VEC_NEAR(r.normal, (Vec3<double>{1 / kRoot2, 1 / kRoot2, 0}), 1e-12);
}

TEST(ObbObb3, FloatReportAgreesOnFaceAxisOfB) {
    const Report3<float> r = report(unitCube<float>(), test::cubeTurned45AboutZ<float>());
    EXPECT_EQ(r.firstSeparatingAxis, kBFace0);
    EXPECT_NEAR(r.axes[kBFace0].separation, float(kRoot2 - 1), 1e-5f);
}

TEST(ObbObb3, SeparatedOnlyOnEdgeEdgeAxis) {
    const Report3<double> r = report(unitCube<double>(), test::ridgeAboveEdge(0.1));
    for (int k = 0; k < 6; ++k) EXPECT_FALSE(r.axes[static_cast<std::size_t>(k)].separating) << "face axis " << k;
    EXPECT_EQ(r.firstSeparatingAxis, kEdge0Edge2);
    EXPECT_EQ(r.bestAxis, kEdge0Edge2);
    EXPECT_EQ(r.verdict, Verdict::Separated);
    EXPECT_NEAR(r.axisSeparation, 0.1, 1e-12);
    EXPECT_NEAR(r.distance, 0.1, 1e-12);
    EXPECT_VEC_NEAR(r.normal, (Vec3<double>{0, 1 / kRoot2, 1 / kRoot2}), 1e-12);
}

TEST(ObbObb3, FastTestSeesTheEdgeEdgeSeparation) {
    EXPECT_FALSE(overlaps(unitCube<double>(), test::ridgeAboveEdge(0.1)));
    EXPECT_TRUE(overlaps(unitCube<double>(), test::ridgeAboveEdge(-0.1)));
}

TEST(ObbObb3, OverlappingEdgesGiveEdgeContactsOnBothBoxes) {
    // Ridge 0.1 into A's edge: the closest points are A's edge midpoint
    // (0, 1, 1) and B's ridge point 0.1 back along n.
    const Report3<double> r = report(unitCube<double>(), test::ridgeAboveEdge(-0.1));
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_NEAR(r.depth, 0.1, 1e-12);
    ASSERT_EQ(r.contactKind, ContactKind::EdgeEdge);
    ASSERT_EQ(r.contacts.size(), 2U);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec3<double>{0, 1, 1}), 1e-12);
    EXPECT_VEC_NEAR(r.contacts[1], (Vec3<double>{0, 1 - 0.1 / kRoot2, 1 - 0.1 / kRoot2}), 1e-12);
}

TEST(ObbObb3, TouchingEdgesAreTouchingWithinTheErrorBound) {
    const Report3<double> r = report(unitCube<double>(), test::ridgeAboveEdge(0.0), {1e-12});
    EXPECT_EQ(r.verdict, Verdict::Touching);
    EXPECT_LE(std::abs(r.axisSeparation), r.errorBound);
    ASSERT_EQ(r.contactKind, ContactKind::EdgeEdge);
    EXPECT_VEC_NEAR(r.contacts[0], (Vec3<double>{0, 1, 1}), 1e-12);
    EXPECT_VEC_NEAR(r.contacts[1], (Vec3<double>{0, 1, 1}), 1e-12);
}

TEST(ObbObb3, TouchingFacesGiveTheClippedOverlapAsFourContacts) {
    // B's face x = 1 spans y in [-0.5, 1.5], z in [-0.75, 1.25]; A's face
    // clips it to y in [-0.5, 1], z in [-0.75, 1].
    const Report3<double> r = report(unitCube<double>(), unitCube<double>({2, 0.5, 0.25}));
    EXPECT_EQ(r.verdict, Verdict::Touching);
    EXPECT_EQ(r.axisSeparation, 0.0);
    EXPECT_VEC_NEAR(r.normal, (Vec3<double>{1, 0, 0}), 0.0);
    ASSERT_EQ(r.contactKind, ContactKind::FaceFace);
    ASSERT_EQ(r.contacts.size(), 4U);
    for (const Vec3<double>& p : r.contacts) {
        EXPECT_EQ(p.x, 1.0);
        EXPECT_TRUE(p.y == -0.5 || p.y == 1.0) << p.y;
        EXPECT_TRUE(p.z == -0.75 || p.z == 1.0) << p.z;
    }
    EXPECT_TRUE(overlaps(unitCube<double>(), unitCube<double>({2, 0.5, 0.25})));
}

TEST(ObbObb3, ContainmentPushesOutThroughTheNearestFace) {
    // B (half 0.5) at (1, 0.5, 0) inside A (half 3): on x B spans [0.5, 1.5],
    // 2.5 from leaving through x = 3; y needs 3, z needs 3.5.
    const Obb3<double> a{{0, 0, 0}, {3, 3, 3}};
    const Obb3<double> b{{1, 0.5, 0}, {0.5, 0.5, 0.5}};
    const Report3<double> r = report(a, b);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_EQ(r.bestAxis, 0);
    EXPECT_DOUBLE_EQ(r.depth, 2.5);
    EXPECT_VEC_NEAR(r.normal, (Vec3<double>{1, 0, 0}), 0.0);
}

TEST(ObbObb3, IdenticalBoxesOverlapByTheirThinnestExtent) {
    const Obb3<double> box = Obb3<double>::fromEulerDegrees({1, 2, 3}, {1, 2, 3}, {10, 20, 30});
    const Report3<double> r = report(box, box);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    // A.face0 and B.face0 are the same axis at -2 up to rounding (B's radius on
    // its own face is its half extent, A's a sum of three products): either wins.
    EXPECT_TRUE(r.bestAxis == 0 || r.bestAxis == 3) << r.bestAxis;
    EXPECT_NEAR(r.depth, 2.0, 1e-12);
    EXPECT_NEAR(std::abs(glm::dot(r.normal, box.axes[0])), 1.0, 1e-12);
    for (int k : {6, 10, 14}) {
        EXPECT_TRUE(r.axes[static_cast<std::size_t>(k)].degenerate) << label(axisSource3(k));
        EXPECT_EQ(r.axes[static_cast<std::size_t>(k)].reason, DegenerateReason::ParallelEdges);
    }
}

TEST(ObbObb3, QuarterTurnIsExactAndMarksThreeParallelPairs) {
    // B turned 90 degrees about z: B.x = world y, B.y = -world x. On y B
    // spans [0.5, 4.5] against A's [-1, 1]: depth 0.5 along +y.
    const Obb3<double> a{{0, 0, 0}, {2, 1, 1}};
    const Obb3<double> b = Obb3<double>::fromEulerDegrees({0, 2.5, 0}, {2, 1, 1}, {0, 0, 90});
    EXPECT_EQ(b.axes[0], (Vec3<double>{0, 1, 0}));
    const Report3<double> r = report(a, b);
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_EQ(r.depth, 0.5);
    EXPECT_VEC_NEAR(r.normal, (Vec3<double>{0, 1, 0}), 0.0);
    int degenerate = 0;
    for (const AxisResult3<double>& axis : r.axes) degenerate += axis.degenerate ? 1 : 0;
    EXPECT_EQ(degenerate, 3); // A.edge0×B.edge1, A.edge1×B.edge0, A.edge2×B.edge2
    EXPECT_TRUE(r.axes[7].degenerate);
}

TEST(AabbObb3, AxisAlignedPairsGiveTheSameReportAsBoxes) {
    const Aabb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<double> b = test::cubeTurned45AboutZ<double>();
    const Report3<double> viaAabb = report(a, b);
    const Report3<double> viaObb = report(unitCube<double>(), b);
    EXPECT_EQ(viaAabb.firstSeparatingAxis, viaObb.firstSeparatingAxis);
    EXPECT_NEAR(viaAabb.axisSeparation, viaObb.axisSeparation, 1e-15);
    EXPECT_FALSE(overlaps(a, b));
    EXPECT_FALSE(overlaps(b, a));
}

TEST(AabbAabb3, TouchingAtACornerIsTouching) {
    const Aabb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const Aabb3<double> b{{2, 2, 2}, {1, 1, 1}};
    EXPECT_TRUE(overlaps(a, b));
    EXPECT_EQ(report(a, b).verdict, Verdict::Touching);
    EXPECT_FALSE(overlaps(a, Aabb3<double>{{2, 2, 2.5}, {1, 1, 1}}));
}

TEST(Report3, MovingBByTheMtvLeavesThePairTouching) {
    const Obb3<double> a = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 2, 0.5}, {15, 25, 35});
    Obb3<double> b = Obb3<double>::fromEulerDegrees({0.8, 0.4, 0.3}, {0.7, 0.3, 1.1}, {-40, 5, 60});
    const Report3<double> r = report(a, b);
    ASSERT_EQ(r.verdict, Verdict::Overlapping);
    b.center += r.normal * r.depth;
    const Report3<double> after = report(a, b);
    EXPECT_NEAR(after.axisSeparation, 0.0, 1e-12);
}

} // namespace
} // namespace sat
