// SPDX-License-Identifier: MIT
// A figure exported from the window explains the pair the window inspects: same A/B order, same numbers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sat/scene.hpp"
#include "ui/draw/overlay3d.hpp"
#include "ui/draw/svg_canvas.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/model/number_format.hpp"
#include "ui/panels/figure_export.hpp"

namespace {

// assets/scenes/3d-edge-edge.json, plus a box C 4 units right of A (gap 2 on x).
constexpr const char* kEdgeEdgeAndC = R"({"format": "satlab-scene", "version": 1, "shapes": [
  {"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
  {"name": "B", "kind": "obb3", "center": [0, 2.0707106781186548, 2.0707106781186548], "half_extents": [1, 1, 1],
   "rotation": [[0.7071067811865476, -0.7071067811865476, 0], [0.5, 0.5, -0.7071067811865476],
                [0.5, 0.5, 0.7071067811865476]]},
  {"name": "C", "kind": "aabb3", "center": [4, 0, 0], "half_extents": [1, 1, 1]}]})";

/// The window's state with `names` selected (A, then B) and the figure dialog set to write a caption.
void selectInWindow(ui::EditorState& state, const std::vector<std::string>& names) {
    state.document.reset(sat::parseScene(kEdgeEdgeAndC, "edge-edge.json"), {}, false);
    state.selection.set(names);
    state.refreshAnalysis();
    state.figureExport.options.caption = true;
    state.figureExport.sizeFromViewport = false;
}

std::string captionOf(ui::EditorState& state) {
    const ui::SvgCanvas measure(1280, 800, ui::approximateTextMetrics());
    std::string text;
    for (const std::string& line : ui::dialogFigure(ui::figureExportParts(state), measure).captionLines) text += line + "\n";
    return text;
}

const sat::Report3<double>& windowReport(const ui::EditorState& state) {
    const auto& inspected = state.analysis3d.result.inspected;
    if (!inspected) throw std::runtime_error("the window inspects no pair");
    return inspected->report;
}

TEST(WindowFigure3d, NamesTheFirstSeparatingAxisInTheWindowsPairOrder) {
    ui::EditorState state(ui::EditorConfig{});
    selectInWindow(state, {"B", "A"});
    const auto& report = windowReport(state);
    ASSERT_GE(report.firstSeparatingAxis, 0);
    // The core's label is by role (A.edge2×B.edge0: the pair's first shape, B, and its second, A); the caption calls
    // the shapes by their names, as the window does: B.edge2×A.edge0.
    const std::string roles = ui::axisName3(report.axes[static_cast<std::size_t>(report.firstSeparatingAxis)]);
    const std::string axis = ui::namedAxisLabel(roles, {"B", "A"});
    const std::string caption = captionOf(state);
    EXPECT_NE(caption.find("First separating axis " + axis), std::string::npos) << "window: " << axis << "\n" << caption;
    EXPECT_EQ(caption.find(roles), std::string::npos) << caption;
    EXPECT_NE(caption.find("B and A: separated"), std::string::npos) << caption;
}

TEST(WindowFigure3d, ExplainsTheSelectedPairWithTheWindowsGap) {
    ui::EditorState state(ui::EditorConfig{});
    selectInWindow(state, {"A", "C"});
    const auto& report = windowReport(state);
    ASSERT_GE(report.firstSeparatingAxis, 0);
    const double gap = report.axes[static_cast<std::size_t>(report.firstSeparatingAxis)].separation;
    EXPECT_DOUBLE_EQ(gap, 2.0);
    const std::string caption = captionOf(state);
    EXPECT_NE(caption.find("A and C: separated"), std::string::npos) << caption;
    EXPECT_NE(caption.find("gap " + ui::formatNumber(gap)), std::string::npos) << caption;
}

TEST(WindowFigure3d, FollowsTheFaceAxesOnlyToggle) {
    ui::EditorState state(ui::EditorConfig{});
    selectInWindow(state, {"A", "B"});
    state.analysis3d.options.faceAxesOnly = true;
    state.refreshAnalysis();
    const auto& report = windowReport(state);
    // Without the edge axes the pair is wrongly taken to overlap: the figure must say what the window says.
    ASSERT_NE(report.verdict, sat::Verdict::Separated);
    const std::string caption = captionOf(state);
    EXPECT_NE(caption.find(sat::toString(report.verdict)), std::string::npos) << caption;
    EXPECT_EQ(caption.find("First separating axis"), std::string::npos) << caption;
}

} // namespace
