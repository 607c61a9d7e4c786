// SPDX-License-Identifier: MIT
// Parsing satlab's command line with CLI11 (the only file that includes it:
// it is slow to compile). Options are documented in docs/cli.md.

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <sstream>
#include <type_traits>

#include <CLI/CLI.hpp>

#include "app/cli/cli.hpp"
#include "sat/version.hpp"

namespace app {

namespace {
/// A limit as people write it: "16384", "0.5", "1e+06" (the shortest text
/// that reads back the same), never a double's 300 digits.
template <class T> std::string limitText(T value) {
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    return std::string(text, end);
}

/// The whole of `text` as a T, or nothing: no "nan", no "inf", nothing after
/// the number, nothing out of T's range.
template <class T> std::optional<T> wholeNumber(const std::string& text) {
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    if constexpr (std::is_floating_point_v<T>) {
        if (!std::isfinite(value)) return std::nullopt;
    }
    return value;
}

/// The check of every number option of every subcommand: the text is a
/// finite number of type T within [low, high] (above `low` when
/// `lowOpen`). The message names the range in short numbers and quotes at
/// most 40 characters of what was given; CLI11 puts the option's name first.
template <class T> CLI::Validator numberIn(T low, T high, bool lowOpen = false) {
    std::string range;
    const bool unbounded = high == std::numeric_limits<T>::max();
    if constexpr (std::is_floating_point_v<T>) {
        range = unbounded ? std::string("a finite number ") + (lowOpen ? "> " : ">= ") + limitText(low)
                          : "a number in " + std::string(lowOpen ? "(" : "[") + limitText(low) + ", " + limitText(high) + "]";
    } else {
        range = unbounded ? "an integer >= " + limitText(low) : "an integer from " + limitText(low) + " to " + limitText(high);
    }
    return CLI::Validator(
        [low, high, lowOpen, range](std::string& text) -> std::string {
            const std::optional<T> value = wholeNumber<T>(text);
            const bool inside = value && (lowOpen ? *value > low : *value >= low) && *value <= high;
            if (inside) return {};
            const std::string shown = text.size() > 40 ? text.substr(0, 40) + "..." : text;
            return "must be " + range + ", got '" + shown + "'";
        },
        range);
}

constexpr double kUnbounded = std::numeric_limits<double>::max();

struct Parsed {
    std::string windowScene, script, configDir;
    int width = 0, height = 0;
    std::string checkScene, precision = "double";
    std::vector<std::string> pair;
    CheckRequest check;
    double near = -1;
    double sink = -1;
    std::string probe;                  ///< `--probe` as given
    CLI::Option* probeOption = nullptr; ///< says whether --probe was given, also as an empty text
    std::string probeCollider;          ///< `--probe-collider NAME`; empty: not given
    ImportRequest import;
    RenderRequest render;
    GenerateRequest generate;
    int benchmarkFrames = 0;
    int listenPort = 7787; // sat::capture::kDefaultPort
    bool listenAny = false;
    CLI::Option* listen = nullptr; // given (with or without a port) when its count() > 0
    double scriptTimeout = kDefaultScriptTimeoutSeconds;
    RecordRequest record;
    ExportFrameRequest exportFrame;
    std::uint64_t renderFrame = 0; ///< `render --frame`
    std::size_t renderSnag = 0;    ///< `render --snag`
};

void addWindowOptions(CLI::App& cli, Parsed& parsed) {
    cli.add_option("scene", parsed.windowScene, "Scene file to open (default: the bundled welcome scene)");
    CLI::Option* script = cli.add_option("--script", parsed.script,
                                         "Replay a script against the window, then exit (docs/scripting.md)");
    cli.add_option("--script-timeout", parsed.scriptTimeout,
                   "Stop a script still running after SECONDS of real time (default 600; 0: no limit)")
        ->check(numberIn(0.0, 1e6))
        ->needs(script);
    cli.add_option("--width", parsed.width, "Window width in pixels")->check(numberIn(64, 16384));
    cli.add_option("--height", parsed.height, "Window height in pixels")->check(numberIn(64, 16384));
    cli.add_option("--config-dir", parsed.configDir, "Config folder (default: $XDG_CONFIG_HOME/satlab)");
    cli.add_option("--benchmark-frames", parsed.benchmarkFrames, "Draw N frames with the overlays, print frame times, exit")
        ->check(numberIn(1, 1000000));
    parsed.listen = cli.add_option(
                           "--listen", parsed.listenPort,
                           "Follow a live recorder on 127.0.0.1:PORT (default 7787; 0: any free port) (docs/recording.md)")
                        ->expected(0, 1)
                        ->check(numberIn(0, 65535));
    cli.add_flag("--listen-any", parsed.listenAny, "With --listen: accept recorders on every interface, not 127.0.0.1 alone")
        ->needs(parsed.listen);
}

CLI::App* addCheckCommand(CLI::App& cli, Parsed& parsed) {
    CLI::App* check = cli.add_subcommand("check", "Test a scene's pairs and print the result, without a window");
    check->add_option("scene", parsed.checkScene, "Scene file (.json)")->required();
    check->add_flag("--json", parsed.check.json, "Print JSON instead of a table");
    check->add_option("--pair", parsed.pair, "Report only the pair A B, always with its axes")->expected(2);
    check->add_flag("--axes", parsed.check.options.axes, "List every axis of the reported pairs");
    check
        ->add_option("--tolerance", parsed.check.options.tolerance,
                     "Touching when the best separation is within T (>= 0; default 0: exact)")
        ->check(numberIn(0.0, kUnbounded));
    check->add_option("--precision", parsed.precision, "float or double (default double)")
        ->check(CLI::IsMember({"float", "double"}));
    check->add_flag("--fail-on-overlap", parsed.check.failOnOverlap, "Exit 1 when a pair overlaps or touches");
    check->add_option("--near", parsed.near, "Also list separated pairs closer than D as near misses (seams)")
        ->check(numberIn(0.0, kUnbounded));
    check->add_flag("--stats", parsed.check.stats, "Print time per phase and peak memory to stderr");
    check->add_flag("--all", parsed.check.options.listIntended,
                    "Also list and count the findings marked intended (SCENE.satlab-intended.json)");
    check->add_flag("--events", parsed.check.events, "Recordings: also list the events (verdict changes, axis switches, ...)");
    check->add_option("--frames", parsed.check.frames, "Recordings: check frames FIRST:LAST only (either may be left out)");
    check->add_option("--depth-jump", parsed.check.depthJump, "Recordings: a depth change above D is an event (default 0.05)")
        ->check(numberIn(0.0, kUnbounded));
    check->add_flag("--snags", parsed.check.snags, "List the seams a box sliding on the surfaces catches on (docs/snags.md)");
    parsed.probeOption = check->add_option("--probe", parsed.probe,
                                           "With --snags: the sliding box, W,H (default: half the tile size)");
    check
        ->add_option("--probe-collider", parsed.probeCollider,
                     "With --snags: a 2D shape of the scene (by name) as the probe instead of a box; it is not slid on")
        ->excludes(parsed.probeOption);
    check->add_option("--sink", parsed.sink, "With --snags: how far the box sinks into the surface (default 1e-3 x tile)")
        ->check(numberIn(0.0, 1e9, true));
    check->add_flag("--fail-on-snag", parsed.check.failOnSnag, "With --snags: exit 1 when a seam snags");
    return check;
}

CLI::App* addImportCommand(CLI::App& cli, Parsed& parsed) {
    CLI::App* import = cli.add_subcommand("import", "Convert a Tiled map (.tmx, .tmj, .json) into a scene file");
    import->add_option("map", parsed.import.map, "Tiled map")->required();
    import->add_option("-o,--output", parsed.import.output, "Scene file to write")->required();
    import->add_option("--scale", parsed.import.options.scale, "World units per map pixel (default 1)")
        ->check(numberIn(0.0, 1e6, true));
    import->add_flag("--include-hidden", parsed.import.options.includeHidden, "Also import hidden layers and objects");
    import->add_flag("--force", parsed.import.force, "Overwrite an existing output that is not a SATlab scene");
    import->add_flag("--merge", parsed.import.merge, "Merge each layer's touching colliders into pieces that do not snag");
    return import;
}

CLI::App* addGenerateCommand(CLI::App& cli, Parsed& parsed) {
    CLI::App* generate = cli.add_subcommand("generate", "Write a level-like scene of N shapes (for tests and benchmarks)");
    GenerateRequest& request = parsed.generate;
    generate->add_option("-o,--output", request.output, "Scene file to write")->required();
    generate->add_option("--count", request.options.count, "Number of shapes")
        ->required()
        ->check(numberIn<std::size_t>(0, sat::kMaxGeneratedShapes));
    generate->add_option("--dim", request.options.dimension, "2 or 3 (default 2)")->check(numberIn(2, 3));
    generate->add_option("--seed", request.options.seed, "Random seed (default 1): same seed, same file")
        ->check(numberIn<std::uint64_t>(0, std::numeric_limits<std::uint64_t>::max()));
    generate
        ->add_option("--overlap-fraction", request.options.overlapFraction,
                     "Share of shapes placed overlapping the previous one (default 0.1)")
        ->check(numberIn(0.0, 1.0));
    return generate;
}

CLI::App* addRenderCommand(CLI::App& cli, Parsed& parsed) {
    CLI::App* render = cli.add_subcommand("render", "Draw a scene as a PNG or SVG figure, without a display (docs/figures.md)");
    RenderRequest& r = parsed.render;
    render->add_option("scene", r.scene, "Scene file (.json) or Tiled map (.tmx, .tmj)")->required();
    render->add_option("-o,--output", r.output, "Image to write: .png or .svg")->required();
    render->add_option("--size", r.size, "Figure size WxH in pixels (default 1280x800)");
    render->add_option("--scale", r.scale, "Output pixels per figure pixel: the same figure, sharper (default 1)")
        ->check(numberIn(0.0, kUnbounded, true));
    render->add_option("--supersample", r.supersample, "PNG: draw N times bigger, then average (1-4, default 2)")
        ->check(numberIn(1, 4));
    render->add_option("--pair", r.pair, "Explain the pair A B (default: shapes A and B, else the first shape)")->expected(2);
    render->add_option("--overlays", r.overlays, "Comma list: grid,labels,overlaps,axes,intervals,mtv,contacts, all or none");
    render->add_option("--theme", r.theme, "light (default) or dark")->check(CLI::IsMember({"light", "dark"}));
    render->add_flag("--transparent", r.transparent, "No background (PNG alpha, SVG without a background)");
    render->add_flag("--legend", r.legend, "What the colours mean, above the picture");
    render->add_flag("--caption", r.caption, "The verdict and the deciding axis with its numbers, below the picture");
    render->add_flag("--scene-view", r.sceneView, "Keep the scene's own view instead of framing the shapes");
    render->add_option("--view", r.view, "Show exactly the world rectangle X0,Y0,X1,Y1 (a map's W x H px: 0,-H,W,0)");
    render->add_flag("--with-ui", r.withUi, "The whole window with its panels, as the app shows it (PNG)");
    render->add_flag("--snags", r.snags, "Mark the seams a sliding box catches on, as the Snags panel does (docs/snags.md)");
    render->add_option("--snag", parsed.renderSnag, "With --snags: the probe at snag N of the list (from 0), its pair explained")
        ->check(numberIn<std::size_t>(0, std::numeric_limits<std::size_t>::max()))
        ->each([&r](const std::string&) { r.snag = std::size_t{0}; }); // given: the value follows below
    render->add_option("--frame", parsed.renderFrame, "The frame of a recording (.satrec) to draw")
        ->check(numberIn<std::uint64_t>(0, std::numeric_limits<std::uint64_t>::max()))
        ->each([&r](const std::string&) { r.frame = std::uint64_t{0}; }); // given: the value follows below
    return render;
}

CLI::App* addRecordCommand(CLI::App& cli, RecordRequest& request) {
    CLI::App* record = cli.add_subcommand("record", "Make a recording (.satrec) of scene files: frame i is file i");
    record->add_option("scenes", request.scenes, "Scene files, one per frame")->required();
    record->add_option("-o,--output", request.output, "Recording to write (.satrec)")->required();
    record->add_option("--fps", request.fps, "Frames per second: frame i is at i / FPS seconds (default 60)")
        ->check(numberIn(0.0, 1e9, true));
    return record;
}

CLI::App* addExportFrameCommand(CLI::App& cli, ExportFrameRequest& request) {
    CLI::App* exportFrame = cli.add_subcommand("export-frame", "Write one frame of a recording as a scene file");
    exportFrame->add_option("recording", request.recording, "Recording (.satrec)")->required();
    exportFrame->add_option("--frame", request.frame, "The frame, from 0")
        ->required()
        ->check(numberIn<std::uint64_t>(0, std::numeric_limits<std::uint64_t>::max()));
    exportFrame->add_option("-o,--output", request.output, "Scene file to write")->required();
    exportFrame->add_flag("--force", request.force, "Overwrite an existing output that is not a SATlab scene");
    return exportFrame;
}

WindowOptions windowOptions(const Parsed& parsed) {
    WindowOptions options;
    if (!parsed.windowScene.empty()) options.scenePath = parsed.windowScene;
    if (!parsed.script.empty()) options.scriptPath = parsed.script;
    if (parsed.width > 0) options.width = parsed.width;
    if (parsed.height > 0) options.height = parsed.height;
    if (!parsed.configDir.empty()) options.configDir = parsed.configDir;
    if (parsed.benchmarkFrames > 0) options.benchmarkFrames = parsed.benchmarkFrames;
    options.scriptTimeoutSeconds = parsed.scriptTimeout;
    if (parsed.listen->count() > 0) options.listenPort = static_cast<std::uint16_t>(parsed.listenPort);
    options.listenAny = parsed.listenAny;
    return options;
}

CheckRequest checkRequest(Parsed& parsed) {
    CheckRequest request = parsed.check;
    request.scene = parsed.checkScene;
    if (parsed.pair.size() == 2) request.options.pair = std::pair{parsed.pair[0], parsed.pair[1]};
    if (parsed.near >= 0) request.options.near = parsed.near;
    if (parsed.sink > 0) request.sink = parsed.sink;
    if (parsed.probeOption && parsed.probeOption->count() > 0) request.probe = parsed.probe;
    if (!parsed.probeCollider.empty()) request.probeCollider = parsed.probeCollider;
    // The snag options each ask for the snag list.
    request.snags = request.snags || request.probe || request.probeCollider || request.sink || request.failOnSnag;
    request.options.precision = parsed.precision == "float" ? sat::Precision::Float : sat::Precision::Double;
    return request;
}
} // namespace

Command parseCommandLine(int argc, const char* const* argv) {
    CLI::App cli("SATlab: see and debug the separating axis test.", "satlab");
    cli.set_version_flag("--version", std::string("satlab ") + sat::kVersion);
    cli.require_subcommand(0, 1);
    Parsed parsed;
    addWindowOptions(cli, parsed);
    CLI::App* check = addCheckCommand(cli, parsed);
    CLI::App* import = addImportCommand(cli, parsed);
    CLI::App* render = addRenderCommand(cli, parsed);
    CLI::App* generate = addGenerateCommand(cli, parsed);
    CLI::App* record = addRecordCommand(cli, parsed.record);
    CLI::App* exportFrame = addExportFrameCommand(cli, parsed.exportFrame);
    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        std::ostringstream out, err;
        if (cli.exit(error, out, err) == 0) return CliExit{0, out.str(), ""};
        return CliExit{2, "", "satlab: " + std::string(error.what()) + "\nRun `satlab --help` for usage.\n"};
    }
    if (check->parsed()) return checkRequest(parsed);
    if (import->parsed()) return parsed.import;
    if (render->parsed()) {
        if (parsed.render.frame) parsed.render.frame = parsed.renderFrame;
        if (parsed.render.snag) parsed.render.snag = parsed.renderSnag;
        return parsed.render;
    }
    if (generate->parsed()) return parsed.generate;
    if (record->parsed()) return parsed.record;
    if (exportFrame->parsed()) return parsed.exportFrame;
    return windowOptions(parsed);
}

} // namespace app
