// SPDX-License-Identifier: MIT
#pragma once
// Script input as real SDL events: motion, buttons, wheel and keys are pushed
// into SDL's queue with SDL_PushEvent, so the event loop, ImGui and the editor
// take them exactly as they take a person's mouse and keyboard.

#include <cstdint>
#include <filesystem>

#include "app/script/script.hpp"
#include "app/window/window_session.hpp"

namespace app {

/// Pushes the events for one script and keeps the pointer where the last
/// event left it (mouse events carry a position and the held buttons).
class InputPusher {
public:
    explicit InputPusher(WindowSession& session) : session_(session) {}

    void moveTo(int x, int y);
    void button(MouseButton button, bool down);
    void wheel(int dy);
    /// Like a keyboard: modifiers go down first, then the key; one frame
    /// later the key and the modifiers come up. The ImGui backend reads
    /// modifiers with SDL_GetModState(), which pushed events do not change,
    /// so the state is set by hand around each half. Draws the frame between
    /// the halves; the caller draws the one after.
    void key(const KeyChord& chord);
    void dropFile(const std::filesystem::path& file);
    /// The first half of key(): modifiers, then the key, go down and stay down
    /// (a key held while the mouse drags: X/Y/Z axis locks, Ctrl snapping).
    void keyDown(const KeyChord& chord);
    /// The second half: the key, then the modifiers, come up.
    void keyUp(const KeyChord& chord);
    int x() const { return x_; }
    int y() const { return y_; }

private:
    void pushKey(int scancode, bool down, std::uint16_t modifiers);
    void pushText(int scancode, const KeyChord& chord);

    WindowSession& session_;
    int x_ = 0;
    int y_ = 0;
    std::uint32_t buttonMask_ = 0;
};

} // namespace app
