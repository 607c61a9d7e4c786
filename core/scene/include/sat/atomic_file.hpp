// SPDX-License-Identifier: MIT
#pragma once
// The temporary files of atomic writes in progress, for a signal handler that must not leave them behind.

namespace sat {

/// Removes the temporary file of every atomic write (writeFileAtomically,
/// saveScene) that is in progress now, in any thread. Async-signal-safe: a
/// stop signal's handler calls it before it ends the process, so an
/// interrupted save leaves the target as it was and no `.NAME.tmp-XXXXXX`
/// beside it. The interrupted write itself then fails if it goes on.
/// At most kMaxTrackedTempFiles writes at once are tracked; writes past that
/// run as usual but their temporary file is not removed by this call.
void removeUnfinishedTempFiles() noexcept;

/// How many atomic writes in progress at once removeUnfinishedTempFiles can clean up.
inline constexpr int kMaxTrackedTempFiles = 16;

} // namespace sat
