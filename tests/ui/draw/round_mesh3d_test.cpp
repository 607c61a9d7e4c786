// SPDX-License-Identifier: MIT
// Sphere and capsule meshes, their lit patches and outlines (ui/draw/round_mesh3d.hpp, scene_mesh3d.hpp).
#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>
#include <vector>

#include <glm/geometric.hpp>
#include <gtest/gtest.h>

#include "ui/camera_fixtures.hpp"
#include "ui/draw/round_mesh3d.hpp"
#include "ui/draw/scene_mesh3d.hpp"

namespace {

using ui::test::frontCamera;

double distanceToSegment(glm::dvec3 p, glm::dvec3 a, glm::dvec3 b) {
    const glm::dvec3 ab = b - a;
    const double lengthSquared = glm::dot(ab, ab);
    const double t = lengthSquared > 0.0 ? std::clamp(glm::dot(p - a, ab) / lengthSquared, 0.0, 1.0) : 0.0;
    return glm::length(p - (a + ab * t));
}

/// Distinct corners, compared after rounding to 1e-9 (the pole corners of neighbouring patches are equal).
std::size_t distinctCorners(const std::vector<ui::RoundPatch>& patches) {
    std::set<std::tuple<long long, long long, long long>> seen;
    for (const ui::RoundPatch& patch : patches)
        for (const glm::dvec3& c : patch.corners)
            seen.insert({std::llround(c.x * 1e9), std::llround(c.y * 1e9), std::llround(c.z * 1e9)});
    return seen.size();
}

TEST(SphereMesh, HasStacksTimesSlicesPatchesAndTwoPoles) {
    const auto patches = ui::sphereMesh({{1.0, 2.0, 3.0}, 0.5}, 8, 4);
    EXPECT_EQ(patches.size(), 32u);
    // Three inner rings of 8 corners and the two poles.
    EXPECT_EQ(distinctCorners(patches), 3u * 8u + 2u);
}

TEST(SphereMesh, EveryCornerIsOnTheSurface) {
    const sat::Sphere3<double> sphere{{-4.0, 1.5, 2.25}, 1.75};
    for (const ui::RoundPatch& patch : ui::sphereMesh(sphere))
        for (const glm::dvec3& c : patch.corners) EXPECT_NEAR(glm::length(c - sphere.center), sphere.radius, 1e-12);
}

TEST(SphereMesh, NormalsPointOutwardThroughThePatch) {
    const sat::Sphere3<double> sphere{{0.0, 0.0, 0.0}, 2.0};
    for (const ui::RoundPatch& patch : ui::sphereMesh(sphere)) {
        EXPECT_NEAR(glm::length(patch.normal), 1.0, 1e-12);
        const glm::dvec3 middle = (patch.corners[0] + patch.corners[1] + patch.corners[2] + patch.corners[3]) * 0.25;
        EXPECT_GT(glm::dot(patch.normal, middle - sphere.center), 0.0);
    }
}

TEST(SphereMesh, CoversTheBallToWithinTheTessellationError) {
    // The mesh reaches out to the radius in every direction of its rings: the widest corner along x is r.
    const auto patches = ui::sphereMesh({{0.0, 0.0, 0.0}, 1.0});
    double reach = 0.0;
    for (const ui::RoundPatch& patch : patches)
        for (const glm::dvec3& c : patch.corners) reach = std::max(reach, c.x);
    EXPECT_NEAR(reach, 1.0, 1e-12);
}

TEST(CapsuleMesh, HasAHemisphereAtEachEndAndACylinderBand) {
    const sat::Capsule3<double> capsule{{0.0, 0.0, 0.0}, {3.0, 0.0, 0.0}, 0.5};
    const auto patches = ui::capsuleMesh(capsule, 8, 4);
    // Two bands per hemisphere and one for the cylinder, 8 patches each.
    EXPECT_EQ(patches.size(), 5u * 8u);
    // Each end: its pole and one ring between pole and equator; the two equators; 8 corners a ring.
    EXPECT_EQ(distinctCorners(patches), 2u + 4u * 8u);
}

TEST(CapsuleMesh, EveryCornerIsAtTheRadiusFromTheSegment) {
    const sat::Capsule3<double> capsule{{1.0, -2.0, 0.5}, {-2.0, 3.0, 4.0}, 0.75};
    const auto patches = ui::capsuleMesh(capsule);
    EXPECT_EQ(patches.size(), static_cast<std::size_t>(ui::kRoundSlices * (ui::kRoundStacks + 1)));
    for (const ui::RoundPatch& patch : patches)
        for (const glm::dvec3& c : patch.corners)
            EXPECT_NEAR(distanceToSegment(c, capsule.start, capsule.end), capsule.radius, 1e-12);
}

TEST(CapsuleMesh, ReachesBothEndsAlongTheAxis) {
    const sat::Capsule3<double> capsule{{0.0, 0.0, -1.0}, {0.0, 0.0, 2.0}, 0.5};
    double lo = 0.0, hi = 0.0;
    for (const ui::RoundPatch& patch : ui::capsuleMesh(capsule))
        for (const glm::dvec3& c : patch.corners) {
            lo = std::min(lo, c.z);
            hi = std::max(hi, c.z);
        }
    EXPECT_NEAR(lo, -1.5, 1e-12);
    EXPECT_NEAR(hi, 2.5, 1e-12);
}

TEST(CapsuleMesh, CoincidentEndsGiveTheSphere) {
    const sat::Capsule3<double> capsule{{1.0, 1.0, 1.0}, {1.0, 1.0, 1.0}, 2.0};
    const auto patches = ui::capsuleMesh(capsule);
    const auto sphere = ui::sphereMesh({{1.0, 1.0, 1.0}, 2.0});
    ASSERT_EQ(patches.size(), sphere.size());
    for (std::size_t i = 0; i < patches.size(); ++i) EXPECT_EQ(patches[i].corners, sphere[i].corners);
}

TEST(RoundLook, IsLitAndSortedLikeABox) {
    ui::BoxLook look;
    look.color = {0.0f, 0.5f, 1.0f, 1.0f};
    look.round = sat::Capsule3<double>{{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 1.0};
    const std::vector<ui::LitFace> faces = ui::litFaces({look}, frontCamera());
    ASSERT_EQ(faces.size(), static_cast<std::size_t>(ui::kRoundSlices * ui::kRoundStacks));
    for (std::size_t i = 1; i < faces.size(); ++i) EXPECT_GE(faces[i - 1].depth, faces[i].depth);
    // The far side (around z = -1) is turned away and fainter; the near side (z = +1) faces the eye.
    EXPECT_FALSE(faces.front().facesCamera);
    EXPECT_TRUE(faces.back().facesCamera);
    EXPECT_GT(faces.back().fill.a, faces.front().fill.a);
}

TEST(RoundLook, SelectedIsMoreOpaqueAsForBoxes) {
    ui::BoxLook look;
    look.round = sat::Capsule3<double>{{-1.0, 0.0, 0.0}, {1.0, 0.0, 0.0}, 0.5};
    const float plain = ui::litFaces({look}, frontCamera()).back().fill.a;
    look.selected = true;
    EXPECT_FLOAT_EQ(ui::litFaces({look}, frontCamera()).back().fill.a, plain + 0.08f);
}

TEST(RoundOutline, SphereSilhouetteTouchesTheTangentCone) {
    // Eye at (0, 0, 10), ball of radius 2 at the origin: every outline point p has (p - eye) perpendicular to p.
    const auto segments = ui::roundOutline({{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 2.0}, frontCamera());
    ASSERT_FALSE(segments.empty());
    const glm::dvec3 eye = frontCamera().eye();
    for (const auto& segment : segments) {
        EXPECT_NEAR(glm::length(segment[0]), 2.0, 1e-12);
        EXPECT_NEAR(glm::dot(segment[0] - eye, segment[0]), 0.0, 1e-9);
    }
}

TEST(RoundOutline, CapsuleHasItsTwoSideLinesAtTheRadius) {
    const sat::Capsule3<double> capsule{{-2.0, 0.0, 0.0}, {2.0, 0.0, 0.0}, 1.0};
    const auto segments = ui::roundOutline(capsule, frontCamera());
    int sideLines = 0;
    for (const auto& segment : segments) {
        EXPECT_NEAR(distanceToSegment(segment[0], capsule.start, capsule.end), 1.0, 1e-12);
        EXPECT_NEAR(distanceToSegment(segment[1], capsule.start, capsule.end), 1.0, 1e-12);
        if (glm::length(segment[1] - segment[0]) > 3.9) ++sideLines;
    }
    EXPECT_EQ(sideLines, 2);
    // The end arcs stay on the outer side of their ends.
    for (const auto& segment : segments) {
        if (glm::length(segment[1] - segment[0]) > 3.9) continue;
        EXPECT_GE(std::abs(segment[0].x), 2.0 - 1e-9);
        EXPECT_GE(std::abs(segment[1].x), 2.0 - 1e-9);
    }
}

TEST(RoundOutline, EmptyWhenTheEyeIsInside) {
    EXPECT_TRUE(ui::roundOutline({{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 20.0}, frontCamera()).empty());
}

} // namespace
