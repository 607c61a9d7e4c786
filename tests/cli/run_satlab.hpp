// SPDX-License-Identifier: MIT
#pragma once
// Runs the real, built `satlab` binary (SATLAB_EXE, set by CMake) and captures
// its exit code, stdout and stderr.

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace sat::test {

struct RunResult {
    int code = -1;
    std::string out;
    std::string err;
};

inline std::string shellQuoted(const std::string& text) {
    std::string quoted = "'";
    for (const char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

inline std::string readAll(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// `satlab ARGS...`; stdin is /dev/null.
inline RunResult runSatlab(const std::vector<std::string>& args) {
    const std::filesystem::path folder = std::filesystem::temp_directory_path();
    const std::string stem = std::string("satlab-cli-") + std::to_string(::getpid());
    const std::filesystem::path outFile = folder / (stem + ".out");
    const std::filesystem::path errFile = folder / (stem + ".err");
    std::string command = shellQuoted(SATLAB_EXE);
    // Appended piece by piece: g++ 12 -O3 warns falsely (-Wrestrict) on "literal" + std::string.
    for (const std::string& arg : args) {
        command += ' ';
        command += shellQuoted(arg);
    }
    command += " </dev/null >";
    command += shellQuoted(outFile.string());
    command += " 2>";
    command += shellQuoted(errFile.string());
    const int status = std::system(command.c_str());
    RunResult result;
    result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = readAll(outFile);
    result.err = readAll(errFile);
    std::filesystem::remove(outFile);
    std::filesystem::remove(errFile);
    return result;
}

/// A bundled scene's path (assets/scenes/NAME).
/// (Built with append: GCC 12 at -O3 reports a false -Warray-bounds inside std::string
/// for `std::string(literal) + "/" + name` once <string> comes from the precompiled header.)
inline std::string scene(const std::string& name) {
    std::string path = SATLAB_SCENES_DIR;
    path += '/';
    path += name;
    return path;
}

/// Writes `text` to a fresh file in the temp folder and returns its path.
inline std::string writeTemp(const std::string& name, const std::string& text) {
    const std::filesystem::path file = std::filesystem::temp_directory_path() /
                                       (std::string("satlab-cli-") + std::to_string(::getpid()) + "-" + name);
    std::ofstream(file) << text;
    return file.string();
}

/// A file in the temporary folder named for this test process: satlab-cli-PID-name.
inline std::string tempPath(const std::string& name) {
    std::string file = "satlab-cli-"; // appended: g++ 12 -O3 warns falsely (-Wrestrict) on "literal" + string
    file += std::to_string(::getpid());
    file += "-";
    file += name;
    return (std::filesystem::temp_directory_path() / file).string();
}

} // namespace sat::test
