// SPDX-License-Identifier: MIT
// The list of 2D methods the app offers, and running one on any shape pair.
#include "sat/seed_methods2d.hpp"

#include <array>
#include <cassert>
#include <cstddef>
#include <utility>
#include <variant>

#include "sat/seed_slips2d.hpp"
#include "sat/seeds2d.hpp"

namespace sat::seeds {
namespace {

constexpr std::array<MethodInfo2, 9> kMethods{{
    {Method2::Reference, "reference SAT", "reference",
     "Every face axis of both shapes, each shape projected onto it; touching counts as intersecting.", "any pair", false},
    {Method2::Seed000HalfWidth, "000 half-width projection", "000",
     "On the four box axes, the centre offset against r = hx*|axis.u| + hy*|axis.v| of each box.", "two boxes", false},
    {Method2::Seed000ObbAabb, "000 box vs static tile", "000",
     "The half-width test with the tile's axes being the world's, so its radii need no dot products.", "a box and an AABB",
     false},
    {Method2::Seed001CentreDistance, "001 centre distance", "001", "Centre distance on x and on y against the summed half sizes.",
     "two AABBs", false},
    {Method2::Seed003RotationMatrix, "003 rotation matrix", "003",
     "B's axes written in A's frame; |R| + 1e-5 in every radius, so it leans towards 'overlap'.", "two boxes", false},
    {Method2::Seed004CornerProjection, "004 corner projection", "004",
     "Corners projected onto edges scaled by 1/length^2, each box tested against [0, 1], both ways.", "two boxes", false},
    {Method2::Slip000SwappedProjections, "slip: 000 as printed", "000",
     "The OBB test as printed: each axis's radii meet the offset along the box's other axis.", "two boxes", true},
    {Method2::Slip000DegreesAsRadians, "slip: 000 tile test, degrees", "000",
     "The tile test as printed: the box's angle in degrees goes into cos/sin as radians.", "a box and an AABB", true},
    {Method2::Slip003AngleWrap, "slip: 003 angle wrap", "003",
     "Angles past half a turn folded by (value % pi) * 2 instead of value % (2 pi): the box turns wrongly.", "two boxes", true},
}};

template <class T> std::optional<Obb2<T>> asBox(const Shape2<T>& shape) {
    if (const auto* obb = std::get_if<Obb2<T>>(&shape)) return *obb;
    if (const auto* aabb = std::get_if<Aabb2<T>>(&shape)) return Obb2<T>::fromAabb(*aabb);
    return std::nullopt;
}

/// A (box, tile) pair for the tile tests: B is the tile when it is an AABB,
/// else A when A is; nullopt when neither is or the other is a polygon.
template <class T> std::optional<std::pair<Obb2<T>, Aabb2<T>>> boxAndTile(const Shape2<T>& a, const Shape2<T>& b) {
    const auto* tileB = std::get_if<Aabb2<T>>(&b);
    const auto boxA = asBox(a);
    if (tileB && boxA) return std::pair{*boxA, *tileB};
    const auto* tileA = std::get_if<Aabb2<T>>(&a);
    const auto boxB = asBox(b);
    if (tileA && boxB) return std::pair{*boxB, *tileA};
    return std::nullopt;
}

template <class T, class Test> std::optional<bool> onBoxes(const Shape2<T>& a, const Shape2<T>& b, Test test) {
    const auto boxA = asBox(a);
    const auto boxB = asBox(b);
    if (!boxA || !boxB) return std::nullopt;
    return test(*boxA, *boxB);
}

template <class T, class Test> std::optional<bool> onBoxAndTile(const Shape2<T>& a, const Shape2<T>& b, Test test) {
    const auto pair = boxAndTile(a, b);
    if (!pair) return std::nullopt;
    return test(pair->first, pair->second);
}

} // namespace

std::span<const MethodInfo2> methods2() { return kMethods; }

const MethodInfo2& methodInfo(Method2 id) {
    const auto index = static_cast<std::size_t>(id);
    assert(index < kMethods.size() && kMethods[index].id == id);
    return kMethods[index];
}

template <class T> std::optional<bool> runMethod(Method2 method, const Shape2<T>& a, const Shape2<T>& b) {
    using Box = Obb2<T>;
    using Tile = Aabb2<T>;
    switch (method) {
    case Method2::Reference: return overlaps(a, b);
    case Method2::Seed000HalfWidth: return onBoxes(a, b, [](const Box& p, const Box& q) { return seed000HalfWidth(p, q); });
    case Method2::Seed000ObbAabb:
        return onBoxAndTile(a, b, [](const Box& box, const Tile& tile) { return seed000ObbAabb(box, tile); });
    case Method2::Seed001CentreDistance: {
        const auto* tileA = std::get_if<Tile>(&a);
        const auto* tileB = std::get_if<Tile>(&b);
        if (!tileA || !tileB) return std::nullopt;
        return seed001CentreDistance(*tileA, *tileB);
    }
    case Method2::Seed003RotationMatrix:
        return onBoxes(a, b, [](const Box& p, const Box& q) { return seed003RotationMatrix(p, q); });
    case Method2::Seed004CornerProjection:
        return onBoxes(a, b, [](const Box& p, const Box& q) { return seed004CornerProjection(p, q); });
    case Method2::Slip000SwappedProjections:
        return onBoxes(a, b, [](const Box& p, const Box& q) { return slip000SwappedProjections(p, q); });
    case Method2::Slip000DegreesAsRadians:
        return onBoxAndTile(a, b,
                            [](const Box& box, const Tile& tile) { return slip000ObbAabbAsWritten(box, tile, box.center); });
    case Method2::Slip003AngleWrap:
        return onBoxes(a, b, [](const Box& p, const Box& q) { return slip003AngleWrapAsWritten(p, q); });
    }
    return std::nullopt;
}

template std::optional<bool> runMethod<float>(Method2, const Shape2<float>&, const Shape2<float>&);
template std::optional<bool> runMethod<double>(Method2, const Shape2<double>&, const Shape2<double>&);

} // namespace sat::seeds
