// SPDX-License-Identifier: MIT
// Loads the OpenGL 3.3 core functions the 3D renderer calls through SDL_GL_GetProcAddress.
#include "app/window/gl_api.hpp"

#include <SDL_video.h>

namespace app {

bool GlApi::load() {
    bool complete = true;
#define SATLAB_GL_LOAD(type, name)                                                                                               \
    name = reinterpret_cast<type>(SDL_GL_GetProcAddress("gl" #name));                                                            \
    complete = complete && name != nullptr;
    SATLAB_GL_FUNCTIONS(SATLAB_GL_LOAD)
#undef SATLAB_GL_LOAD
    return complete;
}

} // namespace app
