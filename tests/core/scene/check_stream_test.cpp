// SPDX-License-Identifier: MIT
// runCheck with a sink: pairs printed as they are found, the table's blocks
// past kTableRowsHeld pairs, and the stop at the first overlap.

#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "sat/check.hpp"
#include "sat/generate.hpp"

namespace sat {
namespace {

Scene boxesAt(const std::vector<double>& xs) {
    Scene scene;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        SceneShape shape;
        shape.name = 's';
        shape.name += std::to_string(i); // appended: g++ 12 -O3 warns falsely on "s" + std::string
        shape.spec = Aabb2Spec{{xs[i], 0.0}, {1.0, 1.0}};
        scene.shapes.push_back(shape);
    }
    return scene;
}

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

TEST(CheckStream, TablePastTheHeldRowsGoesOutInBlocksWithTheCountsLast) {
    const Scene scene = boxesAt(std::vector<double>(50, 0.0)); // 1225 overlapping pairs
    std::ostringstream out;
    CheckTableWriter writer(out);
    (void)runCheck(scene, {}, writer);
    const std::vector<std::string> lines = linesOf(out.str());
    EXPECT_EQ(lines.front(),
              "50 shapes (2D), double, tolerance 0: more than 1000 pairs to list, in blocks; the counts follow them");
    EXPECT_EQ(lines.back(), "50 shapes (2D), 1225 pairs tested: 1225 overlapping, 0 touching (double, tolerance 0)");
    // Two blocks (1000 and 225 pairs), each a blank line and a header row; the counts after a blank line.
    EXPECT_EQ(lines.size(), 1u + 1225u + 2u * 2u + 2u);
    EXPECT_EQ(lines[1], "");
    EXPECT_EQ(lines[2].rfind("A   ", 0), 0u) << lines[2];
    EXPECT_EQ(lines[3].rfind("s0  ", 0), 0u) << lines[3];
    EXPECT_EQ(lines[1003], ""); // the second block
    EXPECT_EQ(lines[1004].rfind("A   ", 0), 0u) << lines[1004];
}

TEST(CheckStream, TableOfFewPairsKeepsItsSummaryFirst) {
    const Scene scene = boxesAt({0.0, 1.0, 5.0});
    std::ostringstream out;
    CheckTableWriter writer(out, false);
    const CheckResult streamed = runCheck(scene, {}, writer);
    EXPECT_TRUE(streamed.pairs.empty()); // printed, not held
    EXPECT_EQ(out.str(), checkTable(runCheck(scene, {})));
    EXPECT_EQ(linesOf(out.str()).front(),
              "3 shapes (2D), 3 pairs checked (1 with meeting bounds tested): 1 overlapping, 0 touching (double, tolerance 0)");
}

TEST(CheckStream, JsonWrittenAsItComesIsTheDocumentedJson) {
    const Scene scene = boxesAt(std::vector<double>(30, 0.0));
    std::ostringstream out;
    CheckJsonWriter writer(out);
    (void)runCheck(scene, {}, writer);
    EXPECT_EQ(out.str(), checkJson(runCheck(scene, {})));
    const nlohmann::json json = nlohmann::json::parse(out.str());
    EXPECT_EQ(json["pairs"].size(), 435u);
    EXPECT_EQ(json["summary"]["overlapping"], 435);
}

/// Keeps the pairs a check hands out, asking for the detail a printing sink asks for.
class DetailSink : public CheckSink {
public:
    explicit DetailSink(CheckPairDetail detail) : detail_(detail) {}
    CheckPairDetail detail() const override { return detail_; }
    void begin(const CheckResult&) override {}
    void pair(const CheckPair& pair) override { pairs.push_back(pair); }
    void end(const CheckResult&) override {}
    std::vector<CheckPair> pairs;

private:
    CheckPairDetail detail_;
};

/// Near misses name their first separating axis; the overlapping pairs have none.
CheckOptions nearMissOptions(int dimension) { // shapes of neighbouring cells are 0.4 to 4 units apart
    CheckOptions options;
    options.near = dimension == 2 ? 4.0 : 3.0;
    return options;
}

TEST(CheckStream, ASinkThatPrintsNoAxesGetsThemUpToTheFirstSeparatingOne) {
    for (const int dimension : {2, 3}) {
        const Scene scene = generateScene(GenerateOptions{400, dimension, 5, 0.2});
        const CheckOptions options = nearMissOptions(dimension);
        const CheckResult full = runCheck(scene, options);
        DetailSink table({false, false});
        (void)runCheck(scene, options, table);
        ASSERT_EQ(table.pairs.size(), full.pairs.size());
        std::size_t nearMisses = 0;
        for (std::size_t i = 0; i < full.pairs.size(); ++i) {
            const CheckPair& kept = table.pairs[i];
            const CheckPair& every = full.pairs[i];
            EXPECT_EQ(kept.firstSeparatingAxis, every.firstSeparatingAxis);
            EXPECT_EQ(kept.axes.size(), static_cast<std::size_t>(every.firstSeparatingAxis + 1)) << kept.a << " x " << kept.b;
            if (kept.firstSeparatingAxis >= 0) {
                ++nearMisses;
                const auto first = static_cast<std::size_t>(kept.firstSeparatingAxis);
                EXPECT_EQ(kept.axes[first].source, every.axes[first].source);
                EXPECT_EQ(kept.axes[first].separation, every.axes[first].separation);
            }
            EXPECT_TRUE(kept.contacts.empty());
            EXPECT_EQ(kept.normal, every.normal);
            EXPECT_EQ(kept.separation, every.separation);
            EXPECT_EQ(kept.depth, every.depth);
        }
        EXPECT_GT(nearMisses, 5u) << dimension << "D";
        EXPECT_GT(full.pairs.size(), nearMisses + 5u) << dimension << "D";
    }
}

TEST(CheckStream, AxesAskedForOnTheCommandLineAreAllKept) {
    const Scene scene = generateScene(GenerateOptions{300, 2, 9, 0.2});
    CheckOptions options = nearMissOptions(2);
    options.axes = true;
    const CheckResult full = runCheck(scene, options);
    DetailSink table({false, false});
    (void)runCheck(scene, options, table);
    ASSERT_EQ(table.pairs.size(), full.pairs.size());
    ASSERT_FALSE(full.pairs.empty());
    for (std::size_t i = 0; i < full.pairs.size(); ++i) EXPECT_EQ(table.pairs[i].axes.size(), full.pairs[i].axes.size());
}

TEST(CheckStream, PrintedTableAndJsonOfNearMissesAreThoseOfTheFullPairs) {
    for (const int dimension : {2, 3}) {
        const Scene scene = generateScene(GenerateOptions{400, dimension, 5, 0.2});
        const CheckOptions options = nearMissOptions(dimension);
        const CheckResult full = runCheck(scene, options);
        std::ostringstream table, json;
        CheckTableWriter tableWriter(table);
        CheckJsonWriter jsonWriter(json);
        (void)runCheck(scene, options, tableWriter);
        (void)runCheck(scene, options, jsonWriter);
        EXPECT_EQ(table.str(), checkTable(full) + lintTable(full)) << dimension << "D";
        EXPECT_EQ(json.str(), checkJson(full)) << dimension << "D";
    }
}

TEST(CheckStream, JsonWithNoPairsHasAnEmptyArray) {
    std::ostringstream out;
    CheckJsonWriter writer(out);
    (void)runCheck(boxesAt({0.0, 5.0}), {}, writer);
    EXPECT_EQ(out.str().substr(0, 17), "{\n  \"pairs\": [],\n");
}

TEST(CheckStream, StopAtFirstOverlapEndsAtThatPairInSceneOrder) {
    // (0,1) and (0,2) apart, (0,3) overlaps, (1,2) overlaps later in scene order.
    CheckOptions options;
    options.stopAtFirstOverlap = true;
    const CheckResult result = runCheck(boxesAt({0.0, 10.0, 10.5, 0.5}), options);
    EXPECT_TRUE(result.stopped);
    ASSERT_EQ(result.pairs.size(), 1u);
    EXPECT_EQ(result.pairs[0].a, "s0");
    EXPECT_EQ(result.pairs[0].b, "s3");
    EXPECT_EQ(result.summary.pairsTested, 3); // (0,1), (0,2), (0,3)
    EXPECT_EQ(result.summary.overlapping, 1);
    EXPECT_EQ(checkExitCode(result, true), 1);
}

TEST(CheckStream, StopCountsLeaveOutPairsOfOneCollider) {
    Scene scene = boxesAt({0.0, 0.5, 0.5, 20.0});
    scene.shapes[0].collider = scene.shapes[1].collider = "c"; // (0,1) is never tested
    CheckOptions options;
    options.stopAtFirstOverlap = true;
    const CheckResult result = runCheck(scene, options);
    ASSERT_EQ(result.pairs.size(), 1u);
    EXPECT_EQ(result.pairs[0].b, "s2");
    EXPECT_EQ(result.summary.pairsTested, 1); // (0,2); (0,1) is one collider's
}

TEST(CheckStream, WithoutOverlapsNothingStops) {
    CheckOptions options;
    options.stopAtFirstOverlap = true;
    const CheckResult result = runCheck(boxesAt({0.0, 5.0, 10.0}), options);
    EXPECT_FALSE(result.stopped);
    EXPECT_EQ(result.summary.pairsTested, 3);
}

} // namespace
} // namespace sat
