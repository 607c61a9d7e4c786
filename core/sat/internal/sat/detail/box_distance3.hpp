// SPDX-License-Identifier: MIT
#pragma once
// The Euclidean distance of two separated boxes, from their closest features (core/sat/src/distance3d.cpp).

#include "sat/shapes3d.hpp"

namespace sat::detail {

/// Directions the feature walk tries before it gives up (boxDistanceFromFeatures).
inline constexpr int kBoxDistanceWalkSteps = 4;

template <class T> struct BoxDistance3 {
    T distance{};       ///< the Euclidean distance of the closed boxes
    int steps = 0;      ///< directions tried: 1 when the SAT's best axis led straight to the closest features
    bool found = false; ///< the walk certified its pair; false: the distance came from searchAllBoxFeatures
};

/// The distance of two separated boxes from the SAT's best axis (`normal`,
/// unit, from A to B): the support features of
/// A along the normal and of B against it give the candidate closest pair
/// (vertex against box, edge against edge); the pair is the closest one when
/// the gap along its own direction reaches its length (to rounding), else
/// that direction is tried next. After kBoxDistanceWalkSteps directions
/// without a certified pair, the full search decides.
template <class T> BoxDistance3<T> boxDistanceFromFeatures(const Obb3<T>& a, const Obb3<T>& b, const Vec3<T>& normal);

/// The minimum over every corner of one box against the other box and every
/// edge of A against every edge of B (RTCD 5.1.9): for disjoint convex
/// polyhedra the closest pair is vertex-face, edge-edge, or one of their
/// limits. The reference the feature walk is tested against.
template <class T> T searchAllBoxFeatures(const Obb3<T>& a, const Obb3<T>& b);

} // namespace sat::detail
