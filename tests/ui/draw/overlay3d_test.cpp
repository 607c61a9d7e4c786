// SPDX-License-Identifier: MIT
// The geometry behind the 3D overlays (the axis line, the edges of an
// edge-edge axis, the gap span, the MTV's start) and what drawOverlay3d asks
// a canvas to draw for a focused axis.
#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include "support/approx.hpp"
#include "ui/draw/overlay3d.hpp"
#include "ui/figure/figure.hpp"
#include "ui/figure/figure3d.hpp"
#include "ui/scene_builders.hpp"

namespace {

TEST(AxisLine3, PointAtTProjectsOntoTheAxisAtT) {
    const glm::dvec3 direction = glm::normalize(glm::dvec3(1.0, 2.0, 2.0)); // (1, 2, 2) / 3
    const ui::AxisLine3 line = ui::axisLine(direction, {4.0, 0.0, 0.0}, {0.0, 6.0, 2.0});
    for (double t : {-2.0, 0.0, 1.5, 7.0}) EXPECT_NEAR(glm::dot(line.at(t), direction), t, 1e-12) << t;
}

TEST(AxisLine3, PassesThroughTheMidpointBetweenTheCentres) {
    const glm::dvec3 direction = glm::normalize(glm::dvec3(1.0, 2.0, 2.0));
    const ui::AxisLine3 line = ui::axisLine(direction, {4.0, 0.0, 0.0}, {0.0, 6.0, 2.0});
    const glm::dvec3 middle{2.0, 3.0, 1.0};
    // middle . direction = (2 + 6 + 2) / 3 = 10/3: the line's point there is the midpoint.
    EXPECT_VEC_NEAR(line.at(10.0 / 3.0), middle, 1e-12);
}

TEST(AxisLine3, IntervalEndsAreCentreAlongAxisPlusMinusRadius) {
    // A unit cube at (1, 0, 0) on the x axis: centre . x = 1, radius 1.
    const sat::Obb3<double> a{{1.0, 0.0, 0.0}, {1.0, 1.0, 1.0}};
    const sat::Obb3<double> b{{5.0, 0.0, 0.0}, {1.0, 1.0, 1.0}};
    const sat::Report3<double> report = sat::report(a, b);
    const ui::AxisLine3 line = ui::axisLine(report.axes[0].direction, a.center, b.center);
    EXPECT_VEC_NEAR(line.at(report.axes[0].a.min), (glm::dvec3{0.0, 0.0, 0.0}), 1e-12);
    EXPECT_VEC_NEAR(line.at(report.axes[0].a.max), (glm::dvec3{2.0, 0.0, 0.0}), 1e-12);
    EXPECT_VEC_NEAR(line.at(report.axes[0].b.min), (glm::dvec3{4.0, 0.0, 0.0}), 1e-12);
}

TEST(BoxParallelEdges, SupportingEdgeComesFirst) {
    const sat::Obb3<double> cube{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}};
    const std::array<ui::BoxEdge, 4> edges = ui::parallelEdges(cube, 0, {0.0, 1.0, 1.0});
    // Along x, the edge farthest toward (0, 1, 1) is y = z = 1.
    EXPECT_VEC_NEAR(edges[0].from, (glm::dvec3{-1.0, 1.0, 1.0}), 1e-12);
    EXPECT_VEC_NEAR(edges[0].to, (glm::dvec3{1.0, 1.0, 1.0}), 1e-12);
    EXPECT_VEC_NEAR(edges[3].from, (glm::dvec3{-1.0, -1.0, -1.0}), 1e-12);
    for (const ui::BoxEdge& edge : edges) EXPECT_NEAR(glm::length(edge.to - edge.from), 2.0, 1e-12);
}

TEST(GapSpan, GapWhenApartEitherOrder) {
    const ui::GapSpan ab = ui::gapSpan({0.0, 1.0}, {1.5, 3.0});
    EXPECT_EQ(ab.lo, 1.0);
    EXPECT_EQ(ab.hi, 1.5);
    const ui::GapSpan ba = ui::gapSpan({1.5, 3.0}, {0.0, 1.0});
    EXPECT_EQ(ba.lo, 1.0);
    EXPECT_EQ(ba.hi, 1.5);
}

TEST(GapSpan, OverlapWhenTheyShareAStretch) {
    const ui::GapSpan span = ui::gapSpan({0.0, 2.0}, {1.5, 3.0});
    EXPECT_EQ(span.lo, 1.5);
    EXPECT_EQ(span.hi, 2.0);
}

TEST(MtvStart, IsTheContactsMeanElseBsCentre) {
    sat::Report3<double> report;
    EXPECT_VEC_NEAR(ui::mtvStart(report, {3.0, 0.0, 0.0}), (glm::dvec3{3.0, 0.0, 0.0}), 0.0);
    report.contacts.push_back({1.0, 0.0, 0.0});
    report.contacts.push_back({1.0, 2.0, 4.0});
    EXPECT_VEC_NEAR(ui::mtvStart(report, {3.0, 0.0, 0.0}), (glm::dvec3{1.0, 1.0, 2.0}), 1e-12);
}

struct Stroke3d {
    ui::Rgba color;
    float thickness;
};

class RecordingCanvas3d final : public ui::Canvas {
public:
    std::vector<Stroke3d> lines;
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
    int linesOf(ui::Rgba color, float thickness) const {
        int count = 0;
        for (const Stroke3d& s : lines)
            if (s.thickness == thickness && s.color.r == color.r && s.color.g == color.g && s.color.b == color.b) ++count;
        return count;
    }
};

/// Unit cubes 3 apart on x (gap 1), the pair selected.
struct Fixture {
    sat::Scene scene;
    ui::SceneAnalysis3 analysis;
    ui::Overlay3dInput input;
    Fixture() {
        scene.shapes.push_back(ui::test::shape("a", sat::Aabb3Spec{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}}));
        scene.shapes.push_back(ui::test::shape("b", sat::Aabb3Spec{{3.0, 0.0, 0.0}, {1.0, 1.0, 1.0}}));
        ui::Selection selection;
        selection.set({"a", "b"});
        analysis = ui::analyse3d(scene, selection, {});
        input.scene = &scene;
        input.analysis = &analysis;
        input.camera.target = {1.5, 0.0, 0.0};
        input.theme = ui::Theme::dark();
    }
};

TEST(DrawOverlay3d, FocusedAxisDrawsBothIntervalsInTheBoxColours) {
    Fixture f;
    f.input.selectedAxis = 0; // A.face0 = x: A [-1, 1], B [2, 4], gap 1
    RecordingCanvas3d canvas;
    ui::drawOverlay3d(canvas, f.input);
    EXPECT_EQ(canvas.linesOf(ui::paletteColor(0), 6.0f), 1);
    EXPECT_EQ(canvas.linesOf(ui::paletteColor(1), 6.0f), 1);
    EXPECT_TRUE(canvas.hasText("gap 1.00"));
    EXPECT_TRUE(canvas.hasText("a.face0"));
}

TEST(DrawOverlay3d, WithoutHoverOrClickTheDecidingAxisIsDrawnWithBothIntervals) {
    Fixture f; // nothing hovered or selected: A.face0 (x) separates first
    RecordingCanvas3d canvas;
    ui::drawOverlay3d(canvas, f.input);
    EXPECT_EQ(canvas.linesOf(ui::paletteColor(0), 6.0f), 1);
    EXPECT_EQ(canvas.linesOf(ui::paletteColor(1), 6.0f), 1);
    EXPECT_TRUE(canvas.hasText("a.face0  first separating"));
    EXPECT_TRUE(canvas.hasText("separated"));
}

TEST(DrawOverlay3d, TheAxisOfTheMtvDecidesAnOverlappingPair) {
    sat::Report3<double> report;
    report.verdict = sat::Verdict::Overlapping;
    report.firstSeparatingAxis = -1;
    report.bestAxis = 4;
    EXPECT_EQ(ui::decidingAxis3(report), 4);
    EXPECT_EQ(ui::overlayFocus(-1, -1, 4), 4);
    EXPECT_EQ(ui::overlayFocus(-1, 2, 4), 2); // a clicked axis wins
    EXPECT_EQ(ui::overlayFocus(1, 2, 4), 1);  // a hovered one wins over both
}

TEST(DrawOverlay3d, AnAxisPointingAtTheCameraIsDrawnEndOnWithOneLabel) {
    Fixture f;
    f.input.camera.yaw = 1.5707963267948966; // looking along -x: the x axis points at the camera
    f.input.camera.pitch = 0.0;
    f.input.camera.orthographic = true;
    f.input.selectedAxis = 0;       // A.face0 = x
    f.input.toggles.banner = false; // it names the first separating axis too
    RecordingCanvas3d canvas;
    ui::drawOverlay3d(canvas, f.input);
    int named = 0;
    for (const std::string& text : canvas.texts) named += text.find("a.face0") != std::string::npos ? 1 : 0;
    EXPECT_EQ(named, 1);
    EXPECT_TRUE(canvas.hasText("a.face0  first separating  (end-on)  gap 1.00"));
    // No interval bars or tags piled on the spot.
    EXPECT_EQ(canvas.linesOf(ui::paletteColor(0), 6.0f), 0);
    for (const std::string& text : canvas.texts) EXPECT_NE(text, "a");
}

TEST(DrawOverlay3d, EdgeEdgeAxisHighlightsOneStrongEdgePerBox) {
    Fixture f;
    f.input.hoveredAxis = 7; // A.edge0×B.edge1 = x × y = z
    RecordingCanvas3d canvas;
    ui::drawOverlay3d(canvas, f.input);
    EXPECT_EQ(canvas.linesOf(ui::lighten(ui::paletteColor(0), 0.35f), 6.0f), 1);
    EXPECT_EQ(canvas.linesOf(ui::lighten(ui::paletteColor(1), 0.35f), 6.0f), 1);
    EXPECT_TRUE(canvas.hasText("a.edge0"));
    EXPECT_TRUE(canvas.hasText("b.edge1"));
}

TEST(DrawOverlay3d, HoveringAnAxisDrawsItWithBothIntervalsEvenWhenAnotherIsSelected) {
    Fixture f;
    f.input.selectedAxis = 7; // clicked: an edge axis
    f.input.hoveredAxis = 0;  // under the mouse in the panel or strip: A.face0 wins while hovered
    RecordingCanvas3d canvas;
    ui::drawOverlay3d(canvas, f.input);
    EXPECT_EQ(canvas.linesOf(ui::paletteColor(0), 6.0f), 1);
    EXPECT_EQ(canvas.linesOf(ui::paletteColor(1), 6.0f), 1);
    EXPECT_TRUE(canvas.hasText("a.face0"));
    EXPECT_FALSE(canvas.hasText("b.edge1"));
}

TEST(Figure3d, CaptionNamesTheVerdictAndTheFirstSeparatingAxisWithBothIntervals) {
    ui::Figure figure;
    figure.scene.shapes.push_back(ui::test::shape("A", sat::Aabb3Spec{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}}));
    figure.scene.shapes.push_back(ui::test::shape("B", sat::Aabb3Spec{{3.0, 0.0, 0.0}, {1.0, 1.0, 1.0}}));
    figure.selection.set({"A", "B"});
    const std::vector<std::string> lines = ui::captionLines3d(figure);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "A and B: separated, distance 1.00");
    EXPECT_EQ(lines[1], "First separating axis A.face0 (1.00, 0.00, 0.00): A [-1.00, 1.00], B [2.00, 4.00], gap 1.00");
}

TEST(Figure3d, OverlappingPairDrawsTheMtvAxisAndListsTheMtvInTheLegend) {
    ui::Figure figure;
    figure.scene.shapes.push_back(ui::test::shape("A", sat::Aabb3Spec{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}}));
    figure.scene.shapes.push_back(ui::test::shape("B", sat::Aabb3Spec{{1.5, 0.0, 0.0}, {1.0, 1.0, 1.0}}));
    figure.selection.set({"A", "B"});
    const ui::SceneAnalysis3 analysis = ui::analyse3d(figure.scene, figure.selection, {});
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(ui::figureAxis3d(analysis.inspected->report), analysis.inspected->report.bestAxis);
    const std::vector<std::string> lines = ui::captionLines3d(figure);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "A and B: overlapping, depth 0.50");
    EXPECT_NE(lines[1].find("MTV 0.50"), std::string::npos) << lines[1];
    bool mtv = false, overlap = false;
    for (const ui::LegendEntry3d& entry : ui::legendEntries3d(figure)) {
        mtv = mtv || entry.text == "MTV (moves B out)";
        overlap = overlap || entry.text == "overlap";
    }
    EXPECT_TRUE(mtv);
    EXPECT_TRUE(overlap);
}

} // namespace

// ---- The focused axis's name, kept off the panels (ui::placeAxisLabel). A line from (200, 400) to
// (1000, 400) in a 1280x800 view; the name's box is 120 x 20 px, 10 px from the line's ends.

const glm::dvec2 kTail{200, 400}, kHead{1000, 400}, kLabel{120, 20};
const ui::ScreenRect kView{{0, 0}, {1280, 800}};

TEST(AxisLabel, GoesPastTheArrowHeadWhenNothingCoversIt) {
    const ui::AxisLabelPlace place = ui::placeAxisLabel(kTail, kHead, kLabel, 10.0, kView, {});
    EXPECT_DOUBLE_EQ(place.at.x, 1010.0);
    EXPECT_DOUBLE_EQ(place.at.y, 400.0);
    EXPECT_TRUE(place.leftAnchored);
}

TEST(AxisLabel, GoesPastTheTailWhenAPanelCoversTheHead) {
    const std::vector<ui::PanelRect> panels{{{850, 30}, {1270, 600}}}; // the Axis strip, top right
    const ui::AxisLabelPlace place = ui::placeAxisLabel(kTail, kHead, kLabel, 10.0, kView, panels);
    EXPECT_DOUBLE_EQ(place.at.x, 190.0);
    EXPECT_FALSE(place.leftAnchored); // it reads leftwards from the tail
}

TEST(AxisLabel, MovesBackAlongTheLineWhenPanelsCoverBothEnds) {
    const std::vector<ui::PanelRect> panels{{{850, 30}, {1270, 600}}, {{10, 34}, {270, 640}}};
    const ui::AxisLabelPlace place = ui::placeAxisLabel(kTail, kHead, kLabel, 10.0, kView, panels);
    const double x0 = place.leftAnchored ? place.at.x : place.at.x - kLabel.x;
    EXPECT_GE(x0, 270.0);
    EXPECT_LE(x0 + kLabel.x, 850.0);
    EXPECT_DOUBLE_EQ(place.at.y, 400.0); // on the line
}

TEST(AxisLabel, StaysInsideThePictureWhenNoPlaceIsFree) {
    const std::vector<ui::PanelRect> panels{{{0, 0}, {1280, 800}}}; // a dialog over everything
    const ui::AxisLabelPlace place = ui::placeAxisLabel({200, 400}, {1250, 400}, kLabel, 10.0, kView, panels);
    EXPECT_TRUE(place.leftAnchored);
    EXPECT_DOUBLE_EQ(place.at.x, 1280.0 - kLabel.x);
}
