// SPDX-License-Identifier: MIT
// The 3D box-box report: every one of the 15 axes with its intervals and
// separation, the verdict, the minimum translation, the distance, the
// contact manifold and the error bound that makes the verdict trustworthy.

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <type_traits>

#include "report3d_axes.hpp"
#include "report3d_box_lanes.hpp"
#include "report3d_detail.hpp"
#include "sat/detail/first_axis3d.hpp"
#include "sat/detail/report_paths.hpp"

namespace sat {

namespace {
inline AxisSource3 sourceOf(int k) {
    if (k < 3) return {AxisSource3::Kind::Face, Role::A, k, 0};
    if (k < 6) return {AxisSource3::Kind::Face, Role::B, k - 3, 0};
    return {AxisSource3::Kind::EdgeEdge, Role::A, (k - 6) / 3, (k - 6) % 3};
}
} // namespace

AxisSource3 axisSource3(int k) { return sourceOf(k); }

std::string label(const AxisSource3& source) {
    const std::string shape = source.shape == Role::A ? "A" : "B";
    const std::string other = source.shape == Role::A ? "B" : "A";
    switch (source.kind) {
    case AxisSource3::Kind::Face: return shape + ".face" + std::to_string(source.index);
    case AxisSource3::Kind::EdgeEdge: break;
    case AxisSource3::Kind::Centres: return "centres";
    case AxisSource3::Kind::ClosestPoint: return shape + ".closest-point";
    case AxisSource3::Kind::CapsuleNormal: return shape + ".capsule-normal";
    case AxisSource3::Kind::EdgeSegment: return shape + ".edge" + std::to_string(source.index) + "\xC3\x97" + other + " segment";
    case AxisSource3::Kind::SegmentSegment:
        return "A segment\xC3\x97"
               "B segment";
    }
    // U+00D7 MULTIPLICATION SIGN, UTF-8 bytes C3 97.
    return "A.edge" + std::to_string(source.index) +
           "\xC3\x97"
           "B.edge" +
           std::to_string(source.indexB);
}

const char* toString(DegenerateReason reason) {
    switch (reason) {
    case DegenerateReason::None: return "";
    case DegenerateReason::ParallelEdges: return "edges parallel: the cross product is below the threshold, no direction";
    case DegenerateReason::NotTested: return "left out: face axes only (the nine edge-edge axes are not tested)";
    }
    return "?";
}

const char* toString(ContactKind kind) {
    switch (kind) {
    case ContactKind::None: return "none";
    case ContactKind::FaceFace: return "face-face";
    case ContactKind::EdgeEdge: return "edge-edge";
    case ContactKind::Intersection: return "intersection";
    case ContactKind::ClosestPoints: return "closest-points";
    case ContactKind::SegmentOverlap: return "segment-overlap";
    }
    return "?";
}

namespace {

template <class T> T sum(const Vec3<T>& v) { return std::abs(v.x) + std::abs(v.y) + std::abs(v.z); }

/// Axis k in world terms from the lanes of report3d_axes.hpp, written in
/// place, every field (the storage is not initialised first: zeroing each
/// 96-byte double axis before writing it cost a quarter of the double
/// report): building an AxisResult3 on the stack and copying it in made the
/// copy's wide loads wait for the narrow field stores (store forwarding
/// fails), which cost more than all the arithmetic of the report.
template <class T>
void fillAxis(const detail::FrameAxes3<T>& frame, const detail::WorldAxes3<T>& world, int k, bool faceAxesOnly,
              AxisResult3<T>& axis) {
    axis.source = sourceOf(k);
    axis.crossLength = frame.crossLength[k];
    const bool leftOut = faceAxesOnly && axis.source.kind == AxisSource3::Kind::EdgeEdge;
    if (frame.degenerate[k] || leftOut) {
        axis.direction = {};
        axis.a = {};
        axis.b = {};
        axis.separation = T(0);
        axis.degenerate = true;
        axis.reason = frame.degenerate[k] ? DegenerateReason::ParallelEdges : DegenerateReason::NotTested;
        return;
    }
    axis.degenerate = false;
    axis.reason = DegenerateReason::None;
    axis.direction = {world.dx[k], world.dy[k], world.dz[k]};
    // Centres projected in world coordinates for display; B's is placed from
    // A's by the frame's centre distance so that the intervals' gap is the
    // separation measured in A's frame.
    axis.a = {world.minA[k], world.maxA[k]};
    axis.b = {world.minB[k], world.maxB[k]};
    axis.separation = world.separation[k];
}

/// Error bound of the verdict (docs/sat-3d.md, "Error bound"); largestSkipped
/// is the largest crossLength of a skipped axis, -1 when none is.
template <class T> T errorBound(const detail::PairFrame3<T>& frame, T largestSkipped) {
    constexpr T eps = std::numeric_limits<T>::epsilon();
    const T scale = sum(frame.offset) + sum(frame.halfA) + sum(frame.halfB);
    T bound = T(32) * eps * scale;
    if (largestSkipped >= T(0)) {
        // A skipped axis may hide a facet of the Minkowski difference no
        // wider than 2 h theta; the gap it could hide is below
        // 2 sqrt(h theta S).
        const T angle = largestSkipped + T(8) * eps;
        const T longest = std::max(
            frame.halfA[0],
            std::max(frame.halfA[1],
                     std::max(frame.halfA[2], std::max(frame.halfB[0], std::max(frame.halfB[1], frame.halfB[2])))));
        bound += T(2) * std::sqrt(longest * angle * scale);
    }
    return bound;
}
template <class T> T errorBound(const detail::PairFrame3<T>& frame, const Report3<T>& report) {
    T largestSkipped = T(-1);
    for (const AxisResult3<T>& axis : report.axes) {
        if (axis.degenerate) largestSkipped = std::max(largestSkipped, axis.crossLength);
    }
    return errorBound(frame, largestSkipped);
}

/// The portable path: frameAxes, worldAxes, then one axis at a time (double,
/// faceAxesOnly, and the reference the float box path is tested against).
template <class T>
Report3<T> reportFromFrame(const detail::PairFrame3<T>& frame, const Obb3<T>& a, const Obb3<T>& b,
                           const ReportOptions3<T>& options) {
    Report3<T> report;
    int best = -1;
    bool bestTowardsB = true;
    const detail::FrameAxes3<T> measured = detail::frameAxes(frame);
    const detail::WorldAxes3<T> world = detail::worldAxes(measured, a);
    // First separating and best axis from the lanes' arrays (no reads of
    // the results being written).
    T bestSeparation{};
    for (int k = 0; k < detail::kAxisCount3; ++k) {
        if (measured.degenerate[k] || (options.faceAxesOnly && k >= 6)) continue; // skipped or left out
        const T separation = world.separation[k];
        if (report.firstSeparatingAxis < 0 && separation > options.tolerance) report.firstSeparatingAxis = k;
        // Ties go to the axis the early-out order meets first.
        if (best < 0 || separation > bestSeparation) {
            best = k;
            bestSeparation = separation;
            bestTowardsB = !(measured.centre[k] < T(0));
        }
    }
    report.axes.resizeForOverwrite(detail::kAxisCount3);
    for (int k = 0; k < detail::kAxisCount3; ++k) {
        AxisResult3<T>& axis = report.axes[static_cast<std::size_t>(k)];
        fillAxis(measured, world, k, options.faceAxesOnly, axis);
        axis.separating = !axis.degenerate && axis.separation > options.tolerance;
    }
    // The three face axes of A are never degenerate, so best >= 0.
    report.bestAxis = best;
    const AxisResult3<T>& bestAxis = report.axes[static_cast<std::size_t>(best)];
    report.axisSeparation = bestAxis.separation;
    report.verdict = classify(bestAxis.separation, options.tolerance);
    report.normal = bestTowardsB ? bestAxis.direction : -bestAxis.direction;
    report.depth = std::max(T(0), -bestAxis.separation);
    report.errorBound = errorBound(frame, report);
    if (options.tolerance == T(0) && !options.faceAxesOnly) {
        unsigned degenerate = 0;
        for (int k = 0; k < detail::kAxisCount3; ++k) degenerate |= measured.degenerate[k] ? 1U << k : 0U;
        const unsigned open = detail::openAxes(a, b, frame, world.separation, degenerate);
        if (open != 0) {
            detail::settleReport(a, b, open, options.computeDistance, false, report);
            return report;
        }
    }
    if (options.computeDistance && bestAxis.separation > T(0)) report.distance = detail::boxDistance(a, b, report.normal);
    if (report.verdict != Verdict::Separated) detail::findContacts(a, b, report, options.tolerance);
    return report;
}

/// float: the axes in one pass (report3d_box_lanes.hpp); the rest as
/// reportFromFrame does it, in the same order.
Report3<float> boxReportFloat(const detail::PairFrame3<float>& frame, const Obb3<float>& a, const Obb3<float>& b,
                              const ReportOptions3<float>& options, bool eightLanes) {
    Report3<float> report;
    report.axes.resizeForOverwrite(detail::kAxisCount3);
    const detail::BoxAxesFloat axes = eightLanes
                                          ? detail::boxAxesFloatEightLanes(frame, a, options.tolerance, report.axes.begin())
                                          : detail::boxAxesFloat(frame, a, options.tolerance, report.axes.begin());
    report.firstSeparatingAxis = axes.firstSeparating;
    report.bestAxis = axes.best;
    const AxisResult3<float>& bestAxis = report.axes[static_cast<std::size_t>(axes.best)];
    report.axisSeparation = bestAxis.separation;
    report.verdict = classify(bestAxis.separation, options.tolerance);
    report.normal = axes.bestTowardsB ? bestAxis.direction : -bestAxis.direction;
    report.depth = std::max(0.0f, -bestAxis.separation);
    float largestSkipped = -1.0f;
    for (unsigned skipped = axes.degenerateMask; skipped != 0; skipped &= skipped - 1) {
        largestSkipped = std::max(largestSkipped, axes.crossLengthOf(std::countr_zero(skipped)));
    }
    report.errorBound = errorBound(frame, largestSkipped);
    if (options.tolerance == 0.0f) {
        const unsigned open = detail::openAxesOfLanes(a, b, axes.openCandidates, axes.degenerateMask);
        if (open != 0) {
            detail::settleReport(a, b, open, options.computeDistance, true, report);
            return report;
        }
    }
    if (options.computeDistance && bestAxis.separation > 0.0f) report.distance = detail::boxDistance(a, b, report.normal);
    if (report.verdict != Verdict::Separated) detail::findBoxContacts(a, b, report, options.tolerance);
    return report;
}

template <class T>
Report3<T> boxReport(const detail::PairFrame3<T>& frame, const Obb3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options) {
    if constexpr (std::is_same_v<T, float>) {
        if (!options.faceAxesOnly) return boxReportFloat(frame, a, b, options, detail::boxAxesEightLanesSupported());
    }
    return reportFromFrame(frame, a, b, options);
}

} // namespace

template <class T> Report3<T> report(const Obb3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options) {
    return boxReport(detail::pairFrame(a, b), a, b, options);
}
template <class T> Report3<T> report(const Aabb3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options) {
    return boxReport(detail::pairFrame(a, b), Obb3<T>::fromAabb(a), b, options);
}
template <class T> Report3<T> report(const Obb3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& options) {
    return boxReport(detail::pairFrame(a, b), a, Obb3<T>::fromAabb(b), options);
}

namespace detail {
template <class T> Report3<T> reportPortable(const Obb3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options) {
    return reportFromFrame(pairFrame(a, b), a, b, options);
}
template Report3<float> reportPortable(const Obb3<float>&, const Obb3<float>&, const ReportOptions3<float>&);
Report3<float> reportBoxLanes(const Obb3<float>& a, const Obb3<float>& b, const ReportOptions3<float>& options, bool eightLanes) {
    if (options.faceAxesOnly) return reportFromFrame(pairFrame(a, b), a, b, options);
    return boxReportFloat(pairFrame(a, b), a, b, options, eightLanes && boxAxesEightLanesSupported());
}
bool boxReportEightLanesSupported() { return boxAxesEightLanesSupported(); }
unsigned openAxesOf(const Obb3<float>& a, const Obb3<float>& b, OpenAxesPath path) {
    const PairFrame3<float> frame = pairFrame(a, b);
    const bool eightLanes = boxAxesEightLanesSupported();
    if (path == OpenAxesPath::Portable) {
        const FrameAxes3<float> measured = frameAxes(frame);
        const WorldAxes3<float> world = worldAxes(measured, a);
        unsigned degenerate = 0;
        for (int k = 0; k < kAxisCount3; ++k) degenerate |= measured.degenerate[k] ? 1U << k : 0U;
        return openAxes(a, b, frame, world.separation, degenerate);
    }
    if (path == OpenAxesPath::ManifoldEightLanes && eightLanes) {
        BoxManifold3<float> m;
        float largestSkipped = -1.0f;
        unsigned candidates = 0;
        boxManifoldAxesEightLanes(frame, a, 0.0f, m, largestSkipped, candidates);
        return openAxesOfLanes(a, b, candidates, m.degenerateAxes);
    }
    AxisResult3<float> axes[kAxisCount3];
    const BoxAxesFloat lanes = path != OpenAxesPath::ReportFourLanes && eightLanes ? boxAxesFloatEightLanes(frame, a, 0.0f, axes)
                                                                                   : boxAxesFloat(frame, a, 0.0f, axes);
    return openAxesOfLanes(a, b, lanes.openCandidates, lanes.degenerateMask);
}
template Report3<double> reportPortable(const Obb3<double>&, const Obb3<double>&, const ReportOptions3<double>&);
} // namespace detail
template <class T> Report3<T> report(const Aabb3<T>& a, const Aabb3<T>& b, const ReportOptions3<T>& options) {
    return report(a, Obb3<T>::fromAabb(b), options);
}

namespace detail {
template <class T> BoxManifold3<T> manifoldFromReport(const Obb3<T>& a, const Obb3<T>& b, T tolerance) {
    ReportOptions3<T> options;
    options.tolerance = tolerance;
    options.computeDistance = false;
    const Report3<T> full = report(a, b, options);
    BoxManifold3<T> m;
    for (int k = 0; k < kAxisCount3; ++k) {
        const AxisResult3<T>& axis = full.axes[static_cast<std::size_t>(k)];
        m.separation[k] = axis.separation;
        if (axis.degenerate) m.degenerateAxes |= 1U << k;
    }
    m.bestAxis = full.bestAxis;
    m.firstSeparatingAxis = full.firstSeparatingAxis;
    m.verdict = full.verdict;
    m.axisSeparation = full.axisSeparation;
    m.depth = full.depth;
    m.normal = full.normal;
    m.errorBound = full.errorBound;
    m.contactKind = full.contactKind;
    m.contacts = full.contacts;
    return m;
}
template BoxManifold3<float> manifoldFromReport(const Obb3<float>&, const Obb3<float>&, float);
template BoxManifold3<double> manifoldFromReport(const Obb3<double>&, const Obb3<double>&, double);
} // namespace detail

namespace {
/// What a double manifold holds for a separated pair: the verdict and the
/// first separating axis, every other field BoxManifold3{}'s, bestAxis -1.
BoxManifold3<double> separatedBoxManifoldDouble(int firstSeparatingAxis) {
    BoxManifold3<double> m;
    m.bestAxis = -1;
    m.firstSeparatingAxis = firstSeparatingAxis;
    m.verdict = Verdict::Separated;
    return m;
}

/// frameAxes's parallel-edge test of edge axis k (6..14) with its numbers:
/// |v| <= t |B.axis_j|, v = e_i x B.axis_j in A's frame with its explicit 0.
/// The report skips such an axis, so it is never its first separating one.
bool edgeAxisSkippedByReport(const detail::PairFrame3<double>& f, int k) {
    const int i = (k - 6) / 3;
    const Vec3<double>& edgeB = f.axesB[static_cast<std::size_t>((k - 6) % 3)];
    Vec3<double> v{};
    v[(i + 1) % 3] = -edgeB[(i + 2) % 3];
    v[(i + 2) % 3] = edgeB[(i + 1) % 3];
    const double length = std::sqrt((v.x * v.x + v.y * v.y) + v.z * v.z);
    return length <= kParallelEdgeThreshold<double> * std::sqrt(detail::dot3(edgeB, edgeB));
}

BoxManifold3<double> boxManifoldDoubleEveryField(const Obb3<double>& a, const Obb3<double>& b, double tolerance);

/// double: a separated pair stops at its first separating axis
/// (separatedBoxManifoldDouble); at tolerance 0 the fast test's margins
/// find it for most pairs (firstSeparatingAxisByMargins), the others (and
/// every pair at another tolerance) take boxManifoldDoubleEveryField, whose
/// separated result is cut down to the same fields.
BoxManifold3<double> boxManifoldDouble(const Obb3<double>& a, const Obb3<double>& b, double tolerance) {
    if (tolerance == 0.0) {
        const int first = detail::firstSeparatingAxisByMargins(a, b);
        if (first >= 0 && (first < 6 || !edgeAxisSkippedByReport(detail::pairFrame(a, b), first))) {
            return separatedBoxManifoldDouble(first);
        }
    }
    BoxManifold3<double> m = boxManifoldDoubleEveryField(a, b, tolerance);
    if (m.verdict == Verdict::Separated) return separatedBoxManifoldDouble(m.firstSeparatingAxis);
    return m;
}

/// The double manifold without the report: frameAxes, then each axis's
/// separation as worldAxes computes it, ((|centre| - radiusA) - radiusB) /
/// |v|, but no direction or interval except the best axis's direction, and
/// the first separating and best axes, error bound, exact settling and
/// contacts as reportFromFrame finds them, in its order: the same numbers
/// as report() with computeDistance off, bit for bit, for every pair.
BoxManifold3<double> boxManifoldDoubleEveryField(const Obb3<double>& a, const Obb3<double>& b, double tolerance) {
    const detail::PairFrame3<double> frame = detail::pairFrame(a, b);
    const detail::FrameAxes3<double> measured = detail::frameAxes(frame);
    BoxManifold3<double> m;
    int best = -1;
    double bestSeparation = 0.0;
    double largestSkipped = -1.0;
    for (int k = 0; k < detail::kAxisCount3; ++k) {
        if (measured.degenerate[k]) {
            m.degenerateAxes |= 1U << k;
            largestSkipped = std::max(largestSkipped, measured.crossLength[k]);
            continue; // separation[k] stays 0, as the report's skipped axis
        }
        const double separation = ((std::abs(measured.centre[k]) - measured.radiusA[k]) - measured.radiusB[k]) /
                                  measured.length[k];
        m.separation[k] = separation;
        if (m.firstSeparatingAxis < 0 && separation > tolerance) m.firstSeparatingAxis = k;
        // Ties go to the axis the early-out order meets first.
        if (best < 0 || separation > bestSeparation) {
            best = k;
            bestSeparation = separation;
        }
    }
    // The three face axes of A are never degenerate, so best >= 0.
    m.bestAxis = best;
    m.axisSeparation = m.separation[best];
    m.verdict = classify(m.axisSeparation, tolerance);
    m.depth = std::max(0.0, -m.axisSeparation);
    const double length = measured.length[best];
    const double lx = measured.vx[best] / length, ly = measured.vy[best] / length, lz = measured.vz[best] / length;
    const auto& u = a.axes;
    const Vec3<double> direction{(u[0].x * lx + u[1].x * ly) + u[2].x * lz, (u[0].y * lx + u[1].y * ly) + u[2].y * lz,
                                 (u[0].z * lx + u[1].z * ly) + u[2].z * lz};
    m.normal = measured.centre[best] < 0.0 ? -direction : direction;
    m.errorBound = errorBound(frame, largestSkipped);
    // Pairs the filter leaves open take the report's exact path.
    if (tolerance == 0.0 && detail::openAxes(a, b, frame, m.separation, m.degenerateAxes) != 0) {
        return detail::manifoldFromReport(a, b, tolerance);
    }
    if (m.verdict != Verdict::Separated) detail::findContacts(a, b, m, tolerance);
    return m;
}
} // namespace

namespace {
/// float with AVX2, every field also for a separated pair, written into `m`
/// (default-constructed): the axes without directions or intervals
/// (boxManifoldAxesEightLanes), then the report's own steps in its order:
/// the same numbers as report() with computeDistance off. Without AVX2 a
/// copy of report()'s fields. Written in place rather than returned: a
/// returned manifold was copied into the caller's right after it was
/// written (store-forwarding stalls and a memcpy for the contacts).
void fillBoxManifoldFloat(const detail::PairFrame3<float>& frame, const Obb3<float>& a, const Obb3<float>& b, float tolerance,
                          BoxManifold3<float>& m) {
    if (!detail::boxAxesEightLanesSupported()) {
        m = detail::manifoldFromReport(a, b, tolerance);
        return;
    }
    float largestSkipped = -1.0f;
    unsigned openCandidates = 0;
    detail::boxManifoldAxesEightLanes(frame, a, tolerance, m, largestSkipped, openCandidates);
    m.axisSeparation = m.separation[m.bestAxis];
    m.verdict = classify(m.axisSeparation, tolerance);
    m.depth = std::max(0.0f, -m.axisSeparation);
    m.errorBound = errorBound(frame, largestSkipped);
    // Pairs the filter leaves open take the report's exact path.
    if (tolerance == 0.0f && detail::openAxesOfLanes(a, b, openCandidates, m.degenerateAxes) != 0) {
        m = detail::manifoldFromReport(a, b, tolerance);
        return;
    }
    if (m.verdict != Verdict::Separated) detail::findBoxContacts(a, b, m, tolerance);
}

/// What a float manifold holds for a separated pair: the verdict and the
/// first separating axis, every other field BoxManifold3{}'s, bestAxis -1.
/// Written into a default-constructed `m`.
void keepOnlyFirstSeparatingAxis(int firstSeparatingAxis, BoxManifold3<float>& m) {
    m.bestAxis = -1;
    m.firstSeparatingAxis = firstSeparatingAxis;
    m.verdict = Verdict::Separated;
}

/// Tolerance 0: the first separating axis in test order (docs/sat-3d.md,
/// "Box-pair manifolds") from the fast test's unnormalised margins, with no
/// square root or division. Axis k is the exact first separating one when
/// its margin is above the exact filter's bound and every earlier margin
/// below minus the bound (those axes certainly do not separate). The six
/// face margins first, then the nine edge margins, each group computed
/// whole and judged with one branch (which axis separates a random pair
/// is not predictable); the bound only where a margin is positive. -1 when
/// no margin is positive (the pair intersects, or a margin is within the
/// bound), -2 when the first positive margin, or an earlier one, is within
/// the bound or a margin is NaN: both leave the pair to the full path.
int firstSeparatingAxisByMargins(const detail::PairFrame3<float>& f) {
    using detail::edgeMargin, detail::faceMarginA, detail::faceMarginB;
    float margin[detail::kAxisCount3];
    // The first positive margin of axes [from, to) decides, given `largest`, the largest margin before them.
    const auto decide = [&](int from, int to, float largest) {
        unsigned positive = 0;
        bool unordered = false;
        for (int k = from; k < to; ++k) {
            positive |= (margin[k] > 0.0f ? 1U : 0U) << k;
            unordered |= margin[k] != margin[k];
        }
        if (positive == 0) return unordered ? -2 : -1;
        const int first = std::countr_zero(positive);
        for (int k = from; k < first; ++k) largest = margin[k] > largest ? margin[k] : largest;
        const float bound = detail::exactFilterBound(f.offset, f.halfA, f.halfB);
        return !unordered && margin[first] > bound && largest < -bound ? first : -2;
    };
#pragma GCC unroll 3
    for (int k = 0; k < 3; ++k) {
        margin[k] = faceMarginA(f, k);
        margin[3 + k] = faceMarginB(f, k);
    }
    if (const int first = decide(0, 6, -std::numeric_limits<float>::infinity()); first != -1) return first;
#pragma GCC unroll 9
    for (int k = 6; k < detail::kAxisCount3; ++k) margin[k] = edgeMargin(f, (k - 6) / 3, (k - 6) % 3);
    float largestFace = margin[0];
    for (int k = 1; k < 6; ++k) largestFace = margin[k] > largestFace ? margin[k] : largestFace;
    return decide(6, detail::kAxisCount3, largestFace);
}

/// float: a separated pair stops at its first separating axis
/// (keepOnlyFirstSeparatingAxis); at tolerance 0 the fast test's margins
/// find it for most pairs, the others (and every pair at another tolerance)
/// take the full path, whose separated result is cut down to the same
/// fields. One manifold, returned by name on every path, so that it is
/// built in the caller's storage.
BoxManifold3<float> boxManifoldFloat(const Obb3<float>& a, const Obb3<float>& b, float tolerance) {
    BoxManifold3<float> m;
    const detail::PairFrame3<float> frame = detail::pairFrame(a, b);
    if (tolerance == 0.0f) {
        if (const int first = firstSeparatingAxisByMargins(frame); first >= 0) {
            keepOnlyFirstSeparatingAxis(first, m);
            return m;
        }
    }
    fillBoxManifoldFloat(frame, a, b, tolerance, m);
    if (m.verdict == Verdict::Separated) {
        const int first = m.firstSeparatingAxis;
        m = BoxManifold3<float>{};
        keepOnlyFirstSeparatingAxis(first, m);
    }
    return m;
}
} // namespace

/// float: boxManifoldFloat; double: boxManifoldDouble, every field as
/// report() gives it with computeDistance off.
template <class T> BoxManifold3<T> manifold(const Obb3<T>& a, const Obb3<T>& b, T tolerance) {
    if constexpr (std::is_same_v<T, double>) return boxManifoldDouble(a, b, tolerance);
    else return boxManifoldFloat(a, b, tolerance);
}
template BoxManifold3<float> manifold(const Obb3<float>&, const Obb3<float>&, float);
template BoxManifold3<double> manifold(const Obb3<double>&, const Obb3<double>&, double);
BoxManifold3<float> detail::manifoldEveryField(const Obb3<float>& a, const Obb3<float>& b, float tolerance) {
    BoxManifold3<float> m;
    fillBoxManifoldFloat(detail::pairFrame(a, b), a, b, tolerance, m);
    return m;
}

#define SATLAB_INSTANTIATE_REPORT3(T)                                                                                            \
    template Report3<T> report(const Aabb3<T>&, const Aabb3<T>&, const ReportOptions3<T>&);                                      \
    template Report3<T> report(const Obb3<T>&, const Obb3<T>&, const ReportOptions3<T>&);                                        \
    template Report3<T> report(const Aabb3<T>&, const Obb3<T>&, const ReportOptions3<T>&);                                       \
    template Report3<T> report(const Obb3<T>&, const Aabb3<T>&, const ReportOptions3<T>&);
SATLAB_INSTANTIATE_REPORT3(float)
SATLAB_INSTANTIATE_REPORT3(double)
#undef SATLAB_INSTANTIATE_REPORT3

} // namespace sat
