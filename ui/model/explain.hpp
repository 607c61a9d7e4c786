// SPDX-License-Identifier: MIT
#pragma once
// The teaching mode's words: what each step of a SAT report does, said in
// plain language with the report's own numbers (formatted as the SAT panel
// formats them, ui/model/number_format.hpp). Pure: no ImGui, testable.
//
// Axes are numbered for readers from 1 ("Axis 3 of 4"); their labels follow
// in brackets. Shapes are called by their names (`names`: the pair's first
// shape, then its second), as everywhere on screen (ui/model/selection.hpp):
// with the names "box" and "floor" an axis is "box.x", the texts say "box
// covers [..]" and "move floor by 0.26", and the formula's symbols are
// r(box) and c(box); one-letter names give rA, cA. The default names are the
// core's role letters A and B.

#include <optional>
#include <string>

#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"
#include "sat/shapes2d.hpp"
#include "ui/model/selection.hpp"

namespace ui {

/// The core's role letters as names: the texts' default.
inline const InspectedPair kRoleLetters{"A", "B"};

/// What produced an axis: "B's x-axis", "the outward normal of A's edge 2",
/// "A's face normal 1", "A's edge 0 × B's edge 2".
std::string describeAxis(const sat::AxisSource& source, const InspectedPair& names = kRoleLetters);
std::string describeAxis(const sat::AxisSource3& source, const InspectedPair& names = kRoleLetters);

/// One axis of the test (index into report.axes): what it is, its
/// direction, both intervals and the gap or overlap, and whether it
/// separates ("separated — the test can stop here" on the first that does).
std::string explainAxis(const sat::Report2<double>& report, int axis, const InspectedPair& names = kRoleLetters);
std::string explainAxis(const sat::Report3<double>& report, int axis, const InspectedPair& names = kRoleLetters);

/// The verdict and why (the first separating axis, or the smallest overlap).
std::string explainVerdict(const sat::Report2<double>& report, const InspectedPair& names = kRoleLetters);
std::string explainVerdict(const sat::Report3<double>& report, const InspectedPair& names = kRoleLetters);

/// "MTV: move B by 0.26 along (0.87, 0.50) to separate them. ..."; "" when separated.
std::string explainMtv(const sat::Report2<double>& report, const InspectedPair& names = kRoleLetters);
std::string explainMtv(const sat::Report3<double>& report, const InspectedPair& names = kRoleLetters);

/// The whole test: verdict, MTV, then every axis (one paragraph each).
std::string explainReport(const sat::Report2<double>& report, const InspectedPair& names = kRoleLetters);
std::string explainReport(const sat::Report3<double>& report, const InspectedPair& names = kRoleLetters);

/// The seeds' projected-radius formula (docs/seed-methods.md, seed 000) for
/// a box pair on one of its four axes (0 A.x, 1 A.y, 2 B.x, 3 B.y, the
/// report's order), with the pair's numbers substituted. nullopt when
/// `axis` is not 0..3.
std::optional<std::string> explainBoxFormula(const sat::Obb2<double>& a, const sat::Obb2<double>& b, int axis,
                                             const InspectedPair& names = kRoleLetters);

/// The same projected-radius formula for a 3D box pair on axis `axis` (0..14,
/// the report's order) of `report`, the pair's report:
/// `rA = hx·|a·u| + hy·|a·v| + hz·|a·w| = ...`, the same for B, `|d·a|` and
/// the comparison. The axis `a`, both radii (half the intervals' widths), the
/// centre distance (between the intervals' centres) and the gap or overlap
/// are the report's; only the terms |a·u|, |a·v|, |a·w| are computed here,
/// from the boxes' own axes, and they add up to the report's radius. On an
/// edge×edge axis the terms of the two crossed edges are 0 (a is
/// perpendicular to both). A degenerate (parallel-edge) axis has no
/// direction to substitute: the text says so. nullopt when `axis` is not 0..14.
std::optional<std::string> explainBoxFormula(const sat::Report3<double>& report, const sat::Obb3<double>& a,
                                             const sat::Obb3<double>& b, int axis, const InspectedPair& names = kRoleLetters);

// General explanations, a short paragraph each.
const char* whyBothShapesAxes();
const char* whyCrossProductAxes();
const char* whatIsTheMtv();

} // namespace ui
