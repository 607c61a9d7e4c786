// SPDX-License-Identifier: MIT
// Saving without losing data (docs/scene-format.md, PLATFORM.md): write a
// temporary file in the target's folder, give it the target's mode, fsync,
// close (checked), rename over the target, fsync the folder. Any failure
// removes the temporary file and leaves the target as it was; so does a stop
// signal whose handler calls removeUnfinishedTempFiles (sat/atomic_file.hpp).

#include <array>
#include <atomic>
#include <cerrno>
#include <climits>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sat/atomic_file.hpp"
#include "scene_internal.hpp"

namespace sat {

namespace {

/// The temporary files being written now, in static storage a signal handler
/// may read. A slot is Free, Claimed (its owner is filling in the name), Ready
/// (the name may be removed), or Removing (a handler is unlinking it).
struct TrackedTempFile {
    enum State : int { Free, Claimed, Ready, Removing };
    std::atomic<int> state{Free};
    std::array<char, PATH_MAX> name{};
};
static_assert(std::atomic<int>::is_always_lock_free, "the slots' state is read in a signal handler");
std::array<TrackedTempFile, kMaxTrackedTempFiles> trackedTempFiles;

/// The slot now holding `name`, or nullptr when every slot is taken or the name is too long.
TrackedTempFile* trackTempFile(const std::vector<char>& name) {
    if (name.size() > PATH_MAX) return nullptr; // name holds its terminating NUL
    for (TrackedTempFile& slot : trackedTempFiles) {
        int expected = TrackedTempFile::Free;
        if (!slot.state.compare_exchange_strong(expected, TrackedTempFile::Claimed)) continue;
        std::memcpy(slot.name.data(), name.data(), name.size());
        slot.state.store(TrackedTempFile::Ready, std::memory_order_release);
        return &slot;
    }
    return nullptr;
}

/// Holds SIGHUP, SIGINT and SIGTERM back in this thread from before the
/// temporary file exists until its name is recorded: a stop signal's handler
/// that calls removeUnfinishedTempFiles then never misses it. One that comes
/// meanwhile is delivered when this ends.
class StopSignalsHeld {
public:
    StopSignalsHeld() {
        sigset_t held;
        sigemptyset(&held);
        for (const int stop : {SIGHUP, SIGINT, SIGTERM}) sigaddset(&held, stop);
        pthread_sigmask(SIG_BLOCK, &held, &previous_);
    }
    ~StopSignalsHeld() { pthread_sigmask(SIG_SETMASK, &previous_, nullptr); }
    StopSignalsHeld(const StopSignalsHeld&) = delete;
    StopSignalsHeld& operator=(const StopSignalsHeld&) = delete;

private:
    sigset_t previous_{};
};

/// Frees the slot; waits out a handler that is unlinking it on another thread.
void untrackTempFile(TrackedTempFile* slot) {
    if (slot == nullptr) return;
    while (true) {
        int expected = TrackedTempFile::Ready;
        if (slot->state.compare_exchange_weak(expected, TrackedTempFile::Free) || expected == TrackedTempFile::Free) return;
    }
}

[[noreturn]] void fail(const std::filesystem::path& file, const std::string& what, int error) {
    throw SceneSaveError(file.string() + ": cannot save: " + what + ": " + std::strerror(error));
}

/// The mode a new file would get: 0666 minus the process umask.
mode_t defaultMode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return static_cast<mode_t>(0666 & ~mask);
}

/// Owns the temporary file until it is renamed: closes and removes it otherwise.
class TempFile {
public:
    TempFile(const std::filesystem::path& target, const std::filesystem::path& folder) : target_(target) {
        std::string hidden = "."; // built by appending: g++ 12 -O3 warns falsely on "." + string (PR 105651)
        hidden += target.filename().string();
        hidden += ".tmp-XXXXXX";
        const std::string pattern = (folder / hidden).string();
        name_.assign(pattern.begin(), pattern.end());
        name_.push_back('\0');
        const StopSignalsHeld held;
        fd_ = ::mkstemp(name_.data());
        if (fd_ < 0) fail(target, "cannot create a temporary file in " + folder.string(), errno);
        tracked_ = trackTempFile(name_);
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    ~TempFile() {
        if (fd_ >= 0) ::close(fd_);
        if (!renamed_) ::unlink(name_.data());
        untrackTempFile(tracked_); // after the unlink: a signal in between finds the name gone, harmlessly
    }

    void write(std::string_view contents) {
        while (!contents.empty()) {
            const ssize_t written = ::write(fd_, contents.data(), contents.size());
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) fail(target_, "write failed", written < 0 ? errno : EIO);
            contents.remove_prefix(static_cast<std::size_t>(written));
        }
    }
    void setMode(mode_t mode) {
        if (::fchmod(fd_, mode) != 0) fail(target_, "cannot set the file mode", errno);
    }
    void syncAndClose() {
        if (::fsync(fd_) != 0) fail(target_, "fsync failed", errno);
        const int fd = fd_;
        fd_ = -1;
        if (::close(fd) != 0) fail(target_, "close failed", errno);
    }
    void renameOver(const std::filesystem::path& target) {
        if (::rename(name_.data(), target.c_str()) != 0) fail(target_, "cannot rename the temporary file over it", errno);
        renamed_ = true;
        untrackTempFile(tracked_); // its name is the target's now
        tracked_ = nullptr;
    }

private:
    std::filesystem::path target_;
    std::vector<char> name_;
    int fd_ = -1;
    bool renamed_ = false;
    TrackedTempFile* tracked_ = nullptr;
};

/// Saving through a symbolic link replaces the file it points to, not the
/// link: this is the path the chain of links ends at, whether or not that
/// file exists yet (a dangling link gets its target created). Relative link
/// text is taken from the link's own folder, as the kernel does.
std::filesystem::path followSymlinks(const std::filesystem::path& file) {
    constexpr int kMaxSymlinkHops = 40; // Linux's own limit (ELOOP)
    std::filesystem::path path = file;
    for (int hops = 0;; ++hops) {
        std::error_code error;
        if (!std::filesystem::is_symlink(path, error)) return path;
        if (hops == kMaxSymlinkHops) fail(file, "cannot resolve the symbolic link", ELOOP);
        const std::filesystem::path link = std::filesystem::read_symlink(path, error);
        if (error) fail(file, "cannot resolve the symbolic link", error.value());
        path = link.is_absolute() ? link : path.parent_path() / link;
    }
}

/// Best effort: some file systems cannot fsync a folder; the rename is done.
void syncFolder(const std::filesystem::path& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    (void)::fsync(fd);
    ::close(fd);
}
} // namespace

void removeUnfinishedTempFiles() noexcept {
    for (TrackedTempFile& slot : trackedTempFiles) {
        int expected = TrackedTempFile::Ready;
        if (!slot.state.compare_exchange_strong(expected, TrackedTempFile::Removing, std::memory_order_acquire)) continue;
        (void)::unlink(slot.name.data());
        slot.state.store(TrackedTempFile::Ready, std::memory_order_release); // the owner frees it
    }
}

void writeFileAtomically(const std::filesystem::path& file, std::string_view contents) {
    const std::filesystem::path target = followSymlinks(file);
    const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    struct stat existing {};
    const bool exists = ::stat(target.c_str(), &existing) == 0;
    if (exists && !S_ISREG(existing.st_mode)) fail(file, "not a regular file", EINVAL);

    TempFile temp(target, folder);
    temp.write(contents);
    temp.setMode(exists ? static_cast<mode_t>(existing.st_mode & 07777) : defaultMode());
    temp.syncAndClose();
    temp.renameOver(target);
    syncFolder(folder);
}

void saveScene(const Scene& scene, const std::filesystem::path& file) {
    const std::string text = serializeScene(scene);
    // What we write must load again: refuse to save a scene the loader would reject.
    try {
        (void)parseScene(text, file.string());
    } catch (const SceneLoadError& error) {
        throw SceneSaveError(file.string() + ": cannot save an invalid scene:\n" + error.what());
    }
    writeFileAtomically(file, text);
}

} // namespace sat
