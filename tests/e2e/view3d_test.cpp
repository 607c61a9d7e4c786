// SPDX-License-Identifier: MIT
// The 3D view end to end: the real satlab binary opens the bundled 3D scenes
// and scripts click, drag, turn and save boxes; a screenshot shows them drawn.
// Pixel positions come from the app itself (`pixel-of`, `mouse-to`), so the
// tests do not depend on how the camera frames the scene.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "e2e_scenes.hpp"
#include "png_image.hpp"
#include "satlab_process.hpp"
#include "script_suite.hpp"

namespace {

std::string bundledScene(const std::string& name) {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    return std::string(source ? source : ".") + "/assets/scenes/" + name;
}

sat::Obb3Spec obbNamed(const sat::Scene& scene, const std::string& name) {
    return std::get<sat::Obb3Spec>(e2e::shapeNamed(scene, name).spec);
}

/// The pixel a `pixel-of NAME PART` line printed on stderr.
e2e::PixelRect pixelOf(const std::string& errors, const std::string& name, const std::string& part) {
    const std::string escaped = part[0] == '+' ? "\\" + part : part; // '+' is a regex operator
    const std::regex line("pixel-of " + name + " " + escaped + ": (-?[0-9]+) (-?[0-9]+)");
    std::smatch match;
    if (!std::regex_search(errors, match, line)) throw std::runtime_error("no pixel-of " + name + " " + part + " in: " + errors);
    const int x = std::stoi(match[1]), y = std::stoi(match[2]);
    return {x, y, x + 1, y + 1};
}

TEST(View3dEndToEnd, ClickingABoxSelectsIt) {
    e2e::Sandbox sandbox;
    // Click A, then Delete removes the selection: only B is left.
    const auto run = sandbox.runScript("click", "mouse-to A\nmouse-down left\nmouse-up left\nkey delete\nsave out.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const sat::Scene scene = sat::loadScene(sandbox.file("out.json"));
    ASSERT_EQ(scene.shapes.size(), 1u);
    EXPECT_EQ(scene.shapes[0].name, "B");
}

TEST(View3dEndToEnd, DragInTheFrontViewMovesTheBoxInTheScreenPlaneAndUndoes) {
    e2e::Sandbox sandbox;
    // Orthographic front view: screen x is world x, the drag plane is z = const. A is a 2x2x2 AABB,
    // so its +x face handle is one world unit right of its centre: that gives pixels per unit.
    const auto run = sandbox.runScript("move",
                                       "view-preset front\nprojection orthographic\n"
                                       "pixel-of A centre\npixel-of A +x\n"
                                       "mouse-to B\ndrag-by 100 0 20\nsave moved.json\n"
                                       "key ctrl+z\nsave undone.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const double pixelsPerUnit = pixelOf(run.errors, "A", "+x").x0 - pixelOf(run.errors, "A", "centre").x0;
    ASSERT_GT(pixelsPerUnit, 10.0);
    const sat::Obb3Spec moved = obbNamed(sat::loadScene(sandbox.file("moved.json")), "B");
    EXPECT_NEAR(moved.center.x, 2.0 + 100.0 / pixelsPerUnit, 1.5 / pixelsPerUnit);
    EXPECT_NEAR(moved.center.y, 2.0, 1e-9);
    EXPECT_NEAR(moved.center.z, 0.0, 1e-9);
    EXPECT_EQ(obbNamed(sat::loadScene(sandbox.file("undone.json")), "B").center, glm::dvec3(2.0, 2.0, 0.0)); // one undo step
}

TEST(View3dEndToEnd, HoldingXMovesTheBoxAlongWorldXOnly) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("lock-x", "mouse-to B\nhold x\ndrag-by 80 40 16\nrelease x\nsave locked.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const sat::Obb3Spec moved = obbNamed(sat::loadScene(sandbox.file("locked.json")), "B");
    EXPECT_GT(std::abs(moved.center.x - 2.0), 0.2);
    EXPECT_EQ(moved.center.y, 2.0);
    EXPECT_EQ(moved.center.z, 0.0);
}

TEST(View3dEndToEnd, CtrlDragOnARingTurnsTheBoxAboutItsOwnAxisBy15DegreeSteps) {
    e2e::Sandbox sandbox;
    // B is turned 45 degrees about z. In the front view its z ring faces the camera; dragging from the
    // ring's point between +x and +y to the +y face's centre turns it a further 45 degrees (snapped).
    const auto run = sandbox.runScript("ring",
                                       "view-preset front\nprojection orthographic\nselect B\n"
                                       "mouse-to B ring-z\nhold ctrl\ndrag-to B +y 12\nrelease ctrl\nsave turned.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const sat::Obb3Spec turned = obbNamed(sat::loadScene(sandbox.file("turned.json")), "B");
    EXPECT_EQ(turned.rotation.form, sat::RotationSpec::Form::EulerDegrees);
    EXPECT_NEAR(turned.rotation.eulerDeg.z, 90.0, 1e-9);
    EXPECT_NEAR(turned.rotation.eulerDeg.x, 0.0, 1e-9);
    EXPECT_NEAR(turned.rotation.eulerDeg.y, 0.0, 1e-9);
    EXPECT_EQ(turned.center, glm::dvec3(2.0, 2.0, 0.0));
}

TEST(View3dEndToEnd, OneScriptSelectsDragsAndTurnsABoxAndTheSavedSceneHasAllOfIt) {
    e2e::Sandbox sandbox;
    // As a person would: click B to select it, drag it 60 px to the right, then Ctrl-drag its z ring a
    // quarter of the way round, and save. The saved file holds the move and the turn; A is untouched.
    const auto run = sandbox.runScript("select-drag-turn",
                                       "view-preset front\nprojection orthographic\n"
                                       "pixel-of A centre\npixel-of A +x\n"
                                       "mouse-to B\nmouse-down left\nmouse-up left\n"
                                       "drag-by 60 0 12\n"
                                       "mouse-to B ring-z\nhold ctrl\ndrag-to B +y 12\nrelease ctrl\n"
                                       "save saved/turned.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    ASSERT_TRUE(std::filesystem::exists(sandbox.file("saved/turned.json")));
    const double pixelsPerUnit = pixelOf(run.errors, "A", "+x").x0 - pixelOf(run.errors, "A", "centre").x0;
    ASSERT_GT(pixelsPerUnit, 10.0);
    const sat::Scene saved = sat::loadScene(sandbox.file("saved/turned.json"));
    const sat::Obb3Spec b = obbNamed(saved, "B");
    EXPECT_NEAR(b.center.x, 2.0 + 60.0 / pixelsPerUnit, 1.5 / pixelsPerUnit);
    EXPECT_NEAR(b.center.y, 2.0, 1e-9);
    EXPECT_NEAR(b.center.z, 0.0, 1e-9);
    EXPECT_EQ(b.rotation.form, sat::RotationSpec::Form::EulerDegrees);
    EXPECT_NEAR(b.rotation.eulerDeg.z, 90.0, 1e-9);
    EXPECT_EQ(b.halfExtents, glm::dvec3(1.0));
    const auto& a = std::get<sat::Aabb3Spec>(e2e::shapeNamed(saved, "A").spec);
    EXPECT_EQ(a.center, glm::dvec3(0.0));
    EXPECT_EQ(a.halfExtents, glm::dvec3(1.0));
}

TEST(View3dEndToEnd, CtrlDragOnAFaceHandleResizesToWholeGridStepsAndTheOppositeFaceStays) {
    e2e::Sandbox sandbox;
    // A spans x in [-1, 1]. Its +x face handle dragged to B's centre (x = 2) makes it 3 wide: x in [-1, 2].
    const auto run = sandbox.runScript("resize",
                                       "view-preset front\nprojection orthographic\nselect A\n"
                                       "mouse-to A +x\nhold ctrl\ndrag-to B centre 12\nrelease ctrl\nsave resized.json\n"
                                       "key ctrl+z\nsave undone.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const sat::Aabb3Spec a = std::get<sat::Aabb3Spec>(e2e::shapeNamed(sat::loadScene(sandbox.file("resized.json")), "A").spec);
    EXPECT_NEAR(a.halfExtents.x, 1.5, 1e-9);
    EXPECT_NEAR(a.center.x, 0.5, 1e-9);
    EXPECT_EQ(a.halfExtents.y, 1.0);
    EXPECT_EQ(a.halfExtents.z, 1.0);
    const sat::Aabb3Spec undone = std::get<sat::Aabb3Spec>(
        e2e::shapeNamed(sat::loadScene(sandbox.file("undone.json")), "A").spec);
    EXPECT_EQ(undone.halfExtents, glm::dvec3(1.0));
    EXPECT_EQ(undone.center, glm::dvec3(0.0));
}

TEST(View3dEndToEnd, ArrowKeysNudgeAlongTheScreenAndCtrlDOffsetsTheCopy) {
    e2e::Sandbox sandbox;
    // Top view: the arrow up moves B towards the top of the screen, world -z; right moves it along +x.
    const auto run = sandbox.runScript("keys",
                                       "view-preset top\nmouse-to B\nmouse-down left\nmouse-up left\n"
                                       "key up\nkey shift+right\nsave nudged.json\n"
                                       "key ctrl+d\nsave duplicated.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const sat::Obb3Spec nudged = obbNamed(sat::loadScene(sandbox.file("nudged.json")), "B");
    EXPECT_NEAR(nudged.center.x, 3.0, 1e-9);
    EXPECT_NEAR(nudged.center.y, 2.0, 1e-9);
    EXPECT_NEAR(nudged.center.z, -0.1, 1e-9);
    const sat::Scene duplicated = sat::loadScene(sandbox.file("duplicated.json"));
    ASSERT_EQ(duplicated.shapes.size(), 3u);
    const sat::Obb3Spec copy = obbNamed(duplicated, "B1");
    EXPECT_GT(copy.center.x, nudged.center.x); // one grid step right on screen
    EXPECT_GT(copy.center.z, nudged.center.z); // and one down (world +z in the top view)
    EXPECT_NEAR(copy.center.x - nudged.center.x, copy.center.z - nudged.center.z, 1e-9);
    EXPECT_EQ(copy.center.y, nudged.center.y);
    EXPECT_EQ(copy.rotation, nudged.rotation);
}

TEST(View3dEndToEnd, TypedEulerAnglesAndQuaternionTurnTheBoxInTheirOwnFormAndUndo) {
    e2e::Sandbox sandbox;
    // The Inspector in the left column (x 0..300 from y 318) with B selected: the Euler row at y 476 (z field at
    // x 160), the quaternion row at y 528 (w field at x 40). A double-click on a drag field types into it.
    const auto run = sandbox.runScript("inspector",
                                       "select B\n"
                                       "mouse-move 160 476\nmouse-down left\nmouse-up left\nmouse-down left\nmouse-up left\n"
                                       "key ctrl+a\nkey 9\nkey 0\nkey enter\nsave euler.json\n"
                                       "mouse-move 40 528\nmouse-down left\nmouse-up left\nkey ctrl+a\nkey 0\nkey enter\n"
                                       "save quaternion.json\nkey ctrl+z\nsave undone.json\n",
                                       bundledScene("3d-face-b.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const sat::Obb3Spec euler = obbNamed(sat::loadScene(sandbox.file("euler.json")), "B");
    EXPECT_EQ(euler.rotation.form, sat::RotationSpec::Form::EulerDegrees);
    EXPECT_EQ(euler.rotation.eulerDeg, glm::dvec3(0.0, 0.0, 90.0));
    // w of (cos 45°, 0, 0, sin 45°) typed as 0: (0, 0, 0, 0.707) normalised is a half turn about z.
    const sat::Obb3Spec quaternion = obbNamed(sat::loadScene(sandbox.file("quaternion.json")), "B");
    EXPECT_EQ(quaternion.rotation.form, sat::RotationSpec::Form::Quaternion);
    EXPECT_NEAR(quaternion.rotation.quatWxyz[0], 0.0, 1e-12);
    EXPECT_NEAR(quaternion.rotation.quatWxyz[3], 1.0, 1e-12);
    const sat::Obb3Spec undone = obbNamed(sat::loadScene(sandbox.file("undone.json")), "B");
    EXPECT_EQ(undone.rotation.form, sat::RotationSpec::Form::EulerDegrees); // one undo step back to the Euler edit
    EXPECT_EQ(undone.rotation.eulerDeg, glm::dvec3(0.0, 0.0, 90.0));
}

TEST(View3dEndToEnd, RadiusAndLengthHandlesResizeASphereAndACapsuleAndUndo) {
    e2e::Sandbox sandbox;
    // Front view, orthographic: screen x is world x. The ball's radius handle sits on its outline to the right
    // of its centre; dragged 1 world unit right (Ctrl: whole grid steps) the radius grows by 1. The capsule's
    // end tip dragged out along its segment lengthens it; its start stays where it was.
    const auto run = sandbox.runScript("round-handles",
                                       "view-preset front\nprojection orthographic\n"
                                       "pixel-of ball centre\npixel-of ball radius\n"
                                       "select ball\nmouse-to ball radius\nhold ctrl\ndrag-to box centre 12\nrelease ctrl\n"
                                       "save radius.json\n"
                                       "select capsule\nmouse-to capsule +length\ndrag-by 60 30 12\nsave length.json\n"
                                       "key ctrl+z\nkey ctrl+z\nsave undone.json\n",
                                       bundledScene("3d-capsule-box.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const double radiusPixels = pixelOf(run.errors, "ball", "radius").x0 - pixelOf(run.errors, "ball", "centre").x0;
    ASSERT_GT(radiusPixels, 10.0);
    const auto ballIn = [&](const std::string& file) {
        return std::get<sat::Sphere3Spec>(e2e::shapeNamed(sat::loadScene(sandbox.file(file)), "ball").spec);
    };
    const auto capsuleIn = [&](const std::string& file) {
        return std::get<sat::Capsule3Spec>(e2e::shapeNamed(sat::loadScene(sandbox.file(file)), "capsule").spec);
    };
    // From x = -1.6 (the handle) to the box's centre x = 0: radius 0.9 + 1.6, snapped to whole grid steps (0.5).
    EXPECT_NEAR(ballIn("radius.json").radius, 2.5, 1e-9);
    EXPECT_EQ(ballIn("radius.json").center, glm::dvec3(-2.5, 1.25, 1.0));
    const sat::Capsule3Spec longer = capsuleIn("length.json");
    EXPECT_EQ(longer.start, glm::dvec3(1.25, 1.5, -0.5));
    EXPECT_EQ(longer.radius, 0.6);
    const glm::dvec3 before = glm::dvec3(3.25, 2.5, 0.75) - glm::dvec3(1.25, 1.5, -0.5);
    const glm::dvec3 after = longer.end - longer.start;
    EXPECT_GT(glm::length(after), glm::length(before) + 0.2);
    EXPECT_NEAR(glm::length(glm::cross(after, before)) / (glm::length(after) * glm::length(before)), 0.0, 1e-9); // same line
    EXPECT_EQ(ballIn("undone.json").radius, 0.9);
    EXPECT_EQ(capsuleIn("undone.json").end, glm::dvec3(3.25, 2.5, 0.75));
}

TEST(View3dEndToEnd, ScreenshotShowsEachBoxInItsColour) {
    e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("shot", "pixel-of A +z\npixel-of B +z\nscreenshot shot.png\n",
                                       bundledScene("3d-edge-edge.json"));
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const e2e::PngImage image(sandbox.file("shot.png"));
    ASSERT_EQ(image.width(), e2e::kWindowWidth);
    // The front faces' centres: A (#4e79a7) blue over the dark background, B (#e15759) red.
    const e2e::PixelRect a = pixelOf(run.errors, "A", "+z"), b = pixelOf(run.errors, "B", "+z");
    const e2e::Rgb atA = image.at(a.x0, a.y0), atB = image.at(b.x0, b.y0);
    EXPECT_GT(atA.b, atA.r + 25) << atA.r << " " << atA.g << " " << atA.b;
    EXPECT_GT(atA.b, 70);
    EXPECT_GT(atB.r, atB.b + 25) << atB.r << " " << atB.g << " " << atB.b;
    EXPECT_GT(atB.r, 90);
}

TEST(View3dEndToEnd, ASavedCameraIsTheViewTheSceneOpensWithNextTime) {
    e2e::Sandbox sandbox;
    // First run: the top view, orthographic, then Save As. The camera alone does not modify the scene.
    const auto first = sandbox.runScript("frame",
                                         "view-preset top\nprojection orthographic\nexpect-title \"3d-face-b.json - SATlab\"\n"
                                         "save framed.json\n",
                                         bundledScene("3d-face-b.json"));
    ASSERT_EQ(first.exitCode, 0) << first.errors;
    const sat::Scene saved = sat::loadScene(sandbox.file("framed.json"));
    ASSERT_TRUE(saved.camera);
    EXPECT_EQ(saved.camera->pitchDeg, 90.0);
    EXPECT_TRUE(saved.camera->orthographic);

    // Second run, a new process: it opens looking straight down (x to the right, +z towards the bottom of the screen).
    const auto second = sandbox.runScript("reopen", "pixel-of A centre\npixel-of A +x\npixel-of A +z\nscreenshot reopened.png\n",
                                          sandbox.file("framed.json").string());
    ASSERT_EQ(second.exitCode, 0) << second.errors;
    const e2e::PixelRect centre = pixelOf(second.errors, "A", "centre"), plusX = pixelOf(second.errors, "A", "+x"),
                         plusZ = pixelOf(second.errors, "A", "+z");
    EXPECT_GT(plusX.x0 - centre.x0, 10);
    EXPECT_NEAR(plusX.y0, centre.y0, 1);
    EXPECT_GT(plusZ.y0 - centre.y0, 10);
    EXPECT_NEAR(plusZ.x0, centre.x0, 1);
    EXPECT_NEAR(plusX.x0 - centre.x0, plusZ.y0 - centre.y0, 1); // orthographic: one unit is as long either way
}

} // namespace

// ---- Presentation mode's panels in 3D (ui/editor/panel_layout.hpp) at a projector's 1280x800: F5 gives
// the Axis strip the room of its larger text (614 x 549 px top right), collapses the Scene and
// Inspector to their title bars under the banner and the SAT panel to its title bar at the bottom;
// F5 again puts the panels back where they were.

const e2e::Rgb kPanelGrey{247, 247, 247}; // the presentation style's window background
const e2e::Rgb kWhite{255, 255, 255};     // presentation mode's 3D background

/// Pixels of `rect` that differ by more than `tolerance` in a channel between two screenshots.
int differentPixels(const e2e::PngImage& a, const e2e::PngImage& b, e2e::PixelRect rect, int tolerance) {
    int count = 0;
    for (int y = rect.y0; y < rect.y1; ++y)
        for (int x = rect.x0; x < rect.x1; ++x) {
            const e2e::Rgb p = a.at(x, y), q = b.at(x, y);
            if (std::abs(p.r - q.r) > tolerance || std::abs(p.g - q.g) > tolerance || std::abs(p.b - q.b) > tolerance) ++count;
        }
    return count;
}

class Presentation3dPanels : public e2e::ScriptSuite<Presentation3dPanels> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        const std::string ask = "free-rect\npanel \"Axis strip\"\npanel Scene\npanel Inspector\n";
        return sandbox.runScript("panels",
                                 "window 1280 800\nselect A B\nselect-axis 9\nwait 3\nscreenshot before.png\n"
                                 "pixel-of A\npixel-of B\n" +
                                     ask + "key f5\nwait 3\nscreenshot on.png\npixel-of A\npixel-of B\n" + ask +
                                     "key f5\nwait 3\nscreenshot off.png\npixel-of A\npixel-of B\n" + ask,
                                 bundledScene("3d-edge-edge.json"));
    }
};

/// A "LABEL: X Y W H" line of a script's stderr (free-rect, panel NAME), every one in order.
struct ShownRect {
    int x = 0, y = 0, width = 0, height = 0;
    bool collapsed = false;
};
std::vector<ShownRect> shownRects(const std::string& errors, const std::string& label) {
    std::vector<ShownRect> rects;
    const std::regex line(label + ": (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)( needs [0-9]+ [0-9]+)?( collapsed)?");
    for (auto it = std::sregex_iterator(errors.begin(), errors.end(), line); it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        rects.push_back({std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4]), m[6].matched});
    }
    return rects;
}

TEST_F(Presentation3dPanels, AxisStripGrowsWithItsText) {
    // In the right column, wider for the larger text, and as it was once F5 is pressed again.
    const auto strip = shownRects(errors, "panel Axis strip");
    ASSERT_EQ(strip.size(), 3u) << errors;
    EXPECT_GT(strip[1].width, strip[0].width);
    EXPECT_EQ(strip[2].width, strip[0].width);
    EXPECT_EQ(strip[2].x, strip[0].x);
}

TEST_F(Presentation3dPanels, SceneAndInspectorCollapseToTheirTitleBars) {
    for (const char* name : {"panel Scene", "panel Inspector"}) {
        const auto panel = shownRects(errors, name);
        ASSERT_EQ(panel.size(), 3u) << errors;
        EXPECT_FALSE(panel[0].collapsed) << name;
        EXPECT_TRUE(panel[1].collapsed) << name;
        EXPECT_FALSE(panel[2].collapsed) << name; // unfolded on leaving
    }
}

TEST_F(Presentation3dPanels, TheAxisNameStaysOffTheAxisStrip) {
    // A.edge1×B.edge0 (clicked) ends left of the Axis strip (x 850); its name, past the arrow head, would
    // run on under the strip, so it is moved back along the line: no name text just left of the strip.
    const e2e::PngImage before(sandbox->file("before.png"));
    const e2e::Rgb darkText{236, 239, 244}; // Theme::dark().text
    EXPECT_EQ(before.countNear(darkText, {780, 255, 848, 280}, 40), 0);
    EXPECT_GT(before.countNear(darkText, {300, 200, 840, 400}, 40), 50); // the name is drawn somewhere
}

/// Every "pixel-of NAME centre: X Y" of a script's stderr, in order.
std::vector<std::pair<int, int>> centresOf(const std::string& errors, const std::string& name) {
    std::vector<std::pair<int, int>> centres;
    const std::regex line("pixel-of " + name + " centre: (-?[0-9]+) (-?[0-9]+)");
    for (auto it = std::sregex_iterator(errors.begin(), errors.end(), line); it != std::sregex_iterator(); ++it)
        centres.emplace_back(std::stoi((*it)[1]), std::stoi((*it)[2]));
    return centres;
}

TEST_F(Presentation3dPanels, ThePairIsFramedInTheFreeRectangleAndTheCameraComesBack) {
    const auto a = centresOf(errors, "A"), b = centresOf(errors, "B");
    const auto free = shownRects(errors, "free-rect");
    ASSERT_EQ(a.size(), 3u) << errors;
    ASSERT_EQ(b.size(), 3u) << errors;
    ASSERT_EQ(free.size(), 3u) << errors;
    const ShownRect& room = free[1];
    for (const auto& [x, y] : {a[1], b[1]}) {
        EXPECT_GT(x, room.x + 40);
        EXPECT_LT(x, room.x + room.width - 40);
        EXPECT_GT(y, room.y + 40);
        EXPECT_LT(y, room.y + room.height - 40);
    }
    EXPECT_EQ(a[2], a[0]); // F5 again: the camera from before F5
    EXPECT_EQ(b[2], b[0]);
}

TEST_F(Presentation3dPanels, LeavingPutsThePanelsBack) {
    const auto free = shownRects(errors, "free-rect");
    ASSERT_EQ(free.size(), 3u) << errors;
    EXPECT_EQ(free[2].x, free[0].x);
    EXPECT_EQ(free[2].y, free[0].y);
    EXPECT_EQ(free[2].width, free[0].width);
    EXPECT_EQ(free[2].height, free[0].height);
}
