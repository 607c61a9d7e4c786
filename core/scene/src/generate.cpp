// SPDX-License-Identifier: MIT
// generateScene: level-like scenes of many shapes (sat/generate.hpp).

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <random>
#include <stdexcept>
#include <string>
#include <unordered_set>

#include <glm/common.hpp>

#include "sat/generate.hpp"
#include "sat/shapes2d.hpp"

namespace sat {

namespace {

constexpr double kCell = kGeneratedCellSize;
constexpr double kReachInCell = 0.45 * kCell; ///< a shape in its own cell stays within this of the cell's centre
constexpr std::size_t kShapesPerCluster = 64;

/// Doubles from the 53 high bits of mt19937_64, whose output the standard
/// fixes: the same seed gives the same numbers with every library.
class Random {
public:
    explicit Random(std::uint64_t seed) : engine_(seed) {}
    double uniform() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }
    double between(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    std::int64_t integer(std::int64_t lo, std::int64_t hi) { // inclusive
        return lo + static_cast<std::int64_t>(engine_() % static_cast<std::uint64_t>(hi - lo + 1));
    }
    /// Irwin-Hall: the sum of 4 uniforms, centred and scaled to unit variance.
    double normal() { return (uniform() + uniform() + uniform() + uniform() - 2.0) * std::sqrt(3.0); }

private:
    std::mt19937_64 engine_;
};

double round3(double v) { return std::round(v * 1000.0) / 1000.0; }
double round1(double v) { return std::round(v * 10.0) / 10.0; }

using Cell = std::array<std::int64_t, 3>;

/// Which cells are taken, and where the clusters are.
class Grid {
public:
    Grid(std::size_t count, int dimension, Random& random) : dimension_(dimension) {
        // About one cell in three taken overall, denser inside the clusters.
        side_ = static_cast<std::int64_t>(
            std::ceil(std::pow(3.0 * static_cast<double>(std::max<std::size_t>(count, 1)), 1.0 / dimension)));
        spread_ = dimension == 2 ? 0.8 * std::sqrt(double(kShapesPerCluster)) : 0.8 * std::cbrt(double(kShapesPerCluster));
        const std::size_t clusters = std::max<std::size_t>(1, count / kShapesPerCluster);
        for (std::size_t c = 0; c < clusters; ++c) centres_.push_back(randomCell(random));
    }
    bool isFree(const Cell& cell) const { return !taken_.contains(key(cell)); }
    void take(const Cell& cell) { taken_.insert(key(cell)); }
    /// A free cell near a random cluster's centre (anywhere when that is crowded).
    Cell freeCell(Random& random) {
        const Cell& centre = centres_[static_cast<std::size_t>(random.integer(0, std::int64_t(centres_.size()) - 1))];
        for (int attempt = 0; attempt < 32; ++attempt) {
            Cell cell = centre;
            for (int d = 0; d < dimension_; ++d) cell[std::size_t(d)] += std::llround(random.normal() * spread_);
            if (isFree(cell)) return cell;
        }
        for (;;) {
            const Cell cell = randomCell(random);
            if (isFree(cell)) return cell;
        }
    }
    glm::dvec3 centreOf(const Cell& cell) const {
        return {(double(cell[0]) + 0.5) * kCell, (double(cell[1]) + 0.5) * kCell, (double(cell[2]) + 0.5) * kCell};
    }

private:
    Cell randomCell(Random& random) const {
        Cell cell{0, 0, 0};
        for (int d = 0; d < dimension_; ++d) cell[std::size_t(d)] = random.integer(0, side_ - 1);
        return cell;
    }
    static std::uint64_t key(const Cell& cell) {
        const auto part = [](std::int64_t v) { return static_cast<std::uint64_t>(v + (1 << 20)) & 0x1fffffu; };
        return part(cell[0]) | (part(cell[1]) << 21) | (part(cell[2]) << 42);
    }
    int dimension_;
    std::int64_t side_ = 1;
    double spread_ = 1.0;
    std::vector<Cell> centres_;
    std::unordered_set<std::uint64_t> taken_;
};

/// Where a shape is, and how far inside it a point may move and stay inside.
struct Placed {
    glm::dvec3 centre{};
    double inner = 0.0;
};

ShapeSpec box2(const glm::dvec2& centre, double reach, Random& random, double& inner) {
    const double turn = random.between(0.2, 1.37); // aspect: neither a needle nor exactly square
    const glm::dvec2 half{std::max(0.05, round3(reach * std::cos(turn))), std::max(0.05, round3(reach * std::sin(turn)))};
    inner = std::min(half.x, half.y);
    const glm::dvec2 c{round3(centre.x), round3(centre.y)};
    if (random.uniform() < 0.35 / 0.75) return Aabb2Spec{c, half};
    return Obb2Spec{c, half, AngleSpec{round1(random.between(-180.0, 180.0)), true}};
}

/// Points on a circle with jittered angles: strictly convex, and the jitter
/// (at most 0.15 of the even spacing) keeps the centre well inside.
std::optional<ShapeSpec> polygon2(const glm::dvec2& centre, double reach, Random& random, double& inner) {
    const auto n = static_cast<int>(random.integer(3, 8));
    const double step = 2.0 * std::numbers::pi / n;
    const double start = random.between(0.0, step);
    Poly2Spec spec;
    std::vector<Vec2<double>> check;
    for (int k = 0; k < n; ++k) {
        const double angle = start + k * step + random.between(-0.15, 0.15) * step;
        const glm::dvec2 p{round3(centre.x + reach * std::cos(angle)), round3(centre.y + reach * std::sin(angle))};
        spec.points.push_back(p);
        check.push_back(p);
    }
    inner = 0.18 * reach * std::cos(0.5 * 1.3 * step) / std::cos(0.5 * step); // a safe share of the inradius
    try {
        (void)ConvexPolygon2<double>::make(check);
        (void)ConvexPolygon2<float>::make(std::vector<Vec2<float>>(check.begin(), check.end()));
    } catch (const GeometryError&) {
        return std::nullopt;
    }
    return spec;
}

ShapeSpec shape2(const glm::dvec2& centre, double reach, Random& random, double& inner) {
    if (random.uniform() < 0.25)
        if (auto polygon = polygon2(centre, reach, random, inner)) return *polygon;
    return box2(centre, reach, random, inner);
}

ShapeSpec box3(const glm::dvec3& centre, Random& random, double& inner) {
    const glm::dvec3 half{round3(random.between(0.15, 1.0)), round3(random.between(0.15, 1.0)),
                          round3(random.between(0.15, 1.0))};
    inner = std::min({half.x, half.y, half.z});
    RotationSpec rotation;
    rotation.form = RotationSpec::Form::EulerDegrees;
    rotation.eulerDeg = {round1(random.between(-180, 180)), round1(random.between(-90, 90)), round1(random.between(-180, 180))};
    return Obb3Spec{{round3(centre.x), round3(centre.y), round3(centre.z)}, half, rotation};
}

/// A random direction (unit length) in the first `dimension` axes.
glm::dvec3 direction(int dimension, Random& random) {
    glm::dvec3 d{random.normal(), random.normal(), dimension == 3 ? random.normal() : 0.0};
    const double length = std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
    return length > 1e-9 ? d / length : glm::dvec3(1, 0, 0);
}

/// 2D: a long thin axis-aligned box over 2 to 6 free cells of a row, or
/// nothing when the row is taken.
std::optional<ShapeSpec> platform(Grid& grid, const Cell& start, Random& random) {
    const auto cells = random.integer(2, 6);
    for (std::int64_t k = 0; k < cells; ++k)
        if (!grid.isFree({start[0] + k, start[1], 0})) return std::nullopt;
    for (std::int64_t k = 0; k < cells; ++k) grid.take({start[0] + k, start[1], 0});
    const glm::dvec3 first = grid.centreOf(start);
    const double halfLength = 0.5 * kCell * double(cells) - 0.6;
    return Aabb2Spec{{round3(first.x - 0.5 * kCell + 0.5 * kCell * double(cells)), first.y},
                     {halfLength, round3(random.between(0.2, 0.6))}};
}

} // namespace

Scene generateScene(const GenerateOptions& options) {
    if (options.dimension != 2 && options.dimension != 3) throw std::invalid_argument("dimension must be 2 or 3");
    if (!(options.overlapFraction >= 0.0 && options.overlapFraction <= 1.0))
        throw std::invalid_argument("overlap fraction must be in [0, 1]");
    if (options.count > kMaxGeneratedShapes)
        throw std::invalid_argument("at most " + std::to_string(kMaxGeneratedShapes) +
                                    " shapes (the largest scene file is 256 MiB)");
    const bool flat = options.dimension == 2;
    Random random(options.seed);
    Grid grid(options.count, options.dimension, random);
    Scene scene;
    scene.shapes.reserve(options.count);
    Placed previous;
    glm::dvec3 lo(1e300), hi(-1e300);
    for (std::size_t i = 0; i < options.count; ++i) {
        SceneShape shape;
        // Formatted into a buffer: g++ 12 warns falsely (-Wrestrict) on "s" + std::to_string(i),
        // and under the sanitizers on appending to "s" too.
        char name[24];
        const int length = std::snprintf(name, sizeof name, "s%zu", i);
        shape.name.assign(name, static_cast<std::size_t>(length));
        Placed placed;
        if (i > 0 && random.uniform() < options.overlapFraction) {
            // Centre inside the previous shape: the two overlap.
            placed.centre = previous.centre + direction(options.dimension, random) * (0.5 * previous.inner);
            const double reach = std::exp(random.between(std::log(0.3), std::log(1.8)));
            shape.spec = flat ? shape2(placed.centre, reach, random, placed.inner) : box3(placed.centre, random, placed.inner);
        } else {
            const Cell cell = grid.freeCell(random);
            std::optional<ShapeSpec> wide = flat && random.uniform() < 0.08 ? platform(grid, cell, random) : std::nullopt;
            if (wide) {
                shape.spec = *wide;
                const auto& box = std::get<Aabb2Spec>(*wide);
                placed = {{box.center, 0.0}, std::min(box.halfExtents.x, box.halfExtents.y)};
            } else {
                grid.take(cell);
                const double reach = flat ? std::exp(random.between(std::log(0.3), std::log(1.8))) : std::sqrt(3.0);
                const double room = (kReachInCell - reach) / std::sqrt(double(options.dimension));
                glm::dvec3 jitter{random.between(-room, room), random.between(-room, room),
                                  flat ? 0.0 : random.between(-room, room)};
                placed.centre = grid.centreOf(cell) + jitter;
                if (flat) placed.centre.z = 0.0;
                shape.spec = flat ? shape2(placed.centre, reach, random, placed.inner)
                                  : box3(placed.centre, random, placed.inner);
            }
        }
        lo = glm::min(lo, placed.centre);
        hi = glm::max(hi, placed.centre);
        previous = placed;
        scene.shapes.push_back(std::move(shape));
    }
    if (flat && options.count > 0) {
        const glm::dvec2 size = glm::dvec2(hi - lo) + 2.0 * kCell;
        scene.view = SceneView{{round3(0.5 * (lo.x + hi.x)), round3(0.5 * (lo.y + hi.y))},
                               round3(std::max(0.001, 0.95 * std::min(1280.0 / size.x, 800.0 / size.y)))};
    }
    return scene;
}

} // namespace sat
