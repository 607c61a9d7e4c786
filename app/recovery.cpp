#include "recovery.hpp"

#include <iostream>
#include <system_error>

#include "config.hpp"
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

bool RecoveryKeeper::writeNow(const std::string& text) {
    if (!ensureFolder(file_.parent_path())) return false;
    try {
        sat::writeFileAtomically(file_, text);
        ++writes_;
        return true;
    } catch (const std::exception& error) {
        std::cerr << "satlab: cannot write the recovery file: " << error.what() << "\n";
        return false;
    }
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
