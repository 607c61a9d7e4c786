// SPDX-License-Identifier: MIT
// SVG figures: valid XML (tinyxml2), text kept as text, names escaped, and
// the same picture as the PNG of the same figure once rasterised by
// rsvg-convert (librsvg2-bin, test-only).
//
// What the SVG/PNG comparison asserts, honestly: glyphs and anti-aliased
// edges rasterise differently in librsvg and ImGui, so single pixels may
// differ; the test bounds (a) the share of pixels that differ by more than 20%
// of the range and (b) the difference of the mean colour of every 8x8 block,
// which a moved shape, a missing lane or a wrong colour exceeds.
#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <regex>
#include <string>

#include <gtest/gtest.h>
#include <tinyxml2.h>

#include "image_compare.hpp"
#include "render_run.hpp"

namespace {

constexpr int kPixelThreshold = 51; // 20% of 255
constexpr double kMaxSvgDifferingFraction = 0.04;
constexpr double kMaxBlockDifference = 26; // 10% of 255, mean of an 8x8 block

bool rsvgAvailable() { return std::system("command -v rsvg-convert >/dev/null 2>&1") == 0; }

int countElements(const tinyxml2::XMLElement* element, const char* name) {
    int count = 0;
    for (const auto* child = element->FirstChildElement(); child; child = child->NextSiblingElement()) {
        if (std::string(child->Name()) == name) ++count;
        count += countElements(child, name);
    }
    return count;
}

bool hasTextElement(const tinyxml2::XMLElement* element, const std::string& text) {
    for (const auto* child = element->FirstChildElement(); child; child = child->NextSiblingElement()) {
        if (std::string(child->Name()) == "text" && child->GetText() && text == child->GetText()) return true;
        if (hasTextElement(child, text)) return true;
    }
    return false;
}

class SvgFigure : public ::testing::Test {
protected:
    void renderBoth(const std::string& scene, const std::vector<std::string>& args) {
        auto run = figures::render(sandbox, figures::bundledScene(scene), sandbox.file("f.svg"), args);
        ASSERT_EQ(run.exitCode, 0) << run.errors;
        run = figures::render(sandbox, figures::bundledScene(scene), sandbox.file("f.png"), args);
        ASSERT_EQ(run.exitCode, 0) << run.errors;
    }
    figures::RgbaImage rasterised() {
        const std::string command = "rsvg-convert '" + sandbox.file("f.svg").string() + "' -o '" +
                                    sandbox.file("f-rsvg.png").string() + "'";
        EXPECT_EQ(std::system(command.c_str()), 0);
        return figures::loadPng(sandbox.file("f-rsvg.png"));
    }
    e2e::Sandbox sandbox;
};

TEST_F(SvgFigure, IsValidXmlWithSizeAndClip) {
    renderBoth("welcome.json", {"--size", "480x320"});
    tinyxml2::XMLDocument document;
    ASSERT_EQ(document.LoadFile(sandbox.file("f.svg").c_str()), tinyxml2::XML_SUCCESS) << document.ErrorStr();
    const auto* svg = document.RootElement();
    ASSERT_STREQ(svg->Name(), "svg");
    EXPECT_STREQ(svg->Attribute("xmlns"), "http://www.w3.org/2000/svg");
    EXPECT_STREQ(svg->Attribute("width"), "480");
    EXPECT_STREQ(svg->Attribute("height"), "320");
    EXPECT_GE(countElements(svg, "clipPath"), 2); // the figure and its picture
}

TEST_F(SvgFigure, TextStaysText) {
    renderBoth("welcome.json", {"--size", "480x320", "--caption"});
    tinyxml2::XMLDocument document;
    ASSERT_EQ(document.LoadFile(sandbox.file("f.svg").c_str()), tinyxml2::XML_SUCCESS);
    EXPECT_TRUE(hasTextElement(document.RootElement(), "A and B: overlapping, depth 0.23"));
    EXPECT_NE(std::string(document.RootElement()->Attribute("font-family")).find("DejaVu Sans"), std::string::npos);
}

TEST_F(SvgFigure, NamesWithMarkupCharactersAreEscaped) {
    const auto scene = sandbox.write("names.json", R"({"format": "satlab-scene", "version": 1, "shapes": [
      {"name": "a<&>\"'", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
      {"name": "b", "kind": "aabb2", "center": [1.5, 0], "half_extents": [1, 1]}]})");
    const auto run = figures::render(sandbox, scene, sandbox.file("names.svg"), {"--legend"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    tinyxml2::XMLDocument document;
    ASSERT_EQ(document.LoadFile(sandbox.file("names.svg").c_str()), tinyxml2::XML_SUCCESS) << document.ErrorStr();
    EXPECT_TRUE(hasTextElement(document.RootElement(), "a<&>\"'")); // the legend names the shape
}

TEST_F(SvgFigure, RasterisedSvgMatchesPngOfWelcome) {
    if (!rsvgAvailable()) GTEST_SKIP() << "rsvg-convert (librsvg2-bin) is not installed";
    renderBoth("welcome.json", {"--size", "480x320", "--legend", "--caption"});
    const auto png = figures::loadPng(sandbox.file("f.png"));
    const auto svg = rasterised();
    EXPECT_LE(figures::fractionDiffering(png, svg, kPixelThreshold), kMaxSvgDifferingFraction);
    EXPECT_LE(figures::maxBlockDifference(png, svg, 8), kMaxBlockDifference);
}

TEST_F(SvgFigure, RasterisedSvgMatchesPngOfPolygonsDark) {
    if (!rsvgAvailable()) GTEST_SKIP() << "rsvg-convert (librsvg2-bin) is not installed";
    renderBoth("polygons.json", {"--size", "480x320", "--theme", "dark"});
    const auto png = figures::loadPng(sandbox.file("f.png"));
    const auto svg = rasterised();
    EXPECT_LE(figures::fractionDiffering(png, svg, kPixelThreshold), kMaxSvgDifferingFraction);
    EXPECT_LE(figures::maxBlockDifference(png, svg, 8), kMaxBlockDifference);
}

TEST_F(SvgFigure, BlockMeasureCatchesAMovedPicture) {
    // The block measure is not blind: the same figure framed differently fails it.
    if (!rsvgAvailable()) GTEST_SKIP() << "rsvg-convert (librsvg2-bin) is not installed";
    renderBoth("welcome.json", {"--size", "480x320"});
    const auto png = figures::loadPng(sandbox.file("f.png"));
    const auto run = figures::render(sandbox, figures::bundledScene("welcome.json"), sandbox.file("f.svg"),
                                     {"--size", "480x320", "--scene-view"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_GT(figures::maxBlockDifference(png, rasterised(), 8), kMaxBlockDifference);
}

} // namespace

namespace {

/// The snag markers' diamonds in an SVG figure: opaque four-point polygons in the light theme's overlap colour.
int snagDiamonds(const std::string& svg) {
    const std::regex diamond(R"(<polygon points="[^" ]+ [^" ]+ [^" ]+ [^" ]+" fill="#c81e1e"/>)");
    return static_cast<int>(std::distance(std::sregex_iterator(svg.begin(), svg.end(), diamond), std::sregex_iterator()));
}

std::filesystem::path snagsMap() { return std::filesystem::path(SATLAB_SOURCE_TREE) / "assets" / "maps" / "snags.tmx"; }

TEST(SvgSnagFigure, MarksEverySnagOfTheMapWithSnags) {
    e2e::Sandbox sandbox;
    // snags.tmx: 25 snags (docs/snags.md), all in the framed picture; no overlays, so the diamonds are the markers.
    auto run = figures::render(sandbox, snagsMap(), sandbox.file("marked.svg"), {"--overlays", "none", "--snags"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(snagDiamonds(e2e::readText(sandbox.file("marked.svg"))), 25);
    run = figures::render(sandbox, snagsMap(), sandbox.file("plain.svg"), {"--overlays", "none"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_EQ(snagDiamonds(e2e::readText(sandbox.file("plain.svg"))), 0);
}

TEST(SvgSnagFigure, InspectedSnagAddsTheProbeAndExplainsItsPair) {
    e2e::Sandbox sandbox;
    const auto run = figures::render(sandbox, snagsMap(), sandbox.file("snag.svg"), {"--snags", "--snag", "0", "--caption"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const std::string svg = e2e::readText(sandbox.file("snag.svg"));
    // The first snag: sliding on Ground/5,4 the probe catches on Ground/4,4 (the slope tile's upright side).
    EXPECT_NE(svg.find(">probe and Ground/4,4: overlapping"), std::string::npos) << "the caption names the probe's pair";
    EXPECT_NE(svg.find(">probe.x<"), std::string::npos) << "the probe's lanes";
}

TEST(SvgSnagFigure, SnagPastTheListExitsTwo) {
    e2e::Sandbox sandbox;
    const auto run = figures::render(sandbox, snagsMap(), sandbox.file("none.svg"), {"--snags", "--snag", "99"});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("--snag 99: the map has 25 snags (numbered from 0)"), std::string::npos) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("none.svg")));
}

} // namespace
