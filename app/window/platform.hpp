// SPDX-License-Identifier: MIT
#pragma once
// The platform layer: SDL2 video, one resizable HiDPI-aware window with an
// OpenGL 3.3 core context, and Dear ImGui with its SDL2 + OpenGL3 backends.
// Construction sets all of it up; destruction tears it down in reverse.
// Nothing here knows about scenes or the editor.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

struct SDL_Window;

namespace app {

struct PlatformOptions {
    int width = 1280; ///< window pixels
    int height = 800;
    bool maximized = false;
    bool vsync = true;        ///< off for scripts: frames are counted, not timed
    std::string imguiIniFile; ///< panel layout read at start; empty: none (scripts)
};

/// An RGBA8 image, rows top to bottom.
struct Image {
    int width = 0;
    int height = 0;
    std::vector<unsigned char> rgba;
};

class Platform {
public:
    /// Everything up, or nullptr with *error saying what failed.
    static std::unique_ptr<Platform> create(const PlatformOptions& options, std::string* error);
    ~Platform();
    Platform(const Platform&) = delete;
    Platform& operator=(const Platform&) = delete;

    SDL_Window* window() const { return window_; }
    unsigned windowId() const;

    /// Window size (what mouse events use) and drawable size (GL pixels).
    glm::ivec2 windowSize() const;
    glm::ivec2 drawableSize() const;
    /// Drawable pixels per window pixel (2 on a Retina-style HiDPI display).
    float framebufferScale() const;
    /// How much bigger text should be than at 96 dpi: the display's dpi on
    /// X11-style systems where window pixels are device pixels, else 1.
    float contentScale() const;

    /// The backends' NewFrame, then `beforeNewFrame` (the app writes the mouse
    /// there, PLATFORM.md), then ImGui::NewFrame().
    template <class Fn> void newFrame(Fn&& beforeNewFrame) {
        backendsNewFrame();
        beforeNewFrame();
        imguiNewFrame();
    }
    /// ImGui::Render and draw it into the back buffer (cleared first).
    void render();
    /// The back buffer as drawn by render(), before present().
    Image readBackBuffer() const;
    void present();

    void setTitle(const std::string& title);
    std::string title() const;
    /// Resizes the window; returns the new window size.
    glm::ivec2 resize(int width, int height);
    bool maximized() const;

private:
    Platform() = default;
    bool openWindow(const PlatformOptions& options, std::string* error);
    bool startImGui(const PlatformOptions& options, std::string* error);
    void backendsNewFrame();
    void imguiNewFrame();

    bool sdlStarted_ = false;
    SDL_Window* window_ = nullptr;
    void* glContext_ = nullptr;
    bool imguiContext_ = false;
    bool sdlBackend_ = false;
    bool glBackend_ = false;
};

} // namespace app
