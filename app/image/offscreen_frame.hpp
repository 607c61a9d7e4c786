// SPDX-License-Identifier: MIT
#pragma once
// ImGui frames rendered into an offscreen framebuffer and read back: how
// figures become PNGs (in the window and headless) and how `satlab render
// --with-ui` draws the whole window without one. PLATFORM.md: an ImGui frame
// renders through the OpenGL3 backend alone when io.DisplaySize and
// io.DeltaTime are set by hand.

#include <functional>
#include <memory>
#include <string>

#include <glm/vec2.hpp>

#include "app/window/platform.hpp"
#include "ui/draw/canvas.hpp"

struct ImGuiContext;
struct SDL_Window;

namespace app {

/// An OpenGL 3.3 core context with no display: SDL's offscreen video driver
/// (EGL underneath; forced, whatever SDL_VIDEODRIVER says). For commands
/// that render without a window (`satlab render`).
class HeadlessGl {
public:
    static std::unique_ptr<HeadlessGl> create(std::string* error);
    ~HeadlessGl();
    HeadlessGl(const HeadlessGl&) = delete;
    HeadlessGl& operator=(const HeadlessGl&) = delete;

private:
    HeadlessGl() = default;
    bool sdlStarted_ = false;
    SDL_Window* window_ = nullptr;
    void* context_ = nullptr;
};

/// An ImGui context of its own, current from construction to destruction
/// (the previous one is restored), with SATlab's fonts and style at
/// `fontScale` (style sizes at 1, fonts rasterised at fontScale) and no imgui.ini. With `glBackend`, ImGui's OpenGL3 backend
/// is started in it (a GL context must be current); without, only the font
/// atlas is built (enough to measure text, e.g. for SVG).
class OwnImGuiContext {
public:
    OwnImGuiContext(float fontScale, bool glBackend);
    ~OwnImGuiContext();
    OwnImGuiContext(const OwnImGuiContext&) = delete;
    OwnImGuiContext& operator=(const OwnImGuiContext&) = delete;
    /// False when the GL backend was asked for and did not start.
    bool ok() const { return ok_; }

private:
    ImGuiContext* previous_ = nullptr;
    ImGuiContext* context_ = nullptr;
    bool glBackend_ = false;
    bool ok_ = true;
};

struct OffscreenFrameSpec {
    glm::dvec2 displaySize{1280, 800}; ///< io.DisplaySize (ImGui units)
    float framebufferScale = 1.0f;     ///< pixels per ImGui unit (io.DisplayFramebufferScale)
    int frames = 1;                    ///< frames drawn; the last is read back (auto-sized windows need 2)
    ui::Rgba clear{0, 0, 0, 0};        ///< the framebuffer is cleared to this
};

/// Draws `spec.frames` ImGui frames in the current ImGui context (with the GL
/// backend started) into a framebuffer of its own, `draw(frame)` between
/// NewFrame and Render, and reads the last back into *image: RGBA with
/// straight alpha, rows top to bottom. The caller's framebuffer binding and
/// viewport are restored. False with *error when the framebuffer cannot be made.
bool renderImGuiOffscreen(const OffscreenFrameSpec& spec, const std::function<void(int frame)>& draw, Image* image,
                          std::string* error);

/// The largest framebuffer side the current GL context allows.
int maxFramebufferSide();

} // namespace app
