// SPDX-License-Identifier: MIT
// One run of the window: events in, the editor's frame, title, recovery file, preferences out.
#include "app/window/window_session.hpp"

#include <iostream>

#include <SDL.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include "app/image/figure_hooks.hpp"
#include "app/window/stop_signals.hpp"
#include "sat/scene.hpp"
#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/recording_actions.hpp"

namespace app {

WindowSession::WindowSession(Platform& platform, ui::Editor& editor, ConfigPaths paths, Preferences preferences, bool scripted,
                             float uiScale)
    : platform_(platform), editor_(editor), paths_(std::move(paths)), preferences_(std::move(preferences)), scripted_(scripted),
      uiScale_(uiScale), recovery_(paths_.recoveryFile), startTicks_(SDL_GetPerformanceCounter()),
      savedPreferencesRevision_(editor.preferencesRevision()) {}

double WindowSession::now() const {
    if (scripted_) return static_cast<double>(frames_) * kScriptFrameSeconds + clockOffset_;
    const auto elapsed = SDL_GetPerformanceCounter() - startTicks_;
    return static_cast<double>(elapsed) / static_cast<double>(SDL_GetPerformanceFrequency());
}

bool WindowSession::pumpEvents(double waitSeconds) {
    keyPressedThisFrame_ = false;
    bool any = false;
    if (heldBack_) {
        const SDL_Event event = *heldBack_;
        heldBack_.reset();
        any = true;
        if (!takeOrHoldBack(event)) return true;
    }
    SDL_Event event;
    if (!any && waitSeconds > 0.0 && SDL_WaitEventTimeout(&event, static_cast<int>(waitSeconds * 1000.0)) == 1) {
        any = true;
        if (!takeOrHoldBack(event)) return true;
    }
    while (SDL_PollEvent(&event) == 1) {
        any = true;
        if (!takeOrHoldBack(event)) break;
    }
    return any;
}

bool WindowSession::takeOrHoldBack(const SDL_Event& event) {
    // ImGui 1.86 reads keys as "down this frame": a press and a release in the
    // same frame (fast typing, xdotool, a slow frame) would lose the press, or
    // its modifier (xdotool releases Ctrl before Q). After a press, releases
    // wait for the next frame; what follows stays in SDL's queue, in order.
    if (event.type == SDL_KEYUP && keyPressedThisFrame_) {
        heldBack_ = event;
        return false;
    }
    if (event.type == SDL_KEYDOWN) keyPressedThisFrame_ = true;
    handleEvent(event);
    return true;
}

void WindowSession::handleEvent(const SDL_Event& event) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_MOUSEWHEEL) {
        // The 1.86 backend adds only the sign of each wheel event (one notch); SDL gives the amount: a fast
        // wheel turn arrives as one event of several notches, a smooth-scrolling touchpad as fractions of one.
        ImGuiIO& io = ImGui::GetIO();
        const auto sign = [](Sint32 v) { return v > 0 ? 1.0f : (v < 0 ? -1.0f : 0.0f); };
        io.MouseWheel += event.wheel.preciseY - sign(event.wheel.y);
        io.MouseWheelH += event.wheel.preciseX - sign(event.wheel.x);
    }
    mouse_.process(event);
    if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) {
        // The backend takes modifiers from SDL_GetModState(), which is already the
        // state after every queued event; the event's own copy is right for this key.
        ImGuiIO& io = ImGui::GetIO();
        const Uint16 modifiers = event.key.keysym.mod;
        io.KeyCtrl = (modifiers & KMOD_CTRL) != 0;
        io.KeyShift = (modifiers & KMOD_SHIFT) != 0;
        io.KeyAlt = (modifiers & KMOD_ALT) != 0;
        io.KeySuper = (modifiers & KMOD_GUI) != 0;
    }
    switch (event.type) {
    case SDL_QUIT:
        // SDL sends this after the last window's close button (handled below),
        // and when the system asks every app to quit: then there is nobody to
        // ask, so unsaved work goes to the recovery file at once and the app
        // ends. (Stop signals do not come this way: stop_signals.hpp.)
        if (closeRequested_) {
            closeRequested_ = false;
        } else {
            terminate();
        }
        break;
    // Ctrl+Q is the editor's own shortcut (ui/editor/shortcuts.cpp, through ImGui's keys): it
    // calls the same requestQuit. Handling it here too would ask "Save changes?" twice.
    case SDL_DROPFILE:
        if (event.drop.file != nullptr) {
            editor_.requestOpen(std::filesystem::path(event.drop.file));
            SDL_free(event.drop.file);
        }
        break;
    case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_CLOSE) {
            closeRequested_ = true;
            editor_.requestQuit();
        }
        if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED && !platform_.maximized()) {
            // Remember the size the user chose, not the maximized one.
            preferences_.windowWidth = event.window.data1;
            preferences_.windowHeight = event.window.data2;
        }
        break;
    default: break;
    }
}

void WindowSession::followLive(std::unique_ptr<LiveListener> listener) {
    live_ = std::move(listener);
    const std::string where = "listening on " + live_->address();
    std::cerr << "satlab: " << where << "\n";
    ui::startLive(editor_.state(), where);
}

void WindowSession::pollLive() {
    if (!live_) return;
    ui::EditorState& state = editor_.state();
    LiveListener::Events events;
    events.frame = [&](const sat::capture::Frame& frame) { ui::receiveLiveFrame(state, frame); };
    events.message = [&](const std::string& message) {
        std::cerr << "satlab: " << message << "\n";
        ui::setLiveStatus(state, message);
        state.setStatus(message, 8.0);
    };
    events.saving = [&](const std::filesystem::path& file) { ui::liveConnected(state, file); };
    live_->poll(events);
}

void WindowSession::drawFrame(Image* capture) {
    pollLive();
    platform_.setTitle(editor_.windowTitle());
    ImGuiIO& io = ImGui::GetIO();
    platform_.newFrame([&] {
        mouse_.applyTo(io);
        if (scripted_) io.DeltaTime = static_cast<float>(kScriptFrameSeconds); // replays do not depend on speed
        ui::Editor::beforeNewFrame();                                          // Enter runs menu items (ui/editor/editor.hpp)
    });
    ui::FrameContext context;
    context.displayWidth = io.DisplaySize.x;
    context.displayHeight = io.DisplaySize.y;
    // The editor scales its sizes (handles, lanes, fonts) by this, in window units;
    // framebuffer scale (Retina-style HiDPI) is handled by ImGui's renderer.
    context.dpiScale = uiScale_;
    context.timeSeconds = now();
    editor_.drawFrame(context);
    platform_.render();
    saveRequestedScreenshot(platform_, editor_); // F12 (figure_hooks.hpp)
    if (capture != nullptr) *capture = platform_.readBackBuffer();
    platform_.present();
    ++frames_;
    afterFrame();
}

void WindowSession::afterFrame() {
    recovery_.update(now(), editor_.hasUnsavedChanges(), [this] { return editor_.recoveryText(); });
    if (!recovery_.lastError().empty()) noticeRecoveryOff(recovery_.lastError());
    if (editor_.quitConfirmed() && !quitHandled_) {
        quitHandled_ = true;
        recovery_.onQuitConfirmed();
    }
    if (scripted_) return;
    if (editor_.preferencesRevision() != savedPreferencesRevision_) savePreferencesNow();
    if (ImGui::GetIO().WantSaveIniSettings) saveLayoutNow(); // ImGui asks a few seconds after a panel moved
}

bool WindowSession::shouldClose() const { return terminated_ || pendingStopSignal() != 0 || editor_.quitConfirmed(); }

void WindowSession::terminate() {
    if (terminated_) return;
    terminated_ = true;
    if (!editor_.hasUnsavedChanges()) return;
    if (recovery_.writeNow(editor_.recoveryText())) {
        std::cerr << "satlab: the unsaved changes are in " << recovery_.file().string() << " (offered at the next start)\n";
        return;
    }
    unsavedWorkLost_ = true;
    std::cerr << "satlab: the unsaved changes are LOST: the recovery file could not be written (" << recovery_.lastError()
              << ")\n";
}

void WindowSession::checkRecoveryWritable() {
    if (auto problem = recovery_.checkWritable()) noticeRecoveryOff(*problem);
}

void WindowSession::noticeRecoveryOff(const std::string& reason) {
    if (recoveryOffNoticed_) return;
    recoveryOffNoticed_ = true;
    std::cerr << "satlab: recovery is off: " << reason << "\n"
              << "satlab: unsaved changes will not survive a crash, a closed terminal or a kill: save often\n";
    editor_.showMessage("Recovery is off",
                        "SATlab cannot write its recovery file:\n" + reason +
                            "\n\nUnsaved changes will not survive a crash, a closed terminal or a kill: save often.");
}

void WindowSession::saveLayoutNow() {
    if (scripted_) return;
    ImGui::GetIO().WantSaveIniSettings = false;
    if (!ensureFolder(paths_.configDir)) return;
    try {
        sat::writeFileAtomically(paths_.imguiIni, ImGui::SaveIniSettingsToMemory());
    } catch (const std::exception& error) {
        std::cerr << "satlab: cannot save the panel layout: " << error.what() << "\n";
    }
}

void WindowSession::savePreferencesNow() {
    if (scripted_) return;
    savedPreferencesRevision_ = editor_.preferencesRevision();
    preferences_.windowMaximized = platform_.maximized();
    if (!preferences_.windowMaximized) {
        const glm::ivec2 size = platform_.windowSize();
        preferences_.windowWidth = size.x;
        preferences_.windowHeight = size.y;
    }
    preferences_.editorJson = editor_.preferencesJson();
    savePreferences(paths_.preferences, preferences_);
}

} // namespace app
