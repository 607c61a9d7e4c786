// SPDX-License-Identifier: MIT
#pragma once
// The 15 axes of a float box-pair report, computed and written in one pass
// (not public API; included by report3d.cpp). report3d_axes.hpp's portable
// path stays the reference and the double path.
//
// Four axes share a 16-byte vector (table below) and every number of an axis
// stays in its lane from projection to separation; A's face axes (|v| = 1)
// skip the divisions; an AxisResult3 is written by 4x4 transposes and whole
// 16-byte stores; the first separating and best axes come from lane masks, not
// branches. The numbers equal the portable path's: each lane does its operations
// in the same order on the same operands, explicit zeros included (they can set
// a zero's sign), and the library builds with -ffp-contract=off. Checked field
// by field by report3d_box_test.cpp; docs/performance.md, "3D box report".
//
//   group 0 (axes 0-2, no divisions)  group 1 (3-6)             group 2 (7-10)                  group 3 (11-14)
//   vx:  1  0  0  -                   b0x  b1x  b2x  0          0     0     b0z   b1z           b2z   -b0y  -b1y  -b2y
//   vy:  0  1  0  -                   b0y  b1y  b2y  -b0z       -b1z  -b2z  0     0             0     b0x   b1x   b2x
//   vz:  0  0  1  -                   b0z  b1z  b2z  b0y        b1y   b2y   -b0x  -b1x          -b2x  0     0     0
// (b_j = B's axis j in A's frame; cross axis 6 + 3i + j is e_i x b_j as frameAxis writes it.)

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>

#include "report3d_axes.hpp"
#include "report3d_detail.hpp"
#include "sat/sat3d.hpp"

#if defined(__SSE__)
#include <xmmintrin.h>
#endif

namespace sat::detail {

static_assert(sizeof(AxisSource3) == 12 && offsetof(AxisResult3<float>, direction) == 12 &&
                  offsetof(AxisResult3<float>, a) == 24 && offsetof(AxisResult3<float>, b) == 32 &&
                  offsetof(AxisResult3<float>, separation) == 40 && offsetof(AxisResult3<float>, separating) == 44 &&
                  offsetof(AxisResult3<float>, degenerate) == 45 && offsetof(AxisResult3<float>, reason) == 46 &&
                  offsetof(AxisResult3<float>, crossLength) == 48 && sizeof(AxisResult3<float>) == 52,
              "boxAxesFloat writes AxisResult3<float> as 8 contiguous floats after a 12-byte source");

/// What the report needs besides the written axes.
struct BoxAxesFloat {
    int firstSeparating = -1;
    int best = 0;
    bool bestTowardsB = true;
    unsigned degenerateMask = 0; ///< bit k: axis k skipped (parallel edges)
    /// openAxes' comparisons made in the lanes (openAxesOfLanes): bit k set
    /// when axis k is within the exact filter's bound or skipped; 0 when the
    /// bound is not finite (outside the exact evaluation's domain).
    unsigned openCandidates = 0;
    /// |v| of every axis by lane slot: axis k in slot k for k < 3, k + 1 after
    /// (slot 3 holds no axis), the lanes of the vectors in order.
    alignas(32) float crossLength[16];
    float crossLengthOf(int k) const { return crossLength[k < 3 ? k : k + 1]; }
};

namespace boxlanes {
typedef float V __attribute__((vector_size(16)));
typedef std::int32_t Bits __attribute__((vector_size(16)));

inline void store16(float* p, V v) { std::memcpy(p, &v, sizeof v); }
inline V absolute(V v) { return (V)((Bits)v & 0x7fffffff); }
/// mask ? x : y on whole lanes (no vector ?:, which clang lacks in C++).
inline V select(Bits mask, V x, V y) { return (V)((mask & (Bits)x) | (~mask & (Bits)y)); }
inline unsigned laneMask(Bits mask) {
#if defined(__SSE__)
    return static_cast<unsigned>(_mm_movemask_ps((__m128)mask));
#else
    unsigned bits = 0;
    for (int lane = 0; lane < 4; ++lane) bits |= (mask[lane] != 0 ? 1U : 0U) << lane;
    return bits;
#endif
}

/// Lanes of rows (r0, r1, r2, r3) become rows of lanes: out[l] = {r0[l], r1[l], r2[l], r3[l]}.
inline void transpose(V r0, V r1, V r2, V r3, V out[4]) {
#if defined(__SSE__)
    __m128 x0 = (__m128)r0, x1 = (__m128)r1, x2 = (__m128)r2, x3 = (__m128)r3;
    _MM_TRANSPOSE4_PS(x0, x1, x2, x3);
    out[0] = (V)x0;
    out[1] = (V)x1;
    out[2] = (V)x2;
    out[3] = (V)x3;
#else
    for (int l = 0; l < 4; ++l) out[l] = V{r0[l], r1[l], r2[l], r3[l]};
#endif
}

/// {x0, y0, x1, y1} and {x2, y2, x3, y3}.
inline void interleave(V x, V y, V out[2]) {
#if defined(__SSE__)
    out[0] = (V)_mm_unpacklo_ps((__m128)x, (__m128)y);
    out[1] = (V)_mm_unpackhi_ps((__m128)x, (__m128)y);
#else
    out[0] = V{x[0], y[0], x[1], y[1]};
    out[1] = V{x[2], y[2], x[3], y[3]};
#endif
}

/// The sources of the 15 axes, 16 bytes apart (one 16-byte copy each).
struct alignas(16) PaddedSource {
    AxisSource3 source;
    std::uint32_t unused = 0;
};
struct SourceTable {
    PaddedSource source[15];
    constexpr SourceTable() : source{} {
        for (int k = 0; k < 15; ++k) {
            if (k < 3) source[k].source = {AxisSource3::Kind::Face, Role::A, k, 0};
            else if (k < 6) source[k].source = {AxisSource3::Kind::Face, Role::B, k - 3, 0};
            else source[k].source = {AxisSource3::Kind::EdgeEdge, Role::A, (k - 6) / 3, (k - 6) % 3};
        }
    }
};
inline constexpr SourceTable kSources{};
} // namespace boxlanes

/// Computes and writes axes[0..14] of the report (`axes` has room for 15),
/// returns the selection. The numbers are those of frameAxes + worldAxes +
/// the report's fill loop (see the top of this file).
inline BoxAxesFloat boxAxesFloat(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance, AxisResult3<float>* axes) {
    using namespace boxlanes;
    const Vec3<float>& b0 = f.axesB[0];
    const Vec3<float>& b1 = f.axesB[1];
    const Vec3<float>& b2 = f.axesB[2];
    // The groups' vectors (table above); 0 is +0 as in frameAxis's Vec3{}.
    const V vx[4] = {V{1, 0, 0, 0}, V{b0.x, b1.x, b2.x, 0}, V{0, 0, b0.z, b1.z}, V{b2.z, -b0.y, -b1.y, -b2.y}};
    const V vy[4] = {V{0, 1, 0, 0}, V{b0.y, b1.y, b2.y, -b0.z}, V{-b1.z, -b2.z, 0, 0}, V{0, b0.x, b1.x, b2.x}};
    const V vz[4] = {V{0, 0, 1, 0}, V{b0.z, b1.z, b2.z, b0.y}, V{b1.y, b2.y, -b0.x, -b1.x}, V{-b2.x, 0, 0, 0}};
    constexpr int kFirst[4] = {0, 3, 7, 11}; // axis of lane 0
    const Vec3<float>& o = f.offset;
    const Vec3<float>& hA = f.halfA;
    const Vec3<float>& hB = f.halfB;
    const auto& u = box.axes;
    const Vec3<float>& c = box.center;
    constexpr float kThreshold = kParallelEdgeThreshold<float>;
    const float inf = __builtin_inff();

    V length[4], centre[4];
    for (int g = 0; g < 4; ++g) {
        const V x = vx[g], y = vy[g], z = vz[g];
        centre[g] = (o.x * x + o.y * y) + o.z * z;
        length[g] = g == 0 ? V{1, 1, 1, 1} : laneSqrt((x * x + y * y) + z * z); // sqrt((1 + 0) + 0) = 1
    }
    // |B.axis_j| = the length of axis 3 + j (the same expression on the same numbers).
    const float e0 = kThreshold * length[1][0], e1 = kThreshold * length[1][1], e2 = kThreshold * length[1][2];
    // A cross axis is skipped when |v| <= threshold |B.axis_j|; face axes never
    // (limit -1); lane 3 of group 0 holds no axis (limit +inf: always skipped).
    const V limit[4] = {V{-1, -1, -1, inf}, V{-1, -1, -1, e0}, V{e1, e2, e0, e1}, V{e2, e0, e1, e2}};

    // openAxes' limits (report3d_detail.hpp): the bound on the face axes, openAxesEdgeLimit on the edge pairs.
    const float openBound = openAxesBound(f);
    const float edgeLimit = openAxesEdgeLimit(openBound);
    const V openLimit[4] = {V{} + openBound, V{openBound, openBound, openBound, edgeLimit}, V{} + edgeLimit, V{} + edgeLimit};

    BoxAxesFloat out;
    unsigned separatingMask = 0;
    unsigned unorderedMask = 0;
    unsigned filterOpenMask = 0;
    V separation[4];
    V largest = V{} - inf; // largest separation over the axes not skipped
#pragma GCC unroll 4
    for (int g = 0; g < 4; ++g) {
        const int k0 = kFirst[g];
        const V x = vx[g], y = vy[g], z = vz[g];
        const Bits degenerate = length[g] <= limit[g];
        const Bits keep = ~degenerate;
        // projectOnto: A's radius, B's radius projected explicitly; on B's face
        // axes (group 1, lanes 0-2) hB_j (projectOntoFaceOfB).
        const V radiusA = (hA.x * absolute(x) + hA.y * absolute(y)) + hA.z * absolute(z);
        const V onB0 = (b0.x * x + b0.y * y) + b0.z * z;
        const V onB1 = (b1.x * x + b1.y * y) + b1.z * z;
        const V onB2 = (b2.x * x + b2.y * y) + b2.z * z;
        V radiusB = (hB.x * absolute(onB0) + hB.y * absolute(onB1)) + hB.z * absolute(onB2);
        if (g == 1) radiusB = V{hB.x, hB.y, hB.z, radiusB[3]};
        // worldAxes: divided by |v| (a skipped lane by 1; cleared below).
        V lx = x, ly = y, lz = z, centreOffset = centre[g], halfA = radiusA, halfB = radiusB;
        V sep = (absolute(centre[g]) - radiusA) - radiusB;
        if (g > 0) {
            const V len = select(degenerate, V{} + 1.0f, length[g]);
            lx = x / len;
            ly = y / len;
            lz = z / len;
            centreOffset = centre[g] / len;
            halfA = radiusA / len;
            halfB = radiusB / len;
            sep = sep / len;
        }
        const V dx = (u[0].x * lx + u[1].x * ly) + u[2].x * lz;
        const V dy = (u[0].y * lx + u[1].y * ly) + u[2].y * lz;
        const V dz = (u[0].z * lx + u[1].z * ly) + u[2].z * lz;
        const V centreA = (c.x * dx + c.y * dy) + c.z * dz;
        const V centreB = centreA + centreOffset;
        // Skipped axes (rare) are written too and cleared after the loop.
        V row0[4], row1[4];
        transpose(dx, dy, dz, centreA - halfA, row0);
        transpose(centreA + halfA, centreB - halfB, centreB + halfB, sep, row1);
        const Bits separates = (Bits)(sep > tolerance) & keep;
        // separating, degenerate, reason (ParallelEdges = 1), padding: one little-endian word per lane.
        const Bits flags = (separates & 1) | (degenerate & 0x010100);
        V flagsAndLength[2];
        interleave((V)flags, length[g], flagsAndLength);
        separation[g] = select(keep, sep, V{} - inf);
        // openAxes' test, !(|separation| w > limit): w = 1 on the face axes, |p| + |q| on an edge pair,
        // which is (|x| + |y|) + |z| exactly (one of the three is zero).
        V weight = (absolute(x) + absolute(y)) + absolute(z);
        if (g == 0) weight = V{1, 1, 1, 1};
        if (g == 1) weight = V{1, 1, 1, weight[3]};
        const Bits filterOpen = ~(Bits)(absolute(sep) * weight > openLimit[g]);
        const int lanes = g == 0 ? 3 : 4;
        const unsigned laneBits = g == 0 ? 7U : 15U;
        filterOpenMask |= (laneMask(filterOpen) & laneBits) << k0;
        out.degenerateMask |= (laneMask(degenerate) & laneBits) << k0;
        separatingMask |= laneMask(separates) << k0;
        unorderedMask |= laneMask((Bits)(sep != sep) & keep);
        largest = select((Bits)(separation[g] > largest), separation[g], largest);
        for (int l = 0; l < lanes; ++l) {
            unsigned char* p = reinterpret_cast<unsigned char*>(axes + k0 + l);
            std::memcpy(p, &kSources.source[k0 + l], 16); // bytes 12-15 are overwritten next
            std::memcpy(p + 12, &row0[l], 16);
            std::memcpy(p + 28, &row1[l], 16);
            std::memcpy(p + 44, reinterpret_cast<const float*>(&flagsAndLength[l / 2]) + 2 * (l % 2), 8);
        }
        store16(out.crossLength + 4 * g, length[g]);
    }
    if (openBound <= std::numeric_limits<float>::max()) out.openCandidates = filterOpenMask | out.degenerateMask;
    // A skipped axis keeps AxisResult3{}'s zeros: direction, a, b, separation.
    for (unsigned skipped = out.degenerateMask; skipped != 0; skipped &= skipped - 1) {
        std::memset(reinterpret_cast<unsigned char*>(axes + std::countr_zero(skipped)) + 12, 0, 32);
    }
    out.firstSeparating = separatingMask != 0 ? std::countr_zero(separatingMask) : -1;
    // Best axis: the largest separation, ties to the first in test order (the
    // reference keeps the first strictly larger one). Skipped axes hold -inf.
    if (unorderedMask == 0) {
        const float top = std::max(std::max(largest[0], largest[1]), std::max(largest[2], largest[3]));
        unsigned atTop = 0;
        for (int g = 0; g < 4; ++g) atTop |= (laneMask((Bits)(separation[g] == top)) & (g == 0 ? 7U : 15U)) << kFirst[g];
        out.best = std::countr_zero(atTop); // A's face axes are never skipped: atTop != 0
    } else {
        // A NaN separation (non-finite input): the reference's loop as it is.
        float bestSeparation = 0;
        out.best = -1;
        for (int g = 0; g < 4; ++g) {
            for (int l = 0; l < (g == 0 ? 3 : 4); ++l) {
                const int k = kFirst[g] + l;
                if ((out.degenerateMask >> k) & 1U) continue;
                if (out.best < 0 || separation[g][l] > bestSeparation) {
                    out.best = k;
                    bestSeparation = separation[g][l];
                }
            }
        }
    }
    const int best = out.best;
    const int group = best < 3 ? 0 : (best + 1) / 4;
    out.bestTowardsB = !(centre[group][best - kFirst[group]] < 0.0f);
    return out;
}

/// boxAxesFloat on 8-lane AVX2 vectors (core/sat/src/report3d_box_avx2.cpp):
/// the same numbers. Call only when boxAxesEightLanesSupported(): the CPU
/// has AVX2 and SATLAB_KERNEL is not scalar or sse2 (decided once).
BoxAxesFloat boxAxesFloatEightLanes(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance,
                                    AxisResult3<float>* axes);
bool boxAxesEightLanesSupported();
/// The axes of BoxManifold3 on 8 lanes: separation, degenerateAxes, bestAxis,
/// firstSeparatingAxis and normal, the numbers boxAxesFloatEightLanes and
/// report() give; largestSkipped as the report's error bound wants it (the
/// largest |v| of a skipped axis, -1 when none) and openCandidates as
/// BoxAxesFloat has it. Same precondition.
void boxManifoldAxesEightLanes(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance, BoxManifold3<float>& m,
                               float& largestSkipped, unsigned& openCandidates);

} // namespace sat::detail
