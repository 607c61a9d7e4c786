// SPDX-License-Identifier: MIT
#pragma once
// Hand-checkable 3D box pairs shared by the 3D unit tests. Every number is
// worked out in the comment above the pair.

#include <cmath>

#include "sat/sat3d.hpp"

namespace sat::test {

inline constexpr double kRoot2 = 1.4142135623730951;
/// Axis index of A.edge0 x B.edge2 in a 3D report: 6 + 3*0 + 2.
inline constexpr int kEdge0Edge2 = 8;

/// The cube of half extent 1 centred at `center`, world axes.
template <class T> Obb3<T> unitCube(Vec3<T> center = {}) { return Obb3<T>{center, Vec3<T>{1, 1, 1}}; }

/// A: unit cube at the origin. B: unit cube turned 45 degrees about z,
/// centred at (2, 2, 0). On A's x and y axes B spans 2 -+ sqrt2 = [0.59, 3.41]
/// and overlaps A's [-1, 1]; on B.face0 = (1, 1, 0)/sqrt2 A spans -+ sqrt2 and B
/// spans 2 sqrt2 -+ 1, a gap of sqrt2 - 1 = 0.41421. That gap is also the
/// distance: A's edge x = y = 1 faces B's face x' = 2 sqrt2 - 1 head on.
template <class T> Obb3<T> cubeTurned45AboutZ() {
    return Obb3<T>::fromEulerDegrees(Vec3<T>{2, 2, 0}, Vec3<T>{1, 1, 1}, Vec3<T>{0, 0, 45});
}

/// B for the edge-edge case: a unit cube whose edge along axis 2 runs along
/// (0, 1, -1)/sqrt2, its axes 0 and 1 at 45 degrees to n = (0, 1, 1)/sqrt2, so
/// its ridge points back at A's edge {(t, 1, 1)} along -n. With centre
/// (2 sqrt2 + gap) n, B's reach along -n is sqrt2 and A's along n is sqrt2:
/// only A.edge0 x B.edge2 = -n separates, by `gap`. On every face axis the
/// boxes overlap (e.g. on A.y B spans 2 + gap/sqrt2 -+ (1 + 1/sqrt2)).
template <class T> Obb3<T> ridgeAboveEdge(T gap) {
    const T h = T(0.5);
    const T r = T(1 / kRoot2);
    const Mat3<T> axes(Vec3<T>{r, h, h}, Vec3<T>{-r, h, h}, Vec3<T>{0, -r, r});
    const T along = T(2 * kRoot2) + gap;
    return Obb3<T>::fromMatrix(Vec3<T>{0, along * r, along * r}, Vec3<T>{1, 1, 1}, axes);
}

} // namespace sat::test
