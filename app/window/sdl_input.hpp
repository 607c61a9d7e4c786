// SPDX-License-Identifier: MIT
#pragma once
// Mouse state for ImGui, tracked from the SDL events the app receives.
//
// Debian's ImGui 1.86 SDL backend reads the mouse through SDL_GetMouseState /
// SDL_GetGlobalMouseState, which events pushed with SDL_PushEvent (scripts) and
// even real drags under Xvfb never update while a button is held. So the app
// follows motion and button events itself and writes io.MousePos and
// io.MouseDown after ImGui_ImplSDL2_NewFrame() (docs: PLATFORM.md).

#include <array>

union SDL_Event;
struct ImGuiIO;

namespace app {

class MouseTracker {
public:
    /// Follows motion, button and window enter/leave events.
    void process(const SDL_Event& event);
    /// Writes position and buttons into `io`, then forgets presses already
    /// reported. A press and release that arrive in the same frame still show
    /// as one frame of "down", so a quick click is never lost.
    void applyTo(ImGuiIO& io);

    float x() const { return x_; }
    float y() const { return y_; }
    bool inside() const { return inside_; }
    bool down(int button) const { return down_.at(static_cast<std::size_t>(button)); }

private:
    static constexpr int kButtons = 5; ///< ImGui's io.MouseDown has 5 slots
    float x_ = 0.0f;
    float y_ = 0.0f;
    bool inside_ = false;
    std::array<bool, kButtons> down_{};
    std::array<bool, kButtons> pressedSinceFrame_{};
};

/// SDL's button number (SDL_BUTTON_LEFT = 1...) to ImGui's index (left 0,
/// right 1, middle 2, x1 3, x2 4); -1 for anything else.
int imguiButtonIndex(int sdlButton);

} // namespace app
