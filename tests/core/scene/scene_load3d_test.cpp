// SPDX-License-Identifier: MIT
// 3D scene kinds: aabb3 and obb3 with exactly one rotation form, checked
// within kRotationTolerance (docs/scene-format.md).

#include <cmath>

#include <gtest/gtest.h>

#include "scene_test_util.hpp"

namespace sat {
namespace {

using test::problemsOf;
using test::sceneWith;
using Problems = std::vector<std::string>;

std::string obb3With(const std::string& rotation) {
    return sceneWith(R"({"name": "A", "kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 2, 3])" + rotation + "}");
}

TEST(SceneLoad3d, ReadsAabb3AndObb3) {
    const Scene scene = parseScene(sceneWith(R"({"name": "A", "kind": "aabb3", "center": [1, 2, 3], "half_extents": [1, 1, 1]},
        {"name": "B", "kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 2, 3], "euler_deg": [0, 0, 90]})"),
                                   "s.json");
    EXPECT_TRUE(scene.is3d());
    EXPECT_EQ(std::get<Aabb3Spec>(scene.shapes[0].spec).center, glm::dvec3(1, 2, 3));
    EXPECT_EQ(std::get<Obb3Spec>(scene.shapes[1].spec).rotation.eulerDeg, glm::dvec3(0, 0, 90));
}

TEST(SceneLoad3d, AcceptsARotationMatrixWithinTolerance) {
    EXPECT_EQ(problemsOf(obb3With(R"(, "rotation": [[0, -1, 0], [1, 0, 0], [0, 0, 1.0000001]])")), Problems{});
}

TEST(SceneLoad3d, RejectsANonOrthonormalMatrix) {
    EXPECT_EQ(problemsOf(obb3With(R"(, "rotation": [[1, 0, 0], [0, 1, 0], [0, 0, 2]])")),
              Problems{"s.json: shapes[0].rotation: is not a rotation: its columns must be unit length and perpendicular "
                       "(R^T R differs from I by 3, tolerance 1e-6); write more digits or use quat_wxyz or euler_deg"});
}

TEST(SceneLoad3d, RejectsAReflection) {
    EXPECT_EQ(problemsOf(obb3With(R"(, "rotation": [[-1, 0, 0], [0, 1, 0], [0, 0, 1]])")),
              Problems{"s.json: shapes[0].rotation: is a reflection (determinant -1), not a rotation"});
}

TEST(SceneLoad3d, RejectsANonUnitQuaternion) {
    EXPECT_EQ(problemsOf(obb3With(R"(, "quat_wxyz": [2, 0, 0, 0])")),
              Problems{"s.json: shapes[0].quat_wxyz: must be a unit quaternion, got length 2 (tolerance 1e-6)"});
}

TEST(SceneLoad3d, NeedsARotation) {
    EXPECT_EQ(problemsOf(obb3With("")),
              Problems{"s.json: shapes[0]: missing rotation, quat_wxyz or euler_deg (give exactly one)"});
}

TEST(SceneLoad3d, TakesOnlyOneRotationForm) {
    EXPECT_EQ(problemsOf(obb3With(R"(, "quat_wxyz": [1, 0, 0, 0], "euler_deg": [0, 0, 0])")),
              Problems{"s.json: shapes[0].euler_deg: give exactly one of rotation, quat_wxyz or euler_deg, not several"});
}

TEST(SceneLoad3d, RejectsMixing2dAnd3d) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
        {"name": "B", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]})")),
              Problems{"s.json: shapes[1].kind: aabb3 is 3D but shapes[0] is 2D; a scene is 2D or 3D, not both"});
}

TEST(SceneRotation, EulerQuarterTurnAboutZIsExact) {
    RotationSpec spec;
    spec.eulerDeg = {0, 0, 90};
    const glm::dmat3 m = rotationMatrix(spec);
    EXPECT_EQ(m[0], glm::dvec3(0, 1, 0)); // the box's x axis turns onto world y
    EXPECT_EQ(m[1], glm::dvec3(-1, 0, 0));
    EXPECT_EQ(m[2], glm::dvec3(0, 0, 1));
}

TEST(SceneRotation, EulerTurnsAboutXThenYThenZ) {
    RotationSpec spec;
    spec.eulerDeg = {90, 90, 0}; // x: y -> z, then y: z -> x
    const glm::dmat3 m = rotationMatrix(spec);
    EXPECT_EQ(m[1], glm::dvec3(1, 0, 0)); // the box's y axis ends on world x
}

TEST(SceneRotation, QuaternionMatchesEuler) {
    RotationSpec spec;
    spec.form = RotationSpec::Form::Quaternion;
    const double h = std::sqrt(0.5); // 90 degrees about z: (cos 45, 0, 0, sin 45)
    spec.quatWxyz = {h, 0, 0, h};
    const glm::dmat3 m = rotationMatrix(spec);
    EXPECT_NEAR(m[0].x, 0.0, 1e-15);
    EXPECT_NEAR(m[0].y, 1.0, 1e-15);
    EXPECT_NEAR(m[1].x, -1.0, 1e-15);
}

TEST(SceneRotation, MatrixColumnsAreTheBoxAxes) {
    RotationSpec spec;
    spec.form = RotationSpec::Form::Matrix;
    spec.matrixRows = {{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}};
    const glm::dmat3 m = rotationMatrix(spec);
    EXPECT_EQ(m[0], glm::dvec3(0, 1, 0));
    EXPECT_EQ(m[1], glm::dvec3(-1, 0, 0));
}

} // namespace
} // namespace sat
