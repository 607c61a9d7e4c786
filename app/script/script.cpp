// SPDX-License-Identifier: MIT
// Parser of the `satlab --script` command language (docs/scripting.md).
#include "app/script/script.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <functional>
#include <limits>
#include <sstream>

#include <SDL_keyboard.h>

#include "sat/input_file.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/model/timeline.hpp"

namespace app {
namespace {

using Args = std::vector<std::string>;

/// The first `limit` bytes of `text` or fewer: never half a UTF-8 character.
std::string_view utf8Prefix(std::string_view text, std::size_t limit) {
    if (text.size() <= limit) return text;
    std::size_t cut = limit;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut; // a continuation byte
    return text.substr(0, cut);
}

/// A message as ScriptError keeps it: what the runner and the editor say may repeat a long name.
std::string cutLongMessage(const std::string& message) {
    constexpr std::size_t kMaxMessageBytes = 1000;
    if (message.size() <= kMaxMessageBytes) return message;
    std::string cut(utf8Prefix(message, kMaxMessageBytes));
    cut += "\xE2\x80\xA6 (";
    cut += std::to_string(message.size());
    cut += " bytes)";
    return cut;
}

int parseInt(const std::string& token, const char* what, int min, int max) {
    int value = 0;
    const char* end = token.data() + token.size();
    const auto [ptr, ec] = std::from_chars(token.data(), end, value);
    if (ec != std::errc() || ptr != end) {
        throw std::invalid_argument(std::string(what) + " must be a whole number, got " + quoteForMessage(token));
    }
    if (value < min || value > max) {
        throw std::invalid_argument(std::string(what) + " must be in " + std::to_string(min) + ".." + std::to_string(max) +
                                    ", got " + shortenForMessage(token));
    }
    return value;
}

double parseSeconds(const std::string& token) {
    std::istringstream in(token);
    double value = 0.0;
    char rest = 0;
    if (!(in >> value) || (in >> rest) || !(value >= 0.0) || value > 1e6) {
        throw std::invalid_argument("SECONDS must be a number from 0 to 1000000, got " + quoteForMessage(token));
    }
    return value;
}

double parseUiScale(const std::string& token) {
    std::istringstream in(token);
    double value = 0.0;
    char rest = 0;
    if (!(in >> value) || (in >> rest) || !(value >= 0.5 && value <= 4.0)) {
        throw std::invalid_argument("S must be a number from 0.5 to 4, got " + quoteForMessage(token));
    }
    return value;
}

/// A timeline frame: any whole number a recording's frame count may reach in a script's reach.
constexpr int kMaxScriptFrame = std::numeric_limits<int>::max();

double parsePlaybackSpeed(const std::string& token) {
    std::istringstream in(token);
    double value = 0.0;
    char rest = 0;
    if (!(in >> value) || (in >> rest) || !(value >= ui::kMinPlaybackSpeed && value <= ui::kMaxPlaybackSpeed)) {
        throw std::invalid_argument("S must be a number from 0.0625 to 16, got " + quoteForMessage(token));
    }
    return value;
}

double parseDegrees(const std::string& token) {
    std::istringstream in(token);
    double value = 0.0;
    char rest = 0;
    if (!(in >> value) || (in >> rest) || !(std::abs(value) <= 3600.0)) {
        throw std::invalid_argument("DEGREES must be a number from -3600 to 3600, got " + quoteForMessage(token));
    }
    return value;
}

/// A Snags panel field: 0 (the core's default) or a positive number a float holds.
double parseSnagField(const std::string& token, const char* what) {
    std::istringstream in(token);
    double value = 0.0;
    char rest = 0;
    if (!(in >> value) || (in >> rest) || !(value >= 0.0 && value <= 1e30)) {
        throw std::invalid_argument(std::string(what) + " must be a number from 0 to 1e30, got " + quoteForMessage(token));
    }
    return value;
}

MouseButton parseButton(const std::string& token) {
    std::string name = token;
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (name == "left" || name == "1") return MouseButton::Left;
    if (name == "middle" || name == "2") return MouseButton::Middle;
    if (name == "right" || name == "3") return MouseButton::Right;
    throw std::invalid_argument("BUTTON must be left, middle or right, got " + quoteForMessage(token));
}

constexpr int kCoordinateLimit = 100000; // generous: events may point outside the window

int coordinate(const std::string& token, const char* what) { return parseInt(token, what, -kCoordinateLimit, kCoordinateLimit); }

struct CommandSpec {
    const char* name;
    std::size_t minArgs;
    std::size_t maxArgs;
    const char* usage;
    std::function<CommandAction(const Args&, const std::filesystem::path& base)> build;
};

std::filesystem::path resolve(const std::string& token, const std::filesystem::path& base) {
    if (token.empty()) throw std::invalid_argument("PATH must not be empty");
    const std::filesystem::path path(token);
    return path.is_absolute() ? path : base / path;
}

const std::vector<CommandSpec>& commandSpecs() {
    static const std::vector<CommandSpec> specs = {
        {"window", 2, 2, "window W H",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::Window{parseInt(a[0], "W", 1, kMaxWindowSide), parseInt(a[1], "H", 1, kMaxWindowSide)};
         }},
        {"open", 1, 1, "open PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::Open{resolve(a[0], base)}; }},
        {"drop", 1, 1, "drop PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::Drop{resolve(a[0], base)}; }},
        {"mouse-move", 2, 2, "mouse-move X Y",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::MouseMove{coordinate(a[0], "X"), coordinate(a[1], "Y")};
         }},
        {"mouse-down", 1, 1, "mouse-down BUTTON",
         [](const Args& a, const auto&) -> CommandAction { return cmd::MouseDown{parseButton(a[0])}; }},
        {"mouse-up", 1, 1, "mouse-up BUTTON",
         [](const Args& a, const auto&) -> CommandAction { return cmd::MouseUp{parseButton(a[0])}; }},
        {"drag", 4, 5, "drag X1 Y1 X2 Y2 [STEPS]",
         [](const Args& a, const auto&) -> CommandAction {
             const int steps = a.size() == 5 ? parseInt(a[4], "STEPS", 1, 10000) : kDefaultDragSteps;
             return cmd::Drag{coordinate(a[0], "X1"), coordinate(a[1], "Y1"), coordinate(a[2], "X2"), coordinate(a[3], "Y2"),
                              steps};
         }},
        {"wheel", 1, 1, "wheel DY",
         [](const Args& a, const auto&) -> CommandAction { return cmd::Wheel{parseInt(a[0], "DY", -100, 100)}; }},
        {"key", 1, 1, "key CHORD", [](const Args& a, const auto&) -> CommandAction { return cmd::Key{parseKeyChord(a[0])}; }},
        {"wait", 1, 1, "wait FRAMES",
         [](const Args& a, const auto&) -> CommandAction { return cmd::Wait{parseInt(a[0], "FRAMES", 1, 1000000)}; }},
        {"select", 1, 2, "select NAME [NAME]",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::Select{a[0], a.size() == 2 ? a[1] : std::string()};
         }},
        {"select-axis", 1, 1, "select-axis N",
         [](const Args& a, const auto&) -> CommandAction { return cmd::SelectAxis{parseInt(a[0], "N", -1, 14)}; }},
        {"face-axes-only", 1, 1, "face-axes-only on|off",
         [](const Args& a, const auto&) -> CommandAction {
             if (a[0] != "on" && a[0] != "off") throw std::invalid_argument("face-axes-only takes on or off");
             return cmd::FaceAxesOnly{a[0] == "on"};
         }},
        {"save", 1, 1, "save PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::Save{resolve(a[0], base)}; }},
        {"screenshot", 1, 1, "screenshot PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::Screenshot{resolve(a[0], base)}; }},
        {"advance-clock", 1, 1, "advance-clock SECONDS",
         [](const Args& a, const auto&) -> CommandAction { return cmd::AdvanceClock{parseSeconds(a[0])}; }},
        {"expect-title", 1, 1, "expect-title TEXT",
         [](const Args& a, const auto&) -> CommandAction { return cmd::ExpectTitle{a[0]}; }},
        {"quit", 0, 0, "quit", [](const Args&, const auto&) -> CommandAction { return cmd::Quit{}; }},
        {"dump-explanation", 1, 1, "dump-explanation PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::DumpExplanation{resolve(a[0], base)}; }},
        {"copy-file", 2, 2, "copy-file FROM TO",
         [](const Args& a, const auto& base) -> CommandAction {
             return cmd::CopyFile{resolve(a[0], base), resolve(a[1], base)};
         }},
        {"dump-findings", 1, 1, "dump-findings PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::DumpFindings{resolve(a[0], base)}; }},
        {"snags", 1, 1, "snags open|close",
         [](const Args& a, const auto&) -> CommandAction {
             if (a[0] != "open" && a[0] != "close") throw std::invalid_argument("snags takes open or close");
             return cmd::SnagsPanel{a[0] == "open"};
         }},
        {"snag-probe", 3, 3, "snag-probe W H SINK",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::SnagProbe{parseSnagField(a[0], "W"), parseSnagField(a[1], "H"), parseSnagField(a[2], "SINK")};
         }},
        {"snag", 1, 1, "snag N",
         [](const Args& a, const auto&) -> CommandAction { return cmd::InspectSnag{parseInt(a[0], "N", 0, 100000000)}; }},
        {"merge-layer", 1, 1, "merge-layer LAYER",
         [](const Args& a, const auto&) -> CommandAction { return cmd::MergeLayer{a[0]}; }},
        {"merge-apply", 0, 0, "merge-apply", [](const Args&, const auto&) -> CommandAction { return cmd::MergeApply{}; }},
        {"dump-snags", 1, 1, "dump-snags PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::DumpSnags{resolve(a[0], base)}; }},
        // A recording's timeline (docs/scripting.md, "Recordings").
        {"frame", 1, 1, "frame N",
         [](const Args& a, const auto&) -> CommandAction { return cmd::Frame{parseInt(a[0], "N", 0, kMaxScriptFrame)}; }},
        {"play", 0, 0, "play", [](const Args&, const auto&) -> CommandAction { return cmd::Play{}; }},
        {"pause", 0, 0, "pause", [](const Args&, const auto&) -> CommandAction { return cmd::Pause{}; }},
        {"speed", 1, 1, "speed S",
         [](const Args& a, const auto&) -> CommandAction { return cmd::Speed{parsePlaybackSpeed(a[0])}; }},
        {"loop", 1, 2, "loop FIRST LAST | loop off",
         [](const Args& a, const auto&) -> CommandAction {
             if (a.size() == 1) {
                 if (a[0] != "off") throw std::invalid_argument("loop takes FIRST LAST or off");
                 return cmd::Loop{-1, -1};
             }
             return cmd::Loop{parseInt(a[0], "FIRST", 0, kMaxScriptFrame), parseInt(a[1], "LAST", 0, kMaxScriptFrame)};
         }},
        {"wait-live", 2, 2, "wait-live FRAMES SECONDS",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::WaitLive{parseInt(a[0], "FRAMES", 0, kMaxScriptFrame), parseSeconds(a[1])};
         }},
        {"dump-timeline", 1, 1, "dump-timeline PATH",
         [](const Args& a, const auto& base) -> CommandAction { return cmd::DumpTimeline{resolve(a[0], base)}; }},
        // The 3D view: shape-relative pointer moves, the camera, held keys (docs/scripting.md).
        {"mouse-to", 1, 2, "mouse-to NAME [PART]",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::MouseTo{a[0], a.size() == 2 ? a[1] : std::string("centre")};
         }},
        {"drag-by", 2, 3, "drag-by DX DY [STEPS]",
         [](const Args& a, const auto&) -> CommandAction {
             const int steps = a.size() == 3 ? parseInt(a[2], "STEPS", 1, 10000) : kDefaultDragSteps;
             return cmd::DragBy{coordinate(a[0], "DX"), coordinate(a[1], "DY"), steps};
         }},
        {"drag-to", 1, 3, "drag-to NAME [PART] [STEPS]",
         [](const Args& a, const auto&) -> CommandAction {
             const int steps = a.size() == 3 ? parseInt(a[2], "STEPS", 1, 10000) : kDefaultDragSteps;
             return cmd::DragTo{a[0], a.size() >= 2 ? a[1] : std::string("centre"), steps};
         }},
        {"panel", 1, 1, "panel NAME", [](const Args& a, const auto&) -> CommandAction { return cmd::Panel{a[0]}; }},
        {"free-rect", 0, 0, "free-rect", [](const Args&, const auto&) -> CommandAction { return cmd::FreeRect{}; }},
        {"picture-extent", 0, 0, "picture-extent",
         [](const Args&, const auto&) -> CommandAction { return cmd::PictureExtent{}; }},
        {"ui-scale", 1, 1, "ui-scale S",
         [](const Args& a, const auto&) -> CommandAction { return cmd::UiScale{parseUiScale(a[0])}; }},
        {"pixel-of", 1, 2, "pixel-of NAME [PART]",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::PixelOf{a[0], a.size() == 2 ? a[1] : std::string("centre")};
         }},
        {"view-preset", 1, 1, "view-preset front|back|top|bottom|left|right|iso",
         [](const Args& a, const auto&) -> CommandAction {
             if (!ui::parseViewPreset(a[0]))
                 throw std::invalid_argument("unknown view " + quoteForMessage(a[0]) +
                                             " (front, back, top, bottom, left, right, iso)");
             return cmd::ViewPreset{a[0]};
         }},
        {"orbit", 2, 2, "orbit YAW_DEGREES PITCH_DEGREES",
         [](const Args& a, const auto&) -> CommandAction {
             return cmd::Orbit{parseDegrees(a[0]), parseDegrees(a[1])};
         }},
        {"projection", 1, 1, "projection perspective|orthographic",
         [](const Args& a, const auto&) -> CommandAction {
             if (a[0] != "perspective" && a[0] != "orthographic")
                 throw std::invalid_argument("projection must be perspective or orthographic, got " + quoteForMessage(a[0]));
             return cmd::Projection{a[0] == "orthographic"};
         }},
        {"hold", 1, 1, "hold CHORD", [](const Args& a, const auto&) -> CommandAction { return cmd::Hold{parseKeyChord(a[0])}; }},
        {"release", 1, 1, "release CHORD",
         [](const Args& a, const auto&) -> CommandAction { return cmd::Release{parseKeyChord(a[0])}; }},
    };
    return specs;
}

std::string lowercase(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

/// Our friendlier names for keys SDL spells differently.
std::string sdlKeyName(const std::string& name) {
    if (name == "enter") return "Return";
    if (name == "esc") return "Escape";
    if (name == "del") return "Delete";
    if (name == "ins") return "Insert";
    if (name == "pgup") return "PageUp";
    if (name == "pgdn") return "PageDown";
    return name;
}

} // namespace

ScriptError::ScriptError(const std::filesystem::path& file, int line, const std::string& message)
    : std::runtime_error(file.string() + ":" + std::to_string(line) + ": " + cutLongMessage(message)) {}

namespace {
/// `text` between `quote`s, cut as quoteForMessage says.
std::string echoForMessage(std::string_view text, std::string_view quote) {
    // Built by appending: g++ 12 -O3 warns falsely (-Wrestrict) on "literal" + std::string (PR 105651).
    std::string echo(quote);
    if (text.size() <= kMaxEchoedBytes) {
        echo += text;
        echo += quote;
        return echo;
    }
    echo += utf8Prefix(text, kMaxEchoedBytes);
    echo += "\xE2\x80\xA6";
    echo += quote;
    echo += " (";
    echo += std::to_string(text.size());
    echo += " bytes)";
    return echo;
}
} // namespace

std::string quoteForMessage(std::string_view text) { return echoForMessage(text, "'"); }

std::string shortenForMessage(std::string_view text) { return echoForMessage(text, ""); }

std::vector<std::string> splitScriptLine(std::string_view line) {
    std::vector<std::string> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        if (std::isspace(static_cast<unsigned char>(line[i]))) {
            ++i;
            continue;
        }
        if (line[i] == '#') break;
        std::string token;
        if (line[i] == '"') {
            ++i;
            bool closed = false;
            while (i < line.size()) {
                const char c = line[i++];
                if (c == '"') {
                    closed = true;
                    break;
                }
                if (c == '\\' && i < line.size()) {
                    token += line[i++];
                    continue;
                }
                token += c;
            }
            if (!closed) throw std::invalid_argument("unterminated quote");
        } else {
            while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) token += line[i++];
        }
        tokens.push_back(std::move(token));
    }
    return tokens;
}

KeyChord parseKeyChord(std::string_view chord) {
    KeyChord result;
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t plus = chord.find('+', start);
        parts.emplace_back(chord.substr(start, plus == std::string_view::npos ? std::string_view::npos : plus - start));
        if (plus == std::string_view::npos) break;
        start = plus + 1;
    }
    for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
        const std::string modifier = lowercase(parts[i]);
        if (modifier == "ctrl" || modifier == "control") result.ctrl = true;
        else if (modifier == "shift") result.shift = true;
        else if (modifier == "alt") result.alt = true;
        else if (modifier == "super" || modifier == "cmd" || modifier == "gui" || modifier == "win") result.super = true;
        else
            throw std::invalid_argument("unknown modifier " + quoteForMessage(parts[i]) + " in key chord " +
                                        quoteForMessage(chord));
    }
    // A modifier alone ("ctrl", for `hold ctrl`) is that modifier's left-hand key, held as a modifier.
    const std::string last = lowercase(parts.back());
    if (last == "ctrl" || last == "control") {
        result.ctrl = true;
        parts.back() = "Left Ctrl";
    } else if (last == "shift") {
        result.shift = true;
        parts.back() = "Left Shift";
    } else if (last == "alt") {
        result.alt = true;
        parts.back() = "Left Alt";
    }
    const std::string key = sdlKeyName(lowercase(parts.back()));
    if (key.empty()) throw std::invalid_argument("key chord " + quoteForMessage(chord) + " names no key");
    const SDL_Scancode scancode = SDL_GetScancodeFromName(key.c_str());
    if (scancode == SDL_SCANCODE_UNKNOWN) {
        throw std::invalid_argument("unknown key " + quoteForMessage(parts.back()) + " in key chord " + quoteForMessage(chord));
    }
    result.scancode = static_cast<int>(scancode);
    result.keyName = SDL_GetScancodeName(scancode);
    return result;
}

Script parseScript(std::string_view text, const std::filesystem::path& file, const std::filesystem::path& baseFolder) {
    Script script;
    script.file = file;
    std::istringstream in{std::string(text)};
    std::string line;
    int lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        try {
            const Args tokens = splitScriptLine(line);
            if (tokens.empty()) continue;
            const auto& specs = commandSpecs();
            const auto spec = std::find_if(specs.begin(), specs.end(), [&](const CommandSpec& s) { return tokens[0] == s.name; });
            if (spec == specs.end()) throw std::invalid_argument("unknown command " + quoteForMessage(tokens[0]));
            const Args args(tokens.begin() + 1, tokens.end());
            if (args.size() < spec->minArgs || args.size() > spec->maxArgs) {
                throw std::invalid_argument("wrong number of arguments; usage: " + std::string(spec->usage));
            }
            CommandAction action = spec->build(args, baseFolder);
            const auto drawsOrActs = [](const ScriptCommand& c) {
                return !std::holds_alternative<cmd::Window>(c.action) && !std::holds_alternative<cmd::UiScale>(c.action);
            };
            if (std::holds_alternative<cmd::UiScale>(action) &&
                std::any_of(script.commands.begin(), script.commands.end(), drawsOrActs))
                throw std::invalid_argument("ui-scale must come before every command but window: the fonts are made at "
                                            "its scale when the window opens");
            script.commands.push_back({lineNumber, line, std::move(action)});
        } catch (const std::invalid_argument& error) {
            throw ScriptError(file, lineNumber, error.what());
        }
    }
    return script;
}

float scriptUiScale(const Script& script) {
    for (const ScriptCommand& command : script.commands)
        if (const auto* scale = std::get_if<cmd::UiScale>(&command.action)) return static_cast<float>(scale->scale);
    return 1.0f;
}

Script loadScript(const std::filesystem::path& file) {
    std::error_code statusError;
    if (std::filesystem::is_directory(file, statusError)) throw ScriptError(file, 0, "is a folder, not a script");
    std::string text;
    try {
        text = sat::readInputFile(file, kMaxScriptBytes); // one open; /dev/zero or a runaway file stops at the limit
    } catch (const sat::InputFileError& error) {
        if (error.kind() == sat::InputFileError::Kind::TooLarge) {
            throw ScriptError(file, 0, "the script is larger than " + std::to_string(kMaxScriptBytes >> 20) + " MiB");
        }
        throw ScriptError(file, 0, "cannot read the script: " + error.reason());
    }
    const std::filesystem::path absolute = std::filesystem::absolute(file);
    return parseScript(text, file, absolute.parent_path());
}

} // namespace app
