// SPDX-License-Identifier: MIT
#pragma once
// Replays a parsed script against the real window. Input goes in as SDL
// events pushed with SDL_PushEvent, so a script takes the same path through
// the event loop, ImGui and the editor as a person's mouse and keyboard.
// Every command is followed by at least one drawn frame.

#include <ostream>

#include "app/script/script.hpp"
#include "app/window/window_session.hpp"

namespace app {

/// A script stopped because it ran longer than its --script-timeout; the
/// status `timeout` itself gives a command it had to stop.
inline constexpr int kExitScriptTimeout = 124;
/// How long a stopped script may take to reach the end of the command it is
/// in (a frame that never ends, a file that blocks) before the process ends
/// without it, and without writing the recovery file.
inline constexpr double kStuckCommandGraceSeconds = 5.0;

/// Runs `script` to its end, or until the editor confirms a quit. Returns the
/// exit code: 0 when it completed, 2 on a failing command (the message, as
/// FILE:LINE: ..., goes to `errors`).
///
/// A stop signal (stop_signals.hpp), or `timeoutSeconds` of real time when
/// that is > 0, stops the script between frames: unsaved work goes to the
/// recovery file (WindowSession::terminate) and the status is 128 + N for
/// signal N or kExitScriptTimeout, or kExitUnsavedWorkLost when the recovery
/// file could not be written. A command still running
/// kStuckCommandGraceSeconds later ends the process with the same status.
int runScript(const Script& script, WindowSession& session, std::ostream& errors, double timeoutSeconds = 0.0);

} // namespace app
