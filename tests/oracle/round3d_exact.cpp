// SPDX-License-Identifier: MIT
// The exact oracle for the round 3D pairs (see round3d_exact.hpp), from CGAL's exact kernel.

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "oracle/round3d_exact.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_3.h>

namespace oracle3 {
namespace {

using Kernel = CGAL::Exact_predicates_exact_constructions_kernel;
using FT = Kernel::FT;
using Point = Kernel::Point_3;
using Segment = Kernel::Segment_3;

Point exactPoint(const sat::Vec3<double>& p) { return Point(FT(p.x), FT(p.y), FT(p.z)); }

/// Squared distance between two segments, either of which may be a single point.
FT segmentsSquared(const Point& p0, const Point& p1, const Point& q0, const Point& q1) {
    const bool firstIsPoint = p0 == p1, secondIsPoint = q0 == q1;
    if (firstIsPoint && secondIsPoint) return CGAL::squared_distance(p0, q0);
    if (firstIsPoint) return CGAL::squared_distance(p0, Segment(q0, q1));
    if (secondIsPoint) return CGAL::squared_distance(q0, Segment(p0, p1));
    return CGAL::squared_distance(Segment(p0, p1), Segment(q0, q1));
}

int signOf(const FT& squared, double ra, double rb) {
    const FT radius = FT(ra) + FT(rb);
    const CGAL::Comparison_result c = CGAL::compare(squared, radius * radius);
    return c == CGAL::LARGER ? 1 : (c == CGAL::EQUAL ? 0 : -1);
}

/// p in the box's stored frame, exactly.
Point toFrame(const sat::Obb3<double>& box, const sat::Vec3<double>& p) {
    std::array<FT, 3> q;
    for (std::size_t i = 0; i < 3; ++i) {
        q[i] = FT(0);
        for (int k = 0; k < 3; ++k) q[i] += (FT(p[k]) - FT(box.center[k])) * FT(box.axes[i][k]);
    }
    return Point(q[0], q[1], q[2]);
}

FT pointBoxSquared(const Point& p, const sat::Vec3<double>& h) {
    FT sum(0);
    const std::array<FT, 3> c{p.x(), p.y(), p.z()};
    for (int i = 0; i < 3; ++i) {
        const FT half(h[i]);
        const FT excess = c[static_cast<std::size_t>(i)] > half    ? c[static_cast<std::size_t>(i)] - half
                          : c[static_cast<std::size_t>(i)] < -half ? -half - c[static_cast<std::size_t>(i)]
                                                                   : FT(0);
        sum += excess * excess;
    }
    return sum;
}

/// Segment to the box [-h, h]^3: 0 when they meet; otherwise the nearest pair
/// has an end point of the segment or an edge of the box in it (a segment
/// interior nearest to a face interior is parallel to it, and then its end
/// points are as near).
FT segmentBoxSquared(const Point& s0, const Point& s1, const sat::Vec3<double>& h) {
    const Kernel::Iso_cuboid_3 box(Point(-FT(h.x), -FT(h.y), -FT(h.z)), Point(FT(h.x), FT(h.y), FT(h.z)));
    if (s0 == s1) return pointBoxSquared(s0, h);
    if (CGAL::do_intersect(Segment(s0, s1), box)) return FT(0);
    FT best = std::min(pointBoxSquared(s0, h), pointBoxSquared(s1, h));
    for (int i = 0; i < 3; ++i) {
        const int j = (i + 1) % 3, k = (i + 2) % 3;
        for (int corner = 0; corner < 4; ++corner) {
            std::array<FT, 3> from, to;
            from[static_cast<std::size_t>(i)] = -FT(h[i]);
            to[static_cast<std::size_t>(i)] = FT(h[i]);
            from[static_cast<std::size_t>(j)] = to[static_cast<std::size_t>(j)] = (corner & 1) ? FT(h[j]) : -FT(h[j]);
            from[static_cast<std::size_t>(k)] = to[static_cast<std::size_t>(k)] = (corner & 2) ? FT(h[k]) : -FT(h[k]);
            best = std::min(best, segmentsSquared(s0, s1, Point(from[0], from[1], from[2]), Point(to[0], to[1], to[2])));
        }
    }
    return best;
}

/// sign(value - radius |L|) for radius >= 0, |L|^2 given: squares compared when value >= 0.
int againstScaledRadius(const FT& value, const FT& radius, const FT& lengthSquared) {
    if (value < FT(0)) return -1;
    const CGAL::Comparison_result c = CGAL::compare(value * value, radius * radius * lengthSquared);
    return c == CGAL::LARGER ? 1 : (c == CGAL::EQUAL ? 0 : -1);
}

} // namespace

int crossAxisSign(const sat::Capsule3<double>& a, const sat::Capsule3<double>& b) {
    const Kernel::Vector_3 l = CGAL::cross_product(exactPoint(a.end) - exactPoint(a.start),
                                                   exactPoint(b.end) - exactPoint(b.start));
    if (l == CGAL::NULL_VECTOR) return 2;
    const FT along = (exactPoint(b.start) - exactPoint(a.start)) * l;
    return againstScaledRadius(CGAL::abs(along), FT(a.radius) + FT(b.radius), l.squared_length());
}
int faceAxisSign(const sat::Obb3<double>& box, const sat::Capsule3<double>& b, int i) {
    const Point s0 = toFrame(box, b.start), s1 = toFrame(box, b.end);
    const FT h(box.halfExtents[i]), r(b.radius);
    const FT low = std::min(s0[i], s1[i]), high = std::max(s0[i], s1[i]);
    const FT separation = std::max(low - h - r, -h - high - r);
    return CGAL::sign(separation);
}
int edgeAxisSign(const sat::Obb3<double>& box, const sat::Capsule3<double>& b, int i) {
    const Point s0 = toFrame(box, b.start), s1 = toFrame(box, b.end);
    const Kernel::Vector_3 unit(FT(i == 0), FT(i == 1), FT(i == 2));
    const Kernel::Vector_3 l = CGAL::cross_product(unit, s1 - s0);
    if (l == CGAL::NULL_VECTOR) return 2;
    const FT value = CGAL::abs((s0 - CGAL::ORIGIN) * l) - FT(box.halfExtents.x) * CGAL::abs(l.x()) -
                     FT(box.halfExtents.y) * CGAL::abs(l.y()) - FT(box.halfExtents.z) * CGAL::abs(l.z());
    return againstScaledRadius(value, FT(b.radius), l.squared_length());
}

double coreDistance(const sat::Capsule3<double>& a, const sat::Capsule3<double>& b) {
    return std::sqrt(
        CGAL::to_double(segmentsSquared(exactPoint(a.start), exactPoint(a.end), exactPoint(b.start), exactPoint(b.end))));
}
double coreDistance(const sat::Obb3<double>& a, const sat::Capsule3<double>& b) {
    return std::sqrt(CGAL::to_double(segmentBoxSquared(toFrame(a, b.start), toFrame(a, b.end), a.halfExtents)));
}

int roundSign(const sat::Sphere3<double>& a, const sat::Sphere3<double>& b) {
    return signOf(CGAL::squared_distance(exactPoint(a.center), exactPoint(b.center)), a.radius, b.radius);
}
int roundSign(const sat::Sphere3<double>& a, const sat::Capsule3<double>& b) {
    const Point c = exactPoint(a.center);
    return signOf(segmentsSquared(c, c, exactPoint(b.start), exactPoint(b.end)), a.radius, b.radius);
}
int roundSign(const sat::Capsule3<double>& a, const sat::Capsule3<double>& b) {
    return signOf(segmentsSquared(exactPoint(a.start), exactPoint(a.end), exactPoint(b.start), exactPoint(b.end)), a.radius,
                  b.radius);
}
int roundSign(const sat::Obb3<double>& a, const sat::Sphere3<double>& b) {
    return signOf(pointBoxSquared(toFrame(a, b.center), a.halfExtents), 0.0, b.radius);
}
int roundSign(const sat::Obb3<double>& a, const sat::Capsule3<double>& b) {
    return signOf(segmentBoxSquared(toFrame(a, b.start), toFrame(a, b.end), a.halfExtents), 0.0, b.radius);
}

} // namespace oracle3
