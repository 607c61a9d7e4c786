// SPDX-License-Identifier: MIT
// The platform layer: SDL2 video, the window and its GL context, ImGui and its backends.
#include "app/window/platform.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <system_error>

#include <SDL.h>
#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

namespace app {
namespace {

constexpr float kReferenceDpi = 96.0f;

/// Set before SDL_CreateWindow: GL 3.3 core, double buffered, no depth (all 2D).
void requestGl33Core() {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);
}

std::string sdlError(const char* what) { return std::string(what) + ": " + SDL_GetError(); }

} // namespace

std::unique_ptr<Platform> Platform::create(const PlatformOptions& options, std::string* error) {
    std::unique_ptr<Platform> platform(new Platform());
    if (!platform->openWindow(options, error) || !platform->startImGui(options, error)) return nullptr;
    return platform;
}

bool Platform::openWindow(const PlatformOptions& options, std::string* error) {
    // A click that focuses the window also reaches ImGui (backend note, SDL >= 2.0.5).
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    // SIGINT and SIGTERM are the app's own (stop_signals.hpp), like SIGHUP: SDL would turn two of the three into SDL_QUIT.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
        *error = sdlError("cannot start SDL video");
        return false;
    }
    sdlStarted_ = true;
    requestGl33Core();
    Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (options.maximized) flags |= SDL_WINDOW_MAXIMIZED;
    window_ = SDL_CreateWindow("SATlab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width, options.height, flags);
    if (window_ == nullptr) {
        *error = sdlError("cannot create the window");
        return false;
    }
    SDL_SetWindowMinimumSize(window_, 320, 240);
    glContext_ = SDL_GL_CreateContext(window_);
    if (glContext_ == nullptr) {
        *error = sdlError("cannot create an OpenGL 3.3 core context");
        return false;
    }
    SDL_GL_MakeCurrent(window_, glContext_);
    SDL_GL_SetSwapInterval(options.vsync ? 1 : 0);
    return true;
}

bool Platform::startImGui(const PlatformOptions& options, std::string* error) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    imguiContext_ = true;
    ImGuiIO& io = ImGui::GetIO();
    // ImGui would write imgui.ini itself, in place; the app saves it atomically instead
    // (WindowSession::saveLayoutNow), so ImGui only reads it here.
    io.IniFilename = nullptr;
    if (!options.imguiIniFile.empty()) {
        std::error_code missing;
        if (std::filesystem::exists(options.imguiIniFile, missing)) ImGui::LoadIniSettingsFromDisk(options.imguiIniFile.c_str());
    }
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    if (!ImGui_ImplSDL2_InitForOpenGL(window_, glContext_)) {
        *error = "cannot start ImGui's SDL2 backend";
        return false;
    }
    sdlBackend_ = true;
    if (!ImGui_ImplOpenGL3_Init("#version 330 core")) {
        *error = "cannot start ImGui's OpenGL3 backend";
        return false;
    }
    glBackend_ = true;
    return true;
}

Platform::~Platform() {
    if (glBackend_) ImGui_ImplOpenGL3_Shutdown();
    if (sdlBackend_) ImGui_ImplSDL2_Shutdown();
    if (imguiContext_) ImGui::DestroyContext();
    if (glContext_ != nullptr) SDL_GL_DeleteContext(static_cast<SDL_GLContext>(glContext_));
    if (window_ != nullptr) SDL_DestroyWindow(window_);
    if (sdlStarted_) SDL_Quit();
}

unsigned Platform::windowId() const { return SDL_GetWindowID(window_); }

glm::ivec2 Platform::windowSize() const {
    glm::ivec2 size{};
    SDL_GetWindowSize(window_, &size.x, &size.y);
    return size;
}

glm::ivec2 Platform::drawableSize() const {
    glm::ivec2 size{};
    SDL_GL_GetDrawableSize(window_, &size.x, &size.y);
    return size;
}

float Platform::framebufferScale() const {
    const glm::ivec2 window = windowSize();
    const glm::ivec2 drawable = drawableSize();
    if (window.x <= 0 || drawable.x <= 0) return 1.0f;
    return static_cast<float>(drawable.x) / static_cast<float>(window.x);
}

float Platform::contentScale() const {
    if (framebufferScale() > 1.0f) return 1.0f; // the system scales for us (macOS, Wayland)
    float diagonalDpi = 0.0f;
    float horizontalDpi = 0.0f;
    float verticalDpi = 0.0f;
    const int display = std::max(0, SDL_GetWindowDisplayIndex(window_));
    if (SDL_GetDisplayDPI(display, &diagonalDpi, &horizontalDpi, &verticalDpi) != 0 || horizontalDpi <= 0.0f) {
        return 1.0f;
    }
    // Quarter steps keep the font crisp; below 1 would make text unreadably small.
    const float scale = std::round(horizontalDpi / kReferenceDpi * 4.0f) / 4.0f;
    return std::clamp(scale, 1.0f, 3.0f);
}

void Platform::backendsNewFrame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
}

void Platform::imguiNewFrame() { ImGui::NewFrame(); }

void Platform::render() {
    ImGui::Render();
    const glm::ivec2 drawable = drawableSize();
    glViewport(0, 0, drawable.x, drawable.y);
    glClearColor(0.12f, 0.12f, 0.13f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

Image Platform::readBackBuffer() const {
    const glm::ivec2 drawable = drawableSize();
    Image image;
    image.width = drawable.x;
    image.height = drawable.y;
    const auto rowBytes = static_cast<std::size_t>(drawable.x) * 4;
    std::vector<unsigned char> bottomUp(rowBytes * static_cast<std::size_t>(drawable.y));
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, drawable.x, drawable.y, GL_RGBA, GL_UNSIGNED_BYTE, bottomUp.data());
    // GL's rows start at the bottom; images start at the top.
    image.rgba.resize(bottomUp.size());
    for (std::size_t row = 0; row < static_cast<std::size_t>(drawable.y); ++row) {
        const std::size_t from = (static_cast<std::size_t>(drawable.y) - 1 - row) * rowBytes;
        std::copy_n(bottomUp.begin() + static_cast<std::ptrdiff_t>(from), rowBytes,
                    image.rgba.begin() + static_cast<std::ptrdiff_t>(row * rowBytes));
    }
    for (std::size_t i = 3; i < image.rgba.size(); i += 4) image.rgba[i] = 255; // the window is opaque
    return image;
}

void Platform::present() { SDL_GL_SwapWindow(window_); }

void Platform::setTitle(const std::string& title) {
    if (title != SDL_GetWindowTitle(window_)) SDL_SetWindowTitle(window_, title.c_str());
}

std::string Platform::title() const { return SDL_GetWindowTitle(window_); }

glm::ivec2 Platform::resize(int width, int height) {
    SDL_RestoreWindow(window_);
    SDL_SetWindowSize(window_, width, height);
    return windowSize();
}

bool Platform::maximized() const { return (SDL_GetWindowFlags(window_) & SDL_WINDOW_MAXIMIZED) != 0; }

} // namespace app
