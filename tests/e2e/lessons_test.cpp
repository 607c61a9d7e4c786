// Lessons and presentation mode in the real window (docs/lessons.md): Ctrl+L
// opens the first lesson, Page Down goes to the next one, F5 turns the
// picture into presentation mode. Pixels are checked where the lessons'
// `view`s put shape B (assets/lessons/01-the-idea.json: centre (-0.61, -1.39),
// zoom 90; 02-separated-on-b-axis.json: centre (-1.72, -0.41), zoom 65).
#include <gtest/gtest.h>

#include "png_image.hpp"
#include "satlab_process.hpp"

namespace {

// B's fill (orange at 34 % over the dark background), as the dark theme draws a selected shape.
const e2e::Rgb kOrangeFill{94, 72, 22};
const e2e::Rgb kOrange = e2e::hexColor("#e69f00");
const e2e::Rgb kWhite{255, 255, 255};
constexpr int kTolerance = 12;

// Lesson 1's B is the box [2, 4] x [-1, 1]: world (3.4, -0.5) is pixel (1000, 330).
const e2e::PixelRect kInsideBOfLesson1{992, 322, 1008, 338};
// Lesson 2's B is the unit box turned 45 degrees at (2, 2): world (1.5, 2.3) is pixel (849, 224).
const e2e::PixelRect kInsideBOfLesson2{841, 216, 857, 232};
// Empty world far right of both lessons' shapes, clear of every panel.
const e2e::PixelRect kEmptyBackground{1150, 80, 1250, 120};

class LessonWindow : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        sandbox = new e2e::Sandbox;
        const auto run = sandbox->runScript("lessons",
                                            "key ctrl+l\nwait 2\nscreenshot first.png\n"
                                            "key pagedown\nwait 2\nscreenshot second.png\n"
                                            "expect-title \"Untitled \xE2\x80\x94 SATlab\"\n"
                                            "key f5\nwait 2\nscreenshot presentation.png\n");
        exitCode = run.exitCode;
        errors = run.errors;
    }
    static void TearDownTestSuite() { delete sandbox; }
    void SetUp() override { ASSERT_EQ(exitCode, 0) << errors; }

    static inline e2e::Sandbox* sandbox = nullptr;
    static inline int exitCode = -1;
    static inline std::string errors;
};

TEST_F(LessonWindow, CtrlLOpensTheFirstLesson) {
    const e2e::PngImage first(sandbox->file("first.png"));
    EXPECT_GT(first.countNear(kOrangeFill, kInsideBOfLesson1, kTolerance), 150); // of 256
    EXPECT_EQ(first.countNear(kOrangeFill, kInsideBOfLesson2, kTolerance), 0);
}

TEST_F(LessonWindow, PageDownShowsTheNextLesson) {
    const e2e::PngImage second(sandbox->file("second.png"));
    EXPECT_GT(second.countNear(kOrangeFill, kInsideBOfLesson2, kTolerance), 150);
    EXPECT_EQ(second.countNear(kOrangeFill, kInsideBOfLesson1, kTolerance), 0);
}

TEST_F(LessonWindow, F5TurnsTheBackgroundWhite) {
    const e2e::PngImage second(sandbox->file("second.png"));
    const e2e::PngImage presentation(sandbox->file("presentation.png"));
    EXPECT_EQ(second.countNear(kWhite, kEmptyBackground, 3), 0);
    EXPECT_GT(presentation.countNear(kWhite, kEmptyBackground, 3), 3000); // of 4000; the rest is grid
}

TEST_F(LessonWindow, F5DrawsThickerLines) {
    // B's outline and its intervals on the lanes are opaque orange: thicker strokes, more pixels.
    const e2e::PngImage second(sandbox->file("second.png"));
    const e2e::PngImage presentation(sandbox->file("presentation.png"));
    const int normal = second.countNear(kOrange, kTolerance);
    EXPECT_GT(normal, 500);
    EXPECT_GT(presentation.countNear(kOrange, kTolerance), normal * 3 / 2);
}

} // namespace
