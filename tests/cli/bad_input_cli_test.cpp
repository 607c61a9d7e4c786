// SPDX-License-Identifier: MIT
// Every class of bad scene makes `satlab check` exit 2 with its message on
// stderr (naming the file) and nothing on stdout.

#include <gtest/gtest.h>

#include "run_satlab.hpp"

namespace sat::test {
namespace {

struct BadScene {
    const char* name;    ///< test name suffix
    const char* shapes;  ///< the "shapes" array's contents (or a whole file when `whole`)
    const char* message; ///< expected on stderr after "FILE: "
    bool whole = false;
};

std::string fileText(const BadScene& bad) {
    if (bad.whole) return bad.shapes;
    return std::string(R"({"format": "satlab-scene", "version": 1, "shapes": [)") + bad.shapes + "]}";
}

class CliBadInput : public ::testing::TestWithParam<BadScene> {};

TEST_P(CliBadInput, ExitsTwoWithTheMessage) {
    const BadScene& bad = GetParam();
    const std::string file = writeTemp(std::string(bad.name) + ".json", fileText(bad));
    const RunResult run = runSatlab({"check", file, "--json"});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find(file + ": " + bad.message), std::string::npos) << run.err;
}

const BadScene kBadScenes[] = {
    {"WrongType", R"({"name": "A", "kind": "aabb2", "center": "origin", "half_extents": [1, 1]})",
     "shapes[0].center: must be an array of 2 numbers, got string \"origin\""},
    {"MissingField", R"({"name": "A", "kind": "aabb2", "half_extents": [1, 1]})", "shapes[0].center: missing"},
    {"UnknownField", R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1], "size": 2})",
     "shapes[0].size: unknown field for kind \"aabb2\""},
    {"UnknownTopLevelField", R"({"format": "satlab-scene", "version": 1, "shapes": [], "extra": 1})", "extra: unknown field",
     true},
    {"WrongFormat", R"({"format": "other", "version": 1, "shapes": []})", "format: must be \"satlab-scene\"", true},
    {"UnsupportedVersion", R"({"format": "satlab-scene", "version": 9, "shapes": []})", "version: unsupported version 9", true},
    {"NanString", R"({"name": "A", "kind": "aabb2", "center": ["nan", 0], "half_extents": [1, 1]})",
     "shapes[0].center[0]: must be a number, got string \"nan\""},
    {"Infinite", R"({"name": "A", "kind": "aabb2", "center": [1e999, 0], "half_extents": [1, 1]})",
     "shapes[0].center[0]: number 1e999 is too large for a double"},
    {"ZeroSize", R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [0, 1]})",
     "shapes[0].half_extents[0]: must be > 0, got 0"},
    {"AbsurdSize", R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1e10, 1]})",
     "shapes[0].half_extents[0]: must be <= 1e9"},
    {"DuplicateName",
     R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
        {"name": "A", "kind": "aabb2", "center": [3, 0], "half_extents": [1, 1]})",
     "shapes[1].name: duplicate name \"A\""},
    {"NonConvexPolygon", R"({"name": "P", "kind": "poly2", "points": [[0, 0], [4, 0], [2, 1], [2, 4]]})", "shapes[0].points: "},
    {"BothAngles", R"({"name": "A", "kind": "obb2", "center": [0, 0], "half_extents": [1, 1], "angle_deg": 1, "angle_rad": 1})",
     "shapes[0].angle_rad: give exactly one of angle_deg or angle_rad"},
    {"Mixed2d3d",
     R"({"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
        {"name": "B", "kind": "aabb3", "center": [0, 0, 0], "half_extents": [1, 1, 1]})",
     "shapes[1].kind: aabb3 is 3D but shapes[0] is 2D"},
    {"BadRotation", R"({"name": "A", "kind": "obb3", "center": [0, 0, 0], "half_extents": [1, 1, 1], "quat_wxyz": [1, 1, 0, 0]})",
     "shapes[0].quat_wxyz: must be a unit quaternion"},
};

INSTANTIATE_TEST_SUITE_P(EveryErrorClass, CliBadInput, ::testing::ValuesIn(kBadScenes),
                         [](const ::testing::TestParamInfo<BadScene>& param) { return std::string(param.param.name); });

TEST(CliBadInput, MalformedJsonNamesLineAndColumn) {
    const std::string file = writeTemp("truncated.json", "{\"format\": \"satlab-scene\",");
    const RunResult run = runSatlab({"check", file});
    EXPECT_EQ(run.code, 2);
    EXPECT_EQ(run.err.rfind(file + ":1:27: ", 0), 0u) << run.err;
}

} // namespace
} // namespace sat::test
