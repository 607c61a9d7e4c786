// SPDX-License-Identifier: MIT
#pragma once
// One recorded frame as a reader hands it out: the shapes by id, with their
// names, and the contacts the engine reported (docs/recording-format.md).

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include <glm/vec3.hpp>

#include "sat/round2d.hpp"
#include "sat/round3d.hpp"
#include "sat/shapes2d.hpp"
#include "sat/shapes3d.hpp"

namespace sat::capture {

/// Every shape kind a recording holds, in the precision it was recorded in.
using RecordedGeometry =
    std::variant<Aabb2<float>, Aabb2<double>, Obb2<float>, Obb2<double>, ConvexPolygon2<float>, ConvexPolygon2<double>,
                 Aabb3<float>, Aabb3<double>, Obb3<float>, Obb3<double>, Circle2<float>, Circle2<double>, Capsule2<float>,
                 Capsule2<double>, Sphere3<float>, Sphere3<double>, Capsule3<float>, Capsule3<double>>;

/// True for the 3D kinds (Aabb3, Obb3, Sphere3, Capsule3).
bool is3d(const RecordedGeometry& geometry);
/// "aabb2", "obb2", "poly2", "aabb3", "obb3", "circle2", "capsule2",
/// "sphere3" or "capsule3" (the scene files' kind names).
const char* kindName(const RecordedGeometry& geometry);

/// One shape of a frame.
struct RecordedShape {
    std::uint64_t id = 0;      ///< the engine's id, stable across frames
    std::string name;          ///< the name given with it (need not be unique)
    RecordedGeometry geometry; ///< world space, as recorded
};

/// Most contact points an engine contact carries.
inline constexpr int kMaxContactPoints = 4;

/// What the engine decided about a pair. `normal` is unit length and points
/// from idA's shape to idB's; `depth` >= 0 is how far they overlap (0 for a
/// touching or speculative contact). 2D contacts have z = 0 throughout.
struct EngineContact {
    std::uint64_t idA = 0;          ///< the shape the normal points away from
    std::uint64_t idB = 0;          ///< the shape the normal points towards
    int dimension = 2;              ///< 2 or 3
    glm::dvec3 normal{};            ///< unit, from A to B, world space
    double depth = 0.0;             ///< penetration, >= 0
    std::vector<glm::dvec3> points; ///< 0..kMaxContactPoints, world space
};

/// A whole frame: every shape present in it (sorted by id) and the engine's contacts.
struct Frame {
    std::uint64_t index = 0;             ///< 0 for the first frame of the recording
    double time = 0.0;                   ///< seconds, as given to beginFrame
    std::vector<RecordedShape> shapes;   ///< sorted by id, ids unique
    std::vector<EngineContact> contacts; ///< in the order they were recorded
    /// The shape with this id, or nullptr.
    const RecordedShape* find(std::uint64_t id) const;
};

} // namespace sat::capture
