// SPDX-License-Identifier: MIT
// ReportOptions3::faceAxesOnly: the test without the nine edge-edge axes, a
// wrong shortcut the 3D view shows. On the ridge-above-edge pair
// (report3d_cases.hpp) only A.edge0×B.edge2 separates, by the gap, so leaving
// the edge axes out turns "separated" into a false "overlapping".

#include <gtest/gtest.h>

#include "core/sat/report3d_cases.hpp"
#include "sat/sat3d.hpp"

namespace sat {
namespace {

using test::kEdge0Edge2;

ReportOptions3<double> faceAxesOnly() {
    ReportOptions3<double> options;
    options.faceAxesOnly = true;
    return options;
}

TEST(FaceAxesOnly3, CallsTheRidgeAboveEdgePairOverlapping) {
    const Obb3<double> a = test::unitCube<double>();
    const Obb3<double> b = test::ridgeAboveEdge<double>(0.1);
    ASSERT_EQ(report(a, b).verdict, Verdict::Separated);
    const Report3<double> r = report(a, b, faceAxesOnly());
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_EQ(r.firstSeparatingAxis, -1);
}

TEST(FaceAxesOnly3, LeavesOutTheNineEdgeAxesAsNotTested) {
    const Report3<double> r = report(test::unitCube<double>(), test::ridgeAboveEdge<double>(0.1), faceAxesOnly());
    ASSERT_EQ(r.axes.size(), 15u);
    for (std::size_t k = 6; k < 15; ++k) {
        EXPECT_TRUE(r.axes[k].degenerate) << k;
        EXPECT_EQ(r.axes[k].reason, DegenerateReason::NotTested) << k;
        EXPECT_FALSE(r.axes[k].separating) << k;
    }
    for (std::size_t k = 0; k < 6; ++k) EXPECT_FALSE(r.axes[k].degenerate) << k;
}

TEST(FaceAxesOnly3, FaceAxesMeasureTheSameAsTheFullTest) {
    const Obb3<double> a = test::unitCube<double>();
    const Obb3<double> b = test::ridgeAboveEdge<double>(0.1);
    const Report3<double> full = report(a, b);
    const Report3<double> faces = report(a, b, faceAxesOnly());
    for (std::size_t k = 0; k < 6; ++k) {
        EXPECT_EQ(faces.axes[k].separation, full.axes[k].separation) << k;
        EXPECT_EQ(faces.axes[k].a.min, full.axes[k].a.min) << k;
        EXPECT_EQ(faces.axes[k].b.max, full.axes[k].b.max) << k;
    }
    EXPECT_EQ(full.firstSeparatingAxis, kEdge0Edge2);
    EXPECT_NEAR(full.axes[kEdge0Edge2].separation, 0.1, 1e-12);
}

TEST(FaceAxesOnly3, SeparationOnAFaceAxisIsStillFound) {
    const Report3<double> r = report(test::unitCube<double>(), test::cubeTurned45AboutZ<double>(), faceAxesOnly());
    EXPECT_EQ(r.verdict, Verdict::Separated);
    EXPECT_EQ(r.firstSeparatingAxis, 3); // B.face0
}

} // namespace
} // namespace sat
