// SPDX-License-Identifier: MIT
// The `lesson` object of a scene (docs/lessons.md): what parseLesson reads,
// and how it names each problem with the file and the JSON path.

#include <gtest/gtest.h>

#include "sat/lesson.hpp"

namespace sat {
namespace {

/// A two-box 2D scene (A, B) around the given lesson object's JSON.
std::string lessonScene(const std::string& lesson) {
    return R"({"format": "satlab-scene", "version": 1, "shapes": [
      {"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
      {"name": "B", "kind": "aabb2", "center": [3, 0], "half_extents": [1, 1]}],
      "lesson": )" +
           lesson + "}";
}

Lesson lessonOf(const std::string& lesson) { return parseLesson(parseScene(lessonScene(lesson), "l.json"), "l.json"); }

std::vector<std::string> problemsOf(const std::string& lesson) {
    try {
        (void)lessonOf(lesson);
    } catch (const LessonError& error) {
        return error.problems();
    }
    return {};
}

constexpr const char* kMinimal = R"({"title": "Gap", "text": "One gap.", "pair": ["A", "B"], "verdict": "separated"})";

TEST(LessonParse, ReadsTheRequiredFields) {
    const Lesson lesson = lessonOf(kMinimal);
    EXPECT_EQ(lesson.title, "Gap");
    EXPECT_EQ(lesson.text, std::vector<std::string>{"One gap."});
    EXPECT_EQ(lesson.shapeA, "A");
    EXPECT_EQ(lesson.shapeB, "B");
    EXPECT_EQ(lesson.verdict, Verdict::Separated);
    EXPECT_FALSE(lesson.order.has_value());
    EXPECT_FALSE(lesson.method.has_value());
}

TEST(LessonParse, ReadsParagraphsOrderIdNumbersAndMethod) {
    const Lesson lesson = lessonOf(R"({"id": "gap", "order": 3, "title": "T", "text": ["one", "two"],
        "pair": ["B", "A"], "verdict": "touching", "separation": 1, "axis": "A.x",
        "method": {"id": "slip000-swapped-projections", "says": "intersecting"}})");
    EXPECT_EQ(lesson.id, "gap");
    EXPECT_EQ(lesson.order, 3);
    EXPECT_EQ(lesson.text, (std::vector<std::string>{"one", "two"}));
    EXPECT_EQ(lesson.shapeA, "B");
    EXPECT_EQ(lesson.verdict, Verdict::Touching);
    EXPECT_EQ(lesson.separation, 1.0);
    EXPECT_EQ(lesson.axis, "A.x");
    ASSERT_TRUE(lesson.method.has_value());
    EXPECT_EQ(lesson.method->id, seeds::Method2::Slip000SwappedProjections);
    EXPECT_TRUE(lesson.method->saysIntersecting);
}

TEST(LessonParse, ASceneWithoutLessonIsAnError) {
    const Scene scene = parseScene(R"({"format": "satlab-scene", "version": 1, "shapes": []})", "s.json");
    try {
        (void)parseLesson(scene, "s.json");
        FAIL() << "no error";
    } catch (const LessonError& error) {
        EXPECT_EQ(error.problems(), std::vector<std::string>{"s.json: lesson: missing: this scene is not a lesson"});
    }
}

TEST(LessonParse, MissingFieldsAreEachNamed) {
    EXPECT_EQ(problemsOf("{}"), (std::vector<std::string>{"l.json: lesson.title: missing", "l.json: lesson.text: missing",
                                                          "l.json: lesson.pair: missing", "l.json: lesson.verdict: missing"}));
}

TEST(LessonParse, UnknownPairNameIsAnErrorAtItsIndex) {
    EXPECT_EQ(problemsOf(R"({"title": "T", "text": "x", "pair": ["A", "C"], "verdict": "separated"})"),
              std::vector<std::string>{"l.json: lesson.pair[1]: no shape named \"C\" in the scene"});
}

TEST(LessonParse, PairOfOneShapeTwiceIsAnError) {
    EXPECT_EQ(problemsOf(R"({"title": "T", "text": "x", "pair": ["A", "A"], "verdict": "separated"})"),
              std::vector<std::string>{"l.json: lesson.pair: names the same shape twice; a pair needs two shapes"});
}

TEST(LessonParse, UnknownVerdictIsAnError) {
    EXPECT_EQ(problemsOf(R"({"title": "T", "text": "x", "pair": ["A", "B"], "verdict": "apart"})"),
              std::vector<std::string>{
                  "l.json: lesson.verdict: must be \"separated\", \"touching\" or \"overlapping\", got \"apart\""});
}

TEST(LessonParse, EmptyParagraphIsAnErrorAtItsIndex) {
    EXPECT_EQ(problemsOf(R"({"title": "T", "text": ["a", ""], "pair": ["A", "B"], "verdict": "separated"})"),
              std::vector<std::string>{"l.json: lesson.text[1]: must not be empty"});
}

TEST(LessonParse, UnknownMethodListsTheKnownOnes) {
    const auto problems = problemsOf(R"({"title": "T", "text": "x", "pair": ["A", "B"], "verdict": "separated",
        "method": {"id": "seed999", "says": "separated"}})");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].rfind("l.json: lesson.method.id: unknown method \"seed999\" (known: reference, ", 0), 0u)
        << problems[0];
}

TEST(LessonParse, MethodSaysOnlyIntersectingOrSeparated) {
    EXPECT_EQ(
        problemsOf(R"({"title": "T", "text": "x", "pair": ["A", "B"], "verdict": "separated",
        "method": {"id": "reference", "says": "touching"}})"),
        std::vector<std::string>{"l.json: lesson.method.says: must be \"intersecting\" or \"separated\", got \"touching\""});
}

TEST(LessonParse, TypoInAFieldNameIsAnError) {
    const auto problems = problemsOf(R"({"title": "T", "text": "x", "pair": ["A", "B"], "verdict": "separated", "titel": "U"})");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].rfind("l.json: lesson.titel: unknown field (allowed: ", 0), 0u) << problems[0];
}

TEST(LessonParse, OrderMustBeANonNegativeInteger) {
    EXPECT_EQ(problemsOf(R"({"order": 1.5, "title": "T", "text": "x", "pair": ["A", "B"], "verdict": "separated"})"),
              std::vector<std::string>{"l.json: lesson.order: must be an integer, got 1.5"});
}

TEST(LessonParse, MethodKeysRoundTrip) {
    for (const seeds::MethodInfo2& info : seeds::methods2()) EXPECT_EQ(methodFromKey(methodKey(info.id)), info.id) << info.name;
}

} // namespace
} // namespace sat
