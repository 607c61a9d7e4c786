// SPDX-License-Identifier: MIT
// libFuzzer target for `satlab check`'s option parser (app/cli/cli.cpp, CLI11).
// The input, split at NUL bytes, is the argument list after `satlab check`.
// Besides "no crash, no sanitizer report", on every input:
//   - parsing returns (it never throws);
//   - a refusal exits 2 with a message and prints nothing on stdout;
//   - its message shows no run of digits longer than the input's own (a
//     range limit is printed short, never as a double's 300 digits) and
//     quotes at most a bounded piece of an argument it did not expect;
//   - an accepted check has a finite tolerance >= 0 and, when
//     given, a finite --near >= 0 and a finite --sink > 0; any snag
//     option (--probe, --sink, --fail-on-snag) turns on --snags.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/cli/cli.hpp"

namespace {

std::size_t longestDigitRun(std::string_view text) {
    std::size_t longest = 0, run = 0;
    for (const char c : text) {
        run = c >= '0' && c <= '9' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> args{"satlab", "check"};
    for (std::size_t start = 0; start <= input.size();) {
        const std::size_t end = std::min(input.find('\0', start), input.size());
        args.emplace_back(input.substr(start, end - start));
        start = end + 1;
    }
    std::vector<const char*> argv;
    for (const std::string& arg : args) argv.push_back(arg.c_str());

    const app::Command command = app::parseCommandLine(static_cast<int>(argv.size()), argv.data());
    if (const auto* exit = std::get_if<app::CliExit>(&command)) {
        if (exit->code != 0 && exit->code != 2) __builtin_trap();
        if (exit->code == 2 && (exit->err.empty() || !exit->out.empty())) __builtin_trap();
        if (longestDigitRun(exit->err) > std::max<std::size_t>(40, longestDigitRun(input))) __builtin_trap();
        return 0;
    }
    if (const auto* check = std::get_if<app::CheckRequest>(&command)) {
        const sat::CheckOptions& options = check->options;
        if (!std::isfinite(options.tolerance) || options.tolerance < 0.0) __builtin_trap();
        if (options.near && (!std::isfinite(*options.near) || *options.near < 0.0)) __builtin_trap();
        if (check->sink && (!std::isfinite(*check->sink) || *check->sink <= 0.0)) __builtin_trap();
        // Any snag option asks for the snag list.
        if ((check->probe || check->sink || check->failOnSnag) && !check->snags) __builtin_trap();
        return 0;
    }
    __builtin_trap(); // `satlab check ...` parses to a check or to an exit, nothing else
}
