// SPDX-License-Identifier: MIT
#pragma once
// Small tile scenes for the snag tests: 16-unit tiles, y up, the floor's top at y = 0.

#include <string>
#include <vector>

#include "sat/scene.hpp"

namespace sat::test {

/// A 16 x 16 tile whose top-left corner is (x, top).
inline SceneShape tileAt(const std::string& name, double x, double top, const std::string& group = "Ground") {
    return SceneShape{name, Aabb2Spec{{x + 8.0, top - 8.0}, {8.0, 8.0}}, std::nullopt, true, group};
}

/// A convex polygon shape.
inline SceneShape polygonShape(const std::string& name, std::vector<glm::dvec2> points, const std::string& group = "Ground") {
    return SceneShape{name, Poly2Spec{std::move(points)}, std::nullopt, true, group};
}

/// `prefix` then `index`, appended piece by piece: g++ 12 -O3 warns falsely on "literal" + std::string.
inline std::string tileName(const char* prefix, int index) {
    std::string name(prefix);
    name.append(std::to_string(index));
    return name;
}

/// A row of `count` aligned tiles from x = 0.
inline Scene tileRow(int count) {
    Scene scene;
    for (int i = 0; i < count; ++i) scene.shapes.push_back(tileAt(tileName("t", i), 16.0 * i, 0.0));
    return scene;
}

} // namespace sat::test
