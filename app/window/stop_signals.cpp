// SPDX-License-Identifier: MIT
// The stop signals' handlers: end at once after removing unfinished temporary files, or record the signal for the window.

#include "app/window/stop_signals.hpp"

#include <atomic>
#include <csignal>

#include <signal.h>

#include "sat/atomic_file.hpp"

namespace app {
namespace {

constexpr int kStopSignals[] = {SIGHUP, SIGINT, SIGTERM};

static_assert(std::atomic<int>::is_always_lock_free, "read and written in a signal handler");
std::atomic<bool> stopSignalsDeferred{false};
std::atomic<int> firstStopSignal{0};

/// Only async-signal-safe calls here: lock-free atomics, unlink (inside
/// removeUnfinishedTempFiles), sigaction and raise.
void onStopSignal(int signal) {
    if (stopSignalsDeferred.load()) {
        int none = 0;
        if (firstStopSignal.compare_exchange_strong(none, signal)) {
            // The window stops between frames. The same signal may have ended whatever reads our stderr
            // (`satlab | tee log` in a closed terminal): a write there must fail, not kill us mid-stop.
            struct sigaction ignore {};
            ignore.sa_handler = SIG_IGN;
            sigemptyset(&ignore.sa_mask);
            sigaction(SIGPIPE, &ignore, nullptr);
            return;
        }
    }
    sat::removeUnfinishedTempFiles();
    // End as the signal itself would: the parent sees "killed by SIGTERM", a shell $? of 143.
    struct sigaction defaultAction {};
    defaultAction.sa_handler = SIG_DFL;
    sigemptyset(&defaultAction.sa_mask);
    sigaction(signal, &defaultAction, nullptr);
    raise(signal); // delivered when this handler returns: the signal is blocked while it runs
}

} // namespace

int exitStatusForSignal(int signal) { return 128 + signal; }

void installStopSignalHandlers() {
    for (const int signal : kStopSignals) {
        struct sigaction current {};
        if (sigaction(signal, nullptr, &current) != 0) continue;
        if (current.sa_handler == SIG_IGN) continue; // nohup, or a shell's background job: stay ignored
        struct sigaction action {};
        action.sa_handler = onStopSignal;
        sigemptyset(&action.sa_mask);
        for (const int other : kStopSignals) sigaddset(&action.sa_mask, other); // one handler at a time
        action.sa_flags = SA_RESTART;                                           // an interrupted read or write elsewhere goes on
        sigaction(signal, &action, nullptr);
    }
}

void deferStopSignals() { stopSignalsDeferred.store(true); }

int pendingStopSignal() { return firstStopSignal.load(); }

std::string stopSignalName(int signal) {
    switch (signal) {
    case SIGHUP: return "SIGHUP";
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    default: return std::string("signal ") + std::to_string(signal);
    }
}

} // namespace app
