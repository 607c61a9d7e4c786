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
    int exitCode = -1; ///< -1: did not exit normally (crash, signal)
    std::string errors; ///< everything written to stderr
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
    /// Writes `script` to NAME.txt and runs `satlab --script NAME.txt [scene]`.
    RunResult runScript(const std::string& name, const std::string& script, const std::string& scene = {},
                        Display display = Display::Offscreen) const;

private:
    TempFolder folder_;
};

std::string readText(const std::filesystem::path& file);

} // namespace e2e
