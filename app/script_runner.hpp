#pragma once
// Replays a parsed script against the real window. Input goes in as SDL
// events pushed with SDL_PushEvent, so a script takes the same path through
// the event loop, ImGui and the editor as a person's mouse and keyboard.
// Every command is followed by at least one drawn frame.

#include <ostream>

#include "script.hpp"
#include "window_session.hpp"

namespace app {

/// Runs `script` to its end, or until the editor confirms a quit. Returns the
/// exit code: 0 when it completed, 2 on a failing command (the message, as
/// FILE:LINE: ..., goes to `errors`).
int runScript(const Script& script, WindowSession& session, std::ostream& errors);

} // namespace app
