// The candidate axes of each pair kind, in test order, computed with the
// same kernels as the fast tests (sat/detail/fast2d.hpp) so that a report's
// verdict and `overlaps` always agree (with tolerance 0).

#include <algorithm>
#include <cmath>
#include <limits>

#include "report2d_detail.hpp"
#include "sat/detail/fast2d.hpp"

namespace sat {
namespace {

using detail::AxisGap;
using detail::AxisList;

template <class T> constexpr T kEps = std::numeric_limits<T>::epsilon();

// --------------------------------------------------- direction uncertainties
// (how far a computed axis may be from its feature's true direction; used
// to flag duplicate axes, see markDuplicates in report2d.cpp)

template <class T> T directionUncertainty(const Aabb2<T>&, int) { return T(0); } // exactly (1, 0) and (0, 1)
template <class T> T directionUncertainty(const Obb2<T>&, int) { return 4 * kEps<T>; } // unit axes from cos/sin
template <class T> T directionUncertainty(const ConvexPolygon2<T>& polygon, int k) {
    T scale = 0;
    for (const Vec2<T>& v : polygon.vertices()) scale = std::max({scale, std::abs(v.x), std::abs(v.y)});
    const Vec2<T> edge = polygon.vertex((k + 1) % polygon.size()) - polygon.vertex(k);
    return 4 * kEps<T> * (1 + scale / std::sqrt(detail::dot(edge, edge)));
}

template <class Shape> AxisSource sourceOf(const Shape&, Role role, int k) { return {role, true, k}; }
template <class T> AxisSource sourceOf(const ConvexPolygon2<T>&, Role role, int k) { return {role, false, k}; }

// ------------------------------------------------------------- adding an axis

/// Box pairs: intervals from the centre form. B's interval is placed at A's
/// centre plus the centre distance so that the intervals and the separation
/// come from the same numbers.
/// Fills `axis` in place (the direct box path writes into the report's own
/// storage: building a temporary and copying it made every copy's wide loads
/// wait for the narrow stores that had just written it).
template <class T>
void writeGapAxis(AxisResult2<T>& axis, const AxisSource& source, const Vec2<T>& direction, const Vec2<T>& centreA,
                  const AxisGap<T>& gap) {
    const T projectedA = detail::dot(centreA, direction);
    const T projectedB = projectedA + gap.centreDistance;
    axis.source = source;
    axis.direction = direction;
    axis.a = {projectedA - gap.radiusA, projectedA + gap.radiusA};
    axis.b = {projectedB - gap.radiusB, projectedB + gap.radiusB};
    axis.separation = detail::separationOf(gap);
    axis.separating = false;
    axis.duplicate = false;
    axis.duplicateOf = -1;
    axis.bOnPositiveSide = gap.centreDistance >= T(0);
}
template <class T>
void addGap(AxisList<T>& list, const AxisSource& source, const Vec2<T>& direction, const Vec2<T>& centreA,
            const AxisGap<T>& gap, T uncertainty) {
    AxisResult2<T> axis;
    writeGapAxis(axis, source, direction, centreA, gap);
    list.add(source, direction, axis.a, axis.b, axis.separation, axis.bOnPositiveSide, uncertainty);
}

/// Pairs with a polygon: the signed gap of the two intervals. Positive
/// exactly when `intervalsSeparated` (the fast test's comparison) is true.
template <class T>
void addIntervals(AxisList<T>& list, const AxisSource& source, const Vec2<T>& direction, const Interval<T>& a,
                  const Interval<T>& b, T uncertainty) {
    const T bAfterA = b.min - a.max;
    const T aAfterB = a.min - b.max;
    list.add(source, direction, a, b, std::max(bAfterA, aAfterB), bAfterA >= aAfterB, uncertainty);
}

/// A's own axes, then B's, each shape projected as the fast test does.
template <class T, class ShapeA, class ShapeB> AxisList<T> collectProjected(const ShapeA& a, const ShapeB& b) {
    AxisList<T> list;
    for (int k = 0; k < detail::axisCount(a); ++k) {
        const Vec2<T> direction = detail::axisDirection(a, k);
        addIntervals(list, sourceOf(a, Role::A, k), direction, detail::projectOnOwnAxis(a, k),
                     detail::project(b, direction), directionUncertainty(a, k));
    }
    for (int k = 0; k < detail::axisCount(b); ++k) {
        const Vec2<T> direction = detail::axisDirection(b, k);
        addIntervals(list, sourceOf(b, Role::B, k), direction, detail::project(a, direction),
                     detail::projectOnOwnAxis(b, k), directionUncertainty(b, k));
    }
    return list;
}

template <class T, class ShapeA, class ShapeB>
Report2<T> finish(const AxisList<T>& list, const ShapeA& a, const ShapeB& b, const ReportOptions2<T>& options) {
    return detail::finishReport(list, detail::polygonView(a), detail::polygonView(b), options);
}

} // namespace

// ------------------------------------------------------------------ box pairs

template <class T> Report2<T> report(const Aabb2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options) {
    // B's axes repeat A's exactly; they are listed (and flagged duplicate) so
    // the report shows every candidate axis.
    AxisList<T> list;
    for (const Role role : {Role::A, Role::B}) {
        for (int j = 0; j < 2; ++j) {
            addGap(list, AxisSource{role, true, j}, detail::axisDirection(a, j), a.center,
                   detail::aabbAabbAxis(a, b, j), T(0));
        }
    }
    return finish(list, a, b, options);
}

// The OBB pair, directly: its four axes written into the report (no axis
// list to copy), the polygon views built only when the distance or the
// contacts need them. The same helpers in the same order as the generic
// path below, so the same numbers (tests/core/fast2d_paths_test.cpp).
template <class T> Report2<T> report(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    const detail::ObbObbFrame<T> frame = detail::obbObbFrame(a, b);
    Report2<T> out;
    out.axes.resizeForOverwrite(4); // every field written below
    for (int i = 0; i < 2; ++i) {
        writeGapAxis(out.axes[static_cast<std::size_t>(i)], AxisSource{Role::A, true, i}, detail::boxAxis(a, i),
                     a.center, detail::obbObbAxisOfA(frame, a, b, i));
    }
    for (int j = 0; j < 2; ++j) {
        writeGapAxis(out.axes[static_cast<std::size_t>(2 + j)], AxisSource{Role::B, true, j}, detail::boxAxis(b, j),
                     a.center, detail::obbObbAxisOfB(frame, a, b, j));
    }
    const T uncertainty[4] = {directionUncertainty(a, 0), directionUncertainty(a, 1), directionUncertainty(b, 0),
                              directionUncertainty(b, 1)};
    detail::settleAxes(out, uncertainty, options);
    const bool wantDistance = out.axisSeparation > T(0) && options.computeDistance;
    const bool wantContacts = out.verdict != Verdict::Separated;
    if (wantDistance || wantContacts) {
        const detail::PolygonView2<T> viewA = detail::polygonView(a);
        const detail::PolygonView2<T> viewB = detail::polygonView(b);
        if (wantDistance) out.distance = detail::distanceBetween(viewA, viewB);
        if (wantContacts) out.contacts = detail::findContacts(viewA, viewB, out, options.tolerance);
    }
    return out;
}

template <class T>
Report2<T> detail::reportThroughAxisList(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    const detail::ObbObbFrame<T> frame = detail::obbObbFrame(a, b);
    AxisList<T> list;
    for (int i = 0; i < 2; ++i) {
        addGap(list, AxisSource{Role::A, true, i}, detail::boxAxis(a, i), a.center,
               detail::obbObbAxisOfA(frame, a, b, i), directionUncertainty(a, i));
    }
    for (int j = 0; j < 2; ++j) {
        addGap(list, AxisSource{Role::B, true, j}, detail::boxAxis(b, j), a.center,
               detail::obbObbAxisOfB(frame, a, b, j), directionUncertainty(b, j));
    }
    return finish(list, a, b, options);
}

template <class T> Report2<T> report(const Obb2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options) {
    const Vec2<T> d = b.center - a.center;
    AxisList<T> list;
    for (int i = 0; i < 2; ++i) {
        addGap(list, AxisSource{Role::A, true, i}, detail::boxAxis(a, i), a.center,
               detail::obbAabbAxisOfObb(a, b, d, i, true), directionUncertainty(a, i));
    }
    for (int j = 0; j < 2; ++j) {
        addGap(list, AxisSource{Role::B, true, j}, detail::axisDirection(b, j), a.center,
               detail::obbAabbAxisOfAabb(a, b, d, j, true), directionUncertainty(b, j));
    }
    return finish(list, a, b, options);
}

template <class T> Report2<T> report(const Aabb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    const Vec2<T> d = b.center - a.center;
    AxisList<T> list;
    for (int j = 0; j < 2; ++j) {
        addGap(list, AxisSource{Role::A, true, j}, detail::axisDirection(a, j), a.center,
               detail::obbAabbAxisOfAabb(b, a, d, j, false), directionUncertainty(a, j));
    }
    for (int i = 0; i < 2; ++i) {
        addGap(list, AxisSource{Role::B, true, i}, detail::boxAxis(b, i), a.center,
               detail::obbAabbAxisOfObb(b, a, d, i, false), directionUncertainty(b, i));
    }
    return finish(list, a, b, options);
}

// -------------------------------------------------------- pairs with a polygon

template <class T>
Report2<T> report(const ConvexPolygon2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options) {
    return finish(collectProjected<T>(a, b), a, b, options);
}
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options) {
    return finish(collectProjected<T>(a, b), a, b, options);
}
template <class T> Report2<T> report(const Obb2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options) {
    return finish(collectProjected<T>(a, b), a, b, options);
}
template <class T> Report2<T> report(const ConvexPolygon2<T>& a, const Aabb2<T>& b, const ReportOptions2<T>& options) {
    return finish(collectProjected<T>(a, b), a, b, options);
}
template <class T> Report2<T> report(const Aabb2<T>& a, const ConvexPolygon2<T>& b, const ReportOptions2<T>& options) {
    return finish(collectProjected<T>(a, b), a, b, options);
}

// Explicit instantiations: float (a game engine's answer) and double.
#define SATLAB_INSTANTIATE_REPORT(T, ShapeA, ShapeB) \
    template Report2<T> report(const ShapeA<T>&, const ShapeB<T>&, const ReportOptions2<T>&);
#define SATLAB_INSTANTIATE_REPORTS(T)                       \
    SATLAB_INSTANTIATE_REPORT(T, Aabb2, Aabb2)              \
    SATLAB_INSTANTIATE_REPORT(T, Obb2, Obb2)                \
    SATLAB_INSTANTIATE_REPORT(T, Obb2, Aabb2)               \
    SATLAB_INSTANTIATE_REPORT(T, Aabb2, Obb2)               \
    SATLAB_INSTANTIATE_REPORT(T, ConvexPolygon2, ConvexPolygon2) \
    SATLAB_INSTANTIATE_REPORT(T, ConvexPolygon2, Obb2)      \
    SATLAB_INSTANTIATE_REPORT(T, Obb2, ConvexPolygon2)      \
    SATLAB_INSTANTIATE_REPORT(T, ConvexPolygon2, Aabb2)     \
    SATLAB_INSTANTIATE_REPORT(T, Aabb2, ConvexPolygon2)

SATLAB_INSTANTIATE_REPORTS(float)
SATLAB_INSTANTIATE_REPORTS(double)
template Report2<float> detail::reportThroughAxisList(const Obb2<float>&, const Obb2<float>&, const ReportOptions2<float>&);
template Report2<double> detail::reportThroughAxisList(const Obb2<double>&, const Obb2<double>&,
                                                       const ReportOptions2<double>&);

} // namespace sat
