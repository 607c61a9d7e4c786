// SPDX-License-Identifier: MIT
#pragma once
// The methods the SAT panel offers: the reference (sat::overlaps) and each
// seed article's method, plus the reproductions of their slips for the
// lessons, all callable on any pair of 2D shapes. Defined in
// src/seed_methods2d.cpp for float and double.

#include <cstdint>
#include <optional>
#include <span>

#include "sat/sat2d.hpp"

namespace sat::seeds {

/// Every 2D method, in the order the app lists them.
enum class Method2 : std::uint8_t {
    Reference,                 ///< sat::overlaps: any pair of shapes
    Seed000HalfWidth,          ///< two boxes (an AABB counts as an unturned box)
    Seed000ObbAabb,            ///< a box and an AABB (the "static tile")
    Seed001CentreDistance,     ///< two AABBs
    Seed003RotationMatrix,     ///< two boxes, epsilon = kSeed003Epsilon
    Seed004CornerProjection,   ///< two boxes
    Slip000SwappedProjections, ///< reproduction: 000's OBB test as printed
    Slip000DegreesAsRadians,   ///< reproduction: 000's tile test reading degrees as radians
    Slip003AngleWrap,          ///< reproduction: 003's setter folding angles past half a turn wrongly
};

/// A method's id and how lists and lessons name it.
struct MethodInfo2 {
    Method2 id;            ///< the method
    const char* name;      ///< short label for a list, e.g. "000 half-width projection"
    const char* seed;      ///< "reference" or the seed article's number, "000" .. "004"
    const char* summary;   ///< one plain sentence: what it does (or, for a slip, what goes wrong)
    const char* appliesTo; ///< which pairs it answers, e.g. "two boxes"
    bool reproducesSlip;   ///< true: a deliberately wrong reproduction for teaching
};

/// All methods, Reference first; `methods2()[i].id == Method2(i)`.
std::span<const MethodInfo2> methods2();
/// The entry of `id` in methods2().
const MethodInfo2& methodInfo(Method2 id);

/// Runs `method` on the pair: true when it says the closed shapes intersect,
/// nullopt when the method does not apply to these kinds (a polygon for any
/// seed method, an OBB for seed 001). A method meant for (box, AABB) also
/// takes (AABB, box): the verdict does not depend on the order.
/// Slip000DegreesAsRadians takes the box's own centre as the article's
/// `display` position, so only the degrees slip shows.
template <class T> std::optional<bool> runMethod(Method2 method, const Shape2<T>& a, const Shape2<T>& b);

} // namespace sat::seeds
