// SPDX-License-Identifier: MIT
// `satlab check` logic on 3D scenes: JSON with 3-vectors, per-axis
// `degenerate` and `reason`, valid UTF-8 labels, an aligned table.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

#include "core/scene/scene_test_util.hpp"
#include "sat/check.hpp"

namespace sat {
namespace {

using Json = nlohmann::json;

CheckOptions pairAB() {
    CheckOptions options;
    options.pair = std::make_pair(std::string("A"), std::string("B"));
    return options;
}

TEST(Check3, JsonCarriesDegenerateAxesWithTheirReason) {
    // With a tolerance the nearly parallel edge pair is skipped as degenerate
    // (at tolerance 0 its exact cross product, not zero, makes it an axis).
    CheckOptions options = pairAB();
    options.tolerance = 1e-9;
    const Json json = Json::parse(checkJson(runCheck(test::bundledScene("pitfall-parallel-edges.json"), options)));
    const Json& pair = json["pairs"][0];
    EXPECT_EQ(pair["verdict"], "overlapping");
    EXPECT_EQ(pair["normal"].size(), 3u);
    const Json& axis = pair["axes"][14];
    EXPECT_EQ(axis["source"], std::string("A.edge2\xC3\x97"
                                          "B.edge2"));
    EXPECT_EQ(axis["degenerate"], true);
    EXPECT_NE(axis["reason"].get<std::string>().find("parallel"), std::string::npos);
    EXPECT_FALSE(pair["axes"][0].contains("reason"));
}

TEST(Check3, NearlyParallelEdgesAreAnExactAxisAtToleranceZero) {
    const Json json = Json::parse(checkJson(runCheck(test::bundledScene("pitfall-parallel-edges.json"), pairAB())));
    const Json& pair = json["pairs"][0];
    EXPECT_EQ(pair["verdict"], "overlapping");
    EXPECT_EQ(pair["axes"][14]["degenerate"], false);
    EXPECT_LT(pair["axes"][14]["separation"].get<double>(), 0.0);
}

TEST(Check3, EdgeEdgeSceneIsFirstSeparatedOnAnEdgePair) {
    const CheckResult result = runCheck(test::bundledScene("3d-edge-edge.json"), pairAB());
    ASSERT_EQ(result.pairs.size(), 1u);
    EXPECT_EQ(result.pairs[0].firstSeparatingAxis, 8);
    EXPECT_NEAR(result.pairs[0].separation, 0.1, 1e-12); // the distance
}

TEST(Check3, AxesTableKeepsColumnsAlignedAcrossTheMultiplicationSign) {
    // Every axis row's "A" interval starts in the same display column,
    // whether its label holds "×" (two bytes) or not.
    const std::string table = checkTable(runCheck(test::bundledScene("3d-face-b.json"), pairAB()));
    std::istringstream lines(table);
    std::string line;
    std::vector<std::size_t> columns;
    while (std::getline(lines, line)) {
        if (line.find("face") == std::string::npos && line.find("edge") == std::string::npos) continue;
        const std::size_t bracket = line.find('[');
        if (bracket == std::string::npos) continue;
        std::size_t width = 0;
        for (std::size_t i = 0; i < bracket; ++i) width += (static_cast<unsigned char>(line[i]) & 0xC0U) != 0x80U ? 1U : 0U;
        columns.push_back(width);
    }
    ASSERT_EQ(columns.size(), 15u) << table;
    for (std::size_t column : columns) EXPECT_EQ(column, columns[0]) << table;
}

} // namespace
} // namespace sat
