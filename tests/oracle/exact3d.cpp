// SPDX-License-Identifier: MIT
// The exact 3D box oracle (see exact3d.hpp). The only 3D file that includes CGAL.

// g++ 12 with -fsanitize=address -O2 reports a false -Wmaybe-uninitialized in
// CGAL's Epic_converter (std::make_pair(Triangle_3(), false)), inlined here:
// CGAL's code, not ours, and only under the sanitizer build.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "oracle/exact3d.hpp"

#include <algorithm>
#include <cmath>

#include <CGAL/Exact_predicates_exact_constructions_kernel.h>

namespace oracle3 {
namespace {

using Kernel = CGAL::Exact_predicates_exact_constructions_kernel;
using FT = Kernel::FT;
using Point = Kernel::Point_3;
using Triangle = Kernel::Triangle_3;

/// Corner k: sign + on axis i when bit i of k is set (as sat::corners).
std::array<Point, 8> exactCorners(const Box& box) {
    std::array<Point, 8> out;
    for (unsigned k = 0; k < 8; ++k) {
        std::array<FT, 3> p{FT(box.center.x), FT(box.center.y), FT(box.center.z)};
        for (unsigned i = 0; i < 3; ++i) {
            const FT h = (k >> i) & 1U ? FT(box.halfExtents[static_cast<int>(i)]) : -FT(box.halfExtents[static_cast<int>(i)]);
            for (int c = 0; c < 3; ++c) p[static_cast<std::size_t>(c)] += h * FT(box.axes[i][c]);
        }
        out[k] = Point(p[0], p[1], p[2]);
    }
    return out;
}

/// The 6 faces as corner quadruples in cyclic order.
constexpr std::array<std::array<std::size_t, 4>, 6> kFaces{{
    {0, 2, 6, 4},
    {1, 3, 7, 5}, // axis 0: - and +
    {0, 1, 5, 4},
    {2, 3, 7, 6}, // axis 1
    {0, 1, 3, 2},
    {4, 5, 7, 6}, // axis 2
}};

std::array<Triangle, 12> boundary(const std::array<Point, 8>& c) {
    std::array<Triangle, 12> out;
    for (std::size_t f = 0; f < 6; ++f) {
        const auto& q = kFaces[f];
        out[2 * f] = Triangle(c[q[0]], c[q[1]], c[q[2]]);
        out[2 * f + 1] = Triangle(c[q[0]], c[q[2]], c[q[3]]);
    }
    return out;
}

/// p in the closed parallelepiped: for each face plane, on the same side as
/// the opposite face's corner (or on the plane).
bool contains(const std::array<Point, 8>& c, const Point& p) {
    for (std::size_t f = 0; f < 6; ++f) {
        const auto& q = kFaces[f];
        const auto& opposite = kFaces[f ^ 1U];
        const CGAL::Orientation inside = CGAL::orientation(c[q[0]], c[q[1]], c[q[2]], c[opposite[0]]);
        const CGAL::Orientation here = CGAL::orientation(c[q[0]], c[q[1]], c[q[2]], p);
        if (here != CGAL::COPLANAR && here != inside) return false;
    }
    return true;
}

using Real = long double;
struct Vec {
    Real x, y, z;
};
Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
Real dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Vec cross(Vec a, Vec b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
Vec toVec(const glm::dvec3& v) { return {v.x, v.y, v.z}; }

std::array<Vec, 8> cornersAbout(const Box& box, Vec origin) {
    std::array<Vec, 8> out{};
    const Vec centre = toVec(box.center) - origin;
    for (unsigned k = 0; k < 8; ++k) {
        Vec p = centre;
        for (unsigned i = 0; i < 3; ++i) {
            const Real h = ((k >> i) & 1U ? 1.0L : -1.0L) * Real(box.halfExtents[static_cast<int>(i)]);
            p = {p.x + h * box.axes[i].x, p.y + h * box.axes[i].y, p.z + h * box.axes[i].z};
        }
        out[k] = p;
    }
    return out;
}

} // namespace

bool intersects(const Box& a, const Box& b) {
    const std::array<Point, 8> ca = exactCorners(a);
    const std::array<Point, 8> cb = exactCorners(b);
    const std::array<Triangle, 12> ta = boundary(ca);
    const std::array<Triangle, 12> tb = boundary(cb);
    for (const Triangle& s : ta) {
        for (const Triangle& t : tb) {
            if (CGAL::do_intersect(s, t)) return true;
        }
    }
    // Boundaries apart: intersecting only if one box holds the other.
    return contains(ca, cb[0]) || contains(cb, ca[0]);
}

double satSeparation(const Box& a, const Box& b) {
    const Vec origin = toVec(a.center);
    const std::array<Vec, 8> ca = cornersAbout(a, origin);
    const std::array<Vec, 8> cb = cornersAbout(b, origin);
    std::array<Vec, 15> directions{};
    std::size_t count = 0;
    for (const auto& axis : a.axes) directions[count++] = toVec(axis);
    for (const auto& axis : b.axes) directions[count++] = toVec(axis);
    for (const auto& axisA : a.axes) {
        for (const auto& axisB : b.axes) {
            const Vec c = cross(toVec(axisA), toVec(axisB));
            if (dot(c, c) > 0) directions[count++] = c;
        }
    }
    Real best = -INFINITY;
    for (std::size_t d = 0; d < count; ++d) {
        const Vec u = directions[d];
        Real minA = INFINITY, maxA = -INFINITY, minB = INFINITY, maxB = -INFINITY;
        for (const Vec& p : ca) {
            minA = std::min(minA, dot(u, p));
            maxA = std::max(maxA, dot(u, p));
        }
        for (const Vec& p : cb) {
            minB = std::min(minB, dot(u, p));
            maxB = std::max(maxB, dot(u, p));
        }
        best = std::max(best, std::max(minB - maxA, minA - maxB) / std::sqrt(dot(u, u)));
    }
    return static_cast<double>(best);
}

double distanceToBox(const Box& box, const glm::dvec3& p) {
    const Vec offset = toVec(p) - toVec(box.center);
    Real squared = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        const Real along = dot(offset, toVec(box.axes[i]));
        const Real half = box.halfExtents[static_cast<int>(i)];
        const Real outside = std::max(Real(0), std::abs(along) - half);
        squared += outside * outside;
    }
    return static_cast<double>(std::sqrt(squared));
}

int satVerdictSign(const Box& a, const Box& b) {
    using Vector = std::array<FT, 3>;
    const auto exactVector = [](const glm::dvec3& v) { return Vector{FT(v.x), FT(v.y), FT(v.z)}; };
    const auto dot = [](const Vector& u, const Vector& v) { return u[0] * v[0] + u[1] * v[1] + u[2] * v[2]; };
    const auto absolute = [](const FT& x) { return x < 0 ? -x : x; };
    const Vector offset{FT(b.center.x) - FT(a.center.x), FT(b.center.y) - FT(a.center.y), FT(b.center.z) - FT(a.center.z)};
    int verdict = -1;
    for (int k = 0; k < 15; ++k) {
        Vector axis;
        if (k < 6) {
            axis = exactVector((k < 3 ? a : b).axes[static_cast<std::size_t>(k % 3)]);
        } else {
            const Vector u = exactVector(a.axes[static_cast<std::size_t>((k - 6) / 3)]);
            const Vector v = exactVector(b.axes[static_cast<std::size_t>((k - 6) % 3)]);
            axis = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
            if (axis[0] == 0 && axis[1] == 0 && axis[2] == 0) continue;
        }
        FT gap = absolute(dot(offset, axis));
        for (int i = 0; i < 3; ++i) {
            gap -= FT(a.halfExtents[i]) * absolute(dot(exactVector(a.axes[static_cast<std::size_t>(i)]), axis));
            gap -= FT(b.halfExtents[i]) * absolute(dot(exactVector(b.axes[static_cast<std::size_t>(i)]), axis));
        }
        if (gap > 0) return 1;
        if (gap == 0) verdict = 0;
    }
    return verdict;
}

} // namespace oracle3
