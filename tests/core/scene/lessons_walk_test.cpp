// SPDX-License-Identifier: MIT
// Walks every bundled lesson (assets/lessons, docs/lessons.md): each loads,
// has a title and a short text, and what it states holds — the reference
// verdict, the separation and axis its text quotes, and for a method lesson
// the method's answer (for a slip: an answer that differs from the
// reference's, i.e. the slip really shows).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>

#include "sat/check.hpp"
#include "sat/lesson.hpp"
#include "sat/scene3d.hpp"
#include "sat/seed_slips2d.hpp"
#include "sat/seeds3d.hpp"

namespace sat {
namespace {

std::filesystem::path lessonsFolder() {
    if (const char* dir = std::getenv("SATLAB_SOURCE_DIR")) return std::filesystem::path(dir) / "assets" / "lessons";
    return std::filesystem::path(__FILE__).parent_path().parent_path().parent_path().parent_path() / "assets" / "lessons";
}

CheckPair referenceFor(const LessonScene& loaded) {
    const SceneShape& a = *loaded.scene.find(loaded.lesson.shapeA);
    const SceneShape& b = *loaded.scene.find(loaded.lesson.shapeB);
    return loaded.scene.is3d() ? checkPair3(a, b, CheckOptions{}) : checkPair2(a, b, CheckOptions{});
}

/// The axis a lesson's text names: the first separating one, else the MTV
/// axis (largest separation, first in test order among equals).
std::string decidingAxis(const CheckPair& pair) {
    if (pair.firstSeparatingAxis >= 0) return pair.axes[static_cast<std::size_t>(pair.firstSeparatingAxis)].source;
    const CheckAxis* best = nullptr;
    for (const CheckAxis& axis : pair.axes)
        if (!axis.degenerate && (!best || axis.separation > best->separation)) best = &axis;
    return best ? best->source : "";
}

std::size_t wordCount(const std::vector<std::string>& paragraphs) {
    std::size_t words = 0;
    for (const std::string& paragraph : paragraphs) {
        std::istringstream in(paragraph);
        for (std::string word; in >> word;) ++words;
    }
    return words;
}

class EveryLesson : public ::testing::TestWithParam<std::filesystem::path> {};
class EveryMethodLesson : public ::testing::TestWithParam<std::filesystem::path> {};

TEST(Lessons, AtLeastTenInTheFolderAllLoadingWithDistinctOrders) {
    const std::vector<LessonFile> files = listLessons(lessonsFolder());
    EXPECT_GE(files.size(), 10u);
    std::set<int> orders;
    for (const LessonFile& file : files) {
        EXPECT_EQ(file.error, "") << file.path;
        ASSERT_TRUE(file.order.has_value()) << file.path;
        EXPECT_TRUE(orders.insert(*file.order).second) << "order " << *file.order << " used twice: " << file.path;
    }
}

TEST(Lessons, ListedInFileNameOrder) {
    const std::vector<LessonFile> files = listLessons(lessonsFolder());
    EXPECT_TRUE(std::is_sorted(files.begin(), files.end(),
                               [](const LessonFile& x, const LessonFile& y) { return x.path.filename() < y.path.filename(); }));
}

std::vector<std::filesystem::path> lessonPaths() {
    std::vector<std::filesystem::path> paths;
    for (const LessonFile& file : listLessons(lessonsFolder())) paths.push_back(file.path);
    return paths;
}

TEST_P(EveryLesson, HasATitleAndAShortText) {
    const LessonScene loaded = loadLesson(GetParam());
    EXPECT_FALSE(loaded.lesson.title.empty());
    const std::size_t words = wordCount(loaded.lesson.text);
    EXPECT_GE(words, 60u);
    EXPECT_LE(words, 150u);
}

TEST_P(EveryLesson, StatedVerdictHoldsWithTheReference) {
    const LessonScene loaded = loadLesson(GetParam());
    EXPECT_EQ(toString(referenceFor(loaded).verdict), std::string(toString(loaded.lesson.verdict)));
}

TEST_P(EveryLesson, QuotedSeparationAndAxisAreTheReferences) {
    const LessonScene loaded = loadLesson(GetParam());
    const CheckPair pair = referenceFor(loaded);
    ASSERT_TRUE(loaded.lesson.separation.has_value()) << "every bundled lesson states its separation";
    EXPECT_NEAR(pair.separation, *loaded.lesson.separation, kLessonNumberTolerance);
    ASSERT_TRUE(loaded.lesson.axis.has_value());
    EXPECT_EQ(decidingAxis(pair), *loaded.lesson.axis);
}

std::vector<std::filesystem::path> methodLessonPaths() {
    std::vector<std::filesystem::path> paths;
    for (const std::filesystem::path& path : lessonPaths())
        if (loadLesson(path).lesson.method) paths.push_back(path);
    return paths;
}

TEST_P(EveryMethodLesson, MethodSaysWhatTheLessonSaysAndASlipDisagreesWithTheReference) {
    const LessonScene loaded = loadLesson(GetParam());
    ASSERT_TRUE(loaded.lesson.method.has_value());
    const auto a = toShape2<double>(loaded.scene.find(loaded.lesson.shapeA)->spec);
    const auto b = toShape2<double>(loaded.scene.find(loaded.lesson.shapeB)->spec);
    const std::optional<bool> says = seeds::runMethod(loaded.lesson.method->id, a, b);
    ASSERT_TRUE(says.has_value()) << "the method does not apply to this pair";
    EXPECT_EQ(*says, loaded.lesson.method->saysIntersecting);
    const bool referenceIntersects = loaded.lesson.verdict != Verdict::Separated;
    if (seeds::methodInfo(loaded.lesson.method->id).reproducesSlip) EXPECT_NE(*says, referenceIntersects);
    else EXPECT_EQ(*says, referenceIntersects);
}

// The seed 002 lesson is 3D, where the app has no method choice: its claim
// is checked here directly (docs/seed-methods.md, seed 002).
TEST(Lessons, ParallelEdgesLessonIsOneSeed002CallsSeparated) {
    const LessonScene loaded = loadLesson(lessonsFolder() / "12-3d-parallel-edges.json");
    const auto asObb = [](const Shape3<double>& shape) { return std::get<Obb3<double>>(shape); };
    const Obb3<double> a = asObb(toShape3<double>(loaded.scene.find("A")->spec));
    const Obb3<double> b = asObb(toShape3<double>(loaded.scene.find("B")->spec));
    EXPECT_LT(glm::length(glm::cross(a.axes[2], b.axes[2])), 1e-9); // the third edges are parallel
    EXPECT_EQ(loaded.lesson.verdict, Verdict::Overlapping);
    EXPECT_FALSE(seed002ObbOverlap(a, b));
}

/// The separation on the axis labelled `source` of a lesson's pair.
double roundLessonSeparationOn(const std::string& file, const std::string& source) {
    const LessonScene loaded = loadLesson(lessonsFolder() / file);
    for (const CheckAxis& axis : referenceFor(loaded).axes)
        if (axis.source == source) return axis.separation;
    ADD_FAILURE() << file << " has no axis " << source;
    return 0.0;
}

// The round lessons quote more axes than the deciding one: each is the core's, rounded as the text rounds it.
TEST(Lessons, RoundLessonsQuoteTheCoresOtherAxes) {
    EXPECT_NEAR(roundLessonSeparationOn("19-circle-closest-vertex.json", "A.x"), -0.15, kLessonNumberTolerance);
    EXPECT_NEAR(roundLessonSeparationOn("19-circle-closest-vertex.json", "A.y"), -0.05, kLessonNumberTolerance);
    EXPECT_NEAR(roundLessonSeparationOn("20-capsule-vs-box.json", "A.x"), -0.80, kLessonNumberTolerance);
    EXPECT_NEAR(roundLessonSeparationOn("20-capsule-vs-box.json", "A.y"), -0.80, kLessonNumberTolerance);
    EXPECT_NEAR(roundLessonSeparationOn("20-capsule-vs-box.json", "A.closest-vertex2-to-B.end0"), -1.24, kLessonNumberTolerance);
    EXPECT_NEAR(roundLessonSeparationOn("20-capsule-vs-box.json", "A.closest-vertex2-to-B.end1"), -1.24, kLessonNumberTolerance);
    EXPECT_NEAR(roundLessonSeparationOn("21-why-gjk.json", "B.closest-vertex0"), -1.24, kLessonNumberTolerance);
}

std::string lessonTestName(const ::testing::TestParamInfo<std::filesystem::path>& param) {
    std::string name = param.param.stem().string();
    std::replace_if(
        name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Bundled, EveryLesson, ::testing::ValuesIn(lessonPaths()), lessonTestName);
INSTANTIATE_TEST_SUITE_P(Bundled, EveryMethodLesson, ::testing::ValuesIn(methodLessonPaths()), lessonTestName);

} // namespace
} // namespace sat
