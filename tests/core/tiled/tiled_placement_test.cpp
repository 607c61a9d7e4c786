// SPDX-License-Identifier: MIT
// Every tile collider of a real map lands where Tiled draws it: the positions
// are computed here independently, straight from the map's JSON (nlohmann,
// not the importer's reader), with the plain orthogonal rule - a 16 px tile
// in cell (c, r) has its image's top-left at (16c, 16r), its collision
// shapes are offset from there, and the world is (x, -y). This checks the
// importer alone; tests/figures/tiled_render_test.cpp checks the same through
// the renderer's pixels.

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "sat/convex_decomposition.hpp"
#include "tiled_test_util.hpp"

namespace sat {
namespace {

using Json = nlohmann::json;

struct Checked {
    int rectangles = 0;
    int polygons = 0;
};

void checkRectangle(const Scene& scene, const std::string& name, glm::dvec2 topLeft, const Json& shape, Checked& checked) {
    const double w = shape["width"], h = shape["height"];
    const double x = topLeft.x + shape["x"].get<double>(), y = topLeft.y + shape["y"].get<double>();
    const SceneShape* found = scene.find(name);
    ASSERT_NE(found, nullptr) << name;
    const auto* box = std::get_if<Aabb2Spec>(&found->spec);
    ASSERT_NE(box, nullptr) << name;
    EXPECT_NEAR(box->center.x, x + w / 2, 1e-9) << name;
    EXPECT_NEAR(box->center.y, -(y + h / 2), 1e-9) << name;
    EXPECT_NEAR(box->halfExtents.x, w / 2, 1e-9) << name;
    EXPECT_NEAR(box->halfExtents.y, h / 2, 1e-9) << name;
    ++checked.rectangles;
}

void checkPolygon(const Scene& scene, const std::string& name, glm::dvec2 topLeft, const Json& shape, Checked& checked) {
    std::vector<glm::dvec2> expected;
    for (const Json& p : shape["polygon"]) {
        expected.emplace_back(topLeft.x + shape["x"].get<double>() + p["x"].get<double>(),
                              -(topLeft.y + shape["y"].get<double>() + p["y"].get<double>()));
    }
    double area = 0;
    int pieces = 0;
    for (const SceneShape& candidate : scene.shapes) {
        if (candidate.name != name && candidate.collider != name) continue;
        const auto& points = std::get<Poly2Spec>(candidate.spec).points;
        for (const glm::dvec2 p : points) { // every corner is one of Tiled's points
            const bool known = std::any_of(expected.begin(), expected.end(),
                                           [&](glm::dvec2 e) { return glm::length(e - p) < 1e-9; });
            EXPECT_TRUE(known) << candidate.name << " (" << p.x << ", " << p.y << ")";
        }
        area += std::abs(twiceSignedArea(points));
        ++pieces;
    }
    ASSERT_GT(pieces, 0) << name;
    EXPECT_NEAR(area, std::abs(twiceSignedArea(expected)), 1e-9) << name; // and together they cover it
    ++checked.polygons;
}

TEST(TiledPlacement, EveryUnflippedTileColliderOfTheCityMapIsWhereTiledDrawsIt) {
    SATLAB_REQUIRE_MAPS();
    const std::filesystem::path file = test::mapsDir() / "excalibur-tiled" / "example-city.tmj";
    const Scene scene = importTiledMap(file).scene;
    const Json map = Json::parse(std::ifstream(file));
    // Only the first tileset (firstgid 1, 16x16 tiles) has collision shapes.
    std::map<std::uint32_t, Json> shapesOf;
    for (const Json& tile : map["tilesets"][0]["tiles"]) {
        if (tile.contains("objectgroup")) shapesOf[tile["id"].get<std::uint32_t>() + 1] = tile["objectgroup"]["objects"];
    }
    Checked checked;
    for (const Json& layer : map["layers"]) {
        if (layer["type"] != "tilelayer") continue;
        const int width = layer["width"];
        for (std::size_t i = 0; i < layer["data"].size(); ++i) {
            const std::uint32_t gid = layer["data"][i];
            if (gid >> 28 != 0 || shapesOf.count(gid) == 0) continue; // flipped cells: see tiled_maps_test
            const int column = static_cast<int>(i) % width, row = static_cast<int>(i) / width;
            const glm::dvec2 topLeft{16.0 * column, 16.0 * row};
            const Json& shapes = shapesOf[gid];
            const std::string base = layer["name"].get<std::string>() + "/" + std::to_string(column) + "," + std::to_string(row);
            for (std::size_t k = 0; k < shapes.size(); ++k) {
                const std::string name = shapes.size() > 1 ? base + "/" + std::to_string(k) : base;
                if (shapes[k].value("ellipse", false)) continue;
                if (shapes[k].contains("polygon")) checkPolygon(scene, name, topLeft, shapes[k], checked);
                else checkRectangle(scene, name, topLeft, shapes[k], checked);
            }
        }
    }
    // 406 tile colliders in all (tiled_maps_test), one of them on a flipped cell.
    EXPECT_EQ(checked.rectangles + checked.polygons, 405);
    EXPECT_GT(checked.rectangles, 0);
    EXPECT_GT(checked.polygons, 0);
}

} // namespace
} // namespace sat
