// SPDX-License-Identifier: MIT
// In figures of the bundled scenes, lanes and labels do not cross each other:
// the figure is drawn into a canvas that records where each lane's line, the
// separating line and each label's box go (geometry, not pixels).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "sat/scene.hpp"
#include "ui/draw/overlay_layout.hpp"
#include "ui/draw/svg_canvas.hpp"
#include "ui/figure/figure.hpp"

namespace {

struct Segment {
    glm::dvec2 from, to;
};

struct Box {
    glm::dvec2 lo, hi;
    bool overlaps(const Box& other) const {
        return lo.x < other.hi.x && other.lo.x < hi.x && lo.y < other.hi.y && other.lo.y < hi.y;
    }
};

bool sameColour(ui::Rgba a, ui::Rgba b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

/// Records the lanes (their shafts: the axis-line or separating colour at a lane's width), the separating line's
/// dashes and the labels' boxes (label() fills its box in the theme's label colour); measures text as an SVG
/// figure does.
class LayoutCanvas final : public ui::Canvas {
public:
    explicit LayoutCanvas(const ui::Theme& theme) : theme_(theme), measure_(1280, 800, ui::approximateTextMetrics()) {}

    std::vector<Segment> lanes, separatingLine;
    std::vector<Box> labels;

    void line(glm::dvec2 from, glm::dvec2 to, ui::Rgba color, float thickness) override {
        const float s = theme_.scale;
        // A lane's shaft runs past both intervals (28 px padding each side); the ticks that end a touching stretch
        // (18 px, the touching colour is the separating one) do not.
        if ((sameColour(color, theme_.axisLine) || sameColour(color, theme_.separating)) &&
            (thickness == 1.5f * s || thickness == 2.5f * s) && glm::length(to - from) > 40.0)
            lanes.push_back({from, to});
        else if (sameColour(color, theme_.separating) && thickness == 2.0f * s) separatingLine.push_back({from, to});
    }
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba, float) override {}
    void fillConvex(std::span<const glm::dvec2>, ui::Rgba) override {}
    void fillCircle(glm::dvec2, float, ui::Rgba) override {}
    void circle(glm::dvec2, float, ui::Rgba, float) override {}
    void fillRect(glm::dvec2 lo, glm::dvec2 hi, ui::Rgba color, float) override {
        if (sameColour(color, theme_.labelBox) && color.a == theme_.labelBox.a) labels.push_back({lo, hi});
    }
    void text(glm::dvec2, ui::TextAnchor, std::string_view, ui::Rgba, float) override {}
    glm::dvec2 textSize(std::string_view text, float size) const override { return measure_.textSize(text, size); }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}

private:
    ui::Theme theme_;
    ui::SvgCanvas measure_;
};

std::filesystem::path scenesFolder() {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    return std::filesystem::path(source ? source : ".") / "assets" / "scenes";
}

/// The bundled 2D scenes (the 3D ones draw one axis through the scene, not lanes).
std::vector<std::filesystem::path> bundled2dScenes() {
    std::vector<std::filesystem::path> scenes;
    for (const auto& entry : std::filesystem::directory_iterator(scenesFolder()))
        if (entry.path().extension() == ".json" && !sat::loadScene(entry.path()).is3d()) scenes.push_back(entry.path());
    return scenes;
}

/// What a LayoutCanvas recorded.
struct Recorded {
    std::vector<Segment> lanes, separatingLine;
    std::vector<Box> labels;
};

/// `satlab render SCENE --legend --caption` at `size`, drawn into a LayoutCanvas.
Recorded drawFigure(const std::filesystem::path& scene, glm::ivec2 size) {
    ui::FigureOptions options;
    options.width = size.x;
    options.height = size.y;
    options.legend = true;
    options.caption = true;
    const ui::SvgCanvas measure(size.x, size.y, ui::approximateTextMetrics());
    const ui::Figure figure = ui::buildFigure(sat::loadScene(scene), options, {}, measure);
    LayoutCanvas canvas(figure.theme);
    ui::drawFigure(canvas, figure);
    return {canvas.lanes, canvas.separatingLine, canvas.labels};
}

TEST(FigureLayout, TheBundledScenesAreFound) { EXPECT_GE(bundled2dScenes().size(), 5u); }

class BundledFigure : public ::testing::TestWithParam<glm::ivec2> {};

TEST_P(BundledFigure, NoTwoLanesCross) {
    for (const auto& scene : bundled2dScenes()) {
        const Recorded drawn = drawFigure(scene, GetParam());
        for (std::size_t i = 0; i < drawn.lanes.size(); ++i)
            for (std::size_t j = i + 1; j < drawn.lanes.size(); ++j)
                EXPECT_FALSE(
                    ui::segmentsIntersect(drawn.lanes[i].from, drawn.lanes[i].to, drawn.lanes[j].from, drawn.lanes[j].to))
                    << scene.filename() << ": lanes " << i << " and " << j;
    }
}

TEST_P(BundledFigure, NoTwoLabelsOverlap) {
    for (const auto& scene : bundled2dScenes()) {
        const Recorded drawn = drawFigure(scene, GetParam());
        for (std::size_t i = 0; i < drawn.labels.size(); ++i)
            for (std::size_t j = i + 1; j < drawn.labels.size(); ++j)
                EXPECT_FALSE(drawn.labels[i].overlaps(drawn.labels[j])) << scene.filename() << ": labels " << i << " and " << j;
    }
}

TEST_P(BundledFigure, NoLaneOrSeparatingLineRunsThroughALabel) {
    for (const auto& scene : bundled2dScenes()) {
        const Recorded drawn = drawFigure(scene, GetParam());
        std::vector<Segment> lines = drawn.lanes;
        lines.insert(lines.end(), drawn.separatingLine.begin(), drawn.separatingLine.end());
        for (std::size_t l = 0; l < drawn.labels.size(); ++l)
            for (const Segment& line : lines)
                EXPECT_FALSE(ui::segmentCrossesBox(line.from, line.to, drawn.labels[l].lo, drawn.labels[l].hi))
                    << scene.filename() << ": label " << l << " (" << drawn.labels[l].lo.x << ", " << drawn.labels[l].lo.y
                    << ") crossed by (" << line.from.x << ", " << line.from.y << ")-(" << line.to.x << ", " << line.to.y << ")";
    }
}

// `satlab render`'s default size (the window's), and a full-HD one.
INSTANTIATE_TEST_SUITE_P(Sizes, BundledFigure, ::testing::Values(glm::ivec2(1280, 800), glm::ivec2(1920, 1080)));

TEST(SegmentGeometry, CrossingTouchingAndApart) {
    EXPECT_TRUE(ui::segmentsIntersect({0, 0}, {2, 2}, {0, 2}, {2, 0}));
    EXPECT_TRUE(ui::segmentsIntersect({0, 0}, {2, 0}, {2, 0}, {3, 1})); // an end on the other
    EXPECT_FALSE(ui::segmentsIntersect({0, 0}, {1, 0}, {2, -1}, {2, 1}));
    EXPECT_TRUE(ui::segmentCrossesBox({-1, 1}, {3, 1}, {0, 0}, {2, 2}));
    EXPECT_FALSE(ui::segmentCrossesBox({-1, 3}, {3, 3}, {0, 0}, {2, 2}));
}

} // namespace
