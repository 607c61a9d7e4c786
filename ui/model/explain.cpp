// SPDX-License-Identifier: MIT
// The explanation text, built only from a report's fields. Every number goes
// through ui/model/number_format.hpp, as in the SAT panel.
#include "ui/model/explain.hpp"

#include <cmath>

#include <glm/geometric.hpp>

#include "sat/seeds2d.hpp"
#include "ui/model/number_format.hpp"

namespace ui {
namespace {

const char* kStop = "separated \xE2\x80\x94 the test can stop here";

std::string letter(sat::Role role) { return role == sat::Role::A ? "A" : "B"; }

std::string axisHeading(int axis, std::size_t count, const std::string& description, const std::string& label) {
    return "Axis " + std::to_string(axis + 1) + " of " + std::to_string(count) + " is " + description + " (" + label + ")";
}

/// Which interval holds the other, if one does (containment).
std::string containment(const sat::Interval<double>& a, const sat::Interval<double>& b) {
    if (a.min <= b.min && b.max <= a.max)
        return " (B's interval lies inside A's: the overlap is how far B must move to clear A's nearer end)";
    if (b.min <= a.min && a.max <= b.max)
        return " (A's interval lies inside B's: the overlap is how far B must move for A to clear its nearer end)";
    return "";
}

/// "A covers [..] on it, B covers [..]: <gap or overlap>, so this axis <does or does not separate>."
template <class Axis> std::string intervalsSentence(const Axis& axis, bool first, const std::string& firstName) {
    std::string text = "A covers " + formatInterval(axis.a) + " on it, B covers " + formatInterval(axis.b) + ": ";
    if (axis.separating) {
        text += "there is a gap of " + formatNumber(axis.separation) + " between them, so this axis separates them";
        text += first ? ": " + std::string(kStop) + "." : " too (the test already stopped at " + firstName + ").";
        return text;
    }
    if (axis.separation > 0.0)
        return text + "the gap of " + formatNumber(axis.separation) +
               " is within the touching tolerance, so it counts as touching and this axis does not separate them.";
    if (axis.separation == 0.0)
        return text + "they touch (no gap, no overlap), so this axis does not separate them: touching shapes intersect.";
    return text + "they overlap by " + formatNumber(-axis.separation) + containment(axis.a, axis.b) +
           ", so this axis does not separate them.";
}

template <class Report> std::string axisRef(const Report& report, int axis) {
    return "axis " + std::to_string(axis + 1) + " (" + sat::label(report.axes[static_cast<std::size_t>(axis)].source) + ")";
}

std::string firstName(const auto& report) {
    return report.firstSeparatingAxis >= 0 ? axisRef(report, report.firstSeparatingAxis) : std::string();
}

template <class Report> std::string verdictText(const Report& report) {
    const std::size_t count = report.axes.size();
    if (report.verdict == sat::Verdict::Separated) {
        const int first = report.firstSeparatingAxis;
        const auto& axis = report.axes[static_cast<std::size_t>(first)];
        return "Separated: " + axisRef(report, first) + " shows a gap of " + formatNumber(axis.separation) +
               " between the intervals, so no point can be in both shapes. The shapes are " + formatNumber(report.distance) +
               " apart.";
    }
    const std::string best = report.bestAxis >= 0 ? axisRef(report, report.bestAxis) : std::string("no axis");
    if (report.verdict == sat::Verdict::Touching) {
        if (report.axisSeparation > 0.0)
            return "Touching: the largest gap, " + formatNumber(report.axisSeparation) + " on " + best +
                   ", is within the touching tolerance, so no axis separates them. Touching counts as intersecting.";
        return "Touching: none of the " + std::to_string(count) + " axes shows a gap, and on " + best +
               " the intervals just meet: the shapes touch without overlapping. Touching counts as intersecting.";
    }
    return "Overlapping: none of the " + std::to_string(count) +
           " axes separates them, so by the separating axis theorem the shapes intersect. The smallest overlap is " +
           formatNumber(report.depth) + ", on " + best + ".";
}

template <class Report> std::string mtvText(const Report& report) {
    if (report.verdict == sat::Verdict::Separated) return "";
    const std::string along = formatDirection(report.normal);
    if (report.depth == 0.0)
        return "MTV: none needed, they only touch: moving B any distance along " + along + " separates them.";
    return "MTV: move B by " + formatNumber(report.depth) + " along " + along + " to separate them. That is " +
           axisRef(report, report.bestAxis) + ", the axis of least overlap, pointed from A to B.";
}

template <class Report> std::string reportText(const Report& report) {
    std::string text = verdictText(report);
    if (const std::string mtv = mtvText(report); !mtv.empty()) text += "\n\n" + mtv;
    text += "\n\nAxis by axis, in test order:";
    for (std::size_t i = 0; i < report.axes.size(); ++i) text += "\n\n" + explainAxis(report, static_cast<int>(i));
    return text;
}

/// |a.u| is a component of a unit direction: two decimals, as directions are shown.
std::string product(double half, double absDot) { return formatNumber(half) + "\xC2\xB7" + formatComponent(absDot); }

std::string radiusLine(const std::string& who, const sat::seeds::ProjectedRadius2<double>& r) {
    return "r" + who + " = hx\xC2\xB7|a\xC2\xB7u| + hy\xC2\xB7|a\xC2\xB7v| = " + product(r.halfX, r.absDotX) + " + " +
           product(r.halfY, r.absDotY) + " = " + formatNumber(r.radius);
}

const char* kDot = "\xC2\xB7"; // the middle dot of "hx·|a·u|"

/// "rA = hx·|a·u| + hy·|a·v| + hz·|a·w| = 1.00·0.71 + ... = 1.41": the terms
/// from the box's axes, the total the report's (half its interval's width).
std::string radiusLine3(const std::string& who, const sat::Obb3<double>& box, glm::dvec3 direction, double radius) {
    std::string line = "r" + who + " = hx" + kDot + "|a" + kDot + "u| + hy" + kDot + "|a" + kDot + "v| + hz" + kDot + "|a" +
                       kDot + "w| = ";
    for (std::size_t i = 0; i < 3; ++i) {
        if (i > 0) line += " + ";
        line += product(box.halfExtents[static_cast<int>(i)], std::abs(glm::dot(direction, box.axes[i])));
    }
    return line + " = " + formatNumber(radius);
}

std::string axisLetter(int index) { return std::string(1, "uvw"[index]); }

} // namespace

std::string describeAxis(const sat::AxisSource& source) {
    if (source.boxAxis) return letter(source.shape) + "'s " + (source.index == 0 ? "x" : "y") + "-axis";
    return "the outward normal of " + letter(source.shape) + "'s edge " + std::to_string(source.index);
}

std::string explainAxis(const sat::Report2<double>& report, int axis) {
    const sat::AxisResult2<double>& result = report.axes[static_cast<std::size_t>(axis)];
    std::string text = axisHeading(axis, report.axes.size(), describeAxis(result.source), sat::label(result.source)) +
                       ", direction " + formatDirection(result.direction) + ". ";
    if (result.duplicate) text += "It is parallel to " + axisRef(report, result.duplicateOf) + ", so it repeats that test. ";
    return text + intervalsSentence(result, axis == report.firstSeparatingAxis, firstName(report));
}

std::string describeAxis(const sat::AxisSource3& source) {
    if (source.kind == sat::AxisSource3::Kind::Face)
        return letter(source.shape) + "'s face normal " + std::to_string(source.index);
    return "A's edge " + std::to_string(source.index) + " \xC3\x97 B's edge " + std::to_string(source.indexB);
}

std::string explainAxis(const sat::Report3<double>& report, int axis) {
    const sat::AxisResult3<double>& result = report.axes[static_cast<std::size_t>(axis)];
    const std::string heading = axisHeading(axis, report.axes.size(), describeAxis(result.source), sat::label(result.source));
    if (result.reason == sat::DegenerateReason::NotTested)
        return heading + ". It is left out: with \"face axes only\" the test tries the six face axes alone, so "
                         "this axis proves nothing here.";
    if (result.degenerate)
        return heading + ". These edges are parallel: their cross product has length " + formatNumber(result.crossLength) +
               ", too short to give a trustworthy direction, so the test skips this axis (the face axes already "
               "cover it).";
    const bool edgeEdge = result.source.kind == sat::AxisSource3::Kind::EdgeEdge;
    return heading + (edgeEdge ? ", the cross product of the two edges' directions" : "") + ", direction " +
           formatDirection(result.direction) + ". " +
           intervalsSentence(result, axis == report.firstSeparatingAxis, firstName(report));
}

std::string explainVerdict(const sat::Report2<double>& report) { return verdictText(report); }
std::string explainMtv(const sat::Report2<double>& report) { return mtvText(report); }
std::string explainReport(const sat::Report2<double>& report) { return reportText(report); }
std::string explainVerdict(const sat::Report3<double>& report) { return verdictText(report); }
std::string explainMtv(const sat::Report3<double>& report) { return mtvText(report); }
std::string explainReport(const sat::Report3<double>& report) { return reportText(report); }

std::optional<std::string> explainBoxFormula(const sat::Obb2<double>& a, const sat::Obb2<double>& b, int axis) {
    if (axis < 0 || axis > 3) return std::nullopt;
    const auto trace = sat::seeds::traceSeed000HalfWidth(a, b);
    const sat::seeds::RadiusAxisTest2<double>& test = trace.axes[static_cast<std::size_t>(axis)];
    const double sum = test.a.radius + test.b.radius;
    // The verdict on this axis is the report's (exact at tolerance 0), not a
    // comparison of the rounded numbers printed above it.
    const sat::AxisResult2<double> result = sat::report(a, b).axes[static_cast<std::size_t>(axis)];
    std::string text = "On axis a = " + formatDirection(test.direction) + " (" + letter(test.owner) + "." +
                       (test.index == 0 ? "x" : "y") + "), each box's shadow has radius\n";
    text += radiusLine("A", test.a) + "\n" + radiusLine("B", test.b) + "\n";
    text += "(u, v: that box's own axes; hx, hy: its half extents)\n";
    text += "|d\xC2\xB7"
            "a| = " +
            formatNumber(test.centreDistance) + "  (d = cB - cA = " + formatDirection(b.center - a.center) + ")\n";
    text += "|d\xC2\xB7"
            "a| " +
            std::string(result.separating ? ">" : "<=") + " rA + rB = " + formatNumber(sum) + ": ";
    text += result.separating          ? "apart on this axis, gap " + formatNumber(result.separation)
            : result.separation == 0.0 ? std::string("touching on this axis")
                                       : "overlap " + formatNumber(-result.separation);
    return text;
}

std::optional<std::string> explainBoxFormula(const sat::Report3<double>& report, const sat::Obb3<double>& a,
                                             const sat::Obb3<double>& b, int axis) {
    if (axis < 0 || static_cast<std::size_t>(axis) >= report.axes.size()) return std::nullopt;
    const sat::AxisResult3<double>& result = report.axes[static_cast<std::size_t>(axis)];
    const sat::AxisSource3& source = result.source;
    const bool edgeEdge = source.kind == sat::AxisSource3::Kind::EdgeEdge;
    const std::string name = sat::label(source);
    if (result.reason == sat::DegenerateReason::NotTested)
        return "On " + name + " nothing is substituted: with \"face axes only\" this axis is not tested.";
    if (result.degenerate)
        return "On " + name + " there is no axis to substitute: A's edge " + std::to_string(source.index) + " and B's edge " +
               std::to_string(source.indexB) + " are parallel, so a = A." + axisLetter(source.index) + " \xC3\x97 B." +
               axisLetter(source.indexB) + " has length " + formatNumber(result.crossLength) +
               ": no direction. The radii would be compared with noise (seed 002's slip); the test skips this axis, "
               "and the face axes already cover the direction the edges share.";
    const glm::dvec3 direction = result.direction;
    const double radiusA = (result.a.max - result.a.min) * 0.5;
    const double radiusB = (result.b.max - result.b.min) * 0.5;
    const double centreDistance = std::abs((result.b.min + result.b.max) * 0.5 - (result.a.min + result.a.max) * 0.5);
    std::string text = "On axis a = " + formatDirection(direction) + " (" + name +
                       (edgeEdge ? ", A." + axisLetter(source.index) + " \xC3\x97 B." + axisLetter(source.indexB) + " normalised"
                                 : std::string()) +
                       "), each box's shadow has radius\n";
    text += radiusLine3("A", a, direction, radiusA) + "\n" + radiusLine3("B", b, direction, radiusB) + "\n";
    text += "(u, v, w: that box's own axes; hx, hy, hz: its half extents)\n";
    if (edgeEdge)
        text += "(a is perpendicular to A." + axisLetter(source.index) + " and B." + axisLetter(source.indexB) +
                ", so those two terms are 0)\n";
    text += "|d" + std::string(kDot) + "a| = " + formatNumber(centreDistance) +
            "  (d = cB - cA = " + formatDirection(b.center - a.center) + ")\n";
    const double sum = radiusA + radiusB;
    const bool apart = result.separating;
    text += "|d" + std::string(kDot) + "a| " + (apart ? ">" : "<=") + " rA + rB = " + formatNumber(sum) + ": ";
    text += apart                      ? "apart on this axis, gap " + formatNumber(result.separation)
            : result.separation == 0.0 ? std::string("touching on this axis")
            : result.separation > 0.0  ? "gap " + formatNumber(result.separation) + ", within the touching tolerance"
                                       : "overlap " + formatNumber(-result.separation);
    return text;
}

const char* whyBothShapesAxes() {
    return "Why both shapes' axes: when two convex shapes are apart, a line through the gap can always be drawn "
           "along an edge of one of them, so the candidate axes are the edge normals of A and of B. Testing only "
           "A's axes misses gaps that only B's edges show: a box turned 45\xC2\xB0 beside a corner of an upright "
           "box overlaps on both of the upright box's axes, yet one of its own axes shows the gap.";
}

const char* whyCrossProductAxes() {
    return "Why 3D needs cross-product axes: two boxes can be apart with no face between them, edge against "
           "skewed edge. The separating plane then contains one edge direction of each box, so its normal is the "
           "cross product of the two. Three edge directions per box give 3 \xC3\x97 3 = 9 more axes: 3 + 3 + 9 = 15. "
           "When two edges are parallel their cross product is zero and says nothing; the face axes already "
           "cover that direction, so the test skips it.";
}

const char* whatIsTheMtv() {
    return "What the MTV is: the minimum translation vector, the shortest move of B that separates the shapes. "
           "On each axis the overlap says how far B must move along that axis to clear A; the axis with the "
           "smallest overlap gives the MTV, pointed from A to B. For convex shapes no other direction is "
           "shorter, because the candidate axes are all the directions of the shapes' edges.";
}

} // namespace ui
