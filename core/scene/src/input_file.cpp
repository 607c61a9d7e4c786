// SPDX-License-Identifier: MIT
// readInputFile: one open, one counted read, a clear reason on failure.

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <string>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sat/input_file.hpp"

namespace sat {

namespace {
std::string inputLimitText(std::size_t limit) {
    if (limit % (std::size_t{1} << 20) == 0) return std::to_string(limit >> 20) + " MiB";
    return std::to_string(limit) + " bytes";
}

/// Closes the descriptor on every way out of readInputFile.
struct InputDescriptor {
    int fd = -1;
    ~InputDescriptor() {
        if (fd >= 0) ::close(fd);
    }
};
} // namespace

InputFileError::InputFileError(const std::filesystem::path& file, Kind kind, const std::string& reason)
    : std::runtime_error(file.string() + ": " + reason), kind_(kind), reason_(reason) {}

std::string readInputFile(const std::filesystem::path& file, std::size_t limit) {
    InputDescriptor input;
    do {
        input.fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    } while (input.fd < 0 && errno == EINTR);
    if (input.fd < 0)
        throw InputFileError(file, InputFileError::Kind::CannotOpen, "cannot open: " + std::generic_category().message(errno));
    struct stat status {};
    if (::fstat(input.fd, &status) != 0)
        throw InputFileError(file, InputFileError::Kind::CannotRead, "cannot read: " + std::generic_category().message(errno));
    if (S_ISDIR(status.st_mode)) throw InputFileError(file, InputFileError::Kind::Folder, "is a folder, not a file");
    const bool regular = S_ISREG(status.st_mode);
    const auto tooLarge = [&](const std::string& size) {
        return InputFileError(file, InputFileError::Kind::TooLarge,
                              "file is too large (" + size + ", limit " + inputLimitText(limit) + ")");
    };
    if (regular && static_cast<std::uintmax_t>(status.st_size) > limit) throw tooLarge(std::to_string(status.st_size) + " bytes");

    // The size a regular file claims is only a hint (it can grow while read):
    // every byte is counted against the limit, whatever the kind of file.
    std::string text;
    constexpr std::size_t kChunkBytes = std::size_t{1} << 16;
    if (regular) {
        // Room for the last, empty read as well: the loop below asks for a
        // whole chunk each time, and growing at the end would copy the file.
        text.reserve(std::min(static_cast<std::size_t>(status.st_size) + kChunkBytes, limit + 1));
    }
    for (;;) {
        const std::size_t held = text.size();
        const std::size_t room = std::min(kChunkBytes, limit - held + 1); // one byte past the limit tells "too large"
        if (held + room > text.capacity()) // grow by doubling, but never past what the limit allows
            text.reserve(std::min(std::max(2 * text.capacity(), held + room), limit + 1));
        text.resize(held + room);
        const ssize_t got = ::read(input.fd, text.data() + held, room);
        if (got < 0) {
            text.resize(held);
            if (errno == EINTR) continue;
            throw InputFileError(file, InputFileError::Kind::CannotRead,
                                 "cannot read: " + std::generic_category().message(errno));
        }
        text.resize(held + static_cast<std::size_t>(got));
        if (got == 0) break;
        if (text.size() > limit) throw tooLarge("more than " + std::to_string(limit) + " bytes");
    }
    return text;
}

} // namespace sat
