// SPDX-License-Identifier: MIT
// sat::manifold on double boxes stops a separated pair at its first separating axis: the verdict and that axis.

#include <gtest/gtest.h>

#include <cmath>

#include "sat/sat3d.hpp"

namespace {

using sat::Obb3;

sat::ReportOptions3<double> noDistanceF64(double tolerance) {
    sat::ReportOptions3<double> options;
    options.tolerance = tolerance;
    options.computeDistance = false;
    return options;
}

/// The double manifold of a separated pair holds the verdict and the first
/// separating axis and nothing else (bestAxis -1, separations 0, no contacts).
void expectStopsAtF64(const Obb3<double>& a, const Obb3<double>& b, int firstSeparatingAxis, double tolerance = 0.0) {
    const sat::BoxManifold3<double> m = sat::manifold(a, b, tolerance);
    EXPECT_EQ(m.verdict, sat::Verdict::Separated);
    EXPECT_EQ(m.firstSeparatingAxis, firstSeparatingAxis);
    EXPECT_EQ(sat::report(a, b, noDistanceF64(tolerance)).firstSeparatingAxis, firstSeparatingAxis);
    EXPECT_EQ(m.bestAxis, -1);
    for (int k = 0; k < sat::kMaxAxes3; ++k) EXPECT_EQ(m.separation[k], 0.0) << "axis " << k;
    EXPECT_EQ(m.degenerateAxes, 0U);
    EXPECT_EQ(m.axisSeparation, 0.0);
    EXPECT_EQ(m.depth, 0.0);
    EXPECT_EQ(m.errorBound, 0.0);
    EXPECT_EQ(m.normal.x, 0.0);
    EXPECT_EQ(m.normal.y, 0.0);
    EXPECT_EQ(m.normal.z, 0.0);
    EXPECT_EQ(m.contactKind, sat::ContactKind::None);
    EXPECT_TRUE(m.contacts.empty());
}

TEST(Manifold3dF64, SeparatedAlongAFaceOfAStopsThere) {
    // Unit half extents, B's centre 3 to the right: A.face0 separates by 1 (B.face0 too, later in the order).
    const Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    expectStopsAtF64(a, Obb3<double>{{3, 0, 0}, {1, 1, 1}}, 0);
    // 3 above, turned 30 degrees about z: A.face2 separates first.
    expectStopsAtF64(a, Obb3<double>::fromEulerDegrees({0.5, 0.5, 3}, {1, 1, 1}, {0, 0, 30}), 2);
}

TEST(Manifold3dF64, SeparatedOnlyAlongAFaceOfBStopsThere) {
    // A turned 45 degrees about z, its corner pointing at B along x: A's corner reaches x = sqrt 2, B's face at
    // x = 2.5 - 1, so B.face0 shows a gap of 1.5 - sqrt 2; A.face0 and A.face1 (at 45 degrees) show none:
    // 2.5 cos 45 - 1 - sqrt 2 cos 45 < 0.
    const Obb3<double> a = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 0, 45});
    expectStopsAtF64(a, Obb3<double>{{2.5, 0, 0}, {1, 1, 1}}, 3);
}

TEST(Manifold3dF64, SeparatedOnlyAlongAnEdgePairStopsThere) {
    // Two unit cubes crossed edge to edge: A turned 45 degrees about z (an edge along z at y = sqrt 2), B 45
    // degrees about x and 3.2 along y (an edge along x at y = 3.2 - sqrt 2). Along y = z x x the gap is
    // 3.2 - 2 sqrt 2 > 0; every face axis at 45 degrees shows 3.2 cos 45 - 1 - (1/2 + 1/2 + cos 45) < 0.
    const Obb3<double> a = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 0, 45});
    const Obb3<double> b = Obb3<double>::fromEulerDegrees({0, 3.2, 0}, {1, 1, 1}, {45, 0, 0});
    const sat::Report3<double> r = sat::report(a, b, noDistanceF64(0.0));
    ASSERT_EQ(r.verdict, sat::Verdict::Separated);
    ASSERT_GE(r.firstSeparatingAxis, 6) << "the pair must be separated only by an edge pair";
    expectStopsAtF64(a, b, r.firstSeparatingAxis);
}

TEST(Manifold3dF64, SeparatedByLessThanTheFilterBoundStopsAtTheExactAxis) {
    // A gap of one ulp at 2 (4.4e-16) along x: within the exact filter's bound, so the full path decides it
    // exactly; the result is cut down to the same fields.
    const Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    expectStopsAtF64(a, Obb3<double>{{std::nextafter(2.0, 3.0), 0, 0}, {1, 1, 1}}, 0);
    const sat::BoxManifold3<double> touching = sat::manifold(a, Obb3<double>{{2, 0, 0}, {1, 1, 1}});
    EXPECT_EQ(touching.verdict, sat::Verdict::Touching);
    EXPECT_EQ(touching.bestAxis, 0);
    EXPECT_EQ(touching.contactKind, sat::ContactKind::FaceFace);
    EXPECT_EQ(touching.contacts.size(), 4U);
}

TEST(Manifold3dF64, SeparatedAtAToleranceStopsAtTheFirstAxisBeyondIt) {
    // A gap of 0.01 along y: separated at tolerance 0.001, touching at 0.05 (then every field).
    const Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<double> b{{0, 2.01, 0}, {1, 1, 1}};
    expectStopsAtF64(a, b, 1, 0.001);
    const sat::BoxManifold3<double> touching = sat::manifold(a, b, 0.05);
    EXPECT_EQ(touching.verdict, sat::Verdict::Touching);
    EXPECT_EQ(touching.bestAxis, 1);
    EXPECT_GT(touching.separation[1], 0.0);
    EXPECT_EQ(touching.normal.y, 1.0);
    EXPECT_FALSE(touching.contacts.empty());
}

TEST(Manifold3dF64, OverlappingPairKeepsEveryField) {
    // B 1.5 to the right of A: overlap 0.5 along x, the report's every field.
    const Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<double> b{{1.5, 0, 0}, {1, 1, 1}};
    const sat::BoxManifold3<double> m = sat::manifold(a, b);
    EXPECT_EQ(m.verdict, sat::Verdict::Overlapping);
    EXPECT_EQ(m.bestAxis, 0);
    EXPECT_EQ(m.firstSeparatingAxis, -1);
    EXPECT_EQ(m.separation[0], -0.5);
    EXPECT_EQ(m.depth, 0.5);
    EXPECT_EQ(m.normal.x, 1.0);
    EXPECT_EQ(m.contacts.size(), 4U);
}

} // namespace
