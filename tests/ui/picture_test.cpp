// The viewport picture drawn into a canvas that records what it is asked to
// draw (a plain Canvas implementation, as an SVG writer would be), so the
// overlays can be checked without a window.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ui/picture.hpp"
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

    void line(glm::dvec2, glm::dvec2, ui::Rgba color, float thickness) override { lines.push_back({color, thickness}); }
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba color, float thickness) override {
        lines.push_back({color, thickness});
    }
    void fillConvex(std::span<const glm::dvec2>, ui::Rgba) override {}
    void fillCircle(glm::dvec2, float, ui::Rgba) override {}
    void circle(glm::dvec2, float, ui::Rgba, float) override {}
    void fillRect(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void text(glm::dvec2, ui::TextAnchor, std::string_view text, ui::Rgba, float) override { texts.emplace_back(text); }
    glm::dvec2 textSize(std::string_view text, float size) const override {
        return {static_cast<double>(text.size()) * size * 0.5, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}

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

RecordingCanvas draw(const sat::Scene& scene, std::vector<std::string> selected) {
    ui::Selection selection;
    selection.set(std::move(selected));
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    ui::PictureInput input;
    input.scene = &scene;
    input.analysis = &analysis;
    input.selection = &selection;
    input.theme = ui::Theme::dark();
    RecordingCanvas canvas;
    ui::drawPicture(canvas, input);
    return canvas;
}

TEST(Picture, EveryAxisOfThePairGetsALabelledLane) {
    const RecordingCanvas canvas = draw(separatedBoxes(), {"left", "right"});
    // Two AABBs: A.x and A.y; B's axes repeat them and are hidden by default.
    EXPECT_TRUE(canvas.hasText("A.x"));
    EXPECT_TRUE(canvas.hasText("A.y"));
    EXPECT_FALSE(canvas.hasText("B.x"));
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

TEST(Picture, NoOverlaysWithoutAnInspectedPair) {
    const RecordingCanvas canvas = draw(separatedBoxes(), {});
    EXPECT_FALSE(canvas.hasText("A.x"));
    EXPECT_EQ(canvas.thickLinesIn(ui::paletteColor(0)), 0);
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
