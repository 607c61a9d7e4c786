// SPDX-License-Identifier: MIT
// The interactive window: runWindow() for `satlab [SCENE]` and `satlab --script`.
#include "app/window/window.hpp"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <system_error>

#include <SDL.h>
#include <imgui.h>

#include "app/image/figure_hooks.hpp"
#include "app/script/script.hpp"
#include "app/script/script_runner.hpp"
#include "app/window/assets.hpp"
#include "app/window/config.hpp"
#include "app/window/frame_benchmark.hpp"
#include "app/window/gl_renderer3d.hpp"
#include "app/window/platform.hpp"
#include "app/window/stop_signals.hpp"
#include "app/window/window_session.hpp"
#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/recording_actions.hpp"

namespace app {
namespace {

constexpr int kDefaultWidth = 1280;
constexpr int kDefaultHeight = 800;
/// Idle: sleep until an event, but wake this often (recovery timer, status messages that expire).
constexpr double kIdleWakeSeconds = 1.0;
constexpr double kCaretWakeSeconds = 0.1;
/// Frames drawn after each event, so hover and layout settle before idling.
constexpr int kSettleFrames = 3;
/// While busy without vsync (Xvfb), no more frames than this per second.
constexpr double kMaxFramesPerSecond = 120.0;

PlatformOptions platformOptions(const WindowOptions& options, const Preferences& preferences, const std::optional<Script>& script,
                                const ConfigPaths& paths) {
    PlatformOptions platform;
    const bool scripted = script.has_value() || options.benchmarkFrames.has_value();
    // Scripts start from the defaults, not from whatever the user last did.
    platform.width = scripted ? kDefaultWidth : preferences.windowWidth.value_or(kDefaultWidth);
    platform.height = scripted ? kDefaultHeight : preferences.windowHeight.value_or(kDefaultHeight);
    if (scripted && !script->commands.empty()) {
        if (const auto* first = std::get_if<cmd::Window>(&script->commands.front().action)) {
            platform.width = first->width; // open at the script's size rather than resize at once
            platform.height = first->height;
        }
    }
    if (options.width) platform.width = *options.width;
    if (options.height) platform.height = *options.height;
    platform.maximized = !scripted && preferences.windowMaximized && !options.width && !options.height;
    platform.vsync = !scripted;
    if (!scripted) platform.imguiIniFile = paths.imguiIni.string();
    return platform;
}

/// The command line's scene, else the welcome scene. False when a script's
/// scene does not load (the replay would be meaningless).
bool openFirstScene(ui::Editor& editor, const WindowOptions& options, bool scripted) {
    std::string error;
    if (options.scenePath) {
        if (editor.openFile(*options.scenePath, &error)) return true;
        std::cerr << "satlab: " << error << "\n";
        if (scripted) return false;
        editor.showMessage("Could not open the file", error);
    }
    const auto welcome = findAssetsFolder() / "scenes" / "welcome.json";
    if (!editor.openAsUntitled(welcome, &error)) {
        std::cerr << "satlab: no welcome scene: " << error << "\n";
        return true;
    }
    // A first look should already explain something: inspect the OBB-AABB pair.
    editor.select("A", "B");
    return true;
}

/// HiDPI: `uiScale` makes text and sizes bigger in window units (X11-style
/// displays, where window pixels are device pixels); `framebufferScale` > 1
/// means the system already scales window units (Retina-style): there the
/// font is rasterised at device pixels and drawn at 1/framebufferScale, so it
/// is crisp, while sizes stay in window units.
void setupFontsAndTheme(float uiScale, float framebufferScale) {
    ui::Editor::setupImGui(uiScale);
    if (framebufferScale <= 1.0f) return;
    const ImGuiStyle style = ImGui::GetStyle();
    ui::Editor::setupImGui(uiScale * framebufferScale); // for the fonts only
    ImGui::GetStyle() = style;
    ImGui::GetIO().FontGlobalScale = 1.0f / framebufferScale;
}

void offerRecoveryIfAny(ui::Editor& editor, const ConfigPaths& paths) {
    std::error_code error;
    if (!std::filesystem::exists(paths.recoveryFile, error)) return;
    std::cerr << "satlab: unsaved work from an earlier session is in " << paths.recoveryFile.string() << "\n";
    editor.offerRecovery(paths.recoveryFile);
}

void runInteractive(WindowSession& session) {
    int settleFrames = kSettleFrames;
    while (!session.shouldClose()) {
        const ImGuiIO& io = ImGui::GetIO();
        const bool busy = settleFrames > 0 || io.MouseDown[0] || io.MouseDown[1] || io.MouseDown[2] ||
                          session.editor().animating();
        // A text field's caret blinks: wake often enough to draw it, not every frame.
        const double wait = busy ? 0.0 : (io.WantTextInput ? kCaretWakeSeconds : kIdleWakeSeconds);
        const Uint64 frameStart = SDL_GetPerformanceCounter();
        if (session.pumpEvents(wait)) settleFrames = kSettleFrames;
        session.drawFrame();
        settleFrames = std::max(0, settleFrames - 1);
        const double spent = static_cast<double>(SDL_GetPerformanceCounter() - frameStart) /
                             static_cast<double>(SDL_GetPerformanceFrequency());
        const double budget = 1.0 / kMaxFramesPerSecond;
        if (spent < budget) SDL_Delay(static_cast<Uint32>((budget - spent) * 1000.0));
    }
}

} // namespace

int runWindow(const WindowOptions& options) {
    // A stop signal from here on ends the session between frames, unsaved work kept (stop_signals.hpp).
    deferStopSignals();
    std::optional<Script> script;
    if (options.scriptPath) {
        try {
            script = loadScript(*options.scriptPath);
        } catch (const ScriptError& error) {
            std::cerr << error.what() << "\n";
            return 2;
        }
    }
    const bool scripted = script.has_value() || options.benchmarkFrames.has_value(); // a benchmark runs like a script
    const ConfigPaths paths = configPathsFromEnvironment(options.configDir);
    const Preferences preferences = scripted ? Preferences{} : loadPreferences(paths.preferences);

    std::string error;
    auto platform = Platform::create(platformOptions(options, preferences, script, paths), &error);
    if (!platform) {
        std::cerr << "satlab: " << error << "\n";
        return 1;
    }
    // Scripts use their own scale (1 unless they say), whatever the display, so their pixel coordinates replay anywhere.
    const float uiScale = script ? scriptUiScale(*script)
                          : options.benchmarkFrames
                              ? 1.0f
                              : chooseUiScale(std::getenv("SATLAB_UI_SCALE"), preferences, platform->contentScale());
    setupFontsAndTheme(uiScale, platform->framebufferScale());

    ui::EditorConfig config;
    config.examplesFolder = findAssetsFolder() / "scenes";
    config.lessonsFolder = findAssetsFolder() / "lessons";
    GlRenderer3d renderer3d; // after the GL context, destroyed before it
    ui::Editor editor(config);
    installFigureHooks(editor); // PNG export and the screenshot folder (figure_hooks.hpp)
    editor.state().view3d.renderer = &renderer3d;
    if (!scripted && !preferences.editorJson.empty()) editor.loadPreferencesJson(preferences.editorJson);
    if (!openFirstScene(editor, options, scripted)) // a damaged scene or recording: bad input, as in `satlab check`
        return 2;
    if (!options.benchmarkFrames) offerRecoveryIfAny(editor, paths);

    WindowSession session(*platform, editor, paths, preferences, scripted, uiScale);
    if (options.benchmarkFrames) {
        const int status = runFrameBenchmark(session, *options.benchmarkFrames, std::cout);
        const int signal = pendingStopSignal(); // the benchmark stops early on one
        return signal != 0 ? exitStatusForSignal(signal) : status;
    }
    session.checkRecoveryWritable();
    if (options.listenPort) {
        std::string listenError;
        auto listener = LiveListener::open({*options.listenPort, options.listenAny, paths.recordings}, &listenError);
        if (!listener) {
            std::cerr << "satlab: " << listenError << "\n";
            return kExitCannotListen;
        }
        session.followLive(std::move(listener));
    }
    if (scripted) return runScript(*script, session, std::cerr, options.scriptTimeoutSeconds);
    runInteractive(session);
    const int signal = pendingStopSignal();
    if (signal != 0) {
        session.terminate(); // the work first: stderr may be a pipe whose reader the same signal ended
        std::cerr << "satlab: stopped by " << stopSignalName(signal) << "\n";
    }
    session.savePreferencesNow();
    session.saveLayoutNow();
    if (session.unsavedWorkLost()) return kExitUnsavedWorkLost;
    return signal != 0 ? exitStatusForSignal(signal) : 0;
}

} // namespace app
