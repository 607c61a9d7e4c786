// SPDX-License-Identifier: MIT
#pragma once
// The 3D box fast test with the 15 axes evaluated three at a time in 4-lane
// vectors (GCC/Clang vector extensions; SSE2 on x86-64, no -march needed).
// Included by sat/detail/fast3d.hpp; the report keeps the one-axis-at-a-time
// form of frameAxis.
//
// Every lane computes the numbers frameAxis computes for its axis (the same
// products; satlab::sat builds with -ffp-contract=off), and compares its margin
// |centre| - (radiusA + radiusB) with the exact filter's bound
// (sat/detail/exact3d.hpp): beyond it the sign is the exact one, within it
// the pair goes to the exact path (overlapsAxisByAxis). So the verdict is
// the exact one, as the report's (tests/core/sat/fast3d_lanes_test.cpp).
//
// float only (see Lanes). Lanes (lane 3 is padding, all zeros, and never separates):
//   A's faces:   lane k = axis A.face_k
//   B's faces:   lane j = axis B.face_j
//   cross, i:    lane j = axis A.edge_i x B.edge_j

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace sat::detail {

template <class T> struct Lanes;
template <> struct Lanes<float> {
    typedef float Vector __attribute__((vector_size(16)));
    typedef std::int32_t Mask __attribute__((vector_size(16)));
};
// No double lanes: 4 doubles need 32-byte vectors, which without AVX GCC
// warns about (-Wpsabi) wherever they cross a function boundary. Double
// boxes use framesOverlap.

/// |v| per lane: the sign bit cleared.
template <class V> inline V laneAbs(V v) {
    using M = decltype(v < v);
    return (V)((M)v & std::numeric_limits<std::remove_cvref_t<decltype(M{}[0])>>::max());
}
/// Bit k set when lane k is true (lanes 0..3).
inline unsigned laneBits(Lanes<float>::Mask m) {
#if defined(__SSE2__)
    return static_cast<unsigned>(_mm_movemask_ps(reinterpret_cast<__m128>(m)));
#else
    return (m[0] ? 1U : 0U) | (m[1] ? 2U : 0U) | (m[2] ? 4U : 0U) | (m[3] ? 8U : 0U);
#endif
}

/// B seen from A in lanes: row[i] lane j = R[i][j] = A.axis_i . B.axis_j,
/// offset lane i = A.axis_i . (B.center - A.center), half extents as scalars.
template <class T> struct LaneFrame {
    using V = typename Lanes<T>::Vector;
    V row[3];
    V offset;
    T offsetOf[3];
    T halfA[3];
    T halfB[3];
    T bound; ///< exactFilterBoundLanes of the pair
};

/// The frame of pairFrame(a, b), computed in lanes (the same dot products).
template <class T> inline LaneFrame<T> laneFrame(const Obb3<T>& a, const Obb3<T>& b) {
    using V = typename Lanes<T>::Vector;
    const auto& u = a.axes;
    const auto& w = b.axes;
    const V bx = {w[0].x, w[1].x, w[2].x, 0}, by = {w[0].y, w[1].y, w[2].y, 0}, bz = {w[0].z, w[1].z, w[2].z, 0};
    const V ax = {u[0].x, u[1].x, u[2].x, 0}, ay = {u[0].y, u[1].y, u[2].y, 0}, az = {u[0].z, u[1].z, u[2].z, 0};
    const Vec3<T> d = b.center - a.center;
    LaneFrame<T> f;
    for (std::size_t i = 0; i < 3; ++i) f.row[i] = (u[i].x * bx + u[i].y * by) + u[i].z * bz;
    f.offset = (ax * d.x + ay * d.y) + az * d.z;
    for (int i = 0; i < 3; ++i) {
        f.offsetOf[i] = f.offset[i];
        f.halfA[i] = a.halfExtents[i];
        f.halfB[i] = b.halfExtents[i];
    }
    const T world[3] = {d.x, d.y, d.z};
    f.bound = exactFilterBoundLanes(world, f.halfA, f.halfB);
    return f;
}

/// The same from a PairFrame3 (the AABB-OBB pairs).
template <class T> inline LaneFrame<T> laneFrame(const PairFrame3<T>& p) {
    const auto& c = p.axesB; // c[j][i] = R[i][j]
    LaneFrame<T> f;
    for (int i = 0; i < 3; ++i) {
        f.row[i] = typename Lanes<T>::Vector{c[0][i], c[1][i], c[2][i], 0};
        f.offsetOf[i] = p.offset[i];
        f.halfA[i] = p.halfA[i];
        f.halfB[i] = p.halfB[i];
    }
    f.bound = exactFilterBoundLanes(f.offsetOf, f.halfA, f.halfB); // the offset T itself
    f.offset = typename Lanes<T>::Vector{p.offset.x, p.offset.y, p.offset.z, 0};
    return f;
}

/// What the lanes decide: certainly separated, certainly intersecting
/// (touching counts), or open (some margin within the filter's bound, to be
/// decided exactly by overlapsAxisByAxis).
enum class LaneVerdict : std::uint8_t { Overlap, Separated, Open };

/// The 15 axes' margins |centre| - (radiusA + radiusB), each against the
/// filter's bound (exactFilterBoundLanes, sat/detail/exact3d.hpp).
template <class T> inline LaneVerdict lanesVerdict(const LaneFrame<T>& f) {
    using V = typename Lanes<T>::Vector;
    using M = typename Lanes<T>::Mask;
    const V* row = f.row;
    const V col[3] = {
        {row[0][0], row[1][0], row[2][0], 0}, {row[0][1], row[1][1], row[2][1], 0}, {row[0][2], row[1][2], row[2][2], 0}};
    const V absRow[3] = {laneAbs(row[0]), laneAbs(row[1]), laneAbs(row[2])};
    const V absCol[3] = {laneAbs(col[0]), laneAbs(col[1]), laneAbs(col[2])};
    const T* o = f.offsetOf;
    const T* hA = f.halfA;
    const T* hB = f.halfB;
    const V halfA = {hA[0], hA[1], hA[2], 0};
    const V halfB = {hB[0], hB[1], hB[2], 0};
    const T bound = f.bound;
    // Lane 3 is padding: its margin 0 must decide nothing.
    const M used = {-1, -1, -1, 0};

    // A.face_k: |o_k| - (hA_k + sum_j hB_j |R[k][j]|)
    const V marginA = laneAbs(f.offset) - (halfA + ((hB[0] * absCol[0] + hB[1] * absCol[1]) + hB[2] * absCol[2]));
    // B.face_j: |o . R col j| - (sum_i hA_i |R[i][j]| + hB_j) (projectOntoFaceOfB)
    const V centreB = (o[0] * row[0] + o[1] * row[1]) + o[2] * row[2];
    const V radiusAB = (hA[0] * absRow[0] + hA[1] * absRow[1]) + hA[2] * absRow[2];
    const V marginB = laneAbs(centreB) - (radiusAB + halfB);
    // Most separated pairs are separated on a face axis: skip the edges.
    if (laneBits((marginA > bound) | (marginB > bound)) != 0) return LaneVerdict::Separated;
    M open = used & ((marginA >= -bound) | (marginB >= -bound));

    // A.edge_i x B.edge_j = v with v[p] = -R[q][j], v[q] = R[p][j], v[i] = 0
    // (p = i+1, q = i+2 mod 3). B's axis j gives exactly 0 on v, so B's
    // radius has two terms, from its other axes m1 < m2. No degenerate test:
    // a margin beyond the bound is decided whatever |v| (an exactly zero
    // cross product has margin within it), and parallel edges' margins are
    // within it and go to the exact path.
    const V halfBm1 = {hB[1], hB[0], hB[0], 0}; // hB[m1(j)], m1 = 1, 0, 0
    const V halfBm2 = {hB[2], hB[2], hB[1], 0}; // hB[m2(j)], m2 = 2, 2, 1
    V rowM1[3], rowM2[3];                       // row[k] lane j = R[k][m1(j)], R[k][m2(j)]
#pragma GCC unroll 3
    for (int k = 0; k < 3; ++k) {
        rowM1[k] = V{row[k][1], row[k][0], row[k][0], 0};
        rowM2[k] = V{row[k][2], row[k][2], row[k][1], 0};
    }
    M separated{};
#pragma GCC unroll 3
    for (int i = 0; i < 3; ++i) {
        const int p = (i + 1) % 3;
        const int q = (i + 2) % 3;
        const V& rp = row[p];
        const V& rq = row[q];
        const V centre = o[q] * rp - o[p] * rq;
        const V radiusA = hA[p] * absRow[q] + hA[q] * absRow[p];
        const V radiusB = halfBm1 * laneAbs(rowM1[q] * rp - rowM1[p] * rq) + halfBm2 * laneAbs(rowM2[q] * rp - rowM2[p] * rq);
        const V margin = laneAbs(centre) - (radiusA + radiusB);
        separated |= margin > bound;
        open |= used & (margin >= -bound);
    }
    if (laneBits(separated) != 0) return LaneVerdict::Separated;
    return laneBits(open) == 0 ? LaneVerdict::Overlap : LaneVerdict::Open;
}

} // namespace sat::detail
