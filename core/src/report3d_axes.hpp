#pragma once
// The 15 axes of a 3D box report in world terms, the divisions and square
// roots done several axes at a time (not public API; included by
// report3d.cpp).
//
// For each axis k, frameAxis(frame, k) gives the vector v in A's frame, its
// length |v|, the centre distance and both radii (unnormalised). The report
// turns them into world terms:
//     local     = v / |v|                          (3 divisions)
//     direction = A.axis0 local.x + A.axis1 local.y + A.axis2 local.z
//     centreA   = A.center . direction,  centreB = centreA + centreDistance / |v|
//     intervals = centre -+ radius / |v|           (2 divisions)
//     separation = (|centreDistance| - radiusA - radiusB) / |v|
// One axis at a time that is seven dependent divisions per axis, 105 per
// report. Here lane k of a 16-byte vector holds axis k (4 floats or 2
// doubles per vector), and every lane performs exactly the scalar
// operations above in the same order (IEEE division and square root are
// correctly rounded in vector and scalar form alike; sat_core builds with
// -ffp-contract=off), so every field equals the one-axis-at-a-time value bit
// for bit (tests/core/report3d_lanes_test.cpp).

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "sat/sat3d.hpp"

namespace sat::detail {

/// Unnormalised axes in A's frame, one array entry per axis (16 slots, the
/// last one unused: zeros, length 1).
template <class T> struct FrameAxes3 {
    static constexpr int kSlots = 16;
    // Not zero-initialised (frameAxes writes every slot; clearing 0.5 KB per
    // report showed in profiles).
    alignas(16) T vx[kSlots], vy[kSlots], vz[kSlots];
    alignas(16) T length[kSlots], centre[kSlots], radiusA[kSlots], radiusB[kSlots];
    T crossLength[kSlots]; ///< frameAxis's |v|, also for degenerate axes
    bool degenerate[kSlots];
};

/// The same in world terms (degenerate axes: whatever, never read).
template <class T> struct WorldAxes3 {
    static constexpr int kSlots = 16;
    alignas(16) T dx[kSlots], dy[kSlots], dz[kSlots];
    alignas(16) T minA[kSlots], maxA[kSlots], minB[kSlots], maxB[kSlots], separation[kSlots];
};

template <class T> FrameAxes3<T> frameAxes(const PairFrame3<T>& frame) {
    FrameAxes3<T> out;
    for (int k = 0; k < kAxisCount3; ++k) {
        const FrameAxis3<T> axis = frameAxis(frame, k);
        out.vx[k] = axis.vector.x;
        out.vy[k] = axis.vector.y;
        out.vz[k] = axis.vector.z;
        out.length[k] = axis.degenerate ? T(1) : axis.length; // no division by ~0 in unused lanes
        out.crossLength[k] = axis.length;
        out.centre[k] = axis.centreDistance;
        out.radiusA[k] = axis.radiusA;
        out.radiusB[k] = axis.radiusB;
        out.degenerate[k] = axis.degenerate;
    }
    constexpr int kUnused = FrameAxes3<T>::kSlots - 1;
    out.vx[kUnused] = out.vy[kUnused] = out.vz[kUnused] = T(0);
    out.centre[kUnused] = out.radiusA[kUnused] = out.radiusB[kUnused] = out.crossLength[kUnused] = T(0);
    out.length[kUnused] = T(1);
    out.degenerate[kUnused] = true;
    return out;
}

template <class T> WorldAxes3<T> worldAxes(const FrameAxes3<T>& f, const Obb3<T>& a) {
    typedef T V __attribute__((vector_size(16)));
    using Int = std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>;
    typedef Int Bits __attribute__((vector_size(16)));
    constexpr Int kMagnitude = std::numeric_limits<Int>::max();
    constexpr int kLanes = static_cast<int>(16 / sizeof(T));
    const auto load = [](const T* p) { V v; __builtin_memcpy(&v, p, sizeof v); return v; };
    const auto store = [](T* p, V v) { __builtin_memcpy(p, &v, sizeof v); };
    const auto& u = a.axes;
    const Vec3<T>& c = a.center;
    WorldAxes3<T> w;
    for (int k = 0; k < FrameAxes3<T>::kSlots; k += kLanes) {
        const V length = load(f.length + k);
        const V lx = load(f.vx + k) / length, ly = load(f.vy + k) / length, lz = load(f.vz + k) / length;
        const V dx = (u[0].x * lx + u[1].x * ly) + u[2].x * lz;
        const V dy = (u[0].y * lx + u[1].y * ly) + u[2].y * lz;
        const V dz = (u[0].z * lx + u[1].z * ly) + u[2].z * lz;
        const V centre = load(f.centre + k), radiusA = load(f.radiusA + k), radiusB = load(f.radiusB + k);
        const V centreA = (c.x * dx + c.y * dy) + c.z * dz;
        const V centreB = centreA + centre / length;
        const V halfA = radiusA / length, halfB = radiusB / length;
        const V absCentre = (V)((Bits)centre & kMagnitude); // std::abs: the sign bit cleared
        store(w.dx + k, dx);
        store(w.dy + k, dy);
        store(w.dz + k, dz);
        store(w.minA + k, centreA - halfA);
        store(w.maxA + k, centreA + halfA);
        store(w.minB + k, centreB - halfB);
        store(w.maxB + k, centreB + halfB);
        store(w.separation + k, ((absCentre - radiusA) - radiusB) / length);
    }
    return w;
}

} // namespace sat::detail
