// SPDX-License-Identifier: MIT
#pragma once
// The stop signals, SIGHUP (the terminal closed), SIGINT (Ctrl+C) and SIGTERM
// (kill, logout, `timeout`): what each command does when one arrives.
//
// main() installs the handlers first thing. A command without a window
// (check, import, generate, render) then ends at once, as the signal would
// have ended it, after removing the temporary file of any atomic write in
// progress (sat/atomic_file.hpp): an interrupted save leaves no half file and
// no `.NAME.tmp-XXXXXX` behind. The window instead defers them
// (deferStopSignals): the handler only records the signal and the main loop
// or the script runner stops between frames, writing unsaved work to the
// recovery file first. A second stop signal always ends the process at once.

#include <string>

namespace app {

/// The status of a run that a stop signal ended: 128 + the signal's number,
/// as a shell reports a process the signal killed (SIGHUP 129, SIGINT 130,
/// SIGTERM 143).
int exitStatusForSignal(int signal);

/// The window had to stop without asking (a stop signal, the end of a
/// script's time) while the scene had unsaved changes, and the recovery file
/// could not be written: the changes are lost. (sysexits.h's EX_CANTCREAT.)
inline constexpr int kExitUnsavedWorkLost = 73;

/// Installs the handlers for SIGHUP, SIGINT and SIGTERM, except for a signal
/// the process was started with ignored (`nohup` ignores SIGHUP): that stays
/// ignored.
void installStopSignalHandlers();

/// From now on the first stop signal is only recorded, for pendingStopSignal().
void deferStopSignals();

/// The first stop signal that arrived since deferStopSignals(), or 0.
int pendingStopSignal();

/// "SIGHUP", "SIGINT", "SIGTERM" (else "signal N").
std::string stopSignalName(int signal);

} // namespace app
