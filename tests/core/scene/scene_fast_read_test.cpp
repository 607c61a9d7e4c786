// SPDX-License-Identifier: MIT
// detail::parseSceneFast, the reading parseScene tries first: the scene of the one-document reading, or nothing.

#include <bit>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "sat/generate.hpp"

#include "sat/detail/scene_readings.hpp"
#include "scene_test_util.hpp"

namespace sat {
namespace {

std::string fastReadTextOf(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The one-document reading's scene, or nothing when it refuses the text.
std::optional<Scene> oneDocumentSceneOf(std::string_view text) {
    try {
        return detail::parseSceneAsOneDocument(text, "s.json");
    } catch (const SceneLoadError&) {
        return std::nullopt;
    }
}

/// True when the fast reading gives nothing, or the one-document reading's
/// scene, saved to the same bytes (so the signs of zeros agree too).
bool fastReadingAgrees(std::string_view text) {
    const std::optional<Scene> fast = detail::parseSceneFast(text);
    if (!fast) return true;
    const std::optional<Scene> whole = oneDocumentSceneOf(text);
    return whole && *fast == *whole && serializeScene(*fast) == serializeScene(*whole);
}

TEST(FastSceneRead, MakesTheSceneOfTheOneDocumentReading) {
    // Every bundled scene and generated scenes of both dimensions; lesson
    // scenes are left to the usual reading (their "lesson" is kept as text).
    std::vector<std::string> texts;
    for (const auto& entry : std::filesystem::directory_iterator(test::bundledScenes()))
        texts.push_back(fastReadTextOf(entry.path()));
    for (int dimension : {2, 3}) {
        for (double overlap : {0.0, 0.1, 1.0}) {
            texts.push_back(serializeScene(generateScene(GenerateOptions{3000, dimension, 7, overlap})));
        }
    }
    ASSERT_GE(texts.size(), 14U);
    for (const std::string& text : texts) {
        const std::optional<Scene> fast = detail::parseSceneFast(text);
        ASSERT_TRUE(fast.has_value()) << text.substr(0, 300);
        const Scene whole = detail::parseSceneAsOneDocument(text, "s.json");
        EXPECT_TRUE(*fast == whole) << text.substr(0, 300);
        EXPECT_EQ(serializeScene(*fast), serializeScene(whole));
    }
}

TEST(FastSceneRead, LeavesLessonScenesToTheUsualReading) {
    std::size_t lessons = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::bundledScenes().parent_path() / "lessons")) {
        if (entry.path().extension() != ".json") continue;
        const std::string text = fastReadTextOf(entry.path());
        EXPECT_FALSE(detail::parseSceneFast(text).has_value()) << entry.path();
        EXPECT_TRUE(parseScene(text, "s.json") == detail::parseSceneAsOneDocument(text, "s.json")) << entry.path();
        ++lessons;
    }
    EXPECT_GE(lessons, 10U);
}

TEST(FastSceneRead, ReadsEveryKindAndOptionalField) {
    const std::string text = R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "a", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 2, 3], "color": "#ff000080",
         "visible": false, "group": "g", "collider": "c"},
        {"name": "b", "kind": "obb3", "center": [5, 0, 0], "half_extents": [1, 1, 1],
         "rotation": [[0, -1, 0], [1, 0, 0], [0, 0, 1]]},
        {"name": "c", "kind": "obb3", "center": [9, 0, 0], "half_extents": [1, 1, 1], "quat_wxyz": [0.6, 0.8, 0, 0]},
        {"half_extents": [1, 1, 1], "euler_deg": [10, 20, 30], "center": [0, 9, 0], "kind": "obb3", "name": "d"}],
        "camera": {"target": [1, 2, 3], "distance": 20, "yaw_deg": 30, "pitch_deg": -10, "projection": "orthographic"}})";
    const std::optional<Scene> fast = detail::parseSceneFast(text);
    ASSERT_TRUE(fast.has_value());
    ASSERT_EQ(fast->shapes.size(), 4U);
    EXPECT_TRUE(*fast == detail::parseSceneAsOneDocument(text, "s.json"));
    EXPECT_FALSE(fast->shapes[0].visible);
    EXPECT_EQ(fast->shapes[0].collider, "c");
    ASSERT_TRUE(fast->camera.has_value());
    EXPECT_TRUE(fast->camera->orthographic);

    const std::string flat = test::sceneWith(
        R"({"name": "p", "kind": "poly2", "points": [[0, 0], [2, 0], [0, 2]]},
           {"name": "q", "kind": "obb2", "center": [5, 5], "half_extents": [1, 0.5], "angle_rad": 0.5},
           {"name": "\u00e9t\u00e9 ☃ 𝄞", "kind": "aabb2", "center": [-5, 5], "half_extents": [1, 1]})");
    // The third name is written with escapes: the usual reading takes that one.
    EXPECT_FALSE(detail::parseSceneFast(flat).has_value());
    const std::string plain = R"({"format": "satlab-scene", "version": 1, "shapes": [
           {"name": "p", "kind": "poly2", "points": [[0, 0], [2, 0], [0, 2]]},
           {"name": "q", "kind": "obb2", "center": [5, 5], "half_extents": [1, 0.5], "angle_rad": 0.5},
           {"name": "été ☃ 𝄞", "kind": "aabb2", "center": [-5, 5], "half_extents": [1, 1]}],
        "view": {"center": [1, 2], "zoom": 3}})";
    const std::optional<Scene> flatScene = detail::parseSceneFast(plain);
    ASSERT_TRUE(flatScene.has_value());
    EXPECT_TRUE(*flatScene == detail::parseSceneAsOneDocument(plain, "s.json"));
    EXPECT_EQ(flatScene->shapes[2].name, "été ☃ 𝄞");
}

TEST(FastSceneRead, ReadsNumbersAsTheDomDoes) {
    // Each spelling as an x coordinate: the fast reading takes it and gives
    // the DOM's double bit for bit (the integer -0 is +0 there, -0.0 is -0).
    const std::vector<std::string> numbers = {
        "0",
        "-0",
        "-0.0",
        "0e0",
        "-0e0",
        "1E2",
        "1e+2",
        "2.5e-3",
        "0.1",
        "-7.125",
        "1e9",
        "-1e9",
        "999999999.99",
        "1e-7",
        "123456789.123456789012345",
        "0.30000000000000004",
        "900719925.4740993",
        "1.7976931348623157e-300",
        "4.9e-324",
        "2.2250738585072014e-308",
        "0.000000000000000000000000000001",
        "12345678901234567e-8",
    };
    for (const std::string& number : numbers) {
        const std::string text = test::sceneWith(R"({"name": "a", "kind": "aabb2", "center": [)" + number +
                                                 R"(, 0], "half_extents": [1, 1]})");
        const std::optional<Scene> fast = detail::parseSceneFast(text);
        ASSERT_TRUE(fast.has_value()) << number;
        const Scene whole = detail::parseSceneAsOneDocument(text, "s.json");
        const double fastX = std::get<Aabb2Spec>(fast->shapes[0].spec).center.x;
        const double wholeX = std::get<Aabb2Spec>(whole.shapes[0].spec).center.x;
        EXPECT_EQ(std::bit_cast<std::uint64_t>(fastX), std::bit_cast<std::uint64_t>(wholeX)) << number;
    }
}

TEST(FastSceneRead, RefusesEveryProblem) {
    // Each text has a problem: the fast reading gives nothing, so parseScene's
    // usual reading words it.
    const std::string box = R"({"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})";
    const std::string head = R"({"format": "satlab-scene", "version": 1, )";
    const auto shape = [&](const std::string& fields) { return head + R"("shapes": [{"name": "a", )" + fields + "}]}"; };
    const std::vector<std::string> texts = {
        "",
        "[]",
        R"({"format": "satlab-scene", "version": 1})",
        R"({"version": 1, "shapes": []})",
        R"({"format": "satlab-scen", "version": 1, "shapes": []})",
        R"({"format": "satlab-scene", "version": 1.0, "shapes": []})",
        R"({"format": "satlab-scene", "version": 2, "shapes": []})",
        R"({"format": "satlab-scene", "version": 1, "version": 1, "shapes": []})",
        head + R"("shapes": [)" + box + "],}",
        head + R"("shapes": [)" + box + ",]}",
        head + R"("shapes": [)" + box + "," + box + "]}",
        head + R"("shapes": [)" + box + "]} x",
        head + R"("shapes": [)" + box + "]",
        head + R"("shapes": [)" + box + R"(], "colour": 1})",
        head + R"("shapes": [)" + box + R"(], "view": {"center": [0, 0], "zoom": 0}})",
        head + R"("shapes": [)" + box + R"(], "view": {"center": [0, 0]}})",
        head + R"("shapes": [)" + box + R"(], "camera": {"target": [0, 0, 0], "distance": 5, "yaw_deg": 0, "pitch_deg": 0}})",
        head + R"("shapes": [)" + box + R"(, {"name": "b", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]}]})",
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "name": "b")"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "x": 1)"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "angle_deg": 1)"),
        shape(R"("kind": "aabb2", "center": [0, 0, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 0])"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1e-10])"),
        shape(R"("kind": "aabb2", "center": [2e9, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [0, 1e999], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [0, "0"], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "visible": 1)"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "color": "red")"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "group": "")"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "collider": "")"),
        shape(R"("kind": "aabb2", "center": [0, 0])"),
        shape(R"("kind": "box", "center": [0, 0], "half_extents": [1, 1])"),
        shape(R"("center": [0, 0], "half_extents": [1, 1])"),
        head + R"("shapes": [{"name": "", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]}]})",
        shape(R"("kind": "obb2", "center": [0, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "obb2", "center": [0, 0], "half_extents": [1, 1], "angle_deg": 1, "angle_rad": 1)"),
        shape(R"("kind": "obb2", "center": [0, 0], "half_extents": [1, 1], "angle_deg": 2e6)"),
        shape(R"("kind": "poly2", "points": [[0, 0], [1, 0]])"),
        shape(R"("kind": "poly2", "points": [[0, 0], [1, 0], [1, 1], [0.9, 0.1]])"),
        shape(R"("kind": "poly2", "points": [[0, 0], [1, 0], [2, 0]])"),
        shape(R"("kind": "poly2", "points": [])"),
        shape(R"("kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1])"),
        shape(R"("kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "quat_wxyz": [1, 0, 0, 0.1])"),
        shape(
            R"("kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "rotation": [[1, 0, 0], [0, 1, 0], [0, 0, -1]])"),
        shape(R"("kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "rotation": [[1, 0, 0], [0, 1, 0], [0, 0, 2]])"),
        shape(
            R"("kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "euler_deg": [0, 0, 0], "quat_wxyz": [1, 0, 0, 0])"),
        shape(R"("kind": "aabb2", "center": [-, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [1., 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [01, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [1e, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [+1, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [.5, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [NaN, 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [0 0], "half_extents": [1, 1])"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "visible": tru)"),
        shape(R"("kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "visible": truex)"),
        head + "\"shapes\": [{\"name\": \"a\tb\", \"kind\": \"aabb2\", \"center\": [0, 0], \"half_extents\": [1, 1]}]}",
        head + "\"shapes\": [{\"name\": \"\xC0\x80\", \"kind\": \"aabb2\", \"center\": [0, 0], \"half_extents\": [1, 1]}]}",
        head + "\"shapes\": [{\"name\": \"\xED\xA0\x80\", \"kind\": \"aabb2\", \"center\": [0, 0], \"half_extents\": [1, 1]}]}",
        head +
            "\"shapes\": [{\"name\": \"\xF4\x90\x80\x80\", \"kind\": \"aabb2\", \"center\": [0, 0], \"half_extents\": [1, 1]}]}",
        head + "\"shapes\": [{\"name\": \"\xE2\x98\", \"kind\": \"aabb2\", \"center\": [0, 0], \"half_extents\": [1, 1]}]}",
        head + "\"shapes\": [{\"name\": \"\xFF\", \"kind\": \"aabb2\", \"center\": [0, 0], \"half_extents\": [1, 1]}]}",
    };
    for (const std::string& text : texts) {
        EXPECT_FALSE(detail::parseSceneFast(text).has_value()) << text;
        EXPECT_FALSE(oneDocumentSceneOf(text).has_value()) << text;
    }
}

TEST(FastSceneRead, LeavesUnusualGoodTextsToTheUsualReading) {
    // Good texts written in ways the fast reading does not take: parseScene
    // still loads them, through the usual reading.
    const std::string box = R"({"name": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})";
    const std::vector<std::string> texts = {
        "\xEF\xBB\xBF" + test::sceneWith(box),                                                             // a byte order mark
        test::sceneWith(R"({"name": "a\"b", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})"), // an escape
        test::sceneWith(R"({"n\u0061me": "a", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]})"),
        R"({"format": "satlab-scene", "version": 1, "shapes": [)" + box + R"(], "lesson": {"title": "t"}})",
        test::sceneWith(box) + std::string(1, '\0'), // nlohmann stops at a NUL after the document
    };
    for (const std::string& text : texts) {
        EXPECT_FALSE(detail::parseSceneFast(text).has_value()) << text;
        const std::optional<Scene> whole = oneDocumentSceneOf(text);
        ASSERT_TRUE(whole.has_value()) << text;
        EXPECT_TRUE(parseScene(text, "s.json") == *whole) << text;
    }
}

TEST(FastSceneRead, NeverAcceptsAnEditTheOneDocumentReadingRefuses) {
    // Every one-byte deletion, replacement and insertion of a scene with every
    // kind and field: the fast reading gives nothing or the same scene.
    const std::string base = R"({"format": "satlab-scene", "version": 1, "shapes": [
 {"name": "a", "kind": "aabb2", "center": [0, -0.5], "half_extents": [1, 2e0], "color": "#ff0000", "group": "g"},
 {"name": "b", "kind": "obb2", "center": [3, 0], "half_extents": [1, 1], "angle_deg": 30, "visible": false},
 {"name": "c", "kind": "poly2", "points": [[10, 0], [12, 0], [10, 2]], "collider": "k"}],
 "view": {"center": [1, 2], "zoom": 40}})";
    const std::string base3d = R"({"format": "satlab-scene", "version": 1, "shapes": [
 {"name": "d", "kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "quat_wxyz": [1, 0, 0, 0]},
 {"name": "e", "kind": "obb3", "center": [5, 0, 0], "half_extents": [1, 1, 1], "rotation": [[1,0,0],[0,1,0],[0,0,1]]},
 {"name": "f", "kind": "aabb3", "center": [9, 0, 0], "half_extents": [1, 1, 1]}],
 "camera": {"target": [0, 0, 0], "distance": 9, "yaw_deg": 0, "pitch_deg": 0}})";
    const std::string bytes = std::string("\"\\,:[]{}0-+.eE1 9x\t") + '\x01' + '\xC3' + '\xFF';
    std::size_t taken = 0, refused = 0;
    for (const std::string& text : {base, base3d}) {
        ASSERT_TRUE(detail::parseSceneFast(text).has_value());
        std::vector<std::string> edits;
        for (std::size_t i = 0; i < text.size(); ++i) {
            edits.push_back(text.substr(0, i) + text.substr(i + 1));
            for (char c : bytes) {
                edits.push_back(text.substr(0, i) + c + text.substr(i + 1));
                edits.push_back(text.substr(0, i) + c + text.substr(i));
            }
        }
        for (const std::string& edit : edits) {
            ASSERT_TRUE(fastReadingAgrees(edit)) << edit;
            (detail::parseSceneFast(edit) ? taken : refused) += 1;
        }
    }
    EXPECT_GT(taken, 1000U); // blanks and digits in many places still make good scenes
    EXPECT_GT(refused, 1000U);
}

} // namespace
} // namespace sat
