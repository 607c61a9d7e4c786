// SPDX-License-Identifier: MIT
// Config folder resolution and preferences.json (app/window/config.cpp), without a window.
#include <gtest/gtest.h>

#include "app/window/config.hpp"

namespace {

TEST(ConfigPaths, XdgConfigHomeWins) {
    const auto paths = app::resolveConfigPaths("/x/config", nullptr, "/home/u");
    EXPECT_EQ(paths.configDir, std::filesystem::path("/x/config/satlab"));
    EXPECT_EQ(paths.imguiIni, std::filesystem::path("/x/config/satlab/imgui.ini"));
    EXPECT_EQ(paths.preferences, std::filesystem::path("/x/config/satlab/preferences.json"));
}

TEST(ConfigPaths, HomeDotConfigWithoutXdg) {
    EXPECT_EQ(app::resolveConfigPaths(nullptr, nullptr, "/home/u").configDir, std::filesystem::path("/home/u/.config/satlab"));
    EXPECT_EQ(app::resolveConfigPaths("", "", "/home/u").configDir, std::filesystem::path("/home/u/.config/satlab"));
}

TEST(ConfigPaths, RelativeXdgValueIsIgnored) {
    EXPECT_EQ(app::resolveConfigPaths("rel/config", nullptr, "/home/u").configDir,
              std::filesystem::path("/home/u/.config/satlab"));
}

TEST(ConfigPaths, RecoveryInXdgStateHomeWhenSet) {
    EXPECT_EQ(app::resolveConfigPaths("/c", "/s", "/h").recoveryFile, std::filesystem::path("/s/satlab/recovery.json"));
}

TEST(ConfigPaths, RecoveryInConfigFolderOtherwise) {
    EXPECT_EQ(app::resolveConfigPaths("/c", nullptr, "/h").recoveryFile, std::filesystem::path("/c/satlab/recovery.json"));
}

TEST(Preferences, RoundTrip) {
    app::Preferences preferences;
    preferences.windowWidth = 1024;
    preferences.windowHeight = 700;
    preferences.windowMaximized = true;
    preferences.editorJson = R"({"recent":["/a.json"]})";
    const auto back = app::parsePreferences(app::serializePreferences(preferences));
    EXPECT_EQ(back.windowWidth, 1024);
    EXPECT_EQ(back.windowHeight, 700);
    EXPECT_TRUE(back.windowMaximized);
    EXPECT_EQ(back.editorJson, R"({"recent":["/a.json"]})");
}

TEST(Preferences, MalformedFileGivesDefaults) {
    const auto preferences = app::parsePreferences("{ not json");
    EXPECT_FALSE(preferences.windowWidth.has_value());
    EXPECT_FALSE(preferences.windowMaximized);
    EXPECT_TRUE(preferences.editorJson.empty());
}

TEST(Preferences, BadFieldsAreDroppedOneByOne) {
    const auto preferences = app::parsePreferences(R"({"window": {"width": -5, "height": 600, "maximized": "yes"}})");
    EXPECT_FALSE(preferences.windowWidth.has_value());
    EXPECT_EQ(preferences.windowHeight, 600);
    EXPECT_FALSE(preferences.windowMaximized);
}

} // namespace

namespace {

TEST(UiScale, EnvironmentWinsOverPreferencesAndDisplay) {
    app::Preferences preferences;
    preferences.uiScale = 1.5f;
    EXPECT_FLOAT_EQ(app::chooseUiScale("2", preferences, 1.25f), 2.0f);
}

TEST(UiScale, PreferencesWinOverTheDisplay) {
    app::Preferences preferences;
    preferences.uiScale = 1.5f;
    EXPECT_FLOAT_EQ(app::chooseUiScale(nullptr, preferences, 1.25f), 1.5f);
}

TEST(UiScale, BadEnvironmentValueFallsBackToTheDisplay) {
    EXPECT_FLOAT_EQ(app::chooseUiScale("huge", {}, 1.25f), 1.25f);
    EXPECT_FLOAT_EQ(app::chooseUiScale("9", {}, 1.25f), 1.25f); // above 4
}

TEST(UiScale, PreferencesFieldIsReadAndOutOfRangeDropped) {
    EXPECT_FLOAT_EQ(*app::parsePreferences(R"({"ui_scale": 2})").uiScale, 2.0f);
    EXPECT_FALSE(app::parsePreferences(R"({"ui_scale": 0.1})").uiScale.has_value());
}

} // namespace
