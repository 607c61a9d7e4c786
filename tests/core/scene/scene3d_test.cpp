// SPDX-License-Identifier: MIT
// Scene specs to 3D boxes: the three rotation forms agree, Euler order is
// Rz * Ry * Rx, and AABBs stay axis-aligned.

#include <gtest/gtest.h>

#include "core/sat/report3d_cases.hpp"
#include "core/scene/scene_test_util.hpp"
#include "sat/scene3d.hpp"
#include "support/approx.hpp"

namespace sat {
namespace {

Obb3Spec obbWith(RotationSpec rotation) {
    Obb3Spec spec;
    spec.center = {1, 2, 3};
    spec.halfExtents = {0.5, 1, 1.5};
    spec.rotation = rotation;
    return spec;
}

RotationSpec euler(glm::dvec3 degrees) {
    RotationSpec r;
    r.form = RotationSpec::Form::EulerDegrees;
    r.eulerDeg = degrees;
    return r;
}

TEST(ToShape3, EulerTurnsAboutWorldXThenYThenZ) {
    // x 90 then z 90: the box's y axis goes to world z, then stays (z turns
    // about itself); its x axis stays x, then goes to world y.
    const Obb3<double> box = std::get<Obb3<double>>(toShape3<double>(ShapeSpec{obbWith(euler({90, 0, 90}))}));
    EXPECT_VEC_NEAR(box.axes[0], (Vec3<double>{0, 1, 0}), 0.0);
    EXPECT_VEC_NEAR(box.axes[1], (Vec3<double>{0, 0, 1}), 0.0);
    EXPECT_VEC_NEAR(box.axes[2], (Vec3<double>{1, 0, 0}), 0.0);
    EXPECT_VEC_NEAR(box.center, (Vec3<double>{1, 2, 3}), 0.0);
}

TEST(ToShape3, QuaternionAndMatrixGiveTheSameBox) {
    // Half a turn about z: quaternion (0, 0, 0, 1); matrix diag(-1, -1, 1).
    RotationSpec quat;
    quat.form = RotationSpec::Form::Quaternion;
    quat.quatWxyz = {0, 0, 0, 1};
    RotationSpec matrix;
    matrix.form = RotationSpec::Form::Matrix;
    matrix.matrixRows = {{{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}}};
    const Obb3<double> fromQuat = std::get<Obb3<double>>(toShape3<double>(ShapeSpec{obbWith(quat)}));
    const Obb3<double> fromMatrix = std::get<Obb3<double>>(toShape3<double>(ShapeSpec{obbWith(matrix)}));
    for (std::size_t i = 0; i < 3; ++i) EXPECT_VEC_NEAR(fromQuat.axes[i], fromMatrix.axes[i], 1e-15);
    EXPECT_VEC_NEAR(fromMatrix.axes[0], (Vec3<double>{-1, 0, 0}), 0.0);
}

TEST(ToShape3, AabbStaysAxisAlignedInFloat) {
    const Shape3<float> shape = toShape3<float>(ShapeSpec{Aabb3Spec{{1, 2, 3}, {4, 5, 6}}});
    const Aabb3<float>& box = std::get<Aabb3<float>>(shape);
    EXPECT_EQ(box.halfExtents, (Vec3<float>{4, 5, 6}));
}

TEST(ToShape3, RejectsA2dShape) { EXPECT_THROW((void)toShape3<double>(ShapeSpec{Aabb2Spec{}}), GeometryError); }

/// The pair of a bundled two-box scene, reported in double.
Report3<double> bundledReport(const std::string& name) {
    const Scene scene = test::bundledScene(name);
    return report(toShape3<double>(scene.shapes.at(0).spec), toShape3<double>(scene.shapes.at(1).spec));
}

TEST(BundledScenes3, EdgeEdgeSceneIsSeparatedOnlyOnAnEdgePairBy0_1) {
    const Report3<double> r = bundledReport("3d-edge-edge.json");
    EXPECT_EQ(r.firstSeparatingAxis, 8); // A.edge0×B.edge2
    EXPECT_NEAR(r.axisSeparation, 0.1, 1e-12);
}

TEST(BundledScenes3, FaceOfBSceneIsSeparatedFirstOnBFace0) {
    const Report3<double> r = bundledReport("3d-face-b.json");
    EXPECT_EQ(r.firstSeparatingAxis, 3);
    EXPECT_NEAR(r.distance, std::sqrt(2.0) - 1, 1e-12);
}

TEST(Obb3Factories, RejectANonOrthonormalMatrix) {
    const Mat3<double> skewed({1, 0, 0}, {0.01, 1, 0}, {0, 0, 1});
    EXPECT_THROW((void)Obb3<double>::fromMatrix({}, {1, 1, 1}, skewed), GeometryError);
}

TEST(Obb3Factories, RejectAReflection) {
    const Mat3<double> mirrored({1, 0, 0}, {0, 1, 0}, {0, 0, -1});
    EXPECT_THROW((void)Obb3<double>::fromMatrix({}, {1, 1, 1}, mirrored), GeometryError);
}

TEST(Obb3Factories, RejectAZeroQuaternion) {
    EXPECT_THROW((void)Obb3<double>::fromQuaternion({}, {1, 1, 1}, 0.0, 0.0, 0.0, 0.0), GeometryError);
}

// ReportOptions3::faceAxesOnly on the bundled edge-edge scene: only A.edge0 x B.edge2
// separates it, so leaving the edge axes out gives a false "overlapping".
TEST(FaceAxesOnly3, BundledEdgeEdgeSceneIsFalselyOverlapping) {
    const Scene scene = test::bundledScene("3d-edge-edge.json");
    ASSERT_EQ(scene.shapes.size(), 2u);
    const Shape3<double> a = toShape3<double>(scene.shapes[0].spec);
    const Shape3<double> b = toShape3<double>(scene.shapes[1].spec);
    const Report3<double> full = report(a, b);
    EXPECT_EQ(full.verdict, Verdict::Separated);
    EXPECT_EQ(full.firstSeparatingAxis, test::kEdge0Edge2);
    EXPECT_NEAR(full.axes[test::kEdge0Edge2].separation, 0.1, 1e-9);
    EXPECT_EQ(report(a, b, ReportOptions3<double>{.faceAxesOnly = true}).verdict, Verdict::Overlapping);
}

} // namespace
} // namespace sat
