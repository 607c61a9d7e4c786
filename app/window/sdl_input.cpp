// SPDX-License-Identifier: MIT
// Mouse state for ImGui, tracked from the SDL events the app receives (ImGui 1.86 workaround).
#include "app/window/sdl_input.hpp"

#include <cfloat>

#include <SDL.h>
#include <imgui.h>

namespace app {

int imguiButtonIndex(int sdlButton) {
    switch (sdlButton) {
    case SDL_BUTTON_LEFT: return 0;
    case SDL_BUTTON_RIGHT: return 1;
    case SDL_BUTTON_MIDDLE: return 2;
    case SDL_BUTTON_X1: return 3;
    case SDL_BUTTON_X2: return 4;
    default: return -1;
    }
}

void MouseTracker::process(const SDL_Event& event) {
    switch (event.type) {
    case SDL_MOUSEMOTION:
        x_ = static_cast<float>(event.motion.x);
        y_ = static_cast<float>(event.motion.y);
        inside_ = true;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
        const int index = imguiButtonIndex(event.button.button);
        if (index < 0) break;
        const auto slot = static_cast<std::size_t>(index);
        x_ = static_cast<float>(event.button.x);
        y_ = static_cast<float>(event.button.y);
        inside_ = true;
        down_[slot] = event.type == SDL_MOUSEBUTTONDOWN;
        if (down_[slot]) pressedSinceFrame_[slot] = true;
        break;
    }
    case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_ENTER) inside_ = true;
        // Leaving while a button is held is a drag going outside: keep following it.
        if (event.window.event == SDL_WINDOWEVENT_LEAVE && !down_[0] && !down_[1] && !down_[2]) inside_ = false;
        break;
    default: break;
    }
}

void MouseTracker::applyTo(ImGuiIO& io) {
    io.MousePos = inside_ ? ImVec2(x_, y_) : ImVec2(-FLT_MAX, -FLT_MAX);
    for (std::size_t i = 0; i < down_.size(); ++i) {
        io.MouseDown[i] = down_[i] || pressedSinceFrame_[i];
        pressedSinceFrame_[i] = false;
    }
}

} // namespace app
