// Saving without losing data (docs/scene-format.md, PLATFORM.md): write a
// temporary file in the target's folder, give it the target's mode, fsync,
// close (checked), rename over the target, fsync the folder. Any failure
// removes the temporary file and leaves the target as it was.

#include <cerrno>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "scene_internal.hpp"

namespace sat {

namespace {
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
        fd_ = ::mkstemp(name_.data());
        if (fd_ < 0) fail(target, "cannot create a temporary file in " + folder.string(), errno);
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    ~TempFile() {
        if (fd_ >= 0) ::close(fd_);
        if (!renamed_) ::unlink(name_.data());
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
    }

private:
    std::filesystem::path target_;
    std::vector<char> name_;
    int fd_ = -1;
    bool renamed_ = false;
};

/// Best effort: some file systems cannot fsync a folder; the rename is done.
void syncFolder(const std::filesystem::path& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    (void)::fsync(fd);
    ::close(fd);
}
} // namespace

void writeFileAtomically(const std::filesystem::path& file, std::string_view contents) {
    std::filesystem::path target = file;
    std::error_code error;
    // Saving through a symbolic link replaces the file it points to, not the link.
    if (std::filesystem::is_symlink(target, error)) {
        target = std::filesystem::weakly_canonical(target, error);
        if (error) fail(file, "cannot resolve the symbolic link", error.value());
    }
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
