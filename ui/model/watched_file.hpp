// SPDX-License-Identifier: MIT
#pragma once
// The file the open scene came from, watched for changes on disk by a cheap
// poll of its size and modification time (live reload, docs/app.md).

#include <cstdint>
#include <filesystem>
#include <vector>

namespace ui {

/// What the poll compares: a file's size and modification time, or that it is missing.
struct FileStamp {
    bool exists = false;
    std::uintmax_t size = 0;
    std::filesystem::file_time_type modified{};
    /// Equal when every member is equal.
    bool operator==(const FileStamp&) const = default;
};
/// The stamp of `file` now (exists = false when it cannot be read).
FileStamp stampOf(const std::filesystem::path& file);

/// The external tileset files a Tiled map refers to (`<tileset source="...">`
/// in a `.tmx`, `"source": "..."` in a `.tmj`), resolved against the map's
/// folder: live reload watches them with the map. A scan of the text, not a
/// parse; empty when the file cannot be read.
std::vector<std::filesystem::path> tiledMapDependencies(const std::filesystem::path& map);

/// Watches one file, and optionally files it depends on (a map's external tilesets).
class WatchedFile {
public:
    /// How often poll() looks at the disk, in seconds of the app's clock.
    static constexpr double kPollSeconds = 0.5;

    /// Watches `file` (and `dependencies`) from now on: their stamps now are the known ones.
    void watch(std::filesystem::path file, std::vector<std::filesystem::path> dependencies = {});
    /// Watches nothing.
    void clear();
    /// The watched file; empty when none.
    const std::filesystem::path& file() const { return file_; }
    /// At most once every kPollSeconds of `now`: true when a watched file's
    /// stamp differs from the known one, which then becomes the known one, so
    /// each change is reported once. A file that is missing for the moment
    /// (an editor replacing it) is no change: it is looked at again next time.
    bool poll(double now);

private:
    std::vector<FileStamp> stamps() const;

    std::filesystem::path file_;
    std::vector<std::filesystem::path> dependencies_;
    std::vector<FileStamp> known_;
    double nextPoll_ = 0.0;
};

} // namespace ui
