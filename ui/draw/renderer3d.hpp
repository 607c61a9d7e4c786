// SPDX-License-Identifier: MIT
#pragma once
// What the 3D view hands to a GPU renderer, and the renderer's interface.
// ui has no GL: it builds plain triangle lists (lines are already turned into
// thin camera-facing quads, faces already lit and sorted back to front) and
// the app's GL 3.3 renderer (app/window/gl_renderer3d.hpp) draws them. The viewport
// calls the renderer from an ImDrawList callback, so the 3D picture lands
// under the ImGui overlays drawn after it in the same list.

#include <vector>

#include <glm/mat4x4.hpp>

#include "ui/draw/canvas.hpp"
#include "ui/model/camera3d.hpp"

namespace ui {

/// One vertex: world position and straight (not premultiplied) RGBA.
struct Vertex3d {
    float x = 0, y = 0, z = 0;
    float r = 1, g = 1, b = 1, a = 1;
};

/// Triangle lists (three vertices a triangle).
struct Mesh3dBatch {
    /// Drawn first, depth-tested and writing depth: the ground grid, the world
    /// axes and the boxes' edges (as quads facing the camera).
    std::vector<Vertex3d> opaque;
    /// Drawn next in the given order (back to front) with depth test on and
    /// depth writes off, pushed slightly back so edges on them stay crisp:
    /// the boxes' translucent faces.
    std::vector<Vertex3d> translucent;
};

/// Everything one 3D picture needs.
struct Render3dFrame {
    Mesh3dBatch mesh;
    glm::mat4 viewProjection{1.0f};        ///< world -> OpenGL clip space
    ScreenRect rect;                       ///< where on the window (window units, y down)
    glm::dvec2 displaySize{1280.0, 800.0}; ///< the whole window in the same units (framebuffer = GL viewport)
    Rgba background;                       ///< the viewport is cleared to this first
};

class Renderer3d {
public:
    virtual ~Renderer3d() = default;
    /// Draws `frame` into the framebuffer bound when it is called (an
    /// ImDrawList callback, during the ImGui backend's RenderDrawData), inside
    /// frame.rect scaled to framebuffer pixels. Leaves the GL state as the
    /// ImGui backend wants to reset it (ImDrawCallback_ResetRenderState).
    virtual void render(const Render3dFrame& frame) = 0;
};

} // namespace ui
