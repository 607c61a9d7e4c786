// SPDX-License-Identifier: MIT
// ImGui frames rendered into an offscreen framebuffer and read back as RGBA pixels.
#include "app/image/offscreen_frame.hpp"

#include <algorithm>
#include <cfloat>

#include <SDL.h>
#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include "ui/editor/editor.hpp"

namespace app {
namespace {

/// Framebuffer objects are GL 3.0: not exported by libGL's 1.1 ABI, so
/// they are looked up in the current context.
struct FramebufferApi {
    PFNGLGENFRAMEBUFFERSPROC genFramebuffers = nullptr;
    PFNGLDELETEFRAMEBUFFERSPROC deleteFramebuffers = nullptr;
    PFNGLBINDFRAMEBUFFERPROC bindFramebuffer = nullptr;
    PFNGLCHECKFRAMEBUFFERSTATUSPROC checkFramebufferStatus = nullptr;
    PFNGLGENRENDERBUFFERSPROC genRenderbuffers = nullptr;
    PFNGLDELETERENDERBUFFERSPROC deleteRenderbuffers = nullptr;
    PFNGLBINDRENDERBUFFERPROC bindRenderbuffer = nullptr;
    PFNGLRENDERBUFFERSTORAGEPROC renderbufferStorage = nullptr;
    PFNGLFRAMEBUFFERRENDERBUFFERPROC framebufferRenderbuffer = nullptr;

    template <class F> static void load(F& function, const char* name) {
        function = reinterpret_cast<F>(SDL_GL_GetProcAddress(name));
    }
    bool load() {
        load(genFramebuffers, "glGenFramebuffers");
        load(deleteFramebuffers, "glDeleteFramebuffers");
        load(bindFramebuffer, "glBindFramebuffer");
        load(checkFramebufferStatus, "glCheckFramebufferStatus");
        load(genRenderbuffers, "glGenRenderbuffers");
        load(deleteRenderbuffers, "glDeleteRenderbuffers");
        load(bindRenderbuffer, "glBindRenderbuffer");
        load(renderbufferStorage, "glRenderbufferStorage");
        load(framebufferRenderbuffer, "glFramebufferRenderbuffer");
        return genFramebuffers && deleteFramebuffers && bindFramebuffer && checkFramebufferStatus && genRenderbuffers &&
               deleteRenderbuffers && bindRenderbuffer && renderbufferStorage && framebufferRenderbuffer;
    }
};

/// A colour framebuffer of `size` pixels, bound for drawing and reading while it lives.
class Framebuffer {
public:
    Framebuffer(const FramebufferApi& gl, glm::ivec2 size) : gl_(gl) {
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previousDraw_);
        glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &previousRead_);
        glGetIntegerv(GL_VIEWPORT, previousViewport_);
        gl_.genFramebuffers(1, &framebuffer_);
        gl_.genRenderbuffers(1, &color_);
        gl_.bindRenderbuffer(GL_RENDERBUFFER, color_);
        gl_.renderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, size.x, size.y);
        gl_.bindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
        gl_.framebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color_);
        complete_ = gl_.checkFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    }
    ~Framebuffer() {
        gl_.bindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(previousDraw_));
        gl_.bindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(previousRead_));
        glViewport(previousViewport_[0], previousViewport_[1], previousViewport_[2], previousViewport_[3]);
        gl_.deleteRenderbuffers(1, &color_);
        gl_.deleteFramebuffers(1, &framebuffer_);
    }
    Framebuffer(const Framebuffer&) = delete;
    Framebuffer& operator=(const Framebuffer&) = delete;
    bool complete() const { return complete_; }

private:
    const FramebufferApi& gl_;
    GLuint framebuffer_ = 0;
    GLuint color_ = 0;
    GLint previousDraw_ = 0;
    GLint previousRead_ = 0;
    GLint previousViewport_[4] = {0, 0, 0, 0};
    bool complete_ = false;
};

/// Reads the bound framebuffer: GL rows start at the bottom, images at the
/// top. Over a transparent clear, ImGui's blending (colour: src-alpha,
/// alpha: one / one-minus-src-alpha) leaves premultiplied colour: divide it out.
Image readPixels(glm::ivec2 size, bool premultiplied) {
    Image image;
    image.width = size.x;
    image.height = size.y;
    const auto rowBytes = static_cast<std::size_t>(size.x) * 4;
    std::vector<unsigned char> bottomUp(rowBytes * static_cast<std::size_t>(size.y));
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, size.x, size.y, GL_RGBA, GL_UNSIGNED_BYTE, bottomUp.data());
    image.rgba.resize(bottomUp.size());
    for (std::size_t row = 0; row < static_cast<std::size_t>(size.y); ++row) {
        const std::size_t from = (static_cast<std::size_t>(size.y) - 1 - row) * rowBytes;
        std::copy_n(bottomUp.begin() + static_cast<std::ptrdiff_t>(from), rowBytes,
                    image.rgba.begin() + static_cast<std::ptrdiff_t>(row * rowBytes));
    }
    if (!premultiplied) return image;
    for (std::size_t i = 0; i < image.rgba.size(); i += 4) {
        const unsigned alpha = image.rgba[i + 3];
        if (alpha == 0 || alpha == 255) continue;
        for (std::size_t c = 0; c < 3; ++c)
            image.rgba[i + c] = static_cast<unsigned char>(std::min(255u, (image.rgba[i + c] * 255u + alpha / 2) / alpha));
    }
    return image;
}

} // namespace

std::unique_ptr<HeadlessGl> HeadlessGl::create(std::string* error) {
    std::unique_ptr<HeadlessGl> gl(new HeadlessGl());
    SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        *error = std::string("cannot start SDL's offscreen video driver: ") + SDL_GetError();
        return nullptr;
    }
    gl->sdlStarted_ = true;
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    gl->window_ = SDL_CreateWindow("satlab render", 0, 0, 16, 16, SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
    if (gl->window_ != nullptr) gl->context_ = SDL_GL_CreateContext(gl->window_);
    if (gl->context_ == nullptr) {
        *error = std::string("cannot create an OpenGL 3.3 context without a display: ") + SDL_GetError();
        return nullptr;
    }
    SDL_GL_MakeCurrent(gl->window_, gl->context_);
    return gl;
}

HeadlessGl::~HeadlessGl() {
    if (context_ != nullptr) SDL_GL_DeleteContext(static_cast<SDL_GLContext>(context_));
    if (window_ != nullptr) SDL_DestroyWindow(window_);
    if (sdlStarted_) SDL_Quit();
}

OwnImGuiContext::OwnImGuiContext(float fontScale, bool glBackend) : previous_(ImGui::GetCurrentContext()) {
    context_ = ImGui::CreateContext();
    ImGui::SetCurrentContext(context_);
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::GetIO().LogFilename = nullptr;
    // As the window does on a Retina-style display (window.cpp): style sizes
    // at 1, the font rasterised at fontScale and drawn at 1 / fontScale, so
    // text drawn fontScale times bigger stays sharp.
    ui::Editor::setupImGui(1.0f);
    const ImGuiStyle style = ImGui::GetStyle();
    if (fontScale != 1.0f) {
        ui::Editor::setupImGui(fontScale);
        ImGui::GetStyle() = style;
        ImGui::GetIO().FontGlobalScale = 1.0f / fontScale;
    }
    ImGui::GetIO().Fonts->Build();
    if (glBackend) {
        glBackend_ = ImGui_ImplOpenGL3_Init("#version 330 core");
        ok_ = glBackend_;
    }
}

OwnImGuiContext::~OwnImGuiContext() {
    if (glBackend_) ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext(context_);
    ImGui::SetCurrentContext(previous_);
}

int maxFramebufferSide() {
    GLint renderbuffer = 0;
    GLint viewport[2] = {0, 0};
    glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &renderbuffer);
    glGetIntegerv(GL_MAX_VIEWPORT_DIMS, viewport);
    return std::min({renderbuffer, viewport[0], viewport[1]});
}

bool renderImGuiOffscreen(const OffscreenFrameSpec& spec, const std::function<void(int frame)>& draw, Image* image,
                          std::string* error) {
    const glm::ivec2 pixels{static_cast<int>(spec.displaySize.x * spec.framebufferScale + 0.5),
                            static_cast<int>(spec.displaySize.y * spec.framebufferScale + 0.5)};
    FramebufferApi gl;
    if (!gl.load()) {
        *error = "this OpenGL has no framebuffer objects";
        return false;
    }
    if (pixels.x < 1 || pixels.y < 1 || std::max(pixels.x, pixels.y) > maxFramebufferSide()) {
        *error = "cannot render " + std::to_string(pixels.x) + "x" + std::to_string(pixels.y) +
                 " px: this OpenGL allows at most " + std::to_string(maxFramebufferSide()) + " px a side";
        return false;
    }
    Framebuffer framebuffer(gl, pixels);
    if (!framebuffer.complete()) {
        *error = "cannot make a " + std::to_string(pixels.x) + "x" + std::to_string(pixels.y) + " px framebuffer";
        return false;
    }
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(static_cast<float>(spec.displaySize.x), static_cast<float>(spec.displaySize.y));
    io.DisplayFramebufferScale = ImVec2(spec.framebufferScale, spec.framebufferScale);
    io.DeltaTime = 1.0f / 60.0f;
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX); // no mouse: nothing hovered
    for (int frame = 0; frame < std::max(1, spec.frames); ++frame) {
        ImGui_ImplOpenGL3_NewFrame();
        ImGui::NewFrame();
        draw(frame);
        ImGui::Render();
        glViewport(0, 0, pixels.x, pixels.y);
        glClearColor(spec.clear.r, spec.clear.g, spec.clear.b, spec.clear.a);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    }
    *image = readPixels(pixels, spec.clear.a < 1.0f);
    return true;
}

} // namespace app
