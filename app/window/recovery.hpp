// SPDX-License-Identifier: MIT
#pragma once
// The recovery file: while the scene has unsaved changes, its JSON is written
// (atomically) every 30 s, so a crash loses at most 30 s of work. The file is
// deleted when the work is safe again: a save makes the scene clean, or the
// user quits and said what to do with the changes.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace app {

inline constexpr double kRecoveryIntervalSeconds = 30.0;

class RecoveryKeeper {
public:
    explicit RecoveryKeeper(std::filesystem::path file, double intervalSeconds = kRecoveryIntervalSeconds);

    /// Once a frame. `now` is a monotonic clock in seconds. The first write
    /// comes `intervalSeconds` after the scene became dirty, then one every
    /// interval while it stays dirty. When the scene turns clean (saved) the
    /// file is deleted. Returns true when it wrote the file this call.
    bool update(double now, bool dirty, const std::function<std::string()>& recoveryText);

    /// Writes the file now (when dirty) whatever the timer says. On failure
    /// returns false and lastError() says why (also on stderr, once for
    /// each different reason).
    bool writeNow(const std::string& text);

    /// Whether the file could be written now: makes its folder and creates
    /// and removes a file there. The reason when it cannot ("cannot create
    /// FOLDER: Not a directory"), else nothing.
    std::optional<std::string> checkWritable() const;

    /// The app is quitting with the user's consent: delete the file if this
    /// session had unsaved work (it was saved or knowingly discarded). A file
    /// left from an earlier crash that nobody looked at is kept.
    void onQuitConfirmed();

    const std::filesystem::path& file() const { return file_; }
    int writes() const { return writes_; }
    /// Why the last write failed; empty after a write that worked.
    const std::string& lastError() const { return lastError_; }

private:
    void removeFile();

    std::filesystem::path file_;
    double intervalSeconds_;
    bool wasDirty_ = false;
    bool sawDirty_ = false;  ///< this run of the app had unsaved work at some point
    double nextWrite_ = 0.0; ///< valid while wasDirty_
    int writes_ = 0;
    std::string lastError_;
    std::string lastReported_; ///< the failure last written to stderr
};

} // namespace app
