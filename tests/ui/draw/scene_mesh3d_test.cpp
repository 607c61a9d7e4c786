// SPDX-License-Identifier: MIT
// The 3D boxes' faces as the Canvas draws them (ui/draw/scene_mesh3d.hpp).
#include <vector>

#include <gtest/gtest.h>

#include "ui/camera_fixtures.hpp"
#include "ui/draw/scene_mesh3d.hpp"

namespace {

using ui::test::frontCamera;

TEST(LitFaces, FacesAreSortedBackToFrontAndFrontFacesAreMoreOpaque) {
    ui::BoxLook look;
    look.color = {0.0f, 0.5f, 1.0f, 1.0f};
    const std::vector<ui::LitFace> faces = ui::litFaces({look}, frontCamera());
    ASSERT_EQ(faces.size(), 6u);
    for (std::size_t i = 1; i < faces.size(); ++i) EXPECT_GE(faces[i - 1].depth, faces[i].depth);
    // Seen from +z: the -z face is the farthest (depth 11) and turned away, the +z face the nearest and facing us.
    EXPECT_DOUBLE_EQ(faces.front().depth, 11.0);
    EXPECT_FALSE(faces.front().facesCamera);
    EXPECT_TRUE(faces.back().facesCamera);
    EXPECT_GT(faces.back().fill.a, faces.front().fill.a);
}

} // namespace
