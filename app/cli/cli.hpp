// SPDX-License-Identifier: MIT
#pragma once
// satlab's command line (docs/cli.md): what the user asked for, parsed into a
// plain value. The parsing itself (CLI11) lives in cli.cpp alone, because
// CLI11 is slow to compile; main.cpp dispatches on the result.

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <variant>

#include "app/cli/recording_commands.hpp"
#include "app/cli/render_command.hpp"
#include "app/window/window.hpp"
#include "sat/check.hpp"
#include "sat/generate.hpp"
#include "sat/tiled.hpp"

namespace app {

/// Exit code of every subcommand when memory runs out (docs/cli.md): never
/// 2, which means bad input.
inline constexpr int kExitOutOfMemory = 3;

/// `satlab check SCENE [--json] [--pair A B] [--axes] [--tolerance T]
///  [--precision float|double] [--fail-on-overlap]`
struct CheckRequest {
    std::filesystem::path scene;
    sat::CheckOptions options;
    bool json = false;
    bool failOnOverlap = false;
    bool stats = false; ///< `--stats`: time per phase and peak memory on stderr
    // A recording's options (docs/recording.md): its events, a range of frames, the depth jump.
    bool events = false;
    std::string frames;      ///< `--frames FIRST:LAST`; empty: all
    double depthJump = 0.05; ///< `--depth-jump D`
    /// `--snags` (or any of the options below): list the seams a sliding box catches on (docs/snags.md)
    bool snags = false;
    std::optional<std::string> probe;         ///< `--probe W,H` as given (checked by runSnagCheck); none: half a tile
    std::optional<std::string> probeCollider; ///< `--probe-collider NAME`: that 2D shape of the scene is the probe
    std::optional<double> sink;               ///< `--sink D`; none: 1e-3 x the tile size
    bool failOnSnag = false;                  ///< `--fail-on-snag`: exit 1 when a seam snags
};

/// Nothing to run: help, version, or a usage error. Print and exit.
struct CliExit {
    int code = 0;    ///< 0 for --help / --version, 2 for a usage error
    std::string out; ///< for stdout
    std::string err; ///< for stderr
};

/// `satlab import MAP -o SCENE.json [--scale S] [--include-hidden] [--force]`:
/// a Tiled map converted into a scene file (docs/tiled-import.md).
struct ImportRequest {
    std::filesystem::path map;
    std::filesystem::path output;
    sat::TiledImportOptions options;
    bool force = false; ///< overwrite an existing output that is not a SATlab scene (never the map itself)
    bool merge = false; ///< `--merge`: join each layer's touching colliders into pieces that do not snag (docs/snags.md)
};

/// `satlab generate -o OUT.json --count N [--dim 2|3] [--seed S] [--overlap-fraction F]`:
/// a level-like scene of N shapes (sat/generate.hpp, docs/cli.md).
struct GenerateRequest {
    std::filesystem::path output;
    sat::GenerateOptions options;
};

/// `satlab [SCENE] [--script FILE] ...` opens the window (WindowOptions).
using Command = std::variant<CheckRequest, WindowOptions, CliExit, ImportRequest, GenerateRequest, RenderRequest, RecordRequest,
                             ExportFrameRequest>;

Command parseCommandLine(int argc, const char* const* argv);

/// Runs `satlab check`: loads, checks, prints the table or JSON to `out`,
/// messages to `err`. Returns the exit code: 0 done, 1 overlaps found with
/// --fail-on-overlap, 2 bad input.
int runCheckCommand(const CheckRequest& request, std::ostream& out, std::ostream& err);

/// Runs `satlab check --snags`: loads, finds the snags, prints the table or
/// JSON. Returns 0, 1 with --fail-on-snag when a seam snags, 2 for bad input
/// (a scene that does not load, a bad --probe or --sink).
int runSnagCheck(const CheckRequest& request, std::ostream& out, std::ostream& err);

/// Runs `satlab import`: imports, saves atomically, lists skipped objects
/// and warnings on `err`. Returns 0, or 2 for bad input or an output it
/// will not write: the map itself, or (without `force`) an existing file
/// that is not a SATlab scene (message on `err`).
int runImportCommand(const ImportRequest& request, std::ostream& out, std::ostream& err);

/// Runs `satlab generate`: writes the scene atomically. Returns 0, or 2
/// for bad options or a failed write (message on `err`).
int runGenerateCommand(const GenerateRequest& request, std::ostream& out, std::ostream& err);

/// Opens the window. See launch_window.cpp.
int launchWindow(const WindowOptions& options);

} // namespace app
