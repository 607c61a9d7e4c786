// SPDX-License-Identifier: MIT
#pragma once
// The substituted formula for one axis of a 3D pair with a sphere or a
// capsule, for the explanation panel, in the style of explainBoxFormula
// (ui/model/explain.hpp): each shape's shadow radius on the axis, the centre
// distance and the comparison, all from the core's Report3.

#include <optional>
#include <string>
#include <variant>

#include "sat/round3d.hpp"
#include "sat/sat3d.hpp"
#include "ui/model/selection.hpp"

namespace ui {

/// One shape of the pair: a box, or a round shape held as a capsule (a
/// sphere's ends coincide), with whether it is a sphere.
struct ExplainedShape3 {
    std::variant<sat::Obb3<double>, sat::Capsule3<double>> shape;
    bool sphere = false; ///< a Capsule3 alternative that is a sphere3
};

/// The formula on axis `axis` of `report`: a box's radius as
/// `rA = hx·|a·u| + hy·|a·v| + hz·|a·w| = ...`, a sphere's as `rB = r = 0.9`
/// and a capsule's as `rB = r + |s·a|/2 = 0.6 + 2.1/2 = 1.65` (s: its
/// segment, end - start), then `|d·a|` (between the intervals' centres) and
/// the comparison. The radii are the report's (half its intervals' widths);
/// only |s·a| and the box terms are computed here, and they add up to them.
/// nullopt when `axis` is out of range or the axis is degenerate.
std::optional<std::string> explainRoundFormula3(const sat::Report3<double>& report, const ExplainedShape3& a,
                                                const ExplainedShape3& b, int axis, const InspectedPair& names);

} // namespace ui
