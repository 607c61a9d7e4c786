// SPDX-License-Identifier: MIT
#pragma once
// Where Tiled draws each collider of an orthogonal map, computed by the test
// itself: a small reader of its own (tinyxml2 for .tmx/.tsx, nlohmann for
// .tmj/.tsj/.json), not SATlab's importer, and Tiled's rules written out
// plainly in Tiled's y-down pixels (rotation clockwise about the object's
// pivot, tile-object pivot at the alignment point, flips diagonal first,
// layer and group offsets added). See tiled_truth.cpp for each rule.
//
// Only what the end-to-end test needs: anything the reader does not know
// (another orientation, tilerendersize="grid", a diagonal flip on a tile
// object, a tile shape in a rotated tile-layer group...) throws, so a map
// the test does not understand fails loudly instead of passing vacuously.

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace truth {

struct Point {
    double x = 0, y = 0;
};

/// One collider region as Tiled draws it: a simple polygon (convex or not)
/// in map pixels, y down.
struct Region {
    std::string what; ///< e.g. "Objects: object 14 'box2'", "Ground: cell 3,4 shape 0"
    std::vector<Point> ring;
};

struct MapTruth {
    double width = 0, height = 0; ///< map size in pixels (columns * tilewidth, rows * tileheight)
    std::vector<Region> regions;  ///< every collider Tiled draws in a visible layer
    int skipped = 0;              ///< a tile's ellipses, points, polylines, text, templates, zero-size objects, hidden ones
};

struct TruthError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// Reads a .tmx, .tmj or Tiled .json map and its external tilesets.
MapTruth readMap(const std::filesystem::path& file);

/// Even-odd point-in-polygon.
bool contains(const std::vector<Point>& ring, Point p);
/// Distance from p to the ring's outline.
double distanceToOutline(const std::vector<Point>& ring, Point p);

} // namespace truth
