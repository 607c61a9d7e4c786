// SPDX-License-Identifier: MIT
#pragma once
// Runs a program in a child process whose address space is capped with
// setrlimit(RLIMIT_AS), for the tests that bound what a command may take:
// judged by the outcome (exit code, output), never by time. A run that
// needs more than the cap fails to allocate and exits non-zero, or dies.

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace support {

struct CappedResult {
    int exitCode = -1;  ///< -1: did not exit normally
    int signal = 0;     ///< the signal that ended it, 0 if none
    std::string errors; ///< its stderr
};

/// Runs `argv` (argv[0] a path) in `folder` with its address space capped at
/// `capBytes`, stdout to /dev/null, with SDL's offscreen driver and no display.
inline CappedResult runCapped(const std::vector<std::string>& argv, const std::filesystem::path& folder, std::size_t capBytes) {
    const std::filesystem::path errorsFile = folder / "capped-stderr.txt";
    const pid_t child = fork();
    if (child < 0) throw std::runtime_error("fork failed");
    if (child == 0) {
        const rlimit cap{capBytes, capBytes};
        if (setrlimit(RLIMIT_AS, &cap) != 0) _exit(126);
        const int errorsFd = open(errorsFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (errorsFd >= 0) dup2(errorsFd, STDERR_FILENO);
        const int nullFd = open("/dev/null", O_WRONLY);
        if (nullFd >= 0) dup2(nullFd, STDOUT_FILENO);
        if (chdir(folder.c_str()) != 0) _exit(127);
        unsetenv("DISPLAY");
        unsetenv("WAYLAND_DISPLAY");
        setenv("SDL_VIDEODRIVER", "offscreen", 1);
        setenv("XDG_CONFIG_HOME", (folder / "config").c_str(), 1);
        setenv("XDG_STATE_HOME", (folder / "state").c_str(), 1);
        setenv("LP_NUM_THREADS", "1", 1);
        std::vector<std::string> args = argv;
        std::vector<char*> pointers;
        for (std::string& arg : args) pointers.push_back(arg.data());
        pointers.push_back(nullptr);
        execv(pointers.front(), pointers.data());
        _exit(127);
    }
    int status = 0;
    waitpid(child, &status, 0);
    CappedResult result;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    std::ifstream in(errorsFile, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    result.errors = text.str();
    return result;
}

} // namespace support
