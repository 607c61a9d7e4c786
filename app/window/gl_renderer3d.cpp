// SPDX-License-Identifier: MIT
// The 3D view's OpenGL renderer: an offscreen depth-buffered pass copied into ImGui's frame.
#include "app/window/gl_renderer3d.hpp"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <string>

#include <glm/gtc/type_ptr.hpp>

#include "app/window/gl_api.hpp"

namespace app {
namespace {

constexpr int kWantedSamples = 4;

const char* const kVertexShader = R"(#version 330 core
layout(location = 0) in vec3 position;
layout(location = 1) in vec4 color;
uniform mat4 viewProjection;
out vec4 vertexColor;
void main() {
    gl_Position = viewProjection * vec4(position, 1.0);
    vertexColor = color;
}
)";

const char* const kFragmentShader = R"(#version 330 core
in vec4 vertexColor;
out vec4 fragmentColor;
void main() { fragmentColor = vertexColor; }
)";

/// A framebuffer with a colour and (optionally) a depth renderbuffer.
struct Target {
    GLuint framebuffer = 0, color = 0, depth = 0;
};

/// The GL state the renderer changes beyond what ImGui's ResetRenderState restores.
struct SavedState {
    GLint drawFramebuffer = 0, readFramebuffer = 0;
    GLint viewport[4] = {0, 0, 0, 0};
    GLboolean scissor = GL_FALSE;
};

} // namespace

struct GlRenderer3d::Impl {
    GlApi gl;
    bool ready = false;
    bool failed = false;
    GLuint program = 0, vertexArray = 0, buffer = 0;
    GLint viewProjectionLocation = -1;
    Target multisampled, resolved;
    int width = 0, height = 0, samples = 0;

    bool start();
    GLuint compile(GLenum kind, const char* source);
    void ensureTargets(int w, int h);
    void makeTarget(Target& target, int w, int h, int sampleCount, bool withDepth);
    void freeTarget(Target& target);
    void draw(const ui::Render3dFrame& frame, int w, int h);
    void fail(const std::string& why) {
        if (!failed) std::cerr << "satlab: the 3D view cannot draw: " << why << "\n";
        failed = true;
    }
};

GlRenderer3d::GlRenderer3d() : impl_(std::make_unique<Impl>()) {}

GlRenderer3d::~GlRenderer3d() {
    Impl& m = *impl_;
    if (!m.ready) return;
    m.freeTarget(m.multisampled);
    m.freeTarget(m.resolved);
    m.gl.DeleteBuffers(1, &m.buffer);
    m.gl.DeleteVertexArrays(1, &m.vertexArray);
    m.gl.DeleteProgram(m.program);
}

GLuint GlRenderer3d::Impl::compile(GLenum kind, const char* source) {
    const GLuint shader = gl.CreateShader(kind);
    gl.ShaderSource(shader, 1, &source, nullptr);
    gl.CompileShader(shader);
    GLint ok = GL_FALSE;
    gl.GetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        char log[512] = {};
        gl.GetShaderInfoLog(shader, sizeof log, nullptr, log);
        fail(std::string("shader: ") + log);
    }
    return shader;
}

bool GlRenderer3d::Impl::start() {
    if (!gl.load()) {
        fail("an OpenGL 3.3 function is missing");
        return false;
    }
    const GLuint vertex = compile(GL_VERTEX_SHADER, kVertexShader), fragment = compile(GL_FRAGMENT_SHADER, kFragmentShader);
    program = gl.CreateProgram();
    gl.AttachShader(program, vertex);
    gl.AttachShader(program, fragment);
    gl.LinkProgram(program);
    gl.DeleteShader(vertex);
    gl.DeleteShader(fragment);
    GLint linked = GL_FALSE;
    gl.GetProgramiv(program, GL_LINK_STATUS, &linked);
    if (linked != GL_TRUE) fail("the shader program does not link");
    viewProjectionLocation = gl.GetUniformLocation(program, "viewProjection");
    gl.GenVertexArrays(1, &vertexArray);
    gl.GenBuffers(1, &buffer);
    gl.BindVertexArray(vertexArray);
    gl.BindBuffer(GL_ARRAY_BUFFER, buffer);
    const auto stride = static_cast<GLsizei>(sizeof(ui::Vertex3d));
    gl.EnableVertexAttribArray(0);
    gl.VertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<const void*>(offsetof(ui::Vertex3d, x)));
    gl.EnableVertexAttribArray(1);
    gl.VertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<const void*>(offsetof(ui::Vertex3d, r)));
    GLint maxSamples = 0;
    gl.GetIntegerv(GL_MAX_SAMPLES, &maxSamples);
    samples = std::min(kWantedSamples, maxSamples);
    ready = true;
    return !failed;
}

void GlRenderer3d::Impl::makeTarget(Target& target, int w, int h, int sampleCount, bool withDepth) {
    gl.GenFramebuffers(1, &target.framebuffer);
    gl.BindFramebuffer(GL_FRAMEBUFFER, target.framebuffer);
    gl.GenRenderbuffers(1, &target.color);
    gl.BindRenderbuffer(GL_RENDERBUFFER, target.color);
    gl.RenderbufferStorageMultisample(GL_RENDERBUFFER, sampleCount, GL_RGBA8, w, h);
    gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, target.color);
    if (withDepth) {
        gl.GenRenderbuffers(1, &target.depth);
        gl.BindRenderbuffer(GL_RENDERBUFFER, target.depth);
        gl.RenderbufferStorageMultisample(GL_RENDERBUFFER, sampleCount, GL_DEPTH_COMPONENT24, w, h);
        gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, target.depth);
    }
    if (gl.CheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) fail("the offscreen framebuffer is incomplete");
}

void GlRenderer3d::Impl::freeTarget(Target& target) {
    if (target.framebuffer) gl.DeleteFramebuffers(1, &target.framebuffer);
    if (target.color) gl.DeleteRenderbuffers(1, &target.color);
    if (target.depth) gl.DeleteRenderbuffers(1, &target.depth);
    target = Target{};
}

void GlRenderer3d::Impl::ensureTargets(int w, int h) {
    if (w == width && h == height && multisampled.framebuffer) return;
    freeTarget(multisampled);
    freeTarget(resolved);
    // Multisampled colour + depth, resolved into a plain colour buffer: a resolve
    // needs identical formats, which the window's framebuffer need not have.
    makeTarget(multisampled, w, h, samples, true);
    makeTarget(resolved, w, h, 0, false);
    width = w;
    height = h;
}

void GlRenderer3d::Impl::draw(const ui::Render3dFrame& frame, int w, int h) {
    gl.BindFramebuffer(GL_FRAMEBUFFER, multisampled.framebuffer);
    gl.Viewport(0, 0, w, h);
    gl.Disable(GL_SCISSOR_TEST);
    gl.ClearColor(frame.background.r, frame.background.g, frame.background.b, 1.0f);
    gl.ClearDepth(1.0);
    gl.DepthMask(GL_TRUE);
    gl.Clear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

    gl.UseProgram(program);
    gl.UniformMatrix4fv(viewProjectionLocation, 1, GL_FALSE, glm::value_ptr(frame.viewProjection));
    gl.BindVertexArray(vertexArray);
    gl.BindBuffer(GL_ARRAY_BUFFER, buffer);
    const auto& opaque = frame.mesh.opaque;
    const auto& translucent = frame.mesh.translucent;
    const auto bytes = static_cast<GLsizeiptr>((opaque.size() + translucent.size()) * sizeof(ui::Vertex3d));
    gl.BufferData(GL_ARRAY_BUFFER, bytes, nullptr, GL_STREAM_DRAW);
    // Both lists in one buffer: opaque first, translucent after.
    std::vector<ui::Vertex3d> all;
    all.reserve(opaque.size() + translucent.size());
    all.insert(all.end(), opaque.begin(), opaque.end());
    all.insert(all.end(), translucent.begin(), translucent.end());
    gl.BufferData(GL_ARRAY_BUFFER, bytes, all.data(), GL_STREAM_DRAW);

    gl.Enable(GL_BLEND);
    gl.BlendEquation(GL_FUNC_ADD);
    gl.BlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    gl.Disable(GL_CULL_FACE);
    gl.Enable(GL_DEPTH_TEST);
    gl.DepthFunc(GL_LESS);
    gl.DrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(opaque.size()));
    // Faces: sorted back to front by the ui, no depth writes (they do not hide one another), pushed back a
    // little so the edges lying on them stay crisp while edges behind them are seen dimmed through them.
    gl.DepthMask(GL_FALSE);
    gl.Enable(GL_POLYGON_OFFSET_FILL);
    gl.PolygonOffset(1.0f, 2.0f);
    gl.DrawArrays(GL_TRIANGLES, static_cast<GLint>(opaque.size()), static_cast<GLsizei>(translucent.size()));
    gl.Disable(GL_POLYGON_OFFSET_FILL);
    gl.DepthMask(GL_TRUE);
    gl.Disable(GL_DEPTH_TEST);
}

void GlRenderer3d::render(const ui::Render3dFrame& frame) {
    Impl& m = *impl_;
    if (m.failed || (!m.ready && !m.start())) return;
    SavedState saved;
    m.gl.GetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &saved.drawFramebuffer);
    m.gl.GetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &saved.readFramebuffer);
    m.gl.GetIntegerv(GL_VIEWPORT, saved.viewport); // ImGui's backend set it to the whole framebuffer
    saved.scissor = m.gl.IsEnabled(GL_SCISSOR_TEST);

    const double scaleX = saved.viewport[2] / std::max(frame.displaySize.x, 1.0);
    const double scaleY = saved.viewport[3] / std::max(frame.displaySize.y, 1.0);
    const int x0 = static_cast<int>(std::lround(frame.rect.min.x * scaleX));
    const int x1 = static_cast<int>(std::lround(frame.rect.max.x * scaleX));
    const int y0 = saved.viewport[3] - static_cast<int>(std::lround(frame.rect.max.y * scaleY)); // GL rows start at the bottom
    const int y1 = saved.viewport[3] - static_cast<int>(std::lround(frame.rect.min.y * scaleY));
    const int w = x1 - x0, h = y1 - y0;
    if (w > 0 && h > 0) {
        m.ensureTargets(w, h);
        if (!m.failed) {
            m.draw(frame, w, h);
            m.gl.BindFramebuffer(GL_READ_FRAMEBUFFER, m.multisampled.framebuffer);
            m.gl.BindFramebuffer(GL_DRAW_FRAMEBUFFER, m.resolved.framebuffer);
            m.gl.BlitFramebuffer(0, 0, w, h, 0, 0, w, h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
            m.gl.BindFramebuffer(GL_READ_FRAMEBUFFER, m.resolved.framebuffer);
            m.gl.BindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(saved.drawFramebuffer));
            m.gl.BlitFramebuffer(0, 0, w, h, x0 + saved.viewport[0], y0 + saved.viewport[1], x0 + saved.viewport[0] + w,
                                 y0 + saved.viewport[1] + h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
        }
    }
    m.gl.BindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(saved.drawFramebuffer));
    m.gl.BindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(saved.readFramebuffer));
    m.gl.Viewport(saved.viewport[0], saved.viewport[1], saved.viewport[2], saved.viewport[3]);
    if (saved.scissor) m.gl.Enable(GL_SCISSOR_TEST);
}

} // namespace app
