// SPDX-License-Identifier: MIT
#pragma once
// The interactive window: SDL2 + OpenGL 3.3 core + Dear ImGui around ui::Editor.
// `satlab [SCENE]` and `satlab --script FILE [SCENE]` both end up in runWindow().

#include <cstdint>
#include <filesystem>
#include <optional>

namespace app {

/// `--script-timeout`'s default, in seconds of real time: ten minutes, far
/// beyond any test or docs script, short enough that a stuck one ends.
inline constexpr double kDefaultScriptTimeoutSeconds = 600.0;

struct WindowOptions {
    /// Scene to open; none: the bundled welcome scene (assets/scenes/welcome.json).
    std::optional<std::filesystem::path> scenePath;
    /// Script to replay against the window, then exit (docs/scripting.md).
    std::optional<std::filesystem::path> scriptPath;
    /// Window size in window (not drawable) pixels; none: the size kept in the
    /// config folder, or 1280x800 the first time. Scripts default to 1280x800
    /// whatever the config says, so replays are repeatable.
    std::optional<int> width;
    std::optional<int> height;
    /// Config folder override; none: $XDG_CONFIG_HOME/satlab or ~/.config/satlab.
    std::optional<std::filesystem::path> configDir;
    /// `--benchmark-frames N`: draw N frames with the first intersecting pair
    /// inspected, print frame-time statistics, exit (app/window/frame_benchmark.hpp).
    /// Like a script it starts from the defaults and writes no preferences.
    std::optional<int> benchmarkFrames;
    /// `--script-timeout SECONDS`: a script still running after this much
    /// real time is stopped (script_runner.hpp); 0: no limit.
    double scriptTimeoutSeconds = kDefaultScriptTimeoutSeconds;
    /// `--listen [PORT]`: follow live recorders on this port (0: any free
    /// port, said on stderr); `--listen-any`: on every interface, not 127.0.0.1 alone.
    std::optional<std::uint16_t> listenPort;
    bool listenAny = false;
};

/// `satlab --listen`: the port cannot be listened on (taken, not allowed).
inline constexpr int kExitCannotListen = 5;

/// Opens the window and runs until the user (or the script) quits.
/// Returns the process exit code: 0 on a normal quit or a completed script,
/// 1 when the window cannot be created, 2 for a script error (bad command,
/// bad arguments, unreadable script), reported on stderr as FILE:LINE: message;
/// 128 + N when stop signal N ended it (unsaved work in the recovery file),
/// kExitUnsavedWorkLost when that file could not be written,
/// 2 also for a script's scene or recording that cannot be read, kExitCannotListen when `--listen`'s port cannot be taken, and
/// kExitScriptTimeout when a script ran past its time (stop_signals.hpp, script_runner.hpp).
int runWindow(const WindowOptions& options);

} // namespace app
