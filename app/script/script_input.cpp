// SPDX-License-Identifier: MIT
// Script input turned into real SDL events pushed into SDL's queue.
#include "app/script/script_input.hpp"

#include <SDL.h>

namespace app {
namespace {

/// SDL's keysym modifier bits for a chord (the left-hand keys).
Uint16 modifierBits(const KeyChord& chord) {
    return static_cast<Uint16>((chord.ctrl ? KMOD_LCTRL : 0) | (chord.shift ? KMOD_LSHIFT : 0) | (chord.alt ? KMOD_LALT : 0) |
                               (chord.super ? KMOD_LGUI : 0));
}

/// A chord that is a modifier alone ("ctrl") already pushes that key as its modifier.
bool isModifierKey(int scancode) {
    return scancode == SDL_SCANCODE_LCTRL || scancode == SDL_SCANCODE_LSHIFT || scancode == SDL_SCANCODE_LALT ||
           scancode == SDL_SCANCODE_LGUI;
}

} // namespace

void InputPusher::moveTo(int x, int y) {
    SDL_Event event{};
    event.type = SDL_MOUSEMOTION;
    event.motion.windowID = session_.platform().windowId();
    event.motion.x = x;
    event.motion.y = y;
    event.motion.xrel = x - x_;
    event.motion.yrel = y - y_;
    event.motion.state = buttonMask_;
    x_ = x;
    y_ = y;
    SDL_PushEvent(&event);
}

void InputPusher::button(MouseButton button, bool down) {
    const auto sdlButton = static_cast<Uint8>(button);
    SDL_Event event{};
    event.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    event.button.windowID = session_.platform().windowId();
    event.button.button = sdlButton;
    event.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = x_;
    event.button.y = y_;
    const auto bit = static_cast<Uint32>(SDL_BUTTON(sdlButton));
    buttonMask_ = down ? (buttonMask_ | bit) : (buttonMask_ & ~bit);
    SDL_PushEvent(&event);
}

void InputPusher::wheel(int dy) {
    SDL_Event event{};
    event.type = SDL_MOUSEWHEEL;
    event.wheel.windowID = session_.platform().windowId();
    event.wheel.y = dy;
    event.wheel.preciseY = static_cast<float>(dy);
    event.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    event.wheel.mouseX = x_;
    event.wheel.mouseY = y_;
    SDL_PushEvent(&event);
}

void InputPusher::key(const KeyChord& chord) {
    const Uint16 modifiers = modifierBits(chord);
    SDL_SetModState(static_cast<SDL_Keymod>(modifiers));
    if (chord.ctrl) pushKey(SDL_SCANCODE_LCTRL, true, modifiers);
    if (chord.shift) pushKey(SDL_SCANCODE_LSHIFT, true, modifiers);
    if (chord.alt) pushKey(SDL_SCANCODE_LALT, true, modifiers);
    if (chord.super) pushKey(SDL_SCANCODE_LGUI, true, modifiers);
    pushKey(chord.scancode, true, modifiers);
    pushText(chord.scancode, chord);
    session_.pumpEvents();
    session_.drawFrame();

    SDL_SetModState(KMOD_NONE);
    pushKey(chord.scancode, false, 0);
    if (chord.super) pushKey(SDL_SCANCODE_LGUI, false, 0);
    if (chord.alt) pushKey(SDL_SCANCODE_LALT, false, 0);
    if (chord.shift) pushKey(SDL_SCANCODE_LSHIFT, false, 0);
    if (chord.ctrl) pushKey(SDL_SCANCODE_LCTRL, false, 0);
}

void InputPusher::keyDown(const KeyChord& chord) {
    const Uint16 modifiers = modifierBits(chord);
    SDL_SetModState(static_cast<SDL_Keymod>(modifiers));
    if (chord.ctrl) pushKey(SDL_SCANCODE_LCTRL, true, modifiers);
    if (chord.shift) pushKey(SDL_SCANCODE_LSHIFT, true, modifiers);
    if (chord.alt) pushKey(SDL_SCANCODE_LALT, true, modifiers);
    if (chord.super) pushKey(SDL_SCANCODE_LGUI, true, modifiers);
    if (!isModifierKey(chord.scancode)) pushKey(chord.scancode, true, modifiers);
}

void InputPusher::keyUp(const KeyChord& chord) {
    SDL_SetModState(KMOD_NONE);
    if (!isModifierKey(chord.scancode)) pushKey(chord.scancode, false, 0);
    if (chord.super) pushKey(SDL_SCANCODE_LGUI, false, 0);
    if (chord.alt) pushKey(SDL_SCANCODE_LALT, false, 0);
    if (chord.shift) pushKey(SDL_SCANCODE_LSHIFT, false, 0);
    if (chord.ctrl) pushKey(SDL_SCANCODE_LCTRL, false, 0);
}

void InputPusher::dropFile(const std::filesystem::path& file) {
    // What the desktop sends when a file is dropped on the window; the loop frees the string.
    SDL_Event event{};
    event.type = SDL_DROPFILE;
    event.drop.windowID = session_.platform().windowId();
    event.drop.file = SDL_strdup(file.c_str());
    SDL_PushEvent(&event);
}

void InputPusher::pushKey(int scancode, bool down, std::uint16_t modifiers) {
    const auto code = static_cast<SDL_Scancode>(scancode);
    SDL_Event event{};
    event.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    event.key.windowID = session_.platform().windowId();
    event.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.key.keysym.scancode = code;
    event.key.keysym.sym = SDL_GetKeyFromScancode(code);
    event.key.keysym.mod = modifiers;
    SDL_PushEvent(&event);
}

/// The text a keyboard would type for the chord: one printable character,
/// and none while Ctrl, Alt or Super is held (as SDL does).
void InputPusher::pushText(int scancode, const KeyChord& chord) {
    if (chord.ctrl || chord.alt || chord.super) return;
    const SDL_Keycode sym = SDL_GetKeyFromScancode(static_cast<SDL_Scancode>(scancode));
    if (sym < 32 || sym > 126) return;
    char character = static_cast<char>(sym);
    if (chord.shift && character >= 'a' && character <= 'z') character = static_cast<char>(character - 'a' + 'A');
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    event.text.windowID = session_.platform().windowId();
    event.text.text[0] = character;
    SDL_PushEvent(&event);
}

} // namespace app
