#include "script_runner.hpp"

#include <cmath>
#include <filesystem>
#include <system_error>

#include <SDL.h>

#include "screenshot.hpp"
#include "ui/editor.hpp"

namespace app {
namespace {

/// Pushes SDL events for one script's input and keeps the pointer where the
/// last event left it (mouse events carry a position, buttons included).
class InputPusher {
public:
    explicit InputPusher(WindowSession& session) : session_(session) {}

    void moveTo(int x, int y) {
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

    void button(MouseButton button, bool down) {
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

    void wheel(int dy) {
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

    /// Like a keyboard: modifiers go down first, then the key; one frame
    /// later the key and the modifiers come up. The ImGui backend reads
    /// modifiers with SDL_GetModState(), which pushed events do not change,
    /// so the state is set by hand around each half.
    void key(const KeyChord& chord) {
        const auto modifiers = static_cast<Uint16>((chord.ctrl ? KMOD_LCTRL : 0) | (chord.shift ? KMOD_LSHIFT : 0) |
                                                   (chord.alt ? KMOD_LALT : 0) | (chord.super ? KMOD_LGUI : 0));
        SDL_SetModState(static_cast<SDL_Keymod>(modifiers));
        if (chord.ctrl) pushKey(SDL_SCANCODE_LCTRL, true, modifiers);
        if (chord.shift) pushKey(SDL_SCANCODE_LSHIFT, true, modifiers);
        if (chord.alt) pushKey(SDL_SCANCODE_LALT, true, modifiers);
        if (chord.super) pushKey(SDL_SCANCODE_LGUI, true, modifiers);
        const auto scancode = static_cast<SDL_Scancode>(chord.scancode);
        pushKey(scancode, true, modifiers);
        pushText(scancode, chord);
        session_.pumpEvents();
        session_.drawFrame();

        SDL_SetModState(KMOD_NONE);
        pushKey(scancode, false, 0);
        if (chord.super) pushKey(SDL_SCANCODE_LGUI, false, 0);
        if (chord.alt) pushKey(SDL_SCANCODE_LALT, false, 0);
        if (chord.shift) pushKey(SDL_SCANCODE_LSHIFT, false, 0);
        if (chord.ctrl) pushKey(SDL_SCANCODE_LCTRL, false, 0);
    }

private:
    void pushKey(SDL_Scancode scancode, bool down, Uint16 modifiers) {
        SDL_Event event{};
        event.type = down ? SDL_KEYDOWN : SDL_KEYUP;
        event.key.windowID = session_.platform().windowId();
        event.key.state = down ? SDL_PRESSED : SDL_RELEASED;
        event.key.keysym.scancode = scancode;
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode);
        event.key.keysym.mod = modifiers;
        SDL_PushEvent(&event);
    }

    /// The text a keyboard would type for the chord: one printable character,
    /// and none while Ctrl, Alt or Super is held (as SDL does).
    void pushText(SDL_Scancode scancode, const KeyChord& chord) {
        if (chord.ctrl || chord.alt || chord.super) return;
        const SDL_Keycode sym = SDL_GetKeyFromScancode(scancode);
        if (sym < 32 || sym > 126) return;
        char character = static_cast<char>(sym);
        if (chord.shift && character >= 'a' && character <= 'z') character = static_cast<char>(character - 'a' + 'A');
        SDL_Event event{};
        event.type = SDL_TEXTINPUT;
        event.text.windowID = session_.platform().windowId();
        event.text.text[0] = character;
        SDL_PushEvent(&event);
    }

    WindowSession& session_;
    int x_ = 0;
    int y_ = 0;
    Uint32 buttonMask_ = 0;
};

/// Runs one command. Throws ScriptError when it fails.
class CommandRunner {
public:
    CommandRunner(const Script& script, WindowSession& session, std::ostream& notes)
        : script_(script), session_(session), notes_(notes), input_(session) {}

    void run(const ScriptCommand& command) {
        line_ = command.line;
        std::visit([this](const auto& action) { runAction(action); }, command.action);
    }

private:
    void frame() {
        session_.pumpEvents();
        session_.drawFrame();
    }
    [[noreturn]] void fail(const std::string& message) const { throw ScriptError(script_.file, line_, message); }

    void runAction(const cmd::Window& window) {
        const glm::ivec2 size = session_.platform().resize(window.width, window.height);
        frame();
        if (size.x != window.width || size.y != window.height) {
            fail("the window is " + std::to_string(size.x) + "x" + std::to_string(size.y) + ", not the asked " +
                 std::to_string(window.width) + "x" + std::to_string(window.height));
        }
    }
    void runAction(const cmd::Open& open) {
        // As a person would: File > Open (asks about unsaved changes; a load error shows in the window).
        session_.editor().requestOpen(open.file);
        frame();
        std::error_code error;
        if (!std::filesystem::equivalent(session_.editor().currentFile(), open.file, error)) {
            notes_ << script_.file.string() << ":" << line_ << ": note: " << open.file.string()
                   << " is not open (yet): see the window\n";
        }
    }
    void runAction(const cmd::Drop& drop) {
        // What the desktop sends when a file is dropped on the window; the loop frees the string.
        SDL_Event event{};
        event.type = SDL_DROPFILE;
        event.drop.windowID = session_.platform().windowId();
        event.drop.file = SDL_strdup(drop.file.c_str());
        SDL_PushEvent(&event);
        frame();
    }
    void runAction(const cmd::MouseMove& move) {
        input_.moveTo(move.x, move.y);
        frame();
    }
    void runAction(const cmd::MouseDown& down) {
        input_.button(down.button, true);
        frame();
    }
    void runAction(const cmd::MouseUp& up) {
        input_.button(up.button, false);
        frame();
    }
    void runAction(const cmd::Drag& drag) {
        input_.moveTo(drag.x1, drag.y1);
        frame();
        input_.button(MouseButton::Left, true);
        frame();
        for (int step = 1; step <= drag.steps; ++step) {
            const double t = static_cast<double>(step) / static_cast<double>(drag.steps);
            input_.moveTo(static_cast<int>(std::lround(drag.x1 + (drag.x2 - drag.x1) * t)),
                          static_cast<int>(std::lround(drag.y1 + (drag.y2 - drag.y1) * t)));
            frame();
        }
        input_.button(MouseButton::Left, false);
        frame();
    }
    void runAction(const cmd::Wheel& wheel) {
        input_.wheel(wheel.dy);
        frame();
    }
    void runAction(const cmd::Key& key) {
        input_.key(key.chord);
        frame();
    }
    void runAction(const cmd::Wait& wait) {
        for (int i = 0; i < wait.frames; ++i) frame();
    }
    void runAction(const cmd::Select& select) {
        if (!session_.editor().select(select.nameA, select.nameB)) {
            fail("no shape named '" + select.nameA + "'" + (select.nameB.empty() ? "" : " or '" + select.nameB + "'") +
                 " in the scene");
        }
        frame();
    }
    void runAction(const cmd::Save& save) {
        std::string error;
        if (!session_.editor().saveAs(save.file, &error)) fail("save failed: " + error);
        frame();
    }
    void runAction(const cmd::Screenshot& screenshot) {
        session_.pumpEvents();
        Image image;
        session_.drawFrame(&image);
        std::string error;
        if (!writePng(image, screenshot.file, &error)) fail("screenshot failed: " + error);
    }
    void runAction(const cmd::AdvanceClock& advance) {
        session_.advanceClock(advance.seconds);
        frame();
    }
    void runAction(const cmd::Quit&) {
        session_.editor().requestQuit();
        frame();
    }

    const Script& script_;
    WindowSession& session_;
    std::ostream& notes_;
    InputPusher input_;
    int line_ = 0;
};

} // namespace

int runScript(const Script& script, WindowSession& session, std::ostream& errors) {
    CommandRunner runner(script, session, errors);
    session.drawFrame(); // the scene as opened, before the first command
    for (std::size_t i = 0; i < script.commands.size(); ++i) {
        try {
            runner.run(script.commands[i]);
        } catch (const ScriptError& error) {
            errors << error.what() << "\n";
            return 2;
        }
        if (session.shouldClose()) {
            if (i + 1 < script.commands.size()) {
                errors << script.file.string() << ":" << script.commands[i].line
                       << ": note: the app quit here; the script's remaining commands did not run\n";
            }
            break;
        }
    }
    return 0;
}

} // namespace app
