// SPDX-License-Identifier: MIT
#pragma once
// What the View menu, the keys and scripts do to the 3D view, and the 3D
// viewport itself (drawViewport calls drawViewport3d when the scene is 3D).

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec2.hpp>

#include "sat/scene.hpp"
#include "ui/draw/panel_rects.hpp"
#include "ui/editor/editor.hpp"
#include "ui/model/camera3d.hpp"

namespace ui {

class EditorState;
struct View3dState;

/// The 3D viewport: fills the window behind the panels, like the 2D one.
void drawViewport3d(EditorState& state, const FrameContext& frame);
/// The status line's hint for a 3D scene: box count, projection, the mouse and keys.
std::string view3dStatusHint(const sat::Scene& scene, const View3dState& view3d);
/// The 3D items of the View menu (presets, projection); nothing for a 2D scene.
void drawView3dMenuItems(EditorState& state);
/// The 3D view's keys (presets, projection); called by drawViewport3d.
void handleView3dKeys(EditorState& state);

/// Frames every visible box (F, View > Frame All, opening a scene); with
/// `selectionOnly` the selected ones (Shift+F, View > Frame Selected), all
/// when nothing is selected.
void frameAll3d(EditorState& state, bool selectionOnly = false);
/// Presentation mode (docs/lessons.md): while PresentationState::framePending
/// asks for it, moves the camera (target and distance; the direction stays)
/// so the inspected pair (else every visible box) fills the largest part of
/// the window that none of `panels` (last frame's panelRects()) nor the
/// verdict banner's rows cover.
void framePresentation3d(EditorState& state, const std::vector<PanelRect>& panels);
/// The camera `camera` moved (same direction) so the sphere around [lo, hi]
/// is centred in `room` (window pixels) and its radius takes `fill` of the
/// room's half of its smaller side; `rect` is the camera's rectangle.
OrbitCamera framedInRoom(OrbitCamera camera, glm::dvec3 lo, glm::dvec3 hi, const ScreenRect& rect, const PanelRect& room,
                         double fill);
/// Front, back, top, bottom, left, right, iso (isometric): false for another name.
std::optional<ViewPreset> parseViewPreset(std::string_view name);
void setViewPreset(EditorState& state, ViewPreset preset);
/// Turns the camera about its target by degrees (yaw about world y, pitch up).
void orbitView3d(EditorState& state, double yawDegrees, double pitchDegrees);
void setOrthographic(EditorState& state, bool orthographic);

/// Arrow keys in the 3D view: moves every selected box by `screenDelta`
/// (x right, y up, world units) along the world axes nearest the screen's
/// right and up (screenAxes3d), one undo step per box.
void nudgeSelection3d(EditorState& state, glm::dvec2 screenDelta);
/// Duplicate in the 3D view: copies every selected box one grid step
/// (gridStep3d) right and one down on screen along the nearest world axes,
/// as 2D offsets its copies; the copies become the selection.
void duplicateSelection3d(EditorState& state);

/// Before another scene replaces the shown one: keeps the camera of a shown 3D scene under its file.
void rememberCamera3d(EditorState& state);
/// After a scene came from `file` (empty: from no file): the camera this run of the app last had for that
/// file, else the scene file's own `camera` (true), else the default direction, to be framed (false).
/// Either way the shown camera now belongs to `file`.
bool restoreCamera3d(EditorState& state, const std::filesystem::path& file);
/// The document's scene as Save writes it: a 3D scene carries the shown camera (sat::Scene::camera),
/// so a view framed and saved opens the same way tomorrow. Moving the camera does not make the
/// document modified; Save writes it all the same. A 2D scene is returned as it is.
sat::Scene sceneWithCamera3d(const EditorState& state);

/// The window pixel where a part of a shape is drawn: "centre" (also
/// "center"), a face handle "+x", "-x", "+y", "-y", "+z", "-z" (the box's own
/// axes), or a point on a rotation ring "ring-x", "ring-y", "ring-z" (the
/// ring's point halfway between the box's next two axes: ring-z between +x
/// and +y, ring-x between +y and +z, ring-y between +z and +x). 2D shapes:
/// "centre" only. nullopt with *error set when the shape or
/// part does not exist or is behind the camera.
std::optional<glm::dvec2> pixelOfPart(const EditorState& state, std::string_view shape, std::string_view part,
                                      std::string* error);

} // namespace ui
