// SPDX-License-Identifier: MIT
// Keys through the real event path: nudging, rotating, deleting (docs/app.md's key table).
#include <gtest/gtest.h>

#include <cmath>

#include "e2e_scenes.hpp"
#include "satlab_process.hpp"

namespace {

using e2e::centerOf;

sat::Scene runAndLoad(const std::string& script) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("keys", script + "save out.json\n", "boxes.json");
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    return sat::loadScene(sandbox.file("out.json"));
}

TEST(EndToEndKeys, ArrowsNudgeByATenthAndShiftArrowsByOne) {
    const auto scene = runAndLoad("select left\nkey right\nkey right\nkey right\nkey shift+up\n");
    EXPECT_NEAR(centerOf(scene, "left").x, -3.7, 1e-9); // -4 + 3 x 0.1
    EXPECT_NEAR(centerOf(scene, "left").y, 1.0, 1e-9);
}

TEST(EndToEndKeys, QRotatesFiveDegreesAndShiftETakesFifteenBack) {
    const auto scene = runAndLoad("select right\nkey q\nkey shift+e\n");
    EXPECT_NEAR(std::remainder(e2e::angleDegreesOf(scene, "right") + 10.0, 360.0), 0.0, 1e-9); // +5 - 15
}

TEST(EndToEndKeys, DeleteRemovesTheSelectedShape) {
    const auto scene = runAndLoad("select left\nkey delete\n");
    ASSERT_EQ(scene.shapes.size(), 1u);
    EXPECT_EQ(scene.shapes[0].name, "right");
}

TEST(EndToEndKeys, CtrlZAfterDeleteBringsItBack) {
    const auto scene = runAndLoad("select left\nkey delete\nkey ctrl+z\n");
    EXPECT_EQ(scene.shapes.size(), 2u);
}

} // namespace
