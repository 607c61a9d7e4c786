// SPDX-License-Identifier: MIT
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
// correctly rounded in vector and scalar form alike; satlab::sat builds with
// -ffp-contract=off), so every field equals the one-axis-at-a-time value bit
// for bit (tests/core/sat/report3d_lanes_test.cpp).

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "sat/sat3d.hpp"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

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

/// Square root per lane (SSE2 on x86-64; correctly rounded either way).
template <class V> inline V laneSqrt(V v) {
#if defined(__SSE2__)
    if constexpr (sizeof(v[0]) == 4) {
        return (V)_mm_sqrt_ps((__m128)v);
    } else {
        return (V)_mm_sqrt_pd((__m128d)v);
    }
#else
    for (std::size_t lane = 0; lane < sizeof(V) / sizeof(v[0]); ++lane) v[lane] = std::sqrt(v[lane]);
    return v;
#endif
}

/// frameAxis(frame, k) for all 15 axes, several at a time. Each axis's vector
/// v is first written out exactly as frameAxis builds it (e_k, B's axis j,
/// or A.edge_i x B.edge_j with its explicit zero), then every lane computes
/// projectOnto's three-term dot products, the length sqrt(v . v) and the
/// degenerate test |v| <= t |B.axis_j| of cross axes with frameAxis's own
/// operations in frameAxis's order, so every number is the same.
template <class T> FrameAxes3<T> frameAxes(const PairFrame3<T>& f) {
    typedef T V __attribute__((vector_size(16)));
    using Int = std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>;
    typedef Int Bits __attribute__((vector_size(16)));
    constexpr Int kMagnitude = std::numeric_limits<Int>::max();
    constexpr int kLanes = static_cast<int>(16 / sizeof(T));
    constexpr int kSlots = FrameAxes3<T>::kSlots;
    const auto load = [](const T* p) {
        V v;
        __builtin_memcpy(&v, p, sizeof v);
        return v;
    };
    const auto store = [](T* p, V v) { __builtin_memcpy(p, &v, sizeof v); };
    const auto absolute = [](V v) { return (V)((Bits)v & kMagnitude); };

    FrameAxes3<T> out;
    constexpr std::size_t kSize = static_cast<std::size_t>(kSlots);
    // |B.axis_j| of a cross axis, else 0: sqrt((x x + y y) + z z) once per axis of B (the lanes would take the
    // same square root of the same sum three times each).
    T lengthB[3];
    for (std::size_t j = 0; j < 3; ++j) lengthB[j] = std::sqrt(dot3(f.axesB[j], f.axesB[j]));
    alignas(16) T edgeLengthOf[kSize];
    for (int k = 0; k < kSlots; ++k) {
        Vec3<T> v{};
        edgeLengthOf[k] = T(0);
        if (k < 3) {
            v[k] = T(1);
        } else if (k < 6) {
            v = f.axesB[static_cast<std::size_t>(k - 3)];
        } else if (k < kAxisCount3) {
            const int i = (k - 6) / 3;
            const Vec3<T>& edgeB = f.axesB[static_cast<std::size_t>((k - 6) % 3)];
            v[(i + 1) % 3] = -edgeB[(i + 2) % 3];
            v[(i + 2) % 3] = edgeB[(i + 1) % 3];
            edgeLengthOf[k] = lengthB[(k - 6) % 3];
        }
        out.vx[k] = v.x;
        out.vy[k] = v.y;
        out.vz[k] = v.z;
    }
    const Vec3<T>& o = f.offset;
    const Vec3<T>& hA = f.halfA;
    const Vec3<T>& hB = f.halfB;
    const auto& b = f.axesB;
    constexpr T kThreshold = kParallelEdgeThreshold<T>;
    for (int k = 0; k < kSlots; k += kLanes) {
        const V vx = load(out.vx + k), vy = load(out.vy + k), vz = load(out.vz + k);
        const V ax = absolute(vx), ay = absolute(vy), az = absolute(vz);
        // projectOnto: centre distance, A's radius, B's radius projected explicitly
        // (replaced by hB_j on B's face axes below).
        const V centre = (o.x * vx + o.y * vy) + o.z * vz;
        const V radiusA = (hA.x * ax + hA.y * ay) + hA.z * az;
        const V onB0 = (b[0].x * vx + b[0].y * vy) + b[0].z * vz;
        const V onB1 = (b[1].x * vx + b[1].y * vy) + b[1].z * vz;
        const V onB2 = (b[2].x * vx + b[2].y * vy) + b[2].z * vz;
        const V radiusB = (hB.x * absolute(onB0) + hB.y * absolute(onB1)) + hB.z * absolute(onB2);
        // |v| (exactly 1 for A's faces, whose v is a unit vector), and the
        // degenerate test of cross axes against |B.axis_j|.
        const V length = laneSqrt((vx * vx + vy * vy) + vz * vz);
        const V edgeLength = load(edgeLengthOf + k);
        const auto degenerate = length <= kThreshold * edgeLength;
        store(out.crossLength + k, length);
        store(out.centre + k, centre);
        store(out.radiusA + k, radiusA);
        store(out.radiusB + k, radiusB);
        // Skipped axes get length 1 (no division by ~0 in worldAxes); bit select, no vector ?:.
        const V one = V{} + T(1);
        store(out.length + k, (V)(((Bits)degenerate & (Bits)one) | (~(Bits)degenerate & (Bits)length)));
        for (int lane = 0; lane < kLanes; ++lane) {
            const int slot = k + lane;
            out.degenerate[slot] = slot >= 6 && (slot >= kAxisCount3 || degenerate[lane] != 0);
        }
    }
    // On B's own face axes B's radius is its half extent (projectOntoFaceOfB).
    for (int j = 0; j < 3; ++j) out.radiusB[3 + j] = hB[j];
    // A degenerate axis carries no centre distance or radii (frameAxis leaves them 0).
    for (int k = 6; k < kSlots; ++k) {
        if (out.degenerate[k]) out.centre[k] = out.radiusA[k] = out.radiusB[k] = T(0);
    }
    return out;
}

template <class T> WorldAxes3<T> worldAxes(const FrameAxes3<T>& f, const Obb3<T>& a) {
    typedef T V __attribute__((vector_size(16)));
    using Int = std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>;
    typedef Int Bits __attribute__((vector_size(16)));
    constexpr Int kMagnitude = std::numeric_limits<Int>::max();
    constexpr int kLanes = static_cast<int>(16 / sizeof(T));
    const auto load = [](const T* p) {
        V v;
        __builtin_memcpy(&v, p, sizeof v);
        return v;
    };
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
