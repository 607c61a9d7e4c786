// SPDX-License-Identifier: MIT
// The scene loader accepts the documented format and reports each problem
// with the file and JSON path (docs/scene-format.md).

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "sat/generate.hpp"

#include "sat/detail/scene_readings.hpp"
#include "scene_test_util.hpp"

namespace sat {
namespace {

using test::problemsOf;
using test::sceneWith;
using Problems = std::vector<std::string>;

TEST(SceneLoad, ReadsTheIssueExample) {
    const Scene scene = parseScene(R"({"format": "satlab-scene", "version": 1,
 "shapes": [
  {"name": "A", "kind": "obb2",  "center": [0, 0], "half_extents": [2, 1], "angle_deg": 30},
  {"name": "B", "kind": "aabb2", "center": [3, 0], "half_extents": [1, 1]},
  {"name": "C", "kind": "poly2", "points": [[0, 0], [2, 0], [1, 2]]}]})",
                                   "s.json");
    ASSERT_EQ(scene.shapes.size(), 3u);
    const auto& a = std::get<Obb2Spec>(scene.shapes[0].spec);
    EXPECT_EQ(a.halfExtents, glm::dvec2(2, 1));
    EXPECT_EQ(a.angle, (AngleSpec{30, true}));
    EXPECT_EQ(std::get<Aabb2Spec>(scene.shapes[1].spec).center, glm::dvec2(3, 0));
    EXPECT_EQ(std::get<Poly2Spec>(scene.shapes[2].spec).points.size(), 3u);
    EXPECT_FALSE(scene.is3d());
}

TEST(SceneLoad, ReadsOptionalColorVisibleGroupViewAndLesson) {
    const Scene scene = parseScene(R"({"format": "satlab-scene", "version": 1, "view": {"center": [1, 2], "zoom": 40},
        "lesson": {"title": "Gap", "text": "One gap."},
        "shapes": [{"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1],
                    "color": "#FF000080", "visible": false, "group": "Walls"}]})",
                                   "s.json");
    const SceneShape& a = scene.shapes[0];
    EXPECT_EQ(a.color, (Color{1.0f, 0.0f, 0.0f, 128.0f / 255.0f}));
    EXPECT_FALSE(a.visible);
    EXPECT_EQ(a.group, "Walls");
    EXPECT_EQ(scene.view, (SceneView{{1, 2}, 40}));
    EXPECT_EQ(scene.lessonJson, std::optional<std::string>(R"({"text":"One gap.","title":"Gap"})"));
}

TEST(SceneLoad, AcceptsAnEmptyScene) { EXPECT_EQ(problemsOf(sceneWith("")), Problems{}); }

TEST(SceneLoad, MalformedJsonGivesLineAndColumn) {
    const Problems problems = problemsOf("{\n  \"format\": \"satlab-scene\",\n  \"version\" 1\n}");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].rfind("s.json:3:13: syntax error", 0), 0u) << problems[0];
}

TEST(SceneLoad, TruncatedJsonPointsAtTheEnd) {
    const Problems problems = problemsOf("{\"format\": \"satlab-scene\",\n \"shapes\": [");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].rfind("s.json:2:13: ", 0), 0u) << problems[0];
}

TEST(SceneLoad, TopLevelMustBeAnObject) {
    EXPECT_EQ(problemsOf("[1, 2]"), Problems{"s.json: the top level must be an object, got an array of 2"});
}

TEST(SceneLoad, RejectsAnotherFormat) {
    EXPECT_EQ(problemsOf(R"({"format": "tiled", "version": 1, "shapes": []})"),
              Problems{"s.json: format: must be \"satlab-scene\", got string \"tiled\""});
}

TEST(SceneLoad, RejectsAnUnsupportedVersion) {
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 2, "shapes": []})"),
              Problems{"s.json: version: unsupported version 2 (this SATlab reads version 1)"});
}

TEST(SceneLoad, RejectsAFractionalVersion) {
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 1.5, "shapes": []})"),
              Problems{"s.json: version: must be an integer, got 1.5"});
}

TEST(SceneLoad, ReportsMissingTopLevelFields) {
    EXPECT_EQ(problemsOf("{}"), (Problems{"s.json: format: missing", "s.json: version: missing", "s.json: shapes: missing"}));
}

TEST(SceneLoad, RejectsUnknownTopLevelField) {
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 1, "shapes": [], "veiw": {}})"),
              Problems{"s.json: veiw: unknown field (allowed: format, version, shapes, view, camera, lesson)"});
}

TEST(SceneLoad, NegativeHalfExtentNamesItsPath) {
    const Problems problems = problemsOf(sceneWith(
        R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
           {"name": "B", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
           {"name": "C", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
           {"name": "D", "kind": "obb2", "center": [0, 0], "half_extents": [1, -2], "angle_deg": 0})"));
    EXPECT_EQ(problems, Problems{"s.json: shapes[3].half_extents[1]: must be > 0, got -2"});
}

TEST(SceneLoad, ZeroHalfExtentIsRejected) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [0, 1]})")),
              Problems{"s.json: shapes[0].half_extents[0]: must be > 0, got 0"});
}

TEST(SceneLoad, AbsurdlySmallHalfExtentIsRejected) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1e-12, 1]})")),
              Problems{"s.json: shapes[0].half_extents[0]: must be >= 1e-9 (smaller is absurd), got 1e-12"});
}

TEST(SceneLoad, AbsurdlyLargeHalfExtentIsRejected) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 2e9]})")),
              Problems{"s.json: shapes[0].half_extents[1]: must be <= 1e9 (larger is absurd), got 2e+09"});
}

TEST(SceneLoad, AbsurdCoordinateIsRejected) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [-3e12, 0], "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0].center[0]: must be within [-1e9, 1e9] (larger is absurd), got -3e+12"});
}

TEST(SceneLoad, NanStringIsNotANumber) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": ["nan", 0], "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0].center[0]: must be a number, got string \"nan\""});
}

TEST(SceneLoad, NumberTooLargeForADoubleIsRefusedAtItsPath) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, -1e400], "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0].center[1]: number -1e400 is too large for a double (numbers must be finite doubles)"});
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 1, "view": {"center": [0, 0], "zoom": 1e999}, "shapes": []})"),
              Problems{"s.json: view.zoom: number 1e999 is too large for a double (numbers must be finite doubles)"});
}

TEST(SceneLoad, NumberTooLargeForADoubleAtTheTopLevelGivesLineAndColumn) {
    EXPECT_EQ(problemsOf("\n  1e400"),
              Problems{"s.json:2:3: number 1e400 is too large for a double (numbers must be finite doubles)"});
}

TEST(SceneLoad, WrongTypeIsNamed) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": "origin", "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0].center: must be an array of 2 numbers, got string \"origin\""});
}

TEST(SceneLoad, WrongVectorLengthIsNamed) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0, 0], "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0].center: must be an array of 2 numbers, got an array of 3"});
}

TEST(SceneLoad, MissingShapeFieldIsNamed) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0].center: missing"});
}

TEST(SceneLoad, UnknownShapeFieldIsNamed) {
    EXPECT_EQ(
        problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "colour": "#ffffff"})")),
        Problems{"s.json: shapes[0].colour: unknown field for kind \"aabb2\" (allowed: name, color, visible, group, "
                 "collider, kind, center, half_extents)"});
}

TEST(SceneLoad, MisspelledAngleIsBothMissingAndUnknown) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "obb2", "center": [0, 0], "half_extents": [1, 1], "angle": 30})")),
              (Problems{"s.json: shapes[0]: missing angle_deg or angle_rad (give exactly one)",
                        "s.json: shapes[0].angle: unknown field for kind \"obb2\" (allowed: name, color, visible, group, "
                        "collider, kind, center, half_extents, angle_deg, angle_rad)"}));
}

TEST(SceneLoad, UnknownKindIsNamed) {
    EXPECT_EQ(
        problemsOf(sceneWith(R"({"name": "A", "kind": "circle", "center": [0, 0]})")),
        Problems{"s.json: shapes[0].kind: unknown kind \"circle\" (expected aabb2, obb2, poly2, circle2, capsule2, aabb3, obb3, "
                 "sphere3 or capsule3)"});
}

TEST(SceneLoad, ShapeMustBeAnObject) {
    EXPECT_EQ(problemsOf(sceneWith("42")), Problems{"s.json: shapes[0]: must be an object, got 42"});
}

TEST(SceneLoad, DuplicateNamesAreRejected) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
                                      {"name": "A", "kind": "aabb2", "center": [5, 0], "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[1].name: duplicate name \"A\" (also shapes[0])"});
}

TEST(SceneLoad, EmptyNameIsRejected) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0].name: must not be empty"});
}

TEST(SceneLoad, DuplicateJsonKeyIsRejected) {
    EXPECT_EQ(
        problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "center": [9, 9], "half_extents": [1, 1]})")),
        Problems{"s.json: shapes[0].center: appears twice in the same object"});
}

TEST(SceneLoad, DuplicateKeyAmongManyKeysIsRejected) {
    // Past 16 keys the loader looks keys up in a set instead of a list; both find repeats.
    std::string lesson = R"({"k0": 0)";
    for (int i = 1; i < 40; ++i) lesson += ", \"k" + std::to_string(i) + "\": 0";
    for (int repeat : {3, 17, 39}) lesson += ", \"k" + std::to_string(repeat) + "\": 1";
    lesson += "}";
    const std::string text = R"({"format": "satlab-scene", "version": 1, "shapes": [], "lesson": )" + lesson + "}";
    EXPECT_EQ(problemsOf(text), (Problems{"s.json: lesson.k3: appears twice in the same object",
                                          "s.json: lesson.k17: appears twice in the same object",
                                          "s.json: lesson.k39: appears twice in the same object"}));
}

TEST(SceneLoad, NonConvexPolygonPassesTheGeometryMessageThrough) {
    const std::vector<glm::dvec2> dart{{0, 0}, {4, 0}, {2, 1}, {2, 4}};
    std::string reason;
    try {
        (void)ConvexPolygon2<double>::make(dart);
    } catch (const GeometryError& error) {
        reason = error.what();
    }
    ASSERT_FALSE(reason.empty());
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "P", "kind": "poly2", "points": [[0, 0], [4, 0], [2, 1], [2, 4]]})")),
              Problems{"s.json: shapes[0].points: " + reason});
}

TEST(SceneLoad, DegeneratePolygonIsRejected) {
    const Problems problems = problemsOf(sceneWith(R"({"name": "P", "kind": "poly2", "points": [[0, 0], [1, 0], [2, 0]]})"));
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].rfind("s.json: shapes[0].points: ", 0), 0u) << problems[0];
}

TEST(SceneLoad, PolygonNeedsThreePoints) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "P", "kind": "poly2", "points": [[0, 0], [1, 0]]})")),
              Problems{"s.json: shapes[0].points: must have 3 to 64 points, got 2"});
}

TEST(SceneLoad, ObbNeedsAnAngle) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "obb2", "center": [0, 0], "half_extents": [1, 1]})")),
              Problems{"s.json: shapes[0]: missing angle_deg or angle_rad (give exactly one)"});
}

TEST(SceneLoad, ObbTakesOnlyOneAngle) {
    EXPECT_EQ(
        problemsOf(sceneWith(
            R"({"name": "A", "kind": "obb2", "center": [0, 0], "half_extents": [1, 1], "angle_deg": 30, "angle_rad": 0.5})")),
        Problems{"s.json: shapes[0].angle_rad: give exactly one of angle_deg or angle_rad, not several"});
}

TEST(SceneLoad, ReadsAngleInRadians) {
    const Scene scene = parseScene(
        sceneWith(R"({"name": "A", "kind": "obb2", "center": [0, 0], "half_extents": [1, 1], "angle_rad": 0.5})"), "s.json");
    EXPECT_EQ(std::get<Obb2Spec>(scene.shapes[0].spec).angle, (AngleSpec{0.5, false}));
}

TEST(SceneLoad, BadColorIsNamed) {
    EXPECT_EQ(
        problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "color": "red"})")),
        Problems{"s.json: shapes[0].color: must be \"#rrggbb\" or \"#rrggbbaa\", got string \"red\""});
}

TEST(SceneLoad, VisibleMustBeABool) {
    EXPECT_EQ(
        problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "visible": "no"})")),
        Problems{"s.json: shapes[0].visible: must be true or false, got string \"no\""});
}

TEST(SceneLoad, EmptyGroupIsRejected) {
    EXPECT_EQ(problemsOf(sceneWith(R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "group": ""})")),
              Problems{"s.json: shapes[0].group: must not be empty (leave the field out instead)"});
}

TEST(SceneLoad, ViewZoomMustBePositive) {
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 1, "shapes": [], "view": {"center": [0, 0], "zoom": 0}})"),
              Problems{"s.json: view.zoom: must be > 0, got 0"});
}

TEST(SceneLoad, LessonMustBeAnObject) {
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 1, "shapes": [], "lesson": "text"})"),
              Problems{"s.json: lesson: must be an object, got string \"text\""});
}

TEST(SceneLoad, DeepNestingIsRefused) {
    const std::string deep = std::string(100, '[') + std::string(100, ']');
    EXPECT_EQ(problemsOf(R"({"format": "satlab-scene", "version": 1, "shapes": [], "lesson": {"x": )" + deep + "}}"),
              Problems{"s.json: JSON nested deeper than 64 levels"});
}

TEST(SceneLoad, ReportsEveryProblemNotJustTheFirst) {
    const Problems problems = problemsOf(sceneWith(
        R"({"name": "A", "kind": "aabb2", "center": [0, "x"], "half_extents": [-1, 1]},
           {"name": "B", "kind": "obb2", "center": [0, 0], "half_extents": [1, 1], "angle_deg": true})"));
    EXPECT_EQ(problems, (Problems{"s.json: shapes[0].center[1]: must be a number, got string \"x\"",
                                  "s.json: shapes[0].half_extents[0]: must be > 0, got -1",
                                  "s.json: shapes[1].angle_deg: must be a number, got true"}));
}

TEST(SceneLoad, ErrorTextIsOneProblemPerLine) {
    try {
        (void)parseScene("{}", "s.json");
        FAIL() << "expected SceneLoadError";
    } catch (const SceneLoadError& error) {
        EXPECT_STREQ(error.what(), "s.json: format: missing\ns.json: version: missing\ns.json: shapes: missing");
        EXPECT_EQ(error.file(), "s.json");
    }
}

TEST(SceneLoad, MissingFileNamesTheFile) {
    try {
        (void)loadScene("/nonexistent/scene.json");
        FAIL() << "expected SceneLoadError";
    } catch (const SceneLoadError& error) {
        EXPECT_EQ(error.problems(), Problems{"/nonexistent/scene.json: cannot open: No such file or directory"});
    }
}

TEST(SceneLoad, ABigFileIsReadWhole) {
    // loadScene reads the file in 64 KiB pieces into one string of its size:
    // a scene of several pieces comes out as parseScene makes it of the text.
    GenerateOptions options;
    options.count = 3000;
    const std::string text = serializeScene(generateScene(options));
    ASSERT_GT(text.size(), 4U * 65536U);
    const std::filesystem::path file = std::filesystem::temp_directory_path() /
                                       ("satlab-big-scene-" +
                                        std::to_string(std::hash<std::string>{}(text) ^ reinterpret_cast<std::uintptr_t>(&text)) +
                                        ".json");
    {
        std::ofstream out(file, std::ios::binary);
        out << text;
    }
    std::optional<Scene> loaded;
    std::string failure;
    try {
        loaded = loadScene(file);
    } catch (const SceneLoadError& error) {
        failure = error.what();
    }
    std::filesystem::remove(file);
    ASSERT_TRUE(loaded) << failure;
    EXPECT_EQ(loaded->shapes.size(), 3000U);
    EXPECT_TRUE(*loaded == parseScene(text, file.string()));
}

/// The one-document reading's problems for `text` (named "s.json").
Problems oneDocumentProblemsOf(std::string_view text) {
    try {
        (void)detail::parseSceneAsOneDocument(text, "s.json");
    } catch (const SceneLoadError& error) {
        return error.problems();
    }
    return {};
}

std::string textOf(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Every bundled scene, lesson and a generated 2D and 3D scene, as text.
std::vector<std::string> sceneTexts(std::size_t generated) {
    std::vector<std::string> texts;
    for (const auto& entry : std::filesystem::directory_iterator(test::bundledScenes())) texts.push_back(textOf(entry.path()));
    for (const auto& entry : std::filesystem::directory_iterator(test::bundledScenes().parent_path() / "lessons")) {
        if (entry.path().extension() == ".json") texts.push_back(textOf(entry.path()));
    }
    for (int dimension : {2, 3}) {
        GenerateOptions options;
        options.count = generated;
        options.dimension = dimension;
        texts.push_back(serializeScene(generateScene(options)));
    }
    return texts;
}

TEST(SceneLoad, StreamedShapesMakeTheSceneOfTheOneDocumentReading) {
    // parseScene reads each shapes[i] as it is parsed; every bundled scene,
    // lesson scene and a generated 2D and 3D scene come out as read whole.
    const std::vector<std::string> texts = sceneTexts(2000);
    ASSERT_GE(texts.size(), 12U); // at least 10 files and the 2 generated
    std::size_t shapes = 0;
    for (const std::string& text : texts) {
        const Scene streamed = parseScene(text, "s.json");
        EXPECT_TRUE(streamed == detail::parseSceneAsOneDocument(text, "s.json")) << text.substr(0, 200);
        shapes += streamed.shapes.size();
    }
    EXPECT_GT(shapes, 4000U);
}

TEST(SceneLoad, SplitReadingMakesTheSceneOfTheOneDocumentReading) {
    // Big files on several cores: the shapes array's elements parsed apart.
    // On every good text it must give the scene, on one thread or several.
    const std::vector<std::string> texts = sceneTexts(3000);
    ASSERT_GE(texts.size(), 12U);
    for (const std::string& text : texts) {
        const Scene whole = detail::parseSceneAsOneDocument(text, "s.json");
        for (unsigned threads : {1U, 2U, 5U}) {
            const std::optional<Scene> split = detail::parseSceneSplit(text, "s.json", threads);
            ASSERT_TRUE(split.has_value()) << threads << " threads: " << text.substr(0, 200);
            EXPECT_TRUE(*split == whole) << threads << " threads: " << text.substr(0, 200);
        }
    }
}

TEST(SceneLoad, SplitReadingTakesStringsAndBlanksAsJsonDoes) {
    // Brackets, commas and escaped quotes inside strings, blanks of every
    // kind between the pieces, a "shapes" key inside another object.
    const std::string text = "\r\n\t{ \"format\" : \"satlab-scene\" ,\"version\":1,\n"
                             "\"lesson\": {\"title\": \"a, [b] {c}\", \"shapes\": 3, \"text\": \"q\\\"],\"},\n"
                             "\"shapes\" :\t[\n {\"name\": \"x\\\"],[{y\\\\\", \"kind\": \"aabb2\", \"center\": [0, 0], "
                             "\"half_extents\": [1, 1]} ,\r\n"
                             "{\"name\": \"z\", \"kind\": \"poly2\", \"points\": [[0,0],[1,0],[0,1]]}\n ] }\n";
    const Scene whole = detail::parseSceneAsOneDocument(text, "s.json");
    ASSERT_EQ(whole.shapes.size(), 2U);
    EXPECT_EQ(whole.shapes[0].name, "x\"],[{y\\");
    const std::optional<Scene> split = detail::parseSceneSplit(text, "s.json", 2);
    ASSERT_TRUE(split.has_value());
    EXPECT_TRUE(*split == whole);
}

TEST(SceneLoad, SplitReadingStepsAsideForEveryProblem) {
    // A text with any problem, or not laid out as the scan expects, is left
    // to the usual reading (parseScene then reports what it always does).
    const std::string box = R"({"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})";
    const std::string other = R"({"name": "b", "kind": "aabb2", "center": [3, 0], "half_extents": [1, 1]})";
    const std::string head = R"({"format": "satlab-scene", "version": 1, )";
    const std::vector<std::string> texts = {
        head + R"("shapes": [)" + box + "," + other + "],}",                     // a comma after the last field
        head + R"("shapes": [)" + box + "," + other + ",]}",                     // a comma after the last shape
        head + R"("shapes": [,)" + box + "]}",                                   // a comma before the first
        head + R"("shapes": [)" + box + ",," + other + "]}",                     // two commas
        head + R"("shapes": [)" + box + " " + other + "]}",                      // none
        head + R"("shapes": [)" + box + R"(], "shapes": [)" + other + "]}",      // "shapes" twice
        head + R"("shapes": [)" + box + R"(], "sh\u0061pes": [)" + other + "]}", // ... once written with an escape
        head + R"("shapes": {"a": 1}})",                                         // not an array
        head + R"("shapes": [)" + box + "," + box + "]}",                        // a name twice
        head + R"("shapes": [)" + box + R"(, {"name": "c", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]}]})",
        head + R"("shapes": [{"name": "a", "name": "b", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]}]})",
        head + R"("shapes": [{"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "x": 1}]})",
        head + R"("shapes": [{"name": "a", "kind": "aabb2", "center": [0, 1e999], "half_extents": [1, 1]}]})",
        head + R"("shapes": [{"name": "a", "kind": "aabb2", "center": [[[[[0]]]]], "half_extents": [1, 1]}]})",
        head + R"("shapes": [)" + box + R"(], "view": {"center": [0, 0], "zoom": -1}})",
        head + R"("shapes": [)" + box + R"(], "camera": {"target": [0, 0, 0], "distance": 5, "yaw_deg": 0, "pitch_deg": 0}})",
        head + R"("shapes": [)" + box + "]} trailing",
        head + R"("shapes": [)" + box + "]", // the end missing
        R"([{"shapes": []}])",
        R"({"format": "satlab-scene", "version": 1})",
        "",
    };
    for (const std::string& text : texts) {
        EXPECT_FALSE(detail::parseSceneSplit(text, "s.json", 2).has_value()) << text;
        EXPECT_FALSE(oneDocumentProblemsOf(text).empty()) << text;
    }
}

TEST(SceneLoad, ABigSceneReadOnSeveralCoresIsTheSameScene) {
    // From 1 MiB on parseScene takes the split reading where there are
    // several cores; the same scene, and a problem still reported as always.
    GenerateOptions options;
    options.count = 12000;
    std::string text = serializeScene(generateScene(options));
    ASSERT_GT(text.size(), std::size_t{1} << 20U);
    EXPECT_TRUE(parseScene(text, "s.json") == detail::parseSceneAsOneDocument(text, "s.json"));
    const std::size_t last = text.rfind("\"half_extents\": [");
    ASSERT_NE(last, std::string::npos);
    text.replace(last, 17, "\"half_extents\": [-");
    EXPECT_EQ(problemsOf(text), oneDocumentProblemsOf(text));
    EXPECT_EQ(problemsOf(text).size(), 1U);
}

TEST(SceneLoad, ProblemsAreListedInTheOneDocumentOrderWhenShapesStream) {
    // The shapes stream past before the header is read; the problems still
    // come in the one-document order: header, shapes in order, then the rest.
    const std::string text = R"({"format": "satlab-scene", "version": 7, "shapes": [
        {"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [-1, 1]},
        {"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
        3,
        {"name": "c", "kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "euler_deg": [0, 0, 0]}
    ], "colour": 1})";
    const Problems problems = problemsOf(text);
    ASSERT_GE(problems.size(), 4U);
    EXPECT_EQ(problems, oneDocumentProblemsOf(text));
    EXPECT_NE(problems.front().find("version"), std::string::npos) << problems.front();
    EXPECT_NE(problems.back().find("colour"), std::string::npos) << problems.back();
}

TEST(SceneLoad, ShapesElsewhereThanTheTopLevelArrayAreNotStreamed) {
    // Only the top-level "shapes" array streams: a "shapes" key in a lesson
    // or a shapes object stays in the document and is read (or refused) there.
    const std::string lessonWithShapes = R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]}],
        "lesson": {"shapes": [1, 2]}})";
    const Scene scene = parseScene(lessonWithShapes, "s.json");
    EXPECT_EQ(scene.shapes.size(), 1U);
    EXPECT_TRUE(scene == detail::parseSceneAsOneDocument(lessonWithShapes, "s.json"));
    const std::string shapesObject = R"({"format": "satlab-scene", "version": 1, "shapes": {"a": 1}})";
    EXPECT_EQ(problemsOf(shapesObject), Problems{"s.json: shapes: must be an array of shapes, got an object"});
}

} // namespace
} // namespace sat
