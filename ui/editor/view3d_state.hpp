// SPDX-License-Identifier: MIT
#pragma once
// The 3D view's state: one member of EditorState (`view3d`). The editor shows
// the 3D viewport when the scene is 3D (sat::Scene::is3d()).

#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "ui/draw/renderer3d.hpp"
#include "ui/model/camera3d.hpp"
#include "ui/model/gesture3d.hpp"

namespace ui {

/// What is under the mouse in the 3D view.
struct Hover3d {
    int shape = -1;  ///< index into scene.shapes, -1 none
    Handle3d handle; ///< Body when over the box itself
};

struct View3dState {
    OrbitCamera camera;
    Gesture3d gesture;
    Hover3d hover;
    /// Installed by the app (app/window/gl_renderer3d.hpp); null: the boxes are
    /// drawn through the Canvas instead (painter's algorithm, no depth buffer).
    Renderer3d* renderer = nullptr;
    /// The picture handed to the renderer this frame (the ImDrawList callback
    /// points at it, so it lives here until the frame is rendered).
    Render3dFrame frame;
    ScreenRect lastRect; ///< the viewport's rectangle in the last frame (scripts' pixel-of)

    /// The session's memory of cameras (not saved in the scene file): the camera of each 3D scene file shown
    /// so far, by its canonical path, so reopening a scene shows it as it was left (ui/editor/view3d_actions.hpp).
    std::map<std::filesystem::path, OrbitCamera> cameras;
    std::filesystem::path cameraFile;  ///< the file the shown scene came from (empty: none)
    std::filesystem::path openingFile; ///< set by EditorState::load for adoptSceneView, then cleared

    // Mouse navigation in progress.
    bool orbiting = false;
    bool panning = false;
    bool clearSelectionOnRelease = false; ///< a press on empty space: deselect if it ends as a click
    glm::dvec2 pressPosition{};
    glm::dvec2 lastMouse{};
    glm::dvec2 windowSize{1280.0, 800.0}; ///< the window in the last frame (framing leaves the default panels clear)
};

} // namespace ui
