// SPDX-License-Identifier: MIT
#pragma once
// What the window does with a recording: open a .satrec, show a frame of it as
// the document's scene (following the inspected pair by id), play it on the
// editor's clock, scan it for events, take live frames, and the timeline's keys.

#include <cstddef>
#include <filesystem>
#include <string>

#include "sat/capture/frame.hpp"

namespace ui {

class EditorState;

/// True for a file the window opens as a recording (a .satrec file).
bool isRecordingFile(const std::filesystem::path& file);
/// Opens `file` as the shown recording at its first frame; false (and
/// *error, "FILE: byte N: what") when it cannot be read, the window unchanged.
/// A cut file opens up to its last whole frame and the status line says what was dropped.
bool openRecording(EditorState& state, const std::filesystem::path& file, std::string* error);
/// Forgets the recording (another scene was opened); the scene stays.
void closeRecording(EditorState& state);
/// Starts following live recorders: frames then come from receiveLiveFrame.
/// `status` says where the app listens ("listening on 127.0.0.1:7787").
void startLive(EditorState& state, std::string status);
/// A recorder connected; its frames are saved to `saveFile`. Its pairs' events start afresh.
void liveConnected(EditorState& state, const std::filesystem::path& saveFile);
/// A live frame arrived: kept (numbered on from the frames before, whatever
/// connection it came on), scanned for events and, unless paused, shown.
void receiveLiveFrame(EditorState& state, sat::capture::Frame frame);
/// The live connection's state in words, for the timeline.
void setLiveStatus(EditorState& state, std::string status);

/// Once a frame: advances playback on the editor's clock, scans more frames
/// for events, and shows the timeline's current frame (asking first when the
/// shown frame has edits: they would be lost).
void updateRecording(EditorState& state);
/// Space, `,` and `.` while a recording is shown; true when a key was used.
bool handleTimelineKeys(EditorState& state);
/// Goes to timeline frame `frame` (scripts, the event list).
void seekRecording(EditorState& state, std::size_t frame);
/// The timeline's state and the events found, as text (script `dump-timeline`):
/// "recording:", "frames:", "frame:", "time:", "playing:", "speed:", "loop:",
/// "warning:" (what opening dropped, one line each), "strip:" (the timeline's place: x y width height), "selected:", "events:"
/// lines, then one "event FRAME A B TYPE: DETAIL" line each.
std::string timelineText(const EditorState& state);
/// "run.satrec-frame-12" : the name a frame's scene or figure is proposed under.
std::string recordingFrameName(const EditorState& state);

} // namespace ui
