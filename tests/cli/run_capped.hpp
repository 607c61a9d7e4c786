// SPDX-License-Identifier: MIT
#pragma once
// Runs the real `satlab` under a memory cap (RLIMIT_AS, set in the child
// before exec) and reads its stdout and stderr through pipes as they come,
// keeping the first and last bytes and counting, so an output of hundreds of
// megabytes is judged without being stored.

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace sat::test {

struct CappedRun {
    int code = -1;            ///< exit code, or -1 when a signal ended it
    int signal = 0;           ///< the signal that ended it, if one did
    std::string head;         ///< the first bytes of stdout (up to kKeptBytes)
    std::string tail;         ///< the last bytes of stdout (up to kKeptBytes)
    std::size_t outBytes = 0; ///< all of stdout
    std::size_t outLines = 0;
    std::string err;          ///< stderr (its first kKeptBytes)
    std::size_t errBytes = 0; ///< all of stderr
    static constexpr std::size_t kKeptBytes = 64 * 1024;
};

/// `satlab ARGS...` with its address space capped at `memoryBytes`; stdin is /dev/null.
inline CappedRun runSatlabCapped(const std::vector<std::string>& args, std::size_t memoryBytes) {
    int outPipe[2], errPipe[2];
    if (::pipe(outPipe) != 0 || ::pipe(errPipe) != 0) return {};
    const pid_t child = ::fork();
    if (child == 0) {
        const rlimit cap{memoryBytes, memoryBytes};
        ::setrlimit(RLIMIT_AS, &cap);
        const int devNull = ::open("/dev/null", O_RDONLY);
        ::dup2(devNull, 0);
        ::dup2(outPipe[1], 1);
        ::dup2(errPipe[1], 2);
        ::close(outPipe[0]);
        ::close(errPipe[0]);
        std::vector<char*> argv{const_cast<char*>(SATLAB_EXE)};
        for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
        argv.push_back(nullptr);
        ::execv(SATLAB_EXE, argv.data());
        ::_exit(127);
    }
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    CappedRun run;
    std::vector<char> buffer(1 << 16);
    pollfd fds[2] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
    for (int open = 2; open > 0;) {
        if (::poll(fds, 2, -1) < 0) continue;
        for (pollfd& fd : fds) {
            if (fd.fd < 0 || fd.revents == 0) continue;
            const ssize_t got = ::read(fd.fd, buffer.data(), buffer.size());
            if (got <= 0) {
                fd.fd = -1;
                --open;
                continue;
            }
            const std::string_view chunk(buffer.data(), static_cast<std::size_t>(got));
            if (&fd == &fds[1]) {
                if (run.err.size() < CappedRun::kKeptBytes) run.err.append(chunk);
                run.errBytes += chunk.size();
                continue;
            }
            if (run.head.size() < CappedRun::kKeptBytes)
                run.head.append(chunk.substr(0, std::min(chunk.size(), CappedRun::kKeptBytes - run.head.size())));
            run.tail.append(chunk);
            if (run.tail.size() > 2 * CappedRun::kKeptBytes) run.tail.erase(0, run.tail.size() - CappedRun::kKeptBytes);
            run.outBytes += chunk.size();
            run.outLines += static_cast<std::size_t>(std::count(chunk.begin(), chunk.end(), '\n'));
        }
    }
    ::close(outPipe[0]);
    ::close(errPipe[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    if (WIFEXITED(status)) run.code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
    if (run.tail.size() > CappedRun::kKeptBytes) run.tail.erase(0, run.tail.size() - CappedRun::kKeptBytes);
    return run;
}

/// `n` copies of the unit box at the origin, named b0, b1, ...: every pair overlaps.
inline std::string sameBoxesScene(std::size_t n) {
    std::string text = R"({"format": "satlab-scene", "version": 1, "shapes": [)";
    for (std::size_t i = 0; i < n; ++i) {
        text += i == 0 ? "\n" : ",\n";
        text += R"({"name": "b)";
        text += std::to_string(i);
        text += R"(", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})";
    }
    return text + "\n]}\n";
}

} // namespace sat::test
