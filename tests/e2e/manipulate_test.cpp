// The real satlab binary, driven by scripts: moving and rotating with the mouse, undo and redo.
#include <gtest/gtest.h>

#include <cmath>

#include "e2e_scenes.hpp"
#include "satlab_process.hpp"

namespace {

using e2e::centerOf;

double wrapDegrees(double degrees) { return std::remainder(degrees, 360.0); }

TEST(EndToEnd, DraggingABoxMovesItByTheDraggedWorldDistance) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // A's centre is pixel (540, 400); 100 px right and 50 px up at 50 px per unit is (+2, +1).
    const auto run = sandbox.runScript("drag", "drag 540 400 640 350\nsave moved.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("moved.json"));
    EXPECT_NEAR(centerOf(scene, "A").x, 0.0, 1e-9);
    EXPECT_NEAR(centerOf(scene, "A").y, 1.0, 1e-9);
    EXPECT_NEAR(centerOf(scene, "B").x, 2.0, 1e-12); // untouched
}

TEST(EndToEnd, RotateHandleTurnsTheBoxAboutItsCentre) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // B (centre pixel (740, 400), top edge at y 350): the handle sits on a 36 px stalk above the
    // top edge's middle, at (740, 314), 86 px above the centre. Dragging it to 86 px right of the
    // centre turns B a quarter turn clockwise: -90 degrees.
    const auto run = sandbox.runScript("rotate", "select B\ndrag 740 314 826 400 12\nsave rotated.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("rotated.json"));
    EXPECT_NEAR(wrapDegrees(e2e::angleDegreesOf(scene, "B") + 90.0), 0.0, 1e-6);
    EXPECT_NEAR(centerOf(scene, "B").x, 2.0, 1e-9);
    EXPECT_NEAR(centerOf(scene, "B").y, 0.0, 1e-9);
}

TEST(EndToEnd, CtrlZUndoesAWholeDragAndShiftCtrlZRedoesIt) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("undo",
                                       "drag 540 400 640 400 20\n"
                                       "key ctrl+z\nsave undone.json\n"
                                       "key shift+ctrl+z\nsave redone.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("undone.json")), "A").x, -2.0, 1e-9); // one step, not 20
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("redone.json")), "A").x, 0.0, 1e-9);
}

TEST(EndToEnd, CtrlYAlsoRedoes) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("redo-y", "drag 540 400 540 300\nkey ctrl+z\nkey ctrl+y\nsave redone.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("redone.json")), "A").y, 2.0, 1e-9);
}

TEST(EndToEnd, DroppedFileIsOpened) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("overlap.json", e2e::kOverlappingBoxes);
    const auto run = sandbox.runScript("drop", "drop overlap.json\nsave copy.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("copy.json")), "A").x, -0.75, 1e-12);
}

} // namespace
