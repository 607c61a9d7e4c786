// SPDX-License-Identifier: MIT
#pragma once
// The 2D families' data: the shared pairs (pairs.hpp), which SATlab reads as
// they are, and the same pairs converted once, before any timing, into
// Box2D 2.4's own representation.

#include <vector>

#include <box2d/b2_collision.h>
#include <box2d/b2_math.h>
#include <box2d/b2_polygon_shape.h>

#include "pairs.hpp"

namespace bench {

/// Pairs plus their Box2D form. Every polygon has m_radius = 0 (Box2D's
/// default skin of b2_polygonRadius would make separated boxes touch).
template <class Pairs> struct Data2d {
    Pairs pairs;
    std::vector<b2PolygonShape> polygonA, polygonB; ///< boxes: SetAsBox in local coordinates; polygons: world vertices
    std::vector<b2Transform> transformA, transformB;
    std::vector<b2AABB> aabbA, aabbB; ///< AABB pairs only
};

using Aabb2Data = Data2d<Aabb2Pairs>;
using Obb2Data = Data2d<Obb2Pairs>;
using Obb2Aabb2Data = Data2d<Obb2Aabb2Pairs>;
using Poly8Data = Data2d<Poly8Pairs>;

/// Built on first use (kPairsInCache pairs, a fixed seed per family and
/// scenario), then kept for the whole run.
const Aabb2Data& aabb2Data(Scenario scenario);
const Obb2Data& obb2Data(Scenario scenario);
const Obb2Aabb2Data& obb2Aabb2Data(Scenario scenario);
const Poly8Data& poly8Data(Scenario scenario);

/// One shape in Box2D's form (exposed for the batch families).
struct Box2dShape {
    b2PolygonShape polygon;
    b2Transform transform;
};
Box2dShape toBox2d(const sat::Obb2<float>& box);
Box2dShape toBox2d(const sat::Aabb2<float>& box);
Box2dShape toBox2d(const sat::ConvexPolygon2<float>& polygon);

} // namespace bench
