// SPDX-License-Identifier: MIT
// The round pairs' overlays drawn into a canvas that records every segment, polygon and disc: the closest-vertex
// axis as an arrow from its vertex to the circle's centre (moving with the circle), and the centre ticks that
// show a circle's interval as its centre's projection ± its radius.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "sat/scene.hpp"
#include "ui/draw/picture.hpp"
#include "ui/draw/round_overlay.hpp"
#include "ui/scene_builders.hpp"

namespace {

struct RecordedSegment {
    glm::dvec2 from, to;
    ui::Rgba color;
};

class SegmentCanvas final : public ui::Canvas {
public:
    std::vector<RecordedSegment> segments;
    std::vector<std::vector<glm::dvec2>> fills;
    std::vector<glm::dvec2> discs;

    void line(glm::dvec2 from, glm::dvec2 to, ui::Rgba color, float) override { segments.push_back({from, to, color}); }
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba, float) override {}
    void fillConvex(std::span<const glm::dvec2> points, ui::Rgba) override { fills.emplace_back(points.begin(), points.end()); }
    void fillCircle(glm::dvec2 center, float, ui::Rgba) override { discs.push_back(center); }
    void circle(glm::dvec2, float, ui::Rgba, float) override {}
    void fillRect(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void text(glm::dvec2, ui::TextAnchor, std::string_view, ui::Rgba, float) override {}
    glm::dvec2 textSize(std::string_view text, float size) const override {
        return {static_cast<double>(text.size()) * size * 0.5, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}

    bool hasSegmentFrom(glm::dvec2 point) const {
        for (const RecordedSegment& s : segments)
            if (glm::length(s.from - point) < 1e-9) return true;
        return false;
    }
    /// An arrow head (a triangle whose first point is its tip) at `point`.
    bool hasArrowHeadAt(glm::dvec2 point) const {
        for (const auto& fill : fills)
            if (fill.size() == 3 && glm::length(fill[0] - point) < 1e-9) return true;
        return false;
    }
};

/// The unit box and a circle of radius 1 beyond one of its corners, inspected as (box, coin).
struct RoundPicture {
    sat::Scene scene;
    ui::Selection selection;
    ui::SceneAnalysis analysis;
    ui::PictureInput input;

    explicit RoundPicture(glm::dvec2 coinCentre) {
        scene.shapes.push_back(ui::test::shape("box", sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}));
        scene.shapes.push_back(ui::test::shape("coin", sat::Circle2Spec{coinCentre, 1.0}));
        selection.set({"box", "coin"});
        analysis = ui::analyse(scene, selection, {});
        input.scene = &scene;
        input.analysis = &analysis;
        input.selection = &selection;
        input.theme = ui::Theme::light();
    }
};

TEST(RoundOverlay, TheClosestVertexAxisIsAnArrowFromTheCornerToTheCentre) {
    RoundPicture picture({3.0, 3.0});
    ASSERT_TRUE(picture.analysis.inspected.has_value());
    SegmentCanvas canvas;
    ui::drawClosestVertexArrows(canvas, picture.input, ui::inspectedLanes(picture.input));
    EXPECT_TRUE(canvas.hasSegmentFrom(picture.input.view.toScreen({1.0, 1.0}))) << "from the top-right corner";
    EXPECT_TRUE(canvas.hasArrowHeadAt(picture.input.view.toScreen({3.0, 3.0}))) << "to the coin's centre";
}

TEST(RoundOverlay, TheArrowMovesToTheCornerNearestTheCentre) {
    RoundPicture picture({-3.0, 2.0});
    SegmentCanvas canvas;
    ui::drawClosestVertexArrows(canvas, picture.input, ui::inspectedLanes(picture.input));
    EXPECT_TRUE(canvas.hasSegmentFrom(picture.input.view.toScreen({-1.0, 1.0})));
    EXPECT_FALSE(canvas.hasSegmentFrom(picture.input.view.toScreen({1.0, 1.0})));
    EXPECT_TRUE(canvas.hasArrowHeadAt(picture.input.view.toScreen({-3.0, 2.0})));
}

TEST(RoundOverlay, NoArrowForAPairOfBoxes) {
    RoundPicture picture({3.0, 3.0});
    picture.scene.shapes[1].spec = sat::Aabb2Spec{{3.0, 3.0}, {1.0, 1.0}};
    picture.analysis = ui::analyse(picture.scene, picture.selection, {});
    SegmentCanvas canvas;
    ui::drawClosestVertexArrows(canvas, picture.input, ui::inspectedLanes(picture.input));
    EXPECT_TRUE(canvas.segments.empty());
}

TEST(RoundOverlay, ACirclesBarIsTickedWhereItsCentreProjects) {
    RoundPicture picture({3.0, 3.0});
    const std::vector<ui::AxisLane> lanes = ui::inspectedLanes(picture.input);
    ASSERT_FALSE(lanes.empty());
    for (const ui::AxisLane& lane : lanes) {
        SegmentCanvas canvas;
        ui::drawRoundCentreTicks(canvas, picture.input, lane, picture.scene.shapes[1].spec, -1.0);
        ASSERT_EQ(canvas.segments.size(), 1u);
        // The tick's middle lies on the perpendicular through the centre's projection: along the lane it is at
        // centre . direction, the middle of the coin's interval.
        const glm::dvec2 middle = (canvas.segments[0].from + canvas.segments[0].to) * 0.5;
        const glm::dvec2 onLane = picture.input.view.toScreen(lane.at(glm::dot(glm::dvec2{3.0, 3.0}, lane.direction)));
        const glm::dvec2 along = glm::normalize(picture.input.view.toScreen(lane.at(1.0)) -
                                                picture.input.view.toScreen(lane.at(0.0)));
        EXPECT_NEAR(glm::dot(middle - onLane, along), 0.0, 1e-9);
        const auto& interval = picture.analysis.inspected->report.axes[static_cast<std::size_t>(lane.axis)].b;
        EXPECT_NEAR((interval.min + interval.max) * 0.5, glm::dot(glm::dvec2{3.0, 3.0}, lane.direction), 1e-12);
    }
    SegmentCanvas box;
    ui::drawRoundCentreTicks(box, picture.input, lanes[0], picture.scene.shapes[0].spec, +1.0);
    EXPECT_TRUE(box.segments.empty()); // a box's interval is not a centre ± radius
}

TEST(RoundOverlay, TheFocusedLaneShowsTheRadiusAlongTheAxis) {
    RoundPicture picture({3.0, 3.0});
    const std::vector<ui::AxisLane> lanes = ui::inspectedLanes(picture.input);
    SegmentCanvas canvas;
    ASSERT_TRUE(ui::drawRoundProjection(canvas, picture.input, lanes[0], picture.scene.shapes[1].spec, ui::paletteColor(1)));
    // Two radii from the centre to the rim, along the lane's direction.
    const glm::dvec2 centre = picture.input.view.toScreen({3.0, 3.0});
    int radii = 0;
    for (const RecordedSegment& s : canvas.segments)
        if (glm::length(s.from - centre) < 1e-9 &&
            std::abs(glm::length(s.to - s.from) - picture.input.view.toScreenLength(1.0)) < 1e-9)
            ++radii;
    EXPECT_EQ(radii, 2);
    SegmentCanvas box;
    EXPECT_FALSE(ui::drawRoundProjection(box, picture.input, lanes[0], picture.scene.shapes[0].spec, ui::paletteColor(0)));
}

} // namespace
