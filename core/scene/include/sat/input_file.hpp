// SPDX-License-Identifier: MIT
#pragma once
// Reading an input file (scene, Tiled map or tileset, script) whole, once,
// with a counted size limit that also holds for pipes and devices.

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace sat {

/// The largest input file SATlab reads: 256 MiB. A million generated 2D
/// shapes take about 125 MB.
inline constexpr std::size_t kMaxInputFileBytes = std::size_t{256} << 20;

/// A file that cannot be read as input. what() is "FILE: reason", with the
/// reason alone in reason() and its kind in kind() for callers that word
/// their own messages.
class InputFileError : public std::runtime_error {
public:
    /// Why the file cannot be read.
    enum class Kind {
        CannotOpen, ///< open() failed (missing, no permission)
        Folder,     ///< the path names a folder
        CannotRead, ///< a read failed part way
        TooLarge,   ///< longer than the limit
    };
    /// what() becomes "FILE: reason".
    InputFileError(const std::filesystem::path& file, Kind kind, const std::string& reason);
    /// Why the file cannot be read.
    Kind kind() const { return kind_; }
    /// The reason alone, without the file.
    const std::string& reason() const { return reason_; }

private:
    Kind kind_;
    std::string reason_;
};

/// The whole content of `file`, opened once and read once (a FIFO or a
/// device gives its bytes to this one reader). At most `limit` bytes are
/// held: the read is counted, so /dev/zero or an endless pipe stops at the
/// limit instead of growing. Throws InputFileError for a folder, a file that
/// cannot be opened or read, or one longer than `limit`.
std::string readInputFile(const std::filesystem::path& file, std::size_t limit = kMaxInputFileBytes);

} // namespace sat
