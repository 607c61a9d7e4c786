// SPDX-License-Identifier: MIT
// The importer on real maps (../shared/data/maps, SOURCES.md there): shape
// counts and positions worked out by hand from the map files.
//
// The mapping (docs/tiled-import.md): a Tiled point (x, y) in y-down pixels
// is (x, -y) in the world. A rectangle at (x, y), size (w, h), rotated r
// degrees clockwise about its top-left has its centre at
//   (x, y) + Rcw(r) (w/2, h/2),  Rcw(r)(u, v) = (u cos r - v sin r, u sin r + v cos r)
// (in y-down coordinates a clockwise turn on screen is the ordinary matrix),
// and becomes an OBB with angle -r (counter-clockwise, y up).

#include <cmath>

#include <gtest/gtest.h>

#include "sat/convex_decomposition.hpp"
#include "tiled_test_util.hpp"

namespace sat {
namespace {

TiledImportResult importMap(const std::string& relative, bool includeHidden = false) {
    TiledImportOptions options;
    options.includeHidden = includeHidden;
    return importTiledMap(test::mapsDir() / relative, options);
}

void expectAabb(const SceneShape& shape, glm::dvec2 center, glm::dvec2 half) {
    const auto* box = std::get_if<Aabb2Spec>(&shape.spec);
    ASSERT_NE(box, nullptr) << shape.name << " is a " << kindName(shape.spec);
    EXPECT_NEAR(box->center.x, center.x, 1e-9) << shape.name;
    EXPECT_NEAR(box->center.y, center.y, 1e-9) << shape.name;
    EXPECT_NEAR(box->halfExtents.x, half.x, 1e-9) << shape.name;
    EXPECT_NEAR(box->halfExtents.y, half.y, 1e-9) << shape.name;
}

/// True when `corner` is one of the OBB's four corners (within 1e-6 px).
bool hasCorner(const Obb2Spec& spec, glm::dvec2 corner) {
    const auto box = Obb2<double>::fromAngle(spec.center, spec.halfExtents, spec.angle.radians());
    for (const auto& c : corners(box)) {
        if (std::abs(c.x - corner.x) < 1e-6 && std::abs(c.y - corner.y) < 1e-6) return true;
    }
    return false;
}

TEST(TiledPlatformMap, CountsRectanglesPolygonsAndConcavePieces) {
    SATLAB_REQUIRE_MAPS();
    const TiledImportResult result = importMap("tmxlite/maps/platform.tmx");
    // 20 rectangles + 1 convex polygon + 1 concave polygon in 3 pieces + 1 ellipse (128 x 64, a polygon).
    EXPECT_EQ(result.scene.shapes.size(), 25u);
    EXPECT_EQ(test::colliderCount(result.scene, "Objects"), 23u);
    EXPECT_EQ(result.skipped.size(), 7u); // 7 polylines
}

TEST(TiledPlatformMap, ObjectLayerOffsetMovesRectangles) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("tmxlite/maps/platform.tmx").scene;
    // "Buns": x=128 y=2496 w=2240 h=64, layer offset (1, -2): pixels x 129..2369,
    // y 2494..2558; centre (1249, 2526) -> world (1249, -2526), half (1120, 32).
    expectAabb(test::shapeNamed(scene, "Buns"), {1249, -2526}, {1120, 32});
}

TEST(TiledPlatformMap, PolygonRotated45KeepsItsOriginAndTurnsItsPoints) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("tmxlite/maps/platform.tmx").scene;
    const auto& poly = std::get<Poly2Spec>(test::shapeNamed(scene, "Objects/8").spec);
    // Origin (768, 1152) + offset (1, -2) = (769, 1150) -> world (769, -1150).
    // Point (-66, 98) turned 45 cw: (-66c - 98s, -66s + 98c) = (-164, 32)/sqrt2
    //   = (-115.9655, 22.6274) -> (653.0345, 1172.6274) -> world y negated.
    ASSERT_EQ(poly.points.size(), 6u);
    EXPECT_NEAR(poly.points[0].x, 769, 1e-9);
    EXPECT_NEAR(poly.points[0].y, -1150, 1e-9);
    EXPECT_NEAR(poly.points[1].x, 769 - 164 / std::sqrt(2.0), 1e-9);
    EXPECT_NEAR(poly.points[1].y, -(1150 + 32 / std::sqrt(2.0)), 1e-9);
}

TEST(TiledPlatformMap, ConcavePolygonPiecesAreConvexAndKeepItsArea) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("tmxlite/maps/platform.tmx").scene;
    // Object 19 at (1408, 768) + offset (1, -2); points relative to it.
    const glm::dvec2 origin{1409, 766};
    const glm::dvec2 relative[] = {{175, 0}, {-45, 11}, {73, 39}, {-27, 80}, {220, 128}, {128, 68}};
    double twiceArea = 0; // shoelace over the world points (x, -y)
    for (std::size_t i = 0; i < 6; ++i) {
        const glm::dvec2 p = origin + relative[i], q = origin + relative[(i + 1) % 6];
        twiceArea += p.x * -q.y - -p.y * q.x;
    }
    double pieces = 0;
    int count = 0;
    for (const SceneShape& shape : scene.shapes) {
        if (shape.collider != "Objects/19") continue;
        const auto& points = std::get<Poly2Spec>(shape.spec).points;
        EXPECT_TRUE(isValidConvexPolygon(points)) << shape.name;
        pieces += std::abs(twiceSignedArea(points));
        ++count;
    }
    EXPECT_EQ(count, 3);
    EXPECT_NEAR(pieces, std::abs(twiceArea), 1e-6);
}

TEST(TiledCityMap, CountsTileShapesAndObjects) {
    SATLAB_REQUIRE_MAPS();
    const TiledImportResult result = importMap("excalibur-tiled/example-city.tmj");
    // Per-tile shapes on cells (counted from the map's data): Solid 380,
    // Solid Level 2 23 (+1 ellipse, skipped), TintOpacity 3.
    EXPECT_EQ(test::colliderCount(result.scene, "Solid"), 380u);
    EXPECT_EQ(test::colliderCount(result.scene, "Solid Level 2"), 23u);
    EXPECT_EQ(test::colliderCount(result.scene, "TintOpacity"), 3u);
    // Objects: 17 colliders (the 10-point star in 5 pieces, the 20.2727 px circle); Camera: 1 tile object.
    EXPECT_EQ(test::colliderCount(result.scene, "Objects"), 17u);
    EXPECT_EQ(test::colliderCount(result.scene, "Camera"), 1u);
    EXPECT_EQ(result.scene.shapes.size(), 429u);
}

TEST(TiledCityMap, RectangleRotatedMinus57BecomesObbAt57Degrees) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("excalibur-tiled/example-city.tmj").scene;
    const auto& box = std::get<Obb2Spec>(test::shapeNamed(scene, "box2").spec);
    // x=269.667 y=184.667 w=25.3333 h=31.3333 r=-57: cos = 0.544639, sin = -0.838671;
    // centre offset (12.66665*0.544639 + 15.66665*0.838671, -12.66665*0.838671 + 15.66665*0.544639)
    //   = (20.03791, -2.09048) -> centre (289.70491, 182.57652) px -> world y negated.
    EXPECT_NEAR(box.center.x, 289.70491, 1e-5);
    EXPECT_NEAR(box.center.y, -182.57652, 1e-5);
    EXPECT_NEAR(box.halfExtents.x, 12.66665, 1e-12);
    EXPECT_NEAR(box.halfExtents.y, 15.66665, 1e-12);
    EXPECT_DOUBLE_EQ(box.angle.value, 57);
    // The pivot, Tiled's top-left (269.667, 184.667), is a corner of the box.
    EXPECT_TRUE(hasCorner(box, {269.667, -184.667}));
}

TEST(TiledCityMap, RectangleRotated47BecomesObbAtMinus47Degrees) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("excalibur-tiled/example-city.tmj").scene;
    const auto& box = std::get<Obb2Spec>(test::shapeNamed(scene, "Objects/39").spec);
    // x=154.727 y=90.3636 w=19.2727 h=19.4545 r=47: cos = 0.681998, sin = 0.731354;
    // offset (9.63635c - 9.72725s, 9.63635s + 9.72725c) = (-0.54208, 13.68155)
    //   -> centre (154.18492, 104.04515) px.
    EXPECT_NEAR(box.center.x, 154.18492, 1e-5);
    EXPECT_NEAR(box.center.y, -104.04515, 1e-5);
    EXPECT_DOUBLE_EQ(box.angle.value, -47);
    EXPECT_TRUE(hasCorner(box, {154.727, -90.3636}));
}

TEST(TiledCityMap, FlippedTileObjectRotatedMinus90TurnsAboutItsBottomLeft) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("excalibur-tiled/example-city.tmj").scene;
    // "StopLight": gid 410 with the horizontal flip bit, 16x16 at (592, 176),
    // rotation -90. Its tile has no collision shape, so the tile's rectangle is
    // the collider. Unrotated it spans x 592..608, y 160..176 (pivot bottom-left);
    // centre offset from the pivot (8, -8) turned 90 ccw = (-8, -8) -> centre (584, 168).
    expectAabb(test::shapeNamed(scene, "StopLight"), {584, -168}, {8, 8});
}

TEST(TiledCityMap, TileObjectUsesItsTilesCollisionRectangle) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("excalibur-tiled/example-city.tmj").scene;
    // "StopLightA": gid 409 (tile 408: rectangle x=0.9375 y=1.375 w=6.0625 h=14.8125)
    // at (304, 112), 16x16: image top-left (304, 96) -> x 304.9375..311, y 97.375..112.1875.
    expectAabb(test::shapeNamed(scene, "StopLightA"), {307.96875, -104.78125}, {3.03125, 7.40625});
}

TEST(TiledCityMap, SkipsPointsTextEllipsesZeroSizeAndTemplatesWithReasons) {
    SATLAB_REQUIRE_MAPS();
    const TiledImportResult result = importMap("excalibur-tiled/example-city.tmj");
    EXPECT_TRUE(test::skippedWith(result, "Player", "point"));
    EXPECT_TRUE(test::skippedWith(result, "Objects/13", "text"));
    EXPECT_TRUE(test::skippedWith(result, "circle", "ellipse"));
    EXPECT_TRUE(test::skippedWith(result, "Objects/18", "zero-size rectangle"));
    EXPECT_TRUE(test::skippedWith(result, "Objects/44", "template"));
    EXPECT_TRUE(test::skippedWith(result, "Solid Level 2/tile 231 shape 0", "ellipse"));
}

TEST(TiledAcidMap, RectangleRotated90BecomesAnExactAabb) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("pytmx/acid0.tmx").scene;
    // Object 38: (80, 80), 64x32, r=90: centre (80, 80) + (0*32 - 1*16, 1*32 + 0*16) = (64, 112);
    // the turned box spans x 48..80, y 80..144: half (16, 32).
    expectAabb(test::shapeNamed(scene, "Object Layer 2/38"), {64, -112}, {16, 32});
}

TEST(TiledAcidMap, TileObjectRotated90PlacesEachCollisionRectangle) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("pytmx/acid0.tmx").scene;
    // Object 13: gid 9 (tile 2 of ACID2: rect 1 at (0, 8) 15.7895x8), 16x16 at (48, 128), r=90.
    // Image top-left (48, 112); rect 1 centre (55.89475, 124), from the pivot (7.89475, -4);
    // turned 90 cw: (4, 7.89475) -> centre (52, 135.89475), half extents swapped.
    expectAabb(test::shapeNamed(scene, "Object Layer 1/13/1"), {52, -135.89475}, {4, 7.89475});
    EXPECT_EQ(test::shapeNamed(scene, "Object Layer 1/13/1").collider, "Object Layer 1/13");
}

TEST(TiledAcidMap, TileLayerShapesFollowAllThreeFlipBits) {
    SATLAB_REQUIRE_MAPS();
    const Scene scene = importMap("pytmx/acid0.tmx").scene;
    // Cell (3, 5) holds 0xE0000009: gid 9 flipped diagonally, horizontally, vertically.
    // Rect 1 (0, 8)-(15.7895, 16): swap -> (8, 0)-(16, 15.7895); x -> 16-x: (0, 0)-(8, 15.7895);
    // y -> 16-y: (0, 0.2105)-(8, 16); cell top-left (48, 80) -> x 48..56, y 80.2105..96.
    expectAabb(test::shapeNamed(scene, "Tile Layer 3/3,5/0"), {52, -88.10525}, {4, 7.89475});
    // Cell (4, 6): gid 9 unflipped at (64, 96): x 64..79.7895, y 104..112.
    expectAabb(test::shapeNamed(scene, "Tile Layer 3/4,6/0"), {71.89475, -108}, {7.89475, 4});
}

TEST(TiledAcidMap, HiddenGroupIsSkippedByDefaultAndImportedOnRequest) {
    SATLAB_REQUIRE_MAPS();
    const TiledImportResult hidden = importMap("pytmx/acid0.tmx");
    EXPECT_EQ(hidden.scene.shapes.size(), 30u); // with the three ellipses of Object Layer 1
    EXPECT_TRUE(test::skippedWith(hidden, "Group 1", "hidden layer"));
    const TiledImportResult all = importMap("pytmx/acid0.tmx", true);
    // Group 1/Object Layer 3 adds two 16x16 tile objects (gid 2 has no collision shapes).
    ASSERT_EQ(all.scene.shapes.size(), 32u);
    const SceneShape& tile = test::shapeNamed(all.scene, "Group 1/Object Layer 3/22");
    EXPECT_FALSE(tile.visible);
    expectAabb(tile, {152, -120}, {8, 8}); // (144, 128) bottom-left: x 144..160, y 112..128
}

TEST(TiledAcidMap, SkippedObjectsNameTheirKind) {
    SATLAB_REQUIRE_MAPS();
    const TiledImportResult result = importMap("pytmx/acid0.tmx");
    EXPECT_TRUE(test::skippedWith(result, "Object Layer 1/20", "polyline"));
    EXPECT_TRUE(test::skippedWith(result, "Object Layer 1/21", "text"));
    EXPECT_TRUE(test::skippedWith(result, "Object Layer 1/33", "point"));
    EXPECT_TRUE(test::skippedWith(result, "Object Layer 1/5", "zero-size rectangle"));
    EXPECT_TRUE(test::skippedWith(result, "cant see me", "hidden object"));
}

TEST(TiledMaps, ImportedScenesLoadBackFromTheirText) {
    SATLAB_REQUIRE_MAPS();
    for (const char* map : {"tmxlite/maps/platform.tmx", "excalibur-tiled/example-city.tmj", "pytmx/acid0.tmx"}) {
        const Scene scene = importMap(map).scene;
        EXPECT_EQ(parseScene(serializeScene(scene), map), scene) << map;
    }
}

TEST(TiledAcidMap, CircularEllipseBecomesACircleOthersPolygons) {
    SATLAB_REQUIRE_MAPS();
    const TiledImportResult result = importMap("pytmx/acid0.tmx");
    // Object 16: x 80, y 48, 16 x 16: centre (88, 56) px -> world (88, -56), radius 8 (the map imports at scale 1).
    const auto& circle = std::get<Circle2Spec>(test::shapeNamed(result.scene, "Object Layer 1/16").spec);
    EXPECT_EQ(circle.center, glm::dvec2(88, -56));
    EXPECT_EQ(circle.radius, 8.0);
    // Object 17: x 80, y 64, 16 x 32: a polygon inside the ellipse centred (88, 80) px, half axes 8 and 16.
    const auto& tall = std::get<Poly2Spec>(test::shapeNamed(result.scene, "Object Layer 1/17").spec);
    EXPECT_GE(tall.points.size(), 16u);
    EXPECT_LE(tall.points.size(), 32u);
    for (const glm::dvec2 p : tall.points) {
        const double u = (p.x - 88) / 8, v = (p.y + 80) / 16;
        EXPECT_NEAR(u * u + v * v, 1.0, 1e-12) << "every vertex is on the ellipse";
    }
    // Object 18: the same size turned 90 degrees about its top-left (128, 48): centre (128 - 16, 48 + 8) px.
    const auto& turned = std::get<Poly2Spec>(test::shapeNamed(result.scene, "Object Layer 1/18").spec);
    for (const glm::dvec2 p : turned.points) {
        const double u = (p.x - 112) / 16, v = (p.y + 56) / 8;
        EXPECT_NEAR(u * u + v * v, 1.0, 1e-12);
    }
    std::size_t said = 0;
    for (const std::string& warning : result.warnings) said += warning.find("ellipse \"Object Layer 1/1") == 0 ? 1U : 0U;
    EXPECT_EQ(said, 2u) << "the two non-circular ellipses are named in a warning each";
}

} // namespace
} // namespace sat
