// SPDX-License-Identifier: MIT
// The contact manifold of a touching or overlapping box pair.
//
//   best axis is a face normal of box R (the reference box):
//       reference face = R's face whose outward normal points at the other box I
//       incident face  = I's face whose outward normal is most anti-parallel to it
//       clip the incident face (4 corners) against the reference face's 4 side planes
//       keep the points on or below the reference face, at most 4 (deepest, farthest,
//       then the largest triangles on either side)
//   best axis is A.edge_i x B.edge_j:
//       A's edge along axis i that is furthest along the normal, B's edge along axis j
//       that is furthest against it; the contacts are their closest points
//
// Gottschalk's thesis (ch. 4) and Ericson (RTCD 4.4) give the axes; the
// clipping is the one of Box2D's b2ClipPolygons and Bullet's box-box
// detector, written here for boxes.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "report3d_axes.hpp" // laneSqrt
#include "report3d_detail.hpp"

namespace sat::detail {
namespace {

// A face (4 corners) clipped by two slabs has at most 8 corners, and the
// far-plane clip can add one more: room for 12.
template <class T> using Polygon = InlineVector<Vec3<T>, 12>;

template <class T> T signOf(T value) { return value < T(0) ? T(-1) : T(1); }

/// The 4 corners of the face of `box` whose outward normal is
/// sign * axes[axis], in order around the face.
template <class T> Polygon<T> boxFace(const Obb3<T>& box, int axis, T sign) {
    const auto u = static_cast<std::size_t>((axis + 1) % 3);
    const auto v = static_cast<std::size_t>((axis + 2) % 3);
    const Vec3<T> middle = box.center + box.axes[static_cast<std::size_t>(axis)] * (sign * box.halfExtents[axis]);
    const Vec3<T> du = box.axes[u] * box.halfExtents[static_cast<int>(u)];
    const Vec3<T> dv = box.axes[v] * box.halfExtents[static_cast<int>(v)];
    Polygon<T> face;
    face.push_back(middle - du - dv);
    face.push_back(middle + du - dv);
    face.push_back(middle + du + dv);
    face.push_back(middle - du + dv);
    return face;
}

/// Sutherland-Hodgman: the part of `polygon` where dot(normal, x) <= offset,
/// written to `out` (cleared first; not `polygon` itself). Output parameters
/// rather than returned copies throughout this file: copying a small
/// InlineVector right after filling it reads back bytes still in the store
/// buffer, and those stalls cost more than the clipping.
template <class T> void clipBelow(const Polygon<T>& polygon, const Vec3<T>& normal, T offset, Polygon<T>& out) {
    out.clear();
    for (std::size_t k = 0; k < polygon.size(); ++k) {
        const Vec3<T>& p = polygon[k];
        const Vec3<T>& q = polygon[(k + 1) % polygon.size()];
        const T dp = dot3(normal, p) - offset;
        const T dq = dot3(normal, q) - offset;
        if (dp <= T(0)) out.push_back(p);
        if ((dp < T(0) && dq > T(0)) || (dp > T(0) && dq < T(0))) out.push_back(p + (q - p) * (dp / (dp - dq)));
    }
}

/// The first point of largest score. The best score is kept rather than
/// recomputed for every comparison (score is a pure function of the point:
/// the same number either way), which halves the work on A ∩ B's up to 48
/// vertices.
template <class Points> std::size_t argMax(const Points& points, auto&& score) {
    std::size_t best = 0;
    auto bestScore = score(points[0]);
    for (std::size_t k = 1; k < points.size(); ++k) {
        const auto candidate = score(points[k]);
        if (candidate > bestScore) {
            best = k;
            bestScore = candidate;
        }
    }
    return best;
}

/// At most 4 of the points, spread as widely as possible, into `out`.
template <class T, std::size_t N>
void reduceToFour(const InlineVector<Vec3<T>, N>& points, const Vec3<T>& normal, InlineVector<Vec3<T>, 4>& out) {
    out.clear();
    if (points.size() <= 4) {
        for (const Vec3<T>& p : points) out.push_back(p);
        return;
    }
    const Vec3<T> first = points[argMax(points, [&](const Vec3<T>& p) { return -dot3(normal, p); })];
    const Vec3<T> second = points[argMax(points, [&](const Vec3<T>& p) { return dot3(p - first, p - first); })];
    const auto area = [&](const Vec3<T>& p) { return dot3(normal, glm::cross(second - first, p - first)); };
    const Vec3<T> third = points[argMax(points, area)];
    const Vec3<T> fourth = points[argMax(points, [&](const Vec3<T>& p) { return -area(p); })];
    for (const Vec3<T>& p : {first, second, third, fourth}) out.push_back(p);
}

/// The first lane-ordered index of the largest of `score`'s lanes (groups
/// of 4, `groups` of them): argMax's choice when no score is NaN.
template <class V, class Bits> std::size_t firstOfLargestLanes(const V* score, std::size_t groups) {
    V top = score[0];
    for (std::size_t g = 1; g < groups; ++g)
        top = (V)(((Bits)(score[g] > top) & (Bits)score[g]) | (~(Bits)(score[g] > top) & (Bits)top));
    const float largest = std::max(std::max(top[0], top[1]), std::max(top[2], top[3]));
    for (std::size_t g = 0;; ++g) {
        const Bits atTop = score[g] == largest;
        for (int l = 0; l < 4; ++l) {
            if (atTop[l] != 0) return 4 * g + static_cast<std::size_t>(l);
        }
    }
}

/// reduceToFour for float: each pass's scores in the lanes of 4-float
/// vectors, every lane with the scalar pass's operations in its order (dot3
/// and glm::cross as written; -ffp-contract=off), the area of the third and
/// fourth passes computed once, and argMax's choice (the first point of
/// largest score) from the lanes' largest and the first lane equal to it.
/// The last group's spare lanes hold copies of point 0, which argMax never
/// prefers to point 0 itself. A NaN score (non-finite input) leaves the
/// points to reduceToFour. The float box path's (faceContactsFixed,
/// keepOnlyPointsInBothLanes); the reference path keeps reduceToFour.
template <std::size_t N>
void reduceToFourFloatLanes(const InlineVector<Vec3<float>, N>& points, const Vec3<float>& normal,
                            InlineVector<Vec3<float>, 4>& out) {
    typedef float V __attribute__((vector_size(16)));
    typedef std::int32_t Bits __attribute__((vector_size(16)));
    const std::size_t count = points.size();
    if (count <= 4) {
        out.clear();
        for (const Vec3<float>& p : points) out.push_back(p);
        return;
    }
    constexpr std::size_t kGroups = (N + 3) / 4;
    const std::size_t groups = (count + 3) / 4;
    V x[kGroups], y[kGroups], z[kGroups];
    V score[kGroups]{}; // written before it is read; zeroed for the compiler, which cannot tell
    for (std::size_t k = 0; k < 4 * groups; ++k) {
        const Vec3<float>& p = points[k < count ? k : 0];
        x[k / 4][k % 4] = p.x;
        y[k / 4][k % 4] = p.y;
        z[k / 4][k % 4] = p.z;
    }
    // The index of the chosen point, or `count` when a score is NaN.
    const auto pick = [&](auto&& scoreOf) {
        Bits unordered{};
        for (std::size_t g = 0; g < groups; ++g) {
            score[g] = scoreOf(g);
            unordered |= score[g] != score[g];
        }
        if (((unordered[0] | unordered[1]) | (unordered[2] | unordered[3])) != 0) return count;
        return firstOfLargestLanes<V, Bits>(score, groups);
    };
    const std::size_t firstAt = pick([&](std::size_t g) { return -((normal.x * x[g] + normal.y * y[g]) + normal.z * z[g]); });
    if (firstAt == count) return reduceToFour(points, normal, out);
    const Vec3<float> first = points[firstAt];
    const std::size_t secondAt = pick([&](std::size_t g) {
        const V dx = x[g] - first.x, dy = y[g] - first.y, dz = z[g] - first.z;
        return (dx * dx + dy * dy) + dz * dz;
    });
    if (secondAt == count) return reduceToFour(points, normal, out);
    const Vec3<float> second = points[secondAt];
    const Vec3<float> e = second - first;
    V area[kGroups];
    for (std::size_t g = 0; g < groups; ++g) {
        const V qx = x[g] - first.x, qy = y[g] - first.y, qz = z[g] - first.z;
        const V cx = e.y * qz - qy * e.z, cy = e.z * qx - qz * e.x, cz = e.x * qy - qx * e.y; // glm::cross(e, q)
        area[g] = (normal.x * cx + normal.y * cy) + normal.z * cz;
    }
    const std::size_t thirdAt = pick([&](std::size_t g) { return area[g]; });
    const std::size_t fourthAt = pick([&](std::size_t g) { return -area[g]; });
    if (thirdAt == count || fourthAt == count) return reduceToFour(points, normal, out);
    const Vec3<float> third = points[thirdAt], fourth = points[fourthAt];
    out.clear();
    for (const Vec3<float>& p : {first, second, third, fourth}) out.push_back(p);
}

template <class T, class Out>
void faceContacts(const Obb3<T>& reference, int axis, const Vec3<T>& outward, const Obb3<T>& incident, Out& report, T slack) {
    // The incident face: most anti-parallel to the reference normal.
    int incidentAxis = 0;
    for (int k = 1; k < 3; ++k) {
        if (std::abs(dot3(incident.axes[static_cast<std::size_t>(k)], outward)) >
            std::abs(dot3(incident.axes[static_cast<std::size_t>(incidentAxis)], outward))) {
            incidentAxis = k;
        }
    }
    const T incidentSign = -signOf(dot3(incident.axes[static_cast<std::size_t>(incidentAxis)], outward));
    Polygon<T> polygon = boxFace(incident, incidentAxis, incidentSign);
    Polygon<T> clipped;
    for (int side = 1; side <= 2; ++side) {
        const auto s = static_cast<std::size_t>((axis + side) % 3);
        const Vec3<T>& n = reference.axes[s];
        const T centre = dot3(n, reference.center);
        const T half = reference.halfExtents[static_cast<int>(s)];
        clipBelow(polygon, n, centre + half, clipped);
        clipBelow(clipped, -n, -(centre - half), polygon);
    }
    // Below the reference face (within rounding: touching counts), and not
    // beyond the reference box's far face, so every point is in both boxes.
    const T facePlane = dot3(outward, reference.center) + reference.halfExtents[axis];
    const T farPlane = facePlane - T(2) * reference.halfExtents[axis];
    clipBelow(polygon, -outward, -farPlane, clipped);
    Polygon<T> kept;
    for (const Vec3<T>& p : clipped) {
        if (dot3(outward, p) <= facePlane + slack) kept.push_back(p);
    }
    report.contactKind = ContactKind::FaceFace;
    reduceToFour(kept, outward, report.contacts);
}

/// `Out`: Report3<T> or BoxManifold3<T> (normal, contactKind, contacts).
template <class T, class Out> void edgeContacts(const Obb3<T>& a, const Obb3<T>& b, int axisA, int axisB, Out& report) {
    const Vec3<T>& n = report.normal;
    Vec3<T> middleA = a.center;
    Vec3<T> middleB = b.center;
    for (std::size_t k = 0; k < 3; ++k) {
        if (static_cast<int>(k) != axisA)
            middleA += a.axes[k] * (signOf(dot3(a.axes[k], n)) * a.halfExtents[static_cast<int>(k)]);
        if (static_cast<int>(k) != axisB)
            middleB -= b.axes[k] * (signOf(dot3(b.axes[k], n)) * b.halfExtents[static_cast<int>(k)]);
    }
    const Vec3<T> alongA = a.axes[static_cast<std::size_t>(axisA)] * a.halfExtents[axisA];
    const Vec3<T> alongB = b.axes[static_cast<std::size_t>(axisB)] * b.halfExtents[axisB];
    const SegmentClosest<T> closest = closestOnSegments(middleA - alongA, middleA + alongA, middleB - alongB, middleB + alongB);
    report.contactKind = ContactKind::EdgeEdge;
    report.contacts.clear();
    report.contacts.push_back(closest.onFirst);
    report.contacts.push_back(closest.onSecond);
}

/// The part of segment [p, q] inside the box grown by `slack` (Liang-Barsky
/// on the box's three slabs); false when it misses.
template <class T> bool clipSegment(const Obb3<T>& box, T slack, Vec3<T>& p, Vec3<T>& q) {
    T enter = T(0), leave = T(1);
    for (std::size_t i = 0; i < 3; ++i) {
        const T start = dot3(p - box.center, box.axes[i]);
        const T change = dot3(q - p, box.axes[i]);
        const T half = box.halfExtents[static_cast<int>(i)] + slack;
        if (change == T(0)) {
            if (std::abs(start) > half) return false;
            continue;
        }
        T t0 = (-half - start) / change, t1 = (half - start) / change;
        if (t0 > t1) std::swap(t0, t1);
        enter = std::max(enter, t0);
        leave = std::min(leave, t1);
        if (enter > leave) return false;
    }
    const Vec3<T> d = q - p;
    q = p + d * leave;
    p = p + d * enter;
    return true;
}

/// Vertices of A ∩ B: each edge of `owner` clipped to `other`, both ends.
template <class T> void clippedEdgePoints(const Obb3<T>& owner, const Obb3<T>& other, T slack, InlineVector<Vec3<T>, 48>& out) {
    const std::array<Vec3<T>, 8> c = corners(owner);
    for (const auto& edge : kBoxEdges) {
        Vec3<T> p = c[static_cast<std::size_t>(edge[0])];
        Vec3<T> q = c[static_cast<std::size_t>(edge[1])];
        if (!clipSegment(other, slack, p, q)) continue;
        out.push_back(p);
        out.push_back(q);
    }
}

template <class T> bool inBoth(const Obb3<T>& a, const Obb3<T>& b, const Vec3<T>& p, T slack) {
    const auto distance = [&](const Obb3<T>& box) {
        const Vec3<T> d = p - closestOnBox(box, p);
        return std::sqrt(dot3(d, d));
    };
    return distance(a) <= slack && distance(b) <= slack;
}

/// kInLanes: double boxes clip their edges in lanes (clippedEdgePointsLanes); false: one edge at a time.
template <bool kInLanes, class T, class Out> void intersectionContacts(const Obb3<T>& a, const Obb3<T>& b, Out& report, T slack);
template <class T, class Out, class Clipper>
void intersectionContactsWith(const Obb3<T>& a, const Obb3<T>& b, Out& report, T slack, Clipper&& clippedEdges);

/// Deep overlaps: the clipped face or the edges' closest points may leave
/// one box; then the contacts are vertices of A ∩ B instead.
template <bool kInLanes, class T, class Out> void keepOnlyPointsInBoth(const Obb3<T>& a, const Obb3<T>& b, Out& report, T slack) {
    std::array<Vec3<T>, 4> keptPoints{};
    std::size_t kept = 0;
    for (const Vec3<T>& p : report.contacts) {
        if (inBoth(a, b, p, slack)) keptPoints[kept++] = p;
    }
    if (kept > 0) {
        report.contacts.clear();
        for (std::size_t k = 0; k < kept; ++k) report.contacts.push_back(keptPoints[k]);
        return;
    }
    intersectionContacts<kInLanes>(a, b, report, slack);
}

template <class T>
void clippedEdgePointsLanes(const Obb3<T>& owner, const Obb3<T>& other, T slack, InlineVector<Vec3<T>, 48>& out);

/// No contact point lies in both boxes: vertices of A ∩ B instead. double
/// clips the edges in lanes (the same points); float keeps clipSegment one
/// edge at a time, the reference the float box path is tested against.
template <bool kInLanes, class T, class Out> void intersectionContacts(const Obb3<T>& a, const Obb3<T>& b, Out& report, T slack) {
    if constexpr (kInLanes && std::is_same_v<T, double>) {
        intersectionContactsWith(a, b, report, slack, clippedEdgePointsLanes<double>);
        return;
    }
    intersectionContactsWith(a, b, report, slack, [](const Obb3<T>& owner, const Obb3<T>& other, T grow, auto& out) {
        clippedEdgePoints(owner, other, grow, out);
    });
}

template <class T, class Out, class Clipper>
void intersectionContactsWith(const Obb3<T>& a, const Obb3<T>& b, Out& report, T slack, Clipper&& clippedEdges) {
    // Clipped exactly first (the points are then inside both boxes up to
    // rounding); grown by the slack only when touching leaves nothing.
    InlineVector<Vec3<T>, 48> vertices; // 2 x 12 edges, 2 ends each
    for (const T grow : {T(0), slack}) {
        clippedEdges(a, b, grow, vertices);
        clippedEdges(b, a, grow, vertices);
        if (!vertices.empty()) break;
    }
    report.contactKind = ContactKind::Intersection;
    reduceToFour(vertices, report.normal, report.contacts);
}

/// clipBelow on fixed arrays, for the float box path: the same points in
/// the same order from the same expressions, but each corner's distance to
/// the plane computed once (clipBelow computes it as p and again as q), the
/// next corner found without a modulo (an integer division per corner), and
/// no size checks. When every corner is on or below the plane clipBelow copies the
/// polygon unchanged (every corner kept, no edge crosses); then the input
/// itself is the result and nothing is copied. Returns where the result is
/// (`polygon` or `out`) and sets `count` to its size.
template <class T>
const Vec3<T>* clipBelowFixed(const Vec3<T>* polygon, int& count, const Vec3<T>& normal, T offset, Vec3<T>* out) {
    T distance[12];
    bool allBelow = true; // on or below; false for a NaN distance, as clipBelow would drop that corner
    for (int k = 0; k < count; ++k) {
        distance[k] = dot3(normal, polygon[k]) - offset;
        allBelow &= distance[k] <= T(0);
    }
    if (allBelow) return polygon;
    int written = 0;
    for (int k = 0; k < count; ++k) {
        const int next = k + 1 == count ? 0 : k + 1;
        const T dp = distance[k];
        const T dq = distance[next];
        const Vec3<T>& p = polygon[k];
        // Each candidate written, the count advanced only when clipBelow keeps it: no branch on the
        // distances' signs, which a predictor misses about one time in three (docs/performance.md).
        // Hence one spare slot in `out`.
        out[written] = p;
        written += dp <= T(0) ? 1 : 0;
        const bool crosses = ((dp < T(0)) & (dq > T(0))) | ((dp > T(0)) & (dq < T(0)));
        // Divided by 1 where nothing crosses (the point is not kept): never 0 / 0, and a
        // crossing's quotient is the same.
        out[written] = p + (polygon[next] - p) * (dp / (crosses ? dp - dq : T(1)));
        written += crosses ? 1 : 0;
    }
    count = written;
    return out;
}

/// faceContacts with clipBelowFixed: every operation and operand the same.
template <class T, class Out>
void faceContactsFixed(const Obb3<T>& reference, int axis, const Vec3<T>& outward, const Obb3<T>& incident, Out& report,
                       T slack) {
    const T along[3] = {dot3(incident.axes[0], outward), dot3(incident.axes[1], outward), dot3(incident.axes[2], outward)};
    int incidentAxis = 0;
    for (int k = 1; k < 3; ++k) {
        if (std::abs(along[k]) > std::abs(along[incidentAxis])) incidentAxis = k;
    }
    const T incidentSign = -signOf(along[incidentAxis]);
    const Polygon<T> face = boxFace(incident, incidentAxis, incidentSign);
    // Five clips through two buffers: a clip writes to the buffer that is not
    // its input (or returns the input itself when nothing is above the plane).
    Vec3<T> buffers[2][13]; // 12 points and clipBelowFixed's spare slot
    for (int k = 0; k < 4; ++k) buffers[0][k] = face[static_cast<std::size_t>(k)];
    const Vec3<T>* polygon = buffers[0];
    int count = 4;
    const auto clip = [&](const Vec3<T>& normal, T offset) {
        Vec3<T>* out = polygon == buffers[0] ? buffers[1] : buffers[0];
        polygon = clipBelowFixed(polygon, count, normal, offset, out);
    };
    for (int side = 1; side <= 2; ++side) {
        const auto s = static_cast<std::size_t>((axis + side) % 3);
        const Vec3<T>& n = reference.axes[s];
        const T centre = dot3(n, reference.center);
        const T half = reference.halfExtents[static_cast<int>(s)];
        clip(n, centre + half);
        clip(-n, -(centre - half));
    }
    const T facePlane = dot3(outward, reference.center) + reference.halfExtents[axis];
    const T farPlane = facePlane - T(2) * reference.halfExtents[axis];
    clip(-outward, -farPlane);
    Polygon<T> kept;
    for (int k = 0; k < count; ++k) {
        if (dot3(outward, polygon[k]) <= facePlane + slack) kept.push_back(polygon[k]);
    }
    report.contactKind = ContactKind::FaceFace;
    if constexpr (std::is_same_v<T, float>) {
        reduceToFourFloatLanes(kept, outward, report.contacts);
    } else {
        reduceToFour(kept, outward, report.contacts);
    }
}

/// clippedEdgePoints for the float box path and for double boxes: the 12
/// edges in the lanes of 16-byte vectors (three of 4 floats, six of 2
/// doubles), each lane doing clipSegment's operations in its
/// order (std::max and std::min as their comparisons; a lane that has missed
/// keeps computing but is never written, as clipSegment would have returned;
/// a slab the edge is parallel to leaves enter and leave alone, as
/// clipSegment's `continue` does). The surviving edges are written in
/// kBoxEdges order, as clippedEdgePoints writes them.
template <class T>
void clippedEdgePointsLanes(const Obb3<T>& owner, const Obb3<T>& other, T slack, InlineVector<Vec3<T>, 48>& out) {
    typedef T V __attribute__((vector_size(16)));
    using Int = std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>;
    typedef Int Bits __attribute__((vector_size(16)));
    constexpr int kLanes = static_cast<int>(16 / sizeof(T));
    const auto select = [](Bits mask, V x, V y) { return (V)((mask & (Bits)x) | (~mask & (Bits)y)); };
    const auto absolute = [](V v) { return (V)((Bits)v & std::numeric_limits<Int>::max()); };
    const std::array<Vec3<T>, 8> c = corners(owner);
    for (int g = 0; g < 12 / kLanes; ++g) {
        V px, py, pz, qx, qy, qz;
        for (int l = 0; l < kLanes; ++l) {
            const auto& edge = kBoxEdges[static_cast<std::size_t>(kLanes * g + l)];
            const Vec3<T>& p = c[static_cast<std::size_t>(edge[0])];
            const Vec3<T>& q = c[static_cast<std::size_t>(edge[1])];
            px[l] = p.x, py[l] = p.y, pz[l] = p.z;
            qx[l] = q.x, qy[l] = q.y, qz[l] = q.z;
        }
        const V dx = qx - px, dy = qy - py, dz = qz - pz;
        V enter = V{} + T(0), leave = V{} + T(1);
        Bits missed{};
        for (std::size_t i = 0; i < 3; ++i) {
            const Vec3<T>& axis = other.axes[i];
            const Vec3<T>& centre = other.center;
            const V start = ((px - centre.x) * axis.x + (py - centre.y) * axis.y) + (pz - centre.z) * axis.z;
            const V change = (dx * axis.x + dy * axis.y) + dz * axis.z;
            const T half = other.halfExtents[static_cast<int>(i)] + slack;
            const Bits parallel = change == T(0);
            missed |= parallel & (absolute(start) > half);
            V t0 = (-half - start) / change, t1 = (half - start) / change;
            const Bits swap = t0 > t1;
            const V low = select(swap, t1, t0), high = select(swap, t0, t1);
            t0 = low;
            t1 = high;
            const Bits update = ~parallel & ~missed;
            enter = select(update & (enter < t0), t0, enter); // std::max(enter, t0)
            leave = select(update & (t1 < leave), t1, leave); // std::min(leave, t1)
            missed |= update & (enter > leave);
        }
        for (int l = 0; l < kLanes; ++l) {
            if (missed[l] != 0) continue;
            const Vec3<T> p{px[l], py[l], pz[l]};
            const Vec3<T> d{dx[l], dy[l], dz[l]};
            out.push_back(p + d * enter[l]);
            out.push_back(p + d * leave[l]);
        }
    }
}

/// keepOnlyPointsInBoth for the float box path: the (up to 4) points in
/// the lanes of 4-float vectors, both boxes' closestOnBox and distances
/// computed for all of them at once with closestOnBox's and inBoth's
/// operations in their order (std::clamp as its two comparisons), so each
/// point gets the same verdict; the kept points stay in their order.
template <class Out> void keepOnlyPointsInBothLanes(const Obb3<float>& a, const Obb3<float>& b, Out& report, float slack) {
    typedef float V __attribute__((vector_size(16)));
    typedef std::int32_t Bits __attribute__((vector_size(16)));
    const auto select = [](Bits mask, V x, V y) { return (V)((mask & (Bits)x) | (~mask & (Bits)y)); };
    const std::size_t count = report.contacts.size();
    V px{}, py{}, pz{};
    for (std::size_t k = 0; k < count; ++k) {
        px[k] = report.contacts[k].x;
        py[k] = report.contacts[k].y;
        pz[k] = report.contacts[k].z;
    }
    const auto within = [&](const Obb3<float>& box) {
        const Vec3<float>& c = box.center;
        const V ox = px - c.x, oy = py - c.y, oz = pz - c.z;
        V qx = V{} + c.x, qy = V{} + c.y, qz = V{} + c.z;
        for (std::size_t i = 0; i < 3; ++i) {
            const Vec3<float>& axis = box.axes[i];
            const float half = box.halfExtents[static_cast<int>(i)];
            const V along = (ox * axis.x + oy * axis.y) + oz * axis.z;
            const V lo = V{} - half, hi = V{} + half;
            const V clamped = select(along < lo, lo, select(hi < along, hi, along)); // std::clamp
            qx = qx + axis.x * clamped;
            qy = qy + axis.y * clamped;
            qz = qz + axis.z * clamped;
        }
        const V dx = px - qx, dy = py - qy, dz = pz - qz;
        return laneSqrt((dx * dx + dy * dy) + dz * dz) <= slack;
    };
    const Bits inBothBoxes = within(a) & within(b);
    std::array<Vec3<float>, 4> keptPoints{};
    std::size_t kept = 0;
    for (std::size_t k = 0; k < count; ++k) {
        if (inBothBoxes[k] != 0) keptPoints[kept++] = report.contacts[k];
    }
    if (kept > 0) {
        report.contacts.clear();
        for (std::size_t k = 0; k < kept; ++k) report.contacts.push_back(keptPoints[k]);
        return;
    }
    // intersectionContactsWith with the edges clipped in lanes and reduceToFourFloatLanes.
    InlineVector<Vec3<float>, 48> vertices; // 2 x 12 edges, 2 ends each
    for (const float grow : {0.0f, slack}) {
        clippedEdgePointsLanes(a, b, grow, vertices);
        clippedEdgePointsLanes(b, a, grow, vertices);
        if (!vertices.empty()) break;
    }
    report.contactKind = ContactKind::Intersection;
    reduceToFourFloatLanes(vertices, report.normal, report.contacts);
}

} // namespace

/// findContacts' steps; kInLanes: double boxes clip on fixed arrays and in lanes (the same points), false: the list
/// clippers one edge at a time, for every type.
template <bool kInLanes, class T, class Out>
void findContactsWith(const Obb3<T>& aWorld, const Obb3<T>& bWorld, Out& report, T tolerance) {
    // Worked out about A's centre, so that boxes far from the origin keep
    // their precision; only the final points are rounded to world coordinates.
    const Vec3<T> origin = aWorld.center;
    Obb3<T> a = aWorld, b = bWorld;
    a.center -= origin;
    b.center -= origin;
    // Points within rounding of a face still count as on it (touching).
    const T slack = tolerance + roundingBound(a, b);
    const AxisSource3 source = axisSource3(report.bestAxis);
    const auto clipFace = [&](const Obb3<T>& reference, int axis, const Vec3<T>& outward, const Obb3<T>& incident) {
        if constexpr (kInLanes && std::is_same_v<T, double>) {
            faceContactsFixed(reference, axis, outward, incident, report, slack);
        } else {
            faceContacts(reference, axis, outward, incident, report, slack);
        }
    };
    if (source.kind == AxisSource3::Kind::EdgeEdge) {
        edgeContacts(a, b, source.index, source.indexB, report);
    } else if (source.shape == Role::A) {
        clipFace(a, source.index, report.normal, b);
    } else {
        clipFace(b, source.index, -report.normal, a);
    }
    keepOnlyPointsInBoth<kInLanes>(a, b, report, slack);
    for (Vec3<T>& p : report.contacts) p += origin;
}

/// double clips on fixed arrays and in lanes (faceContactsFixed, clippedEdgePointsLanes: every operation and operand
/// the same, so the same points); float keeps the list clippers, the reference the float box path (findBoxContacts)
/// is tested against.
template <class T, class Out> void findContacts(const Obb3<T>& aWorld, const Obb3<T>& bWorld, Out& report, T tolerance) {
    findContactsWith<true>(aWorld, bWorld, report, tolerance);
}

void findContactsOneAtATime(const Obb3<double>& a, const Obb3<double>& b, Report3<double>& report, double tolerance) {
    findContactsWith<false>(a, b, report, tolerance);
}

template <class Out> void findBoxContacts(const Obb3<float>& aWorld, const Obb3<float>& bWorld, Out& report, float tolerance) {
    // findContacts, step for step, with faceContactsFixed.
    const Vec3<float> origin = aWorld.center;
    Obb3<float> a = aWorld, b = bWorld;
    a.center -= origin;
    b.center -= origin;
    const float slack = tolerance + roundingBound(a, b);
    const int best = report.bestAxis;
    if (best >= 6) {
        edgeContacts(a, b, (best - 6) / 3, (best - 6) % 3, report);
    } else if (best < 3) {
        faceContactsFixed(a, best, report.normal, b, report, slack);
    } else {
        faceContactsFixed(b, best - 3, -report.normal, a, report, slack);
    }
    keepOnlyPointsInBothLanes(a, b, report, slack);
    for (Vec3<float>& p : report.contacts) p += origin;
}

template void findBoxContacts(const Obb3<float>&, const Obb3<float>&, Report3<float>&, float);
template void findBoxContacts(const Obb3<float>&, const Obb3<float>&, BoxManifold3<float>&, float);
template void findContacts(const Obb3<float>&, const Obb3<float>&, Report3<float>&, float);
template void findContacts(const Obb3<double>&, const Obb3<double>&, Report3<double>&, double);
template void findContacts(const Obb3<double>&, const Obb3<double>&, BoxManifold3<double>&, double);

} // namespace sat::detail
