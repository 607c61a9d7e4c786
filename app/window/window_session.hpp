// SPDX-License-Identifier: MIT
#pragma once
// One run of the window: the platform, the editor and what sits between them
// each frame (events in, mouse into ImGui, the title, the recovery file,
// preferences out). The interactive loop and the script runner both drive it.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>

#include <SDL_events.h>

#include "app/window/config.hpp"
#include "app/window/live_listener.hpp"
#include "app/window/platform.hpp"
#include "app/window/recovery.hpp"
#include "app/window/sdl_input.hpp"

namespace ui {
class Editor;
}

namespace app {

/// Seconds per frame on a script's clock: scripts count time in frames.
inline constexpr double kScriptFrameSeconds = 1.0 / 60.0;

class WindowSession {
public:
    /// `scripted`: the clock counts frames (60 a second) instead of real time,
    /// and preferences are not written back. `uiScale`: how much bigger than
    /// at 96 dpi the editor draws, in window units (FrameContext::dpiScale).
    WindowSession(Platform& platform, ui::Editor& editor, ConfigPaths paths, Preferences preferences, bool scripted,
                  float uiScale = 1.0f);

    /// Handles every queued event; with `waitSeconds` > 0 first sleeps until
    /// an event arrives or that time passes. Returns true if any event came.
    bool pumpEvents(double waitSeconds = 0.0);
    /// Draws and shows one frame. With `capture`, also reads the finished
    /// frame back into it (before it is shown).
    void drawFrame(Image* capture = nullptr);

    /// Leave the loop: the editor allowed the quit (nothing unsaved, or the
    /// user answered), or the process was told to stop (a stop signal:
    /// stop_signals.hpp, or SDL_QUIT from elsewhere).
    bool shouldClose() const;
    /// Stop without asking: unsaved work goes to the recovery file first.
    /// Says on stderr where the work went, or plainly that it is lost when
    /// the file cannot be written (then unsavedWorkLost()).
    void terminate();
    /// terminate() found unsaved changes and could not write them anywhere.
    bool unsavedWorkLost() const { return unsavedWorkLost_; }
    /// Checks that the recovery file can be written; when it cannot, says so
    /// once, on stderr and in the window ("Recovery is off"). Later failed
    /// writes of the file show that notice too, if it was not shown yet.
    void checkRecoveryWritable();
    /// Seconds since start: real time, or frames / 60 plus advanceClock() in scripts.
    double now() const;
    void advanceClock(double seconds) { clockOffset_ += seconds; }
    std::uint64_t frames() const { return frames_; }

    const MouseTracker& mouse() const { return mouse_; }
    Platform& platform() { return platform_; }
    ui::Editor& editor() { return editor_; }
    const ConfigPaths& paths() const { return paths_; }

    /// Writes preferences.json (window size + the editor's preferences) now.
    void savePreferencesNow();
    /// Writes imgui.ini (the panel layout) atomically now.
    void saveLayoutNow();
    /// Follows live recorders from now on: each frame polls `listener` first
    /// and hands its frames to the editor's timeline (`satlab --listen`).
    void followLive(std::unique_ptr<LiveListener> listener);
    /// The live listener, if any.
    const LiveListener* live() const { return live_.get(); }

private:
    void handleEvent(const SDL_Event& event);
    /// Handles `event`, or keeps it for the next frame (false: stop pumping).
    bool takeOrHoldBack(const SDL_Event& event);
    void afterFrame();
    /// Takes what the live listener received since the last frame.
    void pollLive();
    void noticeRecoveryOff(const std::string& reason);

    Platform& platform_;
    ui::Editor& editor_;
    ConfigPaths paths_;
    Preferences preferences_;
    bool scripted_;
    float uiScale_;
    MouseTracker mouse_;
    RecoveryKeeper recovery_;
    std::uint64_t startTicks_ = 0;
    std::uint64_t frames_ = 0;
    double clockOffset_ = 0.0;
    std::uint64_t savedPreferencesRevision_ = 0;
    bool quitHandled_ = false;
    bool closeRequested_ = false; ///< the close button was pressed; SDL_QUIT follows
    bool terminated_ = false;
    bool unsavedWorkLost_ = false;
    bool recoveryOffNoticed_ = false;
    bool keyPressedThisFrame_ = false;   ///< a key went down in this frame's events
    std::optional<SDL_Event> heldBack_;  ///< a key release kept for the next frame
    std::unique_ptr<LiveListener> live_; ///< `--listen`: polled at the start of every frame
};

} // namespace app
