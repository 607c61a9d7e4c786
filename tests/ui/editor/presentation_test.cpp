// SPDX-License-Identifier: MIT
// Presentation mode without a window (ui/editor/presentation.hpp): the toggle, the
// theme's sizes, and that A and B are told apart without red/green.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "ui/draw/picture.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/panel_layout.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/editor/presentation_view.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/scene_builders.hpp"

namespace {

TEST(Presentation, ToggleSwitchesTheModeOnAndOff) {
    ui::EditorState state(ui::EditorConfig{});
    EXPECT_FALSE(state.teaching.presentation.on);
    ui::togglePresentation(state);
    EXPECT_TRUE(state.teaching.presentation.on);
    ui::togglePresentation(state);
    EXPECT_FALSE(state.teaching.presentation.on);
}

TEST(Presentation, ThemeHasLargerTextHandlesAndThickerLines) {
    const ui::Theme normal = ui::Theme::dark();
    const ui::Theme big = ui::presentationTheme(1.0f);
    EXPECT_FLOAT_EQ(big.fontSize, normal.fontSize * 1.5f);
    EXPECT_FLOAT_EQ(big.handleRadius, normal.handleRadius * 1.5f);
    EXPECT_FLOAT_EQ(big.lineWidth, normal.lineWidth * 1.5f * 1.5f); // 2 px become 4.5 px
}

TEST(Presentation, ThemeFollowsTheDpiScale) {
    EXPECT_FLOAT_EQ(ui::presentationTheme(2.0f).fontSize, ui::presentationTheme(1.0f).fontSize * 2.0f);
}

TEST(Presentation, ThemeIsDarkOnLight) {
    const ui::Theme t = ui::presentationTheme(1.0f);
    EXPECT_GT(t.background.r + t.background.g + t.background.b, 2.9f);
    EXPECT_LT(t.text.r + t.text.g + t.text.b, 0.1f);
}

/// WCAG relative luminance of a colour (sRGB).
double luminance(ui::Rgba c) {
    const auto linear = [](float v) { return v <= 0.04045f ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

// Blue and orange differ in lightness, so they stay apart for red-green
// colour blindness and even in grey: a contrast ratio of at least 2.
TEST(Presentation, DefaultColoursOfAAndBDifferInLightness) {
    const double a = luminance(ui::paletteColor(0));
    const double b = luminance(ui::paletteColor(1));
    EXPECT_GE((std::max(a, b) + 0.05) / (std::min(a, b) + 0.05), 2.0);
}

struct LineCounter final : ui::Canvas {
    ui::Rgba want;
    int lines = 0, polylines = 0;
    float thickest = 0.0f;
    static bool same(ui::Rgba x, ui::Rgba y) { return x.r == y.r && x.g == y.g && x.b == y.b; }
    void line(glm::dvec2, glm::dvec2, ui::Rgba c, float t) override {
        if (same(c, want)) ++lines, thickest = std::max(thickest, t);
    }
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba c, float t) override {
        if (same(c, want)) ++polylines, thickest = std::max(thickest, t);
    }
    void fillConvex(std::span<const glm::dvec2>, ui::Rgba) override {}
    void fillCircle(glm::dvec2, float, ui::Rgba) override {}
    void circle(glm::dvec2, float, ui::Rgba, float) override {}
    void fillRect(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void text(glm::dvec2, ui::TextAnchor, std::string_view, ui::Rgba, float) override {}
    glm::dvec2 textSize(std::string_view text, float size) const override {
        return {static_cast<double>(text.size()) * size * 0.5, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}
};

/// Draws two boxes (A left, B right, both inspected, overlays off) and counts B's outline strokes.
LineCounter drawB(const ui::Theme& theme) {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("A", sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}));
    scene.shapes.push_back(ui::test::shape("B", sat::Aabb2Spec{{3.0, 0.0}, {1.0, 1.0}}));
    ui::Selection selection;
    selection.set({"A", "B"});
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    ui::PictureInput input;
    input.scene = &scene;
    input.analysis = &analysis;
    input.selection = &selection;
    input.theme = theme;
    input.toggles.axes = false;
    input.showHandles = false;
    LineCounter canvas;
    canvas.want = ui::paletteColor(1);
    ui::drawPicture(canvas, input);
    return canvas;
}

TEST(Presentation, OutlineOfBIsDashedAndThicker) {
    const LineCounter normal = drawB(ui::Theme::dark());
    const LineCounter big = drawB(ui::presentationTheme(1.0f));
    EXPECT_EQ(normal.polylines, 1);
    EXPECT_EQ(normal.lines, 0);
    EXPECT_EQ(big.polylines, 0);
    EXPECT_GT(big.lines, 8); // dashes along four edges
    EXPECT_GT(big.thickest, normal.thickest * 2.0f);
}

// ---- The view (ui/editor/presentation_view.hpp)

TEST(PresentationView, LeavingPutsTheViewFromBeforeF5Back) {
    ui::EditorState state(ui::EditorConfig{});
    state.view.transform.center = {1.5, -2.0};
    state.view.transform.zoom = 80.0;
    ui::togglePresentation(state);
    EXPECT_EQ(state.teaching.presentation.framePending, ui::kPresentationFrameFrames); // the viewport frames the picture
    state.view.transform.center = {7.0, 7.0};                                          // as the framing (or the wheel) moves it
    state.view.transform.zoom = 31.0;
    ui::togglePresentation(state);
    EXPECT_EQ(state.view.transform.center, glm::dvec2(1.5, -2.0));
    EXPECT_DOUBLE_EQ(state.view.transform.zoom, 80.0);
}

TEST(PresentationView, ASceneOpenedWhileOnIsFramedAgain) {
    ui::EditorState state(ui::EditorConfig{});
    ui::togglePresentation(state);
    state.teaching.presentation.framePending = 0;
    state.adoptSceneView();
    EXPECT_EQ(state.teaching.presentation.framePending, ui::kPresentationFrameFrames);
    EXPECT_TRUE(state.teaching.presentation.sceneOpened);
}

/// A picture 4 world units square plus 100 px of labels on each side.
ui::PictureExtent squarePicture() { return {{-2.0, -2.0}, {2.0, 2.0}, {-100.0, -100.0}, {100.0, 100.0}}; }

TEST(PresentationView, ExtentIsMeasuredFromTwoZooms) {
    const ui::PictureExtent want = squarePicture();
    const auto at = [&](double zoom) {
        return ui::PanelRect{zoom * want.perZoomLo + want.fixedLo, zoom * want.perZoomHi + want.fixedHi};
    };
    const ui::PictureExtent got = ui::measureExtent(at(10.0), 10.0, at(20.0), 20.0);
    EXPECT_NEAR(got.perZoomHi.x, 2.0, 1e-12);
    EXPECT_NEAR(got.fixedLo.y, -100.0, 1e-12);
}

TEST(PresentationView, ZoomLeavesRoomForTheLabels) {
    // 500 px square room, 10 px margins: 480 - 200 px of labels leaves 280 px for 4 units.
    EXPECT_DOUBLE_EQ(ui::fittingZoom(squarePicture(), {{0, 0}, {500, 500}}, 10.0), 70.0);
    EXPECT_LE(ui::fittingZoom(squarePicture(), {{0, 0}, {150, 500}}, 10.0), 0.0); // the labels alone do not fit
}

TEST(PresentationView, PictureGoesWhereNoPanelCoversIt) {
    // 1280 x 800 with a lessons panel on the left and a SAT panel bottom right:
    // the room right of the lessons and above the SAT panel is widest, the one
    // right of the lessons down to the bottom is taller but narrow.
    const ui::PanelRect view{{0, 90}, {1280, 800}};
    const std::vector<ui::PanelRect> panels{{{10, 34}, {470, 760}}, {{660, 460}, {1270, 790}}};
    const auto room = ui::bestFreeRect(view, panels, squarePicture(), 10.0);
    ASSERT_TRUE(room.has_value());
    for (const ui::PanelRect& panel : panels) {
        const bool apart = room->hi.x <= panel.lo.x || panel.hi.x <= room->lo.x || room->hi.y <= panel.lo.y ||
                           panel.hi.y <= room->lo.y;
        EXPECT_TRUE(apart) << "room " << room->lo.x << "," << room->lo.y << " - " << room->hi.x << "," << room->hi.y;
    }
    EXPECT_EQ(room->lo, glm::dvec2(470, 90));
    EXPECT_EQ(room->hi, glm::dvec2(1280, 460));
}

} // namespace

// ---- The 3D panels' places in presentation mode (ui/editor/panel_layout.hpp).

const ui::PanelPlace& placeOf(const std::vector<ui::PanelPlace>& places, const std::string& name) {
    const auto place = std::find_if(places.begin(), places.end(), [&](const ui::PanelPlace& p) { return p.name == name; });
    if (place == places.end()) throw std::runtime_error("no place for " + name);
    return *place;
}

/// The rectangle a place covers on screen: its title bar alone when collapsed.
ui::PanelRect shownRect(const ui::PanelPlace& place, double titleHeight) {
    return {place.pos, place.pos + glm::dvec2(place.size.x, place.collapsed ? titleHeight : place.size.y)};
}

bool overlap(const ui::PanelRect& a, const ui::PanelRect& b) {
    return a.lo.x < b.hi.x && b.lo.x < a.hi.x && a.lo.y < b.hi.y && b.lo.y < a.hi.y;
}

constexpr double kTitle = 33.0;   // a title bar's height at presentation scale
constexpr double kBanner = 120.0; // 5 rows of the 24 px viewport font

TEST(PresentationPanels3d, AtAProjectorsSizeTheAxisStripKeepsAllItsRowsAndTheOthersCollapse) {
    const auto places = ui::presentationPanels3d({1280, 800}, 1.5, kTitle, kBanner);
    const ui::PanelPlace& strip = placeOf(places, "Axis strip");
    EXPECT_FALSE(strip.collapsed);
    EXPECT_DOUBLE_EQ(strip.size.y, 366 * 1.5);    // its 15 rows at the larger text, no scrolling
    EXPECT_NEAR(strip.size.x, 1280 * 0.48, 1e-9); // 630 px would reach under the banner's second line
    EXPECT_TRUE(placeOf(places, "SAT##3d").collapsed);
    EXPECT_TRUE(placeOf(places, "Scene").collapsed);
    EXPECT_TRUE(placeOf(places, "Inspector").collapsed);
    // The collapsed Scene leaves the banner's rows to the banner.
    EXPECT_GE(placeOf(places, "Scene").pos.y, 34 * 1.5 + kBanner);
}

TEST(PresentationPanels3d, ALargeWindowShowsEveryPanelAtItsScaledSize) {
    const auto places = ui::presentationPanels3d({1920, 1200}, 1.5, kTitle, kBanner);
    for (const ui::PanelPlace& place : places) EXPECT_FALSE(place.collapsed) << place.name;
    EXPECT_DOUBLE_EQ(placeOf(places, "SAT##3d").size.x, 730 * 1.5);
    EXPECT_DOUBLE_EQ(placeOf(places, "Inspector").size.x, 280 * 1.5);
}

TEST(PresentationPanels3d, PanelsStayInsideTheWindowAndNeverOverlap) {
    for (const glm::dvec2 display :
         {glm::dvec2{1280, 800}, glm::dvec2{1600, 1000}, glm::dvec2{1920, 1080}, glm::dvec2{1024, 600}}) {
        const auto places = ui::presentationPanels3d(display, 1.5, kTitle, kBanner);
        ASSERT_EQ(places.size(), 4u);
        for (std::size_t i = 0; i < places.size(); ++i) {
            const ui::PanelRect r = shownRect(places[i], kTitle);
            EXPECT_GE(r.lo.x, 0.0) << places[i].name << " at " << display.x;
            EXPECT_GE(r.lo.y, 34 * 1.5) << places[i].name << " at " << display.x; // under the menu bar
            EXPECT_LE(r.hi.x, display.x) << places[i].name << " at " << display.x;
            EXPECT_LE(r.hi.y, display.y - 46 * 1.5) << places[i].name << " at " << display.x; // above the status line
            // A collapsed panel opened by the user is moved up to show whole: its height leaves room.
            EXPECT_LE(places[i].size.y, display.y - 46 * 1.5 - 34 * 1.5) << places[i].name << " at " << display.x;
            for (std::size_t j = i + 1; j < places.size(); ++j)
                EXPECT_FALSE(overlap(r, shownRect(places[j], kTitle)))
                    << places[i].name << " / " << places[j].name << " at " << display.x;
        }
    }
}

// ---- The 2D layout (ui::presentationPanels2d): lesson 2's SAT panel at the larger text takes about
// 740 x 357 px (its settings row, one line, the four-row table; what satPanelSize2d measured).

ui::Panels2dInput lessonLayout(glm::dvec2 display) {
    ui::Panels2dInput in;
    in.display = display;
    in.scale = 1.5;
    in.titleHeight = kTitle;
    in.satSize = {740, 357};
    in.lessonsOpen = true;
    return in;
}

TEST(PresentationPanels2d, BesideALessonTheSatPanelKeepsItsWidthRightOfTheLessons) {
    const auto places = ui::presentationPanels2d(lessonLayout({1280, 800}));
    const ui::PanelPlace& lessons = placeOf(places, "Lessons");
    const ui::PanelPlace& sat = placeOf(places, "SAT");
    EXPECT_NEAR(lessons.size.x, 1280 * 0.36, 1e-9); // the Explanation panel's column
    EXPECT_DOUBLE_EQ(sat.size.x, 740);
    EXPECT_DOUBLE_EQ(sat.pos.x + sat.size.x, 1280 - 15); // bottom right
    EXPECT_GE(sat.pos.x, lessons.pos.x + lessons.size.x + 15);
    EXPECT_DOUBLE_EQ(sat.size.y, 357); // the height it shows whole at when opened
}

TEST(PresentationPanels2d, AtAProjectorsSizeTheSatPanelStartsAsATitleBarAtTheBottom) {
    // Open, it would leave the picture 377 of the 734 px beside the lessons (51 %).
    const auto places = ui::presentationPanels2d(lessonLayout({1280, 800}));
    const ui::PanelPlace& sat = placeOf(places, "SAT");
    EXPECT_TRUE(sat.collapsed);
    EXPECT_DOUBLE_EQ(sat.pos.y + kTitle, 800 - 15);
}

TEST(PresentationPanels2d, ALargerWindowShowsTheSatPanelOpen) {
    const auto places = ui::presentationPanels2d(lessonLayout({1600, 1000}));
    const ui::PanelPlace& sat = placeOf(places, "SAT");
    EXPECT_FALSE(sat.collapsed);
    EXPECT_DOUBLE_EQ(sat.pos.y + sat.size.y, 1000 - 15);
    EXPECT_DOUBLE_EQ(sat.size.x, 740);
}

TEST(PresentationPanels2d, ASatPanelTheUserOpenedStaysOpenForTheNextLesson) {
    ui::Panels2dInput in = lessonLayout({1280, 800});
    in.satOpened = true;
    EXPECT_FALSE(placeOf(ui::presentationPanels2d(in), "SAT").collapsed);
}

TEST(PresentationPanels2d, TheSatPanelIsNarrowedToTheRoomRightOfTheLeftColumn) {
    ui::Panels2dInput in = lessonLayout({1024, 768});
    const auto places = ui::presentationPanels2d(in);
    const ui::PanelPlace& lessons = placeOf(places, "Lessons");
    const ui::PanelPlace& sat = placeOf(places, "SAT");
    EXPECT_DOUBLE_EQ(sat.pos.x, lessons.pos.x + lessons.size.x + 15);
    EXPECT_DOUBLE_EQ(sat.pos.x + sat.size.x, 1024 - 15);
    // Without a lesson: right of the Scene and Inspector panels.
    in.lessonsOpen = false;
    in.leftColumnRight = 270;
    EXPECT_DOUBLE_EQ(placeOf(ui::presentationPanels2d(in), "SAT").pos.x, 270 + 15);
}

TEST(PresentationPanels2d, WithTheExplanationPanelOpenItPlacesTheLessonsAndTheSatPanelGoesUnderATopRightOne) {
    ui::Panels2dInput in = lessonLayout({1600, 1000});
    in.explanationOpen = true;
    auto places = ui::presentationPanels2d(in);
    EXPECT_EQ(std::count_if(places.begin(), places.end(), [](const ui::PanelPlace& p) { return p.name == "Lessons"; }), 0);
    in.lessonsOpen = false;
    places = ui::presentationPanels2d(in);
    const ui::PanelPlace explanation = ui::explanationPlace(in.display, in.scale, 1.0, false, false);
    EXPECT_FALSE(overlap(shownRect(placeOf(places, "SAT"), kTitle), {explanation.pos, explanation.pos + explanation.size}));
}

TEST(PresentationPanels2d, PanelsStayInsideTheWindowAndNeverOverlap) {
    for (const glm::dvec2 display :
         {glm::dvec2{1280, 800}, glm::dvec2{1600, 1000}, glm::dvec2{1920, 1080}, glm::dvec2{1024, 600}})
        for (const bool opened : {false, true}) {
            ui::Panels2dInput in = lessonLayout(display);
            in.satOpened = opened;
            const auto places = ui::presentationPanels2d(in);
            ASSERT_EQ(places.size(), 2u);
            const ui::PanelRect lessons = shownRect(placeOf(places, "Lessons"), kTitle);
            const ui::PanelPlace& sat = placeOf(places, "SAT");
            const ui::PanelRect shown = shownRect(sat, kTitle);
            EXPECT_GE(shown.lo.x, 0.0) << display.x;
            EXPECT_GE(shown.lo.y, 34 * 1.5) << display.x; // under the menu bar
            EXPECT_LE(shown.hi.x, display.x) << display.x;
            EXPECT_LE(shown.hi.y, display.y) << display.x;
            EXPECT_LE(sat.size.y, display.y - 15 - 34 * 1.5) << display.x; // opened, it shows whole
            EXPECT_FALSE(overlap(lessons, shown)) << display.x;
        }
}

TEST(StackedTitleBar, GoesUnderThePanelAboveWhetherItIsATitleBarOrOpen) {
    // The Scene panel at (15, 51): its title bar (36 px), then opened (420 x 435).
    EXPECT_EQ(ui::stackedTitleBarPos({15, 51}, {420, 36}, 36, 7.5, 731), glm::dvec2(15, 94.5));
    EXPECT_EQ(ui::stackedTitleBarPos({15, 51}, {420, 435}, 36, 7.5, 731), glm::dvec2(15, 493.5));
    // Exactly at the bottom still fits.
    EXPECT_EQ(ui::stackedTitleBarPos({15, 51}, {420, 400}, 36, 7.5, 51 + 400 + 7.5 + 36), glm::dvec2(15, 458.5));
}

TEST(StackedTitleBar, GoesRightOfAnOpenedPanelThatLeavesNoRoomUnderIt) {
    EXPECT_EQ(ui::stackedTitleBarPos({15, 186}, {420, 560}, 36, 7.5, 731), glm::dvec2(15 + 420 + 7.5, 186));
}

TEST(PresentationPanels2d, WithoutALessonTheSceneAndInspectorAreTitleBarsTopLeftSizedForTheLargerText) {
    for (const glm::dvec2 display : {glm::dvec2{1280, 800}, glm::dvec2{1600, 1000}, glm::dvec2{1024, 600}})
        for (const bool explanation : {false, true}) {
            ui::Panels2dInput in = lessonLayout(display);
            in.lessonsOpen = false;
            in.explanationOpen = explanation;
            in.leftColumnRight = 270;
            const auto places = ui::presentationPanels2d(in);
            ASSERT_EQ(places.size(), 3u);
            const ui::PanelPlace& scene = placeOf(places, "Scene");
            const ui::PanelPlace& inspector = placeOf(places, "Inspector");
            EXPECT_TRUE(scene.collapsed);
            EXPECT_TRUE(inspector.collapsed);
            EXPECT_DOUBLE_EQ(scene.pos.x, 15);
            EXPECT_DOUBLE_EQ(scene.pos.y, 34 * 1.5);                       // under the menu bar
            EXPECT_DOUBLE_EQ(inspector.pos.y, scene.pos.y + kTitle + 7.5); // under the Scene's title bar
            EXPECT_DOUBLE_EQ(scene.size.x, 280 * 1.5);                     // the normal panel's width for the 1.5x text
            EXPECT_DOUBLE_EQ(inspector.size.x, 280 * 1.5);
            // Opened, each fits above the status line.
            EXPECT_LE(scene.pos.y + scene.size.y, display.y - 46 * 1.5) << display.x;
            EXPECT_LE(inspector.pos.y + inspector.size.y, display.y - 46 * 1.5) << display.x;
            const ui::PanelRect sat = shownRect(placeOf(places, "SAT"), kTitle);
            EXPECT_FALSE(overlap(shownRect(scene, kTitle), sat)) << display.x;
            EXPECT_FALSE(overlap(shownRect(inspector, kTitle), sat)) << display.x;
            if (explanation) {
                const ui::PanelPlace e = ui::explanationPlace(in.display, in.scale, 1.0, false, false);
                EXPECT_FALSE(overlap(shownRect(scene, kTitle), {e.pos, e.pos + e.size})) << display.x;
                EXPECT_FALSE(overlap(shownRect(inspector, kTitle), {e.pos, e.pos + e.size})) << display.x;
            }
        }
}

// ---- 3D presentation framing (ui::framedInRoom): two unit cubes 3 apart on x, framed in the free
// room left of the Axis strip and under the collapsed panels at 1280x800 (the camera's rectangle is
// the window here).

void expectFramedInRoom(bool orthographic) {
    ui::OrbitCamera camera;
    camera.orthographic = orthographic;
    const ui::ScreenRect rect{{0, 0}, {1280, 800}};
    const ui::PanelRect room{{0, 260}, {651, 698}};
    const glm::dvec3 lo{-1, -1, -1}, hi{4, 1, 1};
    const ui::OrbitCamera framed = ui::framedInRoom(camera, lo, hi, rect, room, 0.95);
    EXPECT_DOUBLE_EQ(framed.yaw, camera.yaw); // the direction stays
    EXPECT_DOUBLE_EQ(framed.pitch, camera.pitch);
    const auto centre = framed.toScreen((lo + hi) * 0.5, rect);
    ASSERT_TRUE(centre);
    EXPECT_NEAR(centre->pixel.x, 325.5, 1e-6);
    EXPECT_NEAR(centre->pixel.y, 479.0, 1e-6);
    double left = 1e9, right = -1e9;
    for (int corner = 0; corner < 8; ++corner) {
        const glm::dvec3 p{corner & 1 ? hi.x : lo.x, corner & 2 ? hi.y : lo.y, corner & 4 ? hi.z : lo.z};
        const auto at = framed.toScreen(p, rect);
        ASSERT_TRUE(at);
        EXPECT_GE(at->pixel.x, room.lo.x);
        EXPECT_LE(at->pixel.x, room.hi.x);
        EXPECT_GE(at->pixel.y, room.lo.y);
        EXPECT_LE(at->pixel.y, room.hi.y);
        left = std::min(left, at->pixel.x);
        right = std::max(right, at->pixel.x);
    }
    EXPECT_GT(right - left, 651 * 0.4); // and fills a good part of it
}

TEST(PresentationFraming3d, ThePairFillsTheFreeRoomInPerspective) { expectFramedInRoom(false); }
TEST(PresentationFraming3d, ThePairFillsTheFreeRoomOrthographic) { expectFramedInRoom(true); }
