// SPDX-License-Identifier: MIT
// Contact points of a touching or overlapping pair, the way Box2D's
// b2CollidePolygons finds them (Catto, "Contact Manifolds", GDC 2007):
//
//   reference face = the face of the best (MTV) axis, outward normal n
//                    pointing at the other shape
//   incident edge  = the other shape's edge most anti-parallel to n
//   clip the incident edge to the slab between the reference face's side
//   planes (Sutherland-Hodgman on one segment)
//   keep each clipped point whose height above the reference face is at most
//   `tolerance` (plus rounding), and report it half-way between the point and
//   its projection on the face (b2WorldManifold's midpoint): on touching
//   shapes that is the point itself.

#include <algorithm>
#include <cmath>
#include <limits>

#include "report2d_detail.hpp"
#include "sat/detail/fast2d.hpp"

namespace sat::detail {
namespace {

template <class T> constexpr T kEps = std::numeric_limits<T>::epsilon();

// The steps below are templates over the view: PolygonView2 (any shape as a
// polygon) or BoxView2 (a box's four corners in fixed arrays, for the direct
// box-pair report's grazing-corner fallback; its usual contacts come in closed
// form from manifold2d_lanes.inl). Both list the same corners and normals for
// a box, so the same code gives the same points, bit for bit.

/// Largest coordinate magnitude of two boxes' corners (coordinateScale's loop).
template <class T> T coordinateScale(const BoxView2<T>& a, const BoxView2<T>& b) {
    T scale = 0;
    for (const BoxView2<T>* view : {&a, &b}) {
        for (const Vec2<T>& v : view->vertices) scale = std::max({scale, std::abs(v.x), std::abs(v.y)});
    }
    return scale;
}

/// Index of the edge whose outward normal is most aligned with `direction`.
template <class T, class View> [[gnu::always_inline]] inline int mostAlignedEdge(const View& view, const Vec2<T>& direction) {
    int best = 0;
    for (int e = 1; e < view.size(); ++e) {
        if (dot(view.normal(e), direction) > dot(view.normal(best), direction)) best = e;
    }
    return best;
}

/// The reference face belongs to the shape that produced the best axis
/// unless the other shape has a face clearly better aligned with the push:
/// a polygon's best axis can point B out through A's far side, where A may
/// have no face at all (B then has the parallel face; see markDuplicates).
/// `edgeA` = mostAlignedEdge(a, n), `edgeB` = mostAlignedEdge(b, -n): found
/// once, they are also the reference and incident edges below (the push is
/// +n from A or -n from B, and the incident shape looks the other way).
template <class T, class View>
[[gnu::always_inline]] inline bool referenceIsA(const View& a, const View& b, const Vec2<T>& n, bool bestFromA, int edgeA,
                                                int edgeB) {
    const T alignA = dot(a.normal(edgeA), n);
    const T alignB = -dot(b.normal(edgeB), n);
    const T slack = 64 * kEps<T>;
    return bestFromA ? alignA + slack >= alignB : alignA > alignB + slack;
}

/// Keeps the part of the segment [p0, p1] where dot(planeNormal, p) <= offset
/// (Box2D's b2ClipSegmentToLine). An end up to `slack` outside stays where
/// it is: a corner resting exactly on a side plane may be computed a
/// rounding error outside it. False when nothing is left.
template <class T>
[[gnu::always_inline]] inline bool clipSegment(Vec2<T>& p0, Vec2<T>& p1, const Vec2<T>& planeNormal, T offset, T slack) {
    const T d0 = dot(planeNormal, p0) - offset;
    const T d1 = dot(planeNormal, p1) - offset;
    const bool out0 = d0 > slack;
    const bool out1 = d1 > slack;
    if (out0 && out1) return false;
    if (out0 || out1) {
        Vec2<T>& outer = out0 ? p0 : p1;
        const Vec2<T>& inner = out0 ? p1 : p0;
        const T innerDistance = out0 ? d1 : d0;
        const T outerDistance = out0 ? d0 : d1;
        // Cut on the plane; an inner end already past it (within slack) is the cut.
        outer = innerDistance > T(0) ? inner : inner + (innerDistance / (innerDistance - outerDistance)) * (outer - inner);
    }
    return true;
}

template <class T> struct ContactFrame {
    Vec2<T> faceNormal; ///< outward normal of the reference face
    Vec2<T> facePoint;  ///< a point of the reference face
    T keepBelow;        ///< largest height above the face that still counts
    T sameWithin;       ///< two points closer than this are one contact
};

/// sqrt(squared) <= limit (limit >= 0), the square root taken only where
/// squared <= 4 limit^2: beyond that the root exceeds 2 limit sqrt(1 - u)
/// (u the unit roundoff of the rounded square), so its rounding lies above
/// limit too, and where limit * limit underflows, squared >= the smallest
/// subnormal still puts the root above limit by more than a rounding. The
/// comparison's answer bit for bit; two distinct contacts lie far more than
/// 2 limit apart, so the root is rarely taken.
template <class T> [[gnu::always_inline]] inline bool rootAtMost(T squared, T limit) {
    if (squared > T(4) * (limit * limit)) [[likely]]
        return false;
    return std::sqrt(squared) <= limit;
}

template <class T>
[[gnu::always_inline]] inline void addContact(InlineVector<Vec2<T>, 2>& out, const Vec2<T>& p, const ContactFrame<T>& frame) {
    const T height = dot(frame.faceNormal, p - frame.facePoint);
    if (height > frame.keepBelow || out.size() == out.capacity()) return;
    const Vec2<T> point = p - (height / T(2)) * frame.faceNormal;
    if (!out.empty()) {
        const Vec2<T> apart = point - out[0];
        if (rootAtMost(dot(apart, apart), frame.sameWithin)) return;
    }
    out.push_back(point);
}

/// When clipping leaves nothing (grazing corners), the incident shape's
/// deepest vertex within the reference face's slab is the contact if it
/// reaches the face.
template <class T, class View>
void addDeepestVertex(InlineVector<Vec2<T>, 2>& out, const View& incident, const ContactFrame<T>& frame, const Vec2<T>& r1,
                      const Vec2<T>& r2) {
    const Vec2<T> side = r2 - r1;
    const T slack = frame.sameWithin * std::sqrt(dot(side, side));
    const Vec2<T>* deepest = nullptr;
    for (const Vec2<T>& v : incident.vertices) {
        const bool inSlab = dot(v - r1, side) >= -slack && dot(v - r2, side) <= slack;
        if (inSlab && (deepest == nullptr || dot(frame.faceNormal, v) < dot(frame.faceNormal, *deepest))) deepest = &v;
    }
    if (deepest != nullptr) addContact(out, *deepest, frame);
}

/// Writes the contacts into `contacts` (empty on entry).
template <class T, class View>
[[gnu::always_inline]] inline void contactsOf(const View& a, const View& b, const Vec2<T>& normal, bool bestFromA, T tolerance,
                                              InlineVector<Vec2<T>, 2>& contacts) {
    const int edgeA = mostAlignedEdge(a, normal);
    const int edgeB = mostAlignedEdge(b, -normal);
    const bool fromA = referenceIsA(a, b, normal, bestFromA, edgeA, edgeB);
    const View& reference = fromA ? a : b;
    const View& incident = fromA ? b : a;

    // mostAlignedEdge(reference, push) and mostAlignedEdge(incident, -push),
    // push = +normal from A, -normal from B (negation is exact).
    const int referenceEdge = fromA ? edgeA : edgeB;
    const int incidentEdge = fromA ? edgeB : edgeA;
    const Vec2<T> r1 = reference.vertex(referenceEdge);
    const Vec2<T> r2 = reference.vertex(referenceEdge + 1);
    // Along the face, counter-clockwise: the outward normal turned left. Taken
    // from the normal, not from r2 - r1, so a zero-size box still has one.
    const Vec2<T> faceNormal = reference.normal(referenceEdge);
    const Vec2<T> tangent{-faceNormal.y, faceNormal.x};

    const T roundoff = 16 * kEps<T> * coordinateScale(a, b);
    const ContactFrame<T> frame{faceNormal, r1, tolerance + roundoff, roundoff};

    Vec2<T> p0 = incident.vertex(incidentEdge);
    Vec2<T> p1 = incident.vertex(incidentEdge + 1);
    if (clipSegment(p0, p1, -tangent, -dot(tangent, r1), roundoff) && clipSegment(p0, p1, tangent, dot(tangent, r2), roundoff)) {
        addContact(contacts, p0, frame);
        addContact(contacts, p1, frame);
    }
    if (contacts.empty()) addDeepestVertex(contacts, incident, frame, r1, r2);
}

template <class T> bool bestAxisFromA(const Report2<T>& report) {
    return report.axes[static_cast<std::size_t>(report.bestAxis)].source.shape == Role::A;
}

} // namespace

template <class T>
int boxPairContactsByClipping(const Obb2<T>& a, const Obb2<T>& b, const Vec2<T>& normal, bool bestFromA, T tolerance,
                              Vec2<T>* out) {
    InlineVector<Vec2<T>, 2> contacts;
    contactsOf(boxView(a), boxView(b), normal, bestFromA, tolerance, contacts);
    for (std::size_t k = 0; k < contacts.size(); ++k) out[k] = contacts[k];
    return static_cast<int>(contacts.size());
}

template <class T>
InlineVector<Vec2<T>, 2> findContacts(const PolygonView2<T>& a, const PolygonView2<T>& b, const Report2<T>& report, T tolerance) {
    InlineVector<Vec2<T>, 2> contacts;
    contactsOf(a, b, report.normal, bestAxisFromA(report), tolerance, contacts);
    return contacts;
}

template <class T> void findContacts(const BoxView2<T>& a, const BoxView2<T>& b, Report2<T>& report, T tolerance) {
    report.contacts.clear();
    contactsOf(a, b, report.normal, bestAxisFromA(report), tolerance, report.contacts);
}

template InlineVector<Vec2<float>, 2> findContacts(const PolygonView2<float>&, const PolygonView2<float>&, const Report2<float>&,
                                                   float);
template InlineVector<Vec2<double>, 2> findContacts(const PolygonView2<double>&, const PolygonView2<double>&,
                                                    const Report2<double>&, double);
template void findContacts(const BoxView2<float>&, const BoxView2<float>&, Report2<float>&, float);
template void findContacts(const BoxView2<double>&, const BoxView2<double>&, Report2<double>&, double);
template int boxPairContactsByClipping(const Obb2<float>&, const Obb2<float>&, const Vec2<float>&, bool, float, Vec2<float>*);
template int boxPairContactsByClipping(const Obb2<double>&, const Obb2<double>&, const Vec2<double>&, bool, double,
                                       Vec2<double>*);

} // namespace sat::detail
