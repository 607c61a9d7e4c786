// SPDX-License-Identifier: MIT
// The substituted SAT formula on one axis of a 3D pair with a sphere or a capsule.
#include "ui/model/explain_round3d.hpp"

#include <cmath>

#include <glm/geometric.hpp>

#include "ui/model/number_format.hpp"

namespace ui {
namespace {

const char* kRoundDot = "\xC2\xB7";

/// "rA" for a one-letter name, else "r(ball)", as the box formula names them.
std::string roundSymbol(const char* quantity, const std::string& name) {
    return name.size() == 1 ? quantity + name : std::string(quantity) + "(" + name + ")";
}

/// One shape's radius line; `radius` is the report's (half its interval's width).
std::string roundRadiusLine(const std::string& who, const ExplainedShape3& explained, glm::dvec3 direction, double radius) {
    if (const auto* box = std::get_if<sat::Obb3<double>>(&explained.shape)) {
        std::string line = who + " = hx" + kRoundDot + "|a" + kRoundDot + "u| + hy" + kRoundDot + "|a" + kRoundDot + "v| + hz" +
                           kRoundDot + "|a" + kRoundDot + "w| = ";
        for (std::size_t i = 0; i < 3; ++i) {
            if (i > 0) line += " + ";
            line += formatNumber(box->halfExtents[static_cast<int>(i)]) + kRoundDot +
                    formatComponent(std::abs(glm::dot(direction, box->axes[i])));
        }
        return line + " = " + formatNumber(radius) + "  (a box)";
    }
    const auto& round = std::get<sat::Capsule3<double>>(explained.shape);
    if (explained.sphere) return who + " = r = " + formatNumber(radius) + "  (a sphere: centre \xC2\xB1 r on every axis)";
    const double along = std::abs(glm::dot(round.end - round.start, direction));
    return who + " = r + |s" + kRoundDot + "a|/2 = " + formatNumber(round.radius) + " + " + formatNumber(along) +
           "/2 = " + formatNumber(radius) + "  (a capsule: s = end - start)";
}

} // namespace

std::optional<std::string> explainRoundFormula3(const sat::Report3<double>& report, const ExplainedShape3& a,
                                                const ExplainedShape3& b, int axis, const InspectedPair& names) {
    if (axis < 0 || static_cast<std::size_t>(axis) >= report.axes.size()) return std::nullopt;
    const sat::AxisResult3<double>& result = report.axes[static_cast<std::size_t>(axis)];
    if (result.degenerate) return std::nullopt;
    const std::string rA = roundSymbol("r", names.a), rB = roundSymbol("r", names.b);
    const double radiusA = (result.a.max - result.a.min) * 0.5;
    const double radiusB = (result.b.max - result.b.min) * 0.5;
    const double centreDistance = std::abs((result.b.min + result.b.max) * 0.5 - (result.a.min + result.a.max) * 0.5);
    std::string text = "On axis a = " + formatDirection(result.direction) + " (" +
                       namedAxisLabel(sat::label(result.source), names) + "), each shape's shadow has radius\n";
    text += roundRadiusLine(rA, a, result.direction, radiusA) + "\n" + roundRadiusLine(rB, b, result.direction, radiusB) + "\n";
    text += "|d" + std::string(kRoundDot) + "a| = " + formatNumber(centreDistance) +
            "  (d: between the centres of the two shadows)\n";
    const bool apart = result.separating;
    text += "|d" + std::string(kRoundDot) + "a| " + (apart ? ">" : "<=") + " " + rA + " + " + rB + " = " +
            formatNumber(radiusA + radiusB) + ": ";
    text += apart                      ? "apart on this axis, gap " + formatNumber(result.separation)
            : result.separation == 0.0 ? std::string("touching on this axis")
            : result.separation > 0.0  ? "gap " + formatNumber(result.separation) + ", within the touching tolerance"
                                       : "overlap " + formatNumber(-result.separation);
    return text;
}

} // namespace ui
