// SPDX-License-Identifier: MIT
// The figure pipeline without a window: overlay names, option limits, the
// SVG canvas's output, and the figure's layout (legend, caption, framing).
#include <gtest/gtest.h>

#include "ui/draw/svg_canvas.hpp"
#include "ui/figure/figure.hpp"

namespace {

TEST(OverlayList, NamedGroupsOnTheRestOff) {
    std::string error;
    const auto toggles = ui::parseOverlayList("axes, labels", &error);
    ASSERT_TRUE(toggles) << error;
    EXPECT_TRUE(toggles->axes);
    EXPECT_TRUE(toggles->separatingLine); // part of "axes"
    EXPECT_TRUE(toggles->names);          // "labels": names and numbers
    EXPECT_TRUE(toggles->numbers);
    EXPECT_FALSE(toggles->grid);
    EXPECT_FALSE(toggles->mtv);
    EXPECT_FALSE(toggles->banner); // figures never draw the window's banner
}

TEST(OverlayList, UnknownNameIsAnErrorThatListsTheKnownOnes) {
    std::string error;
    EXPECT_FALSE(ui::parseOverlayList("grid,mvt", &error));
    EXPECT_NE(error.find("unknown overlay 'mvt'"), std::string::npos);
    EXPECT_NE(error.find("contacts"), std::string::npos);
}

TEST(OverlayList, RoundTripsThroughItsNames) {
    std::string error;
    const auto toggles = ui::parseOverlayList("contacts,grid,mtv", &error);
    ASSERT_TRUE(toggles);
    EXPECT_EQ(ui::overlayList(*toggles), "grid,mtv,contacts");
    EXPECT_EQ(ui::overlayList(*ui::parseOverlayList("all", &error)), "grid,labels,overlaps,axes,intervals,mtv,contacts");
    EXPECT_EQ(ui::overlayList(*ui::parseOverlayList("none", &error)), "");
}

TEST(FigureOptions, SidesOutside1To8192AreRefused) {
    ui::FigureOptions options;
    options.width = 0;
    EXPECT_NE(ui::figureOptionsProblem(options), "");
    options.width = 8193;
    EXPECT_NE(ui::figureOptionsProblem(options), "");
    options.width = 8192;
    EXPECT_EQ(ui::figureOptionsProblem(options), "");
}

TEST(FigureOptions, ScaleMultipliesTheOutputAndCountsAgainstTheLimit) {
    ui::FigureOptions options;
    options.width = 1000;
    options.height = 500;
    options.scale = 2.5;
    EXPECT_EQ(options.outputSize(), glm::ivec2(2500, 1250));
    options.scale = 9.0; // 9000 px wide
    EXPECT_NE(ui::figureOptionsProblem(options), "");
}

TEST(SvgCanvas, EscapesMarkupInText) {
    EXPECT_EQ(ui::escapeXml("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
}

TEST(SvgCanvas, ColoursCarryTheirOpacity) {
    ui::SvgCanvas svg(10, 10, ui::approximateTextMetrics());
    svg.fillRect({0, 0}, {10, 10}, {1.0f, 0.5f, 0.0f, 0.25f}, 0.0f);
    const std::string text = svg.finish();
    EXPECT_NE(text.find("fill=\"#ff8000\" fill-opacity=\"0.25\""), std::string::npos) << text;
}

TEST(SvgCanvas, ClipsNestAsGroupsAndCloseAtTheEnd) {
    ui::SvgCanvas svg(100, 100, ui::approximateTextMetrics());
    svg.pushClip({0, 0}, {100, 100});
    svg.pushClip({10, 10}, {50, 50});
    svg.line({0, 0}, {100, 100}, {0, 0, 0, 1}, 2.0f);
    const std::string text = svg.finish(); // both still open
    EXPECT_NE(text.find("<clipPath id=\"clip2\"><rect x=\"10\" y=\"10\" width=\"40\" height=\"40\"/></clipPath>"),
              std::string::npos);
    std::size_t opened = 0, closed = 0;
    for (std::size_t at = 0; (at = text.find("<g clip-path", at)) != std::string::npos; ++at) ++opened;
    for (std::size_t at = 0; (at = text.find("</g>", at)) != std::string::npos; ++at) ++closed;
    EXPECT_EQ(opened, 2u);
    EXPECT_EQ(closed, 2u);
}

TEST(SvgCanvas, CentredTextIsAnchoredAtItsMiddle) {
    ui::TextMetrics metrics = ui::approximateTextMetrics(); // 0.6 x size per character
    metrics.ascent = 0.75;
    ui::SvgCanvas svg(100, 100, metrics);
    svg.text({50, 20}, ui::TextAnchor::Center, "abcd", {0, 0, 0, 1}, 10.0f);
    // Box 24 x 10 centred on (50, 20): top 15, baseline 15 + 7.5; x stays the middle.
    EXPECT_NE(svg.finish().find("<text x=\"50\" y=\"22.5\" font-size=\"8.59\" text-anchor=\"middle\""), std::string::npos);
}

} // namespace

namespace {

sat::Scene twoBoxes(double gap) {
    sat::Scene scene;
    for (const auto& [name, x] : {std::pair{"A", 0.0}, std::pair{"B", 2.0 + gap}}) {
        sat::SceneShape shape;
        shape.name = name;
        shape.spec = sat::Aabb2Spec{{x, 0.0}, {1.0, 1.0}};
        scene.shapes.push_back(shape);
    }
    return scene;
}

std::vector<std::string> captionOf(const sat::Scene& scene) {
    ui::Selection selection;
    selection.set({"A", "B"});
    return ui::captionLines(ui::analyse(scene, selection, {}));
}

TEST(FigureCaption, SeparatedNamesTheFirstSeparatingAxisWithItsNumbers) {
    // Boxes [-1, 1] and [1.5, 3.5] on x: A.x separates them first, gap 0.5.
    const auto lines = captionOf(twoBoxes(0.5));
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "A and B: separated, distance 0.50");
    EXPECT_EQ(lines[1], "First separating axis A.x (1.00, 0.00): A [-1.00, 1.00], B [1.50, 3.50], gap 0.50");
}

TEST(FigureCaption, TouchingSaysWhereWithoutANegativeZero) {
    const auto lines = captionOf(twoBoxes(0.0));
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "A and B: touching");
    EXPECT_EQ(lines[1], "No separating axis; they touch on A.x (1.00, 0.00): A [-1.00, 1.00], B [1.00, 3.00]");
}

} // namespace
