// SPDX-License-Identifier: MIT
// Drawing is clipped to what is visible and counted before it is drawn: the
// clip helpers, the dashes of a line far longer than the view, the SVG
// canvas's output and the grid, for views a user or a scene file can ask for.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sat/scene.hpp"
#include "ui/draw/canvas_clip.hpp"
#include "ui/draw/picture.hpp"
#include "ui/draw/svg_canvas.hpp"
#include "ui/model/analysis.hpp"
#include "ui/scene_builders.hpp"

namespace {

/// Counts what it is asked to draw and checks every point is finite; clips
/// to `clip` like the real canvases report theirs.
class CountingCanvas final : public ui::Canvas {
public:
    explicit CountingCanvas(ui::ClipRect clip) : clip_(clip) {}
    long calls = 0;
    bool allFinite = true;

    void line(glm::dvec2 a, glm::dvec2 b, ui::Rgba, float) override { count({a, b}); }
    void polyline(std::span<const glm::dvec2> points, bool, ui::Rgba, float) override { count(points); }
    void fillConvex(std::span<const glm::dvec2> points, ui::Rgba) override { count(points); }
    void fillCircle(glm::dvec2 c, float, ui::Rgba) override { count({c}); }
    void circle(glm::dvec2 c, float, ui::Rgba, float) override { count({c}); }
    void fillRect(glm::dvec2 a, glm::dvec2 b, ui::Rgba, float) override { count({a, b}); }
    std::vector<std::string> texts;
    void text(glm::dvec2 at, ui::TextAnchor, std::string_view text, ui::Rgba, float) override {
        count({at});
        texts.emplace_back(text);
    }
    glm::dvec2 textSize(std::string_view text, float size) const override {
        return {static_cast<double>(text.size()) * size * 0.5, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}
    ui::ClipRect clipRect() const override { return clip_; }

private:
    void count(std::initializer_list<glm::dvec2> points) { count(std::span<const glm::dvec2>(points.begin(), points.size())); }
    void count(std::span<const glm::dvec2> points) {
        ++calls;
        allFinite = allFinite && ui::allFinite(points);
    }
    ui::ClipRect clip_;
};

const ui::ClipRect kView{{0.0, 0.0}, {640.0, 400.0}};

TEST(CanvasClip, SegmentAcrossTheRectangleIsCutAtItsSides) {
    const auto part = ui::clipSegment({-100.0, 200.0}, {740.0, 200.0}, kView);
    ASSERT_TRUE(part);
    EXPECT_DOUBLE_EQ(part->from.x, 0.0);
    EXPECT_DOUBLE_EQ(part->to.x, 640.0);
    EXPECT_DOUBLE_EQ(part->from.y, 200.0);
}

TEST(CanvasClip, SegmentOutsideOrNotFiniteIsDropped) {
    EXPECT_FALSE(ui::clipSegment({-10.0, -10.0}, {-1.0, 500.0}, kView));
    EXPECT_FALSE(ui::clipSegment({0.0, 0.0}, {std::numeric_limits<double>::infinity(), 1.0}, kView));
    EXPECT_FALSE(ui::clipSegment({0.0, 0.0}, {std::nan(""), 1.0}, kView));
}

// The visible part of a segment from 1e12 px away keeps its place: each end
// is computed from the nearer original end.
TEST(CanvasClip, SegmentFromFarAwayKeepsItsVisiblePart) {
    const auto part = ui::clipSegment({-1e12, -1e12 + 300.0}, {300.0, 600.0}, kView);
    ASSERT_TRUE(part);
    EXPECT_NEAR(part->from.x, 0.0, 1e-3);
    EXPECT_NEAR(part->from.y, 300.0, 1e-3);
    EXPECT_NEAR(part->to.x, 100.0, 1e-3);
    EXPECT_NEAR(part->to.y, 400.0, 1e-3);
}

TEST(CanvasClip, ConvexPolygonCoveringTheRectangleBecomesTheRectangle) {
    const std::vector<glm::dvec2> huge = {{-1e15, -1e15}, {1e15, -1e15}, {1e15, 1e15}, {-1e15, 1e15}};
    const std::vector<glm::dvec2> cut = ui::clipConvexToRect(huge, kView);
    ASSERT_EQ(cut.size(), 4u);
    for (const glm::dvec2& p : cut) {
        EXPECT_TRUE(p.x == 0.0 || p.x == 640.0);
        EXPECT_TRUE(p.y == 0.0 || p.y == 400.0);
    }
}

TEST(CanvasClip, ClosedPolylineInsideStaysWhole) {
    const std::vector<glm::dvec2> square = {{10.0, 10.0}, {20.0, 10.0}, {20.0, 20.0}, {10.0, 20.0}};
    const ui::PolylineRuns runs = ui::clipPolyline(square, true, kView);
    EXPECT_TRUE(runs.wholeInside);
    ASSERT_EQ(runs.runs.size(), 1u);
    EXPECT_EQ(runs.runs[0], square);
}

// A closed outline with one corner far outside: one open run, from the cut
// after that corner round to the cut before it.
TEST(CanvasClip, ClosedPolylineCutOnceIsOneRun) {
    const std::vector<glm::dvec2> outline = {{100.0, 100.0}, {1e9, 100.0}, {200.0, 300.0}, {100.0, 300.0}};
    const ui::PolylineRuns runs = ui::clipPolyline(outline, true, kView);
    EXPECT_FALSE(runs.wholeInside);
    ASSERT_EQ(runs.runs.size(), 1u);
    EXPECT_DOUBLE_EQ(runs.runs[0].front().x, 640.0);
    EXPECT_DOUBLE_EQ(runs.runs[0].back().x, 640.0);
    EXPECT_EQ(runs.runs[0].size(), 5u); // cut, 200,300, 100,300, 100,100, cut
}

// A dashed line 1e9 px long (a drop line at zoom 1e9) drawn dash by dash
// would take 1e8 calls: only the visible dashes are drawn.
TEST(CanvasClip, DashedLineDrawsOnlyTheVisibleDashes) {
    CountingCanvas canvas(kView);
    ui::dashedLine(canvas, {320.0, 200.0}, {320.0 + 1e9, 200.0 + 1e9}, {}, 1.0f, 5.0f, 4.0f);
    EXPECT_GT(canvas.calls, 0);
    EXPECT_LE(canvas.calls, 64); // about 283 px visible / 9 px a dash
}

TEST(CanvasClip, DashedLineKeepsItsPhaseWhereItEntersTheView) {
    CountingCanvas whole(ui::ClipRect{});
    ui::dashedLine(whole, {0.0, 100.0}, {90.0, 100.0}, {}, 1.0f, 5.0f, 4.0f);
    CountingCanvas cut(ui::ClipRect{{40.0, 0.0}, {640.0, 400.0}});
    ui::dashedLine(cut, {0.0, 100.0}, {90.0, 100.0}, {}, 1.0f, 5.0f, 4.0f);
    EXPECT_EQ(whole.calls, 10);
    EXPECT_EQ(cut.calls, 6); // the dashes at 36 (its tail), 45, 54, 63, 72, 81; the clip's guard starts at 35
}

TEST(CanvasClip, SvgLeavesOutWhatLiesOutsideTheDocument) {
    ui::SvgCanvas svg(640.0, 400.0, ui::approximateTextMetrics());
    svg.line({-1e12, -50.0}, {1e12, -50.0 - 1e-3}, {}, 1.0f);            // above the top edge
    svg.fillRect({2000.0, 0.0}, {3000.0, 10.0}, {}, 0.0f);               // right of it
    svg.text({-500.0, 100.0}, ui::TextAnchor::Right, "gone", {}, 16.0f); // left of it
    svg.fillCircle({320.0, 1e300}, 5.0f, {});
    const std::string document = svg.finish();
    EXPECT_EQ(document.find("<line"), std::string::npos);
    EXPECT_EQ(document.find("<rect"), std::string::npos);
    EXPECT_EQ(document.find("gone"), std::string::npos);
    EXPECT_EQ(document.find("<circle"), std::string::npos);
}

TEST(CanvasClip, SvgCutsAHugePolygonToTheDocument) {
    ui::SvgCanvas svg(640.0, 400.0, ui::approximateTextMetrics());
    const std::vector<glm::dvec2> huge = {{-1e18, -1e18}, {1e18, -1e18}, {1e18, 1e18}, {-1e18, 1e18}};
    svg.fillConvex(huge, {});
    const std::string document = svg.finish();
    const std::size_t at = document.find("<polygon points=\"");
    ASSERT_NE(at, std::string::npos);
    const std::string points = document.substr(at, document.find('"', at + 17) - at);
    for (const std::string corner : {"-4,-4", "644,-4", "644,404", "-4,404"})
        EXPECT_NE(points.find(corner), std::string::npos) << points;
    EXPECT_LT(points.size(), 64u) << points; // four corners near the page, not 1e18 written out in full
}

ui::PictureInput pictureOf(const sat::Scene& scene, const ui::SceneAnalysis& analysis, const ui::Selection& selection,
                           glm::dvec2 center, double zoom) {
    ui::PictureInput input;
    input.scene = &scene;
    input.analysis = &analysis;
    input.selection = &selection;
    input.view.center = center;
    input.view.zoom = zoom;
    input.view.size = {640.0, 400.0};
    input.showHandles = false;
    return input;
}

// At a centre of 1e9 and a zoom of 1e9 (both legal in a scene file) grid
// lines are 5e-8 apart, less than a double's step there: adding one step
// would never move and the grid would never end, so the lines are counted first.
TEST(CanvasClip, GridAtTheCoordinateAndZoomLimitsIsBounded) {
    const sat::Scene scene;
    const ui::Selection selection;
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    CountingCanvas canvas(kView);
    ui::drawGrid(canvas, pictureOf(scene, analysis, selection, {1e9, 1e9}, 1e9));
    EXPECT_LE(canvas.calls, 200);
}

TEST(CanvasClip, GridAtAnInfiniteZoomDrawsNothing) {
    const sat::Scene scene;
    const ui::Selection selection;
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    CountingCanvas canvas(kView);
    ui::drawGrid(canvas, pictureOf(scene, analysis, selection, {0.0, 0.0}, std::numeric_limits<double>::infinity()));
    EXPECT_EQ(canvas.calls, 0);
}

// At a view 1e-300 wide the grid's numbers are its lines' values, not "0"
// for every line below 1e-9.
TEST(CanvasClip, GridNumbersOfATinyViewAreTheirValues) {
    const sat::Scene scene;
    const ui::Selection selection;
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    CountingCanvas canvas(kView);
    ui::drawGrid(canvas, pictureOf(scene, analysis, selection, {0.0, 0.0}, 640.0 / 1e-300));
    ASSERT_FALSE(canvas.texts.empty());
    for (const std::string& text : canvas.texts) EXPECT_NE(text, "0");
}

// The welcome scene's pair at zoom 1e9: every overlay drawn, a bounded
// number of calls, every point finite.
TEST(CanvasClip, OverlaysAtZoom1e9AreBoundedAndFinite) {
    sat::Scene scene;
    scene.shapes.push_back(ui::test::shape("A", sat::Obb2Spec{{0.0, 0.0}, {2.0, 1.0}, {30.0, true}}));
    scene.shapes.push_back(ui::test::shape("B", sat::Aabb2Spec{{3.0, 1.0}, {1.0, 1.0}}));
    ui::Selection selection;
    selection.set({"A", "B"});
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    for (const double zoom : {1e6, 1e9, 8e302}) {
        CountingCanvas canvas(kView);
        const ui::PictureInput input = pictureOf(scene, analysis, selection, {0.0, 0.0}, zoom);
        ui::drawPicture(canvas, input);
        EXPECT_LE(canvas.calls, 2000) << zoom;
        EXPECT_TRUE(canvas.allFinite) << zoom;
    }
}

} // namespace
