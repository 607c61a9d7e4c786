// SPDX-License-Identifier: MIT
// The explanation text is generated from the report: every number it prints
// is the report's, formatted as the SAT panel formats it (ui/number_format).
#include <cmath>
#include <regex>
#include <string>
#include <tuple>
#include <vector>

#include <glm/geometric.hpp>

#include <gtest/gtest.h>

#include "core/sat/report3d_cases.hpp"
#include "sat/sat2d.hpp"
#include "ui/model/explain.hpp"
#include "ui/model/number_format.hpp"

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
    EXPECT_NE(text->find("rA = hx\xC2\xB7|a\xC2\xB7u| + hy\xC2\xB7|a\xC2\xB7v| = 2.00\xC2\xB7"
                         "1.00 + 1.00\xC2\xB7"
                         "0.00 = 2.00"),
              std::string::npos)
        << *text;
    EXPECT_NE(text->find("= 1.00\xC2\xB7"
                         "0.00 + 0.50\xC2\xB7"
                         "1.00 = 0.50"),
              std::string::npos)
        << *text;
    EXPECT_NE(text->find("|d\xC2\xB7"
                         "a| = 3.40"),
              std::string::npos)
        << *text;
    EXPECT_NE(text->find("> rA + rB = 2.50: apart on this axis, gap 0.90"), std::string::npos) << *text;
    EXPECT_FALSE(ui::explainBoxFormula(a, b, 4).has_value());
}

// ---- The 3D formula: every number is the report's (or adds up to it).

/// The formula's lines "rA = ... = t1 + t2 + t3 = r": the three products' factors and the total.
struct RadiusLine {
    std::vector<double> halves, dots;
    double radius = 0.0;
};

RadiusLine radiusLine(const std::string& text, const std::string& who) {
    const std::size_t start = text.find("r" + who + " = hx");
    EXPECT_NE(start, std::string::npos) << text;
    const std::string line = text.substr(start, text.find('\n', start) - start);
    const std::vector<std::string> numbers = decimals(line.substr(line.find("w| = ")));
    EXPECT_EQ(numbers.size(), 7u) << line;
    RadiusLine out;
    if (numbers.size() != 7u) return out;
    for (std::size_t i = 0; i < 3; ++i) {
        out.halves.push_back(std::stod(numbers[2 * i]));
        out.dots.push_back(std::stod(numbers[2 * i + 1]));
    }
    out.radius = std::stod(numbers[6]);
    return out;
}

/// The terms |a·u|, |a·v|, |a·w| of a box, from the report's direction, as the formula must print them.
std::vector<std::string> dotsOf(const sat::Obb3<double>& box, const sat::Vec3<double>& direction) {
    std::vector<std::string> out;
    for (const auto& axis : box.axes) out.push_back(ui::formatComponent(std::abs(glm::dot(direction, axis))));
    return out;
}

void expectFormulaMatchesReport(const sat::Report3<double>& report, const sat::Obb3<double>& a, const sat::Obb3<double>& b,
                                int axis) {
    const auto& result = report.axes[static_cast<std::size_t>(axis)];
    const auto text = ui::explainBoxFormula(report, a, b, axis);
    ASSERT_TRUE(text.has_value());
    EXPECT_NE(text->find("On axis a = " + ui::formatDirection(result.direction)), std::string::npos) << *text;
    const double radiusA = (result.a.max - result.a.min) / 2;
    const double radiusB = (result.b.max - result.b.min) / 2;
    for (const auto& [who, box, radius] : {std::tuple{"A", a, radiusA}, std::tuple{"B", b, radiusB}}) {
        const RadiusLine line = radiusLine(*text, who);
        ASSERT_EQ(line.dots.size(), 3u);
        const std::vector<std::string> dots = dotsOf(box, result.direction);
        double sum = 0.0;
        for (std::size_t i = 0; i < 3; ++i) {
            EXPECT_EQ(ui::formatComponent(line.dots[i]), dots[i]) << who << " term " << i << " in " << *text;
            EXPECT_DOUBLE_EQ(line.halves[i], box.halfExtents[static_cast<int>(i)]);
            sum += box.halfExtents[static_cast<int>(i)] * std::abs(glm::dot(result.direction, box.axes[i]));
        }
        EXPECT_EQ(ui::formatNumber(line.radius), ui::formatNumber(radius)) << who << " in " << *text;
        EXPECT_NEAR(sum, radius, 1e-9) << who << ": the substituted terms add up to the core's radius";
    }
    const double centres = std::abs((result.b.min + result.b.max) / 2 - (result.a.min + result.a.max) / 2);
    EXPECT_NE(text->find("|d\xC2\xB7"
                         "a| = " +
                         ui::formatNumber(centres)),
              std::string::npos)
        << *text;
    EXPECT_NEAR(centres - radiusA - radiusB, result.separation, 1e-9);
    EXPECT_NE(text->find("rA + rB = " + ui::formatNumber(radiusA + radiusB)), std::string::npos) << *text;
    const std::string ending = result.separating ? "apart on this axis, gap " + ui::formatNumber(result.separation)
                                                 : "overlap " + ui::formatNumber(-result.separation);
    EXPECT_NE(text->find(ending), std::string::npos) << *text;
}

TEST(ExplainFormula3d, FaceAxesSubstituteTheReportsNumbers) {
    // B turned 45 degrees about z at (2, 2, 0): B.face0 separates by 0.41; on A.face0 rB = 1.00·0.71 + 1.00·0.71 + 1.00·0.00.
    const auto a = sat::test::unitCube<double>();
    const auto b = sat::test::cubeTurned45AboutZ<double>();
    const auto report = sat::report(a, b);
    ASSERT_EQ(report.firstSeparatingAxis, 3);
    for (int axis = 0; axis < 6; ++axis) expectFormulaMatchesReport(report, a, b, axis);
    const auto onAx = ui::explainBoxFormula(report, a, b, 0);
    EXPECT_NE(onAx->find("rB = hx\xC2\xB7|a\xC2\xB7u| + hy\xC2\xB7|a\xC2\xB7v| + hz\xC2\xB7|a\xC2\xB7w| = 1.00\xC2\xB7"
                         "0.71 + 1.00\xC2\xB7"
                         "0.71 + 1.00\xC2\xB7"
                         "0.00 = 1.41"),
              std::string::npos)
        << *onAx;
    EXPECT_NE(ui::explainBoxFormula(report, a, b, 3)->find("apart on this axis, gap 0.41"), std::string::npos);
}

TEST(ExplainFormula3d, EdgeAxisSubstitutesTheCrossProductsNumbers) {
    // Only A.edge0×B.edge2 separates (gap 0.25): its two crossed edges' terms are 0.
    const auto a = sat::test::unitCube<double>();
    const auto b = sat::test::ridgeAboveEdge<double>(0.25);
    const auto report = sat::report(a, b);
    ASSERT_EQ(report.firstSeparatingAxis, 8);
    for (int axis = 6; axis < 15; ++axis)
        if (!report.axes[static_cast<std::size_t>(axis)].degenerate) expectFormulaMatchesReport(report, a, b, axis);
    const std::string text = *ui::explainBoxFormula(report, a, b, 8);
    EXPECT_NE(text.find("A.edge0\xC3\x97"
                        "B.edge2, A.u \xC3\x97 B.w normalised"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("perpendicular to A.u and B.w, so those two terms are 0"), std::string::npos) << text;
    EXPECT_NE(text.find("apart on this axis, gap 0.25"), std::string::npos) << text;
}

TEST(ExplainFormula3d, ParallelEdgesHaveNoAxisToSubstitute) {
    const auto a = sat::test::unitCube<double>();
    const auto b = sat::test::unitCube<double>({1, 0.5, 0});
    const auto report = sat::report(a, b);
    ASSERT_TRUE(report.axes[6].degenerate);
    const std::string text = *ui::explainBoxFormula(report, a, b, 6);
    EXPECT_NE(text.find("are parallel, so a = A.u \xC3\x97 B.u has length 0.00"), std::string::npos) << text;
    EXPECT_NE(text.find("skips this axis"), std::string::npos) << text;
    EXPECT_EQ(text.find("rA ="), std::string::npos) << text;
    EXPECT_FALSE(ui::explainBoxFormula(report, a, b, 15).has_value());
    EXPECT_FALSE(ui::explainBoxFormula(report, a, b, -1).has_value());
}

} // namespace
