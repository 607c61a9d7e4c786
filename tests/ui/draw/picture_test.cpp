// SPDX-License-Identifier: MIT
// The viewport picture drawn into a canvas that records what it is asked to
// draw (a plain Canvas implementation, as an SVG writer would be), so the
// overlays can be checked without a window.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "sat/scene.hpp"
#include "ui/draw/picture.hpp"
#include "ui/figure/figure.hpp"
#include "ui/scene_builders.hpp"

namespace {

struct Stroke {
    ui::Rgba color;
    float thickness;
};

class RecordingCanvas final : public ui::Canvas {
public:
    std::vector<Stroke> lines;
    std::vector<std::string> texts;
    std::vector<glm::dvec2> textPoints; ///< where each text was drawn (its box's top left)
    std::vector<float> textSizes;

    void line(glm::dvec2, glm::dvec2, ui::Rgba color, float thickness) override { lines.push_back({color, thickness}); }
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba color, float thickness) override {
        lines.push_back({color, thickness});
    }
    void fillConvex(std::span<const glm::dvec2>, ui::Rgba) override {}
    void fillCircle(glm::dvec2, float, ui::Rgba) override {}
    void circle(glm::dvec2, float, ui::Rgba, float) override {}
    void fillRect(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void text(glm::dvec2 at, ui::TextAnchor, std::string_view text, ui::Rgba, float size) override {
        texts.emplace_back(text);
        textPoints.push_back(at);
        textSizes.push_back(size);
    }
    glm::dvec2 textSize(std::string_view text, float size) const override {
        return {static_cast<double>(text.size()) * size * 0.5, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}

    /// Where the first text containing `wanted` was drawn.
    std::optional<glm::dvec2> textAt(const std::string& wanted) const {
        for (std::size_t i = 0; i < texts.size(); ++i)
            if (texts[i].find(wanted) != std::string::npos) return textPoints[i];
        return std::nullopt;
    }
    bool hasText(const std::string& wanted) const {
        for (const std::string& t : texts)
            if (t.find(wanted) != std::string::npos) return true;
        return false;
    }
    int thickLinesIn(ui::Rgba color) const {
        int count = 0;
        for (const Stroke& s : lines)
            if (s.thickness >= 5.0f && s.color.r == color.r && s.color.g == color.g && s.color.b == color.b) ++count;
        return count;
    }
};

/// Unit boxes: A at the origin, B 3 to the right (gap 1 on x).
sat::Scene separatedBoxes() {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("left", sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}));
    scene.shapes.push_back(ui::test::shape("right", sat::Aabb2Spec{{3.0, 0.0}, {1.0, 1.0}}));
    return scene;
}

RecordingCanvas draw(const sat::Scene& scene, std::vector<std::string> selected, std::vector<ui::PanelRect> panels = {}) {
    ui::Selection selection;
    selection.set(std::move(selected));
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    ui::PictureInput input;
    input.scene = &scene;
    input.analysis = &analysis;
    input.selection = &selection;
    input.theme = ui::Theme::dark();
    input.panels = std::move(panels);
    RecordingCanvas canvas;
    ui::drawPicture(canvas, input);
    return canvas;
}

bool inside(glm::dvec2 p, const ui::PanelRect& r) { return p.x >= r.lo.x && p.x <= r.hi.x && p.y >= r.lo.y && p.y <= r.hi.y; }

TEST(Picture, EveryAxisOfThePairGetsALabelledLane) {
    const RecordingCanvas canvas = draw(separatedBoxes(), {"left", "right"});
    // Two AABBs: left.x and left.y (the core's A.x, A.y, named by the shape); right's axes repeat them and are
    // hidden by default.
    EXPECT_TRUE(canvas.hasText("left.x"));
    EXPECT_TRUE(canvas.hasText("left.y"));
    EXPECT_FALSE(canvas.hasText("right.x"));
    EXPECT_FALSE(canvas.hasText("A.x")); // never the role letters
    EXPECT_TRUE(canvas.hasText("left")); // the intervals' tags
}

TEST(Picture, BothIntervalsAreDrawnInTheShapesColours) {
    const RecordingCanvas canvas = draw(separatedBoxes(), {"left", "right"});
    EXPECT_EQ(canvas.thickLinesIn(ui::paletteColor(0)), 2); // A's interval on each of the two lanes
    EXPECT_EQ(canvas.thickLinesIn(ui::paletteColor(1)), 2); // B's
}

TEST(Picture, GapIsLabelledWithTheReportsNumber) {
    const RecordingCanvas canvas = draw(separatedBoxes(), {"left", "right"});
    EXPECT_TRUE(canvas.hasText("gap 1.00"));
    EXPECT_TRUE(canvas.hasText("first separating"));
}

TEST(Picture, OverlappingPairShowsTheMtvAndNoSeparatingAxis) {
    sat::Scene scene = separatedBoxes();
    std::get<sat::Aabb2Spec>(scene.shapes[1].spec).center.x = 1.5; // overlap 0.5
    const RecordingCanvas canvas = draw(scene, {"left", "right"});
    EXPECT_TRUE(canvas.hasText("MTV 0.50"));
    EXPECT_FALSE(canvas.hasText("first separating"));
}

TEST(Picture, LaneLabelsMoveOffAPanelThatWouldHideThem) {
    const RecordingCanvas open = draw(separatedBoxes(), {"left", "right"});
    const auto gap = open.textAt("gap 1.00");
    const auto name = open.textAt("left.x");
    ASSERT_TRUE(gap && name);
    // A panel over each label's usual place: the gap's label goes to another of its places (the lane's other side,
    // or along the lane: the separating line runs through the gap's middle), the lane's name to the lane's tail;
    // both off the panels.
    const std::vector<ui::PanelRect> panels{{*gap - glm::dvec2(20.0, 20.0), *gap + glm::dvec2(60.0, 30.0)},
                                            {*name - glm::dvec2(20.0, 20.0), *name + glm::dvec2(40.0, 30.0)}};
    const RecordingCanvas covered = draw(separatedBoxes(), {"left", "right"}, panels);
    const auto movedGap = covered.textAt("gap 1.00");
    const auto movedName = covered.textAt("left.x");
    ASSERT_TRUE(movedGap && movedName);
    for (const ui::PanelRect& panel : panels) {
        EXPECT_FALSE(inside(*movedGap, panel));
        EXPECT_FALSE(inside(*movedName, panel));
    }
    EXPECT_NE(*movedGap, *gap);
    EXPECT_LT(movedName->x, name->x); // behind the lane's tail, left of the head
    // Where no panel is, nothing moves.
    const RecordingCanvas elsewhere = draw(separatedBoxes(), {"left", "right"}, {{{-500.0, -500.0}, {-400.0, -400.0}}});
    EXPECT_EQ(*elsewhere.textAt("gap 1.00"), *gap);
    EXPECT_EQ(*elsewhere.textAt("left.x"), *name);
}

TEST(Picture, LaneLabelsKeepOffEachOther) {
    // The polygon pair's small figure (tests/golden/cases.txt: polygons-light), where the lanes crowd: no two of the
    // lanes' names and gap or overlap labels may overlap.
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    ASSERT_NE(source, nullptr);
    const sat::Scene scene = sat::loadScene(std::filesystem::path(source) / "assets" / "scenes" / "polygons.json");
    ui::FigureOptions options;
    options.width = 480;
    options.height = 320;
    options.overlays = *ui::parseOverlayList("grid,labels,axes,intervals", nullptr);
    RecordingCanvas canvas;
    const ui::Figure figure = ui::buildFigure(scene, options, {}, canvas);
    ui::drawFigure(canvas, figure);
    std::vector<ui::PanelRect> boxes;
    for (std::size_t i = 0; i < canvas.texts.size(); ++i) {
        const std::string& t = canvas.texts[i];
        const bool laneLabel = t.starts_with("overlap ") || t.starts_with("gap ") || t.find(".edge") != std::string::npos;
        if (!laneLabel) continue;
        const float size = canvas.textSizes[i];
        const glm::dvec2 padding{size * 0.35, size * 0.15}; // label()'s
        const glm::dvec2 lo = canvas.textPoints[i] - padding;
        boxes.push_back({lo, lo + canvas.textSize(t, size) + 2.0 * padding});
    }
    ASSERT_GE(boxes.size(), 8U); // 5 names and 4 numbers at least
    for (std::size_t i = 0; i < boxes.size(); ++i)
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            const bool apart = boxes[i].hi.x <= boxes[j].lo.x || boxes[j].hi.x <= boxes[i].lo.x ||
                               boxes[i].hi.y <= boxes[j].lo.y || boxes[j].hi.y <= boxes[i].lo.y;
            EXPECT_TRUE(apart) << "labels " << i << " and " << j;
        }
}

TEST(Picture, NoOverlaysWithoutAnInspectedPair) {
    sat::Scene scene = separatedBoxes();
    scene.shapes.push_back(ui::test::shape("third", sat::Aabb2Spec{{0.0, 6.0}, {1.0, 1.0}}));
    const RecordingCanvas canvas = draw(scene, {});
    EXPECT_FALSE(canvas.hasText("left.x"));
    EXPECT_EQ(canvas.thickLinesIn(ui::paletteColor(0)), 0);
}

TEST(Picture, ATwoShapeSceneShowsItsPairWithNothingSelected) {
    const RecordingCanvas canvas = draw(separatedBoxes(), {});
    EXPECT_TRUE(canvas.hasText("left.x"));
    EXPECT_TRUE(canvas.hasText("gap 1.00"));
    EXPECT_EQ(canvas.thickLinesIn(ui::paletteColor(0)), 2);
}

} // namespace

// The verdict banner keeps clear of the panels on its row.
TEST(BannerPlacement, CentredInTheViewWhenNoPanelIsInTheWay) {
    EXPECT_DOUBLE_EQ(ui::bannerCentreX(640.0, 300.0, std::nullopt), 640.0);
    EXPECT_DOUBLE_EQ(ui::bannerCentreX(640.0, 300.0, glm::dvec2(270.0, 1280.0)), 640.0); // 490..790 is free
}

TEST(BannerPlacement, MovesRightOfALeftPanelItWouldReachUnder) {
    // A 600 px banner centred at 640 starts at 340, under a panel ending at 410: it moves to start at 418.
    EXPECT_DOUBLE_EQ(ui::bannerCentreX(640.0, 600.0, glm::dvec2(410.0, 1280.0)), 410.0 + 8.0 + 300.0);
}

TEST(BannerPlacement, MovesLeftOfARightPanel) {
    EXPECT_DOUBLE_EQ(ui::bannerCentreX(640.0, 400.0, glm::dvec2(0.0, 800.0)), 800.0 - 8.0 - 200.0);
}

TEST(BannerPlacement, StartsAtTheLeftPanelWhenTheRowIsTooNarrow) {
    EXPECT_DOUBLE_EQ(ui::bannerCentreX(640.0, 900.0, glm::dvec2(410.0, 850.0)), 410.0 + 8.0 + 450.0);
}

// The convex pieces of one collider (a concave Tiled polygon) are drawn in one colour.
bool sameColor(ui::Rgba x, ui::Rgba y) { return x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a; }

TEST(ShapeColor, PiecesOfOneColliderShareTheFirstPiecesColour) {
    std::vector<sat::SceneShape> shapes(5);
    shapes[1].collider = shapes[2].collider = shapes[3].collider = "Walls/7";
    EXPECT_TRUE(sameColor(ui::shapeColor(shapes, 2), ui::paletteColor(1)));
    EXPECT_TRUE(sameColor(ui::shapeColor(shapes, 3), ui::paletteColor(1)));
    EXPECT_TRUE(sameColor(ui::shapeColor(shapes, 4), ui::paletteColor(4))); // not a piece: its own index
    EXPECT_TRUE(sameColor(ui::shapeColor(shapes, 0), ui::paletteColor(0)));
    shapes[3].color = sat::Color{0.1f, 0.2f, 0.3f, 1.0f}; // a colour of its own wins
    EXPECT_TRUE(sameColor(ui::shapeColor(shapes, 3), ui::Rgba{0.1f, 0.2f, 0.3f, 1.0f}));
}
