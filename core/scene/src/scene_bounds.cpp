// SPDX-License-Identifier: MIT
// Axis-aligned bounds of a scene's shapes, for the broad phase.

#include <array>
#include <cmath>

#include <glm/common.hpp>

#include "sat/detail/overloaded.hpp"
#include "sat/scene_bounds.hpp"
#include "sat/shapes2d.hpp"

namespace sat {

namespace {
using sat::detail::Overloaded;

/// Grows [centre - radius, centre + radius] by the rounding the SAT can make
/// on numbers of this size (its own, and float's when it runs in float).
template <class V> void centred(const V& centre, const V& radius, double relativePad, V& lo, V& hi) {
    const V pad = (glm::abs(centre) + radius) * relativePad;
    lo = centre - radius - pad;
    hi = centre + radius + pad;
}

/// Bounds of the points within `radius` of the segment [start, end]: the
/// segment's box grown by the radius, then padded as centred() pads.
template <class V> void segmentBounds(const V& start, const V& end, double radius, double relativePad, V& lo, V& hi) {
    const V segmentLo = glm::min(start, end), segmentHi = glm::max(start, end);
    centred((segmentLo + segmentHi) * 0.5, (segmentHi - segmentLo) * 0.5 + radius, relativePad, lo, hi);
    lo = glm::min(lo, segmentLo - radius); // the midpoint's rounding never cuts an end off
    hi = glm::max(hi, segmentHi + radius);
}
} // namespace

Bounds2 bounds2(const ShapeSpec& spec, double relativePad) {
    Bounds2 b;
    std::visit(Overloaded{
                   [&](const Aabb2Spec& s) { centred(s.center, s.halfExtents, relativePad, b.lo, b.hi); },
                   [&](const Obb2Spec& s) {
                       // The radius on world axis j of a box with axes u, v: hx |u_j| + hy |v_j| (RTCD 4.2.6).
                       const auto box = std::get<Obb2<double>>(toShape2<double>(spec));
                       const glm::dvec2 radius = s.halfExtents.x * glm::abs(box.axisX) + s.halfExtents.y * glm::abs(box.axisY);
                       centred(s.center, radius, relativePad, b.lo, b.hi);
                   },
                   [&](const Poly2Spec& s) {
                       if (s.points.empty()) throw GeometryError("a polygon without points has no bounds");
                       glm::dvec2 lo = s.points[0], hi = s.points[0];
                       for (const glm::dvec2& p : s.points) {
                           lo = glm::min(lo, p);
                           hi = glm::max(hi, p);
                       }
                       centred((lo + hi) * 0.5, (hi - lo) * 0.5, relativePad, b.lo, b.hi);
                       b.lo = glm::min(b.lo, lo); // the midpoint's rounding never cuts a point off
                       b.hi = glm::max(b.hi, hi);
                   },
                   [&](const Circle2Spec& s) { centred(s.center, glm::dvec2(s.radius), relativePad, b.lo, b.hi); },
                   [&](const Capsule2Spec& s) {
                       const std::array<glm::dvec2, 2> ends = s.ends();
                       segmentBounds(ends[0], ends[1], s.radius, relativePad, b.lo, b.hi);
                   },
                   [](const auto&) { throw GeometryError("a 3D shape has no 2D bounds"); },
               },
               spec);
    return b;
}

Bounds3 bounds3(const ShapeSpec& spec, double relativePad) {
    Bounds3 b;
    std::visit(Overloaded{
                   [&](const Aabb3Spec& s) { centred(s.center, s.halfExtents, relativePad, b.lo, b.hi); },
                   [&](const Obb3Spec& s) {
                       // Columns of R are the box's axes; world axis j gets sum_k h_k |R_jk|.
                       const glm::dmat3 r = rotationMatrix(s.rotation);
                       glm::dvec3 radius(0.0);
                       for (int k = 0; k < 3; ++k) radius += s.halfExtents[k] * glm::abs(r[k]);
                       centred(s.center, radius, relativePad, b.lo, b.hi);
                   },
                   [&](const Sphere3Spec& s) { centred(s.center, glm::dvec3(s.radius), relativePad, b.lo, b.hi); },
                   [&](const Capsule3Spec& s) { segmentBounds(s.start, s.end, s.radius, relativePad, b.lo, b.hi); },
                   [](const auto&) { throw GeometryError("a 2D shape has no 3D bounds"); },
               },
               spec);
    return b;
}

} // namespace sat
