// SPDX-License-Identifier: MIT
// boxAxesFloat (report3d_box_lanes.hpp) on 8-lane AVX2 vectors: its groups
// 0 and 1 in one vector, 2 and 3 in the other, so the same lane performs the
// same operations on the same numbers and every field is the same bit for
// bit. Only this file's functions are compiled for AVX2 (target attribute);
// report3d.cpp calls them when the CPU has AVX2 and SATLAB_KERNEL does not
// ask for sse2 or scalar (docs/performance.md). No FMA: the target is avx2
// alone and satlab::sat builds with -ffp-contract=off.
//
// Group 0's lanes divide by |v| = 1 here where the 4-lane form skips the
// divisions: x / 1 is x exactly in IEEE arithmetic, so the numbers agree.
//
//   vector 0: axes 0 1 2 - | 3 4 5 6      vector 1: axes 7 8 9 10 | 11 12 13 14
// (the lane slot of axis k is k for k < 3, k + 1 after, as in BoxAxesFloat.)

#include <bit>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "report3d_box_lanes.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace sat::detail {

#if defined(__x86_64__) || defined(__i386__)

namespace {

#define SATLAB_AVX2 __attribute__((target("avx2"), always_inline)) inline

SATLAB_AVX2 __m256 add3(__m256 x, __m256 y, __m256 z) { return _mm256_add_ps(_mm256_add_ps(x, y), z); }
/// (p.x x + p.y y) + p.z z, dot3's order.
SATLAB_AVX2 __m256 dot(const Vec3<float>& p, __m256 x, __m256 y, __m256 z) {
    return add3(_mm256_mul_ps(_mm256_set1_ps(p.x), x), _mm256_mul_ps(_mm256_set1_ps(p.y), y),
                _mm256_mul_ps(_mm256_set1_ps(p.z), z));
}
SATLAB_AVX2 __m256 absolute(__m256 v) { return _mm256_and_ps(v, _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff))); }

/// Two 4x4 transposes, one per 128-bit half (as _MM_TRANSPOSE4_PS).
SATLAB_AVX2 void transpose(__m256 r0, __m256 r1, __m256 r2, __m256 r3, __m256 out[4]) {
    const __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1);
    const __m256 t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3);
    out[0] = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(1, 0, 1, 0));
    out[1] = _mm256_shuffle_ps(t0, t2, _MM_SHUFFLE(3, 2, 3, 2));
    out[2] = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(1, 0, 1, 0));
    out[3] = _mm256_shuffle_ps(t1, t3, _MM_SHUFFLE(3, 2, 3, 2));
}

SATLAB_AVX2 __m128 half(__m256 v, int which) { return which == 0 ? _mm256_castps256_ps128(v) : _mm256_extractf128_ps(v, 1); }

/// Bit of lane slot s (0..15) -> bit of axis: slots 0-2 are axes 0-2, slot 3 none, slot s >= 4 axis s - 1.
constexpr unsigned axesOfSlots(unsigned slots) { return (slots & 7U) | ((slots >> 1) & ~7U); }

/// The 15 axes' vectors v in A's frame, in the lane slots of the two vectors
/// (table at the top of this file; slot 3 holds no axis).
SATLAB_AVX2 void axisVectors(const PairFrame3<float>& f, __m256 vx[2], __m256 vy[2], __m256 vz[2]) {
    const Vec3<float>& b0 = f.axesB[0];
    const Vec3<float>& b1 = f.axesB[1];
    const Vec3<float>& b2 = f.axesB[2];
    vx[0] = _mm256_setr_ps(1, 0, 0, 0, b0.x, b1.x, b2.x, 0);
    vx[1] = _mm256_setr_ps(0, 0, b0.z, b1.z, b2.z, -b0.y, -b1.y, -b2.y);
    vy[0] = _mm256_setr_ps(0, 1, 0, 0, b0.y, b1.y, b2.y, -b0.z);
    vy[1] = _mm256_setr_ps(-b1.z, -b2.z, 0, 0, 0, b0.x, b1.x, b2.x);
    vz[0] = _mm256_setr_ps(0, 0, 1, 0, b0.z, b1.z, b2.z, b0.y);
    vz[1] = _mm256_setr_ps(b1.y, b2.y, -b0.x, -b1.x, -b2.x, 0, 0, 0);
}

/// The best axis from the lanes' separations (skipped slots hold -inf): the
/// largest, ties to the first in test order (the reference keeps the first
/// strictly larger one). With a NaN among the kept slots (non-finite input),
/// the reference's loop as it is.
SATLAB_AVX2 int bestAxisOfSlots(const __m256 separation[2], unsigned unorderedSlots, unsigned degenerateAxes) {
    if ((unorderedSlots & ~8U) == 0) {
        const __m256 both = _mm256_max_ps(separation[0], separation[1]);
        __m128 top = _mm_max_ps(_mm256_castps256_ps128(both), _mm256_extractf128_ps(both, 1));
        top = _mm_max_ps(top, _mm_movehl_ps(top, top));
        top = _mm_max_ss(top, _mm_shuffle_ps(top, top, 1));
        const __m256 topAll = _mm256_set1_ps(_mm_cvtss_f32(top));
        const unsigned atTop = static_cast<unsigned>(_mm256_movemask_ps(_mm256_cmp_ps(separation[0], topAll, _CMP_EQ_OQ))) |
                               static_cast<unsigned>(_mm256_movemask_ps(_mm256_cmp_ps(separation[1], topAll, _CMP_EQ_OQ))) << 8U;
        return std::countr_zero(axesOfSlots(atTop & ~8U)); // A's face axes are never skipped
    }
    alignas(32) float separations[16];
    _mm256_store_ps(separations, separation[0]);
    _mm256_store_ps(separations + 8, separation[1]);
    float bestSeparation = 0;
    int best = -1;
    for (int k = 0; k < kAxisCount3; ++k) {
        if ((degenerateAxes >> k) & 1U) continue;
        const float candidate = separations[k < 3 ? k : k + 1];
        if (best < 0 || candidate > bestSeparation) {
            best = k;
            bestSeparation = candidate;
        }
    }
    return best;
}

/// openAxes' limits in the lane slots (report3d_detail.hpp): the bound on the face axes (slots 0-6; slot 3
/// holds no axis), openAxesEdgeLimit on the edge pairs.
struct OpenLimits {
    float bound;
    __m256 limit[2];
};
SATLAB_AVX2 OpenLimits openLimits(const PairFrame3<float>& f) {
    const float bound = openAxesBound(f);
    const float edge = openAxesEdgeLimit(bound);
    return {bound, {_mm256_setr_ps(bound, bound, bound, bound, bound, bound, bound, edge), _mm256_set1_ps(edge)}};
}
/// openAxes' test in the slots of half h, !(|separation| w > limit): w = 1 on the face axes, |p| + |q| on
/// an edge pair, which is (|x| + |y|) + |z| exactly (one of the three is zero). Bit s: slot s open.
SATLAB_AVX2 unsigned filterOpenSlots(int h, __m256 x, __m256 y, __m256 z, __m256 sep, const OpenLimits& limits) {
    __m256 weight = add3(absolute(x), absolute(y), absolute(z));
    if (h == 0) weight = _mm256_blend_ps(weight, _mm256_set1_ps(1.0f), 0x7F);
    const __m256 open = _mm256_cmp_ps(_mm256_mul_ps(absolute(sep), weight), limits.limit[h], _CMP_NGT_UQ);
    return static_cast<unsigned>(_mm256_movemask_ps(open)) << (8U * static_cast<unsigned>(h));
}
/// BoxAxesFloat::openCandidates from the open slots.
SATLAB_AVX2 unsigned openCandidatesOf(unsigned openSlots, unsigned degenerateAxes, const OpenLimits& limits) {
    if (!(limits.bound <= std::numeric_limits<float>::max())) return 0;
    return axesOfSlots(openSlots & ~8U) | degenerateAxes;
}

__attribute__((target("avx2"))) BoxAxesFloat boxAxesFloat8(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance,
                                                           AxisResult3<float>* axes) {
    using boxlanes::kSources;
    const Vec3<float>& b0 = f.axesB[0];
    const Vec3<float>& b1 = f.axesB[1];
    const Vec3<float>& b2 = f.axesB[2];
    __m256 vx[2], vy[2], vz[2];
    axisVectors(f, vx, vy, vz);
    const auto& u = box.axes;
    const float inf = __builtin_inff();
    constexpr float kThreshold = kParallelEdgeThreshold<float>;

    BoxAxesFloat out;
    __m256 length[2], centre[2];
    for (int h = 0; h < 2; ++h) {
        centre[h] = dot(f.offset, vx[h], vy[h], vz[h]);
        length[h] = _mm256_sqrt_ps(add3(_mm256_mul_ps(vx[h], vx[h]), _mm256_mul_ps(vy[h], vy[h]), _mm256_mul_ps(vz[h], vz[h])));
        _mm256_store_ps(out.crossLength + 8 * h, length[h]); // slot 3: sqrt(0), never read
    }
    const float e0 = kThreshold * out.crossLength[4], e1 = kThreshold * out.crossLength[5], e2 = kThreshold * out.crossLength[6];
    const __m256 limit[2] = {_mm256_setr_ps(-1, -1, -1, inf, -1, -1, -1, e0), _mm256_setr_ps(e1, e2, e0, e1, e2, e0, e1, e2)};

    const OpenLimits openLimit = openLimits(f);
    unsigned degenerateSlots = 0, separatingSlots = 0, unorderedSlots = 0, openSlots = 0;
    __m256 separation[2];
#pragma GCC unroll 2
    for (int h = 0; h < 2; ++h) {
        const __m256 x = vx[h], y = vy[h], z = vz[h];
        const __m256 degenerate = _mm256_cmp_ps(length[h], limit[h], _CMP_LE_OQ);
        const __m256 radiusA = dot(f.halfA, absolute(x), absolute(y), absolute(z));
        const __m256 onB0 = dot(b0, x, y, z), onB1 = dot(b1, x, y, z), onB2 = dot(b2, x, y, z);
        __m256 radiusB = dot(f.halfB, absolute(onB0), absolute(onB1), absolute(onB2));
        // B's face axes (slots 4-6): B's radius is hB_j (projectOntoFaceOfB).
        if (h == 0) radiusB = _mm256_blend_ps(radiusB, _mm256_setr_ps(0, 0, 0, 0, f.halfB.x, f.halfB.y, f.halfB.z, 0), 0x70);
        const __m256 len = _mm256_blendv_ps(length[h], _mm256_set1_ps(1.0f), degenerate);
        const __m256 lx = _mm256_div_ps(x, len), ly = _mm256_div_ps(y, len), lz = _mm256_div_ps(z, len);
        const __m256 dx = add3(_mm256_mul_ps(_mm256_set1_ps(u[0].x), lx), _mm256_mul_ps(_mm256_set1_ps(u[1].x), ly),
                               _mm256_mul_ps(_mm256_set1_ps(u[2].x), lz));
        const __m256 dy = add3(_mm256_mul_ps(_mm256_set1_ps(u[0].y), lx), _mm256_mul_ps(_mm256_set1_ps(u[1].y), ly),
                               _mm256_mul_ps(_mm256_set1_ps(u[2].y), lz));
        const __m256 dz = add3(_mm256_mul_ps(_mm256_set1_ps(u[0].z), lx), _mm256_mul_ps(_mm256_set1_ps(u[1].z), ly),
                               _mm256_mul_ps(_mm256_set1_ps(u[2].z), lz));
        const __m256 centreA = dot(box.center, dx, dy, dz);
        const __m256 centreB = _mm256_add_ps(centreA, _mm256_div_ps(centre[h], len));
        const __m256 halfA = _mm256_div_ps(radiusA, len), halfB = _mm256_div_ps(radiusB, len);
        const __m256 sep = _mm256_div_ps(_mm256_sub_ps(_mm256_sub_ps(absolute(centre[h]), radiusA), radiusB), len);
        openSlots |= filterOpenSlots(h, x, y, z, sep, openLimit);
        __m256 row0[4], row1[4];
        transpose(dx, dy, dz, _mm256_sub_ps(centreA, halfA), row0);
        transpose(_mm256_add_ps(centreA, halfA), _mm256_sub_ps(centreB, halfB), _mm256_add_ps(centreB, halfB), sep, row1);
        const __m256 separates = _mm256_andnot_ps(degenerate, _mm256_cmp_ps(sep, _mm256_set1_ps(tolerance), _CMP_GT_OQ));
        const __m256i flagBits = _mm256_or_si256(_mm256_and_si256(_mm256_castps_si256(separates), _mm256_set1_epi32(1)),
                                                 _mm256_and_si256(_mm256_castps_si256(degenerate), _mm256_set1_epi32(0x010100)));
        const __m256 flags = _mm256_castsi256_ps(flagBits);
        const __m256 pairs[2] = {_mm256_unpacklo_ps(flags, length[h]), _mm256_unpackhi_ps(flags, length[h])};
        separation[h] = _mm256_blendv_ps(sep, _mm256_set1_ps(-inf), degenerate);
        const unsigned shift = 8U * static_cast<unsigned>(h);
        degenerateSlots |= static_cast<unsigned>(_mm256_movemask_ps(degenerate)) << shift;
        separatingSlots |= static_cast<unsigned>(_mm256_movemask_ps(separates)) << shift;
        unorderedSlots |= static_cast<unsigned>(
                              _mm256_movemask_ps(_mm256_andnot_ps(degenerate, _mm256_cmp_ps(sep, sep, _CMP_UNORD_Q))))
                          << shift;
#pragma GCC unroll 8
        for (int lane = 0; lane < 8; ++lane) {
            const int slot = 8 * h + lane;
            if (slot == 3) continue;
            const int k = slot < 3 ? slot : slot - 1;
            unsigned char* p = reinterpret_cast<unsigned char*>(axes + k);
            const int l = lane % 4, which = lane / 4;
            _mm_storeu_ps(reinterpret_cast<float*>(p), _mm_load_ps(reinterpret_cast<const float*>(&kSources.source[k])));
            _mm_storeu_ps(reinterpret_cast<float*>(p + 12), half(row0[l], which));
            _mm_storeu_ps(reinterpret_cast<float*>(p + 28), half(row1[l], which));
            const __m128 pair = half(pairs[l / 2], which);
            if (l % 2 == 0) {
                _mm_storel_pi(reinterpret_cast<__m64*>(p + 44), pair);
            } else {
                _mm_storeh_pi(reinterpret_cast<__m64*>(p + 44), pair);
            }
        }
    }
    degenerateSlots |= 8U; // slot 3 holds no axis (its limit is +inf)
    out.degenerateMask = axesOfSlots(degenerateSlots & ~8U);
    out.openCandidates = openCandidatesOf(openSlots, out.degenerateMask, openLimit);
    for (unsigned skipped = out.degenerateMask; skipped != 0; skipped &= skipped - 1) {
        std::memset(reinterpret_cast<unsigned char*>(axes + std::countr_zero(skipped)) + 12, 0, 32);
    }
    const unsigned separatingAxes = axesOfSlots(separatingSlots & ~8U);
    out.firstSeparating = separatingAxes != 0 ? std::countr_zero(separatingAxes) : -1;
    out.best = bestAxisOfSlots(separation, unorderedSlots, out.degenerateMask);
    alignas(32) float centres[16];
    _mm256_store_ps(centres, centre[0]);
    _mm256_store_ps(centres + 8, centre[1]);
    out.bestTowardsB = !(centres[out.best < 3 ? out.best : out.best + 1] < 0.0f);
    return out;
}

/// The manifold's part of boxAxesFloat8: the same lanes up to each axis's
/// separation, then only the best axis's world direction, in scalar
/// arithmetic with the lanes' operations on the lanes' numbers (IEEE
/// arithmetic is the same in a lane and in a scalar register), so the
/// normal is the report's bit for bit. No world directions, intervals or
/// stores of 15 AxisResult3: one division per lane instead of seven.
__attribute__((target("avx2"))) void boxManifoldAxes8(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance,
                                                      BoxManifold3<float>& m, float& largestSkipped, unsigned& openCandidates) {
    const Vec3<float>& b0 = f.axesB[0];
    const Vec3<float>& b1 = f.axesB[1];
    const Vec3<float>& b2 = f.axesB[2];
    alignas(32) float unitX[16], unitY[16], unitZ[16], lengths[16];
    __m256 vx[2], vy[2], vz[2];
    axisVectors(f, vx, vy, vz);
    const float inf = __builtin_inff();
    constexpr float kThreshold = kParallelEdgeThreshold<float>;
    __m256 length[2], centre[2];
    for (int h = 0; h < 2; ++h) {
        centre[h] = dot(f.offset, vx[h], vy[h], vz[h]);
        length[h] = _mm256_sqrt_ps(add3(_mm256_mul_ps(vx[h], vx[h]), _mm256_mul_ps(vy[h], vy[h]), _mm256_mul_ps(vz[h], vz[h])));
        _mm256_store_ps(lengths + 8 * h, length[h]);
    }
    // boxAxesFloat8's limits, kThreshold * |B.axis_j| (lanes 4-6 of length[0]), built in registers.
    const __m256 scaled = _mm256_mul_ps(_mm256_set1_ps(kThreshold), length[0]);
    const __m256 limit[2] = {_mm256_blend_ps(_mm256_setr_ps(-1, -1, -1, inf, -1, -1, -1, 0),
                                             _mm256_permutevar8x32_ps(scaled, _mm256_set1_epi32(4)), 0x80),
                             _mm256_permutevar8x32_ps(scaled, _mm256_setr_epi32(5, 6, 4, 5, 6, 4, 5, 6))};

    const OpenLimits openLimit = openLimits(f);
    unsigned degenerateSlots = 0, separatingSlots = 0, unorderedSlots = 0, openSlots = 0;
    __m256 separation[2];
    __m256 kept[2];
#pragma GCC unroll 2
    for (int h = 0; h < 2; ++h) {
        const __m256 x = vx[h], y = vy[h], z = vz[h];
        // v / |v| in every lane (boxAxesFloat8's lx, ly, lz where the axis is kept), so that only the
        // best lane's world direction is left after the best axis is known.
        _mm256_store_ps(unitX + 8 * h, _mm256_div_ps(x, length[h]));
        _mm256_store_ps(unitY + 8 * h, _mm256_div_ps(y, length[h]));
        _mm256_store_ps(unitZ + 8 * h, _mm256_div_ps(z, length[h]));
        const __m256 degenerate = _mm256_cmp_ps(length[h], limit[h], _CMP_LE_OQ);
        const __m256 radiusA = dot(f.halfA, absolute(x), absolute(y), absolute(z));
        const __m256 onB0 = dot(b0, x, y, z), onB1 = dot(b1, x, y, z), onB2 = dot(b2, x, y, z);
        __m256 radiusB = dot(f.halfB, absolute(onB0), absolute(onB1), absolute(onB2));
        // B's face axes (slots 4-6): B's radius is hB_j (projectOntoFaceOfB).
        if (h == 0) radiusB = _mm256_blend_ps(radiusB, _mm256_setr_ps(0, 0, 0, 0, f.halfB.x, f.halfB.y, f.halfB.z, 0), 0x70);
        // Divided by |v| itself, not by boxAxesFloat8's 1 in skipped lanes: the lanes kept are the same
        // numbers, the others are replaced below, and the division need not wait for the degenerate test.
        const __m256 sep = _mm256_div_ps(_mm256_sub_ps(_mm256_sub_ps(absolute(centre[h]), radiusA), radiusB), length[h]);
        openSlots |= filterOpenSlots(h, x, y, z, sep, openLimit);
        const __m256 separates = _mm256_andnot_ps(degenerate, _mm256_cmp_ps(sep, _mm256_set1_ps(tolerance), _CMP_GT_OQ));
        separation[h] = _mm256_blendv_ps(sep, _mm256_set1_ps(-inf), degenerate);
        kept[h] = _mm256_andnot_ps(degenerate, sep); // a skipped axis's separation is 0
        const unsigned shift = 8U * static_cast<unsigned>(h);
        degenerateSlots |= static_cast<unsigned>(_mm256_movemask_ps(degenerate)) << shift;
        separatingSlots |= static_cast<unsigned>(_mm256_movemask_ps(separates)) << shift;
        unorderedSlots |= static_cast<unsigned>(
                              _mm256_movemask_ps(_mm256_andnot_ps(degenerate, _mm256_cmp_ps(sep, sep, _CMP_UNORD_Q))))
                          << shift;
    }
    // Slots 0-2 are axes 0-2, slot 3 none, slot s >= 4 axis s - 1: three stores, each overwriting the last one's spare lane.
    _mm_storeu_ps(m.separation, _mm256_castps256_ps128(kept[0]));
    _mm_storeu_ps(m.separation + 3, _mm256_extractf128_ps(kept[0], 1));
    _mm256_storeu_ps(m.separation + 7, kept[1]);
    m.degenerateAxes = axesOfSlots(degenerateSlots & ~8U);
    openCandidates = openCandidatesOf(openSlots, m.degenerateAxes, openLimit);
    largestSkipped = -1.0f;
    for (unsigned skipped = m.degenerateAxes; skipped != 0; skipped &= skipped - 1) {
        const int k = std::countr_zero(skipped);
        largestSkipped = std::max(largestSkipped, lengths[k < 3 ? k : k + 1]);
    }
    const unsigned separatingAxes = axesOfSlots(separatingSlots & ~8U);
    m.firstSeparatingAxis = separatingAxes != 0 ? std::countr_zero(separatingAxes) : -1;
    m.bestAxis = bestAxisOfSlots(separation, unorderedSlots, m.degenerateAxes);
    // The best axis's world direction: boxAxesFloat8's dx, dy, dz of its lane.
    const int slot = m.bestAxis < 3 ? m.bestAxis : m.bestAxis + 1;
    const float lx = unitX[slot], ly = unitY[slot], lz = unitZ[slot]; // never skipped: divided by its own length
    const auto& u = box.axes;
    const Vec3<float> direction{(u[0].x * lx + u[1].x * ly) + u[2].x * lz, (u[0].y * lx + u[1].y * ly) + u[2].y * lz,
                                (u[0].z * lx + u[1].z * ly) + u[2].z * lz};
    alignas(32) float centres[16];
    _mm256_store_ps(centres, centre[0]);
    _mm256_store_ps(centres + 8, centre[1]);
    m.normal = !(centres[slot] < 0.0f) ? direction : -direction;
}

#undef SATLAB_AVX2

bool detectAvx2() {
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2")) return false;
    // SATLAB_KERNEL=scalar or sse2 (the batch kernels' switch) keeps the 4-lane form here too.
    const char* forced = std::getenv("SATLAB_KERNEL");
    return forced == nullptr || (std::strcmp(forced, "scalar") != 0 && std::strcmp(forced, "sse2") != 0);
}

} // namespace

bool boxAxesEightLanesSupported() {
    static const bool supported = detectAvx2();
    return supported;
}

BoxAxesFloat boxAxesFloatEightLanes(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance,
                                    AxisResult3<float>* axes) {
    return boxAxesFloat8(f, box, tolerance, axes);
}

void boxManifoldAxesEightLanes(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance, BoxManifold3<float>& m,
                               float& largestSkipped, unsigned& openCandidates) {
    boxManifoldAxes8(f, box, tolerance, m, largestSkipped, openCandidates);
}

#else

bool boxAxesEightLanesSupported() { return false; }
BoxAxesFloat boxAxesFloatEightLanes(const PairFrame3<float>& f, const Obb3<float>& box, float tolerance,
                                    AxisResult3<float>* axes) {
    return boxAxesFloat(f, box, tolerance, axes);
}
// Never called: boxAxesEightLanesSupported() is false here, and manifold() asks it first.
void boxManifoldAxesEightLanes(const PairFrame3<float>&, const Obb3<float>&, float, BoxManifold3<float>&, float&, unsigned&) {
    std::abort();
}

#endif

} // namespace sat::detail
