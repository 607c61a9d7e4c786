// SPDX-License-Identifier: MIT
#pragma once
// The commands on recordings (docs/recording.md): `satlab record`,
// `satlab export-frame`, and `check` and `render` given a .satrec file.

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "sat/capture/recording.hpp"
#include "sat/scene.hpp"

namespace app {

struct CheckRequest;

/// Exit code for a recording that cannot be read: not a recording, a later
/// version, a bad checksum or bad contents (docs/cli.md). A missing or
/// unreadable file is bad input (2), as for scenes.
inline constexpr int kExitDamagedRecording = 4;

/// `satlab record SCENE.json... -o OUT.satrec [--fps F]`: frame i is scene i.
struct RecordRequest {
    std::vector<std::filesystem::path> scenes;
    std::filesystem::path output;
    double fps = 60.0; ///< frame i's time is i / fps seconds
};

/// `satlab export-frame REC --frame N -o SCENE.json [--force]`.
struct ExportFrameRequest {
    std::filesystem::path recording;
    std::uint64_t frame = 0;
    std::filesystem::path output;
    bool force = false; ///< overwrite an existing output that is not a SATlab scene
};

/// True when `file` is named .satrec or starts as a recording does.
bool isRecordingFile(const std::filesystem::path& file);

/// Runs `satlab record`. Returns 0, or 2 with a message on `err`.
int runRecordCommand(const RecordRequest& request, std::ostream& out, std::ostream& err);
/// Runs `satlab export-frame`. Returns 0, 2 (bad input, a refused output) or kExitDamagedRecording.
int runExportFrameCommand(const ExportFrameRequest& request, std::ostream& out, std::ostream& err);
/// `satlab check REC.satrec ...`: per-frame verdicts and, with --events, the
/// events. Returns 0, 1 (--fail-on-overlap and a pair touches or overlaps),
/// 2 (bad input) or kExitDamagedRecording.
int runRecordingCheck(const CheckRequest& request, std::ostream& out, std::ostream& err);
/// Opens a recording for a command, its warnings (a cut file) on `err`. On
/// failure says why on `err`, sets `code` (2 for a missing file or a folder,
/// kExitDamagedRecording for a damaged recording) and returns nullopt.
std::optional<sat::capture::Recording> openRecording(const std::filesystem::path& file, std::ostream& err, int& code);
/// Frame `frame` of the recording as a scene (for `render`). Throws
/// SceneLoadError whose message names the file (and byte) and what is wrong.
sat::Scene loadRecordingFrame(const std::filesystem::path& recording, std::uint64_t frame);

} // namespace app
