// SPDX-License-Identifier: MIT
// Runs the real `satlab` binary headless with its own XDG folders and captured stderr.
#include "satlab_process.hpp"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace e2e {

TempFolder::TempFolder() {
    std::string pattern = (std::filesystem::temp_directory_path() / "satlab-e2e-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
}

TempFolder::~TempFolder() {
    if (std::getenv("SATLAB_E2E_KEEP") != nullptr) {
        std::cerr << "[e2e] kept " << path_.string() << "\n";
        return;
    }
    std::error_code error;
    std::filesystem::remove_all(path_, error);
}

std::string readText(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::filesystem::path Sandbox::write(const std::string& name, const std::string& text) const {
    const auto path = file(name);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

namespace {
constexpr const char* kXvfbRun = "/usr/bin/xvfb-run";
}

bool xvfbAvailable() { return access(kXvfbRun, X_OK) == 0; }

int Sandbox::spawn(const std::vector<std::string>& args, Display display, const std::filesystem::path& errorsFile,
                   const std::vector<int>& ignoredSignals) const {
    const pid_t child = fork();
    if (child < 0) throw std::runtime_error("fork failed");
    if (child == 0) {
        const int errorsFd = open(errorsFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (errorsFd >= 0) dup2(errorsFd, STDERR_FILENO);
        const int nullFd = open("/dev/null", O_WRONLY);
        if (nullFd >= 0) dup2(nullFd, STDOUT_FILENO);
        if (chdir(root().c_str()) != 0) _exit(127);
        // The stop signals as a terminal would deliver them, whatever the test runner ignores or blocks.
        for (const int stop : {SIGHUP, SIGINT, SIGTERM}) std::signal(stop, SIG_DFL);
        for (const int ignored : ignoredSignals) std::signal(ignored, SIG_IGN);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);
        unsetenv("DISPLAY");
        unsetenv("WAYLAND_DISPLAY");
        if (display == Display::Offscreen) setenv("SDL_VIDEODRIVER", "offscreen", 1);
        else unsetenv("SDL_VIDEODRIVER"); // SDL picks x11 on xvfb-run's DISPLAY
        setenv("XDG_CONFIG_HOME", (root() / "config").c_str(), 1);
        setenv("XDG_STATE_HOME", (root() / "state").c_str(), 1);
        setenv("LP_NUM_THREADS", "1", 1); // llvmpipe: identical pixels run to run (PLATFORM.md)
        std::vector<std::string> argv = {SATLAB_BINARY};
        if (display == Display::Xvfb) {
            // -a alone starts every search at :99, so tests run in parallel race for it:
            // start each search somewhere else.
            const std::string firstDisplay = std::to_string(100 + getpid() % 400);
            argv.insert(argv.begin(), {kXvfbRun, "-a", "-n", firstDisplay});
        }
        argv.insert(argv.end(), args.begin(), args.end());
        std::vector<char*> pointers;
        for (auto& arg : argv) pointers.push_back(arg.data());
        pointers.push_back(nullptr);
        execv(argv.front().c_str(), pointers.data());
        _exit(127);
    }
    return child;
}

RunResult Sandbox::run(const std::vector<std::string>& args, Display display) const {
    const auto errorsFile = file("stderr.txt");
    const pid_t child = spawn(args, display, errorsFile);
    int status = 0;
    waitpid(child, &status, 0);
    RunResult result;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.killedBy = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    result.errors = readText(errorsFile);
    return result;
}

RunningSatlab Sandbox::start(const std::vector<std::string>& args, const std::string& name,
                             const std::vector<int>& ignoredSignals) const {
    const auto errorsFile = file(std::string("stderr-").append(name).append(".txt"));
    return RunningSatlab(spawn(args, Display::Offscreen, errorsFile, ignoredSignals), errorsFile);
}

namespace {
using StartClock = std::chrono::steady_clock;

StartClock::time_point secondsFromNow(double seconds) {
    return StartClock::now() + std::chrono::duration_cast<StartClock::duration>(std::chrono::duration<double>(seconds));
}
} // namespace

RunningSatlab::~RunningSatlab() {
    if (reaped_) return;
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
}

bool RunningSatlab::reap(int options, RunResult* result) {
    int status = 0;
    if (waitpid(pid_, &status, options) != pid_) return false;
    reaped_ = true;
    result->exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result->killedBy = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    result->errors = readText(errorsFile_);
    return true;
}

bool RunningSatlab::waitForErrors(const std::string& text, double timeoutSeconds) {
    const auto deadline = secondsFromNow(timeoutSeconds);
    while (StartClock::now() < deadline) {
        if (readText(errorsFile_).find(text) != std::string::npos) return true;
        siginfo_t ended{};
        if (waitid(P_PID, static_cast<id_t>(pid_), &ended, WEXITED | WNOHANG | WNOWAIT) == 0 && ended.si_pid == pid_) {
            return readText(errorsFile_).find(text) != std::string::npos; // it ended (still to be reaped by wait)
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}

void RunningSatlab::signal(int signal) const { kill(pid_, signal); }

bool RunningSatlab::stop() {
    kill(pid_, SIGSTOP);
    int status = 0;
    if (waitpid(pid_, &status, WUNTRACED) != pid_) return false;
    if (WIFSTOPPED(status)) return true;
    reaped_ = true; // it ended before the stop
    return false;
}

RunResult RunningSatlab::wait(double timeoutSeconds) {
    RunResult result;
    const auto deadline = secondsFromNow(timeoutSeconds);
    while (StartClock::now() < deadline) {
        if (reap(WNOHANG, &result)) return result;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    kill(pid_, SIGKILL);
    reap(0, &result);
    result.timedOut = true;
    return result;
}

RunResult Sandbox::runScript(const std::string& name, const std::string& script, const std::string& scene,
                             Display display) const {
    write(name + ".txt", script);
    std::vector<std::string> args = {"--script", name + ".txt"};
    if (!scene.empty()) args.push_back(scene);
    return run(args, display);
}

} // namespace e2e
