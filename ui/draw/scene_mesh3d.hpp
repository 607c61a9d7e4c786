// SPDX-License-Identifier: MIT
#pragma once
// The 3D picture as geometry: lit, translucent box faces sorted back to front,
// their edges, the ground grid (the plane y = 0) and the world axes (x red,
// y green, z blue). The same pieces feed the GL renderer (as triangles in a
// Mesh3dBatch) and the Canvas (painter's algorithm, for SVG figures and when
// no renderer is installed), so both show the same colours.

#include <array>
#include <functional>
#include <optional>
#include <vector>

#include <glm/vec3.hpp>

#include "sat/round3d.hpp"
#include "sat/scene.hpp"
#include "ui/draw/canvas.hpp"
#include "ui/draw/renderer3d.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/box3d_edit.hpp"
#include "ui/model/camera3d.hpp"
#include "ui/model/selection.hpp"

namespace ui {

/// One shape as the view shows it: a box, or with `round` set a sphere or a
/// capsule (a sphere is the capsule whose ends coincide), drawn with the
/// same colours, transparency and selection highlight as a box.
struct BoxLook {
    Box3Frame frame; ///< a box's frame; for a round shape the box around it (round3Frame)
    Rgba color;
    bool selected = false;
    bool hovered = false;
    std::optional<sat::Capsule3<double>> round{}; ///< set for spheres and capsules
};

/// The outline of a round shape as seen from `camera`, as world-space line
/// segments: the sphere's silhouette circle; for a capsule the outer halves
/// of its ends' silhouettes and the cylinder's two silhouette lines. Empty
/// when the eye is inside the shape.
std::vector<std::array<glm::dvec3, 2>> roundOutline(const sat::Capsule3<double>& round, const OrbitCamera& camera);

/// A face ready to draw: its corners in order around it, its lit fill and its
/// depth (distance along the view direction of its centre).
struct LitFace {
    std::array<glm::dvec3, 4> corners;
    Rgba fill;
    double depth = 0.0;
    int box = 0; ///< index into the BoxLook list
    bool facesCamera = false;
};

/// What the 3D picture is made from.
struct Scene3dInput {
    const sat::Scene* scene = nullptr;
    const Selection* selection = nullptr;
    int hoveredShape = -1;
    OrbitCamera camera;
    ScreenRect rect;
    Theme theme;
    bool grid = true;
};

/// The visible 3D shapes of the scene, in scene order.
std::vector<BoxLook> boxLooks(const Scene3dInput& input);
/// Every face of every box (and patch of every round mesh,
/// ui/draw/round_mesh3d.hpp), lit by a light above-left of the camera, sorted
/// back to front. Faces turned away from the camera are fainter.
std::vector<LitFace> litFaces(const std::vector<BoxLook>& boxes, const OrbitCamera& camera);
/// Above this many boxes the translucent faces are budgeted (affordableFaces).
inline constexpr std::size_t kAllFacesLimit = 60;
/// The faces of a large scene may cover at most this many times the view's
/// area: a pile of 3000 equal boxes would otherwise blend 18,000 faces over
/// the same pixels each frame (tens of seconds in software GL) for a picture
/// that looks the same after a few layers.
inline constexpr double kMaxFaceCoverage = 4.0;
/// `faces` (back to front) within that budget: the selected boxes' faces
/// always, then the others from the front backwards while the budget lasts;
/// still back to front. Scenes of up to kAllFacesLimit boxes keep every face.
std::vector<LitFace> affordableFaces(std::vector<LitFace> faces, const std::vector<BoxLook>& boxes, const OrbitCamera& camera,
                                     const ScreenRect& rect);
/// Edge colour and width (screen units) of a box.
Rgba edgeColor(const BoxLook& box, const Theme& theme);
float edgeWidth(const BoxLook& box, const Theme& theme);

/// Calls `segment(a, b, color, widthPx)` for every line of the ground grid
/// and the world axes. The grid's step is gridStep3d(camera.distance); it
/// follows the camera's target and fades out towards its border.
void forEachGroundLine(const OrbitCamera& camera, const Theme& theme, bool grid,
                       const std::function<void(glm::dvec3, glm::dvec3, Rgba, float)>& segment);
/// Tips of the world axes' arrows (x, y, z), where their labels go.
std::array<glm::dvec3, 3> worldAxisTips(const OrbitCamera& camera);

/// Appends a line of `widthPx` screen units as a camera-facing quad (two
/// triangles); the part nearer than the near plane is cut off.
void addLine(std::vector<Vertex3d>& out, const OrbitCamera& camera, const ScreenRect& rect, glm::dvec3 a, glm::dvec3 b,
             Rgba color, float widthPx);
/// The GL renderer's input for the whole 3D picture.
Render3dFrame buildRender3dFrame(const Scene3dInput& input);

/// The boxes through a Canvas, painter's algorithm: faces back to front, each
/// followed by its edges (SVG figures; the window without a GL renderer).
void drawBoxes3d(Canvas& canvas, const std::vector<BoxLook>& boxes, const OrbitCamera& camera, const ScreenRect& rect,
                 const Theme& theme);
/// The ground grid and world axes through a Canvas.
void drawGround3d(Canvas& canvas, const OrbitCamera& camera, const ScreenRect& rect, const Theme& theme, bool grid);

} // namespace ui
