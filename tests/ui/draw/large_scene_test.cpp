// SPDX-License-Identifier: MIT
// A pile of 3000 equal boxes, every pair overlapping (4.5 million pairs):
// the analysis and a frame's drawing do bounded work, counted here. A full
// report for every pair and a shaded overlap for each would take gigabytes
// and minutes at this size.
#include <gtest/gtest.h>

#include <sys/resource.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include <glm/common.hpp>

#include "sat/scene.hpp"
#include "ui/draw/picture.hpp"
#include "ui/draw/scene_mesh3d.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/scene_builders.hpp"

namespace {

constexpr std::size_t kShapes = 3000;
constexpr std::size_t kAllPairs = kShapes * (kShapes - 1) / 2;

sat::Scene pileOf2dBoxes() {
    sat::Scene scene;
    for (std::size_t i = 0; i < kShapes; ++i)
        scene.shapes.push_back(ui::test::shape("box" + std::to_string(i), sat::Aabb2Spec{{0.0, 0.0}, {1.0, 1.0}}));
    return scene;
}

sat::Scene pileOf3dBoxes() {
    sat::Scene scene;
    for (std::size_t i = 0; i < kShapes; ++i) scene.shapes.push_back(ui::test::shape("box" + std::to_string(i), sat::Obb3Spec{}));
    return scene;
}

/// Counts the primitives a frame asks for.
class DrawCallCounter final : public ui::Canvas {
public:
    long calls = 0;
    void line(glm::dvec2, glm::dvec2, ui::Rgba, float) override { ++calls; }
    void polyline(std::span<const glm::dvec2>, bool, ui::Rgba, float) override { ++calls; }
    double filledArea = 0.0; ///< of the fills' bounds within the view (0..1280, 0..800)
    void fillConvex(std::span<const glm::dvec2> points, ui::Rgba) override {
        ++calls;
        glm::dvec2 lo = points[0], hi = points[0];
        for (const glm::dvec2& p : points) {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
        lo = glm::clamp(lo, glm::dvec2(0.0), glm::dvec2(1280.0, 800.0));
        hi = glm::clamp(hi, glm::dvec2(0.0), glm::dvec2(1280.0, 800.0));
        filledArea += (hi.x - lo.x) * (hi.y - lo.y);
    }
    void fillCircle(glm::dvec2, float, ui::Rgba) override { ++calls; }
    void circle(glm::dvec2, float, ui::Rgba, float) override { ++calls; }
    void fillRect(glm::dvec2, glm::dvec2, ui::Rgba, float) override { ++calls; }
    void text(glm::dvec2, ui::TextAnchor, std::string_view, ui::Rgba, float) override { ++calls; }
    glm::dvec2 textSize(std::string_view text, float size) const override {
        return {static_cast<double>(text.size()) * size * 0.5, size};
    }
    void pushClip(glm::dvec2, glm::dvec2) override {}
    void popClip() override {}
};

TEST(LargeScene, PileOfBoxesKeepsACappedListAndCountsTheRest) {
    const sat::Scene scene = pileOf2dBoxes();
    const ui::SceneAnalysis analysis = ui::analyse(scene, {}, {});
    EXPECT_EQ(analysis.pairs.size(), ui::kMaxKeptPairs);
    EXPECT_EQ(analysis.pairs.size() + analysis.unlistedPairs, kAllPairs);
    EXPECT_EQ(analysis.work.reports, ui::kMaxKeptPairs); // not one per pair
    EXPECT_EQ(analysis.work.fastTests, kAllPairs);
    EXPECT_TRUE(analysis.intersecting[kShapes - 1]); // counted although none of its pairs is kept
}

// One selected shape: its 2999 pairs get reports (the inspector ranks them),
// the others stay capped.
TEST(LargeScene, SelectedShapeKeepsEveryPairOfItsOwn) {
    const sat::Scene scene = pileOf2dBoxes();
    ui::Selection selection;
    selection.set({"box1500"});
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    EXPECT_EQ(analysis.pairs.size(), ui::kMaxKeptPairs + (kShapes - 1));
    EXPECT_EQ(analysis.work.reports, ui::kMaxKeptPairs + (kShapes - 1));
    EXPECT_EQ(analysis.pairs.size() + analysis.unlistedPairs, kAllPairs);
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->names.a, "box1500");
}

// A frame of the pile: the shapes, their names and a bounded number of
// shaded overlaps, not one region per pair.
TEST(LargeScene, AFrameOfThePileDrawsBoundedWork) {
    const sat::Scene scene = pileOf2dBoxes();
    ui::Selection selection;
    selection.set({"box0", "box1"});
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    ui::PictureInput input;
    input.scene = &scene;
    input.analysis = &analysis;
    input.selection = &selection;
    input.view.zoom = 100.0;
    input.view.size = {1280.0, 800.0};
    DrawCallCounter canvas;
    ui::drawPicture(canvas, input);
    // Per shape: fill, outline, name box and text (and the selection's rings);
    // 2000 shaded overlaps of two calls each; the inspected pair's overlays.
    EXPECT_LE(canvas.calls, static_cast<long>(kShapes * 5 + 2000 * 2 + 500));
}

// The same frame fills a bounded area: a few times the view, plus the
// selected shapes and the inspected overlap, not 3000 boxes and their
// overlaps each rasterised over the whole pile (seconds a frame in software
// GL, where every layer looks the same).
TEST(LargeScene, AFrameOfThePileFillsABoundedArea) {
    const sat::Scene scene = pileOf2dBoxes();
    ui::Selection selection;
    selection.set({"box0", "box1"});
    const ui::SceneAnalysis analysis = ui::analyse(scene, selection, {});
    ui::PictureInput input;
    input.scene = &scene;
    input.analysis = &analysis;
    input.selection = &selection;
    input.view.zoom = 100.0;
    input.view.size = {1280.0, 800.0};
    input.toggles.grid = false;
    DrawCallCounter canvas;
    ui::drawPicture(canvas, input);
    const double viewArea = 1280.0 * 800.0;
    // Three views' worth of fills, then the two selected boxes (200 px wide) and their overlap, and the
    // lanes' small gap and overlap bands and arrow heads.
    EXPECT_LE(canvas.filledArea, viewArea * 3.0 + 3 * 200.0 * 200.0 + 50000.0);
}

TEST(LargeScene, PileOf3dBoxesKeepsACappedListAndCountsTheRest) {
    const sat::Scene scene = pileOf3dBoxes();
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, {}, {});
    EXPECT_EQ(analysis.pairs.size(), ui::kMaxKeptPairs3d);
    EXPECT_EQ(analysis.pairs.size() + analysis.unlistedPairs, kAllPairs);
    EXPECT_EQ(analysis.fastTests, kAllPairs);
}

TEST(LargeScene, Selected3dBoxKeepsEveryPairOfItsOwn) {
    const sat::Scene scene = pileOf3dBoxes();
    ui::Selection selection;
    selection.set({"box7"});
    const ui::SceneAnalysis3 analysis = ui::analyse3d(scene, selection, {});
    EXPECT_EQ(analysis.pairs.size(), ui::kMaxKeptPairs3d + (kShapes - 1));
    ASSERT_TRUE(analysis.inspected);
    EXPECT_EQ(analysis.inspected->names.a, "box7");
}

// A frame of the 3D pile blends a bounded number of faces: the selected
// box's six, then the nearest layers while four views' worth of area lasts,
// not all 18,000 over the same pixels.
TEST(LargeScene, AFrameOfThe3dPileBlendsABoundedNumberOfFaces) {
    const sat::Scene scene = pileOf3dBoxes();
    ui::Selection selection;
    selection.set({"box7"});
    ui::Scene3dInput input;
    input.scene = &scene;
    input.selection = &selection;
    const std::vector<ui::BoxLook> boxes = ui::boxLooks(input);
    ASSERT_EQ(boxes.size(), kShapes);
    const std::vector<ui::LitFace> faces = ui::affordableFaces(ui::litFaces(boxes, input.camera), boxes, input.camera,
                                                               input.rect);
    EXPECT_LT(faces.size(), 1000u);
    EXPECT_EQ(std::count_if(faces.begin(), faces.end(),
                            [&](const ui::LitFace& face) { return boxes[static_cast<std::size_t>(face.box)].selected; }),
              6);
    const ui::Render3dFrame frame = ui::buildRender3dFrame(input);
    EXPECT_EQ(frame.mesh.translucent.size(), faces.size() * 6);
}

// The analysis and a frame of both piles, in a child process whose address
// space is capped at 512 MiB: it finishes and exits 0 (a report kept for
// every pair, about 1 KB each, would need several gigabytes here).
TEST(LargeSceneDeathTest, PilesAreAnalysedAndDrawnWithin512MiB) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    const auto analyseAndDrawUnderACap = [] {
        const std::size_t cap = std::size_t{512} << 20;
        const rlimit limit{cap, cap};
        if (setrlimit(RLIMIT_AS, &limit) != 0) std::_Exit(3);
        const sat::Scene flat = pileOf2dBoxes();
        ui::Selection selection;
        selection.set({"box0"});
        const ui::SceneAnalysis analysis = ui::analyse(flat, selection, {});
        ui::PictureInput input;
        input.scene = &flat;
        input.analysis = &analysis;
        input.selection = &selection;
        DrawCallCounter canvas;
        ui::drawPicture(canvas, input);
        const ui::SceneAnalysis3 analysis3 = ui::analyse3d(pileOf3dBoxes(), selection, {});
        std::_Exit(analysis.inspected && analysis3.pairs.size() > 0 ? 0 : 4);
    };
    EXPECT_EXIT(analyseAndDrawUnderACap(), ::testing::ExitedWithCode(0), "");
}

} // namespace
