// SPDX-License-Identifier: MIT
#pragma once
// The recent files and the preferences' revision: the app saves the
// preferences file whenever the revision changes (docs/app.md).

#include <cstdint>
#include <filesystem>
#include <vector>

namespace ui {

struct Preferences {
    std::vector<std::filesystem::path> recent; ///< most recent first, at most 10
    std::uint64_t revision = 1;                ///< bumped by every change the preferences file keeps

    /// Puts `file` (made absolute) first in `recent` and bumps the revision.
    void addRecent(const std::filesystem::path& file);
};

} // namespace ui
