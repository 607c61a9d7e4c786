// SPDX-License-Identifier: MIT
// parseScene / loadScene: JSON text -> validated Scene, or every problem.
//
// Two passes. The JSON parser's callback watches the raw structure (duplicate
// keys, which a DOM would silently collapse; nesting depth); then the DOM is
// read field by field, collecting every problem instead of stopping at the first.
//
// The shapes are read as they stream past: each element of the top-level
// "shapes" array is taken out of the DOM when its closing bracket is parsed
// and read there, so a 100,000-shape file never holds 100,000 JSON objects
// (docs/performance-broadphase.md). If that reading finds any problem, the
// whole text is parsed again as one document and read in the order above, so
// the messages and their order do not depend on the streaming.
//
// A big text on a machine of several cores is read apart instead
// (detail::parseSceneSplit): a scan of the brackets finds the shapes array's
// elements, threads parse and read them, then the rest as usual; with any
// problem that result is dropped and the reading above runs.

#include <atomic>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <system_error>
#include <thread>

#include "sat/detail/scene_readings.hpp"
#include "sat/input_file.hpp"
#include "scene_internal.hpp"

namespace sat {

using detail::Json;
using detail::ObjectReader;
using detail::Problems;

namespace {
constexpr int kMaxJsonDepth = 64;
/// No valid shape is written in fewer bytes: the shortest,
/// {"name":"a","kind":"poly2","points":[[0,0],[1,0],[0,1]]}, has 56.
constexpr std::size_t kShortestShapeBytes = 56;

struct TooDeep {};
/// A number beyond a double's range (1e400): nlohmann reports it through the
/// SAX parse_error with the position, then throws out_of_range without one.
struct NumberTooLarge {
    std::string path;    ///< JSON path of the number ("" at the top level)
    std::string token;   ///< the number as written
    std::size_t end = 0; ///< characters read up to its end
};

/// nlohmann's own DOM builder, watching the raw structure on the way: the
/// JSON path of every key, keys that appear twice in one object (a DOM would
/// keep one silently), the nesting depth. Json::parse with a callback could
/// watch too, but its end_object scans the whole parent array for discarded
/// values: quadratic in the number of shapes.
/// Receives shapes[i] of the top level, taken out of the DOM as soon as it is complete.
using ShapeSink = std::function<void(const Json& element, std::size_t index)>;

class WatchingDomBuilder : public nlohmann::detail::json_sax_dom_parser<Json> {
    using Base = nlohmann::detail::json_sax_dom_parser<Json>;

public:
    /// With a `sink`, the elements of the top-level "shapes" array go to it
    /// (and leave the DOM, whose array stays empty) as they are parsed.
    WatchingDomBuilder(Json& result, Problems& problems, ShapeSink sink = {})
        : Base(result, true), root_(result), problems_(problems), sink_(std::move(sink)) {}

    bool null() { return value() && Base::null() && handOver(); }
    bool boolean(bool v) { return value() && Base::boolean(v) && handOver(); }
    bool number_integer(Json::number_integer_t v) { return value() && Base::number_integer(v) && handOver(); }
    bool number_unsigned(Json::number_unsigned_t v) { return value() && Base::number_unsigned(v) && handOver(); }
    bool number_float(Json::number_float_t v, const Json::string_t& text) {
        return value() && Base::number_float(v, text) && handOver();
    }
    bool string(Json::string_t& v) { return value() && Base::string(v) && handOver(); }
    bool binary(Json::binary_t& v) { return value() && Base::binary(v) && handOver(); }
    bool start_object(std::size_t size) {
        enter(true);
        return Base::start_object(size);
    }
    bool start_array(std::size_t size) {
        enter(false);
        return Base::start_array(size);
    }
    bool end_object() {
        --depth_;
        return Base::end_object() && handOver();
    }
    bool end_array() {
        --depth_;
        return Base::end_array() && handOver();
    }
    bool key(Json::string_t& key) {
        checkDepth();
        onKey(key);
        return Base::key(key);
    }
    template <class Exception> bool parse_error(std::size_t position, const std::string& lastToken, const Exception& error) {
        if (error.id == 406) throw NumberTooLarge{valuePath(), lastToken, position}; // "number overflow parsing"
        return Base::parse_error(position, lastToken, error);
    }

private:
    /// One open object or array. Frames are reused as the parse goes in and
    /// out (depth_ of them are open), so their keys' storage is too.
    struct Frame {
        bool isObject = false;
        std::vector<std::string> keys;  // an object's keys so far: looked through while few
        std::set<std::string> manyKeys; // all of them once there are more than kFewKeys
        std::string key;
        std::size_t nextIndex = 0;

        static constexpr std::size_t kFewKeys = 16;
        /// Adds `name`; false when the object already has it.
        bool addKey(const std::string& name) {
            if (manyKeys.empty()) {
                for (const std::string& seen : keys) {
                    if (seen == name) return false;
                }
                if (keys.size() < kFewKeys) {
                    keys.push_back(name);
                    return true;
                }
                manyKeys.insert(keys.begin(), keys.end());
            }
            return manyKeys.insert(name).second;
        }
    };

    void checkDepth() const {
        if (depth_ > static_cast<std::size_t>(kMaxJsonDepth)) throw TooDeep{};
    }
    bool value() {
        checkDepth();
        countElement();
        return true;
    }
    void countElement() {
        if (depth_ != 0 && !frames_[depth_ - 1].isObject) ++frames_[depth_ - 1].nextIndex;
    }
    void enter(bool isObject) {
        checkDepth();
        countElement();
        if (depth_ == frames_.size()) frames_.emplace_back();
        Frame& frame = frames_[depth_++];
        frame.isObject = isObject;
        frame.keys.clear();
        frame.manyKeys.clear();
        frame.key.clear();
        frame.nextIndex = 0;
    }
    std::string containerPath() const {
        std::string path;
        for (std::size_t i = 0; i + 1 < depth_; ++i) {
            const Frame& frame = frames_[i];
            path = frame.isObject ? detail::childPath(path, frame.key) : detail::childPath(path, frame.nextIndex - 1);
        }
        return path;
    }
    /// The path of the value being read (not yet counted by value()).
    std::string valuePath() const {
        if (depth_ == 0) return {};
        const Frame& frame = frames_[depth_ - 1];
        return frame.isObject ? detail::childPath(containerPath(), frame.key)
                              : detail::childPath(containerPath(), frame.nextIndex);
    }
    void onKey(const std::string& key) {
        Frame& frame = frames_[depth_ - 1];
        if (!frame.addKey(key)) {
            problems_.add(detail::childPath(containerPath(), key), "appears twice in the same object");
        }
        frame.key = key;
    }

    /// After a value is complete: if it is an element of the top-level
    /// "shapes" array and there is a sink, move it out of the DOM to the sink.
    bool handOver() {
        if (!sink_ || depth_ != 2 || !frames_[0].isObject || frames_[1].isObject || frames_[0].key != "shapes") {
            return true;
        }
        Json::array_t& elements = root_["shapes"].get_ref<Json::array_t&>();
        const Json element = std::move(elements.back());
        elements.pop_back();
        sink_(element, frames_[1].nextIndex - 1);
        return true;
    }

    Json& root_;
    Problems& problems_;
    ShapeSink sink_;
    std::vector<Frame> frames_; // the first depth_ are open
    std::size_t depth_ = 0;
};

/// nlohmann's message without its "[json.exception...] parse error at ...: " prefix.
std::string syntaxMessage(const std::string& what) {
    const std::size_t start = what.find("parse error");
    const std::size_t colon = start == std::string::npos ? std::string::npos : what.find(": ", start);
    return colon == std::string::npos ? what : what.substr(colon + 2);
}

void addSyntaxError(std::string_view text, std::size_t byte, const std::string& message, Problems& problems) {
    // `byte` counts the characters read, so the offending one is at byte - 1.
    const std::size_t offset = std::min(byte == 0 ? 0 : byte - 1, text.size());
    std::size_t line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    problems.addAt(line, offset - lineStart + 1, message);
}

std::optional<Json> parseJson(std::string_view text, Problems& problems, ShapeSink sink = {}) {
    try {
        Json root;
        WatchingDomBuilder builder(root, problems, std::move(sink));
        Json::sax_parse(text.begin(), text.end(), &builder); // strict: nothing may follow the value
        return root;
    } catch (const Json::parse_error& error) {
        addSyntaxError(text, error.byte, syntaxMessage(error.what()), problems);
    } catch (const NumberTooLarge& number) {
        const std::string message = "number " + number.token + " is too large for a double (numbers must be finite doubles)";
        if (!number.path.empty()) {
            problems.add(number.path, message);
        } else {
            addSyntaxError(text, number.end + 1 - std::min(number.end, number.token.size()), message, problems);
        }
    } catch (const Json::out_of_range& error) { // nothing else throws it today; kept so a new case is a message, not a crash
        const std::string what = error.what();
        problems.add("", what.substr(what.find("] ") + 2));
    } catch (const TooDeep&) {
        problems.add("", "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    }
    return std::nullopt;
}

void readHeader(ObjectReader& reader) {
    Problems& problems = reader.problems();
    if (const Json* format = reader.required("format")) {
        if (!format->is_string() || format->get<std::string>() != "satlab-scene") {
            problems.add("format", "must be \"satlab-scene\", got " + detail::describe(*format));
        }
    }
    if (const Json* version = reader.required("version")) {
        if (!version->is_number_integer()) {
            problems.add("version", "must be an integer, got " + detail::describe(*version));
        } else if (*version != kSceneFormatVersion) {
            problems.add("version", "unsupported version " + version->dump() + " (this SATlab reads version 1)");
        }
    }
}

std::optional<SceneView> readView(const Json& value, Problems& problems) {
    if (!value.is_object()) {
        problems.add("view", "must be an object, got " + detail::describe(value));
        return std::nullopt;
    }
    ObjectReader reader(value, "view", problems);
    std::optional<std::vector<double>> center;
    std::optional<double> zoom;
    if (const Json* c = reader.required("center"))
        center = detail::readNumbers(*c, "view.center", problems, 2, detail::coordinate);
    if (const Json* z = reader.required("zoom")) zoom = detail::readNumber(*z, "view.zoom", problems, detail::halfExtent);
    reader.rejectUnknown();
    if (!center || !zoom) return std::nullopt;
    return SceneView{{(*center)[0], (*center)[1]}, *zoom};
}

std::optional<SceneCamera> readCamera(const Json& value, Problems& problems) {
    if (!value.is_object()) {
        problems.add("camera", "must be an object, got " + detail::describe(value));
        return std::nullopt;
    }
    ObjectReader reader(value, "camera", problems);
    std::optional<std::vector<double>> target;
    std::optional<double> distance, yaw, pitch;
    bool orthographic = false, projectionOk = true;
    if (const Json* t = reader.required("target"))
        target = detail::readNumbers(*t, "camera.target", problems, 3, detail::coordinate);
    if (const Json* d = reader.required("distance"))
        distance = detail::readNumber(*d, "camera.distance", problems, detail::cameraDistance);
    if (const Json* y = reader.required("yaw_deg")) yaw = detail::readNumber(*y, "camera.yaw_deg", problems, detail::angleValue);
    if (const Json* p = reader.required("pitch_deg"))
        pitch = detail::readNumber(*p, "camera.pitch_deg", problems, detail::cameraPitch);
    if (const Json* projection = reader.optional("projection")) {
        const std::string name = projection->is_string() ? projection->get<std::string>() : std::string();
        orthographic = name == "orthographic";
        if (name != "orthographic" && name != "perspective") {
            problems.add("camera.projection",
                         "must be \"perspective\" or \"orthographic\", got " + detail::describe(*projection));
            projectionOk = false;
        }
    }
    reader.rejectUnknown();
    if (!target || !distance || !yaw || !pitch || !projectionOk) return std::nullopt;
    return SceneCamera{{(*target)[0], (*target)[1], (*target)[2]}, *distance, *yaw, *pitch, orthographic};
}

/// Reads the elements of "shapes" one at a time, in order: each shape, and
/// the checks across shapes (unique names, one dimension).
class ShapeListReader {
public:
    ShapeListReader(Problems& problems, Scene& scene) : problems_(problems), scene_(scene) {}

    void add(const Json& element, std::size_t i) {
        std::optional<SceneShape> shape = detail::readShape(element, detail::childPath("shapes", i), problems_);
        if (!shape) return;
        checkAcross(*shape, i);
        scene_.shapes.push_back(std::move(*shape));
    }

    /// The checks across shapes for shapes[i]: its name not used before, the
    /// scene's one dimension.
    void checkAcross(const SceneShape& shape, std::size_t i) {
        const auto path = [i] { return detail::childPath("shapes", i); }; // built only for a problem
        const auto [previous, isNew] = firstUse_.emplace(shape.name, i);
        if (!isNew) {
            problems_.add(path() + ".name", "duplicate name " + detail::jsonQuoted(shape.name) + " (also shapes[" +
                                                std::to_string(previous->second) + "])");
        }
        const bool shape3d = is3d(shape.spec);
        if (!dimension_) dimension_ = std::pair{shape3d, i};
        if (dimension_->first != shape3d) {
            problems_.add(path() + ".kind", std::string(kindName(shape.spec)) + " is " + (shape3d ? "3D" : "2D") +
                                                " but shapes[" + std::to_string(dimension_->second) + "] is " +
                                                (shape3d ? "2D" : "3D") + "; a scene is 2D or 3D, not both");
        }
    }

private:
    Problems& problems_;
    Scene& scene_;
    std::map<std::string, std::size_t> firstUse_;
    std::optional<std::pair<bool, std::size_t>> dimension_; // (is 3D, decided by shapes[i])
};

void readShapes(const Json& value, Problems& problems, Scene& scene) {
    if (!value.is_array()) {
        problems.add("shapes", "must be an array of shapes, got " + detail::describe(value));
        return;
    }
    ShapeListReader reader(problems, scene);
    for (std::size_t i = 0; i < value.size(); ++i) reader.add(value[i], i);
}

/// The scene of `root`; `scene` may hold shapes already streamed past (then
/// root's "shapes" array is empty and `streamedProblems` holds what reading
/// them found, listed where the shapes' own problems belong).
Scene readScene(const Json& root, Problems& problems, Scene scene = {}, const Problems* streamedProblems = nullptr) {
    if (!root.is_object()) {
        problems.add("", "the top level must be an object, got " + detail::describe(root));
        return scene;
    }
    ObjectReader reader(root, "", problems);
    readHeader(reader);
    const std::size_t problemsBefore = problems.count();
    if (const Json* shapes = reader.required("shapes")) readShapes(*shapes, problems, scene);
    if (streamedProblems) problems.append(*streamedProblems);
    const bool shapesRead = problems.count() == problemsBefore; // else is3d() may not know yet
    if (const Json* view = reader.optional("view")) scene.view = readView(*view, problems);
    if (const Json* camera = reader.optional("camera")) {
        scene.camera = readCamera(*camera, problems);
        if (shapesRead && !scene.is3d())
            problems.add("camera", "a camera is for 3D scenes only (a 2D scene's window view is \"view\")");
    }
    if (const Json* lesson = reader.optional("lesson")) {
        if (lesson->is_object()) {
            scene.lessonJson = lesson->dump();
        } else {
            problems.add("lesson", "must be an object, got " + detail::describe(*lesson));
        }
    }
    reader.rejectUnknown();
    return scene;
}

/// Where the top-level "shapes" array and its elements lie in the text.
struct ShapesLayout {
    std::size_t arrayBegin = 0, arrayEnd = 0;                  ///< the array, brackets included
    std::vector<std::pair<std::size_t, std::size_t>> elements; ///< [begin, end) of each, no blanks
};

/// A scan that knows JSON's strings and brackets and nothing else: the layout
/// of the top-level object's "shapes" array (its key written plainly, once),
/// or nothing when the text does not look like that or an element nests
/// deeper than a shape does. It checks no syntax: every piece it finds is
/// parsed strictly afterwards.
std::optional<ShapesLayout> scanShapes(std::string_view text) {
    constexpr std::size_t kDeepestShape = 5; // top object, shapes, a polygon, its points, a point
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    constexpr std::size_t kNone = std::string_view::npos;
    std::size_t i = 0;
    while (i < text.size() && blank(text[i])) ++i;
    if (i == text.size() || text[i] != '{') return std::nullopt;
    ShapesLayout layout;
    bool found = false, inShapes = false;
    bool expectKey = false;  // depth 1: the next string is a key
    bool shapesNext = false; // depth 1: the next value is the "shapes" key's
    std::string_view lastKey;
    std::size_t depth = 0, elementBegin = kNone;
    bool tooShort = false;
    // Ends the element that began at elementBegin; false if there is none (",," "[," ",]").
    const auto endElement = [&](std::size_t end) {
        if (elementBegin == kNone) return false;
        while (end > elementBegin && blank(text[end - 1])) --end;
        // No shape is that short: the usual reading says why. (This also keeps
        // the list of elements, and the shapes made for them, within the
        // text's size: a file of five million numbers is no five million shapes.)
        tooShort = tooShort || end - elementBegin < kShortestShapeBytes;
        layout.elements.emplace_back(elementBegin, end);
        elementBegin = kNone;
        return true;
    };
    for (; i < text.size() && !tooShort; ++i) {
        const char c = text[i];
        if (blank(c)) continue;
        if (shapesNext && c != ':') { // the first character of the "shapes" value
            shapesNext = false;
            if (c != '[' || found) return std::nullopt; // not an array, or "shapes" twice
            found = inShapes = true;
            layout.arrayBegin = i;
            ++depth;
            continue;
        }
        if (inShapes && depth == 2 && elementBegin == kNone && c != ',' && c != ']') elementBegin = i;
        switch (c) {
        case '"': {
            const std::size_t start = i + 1;
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (text[i] == '\\') ++i;
            }
            if (i >= text.size()) return std::nullopt;
            if (depth == 1 && expectKey) {
                lastKey = text.substr(start, i - start);
                expectKey = false;
            }
            break;
        }
        case ':':
            if (depth == 1) shapesNext = lastKey == "shapes";
            break;
        case '{':
        case '[':
            if (++depth == 1) expectKey = true;
            if (inShapes && depth > kDeepestShape) return std::nullopt;
            break;
        case '}':
        case ']':
            if (depth == 0) return std::nullopt;
            if (inShapes && depth == 2) {
                if (!endElement(i) && !layout.elements.empty()) return std::nullopt; // a trailing comma
                inShapes = false;
                layout.arrayEnd = i + 1;
            }
            --depth;
            break;
        case ',':
            if (depth == 1) expectKey = true;
            if (inShapes && depth == 2 && !endElement(i)) return std::nullopt;
            break;
        default: break;
        }
    }
    if (!found || inShapes || tooShort) return std::nullopt;
    return layout;
}

/// The shapes of `layout`, each parsed and read on its own, `threads`
/// threads taking runs of elements in turn (a thread that a neighbour slows
/// takes fewer); nothing if any has a problem.
std::optional<std::vector<SceneShape>> readShapesApart(std::string_view text, const ShapesLayout& layout, unsigned threads) {
    constexpr std::size_t kRun = 256; // elements a thread takes at a time
    const std::size_t n = layout.elements.size();
    std::vector<SceneShape> shapes(n);
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    const auto work = [&] {
        try {
            for (std::size_t first; !failed && (first = next.fetch_add(kRun)) < n;) {
                for (std::size_t k = first; k < std::min(first + kRun, n); ++k) {
                    const auto [begin, end] = layout.elements[k];
                    Problems problems("");
                    const std::optional<Json> element = parseJson(text.substr(begin, end - begin), problems);
                    std::optional<SceneShape> shape;
                    if (element && problems.empty())
                        shape = detail::readShape(*element, detail::childPath("shapes", k), problems);
                    if (!shape || !problems.empty()) {
                        failed = true;
                        return;
                    }
                    shapes[k] = std::move(*shape);
                }
            }
        } catch (...) { // the usual reading reports it
            failed = true;
        }
    };
    std::vector<std::thread> helpers;
    try {
        while (helpers.size() + 1 < threads) helpers.emplace_back(work);
    } catch (const std::system_error&) { // fewer threads to be had: the others do it
    }
    work();
    for (std::thread& helper : helpers) helper.join();
    if (failed) return std::nullopt;
    return shapes;
}
} // namespace

namespace detail {
std::optional<Scene> parseSceneSplit(std::string_view text, const std::string& sourceName, unsigned threads) {
    const std::optional<ShapesLayout> layout = scanShapes(text);
    if (!layout) return std::nullopt;
    std::optional<std::vector<SceneShape>> shapes = readShapesApart(text, *layout, std::max(threads, 1U));
    if (!shapes) return std::nullopt;
    // The rest of the document, its shapes array left empty, read as usual.
    std::string rest;
    rest.reserve(text.size() - (layout->arrayEnd - layout->arrayBegin) + 2);
    rest.append(text.substr(0, layout->arrayBegin)).append("[]").append(text.substr(layout->arrayEnd));
    Problems problems(sourceName);
    const std::optional<Json> root = parseJson(rest, problems);
    if (!root || !problems.empty()) return std::nullopt;
    Scene scene;
    scene.shapes = std::move(*shapes);
    ShapeListReader reader(problems, scene);
    for (std::size_t k = 0; k < scene.shapes.size(); ++k) reader.checkAcross(scene.shapes[k], k);
    if (!problems.empty()) return std::nullopt;
    Scene read = readScene(*root, problems, std::move(scene));
    if (!problems.empty()) return std::nullopt;
    return read;
}
} // namespace detail

Scene parseScene(std::string_view text, const std::string& sourceName) {
    // The reader specialised to scene files first (detail::parseSceneFast):
    // the same scene in one pass; anything it does not take, the readings below.
    if (std::optional<Scene> scene = detail::parseSceneFast(text)) return std::move(*scene);
    // A big text is read in pieces on every core (detail::parseSceneSplit),
    // where it can be: the same scene; with any problem, the usual reading.
    constexpr std::size_t kSplitBytes = std::size_t{1} << 20;
    if (const unsigned cores = std::thread::hardware_concurrency(); text.size() >= kSplitBytes && cores > 1) {
        if (std::optional<Scene> scene = detail::parseSceneSplit(text, sourceName, std::min(cores, 8U))) return std::move(*scene);
    }
    // Problems of the JSON's structure (syntax, duplicate keys, depth) and
    // problems of the streamed shapes are kept apart, then listed in the
    // one-document reading's order: structure first, then the scene's fields
    // with the shapes in their place. No second parse of a big bad file.
    Problems problems(sourceName);
    Problems shapeProblems(sourceName);
    Scene scene;
    // Room for as many shapes as the text could hold (a shape object takes
    // at least kShortestShapeBytes, as {"name":"a","kind":"poly2","points":
    // [[0,0],[1,0],[0,1]]}): capacity that is never used is only
    // address space, while growing by doubling would copy the shapes and
    // touch about twice their memory (100,000 shapes are 31 MB).
    scene.shapes.reserve(text.size() / kShortestShapeBytes);
    ShapeListReader shapes(shapeProblems, scene);
    const std::optional<Json> root = parseJson(text, problems,
                                               [&shapes](const Json& element, std::size_t i) { shapes.add(element, i); });
    if (!root) problems.raise(); // the text is no JSON: only the structure's problems, as the one-document reading says
    if (problems.empty()) {
        Scene read = readScene(*root, problems, std::move(scene), &shapeProblems);
        if (problems.empty()) return read;
        problems.raise();
    }
    // A problem of structure (a duplicate key, say) while the shapes streamed
    // past: the one-document reading words and orders these.
    return detail::parseSceneAsOneDocument(text, sourceName);
}

namespace detail {
Scene parseSceneAsOneDocument(std::string_view text, const std::string& sourceName) {
    Problems problems(sourceName);
    const std::optional<Json> root = parseJson(text, problems);
    if (!root) problems.raise();
    Scene scene = readScene(*root, problems);
    if (!problems.empty()) problems.raise();
    return scene;
}
} // namespace detail

Scene loadScene(const std::filesystem::path& file) {
    const std::string name = file.string();
    std::string text;
    try {
        text = readInputFile(file); // one open, counted against the 256 MiB limit
    } catch (const InputFileError& error) {
        throw SceneLoadError(name, {error.what()});
    }
    return parseScene(text, name);
}

} // namespace sat
