// The explanation text is generated from the report: every number it prints
// is the report's, formatted as the SAT panel formats it (ui/number_format).
#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/report3d_cases.hpp"
#include "sat/sat2d.hpp"
#include "ui/explain.hpp"
#include "ui/number_format.hpp"

namespace {

using Report2 = sat::Report2<double>;

/// Every decimal number in the text ("0.41", "-1.20", "1.2e-16"); whole numbers (axis counts) are left out.
std::vector<std::string> decimals(const std::string& text) {
    static const std::regex number(R"(-?\d+\.\d+(e[-+]?\d+)?|-?\d+e[-+]?\d+)");
    std::vector<std::string> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it)
        out.push_back(it->str());
    return out;
}

/// The numbers an axis paragraph must print, in reading order.
template <class Axis> std::vector<double> axisNumbers(const Axis& axis) {
    std::vector<double> values{axis.direction.x, axis.direction.y};
    if constexpr (requires { axis.direction.z; }) values.push_back(axis.direction.z);
    values.insert(values.end(), {axis.a.min, axis.a.max, axis.b.min, axis.b.max});
    if (axis.separation != 0.0) values.push_back(std::abs(axis.separation));
    return values;
}

/// Parsed back, each printed number equals the report's value rounded as the panel rounds it.
void expectPrints(const std::string& text, const std::vector<double>& values, std::size_t directionComponents) {
    const std::vector<std::string> printed = decimals(text);
    ASSERT_EQ(printed.size(), values.size()) << text;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const std::string expected = i < directionComponents ? ui::formatComponent(values[i]) : ui::formatNumber(values[i]);
        EXPECT_EQ(printed[i], expected) << "number " << i << " in: " << text;
        EXPECT_NEAR(std::stod(printed[i]), values[i], 0.005 + 1e-12) << "number " << i << " in: " << text;
    }
}

void expectAxisNumbers(const Report2& report, int axis) {
    expectPrints(ui::explainAxis(report, axis), axisNumbers(report.axes[static_cast<std::size_t>(axis)]), 2);
}

sat::Aabb2<double> box(double x, double y, double hx, double hy) { return {{x, y}, {hx, hy}}; }

/// A unit box at the origin and a unit box turned 45° at (2, 2): only B.x separates, by 2√2 - 1 - √2 = 0.41.
Report2 separatedOnlyOnBsAxis() {
    return sat::report(sat::Obb2<double>::fromAabb(box(0, 0, 1, 1)),
                       sat::Obb2<double>::fromAngle({2, 2}, {1, 1}, std::acos(-1.0) / 4));
}

TEST(Explain, SeparatedAxisPrintsTheReportsNumbers) {
    const Report2 report = separatedOnlyOnBsAxis();
    ASSERT_EQ(report.firstSeparatingAxis, 2);
    for (int axis = 0; axis < 4; ++axis) expectAxisNumbers(report, axis);
}

TEST(Explain, FirstSeparatingAxisSaysTheTestCanStop) {
    const Report2 report = separatedOnlyOnBsAxis();
    const std::string text = ui::explainAxis(report, 2);
    EXPECT_NE(text.find("Axis 3 of 4 is B's x-axis (B.x), direction (0.71, 0.71)"), std::string::npos) << text;
    EXPECT_NE(text.find("gap of 0.41"), std::string::npos) << text;
    EXPECT_NE(text.find("separated \xE2\x80\x94 the test can stop here"), std::string::npos) << text;
    EXPECT_NE(ui::explainAxis(report, 0).find("overlap by 0.41, so this axis does not separate them"), std::string::npos);
}

TEST(Explain, LaterSeparatingAxisPointsBackToTheFirst) {
    // Side by side with a gap of 1 on x: A.x separates first, B.x (a duplicate) separates too.
    const Report2 report = sat::report(box(0, 0, 1, 1), box(3, 0, 1, 1));
    const std::string text = ui::explainAxis(report, 2);
    EXPECT_NE(text.find("separates them too (the test already stopped at axis 1 (A.x))"), std::string::npos) << text;
    EXPECT_NE(text.find("parallel to axis 1 (A.x)"), std::string::npos) << text;
}

TEST(Explain, SeparatedVerdictNamesTheAxisTheGapAndTheDistance) {
    const Report2 report = separatedOnlyOnBsAxis();
    const std::string text = ui::explainVerdict(report);
    expectPrints(text, {report.axes[2].separation, report.distance}, 0);
    EXPECT_NE(text.find("axis 3 (B.x)"), std::string::npos) << text;
    EXPECT_EQ(ui::explainMtv(report), "");
}

TEST(Explain, TouchingSaysTheIntervalsMeet) {
    const Report2 report = sat::report(box(0, 0, 1, 1), box(2, 0, 1, 1)); // A.x: [-1, 1] and [1, 3]
    ASSERT_EQ(report.verdict, sat::Verdict::Touching);
    expectAxisNumbers(report, 0);
    EXPECT_NE(ui::explainAxis(report, 0).find("they touch (no gap, no overlap)"), std::string::npos);
    EXPECT_EQ(ui::explainVerdict(report).rfind("Touching:", 0), 0u) << ui::explainVerdict(report);
    EXPECT_NE(ui::explainMtv(report).find("none needed"), std::string::npos);
}

TEST(Explain, OverlappingMtvPrintsDepthAndNormal) {
    // B overlaps A by 0.5 on x (and 1.5 on y): MTV 0.5 along (1, 0).
    const Report2 report = sat::report(box(0, 0, 1, 1), box(1.5, 0.5, 1, 1));
    ASSERT_EQ(report.verdict, sat::Verdict::Overlapping);
    const std::string mtv = ui::explainMtv(report);
    EXPECT_EQ(decimals(mtv), (std::vector<std::string>{"0.50", "1.00", "0.00"})) << mtv;
    EXPECT_NE(mtv.find("move B by 0.50 along (1.00, 0.00)"), std::string::npos) << mtv;
    expectPrints(ui::explainVerdict(report), {report.depth}, 0);
    for (int axis = 0; axis < 4; ++axis) expectAxisNumbers(report, axis);
}

TEST(Explain, ContainmentSaysWhichIntervalIsInside) {
    // assets/scenes/containment.json: B (half 1 x 0.5 at (1, 1)) inside A (half 4 x 3): on x B's [0, 2] in [-4, 4],
    // the shorter way out is +2 (4 - 2), not 6.
    const Report2 report = sat::report(box(0, 0, 4, 3), box(1, 1, 1, 0.5));
    expectAxisNumbers(report, 0);
    const std::string text = ui::explainAxis(report, 0);
    EXPECT_NE(text.find("overlap by 4.00 (B's interval lies inside A's"), std::string::npos) << text;
}

TEST(Explain, PolygonAxisIsTheNormalOfAnEdge) {
    // assets/scenes/polygons.json: the triangle and the square overlap.
    const std::vector<sat::Vec2<double>> triangle{{0, 0}, {4, 0}, {2, 4}};
    const std::vector<sat::Vec2<double>> square{{3, 1}, {5, 1}, {5, 3}, {3, 3}};
    const Report2 report = sat::report(sat::ConvexPolygon2<double>::make(triangle), sat::ConvexPolygon2<double>::make(square));
    ASSERT_EQ(report.axes.size(), 7u);
    for (int axis = 0; axis < 7; ++axis) expectAxisNumbers(report, axis);
    EXPECT_NE(ui::explainAxis(report, 1).find("the outward normal of A's edge 1 (A.edge1)"), std::string::npos);
}

TEST(Explain, TinyNumbersKeepTwoSignificantDigits) {
    const Report2 report = sat::report(box(0, 0, 1, 1), box(2.001, 0, 1, 1));
    expectAxisNumbers(report, 0);
    EXPECT_NE(ui::explainAxis(report, 0).find("gap of 0.001"), std::string::npos) << ui::explainAxis(report, 0);
}

TEST(Explain, EdgeEdgeAxisIn3dPrintsTheReportsNumbers) {
    const auto report = sat::report(sat::test::unitCube<double>(), sat::test::ridgeAboveEdge<double>(0.25));
    ASSERT_EQ(report.firstSeparatingAxis, 6 + 3 * 0 + 2);
    const auto& axis = report.axes[8];
    const std::string text = ui::explainAxis(report, 8);
    expectPrints(text, axisNumbers(axis), 3);
    EXPECT_NE(text.find("Axis 9 of 15 is A's edge 0 \xC3\x97 B's edge 2"), std::string::npos) << text;
    EXPECT_NE(text.find("gap of 0.25"), std::string::npos) << text;
    EXPECT_NE(text.find("the test can stop here"), std::string::npos) << text;
}

TEST(Explain, ParallelEdgesIn3dAreExplainedAsSkipped) {
    // Two unturned cubes: every edge of A is parallel to one of B, so axes 6, 10 and 14 are degenerate.
    const auto report = sat::report(sat::test::unitCube<double>(), sat::test::unitCube<double>({1, 0.5, 0}));
    ASSERT_TRUE(report.axes[6].degenerate);
    const std::string text = ui::explainAxis(report, 6);
    EXPECT_NE(text.find("These edges are parallel"), std::string::npos) << text;
    EXPECT_NE(text.find("skips this axis"), std::string::npos) << text;
}

TEST(Explain, FaceAxisIn3dIsNamedAsAFaceNormal) {
    const auto report = sat::report(sat::test::unitCube<double>(), sat::test::cubeTurned45AboutZ<double>());
    EXPECT_NE(ui::explainAxis(report, 3).find("B's face normal 0 (B.face0)"), std::string::npos);
    expectPrints(ui::explainAxis(report, 3), axisNumbers(report.axes[3]), 3);
}

TEST(Explain, WholeReportHasEveryAxis) {
    const Report2 report = separatedOnlyOnBsAxis();
    const std::string text = ui::explainReport(report);
    for (const char* heading : {"Axis 1 of 4", "Axis 2 of 4", "Axis 3 of 4", "Axis 4 of 4"})
        EXPECT_NE(text.find(heading), std::string::npos) << heading;
}

TEST(ExplainFormula, SubstitutesTheSeedsProjectedRadius) {
    // B (half 1 x 0.5) turned 90° at (3.4, 0); on A.x: rB = 1·|0| + 0.5·|1| = 0.5, |d·a| = 3.4 > 2 + 0.5.
    const auto a = sat::Obb2<double>::fromAabb(box(0, 0, 2, 1));
    const auto b = sat::Obb2<double>::fromAngle({3.4, 0}, {1, 0.5}, std::acos(-1.0) / 2);
    const auto text = ui::explainBoxFormula(a, b, 0);
    ASSERT_TRUE(text.has_value());
    EXPECT_NE(text->find("rA = hx\xC2\xB7|a\xC2\xB7u| + hy\xC2\xB7|a\xC2\xB7v| = 2.00\xC2\xB7" "1.00 + 1.00\xC2\xB7" "0.00 = 2.00"),
              std::string::npos)
        << *text;
    EXPECT_NE(text->find("= 1.00\xC2\xB7" "0.00 + 0.50\xC2\xB7" "1.00 = 0.50"), std::string::npos) << *text;
    EXPECT_NE(text->find("|d\xC2\xB7" "a| = 3.40"), std::string::npos) << *text;
    EXPECT_NE(text->find("> rA + rB = 2.50: apart on this axis, gap 0.90"), std::string::npos) << *text;
    EXPECT_FALSE(ui::explainBoxFormula(a, b, 4).has_value());
}

} // namespace
