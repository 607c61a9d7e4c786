// SPDX-License-Identifier: MIT
#pragma once
// The recording the window shows (docs/app.md, "Recordings"): a .satrec file
// opened like a scene, or the frames of a live connection. The frame on the
// timeline is the document's scene: an untitled document, so edits to it are
// never written back to the recording (Save As writes them to a scene file).

#include <cstddef>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sat/capture/events.hpp"
#include "sat/capture/recording.hpp"
#include "ui/model/recording_scene.hpp"
#include "ui/model/timeline.hpp"

namespace ui {

/// Most live frames kept in memory for the timeline; every frame is saved to
/// the live recording file all the same.
inline constexpr std::size_t kLiveFramesKept = 3000;

struct RecordingState {
    std::optional<sat::capture::Recording> file; ///< the opened .satrec, if any
    bool live = false;                           ///< following a live connection (`satlab --listen`)
    std::deque<sat::capture::Frame> liveFrames;  ///< the latest live frames, oldest first
    std::string liveStatus;                      ///< "listening on 127.0.0.1:7787", "connected: ...", the last error
    std::filesystem::path liveSaveFile;          ///< where the live frames are saved
    std::uint64_t liveNextIndex = 0;             ///< the number the next live frame gets

    Timeline timeline;
    FrameScene shown;                                                       ///< the frame in the document
    static constexpr std::size_t kNone = ~std::size_t{0};                   ///< no frame shown yet
    std::size_t shownFrame = kNone;                                         ///< its place on the timeline
    std::vector<std::string> warnings;                                      ///< what opening dropped (a cut file)
    std::optional<std::pair<std::uint64_t, std::uint64_t>> selectAfterSeek; ///< ids to inspect once shown
    double lastNow = -1.0;                                                  ///< the editor's clock at the last frame

    // The event track: every pair's events, found frame by frame in the background.
    std::vector<sat::capture::Event> events;
    sat::capture::EventDetector detector;
    std::size_t eventsScanned = 0; ///< timeline frames fed to the detector
    std::string eventsError;       ///< a frame the scan could not read
    bool eventsOpen = true;        ///< the Events panel is shown (right column)

    bool active() const { return file.has_value() || live; }
    /// The recording's name for titles: the file's name, or "live".
    std::string name() const { return file ? file->path().filename().string() : std::string("live"); }
    /// The Frame::index of timeline frame n (live: the first kept frame's index + n).
    std::uint64_t frameIndex(std::size_t n) const { return live && !liveFrames.empty() ? liveFrames.front().index + n : n; }
};

} // namespace ui
