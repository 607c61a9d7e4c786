// Lessons and presentation mode in the real window (docs/lessons.md): Ctrl+L
// opens the first lesson, Page Down goes to the next one, F5 turns the
// picture into presentation mode. Pixels are checked where the lessons'
// `view`s put shape B (assets/lessons/01-the-idea.json: centre (-0.61, -1.39),
// zoom 90; 02-separated-on-b-axis.json: centre (-1.72, -0.41), zoom 65).
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "png_image.hpp"
#include "sat/check.hpp"
#include "sat/lesson.hpp"
#include "satlab_process.hpp"
#include "script_suite.hpp"
#include "ui/number_format.hpp"

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

class LessonWindow : public e2e::ScriptSuite<LessonWindow> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        return sandbox.runScript("lessons",
                                 "key ctrl+l\nwait 2\nscreenshot first.png\n"
                                 "key pagedown\nwait 2\nscreenshot second.png\n"
                                 "expect-title \"Untitled \xE2\x80\x94 SATlab\"\n"
                                 "key f5\nwait 2\nscreenshot presentation.png\n");
    }
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

/// Columns holding a vertical run of at least `run` pixels of `color`: the thickness of a vertical bar.
int columnsWithVerticalRun(const e2e::PngImage& image, e2e::Rgb color, int run) {
    int columns = 0;
    for (int x = 0; x < image.width(); ++x) {
        int length = 0;
        for (int y = 0; y < image.height() && length < run; ++y)
            length = image.countNear(color, {x, y, x + 1, y + 1}, kTolerance) > 0 ? length + 1 : 0;
        if (length >= run) ++columns;
    }
    return columns;
}

TEST_F(LessonWindow, F5DrawsThickerLines) {
    // B's interval on A.y's lane is the only vertical orange bar: 6 px thick, 9 px in presentation
    // mode (which also frames the picture anew, so pixel counts of the whole picture do not compare).
    const e2e::PngImage second(sandbox->file("second.png"));
    const e2e::PngImage presentation(sandbox->file("presentation.png"));
    const int normal = columnsWithVerticalRun(second, kOrange, 20);
    EXPECT_GE(normal, 5);
    EXPECT_GE(columnsWithVerticalRun(presentation, kOrange, 20), normal + 2);
}

// ---- Presentation mode frames the picture where no panel covers it (ui/presentation_view.hpp),
// at the projector sizes 1280x800 and 1600x1000. Lesson 2 with the Lessons panel on the left and
// the SAT panel bottom right (both where they first open: Lessons at (10, 34), 400 px wide; SAT
// 610 x 330 px in the bottom right corner, 10 px from the edges).

const e2e::Rgb kOverlapRed{190, 20, 20}; // presentationTheme().overlap
const e2e::Rgb kPanelGrey{247, 247, 247}; // the presentation style's window background
const e2e::Rgb kShapeBlue = e2e::hexColor("#0072b2");

/// Pixels of A, B or an overlap (their bars, outlines, labels) in `rect`.
int picturePixels(const e2e::PngImage& image, e2e::PixelRect rect) {
    return image.countNear(kOrange, rect, kTolerance) + image.countNear(kShapeBlue, rect, kTolerance) +
           image.countNear(kOverlapRed, rect, kTolerance);
}

/// "pixel-of B centre: X Y" lines of a script's stderr, in order.
std::vector<std::string> pixelOfLines(const std::string& errors) {
    std::vector<std::string> lines;
    for (std::size_t at = errors.find("pixel-of "); at != std::string::npos; at = errors.find("pixel-of ", at + 1))
        lines.push_back(errors.substr(at, errors.find('\n', at) - at));
    return lines;
}

class PresentationFraming : public ::testing::TestWithParam<std::pair<int, int>> {
protected:
    void SetUp() override {
        const auto [width, height] = GetParam();
        // The SAT panel's close button: its title bar's right end.
        const int closeX = width - 10 - 22;
        const int closeY = height - 10 - 330 + 16;
        run_ = sandbox_.runScript(
            "framing", "window " + std::to_string(width) + " " + std::to_string(height) +
                           "\nkey ctrl+l\nkey pagedown\nwait 2\npixel-of B\nkey f5\nwait 4\nscreenshot on.png\n"
                           "key f5\nwait 2\npixel-of B\nkey t\nwait 2\nkey f5\nwait 40\nscreenshot explanation.png\n"
                           "mouse-move " + std::to_string(closeX) + " " + std::to_string(closeY) +
                           "\nmouse-down left\nmouse-up left\nmouse-move 5 300\nwait 4\nscreenshot closed.png\n");
        ASSERT_EQ(run_.exitCode, 0) << run_.errors;
        width_ = width;
        height_ = height;
    }

    e2e::Sandbox sandbox_;
    e2e::RunResult run_;
    int width_ = 0, height_ = 0;
};

TEST_P(PresentationFraming, NothingReachesTheMenuBarOrTheBannerRow) {
    // The banner row ends 36 px x 1.5 + 1.6 x 24 px = 92 px down; the banner itself is dark blue text.
    const e2e::PngImage on(sandbox_.file("on.png"));
    EXPECT_EQ(picturePixels(on, {420, 0, width_, 92}), 0);
    EXPECT_GT(on.countNear(kOrange, kTolerance), 500); // B is on screen
}

TEST_P(PresentationFraming, NothingRunsUnderAPanel) {
    // A lane or bar that went on under a panel would cross the strip just outside its edge.
    const e2e::PngImage on(sandbox_.file("on.png"));
    const int satLeft = width_ - 10 - 610;
    const int satTop = height_ - 10 - 330;
    EXPECT_EQ(picturePixels(on, {satLeft, satTop - 8, width_ - 10, satTop - 2}), 0) << "above the SAT panel";
    EXPECT_EQ(picturePixels(on, {satLeft - 8, satTop, satLeft - 2, height_ - 10}), 0) << "left of the SAT panel";
    EXPECT_EQ(picturePixels(on, {412, 40, 418, height_ - 60}), 0) << "right of the Lessons panel";
}

TEST_P(PresentationFraming, ClosingAPanelGivesThePictureItsRoom) {
    // Step 1 of lesson 2: B's outline and its bar on A.x's lane grow with the zoom.
    const e2e::PngImage before(sandbox_.file("explanation.png"));
    const e2e::PngImage closed(sandbox_.file("closed.png"));
    EXPECT_GT(closed.countNear(kOrange, kTolerance), before.countNear(kOrange, kTolerance) * 5 / 4);
}

TEST_P(PresentationFraming, LeavingPutsTheLessonsViewBack) {
    const std::vector<std::string> lines = pixelOfLines(run_.errors);
    ASSERT_EQ(lines.size(), 2u) << run_.errors;
    EXPECT_EQ(lines[0].substr(lines[0].find(": ")), lines[1].substr(lines[1].find(": ")));
}

TEST_P(PresentationFraming, ExplanationPanelIsPlacedAgainAtTheLargerSize) {
    // Opened in the normal size beside the lessons (400 px wide), placed again on F5: 36 % of the
    // window wide (460 px at 1280, 576 px at 1600), the Lessons panel above it as wide.
    const e2e::PngImage shot(sandbox_.file("explanation.png"));
    const int columnRight = static_cast<int>(width_ * 0.36);
    EXPECT_GT(shot.countNear(kPanelGrey, {415, height_ / 2, columnRight - 10, height_ - 100}, 3),
              (columnRight - 425) * (height_ / 2 - 100) / 3);
}

INSTANTIATE_TEST_SUITE_P(ProjectorSizes, PresentationFraming,
                         ::testing::Values(std::pair{1280, 800}, std::pair{1600, 1000}),
                         [](const auto& size) { return std::to_string(size.param.first) + "x" + std::to_string(size.param.second); });

// ---- Step mode on lesson 2 (docs/lessons.md, "Step mode"): T, Space, C and a drag,
// checked in the screenshots and in the Explanation panel's text (dump-explanation).
// Lesson 2's report: A.x and A.y overlap, B.x is the first separating axis, so
// the test stops at step 3 of 3; C continues to B.y and the verdict.

// A.y's lane: the vertical lane left of A (pixels x 625..665 between y 140 and 440);
// B's interval on it is an orange bar, drawn only once the step for A.y has run.
const e2e::PixelRect kLaneOfAy{625, 140, 665, 440};
// Under A (bottom edge at pixel y 438) and left of the SAT panel: empty in a finished
// step; while step 3 animates, A's outline sweeps through it towards B.x's lane.
const e2e::PixelRect kBelowA{690, 444, 860, 462};
// The separating line (dashed, perpendicular to B.x) runs from the top of the view
// down to the right between A and B; this stretch is clear of every panel.
const e2e::PixelRect kSeparatingLineStretch{560, 50, 720, 200};
const e2e::Rgb kSeparatingYellow{255, 214, 10}; // Theme::dark().separating
const e2e::Rgb kBlue = e2e::hexColor("#0072b2");

std::filesystem::path sourceTree() {
    const char* dir = std::getenv("SATLAB_SOURCE_DIR");
    return dir ? std::filesystem::path(dir) : std::filesystem::path(__FILE__).parent_path().parent_path().parent_path();
}

/// The reference's report for lesson 2 with B moved by (dx, 0).
sat::CheckPair lesson2Report(double dx) {
    sat::LessonScene loaded = sat::loadLesson(sourceTree() / "assets" / "lessons" / "02-separated-on-b-axis.json");
    sat::SceneShape a = *loaded.scene.find("A");
    sat::SceneShape b = *loaded.scene.find("B");
    std::get<sat::Obb2Spec>(b.spec).center.x += dx;
    return sat::checkPair2(a, b, sat::CheckOptions{});
}

/// "A covers [-1.41, 1.41] on it, B covers [1.83, 3.83]", from the report's intervals.
std::string coverSentence(const sat::CheckAxis& axis) {
    return "A covers " + ui::formatInterval(axis.a) + " on it, B covers " + ui::formatInterval(axis.b);
}

class LessonSteps : public e2e::ScriptSuite<LessonSteps> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        // B's centre (2, 2) is pixel (882, 243) in lesson 2's view; 65 px = one unit to the right.
        return sandbox.runScript("steps",
                                 "key ctrl+l\nkey pagedown\nwait 2\n"
                                 "key t\nwait 40\nscreenshot step1.png\ndump-explanation step1.txt\n"
                                 "key space\nkey space\nwait 12\nscreenshot sweep.png\n"
                                 "wait 40\nscreenshot step3.png\ndump-explanation step3.txt\n"
                                 "key c\nwait 40\ndump-explanation step4.txt\n"
                                 "key space\nwait 2\ndump-explanation verdict.txt\n"
                                 "mouse-move 882 243\nmouse-down left\nmouse-move 900 243\nmouse-move 930 243\n"
                                 "mouse-move 947 243\nwait 2\ndump-explanation dragging.txt\n"
                                 "mouse-up left\nwait 2\n");
    }

protected:
    static std::string text(const char* name) { return e2e::readText(sandbox->file(name)); }
};

TEST_F(LessonSteps, FirstStepExplainsAxisAxWithTheReportsNumbers) {
    const sat::CheckPair report = lesson2Report(0.0);
    ASSERT_EQ(report.firstSeparatingAxis, 2);
    const std::string step1 = text("step1.txt");
    EXPECT_NE(step1.find("Step 1 of 3"), std::string::npos) << step1;
    EXPECT_NE(step1.find("Axis 1 of 4 is A's x-axis (A.x), direction (1.00, 0.00). " + coverSentence(report.axes[0]) +
                         ": they overlap by " + ui::formatNumber(-report.axes[0].separation) +
                         ", so this axis does not separate them."),
              std::string::npos)
        << step1;
}

TEST_F(LessonSteps, FirstStepDrawsNoLaneOfLaterAxes) {
    const e2e::PngImage step1(sandbox->file("step1.png"));
    const e2e::PngImage step3(sandbox->file("step3.png"));
    EXPECT_EQ(step1.countNear(kOrange, kLaneOfAy, kTolerance), 0);
    EXPECT_GT(step3.countNear(kOrange, kLaneOfAy, kTolerance), 100); // B's bar on A.y: 4 px by 190 px
    EXPECT_EQ(step1.countNear(kSeparatingYellow, kSeparatingLineStretch, 40), 0);
}

TEST_F(LessonSteps, ThirdStepStopsAtTheSeparatingAxisBx) {
    const sat::CheckPair report = lesson2Report(0.0);
    const std::string step3 = text("step3.txt");
    EXPECT_NE(step3.find("Step 3 of 3: the first separating axis"), std::string::npos) << step3;
    EXPECT_NE(step3.find("Axis 3 of 4 is B's x-axis (B.x), direction (0.71, 0.71). " + coverSentence(report.axes[2]) +
                         ": there is a gap of " + ui::formatNumber(report.axes[2].separation)),
              std::string::npos)
        << step3;
    EXPECT_NE(step3.find("separated \xE2\x80\x94 the test can stop here"), std::string::npos) << step3;
    EXPECT_NE(step3.find("Continue through all axes (C)"), std::string::npos) << step3;
    // B.x is the first of B's axes: the panel says why B's axes are needed.
    EXPECT_NE(step3.find("Why both shapes' axes"), std::string::npos) << step3;
}

TEST_F(LessonSteps, ThirdStepDrawsTheSeparatingLine) {
    const e2e::PngImage step3(sandbox->file("step3.png"));
    EXPECT_GT(step3.countNear(kSeparatingYellow, kSeparatingLineStretch, 40), 40);
}

TEST_F(LessonSteps, StepAnimationSweepsTheOutlinesTowardsTheAxis) {
    const e2e::PngImage sweep(sandbox->file("sweep.png"));
    const e2e::PngImage step3(sandbox->file("step3.png"));
    EXPECT_GT(sweep.countNear(kBlue, kBelowA, 30), 20);
    EXPECT_EQ(step3.countNear(kBlue, kBelowA, 30), 0);
}

TEST_F(LessonSteps, ContinuePassesTheStopToBy) {
    const sat::CheckPair report = lesson2Report(0.0);
    const std::string step4 = text("step4.txt");
    EXPECT_NE(step4.find("Step 4 of 5"), std::string::npos) << step4;
    EXPECT_NE(step4.find("Axis 4 of 4 is B's y-axis (B.y)"), std::string::npos) << step4;
    EXPECT_NE(step4.find(coverSentence(report.axes[3])), std::string::npos) << step4;
    const std::string verdict = text("verdict.txt");
    EXPECT_NE(verdict.find("Step 5 of 5: the verdict"), std::string::npos) << verdict;
    EXPECT_NE(verdict.find("Separated: axis 3 (B.x) shows a gap of 0.41"), std::string::npos) << verdict;
}

TEST_F(LessonSteps, StepsRerunWhileBIsDragged) {
    // Mid-drag, B one unit to the right: now A.x already separates (gap 0.59), and the verdict step says so.
    const sat::CheckPair moved = lesson2Report(1.0);
    ASSERT_EQ(moved.firstSeparatingAxis, 0);
    const std::string dragging = text("dragging.txt");
    EXPECT_NE(dragging.find("Separated: axis 1 (A.x) shows a gap of " + ui::formatNumber(moved.axes[0].separation)),
              std::string::npos)
        << dragging;
}

// ---- Keyboard only: F10 opens the menus; View > Step Through the Test is reached with arrows and Space.
TEST(KeyboardMenus, F10ArrowsAndSpaceReachStepMode) {
    const e2e::Sandbox sandbox;
    // File, Edit, Add, View (three times Right); Frame All, Presentation mode, Step Through the Test (three times Down).
    const auto run = sandbox.runScript("menus", "wait 2\nkey f10\nwait 2\nkey right\nwait 2\nkey right\nwait 2\n"
                                                "key right\nwait 2\nkey down\nwait 2\nkey down\nwait 2\nkey down\n"
                                                "wait 2\nkey space\nwait 2\ndump-explanation menus.out\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string text = e2e::readText(sandbox.file("menus.out"));
    EXPECT_EQ(text.rfind("Step 1 of ", 0), 0u) << text; // the welcome scene's pair, in step mode
}

// Enter runs the focused menu item as Space does (ImGui 1.86 maps Enter to a text-input
// request that menu items ignore; ui::Editor::beforeNewFrame adds Activate in menus).
TEST(KeyboardMenus, F10ArrowsAndEnterReachStepMode) {
    const e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("menus", "wait 2\nkey f10\nwait 2\nkey right\nwait 2\nkey right\nwait 2\n"
                                                "key right\nwait 2\nkey down\nwait 2\nkey down\nwait 2\nkey down\n"
                                                "wait 2\nkey enter\nwait 2\ndump-explanation menus.out\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string text = e2e::readText(sandbox.file("menus.out"));
    EXPECT_EQ(text.rfind("Step 1 of ", 0), 0u) << text;
}

// Enter keeps its own meaning in a text field: the Inspector's Name field (welcome scene, A
// selected; the field is at (90, 380) in a 1280x800 window) renames on Enter.
TEST(KeyboardMenus, EnterStillRenamesInTheInspector) {
    const e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("rename", "window 1280 800\nwait 2\nmouse-move 90 380\nmouse-down left\n"
                                                 "mouse-up left\nwait 2\nkey ctrl+a\nkey z\nkey enter\nwait 2\n"
                                                 "save renamed.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string saved = e2e::readText(sandbox.file("renamed.json"));
    EXPECT_NE(saved.find("\"name\": \"z\""), std::string::npos) << saved;
    EXPECT_EQ(saved.find("\"name\": \"A\""), std::string::npos) << saved;
}

} // namespace
