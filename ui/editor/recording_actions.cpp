// SPDX-License-Identifier: MIT
// Recordings in the window: opening, showing a frame, playback, the event scan, live frames, the timeline's keys.
#include "ui/editor/recording_actions.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <imgui.h>
#include <sstream>

#include "ui/editor/editor_state.hpp"

namespace ui {
namespace {

/// The event scan's share of a frame, so a long recording never stalls the window.
constexpr double kEventScanBudgetSeconds = 0.008;
/// Longest step of the playback clock: after a stall, playback resumes rather than jumps.
constexpr double kMaxPlaybackStepSeconds = 0.25;
// ImGui 1.86's SDL backend stores keys at their SDL scancodes (USB HID usage ids: A is 4, comma 54, period 55).
constexpr int kTimelineHidA = 4;
constexpr int kHidComma = 54;
constexpr int kHidPeriod = 55;

bool timelineKeyPressed(int hid) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) - kTimelineHidA + hid, true); }

/// Timeline frame n of the recording or of the kept live frames.
sat::capture::Frame recordedFrame(const RecordingState& recording, std::size_t n) {
    if (recording.file) return recording.file->frame(n);
    return recording.liveFrames.at(n);
}

/// The ids of the selected shapes in the shown frame, A first.
std::vector<std::uint64_t> selectedIds(const EditorState& state) {
    std::vector<std::uint64_t> ids;
    for (const std::string& name : state.selection.names())
        if (const auto id = state.recording.shown.idOf(name)) ids.push_back(*id);
    return ids;
}

/// Puts timeline frame n into the document, the selection following its ids.
/// A frame that cannot be read leaves the shown one and says why.
void showFrame(EditorState& state, std::size_t n) {
    RecordingState& recording = state.recording;
    sat::capture::Frame frame;
    try {
        frame = recordedFrame(recording, n);
    } catch (const std::exception& e) {
        recording.timeline.pause();
        if (recording.shownFrame != RecordingState::kNone) recording.timeline.seek(recording.shownFrame);
        state.setStatus(e.what(), 10.0);
        return;
    }
    std::vector<std::uint64_t> ids = selectedIds(state);
    if (recording.selectAfterSeek) ids = {recording.selectAfterSeek->first, recording.selectAfterSeek->second};
    recording.selectAfterSeek.reset();
    const bool first = recording.shownFrame == RecordingState::kNone;
    FrameScene scene = frameToScene(frame);
    if (state.gestures.shape.active()) state.gestures.shape.cancel(state.document);
    if (state.view3d.gesture.active()) state.view3d.gesture.cancel(state.document);
    state.document.reset(scene.scene, {}, false);
    state.watched.clear(); // a frame is not a file on disk to reload
    std::vector<std::string> names;
    for (std::uint64_t id : ids)
        if (const std::string* name = scene.nameOf(id)) names.push_back(*name);
    state.selection.set(names);
    recording.shown = std::move(scene);
    recording.shownFrame = n;
    if (first) {
        state.view3d.openingFile = recording.file ? recording.file->path() : std::filesystem::path("live");
        state.adoptSceneView();
    }
    if (recording.shown.leftOut > 0)
        state.setStatus("Frame " + std::to_string(recording.frameIndex(n)) + ": " + std::to_string(recording.shown.leftOut) +
                            " shapes of the other dimension are not shown (a scene is 2D or 3D)",
                        6.0);
}

/// Feeds the detector the timeline's next frames, within the frame's budget.
void scanEvents(EditorState& state) {
    RecordingState& recording = state.recording;
    if (!recording.file || !recording.eventsError.empty()) return; // live frames are scanned as they arrive
    const auto start = std::chrono::steady_clock::now();
    const std::size_t count = recording.timeline.frameCount();
    while (recording.eventsScanned < count) {
        try {
            recording.detector.feed(recording.file->frame(recording.eventsScanned), recording.events);
        } catch (const std::exception& e) {
            recording.eventsError = e.what();
            return;
        }
        ++recording.eventsScanned;
        const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        if (spent.count() > kEventScanBudgetSeconds) return;
    }
}

void startRecording(RecordingState& recording) {
    recording.shownFrame = RecordingState::kNone;
    recording.shown = {};
    recording.events.clear();
    recording.detector.reset();
    recording.eventsScanned = 0;
    recording.eventsError.clear();
    recording.selectAfterSeek.reset();
    recording.warnings.clear();
}

} // namespace

bool isRecordingFile(const std::filesystem::path& file) { return file.extension() == ".satrec"; }

bool openRecording(EditorState& state, const std::filesystem::path& file, std::string* error) {
    std::optional<sat::capture::Recording> opened;
    try {
        opened.emplace(sat::capture::Recording::open(file));
        if (opened->frameCount() == 0) throw std::runtime_error(file.string() + ": the recording holds no whole frame");
        std::vector<double> times(opened->frameCount());
        for (std::size_t n = 0; n < times.size(); ++n) times[n] = opened->time(n);
        closeRecording(state);
        RecordingState& recording = state.recording;
        startRecording(recording);
        recording.timeline.reset(std::move(times));
        recording.warnings = opened->warnings();
        recording.file = std::move(opened);
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
    if (state.gestures.shape.active()) state.gestures.shape.cancel(state.document);
    if (state.view3d.gesture.active()) state.view3d.gesture.cancel(state.document);
    state.inspector.tiledMap = false;
    state.lint.skipped.clear();
    state.lint.importWarnings.clear();
    state.lint.intendedError.clear();
    state.selection.clear();
    showFrame(state, 0);
    state.modals.browser.rememberFolder(file.parent_path());
    state.preferences.addRecent(file);
    const RecordingState& recording = state.recording;
    std::string said = "Opened " + file.filename().string() + ": " + std::to_string(recording.timeline.frameCount()) + " frames";
    for (const std::string& warning : recording.warnings) said += ". " + warning;
    state.setStatus(said, recording.warnings.empty() ? 4.0 : 15.0);
    return true;
}

void closeRecording(EditorState& state) {
    RecordingState& recording = state.recording;
    recording.file.reset();
    recording.live = false;
    recording.liveFrames.clear();
    recording.timeline.reset({});
    startRecording(recording);
}

void startLive(EditorState& state, std::string status) {
    closeRecording(state);
    state.recording.live = true;
    state.recording.liveStatus = std::move(status);
    state.recording.liveNextIndex = 0;
}

void liveConnected(EditorState& state, const std::filesystem::path& saveFile) {
    state.recording.liveSaveFile = saveFile;
    state.recording.detector.reset(); // another game: its first frame has nothing before it
}

void receiveLiveFrame(EditorState& state, sat::capture::Frame frame) {
    RecordingState& recording = state.recording;
    if (!recording.live) return;
    frame.index = recording.liveNextIndex++;
    recording.detector.feed(frame, recording.events);
    const bool first = recording.liveFrames.empty();
    recording.timeline.append(frame.time);
    recording.liveFrames.push_back(std::move(frame));
    if (recording.liveFrames.size() > kLiveFramesKept) {
        recording.liveFrames.pop_front();
        recording.timeline.dropFront(1);
        if (recording.shownFrame != RecordingState::kNone && recording.shownFrame > 0) --recording.shownFrame;
    }
    if (first) recording.timeline.play(); // live playback follows the newest frame
    // Playing, the view follows the newest frame; paused, it stays on its frame while frames keep arriving.
    if (recording.timeline.playing()) recording.timeline.seek(recording.timeline.frameCount() - 1);
}

void setLiveStatus(EditorState& state, std::string status) { state.recording.liveStatus = std::move(status); }

void seekRecording(EditorState& state, std::size_t frame) { state.recording.timeline.seek(frame); }

void updateRecording(EditorState& state) {
    RecordingState& recording = state.recording;
    const double step = recording.lastNow < 0.0 ? 0.0 : std::clamp(state.now - recording.lastNow, 0.0, kMaxPlaybackStepSeconds);
    recording.lastNow = state.now;
    if (!recording.active() || recording.timeline.empty()) return;
    if (!recording.live) recording.timeline.advance(step);
    scanEvents(state);
    const std::size_t wanted = recording.timeline.current();
    if (wanted == recording.shownFrame) return;
    if (state.document.dirty() && recording.shownFrame != RecordingState::kNone) {
        // The shown frame was edited: going on would drop the edits, so stop and ask.
        recording.timeline.pause();
        recording.timeline.seek(recording.shownFrame);
        state.guarded("Frame " + std::to_string(recording.frameIndex(recording.shownFrame)) +
                          " has edits, which are never written to the recording. Save them as a scene before going to frame " +
                          std::to_string(recording.frameIndex(wanted)) + "?",
                      [&state, wanted] {
                          state.recording.timeline.seek(wanted);
                          showFrame(state, wanted);
                      });
        return;
    }
    showFrame(state, wanted);
}

bool handleTimelineKeys(EditorState& state) {
    RecordingState& recording = state.recording;
    if (!recording.active() || recording.timeline.empty() || ImGui::GetIO().KeyShift) return false;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false)) {
        recording.timeline.togglePlay();
        return true;
    }
    if (timelineKeyPressed(kHidComma)) {
        recording.timeline.step(-1);
        return true;
    }
    if (timelineKeyPressed(kHidPeriod)) {
        recording.timeline.step(1);
        return true;
    }
    return false;
}

std::string timelineText(const EditorState& state) {
    const RecordingState& recording = state.recording;
    const Timeline& timeline = recording.timeline;
    std::ostringstream out;
    out << "recording: " << (recording.active() ? recording.name() : std::string("none")) << "\n";
    if (!recording.active() || timeline.empty()) return out.str();
    out << "frames: " << timeline.frameCount() << "\n";
    const std::size_t shown = recording.shownFrame == RecordingState::kNone ? 0 : recording.shownFrame;
    out << "frame: " << recording.frameIndex(shown) << "\n";
    out << "shown: " << frameOfText(recording.frameIndex(0), shown, timeline.frameCount()) << "\n"; // as the timeline says it
    out << "time: " << timeline.time(timeline.current()) << "\n";
    out << "playing: " << (timeline.playing() ? "yes" : "no") << "\n";
    out << "speed: " << timeline.speed() << "\n";
    out << "loop: ";
    if (timeline.looping()) out << timeline.loopFirst() << " " << timeline.loopLast() << "\n";
    else out << "off\n";
    for (const std::string& warning : recording.warnings) out << "warning: " << warning << "\n";
    const LayoutRect& strip = state.view.layout.timeline;
    out << "strip: " << std::lround(strip.lo.x) << " " << std::lround(strip.lo.y) << " " << std::lround(strip.width()) << " "
        << std::lround(strip.height()) << "\n";
    out << "selected:";
    for (const std::string& name : state.selection.names()) out << " " << name;
    out << "\n";
    const bool done = recording.live || recording.eventsScanned >= timeline.frameCount();
    out << "events: " << recording.events.size() << (done ? "" : " (still scanning)") << "\n";
    for (const sat::capture::Event& event : recording.events)
        out << "event " << event.frame << " " << event.a << " " << event.b << " " << sat::capture::toString(event.type) << ": "
            << event.detail << "\n";
    return out.str();
}

std::string recordingFrameName(const EditorState& state) {
    const RecordingState& recording = state.recording;
    std::string base = recording.file ? recording.file->path().stem().string() : std::string("live");
    const std::size_t n = recording.shownFrame == RecordingState::kNone ? 0 : recording.shownFrame;
    return base + "-frame-" + std::to_string(recording.frameIndex(n));
}

} // namespace ui
