// SPDX-License-Identifier: MIT
// The verdict colours: one per verdict, and told apart from the shapes' colours in both themes.
#include <gtest/gtest.h>

#include <cmath>

#include "ui/draw/theme.hpp"

namespace {

/// Euclidean distance in sRGB, 0 to sqrt(3): a rough but monotone "how different do they look".
double colourDistance(ui::Rgba a, ui::Rgba b) {
    return std::sqrt((a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) + (a.b - b.b) * (a.b - b.b));
}

TEST(VerdictColors, EachVerdictHasItsOwnColour) {
    for (const ui::Theme& theme : {ui::Theme::dark(), ui::Theme::light()}) {
        const ui::Rgba separated = ui::verdictColor(theme, sat::Verdict::Separated);
        const ui::Rgba touching = ui::verdictColor(theme, sat::Verdict::Touching);
        const ui::Rgba overlapping = ui::verdictColor(theme, sat::Verdict::Overlapping);
        EXPECT_GT(colourDistance(separated, touching), 0.3);
        EXPECT_GT(colourDistance(separated, overlapping), 0.3);
        EXPECT_GT(colourDistance(touching, overlapping), 0.3);
    }
}

TEST(VerdictColors, AnAxisSeparationTakesItsVerdictsColour) {
    const ui::Theme theme = ui::Theme::dark();
    EXPECT_EQ(colourDistance(ui::separationColor(theme, 0.5), ui::verdictColor(theme, sat::Verdict::Separated)), 0.0);
    EXPECT_EQ(colourDistance(ui::separationColor(theme, 0.0), ui::verdictColor(theme, sat::Verdict::Touching)), 0.0);
    EXPECT_EQ(colourDistance(ui::separationColor(theme, -0.5), ui::verdictColor(theme, sat::Verdict::Overlapping)), 0.0);
}

// A figure's legend puts the shapes' swatches beside "gap": in the light theme the gap colour must not look like
// the palette's blue (the first shape's colour) or any other palette colour, and must read on white.
TEST(VerdictColors, LightGapStandsApartFromEveryShapeColour) {
    const ui::Theme light = ui::Theme::light();
    for (std::size_t i = 0; i < 7; ++i) EXPECT_GT(colourDistance(light.gap, ui::paletteColor(i)), 0.3) << "palette " << i;
    // The bundled scenes' own blue (#4e79a7, welcome.json's A).
    EXPECT_GT(colourDistance(light.gap, ui::Rgba{0x4e / 255.0f, 0x79 / 255.0f, 0xa7 / 255.0f, 1.0f}), 0.3);
    EXPECT_GE(ui::contrastRatio(light.gap, light.background), 4.5);
}

TEST(VerdictColors, ContrastRatioMatchesWcagsEnds) {
    EXPECT_NEAR(ui::contrastRatio({0, 0, 0, 1}, {1, 1, 1, 1}), 21.0, 1e-9);
    EXPECT_NEAR(ui::contrastRatio({0.5f, 0.5f, 0.5f, 1}, {0.5f, 0.5f, 0.5f, 1}), 1.0, 1e-9);
}

} // namespace
