// SPDX-License-Identifier: MIT
// The Snags panel's actions on the editor, without a window: the SAT panel showing the probe's pair, a scene
// shape as the probe, and the once-a-frame sync that finds the snags again only when something changed.
#include <gtest/gtest.h>

#include "sat/scene.hpp"
#include "ui/draw/picture.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/snag_actions.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/panels/sat_panel.hpp"

namespace {

/// Four 16-unit floor tiles in layer "ground" (top at y = 16), and a lamp and a 4 x 2 player away from them,
/// each in a layer of its own. The default probe is 8 x 8 (half the median tile) with a 0.016 sink.
sat::Scene snagActionsFloor() {
    return sat::parseScene(R"({"format": "satlab-scene", "version": 1, "shapes": [
  {"name": "tile0", "kind": "aabb2", "center": [8, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "tile1", "kind": "aabb2", "center": [24, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "tile2", "kind": "aabb2", "center": [40, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "tile3", "kind": "aabb2", "center": [56, 8], "half_extents": [8, 8], "group": "ground"},
  {"name": "lamp", "kind": "aabb2", "center": [32, 60], "half_extents": [4, 4], "group": "deco"},
  {"name": "player", "kind": "aabb2", "center": [80, 40], "half_extents": [2, 1], "group": "actors"}]})",
                           "floor");
}

class SnagActions : public ::testing::Test {
protected:
    SnagActions() {
        state.document.reset(snagActionsFloor(), {}, false);
        state.snags.open = true;
        ui::syncSnags(state);
    }
    /// The pair the SAT panel shows this frame (the selection's analysis refreshed first, as the viewport does).
    std::vector<std::string> satPanelPair() {
        state.refreshAnalysis();
        const ui::SatPanelParts parts = ui::satPanelParts(state);
        const auto& inspected = ui::satPanelAnalysis(parts).inspected;
        if (!inspected) return {};
        return {inspected->names.a, inspected->names.b};
    }

    ui::EditorState state{ui::EditorConfig{}};
};

TEST_F(SnagActions, SatPanelShowsTheProbePairWhileASnagIsInspected) {
    state.selection.set({"lamp", "tile3"});
    ui::syncSnags(state);
    EXPECT_EQ(satPanelPair(), (std::vector<std::string>{"lamp", "tile3"}));
    ASSERT_TRUE(ui::inspectSnag(state, 0)); // tile0 -> tile1, the probe half a sink past the seam
    ASSERT_TRUE(state.snags.probe.has_value());
    EXPECT_EQ(satPanelPair(), (std::vector<std::string>{"probe", "tile1"}));
    const ui::SatPanelParts parts = ui::satPanelParts(state);
    const sat::Report2<double>& report = ui::satPanelAnalysis(parts).inspected->report;
    EXPECT_EQ(parts.shownPairAxis, report.bestAxis); // the winning axis, highlighted
    EXPECT_NEAR(report.depth, 0.008, 1e-9);          // the snag's depth: half the sink
    EXPECT_EQ(report.axes.size(), 4u);               // every axis of the box pair
    // Selecting another pair ends the inspection: the panel goes back to the selection.
    state.selection.set({"tile2", "tile3"});
    ui::syncSnags(state);
    EXPECT_FALSE(state.snags.probe.has_value());
    EXPECT_EQ(satPanelPair(), (std::vector<std::string>{"tile2", "tile3"}));
}

TEST_F(SnagActions, SatPanelGoesBackToTheSelectionWhenTheProbeIsHidden) {
    state.selection.set({"lamp", "tile3"});
    ASSERT_TRUE(ui::inspectSnag(state, 0));
    ui::hideProbe(state); // Esc
    EXPECT_EQ(satPanelPair(), (std::vector<std::string>{"lamp", "tile3"}));
    EXPECT_EQ(ui::satPanelParts(state).shownPairAxis, -1);
}

TEST_F(SnagActions, ProbePairFollowsTheSatPanelsOptions) {
    ASSERT_TRUE(ui::inspectSnag(state, 0));
    state.analysis.options.tolerance = 0.5; // the SAT panel's touching tolerance
    ui::syncSnags(state);
    EXPECT_EQ(state.snags.probe->analysedWith, state.analysis.options);
}

TEST_F(SnagActions, SyncFindsTheSnagsAgainOnlyWhenSomethingChanged) {
    ASSERT_EQ(state.snags.runs, 1u);
    for (int frame = 0; frame < 100; ++frame) ui::syncSnags(state);
    EXPECT_EQ(state.snags.runs, 1u);
    ASSERT_TRUE(ui::inspectSnag(state, 0));
    for (int frame = 0; frame < 100; ++frame) ui::syncSnags(state);
    EXPECT_EQ(state.snags.runs, 1u);
    ui::nudgeShape(state.document, "lamp", {1.0, 0.0});
    ui::syncSnags(state);
    EXPECT_EQ(state.snags.runs, 2u);
    state.snags.sink = 0.5f;
    ui::syncSnags(state);
    EXPECT_EQ(state.snags.runs, 3u);
}

TEST_F(SnagActions, SelectedShapeAsTheProbeSlidesInsteadOfTheBox) {
    EXPECT_EQ(state.snags.map->result.snags.size(), 6u); // three seams, both ways
    EXPECT_EQ(state.snags.map->result.colliders, 6u);
    ASSERT_TRUE(ui::useShapeAsProbe(state, "player"));
    ui::syncSnags(state);
    ASSERT_TRUE(state.snags.map.has_value()) << state.snags.error;
    const sat::SnagResult& result = state.snags.map->result;
    EXPECT_EQ(result.probeCollider, std::optional<std::size_t>(5));
    EXPECT_EQ(result.colliders, 5u) << "the probe's own shape is not slid on";
    EXPECT_EQ(result.snags.size(), 6u); // a box too, 4 x 2: it catches at the same seams
    EXPECT_NE(ui::snagPanelText(state).find("probe: 4 x 2 sink 0.016 collider player\n"), std::string::npos)
        << ui::snagPanelText(state);
    ui::useBoxProbe(state);
    ui::syncSnags(state);
    EXPECT_NE(ui::snagPanelText(state).find("probe: 8 x 8 sink 0.016\n"), std::string::npos) << ui::snagPanelText(state);
}

TEST_F(SnagActions, ShapeThatCannotBeTheProbeIsSaidAndChangesNothing) {
    EXPECT_FALSE(ui::useShapeAsProbe(state, "nobody"));
    EXPECT_TRUE(state.snags.probeCollider.empty());
    EXPECT_NE(state.status.message.find("no shape named 'nobody'"), std::string::npos) << state.status.message;
}

TEST_F(SnagActions, SelectedShapeProbeAtASnagIsDrawnAsItsOutline) {
    state.document.reset(sat::parseScene(R"({"format": "satlab-scene", "version": 1, "shapes": [
  {"name": "t0", "kind": "aabb2", "center": [8, 8], "half_extents": [8, 8]},
  {"name": "t1", "kind": "aabb2", "center": [24, 8], "half_extents": [8, 8]},
  {"name": "t2", "kind": "aabb2", "center": [40, 8], "half_extents": [8, 8]},
  {"name": "crate", "kind": "poly2", "points": [[0, 36], [6, 36], [6, 40], [0, 40]]}]})",
                                         "crates"),
                         {}, false);
    ASSERT_TRUE(ui::useShapeAsProbe(state, "crate"));
    ui::syncSnags(state);
    ASSERT_TRUE(state.snags.map.has_value()) << state.snags.error;
    ASSERT_FALSE(state.snags.map->result.snags.empty()) << ui::snagPanelText(state);
    ASSERT_TRUE(ui::inspectSnag(state, 0));
    const sat::SceneShape& probe = state.snags.probe->scene.shapes.back();
    ASSERT_TRUE(std::holds_alternative<sat::Poly2Spec>(probe.spec));
    EXPECT_EQ(std::get<sat::Poly2Spec>(probe.spec).points.size(), 4u);
    for (const ui::ProbeContact& contact : state.snags.probe->placement.contacts) EXPECT_NE(contact.index, 3u);
}

/// A canvas that keeps the box of every text drawn (labels and tags), and nothing else.
class TextBoxCanvas final : public ui::Canvas {
public:
    struct Box {
        std::string text;
        ui::PanelRect rect;
    };
    std::vector<Box> boxes;

    void line(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba, float) override {}
    void fillConvex(std::span<const glm::dvec2>, ui::Rgba) override {}
    void fillCircle(glm::dvec2, float, ui::Rgba) override {}
    void circle(glm::dvec2, float, ui::Rgba, float) override {}
    void fillRect(glm::dvec2, glm::dvec2, ui::Rgba, float) override {}
    void text(glm::dvec2 at, ui::TextAnchor anchor, std::string_view text, ui::Rgba, float size) override {
        const glm::dvec2 extent = textSize(text, size);
        const glm::dvec2 lo = ui::anchoredTopLeft(at, anchor, extent);
        boxes.push_back({std::string(text), {lo, lo + extent}});
    }
    glm::dvec2 textSize(std::string_view text, float size) const override {
        return {static_cast<double>(text.size()) * size * 0.5, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}
};

TEST_F(SnagActions, InspectedSnagsLabelsKeepOffTheBannerAndEachOther) {
    // The window at 1280 x 800 with its docks around the free rectangle, as with the Findings and Snags panels open.
    state.view.transform.origin = {0.0, 0.0};
    state.view.transform.size = {1280.0, 800.0};
    state.view.layout.free = {{315.0, 25.0}, {826.0, 470.0}};
    ASSERT_TRUE(ui::inspectSnag(state, 0)); // framed in the free rectangle, the lanes close to its top
    const ui::ProbeView& probe = *state.snags.probe;
    ui::PictureInput input;
    input.scene = &probe.scene;
    input.analysis = &probe.analysis;
    input.selection = &probe.selection;
    input.view = state.view.transform;
    input.theme = ui::Theme::dark();
    input.hoveredAxis = probe.highlightedAxis;
    input.bannerRow = glm::dvec2(315.0, 826.0);
    input.panels = {{{0.0, 0.0}, {1280.0, 25.0}},       // the menu bar
                    {{0.0, 25.0}, {300.0, 800.0}},      // the left column
                    {{826.0, 25.0}, {1280.0, 470.0}},   // the right column
                    {{315.0, 470.0}, {1280.0, 800.0}}}; // the SAT panel
    TextBoxCanvas canvas;
    ui::drawOverlays(canvas, input, ui::inspectedLanes(input));
    ASSERT_FALSE(canvas.boxes.empty());
    const TextBoxCanvas::Box& banner = canvas.boxes.back(); // drawn last, over everything
    ASSERT_NE(banner.text.find("overlapping"), std::string::npos) << banner.text;
    ASSERT_GE(canvas.boxes.size(), 6u); // the lanes' names, their overlap numbers, the intervals' tags, the MTV
    for (std::size_t i = 0; i + 1 < canvas.boxes.size(); ++i) {
        EXPECT_FALSE(canvas.boxes[i].rect.overlaps(banner.rect)) << canvas.boxes[i].text << " under the banner";
        for (std::size_t j = i + 1; j + 1 < canvas.boxes.size(); ++j)
            EXPECT_FALSE(canvas.boxes[i].rect.overlaps(canvas.boxes[j].rect))
                << canvas.boxes[i].text << " over " << canvas.boxes[j].text;
    }
}

} // namespace
