// SPDX-License-Identifier: MIT
#pragma once
// Level-like scenes of many shapes, for tests and benchmarks of the broad
// phase (`satlab generate`, docs/cli.md; docs/performance-broadphase.md).
//
// The world is a grid of square (2D) or cubic (3D) cells of side
// kGeneratedCellSize. Shapes gather in clusters (rooms of a level): each
// cluster has a centre cell and its shapes take free cells around it. A shape
// in its own cell stays inside a ball of radius 0.45 cells around the cell's
// centre, so it touches no other cell's shape. In 2D, some shapes are
// platforms: long axis-aligned boxes over 2 to 6 free cells of a row. A
// fraction of the shapes (`overlapFraction`) is instead placed with its
// centre inside the shape made just before it, so those pairs overlap.
//
// 2D scenes mix aabb2 (about 35 %), obb2 (40 %) and poly2 (25 %, 3 to 8
// vertices) with sizes spread over a factor of 6 and turned by any angle;
// 3D scenes are obb3 boxes turned by any Euler angles. Values are rounded
// to 3 decimals (angles to 0.1 degree) so files stay short. The same options
// give the same scene, bytes included, on every machine: the random numbers
// come from std::mt19937_64 (fully specified by the standard) turned into
// doubles by hand, never from <random>'s distributions.

#include <cstddef>
#include <cstdint>

#include "sat/scene.hpp"

namespace sat {

/// Side of a generated scene's grid cells, in world units.
inline constexpr double kGeneratedCellSize = 4.0;

/// What generateScene makes.
struct GenerateOptions {
    std::size_t count = 1000;     ///< number of shapes
    int dimension = 2;            ///< 2 or 3
    std::uint64_t seed = 1;       ///< the same options give the same scene
    double overlapFraction = 0.1; ///< in [0, 1]: share of shapes placed overlapping the one before
};

/// The most shapes generateScene makes: the largest count whose file, in 2D
/// and in 3D, stays under the 256 MiB that every reader accepts
/// (sat/input_file.hpp), so what `satlab generate` writes `satlab check`
/// reads (docs/cli.md).
inline constexpr std::size_t kMaxGeneratedShapes = 1'000'000;

/// A valid scene (parseScene accepts serializeScene of it) named s0, s1, ...
/// with a `view` that frames every shape at 1280 x 800 pixels. Throws
/// std::invalid_argument for a dimension other than 2 or 3, a fraction
/// outside [0, 1] or a count above kMaxGeneratedShapes.
Scene generateScene(const GenerateOptions& options);

} // namespace sat
