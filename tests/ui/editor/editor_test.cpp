// SPDX-License-Identifier: MIT
// The Editor's file handling and scripting entry points, without a window
// (nothing here needs an ImGui context).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/view3d_actions.hpp"

namespace {

class EditorFiles : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = std::filesystem::temp_directory_path() /
                  ("satlab-ui-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        std::filesystem::create_directories(folder_);
    }
    void TearDown() override { std::filesystem::remove_all(folder_); }

    std::filesystem::path write(const std::string& name, const std::string& text) {
        std::ofstream(folder_ / name) << text;
        return folder_ / name;
    }
    std::filesystem::path twoBoxes() {
        return write("boxes.json", R"({"format": "satlab-scene", "version": 1, "shapes": [
            {"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
            {"name": "b", "kind": "aabb2", "center": [3, 0], "half_extents": [1, 1]}]})");
    }

    std::filesystem::path folder_;
};

TEST_F(EditorFiles, OpenedFileNamesTheWindow) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    EXPECT_EQ(editor.windowTitle(), "boxes.json - SATlab");
}

TEST_F(EditorFiles, FailedLoadLeavesTheSceneAndReportsWhy) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    std::string error;
    EXPECT_FALSE(editor.openFile(write("bad.json", "{ not json"), &error));
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(editor.state().document.scene().shapes.size(), 2u);
    EXPECT_EQ(editor.currentFile(), folder_ / "boxes.json");
}

TEST_F(EditorFiles, EditMarksTheTitleAndSaveClearsIt) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    ui::nudgeShape(editor.state().document, "a", {0.5, 0.0});
    EXPECT_EQ(editor.windowTitle(), "boxes.json* - SATlab");
    ASSERT_TRUE(editor.save(nullptr));
    EXPECT_FALSE(editor.hasUnsavedChanges());
}

TEST_F(EditorFiles, SavedFileReloadsWithTheEdit) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    ui::nudgeShape(editor.state().document, "a", {0.5, 0.0});
    ASSERT_TRUE(editor.saveAs(folder_ / "out.json", nullptr));
    const sat::Scene reloaded = sat::loadScene(folder_ / "out.json");
    EXPECT_EQ(std::get<sat::Aabb2Spec>(reloaded.find("a")->spec).center.x, 0.5);
}

TEST_F(EditorFiles, UntitledOpenDoesNotSaveOverTheOriginal) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openAsUntitled(twoBoxes(), nullptr));
    std::string error;
    EXPECT_FALSE(editor.save(&error));
    EXPECT_EQ(editor.windowTitle(), "Untitled - SATlab");
}

TEST_F(EditorFiles, QuitWithUnsavedChangesAsksFirst) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    ui::nudgeShape(editor.state().document, "a", {0.5, 0.0});
    editor.requestQuit();
    EXPECT_FALSE(editor.quitConfirmed());
    ASSERT_EQ(editor.state().modals.queue.size(), 1u);
    EXPECT_EQ(editor.state().modals.queue.front().kind, ui::PendingModal::Kind::SaveChanges);
}

TEST_F(EditorFiles, QuitWhenCleanQuitsAtOnce) {
    ui::Editor editor;
    editor.requestQuit();
    EXPECT_TRUE(editor.quitConfirmed());
}

TEST_F(EditorFiles, RecoveryTextRestoresTheUnsavedScene) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    ui::nudgeShape(editor.state().document, "b", {0.0, 2.0});
    ui::Editor restarted;
    ASSERT_TRUE(restarted.loadRecoveryText(editor.recoveryText(), nullptr));
    EXPECT_TRUE(restarted.hasUnsavedChanges());
    EXPECT_EQ(std::get<sat::Aabb2Spec>(restarted.state().document.scene().find("b")->spec).center.y, 2.0);
}

TEST_F(EditorFiles, SelectByNameRefusesUnknownNames) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    EXPECT_TRUE(editor.select("a", "b"));
    EXPECT_FALSE(editor.select("a", "nope"));
}

TEST_F(EditorFiles, SceneViewFixesTheWindowMapping) {
    ui::Editor editor;
    ASSERT_TRUE(editor.openFile(write("view.json", R"({"format": "satlab-scene", "version": 1,
        "view": {"center": [0, 0], "zoom": 60}, "shapes": []})"),
                                nullptr));
    editor.state().view.transform.size = {1280.0, 800.0};
    const glm::dvec2 pixel = editor.worldToWindow({2.0, 1.0});
    EXPECT_DOUBLE_EQ(pixel.x, 760.0); // docs/scripting.md's worked example
    EXPECT_DOUBLE_EQ(pixel.y, 340.0);
}

std::string boxes3dJson() {
    return R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
        {"name": "B", "kind": "obb3", "center": [2, 2, 0], "half_extents": [1, 1, 1], "euler_deg": [0, 0, 45]}]})";
}

TEST(View3dStatus, CountsRoundShapesAsShapesNotBoxes) {
    const sat::Scene scene = sat::parseScene(R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "ball", "kind": "sphere3", "center": [0, 0, 0], "radius": 1},
        {"name": "crate", "kind": "aabb3", "center": [3, 0, 0], "half_extents": [1, 1, 1]}]})",
                                             "status.json");
    const ui::View3dState view3d;
    const std::string hint = ui::view3dStatusHint(scene, view3d);
    EXPECT_EQ(hint.rfind("2 shapes", 0), 0u) << hint;
    EXPECT_EQ(hint.find("box"), std::string::npos) << hint;
}

TEST_F(EditorFiles, The3dCameraIsKeptPerFileForTheSession) {
    ui::Editor editor;
    ui::EditorState& state = editor.state();
    const auto first = write("first.json", boxes3dJson()), second = write("second.json", boxes3dJson());
    ASSERT_TRUE(editor.openFile(first, nullptr));
    EXPECT_TRUE(state.view.frameAllPending); // a file seen for the first time is framed
    state.view.frameAllPending = false;
    ui::setViewPreset(state, ui::ViewPreset::Top);
    ui::setOrthographic(state, true);
    state.view3d.camera.distance = 33.0;

    ASSERT_TRUE(editor.openFile(second, nullptr)); // another file: the default direction, framed
    EXPECT_TRUE(state.view.frameAllPending);
    EXPECT_FALSE(state.view3d.camera.orthographic);
    EXPECT_DOUBLE_EQ(state.view3d.camera.yaw, ui::OrbitCamera{}.yaw);
    state.view.frameAllPending = false;

    ASSERT_TRUE(editor.openFile(folder_ / "." / "first.json", nullptr)); // back: as it was left
    EXPECT_FALSE(state.view.frameAllPending);
    EXPECT_TRUE(state.view3d.camera.orthographic);
    EXPECT_DOUBLE_EQ(state.view3d.camera.distance, 33.0);
    EXPECT_DOUBLE_EQ(state.view3d.camera.pitch, ui::kMaxPitch); // the top view
}

TEST_F(EditorFiles, Save3dSceneAsANewNameTakesTheCameraAlong) {
    ui::Editor editor;
    ui::EditorState& state = editor.state();
    ASSERT_TRUE(editor.openFile(write("first.json", boxes3dJson()), nullptr));
    state.view3d.camera.distance = 21.0;
    ASSERT_TRUE(state.saveTo(folder_ / "renamed.json", nullptr));
    EXPECT_DOUBLE_EQ(state.view3d.camera.distance, 21.0); // saving does not move the view
    ASSERT_TRUE(editor.openFile(write("other.json", boxes3dJson()), nullptr));
    ASSERT_TRUE(editor.openFile(folder_ / "renamed.json", nullptr));
    EXPECT_DOUBLE_EQ(state.view3d.camera.distance, 21.0);
}

TEST_F(EditorFiles, Saving3dSceneWritesTheCameraAndANewSessionOpensWithIt) {
    const auto file = write("framed.json", boxes3dJson());
    ui::OrbitCamera shown;
    {
        ui::Editor editor;
        ui::EditorState& state = editor.state();
        ASSERT_TRUE(editor.openFile(file, nullptr));
        ui::setViewPreset(state, ui::ViewPreset::Top);
        ui::setOrthographic(state, true);
        state.view3d.camera.target = {1.0, 2.0, -3.0};
        state.view3d.camera.distance = 21.5;
        shown = state.view3d.camera;
        EXPECT_FALSE(editor.hasUnsavedChanges()); // moving the camera is not an edit
        state.saveOrAsk();                        // File > Save writes the camera all the same
    }
    const sat::Scene saved = sat::loadScene(file);
    ASSERT_TRUE(saved.camera);
    EXPECT_EQ(*saved.camera, (sat::SceneCamera{{1.0, 2.0, -3.0}, 21.5, 0.0, 90.0, true}));

    ui::Editor tomorrow; // a new session: no memory of the camera but the file's
    ASSERT_TRUE(tomorrow.openFile(file, nullptr));
    const ui::OrbitCamera& opened = tomorrow.state().view3d.camera;
    EXPECT_FALSE(tomorrow.state().view.frameAllPending); // the saved view, not a framed one
    EXPECT_EQ(opened.target, shown.target);
    EXPECT_DOUBLE_EQ(opened.distance, shown.distance);
    EXPECT_DOUBLE_EQ(opened.yaw, shown.yaw);
    EXPECT_DOUBLE_EQ(opened.pitch, shown.pitch);
    EXPECT_TRUE(opened.orthographic);
    EXPECT_FALSE(tomorrow.hasUnsavedChanges());
}

TEST_F(EditorFiles, ThisSessionsCameraForAFileWinsOverTheSavedOne) {
    ui::Editor editor;
    ui::EditorState& state = editor.state();
    const auto file = write("framed.json", boxes3dJson());
    ASSERT_TRUE(editor.openFile(file, nullptr));
    state.view3d.camera.distance = 40.0;
    ASSERT_TRUE(state.saveTo(file, nullptr));
    state.view3d.camera.distance = 12.0; // moved after saving, not saved again
    ASSERT_TRUE(editor.openFile(write("other.json", boxes3dJson()), nullptr));
    ASSERT_TRUE(editor.openFile(file, nullptr));
    EXPECT_DOUBLE_EQ(state.view3d.camera.distance, 12.0); // as it was left in this run of the app
    EXPECT_DOUBLE_EQ(sat::loadScene(file).camera->distance, 40.0);
}

TEST_F(EditorFiles, ScenesWithoutACameraStillOpenFramedAnd2dScenesGetNone) {
    ui::Editor editor;
    ui::EditorState& state = editor.state();
    ASSERT_TRUE(editor.openFile(write("old.json", boxes3dJson()), nullptr));
    EXPECT_TRUE(state.view.frameAllPending);
    ASSERT_TRUE(editor.openFile(twoBoxes(), nullptr));
    ASSERT_TRUE(state.saveTo(folder_ / "flat.json", nullptr));
    EXPECT_FALSE(sat::loadScene(folder_ / "flat.json").camera);
}

TEST_F(EditorFiles, ArrowNudgesIn3dFollowTheScreenAndUndo) {
    ui::Editor editor;
    ui::EditorState& state = editor.state();
    ASSERT_TRUE(editor.openFile(write("boxes.json", boxes3dJson()), nullptr));
    ASSERT_TRUE(editor.select("B", ""));
    ui::setViewPreset(state, ui::ViewPreset::Top); // screen up is world -z
    ui::nudgeSelection3d(state, {0.0, 0.1});
    ui::nudgeSelection3d(state, {1.0, 0.0});
    const auto center = [&] { return std::get<sat::Obb3Spec>(state.document.scene().find("B")->spec).center; };
    EXPECT_NEAR(center().x, 3.0, 1e-12);
    EXPECT_EQ(center().y, 2.0);
    EXPECT_NEAR(center().z, -0.1, 1e-12);
    ui::undo(state);
    EXPECT_NEAR(center().x, 2.0, 1e-12);
    EXPECT_NEAR(center().z, -0.1, 1e-12);
}

TEST_F(EditorFiles, Duplicate3dOffsetsTheCopyOneGridStepRightAndDownOnScreen) {
    ui::Editor editor;
    ui::EditorState& state = editor.state();
    ASSERT_TRUE(editor.openFile(write("boxes.json", boxes3dJson()), nullptr));
    ASSERT_TRUE(editor.select("A", ""));
    ui::setViewPreset(state, ui::ViewPreset::Front);
    const double step = ui::gridStep3d(state.view3d.camera.distance);
    ui::duplicateSelection(state);
    ASSERT_EQ(state.selection.names(), std::vector<std::string>{"A1"});
    const auto copy = std::get<sat::Aabb3Spec>(state.document.scene().find("A1")->spec);
    EXPECT_EQ(copy.center, glm::dvec3(step, -step, 0.0));
    EXPECT_EQ(copy.halfExtents, glm::dvec3(1.0));
}

const char* kTinyMap = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="4" tilewidth="16" tileheight="16">
 <objectgroup id="1" name="Walls">
  <object id="1" name="wall" x="0" y="0" width="16" height="16"/>
  <object id="2" name="crate" x="8" y="8" width="16" height="16"/>
 </objectgroup>
</map>
)";

TEST_F(EditorFiles, DialogsStartInTheOpenMapsFolderAndProposeItsName) {
    ui::EditorConfig config;
    config.startFolder = "/nowhere";
    ui::EditorState state(config);
    EXPECT_EQ(state.browserFolder(), "/nowhere");
    EXPECT_EQ(state.defaultSaveName(), "scene.json");
    std::filesystem::create_directories(folder_ / "maps");
    ASSERT_TRUE(state.load(write("maps/seams.tmx", kTinyMap), false, nullptr));
    EXPECT_TRUE(state.document.file().empty()); // a map opens untitled
    EXPECT_EQ(state.browserFolder(), folder_ / "maps");
    EXPECT_EQ(state.defaultSaveName(), "seams.json");
}

TEST_F(EditorFiles, DialogsStartInTheLastFolderUsedWhenNoFileIsOpen) {
    ui::EditorConfig config;
    config.startFolder = "/nowhere";
    ui::EditorState state(config);
    ASSERT_TRUE(state.load(twoBoxes(), false, nullptr));
    EXPECT_EQ(state.defaultSaveName(), "boxes.json");
    state.requestNew();
    EXPECT_EQ(state.browserFolder(), folder_);
    EXPECT_EQ(state.defaultSaveName(), "scene.json");
}

TEST_F(EditorFiles, ReloadKeepsSelectionAndViewAndIsOneUndoStep) {
    ui::EditorState state{ui::EditorConfig{}};
    const auto map = write("walls.tmx", kTinyMap);
    ASSERT_TRUE(state.load(map, false, nullptr));
    state.selection.set({"wall", "crate"});
    state.view.transform.center = {5.0, -5.0};
    std::string moved = kTinyMap;
    moved.replace(moved.find(R"(x="8" y="8")"), 11, R"(x="40" y="8")");
    write("walls.tmx", moved);
    std::string error;
    ASSERT_TRUE(state.reload(map, &error)) << error;
    EXPECT_EQ(std::get<sat::Aabb2Spec>(state.document.scene().find("crate")->spec).center.x, 48.0);
    EXPECT_EQ(state.selection.names(), (std::vector<std::string>{"wall", "crate"}));
    EXPECT_EQ(state.view.transform.center, glm::dvec2(5.0, -5.0));
    EXPECT_FALSE(state.document.dirty());
    state.document.undo();
    EXPECT_EQ(std::get<sat::Aabb2Spec>(state.document.scene().find("crate")->spec).center.x, 16.0);
}

TEST_F(EditorFiles, ReloadOfAFileThatDoesNotLoadKeepsTheScene) {
    ui::EditorState state{ui::EditorConfig{}};
    const auto map = write("walls.tmx", kTinyMap);
    ASSERT_TRUE(state.load(map, false, nullptr));
    write("walls.tmx", std::string(kTinyMap).substr(0, 120));
    std::string error;
    EXPECT_FALSE(state.reload(map, &error));
    EXPECT_NE(error.find("walls.tmx"), std::string::npos) << error;
    EXPECT_EQ(state.document.scene().shapes.size(), 2u);
    EXPECT_FALSE(state.document.canUndo());
}

TEST(EditorPreferences, RoundTripKeepsTogglesAndRecentFiles) {
    ui::Editor editor;
    editor.state().view.toggles.mtv = false;
    editor.state().analysis.options.tolerance = 0.25;
    editor.state().preferences.addRecent("/tmp/scene.json");
    ui::Editor other;
    other.loadPreferencesJson(editor.preferencesJson());
    EXPECT_FALSE(other.state().view.toggles.mtv);
    EXPECT_DOUBLE_EQ(other.state().analysis.options.tolerance, 0.25);
    EXPECT_EQ(other.recentFiles(), std::vector<std::filesystem::path>{"/tmp/scene.json"});
}

TEST(EditorPreferences, MalformedJsonIsIgnored) {
    ui::Editor editor;
    editor.loadPreferencesJson("{\"overlays\": 3, \"tolerance\": \"x\"");
    EXPECT_TRUE(editor.state().view.toggles.mtv);
}

} // namespace
