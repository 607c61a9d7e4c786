// SPDX-License-Identifier: MIT
// mergeColliders: touching pieces of one group joined while their union stays
// convex, and pieces that still snag re-cut along a surface line (docs/snags.md).

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <span>

#include "sat/broadphase.hpp"
#include "sat/snags.hpp"
#include "snag_geometry.hpp"

namespace sat {

namespace {

using snag_detail::convexHull;
using snag_detail::polygonArea;
using snag_detail::specOutline;

/// One piece while merging: its outline, and the scene shape it started from.
struct MergePiece {
    std::vector<glm::dvec2> outline; ///< counter-clockwise
    std::size_t first = 0;           ///< index in scene.shapes of its first shape
    bool alive = true;
    bool changed = false; ///< joined or re-cut: its spec is rewritten
};

/// The counts of one group's merge.
struct MergeCounts {
    std::size_t merges = 0, recuts = 0;
};

Bounds2 outlineBounds(const std::vector<glm::dvec2>& outline) {
    Bounds2 b{outline[0], outline[0]};
    double magnitude = 0.0;
    for (const glm::dvec2& p : outline) {
        b.lo = glm::min(b.lo, p);
        b.hi = glm::max(b.hi, p);
        magnitude = std::max({magnitude, std::abs(p.x), std::abs(p.y)});
    }
    const glm::dvec2 pad(magnitude * kBoundsPadDouble);
    return {b.lo - pad, b.hi + pad};
}

bool boundsMeet(const Bounds2& x, const Bounds2& y, double margin) {
    return x.lo.x <= y.hi.x + margin && y.lo.x <= x.hi.x + margin && x.lo.y <= y.hi.y + margin && y.lo.y <= x.hi.y + margin;
}

/// The union of two touching, non-overlapping convex outlines as one convex
/// outline, or empty when the union is not convex: then the hull covers more
/// than the two. The areas are compared with a relative tolerance of 1e-9,
/// so tiles misaligned by a visible fraction of a pixel do not join.
std::vector<glm::dvec2> convexUnion(const std::vector<glm::dvec2>& x, const std::vector<glm::dvec2>& y) {
    Verdict verdict = Verdict::Separated;
    try {
        verdict = report(ConvexPolygon2<double>::make(x), ConvexPolygon2<double>::make(y), ReportOptions2<double>{0.0, false})
                      .verdict;
    } catch (const GeometryError&) {
        return {}; // a sliver left by a re-cut that is no valid polygon: it joins nothing
    }
    if (verdict != Verdict::Touching) return {};
    std::vector<glm::dvec2> points = x;
    points.insert(points.end(), y.begin(), y.end());
    std::vector<glm::dvec2> hull = convexHull(std::move(points));
    if (hull.size() < 3 || hull.size() > static_cast<std::size_t>(kMaxPolygonVertices)) return {};
    const double parts = polygonArea(x) + polygonArea(y);
    if (std::abs(polygonArea(hull) - parts) > 1e-9 * parts) return {};
    return hull;
}

/// The part of a convex outline on one side of the line through `point` with
/// normal `normal`: behind it (dot(p - point, normal) <= 0) or ahead of it.
/// Sutherland-Hodgman clipping (Foley et al., 3.14.1); empty when nothing of
/// area is left.
std::vector<glm::dvec2> clipToSide(const std::vector<glm::dvec2>& outline, glm::dvec2 point, glm::dvec2 normal, bool behind) {
    const double sign = behind ? -1.0 : 1.0;
    std::vector<glm::dvec2> kept;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        const glm::dvec2 p = outline[i], q = outline[(i + 1) % outline.size()];
        const double dp = sign * glm::dot(p - point, normal), dq = sign * glm::dot(q - point, normal);
        if (dp >= 0.0) kept.push_back(p);
        if ((dp > 0.0 && dq < 0.0) || (dp < 0.0 && dq > 0.0)) kept.push_back(p + (q - p) * (dp / (dp - dq)));
    }
    std::vector<glm::dvec2> hull = convexHull(std::move(kept));
    if (hull.size() < 3 || !(polygonArea(hull) > 1e-12 * std::abs(polygonArea(outline)))) return {};
    return hull;
}

/// Joins pieces until no pair can be joined. Each pass takes the broad phase's candidates and joins each piece at
/// most once, so a run of n tiles takes about log2(n) passes.
std::size_t joinPieces(std::vector<MergePiece>& pieces) {
    std::size_t merges = 0;
    for (bool joined = true; joined;) {
        joined = false;
        std::vector<Bounds2> bounds;
        for (const MergePiece& piece : pieces) bounds.push_back(outlineBounds(piece.outline));
        std::vector<bool> touched(pieces.size(), false);
        forEachCandidatePair(std::span<const Bounds2>(bounds), 0.0, [&](CandidatePair c) {
            if (touched[c.a] || touched[c.b]) return true;
            MergePiece& x = pieces[c.a];
            MergePiece& y = pieces[c.b];
            std::vector<glm::dvec2> hull = convexUnion(x.outline, y.outline);
            if (hull.empty()) return true;
            MergePiece& keep = x.first < y.first ? x : y;
            MergePiece& drop = x.first < y.first ? y : x;
            keep.outline = std::move(hull);
            keep.changed = true;
            drop.alive = false;
            touched[c.a] = touched[c.b] = true;
            joined = true;
            ++merges;
            return true;
        });
        std::erase_if(pieces, [](const MergePiece& p) { return !p.alive; });
    }
    return merges;
}

/// The pieces as a scene of polygons, for findSnags.
Scene piecesScene(const std::vector<const std::vector<glm::dvec2>*>& outlines) {
    Scene scene;
    for (const auto* outline : outlines) {
        SceneShape shape;
        shape.spec = Poly2Spec{*outline};
        scene.shapes.push_back(std::move(shape));
    }
    return scene;
}

/// Snags found among `outlines` in which one of the first `focus` outlines takes part.
std::size_t snagsAround(const std::vector<const std::vector<glm::dvec2>*>& outlines, std::size_t focus, const SnagProbe& probe,
                        const SnagOptions& options) {
    std::size_t count = 0;
    for (const Snag& snag : findSnags(piecesScene(outlines), probe, options).snags) count += (snag.a < focus || snag.b < focus);
    return count;
}

/// Tries the re-cuts of one snag between pieces `owner` (whose surface line is extended) and `other`; applies
/// the first that leaves fewer snags around them. True when one was applied.
bool recutPair(std::vector<MergePiece>& pieces, std::size_t owner, std::size_t other, glm::dvec2 point, glm::dvec2 normal,
               const SnagProbe& probe, const SnagOptions& options) {
    const std::vector<glm::dvec2> behind = clipToSide(pieces[other].outline, point, normal, true);
    if (behind.empty()) return false;
    const std::vector<glm::dvec2> ahead = clipToSide(pieces[other].outline, point, normal, false);
    std::vector<glm::dvec2> grown = convexUnion(pieces[owner].outline, behind);
    if (grown.empty()) return false;
    // The neighbourhood: pieces whose bounds come within a tile of the pair.
    const Bounds2 pairBounds = outlineBounds(grown);
    const double reach = std::max(options.tileSize->x, options.tileSize->y);
    std::vector<const std::vector<glm::dvec2>*> before{&pieces[owner].outline, &pieces[other].outline};
    std::vector<const std::vector<glm::dvec2>*> after{&grown};
    if (!ahead.empty()) after.push_back(&ahead);
    const std::size_t focusAfter = after.size();
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (i == owner || i == other || !boundsMeet(outlineBounds(pieces[i].outline), pairBounds, reach)) continue;
        before.push_back(&pieces[i].outline);
        after.push_back(&pieces[i].outline);
    }
    try {
        if (snagsAround(after, focusAfter, probe, options) >= snagsAround(before, 2, probe, options)) return false;
    } catch (const GeometryError&) {
        return false; // a piece of the cut is no valid polygon (a sliver): keep the pieces as they were
    }
    pieces[owner].outline = std::move(grown);
    pieces[owner].changed = true;
    pieces[other].changed = true;
    if (ahead.empty()) {
        pieces[other].alive = false;
    } else {
        pieces[other].outline = ahead;
    }
    return true;
}

/// One round of re-cuts over the snags between the pieces; returns how many were applied.
std::size_t recutSnags(std::vector<MergePiece>& pieces, const SnagProbe& probe, const SnagOptions& options) {
    std::vector<const std::vector<glm::dvec2>*> outlines;
    for (const MergePiece& piece : pieces) outlines.push_back(&piece.outline);
    SnagResult found;
    try {
        found = findSnags(piecesScene(outlines), probe, options);
    } catch (const GeometryError&) {
        return 0; // a piece is no valid polygon for the SAT: no re-cut is judged
    }
    std::vector<bool> touched(pieces.size(), false);
    std::size_t recuts = 0;
    for (const Snag& snag : found.snags) {
        if (touched[snag.a] || touched[snag.b]) continue;
        // Extend the surface the probe slides on into the next piece; else the next piece's surface back into it.
        bool done = recutPair(pieces, snag.a, snag.b, snag.point, snag.surfaceNormal, probe, options);
        if (!done) {
            const std::vector<glm::dvec2>& next = pieces[snag.b].outline;
            for (std::size_t i = 0; i < next.size() && !done; ++i) {
                const glm::dvec2 from = next[i], to = next[(i + 1) % next.size()];
                const glm::dvec2 edge = to - from;
                const glm::dvec2 normal = glm::dvec2(edge.y, -edge.x) / std::hypot(edge.x, edge.y);
                if (normal.y < std::cos(options.walkableAngleDeg * std::numbers::pi / 180.0)) continue;
                done = recutPair(pieces, snag.b, snag.a, from, normal, probe, options);
            }
        }
        if (done) {
            touched[snag.a] = touched[snag.b] = true;
            ++recuts;
        }
    }
    std::erase_if(pieces, [](const MergePiece& p) { return !p.alive; });
    return recuts;
}

/// Joins and re-cuts one group's pieces until neither changes anything (at most 16 rounds: each round either
/// removes a piece or a snag, and the joins that follow a re-cut are few).
MergeCounts mergeGroup(std::vector<MergePiece>& pieces, const SnagProbe& probe, const SnagOptions& options) {
    MergeCounts counts;
    counts.merges += joinPieces(pieces);
    for (int round = 0; round < 16; ++round) {
        const std::size_t recuts = recutSnags(pieces, probe, options);
        if (recuts == 0) break;
        counts.recuts += recuts;
        counts.merges += joinPieces(pieces);
    }
    return counts;
}

/// The spec for a merged outline: an aabb2 when it is an axis-aligned rectangle, else a poly2.
ShapeSpec mergedSpec(const std::vector<glm::dvec2>& outline) {
    if (outline.size() == 4) {
        const Bounds2 b = {glm::min(glm::min(outline[0], outline[1]), glm::min(outline[2], outline[3])),
                           glm::max(glm::max(outline[0], outline[1]), glm::max(outline[2], outline[3]))};
        const bool axisAligned = std::all_of(outline.begin(), outline.end(), [&](const glm::dvec2& p) {
            return (p.x == b.lo.x || p.x == b.hi.x) && (p.y == b.lo.y || p.y == b.hi.y);
        });
        if (axisAligned) return Aabb2Spec{(b.lo + b.hi) * 0.5, (b.hi - b.lo) * 0.5};
    }
    return Poly2Spec{outline};
}

} // namespace

MergeResult mergeColliders(const Scene& scene, const std::optional<std::string>& group, const SnagProbe& probe,
                           const SnagOptions& options) {
    MergeResult result;
    result.shapesBefore = scene.shapes.size();
    // The re-cuts judge snags with one tile size throughout: the one the whole input scene gives.
    // findSnags also checks the probe and the options here, before anything is merged.
    SnagOptions fixed = options;
    // A chosen collider as the probe (colliderProbe) is the body that slides: it is never merged, and the
    // pieces' own scenes below do not hold it, so their probe is its outline alone.
    SnagProbe outlineProbe = probe;
    outlineProbe.collider.reset();
    Scene flat;
    if (!options.tileSize)
        for (std::size_t i = 0; i < scene.shapes.size(); ++i)
            if (!is3d(scene.shapes[i].spec) && probe.collider != i) flat.shapes.push_back(scene.shapes[i]);
    fixed.tileSize = findSnags(flat, outlineProbe, options).tileSize;
    // Pieces are gathered per (group, visibility): hidden shapes never join visible ones.
    std::map<std::pair<std::string, bool>, std::vector<MergePiece>> groups;
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        const SceneShape& shape = scene.shapes[i];
        // Circles and capsules stay as they are: a merge joins polygon outlines.
        if (is3d(shape.spec) || isRound(shape.spec) || (group && shape.group != *group) || probe.collider == i) continue;
        groups[{shape.group, shape.visible}].push_back(MergePiece{specOutline(shape.spec), i, true, false});
    }
    // What replaces each merged shape: the new spec at its first shape's place, nothing at the others'.
    std::vector<std::optional<ShapeSpec>> replacement(scene.shapes.size());
    std::vector<bool> absorbed(scene.shapes.size(), false);
    for (auto& [key, pieces] : groups) {
        for (const MergePiece& p : pieces) absorbed[p.first] = true;
        const MergeCounts counts = mergeGroup(pieces, outlineProbe, fixed);
        result.merges += counts.merges;
        result.recuts += counts.recuts;
        for (const MergePiece& p : pieces) {
            absorbed[p.first] = false;
            if (p.changed) replacement[p.first] = mergedSpec(p.outline);
        }
    }
    result.scene = scene;
    result.scene.shapes.clear();
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        if (absorbed[i]) continue;
        SceneShape shape = scene.shapes[i];
        if (replacement[i]) shape.spec = *replacement[i];
        result.scene.shapes.push_back(std::move(shape));
    }
    result.shapesAfter = result.scene.shapes.size();
    return result;
}

} // namespace sat
