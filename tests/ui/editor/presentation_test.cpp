// SPDX-License-Identifier: MIT
// Presentation mode without a window (ui/editor/presentation.hpp): the toggle, the
// theme's sizes, that A and B are told apart without red/green, and the picture's fit.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "ui/draw/picture.hpp"
#include "ui/draw/svg_canvas.hpp"
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

// The welcome scene at UI scale 1.5 in a 1280 x 800 window with the docks' free rectangle: the lanes are
// pushed apart by zoom-dependent steps, so the picture's size is not linear in the zoom.
const char* const kWelcomeScene = R"({"format": "satlab-scene", "version": 1,
 "shapes": [
  {"name": "A", "kind": "obb2", "center": [0, 0], "half_extents": [2, 1], "angle_deg": 30},
  {"name": "B", "kind": "aabb2", "center": [3, 1], "half_extents": [1, 1]},
  {"name": "C", "kind": "poly2", "points": [[-5, -3], [-2, -3], [-2.5, -1], [-4.5, -0.5]]}]})";

TEST(PresentationView, FrameAllFitsThePictureAsDrawnInTheFreeRectangle) {
    ui::EditorState state(ui::EditorConfig{});
    state.document.reset(sat::parseScene(kWelcomeScene, "welcome.json"), {}, false);
    state.view.uiScale = 1.5f;
    state.view.theme = ui::Theme::dark().scaled(1.5f);
    state.view.transform.origin = {0.0, 0.0};
    state.view.transform.size = {1280.0, 800.0};
    state.view.layout.free = {{471.0, 36.0}, {1259.0, 453.0}};
    state.selection.set({"A", "B"}); // the inspected pair
    state.refreshAnalysis();
    ASSERT_TRUE(state.analysis.result.inspected); // the pair's lanes are drawn
    const ui::SvgCanvas measure(1280.0, 800.0, ui::approximateTextMetrics());
    state.frameAll();
    ASSERT_TRUE(state.view.framePicturePending);
    ui::framePicture(state, measure);
    const auto drawn = ui::pictureOnScreen(state, measure);
    ASSERT_TRUE(drawn);
    const ui::LayoutRect& free = state.view.layout.free;
    EXPECT_GE(drawn->lo.x, free.lo.x);
    EXPECT_GE(drawn->lo.y, free.lo.y);
    EXPECT_LE(drawn->hi.x, free.hi.x) << drawn->hi.x;
    EXPECT_LE(drawn->hi.y, free.hi.y) << drawn->hi.y;
    EXPECT_GT(drawn->hi.y - drawn->lo.y, 0.6 * free.height()); // and fills it
}

} // namespace

// ---- The panels presentation mode folds to their title bars (ui/editor/panel_layout.hpp).

bool folded(const std::vector<ui::PanelPlace>& folds, const std::string& name) {
    const auto fold = std::find_if(folds.begin(), folds.end(), [&](const ui::PanelPlace& p) { return p.name == name; });
    if (fold == folds.end()) throw std::runtime_error("no fold for " + name);
    return fold->collapsed;
}

bool listed(const std::vector<ui::PanelPlace>& folds, const std::string& name) {
    return std::any_of(folds.begin(), folds.end(), [&](const ui::PanelPlace& p) { return p.name == name; });
}

TEST(PresentationFolds, SceneAndInspectorFoldToTitleBars) {
    for (const bool is3d : {false, true}) {
        const auto folds = ui::presentationFolds({is3d, 300.0, 750.0, false});
        EXPECT_TRUE(folded(folds, "Scene")) << is3d;
        EXPECT_TRUE(folded(folds, "Inspector")) << is3d;
    }
}

TEST(PresentationFolds, The3dSatPanelFoldsTheAxisStripShowsItsAxes) {
    const auto folds = ui::presentationFolds({true, 0.0, 750.0, false});
    EXPECT_TRUE(folded(folds, "SAT##3d"));
    EXPECT_FALSE(listed(folds, "Axis strip"));
}

TEST(PresentationFolds, The2dSatPanelFoldsOnlyWhereItsTableTakesMoreThanItsShareOfTheHeight) {
    // 45 % of 750 is 337.5: lesson 2's 357 px table folds at 1280x800, a 1000 px high window holds it.
    EXPECT_TRUE(folded(ui::presentationFolds({false, 357.0, 750.0, false}), "SAT"));
    EXPECT_FALSE(folded(ui::presentationFolds({false, 357.0, 950.0, false}), "SAT"));
}

TEST(PresentationFolds, ASatPanelTheUserOpenedStaysOpenForTheNextLesson) {
    EXPECT_FALSE(listed(ui::presentationFolds({false, 357.0, 750.0, true}), "SAT"));
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
