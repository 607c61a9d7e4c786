// SPDX-License-Identifier: MIT
// `satlab render` on bad input: exit code 2, a message that says what is
// wrong, and no output file (nor a temporary one) left behind.
#include <algorithm>

#include <unistd.h>

#include <gtest/gtest.h>

#include "image_compare.hpp"
#include "render_run.hpp"

namespace {

bool folderHoldsOnly(const std::filesystem::path& folder, const std::vector<std::string>& names) {
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const std::string name = entry.path().filename().string();
        if (std::find(names.begin(), names.end(), name) == names.end()) return false;
    }
    return true;
}

class RenderBadInput : public ::testing::Test {
protected:
    /// Renders the welcome scene into out/ with `args`; expects exit 2, an empty out/ and `message` on stderr.
    void expectRefused(const std::vector<std::string>& args, const std::string& message,
                       const std::string& output = "figure.png") {
        std::filesystem::create_directories(sandbox.file("out"));
        const auto run = figures::render(sandbox, figures::bundledScene("welcome.json"), sandbox.file("out") / output, args);
        EXPECT_EQ(run.exitCode, 2) << run.errors;
        EXPECT_NE(run.errors.find(message), std::string::npos) << run.errors;
        EXPECT_TRUE(std::filesystem::is_empty(sandbox.file("out")));
    }
    e2e::Sandbox sandbox;
};

TEST_F(RenderBadInput, UnknownOverlayName) { expectRefused({"--overlays", "axes,sparkles"}, "unknown overlay 'sparkles'"); }
TEST_F(RenderBadInput, SizeZero) { expectRefused({"--size", "0x0"}, "each side must be 1..8192 px"); }
TEST_F(RenderBadInput, SizeTooLarge) { expectRefused({"--size", "100000x100"}, "each side must be 1..8192 px"); }
TEST_F(RenderBadInput, ScaleBeyondTheLimit) { expectRefused({"--size", "4000x100", "--scale", "3"}, "would be 12000x300 px"); }
TEST_F(RenderBadInput, SizeThatIsNotWxH) { expectRefused({"--size", "big"}, "--size must be WIDTHxHEIGHT"); }
TEST_F(RenderBadInput, UnknownExtension) { expectRefused({}, "must end in .png or .svg", "figure.jpg"); }
TEST_F(RenderBadInput, PairNamingAMissingShape) { expectRefused({"--pair", "A", "Z"}, "no shape named 'Z'"); }
TEST_F(RenderBadInput, ViewThatIsNotFourNumbers) { expectRefused({"--view", "1,2,3"}, "--view must be X0,Y0,X1,Y1"); }
TEST_F(RenderBadInput, ViewWithX1BelowX0) { expectRefused({"--view", "3,0,1,2"}, "X0 < X1 and Y0 < Y1"); }
TEST_F(RenderBadInput, SvgWithUi) { expectRefused({"--with-ui"}, "--with-ui writes PNG only", "figure.svg"); }

TEST_F(RenderBadInput, UnwritableOutputFolderLeavesNothing) {
    // A folder that does not exist cannot take the file; nothing is created on the way.
    const auto output = sandbox.file("missing") / "figure.png";
    const auto run = figures::render(sandbox, figures::bundledScene("welcome.json"), output);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("cannot save"), std::string::npos) << run.errors;
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("missing")));
}

TEST_F(RenderBadInput, ReadOnlyFolderLeavesNoTemporaryFile) {
    if (::geteuid() == 0) GTEST_SKIP() << "root may write into a read-only folder";
    const auto folder = sandbox.file("locked");
    std::filesystem::create_directories(folder);
    std::filesystem::permissions(folder, std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    const auto run = figures::render(sandbox, figures::bundledScene("welcome.json"), folder / "figure.svg");
    std::filesystem::permissions(folder, std::filesystem::perms::owner_all);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(std::filesystem::is_empty(folder));
}

TEST_F(RenderBadInput, OutputThatIsAFolderKeepsTheFolder) {
    std::filesystem::create_directories(sandbox.file("taken.png"));
    const auto run = figures::render(sandbox, figures::bundledScene("welcome.json"), sandbox.file("taken.png"));
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("not a regular file"), std::string::npos) << run.errors;
    EXPECT_TRUE(std::filesystem::is_directory(sandbox.file("taken.png")));
    EXPECT_TRUE(folderHoldsOnly(sandbox.root(), {"taken.png", "config", "state", "stderr.txt"}));
}

TEST_F(RenderBadInput, SceneThatFailsToLoadNamesFileAndPlace) {
    const auto scene = sandbox.write("broken.json",
                                     "{\"format\": \"satlab-scene\", \"version\": 1,\n \"shapes\": [\n  {\"name\": }]}\n");
    const auto run = figures::render(sandbox, scene, sandbox.file("broken.png"));
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_NE(run.errors.find("broken.json"), std::string::npos) << run.errors;
    EXPECT_NE(run.errors.find("broken.json:3:"), std::string::npos) << run.errors; // FILE:LINE:COLUMN
    EXPECT_FALSE(std::filesystem::exists(sandbox.file("broken.png")));
}

TEST(RenderGoodInput, WritesThePngAtTheScaledSize) {
    e2e::Sandbox sandbox;
    const auto run = figures::render(sandbox, figures::bundledScene("touching.json"), sandbox.file("t.png"),
                                     {"--size", "200x100", "--scale", "1.5", "--supersample", "1"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_TRUE(folderHoldsOnly(sandbox.root(), {"t.png", "config", "state", "stderr.txt"}));
    const std::string png = e2e::readText(sandbox.file("t.png"));
    ASSERT_GT(png.size(), 24u);
    // IHDR: width and height big-endian at bytes 16..23: 300 x 150.
    EXPECT_EQ(static_cast<unsigned char>(png[18]) * 256 + static_cast<unsigned char>(png[19]), 300);
    EXPECT_EQ(static_cast<unsigned char>(png[22]) * 256 + static_cast<unsigned char>(png[23]), 150);
}

TEST(RenderGoodInput, WithUiDrawsTheWindow) {
    e2e::Sandbox sandbox;
    const auto run = figures::render(sandbox, figures::bundledScene("welcome.json"), sandbox.file("ui.png"),
                                     {"--with-ui", "--size", "640x400"});
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    EXPECT_GT(e2e::readText(sandbox.file("ui.png")).size(), 1000u);
}

} // namespace

namespace {

TEST(Render3d, ThreeDSceneDrawsAsPngAndSvg) {
    // 3D figures go through the Canvas (ui/figure/figure3d.hpp): boxes by the painter's algorithm.
    e2e::Sandbox sandbox;
    const auto png = figures::render(sandbox, figures::bundledScene("3d-face-b.json"), sandbox.file("3d.png"));
    EXPECT_EQ(png.exitCode, 0) << png.errors;
    EXPECT_GT(e2e::readText(sandbox.file("3d.png")).size(), 1000u);
    const auto svg = figures::render(sandbox, figures::bundledScene("3d-face-b.json"), sandbox.file("3d.svg"));
    EXPECT_EQ(svg.exitCode, 0) << svg.errors;
    EXPECT_NE(e2e::readText(sandbox.file("3d.svg")).find("<polygon"), std::string::npos);
}

/// The bundled 3d-face-b scene with a `camera` (JSON text, or nothing).
std::string faceBWithCamera(const std::string& camera) {
    return std::string(R"({"format": "satlab-scene", "version": 1,)") + (camera.empty() ? "" : R"( "camera": )" + camera + ",") +
           R"( "shapes": [{"name": "A", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "color": "#4e79a7"},
             {"name": "B", "kind": "obb3", "center": [2, 2, 0], "half_extents": [1, 1, 1], "euler_deg": [0, 0, 45], "color": "#e15759"}]})";
}

class Render3dCamera : public ::testing::Test {
protected:
    figures::RgbaImage rendered(const std::string& name, const std::string& camera, std::vector<std::string> args = {}) {
        const auto scene = sandbox.write(name + ".json", faceBWithCamera(camera));
        args.insert(args.end(), {"--size", "320x200", "--supersample", "1"});
        const auto run = figures::render(sandbox, scene, sandbox.file(name + ".png"), args);
        EXPECT_EQ(run.exitCode, 0) << run.errors;
        return figures::loadPng(sandbox.file(name + ".png"));
    }
    e2e::Sandbox sandbox;
};

TEST_F(Render3dCamera, LooksFromTheSavedDirectionFramedWhateverItsDistance) {
    const auto none = rendered("none", "");
    const auto top = rendered("top", R"({"target": [0, 0, 0], "distance": 10, "yaw_deg": 0, "pitch_deg": 90})");
    const auto topFar = rendered("top-far", R"({"target": [30, 0, 0], "distance": 900, "yaw_deg": 0, "pitch_deg": 90})");
    EXPECT_GT(figures::maxBlockDifference(none, top, 8), 26.0);  // another direction, another picture
    EXPECT_EQ(figures::maxBlockDifference(top, topFar, 8), 0.0); // framed: target and distance do not matter
}

TEST_F(Render3dCamera, SceneViewLooksThroughTheSavedCameraAsItIs) {
    const std::string far = R"({"target": [0, 0, 0], "distance": 900, "yaw_deg": 0, "pitch_deg": 90})";
    const auto framed = rendered("framed", far);
    const auto asSaved = rendered("as-saved", far, {"--scene-view"});
    EXPECT_GT(figures::maxBlockDifference(framed, asSaved, 8), 26.0); // 900 away the boxes are specks
}

} // namespace
