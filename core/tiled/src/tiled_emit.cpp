// SPDX-License-Identifier: MIT
// Emitter: pixel shapes into scene shapes (see tiled_emit.hpp).

#include "tiled_emit.hpp"

#include <cmath>
#include <sstream>

#include "sat/convex_decomposition.hpp"

namespace sat::tiled {

std::string numberText(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

std::string Emitter::unique(const std::string& wanted, const std::string& fallback) {
    const auto taken = [&](const std::string& candidate) {
        ++result.work.nameProbes;
        return names.count(candidate) != 0;
    };
    std::string name = wanted.empty() || taken(wanted) ? fallback : wanted;
    if (taken(name)) {
        const std::string& base = wanted.empty() ? fallback : wanted;
        int& k = nextSuffix.try_emplace(base, 2).first->second;
        do {
            name = base + "~" + std::to_string(k++);
        } while (taken(name));
    }
    names.insert(name);
    return name;
}

void Emitter::skip(const std::string& name, const LayerFrame& layer, const std::string& why) {
    result.skipped.push_back({name, layer.path, why});
}

bool Emitter::representable(glm::dvec2 p) const {
    return std::abs(p.x) <= kMaxSceneCoordinate && std::abs(p.y) <= kMaxSceneCoordinate;
}

void Emitter::push(SceneShape shape) {
    if (result.scene.shapes.size() >= kMaxShapes) {
        throw TiledLoadError(file, "", "the map has more than " + std::to_string(kMaxShapes) + " colliders");
    }
    result.scene.shapes.push_back(std::move(shape));
}

void Emitter::rect(const std::string& name, const std::string& collider, const LayerFrame& layer, const PixelRect& r) {
    SceneShape shape{name, {}, std::nullopt, !layer.hidden, layer.path};
    const glm::dvec2 half = r.halfExtents * options.scale;
    if (!(half.x >= kMinHalfExtent && half.y >= kMinHalfExtent)) {
        skip(name, layer,
             "zero-size rectangle (" + numberText(2 * r.halfExtents.x) + " x " + numberText(2 * r.halfExtents.y) +
                 " px): it has no area to collide with");
        return;
    }
    if (!representable(world(r.center)) || half.x > kMaxHalfExtent || half.y > kMaxHalfExtent) {
        skip(name, layer, "outside the range a scene can hold");
        return;
    }
    const double turn = normalizedDegrees(r.rotationDeg);
    if (turn == 0 || turn == 180) shape.spec = Aabb2Spec{world(r.center), half};
    else if (turn == 90 || turn == 270) shape.spec = Aabb2Spec{world(r.center), {half.y, half.x}};
    else shape.spec = Obb2Spec{world(r.center), half, AngleSpec{turn > 180 ? 360 - turn : -turn, true}};
    shape.collider = collider;
    push(std::move(shape));
}

void Emitter::circle(const std::string& name, const std::string& collider, const LayerFrame& layer, glm::dvec2 center,
                     double radius) {
    const double worldRadius = radius * options.scale;
    if (!(worldRadius >= kMinHalfExtent)) {
        skip(name, layer,
             "zero-size ellipse (" + numberText(2 * radius) + " x " + numberText(2 * radius) +
                 " px): it has no area to collide with");
        return;
    }
    if (!representable(world(center)) || worldRadius > kMaxHalfExtent) {
        skip(name, layer, "outside the range a scene can hold");
        return;
    }
    SceneShape shape{name, Circle2Spec{world(center), worldRadius}, std::nullopt, !layer.hidden, layer.path};
    shape.collider = collider;
    push(std::move(shape));
}

void Emitter::polygon(const std::string& name, const std::string& collider, const LayerFrame& layer, const PixelPolygon& pixels) {
    if (pixels.size() < 3) {
        skip(name, layer, "polygon with " + std::to_string(pixels.size()) + " points has no area");
        return;
    }
    if (pixels.size() <= static_cast<std::size_t>(kMaxDecomposePoints)) {
        // Checked in map pixels so the message points where Tiled shows the crossing.
        if (const std::optional<glm::dvec2> crossing = findSelfCrossing(simplifyOutline(pixels))) {
            return skip(name, layer,
                        "polygon crosses itself at (" + numberText(crossing->x) + ", " + numberText(crossing->y) +
                            ") px: it has no single inside to collide with");
        }
    }
    std::vector<glm::dvec2> points;
    for (const glm::dvec2 p : pixels) {
        points.push_back(world(p));
        if (!representable(points.back())) return skip(name, layer, "outside the range a scene can hold");
    }
    std::vector<std::vector<glm::dvec2>> pieces;
    try {
        pieces = decomposeConvex(points);
    } catch (const GeometryError& error) {
        return skip(name, layer, std::string("polygon cannot be used: ") + error.what());
    }
    for (std::size_t k = 0; k < pieces.size(); ++k) {
        const std::string pieceName = pieces.size() == 1 ? name
                                                         : unique(name + "#" + std::to_string(k), name + "#" + std::to_string(k));
        SceneShape shape{pieceName, Poly2Spec{pieces[k]}, std::nullopt, !layer.hidden, layer.path};
        shape.collider = pieces.size() == 1 ? collider : (collider.empty() ? name : collider);
        push(std::move(shape));
    }
}

} // namespace sat::tiled
