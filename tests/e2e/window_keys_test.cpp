// SPDX-License-Identifier: MIT
// The viewport's keys work after a click on a menu or a panel, in 2D and in 3D.
#include <gtest/gtest.h>

#include <string>

#include "e2e_scenes.hpp"
#include "satlab_process.hpp"

namespace {

// Help > Lessons by mouse: the Help menu is at (206, 12), its Lessons item at (220, 64) in a 1280x800 window.
constexpr const char* kHelpLessons = "mouse-move 206 12\nmouse-down left\nmouse-up left\nwait 2\n"
                                     "mouse-move 220 64\nmouse-down left\nmouse-up left\nwait 2\n";

TEST(WindowKeys, StepModeKeysWorkRightAfterHelpLessons) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("lessons", std::string(kHelpLessons) + "key t\ndump-explanation step.txt\n"
                                                                              "key escape\ndump-explanation whole.txt\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string step = e2e::readText(sandbox.file("step.txt"));
    const std::string whole = e2e::readText(sandbox.file("whole.txt"));
    EXPECT_EQ(step.rfind("The whole test", 0), std::string::npos) << "T did not start step mode:\n" << step;
    EXPECT_EQ(whole.rfind("The whole test", 0), 0u) << "Esc did not leave step mode:\n" << whole;
}

TEST(WindowKeys, DeleteWorksRightAfterAClickOnAPanel) {
    e2e::Sandbox sandbox;
    // (150, 46) is the Scene panel's title bar.
    const auto run = sandbox.runScript("panel", "select C\nmouse-move 150 46\nmouse-down left\nmouse-up left\nwait 2\n"
                                                "key delete\nsave out.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("out.json"));
    EXPECT_EQ(scene.find("C"), nullptr);
    EXPECT_NE(scene.find("A"), nullptr);
}

TEST(WindowKeys, ArrowsAndSpaceAfterAPanelButtonActOnTheViewAlone) {
    e2e::Sandbox sandbox;
    // The Lessons panel's "Next >" (124, 132) opens lesson 2, where A is the box centred at (0, 0). Right nudges A;
    // it must not also walk the panel's buttons to "Reset", nor Space press it (that would put A back).
    const auto run = sandbox.runScript("nav", std::string(kHelpLessons) +
                                                  "mouse-move 124 132\nmouse-down left\nmouse-up left\nwait 2\n"
                                                  "select A\nkey right\nkey space\nwait 2\nsave out.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(e2e::centerOf(sat::loadScene(sandbox.file("out.json")), "A").x, 0.1, 1e-9);
}

// assets/scenes/3d-edge-edge.json: the first separating axis is an edge x edge one, A.edge0 x B.edge2.
const std::string kEdgeEdge = R"({"format": "satlab-scene", "version": 1, "shapes": [
  {"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "color": "#4e79a7"},
  {"name": "B", "kind": "obb3", "center": [0, 2.0707106781186548, 2.0707106781186548], "half_extents": [1, 1, 1],
   "rotation": [[0.7071067811865476, -0.7071067811865476, 0], [0.5, 0.5, -0.7071067811865476],
                [0.5, 0.5, 0.7071067811865476]], "color": "#e15759"}]}
)";

TEST(WindowKeys, ViewKeysWorkIn3dRightAfterAClickOnAPanel) {
    e2e::Sandbox sandbox;
    sandbox.write("edge.json", kEdgeEdge);
    const auto run = sandbox.runScript("keys3d",
                                       "mouse-move 150 46\nmouse-down left\nmouse-up left\nwait 2\n"
                                       "key 7\nkey 5\nsave out.json\n",
                                       "edge.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto saved = sat::loadScene(sandbox.file("out.json"));
    ASSERT_TRUE(saved.camera.has_value());
    EXPECT_EQ(saved.camera->pitchDeg, 90.0); // 7: the top view
    EXPECT_TRUE(saved.camera->orthographic); // 5: orthographic
}

} // namespace
