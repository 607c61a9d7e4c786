// SPDX-License-Identifier: MIT
// Where the overlays' labels land on the round-shape scenes: inside the view, off each other and off the panels.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "sat/lesson.hpp"
#include "sat/scene.hpp"
#include "ui/draw/picture.hpp"
#include "ui/figure/figure.hpp"

namespace {

/// One text the overlays drew, as the box label() puts around it.
struct PlacedText {
    std::string text;
    ui::PanelRect box;
};

/// A canvas that keeps the box of every text drawn into it (label()'s padding around the text).
class LabelBoxCanvas final : public ui::Canvas {
public:
    std::vector<PlacedText> texts;

    void line(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba, float) override {}
    void fillConvex(std::span<const glm::dvec2>, ui::Rgba) override {}
    void fillCircle(glm::dvec2, float, ui::Rgba) override {}
    void circle(glm::dvec2, float, ui::Rgba, float) override {}
    void fillRect(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void text(glm::dvec2 at, ui::TextAnchor anchor, std::string_view text, ui::Rgba, float size) override {
        const glm::dvec2 padding{size * 0.35, size * 0.15}; // label()'s
        const glm::dvec2 lo = ui::anchoredTopLeft(at, anchor, textSize(text, size)) - padding;
        texts.push_back({std::string(text), {lo, lo + textSize(text, size) + 2.0 * padding}});
    }
    /// Every character (UTF-8 code point) DejaVu Sans's average advance, about 0.55 of the size.
    glm::dvec2 textSize(std::string_view text, float size) const override {
        const auto characters = std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; });
        return {static_cast<double>(characters) * size * 0.55, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}
};

std::filesystem::path sourceTree() {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    return source ? std::filesystem::path(source) : std::filesystem::path();
}

/// The overlays of `figure`'s pair (lanes, numbers, tags, MTV; the verdict banner where `bannerRow` is given, as
/// in the window: a figure puts the verdict in its caption): every text they draw.
std::vector<PlacedText> overlayTexts(const ui::Figure& figure, const std::vector<ui::PanelRect>& panels,
                                     std::optional<glm::dvec2> bannerRow = std::nullopt) {
    ui::PictureInput input = ui::pictureInput(figure);
    input.toggles.banner = bannerRow.has_value();
    input.bannerRow = bannerRow;
    input.panels = panels;
    LabelBoxCanvas canvas;
    ui::drawOverlays(canvas, input, ui::inspectedLanes(input));
    return canvas.texts;
}

ui::Figure figureOf(const sat::Scene& scene, int width, int height, const std::vector<std::string>& pair) {
    ui::FigureOptions options;
    options.width = width;
    options.height = height;
    options.caption = true;
    if (pair.size() == 2) options.pair = ui::InspectedPair{pair[0], pair[1]};
    LabelBoxCanvas measure;
    return ui::buildFigure(scene, options, {}, measure);
}

bool inside(const ui::PanelRect& box, glm::dvec2 lo, glm::dvec2 hi) {
    return box.lo.x >= lo.x - 1e-9 && box.lo.y >= lo.y - 1e-9 && box.hi.x <= hi.x + 1e-9 && box.hi.y <= hi.y + 1e-9;
}

void expectApartAndInside(const std::vector<PlacedText>& texts, const ui::ViewTransform& view,
                          const std::vector<ui::PanelRect>& panels = {}) {
    ASSERT_GE(texts.size(), 3u);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        EXPECT_TRUE(inside(texts[i].box, view.origin, view.origin + view.size)) << '"' << texts[i].text << "\" leaves the view";
        for (const ui::PanelRect& panel : panels)
            EXPECT_FALSE(texts[i].box.overlaps(panel)) << '"' << texts[i].text << "\" is under a panel";
        for (std::size_t j = i + 1; j < texts.size(); ++j)
            EXPECT_FALSE(texts[i].box.overlaps(texts[j].box)) << '"' << texts[i].text << "\" meets \"" << texts[j].text << '"';
    }
}

TEST(LabelPlacement, CircleCornerFigureKeepsEveryLabelInside) {
    // tests/golden/cases.txt: circle-corner at 480x320, whose overlap and first separating labels reach the edges.
    const sat::Scene scene = sat::loadScene(sourceTree() / "assets" / "scenes" / "circle-corner.json");
    const ui::Figure figure = figureOf(scene, 480, 320, {});
    expectApartAndInside(overlayTexts(figure, {}), figure.view);
}

TEST(LabelPlacement, CapsuleVersusBoxLessonFigureKeepsLabelsApartAndInside) {
    const sat::LessonScene lesson = sat::loadLesson(sourceTree() / "assets" / "lessons" / "20-capsule-vs-box.json");
    for (const glm::ivec2 size : {glm::ivec2{480, 320}, glm::ivec2{640, 440}, glm::ivec2{1280, 800}}) {
        SCOPED_TRACE(testing::Message() << size.x << "x" << size.y);
        const ui::Figure figure = figureOf(lesson.scene, size.x, size.y, {"box", "capsule"});
        expectApartAndInside(overlayTexts(figure, {}), figure.view);
    }
}

TEST(LabelPlacement, CapsuleVersusBoxLessonInTheWindowKeepsLabelsInTheFreeRoom) {
    // Lesson 20 as the window shows it at 1280x800: the lesson's view, the menu bar, the Lessons column on the
    // left, the SAT panel along the bottom and the status line over the viewport.
    const sat::LessonScene lesson = sat::loadLesson(sourceTree() / "assets" / "lessons" / "20-capsule-vs-box.json");
    ui::Figure figure = figureOf(lesson.scene, 1280, 800, {"box", "capsule"});
    figure.view.origin = {0.0, 0.0};
    figure.view.size = {1280.0, 800.0};
    figure.view.center = {-2.0, -0.6};
    figure.view.zoom = 60.0;
    figure.theme = ui::Theme::dark(); // the window's
    const std::vector<ui::PanelRect> panels{
        {{0, 0}, {1280, 19}}, {{0, 19}, {404, 763}}, {{404, 470}, {1280, 763}}, {{0, 763}, {1280, 800}}};
    expectApartAndInside(overlayTexts(figure, panels, glm::dvec2{404.0, 1280.0}), figure.view, panels);
}

TEST(LabelPlacement, RoundShapesSceneKeepsLabelsApartAndInsideForEveryPair) {
    const sat::Scene scene = sat::loadScene(sourceTree() / "assets" / "scenes" / "round-shapes.json");
    for (std::size_t a = 0; a < scene.shapes.size(); ++a)
        for (std::size_t b = a + 1; b < scene.shapes.size(); ++b) {
            SCOPED_TRACE(scene.shapes[a].name + " and " + scene.shapes[b].name);
            const ui::Figure figure = figureOf(scene, 480, 320, {scene.shapes[a].name, scene.shapes[b].name});
            expectApartAndInside(overlayTexts(figure, {}), figure.view);
        }
}

TEST(LabelPlacement, LabelsStayOffThePairsNames) {
    // tests/golden/cases.txt: welcome at 480x320, where the MTV's label and B.x's overlap crowd the two names.
    const sat::Scene scene = sat::loadScene(sourceTree() / "assets" / "scenes" / "welcome.json");
    const ui::Figure figure = figureOf(scene, 480, 320, {});
    const ui::PictureInput input = ui::pictureInput(figure);
    ASSERT_TRUE(input.analysis && input.analysis->inspected);
    LabelBoxCanvas measure;
    for (const std::size_t index : {input.analysis->inspected->indexA, input.analysis->inspected->indexB}) {
        const std::optional<ui::PanelRect> name = ui::inspectedNameBox(measure, input, index);
        ASSERT_TRUE(name.has_value());
        for (const PlacedText& text : overlayTexts(figure, {}))
            EXPECT_FALSE(text.box.overlaps(*name)) << '"' << text.text << "\" covers " << scene.shapes[index].name;
    }
}

TEST(LabelPlacement, LongRoundAxisNamesAreShortOnTheCanvas) {
    const sat::LessonScene lesson = sat::loadLesson(sourceTree() / "assets" / "lessons" / "20-capsule-vs-box.json");
    const ui::Figure figure = figureOf(lesson.scene, 1280, 800, {"box", "capsule"});
    bool closestVertexToEnd = false;
    for (const PlacedText& text : overlayTexts(figure, {})) {
        EXPECT_EQ(text.text.find("-to-"), std::string::npos) << text.text;
        EXPECT_EQ(text.text.find("capsule-normal"), std::string::npos) << text.text;
        closestVertexToEnd = closestVertexToEnd || text.text.find("\xE2\x86\x92"
                                                                  "end") != std::string::npos;
    }
    EXPECT_TRUE(closestVertexToEnd);
}

} // namespace
