// SPDX-License-Identifier: MIT
#pragma once
// Turning placed pixel shapes into scene shapes: the y-up world mapping,
// rectangles to aabb2/obb2, circles to circle2, polygons to poly2 (split into convex pieces when
// concave), unique names, and the skipped list. Used by tiled_convert.cpp.

#include <map>
#include <set>
#include <string>

#include "tiled_geometry.hpp"
#include "tiled_model.hpp"

namespace sat::tiled {

/// Where one layer's shapes go: its path (the scene group), the offsets of
/// it and its parents, and whether it or a parent is hidden.
struct LayerFrame {
    std::string path;
    glm::dvec2 offset{};
    bool hidden = false;
};

/// A number as a person would write it (for messages).
std::string numberText(double value);

/// Collects the scene. Shapes that Tiled calls one thing (a concave
/// polygon's pieces, a tile object's collision shapes) get one collider name.
struct Emitter {
    std::string file;
    const TiledImportOptions& options;
    TiledImportResult& result;
    std::set<std::string> names;
    /// For each base name, the first "~K" not yet known to be taken: names
    /// are never freed, so a search may resume there (n objects of one name
    /// then cost n probes, not n^2/2).
    std::map<std::string, int> nextSuffix;

    /// `wanted` when free and non-empty, else `fallback`, else either with
    /// "~2", "~3"...; the name is then taken.
    std::string unique(const std::string& wanted, const std::string& fallback);
    void skip(const std::string& name, const LayerFrame& layer, const std::string& why);
    /// Map pixels (y down) to world units (y up): (x, y) -> (x S, -y S).
    glm::dvec2 world(glm::dvec2 pixel) const { return {pixel.x * options.scale, -pixel.y * options.scale}; }
    /// A rectangle: quarter turns become aabb2 (exact), others obb2 with the
    /// world angle -rotation (clockwise on screen is negative in y-up).
    void rect(const std::string& name, const std::string& collider, const LayerFrame& layer, const PixelRect& r);
    /// A circle of `radius` pixels about `center` (pixels): a circle2.
    void circle(const std::string& name, const std::string& collider, const LayerFrame& layer, glm::dvec2 center, double radius);
    /// A polygon: one poly2 when convex, else its convex pieces `name#k`
    /// sharing the collider (`name` when none is given).
    void polygon(const std::string& name, const std::string& collider, const LayerFrame& layer, const PixelPolygon& pixels);

private:
    bool representable(glm::dvec2 p) const;
    void push(SceneShape shape);
};

} // namespace sat::tiled
