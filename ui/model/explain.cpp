// SPDX-License-Identifier: MIT
// The explanation text, built only from a report's fields. Every number goes
// through ui/model/number_format.hpp, as in the SAT panel.
#include "ui/model/explain.hpp"

#include <cmath>

#include <glm/geometric.hpp>

#include "sat/seeds2d.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/selection.hpp"

namespace ui {
namespace {

const char* kStop = "separated \xE2\x80\x94 the test can stop here";

/// The name of the shape in `role`: texts call shapes by their names (ui/model/selection.hpp).
const std::string& nameOf(sat::Role role, const InspectedPair& names) { return role == sat::Role::A ? names.a : names.b; }

/// A formula's symbol for a shape: "rA" for a one-letter name, else "r(box)".
std::string symbol(const char* quantity, const std::string& name) {
    return name.size() == 1 ? quantity + name : std::string(quantity) + "(" + name + ")";
}

std::string axisHeading(int axis, std::size_t count, const std::string& description, const std::string& label) {
    return "Axis " + std::to_string(axis + 1) + " of " + std::to_string(count) + " is " + description + " (" + label + ")";
}

/// Which interval holds the other, if one does (containment).
std::string containment(const sat::Interval<double>& a, const sat::Interval<double>& b, const InspectedPair& names) {
    const std::string& na = names.a;
    const std::string& nb = names.b;
    if (a.min <= b.min && b.max <= a.max)
        return " (" + nb + "'s interval lies inside " + na + "'s: the overlap is how far " + nb + " must move to clear " + na +
               "'s nearer end)";
    if (b.min <= a.min && a.max <= b.max)
        return " (" + na + "'s interval lies inside " + nb + "'s: the overlap is how far " + nb + " must move for " + na +
               " to clear its nearer end)";
    return "";
}

/// "A covers [..] on it, B covers [..]: <gap or overlap>, so this axis <does or does not separate>."
template <class Axis>
std::string intervalsSentence(const Axis& axis, bool first, const std::string& firstName, const InspectedPair& names) {
    std::string text = names.a + " covers " + formatInterval(axis.a) + " on it, " + names.b + " covers " +
                       formatInterval(axis.b) + ": ";
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
    return text + "they overlap by " + formatNumber(-axis.separation) + containment(axis.a, axis.b, names) +
           ", so this axis does not separate them.";
}

template <class Report> std::string axisRef(const Report& report, int axis, const InspectedPair& names) {
    return "axis " + std::to_string(axis + 1) + " (" +
           namedAxisLabel(sat::label(report.axes[static_cast<std::size_t>(axis)].source), names) + ")";
}

std::string firstName(const auto& report, const InspectedPair& names) {
    return report.firstSeparatingAxis >= 0 ? axisRef(report, report.firstSeparatingAxis, names) : std::string();
}

template <class Report> std::string verdictText(const Report& report, const InspectedPair& names) {
    const std::size_t count = report.axes.size();
    if (report.verdict == sat::Verdict::Separated) {
        const int first = report.firstSeparatingAxis;
        const auto& axis = report.axes[static_cast<std::size_t>(first)];
        return "Separated: " + axisRef(report, first, names) + " shows a gap of " + formatNumber(axis.separation) +
               " between the intervals, so no point can be in both shapes. The shapes are " + formatNumber(report.distance) +
               " apart.";
    }
    const std::string best = report.bestAxis >= 0 ? axisRef(report, report.bestAxis, names) : std::string("no axis");
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

template <class Report> std::string mtvText(const Report& report, const InspectedPair& names) {
    if (report.verdict == sat::Verdict::Separated) return "";
    const std::string along = formatDirection(report.normal);
    if (report.depth == 0.0)
        return "MTV: none needed, they only touch: moving " + names.b + " any distance along " + along + " separates them.";
    return "MTV: move " + names.b + " by " + formatNumber(report.depth) + " along " + along + " to separate them. That is " +
           axisRef(report, report.bestAxis, names) + ", the axis of least overlap, pointed from " + names.a + " to " + names.b +
           ".";
}

template <class Report> std::string reportText(const Report& report, const InspectedPair& names) {
    std::string text = verdictText(report, names);
    if (const std::string mtv = mtvText(report, names); !mtv.empty()) text += "\n\n" + mtv;
    text += "\n\nAxis by axis, in test order:";
    for (std::size_t i = 0; i < report.axes.size(); ++i) text += "\n\n" + explainAxis(report, static_cast<int>(i), names);
    return text;
}

/// |a.u| is a component of a unit direction: two decimals, as directions are shown.
std::string product(double half, double absDot) { return formatNumber(half) + "\xC2\xB7" + formatComponent(absDot); }

std::string radiusLine(const std::string& who, const sat::seeds::ProjectedRadius2<double>& r) {
    return who + " = hx\xC2\xB7|a\xC2\xB7u| + hy\xC2\xB7|a\xC2\xB7v| = " + product(r.halfX, r.absDotX) + " + " +
           product(r.halfY, r.absDotY) + " = " + formatNumber(r.radius);
}

const char* kDot = "\xC2\xB7"; // the middle dot of "hx·|a·u|"

/// "rA = hx·|a·u| + hy·|a·v| + hz·|a·w| = 1.00·0.71 + ... = 1.41": the terms
/// from the box's axes, the total the report's (half its interval's width).
std::string radiusLine3(const std::string& who, const sat::Obb3<double>& box, glm::dvec3 direction, double radius) {
    std::string line = who + " = hx" + kDot + "|a" + kDot + "u| + hy" + kDot + "|a" + kDot + "v| + hz" + kDot + "|a" + kDot +
                       "w| = ";
    for (std::size_t i = 0; i < 3; ++i) {
        if (i > 0) line += " + ";
        line += product(box.halfExtents[static_cast<int>(i)], std::abs(glm::dot(direction, box.axes[i])));
    }
    return line + " = " + formatNumber(radius);
}

std::string axisLetter(int index) { return std::string(1, "uvw"[index]); }

} // namespace

std::string describeAxis(const sat::AxisSource& source, const InspectedPair& names) {
    const std::string& owner = nameOf(source.shape, names);
    const std::string& partner = nameOf(source.shape == sat::Role::A ? sat::Role::B : sat::Role::A, names);
    switch (source.feature) {
    case sat::AxisFeature::Own: break;
    case sat::AxisFeature::CapsuleNormal: return "the normal of " + owner + "'s segment";
    case sat::AxisFeature::CentreLine: return "the line from " + names.a + "'s centre to " + names.b + "'s";
    case sat::AxisFeature::ClosestVertex:
        return "the line from " + owner + "'s vertex " + std::to_string(source.index) + ", the one nearest " + partner +
               "'s centre, to that centre";
    case sat::AxisFeature::ClosestVertexToEnd:
        return "the line from " + owner + "'s vertex " + std::to_string(source.index) + ", the one nearest end " +
               std::to_string(source.end) + " of " + partner + "'s segment, to that end";
    }
    if (source.boxAxis) return owner + "'s " + (source.index == 0 ? "x" : "y") + "-axis";
    return "the outward normal of " + owner + "'s edge " + std::to_string(source.index);
}

namespace {

/// Where a round pair's axis comes from and why it is the one to test; "" for a box's axis or an edge normal.
std::string roundAxisOrigin(const sat::AxisSource& source, const InspectedPair& names) {
    const std::string& owner = nameOf(source.shape, names);
    const std::string& partner = nameOf(source.shape == sat::Role::A ? sat::Role::B : sat::Role::A, names);
    switch (source.feature) {
    case sat::AxisFeature::Own: return "";
    case sat::AxisFeature::CapsuleNormal:
        return "A capsule's long sides run parallel to its segment, so the segment's normal is the one axis " + owner +
               " gives of its own; its round ends have no edges and give none. ";
    case sat::AxisFeature::CentreLine:
        return "Two circles have no edges, so neither gives an axis of its own: the one direction that can show a gap "
               "between them is the line through both centres. ";
    case sat::AxisFeature::ClosestVertex:
        return partner + " is a circle: it has no edges, so it gives no axis of its own. Past a vertex of " + owner +
               ", the direction that can show a gap is the line from the vertex nearest " + partner +
               "'s centre to that centre. It moves as the shapes move: it turns as either shape is dragged, and when " +
               "another of " + owner + "'s vertices becomes the nearest to the centre, the axis jumps to that vertex. ";
    case sat::AxisFeature::ClosestVertexToEnd:
        return partner + "'s end " + std::to_string(source.end) + " is a round cap, with no edge to give an axis. " +
               "Past a vertex of " + owner + ", the direction that can show a gap is the line from the vertex nearest " +
               "that end point to the end point. It moves as the shapes move: it turns as either shape is dragged, and " +
               "when another of " + owner + "'s vertices becomes the nearest to the end, the axis jumps to that vertex. ";
    }
    return "";
}

/// The shape in `role`'s interval is its centre's projection ± its radius on this axis: the circle at the end of a
/// closest-vertex axis, both circles of a centre line, the capsule on its own normal (its segment projects to one point).
bool projectsAsCentrePlusRadius(const sat::AxisSource& source, sat::Role role) {
    switch (source.feature) {
    case sat::AxisFeature::CapsuleNormal: return source.shape == role;
    case sat::AxisFeature::CentreLine: return true;
    case sat::AxisFeature::ClosestVertex: return source.shape != role;
    default: return false;
    }
}

/// "coin's interval is its centre's projection 1.50 ± its radius 0.50. " for each round shape of the axis.
std::string centrePlusRadius(const sat::AxisResult2<double>& axis, const InspectedPair& names) {
    std::string text;
    for (const sat::Role role : {sat::Role::A, sat::Role::B}) {
        if (!projectsAsCentrePlusRadius(axis.source, role)) continue;
        const sat::Interval<double>& interval = role == sat::Role::A ? axis.a : axis.b;
        text += nameOf(role, names) + "'s interval is its centre's projection " +
                formatNumber((interval.min + interval.max) * 0.5) + " \xC2\xB1 its radius " +
                formatNumber((interval.max - interval.min) * 0.5) + ". ";
    }
    return text;
}

} // namespace

std::string explainAxis(const sat::Report2<double>& report, int axis, const InspectedPair& names) {
    const sat::AxisResult2<double>& result = report.axes[static_cast<std::size_t>(axis)];
    std::string text = axisHeading(axis, report.axes.size(), describeAxis(result.source, names),
                                   namedAxisLabel(sat::label(result.source), names)) +
                       ", direction " + formatDirection(result.direction) + ". ";
    text += roundAxisOrigin(result.source, names);
    if (result.duplicate)
        text += "It is parallel to " + axisRef(report, result.duplicateOf, names) + ", so it repeats that test. ";
    text += centrePlusRadius(result, names);
    return text + intervalsSentence(result, axis == report.firstSeparatingAxis, firstName(report, names), names);
}

std::string describeAxis(const sat::AxisSource3& source, const InspectedPair& names) {
    using Kind = sat::AxisSource3::Kind;
    const std::string& owner = nameOf(source.shape, names);
    const std::string& partner = nameOf(source.shape == sat::Role::A ? sat::Role::B : sat::Role::A, names);
    switch (source.kind) {
    case Kind::Face: return owner + "'s face normal " + std::to_string(source.index);
    case Kind::EdgeEdge: break;
    case Kind::Centres: return "the line through " + names.a + "'s and " + names.b + "'s centres";
    case Kind::ClosestPoint: return "the line from " + owner + "'s point nearest " + partner + " towards " + partner;
    case Kind::CapsuleNormal: return owner + "'s segment's normal towards " + partner;
    case Kind::EdgeSegment: return owner + "'s edge " + std::to_string(source.index) + " \xC3\x97 " + partner + "'s segment";
    case Kind::SegmentSegment: return names.a + "'s segment \xC3\x97 " + names.b + "'s segment";
    }
    return names.a + "'s edge " + std::to_string(source.index) + " \xC3\x97 " + names.b + "'s edge " +
           std::to_string(source.indexB);
}

std::string explainAxis(const sat::Report3<double>& report, int axis, const InspectedPair& names) {
    const sat::AxisResult3<double>& result = report.axes[static_cast<std::size_t>(axis)];
    const std::string heading = axisHeading(axis, report.axes.size(), describeAxis(result.source, names),
                                            namedAxisLabel(sat::label(result.source), names));
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
           intervalsSentence(result, axis == report.firstSeparatingAxis, firstName(report, names), names);
}

std::string explainVerdict(const sat::Report2<double>& report, const InspectedPair& names) { return verdictText(report, names); }
std::string explainMtv(const sat::Report2<double>& report, const InspectedPair& names) { return mtvText(report, names); }
std::string explainReport(const sat::Report2<double>& report, const InspectedPair& names) { return reportText(report, names); }
std::string explainVerdict(const sat::Report3<double>& report, const InspectedPair& names) { return verdictText(report, names); }
std::string explainMtv(const sat::Report3<double>& report, const InspectedPair& names) { return mtvText(report, names); }
std::string explainReport(const sat::Report3<double>& report, const InspectedPair& names) { return reportText(report, names); }

std::optional<std::string> explainBoxFormula(const sat::Obb2<double>& a, const sat::Obb2<double>& b, int axis,
                                             const InspectedPair& names) {
    if (axis < 0 || axis > 3) return std::nullopt;
    const auto trace = sat::seeds::traceSeed000HalfWidth(a, b);
    const sat::seeds::RadiusAxisTest2<double>& test = trace.axes[static_cast<std::size_t>(axis)];
    const double sum = test.a.radius + test.b.radius;
    // The verdict on this axis is the report's (exact at tolerance 0), not a
    // comparison of the rounded numbers printed above it.
    const sat::AxisResult2<double> result = sat::report(a, b).axes[static_cast<std::size_t>(axis)];
    const std::string rA = symbol("r", names.a), rB = symbol("r", names.b);
    std::string text = "On axis a = " + formatDirection(test.direction) + " (" + nameOf(test.owner, names) + "." +
                       (test.index == 0 ? "x" : "y") + "), each box's shadow has radius\n";
    text += radiusLine(rA, test.a) + "\n" + radiusLine(rB, test.b) + "\n";
    text += "(u, v: that box's own axes; hx, hy: its half extents)\n";
    text += "|d\xC2\xB7"
            "a| = " +
            formatNumber(test.centreDistance) + "  (d = " + symbol("c", names.b) + " - " + symbol("c", names.a) + " = " +
            formatDirection(b.center - a.center) + ")\n";
    text += "|d\xC2\xB7"
            "a| " +
            std::string(result.separating ? ">" : "<=") + " " + rA + " + " + rB + " = " + formatNumber(sum) + ": ";
    text += result.separating          ? "apart on this axis, gap " + formatNumber(result.separation)
            : result.separation == 0.0 ? std::string("touching on this axis")
                                       : "overlap " + formatNumber(-result.separation);
    return text;
}

std::optional<std::string> explainBoxFormula(const sat::Report3<double>& report, const sat::Obb3<double>& a,
                                             const sat::Obb3<double>& b, int axis, const InspectedPair& names) {
    if (axis < 0 || static_cast<std::size_t>(axis) >= report.axes.size()) return std::nullopt;
    const sat::AxisResult3<double>& result = report.axes[static_cast<std::size_t>(axis)];
    const sat::AxisSource3& source = result.source;
    const bool edgeEdge = source.kind == sat::AxisSource3::Kind::EdgeEdge;
    const std::string name = namedAxisLabel(sat::label(source), names);
    const std::string& na = names.a;
    const std::string& nb = names.b;
    const std::string rA = symbol("r", na), rB = symbol("r", nb);
    if (result.reason == sat::DegenerateReason::NotTested)
        return "On " + name + " nothing is substituted: with \"face axes only\" this axis is not tested.";
    if (result.degenerate)
        return "On " + name + " there is no axis to substitute: " + na + "'s edge " + std::to_string(source.index) + " and " +
               nb + "'s edge " + std::to_string(source.indexB) + " are parallel, so a = " + na + "." + axisLetter(source.index) +
               " \xC3\x97 " + nb + "." + axisLetter(source.indexB) + " has length " + formatNumber(result.crossLength) +
               ": no direction. The radii would be compared with noise (seed 002's slip); the test skips this axis, "
               "and the face axes already cover the direction the edges share.";
    const glm::dvec3 direction = result.direction;
    const double radiusA = (result.a.max - result.a.min) * 0.5;
    const double radiusB = (result.b.max - result.b.min) * 0.5;
    const double centreDistance = std::abs((result.b.min + result.b.max) * 0.5 - (result.a.min + result.a.max) * 0.5);
    std::string text = "On axis a = " + formatDirection(direction) + " (" + name +
                       (edgeEdge ? ", " + na + "." + axisLetter(source.index) + " \xC3\x97 " + nb + "." +
                                       axisLetter(source.indexB) + " normalised"
                                 : std::string()) +
                       "), each box's shadow has radius\n";
    text += radiusLine3(rA, a, direction, radiusA) + "\n" + radiusLine3(rB, b, direction, radiusB) + "\n";
    text += "(u, v, w: that box's own axes; hx, hy, hz: its half extents)\n";
    if (edgeEdge)
        text += "(a is perpendicular to " + na + "." + axisLetter(source.index) + " and " + nb + "." + axisLetter(source.indexB) +
                ", so those two terms are 0)\n";
    text += "|d" + std::string(kDot) + "a| = " + formatNumber(centreDistance) + "  (d = " + symbol("c", nb) + " - " +
            symbol("c", na) + " = " + formatDirection(b.center - a.center) + ")\n";
    const double sum = radiusA + radiusB;
    const bool apart = result.separating;
    text += "|d" + std::string(kDot) + "a| " + (apart ? ">" : "<=") + " " + rA + " + " + rB + " = " + formatNumber(sum) + ": ";
    text += apart                      ? "apart on this axis, gap " + formatNumber(result.separation)
            : result.separation == 0.0 ? std::string("touching on this axis")
            : result.separation > 0.0  ? "gap " + formatNumber(result.separation) + ", within the touching tolerance"
                                       : "overlap " + formatNumber(-result.separation);
    return text;
}

const char* whyBothShapesAxes() {
    return "Why both shapes' axes: when two convex shapes are apart, a line through the gap can always be drawn "
           "along an edge of one of them, so the candidate axes are the edge normals of both shapes. Testing only "
           "the first shape's axes misses gaps that only the second's edges show: a box turned 45\xC2\xB0 beside a "
           "corner of an upright box overlaps on both of the upright box's axes, yet one of its own axes shows the gap.";
}

const char* whyCrossProductAxes() {
    return "Why 3D needs cross-product axes: two boxes can be apart with no face between them, edge against "
           "skewed edge. The separating plane then contains one edge direction of each box, so its normal is the "
           "cross product of the two. Three edge directions per box give 3 \xC3\x97 3 = 9 more axes: 3 + 3 + 9 = 15. "
           "When two edges are parallel their cross product is zero and says nothing; the face axes already "
           "cover that direction, so the test skips it.";
}

const char* whatIsTheMtv() {
    return "What the MTV is: the minimum translation vector, the shortest move of the pair's second shape that "
           "separates the shapes. On each axis the overlap says how far the second shape must move along that axis "
           "to clear the first; the axis with the smallest overlap gives the MTV, pointed from the first shape to the "
           "second. For convex shapes no other direction is "
           "shorter, because the candidate axes are all the directions of the shapes' edges.";
}

} // namespace ui
