// SPDX-License-Identifier: MIT
#pragma once
// Runs the real `satlab` binary for end-to-end tests: no display
// (SDL_VIDEODRIVER=offscreen), its own temporary XDG config and state folders,
// stderr captured.

#include <filesystem>
#include <string>
#include <vector>

namespace e2e {

/// A temporary folder, removed at destruction unless SATLAB_E2E_KEEP is set
/// (then its path is printed so the screenshots can be looked at).
class TempFolder {
public:
    TempFolder();
    ~TempFolder();
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

private:
    std::filesystem::path path_;
};

/// Where the window goes: SDL's offscreen driver (no display at all) or a
/// virtual X server started by xvfb-run.
enum class Display { Offscreen, Xvfb };

/// True when xvfb-run is installed (tests under Xvfb skip otherwise).
bool xvfbAvailable();

struct RunResult {
    int exitCode = -1;     ///< -1: did not exit normally (crash, signal)
    std::string errors;    ///< everything written to stderr
    int killedBy = 0;      ///< the signal that ended it, when it did not exit
    bool timedOut = false; ///< RunningSatlab::wait gave up and killed it
};

/// A satlab started by Sandbox::start and not waited for yet. Killed
/// (SIGKILL) and reaped at destruction if it is still running.
class RunningSatlab {
public:
    RunningSatlab(int pid, std::filesystem::path errorsFile) : pid_(pid), errorsFile_(std::move(errorsFile)) {}
    ~RunningSatlab();
    RunningSatlab(const RunningSatlab&) = delete;
    RunningSatlab& operator=(const RunningSatlab&) = delete;

    int pid() const { return pid_; }
    /// Waits until its stderr holds `text`; false when it ended first or
    /// `timeoutSeconds` passed.
    bool waitForErrors(const std::string& text, double timeoutSeconds = 60.0);
    void signal(int signal) const;
    /// SIGSTOP, and waits until it is stopped; false when it ended instead.
    bool stop();
    /// Waits for it to end, at most `timeoutSeconds`; after that it is killed
    /// and the result says timedOut.
    RunResult wait(double timeoutSeconds = 60.0);

private:
    bool reap(int options, RunResult* result);

    int pid_;
    std::filesystem::path errorsFile_;
    bool reaped_ = false;
};

/// One sandbox: a folder with config/ and state/ used as XDG_CONFIG_HOME and
/// XDG_STATE_HOME for every run, so runs within a test share config and the
/// recovery file, as two launches by one user would.
class Sandbox {
public:
    const std::filesystem::path& root() const { return folder_.path(); }
    std::filesystem::path file(const std::string& name) const { return folder_ / name; }
    std::filesystem::path configDir() const { return folder_ / "config" / "satlab"; }
    std::filesystem::path recoveryFile() const { return folder_ / "state" / "satlab" / "recovery.json"; }

    /// Writes `text` to `name` in the sandbox and returns its path.
    std::filesystem::path write(const std::string& name, const std::string& text) const;
    /// Runs `satlab ARGS...` in the sandbox folder.
    RunResult run(const std::vector<std::string>& args, Display display = Display::Offscreen) const;
    /// Starts `satlab ARGS...` in the sandbox folder (offscreen) and returns
    /// at once; stderr goes to stderr-NAME.txt. `ignoredSignals` start out
    /// ignored, as `nohup` leaves SIGHUP.
    RunningSatlab start(const std::vector<std::string>& args, const std::string& name = "started",
                        const std::vector<int>& ignoredSignals = {}) const;
    /// Writes `script` to NAME.txt and runs `satlab --script NAME.txt [scene]`.
    RunResult runScript(const std::string& name, const std::string& script, const std::string& scene = {},
                        Display display = Display::Offscreen) const;

private:
    int spawn(const std::vector<std::string>& args, Display display, const std::filesystem::path& errorsFile,
              const std::vector<int>& ignoredSignals = {}) const;

    TempFolder folder_;
};

std::string readText(const std::filesystem::path& file);

} // namespace e2e
