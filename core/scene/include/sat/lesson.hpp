// SPDX-License-Identifier: MIT
#pragma once
// A lesson: a scene file with a `lesson` object (docs/lessons.md, the field
// list in docs/scene-format.md). The scene loader keeps that object as JSON
// text (Scene::lessonJson); parseLesson reads and checks it here, so that a
// scene without lessons never pays for it and a lesson's errors name the
// file and the JSON path like the scene loader's do.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sat/scene.hpp"
#include "sat/seed_methods2d.hpp"
#include "sat/types.hpp"

namespace sat {

/// What a lesson says about one method (a seed article's, or its slip) on
/// the lesson's pair; a 2D lesson only.
struct LessonMethod {
    seeds::Method2 id = seeds::Method2::Reference; ///< the method
    bool saysIntersecting = false;                 ///< the method's answer the text explains ("says")
    /// Equal when every member is equal.
    bool operator==(const LessonMethod&) const = default;
};

/// A scene's `lesson` object, read and checked by parseLesson.
struct Lesson {
    std::string id;                       ///< optional short name; "" when not given
    std::optional<int> order;             ///< optional place in the list (lessons sort by it, then by file name)
    std::string title;                    ///< one line
    std::vector<std::string> text;        ///< paragraphs, plain text
    std::string shapeA, shapeB;           ///< the pair to inspect (names in the scene)
    Verdict verdict = Verdict::Separated; ///< the reference test's verdict for the pair
    /// The reference's separation for the pair (CheckPair::separation:
    /// distance when separated, minus the depth otherwise), as the text
    /// states it; checked to within kLessonNumberTolerance by the tests.
    std::optional<double> separation;
    /// Label of the axis the text names (e.g. "B.x", "A.edge1xB.edge2"): the
    /// first separating axis when separated, else the MTV axis.
    std::optional<std::string> axis;
    /// What the text says about one method (2D only); nullopt: none.
    std::optional<LessonMethod> method;
    /// Equal when every member is equal.
    bool operator==(const Lesson&) const = default;
};

/// Numbers in a lesson's text are rounded to two decimals.
inline constexpr double kLessonNumberTolerance = 0.005;

/// A lesson object that cannot be read. Same format as SceneLoadError:
/// one problem a line, `FILE: lesson.PATH: message`.
class LessonError : public SceneLoadError {
public:
    /// Takes the file and its problems, as SceneLoadError does.
    using SceneLoadError::SceneLoadError;
};

/// Reads scene.lessonJson and checks it against the scene (the pair's names
/// exist and differ; a method only on a 2D scene). Throws LessonError
/// listing every problem; also when the scene has no lesson.
Lesson parseLesson(const Scene& scene, const std::string& sourceName);

/// A scene file and its lesson, as loadLesson returns them.
struct LessonScene {
    Scene scene;   ///< the whole scene
    Lesson lesson; ///< its lesson, checked against it
};
/// Loads a scene file and its lesson (SceneLoadError or LessonError).
LessonScene loadLesson(const std::filesystem::path& file);

/// One `*.json` file of a lessons folder, loaded to learn its title.
struct LessonFile {
    std::filesystem::path path; ///< the file
    std::string title;          ///< "" when the file does not load
    std::optional<int> order;   ///< the lesson's `order`, if any
    std::string error;          ///< why the file is not a lesson ("" when it is)
};
/// Every `*.json` file directly in `folder`, lessons sorted by `order`
/// (those without one after those with), then by file name; files that do
/// not load come last, with their error. Empty when the folder is missing.
std::vector<LessonFile> listLessons(const std::filesystem::path& folder);

/// The key of a method in lesson files, e.g. "slip000-swapped-projections".
const char* methodKey(seeds::Method2 id);
/// The method of a key; nullopt when unknown.
std::optional<seeds::Method2> methodFromKey(std::string_view key);
/// "separated" | "touching" | "overlapping"; nullopt otherwise.
std::optional<Verdict> verdictFromString(std::string_view text);

} // namespace sat
