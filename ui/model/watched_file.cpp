// SPDX-License-Identifier: MIT
// A watched file: its stamp (size, modification time) polled against the known one.
#include "ui/model/watched_file.hpp"

#include <system_error>
#include <utility>

namespace ui {

FileStamp stampOf(const std::filesystem::path& file) {
    FileStamp stamp;
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(file, error);
    if (error) return stamp;
    const std::filesystem::file_time_type modified = std::filesystem::last_write_time(file, error);
    if (error) return stamp;
    stamp.exists = true;
    stamp.size = size;
    stamp.modified = modified;
    return stamp;
}

void WatchedFile::watch(std::filesystem::path file, std::vector<std::filesystem::path> dependencies) {
    file_ = std::move(file);
    dependencies_ = std::move(dependencies);
    known_ = stamps();
}

void WatchedFile::clear() {
    file_.clear();
    dependencies_.clear();
    known_.clear();
}

std::vector<FileStamp> WatchedFile::stamps() const {
    std::vector<FileStamp> result{stampOf(file_)};
    for (const std::filesystem::path& dependency : dependencies_) result.push_back(stampOf(dependency));
    return result;
}

bool WatchedFile::poll(double now) {
    if (file_.empty() || now < nextPoll_) return false;
    nextPoll_ = now + kPollSeconds;
    std::vector<FileStamp> current = stamps();
    // Mid-replacement (removed, not yet renamed into place): wait for the file to be back.
    if (!current.front().exists) return false;
    if (current == known_) return false;
    known_ = std::move(current);
    return true;
}

} // namespace ui
