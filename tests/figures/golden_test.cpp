// SPDX-License-Identifier: MIT
// Golden images: bundled scenes rendered headless (`satlab render`, SDL's
// offscreen driver on Mesa llvmpipe) against the PNGs checked in under
// tests/golden/, listed with their arguments in tests/golden/cases.txt.
// llvmpipe renders them identically run to run; the tolerance only absorbs a
// different Mesa build. After an intended change: scripts/update-goldens.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "image_compare.hpp"
#include "render_run.hpp"

namespace {

// A pixel counts as different when a channel moves by more than 8 of 255;
// at most 0.5% of the pixels may (an edge's anti-aliasing, not a moved label).
constexpr int kChannelTolerance = 8;
constexpr double kMaxDifferingFraction = 0.005;

struct GoldenCase {
    std::string scene;
    std::vector<std::string> args;
};

GoldenCase goldenCase(const std::string& name) {
    std::ifstream in(figures::goldenFolder() / "cases.txt");
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string first;
        if (!(words >> first) || first[0] == '#' || first != name) continue;
        GoldenCase result;
        words >> result.scene;
        for (std::string arg; words >> arg;) result.args.push_back(arg);
        return result;
    }
    throw std::runtime_error("no golden case " + name + " in tests/golden/cases.txt");
}

void expectMatchesGolden(const std::string& name) {
    const GoldenCase golden = goldenCase(name);
    e2e::Sandbox sandbox;
    const auto out = sandbox.file(name + ".png");
    const auto run = figures::render(sandbox, figures::bundledScene(golden.scene), out, golden.args);
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const figures::RgbaImage rendered = figures::loadPng(out);
    const figures::RgbaImage expected = figures::loadPng(figures::goldenFolder() / (name + ".png"));
    ASSERT_GT(expected.width, 0) << "missing tests/golden/" << name << ".png: run scripts/update-goldens";
    ASSERT_EQ(rendered.width, expected.width);
    ASSERT_EQ(rendered.height, expected.height);
    EXPECT_LE(figures::fractionDiffering(rendered, expected, kChannelTolerance), kMaxDifferingFraction)
        << name << " differs from tests/golden/" << name << ".png (set SATLAB_E2E_KEEP=1 to keep the render)";
}

TEST(Golden, WelcomeLightWithLegendAndCaption) { expectMatchesGolden("welcome-light"); }
TEST(Golden, WelcomeDark) { expectMatchesGolden("welcome-dark"); }
TEST(Golden, SeparatedOnBAxisWithCaption) { expectMatchesGolden("separated-on-b-axis-light"); }
TEST(Golden, PolygonsWithChosenOverlays) { expectMatchesGolden("polygons-light"); }
TEST(Golden, PolygonsTransparent) { expectMatchesGolden("polygons-transparent"); }
// A map's snag markers and the probe at its first snag, its pair explained (docs/snags.md).
TEST(Golden, SnagMarkersAndTheProbeAtASnag) { expectMatchesGolden("snags-light"); }
// The bundled 3D scenes: boxes by the painter's algorithm, the deciding axis with both intervals
// (an edge x edge axis with its two edges in 3d-edge-edge), legend and caption.
TEST(Golden, EdgeEdge3dWithLegendAndCaption) { expectMatchesGolden("3d-edge-edge-light"); }
TEST(Golden, FaceB3dDarkWithCaption) { expectMatchesGolden("3d-face-b-dark"); }
// A circle beyond a box's corner: only the closest-vertex axis separates them, drawn as an arrow from the corner to
// the centre; the circle's bars are ticked at its centre's projection (centre ± radius).
TEST(Golden, CircleAtABoxCornerWithCaption) { expectMatchesGolden("circle-corner-light"); }
TEST(Golden, CircleAtABoxCornerDark) { expectMatchesGolden("circle-corner-dark"); }
// Round shapes in 3D: a box, a capsule and a sphere drawn as meshes, the box-capsule pair's deciding axis with
// both intervals, legend and caption.
TEST(Golden, CapsuleAndBox3dWithLegendAndCaption) { expectMatchesGolden("3d-capsule-box-light"); }

TEST(Golden, TheComparisonCatchesADifferentPicture) {
    // The measure above must fail for a real change: the light and dark welcome figures.
    const auto light = figures::loadPng(figures::goldenFolder() / "welcome-light.png");
    const auto dark = figures::loadPng(figures::goldenFolder() / "welcome-dark.png");
    EXPECT_GT(figures::fractionDiffering(light, dark, kChannelTolerance), 0.5);
}

TEST(Golden, TransparentFigureHasClearPixelsAndTranslucentShapes) {
    const auto image = figures::loadPng(figures::goldenFolder() / "polygons-transparent.png");
    ASSERT_GT(image.width, 0);
    EXPECT_EQ(image.channel(2, 2, 3), 0); // the corner: no background
    int translucent = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            if (const int alpha = image.channel(x, y, 3); alpha > 30 && alpha < 100) ++translucent; // fills at 22% / 34%
    EXPECT_GT(translucent, 2000);
}

} // namespace
