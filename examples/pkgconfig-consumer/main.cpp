// SPDX-License-Identifier: MIT
// A scene read from JSON text and its first pair tested, through satlab-scene's pkg-config file:
//   c++ -std=c++20 main.cpp $(pkg-config --cflags --libs satlab-scene) -o pkgconfig-consumer
// Exits 1 when the pair's verdict is not the one worked out by hand.

#include <cstdio>

#include "sat/scene.hpp"

int main() {
    // [api: scene]
    // An AABB and an OBB that touch: the box's right edge at x = 1, the OBB's left edge at x = 1.
    const sat::Scene scene = sat::parseScene(R"({"format": "satlab-scene", "version": 1, "shapes": [
        {"name": "floor", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
        {"name": "crate", "kind": "obb2", "center": [2, 0], "half_extents": [1, 1], "angle_deg": 0}]})",
                                             "inline.json");
    const auto a = sat::toShape2<double>(scene.shapes[0].spec);
    const auto b = sat::toShape2<double>(scene.shapes[1].spec);
    const sat::Report2<double> r = sat::report(a, b);
    std::printf("%s / %s: %s\n", scene.shapes[0].name.c_str(), scene.shapes[1].name.c_str(), sat::toString(r.verdict));
    // [end]
    return r.verdict == sat::Verdict::Touching ? 0 : 1;
}
