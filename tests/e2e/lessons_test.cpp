// SPDX-License-Identifier: MIT
// Lessons and presentation mode in the real window (docs/lessons.md): Ctrl+L
// opens the first lesson, Page Down goes to the next one, F5 turns the
// picture into presentation mode. Pixels are checked where the lessons'
// `view`s put shape B (assets/lessons/01-the-idea.json: centre (-0.61, -1.39),
// zoom 90; 02-separated-on-b-axis.json: centre (-1.72, -0.41), zoom 65).
#include <gtest/gtest.h>

#include <cstdlib>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include "png_image.hpp"
#include "sat/check.hpp"
#include "sat/lesson.hpp"
#include "satlab_process.hpp"
#include "script_suite.hpp"
#include "ui/model/number_format.hpp"

namespace {

// B's fill (orange at 34 % over the dark background), as the dark theme draws a selected shape.
const e2e::Rgb kOrangeFill{94, 72, 22};
const e2e::Rgb kOrange = e2e::hexColor("#e69f00");
const e2e::Rgb kWhite{255, 255, 255};
constexpr int kLessonColourTolerance = 12;

// Lesson 1's B is the box [2, 4] x [-1, 1]: world (3.4, -0.5) is pixel (1000, 330).
const e2e::PixelRect kInsideBOfLesson1{992, 322, 1008, 338};
// Lesson 2's B is the unit box turned 45 degrees at (2, 2): world (1.5, 2.3) is pixel (849, 224).
const e2e::PixelRect kInsideBOfLesson2{841, 216, 857, 232};
// Empty world far right of both lessons' shapes, clear of every panel.
const e2e::PixelRect kEmptyBackground{1150, 80, 1250, 120};

class LessonWindow : public e2e::ScriptSuite<LessonWindow> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        return sandbox.runScript("lessons", "key ctrl+l\nwait 2\nscreenshot first.png\n"
                                            "key pagedown\nwait 2\nscreenshot second.png\nfree-rect\n"
                                            "expect-title \"Untitled - SATlab\"\n"
                                            "key f5\nwait 2\nscreenshot presentation.png\nfree-rect\n");
    }
};

TEST_F(LessonWindow, CtrlLOpensTheFirstLesson) {
    const e2e::PngImage first(sandbox->file("first.png"));
    EXPECT_GT(first.countNear(kOrangeFill, kInsideBOfLesson1, kLessonColourTolerance), 150); // of 256
    EXPECT_EQ(first.countNear(kOrangeFill, kInsideBOfLesson2, kLessonColourTolerance), 0);
}

TEST_F(LessonWindow, PageDownShowsTheNextLesson) {
    const e2e::PngImage second(sandbox->file("second.png"));
    EXPECT_GT(second.countNear(kOrangeFill, kInsideBOfLesson2, kLessonColourTolerance), 150);
    EXPECT_EQ(second.countNear(kOrangeFill, kInsideBOfLesson1, kLessonColourTolerance), 0);
}

TEST_F(LessonWindow, F5TurnsTheBackgroundWhite) {
    const e2e::PngImage second(sandbox->file("second.png"));
    const e2e::PngImage presentation(sandbox->file("presentation.png"));
    EXPECT_EQ(second.countNear(kWhite, kEmptyBackground, 3), 0);
    EXPECT_GT(presentation.countNear(kWhite, kEmptyBackground, 3), 3000); // of 4000; the rest is grid
}

/// Columns of `rect` holding a vertical run of at least `run` pixels of `color`: the thickness of a vertical bar.
int columnsWithVerticalRun(const e2e::PngImage& image, e2e::PixelRect rect, e2e::Rgb color, int run) {
    int columns = 0;
    for (int x = rect.x0; x < rect.x1; ++x) {
        int length = 0;
        for (int y = rect.y0; y < rect.y1 && length < run; ++y)
            length = image.countNear(color, {x, y, x + 1, y + 1}, kLessonColourTolerance) > 0 ? length + 1 : 0;
        if (length >= run) ++columns;
    }
    return columns;
}

/// The "free-rect: X Y W H" lines of a script's stderr, in order, as pixel rectangles.
std::vector<e2e::PixelRect> freeRects(const std::string& errors) {
    std::vector<e2e::PixelRect> rects;
    const std::regex line("free-rect: (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)");
    for (auto it = std::sregex_iterator(errors.begin(), errors.end(), line); it != std::sregex_iterator(); ++it) {
        const int x = std::stoi((*it)[1]), y = std::stoi((*it)[2]);
        rects.push_back({x, y, x + std::stoi((*it)[3]), y + std::stoi((*it)[4])});
    }
    return rects;
}

TEST_F(LessonWindow, F5DrawsThickerLines) {
    // B's interval on A.y's lane is the picture's only vertical orange bar: 6 px thick, 8 px in presentation
    // mode (which also frames the picture anew, so pixel counts of the whole picture do not compare). Only
    // the viewport's free rectangle counts: the Scene panel's colour swatches are orange too.
    const std::vector<e2e::PixelRect> free = freeRects(errors);
    ASSERT_EQ(free.size(), 2u) << errors;
    const e2e::PngImage second(sandbox->file("second.png"));
    const e2e::PngImage presentation(sandbox->file("presentation.png"));
    const int normal = columnsWithVerticalRun(second, free[0], kOrange, 20);
    EXPECT_GE(normal, 5);
    EXPECT_LE(normal, 7); // the bar alone
    EXPECT_GE(columnsWithVerticalRun(presentation, free[1], kOrange, 20), normal + 2);
}

// ---- Presentation mode frames the picture where no panel covers it (ui/editor/presentation_view.hpp),
// at the projector sizes 1280x800 and 1600x1000. Lesson 2 with the Lessons panel on the left and
// the SAT panel bottom right where presentation mode places it (ui/editor/panel_layout.hpp; the script
// asks where: panel SAT): a title bar at 1280x800, open at 1600x1000.

const e2e::Rgb kOverlapRed{190, 20, 20};  // presentationTheme().overlap
const e2e::Rgb kPanelGrey{247, 247, 247}; // the presentation style's window background
const e2e::Rgb kShapeBlue = e2e::hexColor("#0072b2");

/// Pixels of A, B or an overlap (their bars, outlines, labels) in `rect`.
int picturePixels(const e2e::PngImage& image, e2e::PixelRect rect) {
    return image.countNear(kOrange, rect, kLessonColourTolerance) + image.countNear(kShapeBlue, rect, kLessonColourTolerance) +
           image.countNear(kOverlapRed, rect, kLessonColourTolerance);
}

/// "pixel-of B centre: X Y" lines of a script's stderr, in order.
std::vector<std::string> pixelOfLines(const std::string& errors) {
    std::vector<std::string> lines;
    for (std::size_t at = errors.find("pixel-of "); at != std::string::npos; at = errors.find("pixel-of ", at + 1))
        lines.push_back(errors.substr(at, errors.find('\n', at) - at));
    return lines;
}

/// A "panel NAME: X Y W H needs W H [collapsed]" line of a script's stderr (docs/scripting.md).
struct PanelLine {
    int x = 0, y = 0, width = 0, height = 0;
    int neededWidth = 0, neededHeight = 0;
    bool collapsed = false;
    int right() const { return x + width; }
    int bottom() const { return y + height; }
};

/// Every "panel NAME" line of a script's stderr, in order.
std::vector<PanelLine> panelLines(const std::string& errors, const std::string& name) {
    std::vector<PanelLine> panels;
    const std::regex line("panel " + name + ": (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+) needs ([0-9]+) ([0-9]+)( collapsed)?");
    for (auto it = std::sregex_iterator(errors.begin(), errors.end(), line); it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        panels.push_back(
            {std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4]), std::stoi(m[5]), std::stoi(m[6]), m[7].matched});
    }
    return panels;
}

/// The strips just above and left of a panel: a lane or bar that went on under it would cross them.
void expectNothingRunsUnder(const e2e::PngImage& image, const PanelLine& panel, const std::string& what) {
    EXPECT_EQ(picturePixels(image, {panel.x, panel.y - 8, panel.right(), panel.y - 2}), 0) << "above the " << what;
    EXPECT_EQ(picturePixels(image, {panel.x - 8, panel.y, panel.x - 2, panel.bottom()}), 0) << "left of the " << what;
}

// ---- Every lesson at 1280x800: its title and text fit the Lessons panel without scrolling, as ImGui
// measures it. The Scene and Inspector panels above give up room to a long lesson, and the SAT panel's
// Axis column cuts a long round axis name short instead of widening the panel under the left column.

constexpr int kLessonCount = 21;
constexpr int kCapsuleVersusBox = 20; ///< the lesson with the longest axis names

class EveryLessonFits : public e2e::ScriptSuite<EveryLessonFits> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        std::string script = "window 1280 800\nkey ctrl+l\nwait 3\npanel Lessons\n";
        for (int lesson = 2; lesson <= kLessonCount; ++lesson) {
            script += "key pagedown\nwait 3\npanel Lessons\n";
            if (lesson == kCapsuleVersusBox) script += "panel SAT\n";
        }
        return sandbox.runScript("every-lesson", script);
    }
};

TEST_F(EveryLessonFits, TheirTextFitsTheLessonsPanel) {
    const auto lessons = panelLines(errors, "Lessons");
    ASSERT_EQ(lessons.size(), static_cast<std::size_t>(kLessonCount)) << errors;
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        const PanelLine& panel = lessons[i];
        EXPECT_GE(panel.width, panel.neededWidth) << "lesson " << i + 1;
        EXPECT_GE(panel.height, panel.neededHeight) << "lesson " << i + 1;
    }
}

TEST_F(EveryLessonFits, LongAxisNamesKeepTheSatPanelBesideTheLessons) {
    const auto lessons = panelLines(errors, "Lessons");
    const auto sat = panelLines(errors, "SAT");
    ASSERT_EQ(lessons.size(), static_cast<std::size_t>(kLessonCount)) << errors;
    ASSERT_EQ(sat.size(), 1u) << errors;
    EXPECT_GE(sat[0].x, lessons[kCapsuleVersusBox - 1].right());
    EXPECT_GE(sat[0].width, sat[0].neededWidth);
}

struct ProjectorSize {
    int width, height;
    int satTitleY; ///< the middle of the SAT panel's title bar once placed (checked against panel SAT)
};

void PrintTo(const ProjectorSize& size, std::ostream* out) { *out << size.width << "x" << size.height; }

class PresentationFraming : public ::testing::TestWithParam<ProjectorSize> {
protected:
    void SetUp() override {
        const ProjectorSize size = GetParam();
        // A double click on the SAT panel's title bar (left of its close button) opens or collapses it.
        const std::string titleBar = std::to_string(size.width - 200) + " " + std::to_string(size.satTitleY);
        run_ = sandbox_.runScript(
            "framing",
            "window " + std::to_string(size.width) + " " + std::to_string(size.height) +
                "\nkey ctrl+l\nkey pagedown\nwait 2\npixel-of B\nkey f5\nwait 4\nscreenshot on.png\npanel SAT\nfree-rect\n"
                "key f5\nwait 2\npixel-of B\nkey t\nwait 2\nkey f5\nwait 40\nscreenshot explanation.png\npanel SAT\n"
                "panel Explanation\n"
                "mouse-move " +
                titleBar +
                "\nmouse-down left\nmouse-up left\nmouse-down left\nmouse-up left\n"
                "mouse-move 5 300\nwait 4\nscreenshot toggled.png\npanel SAT\n");
        ASSERT_EQ(run_.exitCode, 0) << run_.errors;
        width_ = size.width;
        height_ = size.height;
        sat_ = panelLines(run_.errors, "SAT");
        ASSERT_EQ(sat_.size(), 3u) << run_.errors;
        ASSERT_GE(size.satTitleY, sat_[1].y) << "the script's click misses the SAT panel's title bar";
        ASSERT_LE(size.satTitleY, sat_[1].y + 30) << "the script's click misses the SAT panel's title bar";
    }

    e2e::Sandbox sandbox_;
    e2e::RunResult run_;
    std::vector<PanelLine> sat_; ///< after F5, after F5 with the Explanation panel, after the double click
    int width_ = 0, height_ = 0;
};

/// The "free-rect: X Y W H" line: the viewport's free rectangle after F5.
PanelLine freeRect(const std::string& errors) {
    const std::regex line("free-rect: (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)");
    std::smatch m;
    if (!std::regex_search(errors, m, line)) return {};
    return {std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4]), 0, 0, false};
}

TEST_P(PresentationFraming, NothingReachesTheMenuBarOrTheBannerRow) {
    // The banner row ends 36 px x 1.5 + 1.6 x 24 px = 92 px down; the banner itself is dark blue text.
    const e2e::PngImage on(sandbox_.file("on.png"));
    const PanelLine free = freeRect(run_.errors);
    ASSERT_GT(free.width, 0) << run_.errors;
    EXPECT_EQ(picturePixels(on, {free.x, 0, free.right(), 92}), 0);
    EXPECT_GT(on.countNear(kOrange, kLessonColourTolerance), 500); // B is on screen
}

TEST_P(PresentationFraming, NothingRunsUnderAPanel) {
    const e2e::PngImage on(sandbox_.file("on.png"));
    expectNothingRunsUnder(on, sat_[0], "SAT panel");
    // The free rectangle's left edge, beside the Lessons panel's column: the picture keeps its margin.
    const PanelLine free = freeRect(run_.errors);
    ASSERT_GT(free.width, 0) << run_.errors;
    EXPECT_EQ(picturePixels(on, {free.x + 1, free.y + 100, free.x + 6, free.bottom() - 1}), 0) << "right of the Lessons panel";
}

TEST_P(PresentationFraming, OpeningOrCollapsingTheSatPanelFramesThePictureAgain) {
    // The double click opens the panel at 1280x800 (it starts as a title bar) and collapses it at
    // 1600x1000. Open, nothing runs under it; at 1280x800 the title bar left the picture more room
    // (step 1 of lesson 2: B's outline and its bar on A.x's lane grow with the zoom), at 1600x1000
    // the room's width bounds the picture either way.
    const e2e::PngImage before(sandbox_.file("explanation.png"));
    const e2e::PngImage after(sandbox_.file("toggled.png"));
    ASSERT_NE(sat_[1].collapsed, sat_[2].collapsed);
    const bool openedByTheClick = sat_[1].collapsed;
    const e2e::PngImage& collapsed = openedByTheClick ? before : after;
    const e2e::PngImage& open = openedByTheClick ? after : before;
    expectNothingRunsUnder(open, openedByTheClick ? sat_[2] : sat_[1], "open SAT panel");
    if (openedByTheClick) {
        EXPECT_GT(collapsed.countNear(kOrange, kLessonColourTolerance), open.countNear(kOrange, kLessonColourTolerance) * 5 / 4);
    }
}

TEST_P(PresentationFraming, LeavingPutsTheLessonsViewBack) {
    const std::vector<std::string> lines = pixelOfLines(run_.errors);
    ASSERT_EQ(lines.size(), 2u) << run_.errors;
    EXPECT_EQ(lines[0].substr(lines[0].find(": ")), lines[1].substr(lines[1].find(": ")));
}

TEST_P(PresentationFraming, ExplanationPanelIsInTheRightColumnAtTheLargerSize) {
    // Opened (T) in the normal size, in the right column; on F5 the column grows with the text: at least
    // its least width, 250 px x 1.5, inside the window's right half.
    const auto explanation = panelLines(run_.errors, "Explanation");
    ASSERT_EQ(explanation.size(), 1u) << run_.errors;
    EXPECT_GE(explanation[0].width, 375);
    EXPECT_LE(explanation[0].right(), width_);
    EXPECT_GE(explanation[0].x, width_ / 2);
}

INSTANTIATE_TEST_SUITE_P(ProjectorSizes, PresentationFraming,
                         ::testing::Values(ProjectorSize{1280, 800, 718}, ProjectorSize{1600, 1000, 597}), [](const auto& size) {
                             return std::to_string(size.param.width) + "x" + std::to_string(size.param.height);
                         });

// ---- Presentation mode's 2D SAT panel at a projector's 1280x800 (ui/editor/panel_layout.hpp,
// presentationFolds): F5 makes its text half as large again; where its whole table and settings row
// would take too much of the height it folds to a title bar along the bottom, and a double click on
// that opens it whole. First the welcome scene, then lesson 2.

class PresentationSatPanel : public e2e::ScriptSuite<PresentationSatPanel> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        // A double click on the folded SAT panel's title bar, along the bottom above the status line.
        const std::string openSat = "mouse-move 1080 718\nmouse-down left\nmouse-up left\nmouse-down left\nmouse-up left\n"
                                    "mouse-move 640 20\nwait 4\n";
        return sandbox.runScript("sat-panel",
                                 "window 1280 800\nwait 2\npanel SAT\n"
                                 "key f5\nwait 4\npanel SAT\n" +
                                     openSat +
                                     "panel SAT\nscreenshot welcome.png\n"
                                     "key f5\nwait 3\npanel SAT\n"
                                     "key ctrl+l\nkey pagedown\nwait 2\npanel SAT\nkey f5\nwait 4\npanel SAT\n" +
                                     openSat + "panel SAT\npanel Lessons\nscreenshot lesson2.png\nkey f5\nwait 3\npanel SAT\n");
    }
    /// The SAT panel: welcome before F5, collapsed, opened, after F5; lesson 2 the same.
    static std::vector<PanelLine> sat() { return panelLines(errors, "SAT"); }
};

TEST_F(PresentationSatPanel, StartsAsATitleBarAlongTheBottom) {
    const auto sat = PresentationSatPanel::sat();
    ASSERT_EQ(sat.size(), 8u) << errors;
    for (const PanelLine& collapsed : {sat[1], sat[5]}) {
        EXPECT_TRUE(collapsed.collapsed);
        EXPECT_GE(collapsed.right(), 1280 - 30); // the bottom dock reaches the right side's tab
        EXPECT_GE(collapsed.y, 800 - 120);       // along the bottom, above the status line
    }
}

TEST_F(PresentationSatPanel, OpenedItHoldsItsWholeTableAndSettingsRowInsideTheWindow) {
    // "needs" is ImGui's own measure: every item and table column at its natural width. Before,
    // the panel kept its 610 px and the larger text cut the table to "S", "V".
    const auto sat = PresentationSatPanel::sat();
    ASSERT_EQ(sat.size(), 8u) << errors;
    for (const PanelLine& open : {sat[2], sat[6]}) {
        EXPECT_FALSE(open.collapsed);
        EXPECT_GE(open.width, open.neededWidth);
        EXPECT_GE(open.x, 0);
        EXPECT_GE(open.y, 34);
        EXPECT_LE(open.right(), 1280);
        EXPECT_LE(open.bottom(), 800);
    }
    const auto lessons = panelLines(errors, "Lessons");
    ASSERT_EQ(lessons.size(), 1u) << errors;
    // Beside or under the lesson, never over it.
    EXPECT_TRUE(sat[6].x >= lessons[0].right() || sat[6].y >= lessons[0].bottom());
}

TEST_F(PresentationSatPanel, TheShapesAreFramedAgainAboveTheOpenedPanel) {
    // The shapes and their bars in their own colours (the welcome scene's, lesson 2's); a gap or
    // overlap label may end a few pixels above the panel's edge.
    struct Case {
        const char* file;
        PanelLine panel;
        e2e::Rgb a, b;
    };
    const auto sat = PresentationSatPanel::sat();
    ASSERT_EQ(sat.size(), 8u) << errors;
    for (const Case& shot : {Case{"welcome.png", sat[2], e2e::hexColor("#4e79a7"), e2e::hexColor("#f28e2b")},
                             Case{"lesson2.png", sat[6], kShapeBlue, kOrange}}) {
        const e2e::PngImage image(sandbox->file(shot.file));
        const PanelLine& p = shot.panel;
        for (const e2e::PixelRect strip :
             {e2e::PixelRect{p.x, p.y - 8, p.right(), p.y - 2}, e2e::PixelRect{p.x - 8, p.y, p.x - 2, p.bottom()}})
            EXPECT_EQ(image.countNear(shot.a, strip, kLessonColourTolerance) +
                          image.countNear(shot.b, strip, kLessonColourTolerance),
                      0)
                << shot.file;
        EXPECT_GT(image.countNear(shot.b, {0, 0, 1280, p.y}, kLessonColourTolerance), 100)
            << shot.file << ": B is framed above it";
    }
}

TEST_F(PresentationSatPanel, LeavingPutsItBackWhereItWas) {
    const auto sat = PresentationSatPanel::sat();
    ASSERT_EQ(sat.size(), 8u) << errors;
    for (const auto& [before, after] : {std::pair{sat[0], sat[3]}, std::pair{sat[4], sat[7]}}) {
        EXPECT_EQ(after.x, before.x);
        EXPECT_EQ(after.y, before.y);
        EXPECT_EQ(after.width, before.width);
        EXPECT_EQ(after.height, before.height);
        EXPECT_FALSE(after.collapsed);
    }
}

// ---- Step mode on lesson 2 (docs/lessons.md, "Step mode"): T, Space, C and a drag,
// checked in the screenshots and in the Explanation panel's text (dump-explanation).
// Lesson 2's report: A.x and A.y overlap, B.x is the first separating axis, so
// the test stops at step 3 of 3; C continues to B.y and the verdict.

// The rectangles below are where the picture is in lesson 2's saved view, where A's centre is pixel
// (752, 373); with the Explanation panel open the view moves to keep B clear of it, and the tests move
// them with A (LessonSteps::inView).
constexpr int kSavedViewAx = 752, kSavedViewAy = 373;
// A.y's lane: the vertical lane left of A (pixels x 625..665 between y 140 and 440);
// B's interval on it is an orange bar, drawn only once the step for A.y has run.
const e2e::PixelRect kLaneOfAy{625, 140, 665, 440};
// Under A (bottom edge at pixel y 438) and left of the SAT panel: empty in a finished
// step; while step 3 animates, A's outline sweeps through it towards B.x's lane.
const e2e::PixelRect kBelowA{690, 444, 860, 462};
// The separating line (dashed, perpendicular to B.x) runs from the top of the view
// down to the right between A and B; this stretch is clear of every panel.
const e2e::PixelRect kSeparatingLineStretch{560, 50, 720, 200};
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

/// The "pixel-of NAME centre: X Y" point of a script's stderr (the first for that shape).
struct ScriptPixel {
    int x = -1, y = -1;
};
ScriptPixel pixelOfCentre(const std::string& errors, const std::string& name) {
    const std::regex line("pixel-of " + name + " centre: (-?[0-9]+) (-?[0-9]+)");
    std::smatch m;
    if (!std::regex_search(errors, m, line)) return {};
    return {std::stoi(m[1]), std::stoi(m[2])};
}

class LessonSteps : public e2e::ScriptSuite<LessonSteps> {
public:
    static e2e::RunResult runOnce(const e2e::Sandbox& sandbox) {
        // Where lesson 2's A (0, 0) and B (2, 2) are drawn once step mode has opened the Explanation panel:
        // the drag below presses on B and moves it one unit to the right (Ctrl snaps it to exactly 3).
        const std::string toStepMode = "key ctrl+l\nkey pagedown\nwait 2\nkey t\nwait 40\n";
        const e2e::RunResult probe = sandbox.runScript("probe", toStepMode + "pixel-of A\npixel-of B\n");
        const ScriptPixel a = pixelOfCentre(probe.errors, "A"), b = pixelOfCentre(probe.errors, "B");
        if (probe.exitCode != 0 || a.x < 0 || b.x < 0) return probe;
        const auto at = [&](int dx) { return std::to_string(b.x + dx) + " " + std::to_string(b.y) + "\n"; };
        const int unit = (b.x - a.x) / 2;
        return sandbox.runScript("steps", toStepMode +
                                              "screenshot step1.png\ndump-explanation step1.txt\n"
                                              "free-rect\npixel-of B\npixel-of A\n"
                                              "key space\nkey space\nwait 12\nscreenshot sweep.png\n"
                                              "wait 40\nscreenshot step3.png\ndump-explanation step3.txt\n"
                                              "key c\nwait 40\ndump-explanation step4.txt\n"
                                              "key space\nwait 2\ndump-explanation verdict.txt\n"
                                              "mouse-move " +
                                              at(0) + "mouse-down left\nhold ctrl\nmouse-move " + at(unit / 4) + "mouse-move " +
                                              at(unit / 2) + "mouse-move " + at(unit) +
                                              "wait 2\ndump-explanation dragging.txt\n"
                                              "mouse-up left\nrelease ctrl\nwait 2\n");
    }

protected:
    static std::string text(const char* name) { return e2e::readText(sandbox->file(name)); }
    /// `rect` of lesson 2's saved view, moved as far as the view moved A.
    static e2e::PixelRect inView(e2e::PixelRect rect) {
        const ScriptPixel a = pixelOfCentre(errors, "A");
        const int dx = a.x - kSavedViewAx, dy = a.y - kSavedViewAy;
        return {rect.x0 + dx, rect.y0 + dy, rect.x1 + dx, rect.y1 + dy};
    }
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
    EXPECT_EQ(step1.countNear(kOrange, inView(kLaneOfAy), kLessonColourTolerance), 0);
    EXPECT_GT(step3.countNear(kOrange, inView(kLaneOfAy), kLessonColourTolerance), 100); // B's bar on A.y: 4 px by 190 px
    EXPECT_EQ(step1.countNear(e2e::kSeparatingYellow, inView(kSeparatingLineStretch), 40), 0);
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
    EXPECT_GT(step3.countNear(e2e::kSeparatingYellow, inView(kSeparatingLineStretch), 40), 40);
}

TEST_F(LessonSteps, StepAnimationSweepsTheOutlinesTowardsTheAxis) {
    const e2e::PngImage sweep(sandbox->file("sweep.png"));
    const e2e::PngImage step3(sandbox->file("step3.png"));
    EXPECT_GT(sweep.countNear(kBlue, inView(kBelowA), 30), 20);
    EXPECT_EQ(step3.countNear(kBlue, inView(kBelowA), 30), 0);
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

TEST_F(LessonSteps, LessonsSavedViewKeepsBClearOfTheExplanationPanel) {
    // Lesson 2's saved view leaves B where the right column opens with the Explanation panel (step
    // mode, T): the view frames the shapes into the free rectangle that is left.
    const std::regex line("free-rect: (-?[0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)");
    std::smatch free;
    ASSERT_TRUE(std::regex_search(errors, free, line)) << errors;
    const int left = std::stoi(free[1]), top = std::stoi(free[2]);
    const int right = left + std::stoi(free[3]), bottom = top + std::stoi(free[4]);
    // B (centre (2, 2), corners 1.41 units from it) lies inside; A (centre (0, 0)) gives the zoom.
    const ScriptPixel a = pixelOfCentre(errors, "A"), b = pixelOfCentre(errors, "B");
    const double reach = 1.42 * (b.x - a.x) / 2.0;
    EXPECT_GT(b.x - reach, left) << errors;
    EXPECT_LT(b.x + reach, right) << errors;
    EXPECT_GT(b.y - reach, top) << errors;
    EXPECT_LT(b.y + reach, bottom) << errors;
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
// selected; the field is at (90, 364) in a 1280x800 window) renames on Enter.
TEST(KeyboardMenus, EnterStillRenamesInTheInspector) {
    const e2e::Sandbox sandbox;
    const auto run = sandbox.runScript("rename", "window 1280 800\nwait 2\nmouse-move 90 364\nmouse-down left\n"
                                                 "mouse-up left\nwait 2\nkey ctrl+a\nkey z\nkey enter\nwait 2\n"
                                                 "save renamed.json\n");
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string saved = e2e::readText(sandbox.file("renamed.json"));
    EXPECT_NE(saved.find("\"name\": \"z\""), std::string::npos) << saved;
    EXPECT_EQ(saved.find("\"name\": \"A\""), std::string::npos) << saved;
}

} // namespace
