// SPDX-License-Identifier: MIT
// Convex decomposition: ear clipping, then Hertel-Mehlhorn merging.
//
//   clean the outline (no repeats, no straight-on points); make it CCW
//   triangles = []
//   while more than 3 vertices remain:
//       find a vertex v whose turn prev->v->next is strictly left (convex)
//       and whose triangle (prev, v, next) contains no other remaining vertex
//       (closed test: a vertex on its boundary blocks it too)
//       emit the triangle, remove v                       -- an "ear"
//   emit the last triangle
//   pieces = triangles; for each diagonal (an edge two pieces share):
//       merge the two pieces if the merged polygon is still convex at both
//       ends of the diagonal and has at most maxVertices vertices
//
// Meisters' two-ears theorem guarantees an ear in every simple polygon, so
// running out of ears means the outline crosses itself. Hertel-Mehlhorn
// leaves only essential diagonals, each of which is needed at a reflex
// vertex, so there are at most 2r+1 pieces for r reflex vertices: at most
// four times the optimum (O'Rourke, Computational Geometry in C, 2.5).

#include "sat/convex_decomposition.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

#include <glm/geometric.hpp>

namespace sat {
namespace {

double cross(glm::dvec2 a, glm::dvec2 b) { return a.x * b.y - a.y * b.x; }

/// Turn at b on the way a -> b -> c: > 0 left.
double turn(glm::dvec2 a, glm::dvec2 b, glm::dvec2 c) { return cross(b - a, c - b); }

/// The turn counts as straight when |sin| of it is at most 1e-9.
bool isStraight(glm::dvec2 a, glm::dvec2 b, glm::dvec2 c) {
    const glm::dvec2 in = b - a, out = c - b;
    const double lengths = std::sqrt((in.x * in.x + in.y * in.y) * (out.x * out.x + out.y * out.y));
    return std::abs(cross(in, out)) <= 1e-9 * lengths;
}

/// Closed point-in-triangle test for a CCW triangle.
bool inTriangle(glm::dvec2 p, glm::dvec2 a, glm::dvec2 b, glm::dvec2 c) {
    return cross(b - a, p - a) >= 0 && cross(c - b, p - b) >= 0 && cross(a - c, p - c) >= 0;
}

using Piece = std::vector<int>; // indices into the cleaned outline, CCW

std::vector<Piece> earClip(const std::vector<glm::dvec2>& outline) {
    std::vector<int> remaining;
    for (int i = 0; i < static_cast<int>(outline.size()); ++i) remaining.push_back(i);
    std::vector<Piece> triangles;
    const auto at = [&](std::size_t k) { return outline[static_cast<std::size_t>(remaining[k % remaining.size()])]; };
    while (remaining.size() > 3) {
        bool clipped = false;
        for (std::size_t k = 0; k < remaining.size() && !clipped; ++k) {
            const std::size_t prev = (k + remaining.size() - 1) % remaining.size(), next = (k + 1) % remaining.size();
            const glm::dvec2 a = at(prev), b = at(k), c = at(next);
            if (turn(a, b, c) <= 0) continue; // reflex or straight: not an ear
            bool blocked = false;
            for (std::size_t m = 0; m < remaining.size() && !blocked; ++m) {
                if (m == prev || m == k || m == next) continue;
                const glm::dvec2 p = at(m);
                if (p == a || p == b || p == c) continue; // the outline touching itself at a shared vertex
                blocked = inTriangle(p, a, b, c);
            }
            if (blocked) continue;
            triangles.push_back({remaining[prev], remaining[k], remaining[next]});
            remaining.erase(remaining.begin() + static_cast<std::ptrdiff_t>(k));
            clipped = true;
        }
        if (!clipped) throw GeometryError("polygon is not simple (its outline crosses or overlaps itself)");
    }
    triangles.push_back(remaining);
    return triangles;
}

/// Merges piece `b` into piece `a` across the diagonal (u, v) that `a` runs
/// as u->v and `b` as v->u.
Piece mergeAcross(const Piece& a, const Piece& b, int u, int v) {
    Piece merged;
    const std::size_t na = a.size(), nb = b.size();
    std::size_t startA = 0, startB = 0;
    while (a[startA] != v) ++startA;
    while (b[startB] != u) ++startB;
    for (std::size_t i = 0; i + 1 < na; ++i) merged.push_back(a[(startA + i) % na]); // v ... u (a without edge u->v)
    for (std::size_t i = 0; i + 1 < nb; ++i) merged.push_back(b[(startB + i) % nb]); // u ... v (b without edge v->u)
    return merged;
}

bool convexAt(const std::vector<glm::dvec2>& outline, const Piece& piece, int vertex) {
    const std::size_t n = piece.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (piece[i] != vertex) continue;
        const glm::dvec2 a = outline[static_cast<std::size_t>(piece[(i + n - 1) % n])];
        const glm::dvec2 b = outline[static_cast<std::size_t>(piece[i])];
        const glm::dvec2 c = outline[static_cast<std::size_t>(piece[(i + 1) % n])];
        return turn(a, b, c) > 0 || isStraight(a, b, c);
    }
    return false;
}

std::vector<Piece> mergePieces(const std::vector<glm::dvec2>& outline, std::vector<Piece> pieces, int maxVertices) {
    std::map<std::pair<int, int>, std::size_t> owner; // directed edge -> piece
    const auto claim = [&](std::size_t p) {
        for (std::size_t i = 0; i < pieces[p].size(); ++i) owner[{pieces[p][i], pieces[p][(i + 1) % pieces[p].size()]}] = p;
    };
    for (std::size_t p = 0; p < pieces.size(); ++p) claim(p);
    std::vector<bool> alive(pieces.size(), true);
    for (std::size_t p = 0; p < pieces.size(); ++p) {
        for (std::size_t i = 0; alive[p] && i < pieces[p].size(); ++i) {
            const int u = pieces[p][i], v = pieces[p][(i + 1) % pieces[p].size()];
            const auto other = owner.find({v, u});
            if (other == owner.end() || other->second == p || !alive[other->second]) continue;
            const std::size_t q = other->second;
            if (static_cast<int>(pieces[p].size() + pieces[q].size()) - 2 > maxVertices) continue;
            Piece merged = mergeAcross(pieces[p], pieces[q], u, v);
            if (!convexAt(outline, merged, u) || !convexAt(outline, merged, v)) continue;
            pieces[p] = std::move(merged);
            alive[q] = false;
            claim(p);
            i = static_cast<std::size_t>(-1); // its edges changed: look at them all again
        }
    }
    std::vector<Piece> result;
    for (std::size_t p = 0; p < pieces.size(); ++p) {
        if (alive[p]) result.push_back(std::move(pieces[p]));
    }
    return result;
}

} // namespace

double twiceSignedArea(std::span<const glm::dvec2> points) {
    double sum = 0;
    for (std::size_t i = 0; i < points.size(); ++i) sum += cross(points[i], points[(i + 1) % points.size()]);
    return sum;
}

std::vector<glm::dvec2> simplifyOutline(std::span<const glm::dvec2> points) {
    std::vector<glm::dvec2> outline(points.begin(), points.end());
    bool changed = true;
    while (changed && outline.size() >= 3) {
        changed = false;
        for (std::size_t i = 0; i < outline.size() && outline.size() >= 3; ++i) {
            const std::size_t n = outline.size();
            const glm::dvec2 a = outline[(i + n - 1) % n], b = outline[i], c = outline[(i + 1) % n];
            if (b == a || b == c || isStraight(a, b, c)) {
                outline.erase(outline.begin() + static_cast<std::ptrdiff_t>(i));
                changed = true;
                --i;
            }
        }
    }
    return outline;
}

namespace {

/// Sign of the turn a -> b -> c: 1 left, -1 right, 0 collinear.
int outlineTurnSign(glm::dvec2 a, glm::dvec2 b, glm::dvec2 c) {
    const double t = turn(a, b, c);
    return (t > 0) - (t < 0);
}

/// True when `p`, collinear with segment [a, b], lies strictly between its ends.
bool strictlyInsideSegment(glm::dvec2 p, glm::dvec2 a, glm::dvec2 b) {
    const double along = glm::dot(p - a, b - a);
    return p != a && p != b && along > 0 && along < glm::dot(b - a, b - a);
}

bool segmentBoundsMeet(glm::dvec2 a, glm::dvec2 b, glm::dvec2 c, glm::dvec2 d) {
    return std::max(std::min(a.x, b.x), std::min(c.x, d.x)) <= std::min(std::max(a.x, b.x), std::max(c.x, d.x)) &&
           std::max(std::min(a.y, b.y), std::min(c.y, d.y)) <= std::min(std::max(a.y, b.y), std::max(c.y, d.y));
}

} // namespace

std::optional<glm::dvec2> findSelfCrossing(std::span<const glm::dvec2> points) {
    const std::size_t n = points.size();
    if (n < 4) return std::nullopt; // a triangle's edges all share corners
    const auto at = [&](std::size_t i) { return points[i % n]; };
    for (std::size_t i = 0; i < n; ++i) {
        const glm::dvec2 a = at(i), b = at(i + 1);
        for (std::size_t j = i + 1; j < n; ++j) {
            const glm::dvec2 c = at(j), d = at(j + 1);
            if (!segmentBoundsMeet(a, b, c, d)) continue;
            const int abc = outlineTurnSign(a, b, c), abd = outlineTurnSign(a, b, d);
            const int cda = outlineTurnSign(c, d, a), cdb = outlineTurnSign(c, d, b);
            const bool neighbours = j == i + 1 || (i == 0 && j == n - 1);
            if (!neighbours && abc * abd < 0 && cda * cdb < 0) {
                // A proper crossing: a + t (b - a) with t from the cross products (Ericson, RTCD 5.1.9.1).
                const double t = cross(c - a, d - c) / cross(b - a, d - c);
                return a + t * (b - a);
            }
            // Vertex c (edge j's start) on edge i's inside, its neighbours on opposite sides of edge i.
            const bool cCrosses = abc == 0 && strictlyInsideSegment(c, a, b) && outlineTurnSign(a, b, at(j + n - 1)) * abd < 0;
            if (j != i + 1 && cCrosses) return c;
            // Vertex a (edge i's start) on edge j's inside, likewise.
            const bool aCrosses = cda == 0 && strictlyInsideSegment(a, c, d) && outlineTurnSign(c, d, at(i + n - 1)) * cdb < 0;
            if (!(i == 0 && j == n - 1) && aCrosses) return a;
        }
    }
    return std::nullopt;
}

bool isValidConvexPolygon(std::span<const glm::dvec2> points) {
    try {
        (void)ConvexPolygon2<double>::make(points);
        return true;
    } catch (const GeometryError&) {
        return false;
    }
}

std::vector<std::vector<glm::dvec2>> decomposeConvex(std::span<const glm::dvec2> points, int maxVertices) {
    if (points.size() > static_cast<std::size_t>(kMaxDecomposePoints)) {
        throw GeometryError("polygon has " + std::to_string(points.size()) + " points, more than the " +
                            std::to_string(kMaxDecomposePoints) + " that can be split into convex pieces");
    }
    std::vector<glm::dvec2> outline = simplifyOutline(points);
    if (const std::optional<glm::dvec2> crossing = findSelfCrossing(outline)) {
        std::ostringstream message;
        message << "polygon crosses itself at (" << crossing->x << ", " << crossing->y << ")";
        throw GeometryError(message.str());
    }
    if (outline.size() < 3 || twiceSignedArea(outline) == 0) throw GeometryError("polygon has no area");
    if (twiceSignedArea(outline) < 0) std::reverse(outline.begin(), outline.end());
    if (static_cast<int>(outline.size()) <= maxVertices && isValidConvexPolygon(outline)) return {outline};

    const std::vector<Piece> pieces = mergePieces(outline, earClip(outline), std::max(maxVertices, 3));
    std::vector<std::vector<glm::dvec2>> result;
    for (const Piece& piece : pieces) {
        std::vector<glm::dvec2> corners;
        for (const int index : piece) corners.push_back(outline[static_cast<std::size_t>(index)]);
        corners = simplifyOutline(corners);
        if (corners.size() < 3 || twiceSignedArea(corners) == 0) continue; // a zero-area sliver adds nothing
        if (!isValidConvexPolygon(corners)) {
            throw GeometryError("polygon could not be split into valid convex pieces (a sliver thinner than rounding)");
        }
        result.push_back(std::move(corners));
    }
    return result;
}

} // namespace sat
