// SPDX-License-Identifier: MIT
// Seed 002's 15-axis test: it agrees with the reference on clear cases, and
// without an epsilon it calls overlapping boxes with parallel edges
// separated (the pitfall, also bundled as pitfall-parallel-edges.json).

#include <gtest/gtest.h>

#include "core/sat/report3d_cases.hpp"
#include "core/scene/scene_test_util.hpp"
#include "sat/scene3d.hpp"
#include "sat/seeds3d.hpp"

namespace sat {
namespace {

using test::unitCube;

TEST(Seed002, AgreesWhenOnlyAFaceAxisOfBSeparates) {
    EXPECT_FALSE(seed002ObbOverlap(unitCube<double>(), test::cubeTurned45AboutZ<double>()));
}

TEST(Seed002, AgreesWhenOnlyAnEdgeEdgeAxisSeparates) {
    EXPECT_FALSE(seed002ObbOverlap(unitCube<double>(), test::ridgeAboveEdge(0.1)));
    EXPECT_TRUE(seed002ObbOverlap(unitCube<double>(), test::ridgeAboveEdge(-0.1)));
}

/// The pitfall's geometry: A turned by Euler (35, 22, 11), B = A turned a
/// further 30 degrees about A's own z axis, so A.z and B.z are parallel up to
/// rounding; B's centre is inside A's box (overlap 1.15 on A.face1).
struct ParallelPair {
    Obb3<double> a;
    Obb3<double> b;
};
ParallelPair parallelPair(Vec3<double> offsetInA) {
    const Obb3<double> a = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 1, 2}, {35, 22, 11});
    const double turn = 30.0 * 3.14159265358979323846 / 180.0;
    const Mat3<double> aboutZ({std::cos(turn), std::sin(turn), 0}, {-std::sin(turn), std::cos(turn), 0}, {0, 0, 1});
    const Vec3<double> centre = a.rotation() * offsetInA;
    return {a, Obb3<double>::fromMatrix(centre, {1, 1, 2}, a.rotation() * aboutZ)};
}

TEST(Seed002, PitfallCallsOverlappingBoxesWithParallelEdgesSeparated) {
    // Scan B's centre through A's box: every position overlaps (the
    // reference says so with depth >= 0.1), and the seed calls some of them
    // separated - on the noise of the A.edge2 x B.edge2 axis.
    int falseSeparations = 0;
    for (int step = 0; step < 100; ++step) {
        const double t = step / 100.0;
        const ParallelPair pair = parallelPair({1.4 * std::cos(7 * t), 1.4 * std::sin(5 * t), 3.5 * (2 * t - 1)});
        const Report3<double> reference = report(pair.a, pair.b);
        ASSERT_EQ(reference.verdict, Verdict::Overlapping) << step;
        ASSERT_TRUE(overlaps(pair.a, pair.b)) << step;
        falseSeparations += seed002ObbOverlap(pair.a, pair.b) ? 0 : 1;
    }
    EXPECT_GT(falseSeparations, 0);
}

TEST(Seed002, PitfallSceneOverlapsButTheSeedSaysSeparated) {
    const Scene scene = test::bundledScene("pitfall-parallel-edges.json");
    ASSERT_EQ(scene.shapes.size(), 2U);
    const Obb3<double> a = asObb(toShape3<double>(scene.shapes[0].spec));
    const Obb3<double> b = asObb(toShape3<double>(scene.shapes[1].spec));
    const Report3<double> reference = report(a, b);
    EXPECT_EQ(reference.verdict, Verdict::Overlapping);
    EXPECT_GT(reference.depth, 1.0);
    // A.edge2×B.edge2: nearly parallel, skipped with a tolerance; at tolerance
    // 0 an exact axis (its cross product is not zero) that does not separate.
    EXPECT_TRUE(report(a, b, {1e-9}).axes[14].degenerate);
    EXPECT_FALSE(reference.axes[14].degenerate);
    EXPECT_FALSE(reference.axes[14].separating);
    EXPECT_TRUE(overlaps(a, b));
    EXPECT_FALSE(seed002ObbOverlap(a, b));
}

} // namespace
} // namespace sat
