// SPDX-License-Identifier: MIT
// Parallel edges: degenerate cross axes are detected, skipped, and cause no
// false separation or false overlap - for boxes sharing a face, turned by
// 1e-7 rad, and far from the origin.

#include <gtest/gtest.h>

#include "core/sat/report3d_cases.hpp"
#include "sat/sat3d.hpp"
#include "support/approx.hpp"

namespace sat {
namespace {

using test::unitCube;

constexpr double kTiny = 1e-7; // radians

/// A unit cube turned by `radians` about z, centred at `center`.
Obb3<double> turnedAboutZ(Vec3<double> center, double radians) {
    const double c = std::cos(radians);
    const double s = std::sin(radians);
    return Obb3<double>::fromMatrix(center, {1, 1, 1}, Mat3<double>({c, s, 0}, {-s, c, 0}, {0, 0, 1}));
}

TEST(ParallelEdges3, SharedFaceFarFromTheOriginIsTouchingExactly) {
    const Vec3<double> far{1e5, -1e5, 1e5};
    const Obb3<double> a = unitCube<double>(far);
    const Obb3<double> b = unitCube<double>(far + Vec3<double>{2, 0.5, -0.25});
    EXPECT_TRUE(overlaps(a, b));
    const Report3<double> r = report(a, b);
    EXPECT_EQ(r.verdict, Verdict::Touching);
    EXPECT_EQ(r.axisSeparation, 0.0);
}

TEST(ParallelEdges3, SharedFaceOfTurnedBoxesIsTouchingWithinTheBound) {
    // Both boxes share a generic orientation; B sits on A's +x face. The
    // three A.edge_i×B.edge_i axes are parallel pairs and must be skipped.
    const Obb3<double> a = Obb3<double>::fromEulerDegrees({1e5, 1e5, 1e5}, {1, 2, 3}, {17, 29, 41});
    Obb3<double> b = a;
    b.center = a.center + a.axes[0] * 2.0;
    const Report3<double> r = report(a, b);
    for (int k : {6, 10, 14}) EXPECT_TRUE(r.axes[static_cast<std::size_t>(k)].degenerate) << k;
    EXPECT_LE(std::abs(r.axisSeparation), r.errorBound);
    EXPECT_EQ(report(a, b, {r.errorBound}).verdict, Verdict::Touching);
}

TEST(ParallelEdges3, OverlapAlongTheSharedEdgeIsNeverCalledSeparated) {
    // Same orientation, B slid along A's long axis by most of its length
    // and overlapping by half a unit sideways: every degenerate axis would
    // compare rounding noise if it were tested.
    const Obb3<double> a = Obb3<double>::fromEulerDegrees({3, -2, 7}, {0.5, 0.5, 4}, {33, -12, 71});
    for (int step = 0; step < 200; ++step) {
        Obb3<double> b = a;
        const double along = -7.9 + 0.079 * step;
        b.center = a.center + a.axes[2] * along + a.axes[0] * 0.5 + a.axes[1] * 0.25;
        ASSERT_TRUE(overlaps(a, b)) << "step " << step;
        ASSERT_EQ(report(a, b).verdict, Verdict::Overlapping) << "step " << step;
    }
}

TEST(ParallelEdges3, TinyRotationOverlapsByTheCornerItTurnsOut) {
    // Turned by 1e-7 about z, B reaches cos + sin = 1 + 1e-7 along x: at
    // centre distance 2 it overlaps by 1e-7 (to 5e-15).
    const Report3<double> r = report(unitCube<double>(), turnedAboutZ({2, 0, 0}, kTiny));
    EXPECT_EQ(r.verdict, Verdict::Overlapping);
    EXPECT_NEAR(r.depth, kTiny, 1e-13);
    EXPECT_TRUE(overlaps(unitCube<double>(), turnedAboutZ({2, 0, 0}, kTiny)));
}

TEST(ParallelEdges3, TinyRotationSeparatedByTheSameAmountIsSeparated) {
    const Report3<double> r = report(unitCube<double>(), turnedAboutZ({2 + 2 * kTiny, 0, 0}, kTiny));
    EXPECT_EQ(r.verdict, Verdict::Separated);
    EXPECT_NEAR(r.axisSeparation, kTiny, 1e-13);
    EXPECT_FALSE(overlaps(unitCube<double>(), turnedAboutZ({2 + 2 * kTiny, 0, 0}, kTiny)));
}

TEST(ParallelEdges3, TinyRotationFarFromTheOriginKeepsItsVerdicts) {
    const Vec3<double> far{1e5, 1e5, 1e5};
    EXPECT_TRUE(overlaps(unitCube<double>(far), turnedAboutZ(far + Vec3<double>{2, 0, 0}, kTiny)));
    EXPECT_FALSE(overlaps(unitCube<double>(far), turnedAboutZ(far + Vec3<double>{2 + 2 * kTiny, 0, 0}, kTiny)));
    const Report3<double> r = report(unitCube<double>(far), turnedAboutZ(far + Vec3<double>{2, 0, 0}, kTiny));
    EXPECT_NEAR(r.depth, kTiny, 1e-10);
}

TEST(ParallelEdges3, TinyRotationIsAnAxisInDoubleAndEvaluatedExactlyInFloat) {
    // |A.x × B.x| = sin(1e-7): far above 64 eps in double (1.4e-14), below
    // it in float (7.6e-6). With a tolerance the float report skips it; at
    // tolerance 0 its exact cross product is not zero, so it is evaluated
    // exactly and reported as an axis (docs/sat-3d.md, "Exact verdicts in 3D").
    const Obb3<double> b = turnedAboutZ({2, 0, 0}, kTiny);
    const Report3<double> inDouble = report(unitCube<double>(), b);
    const Obb3<float> floatB = castShape<float>(b);
    EXPECT_FALSE(inDouble.axes[6].degenerate);
    EXPECT_NEAR(inDouble.axes[6].crossLength, kTiny, 1e-15);
    EXPECT_TRUE(report(unitCube<float>(), floatB, {1e-6f}).axes[6].degenerate);
    const Report3<float> inFloat = report(unitCube<float>(), floatB);
    EXPECT_FALSE(inFloat.axes[6].degenerate);
    EXPECT_NEAR(std::abs(inFloat.axes[6].direction.z), 1.0f, 1e-6f); // A.x × B.x points along z
    EXPECT_TRUE(inDouble.axes[14].degenerate);                       // z against z: exactly parallel
    EXPECT_TRUE(inFloat.axes[14].degenerate);
}

TEST(ParallelEdges3, DegenerateAxesNeverSeparateAndCarryNoDirection) {
    const Report3<double> r = report(unitCube<double>(), unitCube<double>({5, 0, 0}));
    for (const AxisResult3<double>& axis : r.axes) {
        if (!axis.degenerate) continue;
        EXPECT_FALSE(axis.separating);
        EXPECT_EQ(axis.direction, (Vec3<double>{0, 0, 0}));
        EXPECT_STRNE(toString(axis.reason), "");
    }
    EXPECT_EQ(r.firstSeparatingAxis, 0);
}

} // namespace
} // namespace sat
