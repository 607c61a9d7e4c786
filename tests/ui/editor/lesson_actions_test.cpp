// SPDX-License-Identifier: MIT
// The lesson navigator without a window (ui/model/lesson_navigator.hpp): opening,
// previous / next, reset, and protecting a user's unsaved scene.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "ui/editor/editor_state.hpp"
#include "ui/editor/lesson_actions.hpp"
#include "ui/model/commands.hpp"
#include "ui/panels/lesson_panel.hpp"

namespace {

std::filesystem::path sourceDir() {
    if (const char* dir = std::getenv("SATLAB_SOURCE_DIR")) return dir;
    return std::filesystem::path(__FILE__).parent_path().parent_path().parent_path().parent_path();
}

ui::EditorConfig lessonConfig() {
    ui::EditorConfig config;
    config.lessonsFolder = sourceDir() / "assets" / "lessons";
    return config;
}

std::optional<std::size_t> indexOfLesson(ui::EditorState& state, const std::string& fileName) {
    ui::listLessonFiles(state);
    for (std::size_t i = 0; i < state.teaching.lessons.files.size(); ++i)
        if (state.teaching.lessons.files[i].path.filename() == fileName) return i;
    return std::nullopt;
}

glm::dvec2 centreOf(const ui::EditorState& state, const std::string& name) {
    return std::get<sat::Aabb2Spec>(state.document.scene().find(name)->spec).center;
}

TEST(LessonNavigator, OpeningALessonSelectsItsPairAndSetsItsMethod) {
    ui::EditorState state(lessonConfig());
    const auto index = indexOfLesson(state, "15-slip-000-swapped-projections.json");
    ASSERT_TRUE(index.has_value());
    ASSERT_TRUE(ui::openLesson(state, *index));
    EXPECT_TRUE(state.selection.contains("A"));
    EXPECT_TRUE(state.selection.contains("B"));
    EXPECT_EQ(state.analysis.options.method, sat::seeds::Method2::Slip000SwappedProjections);
    EXPECT_TRUE(state.document.file().empty()) << "a lesson opens untitled: Save never overwrites it";
    EXPECT_TRUE(ui::showingLesson(state));
}

TEST(LessonNavigator, ALessonWithoutMethodSetsTheReference) {
    ui::EditorState state(lessonConfig());
    state.analysis.options.method = sat::seeds::Method2::Seed004CornerProjection;
    ASSERT_TRUE(ui::openLesson(state, 0));
    EXPECT_EQ(state.analysis.options.method, sat::seeds::Method2::Reference);
}

TEST(LessonNavigator, NextAndPreviousWalkTheList) {
    ui::EditorState state(lessonConfig());
    ASSERT_TRUE(ui::nextLesson(state)); // none open: the first
    EXPECT_EQ(state.teaching.lessons.current, 0u);
    EXPECT_FALSE(ui::previousLesson(state));
    ASSERT_TRUE(ui::nextLesson(state));
    EXPECT_EQ(state.teaching.lessons.current, 1u);
    EXPECT_EQ(state.teaching.lessons.lesson->title, state.teaching.lessons.files[1].title);
    ASSERT_TRUE(ui::previousLesson(state));
    EXPECT_EQ(state.teaching.lessons.current, 0u);
}

TEST(LessonNavigator, NextStopsAtTheLastLesson) {
    ui::EditorState state(lessonConfig());
    ui::listLessonFiles(state);
    ASSERT_TRUE(ui::openLesson(state, state.teaching.lessons.files.size() - 1));
    EXPECT_FALSE(ui::nextLesson(state));
}

TEST(LessonNavigator, SnagLessonsLiveNumbersFollowTheProbePastTheSeam) {
    ui::EditorState state(lessonConfig());
    const auto index = indexOfLesson(state, "18-snag-on-tile-seams.json");
    ASSERT_TRUE(index.has_value());
    ASSERT_TRUE(ui::openLesson(state, *index));
    state.refreshAnalysis();
    EXPECT_EQ(ui::lessonNumbersNow(state.analysis.result), "probe \xC3\x97 tile2. Now: overlapping, overlap 0.05 on A.x.");
    // 0.2 past the seam the side's overlap (0.25) is more than the floor's (0.10): up wins.
    ui::nudgeShape(state.document, "probe", {0.2, 0.0});
    state.refreshAnalysis();
    EXPECT_EQ(ui::lessonNumbersNow(state.analysis.result), "probe \xC3\x97 tile2. Now: overlapping, overlap 0.10 on A.y.");
}

TEST(LessonNavigator, CircleLessonsLiveNumbersFollowTheNearestVertex) {
    ui::EditorState state(lessonConfig());
    const auto index = indexOfLesson(state, "19-circle-closest-vertex.json");
    ASSERT_TRUE(index.has_value());
    ASSERT_TRUE(ui::openLesson(state, *index));
    state.refreshAnalysis();
    EXPECT_EQ(ui::lessonNumbersNow(state.analysis.result), "box \xC3\x97 coin. Now: separated, gap 0.13 on A.closest-vertex2.");
    // Above the top edge the face decides, and the coin sinks 0.05 into it.
    ui::nudgeShape(state.document, "coin", {-1.5, 0.0});
    state.refreshAnalysis();
    EXPECT_EQ(ui::lessonNumbersNow(state.analysis.result), "box \xC3\x97 coin. Now: overlapping, overlap 0.05 on A.y.");
    // Past the left corner the nearest vertex is vertex 3, and the axis follows it.
    ui::nudgeShape(state.document, "coin", {-1.5, 0.0});
    state.refreshAnalysis();
    EXPECT_EQ(ui::lessonNumbersNow(state.analysis.result), "box \xC3\x97 coin. Now: separated, gap 0.13 on A.closest-vertex3.");
}

TEST(LessonNavigator, CapsuleLessonsLiveNumbersAreTheCores) {
    ui::EditorState state(lessonConfig());
    const auto capsule = indexOfLesson(state, "20-capsule-vs-box.json");
    ASSERT_TRUE(capsule.has_value());
    ASSERT_TRUE(ui::openLesson(state, *capsule));
    state.refreshAnalysis();
    EXPECT_EQ(ui::lessonNumbersNow(state.analysis.result), "box \xC3\x97 capsule. Now: separated, gap 0.39 on B.capsule-normal.");
    const auto gjk = indexOfLesson(state, "21-why-gjk.json");
    ASSERT_TRUE(gjk.has_value());
    ASSERT_TRUE(ui::openLesson(state, *gjk));
    state.refreshAnalysis();
    EXPECT_EQ(ui::lessonNumbersNow(state.analysis.result),
              "ball \xC3\x97 capsule. Now: overlapping, overlap 0.20 on B.capsule-normal.");
}

TEST(LessonNavigator, ResetPutsMovedShapesBackWithoutAsking) {
    ui::EditorState state(lessonConfig());
    ASSERT_TRUE(ui::openLesson(state, 0)); // 01-the-idea: B at (3, 0)
    ui::nudgeShape(state.document, "B", {-1.5, 0.0});
    ASSERT_TRUE(state.document.dirty());
    ASSERT_TRUE(ui::resetLesson(state));
    EXPECT_TRUE(state.modals.queue.empty());
    EXPECT_EQ(centreOf(state, "B"), glm::dvec2(3.0, 0.0));
    EXPECT_FALSE(state.document.dirty());
}

TEST(LessonNavigator, LeavingAPlayedWithLessonDoesNotAsk) {
    ui::EditorState state(lessonConfig());
    ASSERT_TRUE(ui::openLesson(state, 0));
    ui::nudgeShape(state.document, "B", {-1.5, 0.0});
    ASSERT_TRUE(ui::nextLesson(state));
    EXPECT_TRUE(state.modals.queue.empty());
    EXPECT_EQ(state.teaching.lessons.current, 1u);
}

TEST(LessonNavigator, AUsersUnsavedSceneIsNotReplacedWithoutAsking) {
    const std::filesystem::path file = std::filesystem::temp_directory_path() / "satlab-lesson-own-scene.json";
    std::ofstream(file) << R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "mine", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]}]})";
    ui::EditorState state(lessonConfig());
    ASSERT_TRUE(state.load(file, false, nullptr));
    ui::nudgeShape(state.document, "mine", {1.0, 0.0});
    ASSERT_TRUE(ui::openLesson(state, 0));
    ASSERT_EQ(state.modals.queue.size(), 1u);
    EXPECT_EQ(state.modals.queue.front().kind, ui::PendingModal::Kind::SaveChanges);
    EXPECT_NE(state.document.scene().find("mine"), nullptr) << "the user's scene stays until they answer";
    std::filesystem::remove(file);
}

TEST(LessonNavigator, ShowingThePanelOpensTheFirstLesson) {
    ui::EditorState state(lessonConfig());
    ui::toggleLessonPanel(state);
    EXPECT_TRUE(state.teaching.lessons.open);
    EXPECT_EQ(state.teaching.lessons.current, 0u);
    EXPECT_TRUE(ui::showingLesson(state));
}

TEST(LessonNavigator, AnotherOpenedSceneIsNotTheLesson) {
    ui::EditorState state(lessonConfig());
    ASSERT_TRUE(ui::openLesson(state, 0));
    ASSERT_TRUE(state.load(sourceDir() / "assets" / "scenes" / "touching.json", false, nullptr));
    EXPECT_FALSE(ui::showingLesson(state));
}

TEST(LessonNavigator, AMissingFolderListsNothing) {
    ui::EditorConfig config;
    config.lessonsFolder = "/nonexistent/satlab/lessons";
    ui::EditorState state(config);
    EXPECT_FALSE(ui::nextLesson(state));
    EXPECT_TRUE(state.teaching.lessons.files.empty());
}

} // namespace
