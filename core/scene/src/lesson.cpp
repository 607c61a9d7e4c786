// SPDX-License-Identifier: MIT
// Reading a scene's `lesson` object (docs/lessons.md).
#include "sat/lesson.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <system_error>
#include <tuple>
#include <utility>

#include "scene_internal.hpp"

namespace sat {
namespace {

using detail::Json;
using detail::ObjectReader;
using detail::Problems;

constexpr std::array<std::pair<seeds::Method2, const char*>, 9> kMethodKeys{{
    {seeds::Method2::Reference, "reference"},
    {seeds::Method2::Seed000HalfWidth, "seed000-half-width"},
    {seeds::Method2::Seed000ObbAabb, "seed000-obb-aabb"},
    {seeds::Method2::Seed001CentreDistance, "seed001-centre-distance"},
    {seeds::Method2::Seed003RotationMatrix, "seed003-rotation-matrix"},
    {seeds::Method2::Seed004CornerProjection, "seed004-corner-projection"},
    {seeds::Method2::Slip000SwappedProjections, "slip000-swapped-projections"},
    {seeds::Method2::Slip000DegreesAsRadians, "slip000-degrees-as-radians"},
    {seeds::Method2::Slip003AngleWrap, "slip003-angle-wrap"},
}};

std::string allMethodKeys() {
    std::string list;
    for (const auto& [id, key] : kMethodKeys) list += (list.empty() ? "" : ", ") + std::string(key);
    return list;
}

std::optional<std::string> nonEmptyString(const Json& value, const std::string& path, Problems& problems) {
    std::optional<std::string> text = detail::readString(value, path, problems);
    if (text && text->empty()) {
        problems.add(path, "must not be empty");
        return std::nullopt;
    }
    return text;
}

/// `text`: one string (one paragraph) or an array of non-empty strings.
std::vector<std::string> readText(const Json& value, const std::string& path, Problems& problems) {
    if (value.is_string()) {
        if (auto paragraph = nonEmptyString(value, path, problems)) return {*paragraph};
        return {};
    }
    if (!value.is_array() || value.empty()) {
        problems.add(path, "must be a string or a non-empty array of strings, got " + detail::describe(value));
        return {};
    }
    std::vector<std::string> paragraphs;
    for (std::size_t i = 0; i < value.size(); ++i)
        if (auto paragraph = nonEmptyString(value[i], detail::childPath(path, i), problems)) paragraphs.push_back(*paragraph);
    return paragraphs;
}

void readPair(const Json& value, const std::string& path, const Scene& scene, Problems& problems, Lesson& lesson) {
    if (!value.is_array() || value.size() != 2) {
        problems.add(path, "must be an array of two shape names, got " + detail::describe(value));
        return;
    }
    std::array<std::string*, 2> names{&lesson.shapeA, &lesson.shapeB};
    for (std::size_t i = 0; i < 2; ++i) {
        const std::string itemPath = detail::childPath(path, i);
        const std::optional<std::string> name = nonEmptyString(value[i], itemPath, problems);
        if (!name) continue;
        if (!scene.find(*name)) problems.add(itemPath, "no shape named " + detail::jsonQuoted(*name) + " in the scene");
        *names[i] = *name;
    }
    if (!lesson.shapeA.empty() && lesson.shapeA == lesson.shapeB)
        problems.add(path, "names the same shape twice; a pair needs two shapes");
}

void readVerdict(const Json& value, const std::string& path, Problems& problems, Lesson& lesson) {
    const std::optional<std::string> text = detail::readString(value, path, problems);
    if (!text) return;
    if (const auto verdict = verdictFromString(*text)) lesson.verdict = *verdict;
    else problems.add(path, "must be \"separated\", \"touching\" or \"overlapping\", got " + detail::jsonQuoted(*text));
}

void readOrder(const Json& value, const std::string& path, Problems& problems, Lesson& lesson) {
    if (!value.is_number_integer()) {
        problems.add(path, "must be an integer, got " + detail::describe(value));
        return;
    }
    const auto order = value.get<std::int64_t>();
    if (order < 0 || order > 9999) {
        problems.add(path, "must be in 0..9999, got " + value.dump());
        return;
    }
    lesson.order = static_cast<int>(order);
}

std::optional<LessonMethod> readMethod(const Json& value, const std::string& path, const Scene& scene, Problems& problems) {
    if (!value.is_object()) {
        problems.add(path, "must be an object {\"id\": ..., \"says\": ...}, got " + detail::describe(value));
        return std::nullopt;
    }
    ObjectReader reader(value, path, problems);
    LessonMethod method;
    bool ok = true;
    if (const Json* id = reader.required("id")) {
        const std::optional<std::string> key = detail::readString(*id, reader.pathOf("id"), problems);
        const auto known = key ? methodFromKey(*key) : std::nullopt;
        if (known) method.id = *known;
        else if (key)
            problems.add(reader.pathOf("id"), "unknown method " + detail::jsonQuoted(*key) + " (known: " + allMethodKeys() + ")");
        ok = ok && known.has_value();
    }
    if (const Json* says = reader.required("says")) {
        const std::optional<std::string> text = detail::readString(*says, reader.pathOf("says"), problems);
        if (text && (*text == "intersecting" || *text == "separated")) method.saysIntersecting = *text == "intersecting";
        else if (text)
            problems.add(reader.pathOf("says"), "must be \"intersecting\" or \"separated\", got " + detail::jsonQuoted(*text));
        ok = ok && text && (*text == "intersecting" || *text == "separated");
    }
    reader.rejectUnknown();
    if (scene.is3d()) {
        problems.add(path, "the seed methods are 2D; this scene is 3D");
        ok = false;
    }
    return ok ? std::optional(method) : std::nullopt;
}

Lesson readLesson(const Json& root, const Scene& scene, Problems& problems) {
    Lesson lesson;
    ObjectReader reader(root, "lesson", problems);
    if (const Json* id = reader.optional("id")) lesson.id = nonEmptyString(*id, reader.pathOf("id"), problems).value_or("");
    if (const Json* order = reader.optional("order")) readOrder(*order, reader.pathOf("order"), problems, lesson);
    if (const Json* title = reader.required("title"))
        lesson.title = nonEmptyString(*title, reader.pathOf("title"), problems).value_or("");
    if (const Json* text = reader.required("text")) lesson.text = readText(*text, reader.pathOf("text"), problems);
    if (const Json* pair = reader.required("pair")) readPair(*pair, reader.pathOf("pair"), scene, problems, lesson);
    if (const Json* verdict = reader.required("verdict")) readVerdict(*verdict, reader.pathOf("verdict"), problems, lesson);
    if (const Json* separation = reader.optional("separation"))
        lesson.separation = detail::readNumber(*separation, reader.pathOf("separation"), problems, detail::coordinate);
    if (const Json* axis = reader.optional("axis")) {
        if (auto label = nonEmptyString(*axis, reader.pathOf("axis"), problems)) lesson.axis = *label;
    }
    if (const Json* method = reader.optional("method"))
        lesson.method = readMethod(*method, reader.pathOf("method"), scene, problems);
    reader.rejectUnknown();
    return lesson;
}

[[noreturn]] void raiseAsLessonError(const Problems& problems) {
    try {
        problems.raise();
    } catch (const SceneLoadError& error) {
        throw LessonError(error.file(), error.problems());
    }
}

} // namespace

Lesson parseLesson(const Scene& scene, const std::string& sourceName) {
    Problems problems(sourceName);
    if (!scene.lessonJson) {
        problems.add("lesson", "missing: this scene is not a lesson");
        raiseAsLessonError(problems);
    }
    const Json root = Json::parse(*scene.lessonJson); // the scene loader wrote it: valid JSON, an object
    Lesson lesson = readLesson(root, scene, problems);
    if (!problems.empty()) raiseAsLessonError(problems);
    return lesson;
}

LessonScene loadLesson(const std::filesystem::path& file) {
    Scene scene = loadScene(file);
    Lesson lesson = parseLesson(scene, file.string());
    return {std::move(scene), std::move(lesson)};
}

std::vector<LessonFile> listLessons(const std::filesystem::path& folder) {
    std::vector<LessonFile> files;
    std::error_code error;
    for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
        if (it->path().extension() != ".json" || !it->is_regular_file(error)) continue;
        LessonFile file{it->path(), {}, {}, {}};
        try {
            const LessonScene loaded = loadLesson(it->path());
            file.title = loaded.lesson.title;
            file.order = loaded.lesson.order;
        } catch (const std::exception& problem) {
            file.error = problem.what();
        }
        files.push_back(std::move(file));
    }
    const auto key = [](const LessonFile& f) {
        return std::tuple(!f.error.empty(), f.order.value_or(INT_MAX), f.path.filename().string());
    };
    std::sort(files.begin(), files.end(), [&](const LessonFile& x, const LessonFile& y) { return key(x) < key(y); });
    return files;
}

const char* methodKey(seeds::Method2 id) {
    for (const auto& [method, key] : kMethodKeys)
        if (method == id) return key;
    return "reference";
}

std::optional<seeds::Method2> methodFromKey(std::string_view key) {
    for (const auto& [method, name] : kMethodKeys)
        if (key == name) return method;
    return std::nullopt;
}

std::optional<Verdict> verdictFromString(std::string_view text) {
    for (const Verdict verdict : {Verdict::Separated, Verdict::Touching, Verdict::Overlapping})
        if (text == toString(verdict)) return verdict;
    return std::nullopt;
}

} // namespace sat
