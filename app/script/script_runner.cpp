// SPDX-License-Identifier: MIT
// Replays a parsed script against the real window, a drawn frame after every command.
#include "app/script/script_runner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <system_error>
#include <thread>

#include <unistd.h>

#include "app/image/screenshot.hpp"
#include "app/script/script_input.hpp"
#include "app/window/stop_signals.hpp"
#include "sat/atomic_file.hpp"
#include "sat/input_file.hpp"
#include "sat/scene.hpp"
#include "ui/draw/panel_rects.hpp"
#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/findings_actions.hpp"
#include "ui/editor/inspected3d.hpp"
#include "ui/editor/recording_actions.hpp"
#include "ui/editor/snag_actions.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/panels/explanation_panel.hpp"
#include "ui/panels/lint_panel.hpp"

namespace app {
namespace {

using ScriptClock = std::chrono::steady_clock;

/// Why a script stops before its end: a stop signal, or its time ran out.
struct ScriptStop {
    int status;         ///< the process's exit status
    std::string reason; ///< "stopped by SIGTERM"
};

std::string secondsText(double seconds) {
    std::ostringstream text;
    text << seconds;
    return text.str();
}

/// The script's time limit in real time, from its start.
class ScriptDeadline {
public:
    explicit ScriptDeadline(double timeoutSeconds) : timeoutSeconds_(timeoutSeconds) {
        if (timeoutSeconds > 0.0) {
            at_ = ScriptClock::now() +
                  std::chrono::duration_cast<ScriptClock::duration>(std::chrono::duration<double>(timeoutSeconds));
        }
    }
    /// The limit, or none.
    const std::optional<ScriptClock::time_point>& at() const { return at_; }
    std::string reason() const {
        return std::string("stopped: the script ran longer than its ") + secondsText(timeoutSeconds_) + " s (--script-timeout)";
    }

private:
    double timeoutSeconds_;
    std::optional<ScriptClock::time_point> at_;
};

/// Throws ScriptStop when a stop signal came or the deadline passed.
void stopScriptIfAsked(const ScriptDeadline& deadline) {
    if (const int signal = pendingStopSignal(); signal != 0) {
        throw ScriptStop{exitStatusForSignal(signal), std::string("stopped by ") + stopSignalName(signal)};
    }
    if (deadline.at() && ScriptClock::now() >= *deadline.at()) throw ScriptStop{kExitScriptTimeout, deadline.reason()};
}

/// Ends the process when a script should stop but one command does not come
/// back to let it (a frame that never ends, a file that blocks):
/// kStuckCommandGraceSeconds after the deadline or after a stop signal. A
/// thread of its own that looks ten times a second; disarm() before the
/// script's own stop starts (writing the recovery file takes its time).
class StuckScriptWatchdog {
public:
    StuckScriptWatchdog(const Script& script, const ScriptDeadline& deadline, const std::atomic<int>& line)
        : script_(script), deadline_(deadline), line_(line), thread_([this] { watch(); }) {}
    ~StuckScriptWatchdog() { disarm(); }
    StuckScriptWatchdog(const StuckScriptWatchdog&) = delete;
    StuckScriptWatchdog& operator=(const StuckScriptWatchdog&) = delete;

    void disarm() {
        {
            const std::lock_guard lock(mutex_);
            disarmed_ = true;
        }
        wake_.notify_all();
        if (thread_.joinable()) thread_.join();
    }

private:
    void watch() {
        const auto grace = std::chrono::duration_cast<ScriptClock::duration>(
            std::chrono::duration<double>(kStuckCommandGraceSeconds));
        std::optional<ScriptClock::time_point> signalSeen;
        std::unique_lock lock(mutex_);
        while (!wake_.wait_for(lock, std::chrono::milliseconds(100), [this] { return disarmed_; })) {
            const auto now = ScriptClock::now();
            if (const int signal = pendingStopSignal(); signal != 0) {
                if (!signalSeen) signalSeen = now;
                if (now >= *signalSeen + grace)
                    end(exitStatusForSignal(signal), std::string("stopped by ") + stopSignalName(signal));
            }
            if (deadline_.at() && now >= *deadline_.at() + grace) end(kExitScriptTimeout, deadline_.reason());
        }
    }
    [[noreturn]] void end(int status, const std::string& reason) const {
        const std::string message = script_.file.string() + ":" + std::to_string(line_.load()) + ": " + reason +
                                    "; the command did not finish within " + secondsText(kStuckCommandGraceSeconds) +
                                    " s, so the recovery file was not written\n";
        // The main thread is stuck, maybe inside a stream: write(2) directly, then end without its destructors.
        (void)!::write(STDERR_FILENO, message.data(), message.size());
        sat::removeUnfinishedTempFiles();
        std::_Exit(status);
    }

    const Script& script_;
    const ScriptDeadline& deadline_;
    const std::atomic<int>& line_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool disarmed_ = false;
    std::thread thread_; // last: it starts running in the constructor
};

/// Runs one command. Throws ScriptError when it fails, ScriptStop when the
/// script has to stop before its next frame.
class CommandRunner {
public:
    CommandRunner(const Script& script, WindowSession& session, std::ostream& notes, const ScriptDeadline& deadline)
        : script_(script), session_(session), notes_(notes), deadline_(deadline), input_(session) {}

    void run(const ScriptCommand& command) {
        line_ = command.line;
        std::visit([this](const auto& action) { runAction(action); }, command.action);
    }

private:
    void frame() {
        stopScriptIfAsked(deadline_); // between frames: `wait 1000000` stops too
        session_.pumpEvents();
        session_.drawFrame();
    }
    [[noreturn]] void fail(const std::string& message) const { throw ScriptError(script_.file, line_, message); }

    void runAction(const cmd::Window& window) {
        const glm::ivec2 size = session_.platform().resize(window.width, window.height);
        frame();
        if (size.x != window.width || size.y != window.height) {
            fail("the window is " + std::to_string(size.x) + "x" + std::to_string(size.y) + ", not the asked " +
                 std::to_string(window.width) + "x" + std::to_string(window.height));
        }
    }
    void runAction(const cmd::Open& open) {
        // As a person would: File > Open (asks about unsaved changes; a load error shows in the window).
        session_.editor().requestOpen(open.file);
        frame();
        std::error_code error;
        const ui::RecordingState& recording = session_.editor().state().recording;
        const bool recordingOpen = recording.file && std::filesystem::equivalent(recording.file->path(), open.file, error);
        if (!recordingOpen && !std::filesystem::equivalent(session_.editor().currentFile(), open.file, error)) {
            notes_ << script_.file.string() << ":" << line_ << ": note: " << open.file.string()
                   << " is not open (yet): see the window\n";
        }
    }
    void runAction(const cmd::Drop& drop) {
        input_.dropFile(drop.file);
        frame();
    }
    void runAction(const cmd::MouseMove& move) {
        input_.moveTo(move.x, move.y);
        frame();
    }
    void runAction(const cmd::MouseDown& down) {
        input_.button(down.button, true);
        frame();
    }
    void runAction(const cmd::MouseUp& up) {
        input_.button(up.button, false);
        frame();
    }
    void runAction(const cmd::Drag& drag) {
        input_.moveTo(drag.x1, drag.y1);
        frame();
        input_.button(MouseButton::Left, true);
        frame();
        for (int step = 1; step <= drag.steps; ++step) {
            const double t = static_cast<double>(step) / static_cast<double>(drag.steps);
            input_.moveTo(static_cast<int>(std::lround(drag.x1 + (drag.x2 - drag.x1) * t)),
                          static_cast<int>(std::lround(drag.y1 + (drag.y2 - drag.y1) * t)));
            frame();
        }
        input_.button(MouseButton::Left, false);
        frame();
    }
    void runAction(const cmd::Wheel& wheel) {
        input_.wheel(wheel.dy);
        frame();
    }
    void runAction(const cmd::Key& key) {
        input_.key(key.chord);
        frame();
    }
    void runAction(const cmd::Wait& wait) {
        for (int i = 0; i < wait.frames; ++i) frame();
    }
    void runAction(const cmd::Select& select) {
        if (!session_.editor().select(select.nameA, select.nameB)) {
            fail("no shape named " + quoteForMessage(select.nameA) +
                 (select.nameB.empty() ? "" : " or " + quoteForMessage(select.nameB)) + " in the scene");
        }
        frame();
    }
    void runAction(const cmd::SelectAxis& select) {
        std::string error;
        if (!ui::selectAxis3d(session_.editor().state(), select.axis, &error)) fail(error);
        frame();
    }
    void runAction(const cmd::FaceAxesOnly& toggle) {
        session_.editor().state().analysis3d.options.faceAxesOnly = toggle.on;
        frame();
    }
    // ---- 3D view (and shape-relative pointer moves)
    glm::ivec2 pixelOf(const std::string& shape, const std::string& part) {
        std::string error;
        const auto pixel = ui::pixelOfPart(session_.editor().state(), shape, part, &error);
        if (!pixel) fail(error);
        return {static_cast<int>(std::lround(pixel->x)), static_cast<int>(std::lround(pixel->y))};
    }
    void dragTo(glm::ivec2 to, int steps) {
        const glm::ivec2 from{input_.x(), input_.y()};
        runAction(cmd::Drag{from.x, from.y, to.x, to.y, steps});
    }
    void runAction(const cmd::MouseTo& move) {
        const glm::ivec2 pixel = pixelOf(move.shape, move.part);
        input_.moveTo(pixel.x, pixel.y);
        frame();
    }
    void runAction(const cmd::DragBy& drag) { dragTo({input_.x() + drag.dx, input_.y() + drag.dy}, drag.steps); }
    void runAction(const cmd::DragTo& drag) { dragTo(pixelOf(drag.shape, drag.part), drag.steps); }
    void runAction(const cmd::PixelOf& query) {
        const glm::ivec2 pixel = pixelOf(query.shape, query.part);
        notes_ << script_.file.string() << ":" << line_ << ": pixel-of " << query.shape << " " << query.part << ": " << pixel.x
               << " " << pixel.y << "\n";
    }
    void runAction(const cmd::Panel& query) {
        const auto fit = ui::panelFit(query.name);
        if (!fit) fail("no panel named " + quoteForMessage(query.name) + " was shown in the last frame");
        const auto px = [](double v) { return std::lround(v); };
        notes_ << script_.file.string() << ":" << line_ << ": panel " << query.name << ": " << px(fit->rect.lo.x) << " "
               << px(fit->rect.lo.y) << " " << px(fit->rect.width()) << " " << px(fit->rect.height()) << " needs "
               << px(fit->needed.x) << " " << px(fit->needed.y) << (fit->collapsed ? " collapsed" : "") << "\n";
    }
    void runAction(const cmd::FreeRect&) {
        const ui::LayoutRect& free = session_.editor().state().view.layout.free;
        const auto px = [](double v) { return std::lround(v); };
        notes_ << script_.file.string() << ":" << line_ << ": free-rect: " << px(free.lo.x) << " " << px(free.lo.y) << " "
               << px(free.width()) << " " << px(free.height()) << "\n";
    }
    void runAction(const cmd::PictureExtent&) {
        const ui::LayoutRect& drawn = session_.editor().state().view.pictureExtent;
        notes_ << script_.file.string() << ":" << line_ << ": picture-extent: ";
        if (drawn.empty()) notes_ << "none\n";
        else
            notes_ << std::lround(drawn.lo.x) << " " << std::lround(drawn.lo.y) << " " << std::lround(drawn.hi.x) << " "
                   << std::lround(drawn.hi.y) << "\n";
    }
    void runAction(const cmd::UiScale&) {} // applied when the window opened (scriptUiScale)
    void runAction(const cmd::ViewPreset& preset) {
        ui::setViewPreset(session_.editor().state(), *ui::parseViewPreset(preset.name));
        frame();
    }
    void runAction(const cmd::Orbit& orbit) {
        ui::orbitView3d(session_.editor().state(), orbit.yawDegrees, orbit.pitchDegrees);
        frame();
    }
    void runAction(const cmd::Projection& projection) {
        ui::setOrthographic(session_.editor().state(), projection.orthographic);
        frame();
    }
    void runAction(const cmd::Hold& hold) {
        input_.keyDown(hold.chord);
        frame();
    }
    void runAction(const cmd::Release& release) {
        input_.keyUp(release.chord);
        frame();
    }
    void runAction(const cmd::Save& save) {
        std::error_code folderError; // like screenshot: a script may save into a new folder
        if (save.file.has_parent_path()) std::filesystem::create_directories(save.file.parent_path(), folderError);
        std::string error;
        if (!session_.editor().saveAs(save.file, &error)) fail("save failed: " + error);
        frame();
    }
    void runAction(const cmd::Screenshot& screenshot) {
        session_.pumpEvents();
        Image image;
        session_.drawFrame(&image);
        std::string error;
        if (!writePng(image, screenshot.file, &error)) fail("screenshot failed: " + error);
    }
    void runAction(const cmd::AdvanceClock& advance) {
        session_.advanceClock(advance.seconds);
        frame();
    }
    void runAction(const cmd::ExpectTitle& expect) {
        frame();
        const std::string title = session_.platform().title();
        if (title != expect.title)
            fail("the window title is " + quoteForMessage(title) + ", not " + quoteForMessage(expect.title));
    }
    void runAction(const cmd::Quit&) {
        session_.editor().requestQuit();
        frame();
    }
    void runAction(const cmd::DumpExplanation& dump) {
        frame();
        std::error_code folderError; // like screenshot: missing folders are made
        if (dump.file.has_parent_path()) std::filesystem::create_directories(dump.file.parent_path(), folderError);
        std::ofstream out(dump.file, std::ios::binary);
        const ui::EditorState& state = session_.editor().state();
        out << ui::explanationPanelText(state.teaching.stepMode, ui::stepSource(state)) << "\n";
        if (!out.flush()) fail("dump-explanation could not write " + dump.file.string());
    }

    void runAction(const cmd::CopyFile& copy) {
        std::string contents;
        try {
            contents = sat::readInputFile(copy.from);
            sat::writeFileAtomically(copy.to, contents);
        } catch (const std::exception& error) {
            fail(std::string("copy-file failed: ") + error.what());
        }
        frame();
    }
    void runAction(const cmd::DumpFindings& dump) {
        frame();
        std::error_code folderError; // like screenshot: missing folders are made
        if (dump.file.has_parent_path()) std::filesystem::create_directories(dump.file.parent_path(), folderError);
        std::ofstream out(dump.file, std::ios::binary);
        out << ui::findingsPanelText(session_.editor().state());
        if (!out.flush()) fail("dump-findings could not write " + dump.file.string());
    }

    // The Snags panel: each command does what its click or field does, through the panel's request.
    void runAction(const cmd::SnagsPanel& panel) {
        session_.editor().state().snags.open = panel.open;
        frame();
    }
    void runAction(const cmd::SnagProbe& probe) {
        ui::SnagPanelState& snags = session_.editor().state().snags;
        snags.probeWidth = static_cast<float>(probe.width);
        snags.probeHeight = static_cast<float>(probe.height);
        snags.sink = static_cast<float>(probe.sink);
        frame();
    }
    void runAction(const cmd::InspectSnag& inspect) {
        frame(); // the map of the scene as it is now
        ui::EditorState& state = session_.editor().state();
        ui::refreshSnags(state.snags, state.document);
        const std::size_t count = state.snags.map ? state.snags.map->result.snags.size() : 0;
        if (static_cast<std::size_t>(inspect.index) >= count)
            fail("no snag " + std::to_string(inspect.index) + ": the Snags panel lists " + std::to_string(count));
        state.snags.request = ui::SnagPanelState::Request{
            ui::SnagPanelState::Request::Kind::Inspect, static_cast<std::size_t>(inspect.index), {}};
        frame();
    }
    void runAction(const cmd::MergeLayer& merge) {
        frame();
        ui::EditorState& state = session_.editor().state();
        const bool known = std::any_of(state.document.scene().shapes.begin(), state.document.scene().shapes.end(),
                                       [&](const sat::SceneShape& shape) { return shape.group == merge.group; });
        if (!known) fail("no layer " + quoteForMessage(merge.group) + " in the scene");
        state.snags.request = ui::SnagPanelState::Request{ui::SnagPanelState::Request::Kind::PreviewMerge, 0, merge.group};
        frame();
    }
    void runAction(const cmd::MergeApply&) {
        ui::EditorState& state = session_.editor().state();
        if (!state.snags.preview) fail("merge-apply: no merge preview (merge-layer LAYER first)");
        state.snags.request = ui::SnagPanelState::Request{ui::SnagPanelState::Request::Kind::ApplyMerge, 0, {}};
        frame();
    }
    void runAction(const cmd::DumpSnags& dump) {
        frame();
        std::error_code folderError; // like screenshot: missing folders are made
        if (dump.file.has_parent_path()) std::filesystem::create_directories(dump.file.parent_path(), folderError);
        std::ofstream out(dump.file, std::ios::binary);
        out << ui::snagPanelText(session_.editor().state());
        if (!out.flush()) fail("dump-snags could not write " + dump.file.string());
    }
    // ---- a recording's timeline
    ui::RecordingState& recording() {
        ui::RecordingState& recording = session_.editor().state().recording;
        if (!recording.active() || recording.timeline.empty()) fail("no recording is open");
        return recording;
    }
    void runAction(const cmd::Frame& frame) {
        ui::RecordingState& r = recording();
        if (static_cast<std::size_t>(frame.frame) >= r.timeline.frameCount())
            fail("frame " + std::to_string(frame.frame) + " is past the last frame, " +
                 std::to_string(r.timeline.frameCount() - 1));
        r.timeline.pause();
        ui::seekRecording(session_.editor().state(), static_cast<std::size_t>(frame.frame));
        this->frame();
    }
    void runAction(const cmd::Play&) {
        recording().timeline.play();
        frame();
    }
    void runAction(const cmd::Pause&) {
        recording().timeline.pause();
        frame();
    }
    void runAction(const cmd::Speed& speed) {
        recording().timeline.setSpeed(speed.speed);
        frame();
    }
    void runAction(const cmd::Loop& loop) {
        ui::Timeline& timeline = recording().timeline;
        if (loop.first < 0) timeline.clearLoop();
        else timeline.setLoop(static_cast<std::size_t>(loop.first), static_cast<std::size_t>(loop.last));
        frame();
    }
    void runAction(const cmd::WaitLive& wait) {
        if (!session_.live()) fail("wait-live needs --listen");
        const auto start = std::chrono::steady_clock::now();
        while (session_.live()->framesReceived() < static_cast<std::uint64_t>(wait.frames)) {
            const std::chrono::duration<double> waited = std::chrono::steady_clock::now() - start;
            if (waited.count() > wait.seconds)
                fail("wait-live: " + std::to_string(session_.live()->framesReceived()) + " of " + std::to_string(wait.frames) +
                     " live frames arrived in " + shortenForMessage(std::to_string(wait.seconds)) + " s");
            std::this_thread::sleep_for(std::chrono::milliseconds(5)); // the recorder's turn
            frame();
        }
        notes_ << script_.file.string() << ":" << line_ << ": wait-live: " << session_.live()->framesReceived()
               << " frames received\n";
        notes_.flush();
    }
    void runAction(const cmd::DumpTimeline& dump) {
        frame();
        std::error_code folderError; // like screenshot: missing folders are made
        if (dump.file.has_parent_path()) std::filesystem::create_directories(dump.file.parent_path(), folderError);
        std::ofstream out(dump.file, std::ios::binary);
        out << ui::timelineText(session_.editor().state());
        if (!out.flush()) fail("dump-timeline could not write " + dump.file.string());
    }

    const Script& script_;
    WindowSession& session_;
    std::ostream& notes_;
    const ScriptDeadline& deadline_;
    InputPusher input_;
    int line_ = 0;
};

} // namespace

int runScript(const Script& script, WindowSession& session, std::ostream& errors, double timeoutSeconds) {
    const ScriptDeadline deadline(timeoutSeconds);
    std::atomic<int> line{0};
    StuckScriptWatchdog watchdog(script, deadline, line);
    CommandRunner runner(script, session, errors, deadline);
    try {
        stopScriptIfAsked(deadline);
        session.drawFrame(); // the scene as opened, before the first command
        for (std::size_t i = 0; i < script.commands.size(); ++i) {
            line = script.commands[i].line;
            runner.run(script.commands[i]);
            stopScriptIfAsked(deadline);
            if (session.shouldClose()) {
                if (i + 1 < script.commands.size()) {
                    errors << script.file.string() << ":" << script.commands[i].line
                           << ": note: the app quit here; the script's remaining commands did not run\n";
                }
                break;
            }
        }
    } catch (const ScriptError& error) {
        errors << error.what() << "\n";
        return 2;
    } catch (const ScriptStop& stop) {
        watchdog.disarm();
        session.terminate(); // unsaved work to the recovery file, as for the window; before any message
        errors << script.file.string() << ":" << line.load() << ": " << stop.reason << "\n";
        return session.unsavedWorkLost() ? kExitUnsavedWorkLost : stop.status;
    }
    return 0;
}

} // namespace app
