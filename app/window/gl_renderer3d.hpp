// SPDX-License-Identifier: MIT
#pragma once
// The 3D view's renderer: draws a ui::Render3dFrame with OpenGL 3.3 core into
// an offscreen framebuffer with a depth buffer (multisampled when the driver
// can), then copies it into the framebuffer ImGui is drawing to, inside the
// viewport's rectangle. The window's own framebuffer has no depth buffer (the
// 2D view needs none), so the 3D picture never depends on it.
//
// Create it after the GL context and destroy it before the context; it
// creates its GL objects on the first render. GL functions come from
// SDL_GL_GetProcAddress.

#include <memory>

#include "ui/draw/renderer3d.hpp"

namespace app {

class GlRenderer3d final : public ui::Renderer3d {
public:
    GlRenderer3d();
    ~GlRenderer3d() override;
    GlRenderer3d(const GlRenderer3d&) = delete;
    GlRenderer3d& operator=(const GlRenderer3d&) = delete;

    void render(const ui::Render3dFrame& frame) override;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace app
