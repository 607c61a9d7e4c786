// SPDX-License-Identifier: MIT
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
    // left's centre is pixel (480, 400); 80 px right and 40 px up at 40 px per unit is (+2, +1).
    const auto run = sandbox.runScript("drag", "drag 480 400 560 360\nsave moved.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("moved.json"));
    EXPECT_NEAR(centerOf(scene, "left").x, -2.0, 1e-9);
    EXPECT_NEAR(centerOf(scene, "left").y, 1.0, 1e-9);
    EXPECT_NEAR(centerOf(scene, "right").x, -1.5, 1e-12); // untouched
}

TEST(EndToEnd, RotateHandleTurnsTheBoxAboutItsCentre) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // right (centre pixel (580, 400), top edge at y 360): the handle sits on a 36 px stalk above
    // the top edge's middle, at (580, 324), 76 px above the centre. Dragging it to 76 px right of
    // the centre turns the box a quarter turn clockwise: -90 degrees.
    const auto run = sandbox.runScript("rotate", "select right\ndrag 580 324 656 400 12\nsave rotated.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("rotated.json"));
    EXPECT_NEAR(wrapDegrees(e2e::angleDegreesOf(scene, "right") + 90.0), 0.0, 1e-6);
    EXPECT_NEAR(centerOf(scene, "right").x, -1.5, 1e-9);
    EXPECT_NEAR(centerOf(scene, "right").y, 0.0, 1e-9);
}

TEST(EndToEnd, CtrlZUndoesAWholeDragAndShiftCtrlZRedoesIt) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("undo",
                                       "drag 480 400 560 400 20\n"
                                       "key ctrl+z\nsave undone.json\n"
                                       "key shift+ctrl+z\nsave redone.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("undone.json")), "left").x, -4.0, 1e-9); // one step, not 20
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("redone.json")), "left").x, -2.0, 1e-9);
}

TEST(EndToEnd, CtrlYAlsoRedoes) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("redo-y", "drag 480 400 480 320\nkey ctrl+z\nkey ctrl+y\nsave redone.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("redone.json")), "left").y, 2.0, 1e-9);
}

TEST(EndToEnd, WheelZoomsInAboutTheCursor) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // Zooming about left's centre keeps it under the cursor, so the drag still grabs it;
    // with more pixels per unit the same 80 px now move it less than 2 units.
    const auto run = sandbox.runScript("wheel", "mouse-move 480 400\nwheel 2\ndrag 480 400 560 400\nsave zoomed.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const double moved = centerOf(sat::loadScene(sandbox.file("zoomed.json")), "left").x + 4.0;
    EXPECT_GT(moved, 0.5);
    EXPECT_LT(moved, 1.99);
    // Two notches in one event are two zoom steps (40 px per unit times 1.15 twice: 80 px are 1.51 units),
    // not one (1.74 units).
    EXPECT_NEAR(moved, 80.0 / (40.0 * 1.15 * 1.15), 0.1);
}

TEST(EndToEnd, MiddleDragPansTheView) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    // Pan 100 px up (from a point of the viewport, above the SAT panel): left's centre goes from pixel (480, 400)
    // to (480, 300), where a left drag then grabs it.
    const auto run = sandbox.runScript("pan",
                                       "mouse-move 640 420\nmouse-down middle\nmouse-move 640 370\nmouse-move 640 320\n"
                                       "mouse-up middle\ndrag 480 300 520 300\nsave panned.json\n",
                                       "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("panned.json"));
    EXPECT_NEAR(centerOf(scene, "left").x, -3.0, 1e-9); // 40 px at 40 px per unit
    EXPECT_NEAR(centerOf(scene, "left").y, 0.0, 1e-9);
}

TEST(EndToEnd, SaveCreatesMissingFolders) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("save", "save new/folder/copy.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(sat::loadScene(sandbox.file("new/folder/copy.json")).shapes.size(), 2u);
}

TEST(EndToEnd, DroppedFileIsOpened) {
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    sandbox.write("overlap.json", e2e::kOverlappingBoxes);
    const auto run = sandbox.runScript("drop", "drop overlap.json\nsave copy.json\n", "boxes.json");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_NEAR(centerOf(sat::loadScene(sandbox.file("copy.json")), "left").x, -3.0, 1e-12);
}

} // namespace
