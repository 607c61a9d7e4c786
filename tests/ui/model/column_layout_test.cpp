// SPDX-License-Identifier: MIT
// The window's docks and the viewport's free rectangle (ui/model/column_layout.hpp).
#include "ui/model/column_layout.hpp"

#include <gtest/gtest.h>

namespace {

using ui::ColumnLayout;
using ui::ColumnLayoutInput;
using ui::Dock;
using ui::DockedPanel;
using ui::LayoutRect;

/// The editor's default panels at 1280×800: Scene and Inspector on the left, SAT along the bottom.
ColumnLayoutInput defaultWindow() {
    ColumnLayoutInput in;
    in.display = {1280.0, 800.0};
    in.top = 20.0;
    in.bottom = 30.0;
    in.titleHeight = 20.0;
    in.gap = 4.0;
    in.tabWidth = 14.0;
    in.panels = {{"Scene", Dock::Left, 300.0, 250.0, false},
                 {"Inspector", Dock::Left, 280.0, 200.0, false},
                 {"SAT", Dock::Bottom, 700.0, 260.0, false}};
    return in;
}

/// Every rectangle the layout hands out, docks' panels and tabs, against each other and the free rectangle.
void expectNothingOverlaps(const ColumnLayoutInput& in, const ColumnLayout& layout) {
    const LayoutRect window{{0.0, in.top}, {in.display.x, in.display.y - in.bottom}};
    std::vector<LayoutRect> rects{layout.leftTab, layout.rightTab};
    for (const ui::PanelSlot& slot : layout.panels) rects.push_back(slot.rect);
    EXPECT_FALSE(layout.free.empty());
    EXPECT_TRUE(window.contains(layout.free));
    for (std::size_t i = 0; i < rects.size(); ++i) {
        if (rects[i].empty()) continue;
        EXPECT_TRUE(window.contains(rects[i])) << i;
        EXPECT_FALSE(rects[i].overlaps(layout.free)) << i;
        for (std::size_t j = i + 1; j < rects.size(); ++j) EXPECT_FALSE(rects[i].overlaps(rects[j])) << i << " " << j;
    }
}

TEST(ColumnLayout, DefaultPanelsLeaveTheFreeRectangleRightOfTheLeftColumnAndAboveTheSatPanel) {
    const ColumnLayoutInput in = defaultWindow();
    const ColumnLayout layout = layoutColumns(in);
    // Left column 300 wide, its tab 14: the free rectangle starts at 314; the SAT dock is 260 high above the status line.
    EXPECT_DOUBLE_EQ(layout.free.lo.x, 314.0);
    EXPECT_DOUBLE_EQ(layout.free.lo.y, 20.0);
    EXPECT_DOUBLE_EQ(layout.free.hi.x, 1280.0 - 14.0);
    EXPECT_DOUBLE_EQ(layout.free.hi.y, 800.0 - 30.0 - 260.0);
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, ColumnPanelsGetTheirHeightsAndTheLastTakesWhatIsLeft) {
    const ColumnLayout layout = layoutColumns(defaultWindow());
    const ui::PanelSlot* scene = layout.slot("Scene");
    const ui::PanelSlot* inspector = layout.slot("Inspector");
    ASSERT_TRUE(scene && inspector);
    EXPECT_DOUBLE_EQ(scene->rect.height(), 250.0);
    EXPECT_DOUBLE_EQ(inspector->rect.lo.y, 20.0 + 250.0 + 4.0);
    EXPECT_DOUBLE_EQ(inspector->rect.hi.y, 770.0);
    EXPECT_DOUBLE_EQ(inspector->rect.width(), 300.0); // the column's width, its widest panel's
}

TEST(ColumnLayout, TheSatPanelSpansFromTheLeftColumnToTheRightEdgeUnderTheRightColumn) {
    ColumnLayoutInput in = defaultWindow();
    in.panels.push_back({"Findings", Dock::Right, 380.0, 300.0, false});
    const ColumnLayout layout = layoutColumns(in);
    const ui::PanelSlot* sat = layout.slot("SAT");
    const ui::PanelSlot* findings = layout.slot("Findings");
    ASSERT_TRUE(sat && findings);
    EXPECT_DOUBLE_EQ(sat->rect.lo.x, 314.0);
    EXPECT_DOUBLE_EQ(sat->rect.hi.x, 1280.0 - 14.0);
    EXPECT_DOUBLE_EQ(findings->rect.hi.y, sat->rect.lo.y);
    EXPECT_DOUBLE_EQ(layout.free.hi.x, findings->rect.lo.x);
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, AHiddenColumnGivesItsRoomToTheFreeRectangleAndKeepsItsTab) {
    ColumnLayoutInput in = defaultWindow();
    in.leftHidden = true;
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_DOUBLE_EQ(layout.free.lo.x, 14.0);
    EXPECT_DOUBLE_EQ(layout.leftTab.lo.x, 0.0);
    EXPECT_TRUE(layout.slot("Scene")->rect.empty());
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, HidingTheRightSideHidesTheBottomDockToo) {
    ColumnLayoutInput in = defaultWindow();
    in.rightHidden = true;
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_DOUBLE_EQ(layout.free.hi.y, 770.0);
    EXPECT_TRUE(layout.slot("SAT")->rect.empty());
}

TEST(ColumnLayout, CollapsedPanelsTakeATitleBar) {
    ColumnLayoutInput in = defaultWindow();
    in.panels[0].collapsed = true; // Scene
    in.panels[2].collapsed = true; // SAT
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_DOUBLE_EQ(layout.slot("Scene")->rect.height(), 20.0);
    EXPECT_DOUBLE_EQ(layout.slot("Inspector")->rect.lo.y, 20.0 + 20.0 + 4.0);
    EXPECT_DOUBLE_EQ(layout.free.hi.y, 770.0 - 20.0);
}

TEST(ColumnLayout, WideColumnsAreNarrowedSoTheFreeRectangleKeepsItsShare) {
    ColumnLayoutInput in = defaultWindow();
    in.panels[0].width = 700.0;
    in.panels.push_back({"Findings", Dock::Right, 500.0, 300.0, false});
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_GE(layout.free.width(), 0.35 * 1280.0 - 1e-9);
    // Both narrowed by the same factor: 700:500 stays.
    EXPECT_NEAR(layout.left.width() / layout.right.width(), 700.0 / 500.0, 1e-9);
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, NarrowingTakesFromEachColumnsRoomAboveItsLeastWidth) {
    ColumnLayoutInput in = defaultWindow();
    in.panels[0].width = 600.0;
    in.panels.push_back({"Axis strip", Dock::Right, 600.0, 300.0, false, 450.0});
    const ColumnLayout layout = layoutColumns(in);
    // Room for both columns: 65 % of 1280 less two tabs, 804; 396 too much, taken 600 : 150 from the
    // columns' room above their least widths (0 and 450).
    EXPECT_NEAR(layout.left.width(), 600.0 - 396.0 * 600.0 / 750.0, 1e-9);
    EXPECT_NEAR(layout.right.width(), 600.0 - 396.0 * 150.0 / 750.0, 1e-9);
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, ColumnsNeverGoBelowTheirLeastWidths) {
    ColumnLayoutInput in = defaultWindow();
    in.panels[0].width = 600.0;
    in.panels[0].minWidth = 500.0;
    in.panels.push_back({"Axis strip", Dock::Right, 600.0, 300.0, false, 450.0});
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_DOUBLE_EQ(layout.left.width(), 500.0);
    EXPECT_DOUBLE_EQ(layout.right.width(), 450.0);
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, ATallSatPanelTakesAtMostItsShareOfTheHeight) {
    ColumnLayoutInput in = defaultWindow();
    in.panels[2].height = 2000.0;
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_NEAR(layout.free.height(), 0.6 * 750.0, 1e-9);
}

TEST(ColumnLayout, ASatPanelWiderThanTheRoomBetweenTheColumnsRunsUnderTheLeftColumnToo) {
    ColumnLayoutInput in = defaultWindow();
    in.panels[2].width = 1000.0; // more than the 952 between the left column's tab and the right tab
    const ColumnLayout layout = layoutColumns(in);
    const ui::PanelSlot* sat = layout.slot("SAT");
    EXPECT_DOUBLE_EQ(sat->rect.lo.x, 0.0);
    EXPECT_DOUBLE_EQ(layout.left.hi.y, sat->rect.lo.y);
    EXPECT_DOUBLE_EQ(layout.slot("Inspector")->rect.hi.y, sat->rect.lo.y);
    expectNothingOverlaps(in, layout);
    in.panels[2].collapsed = true; // a title bar needs no width
    EXPECT_DOUBLE_EQ(layoutColumns(in).slot("SAT")->rect.lo.x, 314.0);
}

TEST(ColumnLayout, ColumnsTooShortForTheirPanelsShareTheHeightInProportion) {
    ColumnLayoutInput in = defaultWindow();
    in.display.y = 400.0; // column 350 high: 250 + 200 asked
    const ColumnLayout layout = layoutColumns(in);
    const double room = 350.0 - 4.0;
    EXPECT_NEAR(layout.slot("Scene")->rect.height(), room * 250.0 / 450.0, 1e-9);
    EXPECT_NEAR(layout.slot("Inspector")->rect.hi.y, 370.0, 1e-9);
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, WithoutPanelsTheFreeRectangleIsTheWindowBetweenMenuAndStatusLine) {
    ColumnLayoutInput in = defaultWindow();
    in.panels.clear();
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_DOUBLE_EQ(layout.free.lo.x, 0.0);
    EXPECT_DOUBLE_EQ(layout.free.hi.x, 1280.0);
    EXPECT_DOUBLE_EQ(layout.free.lo.y, 20.0);
    EXPECT_DOUBLE_EQ(layout.free.hi.y, 770.0);
    EXPECT_TRUE(layout.leftTab.empty());
    EXPECT_TRUE(layout.rightTab.empty());
}

} // namespace

namespace {

TEST(ColumnLayout, TimelineSitsUnderTheFreeRectangleAboveTheSatPanelUnderTheRightColumn) {
    ColumnLayoutInput in = defaultWindow();
    in.panels.push_back({"Events", Dock::Right, 380.0, 300.0, false});
    in.timelineHeight = 96.0;
    const ColumnLayout layout = layoutColumns(in);
    const ui::PanelSlot* sat = layout.slot("SAT");
    const ui::PanelSlot* events = layout.slot("Events");
    ASSERT_TRUE(sat && events);
    EXPECT_DOUBLE_EQ(layout.timeline.hi.y, sat->rect.lo.y);
    EXPECT_DOUBLE_EQ(layout.timeline.height(), 96.0);
    EXPECT_DOUBLE_EQ(layout.timeline.lo.x, 314.0);
    EXPECT_DOUBLE_EQ(layout.timeline.hi.x, 1280.0 - 14.0); // under the right column too
    EXPECT_DOUBLE_EQ(layout.free.hi.y, layout.timeline.lo.y - 4.0);
    EXPECT_LE(events->rect.hi.y, layout.timeline.lo.y);
    EXPECT_FALSE(layout.timeline.overlaps(layout.free));
    expectNothingOverlaps(in, layout);
}

TEST(ColumnLayout, TimelineStaysWhenTheRightSideIsHidden) {
    ColumnLayoutInput in = defaultWindow();
    in.timelineHeight = 96.0;
    in.rightHidden = true;
    const ColumnLayout layout = layoutColumns(in);
    EXPECT_DOUBLE_EQ(layout.timeline.hi.y, 800.0 - 30.0);
    EXPECT_DOUBLE_EQ(layout.timeline.height(), 96.0);
}

} // namespace
