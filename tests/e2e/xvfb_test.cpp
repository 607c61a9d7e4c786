// SPDX-License-Identifier: MIT
// The same scripts under a virtual X display (xvfb-run) as with SDL's offscreen driver.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <unistd.h>

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

// X11 keeps two titles: _NET_WM_NAME (UTF-8, read by current window managers and
// taskbars) and WM_NAME (Latin-1 STRING, read by older tools such as xprop -name).
// The title must read right in both.
TEST(EndToEndXvfb, WindowTitleReadsTheSameInWmNameAndNetWmName) {
    if (!e2e::xvfbAvailable() || access("/usr/bin/xprop", X_OK) != 0 || access("/usr/bin/xdotool", X_OK) != 0)
        GTEST_SKIP() << "xvfb-run, xprop or xdotool is not installed";
    e2e::Sandbox sandbox;
    sandbox.write("long.txt", "wait 1000000\n"); // the window stays open until the probe has read its title
    // Start satlab, find its window, read both titles until both name the file (the first frame sets them), end it.
    sandbox.write("probe.sh", R"(#!/bin/sh
"$1" --script long.txt &
pid=$!
wid=$(timeout 30 xdotool search --sync --pid "$pid" | head -n 1)
for attempt in $(seq 300); do
    titles=$(xprop -id "$wid" WM_NAME _NET_WM_NAME)
    case "$titles" in *Untitled*Untitled*) break ;; esac
    sleep 0.1
done
printf '%s\n' "$titles" > titles.txt
kill -KILL "$pid"
)");
    const std::string root = sandbox.root().string();
    const std::string command = "cd '" + root + "' && env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER XDG_CONFIG_HOME='" +
                                root + "/config' XDG_STATE_HOME='" + root + "/state' timeout 120 /usr/bin/xvfb-run -a -n " +
                                std::to_string(100 + getpid() % 400) + " sh probe.sh '" SATLAB_BINARY "' > /dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0);
    const std::string titles = e2e::readText(sandbox.file("titles.txt"));
    EXPECT_NE(titles.find("WM_NAME(STRING) = \"Untitled - SATlab\""), std::string::npos) << titles;
    EXPECT_NE(titles.find("_NET_WM_NAME(UTF8_STRING) = \"Untitled - SATlab\""), std::string::npos) << titles;
}

} // namespace
