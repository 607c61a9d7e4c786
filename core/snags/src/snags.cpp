// SPDX-License-Identifier: MIT
// findSnags: the seams where an upright probe sliding along a walkable
// surface is pushed back by the next collider (docs/snags.md).

#include "sat/snags.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <numbers>
#include <optional>
#include <span>
#include <variant>

#include "sat/broadphase.hpp"
#include "sat/scene_bounds.hpp"
#include "snag_geometry.hpp"

namespace sat {

namespace {

using snag_detail::convexHull;
using snag_detail::polygonArea;
using snag_detail::specOutline;

/// One 2D collider as the finder sees it.
struct SnagCollider {
    std::size_t index = 0;           ///< in scene.shapes
    Shape2<double> shape;            ///< for the SAT
    std::vector<glm::dvec2> outline; ///< counter-clockwise corners
    std::vector<bool> walkable;      ///< per edge i (outline[i] -> outline[i + 1])
};

glm::dvec2 outwardNormal(const glm::dvec2& from, const glm::dvec2& to) {
    const glm::dvec2 edge = to - from;
    return glm::dvec2(edge.y, -edge.x) / std::hypot(edge.x, edge.y);
}

double medianOf(std::vector<double> values) {
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2), values.end());
    return values[values.size() / 2];
}

bool usableLength(double value) { return std::isfinite(value) && value > 0.0 && value <= kMaxProbeSize; }

/// The shortest text that reads back as `value` ("0.1", not "0.10000000000000001").
std::string numberText(double value) {
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value).ptr;
    return std::string(text, end);
}

/// The tile size: given, or the median width and height of the 2D shapes' bounds.
glm::dvec2 snagTileSize(const std::vector<Bounds2>& bounds, const SnagOptions& options) {
    if (options.tileSize) {
        if (!usableLength(options.tileSize->x) || !usableLength(options.tileSize->y))
            throw SnagOptionsError("tile size must be finite and in (0, 1e9], got " + numberText(options.tileSize->x) + "," +
                                   numberText(options.tileSize->y));
        return *options.tileSize;
    }
    if (bounds.empty()) return {1.0, 1.0};
    std::vector<double> widths, heights;
    for (const Bounds2& b : bounds) {
        widths.push_back(b.hi.x - b.lo.x);
        heights.push_back(b.hi.y - b.lo.y);
    }
    return {medianOf(std::move(widths)), medianOf(std::move(heights))};
}

/// Points on the boundary of a round probe, counter-clockwise (for the result and the probe's height; the probe
/// is placed and tested as the exact round shape): 64 around a circle, or a half circle of 33 about each end of a
/// capsule. A circle's points farthest along x and y are among them, and a capsule's when its segment lies along
/// x or y; for a capsule at another angle they lie within radius * (1 - cos(pi / 64)) of its extremes.
std::vector<glm::dvec2> roundProbeOutline(const SnagProbe::Round& round) {
    const auto onCircle = [&](glm::dvec2 centre, double angle) {
        return centre + round.radius * glm::dvec2(std::cos(angle), std::sin(angle));
    };
    std::vector<glm::dvec2> points;
    if (round.start == round.end) {
        for (int i = 0; i < 64; ++i) points.push_back(onCircle(round.start, std::numbers::pi * i / 32));
        return points;
    }
    const glm::dvec2 along = round.end - round.start;
    const double direction = std::atan2(along.y, along.x);
    for (int i = 0; i <= 32; ++i)
        points.push_back(onCircle(round.end, direction - std::numbers::pi / 2 + std::numbers::pi * i / 32));
    for (int i = 0; i <= 32; ++i)
        points.push_back(onCircle(round.start, direction + std::numbers::pi / 2 + std::numbers::pi * i / 32));
    return points;
}

/// The probe's outline around its centre, counter-clockwise; checked.
std::vector<glm::dvec2> probeOutline(const SnagProbe& probe, glm::dvec2 tileSize) {
    if (probe.round) {
        const SnagProbe::Round& round = *probe.round;
        for (const glm::dvec2& p : {round.start, round.end})
            if (!std::isfinite(p.x) || !std::isfinite(p.y) || std::abs(p.x) > kMaxProbeSize || std::abs(p.y) > kMaxProbeSize)
                throw SnagOptionsError("round probe: its segment's ends must be finite and within 1e9 of the centre");
        if (!usableLength(round.radius))
            throw SnagOptionsError("round probe: radius must be finite and in (0, 1e9], got " + numberText(round.radius));
        return roundProbeOutline(round);
    }
    if (!probe.outline.empty()) {
        for (const glm::dvec2& p : probe.outline)
            if (!std::isfinite(p.x) || !std::isfinite(p.y) || std::abs(p.x) > kMaxProbeSize || std::abs(p.y) > kMaxProbeSize)
                throw SnagOptionsError("probe outline: every point must be finite and within 1e9 of the centre");
        std::vector<glm::dvec2> hull = convexHull(probe.outline);
        if (hull.size() < 3 || !(polygonArea(hull) > 0.0))
            throw SnagOptionsError("probe outline: needs three points or more, not all on one line");
        if (std::abs(polygonArea(hull)) > std::abs(polygonArea(probe.outline)) * (1.0 + 1e-12))
            throw SnagOptionsError("probe outline: must be a convex polygon");
        return hull;
    }
    const glm::dvec2 size = probe.size ? *probe.size : tileSize * kDefaultProbeTileFraction;
    if (!usableLength(size.x) || !usableLength(size.y))
        throw SnagOptionsError("probe size must be finite and in (0, 1e9], got " + numberText(size.x) + "," + numberText(size.y));
    const glm::dvec2 half = size * 0.5;
    return {{-half.x, -half.y}, {half.x, -half.y}, {half.x, half.y}, {-half.x, half.y}};
}

/// The SAT shape of the probe at `center`: a box when the outline is the default box.
Shape2<double> probeShape(const std::vector<glm::dvec2>& outline, const SnagProbe& probe, glm::dvec2 center) {
    if (probe.round) return Capsule2<double>{center + probe.round->start, center + probe.round->end, probe.round->radius};
    if (probe.outline.empty()) return Aabb2<double>{center, outline[2]};
    std::vector<glm::dvec2> placed;
    for (const glm::dvec2& p : outline) placed.push_back(p + center);
    return ConvexPolygon2<double>::make(placed);
}

/// Where the probe's centre is when it rests on the line of a's edge (normal
/// `normal`, through `point`), sunk by `sink`, its leading side `ahead` past
/// `point` along `travel`. The two conditions fix the centre along the two
/// orthogonal directions separately.
glm::dvec2 probeCenterAt(const std::vector<glm::dvec2>& outline, const SnagProbe& probe, glm::dvec2 point, glm::dvec2 normal,
                         glm::dvec2 travel, double sink, double ahead) {
    double lowest = INFINITY, leading = -INFINITY;
    if (probe.round) { // the exact support of a round shape: its segment's, moved out by the radius
        for (const glm::dvec2& p : {probe.round->start, probe.round->end}) {
            lowest = std::min(lowest, glm::dot(p, normal) - probe.round->radius);
            leading = std::max(leading, glm::dot(p, travel) + probe.round->radius);
        }
    } else {
        for (const glm::dvec2& p : outline) {
            lowest = std::min(lowest, glm::dot(p, normal));
            leading = std::max(leading, glm::dot(p, travel));
        }
    }
    return normal * (glm::dot(point, normal) - sink - lowest) + travel * (glm::dot(point, travel) + ahead - leading);
}

/// How far `point` is from the nearest walkable edge of `next` that runs on past it in the travel direction
/// (its far end lies ahead of `point`); infinity when none does.
double distanceToNextSurface(const SnagCollider& next, glm::dvec2 point, glm::dvec2 travel) {
    double best = INFINITY;
    const std::size_t n = next.outline.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (!next.walkable[i]) continue;
        const glm::dvec2 from = next.outline[i], to = next.outline[(i + 1) % n];
        if (std::max(glm::dot(from - point, travel), glm::dot(to - point, travel)) <= 0.0) continue;
        const glm::dvec2 edge = to - from;
        const double along = std::clamp(glm::dot(point - from, edge) / glm::dot(edge, edge), 0.0, 1.0);
        best = std::min(best, glm::distance(from + edge * along, point));
    }
    return best;
}

/// The side of `next` whose outward normal is the direction `push` (within rounding), or none.
std::optional<std::size_t> sideFacing(const SnagCollider& next, glm::dvec2 push) {
    const std::size_t n = next.outline.size();
    for (std::size_t i = 0; i < n; ++i)
        if (glm::dot(outwardNormal(next.outline[i], next.outline[(i + 1) % n]), push) >= 1.0 - 1e-9) return i;
    return std::nullopt;
}

/// The report's name for side `i` of `next` as shape B: a box's sides are its axes ("B.x", "B.y"; corners run
/// from (-x, -y) counter-clockwise, so sides 1 and 3 face along x), a polygon's its edges ("B.edge2").
std::string sideLabel(const SnagCollider& next, std::size_t i) {
    const bool box = !std::holds_alternative<ConvexPolygon2<double>>(next.shape);
    return label(AxisSource{Role::B, box, box ? (i % 2 == 1 ? 0 : 1) : static_cast<int>(i)});
}

/// Everything fixed for one call.
struct SnagSetup {
    SnagProbe probe;
    std::vector<glm::dvec2> outline;
    double sink = 0.0, maxStep = 0.0, walkableCos = 0.0;
};

/// The probe sliding along `from`'s walkable edge (normal `normal`) in direction `travel`, its leading side
/// half a sink past `point`: does `next` push it back with one of its sides?
void examineSeam(const SnagCollider& from, const SnagCollider& next, glm::dvec2 point, glm::dvec2 normal, glm::dvec2 travel,
                 const SnagSetup& setup, SnagResult& result) {
    if (distanceToNextSurface(next, point, travel) > setup.maxStep) return;
    ++result.seams;
    // Half a sink past the seam: the first step of a slow body across it.
    const glm::dvec2 center = probeCenterAt(setup.outline, setup.probe, point, normal, travel, setup.sink, 0.5 * setup.sink);
    const Report2<double> pair = report(probeShape(setup.outline, setup.probe, center), next.shape);
    if (pair.verdict != Verdict::Overlapping) return;
    const glm::dvec2 push = -pair.normal; // the normal points from the probe (A) to the collider (B)
    if (push.y >= setup.walkableCos || glm::dot(push, travel) >= 0.0) return;
    // A snag is a side of the next collider pushing back: a vertex poking into the probe is not.
    const std::optional<std::size_t> side = sideFacing(next, push);
    if (!side) return;
    const glm::dvec2 axis = outwardNormal(next.outline[*side], next.outline[(*side + 1) % next.outline.size()]);
    result.snags.push_back(
        Snag{from.index, next.index, point, travel + 0.0, normal + 0.0, axis + 0.0, pair.depth, center, sideLabel(next, *side)});
}

/// The seams of `from`'s walkable edges with `next`: each edge's two ends, travelling towards them, and each
/// corner of `next` that sits on the edge between its ends (a collider placed on the surface), travelling
/// either way.
void examineSeams(const SnagCollider& from, const SnagCollider& next, const SnagSetup& setup, SnagResult& result) {
    const std::size_t n = from.outline.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (!from.walkable[i]) continue;
        const glm::dvec2 start = from.outline[i], end = from.outline[(i + 1) % n];
        const glm::dvec2 normal = outwardNormal(start, end);
        const glm::dvec2 along = glm::normalize(end - start);
        examineSeam(from, next, end, normal, along, setup, result);
        examineSeam(from, next, start, normal, -along, setup, result);
        // Corners above one another (a plate's two left corners) give one place on the edge: examined once.
        const double length = glm::distance(start, end);
        std::vector<double> places;
        for (const glm::dvec2& corner : next.outline) {
            const double at = glm::dot(corner - start, along);
            if (at > 0.0 && at < length && std::abs(glm::dot(corner - start, normal)) <= setup.maxStep) places.push_back(at);
        }
        std::sort(places.begin(), places.end());
        places.erase(std::unique(places.begin(), places.end()), places.end());
        for (const double at : places) {
            const glm::dvec2 onEdge = start + along * at;
            examineSeam(from, next, onEdge, normal, along, setup, result);
            examineSeam(from, next, onEdge, normal, -along, setup, result);
        }
    }
}

} // namespace

SnagProbe colliderProbe(const Scene& scene, const std::string& name) {
    const auto found = std::find_if(scene.shapes.begin(), scene.shapes.end(),
                                    [&](const SceneShape& s) { return s.name == name; });
    if (found == scene.shapes.end()) throw SnagOptionsError("probe collider: no shape named '" + name + "'");
    if (sat::is3d(found->spec))
        throw SnagOptionsError("probe collider: '" + name + "' is a 3D shape (" + kindName(found->spec) +
                               "); the probe must be a 2D collider");
    SnagProbe probe;
    const Bounds2 box = bounds2(found->spec, 0.0);
    const glm::dvec2 center = (box.lo + box.hi) * 0.5;
    const Shape2<double> shape = toShape2<double>(found->spec);
    if (const auto* circle = std::get_if<Circle2<double>>(&shape)) {
        probe.round = SnagProbe::Round{circle->center - center, circle->center - center, circle->radius};
    } else if (const auto* capsule = std::get_if<Capsule2<double>>(&shape)) {
        probe.round = SnagProbe::Round{capsule->start - center, capsule->end - center, capsule->radius};
    } else {
        probe.outline = specOutline(found->spec);
        for (glm::dvec2& p : probe.outline) p -= center;
    }
    probe.collider = static_cast<std::size_t>(found - scene.shapes.begin());
    return probe;
}

SnagResult findSnags(const Scene& scene, const SnagProbe& probe, const SnagOptions& options) {
    if (!(options.walkableAngleDeg >= 0.0 && options.walkableAngleDeg < 90.0))
        throw SnagOptionsError("walkable angle must be in [0, 90) degrees, got " + numberText(options.walkableAngleDeg));
    SnagResult result;
    std::vector<SnagCollider> colliders;
    std::vector<Bounds2> bounds, exactBounds; // padded for the broad phase; as the shapes are, for the tile size
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        const ShapeSpec& spec = scene.shapes[i].spec;
        if (sat::is3d(spec) || probe.collider == i) continue; // the probe's own collider slides, it is not slid on
        colliders.push_back(SnagCollider{i, toShape2<double>(spec), specOutline(spec), {}});
        bounds.push_back(bounds2(spec));
        exactBounds.push_back(bounds2(spec, 0.0));
    }
    result.colliders = colliders.size();
    result.tileSize = snagTileSize(exactBounds, options);
    result.tileSizeGiven = options.tileSize.has_value();
    const double tileSide = std::min(result.tileSize.x, result.tileSize.y);

    SnagSetup setup{probe, probeOutline(probe, result.tileSize), 0.0, 0.0,
                    std::cos(options.walkableAngleDeg * std::numbers::pi / 180.0)};
    setup.sink = options.sink ? *options.sink : tileSide * kDefaultSinkTileFraction;
    double probeHeight = 0.0;
    for (const glm::dvec2& p : setup.outline) probeHeight = std::max(probeHeight, 2.0 * std::abs(p.y));
    if (!usableLength(setup.sink) || setup.sink >= probeHeight)
        throw SnagOptionsError("sink must be finite, > 0 and less than the probe's height, got " + numberText(setup.sink));
    setup.maxStep = options.maxStep ? *options.maxStep : tileSide * kDefaultStepTileFraction;
    if (!std::isfinite(setup.maxStep) || setup.maxStep < 0.0)
        throw SnagOptionsError("largest step must be finite and >= 0, got " + numberText(setup.maxStep));
    result.probe = setup.outline;
    result.probeCollider = probe.collider;
    result.sink = setup.sink;
    result.maxStep = setup.maxStep;

    for (SnagCollider& c : colliders) {
        const std::size_t n = c.outline.size();
        for (std::size_t i = 0; i < n; ++i) {
            const bool walkable = outwardNormal(c.outline[i], c.outline[(i + 1) % n]).y >= setup.walkableCos;
            c.walkable.push_back(walkable);
            result.walkableEdges += walkable ? 1 : 0;
        }
    }
    if (result.walkableEdges == 0) return result;
    // A seam needs the two colliders to touch or overlap: the broad phase's candidates, then the exact verdict.
    // The candidates are visited a window at a time, so a scene of shapes piled on one place does not hold
    // all its pairs at once (forEachCandidatePair).
    forEachCandidatePair(std::span<const Bounds2>(bounds), 0.0, [&](CandidatePair candidate) {
        const SnagCollider& first = colliders[candidate.a];
        const SnagCollider& second = colliders[candidate.b];
        if (report(first.shape, second.shape, ReportOptions2<double>{0.0, false}).verdict == Verdict::Separated) return true;
        examineSeams(first, second, setup, result);
        examineSeams(second, first, setup, result);
        return true;
    });
    std::stable_sort(result.snags.begin(), result.snags.end(),
                     [](const Snag& x, const Snag& y) { return x.a < y.a || (x.a == y.a && x.b < y.b); });
    return result;
}

} // namespace sat
