// SPDX-License-Identifier: MIT
// The recovery file: unsaved scene JSON written periodically and removed once the work is safe.
#include "app/window/recovery.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <system_error>

#include <unistd.h>

#include "sat/scene.hpp"

namespace app {

RecoveryKeeper::RecoveryKeeper(std::filesystem::path file, double intervalSeconds)
    : file_(std::move(file)), intervalSeconds_(intervalSeconds) {}

bool RecoveryKeeper::update(double now, bool dirty, const std::function<std::string()>& recoveryText) {
    if (!dirty) {
        if (wasDirty_) removeFile(); // saved: the file on disk is the safe copy now
        wasDirty_ = false;
        return false;
    }
    sawDirty_ = true;
    if (!wasDirty_) {
        wasDirty_ = true;
        nextWrite_ = now + intervalSeconds_;
        return false;
    }
    if (now < nextWrite_) return false;
    nextWrite_ = now + intervalSeconds_;
    return writeNow(recoveryText());
}

namespace {
/// Makes `folder` and its parents; the reason when that fails.
std::optional<std::string> makeRecoveryFolder(const std::filesystem::path& folder) {
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) return std::string("cannot create ") + folder.string() + ": " + error.message();
    return std::nullopt;
}
} // namespace

bool RecoveryKeeper::writeNow(const std::string& text) {
    lastError_.clear();
    if (auto problem = makeRecoveryFolder(file_.parent_path())) {
        lastError_ = *problem;
    } else {
        try {
            sat::writeFileAtomically(file_, text);
            ++writes_;
            return true;
        } catch (const std::exception& error) {
            lastError_ = error.what();
        }
    }
    // Every 30 s the same failure would say the same thing: say it once.
    if (lastError_ != lastReported_) std::cerr << "satlab: cannot write the recovery file: " << lastError_ << "\n";
    lastReported_ = lastError_;
    return false;
}

std::optional<std::string> RecoveryKeeper::checkWritable() const {
    const std::filesystem::path folder = file_.parent_path();
    if (auto problem = makeRecoveryFolder(folder)) return problem;
    std::string probe = (folder / ".recovery-check-XXXXXX").string();
    const int fd = ::mkstemp(probe.data());
    if (fd < 0) return std::string("cannot create a file in ") + folder.string() + ": " + std::strerror(errno);
    ::close(fd);
    ::unlink(probe.c_str());
    return std::nullopt;
}

void RecoveryKeeper::onQuitConfirmed() {
    if (sawDirty_) removeFile();
}

void RecoveryKeeper::removeFile() {
    std::error_code error;
    std::filesystem::remove(file_, error);
    if (error) std::cerr << "satlab: cannot remove " << file_.string() << ": " << error.message() << "\n";
}

} // namespace app
