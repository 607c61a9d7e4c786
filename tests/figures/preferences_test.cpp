// SPDX-License-Identifier: MIT
// What the Export figure dialog remembers survives preferences.json, and a
// damaged entry is skipped alone.
#include <gtest/gtest.h>

#include "ui/panels/figure_export.hpp"

namespace {

TEST(FigurePreferences, RoundTrip) {
    ui::FigureExportState saved;
    saved.format = ui::FigureFormat::Svg;
    saved.sizeFromViewport = false;
    saved.options.width = 640;
    saved.options.height = 480;
    saved.options.lightTheme = false;
    saved.options.legend = true;
    std::string error;
    saved.options.overlays = *ui::parseOverlayList("axes,mtv", &error);
    saved.screenshotFolder = "/tmp/shots";
    ui::FigureExportState loaded;
    ui::loadFigurePreferences(ui::figurePreferencesJson(saved), loaded);
    EXPECT_EQ(loaded.format, ui::FigureFormat::Svg);
    EXPECT_FALSE(loaded.sizeFromViewport);
    EXPECT_EQ(loaded.options.width, 640);
    EXPECT_EQ(loaded.options.height, 480);
    EXPECT_FALSE(loaded.options.lightTheme);
    EXPECT_TRUE(loaded.options.legend);
    EXPECT_EQ(ui::overlayList(loaded.options.overlays), "axes,mtv");
    EXPECT_EQ(loaded.screenshotFolder, "/tmp/shots");
}

TEST(FigurePreferences, MalformedFieldsAreSkippedOneByOne) {
    ui::FigureExportState loaded;
    ui::loadFigurePreferences(R"({"width": "wide", "height": 99999, "legend": true, "overlays": "sparkles"})", loaded);
    EXPECT_EQ(loaded.options.width, 1280);  // not a number: kept
    EXPECT_EQ(loaded.options.height, 8192); // clamped to the limit
    EXPECT_TRUE(loaded.options.legend);     // good field taken
    EXPECT_EQ(ui::overlayList(loaded.options.overlays), "grid,labels,overlaps,axes,intervals,mtv,contacts");
}

} // namespace
