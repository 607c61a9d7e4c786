// SPDX-License-Identifier: MIT
#pragma once
// Internals shared by the 2D report sources (not installed, not API):
// the axis list a report is built from, every shape seen as a polygon, and
// the steps that run on that polygon view (distance, contacts).

#include <array>
#include <limits>

#include "sat/sat2d.hpp"

namespace sat::detail {

/// Axes collected for one pair, before the verdict, MTV, distance and
/// contacts are worked out from them.
template <class T> struct AxisList {
    InlineVector<AxisResult2<T>, kMaxAxes2> axes;
    /// Per axis: how far (as |sin| of an angle) its direction may be off
    /// the exact direction of the feature it came from. Two axes whose
    /// directions differ by no more than the sum of their uncertainties are
    /// taken as parallel (see markDuplicates).
    /// Only the first axes.size() entries are written and read (not
    /// zero-filled: a report is on the hot path, docs/performance.md).
    std::array<T, kMaxAxes2> directionUncertainty;

    void add(const AxisSource& source, const Vec2<T>& direction, const Interval<T>& a, const Interval<T>& b, T separation,
             bool bOnPositiveSide, T uncertainty) {
        AxisResult2<T> axis;
        axis.source = source;
        axis.direction = direction;
        axis.a = a;
        axis.b = b;
        axis.separation = separation;
        axis.bOnPositiveSide = bOnPositiveSide;
        directionUncertainty[axes.size()] = uncertainty;
        axes.push_back(axis);
    }
};

/// A shape as a counter-clockwise polygon: boxes become their four corners
/// (edge 0 is the -y side, then +x, +y, -x), polygons are copied.
template <class T> struct PolygonView2 {
    InlineVector<Vec2<T>, kMaxPolygonVertices> vertices;
    InlineVector<Vec2<T>, kMaxPolygonVertices> normals; ///< outward unit normal of edge i (vertex i -> i+1)

    int size() const { return static_cast<int>(vertices.size()); }
    /// Vertex i, wrapping around, so edge i runs from vertex(i) to vertex(i + 1).
    const Vec2<T>& vertex(int i) const {
        const int n = size();
        return vertices[static_cast<std::size_t>(i < n ? i : i % n)]; // no division in the common case
    }
    const Vec2<T>& normal(int i) const { return normals[static_cast<std::size_t>(i)]; }
};

/// A box as the view above without the 64-entry storage: the same four
/// corners (corners(box)) and outward normals (-y, +x, +y, -x sides) as
/// polygonView(Obb2) lists, in fixed arrays (the direct box-pair report).
template <class T> struct BoxView2 {
    std::array<Vec2<T>, 4> vertices;
    std::array<Vec2<T>, 4> normals;

    static constexpr int size() { return 4; }
    /// Vertex i for i in [0, 8), wrapping around as PolygonView2::vertex does.
    const Vec2<T>& vertex(int i) const { return vertices[static_cast<std::size_t>(i & 3)]; }
    const Vec2<T>& normal(int i) const { return normals[static_cast<std::size_t>(i)]; }
};
template <class T> BoxView2<T> boxView(const Obb2<T>& box) {
    return {corners(box), {-box.axisY, box.axisX, box.axisY, -box.axisX}};
}

template <class T> PolygonView2<T> polygonView(const Aabb2<T>& box);
template <class T> PolygonView2<T> polygonView(const Obb2<T>& box);
template <class T> PolygonView2<T> polygonView(const ConvexPolygon2<T>& polygon);

/// Largest coordinate magnitude of either shape: the scale of their rounding errors.
template <class T> T coordinateScale(const PolygonView2<T>& a, const PolygonView2<T>& b);

/// Euclidean distance between two disjoint convex polygons (polygon_view2d.cpp).
template <class T> T distanceBetween(const PolygonView2<T>& a, const PolygonView2<T>& b);

/// Euclidean distance between two disjoint boxes from the features the SAT
/// found: the face of the best axis (axis bestAxis, 0..3 in test order, of
/// A or B, on the side facing the other box: B lies on the positive side of
/// that axis when bOnPositiveSide) and the other box's edge most nearly
/// opposite it, which holds the other box's vertex deepest along the face's
/// normal; the distance of those two segments, in the face's frame (manifold2d.cpp, which
/// says why they hold the closest points). Only for a pair whose best
/// separation is > 0.
template <class T> T boxPairDistance(const Obb2<T>& a, const Obb2<T>& b, int bestAxis, bool bOnPositiveSide);

/// Contact points of a touching or overlapping pair whose axes, bestAxis and
/// normal are already filled in (contacts2d.cpp).
template <class T>
InlineVector<Vec2<T>, 2> findContacts(const PolygonView2<T>& a, const PolygonView2<T>& b, const Report2<T>& report, T tolerance);
/// The same for two boxes, the same steps on BoxView2 (same points, bit for
/// bit), written into report.contacts (no copy of a returned vector, whose
/// memcpy of a run-time size would be a library call).
template <class T> void findContacts(const BoxView2<T>& a, const BoxView2<T>& b, Report2<T>& report, T tolerance);

/// The contacts of two boxes from their fields, given the MTV normal (+- the
/// best axis, exactly) and whether the best axis is one of A's: the incident
/// edge clamped to the reference face in the reference box's frame, in
/// closed form (manifold2d_lanes.inl; the same code as sat::manifold's), or
/// boxPairContactsByClipping where that keeps no point. Written to out[0],
/// out[1]; returns how many (0 to 2). Within a few roundings of the points
/// findContacts gives on the boxes' views (manifold2d.cpp).
template <class T>
int boxPairContacts(const Obb2<T>& a, const Obb2<T>& b, const Vec2<T>& normal, bool bestFromA, T tolerance, Vec2<T>* out);
/// findContacts on the two boxes' views, with its deepest-vertex fallback
/// for grazing corners (contacts2d.cpp).
template <class T>
int boxPairContactsByClipping(const Obb2<T>& a, const Obb2<T>& b, const Vec2<T>& normal, bool bestFromA, T tolerance,
                              Vec2<T>* out);

/// Separating flags, first separating axis, duplicates, best axis, verdict,
/// normal and depth of a report whose axes are filled in; uncertainty[k] is
/// axis k's direction uncertainty, as in AxisList (report2d.cpp).
template <class T> void settleAxes(Report2<T>& report, const T* uncertainty, const ReportOptions2<T>& options);

/// Turns the collected axes into a full report (report2d.cpp).
template <class T>
Report2<T> finishReport(const AxisList<T>& list, const PolygonView2<T>& a, const PolygonView2<T>& b,
                        const ReportOptions2<T>& options);

} // namespace sat::detail
