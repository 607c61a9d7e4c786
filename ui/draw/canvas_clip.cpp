// SPDX-License-Identifier: MIT
// Clipping of screen-space segments, convex polygons and polylines to a rectangle.
#include "ui/draw/canvas_clip.hpp"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>

namespace ui {

bool allFinite(std::span<const glm::dvec2> points) {
    return std::all_of(points.begin(), points.end(),
                       [](const glm::dvec2& p) { return std::isfinite(p.x) && std::isfinite(p.y); });
}

ClipRect intersect(const ClipRect& a, const ClipRect& b) { return {glm::max(a.lo, b.lo), glm::min(a.hi, b.hi)}; }

std::optional<ClippedSegment> clipSegment(glm::dvec2 a, glm::dvec2 b, const ClipRect& rect) {
    if (!std::isfinite(a.x) || !std::isfinite(a.y) || !std::isfinite(b.x) || !std::isfinite(b.y)) return std::nullopt;
    const glm::dvec2 d = b - a;
    double t0 = 0.0, t1 = 1.0;
    // Liang-Barsky: for each side, p * t <= q keeps the point inside.
    const double p[4] = {-d.x, d.x, -d.y, d.y};
    const double q[4] = {a.x - rect.lo.x, rect.hi.x - a.x, a.y - rect.lo.y, rect.hi.y - a.y};
    for (int side = 0; side < 4; ++side) {
        if (p[side] == 0.0) {
            if (q[side] < 0.0) return std::nullopt; // parallel to this side and outside it
            continue;
        }
        const double t = q[side] / p[side];
        if (p[side] < 0.0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return std::nullopt;
    }
    if (!std::isfinite(t0) || !std::isfinite(t1)) return std::nullopt; // d overflowed: points 1e308 apart
    const auto at = [&](double t) { return t <= 0.5 ? a + d * t : b - d * (1.0 - t); };
    // Rounding can leave a computed end a hair outside: keep it on the rectangle.
    const auto inside = [&](glm::dvec2 point) { return glm::clamp(point, rect.lo, rect.hi); };
    return ClippedSegment{inside(at(t0)), inside(at(t1)), t0, t1};
}

namespace {

/// One Sutherland-Hodgman pass: keeps the side where coordinate `axis` is
/// >= bound (keepAbove) or <= bound.
std::vector<glm::dvec2> clipToHalfPlane(const std::vector<glm::dvec2>& subject, int axis, double bound, bool keepAbove) {
    std::vector<glm::dvec2> out;
    out.reserve(subject.size() + 2);
    const auto inside = [&](const glm::dvec2& p) { return keepAbove ? p[axis] >= bound : p[axis] <= bound; };
    for (std::size_t i = 0; i < subject.size(); ++i) {
        const glm::dvec2 p = subject[i];
        const glm::dvec2 q = subject[(i + 1) % subject.size()];
        const bool pIn = inside(p);
        if (pIn) out.push_back(p);
        if (pIn != inside(q)) {
            const double t = (bound - p[axis]) / (q[axis] - p[axis]);
            glm::dvec2 crossing = t <= 0.5 ? p + (q - p) * t : q - (q - p) * (1.0 - t);
            crossing[axis] = bound;
            out.push_back(crossing);
        }
    }
    return out;
}

} // namespace

std::vector<glm::dvec2> clipConvexToRect(std::span<const glm::dvec2> points, const ClipRect& rect) {
    if (!allFinite(points)) return {};
    std::vector<glm::dvec2> result(points.begin(), points.end());
    result = clipToHalfPlane(result, 0, rect.lo.x, true);
    result = clipToHalfPlane(result, 0, rect.hi.x, false);
    result = clipToHalfPlane(result, 1, rect.lo.y, true);
    result = clipToHalfPlane(result, 1, rect.hi.y, false);
    return result;
}

PolylineRuns clipPolyline(std::span<const glm::dvec2> points, bool closed, const ClipRect& rect) {
    PolylineRuns result;
    if (points.size() < 2 || !allFinite(points)) return result;
    const bool inside = std::all_of(points.begin(), points.end(), [&](const glm::dvec2& p) {
        return p.x >= rect.lo.x && p.x <= rect.hi.x && p.y >= rect.lo.y && p.y <= rect.hi.y;
    });
    if (inside) {
        result.runs.emplace_back(points.begin(), points.end());
        result.wholeInside = true;
        return result;
    }
    const std::size_t segments = closed ? points.size() : points.size() - 1;
    bool open = false; // the last run ends where the next segment starts
    for (std::size_t i = 0; i < segments; ++i) {
        const auto part = clipSegment(points[i], points[(i + 1) % points.size()], rect);
        if (!part) {
            open = false;
            continue;
        }
        if (!open || part->t0 > 0.0) result.runs.push_back({part->from});
        result.runs.back().push_back(part->to);
        open = part->t1 >= 1.0;
    }
    // A closed polyline cut once continues from its last run into its first.
    if (closed && open && result.runs.size() > 1 && result.runs.front().front() == points[0]) {
        std::vector<glm::dvec2> joined = std::move(result.runs.back());
        result.runs.pop_back();
        joined.insert(joined.end(), result.runs.front().begin() + 1, result.runs.front().end());
        result.runs.front() = std::move(joined);
    }
    return result;
}

} // namespace ui
