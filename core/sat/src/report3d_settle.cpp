// SPDX-License-Identifier: MIT
// The 3D box report made exact: axes the floating-point filter leaves open
// are evaluated with expansions, then everything that follows from the axes
// is derived again.

#include <algorithm>
#include <cmath>

#include "report3d_detail.hpp"

namespace sat::detail {

namespace {

template <class T> T radiusAlong(const Obb3<T>& box, const Vec3<T>& direction) {
    T radius = T(0);
    for (int i = 0; i < 3; ++i) radius += box.halfExtents[i] * std::abs(dot3(box.axes[static_cast<std::size_t>(i)], direction));
    return radius;
}

/// Axis k as the exact evaluation gives it. The intervals are projected in
/// T from A's centre; B's is placed from A's by the exact separation, so the
/// gap between them is the separation shown.
template <class T> void settleAxis(const Obb3<T>& a, const Obb3<T>& b, int k, AxisResult3<T>& axis) {
    const ExactAxis3 exactAxis = exactBoxAxis(a, b, k);
    if (!exactAxis.isAxis) {
        const T crossLength = axis.crossLength;
        axis = AxisResult3<T>{};
        axis.source = axisSource3(k);
        axis.crossLength = crossLength;
        axis.degenerate = true;
        axis.reason = DegenerateReason::ParallelEdges;
        return;
    }
    axis.degenerate = false;
    axis.reason = DegenerateReason::None;
    axis.direction = Vec3<T>(exactAxis.direction);
    axis.separation = keepSign<T>(exactAxis.separation);
    axis.separating = exactAxis.sign > 0;
    const T centreA = dot3(a.center, axis.direction);
    const T radiusA = radiusAlong(a, axis.direction);
    const T diameterB = T(2) * radiusAlong(b, axis.direction);
    axis.a = {centreA - radiusA, centreA + radiusA};
    if (exactAxis.towardsB) {
        axis.b.min = axis.a.max + axis.separation;
        axis.b.max = axis.b.min + diameterB;
    } else {
        axis.b.max = axis.a.min - axis.separation;
        axis.b.min = axis.b.max - diameterB;
    }
}

template <class T> bool pointsTowardsB(const AxisResult3<T>& axis) {
    return !(axis.b.min + axis.b.max < axis.a.min + axis.a.max);
}

} // namespace

template <class T>
void settleReport(const Obb3<T>& a, const Obb3<T>& b, unsigned open, bool computeDistance, bool boxContacts, Report3<T>& report) {
    for (int k = 0; k < kAxisCount3; ++k) {
        if ((open >> k) & 1U) settleAxis(a, b, k, report.axes[static_cast<std::size_t>(k)]);
    }
    // Every other axis's sign was certain: the largest separation now has
    // the exact sign (0 exactly when the best settled axis touches).
    report.firstSeparatingAxis = -1;
    report.bestAxis = -1;
    for (int k = 0; k < kAxisCount3; ++k) {
        const AxisResult3<T>& axis = report.axes[static_cast<std::size_t>(k)];
        if (axis.degenerate) continue;
        if (report.firstSeparatingAxis < 0 && axis.separating) report.firstSeparatingAxis = k;
        if (report.bestAxis < 0 || axis.separation > report.axes[static_cast<std::size_t>(report.bestAxis)].separation) {
            report.bestAxis = k;
        }
    }
    const AxisResult3<T>& best = report.axes[static_cast<std::size_t>(report.bestAxis)];
    report.axisSeparation = best.separation;
    report.verdict = classify(best.separation, T(0));
    report.normal = pointsTowardsB(best) ? best.direction : -best.direction;
    report.depth = std::max(T(0), -best.separation);
    report.distance = T(0);
    if (computeDistance && report.verdict == Verdict::Separated) {
        // The distance is at least the gap along any axis; rounding must not
        // take a tiny gap to 0.
        report.distance = std::max(boxDistance(a, b, report.normal), best.separation);
    }
    report.contactKind = ContactKind::None;
    report.contacts.clear();
    if (report.verdict == Verdict::Separated) return;
    if constexpr (std::is_same_v<T, float>) {
        if (boxContacts) {
            findBoxContacts(a, b, report, T(0));
            return;
        }
    }
    findContacts(a, b, report, T(0));
}

template void settleReport(const Obb3<float>&, const Obb3<float>&, unsigned, bool, bool, Report3<float>&);
template void settleReport(const Obb3<double>&, const Obb3<double>&, unsigned, bool, bool, Report3<double>&);

} // namespace sat::detail
