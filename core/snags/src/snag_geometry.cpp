// SPDX-License-Identifier: MIT
// Outlines, areas and hulls for the snag finder and the merge.

#include "snag_geometry.hpp"

#include <algorithm>
#include <type_traits>
#include <variant>

namespace sat::snag_detail {

std::vector<glm::dvec2> specOutline(const ShapeSpec& spec) {
    const Shape2<double> shape = toShape2<double>(spec);
    return std::visit(
        [](const auto& s) -> std::vector<glm::dvec2> {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, ConvexPolygon2<double>>) {
                return {s.vertices().begin(), s.vertices().end()};
            } else if constexpr (std::is_same_v<S, Circle2<double>> || std::is_same_v<S, Capsule2<double>>) {
                return {}; // no corners and no flat sides of its own
            } else {
                const auto box = corners(s);
                return {box.begin(), box.end()};
            }
        },
        shape);
}

double polygonArea(const std::vector<glm::dvec2>& points) {
    double twice = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const glm::dvec2& p = points[i];
        const glm::dvec2& q = points[(i + 1) % points.size()];
        twice += p.x * q.y - q.x * p.y;
    }
    return 0.5 * twice;
}

namespace {
double hullTurn(const glm::dvec2& o, const glm::dvec2& a, const glm::dvec2& b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}
} // namespace

std::vector<glm::dvec2> convexHull(std::vector<glm::dvec2> points) {
    std::sort(points.begin(), points.end(),
              [](const glm::dvec2& p, const glm::dvec2& q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points.size() < 3) return points;
    std::vector<glm::dvec2> hull(2 * points.size());
    std::size_t k = 0;
    // Lower chain left to right, then upper chain right to left; a turn <= 0 drops the middle point.
    for (const glm::dvec2& p : points) {
        while (k >= 2 && hullTurn(hull[k - 2], hull[k - 1], p) <= 0.0) --k;
        hull[k++] = p;
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {
        while (k >= lower && hullTurn(hull[k - 2], hull[k - 1], points[i]) <= 0.0) --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1);
    return hull;
}

} // namespace sat::snag_detail
