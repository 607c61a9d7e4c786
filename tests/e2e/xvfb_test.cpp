// The same scripts under a virtual X display (xvfb-run) as with SDL's offscreen driver.
#include <gtest/gtest.h>

#include <cstdlib>

#include "e2e_scenes.hpp"
#include "png_image.hpp"
#include "satlab_process.hpp"

namespace {

TEST(EndToEndXvfb, DragMovesTheBoxUnderXvfbToo) {
    if (!e2e::xvfbAvailable()) GTEST_SKIP() << "xvfb-run is not installed";
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    const auto run = sandbox.runScript("drag", "drag 480 400 560 360\nsave moved.json\n", "boxes.json", e2e::Display::Xvfb);
    ASSERT_EQ(run.exitCode, 0) << run.errors;
    const auto scene = sat::loadScene(sandbox.file("moved.json"));
    EXPECT_NEAR(e2e::centerOf(scene, "left").x, -2.0, 1e-9);
    EXPECT_NEAR(e2e::centerOf(scene, "left").y, 1.0, 1e-9);
}

TEST(EndToEndXvfb, ScreenshotMatchesTheOffscreenOne) {
    if (!e2e::xvfbAvailable()) GTEST_SKIP() << "xvfb-run is not installed";
    e2e::Sandbox sandbox;
    sandbox.write("boxes.json", e2e::kTwoBoxes);
    ASSERT_EQ(sandbox.runScript("x", "wait 2\nscreenshot x.png\n", "boxes.json", e2e::Display::Xvfb).exitCode, 0);
    ASSERT_EQ(sandbox.runScript("o", "wait 2\nscreenshot o.png\n", "boxes.json").exitCode, 0);
    const e2e::PngImage underX(sandbox.file("x.png"));
    const e2e::PngImage offscreen(sandbox.file("o.png"));
    ASSERT_EQ(underX.width(), offscreen.width());
    ASSERT_EQ(underX.height(), offscreen.height());
    int different = 0;
    for (int y = 0; y < underX.height(); ++y) {
        for (int x = 0; x < underX.width(); ++x) {
            const auto a = underX.at(x, y);
            const auto b = offscreen.at(x, y);
            if (std::abs(a.r - b.r) > 8 || std::abs(a.g - b.g) > 8 || std::abs(a.b - b.b) > 8) ++different;
        }
    }
    EXPECT_LT(different, underX.width() * underX.height() / 1000); // under 0.1% of the pixels
}

} // namespace
