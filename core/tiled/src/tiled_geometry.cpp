// SPDX-License-Identifier: MIT
// Tiled's drawing geometry in map pixels (see tiled_geometry.hpp).

#include "tiled_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

#include "tiled_model.hpp"

namespace sat::tiled {

double normalizedDegrees(double degrees) {
    double r = std::fmod(degrees, 360.0);
    if (r < 0) r += 360.0;
    return r >= 360.0 ? 0.0 : r;
}

glm::dvec2 rotateClockwise(glm::dvec2 v, double degrees) {
    const double r = normalizedDegrees(degrees);
    double c = 0, s = 0;
    if (r == 0) c = 1;       // exact quarter turns keep integer
    else if (r == 90) s = 1; // pixel coordinates integer
    else if (r == 180) c = -1;
    else if (r == 270) s = -1;
    else {
        c = std::cos(r * std::numbers::pi / 180.0);
        s = std::sin(r * std::numbers::pi / 180.0);
    }
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

bool alignmentFraction(const std::string& alignment, glm::dvec2& fraction) {
    static const std::pair<const char*, glm::dvec2> kTable[] = {
        {"unspecified", {0, 1}}, {"bottomleft", {0, 1}}, {"bottom", {0.5, 1}}, {"bottomright", {1, 1}}, {"left", {0, 0.5}},
        {"center", {0.5, 0.5}},  {"right", {1, 0.5}},    {"topleft", {0, 0}},  {"top", {0.5, 0}},       {"topright", {1, 0}},
    };
    for (const auto& [name, value] : kTable) {
        if (alignment == name) {
            fraction = value;
            return true;
        }
    }
    return false;
}

glm::dvec2 TilePlacement::unrotated(glm::dvec2 p) const {
    glm::dvec2 size = imageSize;
    if ((flips & kFlipDiagonal) != 0) {
        std::swap(p.x, p.y);
        std::swap(size.x, size.y);
    }
    if ((flips & kFlipHorizontal) != 0) p.x = size.x - p.x;
    if ((flips & kFlipVertical) != 0) p.y = size.y - p.y;
    const glm::dvec2 scale{size.x > 0 ? drawnSize.x / size.x : 1.0, size.y > 0 ? drawnSize.y / size.y : 1.0};
    return topLeft + p * scale;
}

glm::dvec2 TilePlacement::place(glm::dvec2 p) const { return pivot + rotateClockwise(unrotated(p) - pivot, rotationDeg); }

TilePlacement tileObjectPlacement(glm::dvec2 position, glm::dvec2 size, double rotationDeg, glm::dvec2 alignment,
                                  glm::dvec2 imageSize, std::uint32_t flips, glm::dvec2 tileOffset) {
    TilePlacement placement;
    placement.imageSize = imageSize;
    placement.drawnSize = size;
    placement.flips = flips & (kFlipHorizontal | kFlipVertical | kFlipDiagonal);
    // The pivot is `position`; the image's top-left sits `alignment * size` up-left of it.
    placement.topLeft = position - alignment * size + tileOffset;
    placement.pivot = position;
    placement.rotationDeg = rotationDeg;
    return placement;
}

TilePlacement tileCellPlacement(glm::dvec2 cell, glm::dvec2 cellSize, glm::dvec2 imageSize, std::uint32_t flips,
                                glm::dvec2 tileOffset, glm::dvec2 layerOffset) {
    TilePlacement placement;
    placement.imageSize = imageSize;
    placement.flips = flips & (kFlipHorizontal | kFlipVertical | kFlipDiagonal);
    placement.drawnSize = (placement.flips & kFlipDiagonal) != 0 ? glm::dvec2{imageSize.y, imageSize.x} : imageSize;
    const glm::dvec2 cellBottomLeft{cell.x * cellSize.x, (cell.y + 1) * cellSize.y};
    placement.topLeft = cellBottomLeft - glm::dvec2{0, placement.drawnSize.y} + tileOffset + layerOffset;
    placement.pivot = placement.topLeft;
    return placement;
}

bool placeRect(const TilePlacement& placement, glm::dvec2 topLeft, glm::dvec2 size, double rotationDeg, PixelRect& rect,
               PixelPolygon& polygon) {
    if (normalizedDegrees(rotationDeg) == 0) {
        // Flips and scales map an axis-aligned rectangle to an axis-aligned
        // one: place two opposite corners, then turn the result as a whole.
        const glm::dvec2 a = placement.unrotated(topLeft), b = placement.unrotated(topLeft + size);
        const glm::dvec2 center = (a + b) * 0.5;
        rect.center = placement.pivot + rotateClockwise(center - placement.pivot, placement.rotationDeg);
        rect.halfExtents = glm::abs(b - a) * 0.5;
        rect.rotationDeg = placement.rotationDeg;
        return true;
    }
    polygon.clear();
    for (const glm::dvec2 corner : {glm::dvec2{0, 0}, glm::dvec2{size.x, 0}, size, glm::dvec2{0, size.y}}) {
        polygon.push_back(placement.place(topLeft + rotateClockwise(corner, rotationDeg)));
    }
    return false;
}

EllipsePolygon ellipsePolygon(glm::dvec2 half, double tolerance) {
    constexpr int kSamplesPerArc = 64;
    const auto at = [&](double angle) { return glm::dvec2(half.x * std::cos(angle), half.y * std::sin(angle)); };
    EllipsePolygon polygon;
    for (int sides = kMinEllipseSides; sides <= kMaxEllipseSides; ++sides) {
        polygon.points.clear();
        polygon.error = 0;
        const double step = 2.0 * std::numbers::pi / sides;
        for (int k = 0; k < sides; ++k) polygon.points.push_back(at(step * k));
        for (int k = 0; k < sides; ++k) {
            // The arc from vertex k to k + 1 bulges out of its chord; its farthest point from the chord's line is the error.
            const glm::dvec2 from = polygon.points[static_cast<std::size_t>(k)];
            const glm::dvec2 chord = at(step * (k + 1)) - from;
            const double length = std::hypot(chord.x, chord.y);
            for (int i = 1; i < kSamplesPerArc; ++i) {
                const glm::dvec2 q = at(step * (k + static_cast<double>(i) / kSamplesPerArc)) - from;
                polygon.error = std::max(polygon.error, std::abs(chord.x * q.y - chord.y * q.x) / length);
            }
        }
        if (polygon.error <= tolerance) break;
    }
    return polygon;
}

} // namespace sat::tiled
