// SPDX-License-Identifier: MIT
// From the candidate axes of a pair to the full report: which axes separate,
// which repeat an earlier direction, the verdict, the minimum translation,
// the distance and the contact points. The per-pair axis lists are built in
// report2d_pairs.cpp.

#include <algorithm>
#include <cmath>

#include "report2d_detail.hpp"
#include "sat/detail/fast2d.hpp"

namespace sat {

std::string label(const AxisSource& source) {
    std::string text = source.shape == Role::A ? "A." : "B.";
    switch (source.feature) {
    case AxisFeature::Own: break;
    case AxisFeature::CapsuleNormal: return text + "capsule-normal";
    case AxisFeature::CentreLine: return text + "centre-line";
    case AxisFeature::ClosestVertex: return text + "closest-vertex" + std::to_string(source.index);
    case AxisFeature::ClosestVertexToEnd:
        return text + "closest-vertex" + std::to_string(source.index) + (source.shape == Role::A ? "-to-B.end" : "-to-A.end") +
               std::to_string(source.end);
    }
    if (source.boxAxis) return text + (source.index == 0 ? "x" : "y");
    return text + "edge" + std::to_string(source.index);
}

namespace detail {
namespace {

/// Marks every axis parallel or anti-parallel to an earlier one. Two unit
/// directions are parallel when |cross| (the sine of the angle between them)
/// is within the sum of their direction uncertainties: 0 for an AABB's axes
/// (exact), 4 eps for an OBB's axes, and for a polygon edge normal
/// 4 eps (1 + M / |edge|), M the polygon's largest coordinate, because each
/// coordinate was rounded to T with an error up to eps M (relative
/// tolerances as in RTCD chapter 11).
template <class T> void markDuplicates(InlineVector<AxisResult2<T>, kMaxAxes2>& axes, const T* uncertainty) {
    for (std::size_t k = 1; k < axes.size(); ++k) {
        for (std::size_t j = 0; j < k; ++j) {
            const T sine = std::abs(cross(axes[k].direction, axes[j].direction));
            if (sine <= uncertainty[k] + uncertainty[j]) {
                axes[k].duplicate = true;
                axes[k].duplicateOf = static_cast<int>(j);
                break;
            }
        }
    }
}

/// Index of the largest separation; the first of equals, so ties go to the
/// axis the early-out order meets first.
template <class T> int indexOfBest(const InlineVector<AxisResult2<T>, kMaxAxes2>& axes) {
    std::size_t best = 0;
    for (std::size_t k = 1; k < axes.size(); ++k) {
        if (axes[k].separation > axes[best].separation) best = k;
    }
    return static_cast<int>(best);
}

} // namespace

// Pseudocode of a 2D report (the fast tests stop at the first separating axis;
// a report visits them all):
//
//   for each candidate axis L in test order (A's axes, then B's):
//       separation(L)  = max(B.min - A.max, A.min - B.max) of the projections
//       separating(L)  = separation(L) > tolerance
//       duplicate(L)   = L parallel to an earlier axis (within rounding)
//   firstSeparatingAxis = first L with separating(L)
//   bestAxis            = L of largest separation           (SAT: the MTV axis)
//   verdict             = classify(separation(best), tolerance)
//   normal              = best direction, turned to point from A to B
//   depth               = max(0, -separation(best))          (moving B by depth*normal makes them touch)
//   distance            = closest vertex-edge pair, when separation(best) > 0 (and asked for)
//   contacts            = incident edge clipped to the reference face, unless separated
//
// The largest axis separation is the penetration depth because in 2D the
// candidate axes are all edge normals of the Minkowski difference
// (Ericson, RTCD 5.2.1; Box2D b2CollidePolygons for the contact step).
template <class T> void settleAxes(Report2<T>& report, const T* uncertainty, const ReportOptions2<T>& options) {
    for (std::size_t k = 0; k < report.axes.size(); ++k) {
        AxisResult2<T>& axis = report.axes[k];
        axis.separating = axis.separation > options.tolerance;
        if (axis.separating && report.firstSeparatingAxis < 0) report.firstSeparatingAxis = static_cast<int>(k);
    }
    markDuplicates(report.axes, uncertainty);

    report.bestAxis = indexOfBest(report.axes);
    const AxisResult2<T>& best = report.axes[static_cast<std::size_t>(report.bestAxis)];
    report.axisSeparation = best.separation;
    report.verdict = classify(best.separation, options.tolerance);
    report.normal = best.bOnPositiveSide ? best.direction : -best.direction;
    report.depth = std::max(T(0), -best.separation);
}

template <class T>
Report2<T> finishReport(const AxisList<T>& list, const PolygonView2<T>& a, const PolygonView2<T>& b,
                        const ReportOptions2<T>& options) {
    Report2<T> report;
    report.axes = list.axes;
    settleAxes(report, list.directionUncertainty.data(), options);
    // The separation is a lower bound of the distance: it keeps a tiny gap from rounding to 0.
    report.distance = report.axisSeparation > T(0) && options.computeDistance
                          ? std::max(distanceBetween(a, b), report.axisSeparation)
                          : T(0);
    if (report.verdict != Verdict::Separated) report.contacts = findContacts(a, b, report, options.tolerance);
    return report;
}

template Report2<float> finishReport(const AxisList<float>&, const PolygonView2<float>&, const PolygonView2<float>&,
                                     const ReportOptions2<float>&);
template Report2<double> finishReport(const AxisList<double>&, const PolygonView2<double>&, const PolygonView2<double>&,
                                      const ReportOptions2<double>&);
template void settleAxes(Report2<float>&, const float*, const ReportOptions2<float>&);
template void settleAxes(Report2<double>&, const double*, const ReportOptions2<double>&);

} // namespace detail
} // namespace sat
