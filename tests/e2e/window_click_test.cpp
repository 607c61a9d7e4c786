// SPDX-License-Identifier: MIT
// A click on a shape selects it and changes nothing; a move keeps a box's angle as written.
#include <gtest/gtest.h>

#include <string>

#include "e2e_scenes.hpp"
#include "satlab_process.hpp"

namespace {

// The welcome scene (assets/scenes/welcome.json) as the window starts on it, untitled: A is the box turned
// `"angle_deg": 30` with its centre at pixel (566, 294); A and B start selected.
constexpr const char* kClickOnA = "mouse-move 570 300\nmouse-down left\nmouse-up left\nwait 2\n";

TEST(WindowClick, AClickOnAShapeChangesNothing) {
    e2e::Sandbox sandbox;
    // Still clean after the click: expect-title stops the script (status 2) on "Untitled* - SATlab".
    const auto run = sandbox.runScript("click", std::string(kClickOnA) + "expect-title \"Untitled - SATlab\"\nsave out.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string saved = e2e::readText(sandbox.file("out.json"));
    EXPECT_NE(saved.find("\"angle_deg\": 30,"), std::string::npos) << saved;
}

TEST(WindowClick, AClickRecordsNoUndoStep) {
    e2e::Sandbox sandbox;
    // Move B with the keys (one step), click A: Ctrl+Z must take back the key move, not an empty "Move A".
    const auto run = sandbox.runScript("undo", "select B\nkey right\n" + std::string(kClickOnA) + "key ctrl+z\nsave out.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(e2e::centerOf(sat::loadScene(sandbox.file("out.json")), "B").x, 3.0, 1e-12);
}

TEST(WindowClick, MovingATurnedBoxKeepsItsAngleAsWritten) {
    e2e::Sandbox sandbox;
    // 46 px right is one unit at the welcome view's zoom.
    const auto run = sandbox.runScript("move", "drag 570 300 616 300\nsave out.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string saved = e2e::readText(sandbox.file("out.json"));
    EXPECT_NE(saved.find("\"angle_deg\": 30,"), std::string::npos) << saved;
    EXPECT_NEAR(e2e::centerOf(sat::loadScene(sandbox.file("out.json")), "A").x, 1.0, 1e-9);
}

} // namespace
