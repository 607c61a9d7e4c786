// SPDX-License-Identifier: MIT
#pragma once
// Scripted sessions: the plain-text command language of `satlab --script`
// (docs/scripting.md). This file parses; script_runner.hpp replays.
//
// One command a line; `#` starts a comment; arguments are separated by blanks
// and may be "double quoted" (with \" and \\ inside) to hold blanks.

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace app {

/// A key with its modifiers, e.g. "shift+ctrl+z".
struct KeyChord {
    bool ctrl = false;
    bool shift = false;
    bool alt = false;
    bool super = false;
    int scancode = 0;    ///< SDL_Scancode of the key
    std::string keyName; ///< as SDL names it ("Z", "Delete", "Left")
};

/// Mouse buttons as SDL numbers them: left 1, middle 2, right 3.
enum class MouseButton { Left = 1, Middle = 2, Right = 3 };

namespace cmd {
struct Window {
    int width, height;
};
struct Open {
    std::filesystem::path file;
};
struct Drop {
    std::filesystem::path file;
};
struct MouseMove {
    int x, y;
};
struct MouseDown {
    MouseButton button;
};
struct MouseUp {
    MouseButton button;
};
struct Drag {
    int x1, y1, x2, y2, steps;
};
struct Wheel {
    int dy;
};
struct Key {
    KeyChord chord;
};
struct Wait {
    int frames;
};
struct Select {
    std::string nameA, nameB;
};
struct SelectAxis {
    int axis;
}; ///< 3D: click axis N of the inspected pair (-1: none)
struct FaceAxesOnly {
    bool on;
}; ///< 3D: the SAT panel's "Face axes only" toggle
struct Save {
    std::filesystem::path file;
};
struct Screenshot {
    std::filesystem::path file;
};
struct AdvanceClock {
    double seconds;
};
struct ExpectTitle {
    std::string title;
};
struct Quit {};
struct DumpExplanation {
    std::filesystem::path file;
};
struct Panel {
    std::string name;
};                       ///< writes a panel's place and the size its content asks for to stderr
struct FreeRect {};      ///< writes the viewport's free rectangle (the picture's room between the panels) to stderr
struct PictureExtent {}; ///< writes where the viewport drew the picture last frame to stderr
/// The UI scale the whole run draws at (text and sizes; 1 = 96 dpi). Only before
/// every command but `window`: the fonts are made at that scale when the window opens.
struct UiScale {
    double scale = 1.0;
};
struct CopyFile {
    std::filesystem::path from, to;
}; ///< replaces `to` with a copy of `from` (atomically), as an editor saving a file does
struct DumpFindings {
    std::filesystem::path file;
}; ///< writes the Findings panel's list and the inspected finding
// The Snags panel (docs/scripting.md, "The Snags panel"): what its clicks and fields do.
struct SnagsPanel {
    bool open;
}; ///< View > Snags panel
struct SnagProbe {
    double width, height, sink; ///< the panel's fields; 0: the core's default
};
struct InspectSnag {
    int index;
}; ///< a click on snag N of the list (0-based)
struct MergeLayer {
    std::string group;
};                    ///< a click on the layer's "Merge layer" button: the preview
struct MergeApply {}; ///< a click on the preview's Apply button
struct DumpSnags {
    std::filesystem::path file;
}; ///< writes what the Snags panel shows
// A recording's timeline (docs/scripting.md, "Recordings").
struct Frame {
    long long frame;
}; ///< shows timeline frame N (the timeline pauses)
struct Play {};
struct Pause {};
struct Speed {
    double speed;
}; ///< playback speed, 1: the recording's own pace
struct Loop {
    long long first, last;
}; ///< the loop range; `loop off` (first < 0) switches it off
struct DumpTimeline {
    std::filesystem::path file;
}; ///< writes the timeline's state and the event list
struct WaitLive {
    long long frames;
    double seconds;
}; ///< `--listen`: draws frames until that many live frames arrived, failing after SECONDS of real time
// The 3D view (docs/scripting.md, "3D scenes"); MouseTo and PixelOf work for 2D shape centres too.
struct MouseTo {
    std::string shape, part;
};
struct DragBy {
    int dx, dy, steps;
};
struct DragTo {
    std::string shape, part;
    int steps;
};
struct PixelOf {
    std::string shape, part;
};
struct ViewPreset {
    std::string name;
};
struct Orbit {
    double yawDegrees, pitchDegrees;
};
struct Projection {
    bool orthographic;
};
struct Hold {
    KeyChord chord;
};
struct Release {
    KeyChord chord;
};
} // namespace cmd

using CommandAction = std::variant<
    cmd::Window, cmd::Open, cmd::Drop, cmd::MouseMove, cmd::MouseDown, cmd::MouseUp, cmd::Drag, cmd::Wheel, cmd::Key, cmd::Wait,
    cmd::Select, cmd::Save, cmd::Screenshot, cmd::AdvanceClock, cmd::ExpectTitle, cmd::Quit, cmd::SelectAxis, cmd::FaceAxesOnly,
    cmd::MouseTo, cmd::DragBy, cmd::DragTo, cmd::PixelOf, cmd::ViewPreset, cmd::Orbit, cmd::Projection, cmd::Hold, cmd::Release,
    cmd::DumpExplanation, cmd::Panel, cmd::FreeRect, cmd::PictureExtent, cmd::UiScale, cmd::CopyFile, cmd::DumpFindings,
    cmd::SnagsPanel, cmd::SnagProbe, cmd::InspectSnag, cmd::MergeLayer, cmd::MergeApply, cmd::DumpSnags, cmd::Frame, cmd::Play,
    cmd::Pause, cmd::Speed, cmd::Loop, cmd::DumpTimeline, cmd::WaitLive>;

struct ScriptCommand {
    int line = 0;     ///< 1-based line in the script file
    std::string text; ///< the line as written, for messages
    CommandAction action;
};

struct Script {
    std::filesystem::path file;
    std::vector<ScriptCommand> commands;
};

/// The UI scale a script runs at: its `ui-scale` command's, else 1 (whatever
/// the display, so its pixel coordinates replay anywhere).
float scriptUiScale(const Script& script);

/// A script that cannot run; what() is "FILE:LINE: message".
class ScriptError : public std::runtime_error {
public:
    ScriptError(const std::filesystem::path& file, int line, const std::string& message);
};

/// How much of a token a message repeats: longer ones are cut (quoteForMessage).
inline constexpr std::size_t kMaxEchoedBytes = 200;
/// `text` in single quotes; one longer than kMaxEchoedBytes is cut to its
/// start (whole UTF-8 characters), "…" and its length: 'aaa…' (10000000 bytes).
std::string quoteForMessage(std::string_view text);
/// The same without the quotes (for numbers).
std::string shortenForMessage(std::string_view text);

inline constexpr int kDefaultDragSteps = 10;
inline constexpr int kMaxWindowSide = 8192;

/// Parses script text. Relative paths in commands are resolved against
/// `baseFolder` (the script's folder). Throws ScriptError at the first bad line.
Script parseScript(std::string_view text, const std::filesystem::path& file, const std::filesystem::path& baseFolder);
/// The largest script loadScript reads (a script is hand-written text).
inline constexpr std::size_t kMaxScriptBytes = std::size_t{64} << 20;
/// Reads and parses a file; a folder, an unreadable file or one larger than
/// kMaxScriptBytes is a ScriptError at line 0.
Script loadScript(const std::filesystem::path& file);

/// "ctrl+z", "shift+ctrl+z", "delete", "q", "left", "f1"... Modifier names:
/// ctrl, shift, alt, super (also cmd, gui, win). Throws std::invalid_argument.
KeyChord parseKeyChord(std::string_view chord);

/// Splits one line into arguments (quotes, escapes, `#` comments).
/// Throws std::invalid_argument on an unterminated quote.
std::vector<std::string> splitScriptLine(std::string_view line);

} // namespace app
