// SPDX-License-Identifier: MIT
// Rotation forms of 3D boxes (Euler degrees R = Rz Ry Rx, quaternions) and
// the 3D Inspector's checks.
#include <cmath>

#include <gtest/gtest.h>

#include "sat/scene.hpp"
#include "ui/model/box3d_edit.hpp"

namespace {

sat::RotationSpec euler(double x, double y, double z) {
    sat::RotationSpec spec;
    spec.form = sat::RotationSpec::Form::EulerDegrees;
    spec.eulerDeg = {x, y, z};
    return spec;
}

void expectSameMatrix(const glm::dmat3& a, const glm::dmat3& b, double tol) {
    for (int c = 0; c < 3; ++c)
        for (int r = 0; r < 3; ++r) EXPECT_NEAR(a[c][r], b[c][r], tol) << "entry (" << r << ", " << c << ")";
}

TEST(Box3dEdit, EulerDegreesComeBackFromTheirMatrix) {
    const glm::dvec3 back = ui::eulerDegreesFromMatrix(sat::rotationMatrix(euler(30.0, -20.0, 70.0)));
    EXPECT_NEAR(back.x, 30.0, 1e-9);
    EXPECT_NEAR(back.y, -20.0, 1e-9);
    EXPECT_NEAR(back.z, 70.0, 1e-9);
}

TEST(Box3dEdit, GimbalLockKeepsTheSameRotation) {
    // y = 90: only x - z is defined; the angles found must give the same matrix.
    const glm::dmat3 rotation = sat::rotationMatrix(euler(10.0, 90.0, 30.0));
    const glm::dvec3 back = ui::eulerDegreesFromMatrix(rotation);
    EXPECT_NEAR(back.y, 90.0, 1e-6);
    expectSameMatrix(sat::rotationMatrix(euler(back.x, back.y, back.z)), rotation, 1e-9);
}

TEST(Box3dEdit, QuarterTurnAboutZIsTheQuaternionHalfSqrt2ZeroZeroHalfSqrt2) {
    const std::array<double, 4> q = ui::quaternionFromMatrix(sat::rotationMatrix(euler(0.0, 0.0, 90.0)));
    EXPECT_NEAR(q[0], std::sqrt(0.5), 1e-12);
    EXPECT_NEAR(q[1], 0.0, 1e-12);
    EXPECT_NEAR(q[2], 0.0, 1e-12);
    EXPECT_NEAR(q[3], std::sqrt(0.5), 1e-12);
}

TEST(Box3dEdit, QuaternionOfAHalfTurnHasWZeroAndGivesTheMatrixBack) {
    const glm::dmat3 rotation = sat::rotationMatrix(euler(180.0, 0.0, 0.0));
    sat::RotationSpec spec = ui::rotationInForm(sat::RotationSpec::Form::Quaternion, rotation);
    EXPECT_NEAR(spec.quatWxyz[0], 0.0, 1e-12);
    EXPECT_NEAR(std::abs(spec.quatWxyz[1]), 1.0, 1e-12);
    expectSameMatrix(sat::rotationMatrix(spec), rotation, 1e-12);
}

TEST(Box3dEdit, RotationAboutIsRightHanded) {
    const glm::dvec3 turned = ui::rotationAbout({0.0, 0.0, 1.0}, 3.141592653589793 / 2) * glm::dvec3(1.0, 0.0, 0.0);
    EXPECT_NEAR(turned.x, 0.0, 1e-15);
    EXPECT_NEAR(turned.y, 1.0, 1e-15);
}

TEST(Box3dEdit, AMoveKeepsTheRotationAsWritten) {
    sat::ShapeSpec spec = sat::Obb3Spec{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, euler(33.3, 0.0, 0.0)};
    ui::Box3Frame frame = *ui::box3Frame(spec);
    frame.center = {1.0, 2.0, 3.0};
    ui::setBox3Frame(spec, frame);
    EXPECT_EQ(std::get<sat::Obb3Spec>(spec).rotation, euler(33.3, 0.0, 0.0));
    EXPECT_EQ(std::get<sat::Obb3Spec>(spec).center, glm::dvec3(1.0, 2.0, 3.0));
}

TEST(Box3dEdit, AnAabbKeepsNoRotation) {
    sat::ShapeSpec spec = sat::Aabb3Spec{{0.0, 0.0, 0.0}, {1.0, 2.0, 3.0}};
    ui::Box3Frame frame = *ui::box3Frame(spec);
    frame.rotation = ui::rotationAbout({0.0, 1.0, 0.0}, 0.5);
    frame.halfExtents = {4.0, 5.0, 6.0};
    ui::setBox3Frame(spec, frame);
    EXPECT_EQ(std::get<sat::Aabb3Spec>(spec).halfExtents, glm::dvec3(4.0, 5.0, 6.0));
    EXPECT_EQ(ui::box3Frame(spec)->rotation, glm::dmat3(1.0));
}

TEST(Inspector3d, AZeroQuaternionIsRefusedWithAReason) {
    std::string problem;
    EXPECT_FALSE(ui::normalizedQuaternion({0.0, 0.0, 0.0, 0.0}, &problem));
    EXPECT_NE(problem.find("length 0"), std::string::npos);
}

TEST(Inspector3d, ATypedQuaternionIsNormalised) {
    const auto q = ui::normalizedQuaternion({2.0, 0.0, 0.0, 0.0}, nullptr);
    ASSERT_TRUE(q);
    EXPECT_EQ(*q, (std::array<double, 4>{1.0, 0.0, 0.0, 0.0}));
}

TEST(Inspector3d, ZeroOrNegativeHalfExtentsAreRefused) {
    EXPECT_TRUE(ui::halfExtentsProblem3d({1.0, 0.0, 1.0}));
    EXPECT_TRUE(ui::halfExtentsProblem3d({1.0, 1.0, -2.0}));
    EXPECT_FALSE(ui::halfExtentsProblem3d({1.0, 1e-9, 1e9}));
}

TEST(Inspector3d, CoordinatesAndAnglesBeyondTheFileLimitsAreRefused) {
    EXPECT_TRUE(ui::centerProblem3d({0.0, 2e9, 0.0}));
    EXPECT_FALSE(ui::centerProblem3d({0.0, 1e9, 0.0}));
    EXPECT_TRUE(ui::eulerProblem3d({0.0, 0.0, 2e6}));
    EXPECT_TRUE(ui::eulerProblem3d({std::nan(""), 0.0, 0.0}));
}

} // namespace
