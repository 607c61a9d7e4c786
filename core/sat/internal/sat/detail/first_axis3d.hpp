// SPDX-License-Identifier: MIT
#pragma once
// The first separating axis of a double OBB pair from the fast test's margins (core/sat/src/fast3d_avx_f64.cpp).

#include "sat/sat3d.hpp"

namespace sat::detail {

/// What firstSeparatingAxisByMargins returns when the margins do not name the first separating axis.
inline constexpr int kMarginsUndecided = -1;

/// The first separating axis of a double OBB pair at tolerance 0, in test order, from the fast test's margins
/// (the double kernel's lanes, or faceMarginA, faceMarginB, edgeMargin where it does not run), with no square
/// root or division: axis k when its margin is above the exact filter's bound and every earlier margin below
/// minus the bound, so the exact separation along k is > 0 and along every earlier axis < 0. An edge axis k
/// may still be one the report skips as parallel edges (the caller checks). kMarginsUndecided when the first
/// margin not below minus the bound is within it or NaN, or when every margin is below it (the pair intersects).
int firstSeparatingAxisByMargins(ObbPairPath path, const Obb3<double>& a, const Obb3<double>& b);
/// The same through the path obbPairKernelF64 takes.
int firstSeparatingAxisByMargins(const Obb3<double>& a, const Obb3<double>& b);

} // namespace sat::detail
