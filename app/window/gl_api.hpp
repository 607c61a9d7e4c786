// SPDX-License-Identifier: MIT
#pragma once
// The OpenGL 3.3 core functions the 3D renderer calls, loaded at run time
// through SDL_GL_GetProcAddress (the prototypes of GL/glcorearb.h). ImGui's
// OpenGL3 backend keeps its own loader private, so the renderer has this one.

#include <GL/glcorearb.h>

namespace app {

// An X-macro table laid out by hand: clang-format reflows it differently on every pass.
// clang-format off
#define SATLAB_GL_FUNCTIONS(X)                                                                                                 \
    X(PFNGLGETINTEGERVPROC, GetIntegerv) X(PFNGLISENABLEDPROC, IsEnabled) X(PFNGLENABLEPROC, Enable)                          \
    X(PFNGLDISABLEPROC, Disable) X(PFNGLVIEWPORTPROC, Viewport) X(PFNGLCLEARCOLORPROC, ClearColor)                              \
    X(PFNGLCLEARDEPTHPROC, ClearDepth) X(PFNGLCLEARPROC, Clear) X(PFNGLDEPTHMASKPROC, DepthMask)                                \
    X(PFNGLDEPTHFUNCPROC, DepthFunc) X(PFNGLBLENDFUNCSEPARATEPROC, BlendFuncSeparate) X(PFNGLBLENDEQUATIONPROC, BlendEquation) \
    X(PFNGLPOLYGONOFFSETPROC, PolygonOffset) X(PFNGLGENFRAMEBUFFERSPROC, GenFramebuffers)                                      \
    X(PFNGLDELETEFRAMEBUFFERSPROC, DeleteFramebuffers) X(PFNGLBINDFRAMEBUFFERPROC, BindFramebuffer)                            \
    X(PFNGLCHECKFRAMEBUFFERSTATUSPROC, CheckFramebufferStatus) X(PFNGLGENRENDERBUFFERSPROC, GenRenderbuffers)                  \
    X(PFNGLDELETERENDERBUFFERSPROC, DeleteRenderbuffers) X(PFNGLBINDRENDERBUFFERPROC, BindRenderbuffer)                        \
    X(PFNGLRENDERBUFFERSTORAGEMULTISAMPLEPROC, RenderbufferStorageMultisample)                                                 \
    X(PFNGLFRAMEBUFFERRENDERBUFFERPROC, FramebufferRenderbuffer) X(PFNGLBLITFRAMEBUFFERPROC, BlitFramebuffer)                  \
    X(PFNGLCREATESHADERPROC, CreateShader) X(PFNGLSHADERSOURCEPROC, ShaderSource) X(PFNGLCOMPILESHADERPROC, CompileShader)     \
    X(PFNGLGETSHADERIVPROC, GetShaderiv) X(PFNGLGETSHADERINFOLOGPROC, GetShaderInfoLog) X(PFNGLDELETESHADERPROC, DeleteShader) \
    X(PFNGLCREATEPROGRAMPROC, CreateProgram) X(PFNGLATTACHSHADERPROC, AttachShader) X(PFNGLLINKPROGRAMPROC, LinkProgram)       \
    X(PFNGLGETPROGRAMIVPROC, GetProgramiv) X(PFNGLGETPROGRAMINFOLOGPROC, GetProgramInfoLog)                                    \
    X(PFNGLDELETEPROGRAMPROC, DeleteProgram) X(PFNGLUSEPROGRAMPROC, UseProgram)                                                \
    X(PFNGLGETUNIFORMLOCATIONPROC, GetUniformLocation) X(PFNGLUNIFORMMATRIX4FVPROC, UniformMatrix4fv)                          \
    X(PFNGLGENVERTEXARRAYSPROC, GenVertexArrays) X(PFNGLDELETEVERTEXARRAYSPROC, DeleteVertexArrays)                            \
    X(PFNGLBINDVERTEXARRAYPROC, BindVertexArray) X(PFNGLGENBUFFERSPROC, GenBuffers) X(PFNGLDELETEBUFFERSPROC, DeleteBuffers)   \
    X(PFNGLBINDBUFFERPROC, BindBuffer) X(PFNGLBUFFERDATAPROC, BufferData) X(PFNGLVERTEXATTRIBPOINTERPROC, VertexAttribPointer) \
    X(PFNGLENABLEVERTEXATTRIBARRAYPROC, EnableVertexAttribArray) X(PFNGLDRAWARRAYSPROC, DrawArrays)
// clang-format on

struct GlApi {
#define SATLAB_GL_MEMBER(type, name) type name = nullptr;
    SATLAB_GL_FUNCTIONS(SATLAB_GL_MEMBER)
#undef SATLAB_GL_MEMBER

    /// Loads every function from the current context; false if one is missing.
    bool load();
};

} // namespace app
