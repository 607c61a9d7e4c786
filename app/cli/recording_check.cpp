// SPDX-License-Identifier: MIT
// `satlab check REC.satrec`: every frame's touching and overlapping pairs
// and, with --events, what changed from frame to frame (sat::capture's
// EventDetector), as a table or JSON (docs/recording.md, "Checking").
#include <charconv>
#include <map>
#include <ostream>

#include "app/cli/cli.hpp"
#include "sat/capture/events.hpp"
#include "sat/recording_scene.hpp"

namespace app {
namespace {

/// Bad input for the recording check: the message, already naming the file.
struct RecordingCheckError {
    std::string message;
};

std::string checkNumber(double value) {
    if (value == 0) value = 0; // -0 prints as 0
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    return std::string(text, end);
}

std::string jsonString(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned char>(c));
            out += escaped;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

/// `--frames FIRST:LAST` (either may be left out, or one number N for N:N) within [0, count).
std::pair<std::size_t, std::size_t> frameRange(const std::string& text, std::size_t count, const std::string& file) {
    if (count == 0) throw RecordingCheckError{file + ": the recording has no whole frame"};
    if (text.empty()) return {0, count - 1};
    const std::size_t colon = text.find(':');
    const auto parse = [&](std::string_view part, std::size_t fallback) {
        if (part.empty()) return fallback;
        std::size_t value = 0;
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (ec != std::errc() || end != part.data() + part.size())
            throw RecordingCheckError{"--frames must be FIRST:LAST (frame numbers from 0), got '" + text + "'"};
        return value;
    };
    const std::string_view all(text);
    const std::size_t first = parse(all.substr(0, colon), 0);
    const std::size_t last = colon == std::string::npos ? first : parse(all.substr(colon + 1), count - 1);
    if (first > last || last >= count)
        throw RecordingCheckError{"--frames " + text + ": the recording has frames 0 to " + std::to_string(count - 1)};
    return {first, last};
}

/// The id `--pair` means in `frame`: a shape's scene name, its recorded name when unique, or its id.
std::uint64_t pairId(const std::string& given, const sat::capture::Frame& frame, const std::string& file) {
    for (const auto& shape : frame.shapes)
        if (sat::sceneShapeName(frame, shape.id) == given) return shape.id;
    std::uint64_t id = 0;
    const auto [end, ec] = std::from_chars(given.data(), given.data() + given.size(), id);
    if (ec == std::errc() && end == given.data() + given.size() && frame.find(id)) return id;
    throw RecordingCheckError{file + ": --pair: no shape named '" + given + "' (or with that id) in frame " +
                              std::to_string(frame.index)};
}

/// Names of a frame's shapes, as its scene has them (sat::sceneShapeName), looked up by id.
class FrameNames {
public:
    explicit FrameNames(const sat::capture::Frame& frame) {
        std::map<std::string, int> uses;
        for (const auto& shape : frame.shapes) ++uses[shape.name];
        for (const auto& shape : frame.shapes)
            names_[shape.id] = uses[shape.name] == 1 && !shape.name.empty() ? shape.name : sat::sceneShapeName(frame, shape.id);
    }
    const std::string& operator()(std::uint64_t id) const { return names_.at(id); }

private:
    std::map<std::uint64_t, std::string> names_;
};

std::string normalText(const glm::dvec3& n, bool threeD, bool json) {
    std::string text = json ? "[" : "(";
    text += checkNumber(n.x) + ", " + checkNumber(n.y);
    if (threeD) text += ", " + checkNumber(n.z);
    return text + (json ? "]" : ")");
}

/// Writes the frames as they are checked, then the events and the summary.
class RecordingWriter {
public:
    RecordingWriter(std::ostream& out, bool json, bool withEvents) : out_(out), json_(json), withEvents_(withEvents) {}

    void frame(const sat::capture::FrameVerdicts& verdicts, const FrameNames& names, bool threeD) {
        if (json_) {
            out_ << (anyFrame_ ? ",\n" : "\n") << "    {\"frame\": " << verdicts.frame
                 << ", \"time\": " << checkNumber(verdicts.time) << ", \"pairs\": [";
            for (std::size_t i = 0; i < verdicts.pairs.size(); ++i) {
                const auto& p = verdicts.pairs[i];
                out_ << (i ? ", " : "") << "{\"a\": " << jsonString(names(p.a)) << ", \"b\": " << jsonString(names(p.b))
                     << ", \"a_id\": " << p.a << ", \"b_id\": " << p.b << ", \"verdict\": \"" << sat::toString(p.verdict)
                     << "\", \"separation\": " << checkNumber(p.separation) << ", \"depth\": " << checkNumber(p.depth)
                     << ", \"normal\": " << normalText(p.normal, threeD, true) << ", \"axis\": " << jsonString(p.axis)
                     << ", \"engine_contact\": " << (p.engineContact ? "true" : "false") << "}";
            }
            out_ << "]}";
        } else {
            for (const auto& p : verdicts.pairs)
                out_ << verdicts.frame << "  " << checkNumber(verdicts.time) << "  " << names(p.a) << "  " << names(p.b) << "  "
                     << sat::toString(p.verdict) << "  " << checkNumber(p.separation) << "  " << checkNumber(p.depth) << "  "
                     << normalText(p.normal, threeD, false) << "  " << p.axis << (p.engineContact ? "  engine" : "") << '\n';
        }
        anyFrame_ = true;
    }

    void events(const std::vector<sat::capture::Event>& events, const std::vector<std::string>& aNames,
                const std::vector<std::string>& bNames) {
        if (!withEvents_) return;
        if (json_) {
            out_ << "\n  ],\n  \"events\": [";
            for (std::size_t i = 0; i < events.size(); ++i) {
                const auto& e = events[i];
                out_ << (i ? ",\n" : "\n") << "    {\"frame\": " << e.frame << ", \"time\": " << checkNumber(e.time)
                     << ", \"a\": " << jsonString(aNames[i]) << ", \"b\": " << jsonString(bNames[i]) << ", \"a_id\": " << e.a
                     << ", \"b_id\": " << e.b << ", \"type\": \"" << sat::capture::toString(e.type)
                     << "\", \"detail\": " << jsonString(e.detail) << "}";
            }
        } else {
            out_ << "\nevents\nframe  time  A  B  type  detail\n";
            for (std::size_t i = 0; i < events.size(); ++i) {
                const auto& e = events[i];
                out_ << e.frame << "  " << checkNumber(e.time) << "  " << aNames[i] << "  " << bNames[i] << "  "
                     << sat::capture::toString(e.type) << "  " << e.detail << '\n';
            }
        }
    }

    void begin(const std::string& file, std::size_t frames, std::size_t first, std::size_t last, double tolerance) {
        if (json_) {
            out_ << "{\n  \"recording\": " << jsonString(file) << ",\n  \"frame_count\": " << frames
                 << ",\n  \"tolerance\": " << checkNumber(tolerance) << ",\n  \"frames\": [";
        } else {
            out_ << file << ": " << frames << " frames; checking frames " << first << " to " << last << " (double, tolerance "
                 << checkNumber(tolerance) << ")\n\nframe  time  A  B  verdict  separation  depth  "
                 << "normal  axis\n";
        }
    }

    void end(std::size_t checked, std::size_t withContact, std::size_t eventCount) {
        if (json_) {
            if (!withEvents_) out_ << "\n  ]";
            else out_ << "\n  ]";
            out_ << ",\n  \"summary\": {\"frames_checked\": " << checked << ", \"frames_with_contact\": " << withContact;
            if (withEvents_) out_ << ", \"events\": " << eventCount;
            out_ << "}\n}\n";
        } else {
            out_ << '\n' << checked << " frames checked: " << withContact << " with touching or overlapping pairs";
            if (withEvents_) out_ << ", " << eventCount << " events";
            out_ << '\n';
        }
    }

private:
    std::ostream& out_;
    bool json_, withEvents_;
    bool anyFrame_ = false;
};

} // namespace

int runRecordingCheck(const CheckRequest& request, std::ostream& out, std::ostream& err) {
    const std::string file = request.scene.string();
    if (request.options.near || request.options.axes || request.options.listIntended || request.stats ||
        request.options.precision != sat::Precision::Double) {
        err << file << ": --near, --axes, --all, --stats and --precision are for scenes; a recording is checked in double\n";
        return 2;
    }
    int code = 0;
    const auto recording = openRecording(request.scene, err, code);
    if (!recording) return code;
    try {
        const auto [first, last] = frameRange(request.frames, recording->frameCount(), file);
        sat::capture::EventOptions options;
        options.tolerance = request.options.tolerance;
        options.depthJump = request.depthJump;
        if (request.options.pair) {
            const sat::capture::Frame start = recording->frame(first);
            options.pair = std::pair{pairId(request.options.pair->first, start, file),
                                     pairId(request.options.pair->second, start, file)};
        }
        sat::capture::EventDetector detector(options);
        RecordingWriter writer(out, request.json, request.events);
        std::vector<sat::capture::Event> events;
        std::vector<std::string> aNames, bNames; // each event's shape names, in its own frame
        std::size_t withContact = 0;
        bool anyOverlap = false;
        writer.begin(file, recording->frameCount(), first, last, options.tolerance);
        recording->frames(first, last, [&](const sat::capture::Frame& frame) {
            const std::size_t before = events.size();
            const sat::capture::FrameVerdicts verdicts = detector.feed(frame, events);
            const FrameNames names(frame);
            const bool threeD = !frame.shapes.empty() && sat::capture::is3d(frame.shapes.front().geometry);
            writer.frame(verdicts, names, threeD);
            for (std::size_t i = before; i < events.size(); ++i) {
                aNames.push_back(names(events[i].a));
                bNames.push_back(names(events[i].b));
            }
            bool contact = false;
            for (const auto& pair : verdicts.pairs) contact = contact || pair.verdict != sat::Verdict::Separated;
            withContact += contact ? 1 : 0;
            anyOverlap = anyOverlap || contact;
        });
        writer.events(events, aNames, bNames);
        writer.end(last - first + 1, withContact, events.size());
        return request.failOnOverlap && anyOverlap ? 1 : 0;
    } catch (const RecordingCheckError& error) {
        err << error.message << '\n';
        return 2;
    } catch (const sat::capture::RecordingError& problem) {
        err << problem.what() << '\n';
        return kExitDamagedRecording;
    }
}

} // namespace app
