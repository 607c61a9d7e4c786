// SPDX-License-Identifier: MIT
// The two printed forms of a check: JSON with exactly the documented keys,
// and the readable table.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "sat/check.hpp"
#include "scene_test_util.hpp"

namespace sat {
namespace {

using Json = nlohmann::json;
using Keys = std::vector<std::string>;

Keys keysOf(const Json& object) {
    Keys keys;
    for (const auto& [key, value] : object.items()) keys.push_back(key);
    return keys; // nlohmann::json sorts them
}

CheckResult touchingWith(bool axes) {
    CheckOptions options;
    options.axes = axes;
    return runCheck(test::bundledScene("touching.json"), options);
}

TEST(CheckJson, TopLevelAndSummaryKeys) {
    const Json json = Json::parse(checkJson(touchingWith(false)));
    EXPECT_EQ(keysOf(json), (Keys{"pairs", "summary"}));
    EXPECT_EQ(json["summary"], Json::parse(R"({"shapes": 3, "pairs_tested": 3, "overlapping": 0, "touching": 2})"));
}

TEST(CheckJson, PairKeysWithoutAxes) {
    const Json pair = Json::parse(checkJson(touchingWith(false)))["pairs"][0];
    EXPECT_EQ(keysOf(pair),
              (Keys{"a", "b", "contacts", "depth", "first_separating_axis", "normal", "overlap", "separation", "verdict"}));
    EXPECT_EQ(pair["verdict"], "touching");
    EXPECT_EQ(pair["overlap"], true);
    EXPECT_TRUE(pair["first_separating_axis"].is_null());
    EXPECT_EQ(pair["normal"], Json::parse("[1, 0]"));
}

TEST(CheckJson, AxisKeysWithAxes) {
    const Json pair = Json::parse(checkJson(touchingWith(true)))["pairs"][0];
    ASSERT_EQ(pair["axes"].size(), 4u);
    const Json axis = pair["axes"][0];
    EXPECT_EQ(keysOf(axis), (Keys{"a", "axis", "b", "duplicate", "separating", "separation", "source"}));
    EXPECT_EQ(axis["source"], "A.x");
    EXPECT_EQ(axis["a"], Json::parse("[-1, 1]"));
    EXPECT_EQ(axis["b"], Json::parse("[1, 3]"));
    EXPECT_EQ(axis["separation"], 0.0);
    EXPECT_EQ(pair["axes"][2]["duplicate"], true); // B.x repeats A.x
}

TEST(CheckJson, KeysKeepTheDocumentedOrder) {
    const std::string text = checkJson(touchingWith(false));
    EXPECT_LT(text.find("\"pairs\""), text.find("\"summary\""));
    EXPECT_LT(text.find("\"verdict\""), text.find("\"overlap\""));
    EXPECT_LT(text.find("\"depth\""), text.find("\"contacts\""));
}

TEST(CheckTable, ListsEachReportedPairOnALine) {
    const std::string table = checkTable(touchingWith(false));
    // A and C's bounds do not meet: the broad phase decides that pair without a SAT test, and the heading says so.
    EXPECT_NE(table.find("3 shapes (2D), 3 pairs checked (2 with meeting bounds tested): 0 overlapping, 2 touching "
                         "(double, tolerance 0)"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("A  B  touching  0           0      (1, 0)"), std::string::npos) << table;
}

TEST(CheckTable, AxesRowsNameTheSourceAndTheFirstSeparatingAxis) {
    CheckOptions options;
    options.pair = std::pair{"A", "B"};
    const std::string table = checkTable(runCheck(test::bundledScene("separated-on-b-axis.json"), options));
    EXPECT_NE(table.find("B.x"), std::string::npos);
    EXPECT_NE(table.find("separating (first)"), std::string::npos) << table;
}

TEST(CheckTable, SaysWhenNothingOverlaps) {
    const std::string table = checkTable(runCheck(test::bundledScene("separated-on-b-axis.json"), {}));
    EXPECT_NE(table.find("no pair overlaps or touches"), std::string::npos);
}

TEST(CheckTable, CallsANearMissANearMissNotSeparated) {
    // separated-on-b-axis.json: A and B are apart (on B's x axis only), so
    // with a generous --near they are listed, as a near miss.
    CheckOptions options;
    options.near = 100.0;
    const CheckResult result = runCheck(test::bundledScene("separated-on-b-axis.json"), options);
    ASSERT_FALSE(result.pairs.empty());
    const std::string table = checkTable(result);
    EXPECT_NE(table.find("near miss"), std::string::npos) << table;
    EXPECT_EQ(table.find("  separated  "), std::string::npos) << table;
}

} // namespace
} // namespace sat
